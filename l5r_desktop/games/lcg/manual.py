"""The manual toolkit: logged, undoable effects the players apply by hand when a card's text is
beyond the ability vocabulary (the same verb table as card abilities, ``effects.OPS``)."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import Action, Manual
from l5r_desktop.games.lcg.effects import OPS
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.state import LcgState

#: Verbs on a card in play.
CARD_OPS = ("bow", "ready", "honor", "dishonor", "send_home", "move_to_conflict",
            "discard_card", "place_fate", "remove_fate")
#: Verbs on the acting player.
PLAYER_OPS = ("gain_honor", "lose_honor", "gain_fate", "lose_fate", "draw")


def manual_problem(s: LcgState, a: Manual) -> str | None:
    """Why a manual effect cannot be applied now (``None`` when it can)."""
    if a.op in PLAYER_OPS:
        if a.card:
            return f"{a.op} applies to a player, not a card"
    elif a.op in CARD_OPS:
        c = s.cards.get(a.card)
        if c is None or c.zone != "play":
            return f"{a.op} needs a card in play"
    else:
        return f"unknown manual effect {a.op!r}"
    if not 1 <= a.amount <= 20:
        return "the amount must be 1 to 20"
    return None


def manual_actions(s: LcgState, p: int) -> list[Action]:
    """Every manual effect ``p`` may apply now, amount 1 (for menus)."""
    out: list[Action] = [Manual(p, op) for op in PLAYER_OPS]
    for u in s.players[0].characters + s.players[1].characters:
        out.extend(Manual(p, op, u) for op in CARD_OPS)
    return out


def apply_manual(s: LcgState, a: Manual, ev: list[Event]) -> None:
    """Apply the verb as if a card ability of player ``a.player`` did it; logged."""
    ev.append(Event(text=f"P{a.player + 1} applies by hand: {a.op.replace('_', ' ')}"
                         + (f" ({s.defn(a.card).name})" if a.card else "")
                         + (f" x{a.amount}" if a.amount != 1 else ""),
                    cards=(a.card,) if a.card else ()))
    OPS[a.op](s, a.player, a.card, a.card or None, {"amount": a.amount}, ev)
