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
rules changed since the save) is reported and the snapshot is opened read-only. Every bad file
raises :class:`SaveError` with a sentence for the user. Nothing in a save is ever executed:
plain JSON, zip entries checked by name and size, images checked by signature; no pickle, no
eval.

>>> # save_game(path, game); loaded = load_game(path); loaded.game.state  # doctest: +SKIP
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import io
import json
import logging
import math
import re
import zipfile
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from l5r_desktop import __version__
from l5r_desktop.core.errors import IllegalActionError, UnknownGameError
from l5r_desktop.games.ccg.actions import Action, action_from_dict
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.setup import GameSetup
from l5r_desktop.games.registry import find_game, game_ids
from l5r_desktop.persistence import lcg_saves
from l5r_desktop.persistence.atomic import atomic_write_bytes
from l5r_desktop.persistence.migrations import CURRENT_VERSION, migrate
from l5r_desktop.persistence.shape import state_problem
from l5r_desktop.persistence.statediff import describe_difference

log = logging.getLogger(__name__)

__all__ = [
    "CURRENT_VERSION",
    "FORMAT",
    "SAVE_SUFFIX",
    "LoadedGame",
    "SaveError",
    "encode_save",
    "load_game",
    "save_game",
]

FORMAT = "l5r-table-save"
SAVE_SUFFIX = ".l5rsave"
GAME_JSON = "game.json"
IMAGES_DIR = "images"

# -- limits: anything beyond these is not a real save ----------------------------------------
MAX_FILE_BYTES = 128 * 1024 * 1024
MAX_JSON_BYTES = 32 * 1024 * 1024
MAX_IMAGE_BYTES = 16 * 1024 * 1024
MAX_IMAGES_TOTAL = 96 * 1024 * 1024
MAX_ENTRIES = 4096
MAX_ACTIONS = 200_000
MAX_PLAYERS = 8
MAX_DECK_CARDS = 2_000
#: Actions at the end of a loaded log replayed with undo snapshots (each costs a state copy;
#: the engine recomputes older states when undo goes further back).
UNDO_DEPTH_AFTER_LOAD = 25

#: Image signatures accepted in a bundle, by file suffix.
_IMAGE_MAGIC: dict[str, tuple[bytes, ...]] = {
    ".png": (b"\x89PNG\r\n\x1a\n",),
    ".jpg": (b"\xff\xd8\xff",),
    ".webp": (b"RIFF",),
    ".gif": (b"GIF87a", b"GIF89a"),
}
_SAFE_IMAGE_NAME = re.compile(r"^[0-9A-Za-z][0-9A-Za-z._-]{0,120}$")


#: Longest message a :class:`SaveError` carries: a message that quotes a hostile file (a huge
#: name, key or value) is cut here, so a dialog never has to lay out a megabyte of text.
MAX_MESSAGE_CHARS = 600


def bounded(text: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    """``text`` cut to ``limit`` characters (with "…"), lone surrogates made printable."""
    text = str(text)
    if len(text) > limit:
        text = text[:limit - 1] + "…"
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


class SaveError(ValueError):
    """A save cannot be written or read; the message says why, for the user (at most
    :data:`MAX_MESSAGE_CHARS` characters, whatever the file holds)."""

    def __init__(self, message: str = "") -> None:
        super().__init__(bounded(message))


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
        if getattr(self.game, "game_id", None) == lcg_saves.GAME_ID:
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
            suffix = _image_suffix(data) or ".img"
            name = hashlib.sha1(data).hexdigest()[:20] + suffix
            target = Path(folder) / name
            if not target.is_file() or target.stat().st_size != len(data):
                atomic_write_bytes(target, data)
            out[card_id] = target
        return out


# ============================================================================ saving


def _image_suffix(data: bytes) -> str | None:
    for suffix, magics in _IMAGE_MAGIC.items():
        if any(data.startswith(m) for m in magics):
            if suffix == ".webp" and data[8:12] != b"WEBP":
                continue
            return suffix
    return None


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


def dumps(data: Any) -> str:
    """Compact JSON text as saves use it; :class:`SaveError` for data JSON cannot hold."""
    try:
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise SaveError(f"the game cannot be written as JSON: {exc}") from exc


def state_fingerprint(state: GameState) -> str:
    """sha256 of a state's save encoding: two states with the same fingerprint are the same
    position (the autosave checks its replica against the live game with it)."""
    return text_fingerprint(dumps(state.to_dict()))


def text_fingerprint(text: str) -> str:
    """sha256 of an encoded state (see :func:`state_fingerprint`)."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def join_json(header: dict[str, Any], raw: Mapping[str, str]) -> str:
    """``header`` as JSON with already-encoded members ``raw`` (name → JSON text) added (the
    autosaver re-uses the encoded setup and actions between saves)."""
    text = dumps(header)
    return text[:-1] + "".join(f",{json.dumps(k)}:{v}" for k, v in raw.items()) + "}"


def game_document(game: Game, *, meta: Mapping[str, Any] | None = None,
                  image_names: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The ``game.json`` document of a live game (CCG or LCG)."""
    if getattr(game, "game_id", None) == lcg_saves.GAME_ID:
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
                           "game": lcg_saves.GAME_ID, "meta": info,
                           "images": dict(image_names or {})}
    doc.update(lcg_saves.document(game))
    return doc


def read_images(images: Mapping[str, Path] | None) -> tuple[dict[str, str], dict[str, bytes]]:
    """Bundle names (card id → ``images/<hash><ext>``) and contents (name → bytes)."""
    names: dict[str, str] = {}
    blobs: dict[str, bytes] = {}
    for card_id, src in (images or {}).items():
        try:
            data = Path(src).read_bytes()
        except OSError as exc:
            log.warning("image of %s (%s) not saved: %s", card_id, src, exc)
            continue
        suffix = _image_suffix(data)
        if suffix is None or len(data) > MAX_IMAGE_BYTES:
            log.warning("image of %s (%s) not saved: not a PNG/JPEG/WebP/GIF image or too "
                        "large", card_id, src)
            continue
        name = f"{IMAGES_DIR}/{hashlib.sha1(data).hexdigest()[:20]}{suffix}"
        names[str(card_id)] = name
        blobs[name] = data
    return names, blobs


def encode_bundle(document: dict[str, Any] | str,
                  blobs: Mapping[str, bytes] | None = None) -> bytes:
    """Zip bytes of a save: ``game.json`` (a document, or its JSON text; deflated) plus the
    image entries (stored)."""
    text = document if isinstance(document, str) else dumps(document)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as bundle:
        bundle.writestr(zipfile.ZipInfo(GAME_JSON, (2020, 1, 1, 0, 0, 0)), text.encode("utf-8"),
                        compress_type=zipfile.ZIP_DEFLATED, compresslevel=6)
        for name, data in sorted((blobs or {}).items()):
            # images are already compressed: store them as they are
            bundle.writestr(zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0)), data,
                            compress_type=zipfile.ZIP_STORED)
    return buffer.getvalue()


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


def save_bytes(path: str | Path, data: bytes) -> None:
    """Write encoded save bytes atomically; :class:`SaveError` when the disk refuses."""
    try:
        atomic_write_bytes(path, data)
    except OSError as exc:
        raise SaveError(f"cannot write {path}: {exc.strerror or exc}") from exc


# ============================================================================ loading


def _read_file(path: Path) -> bytes:
    try:
        size = path.stat().st_size
    except FileNotFoundError as exc:
        raise SaveError(f"{path} does not exist") from exc
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}") from exc
    if size > MAX_FILE_BYTES:
        raise SaveError(f"{path.name} is {size / 2**20:.0f} MB: too large to be a saved game "
                        f"(limit {MAX_FILE_BYTES // 2**20} MB)")
    try:
        data = path.read_bytes()
    except IsADirectoryError as exc:
        raise SaveError(f"{path} is a folder, not a saved game") from exc
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}") from exc
    if not data:
        raise SaveError(f"{path.name} is empty: not a saved game")
    return data


def _check_entry_name(name: str) -> None:
    """Reject zip entries that could leave the bundle or are not part of the format."""
    if "\\" in name or "\x00" in name or name.startswith("/") or ":" in name:
        raise SaveError(f"the save holds an entry with an unsafe path ({name!r}); "
                        "it was not opened")
    parts = PurePosixPath(name).parts
    if ".." in parts or "." in parts:
        raise SaveError(f"the save holds an entry whose path leaves the bundle ({name!r}); "
                        "it was not opened")
    if name == GAME_JSON:
        return
    if len(parts) == 2 and parts[0] == IMAGES_DIR and _SAFE_IMAGE_NAME.match(parts[1]):
        return
    raise SaveError(f"the save holds an unexpected entry {name!r}; it was not opened")


def _read_entry(bundle: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int,
                label: str) -> bytes:
    """An entry's bytes, read in chunks and cut off past ``limit`` (a zip can lie about the
    unpacked size; a "zip bomb" must not fill the memory)."""
    chunks = []
    total = 0
    with bundle.open(info) as handle:
        while chunk := handle.read(1 << 20):
            total += len(chunk)
            if total > limit or total > info.file_size:
                raise SaveError(f"{info.filename} in {label} unpacks to more than its "
                                "declared size: the save is damaged or hostile")
            chunks.append(chunk)
    return b"".join(chunks)


def _read_bundle(data: bytes, label: str) -> tuple[bytes, dict[str, bytes]]:
    """``game.json`` bytes and the image entries of a zip bundle (validated)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as bundle:
            infos = bundle.infolist()
            if len(infos) > MAX_ENTRIES:
                raise SaveError(f"{label} holds {len(infos)} entries: too many for a save")
            seen: set[str] = set()
            images_total = 0
            for info in infos:
                _check_entry_name(info.filename)
                if info.filename in seen:
                    raise SaveError(f"{label} holds {info.filename!r} twice")
                seen.add(info.filename)
                if info.flag_bits & 0x1:
                    raise SaveError(f"{label} holds an encrypted entry; saves are never "
                                    "encrypted")
                limit = MAX_JSON_BYTES if info.filename == GAME_JSON else MAX_IMAGE_BYTES
                if info.file_size > limit:
                    raise SaveError(f"{info.filename} in {label} is "
                                    f"{info.file_size / 2**20:.0f} MB unpacked: too large")
                if info.filename != GAME_JSON:
                    images_total += info.file_size
            if images_total > MAX_IMAGES_TOTAL:
                raise SaveError(f"the images in {label} unpack to "
                                f"{images_total / 2**20:.0f} MB: too large")
            if GAME_JSON not in seen:
                raise SaveError(f"{label} is a zip file without {GAME_JSON}: not a saved game")
            text = _read_entry(bundle, bundle.getinfo(GAME_JSON), MAX_JSON_BYTES, label)
            blobs = {i.filename: _read_entry(bundle, i, MAX_IMAGE_BYTES, label)
                     for i in infos if i.filename != GAME_JSON}
    except SaveError:
        raise
    except (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError, RuntimeError,
            NotImplementedError, IndexError, KeyError, OverflowError) as exc:
        raise SaveError(f"{label} is damaged (corrupt or truncated zip: {exc})") from exc
    return text, blobs


def _parse_json(raw: bytes, label: str) -> dict[str, Any]:
    if len(raw) > MAX_JSON_BYTES:
        raise SaveError(f"{label} holds {len(raw) / 2**20:.0f} MB of game data: too large")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{label} is not a saved game (not UTF-8 text: {exc.reason} at byte "
                        f"{exc.start})") from exc
    if not text.lstrip().startswith("{"):
        raise SaveError(f"{label} is not a saved game (it does not hold a JSON object)")
    try:
        doc = json.loads(text, parse_constant=_not_finite, parse_float=_finite_float)
    except _NotFinite as exc:
        raise SaveError(f"{label} is damaged: it holds {exc}, which no saved game "
                        "contains") from exc
    except json.JSONDecodeError as exc:
        raise SaveError(f"{label} is damaged or truncated (invalid JSON at line {exc.lineno}, "
                        f"column {exc.colno}: {exc.msg})") from exc
    except (ValueError, RecursionError) as exc:
        raise SaveError(f"{label} is damaged (unreadable JSON: {exc})") from exc
    if not isinstance(doc, dict):
        raise SaveError(f"{label} is not a saved game (the JSON is not an object)")
    if _SURROGATE_ESCAPE.search(text):
        # JSON can spell a lone UTF-16 surrogate ("\ud800"), which no UTF-8 file can hold:
        # the game could never be saved again. Valid pairs (escaped emoji) pass.
        try:
            json.dumps(doc, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise SaveError(f"{label} is damaged: it holds text that is not valid Unicode (a "
                            "lone surrogate)") from exc
    return doc


class _NotFinite(ValueError):
    """NaN or Infinity in a save (JSON extensions Python reads; the writer refuses them)."""


def _not_finite(name: str) -> float:
    raise _NotFinite(name)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotFinite(f"a number too large to hold ({text[:40]})")
    return value


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _check_header(doc: dict[str, Any], label: str) -> int:
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


def _check_game(doc: dict[str, Any], label: str) -> str:
    """The save's game must be one this version knows and saves (the CCG or the LCG); its
    id."""
    game_id = doc.get("game")
    if not isinstance(game_id, str):
        raise SaveError(f"{label} does not say which game it belongs to")
    try:
        info = find_game(game_id)
    except UnknownGameError:
        raise SaveError(f"{label} belongs to a game this version does not know "
                        f"({_quote(game_id)}); known games: {', '.join(game_ids())}") from None
    if info.id not in (Game.game_id, lcg_saves.GAME_ID):
        raise SaveError(f"{label} is a saved {info.title} game; this version opens saved "
                        f"{find_game(Game.game_id).title} games only")
    return info.id


def _missing_definitions(setup_doc: dict[str, Any]) -> list[str]:
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


def _parse_setup(doc: dict[str, Any], label: str) -> GameSetup | None:
    raw = doc.get("setup")
    if raw is None:
        return None
    if not isinstance(raw, dict) or not isinstance(raw.get("players"), list):
        raise SaveError(f"{label}: the game setup is missing or malformed")
    if not 2 <= len(raw["players"]) <= MAX_PLAYERS:
        raise SaveError(f"{label}: a game has 2 to {MAX_PLAYERS} players, the save has "
                        f"{len(raw['players'])}")
    missing = _missing_definitions(raw)
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


def _check_state_shape(state: GameState, what: str, label: str) -> None:
    """Cross-check a state's types and references so a crafted snapshot cannot break the
    table (see :mod:`l5r_desktop.persistence.shape`)."""
    problem = state_problem(state)
    if problem:
        raise SaveError(f"{label}: the {what} is inconsistent ({problem})")


def _parse_state(raw: Any, what: str, label: str) -> GameState:
    if not isinstance(raw, dict):
        raise SaveError(f"{label}: the {what} is missing")
    try:
        state = GameState.from_dict(raw)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError,
            OverflowError) as exc:
        raise SaveError(f"{label}: the {what} is malformed ({exc})") from exc
    _check_state_shape(state, what, label)
    return state


def _parse_actions(doc: dict[str, Any], label: str) -> list[Action]:
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


def _quote(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters (a file's values in a message)."""
    return bounded(repr(value) if isinstance(value, str) else f"<{type(value).__name__}>",
                   limit)


def _parse_images(doc: dict[str, Any], blobs: dict[str, bytes], known: set[str],
                  warnings: list[str]) -> dict[str, bytes]:
    manifest = doc.get("images") or {}
    if not isinstance(manifest, dict):
        warnings.append("the image list of the save is malformed; images were ignored")
        return {}
    out: dict[str, bytes] = {}
    notes: list[str] = []
    for card_id, name in manifest.items():
        if not isinstance(name, str) or name not in blobs:
            notes.append(f"the image of card {_quote(card_id)} is missing from the save")
        elif card_id not in known:
            notes.append(f"the save holds an image for an unknown card {_quote(card_id)}; "
                         "ignored")
        elif _image_suffix(blobs[name]) is None:
            notes.append(f"the image of card {_quote(card_id)} is not a PNG/JPEG/WebP/GIF "
                         "image; ignored")
        else:
            out[card_id] = blobs[name]
    warnings += notes[:MAX_IMAGE_WARNINGS]
    if len(notes) > MAX_IMAGE_WARNINGS:
        warnings.append(f"and {len(notes) - MAX_IMAGE_WARNINGS} more image problems")
    return out


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
        raw, blobs = _read_bundle(data, label)
    else:
        raw, blobs = data, {}
    doc = _parse_json(raw, label)
    version = _check_header(doc, label)
    try:
        doc, warnings = migrate(doc)
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"{label}: cannot convert it from format version {version} ({exc})") \
            from exc
    if _check_game(doc, label) == lcg_saves.GAME_ID:
        return _decode_lcg(doc, blobs, label, warnings, version)
    setup = _parse_setup(doc, label)
    if setup is None:
        initial_state = _parse_state(doc.get("initial"), "starting position", label)
    actions = _parse_actions(doc, label)
    snapshot = _parse_state(doc.get("snapshot"), "final snapshot", label)
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
    images = _parse_images(doc, blobs, known, warnings)
    return LoadedGame(game=game, read_only=False, warnings=warnings, setup=setup,
                      actions=actions, initial_state=initial_state, snapshot=snapshot,
                      images=images, meta=dict(meta), version=version)


def _decode_lcg(doc: dict[str, Any], blobs: dict[str, bytes], label: str,
                warnings: list[str], version: int) -> LoadedGame:
    """An LCG save (see :mod:`.lcg_saves`); its problems become :class:`SaveError`."""
    try:
        loaded = lcg_saves.load_lcg(doc)
    except lcg_saves.LcgSaveProblem as exc:
        raise SaveError(f"{label}: {exc}") from exc
    meta = doc.get("meta") if isinstance(doc.get("meta"), dict) else {}
    known = set(loaded.initial_state.defs)
    images = _parse_images(doc, blobs, known, warnings)
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
    images = _parse_images(doc, blobs, known, warnings)
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
    data = _read_file(path)
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
    if getattr(game, "game_id", None) == lcg_saves.GAME_ID:
        raw, when = lcg_saves.player_names(game), f"round{game.state.round}"
    else:
        raw, when = [p.name for p in game.state.players], f"turn{game.state.turn}"
    names = [re.sub(r"[^0-9A-Za-z]+", "-", n).strip("-") or "player" for n in raw[:2]]
    return f"{'-vs-'.join(names)}-{when}{SAVE_SUFFIX}"

