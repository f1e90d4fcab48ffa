"""Find cards on a (reduced) scan: background model, foreground mask, components, quads.

The background is modelled as a plane per colour channel fitted to the image border, so a white
lid, a black lid and a photo with uneven light are handled alike. Pixels that differ from it by
more than a threshold set from the border's own noise form the foreground; each connected
component (holes filled) that is card-sized gives one quad: the minimum-area rectangle of the
component, refined by fitting a straight line to each of its four sides (which also follows the
slight perspective of a photo). The quad is turned to portrait, since L5R cards are portrait.
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
from PIL import Image, ImageFilter

from l5r_desktop.carddb.scans.components import fill_holes, label
from l5r_desktop.carddb.scans.geometry import (
    fit_line,
    intersect,
    min_area_rect,
    quad_area,
    quad_sides,
)
from l5r_desktop.carddb.scans.quads import Detection, normalize_quad

#: Height / width of an L5R card (63 × 88 mm, the standard CCG size).
CARD_ASPECT = 88 / 63
#: Below this a component is tried as several cards that touch.
LOW = 0.6
#: A component must fill this much of its quad to be cut into several touching cards.
SOLID = 0.9
#: Silhouette line-fit passes (the second measures from the lines of the first).
PASSES = 1


def _border_samples(h: int, w: int, band: int) -> tuple[np.ndarray, np.ndarray]:
    """Row and column indices of (a subsample of) the pixels in the border band."""
    step = max(1, (2 * band * (h + w)) // 20000)
    ys_tb = np.concatenate([np.arange(band), np.arange(h - band, h)])
    xs_all = np.arange(0, w, step)
    ys_lr = np.arange(band, h - band, step)
    xs_lr = np.concatenate([np.arange(band), np.arange(w - band, w)])
    r1, c1 = np.meshgrid(ys_tb, xs_all, indexing="ij")
    r2, c2 = np.meshgrid(ys_lr, xs_lr, indexing="ij")
    return np.concatenate([r1.ravel(), r2.ravel()]), np.concatenate([c1.ravel(), c2.ravel()])


def _background_model(arr: np.ndarray, band: int) -> tuple[np.ndarray, np.ndarray]:
    """Fit ``c = a + b·x + c·y`` per channel to the border band (robustly).

    Returns the (3, 3) coefficients (rows: constant, x, y; x and y scaled to 0..1) and the
    residuals of the border pixels kept as background.
    """
    h, w, _ = arr.shape
    rows, cols = _border_samples(h, w, band)
    design = np.stack([np.ones(len(rows)), cols / w, rows / h], axis=1)
    values = arr[rows, cols].astype(np.float64)
    # start from the border's commonest colour (the lid): where cards cover much of the border,
    # a first fit through every sample would lean towards them and never recover
    grey = values.mean(axis=1)
    counts, edges = np.histogram(grey, bins=32, range=(0.0, 256.0))
    mode = float(edges[int(np.argmax(counts))]) + 4.0
    keep = np.abs(grey - mode) <= 28.0
    if keep.sum() < 10:
        keep = np.ones(len(rows), dtype=bool)
    coef = np.zeros((3, 3))
    for _ in range(3):
        coef, *_ = np.linalg.lstsq(design[keep], values[keep], rcond=None)
        res = np.abs(values - design @ coef).max(axis=1)
        cut = max(3.0, 3.0 * float(np.median(res[keep])) * 1.4826)
        keep = res <= cut
        if keep.sum() < 10:
            keep = np.ones(len(rows), dtype=bool)
            break
    border_res = np.abs(values - design @ coef).max(axis=1)[keep]
    return coef, border_res


def foreground_mask(img: Image.Image) -> np.ndarray:
    """Pixels of ``img`` (RGB) that are not background, cleaned of specks and pinholes."""
    blurred = img.filter(ImageFilter.BoxBlur(1))
    arr = np.asarray(blurred)
    h, w, _ = arr.shape
    band = max(2, round(0.012 * min(h, w)))
    coef, border_res = _background_model(arr, band)
    gx = (np.arange(w, dtype=np.float32) / w)[None, :]
    gy = (np.arange(h, dtype=np.float32) / h)[:, None]
    diff = None
    for ch in range(3):
        c = coef[:, ch].astype(np.float32)
        model = (c[0] + gx * c[1]) + gy * c[2]
        d = np.abs(arr[:, :, ch].astype(np.float32) - model)
        diff = d if diff is None else np.maximum(diff, d)
    noise = float(np.percentile(border_res, 90)) if len(border_res) else 4.0
    threshold = min(45.0, max(5.0, 3.0 * noise + 2.0))
    mask = diff > threshold
    mask = _erode(_dilate(mask, 1), 1)  # close pinholes
    return _dilate(_erode(mask, 1), 1)  # open: drop specks and hairs


def _dilate(mask: np.ndarray, r: int) -> np.ndarray:
    """Binary dilation by a (2r+1)² square, separable, in numpy."""
    out = mask.copy()
    for k in range(1, r + 1):
        out[k:, :] |= mask[:-k, :]
        out[:-k, :] |= mask[k:, :]
    rows = out.copy()
    for k in range(1, r + 1):
        out[:, k:] |= rows[:, :-k]
        out[:, :-k] |= rows[:, k:]
    return out


def _erode(mask: np.ndarray, r: int) -> np.ndarray:
    """Binary erosion by a (2r+1)² square (outside the image counts as background)."""
    return ~_dilate(~np.pad(mask, r), r)[r:-r, r:-r]


def _boundary_points(filled: np.ndarray) -> np.ndarray:
    """Centres of the pixels of ``filled`` that touch the outside (4-neighbourhood)."""
    p = np.pad(filled, 1)
    inner = p[1:-1, 1:-1] & p[:-2, 1:-1] & p[2:, 1:-1] & p[1:-1, :-2] & p[1:-1, 2:]
    ys, xs = np.nonzero(filled & ~inner)
    return np.stack([xs + 0.5, ys + 0.5], axis=1)


def _row_extremes(filled: np.ndarray) -> np.ndarray:
    """Pixel-corner points of the leftmost and rightmost pixel of every row (hull candidates)."""
    rows = np.flatnonzero(filled.any(axis=1))
    sub = filled[rows]
    left = sub.argmax(axis=1)
    right = sub.shape[1] - sub[:, ::-1].argmax(axis=1)
    r = rows.astype(np.float64)
    return np.concatenate(
        [
            np.stack([left, r], 1),
            np.stack([left, r + 1], 1),
            np.stack([right, r], 1),
            np.stack([right, r + 1], 1),
        ]
    ).astype(np.float64)


def _refine(quad: np.ndarray, pts: np.ndarray) -> tuple[np.ndarray, float] | None:
    """Fit a line to the silhouette along each side of ``quad``; None when that fails.

    For each side, the outermost boundary point of every one-pixel slice across the side is
    taken (the silhouette), from up to 20 % of the card inwards: so a speck of dust stuck to
    the card, which pushes the whole bounding rectangle outwards, costs only a few slices,
    and those are dropped as outliers of the line. With :data:`PASSES` = 2 a second pass
    measures from the lines of the first (one is enough: the edges are measured again on the
    full-resolution image).
    """
    w, h = quad_sides(quad)
    size = min(w, h)
    corners = quad
    rms_all: list[float] = []
    for _ in range(PASSES):
        centre = corners.mean(axis=0)
        lines = []
        rms_all = []
        for i in range(4):
            a, b = corners[i], corners[(i + 1) % 4]
            seg = b - a
            length = float(np.hypot(*seg))
            d = seg / length
            n = np.array([-d[1], d[0]])
            if np.dot((a + b) / 2 - centre, n) < 0:
                n = -n
            rel = pts - a
            along = rel @ d
            across = rel @ n
            sel = ((along > 0.12 * length) & (along < 0.88 * length)
                   & (across > -0.2 * size) & (across < 0.05 * size))
            if sel.sum() < 6:
                return None
            bins = np.floor(along[sel]).astype(np.int64)
            acr = across[sel]
            order = np.lexsort((acr, bins))
            last = np.r_[bins[order][1:] != bins[order][:-1], True]
            side = pts[sel][order][last]
            if len(side) < 6:
                return None
            p0, dd, rms = fit_line(side)
            for _trim in range(2):
                res = np.abs((side - p0) @ np.array([-dd[1], dd[0]]))
                good = res <= max(1.0, 2.5 * 1.4826 * float(np.median(res)))
                if good.sum() < 6:
                    break
                p0, dd, rms = fit_line(side[good])
            lines.append((p0, dd))
            rms_all.append(rms)
        try:
            corners = np.array([intersect(*lines[(i - 1) % 4], *lines[i]) for i in range(4)])
        except np.linalg.LinAlgError:
            return None
    # boundary pixel centres sit half a pixel inside the edge: move every side outwards
    centre = corners.mean(axis=0)
    out = []
    for c in corners:
        v = c - centre
        out.append(c + 0.5 * np.sqrt(2) * v / max(float(np.hypot(*v)), 1e-9))
    corners = np.array(out)
    if np.max(np.hypot(*(corners - quad).T)) > max(3.0, 0.2 * size):
        return None
    return corners, float(np.mean(rms_all))


def confidence_of(aspect: float, fill: float, rms: float) -> float:
    """Confidence from the height/width ratio, the fill of the quad and the edge straightness."""
    a = math.exp(-(((aspect - CARD_ASPECT) / 0.12) ** 2))
    f = min(1.0, max(0.05, (fill - 0.6) / 0.3))
    q = math.exp(-max(0.0, rms - 0.6) / 1.5)
    return a * f * q


def _analyse(comp: np.ndarray, left: int, top: int, shape: tuple[int, int]) -> Detection | None:
    """The card quad of one component (its mask cut to its box at ``left``, ``top``)."""
    h, w = shape
    filled = fill_holes(comp)
    hull_pts = _row_extremes(filled)
    try:
        rect, rect_area = min_area_rect(hull_pts)
    except ValueError:
        return None
    area = float(filled.sum())
    fill = area / rect_area if rect_area else 0.0
    if fill < 0.6:
        return Detection(rect + np.array([left, top], dtype=np.float64), 0.0, ("not a card",))
    quad, sideways = normalize_quad(rect)
    refined = _refine(quad, _boundary_points(filled))
    notes: list[str] = []
    rms = 2.0
    if refined is not None:
        quad, rms = refined
        fill = area / max(quad_area(quad), 1.0)
    else:
        notes.append("edges not straight")
    qw, qh = quad_sides(quad)
    if min(qw, qh) < 8:
        return None
    conf = confidence_of(qh / qw, min(fill, 1.0), rms)
    if sideways:
        conf *= 0.6
        notes.append("card lies sideways: check its orientation")
    if left == 0 or top == 0 or left + comp.shape[1] >= w or top + comp.shape[0] >= h:
        conf *= 0.5
        notes.append("touches the edge of the scan")
    if qh / qw > 2.2:
        notes.append("may hold two cards: split it")
    quad = quad + np.array([left, top], dtype=np.float64)
    return Detection(quad, round(conf, 3), tuple(notes), round(min(fill, 1.0), 3))


def _grid_split(det: Detection, ref: tuple[float, float]) -> list[Detection]:
    """Cut a detection holding several touching cards into a grid of cards of size ``ref``.

    Cards on one sheet have one size; a component whose rectangle is close to a whole number of
    reference cards across and down (in either orientation) is cut into that grid. The edge
    refinement later snaps each cell onto its real card edges.
    """
    if det.fill < SOLID:
        return []  # cards that touch make a solid block; a ragged blob is something else
    q = det.quad
    w, h = quad_sides(q)
    rw, rh = ref
    best = None
    for cw, ch, turned in ((rw, rh, False), (rh, rw, True)):
        cols, rows = round(w / cw), round(h / ch)
        if cols < 1 or rows < 1 or cols * rows < 2 or cols * rows > 12:
            continue
        err = max(abs(w / cols - cw) / cw, abs(h / rows - ch) / ch)
        if err < 0.12 and (best is None or err < best[0]):
            best = (err, cols, rows, turned)
    if best is None:
        return []
    _, cols, rows, _turned = best
    tl, tr, br, bl = q
    out = []
    for r in range(rows):
        for c in range(cols):
            def at(u: float, v: float) -> np.ndarray:
                top = tl + (tr - tl) * u
                bottom = bl + (br - bl) * u
                return top + (bottom - top) * v

            cell = np.array([at(c / cols, r / rows), at((c + 1) / cols, r / rows),
                             at((c + 1) / cols, (r + 1) / rows), at(c / cols, (r + 1) / rows)])
            cell, sideways = normalize_quad(cell)
            notes = ("cut from cards that touch: check the cut",)
            if sideways:
                notes += ("card lies sideways: check its orientation",)
            out.append(Detection(cell, 0.45, notes))
    return out


def _shape_split(det: Detection) -> list[Detection]:
    """Cut a detection into a grid of card-shaped cells when no single card fits its shape.

    A rectangle of 2×2 cards has the shape of one card and a row of two the shape of one card
    lying sideways: those stay whole (the user can split them).
    """
    qw, qh = quad_sides(det.quad)
    one = min(abs(qh / qw - CARD_ASPECT), abs(qw / qh - CARD_ASPECT)) / CARD_ASPECT
    if one < 0.1:
        return []
    best = None
    for cols in range(1, 5):
        for rows in range(1, 5):
            if cols * rows < 2:
                continue
            r = (qh / rows) / (qw / cols)  # cells upright or lying sideways
            err = min(abs(r - CARD_ASPECT), abs(1 / r - CARD_ASPECT)) / CARD_ASPECT
            key = (cols * rows, err)
            if err < 0.06 and (best is None or key < best[0]):
                best = (key, cols, rows)
    if best is None:
        return []
    _, cols, rows = best
    return _grid_split(det, (qw / cols, qh / rows))


def detect_quads(img: Image.Image, card: tuple[float, float] | None = None
                 ) -> list[Detection]:
    """Card quads (in ``img`` pixel coordinates) found on ``img``; unordered."""
    return detect_cards(img, card)[0]


def detect_cards(img: Image.Image, card: tuple[float, float] | None = None
                 ) -> tuple[list[Detection], tuple[float, float] | None]:
    """Card quads (in ``img`` pixel coordinates) found on ``img``, unordered, and the card
    size (w, h) used.

    ``card`` is the card's expected (width, height) in ``img`` pixels when the scan's scale is
    known. Cards on one sheet have one size: when the regions that are clearly single cards
    agree on another size, theirs is used. With a size, regions that are not one clean card
    are cut into cards of that size (:mod:`.crowded`), and what is left at the scan's edge is
    a card partly off the bed.
    """
    colour = foreground_mask(img)
    mask = colour
    if card is not None:  # a scanner bed: cards that match the lid are found by their outline
        from l5r_desktop.carddb.scans.crowded import closed_outlines

        mask = colour | closed_outlines(img, colour, card[0] * card[1])
    h, w = mask.shape
    runs = label(mask)
    if runs.count == 0:
        return [], card
    areas = runs.areas()
    min_area = max(300.0, 0.004 * h * w)
    if card is not None:
        min_area = min(min_area, 0.2 * card[0] * card[1])
    regions = []
    for k in np.flatnonzero(areas >= min_area):
        comp, left, top = runs.component_mask(int(k))
        regions.append((comp, left, top, _analyse(comp, left, top, (h, w))))
    if card is not None:
        card = _sheet_card_size([r[3] for r in regions], card)
    if card is not None:
        sized, confirmed = _sized_detections(regions, card, (h, w), colour)
        if confirmed:
            from l5r_desktop.carddb.scans.crowded import shows_something

            # a patch of bare lid enclosed by cards all round is closed by their outlines
            return [d for d in sized if d.confidence > 0 and shows_something(d.quad, colour)
                    ], card
        card = None  # nothing on the scan is a card of that size: measure what is there
    found = [det for _, _, _, det in regions if det is not None and "not a card" not in det.notes]
    good = [quad_sides(d.quad) for d in found if d.confidence >= 0.8 and not d.notes]
    if good:
        ref = (float(np.median([g[0] for g in good])), float(np.median([g[1] for g in good])))
        out: list[Detection] = []
        for d in found:
            parts = _grid_split(d, ref) if d.confidence < LOW else []
            out.extend(parts or [d])
        found = out
    else:  # no single card to compare with: cut shapes no single card can have
        out = []
        for d in found:
            out.extend(_shape_split(d) or [d])
        found = out
    return [d for d in found if d.confidence > 0], None


def _sheet_card_size(dets: list[Detection | None], card: tuple[float, float]
                     ) -> tuple[float, float] | None:
    """The card size to use: ``card`` when some region is one card of that size, else the
    median size of the regions that look like single cards (cards on a sheet have one size),
    None when the only card shapes are much larger (a photo of a card), else ``card``."""
    sizes = []
    bigger = False
    for d in dets:
        if d is None or d.confidence < 0.3 or "not a card" in d.notes:
            continue
        qw, qh = sorted(quad_sides(d.quad))
        if abs(qh / qw - card[1] / card[0]) < 0.04 * card[1] / card[0]:
            if abs(qw - card[0]) <= 0.06 * card[0]:
                return card
            if 0.5 * card[0] <= qw <= 1.4 * card[0]:  # a block of 2 × 2 cards is card-shaped
                sizes.append((qw, qh))
            elif _whole_block(qw, card[0]):  # n × n touching cards of exactly that size
                return card
            else:
                bigger = True
    if not sizes:
        # only card shapes much larger than a card: a photo, or a scale guessed wrong
        return None if bigger else card
    return float(np.median([s[0] for s in sizes])), float(np.median([s[1] for s in sizes]))


def _whole_block(width: float, card_width: float) -> bool:
    """A card-shaped region ``width`` wide is a block of 2 × 2 to 4 × 4 cards of ``card_width``
    laid edge to edge (within 3 %): a crowded bed, not a photo of one card at another scale."""
    n = round(width / card_width)
    return 2 <= n <= 4 and abs(width - n * card_width) <= 0.03 * n * card_width


def _sized_detections(regions: list, card: tuple[float, float], shape: tuple[int, int],
                      colour: np.ndarray | None = None) -> tuple[list[Detection], bool]:
    """The cards of every region with the card's size known, and whether the scan confirms
    that size (a region is one clean card of it, or holds several such cards). ``colour`` is
    the colour mask (what differs from the lid), when the regions also hold closed outlines."""
    from l5r_desktop.carddb.scans.crowded import detections_in_region

    found: list[Detection] = []
    confirmed = False
    for comp, left, top, det in regions:
        if _one_clean_card(det, card):
            # a card on its own: every side lies on the region's outline against the lid
            found.append(replace(det, free=(True, True, True, True)))
            confirmed = True
            continue
        if comp.sum() < 0.2 * card[0] * card[1]:
            continue
        shown = None if colour is None else colour[top:top + comp.shape[0],
                                                   left:left + comp.shape[1]]
        cards = detections_in_region(comp, left, top, shape, card, shown)
        confirmed = confirmed or sum(d.confidence >= 0.6 for d in cards) >= 2
        found.extend(cards)
    return found, confirmed


def _one_clean_card(det: Detection | None, card: tuple[float, float]) -> bool:
    """True when a region's detection is one card of the expected size, not at the edge."""
    if det is None or "not a card" in det.notes or det.confidence < 0.5:
        return False
    if any(n.startswith("touches the edge") for n in det.notes):
        return False
    qw, qh = sorted(quad_sides(det.quad))
    cw, ch = sorted(card)
    return abs(qw - cw) <= 0.06 * cw and abs(qh - ch) <= 0.06 * ch


def whole_image_detection(img: Image.Image) -> Detection | None:
    """The image itself as the card, when it looks like a cropped card: portrait, card-shaped
    and not a blank sheet (a blank A4 page has nearly a card's proportions)."""
    w, h = img.size
    if not 1.2 <= h / w <= 1.65:
        return None
    grey = np.asarray(img.convert("L").reduce(4), dtype=np.float32)
    if float(grey.std()) < 20.0:
        return None
    quad = np.array([[0, 0], [w, 0], [w, h], [0, h]], dtype=np.float64)
    return Detection(quad, 0.4, ("the image looks like a card already: taken whole",))
