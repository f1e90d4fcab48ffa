"""Where a FiveRingsDB export is (the LCG community card database; the importer is
:mod:`l5r_desktop.carddb.importers.fiveringsdb`): an export folder, a single card file. Read by
every import to sort its files; the importer itself (its patterns, the LCG record classes)
is imported only when there is a FiveRingsDB file to read (issue 22).
"""

from __future__ import annotations

from pathlib import Path


def is_export_root(path: Path) -> bool:
    """True when ``path`` is a FiveRingsDB data folder (``Card/`` beside ``PackCard/`` or
    ``Pack.json``)."""
    return (path / "Card").is_dir() and (
        (path / "PackCard").is_dir() or (path / "Pack.json").is_file()
    )


def find_export_roots(folder: Path) -> list[Path]:
    """Every FiveRingsDB data folder at or under ``folder`` (usually ``<repo>/json``)."""
    if is_export_root(folder):
        return [folder]
    return sorted({p.parent for p in folder.rglob("Card") if is_export_root(p.parent)})


def looks_like_card_file(path: Path) -> bool:
    """True when a ``.json`` file looks like one FiveRingsDB card record (an object with
    ``side`` and ``clan``); the Oracle export files are lists."""
    try:
        with path.open("rb") as handle:
            head = handle.read(4096)
    except OSError:
        return False
    return head.lstrip().startswith(b"{") and b'"side"' in head and b'"clan"' in head
