"""The CCG's builder of the game-neutral :class:`~l5r_desktop.ui.table_model.TableModel`: what
the table shows of a CCG ``GameState`` (today the seats' counters and piles), for
``TableScene`` to draw. No Qt here: the scene draws what this returns."""

from __future__ import annotations

from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.ui.layout import PILE_NAMES
from l5r_desktop.ui.table_model import PileView, SeatCounter, TableModel

PILE_LABELS = {
    "dynasty_deck": "Dynasty deck",
    "dynasty_discard": "Dynasty discard",
    "honorably_dead": "Honorably dead",
    "fate_deck": "Fate deck",
    "fate_discard": "Fate discard",
    "dishonorably_dead": "Dishonorably dead",
}


def seat_counter(state: GameState, seat: int) -> SeatCounter:
    """A player's readout: name, Family Honor, Gold pool, cards in hand, the Imperial Favor;
    active while that player has priority and the game goes on."""
    player = state.players[seat]
    lines = [player.name, f"Honor: {player.family_honor}", f"Gold: {player.gold_pool}",
             f"Hand: {len(player.hand)}"]
    if player.favor:
        lines.append("Imperial Favor")
    return SeatCounter(seat, tuple(lines), seat == state.priority and not state.game_over)


def seat_piles(state: GameState, seat: int) -> tuple[PileView, ...]:
    """A player's decks (top card face down, the Dynasty or Fate back), discard piles and
    dead piles (last card face up; the dead lie bowed, the dishonorably dead upside down)."""
    player = state.players[seat]
    out = []
    for name in PILE_NAMES:
        pile = player.pile(Zone(name))
        is_deck = name.endswith("_deck")
        top = (pile[0] if is_deck else pile[-1]) if pile else ""
        dead = name.endswith("dead")
        out.append(PileView(
            key=f"pile:{seat}:{name}", seat=seat, name=name, label=PILE_LABELS[name],
            count=len(pile), top=top, face_up=not is_deck,
            back=("dynasty" if name.startswith("dynasty") else "fate") if is_deck else "",
            bowed=dead, upside_down=dead and name.startswith("dis")))
    return tuple(out)


def build(state: GameState) -> TableModel:
    """The table model of ``state``."""
    seats = range(len(state.players))
    return TableModel(counters=tuple(seat_counter(state, p) for p in seats),
                      piles=tuple(pile for p in seats for pile in seat_piles(state, p)))
