"""Province strength given by an action (``cardtext/provinces.py``): each of the player's
provinces gets the bonus until the end of the turn, or for the game when permanent [CE ›
DURATION OF EFFECTS › Ongoing effects]; the other player's provinces are unchanged; the
translator reads the lines (``templates/province_strength.py``) and a Celestial's or
Stronghold's "Your provinces have +N strength" trait [CE › CELESTIAL], [CE › STRONGHOLD]."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player


def _game(duration: str | None = None) -> Game:
    eff: dict[str, Any] = {"op": "province_strength", "amount": 2}
    if duration:
        eff["duration"] = duration
    wall = cd("Raise the Walls", "strategy", gold_cost=0, focus=1, abilities=[
        {"timing": "limited", "effects": [eff]}])
    return game_at(player(hand=["Raise the Walls"]), player("Lion Keep"), defs=[wall])


def test_each_of_your_provinces_gets_the_bonus_for_the_turn() -> None:
    game = _game()
    s = game.state
    assert (stats.province_strength(s, 0), stats.province_strength(s, 1)) == (6, 7)
    game.perform(UseAbility(0, card=find(s, "Raise the Walls"), ability=0))
    s = game.state
    assert (stats.province_strength(s, 0), stats.province_strength(s, 1)) == (8, 7)
    phases.end_turn(s)  # ongoing effects end with the turn
    assert stats.province_strength(s, 0) == 6


def test_a_permanent_bonus_outlasts_the_turn() -> None:
    game = _game("game")
    game.perform(UseAbility(0, card=find(game.state, "Raise the Walls"), ability=0))
    s = game.state
    phases.end_turn(s)
    assert stats.province_strength(s, 0) == 8


@pytest.mark.parametrize(("effect", "problem"), [
    ({"op": "province_strength", "amount": 0}, "non-zero"),
    ({"op": "province_strength", "amount": 2, "duration": "battle"}, "lasts turn or game"),
])
def test_the_validator_refuses_a_malformed_bonus(effect: dict[str, Any], problem: str) -> None:
    assert any(problem in p for p in abilities.validate(
        {"timing": "limited", "effects": [effect]}))


def _rec(text: str, type_: CardType = CardType.STRATEGY) -> dict[str, Any] | None:
    card = CardDef(id="x:1", title="Plum Wall", type=type_, text=text, base_title="Plum Wall")
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_the_lines_read() -> None:
    assert _rec("Open: Give each of your provinces +2 strength.")["effects"] == [
        {"op": "province_strength", "amount": 2}]
    assert _rec("Limited: Permanently give each of your Provinces +1 strength.")["effects"] \
        == [{"op": "province_strength", "amount": 1, "duration": "game"}]
    for line in ("Battle: Give the current battlefield's province +4 strength.",
                 "Open: Give a target Province +3 strength.",
                 "Open: Give your Provinces +2 strength for each Ring you control.",
                 "Open: Give each player's provinces +2 strength."):
        assert _rec(line) is None, line
    assert _rec("Your provinces have +2 strength.", CardType.CELESTIAL) == {
        "timing": "continuous", "ongoing": "province_strength", "amount": 2}


def test_a_celestial_in_play_gives_its_trait() -> None:
    """Alice's Celestial in her home: her provinces 6 + 2; Bob's 7 as printed."""
    records, _ = translate(CardDef(id="x:2", title="Plum Heaven", type=CardType.CELESTIAL,
                                   text="Your provinces have +2 strength.",
                                   base_title="Plum Heaven"))
    heaven = cd("Plum Heaven", "celestial", abilities=records)
    game = game_at(player(home=["Plum Heaven"]), player("Lion Keep"), defs=[heaven])
    s = game.state
    assert (stats.province_strength(s, 0), stats.province_strength(s, 1)) == (8, 7)
