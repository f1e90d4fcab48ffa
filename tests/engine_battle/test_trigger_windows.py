"""Trigger windows in the CCG [S1 › TIMING AND TRIGGERS]: a Reaction window opens after a unit
is assigned, the active player is asked first, responses resolve, everyone passing in a row
closes it; Interrupt windows hold the action; nested windows; undo and saves inside windows;
the automation level decides about empty windows."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Assign, Pass, UseAbility
from l5r_desktop.games.ccg.events import Note, WindowClosed, WindowOpened
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.persistence.savefile import decode_save, encode_save
from tests.engine.scenario import cd
from tests.engine_battle.battle_scenario import assign, attack_game, declare, pid

_FORCE_UP = {"op": "modify_stat", "target": "self", "stat": "force", "amount": 1,
             "duration": "battle"}
TRIGGER_DEFS = [
    cd("Vanguard", "personality", clans=["Crane"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=4, personal_honor=2,
       abilities=[{"name": "Eager", "timing": "reaction",
                   "trigger": {"event": "assigned", "card": "self"}, "effects": [_FORCE_UP]}]),
    cd("Shamer", "personality", clans=["Crane"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=4, personal_honor=2,
       abilities=[{"name": "Taunt", "timing": "reaction",
                   "trigger": {"event": "assigned", "card": "self"},
                   "targets": [{"type": "personality", "controller": "opponent"}],
                   "effects": [{"op": "dishonor", "target": 0}]}]),
    cd("Proud", "personality", clans=["Lion"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=4, personal_honor=2,
       abilities=[{"name": "Defiance", "timing": "reaction",
                   "trigger": {"event": "dishonored", "card": "self"},
                   "effects": [{"op": "draw", "amount": 2, "player": "you"}]}]),
    cd("Herald", "personality", clans=["Crane"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=4, personal_honor=2,
       abilities=[{"name": "Announce", "timing": "interrupt",
                   "trigger": {"event": "assigned", "card": "self"},
                   "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Hesitant", "personality", clans=["Crane"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=4, personal_honor=2,
       abilities=[{"name": "Second Thoughts", "timing": "interrupt",
                   "trigger": {"event": "assigned", "card": "self"},
                   "cost": {"bow_self": True},
                   "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Plain", "personality", clans=["Crane"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=4, personal_honor=2),
]


def _game(home: list[str], bob_home: list[str] | None = None, **kw):
    from tests.engine.scenario import player

    return attack_game(player(name="Alice", home=home),
                       player("Lion Keep", name="Bob", home=bob_home or []),
                       defs=TRIGGER_DEFS, **kw)


def _opened(events) -> list[WindowOpened]:
    return [e for e in events if isinstance(e, WindowOpened)]


def test_a_reaction_window_opens_after_the_assignment_and_asks_the_active_player() -> None:
    game = _game(["Vanguard"])
    declare(game)
    van = pid(game, "Vanguard", 0)
    events = assign(game, van, 0)
    assert [w.trigger for w in _opened(events)] == ["assigned"]
    assert game.state.cards[van].zone is Zone.BATTLEFIELD  # after the event
    assert len(game.state.windows) == 1 and game.waiting_for == 0  # the active player first
    assert game.legal_actions() == [Pass(0), UseAbility(0, van, 0)]
    assert game.legal_actions()[0].label(game.state) == "Pass (no Reaction)"


def test_the_reaction_resolves_and_everyone_passing_in_a_row_closes_the_window() -> None:
    game = _game(["Vanguard", "Plain"])
    declare(game)
    van = pid(game, "Vanguard", 0)
    assign(game, van, 0)
    assert stats.force(game.state, van) == 2
    game.perform(UseAbility(0, van, 0))
    assert stats.force(game.state, van) == 3  # +1 Force until the end of the battle
    assert game.waiting_for == 1 and game.legal_actions() == [Pass(1)]
    game.perform(Pass(1))
    assert game.waiting_for == 0
    assert game.legal_actions() == [Pass(0)]  # a copy answers one trigger once
    events = game.perform(Pass(0))
    assert any(isinstance(e, WindowClosed) for e in events)
    assert game.state.windows == []
    # the maneuvers go on where they were: Alice may assign another unit or be done
    assert game.waiting_for == 0
    assert Assign(0, pid(game, "Plain", 0), 0) in game.legal_actions()


def test_undo_walks_back_through_the_window() -> None:
    game = _game(["Vanguard"])
    declare(game)
    van = pid(game, "Vanguard", 0)
    prints = [game.fingerprint()]
    for action in ("assign", UseAbility(0, van, 0), Pass(1), Pass(0)):
        if action == "assign":
            assign(game, van, 0)
        else:
            game.perform(action)
        prints.append(game.fingerprint())
    assert game.state.windows == []
    for expected in reversed(prints[:-1]):
        game.undo()
        assert game.fingerprint() == expected
    assert game.state.windows == [] and game.state.cards[van].zone is Zone.HOME
    game.redo()
    assert len(game.state.windows) == 1 and game.waiting_for == 0


def test_a_save_made_inside_the_window_reloads_into_it() -> None:
    game = _game(["Vanguard"])
    declare(game)
    van = pid(game, "Vanguard", 0)
    assign(game, van, 0)
    game.perform(UseAbility(0, van, 0))
    loaded = decode_save(encode_save(game))
    assert not loaded.read_only, loaded.warnings
    again = loaded.game
    assert again.state.windows == game.state.windows
    assert again.waiting_for == 1 and again.legal_actions() == [Pass(1)]
    again.perform(Pass(1))
    again.perform(Pass(0))
    assert again.state.windows == [] and stats.force(again.state, van) == 3


def test_enforced_skips_an_empty_window_and_manual_shows_it() -> None:
    game = _game(["Plain"])
    declare(game)
    events = assign(game, pid(game, "Plain", 0), 0)
    assert _opened(events) == [] and game.state.windows == []
    manual = _game(["Plain"], automation="manual")
    declare(manual)
    plain = pid(manual, "Plain", 0)
    events = assign(manual, plain, 0)  # the free table shows the Interrupt window ...
    assert [w.timing for w in _opened(events)] == ["interrupt"]
    assert manual.legal_actions() == [Pass(0)]
    manual.perform(Pass(0))
    events = manual.perform(Pass(1))  # ... the unit is assigned, then the Reaction window
    assert manual.state.cards[plain].zone is Zone.BATTLEFIELD
    assert [w.timing for w in _opened(events)] == ["reaction"]
    manual.perform(Pass(0))
    manual.perform(Pass(1))
    assert manual.state.windows == []


def test_an_interrupt_window_holds_the_assignment_until_everyone_passes() -> None:
    game = _game(["Herald"])
    declare(game)
    herald = pid(game, "Herald", 0)
    honor = game.state.players[0].family_honor
    events = assign(game, herald, 0)
    assert [w.timing for w in _opened(events)] == ["interrupt"]
    assert game.state.cards[herald].zone is Zone.HOME  # before the event
    assert game.legal_actions()[0].label(game.state) == "Pass (no Interrupt)"
    game.perform(UseAbility(0, herald, 0))
    assert game.state.players[0].family_honor == honor + 1
    game.perform(Pass(1))
    game.perform(Pass(0))
    assert game.state.windows == []
    assert game.state.cards[herald].zone is Zone.BATTLEFIELD  # the held action happened


def test_an_interrupted_action_that_became_illegal_does_not_happen() -> None:
    game = _game(["Hesitant"])
    declare(game)
    hes = pid(game, "Hesitant", 0)
    assign(game, hes, 0)
    game.perform(UseAbility(0, hes, 0))  # bows him as its cost
    game.perform(Pass(1))
    events = game.perform(Pass(0))
    assert any(isinstance(e, Note) and "does not happen" in e.text for e in events)
    assert game.state.cards[hes].zone is Zone.HOME and game.state.cards[hes].bowed
    assert game.waiting_for == 0  # still Alice's turn to assign (or pass)


def test_a_response_opens_a_nested_window_that_closes_first() -> None:
    game = _game(["Shamer"], bob_home=["Proud"])
    declare(game)
    shamer, proud = pid(game, "Shamer", 0), pid(game, "Proud", 1)
    assign(game, shamer, 0)
    events = game.perform(UseAbility(0, shamer, 0, (proud,)))
    assert game.state.cards[proud].dishonored
    assert [w.trigger for w in _opened(events)] == ["dishonored"]
    assert [w.trigger for w in game.state.windows] == ["assigned", "dishonored"]
    assert game.waiting_for == 0 and game.legal_actions() == [Pass(0)]
    game.perform(Pass(0))
    hand = len(game.state.players[1].hand)
    game.perform(UseAbility(1, proud, 0))
    assert len(game.state.players[1].hand) == hand + 2
    game.perform(Pass(0))
    game.perform(Pass(1))
    assert [w.trigger for w in game.state.windows] == ["assigned"]  # back in the outer one
    assert game.waiting_for == 1  # after Alice's response the chance had passed to Bob
    game.perform(Pass(1))
    game.perform(Pass(0))
    assert game.state.windows == []


def test_windows_survive_the_state_dict_round_trip() -> None:
    from l5r_desktop.games.ccg.model.state import GameState

    game = _game(["Vanguard"])
    declare(game)
    assign(game, pid(game, "Vanguard", 0), 0)
    data = game.state.to_dict()
    assert data["windows"][0]["trigger"] == "assigned"
    assert GameState.from_dict(data).to_dict() == data
