"""Trigger clauses of triggered traits about another card or about no card
(``cardtext/trait_others.py``), read by ``triggers.py``'s trigger reader:

- ``each turn begins``, ``each player's turn begins`` -> ``turn_began`` (any player's turn),
  ``another player's turn begins`` -> ``"player": "opponent"``, ``your turn begins`` ->
  ``"player": "you"`` [S1 › TRAITS: "After your turn begins:" is its example trigger];
- ``a card is destroyed`` -> ``destroyed`` about any card; ``a <spec> is destroyed`` and
  ``[one of] your <spec> is destroyed`` -> the same with the spec's type and keyword and, for
  "your", ``"card": "yours"``.

- ``the resolution of a|your|another player's <Keyword> action``, ``... <Keyword> action
  resolves``, ``... action you took`` -> ``action_resolved`` with ``action_keyword`` (and
  ``player``), for the ability keywords the action heads read (``actions.KEYWORDS``) but
  Political and Tactical (the players' own Lobby, Favor and Tactician abilities are such
  actions and the engine does not record their keywords) and those that name no kind of
  action (Repeatable, Absent, Tireless, Favor). Recon, Fear ... stay unread.

A spec with anything but a type and one keyword ("bowed", "enemy", two types, plurals)
leaves the clause unread; so does every other clause. The body after such a trigger is read
with no pronoun subject: "him" there would be the trigger's card, which the record cannot name,
so a body using it stays manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import KEYWORDS
from l5r_desktop.carddb.ccgtext.words import spec

_TURN = {"each turn begins": None, "each player's turn begins": None,
         "another player's turn begins": "opponent", "your turn begins": "you"}
_DESTROYED = re.compile(r"^(?:(?P<your>(?:one of )?your) |(?P<a>an?) )(?P<spec>.+?) is destroyed$")
_FILTER_TYPES = ("personality", "follower", "holding", "item", "spell", "card")
_ACTION = re.compile(r"^(?:the resolution of )?(?P<det>an?|your|another player's) "
                     r"(?P<kw>[A-Z][a-z]+) action(?P<took> you took)?(?P<res> resolves)?$")
_ACTION_KEYWORDS = KEYWORDS - {"Political", "Tactical", "Repeatable", "Absent", "Tireless",
                               "Favor"}
_PLAYER = {"a": None, "an": None, "your": "you", "another player's": "opponent"}


def _action(clause: str) -> dict[str, Any] | None:
    """An action trigger, or None when the clause is not one."""
    m = _ACTION.match(clause)
    if m is None:
        return None
    if clause.startswith("the resolution of ") == bool(m["res"]):
        raise Unread  # "the resolution of ... resolves", or neither
    if m["kw"] not in _ACTION_KEYWORDS:
        raise Unread
    player = _PLAYER[m["det"]]
    if m["took"]:
        if player is not None:
            raise Unread
        player = "you"
    out: dict[str, Any] = {"event": "action_resolved", "card": "any",
                           "action_keyword": m["kw"].lower()}
    if player:
        out["player"] = player
    return out


def read_other(clause: str) -> dict[str, Any] | None:
    """The trait trigger a clause names about another card (None: not such a clause; raises
    :class:`Unread` for such a clause the record cannot say)."""
    if clause in _TURN:
        out: dict[str, Any] = {"event": "turn_began", "card": "any"}
        if _TURN[clause]:
            out["player"] = _TURN[clause]
        return out
    m = _DESTROYED.match(clause)
    if m is None:
        return _action(clause)
    if m["your"] and m["your"].startswith("one of"):
        raise Unread  # "one of your Personalities": plural specs stay unread
    s = spec(m["spec"], "your" if m["your"] else "a")
    kind = s.pop("type")
    if s.pop("controller", None) != ("you" if m["your"] else None):
        raise Unread  # "an enemy Personality": whose card is not a trigger filter here
    keyword = s.pop("keyword", None)
    if s or kind not in _FILTER_TYPES:
        raise Unread  # bowed, enemy, side, Force ...: not a trigger filter
    out = {"event": "destroyed", "card": "yours" if m["your"] else "any"}
    if kind != "card":
        out["type"] = kind
    if keyword:
        out["keyword"] = keyword
    return out
