"""Filters, conditions and choices of Strategy effects (issue 17, ccgtext lane), on invented
cards:

- target filter ``token`` ("a target Personality with a Poison token") and the card test
  ``token`` ("if your Monk has any Fire tokens") [CE › TOKENS];
- target filter ``attached_to`` ("you may target and destroy one of the Personality's
  attachments");
- card test ``unit_keyword`` ("if your Personality or your Follower's Personality is a
  Paragon": the Personality of its unit [CE › UNIT]);
- ``each`` with ``set_stat`` and ``no_actions`` (his Force and his Followers' Force set to 0, no
  card of his unit performing actions for the rest of the battle);
- a chosen player gaining or losing Honor "if he moved": what moved is kept across the
  choice (saved with it), and a choice whose effects share one false condition is not asked
  [CE › CHOICES], [CE › LOCATIONS].
"""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, restrictions
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, player, position

_SAMURAI = {"force": 2, "chi": 2, "personal_honor": 2, "gold_cost": 3, "honor_requirement": 0}


def _unit(title: str, attachments: list[str] | None = None,
          tokens: dict[str, int] | None = None) -> dict[str, Any]:
    return {"title": title, "attachments": [{"title": a} for a in attachments or []],
            **({"tokens": tokens} if tokens else {})}


def _battle(strategy: dict[str, Any], attacking: list[dict[str, Any]],
            defending: list[dict[str, Any]], defs: list[dict[str, Any]] | None = None,
            bob_home: list[dict[str, Any]] | None = None) -> Game:
    """Alice attacks Bob at his first province, the Combat Segment, Alice to act, "Plan" in
    her hand."""
    pos = position(player(name="Alice", hand=["Plan"]),
                   player("Lion Keep", name="Bob", home=bob_home or []),
                   phase="attack", step="combat", active=0, priority=0,
                   defs=[cd("Plan", "strategy", gold_cost=0, focus=1, abilities=[strategy]),
                         *(defs or [])])
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "attacking": attacking,
                                       "defending": defending, "ended": False}]}
    return Game.from_position(pos)


def _uses(game: Game) -> list[UseAbility]:
    plan = find(game.state, "Plan", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == plan]


# "Bow a target Personality with a Poison token."
NIGHTSHADE = {"timing": "battle", "targets": [{"type": "personality", "token": "Poison"}],
              "effects": [{"op": "bow", "target": 0}]}


def test_only_a_personality_with_a_poison_token_is_offered() -> None:
    """Bob's Lion Samurai has a "-1C Poison" token, his Ronin a "+1F Sake" one: only the
    Samurai may be targeted, and he bows."""
    game = _battle(NIGHTSHADE, [_unit("Crane Samurai")],
                   [_unit("Lion Samurai", tokens={"-1C Poison": 1}),
                    _unit("Ronin", tokens={"+1F Sake": 2})])
    s = game.state
    lion = find(s, "Lion Samurai", 1)
    (use,) = _uses(game)
    assert use.targets == (lion,)
    game.perform(use)
    assert game.state.cards[lion].bowed


# "Target your Samurai: Ranged 2 Attack if he has any Fire tokens. Gain 1 Honor."
KINDLE = {"timing": "battle", "targets": [
    {"type": "personality", "controller": "you", "keyword": "Samurai"}],
    "effects": [{"op": "gain_honor", "amount": 2, "player": "you",
                 "if": {"card": 0, "token": "Fire"}},
                {"op": "gain_honor", "amount": 1, "player": "you"}]}


@pytest.mark.parametrize(("tokens", "gained"), [({"+1F Fire": 1}, 3), ({"+1F Sake": 1}, 1),
                                                ({}, 1)])
def test_the_token_condition(tokens: dict[str, int], gained: int) -> None:
    game = _battle(KINDLE, [_unit("Crane Samurai", tokens=tokens)], [_unit("Ronin")])
    game.perform(_uses(game)[0])
    assert game.state.players[0].family_honor == 10 + gained


# "Target an enemy Personality: give him -1F. You may target and destroy one of his
# attachments. Gain 1 Honor."
STRIP = {"timing": "battle", "targets": [
    {"type": "personality", "controller": "opponent"},
    {"type": "attachment", "attached_to": 0, "optional": True}],
    "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -1,
                 "duration": "turn"},
                {"op": "destroy", "target": 1},
                {"op": "gain_honor", "amount": 1, "player": "you"}]}


def test_an_attachment_of_the_first_target_only() -> None:
    """Bob's Lion Samurai carries a Katana, his Ronin a Club: with the Samurai the Katana
    (or nothing) may be targeted, never the Club; with the Ronin the Club or nothing."""
    game = _battle(STRIP, [_unit("Crane Samurai")],
                   [_unit("Lion Samurai", ["Katana"]), _unit("Ronin", ["Club"])])
    s = game.state
    lion, ronin = find(s, "Lion Samurai", 1), find(s, "Ronin", 1)
    katana, club = find(s, "Katana", 1), find(s, "Club", 1)
    assert {u.targets for u in _uses(game)} == {(lion, katana), (lion,), (ronin, club),
                                                (ronin,)}
    game.perform(next(u for u in _uses(game) if u.targets == (lion, katana)))
    s = game.state
    assert not s.cards[katana].in_play and s.cards[club].in_play
    assert stats.force(s, lion) == 3 - 1  # the Katana's +2F gone, then -1F
    assert s.players[0].family_honor == 11


@pytest.mark.parametrize("bad", [{"attached_to": 1}, {"attached_to": "0"}])
def test_attached_to_names_an_earlier_target(bad: dict[str, Any]) -> None:
    rec = {**STRIP, "targets": [STRIP["targets"][0], {**STRIP["targets"][1], **bad}]}
    assert "attached_to names an earlier target (its index)" in abilities.validate(rec)


# "Bow your performing Personality or Follower: Gain 1 Honor, or 3 Honor if your
# Personality or your Follower's Personality is a Paragon."
PARAGON = {"card": 0, "unit_keyword": "Paragon"}
SALUTE = {"timing": "battle", "cost": {"bow_targets": [0]}, "targets": [
    {"type": ["personality", "follower"], "controller": "you", "performer": True,
     "bowed": False}],
    "effects": [{"op": "gain_honor", "amount": 1, "player": "you", "if": {"not": PARAGON}},
                {"op": "gain_honor", "amount": 3, "player": "you", "if": PARAGON}]}


@pytest.mark.parametrize(("performer", "gained"), [("Model Samurai", 3), ("Spearmen", 3),
                                                   ("Ronin", 1), ("Elite Guard", 1)])
def test_the_personality_of_the_performers_unit(performer: str, gained: int) -> None:
    """The Model Samurai (a Paragon) carries Spearmen; the Ronin carries an Elite Guard:
    the Samurai or his Follower gives 3 Honor, the Ronin or his Follower 1."""
    model = cd("Model Samurai", "personality", keywords=["Samurai", "Paragon"], **_SAMURAI)
    game = _battle(SALUTE, [_unit("Model Samurai", ["Spearmen"]),
                            _unit("Ronin", ["Elite Guard"])], [_unit("Lion Samurai")],
                   defs=[model])
    who = find(game.state, performer, 0)
    game.perform(next(u for u in _uses(game) if u.targets == (who,)))
    assert game.state.players[0].family_honor == 10 + gained
    assert game.state.cards[who].bowed


# "Target an enemy Personality: set his Force and his Followers' Force to 0; no card in his
# unit may perform actions for the rest of this battle."
NUMB = {"timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "set_stat", "target": 0, "stat": "force", "amount": 0,
                     "duration": "turn"},
                    {"op": "set_stat", "each": {"type": "follower", "unit_of": 0},
                     "stat": "force", "amount": 0, "duration": "turn"},
                    {"op": "no_actions", "each": {"type": "card", "unit_of": 0},
                     "duration": "battle"}]}


def test_each_card_of_his_unit_is_set_to_zero_and_may_not_act() -> None:
    """Bob's Lion Samurai (3F) with Spearmen (2F) defends: both at 0F, and each card of that
    unit may not perform actions; his Ronin at home with an Elite Guard is untouched."""
    assert abilities.validate(NUMB) == []
    game = _battle(NUMB, [_unit("Crane Samurai")],
                   [_unit("Lion Samurai", ["Spearmen"])],
                   bob_home=[_unit("Ronin", ["Elite Guard"])])
    s = game.state
    lion, spear, guard = (find(s, t, 1) for t in ("Lion Samurai", "Spearmen", "Elite Guard"))
    game.perform(next(u for u in _uses(game) if u.targets == (lion,)))
    s = game.state
    assert (stats.force(s, lion), stats.force(s, spear)) == (0, 0)
    assert restrictions.cannot_perform(s.cards[lion])
    assert restrictions.cannot_perform(s.cards[spear])
    assert stats.force(s, guard) == 3 and not restrictions.cannot_perform(s.cards[guard])


# "Target an enemy Personality: Move him home. Then, if he moved, a player you choose gains
# or loses 2 Honor."
SCARE = {"timing": "battle", "target_player": {"who": "any", "choose": True},
         "targets": [{"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "move_home", "target": 0},
                     {"op": "gain_honor", "amount": 2, "player": "target_player",
                      "optional": 1, "if": {"card": 0, "moved": True}},
                     {"op": "lose_honor", "amount": 2, "player": "target_player",
                      "otherwise": 1, "if": {"card": 0, "moved": True}}]}


def _scared() -> tuple[Game, str]:
    """Bob's Ronin defends (no Samurai: no Seppuku Reaction to his Honor loss); Alice targets
    him and chooses Bob as the player."""
    game = _battle(SCARE, [_unit("Crane Samurai")], [_unit("Ronin")])
    lion = find(game.state, "Ronin", 1)
    game.perform(next(u for u in _uses(game) if u.targets == (lion,) and u.target_player == 1))
    return game, lion


@pytest.mark.parametrize(("apply", "bob"), [(True, 10 + 2), (False, 10 - 2)])
def test_what_moved_is_known_after_the_choice(apply: bool, bob: int) -> None:
    """Bob's Ronin moves home; Alice chose Bob: she is asked, and his Honor changes by 2
    either way (before, the choice forgot the movement and nothing happened)."""
    game, lion = _scared()
    s = game.state
    assert s.cards[lion].zone.value == "home" and s.options
    game.perform(ChooseOption(0, apply=apply))
    assert game.state.players[1].family_honor == bob


def test_the_waiting_choice_is_saved_with_what_moved_and_the_chosen_player() -> None:
    game, _lion = _scared()
    data = game.state.to_dict()
    assert data["options"][0]["moved"] and data["options"][0]["target_player"] == 1
    assert GameState.from_dict(data).to_dict() == data
    assert game.state.clone().to_dict() == data
    resumed = Game.from_state(GameState.from_dict(data))
    resumed.perform(ChooseOption(0, apply=False))
    assert resumed.state.players[1].family_honor == 8


def test_no_choice_when_he_did_not_move() -> None:
    """The movement is negated on him (a response to the targeting would do it; here the
    effect is left out): the shared condition is false, nothing is asked, no Honor
    changes."""
    rec = {**SCARE, "effects": SCARE["effects"][1:]}
    game = _battle(rec, [_unit("Crane Samurai")], [_unit("Ronin")])
    lion = find(game.state, "Ronin", 1)
    game.perform(next(u for u in _uses(game) if u.targets == (lion,)
                      and u.target_player == 1))
    s = game.state
    assert not s.options and s.players[1].family_honor == 10
    assert s.players[0].family_honor == 10


@pytest.mark.parametrize(("apply", "gained"), [(True, 1), (False, 0)])
def test_if_he_moved_after_a_you_may_movement(apply: bool, gained: int) -> None:
    """Our line "Target your Personality: You may move him home. If he moved, gain 1 Honor."
    (read by the translator now that a choice keeps what moved): Alice's attacking Samurai
    goes home and she gains 1 Honor; declined, he stays and she gains nothing."""
    from l5r_desktop.carddb.ccgtext import translate
    from l5r_desktop.games.ccg.model.cards import CardDef, CardType

    line = "Battle: Target your Personality: You may move him home. If he moved, gain 1 Honor."
    (rec,), auto = translate(CardDef(id="x:1", title="Plan", type=CardType.STRATEGY,
                                     text=line, base_title="Plan"))
    assert auto == [True]
    game = _battle(rec, [_unit("Crane Samurai")], [_unit("Ronin")])
    sam = find(game.state, "Crane Samurai", 0)
    game.perform(next(u for u in _uses(game) if u.targets == (sam,)))
    game.perform(ChooseOption(0, apply=apply))
    s = game.state
    assert (s.cards[sam].zone.value == "home") is apply
    assert s.players[0].family_honor == 10 + gained
