"""A Terrain's Battle action that puts it into play (``templates/terrains.py``, engine
``cardtext/terrains.py``) [CE › TERRAIN], [S0 › TERRAIN #]: the condition "no Terrain at the
current battlefield", the effect that puts the card there, and "Destroy a Terrain (if able)"
before it. Our own test lines and invented cards, then scenarios with exact places."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.translate import load_templates
from l5r_desktop.games.ccg.actions import Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, terrains
from l5r_desktop.games.ccg.events import CardEnteredPlay
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_PUT = {"op": "put_into_play", "target": "self", "at": "battlefield"}


def _records(text: str, type_: CardType = CardType.STRATEGY,
             keywords: tuple[str, ...] = ("Terrain",)) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Reed Flats", type=type_, text=text, keywords=keywords,
                   base_title="Reed Flats")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_the_condition_and_the_effect_are_read() -> None:
    want = [{"timing": "battle", "cost": {"gold": "card"},
             "condition": {"no_terrain_here": True}, "effects": [_PUT]}]
    for cond in ("If there are no Terrains at the current battlefield",
                 "If there is no Terrain in play at the current battlefield",
                 "If no Terrain is at the current battlefield"):
        assert _records(f"Battle: {cond}: Put this card into play there.") == want, cond


def test_there_after_the_presence_clause() -> None:
    """"if no Terrains are there" names the current battlefield only after the clause that
    waives Presence there ("Even if you control no units at the current battlefield", read by
    another template into ``no_presence``)."""
    load_templates()
    reader = Reader(("Reed Flats",), False)
    with pytest.raises(Unread):
        reader.constraint("if no Terrains are there")
    reader.flags["no_presence"] = True
    reader.constraint("if no Terrains are there")
    assert reader.flags["condition"] == {"no_terrain_here": True}


def test_destroy_a_terrain_if_able_then_put_it_into_play() -> None:
    assert _records("Battle: Destroy a Terrain (if able). Put this Terrain into play.") == [{
        "timing": "battle", "cost": {"gold": "card"},
        "effects": [{"op": "destroy_terrain"}, _PUT]}]
    assert _records("Absent Battle: Destroy a Terrain (if able). Put this Terrain into "
                    "play.") == [{"timing": "battle", "keywords": ["absent"],
                                  "cost": {"gold": "card"},
                                  "effects": [{"op": "destroy_terrain"}, _PUT]}]


def test_what_stays_manual() -> None:
    for line in ("Battle: Put this card into play there.",  # "there" names no battlefield
                 "Battle: If there are no Terrains there: Put this card into play there.",
                 "Battle: Destroy a Terrain (if able).",  # not put into play after it
                 "Battle: Destroy a Terrain (if able). Gain 1 Honor."):
        assert _records(line) is None, line
    assert _records("Battle: Destroy a Terrain (if able). Put this Terrain into play.",
                    keywords=()) is None  # not a Terrain
    assert _records("Battle: If there are no Terrains at the current battlefield: Put this "
                    "card into play there.", CardType.HOLDING) is None


def test_validator() -> None:
    rec = {"timing": "battle", "effects": [{"op": "destroy_terrain"}, _PUT],
           "condition": {"no_terrain_here": True}}
    assert abilities.validate(rec) == []
    assert abilities.validate({**rec, "effects": [{"op": "destroy_terrain", "target": 0}]})
    assert abilities.validate({**rec, "effects": [{**_PUT, "at": "province"}]})


def _flats(text: str, title: str = "Reed Flats") -> dict[str, Any]:
    recs = _records(text)
    assert recs is not None
    return cd(title, "strategy", keywords=["Terrain"], gold_cost=0, focus=1, abilities=recs)


def _battle(alice_hand: list[str], bob_hand: list[str], defs: list[dict[str, Any]]) -> Any:
    game = attack_game(
        {"name": "Alice", "home": ["Lion Samurai"], "hand": alice_hand},
        {"stronghold": "Lion Keep", "name": "Bob", "home": ["Ronin"], "hand": bob_hand},
        defs=defs)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    return game


def test_the_terrain_enters_play_at_the_battlefield_as_its_action_resolves() -> None:
    """Bob passes; Alice plays Reed Flats: it enters play at battlefield 0 as its
    Terrain (an entering-play event of the action itself), under Alice's control, not in her
    discard pile; Bob's Muddy Field is then not offered; the Final Steps discard the Flats."""
    flats = _flats("Battle: If there are no Terrains at the current battlefield: Put this "
                   "card into play there.")
    game = _battle(["Reed Flats"], ["Muddy Field"], [flats])
    s = game.state
    mine, bobs = pid(game, "Reed Flats", 0), pid(game, "Muddy Field", 1)
    game.perform(Pass(1))
    events = game.perform(UseAbility(0, card=mine, ability=0))
    assert any(isinstance(e, CardEnteredPlay) and e.cards == (mine,) for e in events)
    assert s.attack is not None and s.attack.battlefields[0].terrain == mine
    c = s.cards[mine]
    assert (c.zone, c.battlefield, c.controller, c.face_up) == (Zone.BATTLEFIELD, 0, 0, True)
    assert mine not in s.players[0].fate_discard
    assert mine not in s.attack.battlefields[0].attacking
    assert not any(isinstance(a, UseAbility) and a.card == bobs for a in game.legal_actions())
    game.perform(Pass(1))
    game.perform(Pass(0))
    game.perform(ResolveBattle(0))
    assert s.cards[mine].zone is Zone.FATE_DISCARD and mine in s.players[0].fate_discard


def test_the_condition_fails_with_a_terrain_there_and_outside_a_battle() -> None:
    """Bob's Muddy Field is in play at the battlefield: Alice's Reed Flats is not offered.
    The condition itself: false outside a battle, true at a battlefield without a Terrain."""
    flats = _flats("Battle: If there are no Terrains at the current battlefield: Put this "
                   "card into play there.")
    game = _battle(["Reed Flats"], ["Muddy Field"], [flats])
    s = game.state
    assert abilities.condition_ok(s, 0, {"no_terrain_here": True})
    game.perform(UseAbility(1, card=pid(game, "Muddy Field", 1), ability=0))
    assert not abilities.condition_ok(s, 0, {"no_terrain_here": True})
    mine = pid(game, "Reed Flats", 0)
    assert not any(isinstance(a, UseAbility) and a.card == mine for a in game.legal_actions())
    s.attack = None
    assert not abilities.condition_ok(s, 0, {"no_terrain_here": True})


def test_a_terrain_that_destroys_the_one_there_replaces_it() -> None:
    """Bob's Muddy Field is at the battlefield; Alice's Salt Dunes ("Destroy a Terrain (if
    able). Put this Terrain into play.") is offered all the same: the Field goes to Bob's
    Fate discard pile and the Dunes become the battlefield's Terrain. Without a Terrain there
    the Dunes just enter play (nothing else is destroyed)."""
    dunes = _flats("Battle: Destroy a Terrain (if able). Put this Terrain into play.",
                   "Salt Dunes")
    assert terrains.replaces_terrain(CardDef(id="d", title="Salt Dunes", type=CardType.STRATEGY,
                                             abilities=tuple(dunes["abilities"])))
    game = _battle(["Salt Dunes"], ["Muddy Field"], [dunes])
    s = game.state
    field, mine = pid(game, "Muddy Field", 1), pid(game, "Salt Dunes", 0)
    game.perform(UseAbility(1, card=field, ability=0))
    assert s.attack is not None and s.attack.battlefields[0].terrain == field
    assert UseAbility(0, card=mine, ability=0) in game.legal_actions()
    game.perform(UseAbility(0, card=mine, ability=0))
    assert s.attack.battlefields[0].terrain == mine and s.cards[mine].controller == 0
    assert s.cards[field].zone is Zone.FATE_DISCARD and field in s.players[1].fate_discard
    again = _battle(["Salt Dunes"], [], [dunes])
    mine = pid(again, "Salt Dunes", 0)
    again.perform(Pass(1))
    again.perform(UseAbility(0, card=mine, ability=0))
    assert again.state.attack is not None and again.state.attack.battlefields[0].terrain == mine
    assert again.state.players[1].fate_discard == []
