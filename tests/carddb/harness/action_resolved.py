"""Reactions "after the resolution of a <Keyword> Battle action you took" in the per-card
harness (Reaction trigger ``action_resolved``, ``cardtext/action_resolved.py``): Alice (the
card where it answers; a battle when the trigger asks for a Battle action) plays a harness
Strategy whose action has the trigger's keyword (its ability's and its card's) and the
trigger's kind (Battle, else Open), gaining 1 Honor; the card's Reaction is then taken and
checked like an action. Checked too: the same action without the keyword offers no such
Reaction (the check can fail). The Reaction's targets are placed for it; one that names "a
Personality who performed it" (``performed_it``) is the harness action's performer, a
Personality of Alice's at the battle, and only he is offered.
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


def _performed(record: dict[str, Any]) -> bool:
    """Does the Reaction target a card who performed the resolved action?"""
    return any(t.get("performed_it") for t in record.get("targets", []))


def _table(card: CardDef, record: dict[str, Any], keyword: bool) -> tuple[Game, list[str]]:
    """The game once Alice's harness action has resolved, and the titles of the cards placed
    for the Reaction's targets (the harness action's performer for ``performed_it``)."""
    trig = record["trigger"]
    battle = bool(trig.get("battle"))
    build = _Builder(card, record, battle)
    build.pool = _gold(card, record)
    build.the_card()
    performer = build.new_def("personality")
    if _performed(record):  # a Personality of Alice's at the battle performs it
        build.place(0, {"title": performer, "attachments": []}, True)
    titles = []
    for spec in record.get("targets", []):
        if spec.get("performed_it"):
            titles.append(performer)
        else:
            build.target(spec)
            titles.append(build.expected[-1])
    kw = trig.get("action_keyword")
    words = [kw] if kw and keyword else []
    targets = [{"type": "personality", "controller": "you", "performer": True}] \
        if _performed(record) else []
    build.defs.append(cd(_TOOL, "strategy", gold_cost=0, focus=1,
                         keywords=[w.capitalize() for w in words],
                         abilities=[{"timing": "battle" if battle else "open",
                                     "keywords": words, "targets": targets,
                                     "effects": [{"op": "gain_honor", "amount": 1,
                                                  "player": "you"}]}]))
    build.hand.append(_TOOL)
    game = build.game()
    s = game.state
    s.priority = 0
    tool = find(s, _TOOL, 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == tool
            and (not targets or a.targets == (find(s, performer, 0),))]
    if not uses:
        raise Unusable("the harness action is not offered")
    game.perform(uses[0])
    return game, titles


def exercise_action_resolved(card: CardDef, index: int, record: dict[str, Any]
                             ) -> list[str]:
    """Check one ``action_resolved`` Reaction (see the module's docstring)."""
    trig = record["trigger"]
    if trig.get("by", "any") == "other":
        raise Unusable("this harness answers Alice's own action")
    game, titles = _table(card, record, keyword=True)
    s = game.state
    me = find(s, card.title, 0)
    uses = _offered(game, me, index)
    if not uses:
        raise Unusable("the Reaction is not offered after the action resolved")
    wanted = tuple(find(s, t, 0) for t in titles)
    use = next((u for u in uses if u.targets == wanted), None)
    if use is None:
        return [f"the Reaction is not offered with the targets {wanted}: {uses}"]
    problems = _check(game, use, record)
    if "action_keyword" in trig:
        plain = _table(card, record, keyword=False)[0]
        if _offered(plain, find(plain.state, card.title, 0), index):
            problems.append("offered after an action without the keyword")
    if _performed(record) and len(uses) != 1:  # only the one who performed it
        problems.append(f"offered with other targets than its performer: {uses}")
    return problems
