"""Effects on every card that fits ("Give each of your Cavalry Followers at the current
battlefield +1F."): found when the effect resolves, not targeted [CE › MISCELLANEOUS USAGE]
(``cardtext/each.py``, the ``at_current`` filter of ``targets.py``) and read by
``templates/each_card.py``."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, player, position

HERD = {"timing": "battle", "cost": {"bow_self": True},
        "effects": [{"op": "modify_stat", "stat": "force", "amount": 1, "duration": "turn",
                     "each": {"type": "follower", "controller": "you", "keyword": "Cavalry",
                              "at_current": True}}]}
DEFS = [cd("Herd", "holding", gold_cost=2, abilities=[HERD]),
        cd("Riders", "follower", keywords=["Cavalry"], force=2, gold_cost=1, focus=1),
        cd("Spears", "follower", force=2, gold_cost=1, focus=1),
        cd("Rider Lord", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
           honor_requirement=0)]


def _battle() -> Game:
    """Alice attacks province 0 of Bob with a Rider Lord carrying Riders and Spears; another
    Rider Lord with Riders stays home at battlefield 1 (not the current one); Bob defends with
    a Rider Lord carrying Riders."""
    lord = {"title": "Rider Lord", "attachments": ["Riders", "Spears"]}
    other = {"title": "Rider Lord", "attachments": ["Riders"]}
    bobs = {"title": "Rider Lord", "attachments": ["Riders"]}
    alice = player(name="Alice", home=["Herd"])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, defs=DEFS, phase="attack", step="combat", active=0, priority=0)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [
                         {"province": 0, "attacking": [lord], "defending": [bobs],
                          "ended": False},
                         {"province": 1, "attacking": [other], "defending": [],
                          "ended": False}]}
    return Game.from_position(pos)


def _riders(game: Game) -> list[tuple[int, int]]:
    s = game.state
    return sorted((s.cards[c].controller, stats.force(s, c)) for c in s.cards
                  if s.cards[c].title == "Riders")


def test_each_of_your_cavalry_followers_at_the_current_battlefield() -> None:
    """Only Alice's Riders at the current battlefield get +1F (2 -> 3): not her Spears (no
    Cavalry), not her Riders at the other battlefield, not Bob's."""
    game = _battle()
    s = game.state
    assert _riders(game) == [(0, 2), (0, 2), (1, 2)]
    game.perform(UseAbility(0, card=find(s, "Herd", 0), ability=0))
    assert _riders(game) == [(0, 2), (0, 3), (1, 2)]
    spears = find(s, "Spears", 0)
    assert stats.force(s, spears) == 2


@pytest.mark.parametrize("eff", [
    {"op": "gain_honor", "amount": 1, "each": {"type": "personality"}},
    {"op": "bow", "target": 0, "each": {"type": "personality"}},
    {"op": "bow", "each": {"type": "personality", "performer": True, "controller": "you"}},
    {"op": "bow", "each": {"type": "dragon"}},
])
def test_bad_each_effects_are_refused(eff: dict[str, Any]) -> None:
    rec = {"timing": "limited", "targets": [{"type": "personality"}], "effects": [eff]}
    assert abilities.validate(rec)


def _read(text: str, type_: CardType = CardType.HOLDING) -> dict | None:
    card = CardDef(id="x:1", title="Kaze Field", type=type_, gold_cost=2, text=text)
    recs, auto = translate(card)
    return recs[0] if auto == [True] else None


def test_the_translator_reads_each_at_the_current_battlefield() -> None:
    assert _read("Battle, Bow: Give each of your Cavalry Followers at the current battlefield "
                 "+2F.") == {**HERD, "effects": [
                     {**HERD["effects"][0], "amount": 2}]}
    rec = _read("Battle: Give each of your other Samurai Personalities and Followers at the "
                "current battlefield +1F/-1C.", CardType.PERSONALITY)
    assert rec["effects"][0]["each"] == {"type": ["personality", "follower"],
                                         "controller": "you", "keyword": "Samurai",
                                         "at_current": True, "not_self": True}
    assert [e["stat"] for e in rec["effects"]] == ["force", "chi"]
    assert _read("Battle: Bow each enemy Follower at the current battlefield.")["effects"] == [
        {"op": "bow", "each": {"type": "follower", "controller": "opponent",
                               "at_current": True}}]
    # an army, and adjacent battlefields, stay manual
    assert _read("Battle: Give each of your Shugenja in this army +1F.") is None
    assert _read("Battle: Give each of your Followers at the current battlefield and at each "
                 "adjacent battlefield +1F.") is None


UNIT = {"timing": "limited", "targets": [{"type": "personality", "controller": "you"}],
        "effects": [{"op": "straighten", "each": {"type": "card", "unit_of": 0}}]}


def test_straighten_his_unit_straightens_the_personality_and_his_attachments() -> None:
    """"Straighten his unit": the bowed Rider Lord and his bowed Riders and Spears straighten;
    the other bowed Rider Lord does not [CE › UNIT]."""
    from tests.engine.scenario import game_at

    lord = {"title": "Rider Lord", "bowed": True,
            "attachments": [{"title": "Riders", "bowed": True},
                            {"title": "Spears", "bowed": True}]}
    other = {"title": "Rider Lord", "bowed": True, "attachments": []}
    game = game_at(player(name="Alice", hand=["Rally"], home=[lord, other]),
                   player("Lion Keep", name="Bob"),
                   defs=[*DEFS, cd("Rally", "strategy", gold_cost=0, focus=1,
                                   abilities=[UNIT])])
    s = game.state
    lords = sorted(c for c in s.cards if s.cards[c].title == "Rider Lord")
    first = next(c for c in lords if s.cards[c].attachments)
    game.perform(UseAbility(0, card=find(s, "Rally", 0), ability=0, targets=(first,)))
    assert not s.cards[first].bowed
    assert [s.cards[a].bowed for a in s.cards[first].attachments] == [False, False]
    assert [s.cards[c].bowed for c in lords if c != first] == [True]


def test_unit_of_is_not_a_target_filter() -> None:
    rec = {"timing": "limited", "targets": [{"type": "personality", "unit_of": "self"}],
           "effects": [{"op": "bow", "target": 0}]}
    assert abilities.validate(rec)
    rec = {"timing": "limited", "effects": [{"op": "bow", "each": {"type": "card",
                                                                     "unit_of": 0}}]}
    assert abilities.validate(rec)  # no target 0


def test_the_translator_reads_units() -> None:
    assert _read("Battle: Target your Personality: Straighten his unit.",
                 CardType.PERSONALITY)["effects"] == [
        {"op": "straighten", "each": {"type": "card", "unit_of": 0}}]
    assert _read("Battle: Straighten this Follower's unit.", CardType.FOLLOWER)["effects"] == [
        {"op": "straighten", "each": {"type": "card", "unit_of": "self"}}]
