"""The CCG's builder of the game-neutral :class:`~l5r_desktop.ui.table_model.TableModel`: what
the table shows of a CCG ``GameState`` (today the seats' counters), for ``TableScene`` to draw.
No Qt here: the scene draws what this returns."""

from __future__ import annotations

from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.ui.table_model import SeatCounter, TableModel


def seat_counter(state: GameState, seat: int) -> SeatCounter:
    """A player's readout: name, Family Honor, Gold pool, cards in hand, the Imperial Favor;
    active while that player has priority and the game goes on."""
    player = state.players[seat]
    lines = [player.name, f"Honor: {player.family_honor}", f"Gold: {player.gold_pool}",
             f"Hand: {len(player.hand)}"]
    if player.favor:
        lines.append("Imperial Favor")
    return SeatCounter(seat, tuple(lines), seat == state.priority and not state.game_over)


def build(state: GameState) -> TableModel:
    """The table model of ``state``."""
    return TableModel(counters=tuple(seat_counter(state, p) for p in range(len(state.players))))
