"""Card image packs: folders laid out as ``images/cards/<SET>/<SET><NNN>.jpg``.

An image is matched to a card by its path (a ``cards.xml`` ``<image>`` element names
``images/cards/KYD/KYD022.jpg``) or by its file name stem (``KYD022`` = the card id, or the
Oracle card number). Images are linked where they lie (not copied): packs are large.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

IMAGE_SUFFIXES = frozenset({".jpg", ".jpeg", ".png", ".gif", ".webp", ".bmp"})


def is_image_file(path: Path) -> bool:
    """True when ``path`` has an image file extension."""
    return path.suffix.lower() in IMAGE_SUFFIXES


def path_keys(path: Path) -> list[str]:
    """Match keys of one image file, most specific first: the tail of its path from
    ``images/cards/`` (or from the set folder), then its stem; all case-folded."""
    parts = [p.casefold() for p in path.parts]
    keys: list[str] = []
    for index in range(len(parts) - 1):
        if parts[index] == "images" and index + 1 < len(parts) and parts[index + 1] == "cards":
            keys.append("/".join(parts[index:]))
            break
    if len(parts) >= 2:
        keys.append("/".join(parts[-2:]))
    keys.append(path.stem.casefold())
    return keys


def ref_keys(ref: str) -> list[str]:
    """Match keys of one image reference from a card record (a relative path or an id)."""
    ref = ref.strip().replace("\\", "/").casefold()
    if not ref:
        return []
    if "/" not in ref:
        return [ref]
    parts = [p for p in ref.split("/") if p]
    keys = ["/".join(parts)]
    if len(parts) >= 2:
        keys.append("/".join(parts[-2:]))
    return keys


def build_ref_index(cards: Iterable[tuple[str, Iterable[str]]]) -> dict[str, str]:
    """Map every match key to a card id; the first card to claim a key keeps it."""
    index: dict[str, str] = {}
    for card_id, refs in cards:
        for ref in (card_id, *refs):
            for key in ref_keys(ref):
                index.setdefault(key, card_id)
    return index


def scan_folder(folder: Path) -> list[Path]:
    """Every image file under ``folder``, sorted (stable matching order)."""
    return sorted(p for p in folder.rglob("*") if p.is_file() and is_image_file(p))


def match_images(files: Iterable[Path], index: dict[str, str]) -> tuple[dict[str, Path], int]:
    """Match image files to card ids: ``({card_id: image path}, number unmatched)``.

    A card keeps the first image matched by its most specific key.
    """
    matched: dict[str, tuple[int, Path]] = {}
    unmatched = 0
    for path in files:
        hit = False
        for rank, key in enumerate(path_keys(path)):
            card_id = index.get(key)
            if card_id is None:
                continue
            hit = True
            best = matched.get(card_id)
            if best is None or rank < best[0]:
                matched[card_id] = (rank, path)
            break
        if not hit:
            unmatched += 1
    return {card_id: path for card_id, (_, path) in matched.items()}, unmatched
