"""Effects "until the current phase ends" (``Duration.PHASE``) end with the phase
[CE › DURATION OF EFFECTS]; the phase's end (``turn/steps.phase_ended``, five times a turn)
looks at the game's cards only when such an effect may be on one: ``GameState.phase_effects``,
set by ``model.state.lasting`` where the modifier is made and by every load (issue 22: the
look at every card was 5% of a demo game's instructions)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg.actions import Manual, Pass
from l5r_desktop.games.ccg.events import ModifiersExpired
from l5r_desktop.games.ccg.model.card_state import Modifier
from l5r_desktop.games.ccg.model.ids import Duration, Phase
from l5r_desktop.games.ccg.model.state import GameState, lasting
from l5r_desktop.games.ccg.position import position_from_state, state_from_position
from l5r_desktop.games.ccg.setup import create_state
from l5r_desktop.games.ccg.turn.steps import phase_ended
from tests.engine.scenario import find, game_at, player

PACKAGE = Path(__file__).resolve().parents[2] / "l5r_desktop" / "games" / "ccg"


def _assisted():
    return game_at(player(home=["Crane Samurai"]), player("Lion Keep", home=["Lion Samurai"]),
                   automation="assisted", phase="action")


def test_only_the_phase_duration_marks_the_state() -> None:
    assert not create_state(demo_setup(seed=0))[0].phase_effects  # a new game: none
    s = _assisted().state
    assert s.phase_effects  # a position is loaded: its cards may carry some
    assert phase_ended(s) == [] and not s.phase_effects  # none there: looked once
    for name in ("turn", "battle", "game", "next_turn"):
        assert lasting(s, name) is Duration(name)
    assert not s.phase_effects
    assert lasting(s, "phase") is Duration.PHASE
    assert s.phase_effects
    with pytest.raises(ValueError):
        lasting(s, "fortnight")


def test_a_manual_bonus_until_the_phase_ends_ends_with_the_action_phase() -> None:
    """A toolkit bonus "phase" goes through ``lasting``: the next phase ends it, and the mark
    goes with it; a turn bonus stays."""
    game = _assisted()
    sam = find(game.state, "Crane Samurai")
    game.state.phase_effects = False  # (as after the position's first phase end)
    game.perform(Manual(0, op="modify_stat", card=sam, stat="force", amount=2, duration="phase"))
    game.perform(Manual(0, op="modify_stat", card=sam, stat="chi", amount=1, duration="turn"))
    assert game.state.phase_effects
    for _ in range(2):  # both pass: the Action Phase ends, the Attack Phase begins
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert game.state.phase is Phase.ATTACK
    assert [(m.stat, m.duration) for m in game.state.cards[sam].modifiers] == \
        [("chi", Duration.TURN)]
    assert not game.state.phase_effects


def test_the_phase_end_reports_the_cards_once_and_clears_the_mark() -> None:
    s = _assisted().state
    sam = find(s, "Crane Samurai")
    s.cards[sam].modifiers.append(Modifier("force", 1, lasting(s, "phase"), "x"))
    events = phase_ended(s)
    assert [(type(e), e.cards) for e in events] == [(ModifiersExpired, (sam,))]
    assert s.cards[sam].modifiers == [] and not s.phase_effects
    assert phase_ended(s) == []


def test_a_clone_keeps_the_mark() -> None:
    s = _assisted().state
    lasting(s, "phase")
    assert s.clone().phase_effects
    s.phase_effects = False
    assert not s.clone().phase_effects


def test_a_loaded_game_or_position_looks_at_its_cards_once() -> None:
    """The mark is not saved: a loaded game's cards may carry an effect until the phase ends
    (a save made mid-phase), so the load sets it and the next phase end ends the effect."""
    s = _assisted().state
    sam = find(s, "Crane Samurai")
    s.cards[sam].modifiers.append(Modifier("force", 1, lasting(s, "phase"), "x"))
    for loaded in (GameState.from_dict(s.to_dict()),
                   state_from_position(position_from_state(s))):
        assert loaded.phase_effects
        assert [e.cards for e in phase_ended(loaded)] == [(sam,)]
        assert loaded.cards[sam].modifiers == []


def test_every_duration_an_effect_names_goes_through_lasting() -> None:
    """A modifier whose duration is read from an effect (``Duration(name)``) is made only
    through ``lasting``, which marks the state: a new reading elsewhere would put an effect
    "until the phase ends" that the phase's end never looks for. Allowed: the enum itself,
    ``lasting``, the loads (which mark the state) and the record checks (which make none)."""
    allowed = {"model/ids.py", "model/state.py", "model/card_state.py", "position.py",
               "cardtext/effect_checks.py"}
    found = []
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel in allowed:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\bDuration\(", line) and not line.lstrip().startswith("#"):
                found.append(f"{rel}:{n}: {line.strip()}")
    assert found == []
