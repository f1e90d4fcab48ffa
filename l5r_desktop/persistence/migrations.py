"""Save-format migrations: each step turns a ``game.json`` document of version N into N + 1.

Format history (``"format": "l5r-table-save"``):

- **Version 1** — the first layout, the one ARCHITECTURE.md describes: ONE bare JSON document
  ``{"format", "version": 1, "setup", "actions", "snapshot"}``. No images, no metadata, and a
  game had to start from a setup (no position games).
- **Version 2** (current) — a single-file zip bundle: ``game.json`` plus ``images/…`` so custom
  scanned cards' images travel with the save. ``game.json`` adds ``"meta"`` (free-form info:
  saved-at time, app version, caller's fields), ``"images"`` (card definition id → bundle path)
  and ``"initial"`` (the starting state, used instead of ``"setup"`` for games started from a
  position; ``null`` otherwise). A bare JSON document of version 2 (no images) is also read.

A migration only adds or renames fields; it never guesses game content. Each one is a pure
function on plain dicts, so old fixture files in ``tests/fixtures/saves`` keep opening.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Document = dict[str, Any]


def _v1_to_v2(doc: Document) -> Document:
    """Version 1 → 2: add the empty ``meta`` / ``images`` and the ``initial`` slot."""
    out = dict(doc)
    out["version"] = 2
    out.setdefault("meta", {})
    out.setdefault("images", {})
    out.setdefault("initial", None)
    return out


#: ``MIGRATIONS[n]`` turns a version-``n`` document into version ``n + 1``.
MIGRATIONS: dict[int, Callable[[Document], Document]] = {1: _v1_to_v2}

#: The version this code writes.
CURRENT_VERSION = 2


def migrate(doc: Document) -> tuple[Document, list[str]]:
    """Bring ``doc`` (whose ``version`` is an int from 1 to :data:`CURRENT_VERSION`) up to date.

    Returns the migrated document and one note per step applied (for the load warnings).
    """
    notes: list[str] = []
    version = int(doc["version"])
    while version < CURRENT_VERSION:
        doc = MIGRATIONS[version](doc)
        notes.append(f"converted from save format version {version} to {version + 1}")
        version += 1
    return doc, notes
