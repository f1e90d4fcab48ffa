"""Current values: skill, glory, province strength, conflict totals, the glory count.

Values are recalculated from the printed base and every active modifier each time they are
asked for [RR › Modifiers]; a value below zero counts as zero; a dash stays a dash.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg.state import LcgState

MIL = "military"
POL = "political"


def attachments_on(s: LcgState, uid: str) -> list[str]:
    """The attachments attached to card ``uid``."""
    c = s.cards[uid]
    return [a for a in s.players[c.controller].attachments + s.players[1 - c.controller].attachments
            if s.cards[a].attached_to == uid]


def constant_holds(s: LcgState, src: str, cond: dict[str, Any]) -> bool:
    """The condition of a constant ability on card ``src`` ("while", "if", "during")
    [RR › Constant Abilities]: ``honored`` / ``dishonored`` (the card, or the character it is
    attached to), ``participating``, ``attacking`` / ``defending`` (participating on that
    side), ``attached_to_trait`` (its host has the trait), ``ring`` (the contested ring),
    ``conflict`` (the conflict type: "during [political] conflicts"), ``less_honorable`` /
    ``more_honorable`` (its controller's honor against the opponent's), ``claimed_any`` (its
    controller has claimed one of those rings), ``unclaimed`` (that ring is in the unclaimed
    pool), ``imperial_favor`` (its controller has, or with ``false`` has not, the Imperial
    Favor)."""
    if not cond:
        return True
    c = s.cards[src]
    who = c.attached_to or src
    status = s.cards[who].status
    if cond.get("honored") and status != "honored":
        return False
    if cond.get("dishonored") and status != "dishonored":
        return False
    if cond.get("participating") and not participating(s, who):
        return False
    conf = s.conflict
    if cond.get("attacking") and (conf is None or who not in conf.attackers):
        return False
    if cond.get("defending") and (conf is None or who not in conf.defenders):
        return False
    if "ring" in cond and (conf is None or not conf.declared or conf.ring != cond["ring"]):
        return False
    if "conflict" in cond and (conf is None or not conf.declared or conf.type != cond["conflict"]):
        return False
    if "claimed_any" in cond and not any(
            (s.rings.get(e) or {}).get("claimed_by") == c.controller for e in cond["claimed_any"]):
        return False
    if "unclaimed" in cond and (s.rings.get(cond["unclaimed"]) or {}).get(
            "claimed_by") is not None:
        return False
    if "imperial_favor" in cond and (s.favor == c.controller) != cond["imperial_favor"]:
        return False
    if cond.get("less_honorable") or cond.get("more_honorable"):
        mine, theirs = (s.players[c.controller].honor, s.players[1 - c.controller].honor)
        if (cond.get("less_honorable") and mine >= theirs) or (
                cond.get("more_honorable") and mine <= theirs):
            return False
    trait = cond.get("attached_to_trait")
    return not (trait and (c.attached_to is None or not s.defn(c.attached_to).has_trait(trait)))


def constant_effects(s: LcgState, uid: str,
                     atts: list[str] | None = None) -> list[dict[str, Any]]:
    """The effects of active constant abilities that apply to ``uid``: its own (``target``
    absent or ``"self"``) and its attachments' (``target: "host"``: "attached character gets
    +1 [military]", "attached character gains Covert") [RR › Constant Abilities, Attachment
    Cards]."""
    out: list[dict[str, Any]] = []
    if atts is None:
        atts = attachments_on(s, uid)
    for src, want in ((uid, "self"), *((a, "host") for a in atts)):
        for rec in s.defn(src).abilities:
            if rec.get("timing") != "constant" or "effects" not in rec:
                continue
            effects = [e for e in rec["effects"] if e.get("target", "self") == want]
            if effects and constant_holds(s, src, rec.get("condition") or {}):
                out.extend(effects)
    return out


def has_keyword(s: LcgState, uid: str, keyword: str) -> bool:
    """True when card ``uid`` has ``keyword`` now: printed, or gained from a lasting effect
    (``gain_keyword``) or a constant ability [RR › Gains, Keywords]."""
    d = s.defn(uid)
    if d.has_keyword(keyword):
        return True
    k = keyword.casefold()
    for e in s.effects:
        if e.get("kind") == "keyword" and e.get("card") == uid and e.get("keyword") == k:
            return True
    if s.cards[uid].zone != "play":
        return False
    return any(e.get("op") == "gain_keyword" and str(e.get("keyword", "")).casefold() == k
               for e in constant_effects(s, uid))


def cannot(s: LcgState, uid: str, what: str, ctype: str | None = None) -> bool:
    """True when card ``uid`` "cannot" do ``what`` now (``participate``, ``bow``, ``ready``,
    ``honor``, ``dishonor``, ``leave_play``), from a lasting ``cannot`` effect or a constant
    ability; a record's ``conflict`` limits it to conflicts of that type ("cannot participate
    in [political] conflicts") [RR › Cannot, Participating and Cannot Participate]."""
    for e in s.effects:
        if e.get("kind") == "cannot" and e.get("card") == uid and e.get("what") == what \
                and e.get("conflict") in (None, ctype):
            return True
    if not s.defn(uid).abilities and not s.players[s.cards[uid].controller].attachments:
        return False
    atts = None if s.cards[uid].zone == "play" else []  # in hand: its own text only
    return any(e.get("op") == "cannot" and e.get("what") == what
               and e.get("conflict") in (None, ctype) for e in constant_effects(s, uid, atts))


def _constant_bonus(s: LcgState, uid: str, kind: str, atts: list[str]) -> int:
    """Skill changes of constant abilities (``{"timing": "constant", "effects": [{"op":
    "skill", ...}], "condition": {...}}``) on the card and its attachments
    [RR › Constant Abilities]."""
    return sum(int(e.get(kind, 0)) for e in constant_effects(s, uid, atts)
               if e.get("op") == "skill")


def skill(s: LcgState, uid: str, kind: str) -> int | None:
    """A character's current military or political skill [RR › Skill]: printed value, plus
    attachment bonuses [RR › Attachment Cards], plus or minus its glory when honored or
    dishonored [RR › Personal Honor, Personal Dishonor], plus constant abilities and lasting
    effects [RR › Lasting Effects]; ``None`` for a dash [RR › Dash (-)]."""
    d = s.defn(uid)
    base = d.military if kind == MIL else d.political
    if base is None:
        return None
    total = base
    bonus_field = "military_bonus" if kind == MIL else "political_bonus"
    atts = attachments_on(s, uid)
    for a in atts:
        total += getattr(s.defn(a), bonus_field) or 0
    status = s.cards[uid].status
    if status:
        g = glory(s, uid)
        total += g if status == "honored" else -g
    total += _constant_bonus(s, uid, kind, atts)
    for e in s.effects:
        if e.get("card") == uid and e.get("kind") == "skill":
            total += int(e.get(kind, 0))
    return max(0, total)


def glory(s: LcgState, uid: str) -> int:
    """A character's current glory [RR › Glory]: printed, plus ``glory`` changes of constant
    abilities and lasting ``skill`` effects [RR › Modifiers]."""
    total = s.defn(uid).glory or 0
    if s.cards[uid].zone == "play":
        total += sum(int(e.get("glory", 0)) for e in constant_effects(s, uid)
                     if e.get("op") == "skill")
    for e in s.effects:
        if e.get("card") == uid and e.get("kind") == "skill":
            total += int(e.get("glory", 0))
    return max(0, total)


def participating(s: LcgState, uid: str) -> bool:
    """True when ``uid`` participates in the current conflict [RR › Participating]."""
    c = s.conflict
    return c is not None and (uid in c.attackers or uid in c.defenders)


def province_strength(s: LcgState, prov: str) -> int:
    """A province's defense strength: printed, plus holdings on it, plus the stronghold's bonus
    on the stronghold province [RR › Holding, Stronghold], plus lasting effects, plus the
    faceup province's own constant ability (``{"op": "strength", "amount": 5}`` with a
    condition such as ``{"conflict": "political"}``) [RR › Constant Abilities]."""
    total = s.defn(prov).strength or 0
    for uid in s.province_cards.get(prov, ()):
        c = s.cards[uid]
        if not c.facedown:
            total += s.defn(uid).strength_bonus or 0
    owner = s.cards[prov].owner
    ps = s.players[owner]
    if ps.stronghold_province == prov and ps.stronghold:
        total += s.defn(ps.stronghold).strength_bonus or 0
    for e in s.effects:
        if e.get("card") == prov and e.get("kind") == "strength":
            total += int(e.get("amount", 0))
    if not s.cards[prov].facedown:
        total += sum(int(e.get("amount", 0)) for e in constant_effects(s, prov)
                     if e.get("op") == "strength")
    return max(0, total)


def side_total(s: LcgState, player: int) -> int:
    """A side's total skill in the current conflict: each ready participating character's skill
    of the conflict type, plus 1 for the Imperial Favor of that type when the player has a
    participating character [RR › 3.2.3, Imperial Favor]."""
    c = s.conflict
    if c is None:
        return 0
    uids = c.attackers if player == c.attacker else c.defenders
    total = 0
    for uid in uids:
        if not s.cards[uid].bowed:
            total += skill(s, uid, c.type) or 0
    if uids and s.favor == player and s.favor_side == c.type:
        total += 1
    return total


def glory_count(s: LcgState, player: int) -> int:
    """The glory count: glory of each ready character, plus 1 per claimed ring [RR › Glory
    Count]."""
    total = sum(glory(s, u) for u in s.players[player].characters if not s.cards[u].bowed)
    return total + sum(1 for r in s.rings.values() if r["claimed_by"] == player)
