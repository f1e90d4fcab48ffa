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
resolves [RR › Replacement Effects]. Where the ability cannot wait (delayed effects, duel
results, forced abilities), only forced interrupts are used (docs/lcg-rules-notes.md).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg import abilities
from l5r_desktop.games.lcg.actions import UseAbility
from l5r_desktop.games.lcg.effects import OPS
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.firing import reactive_events
from l5r_desktop.games.lcg.moves import in_player_order
from l5r_desktop.games.lcg.responses import push, responses
from l5r_desktop.games.lcg.state import LcgState

#: Effect ops and the triggering condition an interrupt to them answers.
WOULD = {"discard_card": "character_leaves_play", "return_to_hand": "character_leaves_play",
         "honor": "card_honored",
         "dishonor": "card_dishonored", "bow": "card_bowed",
         "break_province": "province_broken"}

#: Zones where a chosen target still is the card that was chosen.
_STILL_THERE = frozenset(("play", "province_row", "stronghold_province", "province", "hand"))


class Paused(Exception):
    """An interrupt window opened before an effect; the rest waits in the window."""


def use(s: LcgState, a: UseAbility, ev: list[Event], *, pausable: bool = False) -> None:
    """Pay the costs, count the use, resolve the effects [RR › Initiating Abilities/Playing
    Cards]."""
    abilities.pay(s, a, ev)
    finish(s, a, ev, pausable=pausable)


def finish(s: LcgState, a: UseAbility, ev: list[Event], *, pausable: bool = False) -> None:
    """Resolve the ability's effects (after its costs were paid and no cancel came); what the
    record marks ``manual`` is logged for the players to resolve with the manual toolkit.
    ``pausable``: interrupt windows may open before its effects."""
    rec = s.defn(a.card).abilities[a.index]
    targets = a.targets[:len(rec.get("targets") or [])]  # not the cards / rings paid
    ctx = {"player": a.player, "card": a.card, "index": a.index, "targets": list(targets)}
    if s.winner is None:
        try:
            run(s, a.player, a.card, targets, rec.get("effects") or [], ev,
                ctx=ctx if pausable else None)
        except Paused:
            return
    _manual_note(s, ctx, ev)


def resume(s: LcgState, ctx: dict[str, Any], ev: list[Event]) -> None:
    """The interrupt window before an effect closed: that effect (unless canceled) and the
    ones after it resolve [RR › Interrupts, Cancel]."""
    effects = ctx["effects"]
    ok = bool(ctx.get("ok", True))
    base = {k: ctx[k] for k in ("player", "card", "index", "targets")}
    if ctx.get("canceled"):
        ev.append(Event(text=f"{s.defn(ctx['card']).name}: an effect is canceled"))
        effects, ok = effects[1:], False
    try:
        run(s, ctx["player"], ctx["card"], tuple(ctx["targets"]), effects, ev, ctx=base,
            offered=not ctx.get("canceled"), ok=ok)
    except Paused:
        return
    _manual_note(s, base, ev)


def _manual_note(s: LcgState, ctx: dict[str, Any], ev: list[Event]) -> None:
    rec = s.defn(ctx["card"]).abilities[ctx["index"]]
    if rec.get("manual") and s.winner is None:
        ev.append(Event(text=f"Resolve by hand ({s.defn(ctx['card']).name}): {rec['manual']}",
                        cards=(ctx["card"], *ctx["targets"])))


def forced_interrupts(s: LcgState, fired: list[dict[str, Any]], ev: list[Event]) -> None:
    """Forced interrupts to an imminent triggering condition resolve, the first player's
    first, each once [RR › Forced; Triggering Condition 3]."""
    if fired[0]["trigger"] not in reactive_events(s):
        return
    for p in in_player_order(s):
        seen: set[tuple[str, int]] = set()
        for a in responses(s, p, ("forced_interrupt",), fired):
            if (a.card, a.index) in seen or s.winner is not None:
                continue
            seen.add((a.card, a.index))
            use(s, a, ev)


def interrupts_open(s: LcgState, fired: list[dict[str, Any]]) -> bool:
    """Whether anyone has an eligible (non-forced) interrupt to ``fired``."""
    return fired[0]["trigger"] in reactive_events(s) and s.winner is None and any(
        responses(s, p, ("interrupt",), fired) for p in (0, 1))


def _target(s: LcgState, uid: str, targets: tuple[str, ...], ref: Any) -> str | None:
    if ref == "self":
        return uid
    if ref == "host":
        return s.cards[uid].attached_to
    if ref == "conflict":  # the attacked province
        return s.conflict.province if s.conflict is not None else None
    if isinstance(ref, int) and 0 <= ref < len(targets):
        t = targets[ref]
        return t if s.cards[t].zone in _STILL_THERE else None
    return None


def _before(s: LcgState, trig: str, t: str, ev: list[Event], ctx: dict[str, Any] | None,
            waiting: list[dict[str, Any]], ok: bool) -> None:
    """Interrupts to the effect about to happen to ``t``: forced ones now; an interrupt window
    (raising :class:`Paused`) when the ability may wait and anyone may interrupt."""
    fired = [{"trigger": trig, "cards": [t], "player": s.cards[t].controller}]
    forced_interrupts(s, fired, ev)
    if ctx is not None and interrupts_open(s, fired):
        push(s, "interrupt", fired, "resolve_effects",
             {**ctx, "effects": waiting, "ok": ok, "canceled": False})
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
        if ctx is not None:
            e = {**e, "_pausable": True}
        if isinstance(e.get("each"), dict):
            # "each character ..." [RR › Each]: every matching character, none targeted.
            hits = [handler(s, p, uid, u, e, ev)
                    for u in abilities.candidates(s, p, uid, e["each"], targeting=False)]
            ok = any(hits) and ok
            continue
        ref = e.get("target", 0)
        t = _target(s, uid, targets, ref)
        if isinstance(e.get("if"), dict) and (t is None or not abilities.meets(
                s, p, uid, e["if"], t, targeting=False)):
            continue  # "if that character has no fate on it, ..." [RR › If]
        trig = WOULD.get(str(op))
        if trig is not None and t is not None and not (offered and i == 0):
            _before(s, trig, t, ev, ctx, [*effects[i:], *rest], ok)
            t = _target(s, uid, targets, ref)
        ok = handler(s, p, uid, t, e, ev) and ok
        if s.pending.get("duel") or s.pending.get("card_choice"):
            return ok  # a duel (a choice) ends the ability's effects; duels.py (choices.py)
            # resolves the rest
    return ok
