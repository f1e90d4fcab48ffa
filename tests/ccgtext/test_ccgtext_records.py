"""Our card-by-card records of the ccgtext lane (``carddb/data/ccg_abilities_ccgtext.json``)
played on our own tables with exact numbers: the records as written, on invented cards of the
same shape (no card text; the record is looked up by the Oracle id it is keyed by)."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccg_abilities import ability_data
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position


def _records(card_id: str, ability: int) -> list[dict[str, Any]]:
    return list(ability_data()[card_id][ability][1])


def _battle(defs: list[dict[str, Any]], hand: str, mine: list[Any], bobs: list[Any]) -> Game:
    alice = player(name="Alice", hand=[hand])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": mine,
                                       "defending": bobs}]}
    return Game.from_position(pos)


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


# --- Volcano Tattoo (oracle:9186): the bare Personality, or a bare card attached to him ------

def _tattoo_defs() -> list[dict[str, Any]]:
    return [cd("Ash Monk", "personality", keywords=["Tattooed", "Monk", "Fire"], force=2,
               chi=3, gold_cost=3, personal_honor=1),
            cd("Ink Monk", "personality", keywords=["Tattooed", "Monk"], force=2, chi=3,
               gold_cost=3, personal_honor=1),
            cd("Guard", "personality", force=3, chi=3, gold_cost=3, personal_honor=1),
            cd("Sage", "personality", force=1, chi=4, gold_cost=3, personal_honor=1),
            cd("Burn", "strategy", gold_cost=0, focus=1, abilities=_records("oracle:9186", 1))]


@pytest.mark.parametrize(("monk", "straightened"), [("Ash Monk", True), ("Ink Monk", False)])
def test_a_card_attached_to_him_and_a_fire_monk_straightens(monk: str,
                                                            straightened: bool) -> None:
    """Bob's Guard (Chi 3, with a Katana) and Sage (Chi 4, higher than the Monk's 3): only
    the Katana is offered (the Guard has an attachment); it is destroyed, the Guard stays, and
    the Monk who bowed for it straightens when he is Fire."""
    game = _battle(_tattoo_defs(), "Burn", [{"title": monk, "attachments": []}],
                   [{"title": "Guard", "attachments": [{"title": "Katana"}]},
                    {"title": "Sage", "attachments": []}])
    s = game.state
    me, guard = find(s, monk, 0), find(s, "Guard", 1)
    katana = s.cards[guard].attachments[0]
    uses = _uses(game, "Burn")
    assert {(u.ability, u.targets) for u in uses} == {(1, (me, guard, katana))}
    game.perform(uses[0])
    assert not s.cards[katana].in_play and s.cards[guard].in_play
    assert s.cards[me].bowed is not straightened


def test_a_bare_personality_is_destroyed_himself() -> None:
    game = _battle(_tattoo_defs(), "Burn", [{"title": "Ash Monk", "attachments": []}],
                   [{"title": "Guard", "attachments": []}])
    s = game.state
    me, guard = find(s, "Ash Monk", 0), find(s, "Guard", 1)
    uses = _uses(game, "Burn")
    assert {(u.ability, u.targets) for u in uses} == {(0, (me, guard))}
    game.perform(uses[0])
    assert not s.cards[guard].in_play and s.cards[me].bowed


# --- A Brave New World (oracle:4): discard a card to move him there; straighten his unit -----

def test_discard_a_card_to_bring_a_bowed_unit_and_straighten_it() -> None:
    """Alice has no unit at the battlefield (Absent); her bowed Ronin and his bowed Spearmen
    at home move there and straighten; the Filler Fate she discarded and the Strategy are in
    her discard pile, her hand empty."""
    defs = [cd("New World", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:4", 1))]
    alice = player(name="Alice", hand=["New World", "Filler Fate"],
                   home=[{"title": "Ronin", "bowed": True,
                          "attachments": [{"title": "Spearmen", "bowed": True}]}])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": [],
                                       "defending": [{"title": "Lion Samurai",
                                                      "attachments": []}]}]}
    game = Game.from_position(pos)
    s = game.state
    ronin = find(s, "Ronin", 0)
    spear = s.cards[ronin].attachments[0]
    (use,) = _uses(game, "New World")
    game.perform(use)
    assert s.cards[ronin].zone.value == "battlefield"
    assert not s.cards[ronin].bowed and not s.cards[spear].bowed
    assert s.players[0].hand == [] and len(s.players[0].fate_discard) == 2


# --- Improved Defenses (oracle:3720): the discarded top card's Focus Value plus one ----------

def test_the_province_gains_the_discarded_cards_focus_plus_one() -> None:
    """Bob's Artisan at home bows, the top card of his Fate deck (Focus 3) is discarded, and
    the province Alice attacks (Lion Keep, 7) becomes 7 + 3 + 1 = 11 for the battle."""
    from l5r_desktop.games.ccg.attack import armies

    defs = [cd("Mason", "personality", keywords=["Artisan"], force=1, chi=2, gold_cost=3,
               personal_honor=1),
            cd("Three Focus", "strategy", gold_cost=9, focus=3),
            cd("Walls", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:3720", 1))]
    alice = player(name="Alice")
    bob = player("Lion Keep", name="Bob", hand=["Walls"], home=["Mason"],
                 fate_deck=["Three Focus", "Filler Fate"])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=1, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Ronin", "attachments": []}],
                                       "defending": [{"title": "Lion Samurai",
                                                      "attachments": []}]}]}
    game = Game.from_position(pos)
    s = game.state
    walls = find(s, "Walls", 1)
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == walls]
    game.perform(use)
    assert armies.preview(s).province_strength == 11
    assert s.cards[find(s, "Mason", 1)].bowed
    assert [s.cards[c].title for c in s.players[1].fate_discard] == ["Three Focus", "Walls"]


# --- Scavenging Party (oracle:6491): a discarded Personality into a province, face-up --------

def test_a_discarded_personality_refills_a_chosen_province() -> None:
    """Alice's discard pile holds a Ronin and a Gold Mine: only the Ronin is offered, with
    each of her 4 provinces. The Filler in her second province is discarded and the Ronin is
    there face-up; the Gold Mine stays in the pile."""
    from l5r_desktop.games.ccg.game import Game as _Game
    from tests.engine.scenario import game_at

    defs = [cd("Scavenge", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:6491", 2))]
    game: _Game = game_at(player(name="Alice", hand=["Scavenge"],
                                 dynasty_discard=["Ronin", "Gold Mine"]),
                          phase="action", defs=defs)
    s = game.state
    ronin = find(s, "Ronin", 0)
    provinces = list(s.players[0].provinces)
    uses = _uses(game, "Scavenge")
    assert {u.targets for u in uses} == {(ronin, p) for p in provinces}
    game.perform(next(u for u in uses if u.targets == (ronin, provinces[1])))
    p = s.players[0]
    assert p.provinces[1] == ronin and s.cards[ronin].face_up
    assert s.cards[provinces[1]].zone.value == "dynasty_discard"
    assert [s.cards[c].title for c in p.dynasty_discard] == ["Gold Mine", "Filler Dynasty"]


def test_the_province_validator() -> None:
    from l5r_desktop.games.ccg.cardtext.abilities import validate

    rec = _records("oracle:6491", 2)[0]
    assert not validate(rec)
    bad_spec = {**rec, "targets": [rec["targets"][0], {**rec["targets"][1],
                                                        "controller": "opponent"}]}
    assert validate(bad_spec)  # only your own provinces
    assert validate({**rec, "effects": [{"op": "refill_with", "target": 1, "card": 1}]})


# --- Quick Recovery (oracle:6132): a bowed card of his unit, or him, before the resolution ---

def _recovery(mine: list[Any]) -> Game:
    """Bob attacks Alice's province with his Loyal Lion (2F); Alice defends with ``mine``."""
    defs = [cd("Recover", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:6132", 1))]
    pos = position(player(name="Alice", hand=["Recover"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=1, priority=0, defs=defs)
    pos["attack"] = {"attacker": 1, "defender": 0, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Loyal Lion"}],
                                       "defending": mine}]}
    return Game.from_position(pos)


def _resolve(game: Game) -> None:
    from l5r_desktop.games.ccg.actions import Pass, ResolveBattle

    game.perform(Pass(game.state.priority))
    game.perform(Pass(game.state.priority))
    game.perform(next(a for a in game.legal_actions() if isinstance(a, ResolveBattle)))


def test_his_bowed_follower_straightens_before_the_resolution() -> None:
    """Alice's unbowed Ronin (2F) with a bowed Spearmen (2F): only the Spearmen is offered
    (the Ronin is not bowed); it is still bowed after the action and unbowed when the battle
    resolves (4F against the Lion's 2F: the Lion is destroyed)."""
    game = _recovery([{"title": "Ronin", "attachments": [{"title": "Spearmen",
                                                          "bowed": True}]}])
    s = game.state
    ronin = find(s, "Ronin", 0)
    spear = s.cards[ronin].attachments[0]
    uses = _uses(game, "Recover")
    assert {(u.ability, u.targets) for u in uses} == {(0, (ronin, spear))}
    game.perform(uses[0])
    assert s.cards[spear].bowed
    _resolve(game)
    assert not s.cards[spear].bowed and not s.cards[find(s, "Loyal Lion", 1)].in_play


def test_which_may_be_him() -> None:
    """A bowed Ronin alone: he performs and is the target himself (the second record), and
    straightens before the resolution."""
    game = _recovery([{"title": "Ronin", "bowed": True, "attachments": []}])
    s = game.state
    ronin = find(s, "Ronin", 0)
    uses = _uses(game, "Recover")
    assert {(u.ability, u.targets) for u in uses} == {(1, (ronin,))}
    game.perform(uses[0])
    assert s.cards[ronin].bowed
    _resolve(game)
    assert not s.cards[ronin].bowed
