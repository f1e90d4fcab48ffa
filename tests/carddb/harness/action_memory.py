"""Reactions "after the resolution of an action that moved / destroyed / created <a card>"
in the per-card harness (``cardtext/action_memory.py``). Alice attacks Bob (the battle at his
first province is the current one); the card is in Alice's army (a Personality, or attached
to one of hers there), or in her hand (a Strategy). A harness Holding's Battle action does the
thing to a Personality fitting the trigger: it moves one from his controller's home to the
current battlefield (targeted), destroys one at the battlefield, or creates one there. The
Holding is Alice's when the trigger says "your action" or names no one and the card is an
enemy's, Bob's otherwise; the Personality is Bob's unless the trigger says "one of your".
Alice's Reaction is then taken (the card the trigger is about as its target when the spec
asks for it) and checked like an action. Checked too: the Holding's other action, which does
none of these, offers no such Reaction. The triggered traits on ``resolved_penalized``:
:func:`penalty_pick` (used by ``trait_others.py``).
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

#: The trigger words this harness makes happen.
TRIGGERS = ("resolved_moved", "resolved_destroyed", "resolved_created")
_TOOL = "Harness Tide Post"
_OPS = {"resolved_moved": {"op": "move_unit", "target": 0},
        "resolved_destroyed": {"op": "destroy", "target": 0}}


def _tool(event: str, whose: str, words: list[str]) -> dict[str, Any]:
    """The Holding: a Battle action doing the thing to a target Personality of ``whose`` (or
    creating a 1F/1C/1PH Personality with ``words`` at the battlefield), and one gaining 1
    Honor."""
    spec: dict[str, Any] = {"type": "personality", "controller": whose}
    if event == "resolved_moved":
        spec["any_location"] = True
    first: dict[str, Any] = {"timing": "battle", "effects": [{
        "op": "create", "at": "battlefield", "card": {
            "type": "personality", "force": 1, "chi": 1, "personal_honor": 1,
            "keywords": words}}]}
    if event != "resolved_created":
        first = {"timing": "battle", "targets": [spec], "effects": [_OPS[event]]}
    return cd(_TOOL, "holding", gold_cost=2, abilities=[
        first,
        {"timing": "battle", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}])


def _table(card: CardDef, record: dict[str, Any]) -> tuple[_Builder, int, str]:
    """The position, the seat of the player taking the Holding's action, the subject."""
    trig = record["trigger"]
    event = trig["event"]
    build = _Builder(card, record, True)
    build.pool = _gold(card, record)
    build.the_card()
    owner = 0 if trig.get("controller") == "you" else 1
    actor = 0 if trig.get("by") == "you" else 1 if trig.get("by") == "other" else 1 - owner
    if "battle" not in trig.get("timings", ["battle"]):
        raise Unusable("this harness's action is a Battle action")
    words = [trig["keyword"]] if "keyword" in trig else []
    subject = ""  # a created card has no title
    if event != "resolved_created":
        subject = build.new_def(trig.get("type", "personality"), keywords=words)
        entry = {"title": subject, "attachments": []}
        build.place(owner, entry, event != "resolved_moved")
    build.defs.append(_tool(event, "you" if owner == actor else "opponent", words))
    build.home[actor].append(_TOOL)
    return build, actor, subject


def _start(build: _Builder, actor: int, ability: int, subject: str) -> Game:
    game = build.game()
    s = game.state
    s.priority = actor
    tool = find(s, _TOOL, actor)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == tool
            and a.ability == ability and (ability == 1 or not subject
                                          or a.targets == (find(s, subject),))]
    if not uses:
        raise Unusable("the harness action is not offered")
    game.perform(uses[0])
    return game


def exercise_action_memory(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check one ``resolved_moved`` / ``resolved_destroyed`` Reaction (see the module's
    docstring)."""
    trig = record["trigger"]
    if trig.get("type", "personality") != "personality" or trig.get("to") not in (
            None, "battlefield", "current"):
        raise Unusable("this harness moves or destroys a Personality")
    build, actor, subject = _table(card, record)
    game = _start(build, actor, 0, subject)
    s = game.state
    me = find(s, card.title, 0)
    uses = _offered(game, me, index)
    if not uses:
        raise Unusable(f"the Reaction is not offered after the action ({trig['event']})")
    specs = record.get("targets", [])
    if any(t.get("trigger_card") != "is" for t in specs):
        raise Unusable("this harness names the card the trigger is about only")
    about = s.windows[-1].cards[0] if s.windows else ""
    wanted = [find(s, subject) if subject else about for _t in specs]
    use = next((u for u in uses if list(u.targets) == wanted), None)
    if use is None:
        return [f"the Reaction is not offered with the targets {wanted}: {uses}"]
    problems = _check(game, use, record)
    build, actor, subject = _table(card, record)
    quiet = _start(build, actor, 1, subject)  # does nothing of the kind
    if _offered(quiet, find(quiet.state, card.title, 0), index):
        problems.append("offered after an action that did nothing of the kind")
    return problems


def penalty_pick(build: Any, trig: dict[str, Any]) -> Any:
    """A trait "after the resolution of an action that gave a Force penalty to an enemy card
    at this card's battlefield" (``resolved_penalized``): the card (a Personality) in Alice's
    army at the battle, Bob's Personality there, and a harness Strategy in her hand whose
    Battle action gives an enemy Personality -1F; returns the pick of that action on him."""
    if build.card.type.value != "personality" or trig.get("controller") == "you" or \
            set(trig) - {"event", "card", "controller", "here", "by"} or trig.get("by") == "other":
        raise Unusable("this harness penalizes an enemy Personality at the card's battle")
    build.battle = True
    build.place(0, {"title": build.card.title, "attachments": []}, True)
    foe = build.new_def("personality")
    build.place(1, {"title": foe, "attachments": []}, True)
    tool = cd("Harness Penalty", "strategy", gold_cost=0, focus=1, abilities=[
        {"timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -1,
                      "duration": "turn"}]}])
    build.defs.append(tool)
    build.hand.append(tool["title"])

    def pick(game: Game) -> Any:
        s = game.state
        return next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                     and s.title(a.card) == tool["title"] and a.targets == (find(s, foe),)),
                    None)
    return pick
