"""Province strength given by an action (``cardtext/provinces.py``): each of the player's
provinces gets the bonus until the end of the turn, or for the game when permanent [CE ›
DURATION OF EFFECTS › Ongoing effects]; the other player's provinces are unchanged; the
current battlefield's province (the Defender's) gets it for its battle; the
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
    for line in ("Battle: Give this Province +4 strength.",
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


def test_the_current_battlefields_province_gets_the_bonus_for_its_battle() -> None:
    """Alice attacks Bob (Lion Keep, 7) at two provinces; in the first battle "Give the current
    battlefield's province -3 strength" makes Bob's province 4 there and leaves Alice's 6; when
    that battle ends the bonus ends, so the next battle's province is 7 again."""
    from l5r_desktop.games.ccg.actions import ChooseBattlefield, Pass, ResolveBattle
    from l5r_desktop.games.ccg.cardtext import provinces
    from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

    game = attack_game(
        player(name="Alice", home=["Lion Samurai", "Crane Samurai"]),
        player("Lion Keep", name="Bob", home=["Ronin"]))
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 1)
    assign(game, pid(game, "Crane Samurai", 0), 2)
    done(game)
    done(game)
    game.perform(ChooseBattlefield(0, battlefield=1))
    s = game.state
    sam = pid(game, "Lion Samurai", 0)
    provinces.apply(s, 0, sam, {"op": "province_strength", "amount": -3,
                                "where": "battlefield"})
    assert (stats.province_strength(s, 1), stats.province_strength(s, 0)) == (4, 6)
    while game.state.step.value == "combat":
        game.perform(Pass(game.waiting_for or 0))
    game.perform(ResolveBattle(0))
    assert stats.province_strength(game.state, 1) == 7


def test_the_current_battlefields_province_outside_a_battle_is_unchanged() -> None:
    from l5r_desktop.games.ccg.cardtext import provinces

    game = _game()
    s = game.state
    events = provinces.apply(s, 0, find(s, "Raise the Walls"),
                             {"op": "province_strength", "amount": 3, "where": "battlefield"})
    assert "No current battlefield" in events[0].text
    assert (stats.province_strength(s, 0), stats.province_strength(s, 1)) == (6, 7)


def test_the_battlefield_lines_read() -> None:
    assert _rec("Battle: Give the current battlefield's province +4 or -4 strength.")[
        "effects"] == [
        {"op": "province_strength", "amount": 4, "where": "battlefield", "optional": 1},
        {"op": "province_strength", "amount": -4, "where": "battlefield", "otherwise": 1}]
    assert _rec("Battle: Increase the current battlefield's Province's strength by 2.")[
        "effects"] == [{"op": "province_strength", "amount": 2, "where": "battlefield"}]
    assert _rec("Battle: Give this Province +2 strength.") is None
    assert abilities.validate({"timing": "battle", "effects": [
        {"op": "province_strength", "amount": 2, "where": "battlefield", "duration": "game"}]})
