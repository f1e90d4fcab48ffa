"""Invest (Twenty Festivals): "Invest N Gold: <effects>." on a Personality, Holding, Follower,
Item or Spell.

Records (``templates/invest.py`` reads them)::

    {"timing": "invest", "effects": [{"op": "invest", "amount": N}, <effects>...]}
    {"timing": "reaction", "trigger": {"event": "enters_play", "card": "self"},
     "cost": {"gold": N}, "condition": {"not_invested": true}, "bowed_ok": true,
     "effects": [{"op": "invest", "amount": N}, <effects>...]}

Rules. "Before paying for a card entering play, a player may permanently increase the card's
Gold Cost by the additional cost in its Invest trait, once, to get an additional effect after
it enters play ... When Invest appears on a non-Strategy card, its effects come from the
Invest trait, not the action that brought the card into play" [S0 › INVEST #]. The engine
offers it with the Recruit and the Equip (``Recruit.invest``, ``Equip.invest``;
``rules/legal.py``): the player pays their Gold plus N, the card enters play and its record's
effects resolve, the first of
them (``invest``) raising its Gold Cost by N for as long as it stays in play
(``Modifier(gold_cost, +N, game, source "invest")``; like every effect on the card it ends
when the card leaves play, ``model/moves.py``). The effects are the Invest trait's, resolved
by the card's controller, not an action (no Seppuku Reaction to an Honor loss in them).

Most printings add "(After this card enters play, you may also pay the Invest cost to get the
effect, once.)": the second record, a Reaction to the card entering play (by a Recruit or any
other way; an attachment enters play as it attaches) that pays N Gold for the same effects,
its Gold Cost raised the same way, offered only while the card was not invested
(``not_invested``: the effect is got once), its card bowed or not (it is no ability of the
card's; a Holding enters play bowed). Invest on a
Strategy (added to the action's cost) and a conditional Invest cost ("or 2 Gold if ...") stay
manual.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.card_state import Modifier
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The effect ops this module resolves.
OPS = ("invest",)
#: ``Modifier.source`` of the Gold Cost an Invest raised.
SOURCE = "invest"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with an ``invest`` effect."""
    amount = effect.get("amount")
    if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
        return ["invest raises the Gold Cost by a positive amount"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Raise the card's Gold Cost by the Invest cost while it stays in play."""
    card = state.cards[card_id]
    if not moves.in_play(state, card):
        return [Note((card_id,), text=f"{card.title} is not in play: nothing invested")]
    amount = int(effect["amount"])
    card.modifiers.append(Modifier("gold_cost", amount, Duration.GAME, source=SOURCE))
    return [Note((card_id,), text=f"{card.title} is invested: its Gold Cost is {amount} "
                                  "higher while it stays in play")]


def invested(card: CardState | None) -> bool:
    """Has the card, while in play, got its Invest effect (its Gold Cost raised by it)?"""
    return card is not None and any(m.source == SOURCE and m.stat == "gold_cost"
                                    for m in card.modifiers)


def invest_record(definition: CardDef) -> dict[str, Any] | None:
    """The card's Invest record (an ``invest`` or ``reaction`` record whose first effect is
    ``invest``), or None; kept on the definition (definitions are immutable; asked at every
    listing of the Recruits and Equips)."""
    memo = definition.__dict__
    if "_l5r_invest" not in memo:
        memo["_l5r_invest"] = next(
            (rec for rec in definition.abilities
             if isinstance(rec, dict) and rec.get("timing") in ("invest", "reaction")
             and rec.get("effects") and isinstance(rec["effects"][0], dict)
             and rec["effects"][0].get("op") == "invest"), None)
    return memo["_l5r_invest"]


def invest_gold(definition: CardDef) -> int:
    """The Gold an Invest adds to the card's Recruit or Equip (0: the card has no Invest
    record)."""
    rec = invest_record(definition)
    return int(rec["effects"][0]["amount"]) if rec is not None else 0
