"""Amounts and filters of Strategy effects (issue 17, ccgtext lane), on invented cards:

- ``amount_from`` ``count`` ("+2F for each Personality you control not at the current
  battlefield"): the cards are counted when the effect resolves [CE › BONUSES AND PENALTIES];
- ``amount_from`` ``add`` / ``min`` ("equal to his Force minus 1 (minimum zero)");
- ``province_strength`` with an ``amount_from`` ("Raise or lower the current province's
  strength by his Force": a choice [CE › CHOICES], the amount read when it resolves);
- target filters ``max_personal_honor`` ("with 0 Personal Honor") and ``at_current: false``
  ("not at the current battlefield");
- ``no_presence`` ("Even if you control no units at the current battlefield": "intended to
  ignore the rule of Presence, but not necessarily Location" [CE › BATTLES › B. COMBAT
  SEGMENT, The Rule of Presence]).
"""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, targets
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, player, position


def _battle(strategy: dict[str, Any], attacking: list[str], alice_home: list[str],
            bob_defending: list[str] | None = None, bob_home: list[str] | None = None,
            defs: list[dict[str, Any]] | None = None) -> Game:
    """Alice (Crane Keep) attacks Bob (Lion Keep, Province Strength 7) at his first province,
    the Combat Segment, Alice to act, "Plan" in her hand."""
    pos = position(player(name="Alice", hand=["Plan"],
                          home=[{"title": t, "attachments": []} for t in alice_home]),
                   player("Lion Keep", name="Bob",
                          home=[{"title": t, "attachments": []} for t in bob_home or []]),
                   phase="attack", step="combat", active=0, priority=0,
                   defs=[cd("Plan", "strategy", gold_cost=0, focus=1, abilities=[strategy]),
                         *(defs or [])])
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0,
                                       "attacking": [{"title": t, "attachments": []}
                                                     for t in attacking],
                                       "defending": [{"title": t, "attachments": []}
                                                     for t in bob_defending or []],
                                       "ended": False}]}
    return Game.from_position(pos)


def _uses(game: Game) -> list[UseAbility]:
    plan = find(game.state, "Plan", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == plan]


# "Give your target performing Samurai +2F for each Personality you control not at the
# current battlefield."
RALLY_HOME = {"timing": "battle", "targets": [
    {"type": "personality", "controller": "you", "performer": True, "keyword": "Samurai"}],
    "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "duration": "turn",
                 "amount_from": {"count": {"type": "personality", "controller": "you",
                                           "at_current": False}, "times": 2}}]}


def test_a_bonus_for_each_personality_not_at_the_battlefield() -> None:
    """Alice's Crane Samurai (2F) attacks; her Ronin and Crane Courtier stay home, Bob's Lion
    Samurai is home too (not hers): 2 x 2 = +4F, so 6F."""
    game = _battle(RALLY_HOME, ["Crane Samurai"], ["Ronin", "Crane Courtier"],
                   bob_home=["Lion Samurai"])
    sam = find(game.state, "Crane Samurai", 0)
    (use,) = _uses(game)
    assert use.targets == (sam,)
    game.perform(use)
    assert stats.force(game.state, sam) == 6


def test_the_count_is_zero_when_every_personality_is_there() -> None:
    game = _battle(RALLY_HOME, ["Crane Samurai", "Ronin"], [])
    sam = find(game.state, "Crane Samurai", 0)
    game.perform(next(u for u in _uses(game) if u.targets == (sam,)))
    assert stats.force(game.state, sam) == 2


# "Target your Samurai. Give a target enemy Personality a Force penalty equal to his Force
# minus 1 (minimum zero)."
SAP = {"timing": "battle", "targets": [
    {"type": "personality", "controller": "you", "keyword": "Samurai"},
    {"type": "personality", "controller": "opponent"}],
    "effects": [{"op": "modify_stat", "target": 1, "stat": "force", "duration": "turn",
                 "amount_from": {"card": 0, "stat": "force", "sign": -1, "add": -1,
                                 "min": 0}}]}


@pytest.mark.parametrize(("samurai", "bob_force"), [("Crane Kensai", 3 - 2),
                                                    ("Crane Samurai", 3 - 1)])
def test_a_penalty_equal_to_force_minus_one(samurai: str, bob_force: int) -> None:
    """The Kensai (3F) gives -2F, the Samurai (2F) -1F to Bob's Lion Samurai (3F)."""
    game = _battle(SAP, [samurai], [], bob_defending=["Lion Samurai"])
    lion = find(game.state, "Lion Samurai", 1)
    game.perform(_uses(game)[0])
    assert stats.force(game.state, lion) == bob_force


def test_the_minimum_keeps_the_penalty_at_zero() -> None:
    """A Samurai of 0F gives max(0 - 1, 0) = 0: Bob's Lion Samurai keeps 3F."""
    idle = cd("Idle Samurai", "personality", keywords=["Samurai"], force=0, chi=1,
              honor_requirement=0, gold_cost=1, personal_honor=1)
    game = _battle(SAP, ["Idle Samurai"], [], bob_defending=["Lion Samurai"], defs=[idle])
    s = game.state
    sam, lion = find(s, "Idle Samurai", 0), find(s, "Lion Samurai", 1)
    assert stats.force(s, sam) == 0
    game.perform(_uses(game)[0])
    assert stats.force(game.state, lion) == 3


# "Target your Personality. Raise or lower the current province's strength by his Force."
SHIFT = {"timing": "battle", "targets": [{"type": "personality", "controller": "you"}],
         "effects": [{"op": "province_strength", "where": "battlefield",
                      "amount_from": {"card": 0, "stat": "force"}, "optional": 1},
                     {"op": "province_strength", "where": "battlefield",
                      "amount_from": {"card": 0, "stat": "force", "sign": -1},
                      "otherwise": 1}]}


@pytest.mark.parametrize(("apply", "strength"), [(True, 7 + 3), (False, 7 - 3)])
def test_the_province_is_raised_or_lowered_by_his_force(apply: bool, strength: int) -> None:
    """Alice's Lion Samurai (3F) at Bob's province (7): raised to 10 or lowered to 4."""
    game = _battle(SHIFT, ["Lion Samurai"], [])
    game.perform(_uses(game)[0])
    assert stats.province_strength(game.state, 1) == 7
    game.perform(ChooseOption(0, apply=apply))
    assert stats.province_strength(game.state, 1) == strength
    assert stats.province_strength(game.state, 0) == 6  # Alice's own unchanged


def test_personal_honor_and_location_filters() -> None:
    """Bob's Ronin (0 Personal Honor) and Lion Samurai (2) at home, his Loyal Lion (1)
    defending: "with 0 Personal Honor" is the Ronin only; "not at the current battlefield"
    is the two at home."""
    game = _battle(RALLY_HOME, ["Crane Samurai"], [], bob_defending=["Loyal Lion"],
                   bob_home=["Ronin", "Lion Samurai"])
    s = game.state
    ronin, lion, loyal = (find(s, t, 1) for t in ("Ronin", "Lion Samurai", "Loyal Lion"))
    spec: dict[str, Any] = {"type": "personality", "controller": "opponent"}
    assert targets.target_candidates(s, 0, "", {**spec, "max_personal_honor": 0}) == [ronin]
    assert set(targets.target_candidates(s, 0, "", {**spec, "at_current": False})) == {
        ronin, lion}
    assert targets.target_candidates(s, 0, "", {**spec, "at_current": True}) == [loyal]


# "Even if you control no units at the current battlefield: Gain 2 Honor."
AFAR = {"timing": "battle", "no_presence": True,
        "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}


@pytest.mark.parametrize(("record", "offered"), [
    (AFAR, True), ({k: v for k, v in AFAR.items() if k != "no_presence"}, False)])
def test_no_presence_lets_a_player_without_units_there_act(record: dict[str, Any],
                                                          offered: bool) -> None:
    """Bob defends with nobody there (Alice's Ronin attacks): with ``no_presence`` he may use
    the card and gains 2 Honor; without it the Rule of Presence forbids it."""
    pos = position(player(name="Alice"), player("Lion Keep", name="Bob", hand=["Plan"]),
                   phase="attack", step="combat", active=0, priority=1,
                   defs=[cd("Plan", "strategy", gold_cost=0, focus=1, abilities=[record])])
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0,
                                       "attacking": [{"title": "Ronin", "attachments": []}],
                                       "defending": [], "ended": False}]}
    game = Game.from_position(pos)
    plan = find(game.state, "Plan", 1)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == plan]
    assert bool(uses) is offered
    if offered:
        honor = game.state.players[1].family_honor
        game.perform(uses[0])
        assert game.state.players[1].family_honor == honor + 2


@pytest.mark.parametrize(("record", "problem"), [
    ({**AFAR, "no_presence": 1}, "no_presence is true or absent"),
    ({**RALLY_HOME, "effects": [{**RALLY_HOME["effects"][0], "amount_from": {
        "count": {"type": "personality"}, "times": "2"}}]}, "whole times"),
    ({**RALLY_HOME, "effects": [{**RALLY_HOME["effects"][0], "amount_from": {
        "card": 0, "stat": "force", "add": 1.5}}]}, "whole add / min"),
    ({**SHIFT, "effects": [{**SHIFT["effects"][0], "amount": 2}, SHIFT["effects"][1]]},
     "an amount or an amount_from"),
])
def test_the_validator_refuses_malformed_records(record: dict[str, Any], problem: str) -> None:
    assert any(problem in p for p in abilities.validate(record)), abilities.validate(record)
