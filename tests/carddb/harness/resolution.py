"""Reactions "after the resolution of an action that bowed <card>" in the per-card harness
(``cardtext/resolution_triggers.py``): a harness Holding's action bows a Personality of
Bob's (his own action when the trigger says "another player's" or "an", Alice's for "your"),
at the card's battlefield when the trigger says so, with a second Personality of Bob's at the
same location; Alice's Reaction is then taken with the target its spec asks for (the bowed
card, or the other one at its location) and checked like an action. Checked too: an action
of the same player that bows nothing (1 Honor only) offers no such Reaction. For a trigger
about a Ring (duels lane) the action bows one of two Rings of the other player in play at
home, and a Strategy with the Reaction is used from Alice's hand. A Region's Reaction about
its province's battlefield (``here`` ``province``): the Region attached to Alice's first
province, the battle there (Bob attacks), Bob's action bows her Personality.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.checks import _check
from tests.carddb.harness.position import Unusable, _Builder, _gold
from tests.engine.scenario import cd, find

_TOOL = "Harness Cudgel"


def _tool(battle: bool, kind: str = "personality") -> dict[str, Any]:
    timing = "battle" if battle else "limited"
    return cd(_TOOL, "holding", gold_cost=2, abilities=[
        {"timing": timing, "targets": [{"type": kind, "controller": "opponent"}],
         "effects": [{"op": "bow", "target": 0}]},
        {"timing": timing, "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}])


def _table(card: CardDef, record: dict[str, Any]) -> tuple[_Builder, int, list[str]]:
    """Alice's action bows one of Bob's Personalities ("your action that bowed ...")."""
    trig = record["trigger"]
    battle = trig.get("here") == "battlefield"
    build = _Builder(card, record, battle)
    build.pool = _gold(card, record)
    build.place(0, {"title": card.title, "attachments": []}, True)
    victim = build.new_def("personality")
    other = build.new_def("personality")
    build.place(1, {"title": victim, "attachments": []}, True)
    build.place(1, {"title": other, "attachments": []}, True)
    build.defs.append(_tool(battle))
    build.home[0].append(_TOOL)
    return build, 0, [victim, other]


def _table_other(card: CardDef, record: dict[str, Any]) -> tuple[_Builder, int, list[str]]:
    """Bob's action bows one of Alice's Personalities (the trigger is about any player's, or
    another player's, action)."""
    trig = record["trigger"]
    battle = trig.get("here") == "battlefield"
    build = _Builder(card, record, battle)
    build.pool = _gold(card, record)
    kind = trig.get("type", "personality")
    if card.type.value == "strategy":  # used from Alice's hand
        build.hand.append(card.title)
    else:
        build.place(0, {"title": card.title, "attachments": []}, True)
    victim = build.new_def(kind)
    other = build.new_def(kind)
    if kind == "ring":  # Rings in play at home
        build.place(0, victim, False)
        build.place(0, other, False)
    else:
        build.place(0, {"title": victim, "attachments": []}, True)
        build.place(0, {"title": other, "attachments": []}, True)
    if battle:
        build.host(1, [], [])  # Bob's unit there: he attacks
    build.defs.append(_tool(battle, kind))
    build.home[1].append(_TOOL)
    build.attacker = 1
    build.active = 1
    return build, 1, [victim, other]


def _table_region(card: CardDef, record: dict[str, Any]) -> tuple[_Builder, int, list[str]]:
    """``here: province`` on a Region: the Region attached to Alice's first province, where
    Bob attacks her (his unit there); his Battle action bows one of her two Personalities
    defending there."""
    build = _Builder(card, record, True)
    build.pool = _gold(card, record)
    build.regions.append(card.title)
    victim = build.new_def("personality")
    other = build.new_def("personality")
    build.place(0, {"title": victim, "attachments": []}, True)
    build.place(0, {"title": other, "attachments": []}, True)
    build.host(1, [], [])
    build.defs.append(_tool(True))
    build.home[1].append(_TOOL)
    build.attacker = 1
    build.active = 1
    return build, 1, [victim, other]


def _start(build: _Builder, actor: int, ability: int, victim: str) -> Game:
    game = build.game()
    s = game.state
    s.priority = actor
    tool = find(s, _TOOL, actor)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == tool
            and a.ability == ability and (ability == 1 or a.targets == (find(s, victim),))]
    if not uses:
        raise Unusable("the harness action is not offered")
    game.perform(uses[0])
    return game


def _offered(game: Game, me: str, index: int) -> list[UseAbility]:
    for _ in range(4):
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility)
                and a.card == me and a.ability == index]
        if uses or not game.state.windows:
            return uses
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    return []


def exercise_resolution(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check one ``resolved_bowed`` Reaction (see the module's docstring)."""
    trig = record["trigger"]
    ring = trig.get("type") == "ring" and card.type.value == "strategy" \
        and trig.get("by") != "you" and "here" not in trig
    region = trig.get("here") == "province" and card.type.value == "region" \
        and trig.get("by", "any") != "you"
    if not ring and (trig.get("type", "personality") != "personality" or "keyword" in trig
                     or (card.type.value != "personality" and not region)
                     or trig.get("here") is True):
        raise Unusable("this harness bows a plain Personality near Alice's Personality")
    make = _table_region if region else _table if trig.get("by") == "you" else _table_other
    build, actor, (victim, other) = make(card, record)
    game = _start(build, actor, 0, victim)
    s = game.state
    me = find(s, card.title, 0)
    uses = _offered(game, me, index)
    if not uses:
        raise Unusable("the Reaction is not offered after the action bowed a Personality")
    specs = record.get("targets", [])
    wanted = [find(s, victim if t.get("trigger_card") == "is" else other)
              for t in specs]
    use = next((u for u in uses if list(u.targets) == wanted), None)
    if use is None:
        return [f"the Reaction is not offered with the targets {wanted}: {uses}"]
    problems = _check(game, use, record)
    quiet = _start(make(card, record)[0], actor, 1, victim)  # bows nothing
    if _offered(quiet, find(quiet.state, card.title, 0), index):
        problems.append("offered after an action that bowed nothing")
    return problems
