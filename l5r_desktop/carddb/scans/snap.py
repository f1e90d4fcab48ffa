"""A card placed in a crowded region, snapped onto the region's outline where a side is free.

A placement (:mod:`.crowded`) is only as exact as the coarse grid it was found on, and the edge
measurement at full resolution (:mod:`.sized`) searches a window around it: with a window
wide enough for the placement's error, the line between a card's border and its picture (a
few per cent inside the edge) can be taken for the edge. Where a side of the card meets the
lid, the region's outline *is* that side: it is fitted here as a straight line (in the reduced
image, to about a pixel), so the full-resolution search can stay narrow there. Sides that meet
a neighbouring card or run along the scan's edge are not free; they are placed at the card's
size from the opposite side when that one is free.
"""

from __future__ import annotations

import math

import numpy as np

from l5r_desktop.carddb.scans.geometry import fit_line

#: How far (fraction of the card's width) outline points may lie from the placed side.
NEAR = 0.07
#: A side is free when its outline line covers at least this share of the side's length.
COVER = 0.3
#: ... and leans from the placement by at most this much (degrees).
LEAN = 2.0


def _side_line(quad: np.ndarray, i: int, pts: np.ndarray, width: float
               ) -> tuple[np.ndarray, np.ndarray, int, tuple[np.ndarray, np.ndarray]] | None:
    """The outline's straight line along side ``i`` of ``quad``: (point, direction, support,
    ends of its unbroken stretch), the point moved half a pixel outwards onto the edge; None
    when the side is not free."""
    a, b = quad[i], quad[(i + 1) % 4]
    length = float(np.hypot(*(b - a)))
    d = (b - a) / length
    n = np.array([-d[1], d[0]])
    if np.dot((a + b) / 2 - quad.mean(axis=0), n) < 0:
        n = -n
    rel = pts - a
    along, across = rel @ d, rel @ n
    sel = (along > 0.08 * length) & (along < 0.92 * length) & (np.abs(across) < NEAR * width)
    if sel.sum() < COVER * length:
        return None
    near_pts, acr = pts[sel], across[sel]
    bins = np.round(acr / 1.5)
    values, counts = np.unique(bins, return_counts=True)
    mode = float(values[int(np.argmax(counts))]) * 1.5
    keep = np.abs(acr - mode) <= 4.0
    if keep.sum() < COVER * length:
        return None
    side = near_pts[keep]
    p0, dd, _ = fit_line(side)
    for _ in range(3):
        res = np.abs((side - p0) @ np.array([-dd[1], dd[0]]))
        good = res <= max(1.0, 2.5 * 1.4826 * float(np.median(res)))
        if good.sum() < COVER * length:
            return None
        side = side[good]
        p0, dd, _ = fit_line(side)
    span = np.ptp((side - a) @ d)
    lean = math.degrees(math.acos(min(1.0, abs(float(dd @ d)))))
    if span < COVER * length or lean > LEAN:
        return None
    if dd @ d < 0:
        dd = -dd
    return p0 + 0.5 * n, dd, len(side), _run(pts, p0, dd, length)


def _run(pts: np.ndarray, p0: np.ndarray, dd: np.ndarray, length: float
         ) -> tuple[np.ndarray, np.ndarray]:
    """The two ends of the unbroken stretch of outline on the line ``p0`` + t·``dd`` around
    ``p0``: where the side meets a neighbour or turns round the card's corner."""
    rel = pts - p0
    t = rel @ dd
    on = (np.abs(rel @ np.array([-dd[1], dd[0]])) <= 1.5) & (np.abs(t) < 0.8 * length)
    ts = np.sort(t[on])
    if len(ts) == 0:
        return p0, p0
    breaks = np.flatnonzero(np.diff(ts) > 3.0)
    starts = np.r_[0, breaks + 1]
    ends = np.r_[breaks, len(ts) - 1]
    k = int(np.argmax((ts[starts] <= 0) & (ts[ends] >= 0))) if len(starts) > 1 else 0
    return p0 + ts[starts[k]] * dd, p0 + ts[ends[k]] * dd


def _placed(start: float, first: float, last: float, span: float) -> float:
    """Where a card ``span`` long starts, placed at ``start``, given that an unbroken stretch of
    its outline runs from ``first`` to ``last``: moved just enough to cover the stretch (a
    stretch longer than the card's straight side may run on along a neighbour: left alone)."""
    if last - first > 0.97 * span:
        return start  # the outline may run on along a neighbour lined up with the card
    return min(max(start, last - span), first)


def snap_to_outline(quad: np.ndarray, pts: np.ndarray, size: tuple[float, float]
                    ) -> tuple[np.ndarray, tuple[bool, bool, bool, bool]]:
    """``quad`` (TL TR BR BL, a card of ``size`` w × h placed roughly) rebuilt as a rectangle
    on the outline ``pts`` where its sides are free; returns it and which sides are free.

    The angle is the sides' own where any is free; a pair of opposite sides keeps both
    measured positions when both are free, else the free one and the other at the card's
    size from it, else the placement's centre.
    """
    w_px = float(np.hypot(*(quad[1] - quad[0])))
    h_px = float(np.hypot(*(quad[3] - quad[0])))
    lines = [_side_line(quad, i, pts, min(size)) for i in range(4)]
    free = tuple(line is not None for line in lines)
    top = quad[1] - quad[0]
    ref = math.atan2(top[1], top[0])
    votes = []
    for i, line in enumerate(lines):
        if line is not None:
            ang = math.atan2(line[1][1], line[1][0]) - i * math.pi / 2
            votes.append((ref + ((ang - ref + math.pi / 2) % math.pi - math.pi / 2), line[2]))
    t = ref
    if votes:
        t = math.atan2(sum(c * math.sin(a) for a, c in votes),
                       sum(c * math.cos(a) for a, c in votes))
    u = np.array([math.cos(t), math.sin(t)])
    v = np.array([-math.sin(t), math.cos(t)])
    centre = quad.mean(axis=0)
    offsets: list[float] = []
    for i, line in enumerate(lines):
        axis = v if i in (0, 2) else u
        half = (h_px if i in (0, 2) else w_px) / 2
        sign = -1.0 if i in (0, 3) else 1.0
        offsets.append(float((line[0] - centre) @ axis) if line is not None else sign * half)
    for lo, hi, span in ((0, 2, h_px), (3, 1, w_px)):
        if free[lo] and not free[hi]:
            offsets[hi] = offsets[lo] + span
        elif free[hi] and not free[lo]:
            offsets[lo] = offsets[hi] - span
        elif not free[lo] and not free[hi]:
            # neither side seen: the free sides across them say where the card runs
            axis = v if lo == 0 else u
            ends = [float((e - centre) @ axis) for k in ((1, 3) if lo == 0 else (0, 2))
                    if lines[k] is not None for e in lines[k][3]]  # type: ignore[index]
            if ends:
                offsets[lo] = _placed(offsets[lo], min(ends), max(ends), span)
                offsets[hi] = offsets[lo] + span
    t_off, r_off, b_off, l_off = offsets
    corners = np.array([centre + u * l_off + v * t_off, centre + u * r_off + v * t_off,
                        centre + u * r_off + v * b_off, centre + u * l_off + v * b_off])
    return corners, free  # type: ignore[return-value]
