"""Reactions "before an Event resolves" (trigger ``before_event``, ``cardtext/event_window.py``,
``turn/phases.event_window_closed``): the Event waits in the resolution area while the players
answer by action round from the active player [CE › EVENT], [CE › TIMING AND TRIGGERS]; a
negation leaves it without effects, discarded, its province refilled, the Events Phase going
on. Our own cards and test line; exact numbers."""

from __future__ import annotations

import json
from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

_LINE = "Reaction: Before an Event resolves: Negate its effects."


def _read() -> dict[str, Any]:
    card = CardDef(id="x:1", title="Unwritten", type=CardType.STRATEGY, text=_LINE,
                   base_title="Unwritten")
    rec = translate_ability(_LINE, card)
    assert rec is not None
    return rec


def _game(bob_has_it: bool = True) -> Game:
    """Alice's turn begins (Straighten Phase) with Harvest Feast (gain 2 Honor) face down in
    her first province and a Shrine on top of her Dynasty deck; Bob holds Unwritten."""
    defs = [cd("Unwritten", "strategy", gold_cost=0, focus=1, abilities=[_read()])]
    bob = player("Lion Keep", name="Bob", hand=["Unwritten"] if bob_has_it else [])
    alice = player(name="Alice", provinces=["Harvest Feast", "Small Farm", None, None],
                   dynasty_deck=["Shrine"])
    return game_at(alice, bob, phase="straighten", step="", defs=defs)


def _unwritten(game: Game) -> list[UseAbility]:
    s = game.state
    return [a for a in game.legal_actions() if isinstance(a, UseAbility)
            and s.title(a.card) == "Unwritten"]


def test_the_line_reads() -> None:
    assert _read() == {"timing": "reaction", "trigger": {"event": "before_event", "card": "any"},
                       "cost": {"gold": "card"}, "effects": [{"op": "negate_action"}]}


def test_the_event_waits_and_bob_negates_it() -> None:
    """The Events Phase stops with the Feast in the resolution area (Alice at 10); Alice (the
    active player) passes, Bob plays Unwritten; the window closes: Alice stays at 10, the
    Feast is discarded, her province refilled with the Shrine, the Action Phase begins."""
    game = _game()
    s = game.state
    assert s.phase.value == "events" and s.windows and s.windows[-1].trigger == "before_event"
    assert s.players[0].family_honor == 10
    assert game.waiting_for == 0 and not _unwritten(game)
    game.perform(Pass(0))
    (use,) = _unwritten(game)
    game.perform(use)
    while s.windows:
        game.perform(Pass(game.waiting_for or 0))
    assert s.players[0].family_honor == 10
    feast = find(s, "Harvest Feast", 0)
    assert feast in s.players[0].dynasty_discard
    assert s.title(s.players[0].provinces[0] or "") == "Shrine"
    assert "Harvest Feast" in s.players[0].events_resolved
    assert s.phase.value == "action" and s.step.value == "action_round"
    assert game.waiting_for == 0


def test_passed_the_event_resolves() -> None:
    game = _game()
    s = game.state
    while s.windows:
        game.perform(Pass(game.waiting_for or 0))
    assert s.players[0].family_honor == 12
    assert s.phase.value == "action"


def test_no_window_without_an_answer() -> None:
    game = _game(bob_has_it=False)
    s = game.state
    assert not s.windows and s.players[0].family_honor == 12 and s.phase.value == "action"


def test_a_save_inside_the_window_reloads_into_it() -> None:
    game = _game()
    data = json.loads(json.dumps(game.state.to_dict()))
    again = Game(type(game.state).from_dict(data))
    s = again.state
    assert s.windows and s.resolving and s.resolving[-1]["stage"] == "event"
    again.perform(Pass(0))
    again.perform(_unwritten(again)[0])
    while s.windows:
        again.perform(Pass(again.waiting_for or 0))
    assert s.players[0].family_honor == 10 and s.phase.value == "action"


def test_the_validator_reads_only_the_whole_negation() -> None:
    from l5r_desktop.games.ccg.cardtext import triggers

    assert not triggers.validate_trigger(_read())
    assert triggers.validate_trigger({**_read(), "effects": [
        {"op": "gain_honor", "amount": 1, "player": "you"}]})
