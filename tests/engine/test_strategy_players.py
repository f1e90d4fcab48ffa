"""A duel of Personal Honor and conditions on the other player (issue 17, ccgtext lane), on
invented cards:

- a duel where both use Personal Honor instead of Chi: "The duel stat
  is Chi by default. Effects may specify a different stat" [CE › CHALLENGES AND DUELS › DUELS
  › G] (``duels.duel_stat``, a ``challenge`` effect's ``stat`` ``personal_honor``);
- "if the other player has a dishonorable Personality there, he loses 2 Honor": the
  ``if`` of an effect tests the other player (``"player": "opponent"``,
  ``cardtext/effect_conditions.py``; two players: the enemy leader is the other player).
"""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import AcceptChallenge, Strike, UseAbility
from l5r_desktop.games.ccg.attack.events import DuelResolved
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, player, position
from tests.engine_battle.battle_scenario import attack_game, pid

# "Your target performing Personality challenges another player's target Personality. Each
# uses Personal Honor as his duel stat. The winner gains 1 Honor. Dishonor the loser."
VERSE = {"timing": "limited", "targets": [
    {"type": "personality", "controller": "you", "performer": True},
    {"type": "personality", "controller": "opponent"}],
    "effects": [{"op": "challenge", "target": 1, "stat": "personal_honor",
                 "token": "winner_gains_honor:1+dishonor_loser"}]}


@pytest.mark.parametrize(("alice", "outcome"), [("Crane Kensai", "challenger"),
                                                ("Ronin", "challenged")])
def test_a_duel_of_personal_honor(alice: str, outcome: str) -> None:
    """Bob's Lion Samurai (2 Personal Honor, 2 Chi): Alice's Crane Kensai (5 Personal Honor,
    only 1 Chi) wins 5 to 2, her Honor 10 -> 11, Bob's Samurai dishonored; her Ronin (0
    Personal Honor, 2 Chi) loses 0 to 2 (by Chi it would have tied), Bob gains 1."""
    verse = cd("Verse", "strategy", gold_cost=0, focus=1, abilities=[VERSE])
    assert abilities.validate(VERSE) == []
    game = attack_game(player(name="Alice", home=[alice], hand=["Verse"]),
                       player("Lion Keep", name="Bob", home=["Lion Samurai"]),
                       phase="action", step="action_round", defs=[verse])
    s = game.state
    a, b = pid(game, alice, 0), pid(game, "Lion Samurai", 1)
    events = game.perform(UseAbility(0, card=pid(game, "Verse", 0), ability=0,
                                     targets=(a, b)))
    if s.duel is not None and s.duel.stage == "challenge":
        events += game.perform(AcceptChallenge(1))
    while game.state.duel is not None:
        events += game.perform(Strike(game.waiting_for or 0))
    res = next(e for e in events if isinstance(e, DuelResolved))
    s = game.state
    expected = (5, 2) if outcome == "challenger" else (0, 2)
    assert (res.challenger_total, res.challenged_total, res.outcome) == (*expected, outcome)
    if outcome == "challenger":
        assert s.players[0].family_honor == 11 and s.cards[b].dishonored
    else:
        assert s.players[1].family_honor == 11 and s.cards[a].dishonored


def test_the_toolkit_refuses_an_unknown_duel_stat() -> None:
    rec = {**VERSE, "effects": [{**VERSE["effects"][0], "stat": "gold_cost"}]}
    game = attack_game(player(name="Alice", home=["Ronin"]),
                       player("Lion Keep", name="Bob", home=["Lion Samurai"]),
                       phase="action", step="action_round",
                       defs=[cd("Verse", "strategy", gold_cost=0, focus=1, abilities=[rec])])
    from l5r_desktop.games.ccg.cardtext import effects

    why = effects.check(game.state, 0, "challenge", card=pid(game, "Lion Samurai", 1),
                        target="0", stat="gold_cost", token="", amount=0, duration="turn")
    assert why == "A duel uses Chi, Force or Personal Honor"


# "The current province gets +3 strength; then the other player loses 2 Honor if he has a
# dishonorable Personality at this battlefield."
PRESS = {"timing": "battle", "effects": [
    {"op": "province_strength", "amount": 3, "where": "battlefield"},
    {"op": "lose_honor", "amount": 2, "player": "opponent",
     "if": {"player": "opponent", "controls": {"type": "personality", "dishonorable": True,
                                               "at_current": True}}}]}


@pytest.mark.parametrize(("dishonored", "bob_home_dishonored", "bob"),
                         [(True, False, 8), (False, True, 10), (False, False, 10)])
def test_a_condition_on_the_other_players_cards(dishonored: bool, bob_home_dishonored: bool,
                                               bob: int) -> None:
    """Alice (Crane) attacks Bob's province (7): it becomes 10; Bob loses 2 Honor only when
    his defending Ronin is dishonorable (a dishonorable one at his home does not count,
    and Alice's own dishonorable Samurai never does)."""
    pos = position(player(name="Alice", hand=["Press"]),
                   player("Lion Keep", name="Bob",
                          home=[{"title": "Loyal Lion", "attachments": [],
                                 "dishonored": bob_home_dishonored}]),
                   phase="attack", step="combat", active=0, priority=0,
                   defs=[cd("Press", "strategy", gold_cost=0, focus=1, abilities=[PRESS])])
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "attacking": [
                         {"title": "Crane Samurai", "attachments": [], "dishonored": True}],
                         "defending": [{"title": "Ronin", "attachments": [],
                                        "dishonored": dishonored}], "ended": False}]}
    game = Game.from_position(pos)
    assert abilities.validate(PRESS) == []
    press = find(game.state, "Press", 0)
    game.perform(next(a for a in game.legal_actions()
                      if isinstance(a, UseAbility) and a.card == press))
    s = game.state
    assert stats.province_strength(s, 1) == 10
    assert (s.players[0].family_honor, s.players[1].family_honor) == (10, bob)


def test_the_player_of_a_condition_is_you_or_the_opponent() -> None:
    rec: dict[str, Any] = {**PRESS, "effects": [
        {**PRESS["effects"][1], "if": {"player": "everyone", "controls": {}}}]}
    assert any("you or opponent" in p for p in abilities.validate(rec))
