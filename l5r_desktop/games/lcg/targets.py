"""Which cards an ability may choose [RR › Target, Each]: the pools targets are chosen among
and the target filters (the vocabulary is documented in ``cards.py``); ``abilities.py`` uses
them for targets, costs and conditions, ``play.py`` for attachment restrictions."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg.cards import LcgType
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import (
    attachments_on,
    glory,
    participating,
    skill,
    value,
)


def alone(s: LcgState, uid: str) -> bool:
    """The character is the only participating character on its side [RR › Alone]."""
    c = s.conflict
    if c is None:
        return False
    return c.attackers == [uid] or c.defenders == [uid]


def immune(s: LcgState, uid: str, to: str) -> bool:
    """True when ``uid`` is immune to effects of the set ``to`` [RR › Immune]."""
    return any(e.get("kind") == "immune" and e.get("card") == uid and e.get("to") == to
               for e in s.effects)


def pool(s: LcgState, kind: str) -> list[str]:
    """The cards a target of ``type`` ``kind`` is chosen among [RR › Target]: characters
    (default) or attachments in play, provinces (unbroken or not), faceup holdings,
    characters in hand (``character_in_hand``: a player chooses among his own) or faceup in
    provinces (``character_in_province``), for "put into play"."""
    ps0, ps1 = s.players
    if kind == "character_in_hand":
        return [u for ps in s.players for u in ps.hand
                if s.defn(u).type is LcgType.CHARACTER]
    if kind == "character_in_province":
        return [u for ps in s.players for prov in ps.provinces
                for u in s.province_cards.get(prov, ())
                if not s.cards[u].facedown and s.defn(u).type is LcgType.CHARACTER]
    if kind == "character_in_discard":  # "a character in one of your discard piles"
        return [u for ps in s.players for u in ps.dynasty_discard + ps.conflict_discard
                if s.defn(u).type is LcgType.CHARACTER]
    if kind == "card_in_discard":  # "a card in your conflict discard pile"
        return ps0.conflict_discard + ps1.conflict_discard
    if kind == "attachment":
        return ps0.attachments + ps1.attachments
    if kind == "facedown_card":  # facedown dynasty cards in provinces
        return [u for ps in s.players for prov in ps.provinces
                for u in s.province_cards.get(prov, ()) if s.cards[u].facedown]
    if kind == "hand":  # cards in hand, e.g. for "discard a card from your hand" costs
        return ps0.hand + ps1.hand
    if kind == "province":
        return [u for ps in s.players
                for u in [*ps.provinces, *([ps.stronghold_province] if ps.stronghold_province
                                           else [])]]
    if kind == "holding":
        return [u for ps in s.players for prov in [*ps.provinces, ps.stronghold_province or ""]
                for u in s.province_cards.get(prov, ())
                if not s.cards[u].facedown and s.defn(u).type is LcgType.HOLDING]
    return ps0.characters + ps1.characters


def candidates(s: LcgState, p: int, uid: str, spec: dict[str, Any],
               targeting: bool = True) -> list[str]:
    """Cards that meet a target's conditions [RR › Target]: of its ``type`` (character by
    default; attachment, province, holding), and its filters (``attached_to``: an attachment on
    this card / its host, ``broken``, ``attacked``: the province under attack; ``attacking`` /
    ``defending``; ``min_cost`` / ``max_cost``: printed cost; ``max_military`` /
    ``max_political``: current skill; ``min_glory``: current glory; ``ordinary``: no status
    token (``false``: honored or dishonored); ``alone``; ``has_attachments``;
    ``skill_below_self`` / ``skill_at_most_self`` / ``glory_below_self``; ``honored`` /
    ``dishonored``
    true or false: "a character that is not honored"). Cards that
    "cannot be targeted" by the opponent's abilities are left out when the ability targets
    (``targeting``; an "each" effect does not target)."""
    if spec.get("type") == "unclaimed_ring":  # a ring to pay fate to (a cost's choice)
        return [f"ring:{e}" for e, r in s.rings.items() if r["claimed_by"] is None]
    from_event = s.defn(uid).type is LcgType.EVENT
    if spec.get("type") == "character_in_hand":  # a player chooses in his own hand only
        spec = {**spec, "controller": "you"}
    return [u for u in pool(s, spec.get("type", "character"))
            if meets(s, p, uid, spec, u, from_event=from_event, targeting=targeting)]


def meets(s: LcgState, p: int, uid: str, spec: dict[str, Any], u: str, *,
          from_event: bool = False, targeting: bool = True) -> bool:
    """Whether card ``u`` meets the filters ``spec`` of an ability of ``uid`` used by ``p``
    (see :func:`candidates`); also an attachment's "attach to" restriction."""
    cs = s.cards[u]
    d = s.defn(u)
    if "broken" in spec and cs.broken != spec["broken"]:
        return False
    if "facedown" in spec and cs.facedown != spec["facedown"]:
        return False
    if spec.get("attacked") and (s.conflict is None or s.conflict.province != u):
        return False
    if spec.get("attached_to") == "self" and cs.attached_to != uid:
        return False
    if from_event and immune(s, u, "events"):
        return False
    ctrl = spec.get("controller", "any")
    if (ctrl == "you" and cs.controller != p) or (ctrl == "opponent" and cs.controller == p):
        return False
    if "participating" in spec and participating(s, u) != spec["participating"]:
        return False
    if "bowed" in spec and cs.bowed != spec["bowed"]:
        return False
    if spec.get("not_self") and u == uid:
        return False
    if "max_cost" in spec and (d.cost or 0) > spec["max_cost"]:
        return False
    if "trait" in spec and not d.has_trait(spec["trait"]):
        return False
    if "clan" in spec and d.clan != spec["clan"]:
        return False
    if "not_clan" in spec and d.clan == spec["not_clan"]:
        return False
    if "honored" in spec and (cs.status == "honored") != spec["honored"]:
        return False
    if "dishonored" in spec and (cs.status == "dishonored") != spec["dishonored"]:
        return False
    if "min_cost" in spec and (d.cost or 0) < spec["min_cost"]:
        return False
    if "ordinary" in spec and (cs.status == "") != spec["ordinary"]:
        return False
    if "alone" in spec and alone(s, u) != spec["alone"]:
        return False
    if "has_attachments" in spec and bool(attachments_on(s, u)) != spec["has_attachments"]:
        return False
    if not _compared_to_self(s, uid, u, spec):
        return False
    if "min_glory" in spec and glory(s, u) < spec["min_glory"]:
        return False
    if "max_glory" in spec and glory(s, u) > value(s, p, uid, spec["max_glory"]):
        return False  # "with glory X or lower" (a number or a count) [RR › The letter "X"]
    if "min_attachments" in spec and len(attachments_on(s, u)) < spec["min_attachments"]:
        return False
    for kind in ("military", "political"):  # current skill; a dash counts 0 [RR › Dash]
        if f"max_{kind}" in spec and (skill(s, u, kind) or 0) > spec[f"max_{kind}"]:
            return False
    if ("attacking" in spec or "defending" in spec) and not _on_side(s, u, spec):
        return False
    if "has_fate" in spec and (cs.fate > 0) != spec["has_fate"]:
        return False
    if "not_trait" in spec and d.has_trait(spec["not_trait"]):
        return False
    if "trait_or_attached" in spec and not d.has_trait(spec["trait_or_attached"]) and not any(
            s.defn(a).has_trait(spec["trait_or_attached"]) for a in attachments_on(s, u)):
        return False  # "a Monk character or a character with a Monk attachment"
    best = spec.get("skill_below_participating")
    if isinstance(best, dict) and not _below_participating(s, p, u, best):
        return False
    if "unique" in spec and d.unique != spec["unique"]:
        return False
    return not (targeting and cs.controller != p and any(
        e.get("kind") == "untargetable" and e.get("card") == u for e in s.effects))


def _below_participating(s: LcgState, p: int, u: str, spec: dict[str, Any]) -> bool:
    """"With lower [political] skill than a participating Courtier character you control":
    lower current ``skill`` than one of ``p``'s participating characters with ``trait``."""
    kind = spec.get("skill", "military")
    mine = [skill(s, x, kind) or 0 for x in s.players[p].characters if participating(s, x)
            and (not spec.get("trait") or s.defn(x).has_trait(spec["trait"])) and x != u]
    return bool(mine) and (skill(s, u, kind) or 0) < max(mine)


def _compared_to_self(s: LcgState, uid: str, u: str, spec: dict[str, Any]) -> bool:
    """Filters comparing the candidate with the ability's card (its host for an attachment):
    ``skill_below_self`` / ``skill_at_most_self`` (``"military"`` / ``"political"`` /
    ``"conflict"``: the current conflict's type; lower / equal or lower current skill; a dash
    counts 0 [RR › Dash]), ``glory_below_self``."""
    me = s.cards[uid].attached_to or uid
    for key, strict in (("skill_below_self", True), ("skill_at_most_self", False)):
        kind = spec.get(key)
        if kind == "conflict":  # the current conflict's type
            if s.conflict is None:
                return False
            kind = s.conflict.type
        if kind:
            theirs, mine = skill(s, u, kind) or 0, skill(s, me, kind) or 0
            if theirs > mine or (strict and theirs == mine):
                return False
    return not (spec.get("glory_below_self") and glory(s, u) >= glory(s, me))


def _on_side(s: LcgState, u: str, spec: dict[str, Any]) -> bool:
    """Filters ``attacking`` / ``defending``: the card is (or, with ``false``, is not) an
    attacking / defending character of the current conflict [RR › Attacking, Defending]."""
    c = s.conflict
    for key, side in (("attacking", c.attackers if c else ()),
                      ("defending", c.defenders if c else ())):
        if key in spec and (u in side) != spec[key]:
            return False
    return True
