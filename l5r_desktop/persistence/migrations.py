"""Save-format migrations: each step turns a ``game.json`` document of version N into N + 1.

Format history (``"format": "l5r-table-save"``):

- **Version 1** — the first layout, the one ARCHITECTURE.md describes: ONE bare JSON document
  ``{"format", "version": 1, "setup", "actions", "snapshot"}``. No images, no metadata, and a
  game had to start from a setup (no position games).
- **Version 2** — a single-file zip bundle: ``game.json`` plus ``images/…`` so custom
  scanned cards' images travel with the save. ``game.json`` adds ``"meta"`` (free-form info:
  saved-at time, app version, caller's fields), ``"images"`` (card definition id → bundle path)
  and ``"initial"`` (the starting state, used instead of ``"setup"`` for games started from a
  position; ``null`` otherwise). A bare JSON document of version 2 (no images) is also read.
- **Version 3** (current) — ``"game"`` names the game the save belongs to (a registry id of
  ``l5r_desktop.games.registry``: ``"ccg"``, ``"lcg"``) and ``"profile"`` its rules profile, both
  at the top level. Every older save is a CCG game; its profile is read from its setup or its
  snapshot.

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


def _v2_to_v3(doc: Document) -> Document:
    """Version 2 → 3: the game id (``"ccg"``: the only game older versions played) and the
    rules profile at the top level (from the setup, else the snapshot)."""
    out = dict(doc)
    out["version"] = 3
    out.setdefault("game", "ccg")
    if not isinstance(out.get("profile"), str):
        for part in ("setup", "snapshot", "initial"):
            section = out.get(part)
            if isinstance(section, dict) and isinstance(section.get("profile"), str):
                out["profile"] = section["profile"]
                break
    return out


#: ``MIGRATIONS[n]`` turns a version-``n`` document into version ``n + 1``.
MIGRATIONS: dict[int, Callable[[Document], Document]] = {1: _v1_to_v2, 2: _v2_to_v3}

#: The version this code writes.
CURRENT_VERSION = 3


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
