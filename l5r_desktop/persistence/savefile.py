"""Saved games: a versioned, self-contained file that never loses a game.

A save (``*.l5rsave``, format version 2, see ``migrations.py`` for the history) is a zip bundle:

- ``game.json`` (UTF-8): ``format``, ``version``, ``meta`` (saved-at, app version, caller's
  fields), ``profile`` / ``automation`` / ``seed`` / ``players`` (a readable summary), ``setup``
  (``GameSetup.to_dict()``: players, decks and the FULL definition of every card, so the save
  opens on a machine whose library lacks them), ``initial`` (the starting state for games begun
  from a position, else ``null``), ``actions`` (the whole action log) and ``snapshot`` (the final
  ``GameState.to_dict()``), ``images`` (card definition id → ``images/<file>`` in the bundle);
- ``images/…``: card images that travel with the save (custom scanned cards).

LCG games (``"game": "lcg"``) keep the same bundle and header; their ``setup`` / ``initial`` /
``actions`` / ``snapshot`` are the LCG engine's (see :mod:`.lcg_saves`).

Loading (:func:`load_game`) validates everything before anything else sees the game, replays
the log with the rules engine and compares the result with the snapshot. A mismatch (e.g. the
rules changed since the save) is reported and the snapshot is opened read-only. Before that,
a card definition whose own id differs from the key it is stored under is given its key,
with a warning (``save_checks.key_definitions``: a re-save never merges two cards). Every bad
file raises :class:`SaveError` with a sentence for the user. Nothing in a save is ever
executed: plain JSON, zip entries checked by name and size, images checked by signature; no
pickle, no eval.

>>> # save_game(path, game); loaded = load_game(path); loaded.game.state  # doctest: +SKIP
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from l5r_desktop import __version__
from l5r_desktop.core import digests
from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import Action
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.setup import GameSetup
from l5r_desktop.persistence.atomic import atomic_write_bytes
from l5r_desktop.persistence.migrations import CURRENT_VERSION, migrate
from l5r_desktop.persistence.save_bundle import (
    FORMAT,
    GAME_JSON,
    IMAGES_DIR,
    MAX_MESSAGE_CHARS,
    SaveError,
    bounded,
    dumps,
    encode_bundle,
    image_suffix,
    join_json,
    parse_json,
    read_bundle,
    read_file,
    read_images,
    save_bytes,
    text_fingerprint,
)
from l5r_desktop.persistence.save_checks import (
    LCG_GAME_ID,
    check_game,
    check_header,
    key_definitions,
    parse_actions,
    parse_images,
    parse_setup,
    parse_state,
)
from l5r_desktop.persistence.statediff import describe_difference

log = logging.getLogger(__name__)

__all__ = [
    "CURRENT_VERSION",
    "FORMAT",
    "GAME_JSON",
    "IMAGES_DIR",
    "MAX_MESSAGE_CHARS",
    "SAVE_SUFFIX",
    "LoadedGame",
    "SaveError",
    "bounded",
    "dumps",
    "encode_bundle",
    "encode_save",
    "join_json",
    "load_game",
    "read_images",
    "save_bytes",
    "save_game",
    "text_fingerprint",
]

SAVE_SUFFIX = ".l5rsave"

#: Actions at the end of a loaded log replayed with undo snapshots (each costs a state copy;
#: the engine recomputes older states when undo goes further back).
UNDO_DEPTH_AFTER_LOAD = 25









@dataclass
class LoadedGame:
    """What :func:`load_game` found in a save.

    ``game`` continues the saved game (log replayed, history on: the last
    :data:`UNDO_DEPTH_AFTER_LOAD` actions undo from kept snapshots, older ones are recomputed
    by the engine). When the replay did not reproduce the
    saved snapshot, ``read_only`` is True and ``game`` holds the snapshot instead (no undo, no
    log): show it, do not let anyone play or save over it. ``warnings`` holds readable notes
    (migration steps, the mismatch, skipped images).
    """

    game: Game
    read_only: bool
    warnings: list[str]
    setup: GameSetup | None
    actions: list[Action]
    initial_state: GameState
    snapshot: GameState
    images: dict[str, bytes] = field(default_factory=dict)
    meta: dict[str, Any] = field(default_factory=dict)
    version: int = CURRENT_VERSION

    def new_replay_game(self) -> Game:
        """A fresh game at the start of this save (no actions performed, no history)."""
        if getattr(self.game, "game_id", None) == LCG_GAME_ID:
            if self.setup is not None:
                return type(self.game).new(self.setup, history=False)
            return type(self.game)(self.initial_state.clone(), history=False)
        if self.setup is not None:
            return Game.new(self.setup, history=False)
        return Game.from_state(self.initial_state, history=False)

    def extract_images(self, folder: Path) -> dict[str, Path]:
        """Write the bundled images into ``folder`` (atomic writes); card id → file path."""
        out: dict[str, Path] = {}
        for card_id, data in self.images.items():
            suffix = image_suffix(data) or ".img"
            name = digests.sha1(data).hexdigest()[:20] + suffix
            target = Path(folder) / name
            if not target.is_file() or target.stat().st_size != len(data):
                atomic_write_bytes(target, data)
            out[card_id] = target
        return out


# ============================================================================ saving




def header_fields(*, snapshot: GameState, seed: Any = None,
                  meta: Mapping[str, Any] | None = None,
                  image_names: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The small fields of ``game.json``: format, version, meta and the readable summary."""
    info = {"saved_at": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
            "app_version": __version__}
    info.update(dict(meta or {}))
    return {
        "format": FORMAT,
        "version": CURRENT_VERSION,
        "game": Game.game_id,
        "meta": info,
        "profile": snapshot.profile_name,
        "automation": snapshot.automation.value,
        "seed": seed,
        "players": [p.name for p in snapshot.players],
        "images": dict(image_names or {}),
    }


def build_document(*, setup_doc: dict[str, Any] | None, initial_doc: dict[str, Any] | None,
                   action_docs: list[dict[str, Any]], snapshot: GameState,
                   meta: Mapping[str, Any] | None = None,
                   image_names: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The ``game.json`` document (current version) from its pieces."""
    doc = header_fields(snapshot=snapshot, seed=setup_doc.get("seed") if setup_doc else None,
                        meta=meta, image_names=image_names)
    doc.update({"setup": setup_doc, "initial": initial_doc, "actions": action_docs,
                "snapshot": snapshot.to_dict()})
    return doc




def state_fingerprint(state: GameState) -> str:
    """sha256 of a state's save encoding: two states with the same fingerprint are the same
    position (the autosave checks its replica against the live game with it)."""
    return text_fingerprint(dumps(state.to_dict()))






def game_document(game: Game, *, meta: Mapping[str, Any] | None = None,
                  image_names: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The ``game.json`` document of a live game (CCG or LCG)."""
    if getattr(game, "game_id", None) == LCG_GAME_ID:
        return lcg_document(game, meta=meta, image_names=image_names)
    setup_doc = game.setup.to_dict() if game.setup is not None else None
    initial_doc = None if game.setup is not None else game.initial_state.to_dict()
    return build_document(setup_doc=setup_doc, initial_doc=initial_doc,
                          action_docs=[a.to_dict() for a in game.action_log],
                          snapshot=game.state, meta=meta, image_names=image_names)


def lcg_document(game: Any, *, meta: Mapping[str, Any] | None = None,
                 image_names: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The ``game.json`` document of a live LCG game (see :mod:`.lcg_saves`)."""
    info = {"saved_at": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
            "app_version": __version__}
    info.update(dict(meta or {}))
    doc: dict[str, Any] = {"format": FORMAT, "version": CURRENT_VERSION,
                           "game": LCG_GAME_ID, "meta": info,
                           "images": dict(image_names or {})}
    from l5r_desktop.persistence import lcg_saves

    doc.update(lcg_saves.document(game))
    return doc






def encode_save(game: Game, *, images: Mapping[str, Path] | None = None,
                meta: Mapping[str, Any] | None = None) -> bytes:
    """The bytes :func:`save_game` writes (a zip bundle)."""
    names, blobs = read_images(images)
    return encode_bundle(game_document(game, meta=meta, image_names=names), blobs)


def save_game(path: str | Path, game: Game, *, images: dict[str, Path] | None = None,
              meta: dict | None = None) -> None:
    """Write ``game`` to ``path`` atomically (temporary file, fsync, rename).

    ``images`` maps card definition ids to image files to carry inside the bundle (custom
    scanned cards); unreadable or non-image files are skipped with a log warning. ``meta`` is
    free-form JSON data kept in the save. Raises :class:`SaveError` when the game cannot be
    encoded or the file cannot be written; the previous file is then left as it was.
    """
    save_bytes(path, encode_save(game, images=images, meta=meta))




# ============================================================================ loading








































def _describe(action: Action, state: GameState) -> str:
    try:
        text = action.label(state)
    except Exception:  # a label bug must not hide the real problem
        text = action.kind
    who = state.players[action.player].name if 0 <= action.player < len(state.players) \
        else f"player {action.player + 1}"
    return f"{text} by {who}"


def replay_actions(start: Game, actions: list[Action], label: str, *,
                   undo_depth: int = UNDO_DEPTH_AFTER_LOAD) -> Game:
    """Perform ``actions`` on ``start`` (a fresh game); raises :class:`SaveError` at the first
    one the rules reject. Undo snapshots are taken for the last ``undo_depth`` actions only."""
    game = start
    game.history = False
    keep_from = max(0, len(actions) - undo_depth)
    for n, action in enumerate(actions, 1):
        if n - 1 == keep_from:
            game.history = True
        try:
            game.perform(action)
        except IllegalActionError as exc:
            raise SaveError(f"{label}: action {n} of {len(actions)} "
                            f"({_describe(action, game.state)}) is rejected by the rules: "
                            f"{exc.reason}") from exc
        except Exception as exc:  # an engine bug on crafted input: still only a SaveError
            log.exception("replaying action %d of %s failed", n, label)
            raise SaveError(f"{label}: action {n} of {len(actions)} cannot be replayed "
                            f"({type(exc).__name__}: {exc})") from exc
    game.history = True
    return game


def _json_normal(data: Any) -> Any:
    return json.loads(json.dumps(data))


def decode_save(data: bytes, label: str = "the save") -> LoadedGame:
    """Validate and load save bytes (see :func:`load_game`)."""
    if data[:4] == b"PK\x03\x04" or data[:4] == b"PK\x05\x06":
        raw, blobs = read_bundle(data, label)
    else:
        raw, blobs = data, {}
    doc = parse_json(raw, label)
    version = check_header(doc, label)
    try:
        doc, warnings = migrate(doc)
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"{label}: cannot convert it from format version {version} ({exc})") \
            from exc
    if check_game(doc, label) == LCG_GAME_ID:
        return _decode_lcg(doc, blobs, label, warnings, version)
    key_definitions(doc, warnings)
    setup = parse_setup(doc, label)
    if setup is None:
        initial_state = parse_state(doc.get("initial"), "starting position", label)
    actions = parse_actions(doc, label)
    snapshot = parse_state(doc.get("snapshot"), "final snapshot", label)
    meta = doc.get("meta") if isinstance(doc.get("meta"), dict) else {}
    try:
        start = Game.new(setup, history=False) if setup is not None \
            else Game.from_state(initial_state, history=False)
    except IllegalActionError as exc:
        raise SaveError(f"{label}: the game cannot start: {exc.reason}") from exc
    except ValueError as exc:
        raise SaveError(f"{label}: the game cannot start: {exc}") from exc
    except Exception as exc:  # engine bug on crafted input
        log.exception("starting the saved game of %s failed", label)
        raise SaveError(f"{label}: the game cannot start ({type(exc).__name__}: {exc})") \
            from exc
    if setup is not None:
        initial_state = start.initial_state
    unseeded = (" (this game was saved by an older version that did not record the game's "
                "random seed, so its shuffles cannot be repeated)"
                if isinstance(doc.get("setup"), dict) and doc["setup"].get("seed") is None
                else "")
    try:
        game = replay_actions(start, actions, label)
    except SaveError as exc:
        # The log does not replay, but the file holds a valid final position: offer that,
        # read-only, and say plainly why (instead of refusing the whole file).
        warnings.append(f"{exc}{unseeded}; the saved position is opened read-only")
        return _read_only(label, setup, actions, initial_state, snapshot, doc, blobs,
                          warnings, meta, version)
    try:
        replayed = _json_normal(game.state.to_dict())
    except Exception as exc:  # engine bug
        log.exception("encoding the replayed state of %s failed", label)
        raise SaveError(f"{label}: the replayed game cannot be checked ({exc})") from exc
    # Compare with the snapshot as this engine reads it: fields added to the state since the
    # save was written take their defaults on both sides.
    saved = _json_normal(snapshot.to_dict())
    if replayed != saved:
        # name the difference found, not a guessed cause (issue 24)
        warnings.append(
            f"replaying the {len(actions)} saved actions does not give the saved position "
            f"({describe_difference(replayed, saved)}){unseeded}; the saved position is "
            "opened read-only")
        return _read_only(label, setup, actions, initial_state, snapshot, doc, blobs,
                          warnings, meta, version)
    known = set(snapshot.definitions()) | set(initial_state.definitions())
    images = parse_images(doc, blobs, known, warnings)
    return LoadedGame(game=game, read_only=False, warnings=warnings, setup=setup,
                      actions=actions, initial_state=initial_state, snapshot=snapshot,
                      images=images, meta=dict(meta), version=version)


def _decode_lcg(doc: dict[str, Any], blobs: dict[str, bytes], label: str,
                warnings: list[str], version: int) -> LoadedGame:
    """An LCG save (see :mod:`.lcg_saves`); its problems become :class:`SaveError`."""
    from l5r_desktop.persistence import lcg_saves

    try:
        loaded = lcg_saves.load_lcg(doc)
    except lcg_saves.LcgSaveProblem as exc:
        raise SaveError(f"{label}: {exc}") from exc
    meta = doc.get("meta") if isinstance(doc.get("meta"), dict) else {}
    known = set(loaded.initial_state.defs)
    images = parse_images(doc, blobs, known, warnings)
    return LoadedGame(game=loaded.game, read_only=loaded.read_only,
                      warnings=warnings + loaded.warnings, setup=loaded.setup,
                      actions=loaded.actions, initial_state=loaded.initial_state,
                      snapshot=loaded.snapshot, images=images, meta=dict(meta),
                      version=version)


def _read_only(label: str, setup: GameSetup | None, actions: list[Action],
               initial_state: GameState, snapshot: GameState, doc: dict[str, Any],
               blobs: dict[str, bytes], warnings: list[str], meta: dict[str, Any],
               version: int) -> LoadedGame:
    """The save's final snapshot as a read-only game (its log does not replay to it)."""
    game = Game.from_state(snapshot.clone(), history=False)
    game.setup = setup
    try:
        game.legal_actions()
    except Exception as exc:  # a crafted snapshot the shape check let through
        log.exception("the saved position of %s cannot be shown", label)
        raise SaveError(f"{label}: the saved position is damaged too "
                        f"({type(exc).__name__})") from exc
    known = set(snapshot.definitions()) | set(initial_state.definitions())
    images = parse_images(doc, blobs, known, warnings)
    return LoadedGame(game=game, read_only=True, warnings=warnings, setup=setup,
                      actions=actions, initial_state=initial_state, snapshot=snapshot,
                      images=images, meta=dict(meta), version=version)


def load_game(path: str | Path) -> LoadedGame:
    """Read a save: validate, migrate, replay and check it against its snapshot.

    Raises :class:`SaveError` with a readable message for every bad file (missing, wrong
    format, newer version, truncated or corrupt JSON or zip, missing card definitions, entries
    whose path leaves the bundle, absurd sizes). A log that does not replay (an action the
    rules reject, or a different final position) with a valid final snapshot loads that
    snapshot read-only, the reason in ``warnings``. Nothing outside the
    returned object is changed, so the caller's current game stays as it was.
    """
    path = Path(path)
    data = read_file(path)
    try:
        return decode_save(data, path.name)
    except SaveError:
        raise
    except RecursionError as exc:
        raise SaveError(f"{path.name} is damaged (nested too deeply)") from exc
    except MemoryError as exc:
        raise SaveError(f"{path.name} is too large to load") from exc
    except Exception as exc:  # a check missed a damaged field: still a message, never a crash
        log.exception("loading %s failed", path)
        raise SaveError(f"{path.name} is damaged and cannot be opened "
                        f"({type(exc).__name__}: {exc})") from exc


def default_save_name(game: Game) -> str:
    """A file name for a new save: ``<player1>-vs-<player2>-turn<N>.l5rsave``."""
    if getattr(game, "game_id", None) == LCG_GAME_ID:
        from l5r_desktop.persistence.lcg_saves import player_names

        raw, when = player_names(game), f"round{game.state.round}"
    else:
        raw, when = [p.name for p in game.state.players], f"turn{game.state.turn}"
    names = [re.sub(r"[^0-9A-Za-z]+", "-", n).strip("-") or "player" for n in raw[:2]]
    return f"{'-vs-'.join(names)}-{when}{SAVE_SUFFIX}"

