""""If <he / she / it / the card's name> is now there, <effects>." right after an effect
moving that card's unit to the current battlefield ("You may move Kaze to the current
battlefield. If he is now there, ..."): the effects get ``{"card": <it>, "at_current": true}``
as their ``if`` (``games/ccg/cardtext/effect_conditions.py``), checked as they resolve, after
the movement and any choice about it [CE › ORDER OF EFFECTS]: a unit that was already there,
or moved there, is there; one that was not moved (declined, or stopped by the Second-Battle
Rule [CE › BATTLES › B. COMBAT SEGMENT]) is not. The pronoun names the card that movement
moved, the last thing mentioned [CE › PRONOUNS]. "There" naming anything else stays
manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import PRONOUNS, Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.sentence(49, r"^If (?P<who>he|she|it|[A-Z][\w' -]*?) is now there, (?P<rest>[a-z].+)$")
def _now_there(r: Reader, m: re.Match[str]) -> None:
    last = r.effects[-1] if r.effects else {}
    if last.get("op") != "move_unit":
        raise Unread  # "there" names the current battlefield only after such a movement
    word = {"he": "him", "she": "her"}.get(m["who"], m["who"])
    who = last.get("target") if word in PRONOUNS else r.ref(word)
    if who != last.get("target"):
        raise Unread
    r.sentence_if(m["rest"], {"card": who, "at_current": True})
