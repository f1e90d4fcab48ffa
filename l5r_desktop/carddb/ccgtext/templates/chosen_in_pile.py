""""Choose a <spec> in your discard pile." as the first sentence of the effects, then "Put it
into your hand." (``templates/discard_pile_targets.py``): a card chosen, not targeted
[S1 › TARGET] (the spec's ``choose``), in the player's own pile. As with "Put a Kiho in your
discard pile into your hand", the engine chooses it with the targets when the action is
announced, which gives the same card only when nothing resolves before it: so only as the
first effect."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.discard_pile_targets import pile_spec


@registry.sentence(116, r"^Choose an? (?P<spec>.+?) in your (?:Fate )?discard pile$")
def _choose_in_pile(r: Reader, m: re.Match[str]) -> None:
    if r.effects:
        raise Unread
    found = pile_spec(m["spec"])
    found["choose"] = True
    r.targets.append(found)
    r.named = len(r.targets) - 1
