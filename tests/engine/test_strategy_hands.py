"""Random discards, Gold Cost comparisons and base Force (issue 17, ccgtext lane), on invented
cards:

- ``discard_random`` ("A target player discards a card at random"): picked with the game's
  seeded random numbers, into the owner's discard pile [CE › AREAS OF THE GAME › DISCARD
  PILES] (``cardtext/hand_discards.py``);
- ``compare`` on ``gold_cost`` ("a target enemy card with lower Gold Cost" than the
  performer) [CE › MISCELLANEOUS USAGE];
- ``force_not_base`` ("a Personality whose Force is different from his own base Force":
  "'Base' refers to a stat ... as printed ... without modifications from effects"
  [CE › BASE]).
"""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, targets
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player, position

# "Limited: A target player discards two cards at random."
MUDDLE = {"timing": "limited", "target_player": {"who": "any"},
          "effects": [{"op": "discard_random", "player": "target_player", "amount": 2}]}


def _muddled(bob_hand: list[str], seed: int = 7) -> tuple[Game, list[str]]:
    muddle = cd("Muddle", "strategy", gold_cost=0, focus=1, abilities=[MUDDLE])
    game = game_at(player(name="Alice", hand=["Muddle", "Pride"]),
                   player("Lion Keep", name="Bob", hand=bob_hand), defs=[muddle])
    game.state.rng_state = seed
    card = find(game.state, "Muddle", 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]
    assert sorted(u.target_player for u in uses) == [0, 1]  # either player may be targeted
    before = list(game.state.players[1].hand)
    game.perform(next(u for u in uses if u.target_player == 1))
    return game, before


def test_the_target_player_discards_two_random_cards() -> None:
    """Bob holds Rally, Shame, Pride, Assassin: two of them go to his Fate discard pile, two
    stay; Alice's hand is untouched but for the Strategy played."""
    game, before = _muddled(["Rally", "Shame", "Pride", "Assassin"])
    s = game.state
    bob = s.players[1]
    assert len(bob.hand) == 2 and len(bob.fate_discard) == 2
    assert set(bob.hand) | set(bob.fate_discard) == set(before)
    assert [s.title(c) for c in s.players[0].hand] == ["Pride"]


def test_the_same_seed_discards_the_same_cards() -> None:
    """A replay, or the same position with the same seed, picks the same cards; the state's
    random numbers moved on."""
    one, _ = _muddled(["Rally", "Shame", "Pride", "Assassin"], seed=11)
    two, _ = _muddled(["Rally", "Shame", "Pride", "Assassin"], seed=11)
    assert one.state.players[1].fate_discard == two.state.players[1].fate_discard
    assert one.state.rng_state != 11
    data = one.state.to_dict()
    assert GameState.from_dict(data).to_dict() == data


def test_a_short_hand_discards_what_it_has() -> None:
    game, _ = _muddled(["Rally"])
    bob = game.state.players[1]
    assert bob.hand == [] and len(bob.fate_discard) == 1


@pytest.mark.parametrize(("effect", "problem"), [
    ({"op": "discard_random", "player": "target_controller"}, "is made by"),
    ({"op": "discard_random", "amount": 0}, "one or more cards"),
])
def test_the_validator_refuses_a_malformed_discard(effect: dict[str, Any],
                                                   problem: str) -> None:
    assert any(problem in p for p in abilities.validate(
        {"timing": "limited", "effects": [effect]}))


def test_gold_cost_comparison_and_base_force() -> None:
    """Alice's Crane Samurai (Gold Cost 5) performs: Bob's Ronin (3), Club (1) and Katana (2)
    have a lower Gold Cost, his Crane Kensai (6) and Lion Samurai (5, equal) do not. Bob's
    Lion Samurai with a Katana has 5F against a printed 3F, his Ronin with a Club 3F against
    2F (not their base Force); the Kensai has his base 3F."""
    pos = position(player(name="Alice", home=[{"title": "Crane Samurai", "attachments": []}]),
                   player("Lion Keep", name="Bob", home=[
                       {"title": "Ronin", "attachments": [{"title": "Club"}]},
                       {"title": "Lion Samurai", "attachments": [{"title": "Katana"}]},
                       {"title": "Crane Kensai", "attachments": []}]))
    s = Game.from_position(pos).state
    sam = find(s, "Crane Samurai", 0)
    ronin, club, lion, kensai, katana = (find(s, t, 1) for t in (
        "Ronin", "Club", "Lion Samurai", "Crane Kensai", "Katana"))
    rec = {"timing": "limited", "targets": [
        {"type": "personality", "controller": "you"},
        {"type": ["personality", "attachment"], "controller": "opponent",
         "compare": {"stat": "gold_cost", "than": 0}}],
        "effects": [{"op": "bow", "target": 1}]}
    assert abilities.validate(rec) == []
    assert {t[1] for t in targets.target_sets(s, 0, "", rec) if t[0] == sam} == {
        ronin, club, katana}
    changed = targets.target_candidates(s, 0, "", {"type": "personality",
                                                   "force_not_base": True})
    assert set(changed) == {lion, ronin} and stats.force(s, lion) == 5
    assert stats.force(s, kensai) == 3 and kensai not in changed
