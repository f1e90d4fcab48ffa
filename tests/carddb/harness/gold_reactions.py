"""Gold Reactions "when paying" in the per-card harness (``cardtext/gold_reactions.py``).

The card where it is used from (a Strategy in Alice's hand, a Holding or Personality at her
home, unbowed), her Stronghold bowed and her pool empty; something to pay for of the
record's kind costing exactly the Gold she has plus the Reaction's: an Item for a Ronin of
hers (``attachment``), a Holding face up in her province in her Dynasty Phase (``holding``,
``any``), an Open ability of a Holding of hers with that Gold cost (``action``: gain 1
Honor; and the Holding of the same cost face up in her province is not offered in her
Dynasty Phase, recruiting being no action). The engine must offer that purchase with the
record and not on the same table without it; taken, the bought card is in play (or the
Honor gained), the pool empty, the Reaction's card discarded
(from the hand), bowed (a bow cost) or its use counted this turn, and a ``GoldProduced`` of
its amount from the card is among the events.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.actions import Equip, Recruit, UseAbility
from l5r_desktop.games.ccg.events import GoldProduced
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import find


def exercise_gold_reaction(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Buy something only the Reaction's Gold makes affordable; the problems found."""
    kind = record["trigger"]["for"]
    build = _Builder(card, record, False)
    if card.type.value == "strategy":
        build.hand.append(card.title)
    elif card.type.value in ("holding", "personality"):
        build.place(0, {"title": card.title, "attachments": []}
                    if card.type.value == "personality" else card.title, False)
    else:
        raise Unusable(f"a Gold Reaction on a {card.type.value}: not placed here")
    phase = "action" if kind in ("attachment", "action") else "dynasty"
    base = economy.available_gold(_without(build, record).game(phase).state, 0)
    amount = int(record["effects"][0]["amount"])
    if kind == "attachment":
        buy = build.new_def("item", gold_cost=base + amount)
        build.hand.append(buy)
        build.place(0, {"title": "Ronin", "attachments": []}, False)
    elif kind == "action":  # an action's Gold cost: an Open ability of a Holding of hers
        buy = build.new_def("holding", abilities=[{
            "timing": "open", "cost": {"gold": base + amount},
            "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}])
        build.place(0, buy, False)
    else:
        buy = build.new_def("holding", gold_cost=base + amount)
        build.provinces = [{"title": buy, "face_up": True}]
    problems: list[str] = []
    if _purchase(_without(build, record).game(phase), buy) is not None:
        problems.append("the purchase is offered without the Reaction")
    if kind == "action":
        problems += _recruit_not_paid(build, base + amount)
    game = build.game(phase)
    act = _purchase(game, buy)
    if act is None:
        raise Unusable(f"{card.id}: the purchase its Gold pays for is not offered")
    s = game.state
    me = find(s, card.title, 0)
    honor = s.players[0].family_honor
    events = game.perform(act)
    bought = find(s, buy, 0)
    if not s.cards[bought].in_play:
        problems.append("the card paid for did not enter play")
    if kind == "action" and s.players[0].family_honor != honor + 1:
        problems.append("the action paid for did not resolve (Honor)")
    if s.players[0].gold_pool:
        problems.append(f"{s.players[0].gold_pool} Gold left in the pool")
    if not any(isinstance(e, GoldProduced) and e.cards == (me,) and e.amount == amount
               for e in events):
        problems.append(f"no {amount} Gold produced by the card")
    c = s.cards[me]
    if card.type.value == "strategy":
        if me not in s.players[0].fate_discard:
            problems.append("the Strategy is not in the discard pile")
    elif c.ability_uses.get(index) != s.turn:
        problems.append("the Reaction's use this turn is not counted")
    if (record.get("cost") or {}).get("bow_self") and not c.bowed:
        problems.append("cost bow_self: the card is not bowed")
    return problems


def _purchase(game: Game, title: str) -> Any:
    cid = find(game.state, title, 0)
    return next((a for a in game.legal_actions()
                 if isinstance(a, (Equip, Recruit, UseAbility)) and a.card == cid), None)


def _recruit_not_paid(build: _Builder, cost: int) -> list[str]:
    """An action's Gold Reaction does not pay to recruit a Holding costing ``cost`` in
    Alice's Dynasty Phase (the Gold cost of bringing a card into play is no action's)."""
    hall = build.new_def("holding", gold_cost=cost)
    build.provinces = [{"title": hall, "face_up": True}]
    try:
        if _purchase(build.game("dynasty"), hall) is not None:
            return ["the Reaction on an action's Gold cost paid to recruit a Holding"]
        return []
    finally:
        build.provinces = []
