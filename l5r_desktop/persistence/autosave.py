"""Autosave after every action (debounced, on a worker thread) and crash recovery. No Qt.

The UI thread calls :meth:`Autosaver.notify` after each change: it only copies the action log
and clones the state (well under a millisecond at L5R sizes) and wakes the worker. The worker
waits until no change came for ``delay`` seconds, then encodes the save and writes it
atomically to ``<autosave dir>/autosave-<stamp>.l5rsave`` (one file per game; the newest
``keep`` files are kept).

Crash recovery: while a game is autosaved, ``session-<pid>.json`` in the same folder names the
game's autosave file. A clean exit (:meth:`Autosaver.close`) removes it. At the next start,
:func:`find_interrupted` lists the markers of processes that are gone: their games were
interrupted and can be offered for resuming (:func:`dismiss` removes an offer's marker).
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import logging
import os
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.setup import GameSetup
from l5r_desktop.persistence.atomic import atomic_write_text
from l5r_desktop.persistence.autosave_writer import (
    WriteRefused,
    WriterGone,
    WriterProcess,
    encode_ccg_save,
)

log = logging.getLogger(__name__)

AUTOSAVE_PREFIX = "autosave-"
MARKER_PREFIX = "session-"
DEFAULT_DELAY = 0.4
DEFAULT_KEEP = 5


@dataclass
class _Job:
    """What the worker needs, captured on the UI thread."""

    game_key: int
    target: Path
    setup: GameSetup | None
    initial: GameState | None
    actions: list[Any]
    images: dict[str, Path]
    meta: dict[str, Any]
    due: float
    game_type: type = Game  # the game's facade class (the CCG's, the LCG's ...)


@dataclass(frozen=True)
class RecoveryOffer:
    """An interrupted game found at start-up."""

    save_path: Path
    marker_path: Path
    saved_at: float  # the autosave file's modification time (epoch seconds)

    def describe(self, now: float | None = None) -> str:
        """"the game autosaved at 2026-11-21 17:05 (12 minutes ago)" for a dialog."""
        when = _dt.datetime.fromtimestamp(self.saved_at).strftime("%Y-%m-%d %H:%M")
        return f"the game autosaved at {when} ({age_text(self.saved_at, now)})"


def age_text(then: float, now: float | None = None) -> str:
    """How long ago ``then`` (epoch seconds) was: "just now", "5 minutes ago", "2 hours ago",
    "3 days ago"."""
    seconds = (time.time() if now is None else now) - then
    if seconds < 0:
        return "in the future: check the computer's clock"
    if seconds < 60:
        return "just now"
    for size, unit in ((86400, "day"), (3600, "hour"), (60, "minute")):
        if seconds >= size:
            n = int(seconds // size)
            return f"{n} {unit}{'s' if n != 1 else ''} ago"
    return "just now"  # pragma: no cover - the loop always returns


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name == "nt":  # os.kill(pid, 0) would send CTRL_C there: treat other pids as gone
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def _marker_pid(path: Path) -> int | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        pid = data.get("pid") if isinstance(data, dict) else None
        return pid if isinstance(pid, int) and not isinstance(pid, bool) else None
    except (OSError, ValueError):
        return None


def find_interrupted(folder: Path) -> list[RecoveryOffer]:
    """Autosaved games whose app did not exit cleanly (newest first).

    A marker whose process is still running (another window) is not an offer; a marker that
    is unreadable or names no existing file is removed.
    """
    offers = []
    for marker in sorted(Path(folder).glob(f"{MARKER_PREFIX}*.json")):
        pid = _marker_pid(marker)
        if pid is not None and _pid_alive(pid):
            continue
        try:
            data = json.loads(marker.read_text(encoding="utf-8"))
            save = Path(folder) / str(data["autosave"])
            if save.parent != Path(folder) or not save.is_file():
                raise ValueError("no autosave file")
            offers.append(RecoveryOffer(save, marker, save.stat().st_mtime))
        except (OSError, ValueError, KeyError, TypeError):
            with contextlib.suppress(OSError):
                marker.unlink()
    offers.sort(key=lambda o: o.saved_at, reverse=True)
    return offers


def dismiss(offer: RecoveryOffer) -> None:
    """Forget an offer (the autosave file itself stays among the recent autosaves)."""
    with contextlib.suppress(OSError):
        offer.marker_path.unlink()


def autosave_files(folder: Path) -> list[Path]:
    """Autosave files, newest first."""
    files = [p for p in Path(folder).glob(f"{AUTOSAVE_PREFIX}*.l5rsave") if p.is_file()]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


class Autosaver:
    """Debounced autosave on a worker thread (see the module docstring).

    ``on_saved(path)`` / ``on_error(message)`` are called ON THE WORKER THREAD (a Qt adapter
    re-emits them as signals).
    """

    def __init__(self, folder: Path, *, delay: float = DEFAULT_DELAY, keep: int = DEFAULT_KEEP,
                 on_saved: Callable[[Path], None] | None = None,
                 on_error: Callable[[str], None] | None = None,
                 process: bool = False) -> None:
        """``process``: CCG games are replayed and written by a separate process
        (:mod:`~l5r_desktop.persistence.autosave_writer`; the worker thread only sends it the
        new actions), falling back to the worker thread when no process answers."""
        self.folder = Path(folder)
        self.delay = delay
        self.keep = max(1, keep)
        self.on_saved = on_saved
        self.on_error = on_error
        self.marker = self.folder / f"{MARKER_PREFIX}{os.getpid()}.json"
        self.saves_written = 0
        self.last_error: str | None = None
        #: :func:`~l5r_desktop.persistence.savefile.state_fingerprint` of the snapshot the
        #: last autosave wrote (the worker's replica of the game at that moment).
        self.last_fingerprint: str | None = None
        self._cond = threading.Condition()
        self._job: _Job | None = None
        self._busy = False
        self._closed = False
        self._game: Game | None = None
        self._game_key = 0
        self._target: Path | None = None
        self._images: dict[str, Path] = {}
        self._meta: dict[str, Any] = {}
        self._marker_target: Path | None = None
        self._setup_cache: tuple[str, Any] | None = None
        self._setup_ref: GameSetup | None = None
        self._initial_cache: tuple[GameState, str] | None = None
        self._pruned_for: Path | None = None
        self._action_cache: tuple[list[Any], list[str]] = ([], [])
        self._initial: GameState | None = None
        # the worker's own copy of the game, brought up to date by replaying the log
        self._replica: Game | None = None
        self._replica_key = -1
        self._replica_actions: list[Any] = []
        self.writer = WriterProcess() if process else None
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    # -- UI thread -------------------------------------------------------------------------
    @property
    def target(self) -> Path | None:
        """The file the current game is autosaved to."""
        return self._target

    def start_game(self, game: Game, *, images: Mapping[str, Path] | None = None,
                   meta: Mapping[str, Any] | None = None) -> Path:
        """A new game (new, loaded or resumed) gets its own autosave file; returns its path."""
        self._game = game
        self._game_key += 1
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        self._target = self.folder / f"{AUTOSAVE_PREFIX}{stamp}-{os.getpid()}-" \
                                     f"{self._game_key}.l5rsave"
        self._images = dict(images or {})
        self._meta = {"autosave": True, **dict(meta or {})}
        # a game without a setup (loaded from a position or a snapshot) replays from here;
        # cloned once per game, not once per action
        self._initial = game.initial_state if game.setup is None else None
        return self._target

    def notify(self, game: Game) -> None:
        """The game changed: schedule an autosave (cheap; returns at once)."""
        if self._closed:
            return
        if game is not self._game or self._target is None:
            self.start_game(game)
        assert self._target is not None
        # Only the log is copied here (microseconds): the worker rebuilds the state by
        # replaying it on its own replica of the game, so the UI thread never clones a state.
        job = _Job(self._game_key, self._target, game.setup, self._initial,
                   list(game.action_log), self._images, self._meta,
                   time.monotonic() + self.delay, type(game))
        with self._cond:
            self._job = job
            self._cond.notify()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Write any pending autosave now and wait for it; True when nothing is pending."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            if self._job is not None:
                self._job.due = 0.0
                self._cond.notify_all()
            while self._job is not None or self._busy:
                remaining = None if deadline is None else deadline - time.monotonic()
                if remaining is not None and remaining <= 0:
                    return False
                self._cond.wait(remaining)
        return True

    def close(self, *, clean: bool = True) -> None:
        """Flush, stop the worker and (clean exit) remove the crash-recovery marker."""
        self._closing = True  # a last write starts no writing process (the app is quitting)
        self.flush()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout=10)
        if self.writer is not None:
            self.writer.close()
        if clean:
            with contextlib.suppress(OSError):
                self.marker.unlink()

    # -- worker thread ---------------------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._cond:
                while self._job is None and not self._closed:
                    self._cond.wait()
                if self._job is None:
                    return
                wait = self._job.due - time.monotonic()
                if wait > 0 and not self._closed:
                    self._cond.wait(wait)
                    continue  # a newer job may have come; re-check its due time
                job, self._job = self._job, None
                self._busy = True
            try:
                self._write(job)
            except Exception as exc:  # never let the worker die; report instead
                log.exception("autosave failed")
                self.last_error = str(exc)
                if self.on_error is not None:
                    self.on_error(f"Autosave failed: {exc}")
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _setup_json(self, setup: GameSetup) -> tuple[str, Any]:
        """The setup's JSON text and seed, encoded once per game."""
        if self._setup_cache is None or self._setup_ref is not setup:
            from l5r_desktop.persistence.savefile import dumps

            self._setup_cache = (dumps(setup.to_dict()), setup.seed)
            self._setup_ref = setup
        return self._setup_cache

    def _initial_json(self, initial: GameState | None) -> str:
        """The initial state's JSON text (a game without a setup), encoded once per game."""
        if initial is None:
            return "null"
        if self._initial_cache is None or self._initial_cache[0] is not initial:
            from l5r_desktop.persistence.savefile import dumps

            self._initial_cache = (initial, dumps(initial.to_dict()))
        return self._initial_cache[1]

    def _actions_json(self, actions: list[Any]) -> str:
        """The log as a JSON array, re-using the encoding of the unchanged prefix."""
        return "[" + ",".join(self._action_texts(actions)) + "]"

    def _action_texts(self, actions: list[Any]) -> list[str]:
        """Each action's JSON text, re-using the encoding of the unchanged prefix."""
        from l5r_desktop.persistence.savefile import dumps

        cached_objs, cached_text = self._action_cache
        keep = 0
        limit = min(len(actions), len(cached_objs))
        while keep < limit and actions[keep] is cached_objs[keep]:
            keep += 1
        texts = cached_text[:keep] + [dumps(a.to_dict()) for a in actions[keep:]]
        self._action_cache = (list(actions), texts)
        return texts

    def _write(self, job: _Job) -> None:
        if job.game_type.game_id != Game.game_id:
            self._write_other_game(job)
            return
        if (self.writer is not None and self.writer.available
                and (self.writer.running or not self._closing)):
            # The process gets the game's objects pickled and encodes the save's JSON
            # itself: nothing here encodes the log (issue 22).
            try:
                fingerprint = self.writer.write(
                    key=job.game_key, setup=job.setup, initial=job.initial,
                    actions=job.actions, target=job.target, images=job.images, meta=job.meta)
            except WriterGone as exc:  # never lose the game: write it here instead
                log.warning("%s; autosaving on the worker thread", exc)
            except WriteRefused as exc:
                raise OSError(str(exc)) from None
            else:
                self._after_write(job, fingerprint)
                return
        self._write_here(job)

    def _write_here(self, job: _Job) -> None:
        """Replay and encode on this (the worker) thread: without a writing process."""
        # Work in small pieces with a yield between them: the UI thread waits for the
        # interpreter at most one piece.
        if job.setup is not None:
            setup_text, seed = self._setup_json(job.setup)
            initial_text = "null"
        else:
            setup_text, seed = "null", None
            initial_text = self._initial_json(job.initial)
        time.sleep(0)
        actions_text = self._actions_json(job.actions)
        time.sleep(0)
        state = self._replica_state(job)
        time.sleep(0)
        data, fingerprint = encode_ccg_save(
            setup_text=setup_text, seed=seed, initial_text=initial_text,
            actions_text=actions_text, state=state, images=job.images, meta=job.meta)
        time.sleep(0)
        self._written(job, data, fingerprint)

    def _written(self, job: _Job, data: bytes, fingerprint: str) -> None:
        """Write a save's bytes to the job's file, keep the crash marker and the newest
        files, and report."""
        from l5r_desktop.persistence.savefile import save_bytes

        save_bytes(job.target, data)
        self._after_write(job, fingerprint)

    def _after_write(self, job: _Job, fingerprint: str) -> None:
        """The file is written: keep the crash marker and the newest files, and report."""
        self._write_marker(job.target)
        if self._pruned_for != job.target:  # only a game's first file adds one to the folder
            self._prune(job.target)
            self._pruned_for = job.target
        self.saves_written += 1
        self.last_fingerprint = fingerprint
        self.last_error = None
        if self.on_saved is not None:
            self.on_saved(job.target)

    def _write_other_game(self, job: _Job) -> None:
        """Another game than the CCG (the LCG): its replica's whole save document, written
        the way File › Save writes it (LCG games are small: no piecewise encoding)."""
        from l5r_desktop.persistence.savefile import (
            dumps,
            encode_bundle,
            game_document,
            read_images,
            text_fingerprint,
        )

        self._replica_state(job)
        replica = self._replica
        assert replica is not None
        names, blobs = read_images(job.images)
        document = game_document(replica, meta=job.meta, image_names=names)
        self._written(job, encode_bundle(document, blobs),
                      text_fingerprint(dumps(document["snapshot"])))

    def _replica_state(self, job: _Job) -> GameState:
        """The game's current state, rebuilt on the worker from the setup (or the initial
        state) and the log. Only actions new since the last autosave are replayed; an undo
        (the log is no longer an extension of what was replayed) rebuilds from the start."""
        done = self._replica_actions
        extends = (self._replica is not None and self._replica_key == job.game_key
                   and len(done) <= len(job.actions)
                   and all(a is b for a, b in zip(done, job.actions, strict=False)))
        if not extends:
            game_type: Any = job.game_type
            if job.setup is not None:
                self._replica = game_type.new(job.setup, history=False)
            elif job.initial is not None:
                self._replica = game_type(job.initial.clone(), history=False)
            else:
                raise ValueError("the game has neither a setup nor an initial state")
            done = []
        replica = self._replica
        assert replica is not None
        try:
            for n, action in enumerate(job.actions[len(done):], 1):
                replica.perform(action)
                if n % 64 == 0:
                    time.sleep(0)  # let the UI thread run
        except BaseException:
            # half-replayed: never extend this replica again (the next autosave rebuilds it
            # from the start instead of staying stale)
            self._replica = None
            self._replica_actions = []
            raise
        self._replica_key = job.game_key
        self._replica_actions = list(job.actions)
        return replica.state

    def _write_marker(self, target: Path) -> None:
        if self._marker_target == target and self.marker.exists():
            return
        atomic_write_text(self.marker, json.dumps({
            "pid": os.getpid(), "autosave": target.name,
            "started": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")}))
        self._marker_target = target

    def _prune(self, current: Path) -> None:
        protected = {current}
        for marker in self.folder.glob(f"{MARKER_PREFIX}*.json"):
            with contextlib.suppress(OSError, ValueError, KeyError, TypeError):
                protected.add(self.folder / str(json.loads(marker.read_text("utf-8"))
                                                ["autosave"]))
        files = autosave_files(self.folder)
        for old in files[self.keep:]:
            if old not in protected:
                with contextlib.suppress(OSError):
                    old.unlink()


