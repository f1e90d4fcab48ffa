"""Reactions "after you announce an action" (engine: ``cardtext/announced.py``, the window
``targeted.open_announced``):

``[keywords] Reaction[, costs]: [Even if <this card> is bowed, ]After <you | another player>
announce(s) a[n] [non-<Keyword> | <Keyword>] action[, if <this card | he | she> is at the
current battlefield][, <constraints>]: <effects>``

-> timing ``reaction``, trigger ``{"event": "announced", "card": "any"}`` with ``by`` (``you``
/ ``other``), ``action`` (``battle`` for "a Battle action", else the lower-case ability
keyword: "a Tactical action") or ``not_action`` ("a non-Iaijutsu action"). "Even if <this
card> is bowed" is the permission ``bowed_ok`` [CE › PERMISSIONS]; "if <this card> is at the
current battlefield" the ability's condition ``at_current`` (a card in a unit: a Personality,
Follower, Item or Spell), checked as the Reaction is taken [CE › TAKING ACTIONS FROM
ABILITIES › A]. ``, choose your performing <spec> to <effect>`` (no constraints block) reads as
"Choose your performing ...: <effect>"; "<stat change> until the action ends" (the announced
action) is the modifier duration ``action`` (``cardtext/action_end.py``) [CE › TAKING ACTIONS
FROM ABILITIES › E]. The body is read as an action's (``actions.read_body``; "him" / "her" with
nothing targeted: the card the line named, itself [CE › PRONOUNS]). Effects on the
announced action itself (negating it, its Ranged Attacks) stay manual: the engine's Reaction
does not reach the announced action (``announced.effect_problems``).
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates import durations
from l5r_desktop.carddb.ccgtext.templates.actions import KEYWORDS, read_body, read_head
from l5r_desktop.carddb.ccgtext.words import names
from l5r_desktop.games.ccg.model.cards import CardDef

_LINE = re.compile(
    r"^(?P<kws>(?:[A-Z][a-z]+ )*)Reaction(?P<costs>(?:, [^:,]+)*):\s*"
    r"(?:Even if (?P<bowed>.+?) is bowed, a|A)fter (?P<who>you announce|another player "
    r"announces) an? (?:non-(?P<not>[A-Z][a-z]+) |(?P<kind>[A-Z][a-z]+) )?action"
    r"(?:, if (?P<where>.+?) is at the current battlefield)?(?P<sep>: |, )(?P<rest>.+)$")
#: Set on the reader of such a Reaction: "the action" is the announced one.
_THE_ACTION = "announced_action"
#: Cards that are in a unit, hence at a battlefield [CE › UNIT].
_IN_UNITS = ("personality", "follower", "item", "spell")
#: "he" / "she" name the card itself in the trigger's condition (no other card is named yet).
_SELF = ("he", "she", "it")


def _kind(word: str) -> str:
    """"Battle" (a designator) or an ability keyword, lower case; else unread."""
    if word != "Battle" and word not in KEYWORDS:
        raise Unread
    return word.lower()


@registry.line(14)
def after_announcing(line: str, card: CardDef) -> dict[str, Any]:
    """"Reaction: After you announce a Tactical action, ...: <effects>" (see above)."""
    m = _LINE.match(line)
    if m is None:
        raise Unread
    own = names(card)
    trigger: dict[str, Any] = {"event": "announced", "card": "any",
                               "by": "you" if m["who"] == "you announce" else "other"}
    if m["kind"] is not None:
        trigger["action"] = _kind(m["kind"])
    if m["not"] is not None:
        trigger["not_action"] = _kind(m["not"])
    record: dict[str, Any] = {"timing": "reaction", "trigger": trigger}
    cost = read_head(m["kws"], m["costs"], card, record)
    if m["bowed"] is not None and m["bowed"] not in own:
        raise Unread
    where = m["where"]
    if where is not None and (card.type.value not in _IN_UNITS or not (
            where in own or (where in _SELF and m["bowed"] is not None))):
        raise Unread  # "he": the card the line named before ("Even if Ayumu is bowed")
    named = m["bowed"] is not None or where is not None
    reader = Reader(own, card.type.value in ("follower", "item", "spell"),
                    subject="self" if named else None)  # "him": the card named last
    reader.kind = card.type.value
    if m["bowed"] is not None:
        reader.flags["bowed_ok"] = True
    if where is not None:
        reader.flags["condition"] = {"at_current": True}
    body = m["rest"]
    if m["sep"] == ", " and ": " not in body and not body.startswith(("choose ", "target ")):
        raise Unread  # "..., <effects>": only "choose your performing X to <effect>"
    setattr(reader, _THE_ACTION, True)
    read_body(body[0].upper() + body[1:], card, record, cost, reader=reader)
    return record


@registry.sentence(39, r"^(?P<rest>[A-Z].+?),? until the action ends$")
def _until_the_action_ends(r: Reader, m: re.Match[str]) -> None:
    """"Give him +1C until the action ends": "the action" is the announced one; the bonus
    lasts until it has ended (duration ``action``, ``cardtext/action_end.py``)."""
    if not getattr(r, _THE_ACTION, False):
        raise Unread
    durations._lasting(r, m["rest"], "action")
