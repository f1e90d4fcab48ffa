"""Targets compared by a stat: "target an enemy Personality with lower Force", "... with equal or
lower Chi", "... with an equal or lower Gold Cost", "... with lower Force than this Personality"
(the ``compare`` filter of ``games/ccg/cardtext/targets.py``). With no second card named, the
performing card's own stat is meant [CE › MISCELLANEOUS USAGE]: the performer when one was
chosen before, else the card itself (a Personality, or a Follower's Force: "A Personality
or Follower is performing an action if ... the action is from an ability on the Personality or
Follower" [CE › PERFORM]; its Force or Gold Cost) or the Personality carrying it (an Item or
Spell); a Strategy without a performer stays manual. Forms: the constraint ``target <det>
<spec> with ...``, and the sentences ``Target <det> <spec> with ...[: <effects>]``, ``<Verb>
a|your target <spec> with ...``, ``Move home a|your target <spec> with ...``. A comparison with
another stat of a named card, ``<spec> with <Stat> lower than [or equal to] <card>'s <Stat>``
("with Personal Honor lower than or equal to this Personality's Chi"), is the filter's
``than_stat``; "with lower Personal Honor than his Chi", "higher" and "or" between comparisons
stay manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import DET

_STATS = {"Force": "force", "Chi": "chi", "Personal Honor": "personal_honor",
          "Gold Cost": "gold_cost"}
_CMP = (r"(?P<spec>.+?) with (?:an )?(?P<eq>equal or )?lower (?P<base>base )?"
        r"(?P<stat>Force|Chi|Personal Honor|Gold Cost)"
        r"(?: than (?P<than>[^:']+?))?")
#: "with Personal Honor lower than or equal to Kenji's Chi": another stat of a named card.
_CMP_OTHER = (r"(?P<spec>.+?) with (?P<stat>Force|Chi|Personal Honor) (?:lower than "
              r"(?P<eq>or equal to )?|(?P<eq2>equal to or lower than ))(?P<than>[^:']+?)'s "
              r"(?P<stat2>Force|Chi|Personal Honor)")
_VERBS = {"Bow": "bow", "Straighten": "straighten", "Destroy": "destroy",
          "Dishonor": "dishonor", "Rehonor": "rehonor"}


def _than(r: Reader, m: re.Match[str], index: int) -> Any:
    """The card the stat is compared with: named, or the performing card."""
    if m["than"]:
        ref = r.ref(m["than"])
        if isinstance(ref, int) and ref >= index:
            raise Unread
        return ref
    if r.performer is not None and r.performer < index:
        return r.performer
    if r.kind == "personality":
        return "self"
    if r.kind == "follower":  # a Follower performs its own abilities [CE › PERFORM]; it has
        if m["stat"] not in ("Force", "Gold Cost"):  # a Force and a Gold Cost of its own, no
            raise Unread  # Chi or Personal Honor (core lane)
        return "self"
    if r.attachment:
        return "host"
    raise Unread


def compared_target(r: Reader, det: str, m: re.Match[str]) -> int:
    """Add the target ``<det> <spec>`` with its ``compare`` filter; its index."""
    t = r.target(det, m["spec"])
    if r.targets[t].get("performer"):
        raise Unread
    base = "base_" if m.groupdict().get("base") else ""  # "lower base Personal Honor":
    # both base values [CE › BASE]
    if base and m["stat"] not in ("Personal Honor", "Force", "Chi"):
        raise Unread
    r.targets[t]["compare"] = {"stat": base + _STATS[m["stat"]], "than": _than(r, m, t),
                               "or_equal": bool(m["eq"] or m.groupdict().get("eq2"))}
    other = m.groupdict().get("stat2")
    if other is not None:
        if other == m["stat"]:
            raise Unread  # "with Force lower than Kenji's Force": the form above reads it
        r.targets[t]["compare"]["than_stat"] = _STATS[other]
    r.named = t  # the card the clause describes, not the one its stat is compared with
    return t


@registry.constraint(15, rf"^[Tt]arget {DET} {_CMP}$")
def _target_constraint(r: Reader, m: re.Match[str]) -> None:
    compared_target(r, m["det"], m)


@registry.constraint(16, rf"^[Tt]arget {DET} {_CMP_OTHER}$")
def _target_other_stat(r: Reader, m: re.Match[str]) -> None:
    compared_target(r, m["det"], m)


@registry.sentence(115, rf"^Target {DET} {_CMP}(?:: (?P<rest>.+))?$")
def _target_sentence(r: Reader, m: re.Match[str]) -> None:
    compared_target(r, m["det"], m)
    if m["rest"]:
        r.sentence(capital(m["rest"]))


@registry.sentence(195, rf"^(?P<v>Bow|Straighten|Destroy|Dishonor|Rehonor) (?P<det>a|your) "
                        rf"target {_CMP}$")
def _verb_target(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": _VERBS[m["v"]], "target": compared_target(r, m["det"], m)})


@registry.sentence(196, rf"^Move home (?P<det>a|your) target {_CMP}$")
def _move_home_target(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "move_home", "target": compared_target(r, m["det"], m)})
