"""Crowded scanner beds with ground truth: cards that touch, overlap, lean, run off the bed.

:func:`make_crowded_sheet` lays cards out in rows the way people fill a scanner: each card is
pushed against its left neighbour and the row above until the outlines touch (separating-axis
test on the true rotated outlines, computed here and not with the pipeline's code), then pushed
further by the overlap asked for. Cases (``CASES``): ``touching`` (outlines touch, skew up to
12°), ``overlap`` (corners overlap up to 5 mm), ``lid-match`` (light borders on a white lid or
dark borders on a black lid, a few grey levels apart), ``off-edge`` (one card partly off the
bed: its true corners lie outside the image and it is marked ``partial``), ``mixed`` (all of it).

:func:`hand_sheet` gives a few sheets laid out by hand (fixed positions and angles) with card
backs and fronts drawn here (our own drawings, no real card art).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageDraw

from tests.scans.synth import (
    CARD_IN,
    PAPER_IN,
    Sheet,
    TrueCard,
    _finish,
    _place,
    _rot,
    render_face,
)

CASES = ("touching", "overlap", "lid-match", "off-edge", "mixed")


@dataclass
class Layout:
    """One card's place: centre (px), angle (degrees ccw), style and whether it is on top."""

    centre: tuple[float, float]
    angle: float
    style: str


def card_corners(centre: tuple[float, float], angle: float, cw: float, ch: float) -> np.ndarray:
    """True corners TL, TR, BR, BL of a card of ``cw`` × ``ch`` px turned by ``angle``."""
    local = np.array([[-cw, -ch], [cw, -ch], [cw, ch], [-cw, ch]]) / 2
    return _rot(angle, local) + np.asarray(centre, dtype=float)


def overlaps(a: np.ndarray, b: np.ndarray) -> bool:
    """True when two convex quads overlap (separating-axis test)."""
    for poly in (a, b):
        for i in range(4):
            e = poly[(i + 1) % 4] - poly[i]
            n = np.array([-e[1], e[0]])
            pa, pb = a @ n, b @ n
            if pa.max() <= pb.min() or pb.max() <= pa.min():
                return False
    return True


def _push(corners_at, placed: list[np.ndarray], lo: float, hi: float) -> float:
    """Smallest shift in [lo, hi] at which ``corners_at(shift)`` overlaps none of ``placed``
    (``hi`` must be free; the overlapping shifts form one interval per neighbour)."""
    if not placed:
        return lo
    for _ in range(40):
        mid = (lo + hi) / 2
        if any(overlaps(corners_at(mid), p) for p in placed):
            lo = mid
        else:
            hi = mid
    return hi


def _lid_and_styles(rng: np.random.Generator, lid: str, case: str) -> tuple[tuple, tuple]:
    if case == "lid-match":
        if lid == "light":  # white lid, cards with white borders (242–252): a few levels apart
            return tuple(int(v) for v in rng.integers(236, 241, 3)), ("white",)
        return tuple(int(v) for v in rng.integers(22, 30, 3)), ("dark",)
    bg = (np.array([222, 224, 227]) + rng.integers(-8, 4, 3)) if lid == "light" else (
        rng.integers(4, 22, 3))
    return tuple(int(v) for v in bg), ("dark", "white")


def make_crowded_sheet(seed: int, case: str, *, lid: str = "light", dpi: int = 100,
                       max_angle: float = 12.0, max_overlap_mm: float = 5.0,
                       noise: float = 3.0, shadow: bool = True) -> Sheet:
    """An A4 scanner bed crowded with cards as ``case`` says (see the module docstring)."""
    if case not in CASES:
        raise ValueError(f"unknown case {case!r}")
    rng = np.random.default_rng(seed)
    pw, ph = (round(v * dpi) for v in PAPER_IN["A4"])
    cw, ch = (v * dpi for v in CARD_IN)
    mm = dpi / 25.4
    bg, styles = _lid_and_styles(rng, lid, case)
    overlap = max_overlap_mm if case in ("overlap", "mixed") else 0.0
    placed: list[np.ndarray] = []
    layout: list[Layout] = []
    margin = float(rng.uniform(2, 6)) * mm
    for _row in range(3):
        row: list[np.ndarray] = []
        above = list(placed)
        for _col in range(3):
            angle = float(rng.uniform(-max_angle, max_angle))
            t = math.radians(abs(angle))
            half_w = 0.5 * (cw * math.cos(t) + ch * math.sin(t))
            half_h = 0.5 * (cw * math.sin(t) + ch * math.cos(t))
            cx = row[-1].mean(axis=0)[0] + cw if row else margin + half_w
            cy = (max(float(c.mean(axis=0)[1]) for c in above) + ch) if above else (
                margin + half_h)

            def at(x: float, y: float, a: float = angle) -> np.ndarray:
                return card_corners((x, y), a, cw, ch)

            for _ in range(3):  # snug against the left neighbour and the row above
                if row:
                    lo = float(row[-1].mean(axis=0)[0])
                    cx = _push(lambda s, y=cy: at(s, y), row[-1:], lo, lo + 2 * cw)
                if above:
                    lo = cy - ch
                    cy = _push(lambda s, x=cx: at(x, s), above, lo, cy + ch)
            if any(overlaps(at(cx, cy), p) for p in placed + row):
                cx = _push(lambda s, y=cy: at(s, y), placed + row, cx, cx + 3 * cw)
            if overlap and rng.random() < 0.7:  # slide onto a neighbour by 1–5 mm
                if row and (not above or rng.random() < 0.6):
                    cx -= float(rng.uniform(1.0, overlap)) * mm
                elif above:
                    cy -= float(rng.uniform(1.0, overlap)) * mm
            row.append(at(cx, cy))
            layout.append(Layout((cx, cy), angle, styles[int(rng.integers(0, len(styles)))]))
        placed.extend(row)
    inside = [i for i, c in enumerate(placed)
              if c[:, 0].min() >= 1 and c[:, 1].min() >= 1 and c[:, 0].max() <= pw - 1
              and c[:, 1].max() <= ph - 1]
    partial: set[int] = set()
    if case in ("off-edge", "mixed"):
        outside = [i for i in range(len(placed)) if i not in inside]
        # one card partly off the bed: 15–40 % of its width beyond the right or bottom edge
        k = outside[0] if outside else inside.pop()
        c = placed[k]
        if rng.random() < 0.5:
            dx = pw - c[:, 0].max() + float(rng.uniform(0.15, 0.4)) * cw
            shift = np.array([dx, 0.0])
        else:
            dy = ph - c[:, 1].max() + float(rng.uniform(0.15, 0.4)) * cw
            shift = np.array([0.0, dy])
        others = [placed[i] for i in inside]
        moved = c + shift
        if not any(overlaps(moved, o) for o in others):
            placed[k] = moved
            layout[k].centre = tuple(np.array(layout[k].centre) + shift)
            inside.append(k)
            partial.add(k)
    sheet = Image.new("RGB", (pw, ph), bg)
    truth: list[TrueCard] = []
    for i in sorted(inside):
        lay = layout[i]
        face = render_face(rng, round(cw), round(ch), lay.style)
        _place(sheet, face, placed[i], rng, shadow)
        card = TrueCard(placed[i], lay.angle, lay.style, face)
        card.partial = i in partial  # type: ignore[attr-defined]
        truth.append(card)
    image = _finish(sheet, rng, noise=noise, blur=0.6, light=lid == "light", uneven=0.06)
    return Sheet(image, truth, dpi)


def render_back(rng: np.random.Generator, w: int, h: int, style: str) -> Image.Image:
    """An original card back (RGBA, rounded corners): a border, a field with diagonal hatching
    and a round emblem; ``style`` "dark" (dark border) or "white"."""
    border = (40, 34, 30) if style == "dark" else (244, 242, 236)
    field = tuple(int(v) for v in rng.integers(60, 150, 3))
    back = Image.new("RGB", (w, h), border)
    draw = ImageDraw.Draw(back)
    m = int(0.06 * w)
    draw.rectangle((m, m, w - m, h - m), fill=field)
    line = tuple(max(0, v - 35) for v in field)
    for k in range(-h, w, max(4, w // 18)):
        draw.line((m + k, m, m + k + (h - 2 * m), h - m), fill=line, width=max(1, w // 120))
    draw.rectangle((m, m, w - m, h - m), outline=(200, 170, 90), width=max(2, w // 60))
    r = int(0.28 * w)
    cx, cy = w // 2, h // 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(215, 190, 120), outline=(90, 60, 30),
                 width=max(2, w // 80))
    r2 = int(0.6 * r)
    draw.ellipse((cx - r2, cy - r2, cx + r2, cy + r2), fill=field)
    draw.polygon([(cx, cy - r2), (cx + r2 // 2, cy), (cx, cy + r2), (cx - r2 // 2, cy)],
                 fill=(215, 190, 120))
    alpha = Image.new("L", (w, h), 0)
    ImageDraw.Draw(alpha).rounded_rectangle((0, 0, w - 1, h - 1), radius=int(0.045 * w), fill=255)
    back.putalpha(alpha)
    return back


#: Sheets laid out by hand: (lid, [(x mm, y mm, angle °, "back"/"front", border style)]).
#: Centres in mm on an A4 bed; a card whose outline crosses the bed's edge is partial.
HAND_SHEETS: list[tuple[str, list[tuple[float, float, float, str, str]]]] = [
    # nine backs in a tight 3 × 3, rows touching, slight lean
    ("light", [(36, 48, 1.5, "back", "dark"), (100, 47, -2.0, "back", "dark"),
               (164, 49, 0.5, "back", "dark"), (36, 138, -1.0, "back", "dark"),
               (100, 139, 2.5, "back", "dark"), (165, 137, -0.5, "back", "dark"),
               (37, 228, 0.0, "back", "dark"), (101, 229, -3.0, "back", "dark"),
               (166, 228, 1.0, "back", "dark")]),
    # fronts with white borders on a black lid, leaning, corners meeting
    ("dark", [(45, 55, 8.0, "front", "white"), (118, 60, -6.0, "front", "white"),
              (178, 62, 10.0, "front", "dark"), (50, 160, -9.0, "front", "white"),
              (124, 158, 4.0, "front", "dark")]),
    # a mix of backs and fronts, the last one hanging over the bottom of the bed
    ("light", [(40, 50, -4.0, "front", "dark"), (108, 52, 3.0, "back", "white"),
               (172, 54, -2.0, "front", "white"), (44, 148, 6.0, "back", "dark"),
               (120, 150, -7.0, "front", "dark"), (60, 270, 2.0, "front", "dark")]),
    # four fronts overlapping a few millimetres at their corners, strongly tilted
    ("light", [(48, 62, 12.0, "front", "dark"), (122, 58, -11.0, "front", "white"),
               (54, 170, -10.0, "back", "dark"), (128, 168, 9.0, "front", "dark")]),
    # dark cards on a black lid, one off the right edge
    ("dark", [(40, 52, 2.0, "back", "dark"), (104, 50, -1.0, "front", "dark"),
              (190, 150, 5.0, "back", "dark"), (60, 150, -3.0, "front", "dark")]),
]


def hand_sheet(k: int, *, dpi: int = 100, seed: int = 0) -> Sheet:
    """Hand-laid sheet ``k`` of :data:`HAND_SHEETS` (noise, shadows and JPEG added as usual)."""
    lid, cards = HAND_SHEETS[k]
    rng = np.random.default_rng(seed + 7000 + k)
    pw, ph = (round(v * dpi) for v in PAPER_IN["A4"])
    cw, ch = (v * dpi for v in CARD_IN)
    mm = dpi / 25.4
    bg = (226, 227, 230) if lid == "light" else (14, 13, 15)
    sheet = Image.new("RGB", (pw, ph), bg)
    truth: list[TrueCard] = []
    for x, y, angle, kind, style in cards:
        corners = card_corners((x * mm, y * mm), angle, cw, ch)
        draw_face = render_back if kind == "back" else render_face
        face = draw_face(rng, round(cw), round(ch), style)
        _place(sheet, face, corners, rng, True)
        card = TrueCard(corners, angle, style, face)
        card.partial = bool(  # type: ignore[attr-defined]
            corners[:, 0].min() < 0 or corners[:, 1].min() < 0
            or corners[:, 0].max() > pw or corners[:, 1].max() > ph)
        truth.append(card)
    image = _finish(sheet, rng, noise=3.0, blur=0.6, light=lid == "light", uneven=0.06)
    return Sheet(image, truth, dpi)
