"""Ring effects [RR › 3.2.6. Resolve ring effects, Ring Effects]: what the winning attacker may
resolve for the contested ring's element, then the ring is claimed."""

from __future__ import annotations

from l5r_desktop.core.rng import Rng
from l5r_desktop.games.lcg import abilities, conflict, flow, moves
from l5r_desktop.games.lcg import resolve as resolution
from l5r_desktop.games.lcg.actions import Action, RingEffect
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.firing import fire
from l5r_desktop.games.lcg.moves import other
from l5r_desktop.games.lcg.responses import push
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import ring_elements


def _in_play(s: LcgState) -> list[str]:
    """Characters a ring effect may choose: not immune to ring effects [RR › Immune]."""
    return [u for u in s.players[0].characters + s.players[1].characters
            if not abilities.immune(s, u, "rings")]


def ring_legal(s: LcgState, p: int) -> list[Action]:
    """The options of the contested ring's element, and ``skip`` (the effect is optional)."""
    out: list[Action] = [RingEffect(p, "skip")]
    for element in ring_elements(s, _ring(s)):
        out += _options(s, p, element)
    return out


def _options(s: LcgState, p: int, ring: str) -> list[Action]:
    """The options of one element's ring effect [RR › Ring Effects]; a ring with several
    elements offers each element's (the player chooses among them)."""
    out: list[Action] = []
    if ring == "air":
        out += [RingEffect(p, "take"), RingEffect(p, "gain")]
    elif ring == "earth":
        out.append(RingEffect(p, "resolve"))
    elif ring == "fire":
        for u in _in_play(s):
            st = s.cards[u].status
            if st != "honored":
                out.append(RingEffect(p, "honor", u))
            if st != "dishonored":
                out.append(RingEffect(p, "dishonor", u))
    elif ring == "water":
        for u in _in_play(s):
            cs = s.cards[u]
            if cs.bowed:
                out.append(RingEffect(p, "ready", u))
            elif cs.fate == 0:
                out.append(RingEffect(p, "bow", u))
    elif ring == "void":
        out.extend(RingEffect(p, "resolve", u) for u in _in_play(s) if s.cards[u].fate > 0)
    return out


def apply_ring(s: LcgState, a: Action, ev: list[Event]) -> None:
    """A ring effect chosen (or skipped): its forced interrupts, then an interrupt window if
    anyone may interrupt it ("when a ring effect would resolve"; the choice waits in the
    window), then it resolves [RR › 3.2.6, Interrupts, Triggering Condition]."""
    assert isinstance(a, RingEffect)
    if a.option != "skip":
        fired = [{"trigger": "ring_effect_resolved", "cards": [a.target] if a.target else [],
                  "player": a.player, "ring": _ring(s)}]
        ctx = {"action": a.to_dict(), "canceled": False}
        if resolution.forced_interrupts(s, fired, ev, frame=("ring_effect", ctx)) \
                or s.winner is not None:
            return
        if resolution.interrupts_open(s, fired):
            push(s, "interrupt", fired, "ring_effect", ctx)
            return
    ring_effect(s, a, ev)


def _ring(s: LcgState) -> str:
    return s.pending.get("ring_choice") or (s.conflict.ring if s.conflict else "")


def ring_effect(s: LcgState, a: RingEffect, ev: list[Event], canceled: bool = False) -> None:
    """Air: take 1 honor from the opponent or gain 2. Earth: draw 1, the opponent discards 1 at
    random. Fire: honor or dishonor a character. Water: ready a character, or bow one with no
    fate. Void: remove 1 fate from a character. Reactions to it follow; then the ring is
    claimed, or the ability that resolved it goes on [RR › 3.2.6, 3.2.7, Cancel]."""
    p = a.player
    opt = "skip" if canceled else a.option
    if canceled:
        ev.append(Event(text="The ring effect is canceled"))
    elif opt != "skip" and a not in ring_legal(s, p):  # an interrupt changed its target
        ev.append(Event(text="The ring effect can no longer resolve"))
        opt = "skip"
    if opt == "take":
        moves.give_honor(s, other(p), 1, ev)
    elif opt == "gain":
        moves.gain_honor(s, p, 2, ev)
    elif opt == "resolve" and not a.target:
        moves.draw(s, p, 1, ev)
        hand = s.players[other(p)].hand
        if hand and s.winner is None:
            rng = Rng(s.rng)
            victim = hand[rng.below(len(hand))]
            s.rng = rng.state
            moves.discard(s, victim, ev)
    elif opt == "resolve":
        c = s.cards[a.target]
        c.fate -= 1
        s.bank_fate += 1
        ev.append(Event(text=f"1 fate removed from {s.defn(a.target).name}", cards=(a.target,)))
    elif opt == "honor":
        moves.honor_card(s, a.target, ev)
    elif opt == "dishonor":
        moves.dishonor_card(s, a.target, ev)
    elif opt == "ready":
        moves.ready(s, a.target, ev)
    elif opt == "bow":
        moves.bow(s, a.target, ev)
    if opt != "skip":
        fire(s, "ring_effect_resolved", (a.target,) if a.target else (), p, ring=_ring(s))
    if s.winner is not None:
        return
    if s.pending.pop("ring_choice", None):  # resolved by an ability: back where it was
        flow.resume_after_choice(s, ev)
        return
    conflict.claim_and_return(s, ev)
