"""The conflict phase [RR › 3. Conflict Phase, Appendix I Conflict Resolution]: declaring
conflicts (type, ring, province, attackers, covert), defenders, the conflict action window,
resolution (skill, unopposed, breaking provinces, ring effects, claiming), and the Imperial
Favor contest."""

from __future__ import annotations

from l5r_desktop.games.lcg import flow, moves, triggers
from l5r_desktop.games.lcg import resolve as resolution
from l5r_desktop.games.lcg.actions import (
    Action,
    Choose,
    ChooseCovert,
    ChooseParticipant,
    Confirm,
    DeclareConflict,
    Pass,
    RingEffect,
)
from l5r_desktop.games.lcg.cards import ELEMENTS
from l5r_desktop.games.lcg.events import ConflictEvent, Event, PhaseBegan
from l5r_desktop.games.lcg.firing import fire
from l5r_desktop.games.lcg.moves import in_player_order, other
from l5r_desktop.games.lcg.responses import push as triggers_push
from l5r_desktop.games.lcg.state import Conflict, LcgState
from l5r_desktop.games.lcg.stats import (
    cannot,
    glory_count,
    has_keyword,
    province_strength,
    side_total,
    skill,
)

TYPES = ("military", "political")


def begin_conflict_phase(s: LcgState, ev: list[Event]) -> None:
    """3.1 the conflict phase begins; the first player has the first conflict opportunity; an
    action window opens before each declaration [RR › 3. Conflict Phase]."""
    if not flow.period_ends(s, "phase", ev, "conflict_phase"):
        conflict_phase_begins(s, ev)


def conflict_phase_begins(s: LcgState, ev: list[Event]) -> None:
    """3.1 after the draw phase's delayed effects (:func:`begin_conflict_phase`)."""
    if s.winner is not None:
        return
    s.phase = "conflict"
    ev.append(PhaseBegan(text="Conflict phase", phase="conflict"))
    fire(s, "phase_began", (), s.first_player, phase="conflict")  # reactions before 3.2
    s.pending = {"declarer": s.first_player}
    flow.open_window(s, "pre_conflict", s.first_player, ev)


def _has_opportunity(s: LcgState, p: int) -> bool:
    return s.players[p].conflicts_left > 0


def next_declaration(s: LcgState, ev: list[Event]) -> None:
    """3.2: the next player in player order with an opportunity declares or passes; with no
    opportunity left, go to 3.4 [RR › 3.2. Declare conflict]."""
    p = s.pending.get("declarer", s.first_player)
    if not _has_opportunity(s, p):
        p = other(p)
    if not _has_opportunity(s, p):
        imperial_favor(s, ev)
        return
    s.pending = {"declarer": p}
    s.step = "declare"
    s.turn = p


def _after_opportunity(s: LcgState, p: int, ev: list[Event]) -> None:
    """3.3: the opportunity passes to the opponent when he has one left; back to the action
    window after 3.1."""
    q = other(p) if _has_opportunity(s, other(p)) else p
    s.conflict = None
    s.pending = {"declarer": q}
    s.conflicts_done += 1
    flow.open_window(s, "pre_conflict", s.first_player, ev)


def can_participate(s: LcgState, uid: str, ctype: str) -> bool:
    """A character with a dash in the conflict's skill cannot participate [RR › Dash (-)];
    nor one that "cannot participate" [RR › Participating and Cannot Participate]."""
    return skill(s, uid, ctype) is not None and not cannot(s, uid, "participate", ctype)


def attackable(s: LcgState, p: int) -> list[str]:
    """The opponent's provinces ``p`` may attack: unbroken ones; the stronghold province only
    once three others are broken [RR › Breaking a Province]."""
    ops = s.players[other(p)]
    out = [prov for prov in ops.provinces if not s.cards[prov].broken]
    if sum(1 for prov in ops.provinces if s.cards[prov].broken) >= 3 and ops.stronghold_province:
        out.append(ops.stronghold_province)
    return out


def declare_legal(s: LcgState, p: int) -> list[Action]:
    """A conflict of each type with an opportunity left, on each unclaimed ring and attackable
    province, when a ready character could attack; or pass [RR › 3.2]."""
    ps = s.players[p]
    out: list[Action] = [Pass(p)]
    provinces = attackable(s, p)
    for ctype in TYPES:
        if not (ps.military_left if ctype == "military" else ps.political_left):
            continue
        if not any(not s.cards[u].bowed and can_attack(s, u, ctype) for u in ps.characters):
            continue
        for ring in ELEMENTS:
            if s.rings[ring]["claimed_by"] is None:
                out.extend(DeclareConflict(p, ctype, ring, prov) for prov in provinces)
    return out


def apply_declare(s: LcgState, a: Action, ev: list[Event]) -> None:
    """Start declaring (attackers are chosen next), or pass and forfeit an opportunity."""
    p = a.player
    if isinstance(a, Pass):
        s.players[p].conflicts_left -= 1
        ev.append(ConflictEvent(text=f"P{p + 1} passes a conflict opportunity", what="passed"))
        fire(s, "conflict_passed", (), p)  # "after an opponent passes on declaring a conflict"
        _after_opportunity(s, p, ev)
        return
    assert isinstance(a, DeclareConflict)
    s.conflict = Conflict(p, a.ctype, a.ring, a.province)
    s.step = "choose_attackers"


def attackers_legal(s: LcgState, p: int) -> list[Action]:
    """Any ready character able to participate may be added; Confirm needs one attacker."""
    c = s.conflict
    assert c is not None
    out: list[Action] = [Confirm(p)] if c.attackers else []
    out.extend(ChooseParticipant(p, u) for u in s.players[p].characters
               if u not in c.attackers and not s.cards[u].bowed
               and can_attack(s, u, c.type))
    return out


def can_attack(s: LcgState, uid: str, ctype: str) -> bool:
    """Able to participate and to be declared as an attacker: not one that "cannot be declared
    as an attacker" (``attack``) nor "cannot participate as an attacker"
    (``participate_attacker``, which also keeps it from moving in on the attacking side)
    [RR › Cannot, Participating and Cannot Participate]."""
    return can_participate(s, uid, ctype) and not cannot(s, uid, "attack", ctype) \
        and not cannot(s, uid, "participate_attacker", ctype)


def apply_attackers(s: LcgState, a: Action, ev: list[Event]) -> None:
    """Add an attacker; Confirm declares (covert targets chosen first)."""
    c = s.conflict
    assert c is not None
    if isinstance(a, ChooseParticipant):
        c.attackers.append(a.card)
        return
    if _covert_left(s):
        s.step = "covert"
        return
    _declared(s, ev)


def _covert_left(s: LcgState) -> int:
    c = s.conflict
    assert c is not None
    n = sum(1 for u in c.attackers if has_keyword(s, u, "covert"))
    return n - len(c.evaded) - s.pending.get("covert_skipped", 0)


def covert_legal(s: LcgState, p: int) -> list[Action]:
    """For each covert attacker one defending character without covert may be evaded
    [RR › Covert]."""
    c = s.conflict
    assert c is not None
    out: list[Action] = [Pass(p)]
    out.extend(ChooseCovert(p, u) for u in s.players[other(p)].characters
               if u not in c.evaded and not has_keyword(s, u, "covert"))
    return out


def apply_covert(s: LcgState, a: Action, ev: list[Event]) -> None:
    """Evade one character (or decline one covert choice)."""
    c = s.conflict
    assert c is not None
    if isinstance(a, ChooseCovert):
        c.evaded.append(a.card)
    else:
        s.pending["covert_skipped"] = s.pending.get("covert_skipped", 0) + 1
    if _covert_left(s) <= 0:
        _declared(s, ev)


def _declared(s: LcgState, ev: list[Event]) -> None:
    """The declaration is complete: forced interrupts to the conflict being declared, then an
    interrupt window if anyone may interrupt it ("when a conflict would be declared"), then it
    takes effect [RR › 3.2, Interrupts, Triggering Condition]; a cancel interrupt cancels it
    (:func:`declaration_resumed`)."""
    c = s.conflict
    assert c is not None
    fired = [{"trigger": "conflict_declared", "cards": list(c.attackers), "player": c.attacker,
              "ring": c.ring}]
    if resolution.forced_interrupts(s, fired, ev, frame=("declare", {"canceled": False})) \
            or s.winner is not None:
        return
    if resolution.interrupts_open(s, fired):
        triggers_push(s, "interrupt", fired, "declare", {"canceled": False})
        return
    declaration_takes_effect(s, ev)


def declaration_resumed(s: LcgState, ctx: dict, ev: list[Event]) -> None:
    """The interrupt window to the declaration closed: it takes effect, unless an interrupt
    canceled it [RR › Cancel, 3.2]. Canceled, nothing of the declaration happens (the ring
    keeps its fate, the province stays as it was, the attackers stay home and ready, no
    reaction to a declared conflict) but the conflict opportunity of that type is used, as a
    canceled ability is still used [RR › Cancel] (docs/lcg-rules-notes.md); 3.3 follows."""
    c = s.conflict
    assert c is not None
    if not ctx.get("canceled"):
        declaration_takes_effect(s, ev)
        return
    _use_opportunity(s, c.attacker, c.type)
    ev.append(ConflictEvent(text=f"P{c.attacker + 1}'s {c.type} conflict is canceled",
                            cards=tuple(c.attackers), what="canceled"))
    _after_opportunity(s, c.attacker, ev)


def _use_opportunity(s: LcgState, seat: int, kind: str) -> None:
    """The attacker's conflict opportunity of ``kind`` (military or political) is used
    [RR › 3.2, Conflict Opportunities]."""
    ps = s.players[seat]
    ps.conflicts_left -= 1
    if kind == "military":
        ps.military_left = False
    else:
        ps.political_left = False


def declaration_takes_effect(s: LcgState, ev: list[Event]) -> None:
    """The conflict is declared: its opportunity is used, the ring's fate goes to the attacker,
    the province turns faceup; the defender declares defenders [RR › 3.2, 3.2.1]."""
    c = s.conflict
    assert c is not None
    c.declared = True
    s.pending.pop("covert_skipped", None)
    _use_opportunity(s, c.attacker, c.type)
    ring = s.rings[c.ring]
    if ring["fate"]:
        s.bank_fate += ring["fate"]
        moves.gain_fate(s, c.attacker, ring["fate"], ev)
        ring["fate"] = 0
    if s.cards[c.province].facedown:
        s.cards[c.province].facedown = False
        fire(s, "province_revealed", (c.province,), other(c.attacker))
    ev.append(ConflictEvent(text=f"P{c.attacker + 1} declares a {c.type} {c.ring} conflict "
                                 f"with {len(c.attackers)} attacker(s)",
                            cards=tuple(c.attackers), what="declared"))
    s.step = "defenders"
    s.turn = other(c.attacker)
    fire(s, "conflict_declared", tuple(c.attackers), c.attacker)


def defenders_legal(s: LcgState, p: int) -> list[Action]:
    """Any ready character able to participate and not evaded may defend; no defenders is
    allowed [RR › 3.2.1. Declare defenders]."""
    c = s.conflict
    assert c is not None
    out: list[Action] = [Confirm(p)]
    out.extend(ChooseParticipant(p, u) for u in s.players[p].characters
               if u not in c.defenders and u not in c.evaded and not s.cards[u].bowed
               and can_participate(s, u, c.type) and not cannot(s, u, "defend", c.type))
    return out


def apply_defenders(s: LcgState, a: Action, ev: list[Event]) -> None:
    """Add a defender; Confirm opens the conflict action window, the defender first
    [RR › 3.2.2]."""
    c = s.conflict
    assert c is not None
    if isinstance(a, ChooseParticipant):
        c.defenders.append(a.card)
        return
    ev.append(ConflictEvent(text=f"P{a.player + 1} defends with {len(c.defenders)}",
                            cards=tuple(c.defenders), what="defended"))
    flow.open_window(s, "conflict", other(c.attacker), ev)


def resolve(s: LcgState, ev: list[Event]) -> None:
    """3.2.3 compare skill (ties go to the attacker; a side needs 1 or more to win); Pride
    [RR › Pride]; 3.2.4 unopposed; 3.2.5 break the province."""
    c = s.conflict
    assert c is not None
    att, dfd = c.attacker, other(c.attacker)
    a_total, d_total = side_total(s, att), side_total(s, dfd)
    if a_total >= d_total and a_total > 0:
        c.winner = att
    elif d_total > a_total:
        c.winner = dfd
    ev.append(ConflictEvent(text=f"Conflict: {a_total} against {d_total}; "
                                 + (f"P{c.winner + 1} wins" if c.winner is not None
                                    else "no winner"), what="resolved"))
    if c.winner is not None:
        winners = c.attackers if c.winner == att else c.defenders
        losers = c.defenders if c.winner == att else c.attackers
        for u in list(winners):
            if has_keyword(s, u, "pride"):
                moves.honor_card(s, u, ev)
        for u in list(losers):
            if has_keyword(s, u, "pride"):
                moves.dishonor_card(s, u, ev)
        fire(s, "conflict_won", tuple(winners), c.winner)
        fire(s, "conflict_lost", tuple(losers), other(c.winner))
    s.pending["margin"] = a_total - d_total
    if triggers.pause(s, ev, "after_winner"):
        return
    after_winner(s, ev)


def after_winner(s: LcgState, ev: list[Event]) -> None:
    """3.2.4 unopposed and 3.2.5 breaking, by the result of 3.2.3 (after its reactions)."""
    c = s.conflict
    assert c is not None
    att, dfd = c.attacker, other(c.attacker)
    if c.winner == att:
        if not c.defenders:
            ev.append(ConflictEvent(text="Unopposed", what="unopposed"))
            moves.lose_honor(s, dfd, 1, ev)
            if s.winner is not None:
                return
        if s.pending.get("margin", 0) >= province_strength(s, c.province) \
                and not s.cards[c.province].broken:
            fired = [{"trigger": "province_broken", "cards": [c.province],
                      "player": c.attacker}]
            if resolution.forced_interrupts(  # "when a province would break"
                    s, fired, ev, frame=("break", {"canceled": False})) or s.winner is not None:
                return
            if resolution.interrupts_open(s, fired):
                triggers_push(s, "interrupt", fired, "break", {"canceled": False})
                return
            _break(s, ev)
            return
    after_break(s, ev)


def break_after_interrupts(s: LcgState, ctx: dict, ev: list[Event]) -> None:
    """3.2.5 after the interrupt window to the province breaking: it breaks, unless an
    interrupt canceled it or it broke meanwhile [RR › Interrupts, Cancel]."""
    c = s.conflict
    assert c is not None
    if ctx.get("canceled") or s.cards[c.province].broken:
        after_break(s, ev)
        return
    _break(s, ev)


def _break(s: LcgState, ev: list[Event]) -> None:
    """3.2.5: the province breaks; breaking the stronghold province wins; the attacker may
    discard the dynasty cards on it (it refills facedown) [RR › Breaking a Province]."""
    c = s.conflict
    assert c is not None
    moves.break_province(s, c.province, c.attacker, ev)
    if s.winner is not None:
        return
    if s.province_cards.get(c.province):
        s.step = "break_discard"
        s.turn = c.attacker
        return
    after_break(s, ev)


def break_discard_legal(s: LcgState, p: int) -> list[Action]:
    """Discard the dynasty cards of the broken province, or keep them."""
    return [Choose(p, "discard"), Choose(p, "keep")]


def apply_break_discard(s: LcgState, a: Action, ev: list[Event]) -> None:
    """The broken province's cards are discarded and it refills facedown, or kept; a province
    an ability broke goes back to where the ability was used [RR › Breaking a Province]."""
    assert isinstance(a, Choose)
    by_ability = s.pending.pop("break_province", None)
    prov = by_ability or (s.conflict.province if s.conflict else "")
    if a.option == "discard":
        owner = s.cards[prov].owner
        for u in list(s.province_cards.get(prov, ())):
            moves.discard(s, u, ev)
        moves.refill(s, owner, prov, ev)
        if s.winner is not None:
            return
    if by_ability:
        flow.resume_after_choice(s, ev)
        return
    after_break(s, ev)


def after_break(s: LcgState, ev: list[Event]) -> None:
    """3.2.6: the winning attacker may resolve the ring effect; otherwise claim (3.2.7)."""
    c = s.conflict
    assert c is not None
    if c.winner == c.attacker and _ring_effects_canceled(s):
        ev.append(ConflictEvent(text="The ring effect is canceled", what="canceled"))
    elif c.winner == c.attacker:
        s.step = "ring_effect"
        s.turn = c.attacker
        return
    claim_and_return(s, ev)


def _ring_effects_canceled(s: LcgState) -> bool:
    """The attacked province cancels ring effects ("during conflicts at this province, cancel
    all ring effects": a constant record ``cancel_ring_effects``), while it is faceup and
    unbroken (a broken province's text is not active) [RR › Ring Effects, Cancel]."""
    c = s.conflict
    prov = s.cards[c.province] if c is not None else None
    return prov is not None and not prov.facedown and not prov.broken and any(
        rec.get("cancel_ring_effects") for rec in s.defn(c.province).abilities)


def claim_and_return(s: LcgState, ev: list[Event]) -> None:
    """3.2.7 the winner claims the ring (no winner: it returns unclaimed); 3.2.8 each ready
    participant bows and goes home; 3.3 the conflict ends [RR › 3.2.7, 3.2.8, 3.3]."""
    c = s.conflict
    assert c is not None
    if c.winner is not None:
        s.rings[c.ring]["claimed_by"] = c.winner
        fire(s, "ring_claimed", (), c.winner, ring=c.ring)
        ev.append(ConflictEvent(text=f"P{c.winner + 1} claims the {c.ring} ring",
                                what="claimed"))
        # the ring stays contested until the reactions to its claiming resolved [RR › Rings]
        if triggers.pause(s, ev, "after_claim"):
            return
    return_home(s, ev)


def return_home(s: LcgState, ev: list[Event]) -> None:
    """3.2.8 each participating character bows and goes home; 3.3 the conflict ends. A
    character that "does not bow as a result of conflict resolution" (``cannot``
    ``bow_resolution``; ``bow_resolution_defending``: only while defending) stays ready."""
    c = s.conflict
    assert c is not None
    for u in c.attackers + c.defenders:
        if not cannot(s, u, "bow") and not cannot(s, u, "bow_resolution", c.type) and not (
                u in c.defenders and cannot(s, u, "bow_resolution_defending", c.type)):
            s.cards[u].bowed = True
    if not flow.period_ends(s, "conflict", ev, "conflict_over"):
        conflict_over(s, ev)


def conflict_over(s: LcgState, ev: list[Event]) -> None:
    """3.3 after the conflict's delayed effects: the next conflict opportunity."""
    c = s.conflict
    if s.winner is not None or c is None:
        return
    _after_opportunity(s, c.attacker, ev)


def imperial_favor(s: LcgState, ev: list[Event]) -> None:
    """3.4 the glory count: the higher total claims the Imperial Favor and sets its side; a
    tie leaves it as it is [RR › 3.4, Imperial Favor]."""
    a, b = glory_count(s, 0), glory_count(s, 1)
    ev.append(ConflictEvent(text=f"Glory count: P1 {a}, P2 {b}", what="glory"))
    if a == b:
        flow.begin_fate(s, ev)
        return
    s.favor = 0 if a > b else 1
    s.step = "favor_side"
    s.turn = s.favor


def favor_legal(s: LcgState, p: int) -> list[Action]:
    """The Imperial Favor's side."""
    return [Choose(p, "military"), Choose(p, "political")]


def apply_favor(s: LcgState, a: Action, ev: list[Event]) -> None:
    """Set the favor's side; the conflict phase ends (3.5) and the fate phase begins."""
    assert isinstance(a, Choose)
    s.favor_side = a.option
    ev.append(ConflictEvent(text=f"P{a.player + 1} claims the Imperial Favor ({a.option})",
                            what="favor"))
    flow.begin_fate(s, ev)


__all__ = ["RingEffect", "in_player_order"]
