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
    Favor), ``opponent_favor`` (the opponent has it), ``role_trait`` (its controller's role
    card has that trait: "while you have an Air role")."""
    if not cond:
        return True
    c = s.cards[src]
    who = c.attached_to or src
    status = s.cards[who].status
    if cond.get("honored") and status != "honored":
        return False
    if cond.get("dishonored") and status != "dishonored":
        return False
    if cond.get("ordinary") and status:  # "while this character is ordinary"
        return False
    if cond.get("dire") and s.cards[who].fate:  # Dire: "when it has no fate on it"
        return False
    if "phase" in cond and s.phase != cond["phase"]:  # "during the fate phase"
        return False
    if cond.get("fewer_cards_in_hand") and len(s.players[c.controller].hand) >= len(
            s.players[1 - c.controller].hand):
        return False  # "while you have fewer cards in your hand than an opponent"
    now = s.conflict
    if cond.get("lost_conflict") and (now is None or now.winner is None
                                      or now.winner == c.controller):
        return False  # "in conflicts in which it lost"
    if cond.get("attacked_province_broken") and (
            now is None or not s.cards[now.province].broken
            or s.cards[now.province].controller == c.controller):
        return False  # "conflicts in which a province your opponent controls was broken"
    if cond.get("first_player") and s.first_player != c.controller:
        return False
    if cond.get("composure") and not (  # "you have composure if your honor bid is lower"
            s.players[c.controller].dial < s.players[1 - c.controller].dial
            and s.players[c.controller].dial_revealed):
        return False
    if cond.get("participating") and not participating(s, who):
        return False
    conf = s.conflict
    if cond.get("attacking") and (conf is None or who not in conf.attackers):
        return False
    if cond.get("defending") and (conf is None or who not in conf.defenders):
        return False
    if "ring" in cond and (conf is None or not conf.declared
                           or not has_element(s, conf.ring, cond["ring"])):
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
    if cond.get("opponent_favor") and s.favor != 1 - c.controller:
        return False
    if "role_trait" in cond:
        role = s.players[c.controller].role
        if role is None or not s.defn(role).has_trait(cond["role_trait"]):
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
    absent or ``"self"``), its attachments' (``target: "host"``: "attached character gets
    +1 [military]", "attached character gains Covert") and other cards' ``each`` effects
    (:func:`aura_effects`) [RR › Constant Abilities, Attachment Cards]."""
    out: list[dict[str, Any]] = []
    if atts is None:
        atts = attachments_on(s, uid)
    for src, want in ((uid, "self"), *((a, "host") for a in atts)):
        for rec in s.defn(src).abilities:
            if rec.get("timing") != "constant" or "effects" not in rec:
                continue
            effects = [e for e in rec["effects"]
                       if e.get("target", "self") == want and "each" not in e]
            if effects and constant_holds(s, src, rec.get("condition") or {}):
                out.extend(effects)
    if _aura_ids(s) and s.cards[uid].zone == "play":
        out.extend(aura_effects(s, uid))
    return out


_AURAS: dict[int, tuple[Any, int, frozenset[str]]] = {}


def _aura_ids(s: LcgState) -> frozenset[str]:
    """Card ids whose constant abilities have ``each`` effects (most games: none)."""
    key = id(s.defs)
    hit = _AURAS.get(key)
    if hit is None or hit[0] is not s.defs or hit[1] != len(s.defs):
        if len(_AURAS) > 64:
            _AURAS.clear()
        ids = frozenset(cid for cid, d in s.defs.items() for rec in d.abilities
                        if rec.get("timing") == "constant"
                        and any("each" in e for e in rec.get("effects") or ()))
        hit = (s.defs, len(s.defs), ids)
        _AURAS[key] = hit
    return hit[2]


def _aura_sources(s: LcgState) -> list[str]:
    """Cards whose constant abilities are active: characters and attachments in play, the
    strongholds, faceup holdings and faceup unbroken provinces [RR › Constant Abilities]."""
    ids = _aura_ids(s)
    out = []
    for ps in s.players:
        provs = [*ps.provinces, *([ps.stronghold_province] if ps.stronghold_province else [])]
        cands = [*ps.characters, *ps.attachments, *([ps.stronghold] if ps.stronghold else []),
                 *(p for p in provs if not s.cards[p].facedown and not s.cards[p].broken),
                 *(u for p in provs for u in s.province_cards.get(p, ())
                   if not s.cards[u].facedown)]
        out.extend(u for u in cands if s.cards[u].card_id in ids)
    return out


def aura_match(s: LcgState, src: str, spec: dict[str, Any], uid: str) -> bool:
    """Whether character ``uid`` is one of "each [filters] character" of a constant ability
    on ``src``: ``controller`` (you / opponent, from ``src``'s controller), ``trait`` /
    ``not_trait``, ``clan`` / ``not_clan``, ``not_self``, ``participating``, ``attacking`` /
    ``defending``, ``honored`` / ``dishonored``, ``bowed``, ``unique`` [RR › Each, Constant
    Abilities]. (Skill and glory filters are left out: a value may not depend on itself.)"""
    c = s.cards[uid]
    d = s.defn(uid)
    me = s.cards[src].controller
    ctrl = spec.get("controller", "any")
    if (ctrl == "you" and c.controller != me) or (ctrl == "opponent" and c.controller == me):
        return False
    if spec.get("not_self") and uid in (src, s.cards[src].attached_to):
        return False
    if "trait" in spec and not d.has_trait(spec["trait"]):
        return False
    if "not_trait" in spec and d.has_trait(spec["not_trait"]):
        return False
    if "clan" in spec and d.clan != spec["clan"]:
        return False
    if "not_clan" in spec and d.clan == spec["not_clan"]:
        return False
    conf = s.conflict
    for key, side in (("participating", (conf.attackers + conf.defenders) if conf else []),
                      ("attacking", conf.attackers if conf else []),
                      ("defending", conf.defenders if conf else [])):
        if key in spec and (uid in side) != spec[key]:
            return False
    if "honored" in spec and (c.status == "honored") != spec["honored"]:
        return False
    if "dishonored" in spec and (c.status == "dishonored") != spec["dishonored"]:
        return False
    if "bowed" in spec and c.bowed != spec["bowed"]:
        return False
    return not ("unique" in spec and d.unique != spec["unique"])


def aura_effects(s: LcgState, uid: str) -> list[dict[str, Any]]:
    """``each`` effects of other cards' constant abilities that reach character ``uid``
    ("each other [Lion] character you control gets +1 [military]"; "each participating
    character you control gains Pride") [RR › Constant Abilities, Each]."""
    if s.defn(uid).type.value != "character":
        return []
    out: list[dict[str, Any]] = []
    for src in _aura_sources(s):
        for rec in s.defn(src).abilities:
            if rec.get("timing") != "constant":
                continue
            effects = [e for e in rec.get("effects") or () if isinstance(e.get("each"), dict)
                       and e.get("op") != "strength" and aura_match(s, src, e["each"], uid)]
            if effects and constant_holds(s, src, rec.get("condition") or {}):
                out.extend(effects)
    return out


#: What a value may count ("+1 [military] for each ring you have claimed").
COUNTS = ("claimed_rings", "opponent_claimed_rings", "attachments", "cards_in_hand",
          "honored_you", "participating_you", "broken_opponent_provinces", "characters_you",
          "holdings_you", "unclaimed_rings", "unclaimed_ring_fate", "attacking",
          "facedown_provinces_you", "printed_military", "current_military",
          "opponent_cards_in_hand", "current_political", "fate_pool", "claimed_rings_all",
          "your_bid", "opponent_ready_characters", "honored_opponent")


#: Counts that :func:`_count_more` makes (the others: :func:`_count`).
_FILTERED = frozenset(COUNTS[7:]) | {"participating_you"}


def _matching(s: LcgState, uid: str, card: str | None, v: dict[str, Any]) -> bool:
    """A counted character meets the count's filters: ``trait``, ``clan``, ``not_self`` (not
    ``card`` itself)."""
    d = s.defn(uid)
    return ("trait" not in v or d.has_trait(v["trait"])) and (
        "clan" not in v or d.clan == v["clan"]) and not (v.get("not_self") and uid == card) \
        and not (v.get("honored") and s.cards[uid].status != "honored")


def _count_more(s: LcgState, p: int, card: str | None, v: dict[str, Any]) -> int:
    """The counts of the later card batches [RR › The letter "X"]: ``characters_you`` /
    ``participating_you`` (with :func:`_matching` filters: "each Shugenja character you
    control", "each participating [unicorn] character you control"), ``holdings_you`` (faceup
    holdings in your provinces), ``unclaimed_rings``, ``unclaimed_ring_fate`` (fate on the
    unclaimed rings), ``attacking`` (attacking characters), ``facedown_provinces_you``
    (your unrevealed provinces), ``printed_military`` / ``current_military`` of ``card``
    ("double its base / its [military] skill": our base skill is the printed one)."""
    per = str(v.get("per"))
    ps = s.players[p]
    if per in ("characters_you", "participating_you"):
        return sum(_matching(s, u, card, v) for u in ps.characters
                   if per == "characters_you" or participating(s, u))
    if per == "holdings_you":
        provs = [*ps.provinces, *([ps.stronghold_province] if ps.stronghold_province else [])]
        return sum(not s.cards[u].facedown and s.defn(u).type.value == "holding"
                   for prov in provs for u in s.province_cards.get(prov, ()))
    if per == "unclaimed_rings":
        return sum(r["claimed_by"] is None for r in s.rings.values())
    if per == "unclaimed_ring_fate":
        return sum(r["fate"] for r in s.rings.values() if r["claimed_by"] is None)
    if per == "honored_opponent":
        return sum(s.cards[u].status == "honored" for u in s.players[1 - p].characters)
    if per == "opponent_ready_characters":
        return sum(not s.cards[u].bowed for u in s.players[1 - p].characters)
    if per == "fate_pool":
        return ps.fate
    if per == "claimed_rings_all":
        return sum(r["claimed_by"] is not None for r in s.rings.values())
    if per == "your_bid":  # the bid on your honor dial (the last one revealed)
        return ps.dial
    if per == "opponent_cards_in_hand":
        return len(s.players[1 - p].hand)
    if per == "attacking":
        return len(s.conflict.attackers) if s.conflict is not None else 0
    if per == "facedown_provinces_you":
        return sum(s.cards[u].facedown for u in ps.provinces)
    if per in ("printed_military", "current_military") and card:
        n = s.defn(card).military if per == "printed_military" else skill(s, card, MIL)
        return n or 0
    if per == "current_political" and card:
        return skill(s, card, POL) or 0
    return 0


def _count(s: LcgState, p: int, card: str | None, per: str) -> int:
    if per == "claimed_rings":
        return sum(r["claimed_by"] == p for r in s.rings.values())
    if per == "opponent_claimed_rings":
        return sum(r["claimed_by"] == 1 - p for r in s.rings.values())
    if per == "attachments" and card:
        return len(attachments_on(s, s.cards[card].attached_to or card))
    if per == "cards_in_hand":
        return len(s.players[p].hand)
    if per == "honored_you":
        return sum(s.cards[u].status == "honored" for u in s.players[p].characters)
    if per == "broken_opponent_provinces":
        ops = s.players[1 - p]
        return sum(s.cards[u].broken for u in [*ops.provinces,
                                               *([ops.stronghold_province]
                                                 if ops.stronghold_province else [])])
    return 0


def value(s: LcgState, p: int, card: str | None, v: Any, default: int = 0) -> int:
    """A number of an effect: an integer, or a count ``{"per": one of COUNTS, "times": 1,
    "plus": 0}`` seen from player ``p`` (``card``: the card it is about, for ``attachments``)
    [RR › The letter "X", Count]. Lasting effects fix it when they resolve; constant abilities
    recount it each time (from the affected card's controller)."""
    if v is None:
        return default
    if isinstance(v, dict):
        per = str(v.get("per"))
        n = _count_more(s, p, card, v) if per in _FILTERED else _count(s, p, card, per)
        return n * int(v.get("times", 1)) + int(v.get("plus", 0))
    return int(v)


def ring_elements(s: LcgState, ring: str | None) -> tuple[str, ...]:
    """The elements of ``ring``: its own and any a ``ring_element`` effect gave it
    [RR › Rings: "the [element] ring" refers to any ring that has that element]."""
    if not ring:
        return ()
    extra = [e["element"] for e in s.effects
             if e.get("kind") == "ring_element" and e.get("ring") == ring]
    return (ring, *extra) if extra else (ring,)


def has_element(s: LcgState, ring: str | None, element: str) -> bool:
    """Whether ``ring`` has ``element`` (:func:`ring_elements`)."""
    return ring == element or element in ring_elements(s, ring)


def has_keyword(s: LcgState, uid: str, keyword: str) -> bool:
    """True when card ``uid`` has ``keyword`` now: printed, or gained from a lasting effect
    (``gain_keyword``) or a constant ability [RR › Gains, Keywords]."""
    d = s.defn(uid)
    if d.has_keyword(keyword):
        return True
    k = keyword.casefold()
    for e in s.effects:
        if e.get("kind") == "keyword" and e.get("card") == uid and e.get("keyword") == k \
                and (not e.get("ring") or (s.conflict is not None
                                           and s.conflict.ring == e["ring"])):
            return True  # ``ring``: "gains covert during [water] conflicts" only
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
    if not s.defn(uid).abilities and not s.players[0].attachments \
            and not s.players[1].attachments and not _aura_ids(s):
        return False  # (an opponent's attachment on it counts too: "Pacifism")
    atts = None if s.cards[uid].zone == "play" else []  # in hand: its own text only
    return any(e.get("op") == "cannot" and e.get("what") == what
               and e.get("conflict") in (None, ctype) for e in constant_effects(s, uid, atts))


def _constant_bonus(s: LcgState, uid: str, kind: str, atts: list[str]) -> int:
    """Skill changes of constant abilities (``{"timing": "constant", "effects": [{"op":
    "skill", ...}], "condition": {...}}``) on the card and its attachments
    [RR › Constant Abilities]."""
    p = s.cards[uid].controller
    return sum(value(s, p, uid, e.get(kind)) for e in constant_effects(s, uid, atts)
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
        p = s.cards[uid].controller
        total += sum(value(s, p, uid, e.get("glory")) for e in constant_effects(s, uid)
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
        total += sum(value(s, s.cards[prov].controller, prov, e.get("amount"))
                     for e in constant_effects(s, prov)
                     if e.get("op") == "strength")
    if _aura_ids(s):
        total += _strength_auras(s, prov)
    return max(0, total)


def _strength_auras(s: LcgState, prov: str) -> int:
    """Strength changes of other cards' constant abilities that reach province ``prov``:
    ``{"op": "strength", "amount": -1, "each": {"controller": "opponent", "attacked":
    true}}`` ("while this character is attacking, the attacked province gets -1 strength";
    "each of your provinces gets +1 strength"): ``controller`` from the source's controller,
    ``attacked``, ``broken``, ``facedown`` [RR › Constant Abilities, Province Strength]."""
    total = 0
    for src in _aura_sources(s):
        me = s.cards[src].controller
        for rec in s.defn(src).abilities:
            if rec.get("timing") != "constant" or src == prov:
                continue
            hits = [e for e in rec.get("effects") or () if e.get("op") == "strength"
                    and isinstance(e.get("each"), dict) and _reaches(s, me, e["each"], prov)]
            if hits and constant_holds(s, src, rec.get("condition") or {}):
                total += sum(value(s, me, src, e.get("amount")) for e in hits)
    return total


def _reaches(s: LcgState, me: int, spec: dict[str, Any], prov: str) -> bool:
    """A province meets an aura's province filters (:func:`_strength_auras`)."""
    c, ctrl = s.cards[prov], spec.get("controller", "any")
    attacked = s.conflict is not None and s.conflict.declared and s.conflict.province == prov
    return not ((ctrl == "you" and c.controller != me) or (ctrl == "opponent" and c.controller
                == me) or ("attacked" in spec and attacked != spec["attacked"])
                or ("broken" in spec and c.broken != spec["broken"])
                or ("facedown" in spec and c.facedown != spec["facedown"]))


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
    Count]; a faceup holding's constant ``glory_count`` adds to its controller's side."""
    total = sum(glory(s, u) for u in s.players[player].characters if not s.cards[u].bowed)
    ps = s.players[player]
    total += sum(int(rec.get("glory_count", 0)) for prov in ps.provinces  # "This holding
                 for u in s.province_cards.get(prov, ()) if not s.cards[u].facedown  # adds
                 for rec in s.defn(u).abilities if rec.get("timing") == "constant")  # +3"
    return total + sum(1 for r in s.rings.values() if r["claimed_by"] == player)
