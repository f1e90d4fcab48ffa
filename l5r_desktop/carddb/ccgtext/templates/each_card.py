"""Effects on every card that fits (``games/ccg/cardtext/each.py``): "Give each of your Cavalry
Followers at the current battlefield +1F.", "Give each of your other Personalities at the
current battlefield +1F/+1C.", "Bow each enemy Follower at the current battlefield.",
"Straighten his unit." — not targeted, found when the effect resolves
[CE › MISCELLANEOUS USAGE], [CE › UNIT].

The plural spec is read as a target spec ("Cavalry Followers" = a Cavalry Follower, "Ashigaru
Personalities and Followers" = an Ashigaru Personality or Follower); "other" leaves the card
itself out. Left unread: armies ("in this army"), adjacent battlefields, "for each".
"""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import spec, stat_effects

_SINGULAR = {"Personalities": "Personality", "Followers": "Follower", "cards": "card",
             "Holdings": "Holding", "Items": "Item", "Spells": "Spell",
             "attachments": "attachment", "Courtiers": "Courtier", "Monks": "Monk",
             "Magistrates": "Magistrate", "Tacticians": "Tactician", "Yojimbos": "Yojimbo"}
_VERBS = {"Bow": "bow", "Straighten": "straighten", "Destroy": "destroy",
          "Dishonor": "dishonor", "Rehonor": "rehonor"}


def _each_spec(det: str, text: str) -> dict:
    """"your other Cavalry Followers" (after "each of") as an ``each`` spec."""
    other = text.startswith("other ")
    if other:
        text = text[len("other "):]
    words = [_SINGULAR.get(w, w) for w in text.replace(" and ", " or ").split(" ")]
    found = spec(" ".join(words), det)
    found["at_current"] = True
    if other:
        found["not_self"] = True
    return found


@registry.sentence(225, r"^Give each of (?P<det>your) (?P<spec>.+?) at the current battlefield "
                        r"(?P<mods>[+-]\d+[FC](?:/[+-]\d+[FC])?)$")
def _give_each(r: Reader, m: re.Match[str]) -> None:
    each = _each_spec(m["det"], m["spec"])
    for eff in stat_effects(m["mods"], 0):
        del eff["target"]
        r.effects.append({**eff, "each": each})


@registry.sentence(226, r"^(?P<v>Bow|Straighten|Destroy|Dishonor|Rehonor) each (?P<spec>(?:enemy |"
                        r"unbowed |bowed )*[A-Z][a-z]+) at the current battlefield$")
def _verb_each(r: Reader, m: re.Match[str]) -> None:
    text = m["spec"]
    if text.endswith("s") and text.split(" ")[-1] not in _SINGULAR.values():
        raise Unread  # a plural the spec words do not know
    r.effects.append({"op": _VERBS[m["v"]], "each": _each_spec("a", text)})


@registry.sentence(197, r"^(?P<v>Bow|Straighten) (?P<whose>his|her|its|this|[^ ].*?'s) unit$")
def _verb_unit(r: Reader, m: re.Match[str]) -> None:
    """"Straighten his unit", "Bow its unit", "Straighten this unit", "Straighten your target
    performing Samurai's unit": the Personality and all his attached cards [CE › UNIT]."""
    whose = m["whose"]
    if whose in ("his", "her", "its"):
        ref = r.ref("him")
    elif whose == "this":
        ref = "self"  # the unit this card is in (an attachment's: its Personality's)
    else:
        ref = r.target_or_ref(whose[:-2])
    if ref == "host":
        ref = "self"  # the bearer's unit is the card's own unit
    r.effects.append({"op": _VERBS[m["v"]], "each": {"type": "card", "unit_of": ref}})
