"""Sub-pixel card edges: move each side of a rough quad onto the strongest nearby colour step.

Detection on the reduced image is biased by blur, threshold and drop shadows (a shadow makes
the mask grow on one side). Here each side is re-measured on the image the crop is warped
from: along the side, colour profiles across it are sampled (bilinear), the position of the
largest colour step is found with sub-pixel (parabola) precision, and a straight line is fitted
robustly through those positions. A card's own edge is a sharp step; a shadow's is soft, so the
card edge wins: of the steps well above the profile's noise (and at least a fifth of the
strongest), the innermost is taken
(a shadow, a gap or a neighbouring card lies further out). The search window is asymmetric
(deeper inwards, where the true edge usually is) and stays clear of the inner frame of the card.
"""

from __future__ import annotations

import numpy as np
from PIL import Image

from l5r_desktop.carddb.scans.geometry import fit_line, intersect, quad_sides

_SAMPLES = 32

#: A pillow image, or its pixels as an (H, W, C) uint8 array.
Pixels = Image.Image | np.ndarray


def _bilinear(arr: np.ndarray, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    """Colours of ``arr`` (H, W, C) at continuous pixel-corner coordinates."""
    h, w = arr.shape[:2]
    x = np.clip(xs - 0.5, 0, w - 1.001)
    y = np.clip(ys - 0.5, 0, h - 1.001)
    x0 = x.astype(np.intp)
    y0 = y.astype(np.intp)
    fx = (x - x0)[..., None]
    fy = (y - y0)[..., None]
    a = arr[y0, x0].astype(np.float32)
    b = arr[y0, x0 + 1].astype(np.float32)
    c = arr[y0 + 1, x0].astype(np.float32)
    d = arr[y0 + 1, x0 + 1].astype(np.float32)
    return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy


def pixels(img: Pixels, box: tuple[int, int, int, int]) -> np.ndarray:
    """The pixels of ``box`` (left, top, right, bottom) of ``img`` as an (H, W, C) array, black
    beyond the image (as pillow's ``crop``). ``img`` may already be an array (a view of it is
    cut without copying the image: the edge fits of one scan read many strips)."""
    if isinstance(img, Image.Image):
        return np.asarray(img.crop(box))
    h, w = img.shape[:2]
    x0, y0, x1, y1 = box
    view = img[max(0, y0):min(h, y1), max(0, x0):min(w, x1)]
    if view.shape[:2] == (y1 - y0, x1 - x0):
        return view
    out = np.zeros((y1 - y0, x1 - x0, *img.shape[2:]), dtype=img.dtype)
    if view.size:
        out[max(0, y0) - y0:max(0, y0) - y0 + view.shape[0],
            max(0, x0) - x0:max(0, x0) - x0 + view.shape[1]] = view
    return out


def image_size(img: Pixels) -> tuple[int, int]:
    """(width, height) of a pillow image or an (H, W, C) array."""
    return img.size if isinstance(img, Image.Image) else (img.shape[1], img.shape[0])


def _edge_steps(img: Pixels, a: np.ndarray, b: np.ndarray, outward: np.ndarray,
                r_in: float, r_out: float, step: float,
                border: tuple[np.ndarray, float, float] | None = None
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, int]:
    """Colour steps across the side ``a``→``b`` (outward normal ``outward``), searched from
    ``r_in`` inside to ``r_out`` outside: the sample points on the side (K, 2), their place
    along it (0–1), the offsets across it (S), the colour change at each (K, S - 2·half), the
    steps that count (peaks strong enough, with the border colour inside when ``border`` is
    given; K, S - 2·half - 2) and ``half``, the change's half baseline in samples."""
    seg = b - a
    along = seg / float(np.hypot(*seg))
    t = np.linspace(0.12, 0.88, _SAMPLES)
    offsets = np.arange(-r_in, r_out + step, step)
    lateral = np.array([-1.0, 1.0])
    base = a[None, :] + t[:, None] * seg[None, :]  # (K, 2)
    pts = (base[:, None, None, :] + lateral[None, :, None, None] * along
           + offsets[None, None, :, None] * outward)  # (K, 2, S, 2)
    # decode-free: only the strip of the image around this side is turned into an array
    lo = np.floor(pts.reshape(-1, 2).min(axis=0)).astype(int) - 1
    hi = np.ceil(pts.reshape(-1, 2).max(axis=0)).astype(int) + 2
    x0, y0 = max(0, lo[0]), max(0, lo[1])
    strip = pixels(img, (x0, y0, max(x0 + 2, hi[0]), max(y0 + 2, hi[1])))
    colours = _bilinear(strip, pts[..., 0] - x0, pts[..., 1] - y0).mean(axis=1)  # (K, S, C)
    # colour change across a 3-pixel baseline centred on each sample: wide enough to hold the
    # whole (blurred) edge, so a faint edge between two light colours still stands out
    half = max(1, round(1.5 / step))
    change = np.linalg.norm(colours[:, 2 * half:] - colours[:, :-2 * half], axis=2)  # (K, S-2h)
    inner = change[:, 1:-1]
    peak = (inner >= change[:, :-2]) & (inner > change[:, 2:])
    # the innermost strong step is the card's own edge; shadows, gaps and neighbours lie beyond
    floor = np.maximum(np.maximum(5.0 * np.percentile(inner, 25, axis=1), 6.0),
                       0.15 * inner.max(axis=1))
    strong_enough = inner >= floor[:, None]
    if border is not None:
        colour, depth, tol = border
        cum = np.concatenate([np.zeros_like(colours[:, :1]), np.cumsum(colours, axis=1)], axis=1)
        k = np.arange(inner.shape[1]) + 1  # change index of each inner column
        lo = np.maximum(0, k - max(2, round(depth / step)))
        inside = (cum[:, k] - cum[:, lo]) / np.maximum(1, k - lo)[None, :, None]
        strong_enough &= np.abs(inside - colour).max(axis=2) <= tol
    return base, t, offsets, change, peak & strong_enough, half


def _side_points(img: Pixels, a: np.ndarray, b: np.ndarray, outward: np.ndarray,
                 r_in: float, r_out: float, step: float,
                 border: tuple[np.ndarray, float, float] | None = None) -> np.ndarray:
    """Sub-pixel edge positions along the side ``a``→``b`` (outward normal ``outward``).

    ``border`` (colour, depth in pixels, tolerance) keeps only the steps with the card's border
    colour on their inner side (over ``depth``): the card's own edge, not the line between its
    border and its picture, nor a shadow."""
    base, t, offsets, change, steps, half = _edge_steps(img, a, b, outward, r_in, r_out, step,
                                                        border)
    length = float(np.hypot(*(b - a)))
    j = np.argmax(steps, axis=1) + 1
    rows = np.arange(len(j))
    y0, y1, y2 = change[rows, j - 1], change[rows, j], change[rows, j + 1]
    denom = y0 - 2 * y1 + y2
    frac = np.where(np.abs(denom) > 1e-6, 0.5 * (y0 - y2) / np.where(denom == 0, 1, denom), 0.0)
    frac = np.clip(frac, -0.5, 0.5)
    pos = offsets[0] + (j + half + frac) * step
    found = steps.any(axis=1)
    keep = _innermost_line(t[found] * length, pos[found])
    pts_edge = base[found] + pos[found][:, None] * outward[None, :]
    return pts_edge[keep]


def step_profile(img: Pixels, a: np.ndarray, b: np.ndarray, outward: np.ndarray,
                 reach: float, step: float,
                 border: tuple[np.ndarray, float, float] | None = None
                 ) -> tuple[np.ndarray, np.ndarray]:
    """How much of the side ``a``→``b`` has a colour step at each offset across it, from
    ``reach`` inside to ``reach`` outside: (offsets, share of the samples along the side with
    a step within a pixel of that offset)."""
    _, _, offsets, _, steps, half = _edge_steps(img, a, b, outward, reach, reach, step, border)
    pos = offsets[0] + (np.arange(steps.shape[1]) + 1 + half) * step  # offset of each column
    spread = max(1, round(1.0 / step))
    hit = steps.copy()
    for k in range(1, spread + 1):  # a step within a pixel counts
        hit[:, k:] |= steps[:, :-k]
        hit[:, :-k] |= steps[:, k:]
    return pos, hit.mean(axis=0)


def _innermost_line(along: np.ndarray, offset: np.ndarray, tol: float = 1.0) -> np.ndarray:
    """Which samples lie on the innermost well-supported straight line (a boolean mask).

    Every pair of samples proposes a line; a line is well supported when at least 60 % as many
    samples lie within ``tol`` pixels of it as on the best line. Of those, the innermost wins,
    so the card's own edge beats a neighbouring card or a shadow that some samples caught.
    """
    n = len(along)
    if n < 2:
        return np.zeros(n, dtype=bool)
    i, j = np.triu_indices(n, 1)
    da = along[j] - along[i]
    ok = np.abs(da) > 1e-6
    i, j, da = i[ok], j[ok], da[ok]
    slope = (offset[j] - offset[i]) / da
    icpt = offset[i] - slope * along[i]
    pred = slope[:, None] * along[None, :] + icpt[:, None]
    inliers = np.abs(pred - offset[None, :]) <= tol
    counts = inliers.sum(axis=1)
    supported = counts >= max(4, 0.6 * counts.max())
    mean_offset = np.where(supported, pred.mean(axis=1), np.inf)
    return inliers[int(np.argmin(mean_offset))]


def refine_quad(
    img: Image.Image, quad: np.ndarray, window: tuple[float, float] = (0.035, 0.035)
) -> tuple[np.ndarray, float] | None:
    """``quad`` (TL, TR, BR, BL in ``img`` pixels) moved onto the card edges, with the rms line
    residual in pixels; None when the edges are not found on every side.

    ``window`` is how far inwards and outwards each side is searched, as fractions of the
    card's short side.
    """
    w, h = quad_sides(quad)
    size = min(w, h)
    r_in, r_out = max(3.0, window[0] * size), max(3.0, window[1] * size)
    step = min(1.0, max(0.5, size / 700))  # sub-pixel peaks make 1 px enough on big cards
    centre = quad.mean(axis=0)
    lines = []
    rms_all = []
    missing = 0
    for i in range(4):
        a, b = quad[i], quad[(i + 1) % 4]
        d = (b - a) / float(np.hypot(*(b - a)))
        n = np.array([-d[1], d[0]])
        if np.dot((a + b) / 2 - centre, n) < 0:
            n = -n
        pts = _side_points(img, a, b, n, r_in, r_out, step)
        fitted = None
        if len(pts) >= 8:
            p0, dd, _ = fit_line(pts)
            res = np.abs((pts - p0) @ np.array([-dd[1], dd[0]]))
            good = res <= max(0.75, 3.0 * 1.4826 * float(np.median(res)))
            if good.sum() >= 8:
                fitted = fit_line(pts[good])
        if fitted is None:  # keep the rough side, and say so through a poor residual
            missing += 1
            lines.append((a, (b - a) / float(np.hypot(*(b - a)))))
            rms_all.append(0.05 * size)
            continue
        lines.append((fitted[0], fitted[1]))
        rms_all.append(fitted[2])
    if missing >= 2:
        return None
    try:
        corners = np.array([intersect(*lines[(i - 1) % 4], *lines[i]) for i in range(4)])
    except np.linalg.LinAlgError:
        return None
    if np.max(np.hypot(*(corners - quad).T)) > 2.5 * (r_in + r_out):
        return None
    return corners, float(np.mean(rms_all))
