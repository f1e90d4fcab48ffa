""""He may assign even if bowed": a permission on a Personality for the turn.

Effect::

    {"op": "assign_bowed", "target": 0}        # until the end of the turn

Rules. "Units led by bowed Personalities normally may not assign" [CE › ASSIGN]; "Some text
permits things to happen in violation of the rules ... Such permissions override specific
restrictions and prevention effects in the rules; for example, 'He may assign even if bowed'"
[CE › PERMISSIONS]. It puts a modifier (kind ``permission``, stat ``assign_bowed``) on the
Personality, which ends as the turn's effects do [CE › DURATION OF EFFECTS › Ongoing
effects] and leaves with the card. While it lasts his unit is offered to assign in the
Maneuvers Segments although he is bowed (``attack/choices``, ``attack/battle`` ask
:func:`allowed`); every other rule stands: Cavalry Maneuvers still want a Cavalry unit, and "a
permission does not overcome restrictions ... from card sources" [CE › PERMISSIONS], so "may
not assign" (``restrictions.py``) still bars him. Assigning does not straighten him.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import CardState, GameState, Modifier

#: The effect ops this module resolves.
OPS = ("assign_bowed",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
#: The modifier that holds the permission.
KIND = "permission"
STAT = "assign_bowed"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``assign_bowed`` effect: it names one target, for the turn."""
    t = effect.get("target")
    if not isinstance(t, int) or isinstance(t, bool) or t < 0:
        return ["assign_bowed permits a target of the ability (target: index)"]
    if set(effect) - {"op", "target", "optional", "if"}:
        return ["assign_bowed lasts the turn (op and target only)"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Put the permission on the target, a Personality in play."""
    cid = effect_card(state, card_id, effect, targets)
    if not cid:
        return []
    c = state.cards[cid]
    if not c.in_play or c.definition.type is not CardType.PERSONALITY:
        return [Note((card_id, cid), text=f"{c.title} leads no unit to assign")]
    c.modifiers.append(Modifier(STAT, 0, Duration.TURN, card_id, KIND))
    return [Note((card_id, cid), text=f"{c.title} may assign even if bowed until the end of "
                                      "the turn")]


def allowed(card: CardState) -> bool:
    """May the Personality assign even if bowed (an ``assign_bowed`` permission)?"""
    mods = card.modifiers
    return bool(mods) and any(m.kind == KIND and m.stat == STAT for m in mods)


def may_assign(card: CardState) -> bool:
    """Is he unbowed, or bowed with the permission (the bowed rule of assigning only)?"""
    return not card.bowed or allowed(card)
