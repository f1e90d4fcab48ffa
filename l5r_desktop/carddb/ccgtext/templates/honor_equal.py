"""Honor changes by a card's stat, base stats, conditions listing several states, and a
target's controller who controls a card that fits:

- "His controller loses Honor equal to his [base] Personal Honor", "Gain Honor equal to his
  Chi" → ``lose_honor`` / ``gain_honor`` with an ``amount_from`` read when it resolves
  (``games/ccg/cardtext/amounts.py``; "base" is the printed value, ``printed`` [CE › BASE]);
  "his controller" is the controller of the card named (``target_controller``).
- "If he is dishonorable, Kolat, Ninja, or Shadowlands, <effects>" and "<effects> if he is A,
  B, or C": one of them suffices ("or" [CE › CONJUNCTIONS]), each read as
  "he is <A>" by the condition words of ``templates/conditions.py``.
- "Give <card> a Force penalty equal to his base Personal Honor" (the printed value).
- "target a Personality controlled by a player who controls a dishonorable Personality"
  (the spec's ``controller_controls``).
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.conditions import condition
from l5r_desktop.carddb.ccgtext.words import spec

_STATS = {"Force": "force", "Chi": "chi", "Personal Honor": "personal_honor"}
_LIST = r"(?P<list>[A-Za-z]+(?:, [A-Za-z]+)+,? or [A-Za-z]+)"
_WHO = r"(?P<who>he|she|it|the target)"


@registry.sentence(60, r"^(?P<player>His controller loses|Her controller loses|Its controller "
                       r"loses|Lose|Gain) Honor equal to (?P<whose>his|her|its) "
                       r"(?P<base>base |printed )?(?P<stat>Force|Chi|Personal Honor)$")
def _honor_equal(r: Reader, m: re.Match[str]) -> None:
    ref = r.ref({"his": "him"}.get(m["whose"], m["whose"]))
    if not isinstance(ref, int):
        raise Unread
    src: dict[str, Any] = {"card": ref, "stat": _STATS[m["stat"]]}
    if m["base"]:
        src["printed"] = True
    who = m["player"]
    if who.endswith("controller loses"):
        eff: dict[str, Any] = {"op": "lose_honor", "player": "target_controller", "target": ref}
    else:
        eff = {"op": "lose_honor" if who == "Lose" else "gain_honor", "player": "you"}
    eff["amount_from"] = src
    r.effects.append(eff)


def _any_of(r: Reader, who: str, items: str) -> dict[str, Any]:
    words = [w.strip() for w in re.split(r",? or |, ", items)]
    if len(words) < 3 or len(set(words)) != len(words):
        raise Unread
    return {"any": [condition(r, f"{who} is {w}") for w in words]}


def _under(r: Reader, cond: dict[str, Any], rest: str) -> None:
    r.sentence_if(rest, cond)


@registry.sentence(48, rf"^If {_WHO} is {_LIST}, (?P<rest>[a-z].+)$")
def _if_listed(r: Reader, m: re.Match[str]) -> None:
    _under(r, _any_of(r, m["who"], m["list"]), m["rest"])


_STAT_OF = {"Force": "force", "Chi": "chi"}


@registry.sentence(229, r"^Give (?P<who>.+?) a (?P<stat>Force|Chi) (?P<kind>bonus|penalty) "
                        r"equal to (?P<whose>his|her|its)(?: own)? base "
                        r"(?P<of>Force|Chi|Personal Honor)$")
def _equal_to_base(r: Reader, m: re.Match[str]) -> None:
    """"Give the targeted card a Force penalty equal to his [own] base Personal Honor": the
    amount is the printed stat ([CE › BASE]; ``printed`` of ``amount_from``), until the end of the
    turn like every stat change without a duration."""
    target: Any = r.target_or_ref(m["who"])
    src = r.ref({"his": "him"}.get(m["whose"], m["whose"]))
    r.effects.append({
        "op": "modify_stat", "target": target, "stat": _STAT_OF[m["stat"]],
        "amount_from": {"card": src, "stat": _STATS[m["of"]], "printed": True,
                        "sign": 1 if m["kind"] == "bonus" else -1},
        "duration": "turn"})


@registry.constraint(19, r"^[Tt]arget (?P<det>a|an) (?P<spec>[^:]+?) controlled by a player who "
                         r"controls an? (?P<has>[^:]+)$")
def _controlled_by_one_who_controls(r: Reader, m: re.Match[str]) -> None:
    """"target a Personality controlled by a player who controls a dishonorable
    Personality": the spec's ``controller_controls``."""
    t = r.target(m["det"], m["spec"])
    has = spec(m["has"], "a")
    if r.targets[t].get("performer") or set(has) - {"type", "keyword", "dishonorable",
                                                    "bowed"}:
        raise Unread
    r.targets[t]["controller_controls"] = has
