"""Current values: skill, glory, province strength, conflict totals, the glory count.

Values are recalculated from the printed base and every active modifier each time they are
asked for [RR › Modifiers]; a value below zero counts as zero; a dash stays a dash.
"""

from __future__ import annotations

from l5r_desktop.games.lcg.state import LcgState

MIL = "military"
POL = "political"


def attachments_on(s: LcgState, uid: str) -> list[str]:
    """The attachments attached to card ``uid``."""
    c = s.cards[uid]
    return [a for a in s.players[c.controller].attachments + s.players[1 - c.controller].attachments
            if s.cards[a].attached_to == uid]


def _constant_bonus(s: LcgState, uid: str, kind: str) -> int:
    """Constant abilities of the card itself (``{"timing": "constant", "effects": [{"op":
    "skill", ...}], "condition": {...}}``) [RR › Constant Abilities]."""
    d = s.defn(uid)
    total = 0
    for rec in d.abilities:
        if rec.get("timing") != "constant":
            continue
        cond = rec.get("condition") or {}
        c = s.cards[uid]
        if cond.get("honored") and c.status != "honored":
            continue
        if cond.get("participating") and not participating(s, uid):
            continue
        for e in rec.get("effects", ()):
            if e.get("op") == "skill":
                total += int(e.get(kind, 0))
    return total


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
    for a in attachments_on(s, uid):
        total += getattr(s.defn(a), bonus_field) or 0
    status = s.cards[uid].status
    if status:
        g = glory(s, uid)
        total += g if status == "honored" else -g
    total += _constant_bonus(s, uid, kind)
    for e in s.effects:
        if e.get("card") == uid and e.get("kind") == "skill":
            total += int(e.get(kind, 0))
    return max(0, total)


def glory(s: LcgState, uid: str) -> int:
    """A character's current glory [RR › Glory]."""
    return max(0, s.defn(uid).glory or 0)


def participating(s: LcgState, uid: str) -> bool:
    """True when ``uid`` participates in the current conflict [RR › Participating]."""
    c = s.conflict
    return c is not None and (uid in c.attackers or uid in c.defenders)


def province_strength(s: LcgState, prov: str) -> int:
    """A province's defense strength: printed, plus holdings on it, plus the stronghold's bonus
    on the stronghold province [RR › Holding, Stronghold], plus lasting effects."""
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
