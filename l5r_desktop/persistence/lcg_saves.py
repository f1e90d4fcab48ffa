"""Saved LCG games: the LCG's part of ``game.json`` (see :mod:`.savefile` for the bundle).

An LCG save has the same header as a CCG save (``format``, ``version``, ``game: "lcg"``,
``meta``, ``seed``, ``players``) and holds:

- ``setup``: ``GameSetup.to_dict()`` of :mod:`l5r_desktop.games.lcg.setup` (both decks with
  the full definition of every card, and the seed), or ``null`` for a game begun from a
  position;
- ``initial``: the starting position (docs/lcg-position-format.md, card definitions
  included) when there is no setup;
- ``actions``: the action log (the LCG actions' JSON);
- ``snapshot``: the final ``LcgState.to_dict()`` (card definitions by id: they come from the
  setup or the starting position).

:func:`load_lcg` replays the log from the setup and compares the result with the snapshot;
a log the rules reject or a different final position gives the snapshot read-only, with the
reason, as for the CCG. Every malformed field raises :class:`LcgSaveProblem` with a sentence
for the user (the save module turns it into its ``SaveError``). This module imports no Qt and
not the save module (no import cycle).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from typing import Any

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.lcg.actions import Action, action_from_dict
from l5r_desktop.games.lcg.cards import LcgCardDef
from l5r_desktop.games.lcg.game import Game, position_of
from l5r_desktop.games.lcg.setup import GameSetup
from l5r_desktop.games.lcg.state import LcgState

log = logging.getLogger(__name__)

__all__ = ["GAME_ID", "LcgLoad", "LcgSaveProblem", "document", "load_lcg", "player_names"]

GAME_ID = "lcg"
#: Actions at the end of a loaded log replayed with undo snapshots (as for the CCG).
UNDO_DEPTH = 25
MAX_ACTIONS = 200_000


class LcgSaveProblem(ValueError):
    """A malformed LCG save; the message is for the user."""


@dataclass
class LcgLoad:
    """What :func:`load_lcg` found: the game to continue (or the snapshot, read-only)."""

    game: Game
    read_only: bool
    setup: GameSetup | None
    actions: list[Action]
    initial_state: LcgState
    snapshot: LcgState
    warnings: list[str] = field(default_factory=list)


def player_names(game: Game) -> list[str]:
    """The players' names (the LCG state has none: they are the decks' player names)."""
    if game.setup is not None:
        return [p.name for p in game.setup.players]
    return [f"Player {n + 1}" for n in range(len(game.state.players))]


def document(game: Game) -> dict[str, Any]:
    """The LCG fields of ``game.json`` for a live game (header fields excluded)."""
    setup_doc = game.setup.to_dict() if game.setup is not None else None
    initial_doc = None if game.setup is not None else position_of(game.initial_state)
    return {"profile": "rr-1.6", "automation": "enforced",
            "seed": setup_doc.get("seed") if setup_doc else None,
            "players": player_names(game), "setup": setup_doc, "initial": initial_doc,
            "actions": [a.to_dict() for a in game.action_log],
            "snapshot": game.state.to_dict()}


def _parse_setup(raw: Any) -> GameSetup:
    if not isinstance(raw, dict):
        raise LcgSaveProblem("the game setup is malformed")
    try:
        setup = GameSetup.from_dict(raw)
    except Exception as exc:  # SetupError (a ValueError) or a crafted field
        raise LcgSaveProblem(f"the game setup is malformed ({exc})") from exc
    if len(setup.players) != 2:
        raise LcgSaveProblem(f"an LCG game has 2 players, the save has {len(setup.players)}")
    return setup


def _parse_state(raw: Any, defs: dict[str, LcgCardDef], what: str) -> LcgState:
    if not isinstance(raw, dict):
        raise LcgSaveProblem(f"the {what} is missing")
    try:
        state = LcgState.from_dict(raw, defs)
    except Exception as exc:  # KeyError, TypeError, ValueError... on a crafted file
        raise LcgSaveProblem(f"the {what} is malformed ({type(exc).__name__}: {exc})") \
            from exc
    problem = _state_problem(state)
    if problem:
        raise LcgSaveProblem(f"the {what} is inconsistent ({problem})")
    return state


def _state_problem(state: LcgState) -> str | None:
    """A reference the table would trip on: unknown card definitions, wrong player count."""
    if len(state.players) != 2:
        return f"{len(state.players)} players"
    for uid, card in state.cards.items():
        if card.card_id not in state.defs:
            return f"card {uid!r} has an unknown definition {str(card.card_id)[:40]!r}"
        if card.owner not in (0, 1):
            return f"card {uid!r} has no valid owner"
    return None


def _parse_actions(raw: Any) -> list[Action]:
    if not isinstance(raw, list):
        raise LcgSaveProblem("the action log is missing")
    if len(raw) > MAX_ACTIONS:
        raise LcgSaveProblem(f"{len(raw)} actions is more than any real game")
    out = []
    for n, item in enumerate(raw, 1):
        try:
            out.append(action_from_dict(item))
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            raise LcgSaveProblem(f"action {n} of the log is malformed ({exc})") from exc
    return out


def _start(doc: dict[str, Any]) -> tuple[GameSetup | None, Game]:
    if doc.get("setup") is not None:
        setup = _parse_setup(doc["setup"])
        try:
            return setup, Game.new(setup, history=False)
        except Exception as exc:  # SetupError or an engine bug on crafted input
            raise LcgSaveProblem(f"the game cannot start: {exc}") from exc
    initial = doc.get("initial")
    if not isinstance(initial, dict):
        raise LcgSaveProblem("the save has neither a setup nor a starting position")
    try:
        return None, Game.from_position(initial, history=False)
    except Exception as exc:  # PositionError or a crafted field
        raise LcgSaveProblem(f"the starting position is malformed ({exc})") from exc


def _replay(game: Game, actions: list[Action]) -> str | None:
    """Perform ``actions``; the reason the log does not replay, or None."""
    keep_from = max(0, len(actions) - UNDO_DEPTH)
    for n, action in enumerate(actions, 1):
        game.history = n - 1 >= keep_from
        try:
            game.perform(action)
        except IllegalActionError as exc:
            return (f"action {n} of {len(actions)} ({action.kind} by player "
                    f"{action.player + 1}) is rejected by the rules: {exc.reason}")
        except Exception as exc:  # engine bug on crafted input: a message, never a crash
            log.exception("replaying LCG action %d failed", n)
            return f"action {n} of {len(actions)} cannot be replayed ({type(exc).__name__})"
    game.history = True
    return None


def _normal(data: Any) -> Any:
    return json.loads(json.dumps(data))


def load_lcg(doc: dict[str, Any]) -> LcgLoad:
    """Load the LCG part of a (validated, migrated) ``game.json`` document; raises
    :class:`LcgSaveProblem`. The log is replayed and checked against the snapshot."""
    setup, start = _start(doc)
    initial_state = start.initial_state
    actions = _parse_actions(doc.get("actions"))
    snapshot = _parse_state(doc.get("snapshot"), initial_state.defs, "final snapshot")
    problem = _replay(start, actions)
    if problem is None and _normal(start.state.to_dict()) != _normal(snapshot.to_dict()):
        problem = (f"replaying the {len(actions)} saved actions does not give the saved "
                   "position (the rules may have changed since the game was saved)")
    if problem is not None:
        game = Game(snapshot.clone(), setup=setup, history=False)
        try:
            game.legal_actions()
        except Exception as exc:  # a crafted snapshot the checks let through
            log.exception("the saved LCG position cannot be shown")
            raise LcgSaveProblem(f"the saved position is damaged too "
                                 f"({type(exc).__name__})") from exc
        return LcgLoad(game, True, setup, actions, initial_state, snapshot,
                       [f"{problem}; the saved position is opened read-only"])
    return LcgLoad(start, False, setup, actions, initial_state, snapshot)
