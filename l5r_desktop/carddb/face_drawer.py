"""The face drawing process (issue 22: start-up memory): draws card faces with pillow for the
table, so the table's own process never loads pillow.

    python -m l5r_desktop.carddb.face_drawer

Reads one request per line on stdin, ``{"card": CardDef.to_dict(), "size": [w, h], "path":
"<file>.png"}``, draws the face (:func:`render.render_card_face`), writes it as a PNG to
``path`` (through a temporary file and a rename: a reader never sees half a face) and answers
one line on stdout: ``ok``, or ``error <why>`` (the request is skipped, the next is read). It
exits at the end of its input, or by itself after :data:`IDLE_EXIT_SECONDS` without a request
(a table whose faces are all drawn keeps no idle drawer). ``ui/face_store.py`` starts it on
the first face it has to draw.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import threading
from pathlib import Path
from typing import IO, Any

#: The drawer ends itself after this long without a request (seconds).
IDLE_EXIT_SECONDS = 20.0


def draw_request(request: Any) -> None:
    """Draw one request's face to its file; raises ``ValueError`` / ``OSError`` when it
    cannot."""
    from l5r_desktop.carddb.render import render_card_face
    from l5r_desktop.games.ccg.model.cards import CardDef

    if not isinstance(request, dict):
        raise ValueError("a request is an object")
    card = CardDef.from_dict(request["card"])
    width, height = (int(v) for v in request["size"])
    if not (0 < width <= 4000 and 0 < height <= 4000):
        raise ValueError(f"bad face size {width}x{height}")
    target = Path(request["path"])
    image = render_card_face(card, (width, height))
    fd, tmp = tempfile.mkstemp(prefix=".face.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            image.convert("RGBA").save(handle, "PNG")
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def serve(requests: IO[str], answers: IO[str], idle_exit: float | None = None) -> int:
    """Answer ``requests`` line by line (see the module docstring); returns how many faces
    were drawn. With ``idle_exit`` (seconds) the *process* ends after that long without a
    request (only for the drawer process itself)."""
    drawn = 0

    def rearm() -> threading.Timer | None:
        if idle_exit is None:
            return None
        idle = threading.Timer(idle_exit, os._exit, args=(0,))  # idle: end the process
        idle.daemon = True
        idle.start()
        return idle

    timer = rearm()
    for line in requests:
        if timer is not None:
            timer.cancel()
        if line.strip():
            try:
                draw_request(json.loads(line))
                answers.write("ok\n")
                drawn += 1
            except (KeyError, TypeError, ValueError, OSError) as exc:
                answers.write(f"error {type(exc).__name__}: {exc}".replace("\n", " ") + "\n")
            answers.flush()
        timer = rearm()
    if timer is not None:
        timer.cancel()
    return drawn


if __name__ == "__main__":  # pragma: no cover - run as a process by ui/face_store.py
    serve(sys.stdin, sys.stdout, IDLE_EXIT_SECONDS)
