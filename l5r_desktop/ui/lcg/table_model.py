"""The LCG's builder of the game-neutral :class:`~l5r_desktop.ui.table_model.TableModel`: what
the LCG table shows of an :class:`~l5r_desktop.games.lcg.state.LcgState` for one viewer
(docs/architecture.md, "The table model", step 5). No Qt here: the scene draws what this
returns and reads no game state.

The seats' counters carry the lines of each player's panel in a fixed order
(:data:`COUNTER_LINES`: name, honor, fate, honor dial, conflicts left, tokens, Imperial Favor,
claimed rings, result; an empty line is not drawn). The honor dial of the other player stays
hidden ("set (hidden)") until the dials are revealed, and everyone's behind the hand-off
cover. The piles are the decks (top card hidden, the dynasty or conflict back) and the
discard piles (last card face up).
"""

from __future__ import annotations

from dataclasses import dataclass

from l5r_desktop.games.lcg.cards import ELEMENTS
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.ui.table_model import PileView, SeatCounter, TableModel

__all__ = ["COUNTER_LINES", "PILES", "LcgViewOptions", "build", "seat_counter", "seat_piles"]

#: What each line of an LCG seat counter says, in order (the scene's panel keys its labels so).
COUNTER_LINES = ("name", "honor", "fate", "dial", "conflicts", "tokens", "favor", "claimed",
                 "result")

#: A seat's piles in the order the panel lists them: (zone name, label, back of a deck).
PILES = (("dynasty_deck", "Dynasty deck", "dynasty"),
         ("dynasty_discard", "Dynasty discard", ""),
         ("conflict_deck", "Conflict deck", "conflict"),
         ("conflict_discard", "Conflict discard", ""))


@dataclass(frozen=True)
class LcgViewOptions:
    """How the table is seen: ``viewer`` sits at the bottom; ``hide_all_hands`` behind the
    hand-off cover; ``reveal_all_hands`` shows both hands' faces (the replay window's "Show
    both hands"); ``names`` the players' names (the LCG state has none)."""

    viewer: int = 0
    hide_all_hands: bool = False
    names: tuple[str, ...] = ()
    reveal_all_hands: bool = False


def player_name(options: LcgViewOptions, seat: int) -> str:
    """The name of ``seat`` ("Player 1" when the options name nobody there)."""
    names = options.names
    return names[seat] if seat < len(names) else f"Player {seat + 1}"


def _dial(state: LcgState, seat: int, options: LcgViewOptions) -> str:
    """The honor dial as the viewer may see it: his own, or any once revealed."""
    ps = state.players[seat]
    own = seat == options.viewer and not options.hide_all_hands
    if ps.dial_revealed or own:
        return str(ps.dial) if ps.dial else "–"
    return "set (hidden)" if ps.dial else "–"


def seat_counter(state: LcgState, seat: int, options: LcgViewOptions) -> SeatCounter:
    """A player's panel lines (see :data:`COUNTER_LINES`); active while that player decides
    and the game goes on."""
    ps = state.players[seat]
    left = [k for k, ok in (("mil", ps.military_left), ("pol", ps.political_left)) if ok]
    tokens = [t for t, on in (("First player", state.first_player == seat),
                              ("passed", ps.passed)) if on]
    favor = f"Imperial Favor ({state.favor_side or 'either'})" if state.favor == seat else ""
    claimed = [e for e in ELEMENTS if state.rings[e]["claimed_by"] == seat]
    result = "WINNER" if state.winner == seat else ""
    lines = (player_name(options, seat), f"Honor {ps.honor}", f"Fate {ps.fate}",
             f"Honor dial: {_dial(state, seat, options)}",
             f"Conflicts left: {ps.conflicts_left} ({', '.join(left) or 'none'})",
             " · ".join(tokens), favor, f"Claimed rings: {', '.join(claimed) or 'none'}",
             result)
    return SeatCounter(seat, lines, state.turn == seat and state.winner is None)


def seat_piles(state: LcgState, seat: int) -> tuple[PileView, ...]:
    """A player's decks (the top card, the deck list's last, face down) and discard piles
    (the last card discarded face up)."""
    ps = state.players[seat]
    out = []
    for name, label, back in PILES:
        pile = getattr(ps, name)
        out.append(PileView(key=f"pile:{seat}:{name}", seat=seat, name=name, label=label,
                            count=len(pile), top=pile[-1] if pile else "", face_up=not back,
                            back=back, bowed=False, upside_down=False))
    return tuple(out)


def build(state: LcgState, options: LcgViewOptions | None = None) -> TableModel:
    """The table model of ``state`` as ``options.viewer`` sees it."""
    options = options or LcgViewOptions()
    seats = range(len(state.players))
    return TableModel(counters=tuple(seat_counter(state, p, options) for p in seats),
                      piles=tuple(pile for p in seats for pile in seat_piles(state, p)))
