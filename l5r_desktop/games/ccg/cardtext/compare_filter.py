"""The ``compare`` filter of a target spec (moved out of ``targets.py``, which re-exports it),
and the card a record's reference names (:func:`card_ref`).

``compare`` ({"stat": "force" | "chi" | "personal_honor" | "gold_cost", "than": <an earlier
target's index> | "self" | "host", "or_equal": bool, "than_stat": <a stat>?, "plus": [<earlier
target indices>]?}): the card's stat is lower than (or equal to) that card's ("a target enemy
Personality with equal or lower Chi"), or than that card's ``than_stat`` when the words name
another stat ("a Personality with Personal Honor lower than or equal to this Personality's
Chi": both stats as they are when the targets are chosen); "if an action compares one stat to
another without specifying one of the stats being compared, the performing card or unit's own
stat is meant" [CE › MISCELLANEOUS USAGE], so the translator names the performer (an earlier
target), the card itself or the Personality carrying it. Checked when the targets are chosen
[CE › TAKING ACTIONS › B], against each tuple of targets (``targets.target_sets``).

``plus`` (ccgtext lane): the same stat of those earlier targets is added to the card's before
comparing: "one or two Personalities whose total Chi is lower than or equal to your Duelist's
Chi" is a first target compared alone and an optional second one compared with ``plus`` the
first (a total is the sum of the cards' values, and one card's total its own value [CE ›
NUMBERS OF THINGS]: "total" adds what it names).

``unit_force`` (ccgtext lane): the total Force of the card's unit, "the sum of the modified
Force of all Personalities and Followers in the unit, regardless of whether they are bowed or
unbowed" [CE › TOTAL FORCE] (``stats.unit_force``): "an enemy Personality whose unit has lower
total Force than your Monk's unit".

``unit_personality_force`` (duels lane): the Force of the Personality of the card's unit (the
card itself if it is a Personality; an attachment's Personality [CE › UNIT]): a target card
"in a unit whose Personality has" at most some Force is compared by that Personality's Force,
whichever card of the unit is targeted.

``than_also`` (a list of stats) and ``than_if_defending`` (N) (ccgtext lane, session 3): the
compared card's value is the sum of its ``than_stat`` and those stats, plus N while it is in
a defending unit ("total Force equal to or lower than your performer's Force, plus Personal
Honor, plus one if he is defending": all read when the targets are chosen). ``than_floor``
(N): the compared card's value is at least N, for an effect of the same action that raises it
to N before the optional targeting it describes ("Raise his Force to 6. You may target ... an
enemy card with lower Force": optional targeting "happens when it is described" [CE › TAKING
ACTIONS › B. Required targeting], after the raise; the engine chooses every target when the
action is announced, so it compares with the value the raise will give).

``or`` (ccgdata lane): another comparison, without ``or`` of its own; the card fits if either
holds (a target whose Force is at most this card's, or else whose Personal Honor is).

``"than": "province"`` (ccgtext lane): the current battlefield's province's strength ("a card
with Force lower than or equal to the current battlefield's province's strength"): the
province is the Defender's [CE › BATTLEFIELD] and the engine keeps one strength for a
player's provinces (``stats.province_strength``, as the battle's resolution reads it,
``attack/armies.preview``); outside a battle no card fits.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.unit_filters import card_side
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import GameState

_T_FOLLOWER = CardType.FOLLOWER

#: The stats a ``compare`` filter may compare (``followers``: how many Followers are attached
#: to the card, "an enemy card with as many or fewer Followers" [CE › FOLLOWER]: a Follower
#: attaches to a Personality, so any other card has none).
COMPARE_STATS = ("force", "chi", "personal_honor", "gold_cost", "unit_force",
                 "base_force", "base_chi", "base_personal_honor",  # base: as printed
                 "followers", "unit_personality_force")
_KEYS = ("stat", "than", "or_equal", "than_stat", "plus", "than_also", "than_if_defending",
         "than_floor", "or")


def _index_before(value: Any, index: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < index


def compare_problems(spec: dict[str, Any], index: int) -> list[str]:
    """Problems with the ``compare`` filter of the ``index``-th target spec (and a
    ``unit_of``, which only an ``each`` effect's spec may hold, ``each.py``)."""
    if "unit_of" in spec or "other_than" in spec:
        return ["unit_of and other_than are filters of each effects, not of targets"]
    on = spec.get("attached_to")
    if on is not None and not _index_before(on, index):
        return ["attached_to names an earlier target (its index)"]
    for key in ("army_of_target", "opposing_target"):
        ref = spec.get(key)
        if ref is not None and not _index_before(ref, index):
            return [f"{key} names an earlier target (its index)"]
    cmp = spec.get("compare")
    if cmp is None:
        return []
    if isinstance(cmp, dict) and "or" in cmp:  # either comparison (one level)
        alt = cmp["or"]
        if not isinstance(alt, dict) or "or" in alt:
            return ["compare's or is another comparison, without an or of its own"]
        out = compare_problems({"compare": alt}, index)
        if out:
            return out
    than = cmp.get("than") if isinstance(cmp, dict) else None
    plus = cmp.get("plus", []) if isinstance(cmp, dict) else None
    if not isinstance(cmp, dict) or cmp.get("stat") not in COMPARE_STATS or not (
            than in ("self", "host", "province") or _index_before(than, index)) \
            or not isinstance(cmp.get("or_equal", False), bool) \
            or cmp.get("than_stat", "force") not in COMPARE_STATS \
            or any(k not in _KEYS for k in cmp) \
            or not isinstance(plus, list) or not all(_index_before(p, index) for p in plus):
        return ["compare is {stat: force|chi|personal_honor|gold_cost|unit_force|base_force|"
                "base_chi|base_personal_honor|followers|unit_personality_force, than: an "
                "earlier target, "
                "self, host or province, or_equal, than_stat, plus: earlier targets}"]
    also = cmp.get("than_also", [])
    numbers = [cmp.get("than_if_defending", 0), cmp.get("than_floor", 0)]
    if not isinstance(also, list) or not all(a in COMPARE_STATS for a in also) \
            or not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers) \
            or (than == "province" and any(
                k in cmp for k in ("than_also", "than_if_defending", "than_floor"))):
        return ["than_also lists stats, than_if_defending and than_floor are numbers (of a "
                "card, not the province)"]
    return []


def _stat(state: GameState, cid: str, stat: str) -> int:
    if stat == "unit_force":  # the total Force of the card's unit
        return stats.unit_force(state, state.cards[cid].attached_to or cid)
    if stat == "unit_personality_force":  # the Force of its unit's Personality
        return stats.force(state, state.cards[cid].attached_to or cid)
    if stat.startswith("base_"):  # as printed [CE › BASE]
        return int(getattr(state.cards[cid].definition, stat[5:]) or 0)
    if stat == "followers":  # the Followers attached to it
        cards = state.cards
        return sum(1 for a in cards[cid].attachments
                   if cards[a].definition.type is _T_FOLLOWER)
    return int(getattr(stats, stat)(state, cid))


def card_ref(state: GameState, source: str, ref: Any, chosen: tuple[str, ...]) -> str | None:
    """The card a record's reference names: ``"self"`` (the ability's card), ``"host"`` (the
    card it is attached to) or a target index among the targets ``chosen``; None when there is
    no such card or it is not in play."""
    if ref == "self":
        cid: str | None = source
    elif ref == "host":
        cid = state.cards[source].attached_to
    else:
        cid = (chosen[ref] or None) if ref < len(chosen) else None  # ("": none chosen)
    if cid is None or not state.cards[cid].in_play:
        return None
    return cid


def compared(state: GameState, source: str, spec: dict[str, Any], cid: str,
             chosen: tuple[str, ...]) -> bool:
    """Does ``cid`` pass the spec's ``compare`` filter, with the targets ``chosen`` so far?"""
    cmp = spec["compare"]
    if "or" in cmp and compared(state, source, {"compare": cmp["or"]}, cid, chosen):
        return True
    if cmp["than"] == "province":  # the current battlefield's province's strength
        att = state.attack
        if att is None or att.current is None:
            return False
        theirs = stats.province_strength(state, att.defender,
                                         att.battlefields[att.current].province)
        mine = _stat(state, cid, cmp["stat"])
        return mine <= theirs if cmp.get("or_equal") else mine < theirs
    ref = card_ref(state, source, cmp["than"], chosen)
    if ref is None:
        return False
    mine = _stat(state, cid, cmp["stat"])
    for n in cmp.get("plus", ()):  # "whose total Chi": the earlier targets' too
        other = card_ref(state, source, n, chosen)
        if other is None:
            return False
        mine += _stat(state, other, cmp["stat"])
    theirs = _stat(state, ref, cmp.get("than_stat", cmp["stat"]))
    if "than_also" in cmp or "than_if_defending" in cmp or "than_floor" in cmp:
        theirs += sum(_stat(state, ref, st) for st in cmp.get("than_also", ()))
        if cmp.get("than_if_defending") and card_side(state, ref) == "defending":
            theirs += int(cmp["than_if_defending"])
        theirs = max(theirs, int(cmp.get("than_floor", theirs)))
    return mine <= theirs if cmp.get("or_equal") else mine < theirs

