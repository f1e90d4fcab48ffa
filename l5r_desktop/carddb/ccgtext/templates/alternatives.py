"""Alternative and variable amounts.

- "A, or B if C" [S1 › CHOICES: alternate effects] where B varies A's amount ("Give him +1F,
  or +2F if he is a Samurai", "Fear 2, or Fear 4 if the target is a Follower", "Ranged 3
  Attack, or Ranged 4 Attack if ..."): A's effects get ``{"not": C}``, copies with B's amounts
  get ``C`` (``cardtext/effect_conditions.py``): exactly one happens, on the same target;
- "Ranged 3 Attack, with +1 strength if C": the same with the amount raised;
- "Ranged|Melee Attack [with strength] equal to <card>'s Force|Chi|Personal Honor", "Fear
  [with strength] equal to ...": the amount is read from that card when the effect resolves
  (``amount_from``, ``cardtext/amounts.py``).

Anything else after ", or" stays unread.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.conditions import conditions
from l5r_desktop.carddb.ccgtext.words import STAT_NAMES

_ATTACK = re.compile(r"^(?:(?P<k>Ranged|Melee) (?P<n>\d+) Attack|Fear (?P<f>\d+))$")
_MODS = re.compile(r"^(?P<a>[+-]\d+)(?P<s>[FC])(?:/(?P<b>[+-]\d+)(?P<t>[FC]))?$")
_ATTACK_OPS = {"ranged_attack", "melee_attack", "fear"}
_STATS = {"Force": "force", "Chi": "chi", "Personal Honor": "personal_honor"}


def _variants(first: list[dict[str, Any]], alt: str) -> list[dict[str, Any]]:
    """Copies of ``first`` with the amounts ``alt`` states (same ops, same targets)."""
    out = copy.deepcopy(first)
    if all(e["op"] in _ATTACK_OPS for e in first) and len(first) == 1:
        m = _ATTACK.match(alt)
        op = None if m is None else ("fear" if m["f"] else f"{m['k'].lower()}_attack")
        if m is None or op != first[0]["op"]:
            raise Unread
        out[0]["amount"] = int(m["f"] or m["n"])
        return out
    m = _MODS.match(alt)
    if m is None or any(e["op"] != "modify_stat" or "amount" not in e for e in first):
        raise Unread
    amounts = {STAT_NAMES[m["s"]]: int(m["a"])}
    if m["b"]:
        amounts[STAT_NAMES[m["t"]]] = int(m["b"])
    if set(amounts) != {e["stat"] for e in first} or len(first) != len(amounts):
        raise Unread
    for e in out:
        e["amount"] = amounts[e["stat"]]
    return out


def _alternative(r: Reader, first_text: str, alt_of: Any, cond_text: str) -> None:
    start = len(r.effects)
    r.sentence(first_text)
    first = r.effects[start:]
    if not first or any("if" in e for e in first):
        raise Unread
    cond = conditions(r, cond_text)
    second = alt_of(first)
    for e in first:
        e["if"] = {"not": cond}
    for e in second:
        e["if"] = cond
    r.effects += second


@registry.sentence(45, r"^(?P<a>[A-Z].+?), or (?P<b>[^,]+?) if (?P<cond>[^,:]+)$")
def _or_if(r: Reader, m: re.Match[str]) -> None:
    """"A, or B if C"."""
    _alternative(r, m["a"], lambda first: _variants(first, m["b"]), m["cond"])


@registry.sentence(46, r"^(?P<a>(?:Ranged|Melee) \d+ Attack|Fear \d+),? with \+(?P<n>\d+) "
                       r"strength if (?P<cond>[^,:]+)$")
def _with_more(r: Reader, m: re.Match[str]) -> None:
    """"Ranged 3 Attack, with +1 strength if C"."""
    def more(first: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out = copy.deepcopy(first)
        out[0]["amount"] += int(m["n"])
        return out
    _alternative(r, m["a"], more, m["cond"])


@registry.sentence(47, r"^(?:(?P<k>Ranged|Melee) Attack|Fear)(?: with strength)? equal to "
                       r"(?P<whose>.+?)'s? (?P<stat>Force|Chi|Personal Honor)$")
def _equal_strength(r: Reader, m: re.Match[str]) -> None:
    """"Ranged Attack with strength equal to this Personality's Chi"."""
    whose = m["whose"]
    if whose in ("his", "her", "its"):
        raise Unread
    src = r.ref(whose)
    r.targets.append({"type": "ranged"})
    op = f"{m['k'].lower()}_attack" if m["k"] else "fear"
    r.effects.append({"op": op, "target": len(r.targets) - 1,
                      "amount_from": {"card": src, "stat": _STATS[m["stat"]], "sign": 1}})
