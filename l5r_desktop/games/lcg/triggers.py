"""Reactions, Interrupts and Forced abilities [RR › Triggering Condition, Reactions,
Interrupts, Forced, Cancel, Priority of Simultaneous Resolution, Nested Ability Sequences].

The timing order around a triggering condition, as the engine runs it:

1. the condition is about to happen: cancel **interrupts** to an ability's initiation get an
   interrupt window (the first player first); the ability's effects wait in the window's
   ``resume`` data and do not resolve if canceled (its costs stay paid) [RR › Cancel];
2. the condition happens (:func:`fire` records it in ``state.fired``);
3. **forced reactions** to it resolve, the first player's first, in play order
   [RR › Forced; Priority of Simultaneous Resolution];
4. the **reaction window** opens if anyone has an eligible reaction (:func:`pause`): the
   first player first; responding or passing alternates; two passes in a row close it. A
   reaction's own triggering conditions open a window on top (nested) that closes first
   [RR › Nested Ability Sequences].

Windows are JSON dicts in ``state.windows`` shaped like the core's trigger ``Window``
(``timing``, ``trigger``, ``cards``, ``order``, ``turn``, ``passes``, ``used``, ``resume``)
plus where the game goes back to (``back_step``, ``back_turn``), so saves, undo and replay
work inside them.

Reaction records: ``{"timing": "reaction", "trigger": {"event": "conflict_won", "side":
"you", "self": true}, "participating": true, ...}`` -- ``side`` is whom the event is about
(``you`` / ``opponent``: the winner, the player who played the card), ``self`` that the
ability's card (or its host) is one of the event's cards, ``as`` (``attacker`` / ``defender``)
that the event's player is the current conflict's attacking / defending player ("after you
win a conflict as the defending player"), ``margin_at_least`` that the event's player won the
current conflict by that much skill or more, ``element`` that one of the event's cards (a
revealed province) has that element; the record's ``participating``
needs the card participating. Each copy of an ability answers a triggering condition once
[RR › Interrupts: once each time its triggering condition occurs].
"""

from __future__ import annotations

from itertools import product
from typing import Any

from l5r_desktop.games.lcg import abilities
from l5r_desktop.games.lcg.actions import Action, Pass, UseAbility
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.firing import reactive_events
from l5r_desktop.games.lcg.moves import in_player_order
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import participating


def _matches(s: LcgState, p: int, uid: str, rec: dict[str, Any], f: dict[str, Any]) -> bool:
    trig = rec.get("trigger") or {}
    if trig.get("event") != f["trigger"]:
        return False
    who = trig.get("side", trig.get("who"))
    if (who == "you" and f["player"] != p) or (who == "opponent" and f["player"] != 1 - p):
        return False
    if trig.get("self") and uid not in f["cards"] and s.cards[uid].attached_to not in f["cards"]:
        return False
    as_ = trig.get("as")  # "attacker" | "defender": the event's player in the conflict
    if as_ and (s.conflict is None or (s.conflict.attacker == f["player"]) != (as_ == "attacker")):
        return False
    if "margin_at_least" in trig and not _won_by(s, f["player"], trig["margin_at_least"]):
        return False
    element = trig.get("element")  # "after an [air] province you control is revealed"
    if element and not any(element in s.defn(u).element for u in f["cards"]):
        return False
    ring = trig.get("ring")  # the claimed ring, else the contested one ("the [air] ring")
    if ring and f.get("ring", s.conflict.ring if s.conflict else None) != ring:
        return False
    return not (trig.get("participating") and not participating(
        s, s.cards[uid].attached_to or uid))


def _won_by(s: LcgState, p: int, margin: int) -> bool:
    """True when ``p`` won the current conflict by ``margin`` or more skill [RR › 3.2.3]."""
    c = s.conflict
    if c is None or c.winner != p or "margin" not in s.pending:
        return False
    diff = s.pending["margin"] if p == c.attacker else -s.pending["margin"]
    return diff >= margin


def responses(s: LcgState, p: int, timings: tuple[str, ...], fired: list[dict[str, Any]],
              used: tuple[str, ...] = ()) -> list[UseAbility]:
    """Every eligible triggered ability of ``p`` (one action per choice of targets)."""
    out: list[UseAbility] = []
    for uid in abilities.sources(s, p):
        for i, rec in enumerate(s.defn(uid).abilities):
            if rec.get("timing") not in timings or f"{uid}/{i}" in used:
                continue
            if not any(_matches(s, p, uid, rec, f) for f in fired):
                continue
            if not abilities.usable(s, p, uid, i, rec, timing=rec["timing"]):
                continue
            pools = [abilities.candidates(s, p, uid, t) for t in rec.get("targets") or []]
            out.extend(UseAbility(p, uid, i, combo) for combo in product(*pools)
                       if len(set(combo)) == len(combo))
    return out


def pause(s: LcgState, ev: list[Event], resume: str = "back", ctx: Any = None) -> bool:
    """Resolve forced reactions to what fired, then open a reaction window if anyone may
    react. True when a window opened (the caller stops; ``resume`` continues later)."""
    if not s.fired or s.winner is not None:
        s.fired = []
        return False
    fired, s.fired = s.fired, []
    for p in in_player_order(s):
        seen: set[tuple[str, int]] = set()
        for a in responses(s, p, ("forced_reaction",), fired):
            if (a.card, a.index) in seen or s.winner is not None:
                continue
            seen.add((a.card, a.index))
            abilities.use(s, a, ev)
    if s.winner is not None:
        return False
    if not any(responses(s, p, ("reaction",), fired) for p in (0, 1)):
        return False
    push(s, "reaction", fired, resume, ctx)
    return True


def push(s: LcgState, timing: str, fired: list[dict[str, Any]], resume: str,
         ctx: Any = None) -> None:
    """Open a trigger window on top of the stack; the first player acts first."""
    s.windows.append({
        "timing": timing, "trigger": fired[0]["trigger"] if fired else "",
        "cards": sorted({c for f in fired for c in f["cards"]}),
        "order": list(in_player_order(s)), "turn": 0, "passes": 0, "used": [],
        "resume": resume, "back_step": s.step, "back_turn": s.turn, "fired": fired,
        "ctx": ctx,
    })
    s.step = "trigger_window"
    s.turn = s.first_player


def window_legal(s: LcgState, p: int) -> list[Action]:
    """Eligible responses of the window's actor, and Pass."""
    w = s.windows[-1]
    timings = ("reaction",) if w["timing"] == "reaction" else ("interrupt",)
    return [Pass(p), *responses(s, p, timings, w["fired"], tuple(w["used"]))]


def respond_or_pass(s: LcgState, a: Action, ev: list[Event]) -> dict[str, Any] | None:
    """Apply a response or a pass; returns the closed window's dict when it closes."""
    w = s.windows[-1]
    if isinstance(a, UseAbility):
        w["used"].append(f"{a.card}/{a.index}")
        w["passes"] = 0
        w["turn"] = 1 - w["turn"]
        s.turn = w["order"][w["turn"]]  # set first: the response may stop for a choice
        rec = s.defn(a.card).abilities[a.index]
        if rec.get("cancel") and isinstance(w.get("ctx"), dict):
            w["ctx"]["canceled"] = True
        abilities.use(s, a, ev)
        return None
    w["passes"] += 1
    if w["passes"] >= 2:
        s.windows.pop()
        s.step, s.turn = w["back_step"], w["back_turn"]
        return w
    w["turn"] = 1 - w["turn"]
    s.turn = w["order"][w["turn"]]
    return None


def initiate(s: LcgState, a: UseAbility, ev: list[Event]) -> bool:
    """Initiate an action ability or event: pay its costs, then give the opponent's cancel
    interrupts a window before its effects [RR › Cancel, Interrupts]. True when a window
    opened (the effects wait in its ``ctx``)."""
    abilities.pay(s, a, ev)
    fired = [{"trigger": "ability_initiated", "cards": [a.card, *a.targets],
              "player": a.player}]
    if s.winner is None and "ability_initiated" in reactive_events(s) and any(
            responses(s, p, ("interrupt",), fired) for p in (0, 1)):
        push(s, "interrupt", fired, "resolve_ability",
             {"player": a.player, "card": a.card, "index": a.index,
              "targets": list(a.targets), "canceled": False})
        return True
    abilities.finish(s, a, ev)
    return False
