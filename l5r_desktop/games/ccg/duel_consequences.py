"""The consequences of a duel, written by the action or trait that created it (engine II).

[CE › CHALLENGES AND DUELS › DUELS › I]: "Apply any consequences of losing or winning the duel
from the action or trait that created the duel, in the order written. ... There is no default
consequence of winning or losing a duel." [CE › DUELS › H]: equal totals are a tie: "there is
no winner, and both lose the duel".

A duel's ``consequence`` (``DuelState.consequence``, the ``token`` of a ``challenge`` effect)
is one consequence or several joined by ``+`` in the order written; a consequence with an
amount is ``name:N``:

* ``destroy_loser``, ``bow_loser``, ``dishonor_loser``, ``move_home_loser``;
* ``loser_force:N`` / ``winner_force:N``: the loser / winner gets N Force until the end of the
  turn (``loser_force:-3``: "Give the loser -3F");
* ``winner_gains_honor:N``: the winner's controller gains N Honor;
* ``none``: the players resolve the consequences (the toolkit).

E.g. ``"bow_loser+dishonor_loser"`` is "Bow and dishonor the loser". Each consequence goes
through the rules of its effect: a Personality that will not bow or be destroyed is not
[CE › PREVENTION]; destroying a dishonorable one costs Honor [CE › HONORABLE AND
DISHONORABLE]; a loser who already left play is skipped.
"""

from __future__ import annotations

from collections.abc import Callable

from l5r_desktop.games.ccg import honor
from l5r_desktop.games.ccg.attack.armies import move_home
from l5r_desktop.games.ccg.cardtext import prevention
from l5r_desktop.games.ccg.events import CardsBowed, Event, Note, StatModified
from l5r_desktop.games.ccg.keywords import stalwart
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import GameState, Modifier

#: Consequences without an amount, and those that take one (``name:N``).
PLAIN = ("destroy_loser", "bow_loser", "dishonor_loser", "move_home_loser", "none")
WITH_AMOUNT = ("loser_force", "winner_force", "winner_gains_honor")


def parse(consequence: str) -> list[tuple[str, int]] | None:
    """The consequences in order as ``(name, amount)``, or ``None`` when one is unknown."""
    out: list[tuple[str, int]] = []
    for part in consequence.split("+"):
        name, sep, amount = part.partition(":")
        if not sep and name in PLAIN:
            out.append((name, 0))
            continue
        if sep and name in WITH_AMOUNT:
            try:
                value = int(amount)
            except ValueError:
                return None
            if value == 0 or (name == "winner_gains_honor" and value < 0):
                return None
            out.append((name, value))
            continue
        return None
    if len(out) > 1 and any(name == "none" for name, _ in out):
        return None
    return out


def problem(consequence: str) -> str | None:
    """Why a consequence string cannot be applied (``None``: it can)."""
    if parse(consequence) is None:
        return (f"Unknown duel consequence {consequence!r} (one of "
                f"{', '.join(PLAIN)} or {', '.join(n + ':N' for n in WITH_AMOUNT)}, "
                "joined by +)")
    return None


def apply(state: GameState, consequence: str, winners: list[str], losers: list[str],
          source: str = "") -> list[Event]:
    """Apply the consequences in order to the duel's winners and losers (ids)."""
    events: list[Event] = []
    for name, amount in parse(consequence) or [("destroy_loser", 0)]:
        who = winners if name.startswith("winner") else losers
        for cid in who:
            if state.cards[cid].zone.in_play:
                events += _HANDLERS[name](state, cid, amount, source)
    return events


def _by(state: GameState, src: str) -> int | None:
    """The controller of the card whose effect made the duel (``prevention.prevented_from``)."""
    return state.cards[src].controller if src in state.cards else None


def _destroy(state: GameState, cid: str, _n: int, src: str) -> list[Event]:
    return honor.destroy_card(state, cid, "lost a duel", by=_by(state, src))


def _bow(state: GameState, cid: str, _n: int, src: str) -> list[Event]:
    card = state.cards[cid]
    by = prevention.prevented(state, cid, "bowed")
    if by is not None:
        return [Note((cid,), text=f"{card.title} will not bow ({by})")]
    if card.bowed:
        return []
    negated = stalwart.negates(state, cid, src)  # the keyword (keywords/stalwart.py)
    if negated is not None:
        return [negated]
    card.bowed = True
    return [CardsBowed((cid,), reason="lost a duel")]


def _dishonor(state: GameState, cid: str, _n: int, src: str) -> list[Event]:
    by = prevention.prevented_from(state, cid, "dishonored", _by(state, src))
    if by is not None:  # "negate his dishonoring from other players' cards' effects"
        return [Note((cid,), text=f"{state.title(cid)}'s dishonoring is negated ({by})")]
    return honor.dishonor(state, cid)


def _move_home(state: GameState, cid: str, _n: int, _src: str) -> list[Event]:
    return move_home(state, cid, "lost a duel")


def _force(state: GameState, cid: str, n: int, src: str) -> list[Event]:
    state.cards[cid].modifiers.append(Modifier("force", n, Duration.TURN, src))
    return [StatModified((cid,), stat="force", amount=n, duration=Duration.TURN.value)]


def _gain_honor(state: GameState, cid: str, n: int, src: str) -> list[Event]:
    return honor.gain_honor(state, state.cards[cid].controller, n, "won a duel",
                            (src,) if src else ())


def _none(state: GameState, cid: str, _n: int, _src: str) -> list[Event]:
    return []


_HANDLERS: dict[str, Callable[[GameState, str, int, str], list[Event]]] = {
    "destroy_loser": _destroy, "bow_loser": _bow, "dishonor_loser": _dishonor,
    "move_home_loser": _move_home, "loser_force": _force, "winner_force": _force,
    "winner_gains_honor": _gain_honor, "none": _none,
}
