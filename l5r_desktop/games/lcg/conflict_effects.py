"""Effect handlers about the conflict, provinces, rings and the Imperial Favor (the signature
of ``effects.py``'s handlers; ``effects.OPS`` includes :data:`CONFLICT_OPS`): moving characters
home or into the conflict, duels, breaking and turning provinces, province strength, resolving
rings and placing fate on them, switching the conflict type, claiming the favor."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg import moves
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.moves import other
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import cannot, value
from l5r_desktop.games.lcg.stops import choosable, interpose


def _n(s: LcgState, p: int, card: str | None, e: dict[str, Any]) -> int:
    """The effect's ``amount`` (default 1): a number or a count (``stats.value``)."""
    return value(s, p, card, e.get("amount"), 1)


def _send_home(s, p, src, t, e, ev) -> bool:
    """Move a participating character home [RR › Home, Move Home]."""
    c = s.conflict
    if t is None or c is None:
        return False
    for side in (c.attackers, c.defenders):
        if t in side:
            side.remove(t)
            ev.append(Event(text=f"{s.defn(t).name} moves home", cards=(t,)))
            return True
    return False


def _move_in(s, p, src, t, e, ev) -> bool:
    """Move a character into the conflict on its controller's side [RR › Move]."""
    c = s.conflict
    if t is None or c is None or t in c.attackers or t in c.defenders:
        return False
    attacking = s.cards[t].controller == c.attacker
    if (s.defn(t).military if c.type == "military" else s.defn(t).political) is None \
            or cannot(s, t, "participate", c.type) \
            or (attacking and cannot(s, t, "participate_attacker", c.type)):
        return False
    (c.attackers if attacking else c.defenders).append(t)
    ev.append(Event(text=f"{s.defn(t).name} moves to the conflict", cards=(t,)))
    return True


def _duel(s, p, src, t, e, ev) -> bool:
    """Challenge: the ability's character (``challenger``: ``"self"`` or a target index) duels
    the target [RR › Challenge, D.1-D.2]. A duel ends its ability's effects (later effects of
    the same ability are not resolved; docs/lcg-rules-notes.md); only action abilities start
    duels [RR › D.1]; a character with a dash in the duel's skill cannot duel [RR › Dash]."""
    ref = e.get("challenger", "self")
    targets = e.get("_targets") or ()
    ch = src if ref == "self" else (targets[ref] if isinstance(ref, int)
                                    and ref < len(targets) else None)
    kind = e.get("type", "military")
    if t is None or ch is None or s.step not in ("action_window", "dynasty"):
        return False
    if s.cards[ch].zone != "play" or s.cards[ch].controller != p \
            or s.cards[t].controller == p:
        return False
    field = "military" if kind == "military" else "political"
    if getattr(s.defn(ch), field) is None or getattr(s.defn(t), field) is None:
        return False
    s.pending["duel"] = {"challenger": ch, "challengee": t, "type": kind, "player": p,
                         "source": src, "winner": e.get("winner") or [],
                         "loser": e.get("loser") or [], "back_step": s.step,
                         "back_turn": s.turn}
    s.pending["bid"] = "duel"
    for ps in s.players:
        ps.dial = 0
        ps.dial_revealed = False
    s.step = "bid"
    s.turn = s.first_player
    ev.append(Event(text=f"{s.defn(ch).name} challenges {s.defn(t).name} to a {kind} duel",
                    cards=(ch, t)))
    return True


def _break_province(s, p, src, t, e, ev) -> bool:
    """Break a province by an ability (``target``: ``"conflict"`` the attacked province,
    ``"self"``, or a province target): the opponent of its controller broke it; breaking a
    stronghold province wins; the breaker may discard the dynasty cards in it
    [RR › Breaking a Province, Broken Province]."""
    if t is None or s.defn(t).type.value != "province" or s.cards[t].broken:
        return False
    breaker = other(s.cards[t].controller)
    moves.break_province(s, t, breaker, ev)
    if s.winner is None and s.province_cards.get(t):
        if choosable(s, e):
            interpose(s, "break_discard", breaker, p, {"break_province": t})
        else:
            ev.append(Event(text="The breaker may discard the cards in the broken province "
                                 "by hand", cards=(t,)))
    return True


def _resolve_ring(s, p, src, t, e, ev) -> bool:
    """Resolve a ring's effect as if the player were the attacking player (``ring``:
    ``"contested"`` (default) or an element) [RR › Ring Effects]; the player chooses its
    options (or none) at the ring effect step, then the game goes on where it was."""
    ring = e.get("ring", "contested")
    if ring == "contested":
        if s.conflict is None or not s.conflict.declared:
            return False
        ring = s.conflict.ring
    if ring not in s.rings:
        return False
    if not choosable(s, e):
        ev.append(Event(text=f"Resolve by hand: the {ring} ring's effect"))
        return True
    interpose(s, "ring_effect", p, p, {"ring_choice": ring})
    return True


def _strength(s, p, src, t, e, ev) -> bool:
    """A province's strength changes until the end of the conflict / phase (``target``: the
    province, ``"self"`` or ``"conflict"``: the attacked one) [RR › Province Strength, Lasting
    Effects]; as a province's constant ability it applies while its condition holds
    (stats.province_strength)."""
    if t is None or s.defn(t).type.value != "province":
        return False
    s.effects.append({"kind": "strength", "card": t, "amount": _n(s, p, t or src, e),
                      "until": e.get("duration", "conflict")})
    return True


def _switch_type(s, p, src, t, e, ev) -> bool:
    """Switch the conflict's type (military <-> political) [RR › Switch]: skill is counted of
    the new type; a participant with a dash in it stays but counts nothing [RR › Dash]."""
    c = s.conflict
    if c is None or not c.declared:
        return False
    c.type = "political" if c.type == "military" else "military"
    ev.append(Event(text=f"The conflict is now {c.type}"))
    return True


def _claim_favor(s, p, src, t, e, ev) -> bool:
    """The player claims the Imperial Favor, set to ``side`` (military / political; default:
    as it was, else military) [RR › Imperial Favor]."""
    s.favor = p
    s.favor_side = e.get("side") or s.favor_side or "military"
    ev.append(Event(text=f"P{p + 1} claims the Imperial Favor ({s.favor_side})"))
    return True


def _turn_faceup(s, p, src, t, e, ev) -> bool:
    """Turn a facedown card in a province faceup [RR › Facedown Province, Reveal]."""
    if t is None or not s.cards[t].facedown:
        return False
    s.cards[t].facedown = False
    ev.append(Event(text=f"{s.defn(t).name} is turned faceup", cards=(t,)))
    return True


def _turn_facedown(s, p, src, t, e, ev) -> bool:
    """Turn an unbroken province facedown [RR › Facedown Province]."""
    if t is None or s.defn(t).type.value != "province" or s.cards[t].facedown \
            or s.cards[t].broken:
        return False
    s.cards[t].facedown = True
    ev.append(Event(text="A province is turned facedown", cards=(t,)))
    return True


def _fate_on_rings(s, p, src, t, e, ev) -> bool:
    """Place ``amount`` fate from the token pool on each unclaimed ring [RR › Rings, Fate]."""
    n = _n(s, p, src, e)
    rings = [k for k, r in s.rings.items() if r["claimed_by"] is None]
    for ring in rings:
        moves.place_ring_fate(s, ring, n)
    ev.append(Event(text=f"{n} fate on each unclaimed ring"))
    return bool(rings)


CONFLICT_OPS = {
    "send_home": _send_home, "move_to_conflict": _move_in, "duel": _duel,
    "break_province": _break_province, "resolve_ring": _resolve_ring, "strength": _strength,
    "switch_conflict_type": _switch_type, "claim_favor": _claim_favor,
    "turn_faceup": _turn_faceup, "turn_facedown": _turn_facedown,
    "fate_on_rings": _fate_on_rings,
}
