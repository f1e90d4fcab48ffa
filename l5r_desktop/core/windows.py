"""Trigger windows: frozen data for "an event is about to happen / has happened; who responds?".

The timing order a game follows (Ringteki's ``EventWindow`` step list, as data)::

    an action or step is about to make an event     -> INTERRUPT window (timing "interrupt"),
                                                       the action waits in ``resume``
    the event happens
    the action and its automatic steps end          -> REACTION window (timing "reaction")
    in a window: the player whose turn it is chooses one eligible response or passes;
                 a response resolves at once, and its own events may open NESTED windows
                 (pushed on top of the stack; the inner window closes first);
                 the window closes when every player has passed in a row;
    an interrupt window closes                      -> its ``resume`` action is applied
    the game goes on from where it was

Nothing here is a closure or a live object: a :class:`Window` is a frozen dataclass held in a
list (a stack) in the game state, so ``legal_actions`` offers its choices, undo steps through
it, and a save made inside a window reloads into it. The game decides which events open
windows (:attr:`Window.trigger` is the game's word for the event), who acts first
(:attr:`Window.order`), what is eligible, and what a response does.

Whether a window with nothing eligible is opened at all is the automation level's choice:
:func:`opens` (enforced and assisted skip it; manual, a free table, always shows it).

>>> w = Window("reaction", "assigned", ("c1",), order=(0, 1))
>>> w.actor
0
>>> w = w.responded("c1/0")
>>> (w.actor, w.passes, w.used)
(1, 0, ('c1/0',))
>>> w = w.passed()
>>> w.actor, w.passes
(0, 1)
>>> w.passed() is None           # both players passed in a row: the window closes
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: The timings of a window.
INTERRUPT = "interrupt"
REACTION = "reaction"
TIMINGS = (INTERRUPT, REACTION)


@dataclass(frozen=True)
class Window:
    """One open trigger window.

    ``timing``: :data:`INTERRUPT` (before the event; ``resume`` holds the waiting action as
    the game's JSON text) or :data:`REACTION` (after it). ``trigger``: the game's name for the
    event (``"assigned"``). ``cards``: the cards the event is about. ``order``: the players in
    the order they get the chance to respond (``order[0]`` first). ``turn``: index into
    ``order`` of the player choosing now. ``passes``: consecutive passes so far. ``used``: keys
    of the responses already taken in this window (a copy of an ability answers a trigger
    once). ``detail``: a short text of the event for the prompt. ``about``: what else the
    game's trigger filters read about the event (a game's own text, e.g. JSON: who took the
    action that resolved and its kind), empty for most windows.
    """

    timing: str
    trigger: str
    cards: tuple[str, ...] = ()
    order: tuple[int, ...] = (0,)
    turn: int = 0
    passes: int = 0
    used: tuple[str, ...] = ()
    resume: str = ""
    detail: str = ""
    about: str = ""

    @property
    def actor(self) -> int:
        """The player who chooses now (respond or pass)."""
        return self.order[self.turn]

    def passed(self) -> Window | None:
        """The window after the actor passes; ``None`` when that closes it (every player passed
        in a row)."""
        passes = self.passes + 1
        order = self.order
        if passes >= len(order):
            return None
        return Window(self.timing, self.trigger, self.cards, order, (self.turn + 1) % len(order),
                      passes, self.used, self.resume, self.detail,
                      self.about)  # not replace(): faster

    def responded(self, key: str) -> Window:
        """The window after the actor took the response ``key``: the chance passes on and the
        run of passes starts again [the action-round rule: all must pass in a row]."""
        order = self.order
        return Window(self.timing, self.trigger, self.cards, order, (self.turn + 1) % len(order),
                      0, (*self.used, key), self.resume, self.detail, self.about)

    def to_dict(self) -> dict[str, Any]:
        """JSON form (see :meth:`from_dict`)."""
        out: dict[str, Any] = {"timing": self.timing, "trigger": self.trigger,
                               "cards": list(self.cards), "order": list(self.order),
                               "turn": self.turn, "passes": self.passes,
                               "used": list(self.used)}
        if self.resume:
            out["resume"] = self.resume
        if self.detail:
            out["detail"] = self.detail
        if self.about:
            out["about"] = self.about
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Window:
        """Inverse of :meth:`to_dict`; ``ValueError`` when malformed."""
        if not isinstance(data, dict):
            raise ValueError("a window must be an object")
        timing = str(data.get("timing"))
        if timing not in TIMINGS:
            raise ValueError(f"unknown window timing {timing!r}")
        order = tuple(int(p) for p in data.get("order", ()))
        turn = int(data.get("turn", 0))
        if not order or not 0 <= turn < len(order):
            raise ValueError("a window needs players and a valid turn")
        return cls(timing, str(data["trigger"]), tuple(str(c) for c in data.get("cards", ())),
                   order, turn, int(data.get("passes", 0)),
                   tuple(str(k) for k in data.get("used", ())), str(data.get("resume", "")),
                   str(data.get("detail", "")), str(data.get("about", "")))


def opens(has_responses: bool, *, show_empty: bool) -> bool:
    """Whether a window opens: always when someone may respond; with nothing eligible only
    when the automation level shows empty windows (``show_empty``: the manual table)."""
    return has_responses or show_empty


def seat_order(first: int, seats: list[int]) -> tuple[int, ...]:
    """``seats`` (players still in the game, in turn order) rotated to start at ``first``.

    >>> seat_order(1, [0, 1, 2])
    (1, 2, 0)
    """
    if first not in seats:
        return tuple(seats)
    i = seats.index(first)
    return (*seats[i:], *seats[:i])
