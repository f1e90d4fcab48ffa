"""Additional actions (``games/ccg/cardtext/extra_actions.py``): "You may take an additional
Battle action.", "Take an additional action." [CE › ADDITIONAL (ACTION)] ("... an additional
action appropriate to this phase" is the same: the granted opportunity is one of the current
action round, which offers the actions of its phase); "... an additional
Battle action, which he must perform" (the performer, or the card itself by its name: only
that card may perform it, ``performer``) [CE › PERFORM]. Another restriction ("... which must
be Iaijutsu", "... to play a Terrain") stays manual."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread


@registry.sentence(195, r"^(?:You may take|Take) an additional (?P<kind>Battle )?action"
                        r"(?: appropriate to this phase)?$")
def _additional_action(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "additional_action", "kind": "battle" if m["kind"] else "any"})


@registry.sentence(195, r"^(?:You may take|Take) an additional Battle action,? which "
                        r"(?P<who>he|she|[A-Z][A-Za-z'-]+) must perform$")
def _performed_by(r: Reader, m: re.Match[str]) -> None:
    """The card that must perform it: the performer ("he", the performer named last) or the
    card itself (its name; a Personality, who performs his own abilities)."""
    who = r.ref({"he": "him", "she": "her"}.get(m["who"], m["who"]))
    if isinstance(who, int):
        if not r.targets[who].get("performer"):
            raise Unread  # "he" is another target: not the performer
    elif who != "self" or r.kind != "personality":
        raise Unread
    r.effects.append({"op": "additional_action", "kind": "battle", "performer": who})
