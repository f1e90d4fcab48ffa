"""The format of one target spec of an ability record (``abilities.py``, the validator in
``ability_format.py``): its type or types, its filter keys and their values. A spec describes a
card the ability targets or chooses [CE › TARGET], in play unless its ``zone`` names a discard
pile, the hand or a province (``discard_piles.py``, ``hand_costs.py``, ``province_cards.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import (
    discard_piles,
    hand_costs,
    identity_filters,
    province_cards,
    source_bound,
    stat_filters,
)
from l5r_desktop.games.ccg.cardtext import targets as target_specs

TARGET_TYPES = ("personality", "holding", "follower", "item", "spell", "attachment", "card",
                "stronghold", "region", "ranged",  # ranged: engine II (ranged.py)
                "strategy", "ring",  # in a discard pile only (discard_piles.py)
                "terrain",  # a Terrain in play at a battlefield (targets.py)
                "celestial")  # a Celestial in play at its player's home
#: Filter keys whose only value is true.
_TRUE_ONLY = ("same_unit", "here", "army_of", "alone_in_army", "near_current", "assigned_here",
              "carrier", "performed_it")


def spec_problems(spec: Any) -> list[str]:
    """Problems with one target spec (its type or types, its filter keys)."""
    if not isinstance(spec, dict):
        return ["a target must be an object"]
    if "any_of" in spec:  # one of several specs (targets.py): each checked as a spec
        subs = spec["any_of"]
        outer = {k: v for k, v in spec.items() if k != "any_of"}
        out = target_specs.any_of_problems(spec)
        if out:
            return out
        return [p for one in subs for p in spec_problems({**outer, **one})]
    kind = spec.get("type")
    kinds = kind if isinstance(kind, list) and kind else [kind]
    if any(k not in TARGET_TYPES or (k == "ranged" and len(kinds) > 1) for k in kinds):
        return [f"target type must be one of {', '.join(TARGET_TYPES)} (or a list)"]
    out = target_specs.any_of_problems(spec)
    kw = spec.get("keyword", "")  # one keyword, or a list the card has all of
    if not isinstance(kw, str) and not (isinstance(kw, list) and kw and all(
            isinstance(k, str) for k in kw)):
        out.append("a target's keyword is a keyword or a list of keywords")
    if any(k not in target_specs.FILTERS for k in spec):
        out.append(f"target keys must be among {', '.join(target_specs.FILTERS)}")
    if "token" in spec and not (isinstance(spec["token"], str) and spec["token"].strip()):
        out.append("a target's token is a token's title")
    if spec.get("side", "attacking") not in target_specs.SIDES:
        out.append("target side must be attacking or defending")
    if "with_followers" in spec and (spec.get("type") != "ranged" or spec[
            "with_followers"] not in (True, "reconnaissance")):
        out.append("with_followers (true or reconnaissance) is on a ranged target only")
    gold = spec.get("max_gold_cost", 0)
    if not isinstance(gold, int) or isinstance(gold, bool) or gold < 0:
        out.append("max_gold_cost is a whole number, 0 or more")
    if not isinstance(spec.get("ability_keyword", ""), str):
        out.append("ability_keyword is an ability keyword")
    if any(k in spec and spec[k] is not True for k in _TRUE_ONLY):
        out.append(f"{', '.join(_TRUE_ONLY)} are true or absent")
    zone = spec.get("zone")
    if "kinds" in spec and zone != hand_costs.HAND:
        out.append("kinds describes a card of the hand (zone: hand)")
    out += hand_costs.spec_problems(spec) if zone == hand_costs.HAND else \
        province_cards.spec_problems(spec) if zone == province_cards.PROVINCE else \
        source_bound.spec_problems(spec) if zone == source_bound.ANYWHERE else \
        discard_piles.spec_problems(spec)
    out += identity_filters.problems(spec) + stat_filters.problems(spec)
    bare = spec.get("no_attachments", True)  # true, or {"unless_performed": K} (turn_memory)
    if bare is not True and not (isinstance(bare, dict) and list(bare) == ["unless_performed"]
                                 and isinstance(bare["unless_performed"], str)):
        out.append("no_attachments is true or {unless_performed: an ability keyword}")
    if spec.get("on_self", True) is not True:
        out.append("on_self is true or absent")
    if spec.get("trigger_card", "is") not in ("is", "near", "near_other"):
        out.append("trigger_card is is, near or near_other")
    if spec.get("performer") and (spec.get("controller") != "you" or any(
            k not in ("personality", "follower") for k in kinds)):
        out.append("a performer is one of your Personalities or Followers")
    return out
