"""The per-card harness for a card's traits restricting itself (``cardtext/self_restrictions.py``):

- ``entry_from`` ("will only enter play from a province"): the card in Alice's Dynasty discard
  pile and a harness Strategy bringing a Personality of her discard pile into play, ignoring
  costs: it must not be offered for the card, and is on the same table without the record.
- ``no_battle_actions`` ("may not perform Battle actions while your current army has higher
  total Force than the current enemy army"): the card in Alice's army at the battlefield,
  stronger than Bob's, and a harness Battle Strategy Alice's performing Personality performs:
  it must not be offered with the card as performer (offered without the record); with a big
  unit of Bob's there (Alice's army the weaker) it is offered again."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import cd, find

_RAISE = cd("Harness Raise", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "limited", "targets": [{"type": "personality", "zone": "discard",
                                       "controller": "you"}],
     "effects": [{"op": "bring_into_play", "target": 0, "costs": "ignore",
                  "ignore_hr": True}]}])
_ORDER = cd("Harness Order", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "battle", "targets": [{"type": "personality", "controller": "you",
                                      "performer": True}],
     "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}])


def _offered(build: _Builder, tool: str) -> int:
    """Uses of Alice's ``tool`` naming the card (as its target or performer)."""
    game = build.game()
    s = game.state
    me = find(s, build.card.title, 0)
    return sum(isinstance(a, UseAbility) and s.title(a.card) == tool and me in a.targets
               for a in game.legal_actions())


def exercise_entry_from(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value != "personality":
        raise Unusable("entry_from on a card that is not a Personality")
    build = _Builder(card, record, False)
    build.defs.append(_RAISE)
    build.hand.append(_RAISE["title"])
    build.piles[0].setdefault("dynasty_discard", []).append(card.title)
    barred, free = _offered(build, _RAISE["title"]), _offered(_without(build, record),
                                                               _RAISE["title"])
    if barred or not free:
        return [f"brought in from the discard pile {barred} times with the record, {free} "
                "without (want 0, 1)"]
    return []


def exercise_no_battle_actions(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value != "personality":
        raise Unusable("no_battle_actions on a card that is not a Personality")
    build = _Builder(card, record, True)
    build.the_card()  # in Alice's army at the battlefield; Bob's unit of 2F there
    if int(card.force or 0) <= 2:
        raise Unusable("the card's army is not stronger than the harness's 2F enemy")
    build.defs.append(_ORDER)
    build.hand.append(_ORDER["title"])
    problems = []
    barred, free = _offered(build, _ORDER["title"]), _offered(_without(build, record),
                                                               _ORDER["title"])
    if barred or not free:
        problems.append(f"performed a Battle action {barred} times with the record, {free} "
                        "without (want 0, 1)")
    big = build.new_def("personality", force=int(card.force or 0) + 5)
    build.units[1].append(big)  # Bob's army the stronger now
    if not _offered(build, _ORDER["title"]):
        problems.append("no Battle action by him while his army is the weaker")
    return problems
