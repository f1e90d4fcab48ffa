"""Players who have had a province destroyed this game (``PlayerState.provinces_destroyed``,
counted by ``moves.destroy_province`` [CE › PROVINCES]) and a draw counted from them when it
resolves (``amount_from`` ``count`` ``players_lost_province``, ``cardtext/amounts.py``)."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.actions import Equip, Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.player_state import PlayerState
from l5r_desktop.games.ccg.position import position_from_state
from l5r_desktop.persistence.shape import state_problem
from tests.engine.scenario import cd, find, game_at, player

_MILITIA = cd("Pine Militia", "follower", force=1, gold_cost=0, focus=1, abilities=[{
    "timing": "reaction", "trigger": {"event": "equipped", "card": "self"},
    "effects": [{"op": "draw", "amount_from": {"count": "players_lost_province"},
                 "player": "you"}]}])


def _game(alice_lost: int, bob_lost: int) -> Game:
    return game_at(
        player(name="Alice", home=["Lion Samurai"], hand=["Pine Militia"],
               fate_deck=["Filler Fate"] * 5, provinces_destroyed=alice_lost),
        player("Lion Keep", name="Bob", provinces_destroyed=bob_lost), defs=[_MILITIA])


@pytest.mark.parametrize(("alice_lost", "bob_lost", "drawn"),
                         [(0, 0, 0), (0, 1, 1), (2, 1, 2)])
def test_the_draw_counts_the_players_who_lost_a_province(alice_lost: int, bob_lost: int,
                                                         drawn: int) -> None:
    """Alice equips the Militia; its Reaction draws one card per player with a destroyed
    province (two lost by one player count once)."""
    game = _game(alice_lost, bob_lost)
    s = game.state
    militia = find(s, "Pine Militia", 0)
    game.perform(Equip(0, card=militia, target=find(s, "Lion Samurai", 0)))
    assert UseAbility(0, militia, 0) in game.legal_actions()
    game.perform(UseAbility(0, militia, 0))
    while game.state.windows:
        game.perform(Pass(game.waiting_for or 0))
    assert len(game.state.players[0].hand) == drawn


def test_destroying_a_province_counts_it_and_the_count_is_kept() -> None:
    """moves.destroy_province: Bob's provinces 4 -> 3 and his count 0 -> 1, then 2; the
    count survives a save (to_dict/from_dict) and a position; a count that is not a whole
    number is a malformed save."""
    game = _game(0, 0)
    s = game.state
    moves.destroy_province(s, 1, 0)
    assert len(s.players[1].provinces) == 3 and s.players[1].provinces_destroyed == 1
    moves.destroy_province(s, 1, 2)
    assert s.players[1].provinces_destroyed == 2 and s.players[0].provinces_destroyed == 0
    again = PlayerState.from_dict(s.players[1].to_dict())
    assert again.provinces_destroyed == 2
    pos = position_from_state(s)
    assert pos["players"][1]["provinces_destroyed"] == 2
    assert "provinces_destroyed" not in pos["players"][0]
    assert state_problem(s) is None
    s.players[1].provinces_destroyed = "two"  # type: ignore[assignment]
    assert "provinces destroyed" in (state_problem(s) or "")
