"""Effect handlers for blanking, control changes, ring elements and honor-bid modifiers (the
signature of ``effects.py``'s handlers; ``effects.OPS`` includes :data:`MORE_OPS`).

- ``{"op": "blank", "target": 0, "duration": "conflict"}``: the target's printed text box is
  blank (no printed traits, keywords or abilities; text gained from other cards stays)
  [RR › Blank];
- ``{"op": "take_control", "target": 0, "duration": "permanent"}``: the player takes control of
  a character (it keeps its state, a participating one changes sides; its attachments keep
  their controller; not a unique character whose copy he controls); with a duration, control
  goes back at the end of that period if it is still in play [RR › Control and Ownership];
- ``{"op": "ring_element", "ring": "contested" | "<element>", "element": "void", "duration":
  "conflict"}``: the ring also has that element [RR › Rings, Ring Effects];
- ``{"op": "modify_bid", "player": "you" | "opponent", "amount": 2}`` (or ``"set": 0``):
  that player's honor bid counts as changed when dials are revealed (draw phase and duels)
  until the end of the phase (``duration``); the dial itself stays [RR › Bid Value];
- ``{"op": "switch_ring", "ring": "choose" | "<element>"}``: the contested ring is switched
  with an unclaimed ring (``choose``: the player picks it at step ``ring_switch``); the fate on
  the new ring goes to the attacking player [RR › Switch, Rings].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg import moves
from l5r_desktop.games.lcg.actions import Action, Choose
from l5r_desktop.games.lcg.attaching import discard_illegal
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.moves import other
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import value
from l5r_desktop.games.lcg.stops import choosable, interpose

DURATIONS = ("conflict", "phase", "round", "permanent")


def _duration(e: dict[str, Any], default: str) -> str:
    d = e.get("duration", default)
    return d if d in DURATIONS else default


def _blank(s: LcgState, p: int, src: str, t: str | None, e: dict[str, Any],
           ev: list[Event]) -> bool:
    """Blank the target's printed text box for a duration [RR › Blank]."""
    if t is None:
        return False
    name = s.defn(t).name
    c = s.cards[t]
    until = _duration(e, "conflict")
    if DURATIONS.index(until) > (DURATIONS.index(c.blank) if c.blank else -1):
        c.blank = until  # the longest blank applies
    if until != "permanent":
        s.effects.append({"kind": "blank", "card": t, "until": until})
    ev.append(Event(text=f"{name}'s text box is blank", cards=(t,)))
    return True


def change_control(s: LcgState, uid: str, p: int, ev: list[Event]) -> bool:
    """``p`` takes control of character ``uid`` in play; it keeps its state; participating, it
    now participates on ``p``'s side; its attachments keep their controller
    [RR › Control and Ownership]; an attachment no longer legally attached ("attach to a
    character you control") is discarded [RR › Attachment Cards]. False if it is not in
    play, already ``p``'s, or a unique character ``p`` controls a copy of [RR › Unique
    Cards]."""
    c = s.cards[uid]
    d = s.defn(uid)
    if c.zone != "play" or c.controller == p or d.type.value != "character":
        return False
    if d.unique and any(s.defn(u).name == d.name for u in s.players[p].characters):
        return False
    s.players[c.controller].characters.remove(uid)
    s.players[p].characters.append(uid)
    c.controller = p
    conflict = s.conflict
    if conflict is not None:
        side, new = ((conflict.attackers, conflict.defenders) if p != conflict.attacker
                     else (conflict.defenders, conflict.attackers))
        if uid in side:
            side.remove(uid)
            new.append(uid)
    ev.append(Event(text=f"P{p + 1} takes control of {d.name}", cards=(uid,)))
    discard_illegal(s, uid, ev)  # "attach to a character you control" [RR › Attachment Cards]
    return True


def _take_control(s: LcgState, p: int, src: str, t: str | None, e: dict[str, Any],
                  ev: list[Event]) -> bool:
    """Take control of the target (``duration``: permanent by default)."""
    if t is None:
        return False
    before = s.cards[t].controller
    if not change_control(s, t, p, ev):
        return False
    until = _duration(e, "permanent")
    if until != "permanent":
        s.effects.append({"kind": "control", "card": t, "to": p, "back": before,
                          "until": until})
    return True


def period_ends(s: LcgState, until: str, ev: list[Event]) -> None:
    """Blanking and control changes "until the end of" ``until`` end (the caller then drops
    the expired lasting effects): a blank card gets its text box back unless a longer blank
    still applies; a controlled card goes back to its controller before if it is still in
    play (a card that left play took its effects with it) [RR › Blank, Control and
    Ownership, Lasting Effects]."""
    for e in s.effects:
        if e.get("until") != until:
            continue
        kind = e.get("kind")
        if kind == "blank" and s.cards[e["card"]].blank == until:
            s.cards[e["card"]].blank = ""
        elif kind == "control":
            uid = e["card"]
            if s.cards[uid].zone == "play" and s.cards[uid].controller == e["to"]:
                change_control(s, uid, e["back"], ev)


def _ring_element(s: LcgState, p: int, src: str, t: str | None, e: dict[str, Any],
                  ev: list[Event]) -> bool:
    """The ring (``contested`` or an element) also has ``element`` for a duration
    [RR › Rings: "the [element] ring" is any ring with that element]."""
    ring = e.get("ring", "contested")
    if ring == "contested":
        if s.conflict is None:
            return False
        ring = s.conflict.ring
    element = e.get("element")
    if ring not in s.rings or element not in s.rings or element == ring:
        return False
    s.effects.append({"kind": "ring_element", "ring": ring, "element": element,
                      "until": _duration(e, "conflict")})
    ev.append(Event(text=f"The {ring} ring also has the {element} element"))
    return True


def _modify_bid(s: LcgState, p: int, src: str, t: str | None, e: dict[str, Any],
                ev: list[Event]) -> bool:
    """A player's honor bid counts as changed (``amount``) or as ``set`` when dials are next
    revealed, until the end of the phase (``duration``) [RR › Bid Value]."""
    who = other(p) if e.get("player") == "opponent" else p
    rec: dict[str, Any] = {"kind": "bid", "player": who, "until": _duration(e, "phase")}
    if "set" in e:
        rec["set"] = max(0, int(e["set"]))
    else:
        rec["amount"] = value(s, p, t or src, e.get("amount"), 1)
    s.effects.append(rec)
    return True


def bid_value(s: LcgState, p: int, dial: int) -> int:
    """Player ``p``'s bid with its modifiers: ``set`` ones first (the most recent), then the
    changes added; never below 0 [RR › Bid Value]."""
    bid = dial
    mods = [e for e in s.effects if e.get("kind") == "bid" and e.get("player") == p]
    for e in mods:
        if "set" in e:
            bid = e["set"]
    bid += sum(e.get("amount", 0) for e in mods)
    return max(0, bid)


def _switch_ring(s: LcgState, p: int, src: str, t: str | None, e: dict[str, Any],
                 ev: list[Event]) -> bool:
    """Switch the contested ring with an unclaimed one (module docstring)."""
    c = s.conflict
    if c is None or not c.declared:
        return False
    options = [r for r, ring in s.rings.items() if r != c.ring and ring["claimed_by"] is None]
    want = e.get("ring", "choose")
    if want != "choose":
        if want not in options:
            return False
        switch_to(s, want, ev)
        return True
    if not options:
        return False
    if not choosable(s, e):
        ev.append(Event(text="Resolve by hand: switch the contested ring"))
        return True
    interpose(s, "ring_switch", p, p, {"ring_switch": options})
    return True


def switch_to(s: LcgState, ring: str, ev: list[Event]) -> None:
    """The contested ring becomes ``ring`` (the old one goes back to the unclaimed pool); its
    fate goes to the attacking player [RR › Rings]."""
    c = s.conflict
    assert c is not None
    old, c.ring = c.ring, ring
    fate = s.rings[ring]["fate"]
    if fate:
        s.rings[ring]["fate"] = 0
        s.bank_fate += fate
        moves.gain_fate(s, c.attacker, fate, ev)
    ev.append(Event(text=f"The contested ring is now the {ring} ring (the {old} ring is "
                         "unclaimed)"))


def ring_switch_legal(s: LcgState, p: int) -> list[Action]:
    """The unclaimed rings the contested ring may be switched with."""
    return [Choose(p, r) for r in s.pending.get("ring_switch") or ()]


def apply_ring_switch(s: LcgState, a: Action, ev: list[Event]) -> bool:
    """Switch to the chosen ring; True: the choice is over (``flow.resume_after_choice``)."""
    assert isinstance(a, Choose)
    s.pending.pop("ring_switch")
    switch_to(s, a.option, ev)
    return True


MORE_OPS = {"blank": _blank, "take_control": _take_control, "ring_element": _ring_element,
            "modify_bid": _modify_bid, "switch_ring": _switch_ring}
