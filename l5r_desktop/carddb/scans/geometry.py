"""Plane geometry for card quads: hulls, minimum-area rectangles, line fits, perspective maps.

Coordinates are pixel-corner based (pixel ``(i, j)`` covers ``[i, i+1) × [j, j+1)``), x to the
right and y down. A quad is four ``(x, y)`` corners in the order top-left, top-right,
bottom-right, bottom-left of the upright card. Angles are degrees, positive counter-clockwise as
seen on screen (the convention of ``PIL.Image.rotate``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

Point = tuple[float, float]
Quad = tuple[Point, Point, Point, Point]


def convex_hull(points: np.ndarray) -> np.ndarray:
    """Convex hull (Andrew's monotone chain), counter-clockwise in maths axes; (N, 2) array."""
    pts = np.unique(np.asarray(points, dtype=np.float64), axis=0)
    if len(pts) < 3:
        return pts

    def half(seq: np.ndarray) -> list[np.ndarray]:
        out: list[np.ndarray] = []
        for p in seq:
            while len(out) >= 2:
                o, a = out[-2], out[-1]
                if (a[0] - o[0]) * (p[1] - o[1]) - (a[1] - o[1]) * (p[0] - o[0]) <= 0:
                    out.pop()
                else:
                    break
            out.append(p)
        return out

    lower = half(pts)
    upper = half(pts[::-1])
    return np.array(lower[:-1] + upper[:-1])


def min_area_rect(points: np.ndarray) -> tuple[np.ndarray, float]:
    """The minimum-area enclosing rectangle of ``points``, to about 0.05°.

    The area is evaluated for every direction on a 1° grid, then on a 0.05° grid around the
    best one (vectorised; a card outline has a single clear minimum). Returns the four corners
    (any order, as a (4, 2) array) and the area.
    """
    pts = np.asarray(points, dtype=np.float64)
    if len(pts) < 3 or np.linalg.matrix_rank(pts - pts.mean(axis=0)) < 2:
        raise ValueError("need at least three points not on one line")

    def areas(angles: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        c, s_ = np.cos(angles), np.sin(angles)
        pu = pts @ np.stack([c, s_])  # (points, angles)
        pv = pts @ np.stack([-s_, c])
        ext = np.stack([pu.min(axis=0), pu.max(axis=0), pv.min(axis=0), pv.max(axis=0)])
        return (ext[1] - ext[0]) * (ext[3] - ext[2]), ext, np.stack([c, s_])

    coarse = np.radians(np.arange(0.0, 90.0, 1.0))
    a_coarse, _, _ = areas(coarse)
    best = coarse[int(np.argmin(a_coarse))]
    fine = best + np.radians(np.arange(-1.0, 1.0001, 0.05))
    a_fine, ext, cs = areas(fine)
    k = int(np.argmin(a_fine))
    u = cs[:, k]
    v = np.array([-u[1], u[0]])
    umin, umax, vmin, vmax = ext[:, k]
    corners = np.array(
        [umin * u + vmin * v, umax * u + vmin * v, umax * u + vmax * v, umin * u + vmax * v]
    )
    return corners, float(a_fine[k])


def order_quad(corners: np.ndarray | Sequence[Point]) -> np.ndarray:
    """Order four corners as top-left, top-right, bottom-right, bottom-left (screen axes).

    The quad is first turned so that its tilt is within ±45°; ties go the simple way.
    """
    c = np.asarray(corners, dtype=np.float64).reshape(4, 2)
    centre = c.mean(axis=0)
    ang = np.arctan2(c[:, 1] - centre[1], c[:, 0] - centre[0])
    c = c[np.argsort(ang)]  # clockwise on screen, starting anywhere
    start = int(np.argmin(c[:, 0] + c[:, 1]))
    return np.roll(c, -start, axis=0)


def quad_sides(q: np.ndarray) -> tuple[float, float]:
    """Mean width (top and bottom edges) and mean height (left and right edges) of a quad."""
    w = (np.hypot(*(q[1] - q[0])) + np.hypot(*(q[2] - q[3]))) / 2
    h = (np.hypot(*(q[3] - q[0])) + np.hypot(*(q[2] - q[1]))) / 2
    return float(w), float(h)


def quad_area(q: np.ndarray) -> float:
    """Area of a simple polygon (shoelace)."""
    x, y = q[:, 0], q[:, 1]
    return float(abs(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))) / 2)


def quad_angle(q: np.ndarray) -> float:
    """Tilt of an ordered quad in degrees, counter-clockwise positive, mean of its four edges."""
    top = q[1] - q[0]
    bottom = q[2] - q[3]
    left = q[3] - q[0]
    right = q[2] - q[1]
    vals = [
        math.atan2(-top[1], top[0]),
        math.atan2(-bottom[1], bottom[0]),
        math.atan2(left[0], left[1]),
        math.atan2(right[0], right[1]),
    ]
    # average as unit vectors so that ±180° wrap-around cannot bite
    return math.degrees(math.atan2(sum(math.sin(a) for a in vals), sum(math.cos(a) for a in vals)))


def fit_line(points: np.ndarray) -> tuple[np.ndarray, np.ndarray, float]:
    """Total-least-squares line through ``points``: (a point, a unit direction, rms residual)."""
    centre = points.mean(axis=0)
    d = points - centre
    cov = d.T @ d
    _, evecs = np.linalg.eigh(cov)
    direction = evecs[:, 1]
    normal = evecs[:, 0]
    res = d @ normal
    return centre, direction, float(np.sqrt(np.mean(res**2)))


def intersect(p1: np.ndarray, d1: np.ndarray, p2: np.ndarray, d2: np.ndarray) -> np.ndarray:
    """Intersection of two lines given as point + direction (raises on parallel lines)."""
    m = np.array([[d1[0], -d2[0]], [d1[1], -d2[1]]])
    t = np.linalg.solve(m, p2 - p1)
    return p1 + t[0] * d1


def perspective_coeffs(dst_size: tuple[int, int], quad: np.ndarray) -> tuple[float, ...]:
    """Coefficients for ``Image.transform(size, Image.PERSPECTIVE, ...)``.

    They map the output rectangle ``(0,0)-(w,h)`` onto ``quad`` (TL, TR, BR, BL) in the source.
    """
    w, h = dst_size
    src = [(0.0, 0.0), (float(w), 0.0), (float(w), float(h)), (0.0, float(h))]
    rows = []
    rhs = []
    for (x, y), (u, v) in zip(src, np.asarray(quad, dtype=np.float64), strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rhs.append(u)
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs.append(v)
    sol = np.linalg.solve(np.array(rows, dtype=np.float64), np.array(rhs, dtype=np.float64))
    return tuple(float(s) for s in sol)
