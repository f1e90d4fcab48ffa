"""Reactions "before an Event resolves" in the per-card harness (trigger ``before_event``,
``cardtext/event_window.py``): Alice's turn begins with a harness Event (gain 1 Honor) face
down in her first province and the card where it answers (a Strategy in her hand, with the
Gold its cost asks). The Events Phase must stop with the window open and the Event not yet
resolved; Alice takes the Reaction; when the window closes the Event's effects are negated
(her Honor unchanged, the Event discarded, the Action Phase begun). On the table without the
record the Event resolves at once (her Honor +1: the check can fail)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _gold, _without
from tests.engine.scenario import cd, find

_EVENT = "Harness Omen"


def _table(build: _Builder) -> Game:
    return build.game(phase="straighten")


def exercise_before_event(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if record.get("effects") != [{"op": "negate_action"}] or record.get("targets"):
        raise Unusable("this harness checks the whole negation of an Event, no targets")
    build = _Builder(card, record, False)
    build.pool = _gold(card, record)
    build.the_card()
    build.defs.append(cd(_EVENT, "event", abilities=[
        {"timing": "event", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]))
    build.provinces = [{"title": _EVENT, "face_up": False}]
    game = _table(build)
    s = game.state
    honor = s.players[0].family_honor
    problems: list[str] = []
    if not s.windows or s.windows[-1].trigger != "before_event":
        raise Unusable("no window opened before the Event resolved")
    me = find(s, card.title, 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me
            and a.ability == index]
    if not uses:
        raise Unusable("the Reaction is not offered before the Event resolves")
    game.perform(uses[0])
    while s.windows:
        game.perform(Pass(game.waiting_for or 0))
    if s.players[0].family_honor != honor:
        problems.append(f"the Event's effects were not negated: Honor {honor} -> "
                        f"{s.players[0].family_honor}")
    if find(s, _EVENT, 0) not in s.players[0].dynasty_discard:
        problems.append("the negated Event is not discarded")
    if s.phase.value != "action":
        problems.append(f"the turn stopped in the {s.phase.value} Phase")
    plain = _table(_without(build, record))
    if plain.state.windows or plain.state.players[0].family_honor != honor + 1:
        problems.append("without the record the Event does not resolve at once")
    return problems
