"""Reactions "after the resolution of a <Keyword> Battle action you took" in the per-card
harness (Reaction trigger ``action_resolved``, ``cardtext/action_resolved.py``): Alice (the
card where it answers; a battle when the trigger asks for a Battle action) plays a harness
Strategy whose action has the trigger's keyword (its ability's and its card's) and the
trigger's kind (Battle, else Open), gaining 1 Honor; the card's Reaction is then taken and
checked like an action. Checked too: the same action without the keyword offers no such
Reaction (the check can fail).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.checks import _check
from tests.carddb.harness.position import Unusable, _Builder, _gold
from tests.carddb.harness.resolution import _offered
from tests.engine.scenario import cd, find

_TOOL = "Harness Form"


def _table(card: CardDef, record: dict[str, Any], keyword: bool) -> Game:
    trig = record["trigger"]
    battle = bool(trig.get("battle"))
    build = _Builder(card, record, battle)
    build.pool = _gold(card, record)
    build.the_card()
    kw = trig.get("action_keyword")
    words = [kw] if kw and keyword else []
    build.defs.append(cd(_TOOL, "strategy", gold_cost=0, focus=1,
                         keywords=[w.capitalize() for w in words],
                         abilities=[{"timing": "battle" if battle else "open",
                                     "keywords": words,
                                     "effects": [{"op": "gain_honor", "amount": 1,
                                                  "player": "you"}]}]))
    build.hand.append(_TOOL)
    game = build.game()
    s = game.state
    s.priority = 0
    tool = find(s, _TOOL, 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == tool]
    if not uses:
        raise Unusable("the harness action is not offered")
    game.perform(uses[0])
    return game


def exercise_action_resolved(card: CardDef, index: int, record: dict[str, Any]
                             ) -> list[str]:
    """Check one ``action_resolved`` Reaction (see the module's docstring)."""
    trig = record["trigger"]
    if trig.get("by", "any") == "other" or record.get("targets"):
        raise Unusable("this harness answers Alice's own action, with no targets")
    game = _table(card, record, keyword=True)
    me = find(game.state, card.title, 0)
    uses = _offered(game, me, index)
    if not uses:
        raise Unusable("the Reaction is not offered after the action resolved")
    problems = _check(game, uses[0], record)
    if "action_keyword" in trig:
        plain = _table(card, record, keyword=False)
        if _offered(plain, find(plain.state, card.title, 0), index):
            problems.append("offered after an action without the keyword")
    return problems
