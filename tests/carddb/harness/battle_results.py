"""Reactions to a battle's result in the per-card harness (triggers ``battle_destroyed`` and
``province_won``, ``cardtext/trigger_events.py``): Alice (the Attacker) has the card where it
is used from (a Strategy in her hand, its Gold from a Holding of hers); her Personality of
Force 12 attacks Bob's first province (strength 7) held by his Personality of Force 1, so her
resolution destroys his unit and his province. The players pass to the resolution, Alice
resolves the battle, and the Reaction the windows offer her is taken and checked like an
action.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.checks import _check
from tests.carddb.harness.players import player_choice
from tests.carddb.harness.position import Unusable, _Builder, _gold
from tests.engine.scenario import find

#: The triggers this module makes happen.
TRIGGERS = ("battle_destroyed", "province_won")


def exercise_battle_result(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value != "strategy":
        raise Unusable(f"a {card.type.value}'s Reaction to a battle's result: not placed here")
    build = _Builder(card, record, True)
    gold = _gold(card, record)  # (the pool is lost when the Attack Phase ends: a Holding of
    if gold:  # Alice's produces the Gold instead)
        build.place(0, {"title": build.new_def("holding", gold_production=gold)}, False)
    build.the_card()
    for spec in record.get("targets", []):
        build.target(spec)
    build.place(0, {"title": build.new_def("personality", force=12), "attachments": []},
                True)
    build.place(1, {"title": build.new_def("personality", force=1), "attachments": []}, True)
    game = build.game()
    s = game.state
    for _ in range(6):  # the players pass until the battle is to be resolved
        acts = game.legal_actions()
        resolve = [a for a in acts if isinstance(a, ResolveBattle)]
        if resolve:
            game.perform(resolve[0])
            break
        game.perform(next(a for a in acts if isinstance(a, Pass)))
    else:
        raise Unusable(f"{card.id} ability {index}: the battle never came to its resolution")
    if not s.windows:
        raise Unusable(f"{card.id} ability {index}: no window opened after the battle")
    for _ in range(8):  # the windows in turn; pass until the card answers
        me = find(s, card.title, 0)
        acts = game.legal_actions()
        uses = [a for a in acts if isinstance(a, UseAbility) and a.card == me
                and a.ability == index]
        if uses:
            use = player_choice(record, uses, [find(s, t) for t in build.expected])
            return _check(game, use, record)
        passes = [a for a in acts if isinstance(a, Pass)]
        if not passes or not s.windows:
            break
        game.perform(passes[0])
    raise Unusable(f"{card.id} ability {index}: no Reaction offered after the battle")
