"""Checks of a saved CCG game's document before anything else sees it: the header (format,
version), the game id, the setup, states, the action log and the images, each with limits no
real game reaches; every failure is a :class:`~.save_bundle.SaveError` with a bounded sentence.
No Qt.
"""

from __future__ import annotations

import logging
from typing import Any

from l5r_desktop.core.errors import UnknownGameError
from l5r_desktop.games.ccg.actions import Action, action_from_dict
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.setup import GameSetup
from l5r_desktop.games.registry import find_game, game_ids
from l5r_desktop.persistence.migrations import CURRENT_VERSION
from l5r_desktop.persistence.save_bundle import (
    FORMAT,
    SaveError,
    bounded,
    image_suffix,
)
from l5r_desktop.persistence.shape import state_problem

log = logging.getLogger(__name__)

#: The LCG's game id: ``lcg_saves`` and the LCG engine are imported only for an LCG game
#: (a CCG start-up never loads them, issue 22).
LCG_GAME_ID = "lcg"

#: Limits no real game reaches: a log of more actions, more players or a larger deck is not a
#: real save.
MAX_ACTIONS = 200_000
MAX_PLAYERS = 8
MAX_DECK_CARDS = 2_000


def check_header(doc: dict[str, Any], label: str) -> int:
    """The save format version of ``doc`` (SaveError for another format or a newer version)."""
    if doc.get("format") != FORMAT:
        raise SaveError(f"{label} is not an L5R Table saved game (format "
                        f"{doc.get('format')!r})")
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveError(f"{label} has no valid format version ({version!r})")
    if version > CURRENT_VERSION:
        raise SaveError(f"{label} was saved by a newer version of L5R Table (save format "
                        f"{version}); this version reads formats up to {CURRENT_VERSION}. "
                        "Please update the app.")
    return version


def check_game(doc: dict[str, Any], label: str) -> str:
    """The save's game must be one this version knows and saves (the CCG or the LCG); its
    id."""
    game_id = doc.get("game")
    if not isinstance(game_id, str):
        raise SaveError(f"{label} does not say which game it belongs to")
    try:
        info = find_game(game_id)
    except UnknownGameError:
        raise SaveError(f"{label} belongs to a game this version does not know "
                        f"({quote(game_id)}); known games: {', '.join(game_ids())}") from None
    if info.id not in (Game.game_id, LCG_GAME_ID):
        raise SaveError(f"{label} is a saved {info.title} game; this version opens saved "
                        f"{find_game(Game.game_id).title} games only")
    return info.id


def missing_definitions(setup_doc: dict[str, Any]) -> list[str]:
    """Card ids the setup's decks name without a definition in the save."""
    out = []
    for n, p in enumerate(setup_doc.get("players") or [], 1):
        if not isinstance(p, dict):
            continue
        defs = p.get("definitions")
        defs = defs if isinstance(defs, dict) else {}
        name = p.get("name", f"player {n}")
        ids = [p.get("stronghold"), p.get("sensei"), p.get("wind")]
        for key in ("dynasty", "fate"):
            value = p.get(key)
            if isinstance(value, list):
                if len(value) > MAX_DECK_CARDS:
                    raise SaveError(f"{name}'s {key} deck has {len(value)} cards: not a real "
                                    "deck")
                ids += value
        for card_id in ids:
            if card_id is not None and (not isinstance(card_id, str) or card_id not in defs):
                out.append(f"{card_id!r} ({name})")
    return out


def _definition_maps(doc: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The save's maps of card definitions (key -> definition), each with where it is."""
    maps: list[tuple[str, Any]] = []
    setup = doc.get("setup")
    players = setup.get("players") if isinstance(setup, dict) else None
    for n, p in enumerate(players if isinstance(players, list) else [], 1):
        if isinstance(p, dict):
            maps.append((f"player {n}'s deck", p.get("definitions")))
    for top, where in (("initial", "starting position"), ("snapshot", "final snapshot")):
        state = doc.get(top)
        if isinstance(state, dict):
            maps.append((f"the {where}", state.get("definitions")))
    return [(where, defs) for where, defs in maps if isinstance(defs, dict)]


def key_definitions(doc: dict[str, Any], warnings: list[str]) -> None:
    """Give every card definition of a CCG save the id it is stored under (in place), with a
    note in ``warnings`` when one named another id.

    A save stores each definition once, under its id (``PlayerSetup.to_dict``,
    ``GameState.to_dict``), and the decks and cards name it by that key; its own ``"id"`` is a
    copy. A damaged copy would be believed by the loaded game and written back as the key of
    the next save: the definition then takes the place of the card whose id it names (a Dynasty
    card saved under a Fate card's id, so the re-save cannot start, or a card shown as another
    after a re-save). The key is what everything else refers to, so it wins; the replay check
    that follows confirms the game against its snapshot as for any save.
    """
    damaged: list[str] = []
    for where, defs in _definition_maps(doc):
        for key, definition in defs.items():
            if isinstance(definition, dict) and definition.get("id") != key:
                own = definition.get("id")
                named = f"named itself {quote(own, 40)}" if isinstance(own, str) \
                    else "had no valid id"
                damaged.append(f"{quote(key)} in {where} {named}")
                definition["id"] = key
    if damaged:
        more = f" (and {len(damaged) - 1} more)" if len(damaged) > 1 else ""
        warnings.append(f"the card definition {damaged[0]}{more}; each definition keeps the "
                        "id it is saved under")


def parse_setup(doc: dict[str, Any], label: str) -> GameSetup | None:
    """The game setup of a CCG save (None for a game begun from a position); SaveError when
    damaged."""
    raw = doc.get("setup")
    if raw is None:
        return None
    if not isinstance(raw, dict) or not isinstance(raw.get("players"), list):
        raise SaveError(f"{label}: the game setup is missing or malformed")
    if not 2 <= len(raw["players"]) <= MAX_PLAYERS:
        raise SaveError(f"{label}: a game has 2 to {MAX_PLAYERS} players, the save has "
                        f"{len(raw['players'])}")
    missing = missing_definitions(raw)
    if missing:
        shown = ", ".join(missing[:5]) + (f" and {len(missing) - 5} more"
                                          if len(missing) > 5 else "")
        raise SaveError(f"{label}: the save lacks the definitions of cards its decks use: "
                        f"{shown}")
    turn_cap = raw.get("turn_cap")
    if turn_cap is not None and (isinstance(turn_cap, bool) or not isinstance(turn_cap, int)):
        raise SaveError(f"{label}: the turn cap must be a whole number")
    if not isinstance(raw.get("options", {}), dict):
        raise SaveError(f"{label}: the setup options are malformed")
    try:
        return GameSetup.from_dict(raw)
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise SaveError(f"{label}: the game setup is malformed ({exc})") from exc


def check_state_shape(state: GameState, what: str, label: str) -> None:
    """Cross-check a state's types and references so a crafted snapshot cannot break the
    table (see :mod:`l5r_desktop.persistence.shape`)."""
    problem = state_problem(state)
    if problem:
        raise SaveError(f"{label}: the {what} is inconsistent ({problem})")


def parse_state(raw: Any, what: str, label: str) -> GameState:
    """A saved CCG state (the starting position or the final snapshot); SaveError when damaged."""
    if not isinstance(raw, dict):
        raise SaveError(f"{label}: the {what} is missing")
    try:
        state = GameState.from_dict(raw)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError,
            OverflowError) as exc:
        raise SaveError(f"{label}: the {what} is malformed ({exc})") from exc
    check_state_shape(state, what, label)
    return state


def parse_actions(doc: dict[str, Any], label: str) -> list[Action]:
    """The action log of a CCG save; SaveError for a damaged or absurdly long log."""
    raw = doc.get("actions")
    if not isinstance(raw, list):
        raise SaveError(f"{label}: the action log is missing")
    if len(raw) > MAX_ACTIONS:
        raise SaveError(f"{label}: {len(raw)} actions is more than any real game")
    actions = []
    for n, item in enumerate(raw, 1):
        try:
            actions.append(action_from_dict(item))
        except (ValueError, TypeError) as exc:
            raise SaveError(f"{label}: action {n} of the log is malformed ({exc})") from exc
    return actions


#: Image warnings listed one by one before the rest are counted.
MAX_IMAGE_WARNINGS = 5


def quote(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters (a file's values in a message)."""
    return bounded(repr(value) if isinstance(value, str) else f"<{type(value).__name__}>",
                   limit)


def parse_images(doc: dict[str, Any], blobs: dict[str, bytes], known: set[str],
                  warnings: list[str]) -> dict[str, bytes]:
    """The images that travel with the save (card id -> bytes) and a note per image left out."""
    manifest = doc.get("images") or {}
    if not isinstance(manifest, dict):
        warnings.append("the image list of the save is malformed; images were ignored")
        return {}
    out: dict[str, bytes] = {}
    notes: list[str] = []
    for card_id, name in manifest.items():
        if not isinstance(name, str) or name not in blobs:
            notes.append(f"the image of card {quote(card_id)} is missing from the save")
        elif card_id not in known:
            notes.append(f"the save holds an image for an unknown card {quote(card_id)}; "
                         "ignored")
        elif image_suffix(blobs[name]) is None:
            notes.append(f"the image of card {quote(card_id)} is not a PNG/JPEG/WebP/GIF "
                         "image; ignored")
        else:
            out[card_id] = blobs[name]
    warnings += notes[:MAX_IMAGE_WARNINGS]
    if len(notes) > MAX_IMAGE_WARNINGS:
        warnings.append(f"and {len(notes) - MAX_IMAGE_WARNINGS} more image problems")
    return out
