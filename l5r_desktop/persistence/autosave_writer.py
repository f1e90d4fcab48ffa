"""The autosave writing process (issue 22: the UI thread never waits for an autosave).

    python -m l5r_desktop.persistence.autosave_writer

The autosaver's worker thread (:mod:`l5r_desktop.persistence.autosave`) used to replay each
action on a replica and encode the save in the app's own interpreter, where it competed with
the UI thread for the GIL. This process keeps that replica instead: the worker only sends it
the actions that are new since the last autosave (their JSON, already encoded) and waits for
the answer on a pipe, which holds no lock the UI thread needs.

Requests, one JSON line each on stdin:

* ``{"op": "game", "key": k, "setup": <GameSetup dict> | null, "initial": <state dict> | null}``
  starts a game (the setup carries its seed, so an unseeded game replays the same);
* ``{"op": "write", "key": k, "base": n, "actions": [...], "target": path, "images": {card id:
  path}, "meta": {...}}`` keeps the first ``n`` actions of game ``k``'s log, appends
  ``actions`` (a shorter ``n`` than the log is an undo: the replica is rebuilt), replays them
  and writes the save atomically to ``target``.

Answers, one line each on stdout: ``{"ok": <state fingerprint>}`` or ``{"error": "<why>"}``
(after an error the game is forgotten: the autosaver starts it again). The process ends at the
end of its input (the app quit or crashed: a write under way finishes first, atomically). It
runs at a lower priority (``nice`` 10): on a busy machine the table's own process is served
first, the autosave a little later.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
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

log = logging.getLogger(__name__)

#: The writing process's module (run with ``python -m``).
WRITER_MODULE = "l5r_desktop.persistence.autosave_writer"
#: After this many writer processes that ended without answering, autosaves are written on
#: the worker thread (as before the process existed).
WRITER_STARTS = 3


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

    def __init__(self, key: int, setup: Any, initial: Any) -> None:
        from l5r_desktop.games.ccg.model.state import GameState
        from l5r_desktop.games.ccg.setup import GameSetup
        from l5r_desktop.persistence.savefile import dumps

        self.key = key
        self.setup = GameSetup.from_dict(setup) if setup is not None else None
        self.initial = GameState.from_dict(initial) if initial is not None else None
        if self.setup is None and self.initial is None:
            raise ValueError("the game has neither a setup nor an initial state")
        self.setup_text = dumps(setup) if setup is not None else "null"
        self.initial_text = dumps(initial) if initial is not None else "null"
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
        from l5r_desktop.games.ccg.actions import action_from_dict
        from l5r_desktop.persistence.savefile import dumps

        if base > len(self.texts):
            raise ValueError(f"the writer has {len(self.texts)} actions, not {base}")
        new = [action_from_dict(a) for a in actions]
        if base < len(self.texts):  # an undo: replay the kept part from the start
            kept = [action_from_dict(json.loads(t)) for t in self.texts[:base]]
            self.texts = self.texts[:base]
            self.game = self._fresh()
            for action in kept:
                self.game.perform(action)
        for action, raw in zip(new, actions, strict=True):
            self.game.perform(action)
            self.texts.append(dumps(raw))

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


def serve(requests: IO[str], answers: IO[str]) -> int:
    """Answer ``requests`` line by line (see the module docstring); returns the saves written."""
    replica: _Replica | None = None
    written = 0
    for line in requests:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if request["op"] == "game":
                replica = None
                replica = _Replica(int(request["key"]), request["setup"], request["initial"])
                continue  # no answer: the write that follows answers for both
            if replica is None or replica.key != request["key"]:
                raise ValueError("the writer does not know this game")
            replica.advance(int(request["base"]), list(request["actions"]))
            fingerprint = replica.write(Path(request["target"]),
                                        {k: Path(v) for k, v in request["images"].items()},
                                        dict(request["meta"]))
            answer: dict[str, str] = {"ok": fingerprint}
            written += 1
        except Exception as exc:  # any failure is answered; the game is started again
            replica = None
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

    def write(self, *, key: int, setup_text: str, initial_text: str, actions: list[Any],
              texts: list[str], target: Path, images: Mapping[str, Path],
              meta: Mapping[str, Any]) -> str:
        """Have the process write the game ``key`` with log ``actions`` (``texts``: their
        JSON) to ``target``; returns the fingerprint. :class:`WriterGone` when no process
        answers, :class:`WriteRefused` with its message when it could not write."""
        with self._lock:
            process = self._running()
            lines = []
            if self._key != key:
                lines.append(f'{{"op":"game","key":{key},"setup":{setup_text},'
                             f'"initial":{initial_text}}}')
                self._key, self._sent = key, []
            base = 0
            limit = min(len(self._sent), len(actions))
            while base < limit and self._sent[base] is actions[base]:
                base += 1
            lines.append(f'{{"op":"write","key":{key},"base":{base},'
                         f'"target":{json.dumps(str(target))},'
                         f'"images":{json.dumps({k: str(v) for k, v in images.items()})},'
                         f'"meta":{json.dumps(dict(meta))},'
                         f'"actions":[{",".join(texts[base:])}]}}')
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
