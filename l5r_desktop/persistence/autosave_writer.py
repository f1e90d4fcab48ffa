"""The autosave writing process (issue 22: the UI thread never waits for an autosave).

    python -m l5r_desktop.persistence.autosave_writer

The autosaver's worker thread (:mod:`l5r_desktop.persistence.autosave`) used to replay each
action on a replica and encode the save in the app's own interpreter, where it competed with
the UI thread for the GIL. This process keeps that replica instead: the worker only sends it
the actions that are new since the last autosave (their JSON, already encoded) and waits for
the answer on a pipe, which holds no lock the UI thread needs.

Requests, one JSON line each on stdin:

* ``{"op": "game", "key": k, "pickle": <base64 pickle of (GameSetup | None, GameState |
  None)>}`` starts a game (the setup carries its seed, so an unseeded game replays the same);
* ``{"op": "write", "key": k, "base": n, "pickles": [<base64 pickle of a list of actions>,
  ...], "target": path, "images": {card id: path}, "meta": {...}}`` keeps the first ``n``
  actions of game ``k``'s log, appends the actions (a shorter ``n`` than the log is an undo:
  the replica is rebuilt), replays them and writes the save atomically to ``target``.

The game and its actions travel pickled (the app's own objects, from the app's own process):
pickling the log is C work, about a sixth of encoding it as JSON, and the JSON the save file
holds is made here, at this process's lower priority. Before, the app's worker thread encoded
the whole log's JSON at a game's first autosave (940 actions: 10-14 ms of Python on a loaded
machine, the setup 3-4 ms more), holding the interpreter the UI thread needs (issue 22).

Answers, one line each on stdout: ``{"ok": <state fingerprint>}`` or ``{"error": "<why>"}``
(after an error the game is forgotten: the autosaver starts it again). The process ends at the
end of its input (the app quit or crashed: a write under way finishes first, atomically). It
runs at a lower priority (``nice`` 10): on a busy machine the table's own process is served
first, the autosave a little later.
"""

from __future__ import annotations

import base64
import contextlib
import json
import logging
import os
import pickle
import sys
import threading
import time
from collections.abc import Mapping
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from l5r_desktop import child_process

if TYPE_CHECKING:
    from l5r_desktop.games.ccg.game import Game
    from l5r_desktop.games.ccg.model.state import GameState
    from l5r_desktop.games.ccg.setup import GameSetup

log = logging.getLogger(__name__)

#: The writing process's module (run with ``python -m``).
WRITER_MODULE = "l5r_desktop.persistence.autosave_writer"
#: After this many writer processes that ended without answering, autosaves are written on
#: the worker thread (as before the process existed).
WRITER_STARTS = 3
#: Actions pickled at a time by the worker thread (each piece a fraction of a millisecond;
#: the interpreter is let go between pieces).
PICKLE_CHUNK = 128


class WriterGone(RuntimeError):
    """The writing process ended or stopped answering (the autosave is written in-process)."""


class WriteRefused(RuntimeError):
    """The writing process answered with an error (a bad game or a disk that refuses)."""


def encode_ccg_save(*, setup_text: str, seed: Any, initial_text: str, actions_text: str,
                    state: GameState, images: Mapping[str, Path],
                    meta: Mapping[str, Any]) -> tuple[bytes, str]:
    """A CCG autosave's bytes and its snapshot's fingerprint, from the already-encoded setup,
    initial state and log (``time.sleep(0)`` between the pieces: a thread beside the UI thread
    hands the interpreter back often)."""
    from l5r_desktop.persistence.savefile import (
        dumps,
        encode_bundle,
        header_fields,
        join_json,
        read_images,
        text_fingerprint,
    )

    snapshot_doc = state.to_dict()
    time.sleep(0)
    snapshot_text = dumps(snapshot_doc)
    time.sleep(0)
    names, blobs = read_images(images)
    header = header_fields(snapshot=state, seed=seed, meta=meta, image_names=names)
    text = join_json(header, {"setup": setup_text, "initial": initial_text,
                              "actions": actions_text, "snapshot": snapshot_text})
    time.sleep(0)
    data = encode_bundle(text, blobs)
    return data, text_fingerprint(snapshot_text)


class _Replica:
    """The writer's copy of one game: its start, its log (objects and JSON texts)."""

    def __init__(self, key: int, setup: GameSetup | None, initial: GameState | None) -> None:
        from l5r_desktop.persistence.savefile import dumps

        self.key = key
        self.setup = setup
        self.initial = initial
        if self.setup is None and self.initial is None:
            raise ValueError("the game has neither a setup nor an initial state")
        self.setup_text = dumps(setup.to_dict()) if setup is not None else "null"
        self.initial_text = dumps(initial.to_dict()) if initial is not None else "null"
        self.actions: list[Any] = []
        self.texts: list[str] = []
        self.game = self._fresh()

    def _fresh(self) -> Game:
        from l5r_desktop.games.ccg.game import Game

        if self.setup is not None:
            return Game.new(self.setup, history=False)
        assert self.initial is not None
        return Game(self.initial.clone(), history=False)

    def advance(self, base: int, actions: list[Any]) -> None:
        """Keep ``base`` actions of the log, then perform ``actions``."""
        from l5r_desktop.persistence.savefile import dumps

        if base > len(self.texts):
            raise ValueError(f"the writer has {len(self.texts)} actions, not {base}")
        if base < len(self.texts):  # an undo: replay the kept part from the start
            del self.actions[base:], self.texts[base:]
            self.game = self._fresh()
            for action in self.actions:
                self.game.perform(action)
        for action in actions:
            self.game.perform(action)
            self.actions.append(action)
            self.texts.append(dumps(action.to_dict()))

    def write(self, target: Path, images: Mapping[str, Path], meta: Mapping[str, Any]) -> str:
        """Encode and atomically write the save; returns the snapshot's fingerprint."""
        from l5r_desktop.persistence.savefile import save_bytes

        seed = self.setup.seed if self.setup is not None else None
        data, fingerprint = encode_ccg_save(
            setup_text=self.setup_text, seed=seed, initial_text=self.initial_text,
            actions_text="[" + ",".join(self.texts) + "]", state=self.game.state,
            images=images, meta=meta)
        save_bytes(target, data)
        return fingerprint


def _unpickle(text: str) -> Any:
    return pickle.loads(base64.b64decode(text))


def pickled(obj: Any) -> str:
    """``obj`` pickled for a request line (base64 text). :class:`WriterGone` when it cannot
    be pickled (the autosave is then written in-process)."""
    try:
        return base64.b64encode(pickle.dumps(obj, pickle.HIGHEST_PROTOCOL)).decode("ascii")
    except (pickle.PicklingError, TypeError, AttributeError, RecursionError) as exc:
        raise WriterGone(f"the game cannot be sent to the autosave writer: {exc}") from exc


def game_line(key: int, setup: GameSetup | None, initial: GameState | None) -> str:
    """The request that starts game ``key`` in the writer."""
    return f'{{"op":"game","key":{key},"pickle":"{pickled((setup, initial))}"}}'


def write_line(key: int, base: int, actions: list[Any], target: Path,
               images: Mapping[str, Path], meta: Mapping[str, Any]) -> str:
    """The request that keeps ``base`` actions of game ``key``, appends ``actions`` and writes
    the save to ``target``. The actions are pickled :data:`PICKLE_CHUNK` at a time, the
    interpreter let go between pieces (a long log at a game's first autosave)."""
    pieces = []
    for start in range(0, len(actions), PICKLE_CHUNK):
        if start:
            time.sleep(0)
        pieces.append(f'"{pickled(actions[start:start + PICKLE_CHUNK])}"')
    return (f'{{"op":"write","key":{key},"base":{base},'
            f'"target":{json.dumps(str(target))},'
            f'"images":{json.dumps({k: str(v) for k, v in images.items()})},'
            f'"meta":{json.dumps(dict(meta))},"pickles":[{",".join(pieces)}]}}')


def serve(requests: IO[str], answers: IO[str]) -> int:
    """Answer ``requests`` line by line (see the module docstring); returns the saves written.

    Every write request gets exactly one answer and a game request none: a game that cannot
    be started is answered by the write that follows it (the app sends the two together and
    reads one answer; answering both would leave a stale answer for its next write)."""
    replica: _Replica | None = None
    failed: str | None = None  # why the last game request could not start its game
    written = 0
    for line in requests:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if request["op"] == "game":
                replica, failed = None, None
                try:
                    setup, initial = _unpickle(request["pickle"])
                    replica = _Replica(int(request["key"]), setup, initial)
                except Exception as exc:  # answered by the write that follows
                    failed = f"{exc}" or type(exc).__name__
                continue
            if failed is not None:
                raise ValueError(failed)
            if replica is None or replica.key != request["key"]:
                raise ValueError("the writer does not know this game")
            actions = [a for piece in request["pickles"] for a in _unpickle(piece)]
            replica.advance(int(request["base"]), actions)
            fingerprint = replica.write(Path(request["target"]),
                                        {k: Path(v) for k, v in request["images"].items()},
                                        dict(request["meta"]))
            answer: dict[str, str] = {"ok": fingerprint}
            written += 1
        except Exception as exc:  # any failure is answered; the game is started again
            replica, failed = None, None
            answer = {"error": f"{exc}"}
        answers.write(json.dumps(answer) + "\n")
        answers.flush()
    return written


class WriterProcess:
    """The autosaver's side of the writing process (used by its worker thread only)."""

    def __init__(self) -> None:
        self.available = not getattr(sys, "frozen", False)  # no "-m" in a frozen bundle
        self.starts = 0
        self._process: child_process.Process | None = None
        self._key: int | None = None  # the game the process knows
        self._sent: list[Any] = []  # the action objects it has
        self._lock = threading.Lock()

    @property
    def pid(self) -> int | None:
        """The running process's id (tests end it to check the fallback)."""
        return self._process.pid if self._process is not None else None

    def write(self, *, key: int, setup: GameSetup | None, initial: GameState | None,
              actions: list[Any], target: Path, images: Mapping[str, Path],
              meta: Mapping[str, Any]) -> str:
        """Have the process write the game ``key`` (started from ``setup`` or ``initial``) with
        log ``actions`` to ``target``; returns the fingerprint. Only the actions the process
        does not have yet are sent. :class:`WriterGone` when no process answers (or the game
        cannot be sent), :class:`WriteRefused` with its message when it could not write."""
        with self._lock:
            process = self._running()
            lines = []
            known = self._key == key
            if not known:
                lines.append(game_line(key, setup, initial))
            base = 0
            if known:
                limit = min(len(self._sent), len(actions))
                while base < limit and self._sent[base] is actions[base]:
                    base += 1
            lines.append(write_line(key, base, actions[base:], target, images, meta))
            if not known:
                self._key, self._sent = key, []
            try:
                assert process.stdin is not None and process.stdout is not None
                process.stdin.write("\n".join(lines) + "\n")
                process.stdin.flush()
                answer = process.stdout.readline()
            except (OSError, ValueError) as exc:
                self._end()
                raise WriterGone(f"the autosave writer stopped: {exc}") from exc
            if not answer:
                self._end()
                raise WriterGone("the autosave writer ended without answering")
            reply = json.loads(answer)
            if "ok" not in reply:
                self._key, self._sent = None, []
                raise WriteRefused(str(reply.get("error", "no reason given")))
            self._sent = list(actions)
            return str(reply["ok"])

    @property
    def running(self) -> bool:
        """True while a writing process is up."""
        return self._process is not None and self._process.poll() is None

    def _running(self) -> child_process.Process:
        if self._process is not None and self._process.poll() is None:
            return self._process
        self._end()
        if not self.available or self.starts >= WRITER_STARTS:
            self.available = False
            raise WriterGone("no autosave writer process")
        self.starts += 1
        try:
            self._process = child_process.start_module(WRITER_MODULE)
        except OSError as exc:
            self.available = False
            raise WriterGone(f"cannot start the autosave writer: {exc}") from exc
        return self._process

    def _end(self) -> None:
        process, self._process = self._process, None
        self._key, self._sent = None, []
        if process is None:
            return
        # Called with the lock held: no write is in flight (each waits for its answer), so
        # the process has nothing half-written; it is killed rather than waited for (it may
        # still be importing the engine, which would hold up the app's quit).
        child_process.end(process)

    def close(self) -> None:
        """End the process (it is between writes, so nothing is half done)."""
        with self._lock:
            self._end()


if __name__ == "__main__":  # pragma: no cover - run as a process by WriterProcess
    import io

    if hasattr(os, "nice"):  # on a busy machine the table's process gets the CPU first
        with contextlib.suppress(OSError):
            os.nice(10)
    serve(io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8"),
          io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8"))
