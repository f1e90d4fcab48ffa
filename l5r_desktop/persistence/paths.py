"""Where the app keeps its data: one data directory holding settings, library, saves and logs.

The default is the platform's user data directory for ``l5r-desktop`` (platformdirs). Every
command and the GUI take ``--data-dir DIR`` instead, so tests never touch the real user folders.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from l5r_desktop import APP_NAME


def default_data_dir() -> Path:
    """The platform's user data directory for the app (not created here)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


@dataclass(frozen=True)
class DataPaths:
    """The files and folders under one data directory."""

    root: Path

    @classmethod
    def at(cls, root: str | Path | None) -> DataPaths:
        """Paths under ``root``, or under the default data dir when ``root`` is None."""
        return cls(Path(root).expanduser().resolve() if root else default_data_dir())

    @property
    def settings_file(self) -> Path:
        return self.root / "settings.json"

    @property
    def library_file(self) -> Path:
        return self.root / "library.sqlite3"

    @property
    def images_dir(self) -> Path:
        return self.root / "images"

    @property
    def scans_dir(self) -> Path:
        return self.root / "scans"

    @property
    def saves_dir(self) -> Path:
        return self.root / "saves"

    @property
    def autosave_dir(self) -> Path:
        return self.root / "autosave"

    @property
    def recovery_dir(self) -> Path:
        """Crash-recovery copies of unsaved decks and scan reviews (``recovery.py``)."""
        return self.root / "recovery"

    @property
    def decks_dir(self) -> Path:
        return self.root / "decks"

    @property
    def face_cache_dir(self) -> Path:
        """Card faces drawn for cards without an image, kept for the next start (a cache:
        anything in it may be deleted)."""
        return self.root / "cache" / "faces"

    @property
    def logs_dir(self) -> Path:
        return self.root / "logs"

    def ensure(self) -> DataPaths:
        """Create the root and its standard folders; returns self."""
        for folder in (self.root, self.logs_dir, self.saves_dir, self.autosave_dir):
            folder.mkdir(parents=True, exist_ok=True)
        return self
