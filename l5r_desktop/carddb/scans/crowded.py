"""Cards that touch or overlap: cut a merged region into cards of a known size (OpenCV).

A crowded scanner bed gives one foreground region for several cards. Every card is a rectangle
of the known size (:func:`card_size_px`), so a card is a place where a rectangle of that size
fits inside the region: for every direction suggested by the region's straight outline
segments, the region is turned so that direction is horizontal and a box a little smaller than
a card is slid over it (a box filter); where the box lies wholly inside the region a card can
be. Those places are ranked by how well a card-sized rectangle there matches the region
(inside covered, a thin ring outside mostly empty) and taken greedily while each adds region
not explained yet. What is left near the scan's edge is a card partly off the bed.

OpenCV (``opencv-python-headless``) is imported only when this runs, never at start-up.
"""

from __future__ import annotations

import math
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

#: The box slid over the region is this fraction of the card (slack for the angle step).
SHRINK = 0.92
#: A place is a fit when at least this share of the shrunken box lies in the region.
FIT = 0.985
#: Cards are placed on a copy of the region scaled so a card is about this wide (pixels).
WORK_CARD_WIDTH = 64.0
#: Most of a card's area a place may share with places already taken.
OVERLAP = 0.2
#: Standard CCG / LCG card, millimetres (width, height).
CARD_MM = (63.0, 88.0)

#: Proportions of whole scanner beds (long / short side), and their long side in mm: A4 paper,
#: an A4 bed (216 × 297 mm), Letter paper. A card itself is 1.397: kept clear of it.
_PAPERS_MM = ((1.405, 1.425, 297.0), (1.365, 1.385, 297.0), (1.285, 1.30, 279.4))


def cv2_module():
    """OpenCV, imported on first use (``opencv-python-headless``)."""
    import cv2

    if cv2.getNumThreads() != 1:
        cv2.setNumThreads(1)  # small images: thread start-up costs more than it gains
    return cv2


def px_per_mm(size: tuple[int, int], dpi: float | None) -> float | None:
    """Pixels per millimetre of a scan: from its dpi when the file says, else from the page
    (an A4 or Letter bed scanned whole has that paper's proportions); None when unknown."""
    if dpi and dpi > 30:
        return dpi / 25.4
    w, h = size
    long_side, short_side = max(w, h), min(w, h)
    aspect = long_side / max(1, short_side)
    for lo, hi, mm in _PAPERS_MM:
        if lo <= aspect <= hi:
            return long_side / mm
    return None


def card_size_px(ppmm: float | None, card_mm: tuple[float, float] = CARD_MM
                 ) -> tuple[float, float] | None:
    """The card's (width, height) in pixels at ``ppmm``; None when the scale is unknown."""
    if ppmm is None:
        return None
    return card_mm[0] * ppmm, card_mm[1] * ppmm


@dataclass(frozen=True)
class Placement:
    """A card placed in a region: centre (x, y), angle of its top edge (degrees, image axes,
    y down), whether it lies sideways, and its match score."""

    centre: tuple[float, float]
    angle: float
    sideways: bool
    score: float

    def quad(self, size: tuple[float, float]) -> np.ndarray:
        """Corners TL, TR, BR, BL of the card's rectangle (unordered for a sideways card)."""
        w, h = size if not self.sideways else (size[1], size[0])
        t = math.radians(self.angle)
        u = np.array([math.cos(t), math.sin(t)])
        v = np.array([-math.sin(t), math.cos(t)])
        c = np.asarray(self.centre)
        return np.array([c - u * w / 2 - v * h / 2, c + u * w / 2 - v * h / 2,
                         c + u * w / 2 + v * h / 2, c - u * w / 2 + v * h / 2])


def outline_angles(filled: np.ndarray, card_w: float) -> list[float]:
    """Directions (degrees in (-45, 45], image axes) of the region's long straight outline
    segments, longest first, one per degree."""
    cv2 = cv2_module()
    contours, _ = cv2.findContours(filled.astype(np.uint8), cv2.RETR_EXTERNAL,
                                   cv2.CHAIN_APPROX_NONE)
    found: list[tuple[float, float]] = []
    for c in contours:
        poly = cv2.approxPolyDP(c, max(1.5, 0.012 * card_w), True).reshape(-1, 2)
        poly = poly.astype(np.float64)
        for a, b in zip(poly, np.roll(poly, -1, axis=0), strict=True):
            d = b - a
            length = float(np.hypot(*d))
            if length >= 0.22 * card_w:
                ang = (math.degrees(math.atan2(d[1], d[0])) + 45.0) % 90.0 - 45.0
                found.append((length, ang))
    found.sort(reverse=True)
    kept: list[float] = []
    for _, ang in found:
        if all(abs((ang - k + 45.0) % 90.0 - 45.0) > 1.0 for k in kept):
            kept.append(ang)
    return kept[:10] or [0.0]


def _places(region: np.ndarray, angle: float, size: tuple[float, float], sideways: bool
            ) -> list[Placement]:
    """Where a card at ``angle`` fits inside ``region`` (uint8 0/1, padded), with its score.

    In the turned region a card is an upright box: a box a little smaller than the card must
    lie wholly inside the region, and the score — the share of the full card box covered minus
    half the share of a thin ring around it that is covered — must be a local maximum (a box
    slid onto a touching neighbour leaves part of its own card in the ring behind it).
    """
    cv2 = cv2_module()
    h, w = region.shape
    centre = (w / 2.0, h / 2.0)
    m = cv2.getRotationMatrix2D(centre, angle, 1.0)  # the card's top edge becomes horizontal
    turned = cv2.warpAffine(region, m, (w, h), flags=cv2.INTER_NEAREST).astype(np.float32)
    cw, ch = size if not sideways else (size[1], size[0])
    kw, kh = round(cw) | 1, round(ch) | 1
    r = max(2, round(0.035 * min(cw, ch)))
    if kw + 2 * r >= w or kh + 2 * r >= h:
        return []
    box = cv2.BORDER_CONSTANT
    small = cv2.boxFilter(turned, -1, (int(SHRINK * cw) | 1, int(SHRINK * ch) | 1),
                          normalize=True, borderType=box)
    full = cv2.boxFilter(turned, -1, (kw, kh), normalize=False, borderType=box)
    grown = cv2.boxFilter(turned, -1, (kw + 2 * r, kh + 2 * r), normalize=False,
                          borderType=box)
    score = full / float(kw * kh) - 0.5 * (grown - full) / float(
        (kw + 2 * r) * (kh + 2 * r) - kw * kh)
    score[small < FIT] = -1.0
    nms = max(3, int(0.3 * cw) | 1)
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (nms, nms))
    peaks = (score >= cv2.dilate(score, kernel)) & (score > 0.6)
    ys, xs = np.nonzero(peaks)
    if len(xs) > 200:  # a plateau: keep the best few
        order = np.argsort(-score[ys, xs])[:200]
        ys, xs = ys[order], xs[order]
    inverse = cv2.invertAffineTransform(m)
    pts = np.stack([xs + 0.5 * ((kw + 1) % 2), ys, np.ones(len(xs))], axis=1).astype(np.float64)
    back = pts @ inverse.T
    return [Placement((float(x), float(y)), angle, sideways, float(score[yy, xx]))
            for (x, y), yy, xx in zip(back, ys, xs, strict=True)]


def fill_small_holes(mask: np.ndarray, max_area: float) -> np.ndarray:
    """``mask`` with its holes smaller than ``max_area`` filled (the gaps enclosed between
    cards that touch all round stay open)."""
    cv2 = cv2_module()
    inv = (~mask).astype(np.uint8)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(inv, connectivity=4)
    out = mask.copy()
    h, w = mask.shape
    for k in range(1, n):
        x, y, ww, hh, area = stats[k]
        if x == 0 or y == 0 or x + ww >= w or y + hh >= h:
            continue  # the background around the region
        if area < max_area:
            out[labels == k] = True
    return out


def _candidates(canvas: np.ndarray, angles: list[float], size: tuple[float, float],
                turn: bool = True) -> list[Placement]:
    """Every place a card fits in ``canvas`` at each of ``angles`` (also turned by ±1° when
    ``turn``), upright and lying sideways."""
    jobs = [job for base in angles for job in (
        [(a, False) for a in ((base - 1.0, base, base + 1.0) if turn else (base,))]
        + [(base, True)])]
    out: list[Placement] = []
    for found in _pool().map(lambda job: _places(canvas, job[0], size, job[1]), jobs):
        out.extend(found)
    return out


_POOL: list[ThreadPoolExecutor] = []
_POOL_LOCK = threading.Lock()


def _pool() -> ThreadPoolExecutor:
    """Two threads for the card search, made on first use and kept: OpenCV and numpy let go
    of the interpreter lock in their loops, so two angles are searched at once."""
    with _POOL_LOCK:
        if not _POOL:
            _POOL.append(ThreadPoolExecutor(max_workers=2, thread_name_prefix="card-search"))
        return _POOL[0]


def _painted(places: list[Placement], canvas: np.ndarray, size: tuple[float, float]
             ) -> np.ndarray:
    """A mask the shape of ``canvas`` with the card rectangles of ``places`` set."""
    cv2 = cv2_module()
    out = np.zeros_like(canvas)
    for p in places:
        cv2.fillConvexPoly(out, np.round(p.quad(size) * 4).astype(np.int32), 1,
                           lineType=cv2.LINE_8, shift=2)
    return out


def _greedy(candidates: list[Placement], canvas: np.ndarray, size: tuple[float, float],
            taken: list[Placement] | None = None) -> tuple[list[Placement], int]:
    """Placements taken best first while each explains enough new region; with the number of
    region pixels left unexplained."""
    cv2 = cv2_module()
    cw, ch = size
    scored = sorted(candidates, key=lambda p: -p.score + (0.08 if p.sideways else 0.0))
    taken = taken or []
    explained = _painted(taken, canvas, size)
    total = int(canvas.sum())
    chosen: list[Placement] = list(taken)
    card_area = cw * ch
    for p in scored:
        if p.score < 0.5:
            break
        if any(math.dist(p.centre, c.centre) < 0.45 * cw for c in chosen):
            continue
        mask = np.zeros_like(canvas)
        cv2.fillConvexPoly(mask, np.round(p.quad(size) * 4).astype(np.int32), 1,
                           lineType=cv2.LINE_8, shift=2)
        new = int((mask & canvas & (1 - explained)).sum())
        if new < 0.45 * card_area:
            continue
        # cards on a bed overlap by a few millimetres at most: a place lying a fifth of a
        # card over one already taken straddles two cards
        if int((mask & explained).sum()) > OVERLAP * card_area:
            continue
        chosen.append(p)
        explained |= mask
        if total - int((canvas & explained).sum()) < 0.05 * card_area:
            break
    return chosen, total - int((canvas & explained).sum())


def split_region(filled: np.ndarray, size: tuple[float, float]) -> list[Placement]:
    """Cards of ``size`` (w, h px) that make up the region ``filled`` (bool, cut to its box).

    Returns placements in the region's coordinates, best first. Empty when no card fits.
    """
    cv2 = cv2_module()
    zoom = min(1.0, WORK_CARD_WIDTH / size[0])
    if zoom < 0.9:  # placing needs a few per cent; the edges are measured at full size later
        small = cv2.resize(filled.astype(np.float32), None, fx=zoom, fy=zoom,
                           interpolation=cv2.INTER_AREA) > 0.5
        return [Placement((p.centre[0] / zoom, p.centre[1] / zoom), p.angle, p.sideways,
                          p.score) for p in split_region(small, (size[0] * zoom,
                                                                 size[1] * zoom))]
    cw, ch = size
    pad = int(0.2 * ch) + 4
    region = cv2.copyMakeBorder(filled.astype(np.uint8), pad, pad, pad, pad,
                                cv2.BORDER_CONSTANT, value=0)
    # a square canvas, so turning the region about its centre never cuts it off
    side = math.ceil(math.hypot(*region.shape)) + 2
    ty, tx = (side - region.shape[0]) // 2, (side - region.shape[1]) // 2
    canvas = cv2.copyMakeBorder(region, ty, side - region.shape[0] - ty, tx,
                                side - region.shape[1] - tx, cv2.BORDER_CONSTANT, value=0)
    angles = outline_angles(filled, cw)
    candidates = _candidates(canvas, angles, size)
    chosen, left = _greedy(candidates, canvas, size)
    if left >= 0.5 * cw * ch:
        # a card with neighbours all round: none of its outline segments may be long enough to
        # give its angle, and a box slid onto it finds its ring covered (a low score). What
        # the first round left is searched again on its own, at every angle a card on a bed
        # can have
        rest = canvas & (1 - _painted(chosen, canvas, size))
        grid = [a for a in np.arange(-15.0, 15.1, 1.5)
                if all(abs((a - b + 45.0) % 90.0 - 45.0) > 1.2 for b in angles)]
        more = _candidates(rest, angles + [float(a) for a in grid], size, turn=False)
        chosen, _ = _greedy(more, canvas, size, taken=chosen)
    offset = np.array([tx + pad, ty + pad], dtype=np.float64)
    return [Placement(tuple(np.asarray(p.centre) - offset), p.angle, p.sideways, p.score)
            for p in chosen]


def leftover(filled: np.ndarray, quads: list[np.ndarray]) -> np.ndarray:
    """The part of ``filled`` no quad covers, opened so slivers along card edges vanish."""
    cv2 = cv2_module()
    rest = filled.astype(np.uint8).copy()
    for q in quads:
        cv2.fillConvexPoly(rest, np.round(q * 4).astype(np.int32), 0, lineType=cv2.LINE_8,
                           shift=2)
    k = max(3, int(0.04 * min(filled.shape)) | 1)
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (k, k))
    return cv2.morphologyEx(rest, cv2.MORPH_OPEN, kernel).astype(bool)


def closed_outlines(img, colour: np.ndarray | None = None, card_area: float = 0.0
                    ) -> np.ndarray:
    """Pixels of ``img`` (RGB, reduced) inside closed outlines: its colour edges (Canny, closed
    by a pixel) and everything they enclose. A card whose border is nearly the lid's colour
    (white on a white lid) drops out of the colour mask, but its outline is still an edge.

    With ``colour`` (the colour mask) and ``card_area`` (pixels), an enclosed patch at least
    0.6 of a card large with next to nothing of ``colour`` in it stays out: bare lid enclosed by
    cards all round (a white card shows its picture in the colour mask)."""
    cv2 = cv2_module()
    grey = cv2.GaussianBlur(cv2.cvtColor(np.asarray(img), cv2.COLOR_RGB2GRAY), (5, 5), 1.0)
    edges = cv2.dilate(cv2.Canny(grey, 10, 30, L2gradient=True), np.ones((3, 3), np.uint8))
    outside = cv2.copyMakeBorder(edges, 1, 1, 1, 1, cv2.BORDER_CONSTANT, value=0)
    seed_mask = np.zeros((outside.shape[0] + 2, outside.shape[1] + 2), np.uint8)
    cv2.floodFill(outside, seed_mask, (0, 0), 255)
    enclosed = (outside[1:-1, 1:-1] == 0).astype(np.uint8)
    if colour is not None and card_area > 0:
        n, labels, stats, _ = cv2.connectedComponentsWithStats(enclosed, connectivity=4)
        big = np.flatnonzero(stats[:, cv2.CC_STAT_AREA] >= 0.6 * card_area)
        big = big[big > 0]
        if len(big):
            shown = np.bincount(labels.ravel(), weights=colour.ravel(), minlength=n)
            bare = big[shown[big] < 0.05 * stats[big, cv2.CC_STAT_AREA]]
            if len(bare):
                enclosed[np.isin(labels, bare)] = 0
    inside = (enclosed | (edges > 0)).astype(np.uint8)
    return cv2.erode(inside, np.ones((3, 3), np.uint8)) > 0  # undo the closing's growth


def shows_something(quad: np.ndarray, colour: np.ndarray, least: float = 0.08) -> bool:
    """True when at least ``least`` of the inner part of ``quad`` (its middle 80 % each way)
    differs from the lid in ``colour`` (the colour mask): a card, even a white one on a white
    lid, has a picture; a patch of bare lid between cards has none."""
    s = np.linspace(0.1, 0.9, 17)
    u, v = np.meshgrid(s, s)
    tl, tr, br, bl = quad
    top = tl[None, None, :] + (tr - tl)[None, None, :] * u[..., None]
    bottom = bl[None, None, :] + (br - bl)[None, None, :] * u[..., None]
    pts = (top + (bottom - top) * v[..., None]).reshape(-1, 2)
    h, w = colour.shape
    xs = np.clip(pts[:, 0].astype(int), 0, w - 1)
    ys = np.clip(pts[:, 1].astype(int), 0, h - 1)
    return float(colour[ys, xs].mean()) >= least


def outline_points(filled: np.ndarray, left: int, top: int, shape: tuple[int, int]
                   ) -> np.ndarray:
    """Centres of the outline pixels of ``filled`` (a region cut to its box at ``left``,
    ``top``) in image coordinates, without those on the scan's edge (no side there)."""
    cv2 = cv2_module()
    contours, _ = cv2.findContours(filled.astype(np.uint8), cv2.RETR_EXTERNAL,
                                   cv2.CHAIN_APPROX_NONE)
    if not contours:
        return np.zeros((0, 2))
    pts = np.concatenate([c.reshape(-1, 2) for c in contours]).astype(np.float64)
    pts += np.array([left, top], dtype=np.float64)
    h, w = shape
    inside = (pts[:, 0] > 0.5) & (pts[:, 1] > 0.5) & (pts[:, 0] < w - 1.5) & (
        pts[:, 1] < h - 1.5)
    return pts[inside] + 0.5


TOUCHING = "touches another card: check the cut"
PARTIAL = "partly off the scan: check it"


def detections_in_region(comp: np.ndarray, left: int, top: int, shape: tuple[int, int],
                         card: tuple[float, float], colour: np.ndarray | None = None) -> list:
    """The cards of one foreground region (``comp`` cut to its box at ``left``, ``top`` on an
    image of ``shape``) as :class:`~.detect.Detection` objects: cards that fit, then what is
    left over at the scan's edge as partial cards, or elsewhere as a low-confidence guess.
    ``colour`` (the colour mask over ``comp``'s box) drops a leftover away from the edge that
    is mostly bare lid closed in by the cards' outlines, with a shadow or two (a card shows
    its picture there)."""
    from l5r_desktop.carddb.scans.geometry import min_area_rect
    from l5r_desktop.carddb.scans.quads import Detection, normalize_quad
    from l5r_desktop.carddb.scans.snap import snap_to_outline

    area = card[0] * card[1]
    filled = fill_small_holes(comp, 0.3 * area)
    places = split_region(filled, card)
    offset = np.array([left, top], dtype=np.float64)
    out = []
    quads = [p.quad(card) for p in places]
    outline = outline_points(filled, left, top, shape)
    for p, q in zip(places, quads, strict=True):
        quad, sideways = normalize_quad(q + offset)
        quad, free = snap_to_outline(quad, outline, card)
        notes = (TOUCHING,) if len(places) > 1 else ()
        if sideways:
            notes += ("card lies sideways: check its orientation",)
        out.append(Detection(quad, round(min(1.0, p.score + 0.2), 3), notes, free=free))
    cv2 = cv2_module()
    rest = leftover(filled, quads)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(rest.astype(np.uint8), connectivity=8)
    h, w = shape
    for k in range(1, n):
        x, y, ww, hh, a = stats[k]
        if a < 0.2 * area:
            continue
        at_edge = (left + x <= 1 or top + y <= 1 or left + x + ww >= w - 1
                   or top + y + hh >= h - 1)
        if not at_edge and a < 0.5 * area:
            continue
        if not at_edge and colour is not None and float(colour[labels == k].mean()) < 0.3:
            continue
        ys, xs = np.nonzero(labels == k)
        pts = np.stack([xs, ys], axis=1).astype(np.float64)
        pts = np.concatenate([pts + np.array(d) for d in ((0, 0), (1, 0), (0, 1), (1, 1))])
        try:
            rect, _ = min_area_rect(pts)
        except ValueError:
            continue
        quad, _ = normalize_quad(rect + offset)
        if at_edge:
            out.append(Detection(quad, 0.5, (PARTIAL,)))
        else:
            out.append(Detection(quad, 0.3, ("no card fits this shape: check it",)))
    return out
