"""A Weapon Spell is a Weapon too: card-by-card records that named "Weapon" / "Armor" as an
Item only now name any attached card with the keyword (``has`` / ``lacks`` without a type,
targets of type Item or Spell). "Weapon" and "Armor" are keywords, and a Spell may carry them
(one does in the real export) [CE › KEYWORDS]. Each record as written (looked up by the Oracle
id it is keyed by), played on our own invented cards with exact results; no card text."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccg_abilities import ability_data
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position


def _records(card_id: str, ability: int) -> list[dict[str, Any]]:
    return list(ability_data()[card_id][ability][1])


_DEFS = [
    cd("Storm Kensai", "personality", keywords=["Kensai", "Shugenja"], force=2, chi=3,
       gold_cost=3, personal_honor=1),
    cd("Sea Samurai", "personality", keywords=["Samurai", "Shugenja"], force=2, chi=2,
       gold_cost=3, personal_honor=1),
    cd("Thunder Edge", "spell", keywords=["Weapon"], force=1, gold_cost=2, focus=1),
    cd("Quiet Ward", "spell", keywords=["Armor"], gold_cost=2, focus=1),
    cd("Plain Prayer", "spell", gold_cost=2, focus=1),
]


def _battle(defs: list[dict[str, Any]], hand: list[str], mine: list[Any],
            bobs: list[Any], gold: int = 0) -> Game:
    """Alice to act in a battle at Bob's first province, ``mine`` attacking, ``bobs``
    defending, with ``gold`` in her pool and her Stronghold bowed."""
    alice = player({"title": "Crane Keep", "bowed": True}, name="Alice", hand=hand,
                   gold_pool=gold)
    pos = position(alice, player("Lion Keep", name="Bob"), phase="attack", step="combat",
                   active=0, priority=0, defs=[*_DEFS, *defs])
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": mine,
                                       "defending": bobs}]}
    return Game.from_position(pos)


def _uses(game: Game, card: str) -> list[UseAbility]:
    me = find(game.state, card, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me]


def test_suffer_the_consequences_destroys_a_weapon_spell() -> None:
    """oracle:10957: the Thunder Edge (a Weapon Spell of Force 1) is a target for 0 Gold paid
    (1 <= 0 + 2); the Plain Prayer (no Weapon) is not; it is destroyed."""
    plan = cd("Cut", "strategy", gold_cost=0, focus=1, abilities=_records("oracle:10957", 1))
    bob = {"title": "Sea Samurai", "attachments": ["Thunder Edge", "Plain Prayer"]}
    game = _battle([plan], ["Cut"], ["Storm Kensai"], [bob])
    s = game.state
    edge = find(s, "Thunder Edge", 1)
    uses = _uses(game, "Cut")
    assert {(s.title(u.targets[0]), u.gold) for u in uses} == {("Thunder Edge", 0)}
    game.perform(next(iter(uses)))
    assert not s.cards[edge].in_play
    assert s.cards[find(s, "Plain Prayer", 1)].in_play


def test_stay_put_cannot_target_a_card_with_a_weapon_or_armor_spell() -> None:
    """oracle:7474: "an enemy card without attached Weapons or Armor": Bob's Samurai with the
    Thunder Edge or the Quiet Ward is no target; with the Plain Prayer he is, and is bowed
    (the attached Spells, with nothing attached to them, are targets too)."""
    plan = cd("Hold", "strategy", gold_cost=0, focus=1, abilities=_records("oracle:7474", 1))
    bobs = [{"title": "Sea Samurai", "attachments": ["Thunder Edge"]},
            {"title": "Lion Samurai", "attachments": ["Quiet Ward"]},
            {"title": "Crane Samurai", "attachments": ["Plain Prayer"]}]
    game = _battle([plan], ["Hold"], ["Storm Kensai"], bobs)
    s = game.state
    uses = _uses(game, "Hold")
    assert {s.title(u.targets[1]) for u in uses} == {"Crane Samurai", "Plain Prayer",
                                                  "Thunder Edge", "Quiet Ward"}
    (use,) = [u for u in uses if s.title(u.targets[1]) == "Crane Samurai"]
    game.perform(use)
    assert s.cards[find(s, "Crane Samurai", 1)].bowed
    assert not s.cards[find(s, "Sea Samurai", 1)].bowed


def test_sutigu_bows_his_weapon_spell_to_pay() -> None:
    """oracle:7676: "Bow <him> or one of his Weapons": his Thunder Edge pays; the Plain Prayer
    does not; Bob's Samurai is bowed and Sutigu stays unbowed."""
    sutigu = cd("Sutigu Stand-in", "personality", keywords=["Shugenja"], force=2, chi=2,
                gold_cost=3, personal_honor=1, abilities=_records("oracle:7676", 1))
    mine = {"title": "Sutigu Stand-in", "attachments": ["Thunder Edge", "Plain Prayer"]}
    game = _battle([sutigu], [], [mine], ["Lion Samurai"])
    s = game.state
    me, edge = find(s, "Sutigu Stand-in", 0), find(s, "Thunder Edge", 0)
    payers = {s.title(u.targets[0]) for u in _uses(game, "Sutigu Stand-in")}
    assert payers == {"Sutigu Stand-in", "Thunder Edge"}
    (use,) = [u for u in _uses(game, "Sutigu Stand-in")
              if u.targets[0] == edge and s.title(u.targets[1]) == "Lion Samurai"]
    game.perform(use)
    assert s.cards[edge].bowed and not s.cards[me].bowed
    assert s.cards[find(s, "Lion Samurai", 1)].bowed


def test_the_records_still_validate() -> None:
    for card_id in ("oracle:10957", "oracle:7474", "oracle:7676", "oracle:916",
                    "oracle:5181", "oracle:7424", "oracle:7421", "oracle:8632",
                    "oracle:7694", "oracle:6195"):
        for number, (_, records) in ability_data()[card_id].items():
            for rec in records:
                assert not abilities.validate(rec), (card_id, number)
