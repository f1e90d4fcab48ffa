"""The per-card harness for "If you are the Defender, <he> may be targeted by the rulebook
Cavalry player ability." (an ongoing ``cavalry_ability`` record, ``combat.cavalry_permitted``):
a Twenty Festivals battle in its Engage Segment, the card (a Personality, not Cavalry) at
Alice's home, unbowed; Alice defends: the Cavalry ability must be offered for him, and not on
the same table without the record; Alice attacking (the condition false): not offered."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import CavalryMove
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import find


def _offered(build: _Builder) -> int:
    game = build.game()
    me = find(game.state, build.card.title, 0)
    return sum(isinstance(a, CavalryMove) and a.card == me for a in game.legal_actions())


def exercise_cavalry_ability(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value != "personality" or card.has_keyword("Cavalry") or \
            record.get("if") != {"player": "you", "defender": True}:
        raise Unusable("a cavalry_ability trait other than a non-Cavalry Defender's")
    build = _Builder(card, record, True)
    build.engage = True  # Twenty Festivals: the Cavalry ability is an Engage action
    build.home[0].append({"title": card.title, "attachments": []})
    build.host(1, [], [])  # Bob's unit at the battlefield
    problems = []
    build.attacker = 1  # Alice defends
    with_it, without = _offered(build), _offered(_without(build, record))
    if with_it != 1 or without:
        problems.append(f"Cavalry ability offered {with_it} times with the record, {without} "
                        "without (want 1, 0)")
    build.attacker = 0  # Alice attacks: the condition is false
    if _offered(build):
        problems.append("Cavalry ability offered while Alice attacks")
    return problems
