"""The Courage keyword's player ability (issue 17, misc lane).

[S0 › COURAGE #]: "All players have the following ability relevant to the Courage keyword.
Repeatable Courage Interrupt: Discard a Courage card from your hand to give one of the
action's Fear effects either +2 or -2 strength." The Celestial rules define no Courage; the
cards carrying it print the same rule as reminder text, so, as for the other keywords
(``docs/ccg-keywords.md``), the card's rule applies under every rules profile.

How the engine plays it: every card with the keyword carries, besides the records of its
text, :func:`records` — one Interrupt record used from the hand whose cost discards the card
(``discard_self``). Taking it is using the player ability with that card: the card is
discarded from the hand (a Strategy by way of its resolution area, ``abilities.resolve``;
an attachment, which stays in the hand while its ability is used [CE › HAND], by the cost)
and the player then chooses +2 or -2 (an ``optional`` pair [CE › CHOICES]). The Interrupt
is answered in the window "before the resolution of an action" (``targeted.open_before``,
``interrupts.py``) of an action with a Fear effect (``action: fear``); ``attack_strength``
with ``kinds`` ``["fear"]`` changes the waiting action's Fear strength ("a Fear's strength like an
attack's" [S0 › FEAR #], ``attack_strength.py``). It is Repeatable (any number of Courage
cards in one window, each card once), a Courage action (its ability keyword), and during a
battle follows the Rules of Presence and Location like every Interrupt [S0 › ACTIONS IN
BATTLE #] (``interrupts.battle_ok``). Known limit, as for every "one of the action's" change:
offered only when the action has exactly one Fear effect (``single``).

The record is appended to the card's records by ``carddb/ccg_abilities.card_abilities``
(not one of its text's abilities: the coverage counts it as the keyword's rule, no longer a
manual keyword, ``ccg_coverage.UNRULED_KEYWORDS``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.cards import CardDef

#: The keyword whose rule this is.
KEYWORD = "Courage"
#: Marks the record as the keyword's rule (not a line of the card's text).
MARK = "keyword_rule"

_RECORD: dict[str, Any] = {
    "name": "Courage", "timing": "reaction", "keywords": ["courage"], "repeatable": True,
    "from": "hand", "cost": {"discard_self": True}, MARK: KEYWORD,
    "trigger": {"event": "before_resolution", "card": "any", "interrupt": True,
                "action": "fear", "single": True},
    "effects": [{"op": "attack_strength", "amount": 2, "kinds": ["fear"], "optional": 1},
                {"op": "attack_strength", "amount": -2, "kinds": ["fear"], "otherwise": 1}],
}


def record() -> dict[str, Any]:
    """A fresh copy of the Courage Interrupt record."""
    return {**_RECORD, "keywords": list(_RECORD["keywords"]),
            "trigger": dict(_RECORD["trigger"]),
            "effects": [dict(e) for e in _RECORD["effects"]]}


def records(card: CardDef) -> list[dict[str, Any]]:
    """The keyword's record for a card carrying Courage (none for other cards)."""
    return [record()] if card.has_keyword(KEYWORD) else []
