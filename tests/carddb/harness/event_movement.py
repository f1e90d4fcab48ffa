"""The per-card harness for an Event that may choose and destroy a Region, then negates all
movement until its player's next turn begins (``choose_card`` of a Region, ``destroy``,
``negate_all_movement``: ``cardtext/movement_negation.py``).

The Event lies face down in Alice's first province as her turn begins; Bob has a Region of
ours attached to his first province and a Personality at home. The choice is taken (the
Region offered is destroyed: in Bob's discard pile) and the turn reaches its Action Phase
with the Event in the discard pile. Then, on a copy of the table with an attack, Bob's
Personality is moved to the battlefield: stopped; on the table without the record it moves;
when Bob's turn begins it is still stopped, when Alice's next turn begins it moves. A
declined choice leaves the Region attached."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.attack.events import UnitMoved
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.battle_state import AttackState, Battlefield
from l5r_desktop.games.ccg.turn import phases
from tests.carddb.harness.position import _without
from tests.engine.scenario import find

_SHAPE = ["choose_card", "destroy", "negate_all_movement"]


def usable(record: dict[str, Any]) -> bool:
    """Is this the Event record shape this harness checks?"""
    effs = record.get("effects", [])
    return [e.get("op") for e in effs] == _SHAPE and \
        effs[0].get("spec") == {"type": "region"} and effs[1].get("target") == 0 and \
        effs[0].get("optional") == effs[1].get("optional") == 1 and \
        effs[2].get("until") == "next_turn" and "optional" not in effs[2]


def _resolve(build: Any, apply: bool) -> Game:
    game: Game = build.game(phase="straighten")
    for _ in range(4):
        o = game.state.options[0] if game.state.options else None
        if o is None:
            break
        if "pick" in o:
            game.perform(ChooseCard(o["player"], choice=o["pick"][0]))
        else:
            game.perform(ChooseOption(o["player"], apply=apply))
    return game


def _moves(game: Game, walker: str) -> bool:
    """On a copy with an attack: does Bob's Personality move to the battlefield?"""
    s = game.state.clone()
    s.attack = AttackState(1, 0, battlefields=[Battlefield(0)], current=0)
    return any(isinstance(e, UnitMoved) for e in armies.move_to_battlefield(
        s, find(s, walker, 1), 0, "harness"))


def exercise_movement_event(build: Any, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    card = build.card
    build.provinces = [{"title": card.title, "face_up": False}]
    region = build.new_def("region")
    build.bob_regions.append(region)
    walker = build.new_def("personality")
    build.home[1].append(walker)
    problems = []
    game = _resolve(build, True)
    s = game.state
    if find(s, region, 1) not in s.players[1].dynasty_discard:
        problems.append("destroy: Bob's Region is not in his discard pile")
    if s.phase.value != "action":
        problems.append(f"Event: the turn stopped in the {s.phase.value} Phase")
    if find(s, card.title, 0) not in s.players[0].dynasty_discard:
        problems.append("Event: not in the discard pile")
    if _moves(game, walker):
        problems.append("negate_all_movement: Bob's Personality moved")
    if not _moves(_resolve(_without(build, record), True), walker):
        problems.append("without the record Bob's Personality does not move either")
    phases._next_turn_begins(s, 1)
    if _moves(game, walker):
        problems.append("negate_all_movement: over when Bob's turn began")
    phases._next_turn_begins(s, 0)
    if not _moves(game, walker):
        problems.append("negate_all_movement: still in force when Alice's next turn began")
    declined = _resolve(build, False).state
    if declined.cards[find(declined, region, 1)].zone.value != "province":
        problems.append("declined: Bob's Region left its province")
    return problems
