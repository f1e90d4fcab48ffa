"""Resolving abilities' effects [RR › Initiating Abilities/Playing Cards, The word "then"], with
the interrupts to what an effect is about to do [RR › Interrupts, Forced, Would, Triggering
Condition 1-4].

Before an effect whose triggering condition some card answers ("when a character would leave
play", "when a character would be dishonored", ...; :data:`WOULD`), its **forced interrupts**
resolve, the first player's first [RR › Forced]; then, if anyone has an eligible interrupt and
the ability may wait (it was initiated in an action window, the dynasty phase's window or a
trigger window), an **interrupt window** opens and the effect and the ones after it wait in
the window's context; they resolve when it closes (unless a cancel interrupt canceled the
effect) [RR › Interrupts]. An interrupt's ``instead`` effect replaces how the waiting effect
resolves [RR › Replacement Effects].

Effects that the framework resolves on its own -- delayed effects, duel results, forced
reactions and forced interrupts -- wait the same way [RR › Nested Ability Sequences]: their
window's context carries ``next``, what the game does once they are all resolved (the rest of
the delayed effects and the framework step after them, the loser's effects and the action
window after a duel, the remaining forced abilities and the reaction window), run by
``steps.go_on``. Such effects never stop for a player's choice (``choices``: False; the
choice is logged for the players, docs/lcg-rules-notes.md).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg import abilities
from l5r_desktop.games.lcg.actions import UseAbility
from l5r_desktop.games.lcg.effects import OPS, affected_player
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.firing import reactive_events
from l5r_desktop.games.lcg.moves import in_player_order
from l5r_desktop.games.lcg.responses import push, responses
from l5r_desktop.games.lcg.state import LcgState

#: Effect ops and the triggering condition an interrupt to them answers ("when a character
#: would leave play", ...); the first ones are about a card, :data:`PLAYER_WOULD` about a
#: player (cards drawn, a card discarded at random from a hand: its card is not known yet).
WOULD = {"discard_card": "character_leaves_play", "return_to_hand": "character_leaves_play",
         "honor": "card_honored",
         "dishonor": "card_dishonored", "bow": "card_bowed",
         "break_province": "province_broken", "place_fate": "fate_placed",
         "draw": "cards_drawn", "discard_random": "card_discarded"}
PLAYER_WOULD = frozenset(("draw", "discard_random"))

#: Zones where a chosen target still is the card that was chosen.
_STILL_THERE = frozenset(("play", "province_row", "stronghold_province", "province", "hand"))


#: "Put a character from a discard pile into play": a target chosen there is still there.
_FROM_DISCARD = frozenset(("dynasty_discard", "conflict_discard"))


class Paused(Exception):
    """An interrupt window opened before an effect; the rest waits in the window."""


def use(s: LcgState, a: UseAbility, ev: list[Event], *, pausable: bool = False,
        next_: dict[str, Any] | None = None) -> bool:
    """Pay the costs, count the use, resolve the effects [RR › Initiating Abilities/Playing
    Cards]. True when an interrupt window opened (see :func:`finish`)."""
    abilities.pay(s, a, ev)
    return finish(s, a, ev, pausable=pausable, next_=next_)


def finish(s: LcgState, a: UseAbility, ev: list[Event], *, pausable: bool = False,
           next_: dict[str, Any] | None = None) -> bool:
    """Resolve the ability's effects (after its costs were paid and no cancel came); what the
    record marks ``manual`` is logged for the players to resolve with the manual toolkit.
    ``pausable``: interrupt windows may open before its effects and its effects may stop for
    a choice; ``next_`` (a forced ability the framework resolves): interrupt windows may open,
    no choice stops, and ``next_`` is what the game does after them (module docstring).
    Returns True when an interrupt window opened (the rest waits in it)."""
    rec = s.defn(a.card).abilities[a.index]
    targets = a.targets[:len(rec.get("targets") or [])]  # not the cards / rings paid
    ctx: dict[str, Any] = {"player": a.player, "card": a.card, "index": a.index,
                           "targets": list(targets)}
    if next_ is not None:
        ctx.update(next=next_, choices=False)
    if s.winner is None:
        try:
            run(s, a.player, a.card, targets, rec.get("effects") or [], ev,
                ctx=ctx if pausable or next_ is not None else None)
        except Paused:
            return True
    _manual_note(s, ctx, ev)
    return False


def run_waiting(s: LcgState, p: int, uid: str, targets: tuple[str, ...],
                effects: list[dict[str, Any]], ev: list[Event], next_: dict[str, Any]) -> bool:
    """Resolve effects the framework resolves on its own (a delayed effect, a duel's result)
    where interrupt windows may open before them [RR › Nested Ability Sequences, Delayed
    Effects, D.8]; ``next_`` is what the game does after them. True when a window opened."""
    ctx = {"player": p, "card": uid, "index": None, "targets": list(targets), "next": next_,
           "choices": False}
    try:
        run(s, p, uid, targets, effects, ev, ctx=ctx)
    except Paused:
        return True
    return False


def resume(s: LcgState, ctx: dict[str, Any], ev: list[Event]) -> bool:
    """The interrupt window before an effect closed: that effect (unless canceled) and the
    ones after it resolve [RR › Interrupts, Cancel]. True when another window opened."""
    effects = ctx["effects"]
    ok = bool(ctx.get("ok", True))
    base = {k: v for k, v in ctx.items() if k not in ("effects", "ok", "canceled", "offered")}
    if ctx.get("canceled"):
        ev.append(Event(text=f"{s.defn(ctx['card']).name}: an effect is canceled"))
        effects, ok = effects[1:], False
    try:
        run(s, ctx["player"], ctx["card"], tuple(ctx["targets"]), effects, ev, ctx=base,
            offered=not ctx.get("canceled") and ctx.get("offered", True), ok=ok)
    except Paused:
        return True
    _manual_note(s, base, ev)
    return False


def _manual_note(s: LcgState, ctx: dict[str, Any], ev: list[Event]) -> None:
    if ctx.get("index") is None:
        return
    rec = s.defn(ctx["card"]).abilities[ctx["index"]]
    if rec.get("manual") and s.winner is None:
        ev.append(Event(text=f"Resolve by hand ({s.defn(ctx['card']).name}): {rec['manual']}",
                        cards=(ctx["card"], *ctx["targets"])))


def forced_interrupts(s: LcgState, fired: list[dict[str, Any]], ev: list[Event],
                      done: tuple[str, ...] | list[str] = (),
                      wait: dict[str, Any] | None = None,
                      frame: tuple[str, Any] | None = None) -> bool:
    """Forced interrupts to an imminent triggering condition resolve, the first player's
    first, each once [RR › Forced; Triggering Condition 3] (``done``: those already resolved).
    A forced interrupt's own effects may open interrupt windows [RR › Nested Ability
    Sequences] when the game knows how to go on afterwards: ``wait`` (the effects waiting for
    them, as a window context) or ``frame`` (a framework step: the ``resume`` and ``ctx`` its
    interrupt window would have). True when one opened; the game then goes on with the other
    forced interrupts, the interrupt window to ``fired`` and what waited (``steps.go_on``)."""
    if fired[0]["trigger"] not in reactive_events(s):
        return False
    done = list(done)
    for p in in_player_order(s):
        for a in responses(s, p, ("forced_interrupt",), fired):
            key = f"{a.card}/{a.index}"
            if key in done or s.winner is not None:
                continue
            done.append(key)
            nxt = None
            if wait is not None:
                nxt = {"do": "forced_interrupts", "fired": fired, "done": list(done),
                       "wait": wait}
            elif frame is not None:
                nxt = {"do": "framework_interrupts", "fired": fired, "done": list(done),
                       "resume": frame[0], "ctx": frame[1]}
            if use(s, a, ev, next_=nxt):
                return True
    return False


def interrupts_open(s: LcgState, fired: list[dict[str, Any]]) -> bool:
    """Whether anyone has an eligible (non-forced) interrupt to ``fired``."""
    return fired[0]["trigger"] in reactive_events(s) and s.winner is None and any(
        responses(s, p, ("interrupt",), fired) for p in (0, 1))


def _target(s: LcgState, uid: str, targets: tuple[str, ...], ref: Any,
            zones: frozenset[str] = frozenset()) -> str | None:
    if ref == "self":
        return uid
    if ref == "host":
        return s.cards[uid].attached_to
    if ref == "conflict":  # the attacked province
        return s.conflict.province if s.conflict is not None else None
    if isinstance(ref, int) and 0 <= ref < len(targets):
        t = targets[ref]
        return t if s.cards[t].zone in _STILL_THERE | zones else None
    return None


def _would(s: LcgState, p: int, op: str, t: str | None,
           e: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The imminent triggering condition of effect ``e`` (``None``: none an interrupt
    answers): about its target card, or (:data:`PLAYER_WOULD`) about the player who draws or
    whose hand loses a card at random [RR › Triggering Condition, Draw, Discard]."""
    trig = WOULD.get(op)
    if trig is None:
        return None
    if op in PLAYER_WOULD:
        who = affected_player(s, p, t, e)
        if op == "discard_random" and not s.players[who].hand:
            return None
        return [{"trigger": trig, "cards": [], "player": who}]
    if t is None:
        return None
    return [{"trigger": trig, "cards": [t], "player": s.cards[t].controller}]


def _before(s: LcgState, fired: list[dict[str, Any]], ev: list[Event],
            ctx: dict[str, Any] | None, waiting: list[dict[str, Any]], ok: bool) -> None:
    """Interrupts to the effect about to happen (``fired``): forced ones now; an interrupt
    window (raising :class:`Paused`) when the ability may wait and anyone may interrupt."""
    wait = None if ctx is None else {**ctx, "effects": waiting, "ok": ok, "canceled": False}
    if forced_interrupts(s, fired, ev, wait=wait):
        raise Paused
    if wait is not None and interrupts_open(s, fired):
        push(s, "interrupt", fired, "resolve_effects", wait)
        raise Paused


def run(s: LcgState, p: int, uid: str, targets: tuple[str, ...], effects: list[dict[str, Any]],
        ev: list[Event], *, ctx: dict[str, Any] | None = None,
        rest: list[dict[str, Any]] | tuple = (), offered: bool = False, ok: bool = True) -> bool:
    """Resolve effects in order; ``then`` effects resolve only if everything before them
    resolved [RR › The word "then"]; an effect with ``if`` (target filters) applies only when
    its target meets them. Returns whether every effect resolved. ``ctx`` (the
    ability, when it may wait for an interrupt window), ``rest`` (effects after an enclosing
    ``then``), ``offered`` (the first effect's interrupts were already offered)."""
    for i, e in enumerate(effects):
        if s.winner is not None:
            return False
        op = e.get("op")
        if op == "then":
            if ok:
                ok = run(s, p, uid, targets, e.get("effects") or [], ev, ctx=ctx,
                         rest=[*effects[i + 1:], *rest])
            continue
        handler = OPS.get(str(op))
        if handler is None:
            ev.append(Event(text=f"Resolve by hand: {e.get('text') or op}"))
            continue
        if op in ("duel", "delayed", "opponent_chooses", "move_attachment"):
            e = {**e, "_targets": targets}
        if ctx is not None and ctx.get("choices", True):
            e = {**e, "_pausable": True}
        if isinstance(e.get("each"), dict):
            # "each character ..." [RR › Each]: every matching character, none targeted.
            hits = [handler(s, p, uid, u, e, ev)
                    for u in abilities.candidates(s, p, uid, e["each"], targeting=False)]
            ok = any(hits) and ok
            continue
        ref = e.get("target", 0)
        zones = _FROM_DISCARD if op in ("put_into_play", "may_play") else frozenset()
        t = _target(s, uid, targets, ref, zones)
        if isinstance(e.get("if"), dict) and (t is None or not abilities.meets(
                s, p, uid, e["if"], t, targeting=False)):
            continue  # "if that character has no fate on it, ..." [RR › If]
        fired = None if offered and i == 0 else _would(s, p, str(op), t, e)
        if fired is not None and fired[0]["trigger"] in reactive_events(s):
            _before(s, fired, ev, ctx, [*effects[i:], *rest], ok)
            t = _target(s, uid, targets, ref)
        choosing = "back" in s.pending
        ok = handler(s, p, uid, t, e, ev) and ok
        if s.pending.get("duel") or s.pending.get("card_choice"):
            return ok  # a duel (a choice) ends the ability's effects; duels.py (choices.py)
            # resolves the rest
        if ctx is not None and not choosing and "back" in s.pending:
            # the effect stopped for a player's choice: the effects after it wait for it
            s.pending["back"]["rest"] = {**ctx, "effects": [*effects[i + 1:], *rest],
                                         "ok": ok, "canceled": False, "offered": False}
            raise Paused
    return ok
