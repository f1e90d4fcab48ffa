"""The records of ongoing effects (non-triggered traits, ``ongoing.py``): their kinds and
the validator.

Records (a card's ability with timing ``continuous``)::

    {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 3,
     "applies_to": "self", "while": "defending"}          # "This card has +3F while defending."
    {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 1,
     "applies_to": "yours", "filter": {"keyword": "Samurai"}}   # "Your Samurai have +1F."
    {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 1,
     "per": {"in": "army", "filter": {"keyword": "Magistrate"}, "other": true}}
                             # "+1F for each other Magistrate in her army" (``per``: counted)
    {"timing": "continuous", "ongoing": "attack_strength", "amount": -2,
     "attacks": ["fear", "melee", "ranged"], "applies_to": "unit"}
    {"timing": "continuous", "ongoing": "negate", "attacks": ["fear"], "applies_to": "self"}
    {"timing": "continuous", "ongoing": "attack_strength", "amount": -2,
     "attacks": ["ranged"], "applies_to": "host"}   # the Personality it is attached to
    {"timing": "continuous", "ongoing": "attach_only", "keyword": "Courtier"}   # or "clan",
                   # "human": true (not Nonhuman [CE › HUMAN]), "not": true ("will not attach")
    {"timing": "continuous", "ongoing": "cannot_attach", "types": ["item"]}     # or "keyword"
    {"timing": "continuous", "ongoing": "province_strength", "amount": 1}
    {"timing": "continuous", "ongoing": "province_strength", "amount": 4,
     "applies_to": "battlefield"}       # on a Terrain or Region: "This Province has +4 strength."
    {"timing": "continuous", "ongoing": "province_strength", "amount": -1,
     "applies_to": "others"}            # "Other players' provinces have -1 strength."
    {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 1,
     "applies_to": "battlefield", "filter": {"cavalry": true}}
                                  # a Terrain's "While at this battlefield, Cavalry cards have +1F"
    {"timing": "continuous", "ongoing": "hand_size", "amount": 1, "applies_to": "you"}
    {"timing": "continuous", "ongoing": "entry_rules", "keyword": "Ronin", "gold": 1,
     "ignore_honor_requirement": true}   # "Your Mercenary cards cost 2 less ..."
    {"timing": "continuous", "ongoing": "honor_victory", "amount": 10}
                                  # "Players need 6 more Honor for the Honor Victory."
    {"timing": "continuous", "ongoing": "keyword", "keyword": "Conqueror", "applies_to": "host"}
    {"timing": "continuous", "ongoing": "gold_production", "amount": 1,
     "if": {"player": "you", "clan": "Lion"}}      # "Produce 2 Gold, or 3 Gold if Lion"
    {"timing": "continuous", "ongoing": "entry_discount", "amount": 2,
     "host": {"keyword": "Courtier"}}             # "Attaches to a Courtier for 2 less Gold."
    {"timing": "continuous", "ongoing": "entry_discount", "amount": 1, "max": 3,
     "per": {"in": "yours", "filter": {"keyword": "Nonhuman"}}}
                         # "Costs 1 Gold less to bring into play per Nonhuman you
                         # control, at most 3 less."
    {"timing": "continuous", "ongoing": "entry_discount", "ignore_gold": true,
     "host": {"keywords": ["Fudo", "Nonhuman"]}}  # "Equips to a Fudo Nonhuman Personality
                                                  # ignoring Gold cost."

Kinds read elsewhere, checked by ``trait_kinds.py``: ``tireless``, ``open_permission``,
``cannot_gain``, ``straighten_from``, ``one_copy``, ``resolution_no_bow``,
``no_dishonor_max``.

``applies_to``: ``self`` (the card), ``host`` (the Personality an attachment is on), ``unit``
(every card of the card's unit that matches the optional ``filter``), ``army`` (stat: every
card in the units of the card's army, "one or more units in a given side at a battlefield"
[CE › ARMY], that matches the optional ``filter``: "Followers in Xiao's army have +1F"; none
while the card is not in an army), ``you`` / ``others`` (a player's maximum hand size: the
card's controller's, or every other player's [CE › MAXIMUM HAND SIZE]), ``yours`` (every
card in play its controller controls that matches ``filter``: ``trait_filters.py``;
with ``here``, only those at the card's location [CE › LOCATIONS]: "Your Followers at Akio's
location have +1F").
``while``: ``attacking`` / ``defending`` (the card's unit is at a battlefield on that side),
``not_in_duel`` (not involved in a duel, ``duel_state.py``). ``if`` (any kind): a condition on the
trait (``trait_conditions.py``), the effect applies only while it holds. ``gold_production``
and ``entry_discount`` are computed by ``gold_traits.py`` (Gold produced by the card; Gold
paid less when the card enters play, ``host`` = the Personality it must attach to for it).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import (
    trait_conditions,
    trait_counts,
    trait_filters,
    trait_kinds,
)

KINDS = ("stat", "attack_strength", "negate", "attach_only", "cannot_attach",
         "province_strength", "keyword", "gold_production", "entry_discount", "hand_size",
         "honor_victory", "entry_rules", *trait_kinds.KINDS)
#: Filters of an entry discount's ``host`` (the Personality an attachment enters play on).
HOST_FILTERS = ("keyword", "any_keyword", "keywords", "title", "clan")
#: Keywords a trait may grant to a card in play: those whose rules the engine checks on the
#: card in play through :func:`granted` (``games/ccg/keywords/battle.py``; Naval:
#: ``attack/combat.py``, the Naval player ability [CE › PLAYER ABILITIES]; Cavalry:
#: ``attack/armies.is_cavalry``, a unit whose Personality and Followers are all Cavalry
#: [S1 › CAVALRY]; Destined: ``keywords/draws.py``, the card in play when it has entered).
GRANTABLE = ("Conqueror", "Resilient", "Elite", "Naval", "Cavalry", "Destined")
STATS = ("force", "chi", "personal_honor")
ATTACKS = ("fear", "melee", "ranged")
APPLIES = {"stat": ("self", "host", "yours", "army", "unit", "battlefield"),
           "province_strength": ("self", "battlefield", "others"),
           "attack_strength": ("self", "host", "unit"),
           "negate": ("self", "unit"), "keyword": ("self", "host", "unit", "yours"),
           "hand_size": ("you", "others")}
WHILE = ("attacking", "defending", "not_in_duel")
ATTACH_TYPES = ("follower", "item", "spell")

def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def validate(record: dict[str, Any]) -> list[str]:
    """Problems with an ``ongoing`` continuous record (empty: the engine applies it)."""
    kind = record.get("ongoing")
    if kind not in KINDS:
        return [f"ongoing must be one of {', '.join(KINDS)}"]
    out = []
    if any(record.get(k) for k in ("trigger", "targets", "effects", "cost", "prevents")):
        out.append("an ongoing trait has no trigger, targets, effects, cost or prevents")
    applies = record.get("applies_to", "self")
    if kind in APPLIES and applies not in APPLIES[kind]:
        out.append(f"applies_to of {kind} must be one of {', '.join(APPLIES[kind])}")
    if "if" in record:
        out += trait_conditions.problems(record["if"])
    ignores = kind == "entry_discount" and record.get("ignore_gold") is True
    if kind in ("stat", "attack_strength", "province_strength", "gold_production",
                "entry_discount", "hand_size", "honor_victory") and not ignores and (
            not _int(record.get("amount")) or record.get("amount") == 0):
        out.append("amount must be a non-zero integer")
    if ignores and ("amount" in record or "per" in record):
        out.append("ignore_gold takes no amount")
    if "per" in record and kind not in ("stat", "entry_discount", "gold_production"):
        out.append("a count (per) goes on a stat, an entry discount or a Gold production")
    if "max" in record and not (kind == "entry_discount" and "per" in record
                                and _int(record["max"]) and record["max"] > 0):
        out.append("max is a positive limit on an entry discount with a count (per)")
    if kind == "stat":
        if record.get("stat") not in STATS:
            out.append(f"stat must be one of {', '.join(STATS)}")
        if record.get("while", "attacking") not in WHILE:
            out.append(f"while must be one of {', '.join(WHILE)}")
        out += trait_filters.problems(record, applies)
        if "per" in record:
            out += trait_counts.problems(record["per"], applies)
        if "here" in record and (record["here"] is not True or applies != "yours"):
            out.append("here (at the card's location) is true, with applies_to yours")
    if kind in ("attack_strength", "negate"):
        attacks = record.get("attacks")
        if not isinstance(attacks, list) or not attacks or any(a not in ATTACKS
                                                                 for a in attacks):
            out.append(f"attacks must list some of {', '.join(ATTACKS)}")
    if kind == "keyword":
        if record.get("keyword") not in GRANTABLE:
            out.append(f"a trait grants one of the keywords {', '.join(GRANTABLE)}")
        out += trait_filters.problems(record, applies)
    if kind == "gold_production" and "per" in record:  # "plus 1 Gold for each Holding"
        out += trait_counts.problems(record["per"], applies)
        if isinstance(record["per"], dict) and record["per"].get("in") != "yours":
            out.append("a Gold production counts your cards (per in yours)")
    if kind == "entry_discount":
        out += _host_problems(record.get("host"))
        if "per" in record:
            out += trait_counts.problems(record["per"], applies)
            if isinstance(record["per"], dict) and record["per"].get("in") != "yours":
                out.append("an entry discount counts your cards (per in yours)")
    if kind in trait_kinds.KINDS:
        out += trait_kinds.problems(record)
    if kind == "entry_rules" and not (
            isinstance(record.get("keyword"), str) and record["keyword"]
            and _int(record.get("gold", 0)) and record.get("gold", 0) >= 0
            and isinstance(record.get("ignore_honor_requirement", False), bool)
            and (record.get("gold") or record.get("ignore_honor_requirement"))):
        out.append("entry_rules names a keyword and gives a Gold discount (gold) and/or "
                   "ignore_honor_requirement")
    if kind == "attach_only" and (not (
            isinstance(record.get("keyword"), str) or isinstance(record.get("clan"), str)
            or record.get("human") is True) or record.get("not", False) not in (True, False)):
        out.append("attach_only names a keyword, a clan or human (not: true to bar them)")
    if kind == "cannot_attach":
        types = record.get("types", [])
        if not isinstance(types, list) or any(t not in ATTACH_TYPES for t in types) or (
                not types and not isinstance(record.get("keyword"), str)):
            out.append("cannot_attach lists types (follower, item, spell) or a keyword")
    return out


def _host_problems(host: Any) -> list[str]:
    if host is None:
        return []
    if not isinstance(host, dict) or not host or any(k not in HOST_FILTERS for k in host) \
            or not all(isinstance(host[k], str) for k in ("keyword", "title", "clan")
                       if k in host) \
            or not isinstance(host.get("any_keyword", []), list) \
            or not isinstance(host.get("keywords", []), list):
        return [f"host filters are among {', '.join(HOST_FILTERS)}"]
    return []
