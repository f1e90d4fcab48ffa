"""When a player's provinces were destroyed: "if none of your provinces were destroyed this
turn", "If none of your provinces were destroyed since your last turn ended".

Ability condition (``ability_conditions.CHECKS``; also a player test of an effect's ``if``,
``effect_conditions.py``)::

    {"no_province_lost": "turn"}             # none destroyed in the current turn
    {"no_province_lost": "since_last_turn"}  # none destroyed after his last turn ended

Rules. A province is destroyed by a battle's resolution or by an effect [CE › BATTLES ›
C: RESOLUTION SEGMENT], [CE › AREAS OF THE GAME › PROVINCES]; destroyed provinces leave the
player's row, so the engine keeps, per player, the turn in which each was destroyed
(``PlayerState.provinces_lost_turns``, saved with the game; an older save has none listed,
as its count of destroyed provinces does not say when). Turns go round the table from the
first player, one turn each [CE › TURN SEQUENCE]: turn ``t`` (``GameState.turn`` counts every
turn begun) is the turn of seat ``(first player + t - 1) mod players``; "your last turn" is
the latest such turn of his before the current one, and "since it ended" is every later
turn (eliminated players are not skipped in this count, as in ``straightening.turns_begun``).
"""

from __future__ import annotations

from l5r_desktop.games.ccg.model.state import GameState

#: What the condition's value may be.
WINDOWS = ("turn", "since_last_turn")


def record(state: GameState, player: int) -> None:
    """One of ``player``'s provinces is destroyed now (``moves.destroy_province``)."""
    state.players[player].provinces_lost_turns.append(state.turn)


def last_turn(state: GameState, player: int) -> int:
    """The number of ``player``'s latest turn before the current one (0: none yet)."""
    n = len(state.players)
    for t in range(state.turn - 1, 0, -1):
        if (state.first_player + t - 1) % n == player:
            return t
    return 0


def none_lost(state: GameState, player: int, window: str) -> bool:
    """Were none of ``player``'s provinces destroyed in the ``window``?"""
    lost = state.players[player].provinces_lost_turns
    if not lost:
        return True
    after = state.turn - 1 if window == "turn" else last_turn(state, player)
    return all(t <= after for t in lost)
