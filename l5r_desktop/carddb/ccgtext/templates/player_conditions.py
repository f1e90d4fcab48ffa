"""A condition on the player before an action's colon: "If you are a Crane Clan player:", "If
another player has higher Family Honor than you:", "If your Family Honor is 10 or lower:" →
the record's ``condition`` (``games/ccg/cardtext/ability_conditions.py``): the action may be
taken only while it holds [CE › CONDITIONS]. The phrase is read by the effect conditions'
reader (``conditions.condition``); only tests of the player (``{"player": "you", ...}``)
that the ability conditions know are taken: a condition on a card, on another player, or
one the constraints block already holds stays unread."""

from __future__ import annotations

import re

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.conditions import condition

#: The ability conditions on the player alone (``ability_conditions.CHECKS``).
_PLAYER_CONDITIONS = frozenset({
    "clan", "your_turn", "reconnaissance", "family_honor_at_least", "family_honor_at_most",
    "personalities_at_least", "holdings_at_least", "hand_at_least", "has_favor",
    "honor_below_opponent", "fewer_provinces"})


@registry.constraint(95, r"^If (?P<cond>.+)$")
def _if_player(r: Reader, m: re.Match[str]) -> None:
    cond = condition(r, m["cond"])
    keys = set(cond) - {"player"}
    if cond.get("player") != "you" or not keys or not keys <= _PLAYER_CONDITIONS:
        raise Unread
    held = r.flags.setdefault("condition", {})
    if keys & set(held):
        raise Unread
    held.update({k: cond[k] for k in keys})
