"""What a CCG card's ability records are read from, without importing what reads them.

A library card's records come from our card-by-card data (``carddb/data/ccg_abilities*.json``)
and the text translator (``carddb/ccgtext``, ``carddb/ccg_abilities.py`` and the ability
vocabulary ``games/ccg/cardtext``). :func:`reading_digest` names that pair: a library whose
cards were read under another digest reads them again (``carddb/library_abilities.py``).
This module reads those files as bytes and imports none of them, so opening the library
and importing cards never loads the translator or the games' engine (issue 22).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from l5r_desktop.core import digests

#: The package root (``l5r_desktop/``): the translator's sources are named relative to it.
_ROOT = Path(__file__).resolve().parents[1]
#: The translator's sources, relative to :data:`_ROOT` (folders are read recursively).
_SOURCES = ("carddb/ccgtext", "games/ccg/cardtext", "carddb/ccg_abilities.py")


def _data_folder() -> Any:
    """The shipped data folder: the package's own folder where it is plain files, else
    (a bundle) what ``importlib.resources`` finds; that module, and the 5 ms of modules it
    imports, only then (this runs at every library open, issue 22)."""
    folder = Path(__file__).resolve().parent / "data"
    if folder.is_dir():
        return folder
    from importlib import resources

    return resources.files("l5r_desktop.carddb") / "data"


def data_files() -> list[str]:
    """The names of the shipped data files (``ccg_abilities*.json``), in name order."""
    folder = _data_folder()
    return sorted(f.name for f in folder.iterdir()
                  if f.name.startswith("ccg_abilities") and f.name.endswith(".json"))


def data_bytes() -> bytes:
    """The data files as shipped in the package, one after the other in name order (their
    digest says whether the records changed)."""
    folder = _data_folder()
    return b"\n".join(name.encode("utf-8") + b"\n" + (folder / name).read_bytes()
                      for name in data_files())


def translator_sources() -> bytes:
    """The source of what turns a card's text into records (the translator package
    ``carddb/ccgtext``, ``carddb/ccg_abilities.py`` and the ability vocabulary
    ``games/ccg/cardtext``), one file after the other in name order; the app's version when
    the sources are not shipped (a bundled build). Its digest tells a library that its cards
    were read by another translator."""
    files: set[Path] = set()
    for name in _SOURCES:
        path = _ROOT / name
        files.update(path.rglob("*.py") if path.is_dir() else [path])
    if not files or not all(f.is_file() for f in files):
        import l5r_desktop

        return f"l5r_desktop {l5r_desktop.__version__}".encode()
    return b"\n".join(f.relative_to(_ROOT).as_posix().encode("utf-8") + b"\n" + f.read_bytes()
                      for f in sorted(files))


def reading_digest() -> str:
    """The digest of our data and the translator's sources together (kept in the library's
    ``meta`` as ``ccg_data_digest``)."""
    return digests.sha1(data_bytes() + b"\0" + translator_sources()).hexdigest()
