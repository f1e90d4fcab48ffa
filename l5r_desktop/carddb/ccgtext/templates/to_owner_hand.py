""""Put it in its owner's hand." / "Return it to its owner's hand." about a targeted Follower,
Item, Spell or attachment → ``to_owner_hand`` (``games/ccg/cardtext/returns.py``): the card
leaves play for its owner's hand [CE › AREAS OF THE GAME › HAND]. Other cards (a Personality,
a Holding) and "your hand" stay manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread

_ATTACHED = ("follower", "item", "spell", "attachment")


@registry.sentence(70, r"^(?:Put (?P<a>.+?) in|Return (?P<b>.+?) to) (?:its|his|her) owner's "
                       r"hand$")
def _to_owner_hand(r: Reader, m: re.Match[str]) -> None:
    ref = r.ref(m["a"] or m["b"])
    if not isinstance(ref, int):
        raise Unread
    kind = r.targets[ref].get("type")
    kinds = kind if isinstance(kind, list) else [kind]
    if any(k not in _ATTACHED for k in kinds):
        raise Unread
    r.effects.append({"op": "to_owner_hand", "target": ref})
