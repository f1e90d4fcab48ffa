"""Ongoing trait kinds that other modules read (``ongoing.py`` keeps and validates every
ongoing record; this module checks the fields of these kinds)::

    {"timing": "continuous", "ongoing": "tireless", "applies_to": "stronghold"}
        # "Your Stronghold's abilities have Tireless." (tireless.py)
    {"timing": "continuous", "ongoing": "open_permission", "action": "lobby"}
    {"timing": "continuous", "ongoing": "open_permission", "action": "equip",
     "filter": {"type": "spell", "keyword": "Air"}}
        # "may Lobby / equip Air Spells to him as an Open action" (open_permissions.py)
    {"timing": "continuous", "ongoing": "cannot_gain", "what": "clan_alignment"}
        # "Will not gain a Clan alignment." (given.py)
    {"timing": "continuous", "ongoing": "straighten_from", "turn": 2}
        # stays bowed before its controller's second turn (straightening.py)
    {"timing": "continuous", "ongoing": "one_copy"}
        # at most one copy in play for its player, like Unique (economy.unique_blocked)
    {"timing": "continuous", "ongoing": "resolution_no_bow", "applies_to": "unit"}
        # the battle's resolution leaves this unit unbowed (resolution_bowing.py)
    {"timing": "continuous", "ongoing": "no_dishonor_max", "applies_to": "yours",
     "filter": {"keyword": "Paragon"}}
        # your dishonorable Paragons keep their Personal Honor (honor_caps.py)
    {"timing": "continuous", "ongoing": "gold_when_paying", "amount": 2,
     "paying": {"type": "spell"}, "way": "discount"}
        # "Bow: When paying for a Spell, it enters play for 2 less Gold." (paying_for.py)
    {"timing": "continuous", "ongoing": "no_lobby", "applies_to": "others"}
        # "Other players may not lobby." (open_permissions.lobby_barred)
    {"timing": "continuous", "ongoing": "no_movement", "applies_to": "battlefield"}
        # "Personalities cannot move to or from this battlefield." (battlefield_movement.py)
    {"timing": "continuous", "ongoing": "pile_self_equip",
     "host": {"keywords": ["Void", "Shugenja"]}}
        # the card may be attached from its owner's discard pile to one of his Void
        # Shugenja: the Equip may take it from his Fate discard pile onto such a Personality
        # (rules/legal._equips; a permission [CE › PERMISSIONS])
    {"timing": "continuous", "ongoing": "no_transfer"}
        # "This Follower will not be transferred": no transfer moves it ("will not" prevents
        # that occurrence [CE › PREVENTION (Including Negation)]; transfers.py, the
        # toolkit's transfer check)
    {"timing": "continuous", "ongoing": "deck_copies", "copies": 10}   # or "any"
        # "up to ten copies of this card in a deck": a deck-construction trait the deck
        # legality check reads (carddb/legality.copy_limit); nothing in a game
    {"timing": "continuous", "ongoing": "province_max_base", "applies_to": "battlefield"}
        # its battlefield's province held to its base strength (province_limits.py)
    {"timing": "continuous", "ongoing": "no_terrains", "applies_to": "others",
     "if": {"card": "self", "at_current": true}}
        # "While he is at the current battlefield, other players may not play Terrains."
        # (terrains.barred)
    {"timing": "continuous", "ongoing": "cavalry_ability", "applies_to": "self",
     "if": {"player": "you", "defender": true}}
        # "If you are the Defender, he may be targeted by the rulebook Cavalry player
        # ability." (attack/choices.engage_actions, 20F)
    {"timing": "continuous", "ongoing": "entry_from", "applies_to": "self",
     "zone": "province"}
        # "Will only enter play from a province." (self_restrictions.py)
    {"timing": "continuous", "ongoing": "no_battle_actions", "applies_to": "self",
     "when_army": "stronger"}
        # "<He> may not perform Battle actions while your current army has higher total
        # Force than the current enemy army." (self_restrictions.py)
    {"timing": "continuous", "ongoing": "ability_cost", "of_ability": 2, "gold": 0,
     "when": {"mixed_units_here": true}}
        # "This ability's Gold cost is 0 if ...": the Gold cost of the card's printed
        # ability 2 while its player meets the ability condition (costs.gold_amount)
"""

from __future__ import annotations

from typing import Any

KINDS = ("tireless", "open_permission", "cannot_gain", "straighten_from", "one_copy",
         "resolution_no_bow", "no_dishonor_max", "gold_when_paying", "no_lobby",
         "no_movement", "deck_copies", "no_transfer", "pile_self_equip",
         "province_max_base", "no_terrains", "cavalry_ability", "entry_from",
         "no_battle_actions", "ability_cost")
_APPLIES = {"tireless": "stronghold", "resolution_no_bow": "unit", "no_dishonor_max": "yours",
            "no_lobby": "others", "no_movement": "battlefield",
            "province_max_base": "battlefield", "no_terrains": "others",
            "cavalry_ability": "self", "entry_from": "self", "no_battle_actions": "self"}
_ATTACH_TYPES = ("follower", "item", "spell")
#: What a ``gold_when_paying`` trait's ``paying`` may describe (paying_for.py).
_PAYING = ("type", "keyword", "any_keyword", "not_keyword", "unique", "min_printed_gold_cost")
_PAYING_TYPES = ("personality", "holding", "follower", "item", "spell", "strategy", "ring",
                 "region", "event", "celestial")


def problems(record: dict[str, Any]) -> list[str]:
    """Problems with a record of one of :data:`KINDS` (empty: the engine honours it)."""
    kind = record["ongoing"]
    if kind in _APPLIES and record.get("applies_to") != _APPLIES[kind]:
        return [f"applies_to of {kind} must be {_APPLIES[kind]}"]
    if kind == "straighten_from":
        turn = record.get("turn")
        if not (isinstance(turn, int) and not isinstance(turn, bool) and turn >= 2):
            return ["straighten_from names the turn (2 or later) before which it stays bowed"]
    flt = record.get("filter")
    if kind == "no_dishonor_max" and not (isinstance(flt, dict) and set(flt) == {"keyword"}
                                          and isinstance(flt["keyword"], str)):
        return ["no_dishonor_max has a filter {keyword} (your Personalities with it)"]
    if kind == "gold_when_paying":
        return _paying_problems(record)
    if kind == "ability_cost":
        n, when = record.get("of_ability"), record.get("when")
        gold = record.get("gold", record.get("less"))
        # (when's keys, ability conditions, are checked by ability_format.validate)
        if not (_whole(n) and n >= 1 and _whole(gold) and gold >= 0 and isinstance(
                when, dict) and when and all(isinstance(k, str) for k in when)) or \
                ("gold" in record) == ("less" in record):
            return ["ability_cost names of_ability (its number), gold (0 or more) or less "
                    "(that much under the card's Gold Cost) and when (ability conditions)"]
    if kind == "entry_from" and record.get("zone") != "province":
        return ["entry_from names the zone the card enters play from (province)"]
    if kind == "no_battle_actions" and record.get("when_army") != "stronger":
        return ["no_battle_actions holds while your current army is stronger "
                "(when_army: stronger)"]
    if kind == "no_movement" and not isinstance(record.get("negation", False), bool):
        return ["no_movement's negation is true or false"]
    if (kind == "deck_copies" and not (record.get("copies") == "any" or (
            _whole(record.get("copies")) and record["copies"] >= 1))) or (
            kind == "deck_copies" and set(record) - {"timing", "ongoing", "copies"}):
        return ["deck_copies names the copies a deck may hold (a number, or any)"]
    if kind == "pile_self_equip":
        host = record.get("host")
        if set(record) - {"timing", "ongoing", "host"} or not isinstance(host, dict) or \
                set(host) != {"keywords"} or not isinstance(host["keywords"], list) or \
                not all(isinstance(k, str) and k for k in host["keywords"]):
            return ["pile_self_equip names its host's keywords (host: {keywords: [...]})"]
    if kind == "no_transfer" and set(record) - {"timing", "ongoing"}:
        return ["no_transfer has no other keys"]
    if kind == "cannot_gain" and record.get("what") != "clan_alignment":
        return ["cannot_gain names what the card will not gain (clan_alignment)"]
    if kind == "open_permission":
        flt = record.get("filter")
        action = record.get("action")
        if action == "lobby":
            return [] if flt is None else ["a Lobby permission has no filter"]
        if action != "equip":
            return ["open_permission action is lobby or equip"]
        if not isinstance(flt, dict) or flt.get("type") not in _ATTACH_TYPES or \
                any(k not in ("type", "keyword") for k in flt) or \
                not isinstance(flt.get("keyword", ""), str):
            return ["an Equip permission's filter is {type: follower|item|spell, keyword}"]
    return []


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _paying_problems(record: dict[str, Any]) -> list[str]:
    """Problems with a ``gold_when_paying`` record (``paying_for.py``)."""
    out = []
    n = record.get("amount")
    if not ((_whole(n) and n > 0) or n == "all"):
        out.append("gold_when_paying gives a positive amount of Gold, or all")
    if n == "all" and record.get("way") != "discount":
        out.append("only a discount (enters play for 0 Gold) takes all")
    if record.get("way", "produce") not in ("produce", "discount"):
        out.append("way is produce or discount")
    if record.get("only_that_card", True) is not True:
        out.append("only_that_card is true or absent")
    want = record.get("paying")
    if not isinstance(want, dict) or not want or any(k not in _PAYING for k in want):
        return [*out, f"paying describes the card paid for by {', '.join(_PAYING)}"]
    kinds = want.get("type", [])
    kinds = kinds if isinstance(kinds, list) else [kinds]
    if any(k not in _PAYING_TYPES for k in kinds):
        out.append(f"paying.type is among {', '.join(_PAYING_TYPES)}")
    for key in ("keyword", "not_keyword"):
        if key in want and not (isinstance(want[key], str) and want[key]):
            out.append(f"paying.{key} names a keyword")
    anyk = want.get("any_keyword", ["x"])
    if not (isinstance(anyk, list) and anyk and all(isinstance(k, str) and k for k in anyk)):
        out.append("paying.any_keyword lists keywords")
    if not isinstance(want.get("unique", True), bool):
        out.append("paying.unique is true or false")
    low = want.get("min_printed_gold_cost", 0)
    if not (_whole(low) and low >= 0):
        out.append("paying.min_printed_gold_cost is a whole number")
    return out


def never_transferred(card: Any) -> bool:
    """Has the card (a ``CardState``) the trait "will not be transferred" (``no_transfer``)?"""
    return any(isinstance(r, dict) and r.get("ongoing") == "no_transfer"
               for r in card.definition.abilities)


def pile_self_holders(state: Any) -> tuple[str, ...]:
    """Ids of the game's cards (of a ``GameState``) with the ``pile_self_equip`` trait, found
    once per game (in its ability memo): the Equip listing looks at a discard pile for them
    only when there are some (asked at every opportunity)."""
    memo = state.ability_memo()
    found = memo.get("pile_self_equip")
    if found is None:
        found = memo["pile_self_equip"] = tuple(
            cid for cid, c in state.cards.items()
            if c.definition.abilities and pile_self_host(c) is not None)
    return found  # type: ignore[no-any-return]


def pile_self_host(card: Any) -> list[str] | None:
    """The keywords a Personality needs for the card (a ``CardState``) to be equipped to him
    from its discard pile (``pile_self_equip``), or ``None`` without that trait."""
    for r in card.definition.abilities:
        if isinstance(r, dict) and r.get("ongoing") == "pile_self_equip":
            return list(r["host"]["keywords"])
    return None
