"""The scan pipeline end to end: load reduced, detect, warp each card at full resolution.

Detection runs on a reduced copy (long side about 800 px; JPEG files are decoded reduced with
``draft``). Only then is the image decoded at the resolution the crops need (JPEG again with
``draft`` when the cards are much larger than the output), and each card quad is warped by a
perspective transform to an upright portrait image of :data:`CARD_SIZE`.
"""

from __future__ import annotations

import contextlib
import math
import os
import sys
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np
from PIL import Image

from l5r_desktop.carddb.scans.crowded import (
    CARD_MM,
    PARTIAL,
    card_size_px,
    cv2_module,
    px_per_mm,
)
from l5r_desktop.carddb.scans.detect import (
    CARD_ASPECT,
    Detection,
    detect_cards,
    whole_image_detection,
)
from l5r_desktop.carddb.scans.geometry import (
    quad_angle,
    quad_area,
    quad_sides,
)
from l5r_desktop.carddb.scans.loading import (
    DEFAULT_LIMITS,
    ScanImage,
    ScanLimits,
    load_scan,
    open_checked,
)
from l5r_desktop.carddb.scans.png import encode_png
from l5r_desktop.carddb.scans.refine import image_size, pixels, refine_quad
from l5r_desktop.carddb.scans.sized import fit_sized

#: Output size of every crop: 63 × 88 mm at 8 px/mm (203 dpi), portrait.
CARD_SIZE = (504, 704)
#: Crops below this confidence are flagged for the user to check.
LOW_CONFIDENCE = 0.6
#: Long side of the reduced image that detection works on.
WORK_LONG_SIDE = 800
#: Note on a card one of whose edges was placed from the card's size.
HIDDEN_EDGE = "an edge is hidden: placed from the card's size"
#: Search window of the second edge fit (fraction of the card's short side): around the
#: first fit, not the coarse cut (see :func:`~.sized.fit_sized`).
REFIT_WINDOW = 0.05
#: Threads for the per-card work (edge measurement, warp).
WORKERS = min(4, os.cpu_count() or 1)


@dataclass
class CardCrop:
    """One card cut out of a scan.

    ``corners`` are the card's top-left, top-right, bottom-right and bottom-left corners in the
    full-size source image; ``angle`` its tilt there (degrees, counter-clockwise positive);
    ``box`` the integer bounding box ``(left, top, right, bottom)`` of the corners; ``image`` the
    upright RGB crop. ``n`` counts from 1 in reading order.
    """

    n: int
    image: Image.Image
    corners: tuple[tuple[float, float], ...]
    angle: float
    confidence: float
    notes: tuple[str, ...] = ()

    @property
    def box(self) -> tuple[int, int, int, int]:
        """Bounding box of the corners, in source pixels."""
        xs = [c[0] for c in self.corners]
        ys = [c[1] for c in self.corners]
        return (int(min(xs)), int(min(ys)), int(np.ceil(max(xs))), int(np.ceil(max(ys))))

    @property
    def partial(self) -> bool:
        """True when part of the card lies off the scan (the crop shows only the rest)."""
        return PARTIAL in self.notes

    @property
    def low_confidence(self) -> bool:
        """True when the user should check this crop."""
        return self.confidence < LOW_CONFIDENCE

    def png_bytes(self, level: int = 1) -> bytes:
        """The crop encoded as PNG (zlib ``level``: 1 is a tenth faster than 2 for 2 % more
        bytes on a scanned card; see :mod:`.png` for why not pillow's encoder)."""
        return encode_png(self.image, level)


@dataclass
class ScanResult:
    """Every card found on one scan, in reading order."""

    source: Path
    format: str
    size: tuple[int, int]
    crops: list[CardCrop] = field(default_factory=list)


def warp_card(
    image: Image.Image | np.ndarray, quad: np.ndarray, size: tuple[int, int] = CARD_SIZE
) -> Image.Image:
    """The region ``quad`` (TL, TR, BR, BL in ``image`` pixels) as an upright ``size`` image.

    ``image`` is an RGB pillow image or its (H, W, 3) array. Bilinear, black beyond the image's
    edge. OpenCV's perspective warp of the card's bounding box (a few times faster than
    pillow's ``transform``), in pillow's pixel-corner coordinates.
    """
    q = np.asarray(quad, dtype=np.float64)
    w, h = size
    if isinstance(image, Image.Image) and image.mode != "RGB":
        image = image.convert("RGB")
    width, height = image_size(image)
    left, top = int(np.floor(q[:, 0].min())) - 2, int(np.floor(q[:, 1].min())) - 2
    right, bottom = int(np.ceil(q[:, 0].max())) + 2, int(np.ceil(q[:, 1].max())) + 2
    box = (max(0, left), max(0, top), min(width, right), min(height, bottom))
    if box[2] <= box[0] or box[3] <= box[1]:
        return Image.new("RGB", size)
    cv2 = cv2_module()
    src = pixels(image, box)
    # cv2 puts pixel centres on integers: the corners move by half a pixel
    from_quad = (q - np.array([box[0], box[1]]) - 0.5).astype(np.float32)
    to_card = np.array([[0, 0], [w, 0], [w, h], [0, h]], dtype=np.float32) - 0.5
    m = cv2.getPerspectiveTransform(to_card, from_quad)
    out = cv2.warpPerspective(src, m, (w, h), flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                              borderMode=cv2.BORDER_CONSTANT, borderValue=(0, 0, 0))
    return Image.fromarray(out, "RGB")


def reading_order(quads: list[np.ndarray]) -> list[int]:
    """Indices of ``quads`` top-left to bottom-right: rows by centre height, then left to right.

    A card starts a new row when its centre is lower than the current row's first centre by
    more than half the median card height.
    """
    if not quads:
        return []
    centres = np.array([q.mean(axis=0) for q in quads])
    heights = np.array([quad_sides(q)[1] for q in quads])
    gap = 0.5 * float(np.median(heights))
    by_y = list(np.argsort(centres[:, 1], kind="stable"))
    rows: list[list[int]] = []
    row_top = 0.0
    for i in by_y:
        if not rows or centres[i, 1] - row_top > gap:
            rows.append([int(i)])
            row_top = float(centres[i, 1])
        else:
            rows[-1].append(int(i))
    return [i for row in rows for i in sorted(row, key=lambda j: centres[j, 0])]


def decode_factor(full_quads: list[np.ndarray], card_size: tuple[int, int]) -> int:
    """The largest power-of-two reduction that keeps every card at least as big as the output."""
    if not full_quads:
        return 1
    smallest = min(min(quad_sides(q)[0] / card_size[0], quad_sides(q)[1] / card_size[1])
                   for q in full_quads)
    factor = 1
    while smallest / (factor * 2) >= 1.0 and factor < 8:
        factor *= 2
    return factor


def make_crop(
    image: ScanImage, full_quad: np.ndarray, *, n: int, confidence: float,
    notes: tuple[str, ...] = (), card_size: tuple[int, int] = CARD_SIZE,
    array: np.ndarray | None = None,
) -> CardCrop:
    """Warp ``full_quad`` (full-size coordinates) out of ``image`` into a :class:`CardCrop`
    (from ``array``, ``image``'s pixels as an array, when the caller has it)."""
    q = np.asarray(full_quad, dtype=np.float64)
    crop = warp_card(image.image if array is None else array, q / image.scale, card_size)
    corners = tuple((round(float(x), 2), round(float(y), 2)) for x, y in q)
    return CardCrop(n, crop, corners, round(quad_angle(q), 2), confidence, notes)


def _match_sizes(image: ScanImage, quads: list[np.ndarray], dets: list[Detection]) -> None:
    """Cards on one sheet have one size: re-measure the cards that came out smaller or larger.

    A white card on a white lid can lose part of its border in the mask, so its first edges are
    found too far inside. Its sides are searched again in the direction that brings it towards
    the size of the confidently found cards; a card that still differs is flagged.
    """
    sizes = [quad_sides(q) for q, d in zip(quads, dets, strict=True) if d.confidence >= 0.8]
    if len(sizes) < 2:
        return
    rw = float(np.median([s[0] for s in sizes]))
    rh = float(np.median([s[1] for s in sizes]))

    def deviation(q: np.ndarray) -> float:
        w, h = quad_sides(q)
        return max(abs(w - rw) / rw, abs(h - rh) / rh)

    for i, q in enumerate(quads):
        dev = deviation(q)
        if dev <= 0.025:
            continue
        w, h = quad_sides(q)
        window = (0.01, 0.09) if w * h < rw * rh else (0.09, 0.01)
        refined = refine_quad(image.image, q / image.scale, window)
        if refined is not None and deviation(refined[0] * image.scale) < dev:
            quads[i] = refined[0] * image.scale
            dets[i] = replace(dets[i], confidence=final_confidence(refined[0], refined[1],
                                                                   dets[i]))
            dev = deviation(quads[i])
        if dev > 0.025:
            dets[i] = replace(dets[i], confidence=round(min(dets[i].confidence, 0.5), 3),
                              notes=(*dets[i].notes, "not the size of the other cards"))


def final_confidence(quad: np.ndarray, rms: float, det: Detection) -> float:
    """Confidence once the edges are measured: card proportions × edge straightness, times the
    penalties of the detection (sideways, touching the scan's edge, cut from a group)."""
    w, h = quad_sides(quad)
    aspect = math.exp(-(((h / w) - CARD_ASPECT) / 0.12) ** 2)
    straight = math.exp(-max(0.0, rms - 0.02 * w) / (0.02 * w))
    penalty = 1.0
    for note in det.notes:
        if note.startswith("card lies sideways"):
            penalty *= 0.55
        elif note.startswith("touches the edge"):
            penalty *= 0.5
        elif note.startswith("cut from cards"):
            penalty *= 0.55  # always worth a look
        elif note == PARTIAL:
            penalty *= 0.5
        elif note.startswith("no card fits"):
            penalty *= 0.3
        elif note == HIDDEN_EDGE:
            penalty *= 0.8
    return round(aspect * straight * penalty, 3)


#: A decode started early: its reduction, and the future image with its pixel array.
_Early = tuple[int, Future[tuple[ScanImage, np.ndarray]]]


def scan_file(
    path: str | Path,
    *,
    card_size: tuple[int, int] = CARD_SIZE,
    limits: ScanLimits = DEFAULT_LIMITS,
    card_mm: tuple[float, float] = CARD_MM,
) -> ScanResult:
    """Find, deskew and crop every card on the scan or photo at ``path``.

    ``card_mm`` is the real card's size (63 × 88 mm by default): when the scan's scale is
    known (its dpi, or an A4/Letter bed scanned whole) cards that touch or overlap are cut
    apart with it and every card is measured as a rectangle of that size.

    Raises a :class:`~l5r_desktop.carddb.scans.errors.ScanError` subclass when the file cannot
    be read. A scan where nothing is found gives an empty result, unless the image itself looks
    like a cropped card (then it is returned whole, with a low confidence).
    """
    p = Path(path)
    with open_checked(p, limits) as probe:
        fmt = probe.format or "?"
        dpi = probe.info.get("dpi")
    jpeg = fmt in ("JPEG", "MPO")
    # OpenCV loads (its libraries, under the interpreter lock) while the scan is decoded
    # (pillow's decoder lets go of the lock): the two overlap on a second core
    if "cv2" not in sys.modules:  # only the first scan of a process loads it
        threading.Thread(target=_load_opencv, name="load-opencv", daemon=True).start()
    if jpeg:
        small = load_scan(p, max_long_side=WORK_LONG_SIDE, limits=limits)
        full: ScanImage | None = None
    else:
        full = load_scan(p, limits=limits)
        factor = 1
        while max(full.full_size) / (factor * 2) >= WORK_LONG_SIDE:
            factor *= 2
        small_img = full.image.reduce(factor) if factor > 1 else full.image
        small = ScanImage(p, fmt, full.full_size, small_img, full.scale * factor)
    ppmm = px_per_mm(small.full_size, _dpi_value(dpi))
    card_full = card_size_px(ppmm, card_mm)
    card_small = None if card_full is None else (card_full[0] / small.scale,
                                                  card_full[1] / small.scale)
    expected = card_small
    with ThreadPoolExecutor(max_workers=1) as decoder:
        # the scan's scale says how far the crops' image may be reduced: it is decoded while
        # the cards are found (the decoder releases the GIL)
        early: _Early | None = None
        if full is None and card_full is not None:
            guess = decode_factor([np.array([[0.0, 0.0], [card_full[0], 0.0],
                                             [card_full[0], card_full[1]],
                                             [0.0, card_full[1]]])], card_size)
            if guess < small.scale:
                early = guess, decoder.submit(_load_with_array, p, guess, limits)
        detections, card_small = detect_cards(small.image, card_small)
        result = _measure_cards(p, fmt, small, full, early, detections, card_small, expected,
                                card_size, limits)
    return result


def _load_opencv() -> None:
    """Import OpenCV ahead of its first use (a failure is left for that use to report)."""
    with contextlib.suppress(Exception):
        cv2_module()


def _load_with_array(p: Path, reduce_by: int, limits: ScanLimits
                     ) -> tuple[ScanImage, np.ndarray]:
    """The scan decoded reduced ``reduce_by`` times, and its pixels as an array (both done on
    the decoding thread, off the detection's path)."""
    image = load_scan(p, reduce_by=reduce_by, limits=limits)
    return image, np.asarray(image.image)


def _measure_cards(p: Path, fmt: str, small: ScanImage, full: ScanImage | None,
                   early: _Early | None, detections: list[Detection],
                   card_small: tuple[float, float] | None,
                   expected: tuple[float, float] | None, card_size: tuple[int, int],
                   limits: ScanLimits) -> ScanResult:
    """The second half of :func:`scan_file`: each detection's edges measured on the image
    decoded for the crops (``early``: its reduction and the decode already under way), and the
    crops cut."""
    # the scan's own scale gives the card's size to a per cent; a size measured on the
    # reduced image (cards of another size than expected) only to a few
    first_tol = 0.015 if card_small is not None and card_small == expected else 0.03
    card_full = None if card_small is None else (card_small[0] * small.scale,
                                                 card_small[1] * small.scale)
    whole = whole_image_detection(small.image)
    if whole is not None and not any(d.confidence >= 0.6 for d in detections) and (
        all(d.confidence < 0.3 for d in detections)
        or (len(detections) == 1 and quad_area(detections[0].quad)
            > 0.7 * small.image.size[0] * small.image.size[1])
    ):  # no card on a background, only pieces of the card's own picture: a crop already
        detections = [whole]
    full_quads = [d.quad * small.scale for d in detections]
    result = ScanResult(p, fmt, small.full_size)
    if not detections:
        return result
    factor = decode_factor(full_quads, card_size)
    arr: np.ndarray | None = None
    if full is None:
        if small.scale <= factor:
            full = small
        elif early is not None and early[0] == factor:
            full, arr = early[1].result()
        else:
            full = load_scan(p, reduce_by=factor, limits=limits)
    elif factor > 1:
        full = ScanImage(p, fmt, full.full_size, full.image.reduce(factor), full.scale * factor)
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        if card_full is not None:
            size = (card_full[0] / full.scale, card_full[1] / full.scale)
            # one array of the image: the fits and warps cut views of it, not copies
            if arr is None:
                arr = np.asarray(full.image)
            # first with a loose size (the expected size may be a few per cent off), then
            # the cards whose four edges were seen say how big a card is on this scan, and
            # the others are placed again with that
            fits = list(pool.map(lambda i: None if detections[i] is whole else fit_sized(
                arr, full_quads[i] / full.scale, size, tol=first_tol,
                free=detections[i].free), range(len(detections))))
            measured = measured_size(fits)
            if measured is not None:
                redo = [i for i, f in enumerate(fits) if f is not None and (
                    f.inferred or f.partial or not _same_size(f.quad, measured))]
                # the first fit is the start now: a narrower search than from the coarse cut
                again = list(pool.map(lambda i: fit_sized(arr, fits[i].quad, measured,
                                                          window=REFIT_WINDOW,
                                                          free=detections[i].free), redo))
                for i, f in zip(redo, again, strict=True):
                    if f is not None:
                        fits[i] = f
            _apply_sized(full, full_quads, detections, fits, whole)
            order = reading_order(full_quads)
            result.crops = list(pool.map(
                lambda ni: make_crop(full, full_quads[ni[1]], n=ni[0],
                                     confidence=detections[ni[1]].confidence,
                                     notes=detections[ni[1]].notes, card_size=card_size,
                                     array=arr),
                enumerate(order, start=1),
            ))
            return result
        # pillow and numpy release the GIL in their inner loops: cards are done in parallel
        refinements = list(pool.map(
            lambda i: None if detections[i] is whole else refine_quad(
                full.image, full_quads[i] / full.scale),
            range(len(detections)),
        ))
        _apply_refinements(full, full_quads, detections, refinements, whole)
        _match_sizes(full, full_quads, detections)
        order = reading_order(full_quads)
        result.crops = list(pool.map(
            lambda ni: make_crop(full, full_quads[ni[1]], n=ni[0],
                                 confidence=detections[ni[1]].confidence,
                                 notes=detections[ni[1]].notes, card_size=card_size),
            enumerate(order, start=1),
        ))
    return result


def measured_size(fits: list) -> tuple[float, float] | None:
    """Median (width, height) of the fitted cards whose four edges were all seen."""
    sizes = [sorted(quad_sides(f.quad)) for f in fits
             if f is not None and not f.inferred and not f.partial]
    if not sizes:
        return None
    return float(np.median([s[0] for s in sizes])), float(np.median([s[1] for s in sizes]))


def _same_size(quad: np.ndarray, size: tuple[float, float], tol: float = 0.01) -> bool:
    """True when ``quad``'s sides are ``size`` (short, long) within ``tol`` of the short side
    (the corners must be right to 1 % of the card's width along both sides)."""
    w, h = sorted(quad_sides(quad))
    return abs(w - size[0]) <= tol * size[0] and abs(h - size[1]) <= tol * size[0]


def _dpi_value(dpi: object) -> float | None:
    """The horizontal dpi of a pillow ``info['dpi']`` entry, when it is usable."""
    try:
        value = float(dpi[0]) if isinstance(dpi, tuple) else float(dpi)  # type: ignore[arg-type]
    except (TypeError, ValueError, IndexError):
        return None
    return value if 50 <= value <= 4800 else None


def _apply_sized(full: ScanImage, full_quads: list[np.ndarray], detections: list,
                 fits: list, whole: Detection | None) -> None:
    """Take the card rectangles measured with the card's size, with their notes."""
    for i, (d, fit) in enumerate(zip(detections, fits, strict=True)):
        if d is whole:
            continue
        if fit is None:
            notes = d.notes if "edges not straight" in d.notes else (
                *d.notes, "edges not straight")
            detections[i] = replace(d, confidence=round(d.confidence * 0.5, 3), notes=notes)
            continue
        full_quads[i] = fit.quad * full.scale
        notes = tuple(n for n in d.notes if n != PARTIAL)
        # partial from where the card ends up: a side near the scan's edge that the card's
        # size puts inside it is a whole card lying close to the edge
        if _beyond(fit.quad, full.image.size):
            notes += (PARTIAL,)
        elif fit.inferred:
            notes += (HIDDEN_EDGE,)
        detections[i] = replace(d, notes=notes)
        detections[i] = replace(d, notes=notes, confidence=final_confidence(
            fit.quad, fit.rms, detections[i]))


def _beyond(quad: np.ndarray, size: tuple[int, int], margin: float = 0.003) -> bool:
    """True when a corner of ``quad`` lies off an image of ``size`` (by ``margin`` of the
    card's width): a card poking over the bed's edge at one corner is partial too."""
    m = margin * quad_sides(quad)[0]
    w, h = size
    return bool((quad[:, 0] < -m).any() or (quad[:, 1] < -m).any()
                or (quad[:, 0] > w + m).any() or (quad[:, 1] > h + m).any())


def _apply_refinements(full: ScanImage, full_quads: list[np.ndarray], detections: list,
                       refinements: list, whole: Detection | None) -> None:
    """Take the measured edges (and their confidence) where the measurement succeeded."""
    for i, (d, refined) in enumerate(zip(detections, refinements, strict=True)):
        if d is whole:
            continue
        if refined is not None:
            quad, rms = refined
            full_quads[i] = quad * full.scale
            detections[i] = replace(d, confidence=final_confidence(quad, rms, d))
        else:
            notes = d.notes if "edges not straight" in d.notes else (
                *d.notes, "edges not straight")
            detections[i] = replace(d, confidence=round(d.confidence * 0.6, 3), notes=notes)

