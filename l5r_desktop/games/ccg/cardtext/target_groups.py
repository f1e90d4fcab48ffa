"""A group target: "target one or more of your Courtier or Shugenja Personalities: Move them
home", "target one or more Personalities, up to an amount equal to your Courtier's Chi".

The record's last target spec carries ``"group"``::

    {"type": "personality", "controller": "you", "group": {}}            # one or more
    {"type": "personality", "group": {"max": 2}}                         # one or two
    {"type": "personality", "group": {"max": 2, "same_controller": true}}
                                         # "one or two ... controlled by the same player"
    {"type": "personality", "group": {"min": 2, "max": 2, "same_controller": true,
                                      "apart": true}}
                                         # two of one player's, at different locations
    {"type": "personality", "group": {"max_from": {"card": 0, "stat": "chi"}}}
                                         # up to an amount equal to that target's Chi
                                         # ("half": true: half of it, rounded down)

The player targets any number of distinct cards that fit, from one up to the maximum (each is
a target of the action [CE › TAKING ACTIONS › B. Required targeting]); the use's target tuple
holds them from the group's index on, one tuple per set of cards, whatever their order
(``targets.target_sets``, the smaller sets first, within the engine's 64 tuples). An effect on
the group ("them") is applied to each card of it: :func:`expanded` rewrites the record for the
use, one effect per card, before costs and effects resolve (``abilities.resolve``); so is an
``each`` effect on the cards of the group's units (``unit_of`` the group: "Give Cavalry to them
and to each of their Followers", one such effect per unit), its condition on the group's card
read for that unit's ("Straighten the unit of each of them who moved"). Only action abilities
and Reactions (chosen when the Reaction is announced, as its other targets) have a group; no
cost or amount reads it (the validator). The group may be chosen rather than
targeted and be the action's performers ("choose one or more of your performing
Personalities": ``choose``, ``performer``; chosen cards are not targeted [CE › TARGET], each
performer must be able to perform [CE › PERFORM]).
"""

from __future__ import annotations

from typing import Any

#: The stats a ``max_from`` may read.
_STATS = ("chi", "force", "personal_honor")
_COSTS = ("bow_targets", "dishonor_targets", "destroy_targets", "move_home_targets")


def group_index(record: dict[str, Any]) -> int | None:
    """The index of the record's group target, or None."""
    specs = record.get("targets") or []
    if specs and isinstance(specs[-1], dict) and "group" in specs[-1]:
        return len(specs) - 1
    return None


def problems(record: dict[str, Any], timings: tuple[str, ...]) -> list[str]:
    """Problems with a record's group target (``timings``: the action timings)."""
    specs = record.get("targets") or []
    if not isinstance(specs, list):
        return []
    marked = [n for n, t in enumerate(specs) if isinstance(t, dict) and "group" in t]
    if not marked:
        return []
    g = marked[0]
    spec = specs[g]
    if marked != [len(specs) - 1]:
        return ["only the last target may be a group"]
    if record.get("timing") not in timings:
        return ["a group target belongs to an action ability or a Reaction"]
    if any(spec.get(k) for k in ("optional", "zone")):
        return ["a group is in play and not optional"]
    value = spec["group"]
    for flag in ("same_controller", "apart"):
        if isinstance(value, dict) and flag in value:
            if value[flag] is not True:
                return [f"a group's {flag} is true or absent"]
            value = {k: v for k, v in value.items() if k != flag}
    if isinstance(value, dict) and "min" in value:
        low = value["min"]
        if not isinstance(low, int) or isinstance(low, bool) or low < 1 or \
                low > value.get("max", low):
            return ["a group's min is a whole number from 1 to its max"]
        value = {k: v for k, v in value.items() if k != "min"}
    if not isinstance(value, dict) or set(value) - {"max", "max_from"} or len(value) > 1:
        return ["group is {}, {max: N} or {max_from: {card, stat}}"]
    top = value.get("max", 1)
    if not isinstance(top, int) or isinstance(top, bool) or top < 1:
        return ["a group's max is a whole number above 0"]
    src = value.get("max_from")
    if src is not None and not (
            isinstance(src, dict) and {"card", "stat"} <= set(src) <= {"card", "stat", "half"}
            and src.get("half", True) is True and src["stat"] in _STATS
            and isinstance(src["card"], int) and not isinstance(src["card"], bool)
            and 0 <= src["card"] < g):
        return ["a group's max_from is {card: an earlier target, stat: chi|force|"
                "personal_honor, half: true?}"]
    cost = record.get("cost") or {}
    if isinstance(cost, dict) and any(
            g in (cost.get(k) or []) for k in _COSTS if isinstance(cost.get(k), list)):
        return ["a group pays no cost"]
    return []


def most(spec: dict[str, Any], stat_of: Any, chosen: tuple[str, ...]) -> int | None:
    """The largest group allowed (None: no limit) with the targets ``chosen`` before it;
    ``stat_of(card_id, stat)`` reads a stat now."""
    value = spec["group"]
    if "max" in value:
        return int(value["max"])
    src = value.get("max_from")
    if src is None:
        return None
    top = int(stat_of(chosen[src["card"]], src["stat"]))
    if src.get("half"):  # "up to half of your Courtier's Chi, rounded down"
        top //= 2
    return max(0, top)


def location(state: Any, card_id: str) -> str | None:
    """``home:<player>``, ``bf:<index>``, or ``None`` for a card not at a location (out of
    play) [CE › LOCATIONS]."""
    c = state.cards[card_id]
    zone = c.zone.value
    if zone == "home":
        return f"home:{c.controller}"
    if zone == "battlefield" and c.battlefield is not None:
        return f"bf:{c.battlefield}"
    return None


def fewest(spec: dict[str, Any]) -> int:
    """The smallest group allowed (``min``, default one): "two Personalities" is two."""
    return int(spec["group"].get("min", 1))


def together(state: Any, spec: dict[str, Any], group: tuple[str, ...]) -> bool:
    """May these cards be targeted together? ``same_controller``: "one or two Personalities
    controlled by the same player" (every card of the group has one controller); ``apart``:
    "at different locations" (no two of them at the same location: a player's home or a
    battlefield [CE › LOCATIONS])."""
    value = spec["group"]
    cards = state.cards
    if value.get("same_controller") and len({cards[c].controller for c in group}) != 1:
        return False
    if value.get("apart"):
        places = [location(state, c) for c in group]
        return None not in places and len(set(places)) == len(places)
    return True


def _if_on(e: dict[str, Any], g: int, k: int) -> dict[str, Any]:
    """An effect's condition on the group's card ("of each of them who moved") read for the
    group's ``k``-th target."""
    cond = e.get("if")
    return {"if": {**cond, "card": k}} if isinstance(cond, dict) and cond.get("card") == g \
        else {}


def expanded(record: dict[str, Any], n_targets: int) -> dict[str, Any]:
    """The record for a use with ``n_targets`` targets: each effect on the group, once per
    card of it (the group's cards are the targets from its index on)."""
    g = group_index(record)
    if g is None:
        return record
    effs: list[Any] = []
    for e in record.get("effects", []):
        if isinstance(e, dict) and e.get("target") == g:
            effs += [{**e, "target": k} for k in range(g, n_targets)]
        elif isinstance(e, dict) and isinstance(e.get("each"), dict) \
                and e["each"].get("unit_of") == g:  # "each of their Followers": per unit
            effs += [{**e, "each": {**e["each"], "unit_of": k},
                      **_if_on(e, g, k)} for k in range(g, n_targets)]
        else:
            effs.append(e)
    return {**record, "effects": effs}
