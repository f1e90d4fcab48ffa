"""What the review dialog does to crops, without Qt: re-crop, rotate, split, discard.

A :class:`ReviewSession` holds the crops of one import with the scans they came from. Every
operation re-warps from the original scan (never from an already resampled crop), so a crop
can be adjusted any number of times without losing quality. The full-resolution scan is
decoded on demand and only the most recent one is kept in memory.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
from PIL import Image

from l5r_desktop.carddb.scans.geometry import min_area_rect, quad_angle, quad_sides
from l5r_desktop.carddb.scans.loading import DEFAULT_LIMITS, ScanImage, ScanLimits, load_scan
from l5r_desktop.carddb.scans.pipeline import (
    CARD_SIZE,
    CardCrop,
    ScanResult,
    decode_factor,
    final_confidence,
    make_crop,
)
from l5r_desktop.carddb.scans.quads import Detection, normalize_quad
from l5r_desktop.carddb.scans.refine import refine_quad

#: Note on the crops rebuilt from the user's own fixes of a sheet.
KEPT = "as you fixed this sheet before"


@dataclass
class ReviewItem:
    """One crop under review and the scan it was cut from."""

    source: Path
    crop: CardCrop


class ReviewSession:
    """The crops of an import, in order, with the operations of the review dialog.

    Indices refer to :attr:`items`; every operation returns the new crop(s) and keeps the
    crop numbers of each scan consecutive from 1.
    """

    def __init__(
        self, card_size: tuple[int, int] = CARD_SIZE, limits: ScanLimits = DEFAULT_LIMITS
    ) -> None:
        self.card_size = card_size
        self.limits = limits
        self.items: list[ReviewItem] = []
        self.sources: dict[Path, ScanResult] = {}
        self._cache: tuple[Path, ScanImage] | None = None

    def add(self, result: ScanResult) -> None:
        """Append every crop of ``result`` (a scan may be added with no crop at all)."""
        self.sources[result.source] = ScanResult(result.source, result.format, result.size)
        self.items.extend(ReviewItem(result.source, c) for c in result.crops)

    def __len__(self) -> int:
        return len(self.items)

    def _image(self, source: Path, quads: list[np.ndarray]) -> ScanImage:
        factor = decode_factor(quads, self.card_size)
        if self._cache is not None and self._cache[0] == source:
            cached = self._cache[1]
            if cached.scale <= factor:
                return cached
        self._cache = None  # drop the previous scan before decoding the next one
        image = load_scan(source, reduce_by=factor, limits=self.limits)
        self._cache = (source, image)
        return image

    def _renumber(self) -> None:
        counts: dict[Path, int] = {}
        for item in self.items:
            counts[item.source] = counts.get(item.source, 0) + 1
            item.crop.n = counts[item.source]

    def _check(self, index: int) -> ReviewItem:
        if not 0 <= index < len(self.items):
            raise IndexError(f"no crop {index}: there are {len(self.items)}")
        return self.items[index]

    def recrop(self, index: int, corners: list[tuple[float, float]] | np.ndarray) -> CardCrop:
        """Cut crop ``index`` again from the four corners the user placed (TL, TR, BR, BL, in
        source pixels). The user's corners are trusted: confidence 1."""
        item = self._check(index)
        quad = np.asarray(corners, dtype=np.float64).reshape(4, 2)
        w, h = quad_sides(quad)
        if min(w, h) < 4:
            raise ValueError("the four corners must span a card, not a line or a point")
        img = self._image(item.source, [quad])
        item.crop = make_crop(img, quad, n=item.crop.n, confidence=1.0,
                              card_size=self._frame(item.crop))
        return item.crop

    def _frame(self, crop: CardCrop) -> tuple[int, int]:
        """The output size for re-cutting ``crop``: the card size, turned like the crop's frame
        (landscape once the user turned the card a quarter)."""
        w, h = self.card_size
        portrait = (min(w, h), max(w, h))
        return portrait[::-1] if crop.image.width > crop.image.height else portrait

    def rotate(self, index: int, degrees: int) -> CardCrop:
        """Turn crop ``index`` clockwise by 90, 180 or 270 degrees. The card turns with its
        frame: a quarter turn makes a portrait crop landscape (same pixels, aspect ratio kept)
        and the corners on the scan follow (the first corner is the new top-left)."""
        if degrees % 90 or degrees % 360 == 0:
            raise ValueError("rotate by 90, 180 or 270 degrees")
        item = self._check(index)
        turns = (degrees // 90) % 4
        quad = np.roll(np.asarray(item.crop.corners, dtype=np.float64), turns, axis=0)
        notes = tuple(n for n in item.crop.notes if not n.startswith("card lies sideways"))
        turn = {1: Image.Transpose.ROTATE_270, 2: Image.Transpose.ROTATE_180,
                3: Image.Transpose.ROTATE_90}[turns]  # pillow turns counter-clockwise
        item.crop = replace(item.crop, image=item.crop.image.transpose(turn), notes=notes,
                            corners=tuple((float(x), float(y)) for x, y in quad),
                            angle=round(quad_angle(quad), 2))
        return item.crop

    def split(self, index: int) -> tuple[CardCrop, CardCrop]:
        """Cut crop ``index``, which holds two cards, across its longer side into two crops.

        Each half is snapped onto its real card edges when they can be found, turned portrait,
        and takes the place of the original in the list.
        """
        item = self._check(index)
        tl, tr, br, bl = np.asarray(item.crop.corners, dtype=np.float64)
        w, h = quad_sides(np.array([tl, tr, br, bl]))
        if w >= h:
            mt, mb = (tl + tr) / 2, (bl + br) / 2
            halves = [np.array([tl, mt, mb, bl]), np.array([mt, tr, br, mb])]
        else:
            ml, mr = (tl + bl) / 2, (tr + br) / 2
            halves = [np.array([tl, tr, mr, ml]), np.array([ml, mr, br, bl])]
        quads = []
        dets = []
        for half in halves:
            quad, sideways = normalize_quad(half)
            notes = ("split by hand",) + (
                ("card lies sideways: check its orientation",) if sideways else ())
            quads.append(quad)
            dets.append(Detection(quad, 0.5, notes))
        img = self._image(item.source, quads)
        crops = []
        for quad, det in zip(quads, dets, strict=True):
            refined = refine_quad(img.image, quad / img.scale)
            conf = det.confidence
            if refined is not None:
                quad = refined[0] * img.scale
                conf = final_confidence(refined[0], refined[1], det)
            crops.append(make_crop(img, quad, n=0, confidence=conf, notes=det.notes,
                                   card_size=self.card_size))
        self.items[index:index + 1] = [ReviewItem(item.source, c) for c in crops]
        self._renumber()
        return crops[0], crops[1]

    def discard(self, index: int) -> ReviewItem:
        """Drop crop ``index`` from the import; returns it."""
        self._check(index)
        item = self.items.pop(index)
        self._renumber()
        return item


class ReviewTools(ReviewSession):
    """A :class:`ReviewSession` with the correction tools of a crowded sheet: low-confidence
    crops first, merge two crops, add a missed card from a rectangle, and the user's fixes
    kept per sheet (``fixes``, a :class:`~.fixes.SheetFixes`)."""

    def __init__(self, *args, fixes=None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fixes = fixes
        self.kept_sources: set[Path] = set()

    def add(self, result: ScanResult) -> None:
        """Append the crops of ``result``, or the user's own crops kept for that sheet."""
        kept = self.fixes.load(result.source) if self.fixes is not None else None
        if not kept:
            super().add(result)
            return
        self.sources[result.source] = ScanResult(result.source, result.format, result.size)
        quads = [np.asarray(q, dtype=np.float64) for q in kept]
        img = self._image(result.source, quads)
        for n, quad in enumerate(quads, start=1):
            w, h = quad_sides(quad)  # a card the user turned a quarter comes back landscape
            size = self.card_size if w <= h else (self.card_size[1], self.card_size[0])
            crop = make_crop(img, quad, n=n, confidence=1.0, notes=(KEPT,), card_size=size)
            self.items.append(ReviewItem(result.source, crop))
        self.kept_sources.add(result.source)

    def sort_for_review(self) -> None:
        """Low-confidence crops first (stable: reading order within each group)."""
        self.items.sort(key=lambda i: not i.crop.low_confidence)

    def merge(self, first: int, second: int) -> CardCrop:
        """One crop from two of the same scan (a card cut in two): the smallest rectangle
        around both, which takes the first one's place."""
        a, b = self._check(first), self._check(second)
        if first == second:
            raise ValueError("choose two different crops to merge")
        if a.source != b.source:
            raise ValueError("only crops of the same scan can be merged")
        pts = np.concatenate([np.asarray(a.crop.corners), np.asarray(b.crop.corners)])
        rect, _ = min_area_rect(pts)
        quad, _ = normalize_quad(rect)
        img = self._image(a.source, [quad])
        a.crop = make_crop(img, quad, n=a.crop.n, confidence=1.0, notes=("merged by hand",),
                           card_size=self.card_size)
        self.items.remove(b)
        self._renumber()
        return a.crop

    def add_card(self, source: Path, corners: list[tuple[float, float]] | np.ndarray,
                 at: int | None = None) -> CardCrop:
        """A card the detection missed, from the corners the user drew (TL TR BR BL, source
        pixels), inserted at ``at`` (default: after the scan's last crop)."""
        if source not in self.sources:
            raise ValueError(f"{source.name} is not part of this import")
        quad, _ = normalize_quad(np.asarray(corners, dtype=np.float64).reshape(4, 2))
        w, h = quad_sides(quad)
        if min(w, h) < 8:
            raise ValueError("draw a rectangle around the whole card")
        img = self._image(source, [quad])
        crop = make_crop(img, quad, n=0, confidence=1.0, notes=("added by hand",),
                         card_size=self.card_size)
        if at is None:
            same = [k for k, i in enumerate(self.items) if i.source == source]
            at = same[-1] + 1 if same else len(self.items)
        self.items.insert(at, ReviewItem(source, crop))
        self._renumber()
        return crop

    def keep_fixes(self, source: Path) -> None:
        """Store the corners of every crop of ``source`` as the user's fix of that sheet."""
        if self.fixes is None:
            return
        quads = [list(i.crop.corners) for i in self.items if i.source == source]
        self.fixes.save(source, quads)
        self.kept_sources.add(source)
