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
* ``bow_loser_unit``: every card of the loser's unit bows ("Effects on a unit are applied to
  the Personality and all cards in the unit" [CE › UNIT]);
* ``refused_move_home``: a consequence of refusing (duels lane): the challenge may be refused,
  at no Honor cost unless the effect names one, and if it is, the challenged Personality's
  unit moves home ("If the challenged player chooses to refuse, the consequences of refusing,
  according to the challenge effect ..., are applied" [CE › CHALLENGES AND DUELS ›
  CHALLENGES]); it does nothing to a duel's winner or loser;
* ``destroy_dishonorable_loser`` (duels lane): the loser is destroyed if he is dishonorable
  when it applies, after the consequences written before it ("bow the loser, and destroy him
  if he is dishonorable"; a condition is checked when its effect resolves [CE › ORDER OF
  EFFECTS]);
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
PLAIN = ("destroy_loser", "bow_loser", "dishonor_loser", "move_home_loser", "bow_loser_unit",
         "refused_move_home", "destroy_dishonorable_loser", "none")
#: The consequences that destroy a loser.
DESTROYING = ("destroy_loser", "destroy_dishonorable_loser")
#: The consequences of refusing the challenge (they make it refusable).
REFUSAL = ("refused_move_home",)
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
        if name in REFUSAL:
            continue
        who = winners if name.startswith("winner") else losers
        for cid in who:
            if state.cards[cid].zone.in_play:
                events += _HANDLERS[name](state, cid, amount, source)
    return events


def without_destruction(consequence: str) -> str:
    """The consequences without those destroying a loser (``none`` if nothing is left):
    "negate any destruction for losing this duel" (``cardtext/duel_effects.py``)."""
    kept = [part for part, (name, _) in zip(consequence.split("+"),
                                            parse(consequence) or [("destroy_loser", 0)],
                                            strict=False)
            if name not in DESTROYING]
    if parse(consequence) is None:  # an unknown string is applied as destroy_loser
        kept = []
    return "+".join(kept) if kept else "none"


def refusable(consequence: str) -> bool:
    """Do the consequences name one of refusing (so the challenge may be refused)?"""
    return any(name in REFUSAL for name, _ in parse(consequence) or ())


def apply_refusal(state: GameState, consequence: str, challenged: str) -> list[Event]:
    """The consequences of refusing, in order, on the challenged Personality (one still in
    play) [CE › CHALLENGES AND DUELS › CHALLENGES]."""
    events: list[Event] = []
    for name, _ in parse(consequence) or ():
        if name == "refused_move_home" and state.cards[challenged].zone.in_play:
            events += move_home(state, challenged, "refused a challenge")
    return events


def _by(state: GameState, src: str) -> int | None:
    """The controller of the card whose effect made the duel (``prevention.prevented_from``)."""
    return state.cards[src].controller if src in state.cards else None


def _destroy(state: GameState, cid: str, _n: int, src: str) -> list[Event]:
    return honor.destroy_card(state, cid, "lost a duel", by=_by(state, src))


def _destroy_dishonorable(state: GameState, cid: str, n: int, src: str) -> list[Event]:
    return _destroy(state, cid, n, src) if state.cards[cid].dishonored else []


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


def _bow_unit(state: GameState, cid: str, n: int, src: str) -> list[Event]:
    """Each card of the loser's unit, the Personality first, bows as "bow the loser" would."""
    events: list[Event] = []
    for card in (cid, *state.cards[cid].attachments):
        if state.cards[card].zone.in_play:
            events += _bow(state, card, n, src)
    return events


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
    "winner_gains_honor": _gain_honor, "bow_loser_unit": _bow_unit, "none": _none,
    "destroy_dishonorable_loser": _destroy_dishonorable,
}
