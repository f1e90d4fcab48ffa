"""Sorting files dropped on the window: card databases and image packs vs. scans of cards."""

from __future__ import annotations

from pathlib import Path

from l5r_desktop.carddb.importers.fiveringsdb import is_export_root

CARD_DATA_SUFFIXES = {".json", ".xml"}
IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".tif", ".tiff", ".bmp", ".webp", ".gif"}


def _is_image_pack(folder: Path) -> bool:
    """A folder laid out as a card image pack (``images/cards/<SET>/...`` or ``cards/<SET>``)."""
    return (folder / "images" / "cards").is_dir() or folder.name == "cards" or \
        (folder.parent.name == "cards" and folder.parent.parent.name == "images")


def classify_drop(paths: list[Path]) -> tuple[list[Path], list[Path]]:
    """Split dropped paths into (card-library imports, scans to crop).

    Card databases (.json, .xml, a FiveRingsDB export folder) and image-pack folders go to the
    card import; loose image files and folders of images go to the scan import. Anything else
    goes to the card import, which reports what it could not read.
    """
    cards: list[Path] = []
    scans: list[Path] = []
    for path in paths:
        if path.is_dir():
            lcg_export = is_export_root(path) or is_export_root(path / "json")
            if _is_image_pack(path) or lcg_export or any(
                    p.suffix.lower() in CARD_DATA_SUFFIXES for p in path.iterdir() if p.is_file()):
                cards.append(path)
            else:
                scans.append(path)
        elif path.suffix.lower() in IMAGE_SUFFIXES:
            scans.append(path)
        else:
            cards.append(path)
    return cards, scans
