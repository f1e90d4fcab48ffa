"""Duel consequences other than destroying the loser, in the order written, with exact
numbers [CE › CHALLENGES AND DUELS › DUELS › H, I]; ``games/ccg/duel_consequences.py``."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg import duel_consequences
from l5r_desktop.games.ccg.actions import AcceptChallenge, Manual, Strike, UseAbility
from l5r_desktop.games.ccg.attack.events import DuelResolved
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import attack_game, pid


def duel(consequence: str, alice: str = "Lion Samurai", bob: str = "Ronin"):
    """Alice's Personality challenges Bob's to a duel of Force with the toolkit; Bob strikes
    at once (no focus): Lion Samurai 3 vs Ronin 2 (or the given Personalities)."""
    game = attack_game(player(name="Alice", home=[alice]),
                       player("Lion Keep", name="Bob", home=[bob]),
                       phase="action", step="action_round", automation="manual")
    a, b = pid(game, alice, 0), pid(game, bob, 1)
    game.perform(Manual(0, op="challenge", card=b, target=a, stat="force", token=consequence))
    res = next(e for e in game.perform(Strike(1)) if isinstance(e, DuelResolved))
    return game, a, b, res


def test_bow_and_dishonor_the_loser() -> None:
    """"Bow and dishonor the loser": Ronin (2) loses to Lion Samurai (3): he is bowed and
    dishonorable, still in play; the winner is untouched."""
    game, a, b, res = duel("bow_loser+dishonor_loser")
    s = game.state
    assert (res.challenger_total, res.challenged_total, res.outcome) == (3, 2, "challenger")
    assert s.cards[b].zone is Zone.HOME and s.cards[b].bowed and s.cards[b].dishonored
    assert not s.cards[a].bowed and not s.cards[a].dishonored


def test_loser_force_penalty_and_winner_honor() -> None:
    """"Give the loser -3F. The winner gains 2 Honor": Ronin 2 -> 0 Force (minimum 0), Alice
    10 -> 12 Honor, Bob unchanged."""
    game, _a, b, _res = duel("loser_force:-3+winner_gains_honor:2")
    s = game.state
    assert stats.force(s, b) == 0
    assert s.players[0].family_honor == 12 and s.players[1].family_honor == 10


def test_a_tie_has_no_winner_and_both_lose() -> None:
    """Lion Samurai 3 vs Lion Samurai 3: a tie, both lose: both bowed; nobody gains Honor."""
    game, a, b, res = duel("bow_loser+winner_gains_honor:5", bob="Lion Samurai")
    s = game.state
    assert res.outcome == "tie"
    assert s.cards[a].bowed and s.cards[b].bowed
    assert s.players[0].family_honor == 10 and s.players[1].family_honor == 10


def test_destroy_loser_is_still_the_default() -> None:
    """No consequence given: the procedure's default, the loser is destroyed."""
    game, _a, b, _res = duel("")
    assert b in game.state.players[1].honorably_dead


def test_a_card_ability_writes_its_consequences() -> None:
    """A card's challenge effect ("Dishonor the loser"): Formal Shame's challenge is accepted,
    Bob strikes, Ronin loses and is dishonored, not destroyed."""
    shame = cd("Formal Shame", "strategy", gold_cost=0, focus=1,
               abilities=[{"timing": "limited",
                           "targets": [{"type": "personality", "controller": "you"},
                                       {"type": "personality", "controller": "opponent"}],
                           "effects": [{"op": "challenge", "target": 1, "stat": "force",
                                        "token": "dishonor_loser"}]}])
    game = attack_game(player(name="Alice", home=["Lion Samurai"], hand=["Formal Shame"]),
                       player("Lion Keep", name="Bob", home=["Ronin"]),
                       phase="action", step="action_round", defs=[shame])
    s = game.state
    a, b = pid(game, "Lion Samurai", 0), pid(game, "Ronin", 1)
    game.perform(UseAbility(0, card=pid(game, "Formal Shame", 0), ability=0, targets=(a, b)))
    if s.duel is not None and s.duel.stage == "challenge":
        game.perform(AcceptChallenge(1))
    while s.duel is not None:
        game.perform(Strike(game.waiting_for or 0))
    assert s.cards[b].zone is Zone.HOME and s.cards[b].dishonored


@pytest.mark.parametrize("bad", ["explode_loser", "loser_force:x", "winner_gains_honor:-1",
                                 "none+bow_loser", "loser_force:0"])
def test_unknown_consequences_are_refused(bad: str) -> None:
    """A consequence the engine cannot apply: the toolkit refuses it with a sentence, the
    record validator reports it (the translator then leaves the ability manual)."""
    assert duel_consequences.problem(bad)
    game = attack_game(player(name="Alice", home=["Lion Samurai"]),
                       player("Lion Keep", name="Bob", home=["Ronin"]),
                       phase="action", step="action_round", automation="manual")
    with pytest.raises(IllegalActionError, match="duel consequence"):
        game.perform(Manual(0, op="challenge", card=pid(game, "Ronin", 1),
                            target=pid(game, "Lion Samurai", 0), token=bad))
    record = {"timing": "limited", "targets": [{"type": "personality"}],
              "effects": [{"op": "challenge", "target": 0, "token": bad}]}
    assert abilities.validate(record)
