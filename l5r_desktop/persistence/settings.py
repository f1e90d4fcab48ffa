"""User settings in ``settings.json`` under the data dir (atomic writes, tolerant reads).

A missing file means defaults. A corrupt or wrong-typed file never crashes the app: the bad
values fall back to defaults, the unreadable file is kept beside as ``settings.json.bad`` and a
readable message is returned for the status bar.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from l5r_desktop.persistence.atomic import atomic_write_text

log = logging.getLogger(__name__)

#: Default keyboard shortcuts of the table's common actions (changeable in Settings).
DEFAULT_SHORTCUTS: dict[str, str] = {
    "new_game": "Ctrl+N",
    "open": "Ctrl+O",
    "save": "Ctrl+S",
    "save_as": "Ctrl+Shift+S",
    "quit": "Ctrl+Q",
    "undo": "Ctrl+Z",
    "redo": "Ctrl+Shift+Z",
    "pass": "Ctrl+P",
    "zoom_in": "Ctrl++",
    "zoom_out": "Ctrl+-",
    "zoom_reset": "Ctrl+0",
    "full_screen": "F11",
}

MAX_RECENT = 8


def shortcut_conflicts(shortcuts: dict[str, str]) -> dict[str, list[str]]:
    """Keys given to more than one action: ``{key: [action names]}`` (empty keys are free).

    Two actions on one key make Qt fire neither ("ambiguous shortcut"), so a conflict is never
    kept silently.
    """
    by_key: dict[str, list[str]] = {}
    for name, key in shortcuts.items():
        if key:
            by_key.setdefault(key.casefold(), []).append(name)
    return {shortcuts[names[0]]: names for names in by_key.values() if len(names) > 1}


@dataclass
class Settings:
    """Everything the user can set; defaults are the first-start behaviour."""

    hide_hands_at_handoff: bool = True
    turn_view_to_actor: bool = True
    shortcuts: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_SHORTCUTS))
    recent_files: list[str] = field(default_factory=list)
    player_names: list[str] = field(default_factory=lambda: ["Player 1", "Player 2"])
    profile: str = "celestial"
    automation: str = "assisted"
    #: the game of the last New game ("ccg" or "lcg") and its decks' labels, per player
    game: str = "ccg"
    last_decks: list[str] = field(default_factory=list)

    def shortcut(self, name: str) -> str:
        return self.shortcuts.get(name, DEFAULT_SHORTCUTS.get(name, ""))

    def add_recent(self, path: str | Path) -> None:
        text = str(path)
        self.recent_files = [text] + [p for p in self.recent_files if p != text]
        del self.recent_files[MAX_RECENT:]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> tuple[Settings, list[str]]:
        """Settings from JSON data, plus a list of problems (bad values fell back to defaults)."""
        settings = cls()
        problems: list[str] = []
        if not isinstance(data, dict):
            return settings, ["settings file does not hold an object"]
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(settings, f.name)
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, dict):
                ok = isinstance(value, dict) and all(
                    isinstance(k, str) and isinstance(v, str) for k, v in value.items())
                if ok:
                    value = {**DEFAULT_SHORTCUTS, **value}
            elif isinstance(default, list):
                ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
            else:
                ok = isinstance(value, type(default))
            if ok:
                setattr(settings, f.name, value)
            else:
                problems.append(f"setting {f.name!r} has a bad value; using the default")
        for key, names in shortcut_conflicts(settings.shortcuts).items():
            # a hand-edited file gave one key to several actions: keep it on the first whose
            # default it is (else the first listed), clear it on the others, and say so
            keep = next((n for n in names if DEFAULT_SHORTCUTS.get(n) == key), names[0])
            for name in names:
                if name != keep:
                    settings.shortcuts[name] = ""
            problems.append(f"shortcut {key} was given to {', '.join(names)}; it stays on "
                            f"{keep} and the others have none")
        return settings, problems


def load_settings(path: Path) -> tuple[Settings, list[str]]:
    """Read settings; never raises for a bad file (returns defaults and the problems)."""
    if not path.exists():
        return Settings(), []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        backup = path.with_name(path.name + ".bad")
        try:
            import shutil  # only for a damaged settings file (not at start-up)

            shutil.copyfile(path, backup)
        except OSError:
            log.exception("cannot keep a copy of the bad settings file")
        return Settings(), [f"settings file {path} is unreadable ({exc}); defaults are used "
                            f"and the file was kept as {backup.name}"]
    return Settings.from_dict(data)


def save_settings(path: Path, settings: Settings) -> None:
    """Write settings atomically."""
    atomic_write_text(path, json.dumps(settings.to_dict(), indent=2, sort_keys=True) + "\n")
