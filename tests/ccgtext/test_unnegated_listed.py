"""A stat change "which will not be negated" (effect flag ``not_negated``,
``cardtext/negation.py``, ``templates/not_negated.py``) [CE › PREVENTION (Including
Negation)], and several whole conditions before one sentence ("If he is A, B, or C, you
control a X, and it is not your turn, ...", ``templates/listed_conditions.py``)
[S1 › CONJUNCTIONS]. Our own test lines; scenarios with exact Force and Honor."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

LINE = ("Open: Target another player's Personality: Give him -3F, which will not be negated. "
        "If he is Goblin, Ninja, or Kolat, you control a Magistrate, and it is not your turn, "
        "choose a player, who gains or loses 3 Honor.")
PLAIN = "Open: Target another player's Personality: Give him -3F."


def _records(text: str) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Hall of Ash", type=CardType.STRONGHOLD, text=text,
                   base_title="Hall of Ash")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_the_line_is_read() -> None:
    (rec,) = _records(LINE) or [None]
    assert rec is not None
    cond = {"all": [{"any": [{"card": 0, "keyword": k} for k in ("Goblin", "Ninja", "Kolat")]},
                    {"player": "you", "controls": {"type": "personality",
                                                   "keyword": "Magistrate"}},
                    {"player": "you", "your_turn": False}]}
    assert rec["effects"] == [
        {"op": "modify_stat", "target": 0, "stat": "force", "amount": -3, "duration": "turn",
         "not_negated": True},
        {"op": "gain_honor", "amount": 3, "player": "target_player", "optional": 1, "if": cond},
        {"op": "lose_honor", "amount": 3, "player": "target_player", "otherwise": 1,
         "if": cond}]


def test_near_misses_stay_manual() -> None:
    for line in (
        "Open: Target another player's Personality: Bow him, which will not be negated.",
        "Open: Target another player's Personality: Give him -3F. If he is Goblin, Ninja, or "
        "Kolat, you control a Wizard, and it is not your turn, gain 3 Honor.",
        "Open: Target another player's Personality: Give him -3F. If he is Goblin, Ninja, or "
        "Kolat, it is not the Attacker's turn, and you control a Magistrate, gain 3 Honor.",
    ):
        assert _records(line) is None, line


def _defs(text: str) -> list[dict[str, Any]]:
    recs = _records(text)
    assert recs is not None
    return [cd("Hall of Ash", "stronghold", abilities=recs),
            cd("Ash Magistrate", "personality", keywords=["Magistrate"], force=1, chi=1,
               gold_cost=2, personal_honor=1),
            cd("Night Blade", "personality", keywords=["Ninja"], force=4, chi=2,
               gold_cost=4, personal_honor=1),
            # "After another player's action targets one of your Personalities: Negate its
            # effects on him."
            cd("Stubborn Guard", "personality", keywords=["Samurai"], force=1, chi=1,
               gold_cost=2, personal_honor=1, abilities=[{
                   "timing": "reaction",
                   "trigger": {"event": "targeted", "card": "yours", "by": "other",
                               "type": "personality"},
                   "effects": [{"op": "negate_action", "on": "subject"}]}])]


def _game(text: str, active: int) -> Game:
    return game_at(player("Hall of Ash", home=["Ash Magistrate"]),
                   player("Lion Keep", home=["Night Blade", "Stubborn Guard"]),
                   defs=_defs(text), active=active)


def _use(game: Game, seat: int) -> None:
    s = game.state
    blade = find(s, "Night Blade")
    game.perform(UseAbility(0, card=find(s, "Hall of Ash"), ability=0, targets=(blade,),
                            target_player=seat))


@pytest.mark.parametrize(("text", "force"), [(LINE, 1), (PLAIN, 4)])
def test_a_negation_of_its_effects_on_him_leaves_the_unnegatable_penalty(text: str,
                                                                         force: int) -> None:
    """On Alice's turn her Stronghold gives Bob's Night Blade (Force 4) -3F; Bob's Guard
    negates the action's effects on him: with "which will not be negated" the Blade is at 1,
    without it at 4. Alice's turn: no Honor changes (10 / 10) and no choice is asked."""
    game = _game(text, active=0)
    s = game.state
    if text == LINE:
        _use(game, 1)
    else:
        game.perform(UseAbility(0, card=find(s, "Hall of Ash"), ability=0,
                                targets=(find(s, "Night Blade"),)))
    game.perform(Pass(0))
    game.perform(UseAbility(1, card=find(s, "Stubborn Guard"), ability=0))
    game.perform(Pass(0))
    game.perform(Pass(1))
    assert stats.force(s, find(s, "Night Blade")) == force
    assert not s.options and [p.family_honor for p in s.players] == [10, 10]


@pytest.mark.parametrize(("apply", "honor"), [(True, [10, 13]), (False, [10, 7])])
def test_on_another_players_turn_the_chosen_player_gains_or_loses(apply: bool,
                                                                  honor: list[int]) -> None:
    """On Bob's turn (Alice controls a Magistrate, the Blade is a Ninja): Alice chose Bob;
    Bob passes his answer; she chooses gain (Bob 10 -> 13) or lose (10 -> 7); the Blade 4 -> 1."""
    game = _game(LINE, active=1)
    s = game.state
    game.perform(Pass(1))  # Bob's opportunity first on his turn
    _use(game, 1)
    game.perform(Pass(1))
    game.perform(Pass(0))
    game.perform(ChooseOption(0, apply=apply))
    assert [p.family_honor for p in s.players] == honor
    assert stats.force(s, find(s, "Night Blade")) == 1


def test_the_validator_wants_not_negated_true() -> None:
    rec = {"timing": "open", "targets": [{"type": "personality"}], "effects": [
        {"op": "modify_stat", "target": 0, "stat": "force", "amount": -1,
         "not_negated": "yes"}]}
    assert abilities.validate(rec)
