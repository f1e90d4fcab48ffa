"""The harness for a Reaction of an attachment in the hand to one of Alice's Personalities
entering play ("After one of your Personalities enters play, equip this card to him":
trigger ``enters_play`` with ``card: yours`` and ``type``, ``hand_attach.py`` ``target:
self``): the card in Alice's hand, a Personality face up in her province recruited in her
Dynasty Phase, a Holding of hers producing the card's Gold Cost; the Reaction offered in the
window must name that Personality, and the card ends attached to him."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, Recruit, UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.checks import _check
from tests.carddb.harness.position import Unusable, _Builder
from tests.engine.scenario import find


def applies(record: dict[str, Any]) -> bool:
    """A Reaction of a card in the hand to one of your cards of a type entering play."""
    trig = record.get("trigger") or {}
    return record.get("from") == "hand" and trig.get("event") == "enters_play" \
        and trig.get("card") == "yours" and "type" in trig


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if record["trigger"]["type"] != "personality":
        raise Unusable("only a Personality is recruited here")
    build = _Builder(card, record, False)
    build.honor = 40
    build.hand.append(card.title)
    recruit = build.new_def("personality", gold_cost=2)
    build.provinces = [{"title": recruit, "face_up": True}]
    build.pool = 2  # the recruit's Gold; the card's own from a Holding (the pool is lost)
    build.place(0, build.new_def("holding", gold_production=int(card.gold_cost or 0)), False)
    game = build.game(phase="dynasty")
    s = game.state
    who = find(s, recruit, 0)
    act = next((a for a in game.legal_actions() if isinstance(a, Recruit) and a.card == who),
               None)
    if act is None:
        raise Unusable("the Personality cannot be recruited")
    game.perform(act)
    for _ in range(6):
        me = find(game.state, card.title, 0)
        acts = game.legal_actions()
        uses = [a for a in acts if isinstance(a, UseAbility) and a.card == me
                and a.ability == index]
        if uses:
            if [u.targets for u in uses] != [(who,)]:
                return [f"equip reaction: offered for {[u.targets for u in uses]}, not the "
                        "Personality that entered play"]
            return _check(game, uses[0], record)
        passes = [a for a in acts if isinstance(a, Pass) and a.player != 0]
        if not passes or not game.state.windows:
            break
        game.perform(passes[0])
    raise Unusable(f"{card.id} ability {index}: no reaction after the recruit")
