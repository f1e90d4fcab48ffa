"""Effects on cards: bow / straighten / destroy / dishonor / rehonor, move home, stat tokens,
stat changes until the end of the turn ("Give him +2F", "a Force bonus equal to his Chi")."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import number, stat_effects

_VERBS = {"Bow": "bow", "Straighten": "straighten", "Destroy": "destroy",
          "Dishonor": "dishonor", "Rehonor": "rehonor"}
_STAT_WORDS = {"Force": "force", "Chi": "chi", "Personal Honor": "personal_honor",
               "Focus Value": "focus"}  # a Fate card's (the discarded card's: hand_costs)


@registry.sentence(200, r"^(?P<v>Bow|Straighten|Destroy|Dishonor|Rehonor) (?P<det>a|your) "
                        r"target (?P<spec>.+)$")
def _verb_target(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": _VERBS[m["v"]], "target": r.target(m["det"], m["spec"])})


def _move_target_home(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "move_home", "target": r.target(m["det"], m["spec"])})


registry.sentence(210, r"^Move (?P<det>a|your) target (?P<spec>.+) home$")(_move_target_home)
registry.sentence(211, r"^Move home (?P<det>a|your) target (?P<spec>.+)$")(_move_target_home)


@registry.sentence(220, r"^Give (?P<who>.+?) (?P<n>a|two|three|\d+) "
                        r"(?P<tok>[+-]\d+(?:[FC]| Gold Cost)) tokens?$")
def _tokens(r: Reader, m: re.Match[str]) -> None:
    """"Give him two +1F tokens", "... two -2 Gold Cost tokens" (a token penalty to his Gold
    Cost stat, ``model/stats.token_modifier``) [CE › TOKENS]."""
    r.effects.append({"op": "add_token", "target": r.target_or_ref(m["who"]),
                      "token": m["tok"], "amount": number(m["n"])})


def _either(r: Reader, first: list[dict[str, Any]], second: list[dict[str, Any]]) -> None:
    """``first`` or ``second``, chosen by the player taking the action when the effect would
    resolve [CE › CHOICES]: an optional group and its ``otherwise`` group (``optional.py``)."""
    mark = 1 + max((max(e.get("optional", 0), e.get("otherwise", 0)) for e in r.effects),
                   default=0)
    r.effects += [{**e, "optional": mark} for e in first]
    r.effects += [{**e, "otherwise": mark} for e in second]


@registry.sentence(215, r"^Give (?P<who>.+?) a (?P<a>[+-]\d+[FC]) or (?P<b>[+-]\d+[FC]) token$")
def _token_or_token(r: Reader, m: re.Match[str]) -> None:
    """"Give him a +1F or +1C token": one token or the other."""
    who = r.target_or_ref(m["who"])
    if m["a"] == m["b"]:
        raise Unread
    _either(r, [{"op": "add_token", "target": who, "token": m["a"], "amount": 1}],
            [{"op": "add_token", "target": who, "token": m["b"], "amount": 1}])


@registry.sentence(235, r"^Give (?P<who>.+?) (?P<a>[+-]\d+[FC]) or (?P<b>[+-]\d+[FC])$")
def _stat_or_stat(r: Reader, m: re.Match[str]) -> None:
    """"Give a target Personality +2F or -2F": one stat change or the other (each until the
    end of the turn)."""
    who = r.target_or_ref(m["who"])
    if m["a"] == m["b"]:
        raise Unread
    _either(r, stat_effects(m["a"], who), stat_effects(m["b"], who))


@registry.sentence(230, r"^Give (?P<who>.+?) a (?P<stat>Force|Chi) (?P<kind>bonus|penalty) "
                        r"equal to (?P<twice>twice )?(?P<whose>his own|her own|his|her|its|"
                        r"[^ ].*?'s) (?:current )?(?P<of>Force|Chi|Personal Honor|Focus Value)$")
def _equal_to(r: Reader, m: re.Match[str]) -> None:
    """"Give <who> a Force bonus|penalty equal to [twice] <whose> [current] Force|Chi|Personal
    Honor": the amount is read from that card when the effect resolves (``amount_from``, its
    current value; "twice": ``times`` 2); printed/base values stay manual."""
    whose = m["whose"]
    if m["of"] == "Focus Value" and (whose not in ("the discarded card's", "the card's", "its")
                                     or not r.cost.get("discard_targets")):
        raise Unread  # a Focus Value of a card in play: no wording we know
    target: Any = r.target_or_ref(m["who"])
    if m["of"] == "Focus Value":  # of the card discarded to pay ("its", "the card's")
        src = r.cost["discard_targets"][0]
    elif whose in ("his", "her", "its", "his own", "her own"):
        src = r.ref("him")
    else:
        src = r.ref(whose[:-2] if whose.endswith("'s") else whose)
    r.effects.append({
        "op": "modify_stat", "target": target, "stat": _STAT_WORDS[m["stat"]],
        "amount_from": {"card": src, "stat": _STAT_WORDS[m["of"]],
                        "sign": 1 if m["kind"] == "bonus" else -1,
                        **({"times": 2} if m["twice"] else {})},
        "duration": "turn"})


@registry.sentence(240, r"^Give (?P<det>a|your) target (?P<spec>.+) (?P<mods>[+-]\S+)$")
def _give_target(r: Reader, m: re.Match[str]) -> None:
    t = r.target(m["det"], m["spec"])
    r.effects += stat_effects(m["mods"], t)


@registry.sentence(250, r"^(?P<v>Bow|Straighten|Destroy|Dishonor|Rehonor) (?P<who>.+)$")
def _verb_ref(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": _VERBS[m["v"]], "target": r.ref(m["who"])})


@registry.sentence(260, r"^Move (?P<who>.+) home$")
def _move_home(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "move_home", "target": r.ref(m["who"])})


@registry.sentence(265, r"^Reduce (?:(?P<pro>his|her|its)|(?P<who>.+?)'s?) (?P<stat>Force|Chi) "
                        r"to 0$")
def _reduce_to_zero(r: Reader, m: re.Match[str]) -> None:
    """"Reduce his Force to 0": the stat is set to 0 until the end of the turn (the smallest
    penalty that reaches 0 [S1 › CARD FEATURES › STATS › Setting stats to a value]; a stat
    already 0 stays). "Reduce ... to N" above 0 is not a setting (a lower stat would not
    rise) and stays unread."""
    target = r.ref("him") if m["pro"] else r.ref(m["who"])
    r.effects.append({"op": "set_stat", "target": target, "stat": _STAT_WORDS[m["stat"]],
                      "amount": 0, "duration": "turn"})


@registry.sentence(270, r"^Give (?P<who>.+) (?P<mods>[+-]\S+)$")
def _give(r: Reader, m: re.Match[str]) -> None:
    r.effects += stat_effects(m["mods"], r.ref(m["who"]))
