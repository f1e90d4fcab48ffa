"""Card edges measured as a rectangle of known size: exact even where a side cannot be seen.

On a crowded bed a side may be hidden (under an overlapping card, against a neighbour of the
same border colour, or off the scan). Each side is measured on its own (colour steps across it,
a robust straight-line fit, see :mod:`.refine`); the card's angle is the weighted mean of the
sides found, and a pair of opposite sides is kept only when its distance is the card's size —
otherwise the better-supported side is kept and the other placed at the card's size from it.
A pair of sides that are both hidden or unsure (no side against the lid) is searched together,
a card's size apart, over a wider reach (:func:`_pair_search`): the coarse cut of a card with
neighbours on both sides can be several per cent off along that axis.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from l5r_desktop.carddb.scans.geometry import fit_line, intersect, quad_sides
from l5r_desktop.carddb.scans.refine import (
    Pixels,
    _side_points,
    image_size,
    pixels,
    step_profile,
)

#: Opposite sides this far (fraction of the size) from the card's size are not both trusted.
SIZE_TOL = 0.01
#: Search window of a free side (fractions of the card's short side), inwards and outwards.
FREE_IN, FREE_OUT = 0.03, 0.035
#: How far (fraction of the short side) a card with both sides of a pair hidden is searched
#: along that pair's axis.
PAIR_REACH = 0.1


@dataclass(frozen=True)
class SizedFit:
    """A card rectangle: corners TL TR BR BL, rms of the measured sides, how many sides were
    placed from the card's size, and whether part of the card lies off the scan."""

    quad: np.ndarray
    rms: float
    inferred: int
    partial: bool


def _measure(img: Pixels, a: np.ndarray, b: np.ndarray, outward: np.ndarray,
             r_in: float, r_out: float, step: float, border=None
             ) -> tuple[np.ndarray, np.ndarray, float, int] | None:
    pts = _side_points(img, a, b, outward, r_in, r_out, step, border)
    if len(pts) < 10:
        return None
    p0, d, _ = fit_line(pts)
    res = np.abs((pts - p0) @ np.array([-d[1], d[0]]))
    good = res <= max(0.75, 3.0 * 1.4826 * float(np.median(res)))
    if good.sum() < 10:
        return None
    p0, d, rms = fit_line(pts[good])
    return p0, d, rms, int(good.sum())


def border_colour(img: Pixels, quad: np.ndarray, sides: list[int], short: float
                  ) -> tuple[np.ndarray, float, float] | None:
    """The card's border colour, sampled 1.5–3.5 % of its width inside ``sides`` of ``quad``,
    with the depth and tolerance to test a step's inner side against; None when those samples
    do not agree (a card printed to its edge, or a quad too far off).

    Each side proposes the median of its own samples and the proposal most samples agree with
    wins: a side of a rough quad that lies a few per cent off (its samples on the card's
    picture, or on a neighbour) does not drag the colour away."""
    centre = quad.mean(axis=0)
    w, h = image_size(img)
    t = np.linspace(0.15, 0.85, 12)[:, None, None]
    depths = np.array([0.015, 0.025, 0.035])[None, :, None] * short
    per_side = []
    for i in sides:
        a, b = quad[i], quad[(i + 1) % 4]
        inward = centre - (a + b) / 2
        inward /= max(1e-9, float(np.hypot(*inward)))
        pts = (a + t * (b - a) + inward * depths).reshape(-1, 2)
        xs = np.clip(pts[:, 0].astype(int), 0, w - 1)
        ys = np.clip(pts[:, 1].astype(int), 0, h - 1)
        # one crop of the strip along the side (getpixel per sample costs more than it reads)
        x0, y0 = int(xs.min()), int(ys.min())
        strip = pixels(img, (x0, y0, int(xs.max()) + 1, int(ys.max()) + 1))
        per_side.append(strip[ys - y0, xs - x0].astype(np.float64))
    colours = np.concatenate(per_side)
    tol = 16.0
    best, agree = None, -1.0
    for side in per_side:
        colour = np.median(side, axis=0)
        share = float((np.abs(colours - colour).max(axis=1) <= tol).mean())
        if share > agree:
            best, agree = colour, share
    if best is None or agree < (0.6 if len(per_side) < 3 else 0.45):
        return None
    return best, 0.02 * short, tol


def _side_angle(d: np.ndarray, i: int, t: float) -> float:
    """How far side ``i``'s direction ``d`` turns from a card whose top is at ``t`` (radians)."""
    ang = math.atan2(d[1], d[0]) - i * math.pi / 2 - t
    return (ang + math.pi / 2) % math.pi - math.pi / 2


def _support(fit: tuple, i: int, t: float) -> float:
    """How much side ``i``'s measurement is to be trusted: its points, its straightness, and
    how well it lines up with the card's angle ``t``."""
    dev = math.degrees(_side_angle(fit[1], i, t))
    return fit[3] / (1.0 + fit[2]) * math.exp(-((dev / 0.4) ** 2))


def _pair_search(img: Pixels, centre: np.ndarray, axis: np.ndarray, other: np.ndarray,
                 start: float, want: float, span: float, short: float, step: float,
                 border) -> tuple[float | None, float | None, tuple | None, tuple | None] | None:
    """The two opposite sides of a card whose sides along ``axis`` are both hidden or unsure:
    the first side is near ``start`` (offset from ``centre`` along ``axis``), the other
    ``want`` further. Both sides' colour steps are searched :data:`PAIR_REACH` of the short
    side either way, and the shift where the two together have the most steps wins (a line
    inside the card, or a neighbour's edge, rarely has a partner a card's size away). Returns
    the two offsets (None for a side not measured there) and the two side fits; None when no
    shift has steps on both sides."""
    reach = PAIR_REACH * short
    ends = (-0.5 * span * other, 0.5 * span * other)

    def side(off: float) -> tuple[np.ndarray, np.ndarray]:
        p = centre + axis * off
        return p + ends[0], p + ends[1]

    a1, b1 = side(start)
    a2, b2 = side(start + want)
    pos_lo, h_lo = step_profile(img, a1, b1, -axis, reach, step, border)
    pos_hi, h_hi = step_profile(img, a2, b2, axis, reach, step, border)
    h_lo_at = np.interp(-pos_hi, pos_lo, h_lo)  # the lo side moves the other way
    # both sides must show steps there: one strong line alone (a neighbour's printed frame
    # lies a card's width from the next one's) is no pair
    score = np.where((h_hi >= 0.25) & (h_lo_at >= 0.25), h_hi + h_lo_at, 0.0)
    k = int(np.argmax(score))
    if score[k] < 0.6:
        return None
    shift = float(pos_hi[k])
    narrow = max(3.0, 0.01 * short)
    out: list = []
    for off, sign in ((start + shift, -1.0), (start + want + shift, 1.0)):
        a, b = side(off)
        f = _measure(img, a, b, sign * axis, narrow, narrow, step, border)
        out.append(f)
    offs = [None if f is None else float((f[0] - centre) @ axis) for f in out]
    if offs[0] is None and offs[1] is None:
        offs[0] = start + shift  # the other is placed from the card's size
    return offs[0], offs[1], out[0], out[1]


def _off_scan(a: np.ndarray, b: np.ndarray, w: int, h: int, margin: float) -> bool:
    """True when the side a–b lies along or beyond the scan's edge."""
    def out(p: np.ndarray) -> bool:
        return bool(p[0] < margin or p[1] < margin or p[0] > w - margin or p[1] > h - margin)

    return out((a + b) / 2) or (out(a) and out(b))


def fit_sized(img: Pixels, quad: np.ndarray, size: tuple[float, float],
              window: float = 0.08, tol: float = SIZE_TOL,
              free: tuple[bool, bool, bool, bool] | None = None) -> SizedFit | None:
    """The card near ``quad`` (TL TR BR BL, ``img`` pixels) as a rectangle of ``size`` (w, h
    in ``img`` pixels, portrait); None when no side at all is found. Opposite sides are both
    kept when their distance is within ``tol`` (a fraction) of the size.

    ``free`` says which sides of ``quad`` already lie on the card's outline against the lid
    (:mod:`.snap`): those are searched in a narrow window (a card's border-to-picture line a
    few per cent inside stays out of it) and win over an opposite side that is not free."""
    w_img, h_img = image_size(img)
    short = min(size)
    r = max(3.0, window * short)
    narrow = (max(3.0, FREE_IN * short), max(3.0, FREE_OUT * short))
    free = free or (False, False, False, False)
    seen = [i for i in range(4) if free[i]] or [0, 1, 2, 3]
    border = border_colour(img, quad, seen, short)
    step = min(1.0, max(0.5, short / 700))
    centre = quad.mean(axis=0)
    fits: list[tuple[np.ndarray, np.ndarray, float, int] | None] = []
    partial = False
    off = [False] * 4
    for i in range(4):
        a, b = quad[i], quad[(i + 1) % 4]
        d = (b - a) / max(1e-9, float(np.hypot(*(b - a))))
        n = np.array([-d[1], d[0]])
        if np.dot((a + b) / 2 - centre, n) < 0:
            n = -n
        if _off_scan(a, b, w_img, h_img, max(2.0, 0.01 * short)):
            partial = True
            off[i] = True
            fits.append(None)
            continue
        r_in, r_out = narrow if free[i] else (r, r)
        fits.append(_measure(img, a, b, n, r_in, r_out, step, border))
    found = [(i, f) for i, f in enumerate(fits) if f is not None]
    if not found:
        return None
    # the angle of the top side, from every side found (side i is the top turned by i·90°)
    top = quad[1] - quad[0]
    ref = math.atan2(top[1], top[0])
    angs = []
    for i, (_, d, _, count) in found:
        ang = math.atan2(d[1], d[0]) - i * math.pi / 2
        angs.append((ref + ((ang - ref + math.pi / 2) % math.pi - math.pi / 2), count))
    # a side that caught an overlapping card's edge leans differently: the angle is the mean
    # of the sides that agree with the best-supported one (within 0.5°)
    best = max(angs, key=lambda a: sum(c for b, c in angs if abs(b - a[0]) < math.radians(0.5)))
    agree = [(a, c) for a, c in angs if abs(a - best[0]) < math.radians(0.5)]
    t = math.atan2(sum(c * math.sin(a) for a, c in agree), sum(c * math.cos(a) for a, c in agree))
    u = np.array([math.cos(t), math.sin(t)])
    v = np.array([-math.sin(t), math.cos(t)])
    offsets: list[float | None] = [None] * 4
    for i, f in enumerate(fits):
        if f is not None:
            offsets[i] = float((f[0] - centre) @ (v if i in (0, 2) else u))
    rough_w, rough_h = quad_sides(quad)
    # which of the card's sides runs along the quad's top: its width, unless the quad is
    # a card lying sideways
    upright = abs(rough_w - size[0]) + abs(rough_h - size[1]) <= abs(rough_w - size[1]) + abs(
        rough_h - size[0])
    across = {0: size[1] if upright else size[0], 1: size[0] if upright else size[1]}
    inferred = 0
    for pair, (lo, hi) in enumerate(((0, 2), (3, 1))):  # (top, bottom), (left, right)
        want = across[pair]
        a_off, b_off = offsets[lo], offsets[hi]
        if a_off is not None and b_off is not None and abs((b_off - a_off) - want) <= tol * short:
            continue
        if not (free[lo] or free[hi] or off[lo] or off[hi]):
            # both sides hidden or unsure: search the pair together, a card's size apart
            axis, other = (v, u) if pair == 0 else (u, v)
            if a_off is None and b_off is None:
                a_off = float(((quad[(lo + 1) % 4] + quad[lo]) / 2 - centre) @ axis)
            start = a_off if a_off is not None else b_off - want  # type: ignore[operator]
            found_pair = _pair_search(img, centre, axis, other, start, want,
                                      across[1 - pair], short, step, border)
            if found_pair is not None:
                fits[lo], fits[hi] = found_pair[2], found_pair[3]
                offsets[lo], offsets[hi] = found_pair[0], found_pair[1]
            a_off, b_off = offsets[lo], offsets[hi]
            if a_off is not None and b_off is not None and abs(
                    (b_off - a_off) - want) <= tol * short:
                continue
        fa, fb = fits[lo], fits[hi]
        if a_off is not None and b_off is not None:
            # keep the free side, else the one with more support (fewer outliers, straighter)
            better_a = (free[lo], _support(fa, lo, t)) >= (free[hi], _support(fb, hi, t))
            if better_a:
                b_off = None
            else:
                a_off = None
        if a_off is None and b_off is None:
            rough = float(((quad[(lo + 1) % 4] + quad[lo]) / 2 - centre) @ (
                v if pair == 0 else u))
            a_off = rough if rough < 0 else -want / 2
            inferred += 1
        if b_off is None:
            b_off = a_off + want  # type: ignore[operator]
            inferred += 1
        elif a_off is None:
            a_off = b_off - want
            inferred += 1
        offsets[lo], offsets[hi] = a_off, b_off
    rms = float(np.mean([f[2] for _, f in found]))
    spread = max(abs(_side_angle(f[1], i, t)) for i, f in found)
    if inferred == 0 and not partial and spread < math.radians(0.4):
        # every side seen and they agree: their own lines (they follow a photo's perspective)
        lines = [(f[0], f[1]) for f in fits]  # type: ignore[index]
        try:
            corners = np.array([intersect(*lines[(i - 1) % 4], *lines[i]) for i in range(4)])
        except np.linalg.LinAlgError:
            corners = None
        if corners is not None and np.max(np.hypot(*(corners - quad).T)) < 0.2 * short:
            return SizedFit(corners, rms, 0, False)
    t_off, r_off, b_off2, l_off = offsets
    corners = np.array([
        centre + u * l_off + v * t_off, centre + u * r_off + v * t_off,  # type: ignore[operator]
        centre + u * r_off + v * b_off2, centre + u * l_off + v * b_off2,  # type: ignore[operator]
    ])
    return SizedFit(corners, rms, inferred, partial)
