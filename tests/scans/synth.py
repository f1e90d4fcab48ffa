"""Synthetic scans with known ground truth, for tests and benchmarks.

Card faces are drawn here (original art: bands, circles, a title bar, stat discs), then placed
on an A4 or Letter sheet at a given dpi with random angles and positions, over a light or dark
background, with soft drop shadows, uneven light, dust, blur, noise and JPEG compression. The
geometry (rotation about the card centre, optional perspective) is computed here on its own, not
with the pipeline's code, so the tests compare two independent computations.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter

CARD_IN = (63 / 25.4, 88 / 25.4)  # a standard CCG card, inches
PAPER_IN = {"A4": (8.27, 11.69), "Letter": (8.5, 11.0)}


@dataclass
class TrueCard:
    """Ground truth for one card: corners TL, TR, BR, BL (pixel-corner coordinates), angle."""

    corners: np.ndarray
    angle: float
    style: str
    face: Image.Image | None = None

    @property
    def width(self) -> float:
        return float(np.hypot(*(self.corners[1] - self.corners[0])))

    @property
    def centre(self) -> np.ndarray:
        return self.corners.mean(axis=0)


@dataclass
class Sheet:
    """A synthetic scan: the image, its ground truth, and how it was made."""

    image: Image.Image
    cards: list[TrueCard] = field(default_factory=list)
    dpi: int = 150

    def save(self, path: Path, quality: int | None = 85) -> Path:
        """Write the sheet as JPEG (``quality``) or PNG (``quality=None``)."""
        if quality is None:
            self.image.save(path, "PNG", compress_level=1)
        else:
            self.image.save(path, "JPEG", quality=quality)
        return path

    def jpeg_bytes(self, quality: int = 85) -> bytes:
        buf = io.BytesIO()
        self.image.save(buf, "JPEG", quality=quality)
        return buf.getvalue()


def render_face(rng: np.random.Generator, w: int, h: int, style: str) -> Image.Image:
    """An original card face, RGBA with rounded corners; ``style`` is "dark" or "white" border."""
    if style == "dark":
        border = tuple(int(v) for v in rng.integers(38, 62, 3))
    else:
        base = int(rng.integers(242, 252))
        border = (base, base - int(rng.integers(0, 4)), base - int(rng.integers(3, 10)))
    face = Image.new("RGB", (w, h), border)
    draw = ImageDraw.Draw(face)
    m = int(0.07 * w)
    # art panel: a vertical colour gradient with a few shapes
    top_c = rng.integers(40, 220, 3)
    bot_c = rng.integers(40, 220, 3)
    art_h = int(0.5 * h)
    t = np.linspace(0, 1, art_h)[:, None, None]
    grad = (top_c[None, None, :] * (1 - t) + bot_c[None, None, :] * t).astype(np.uint8)
    art = Image.fromarray(np.repeat(grad, w - 2 * m, axis=1), "RGB")
    adraw = ImageDraw.Draw(art)
    for _ in range(4):
        cx, cy = rng.integers(0, w - 2 * m), rng.integers(0, art_h)
        r = int(rng.integers(w // 20, w // 5))
        fill = tuple(int(v) for v in rng.integers(0, 255, 3))
        adraw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
    face.paste(art, (m, int(0.14 * h)))
    title_fill = (225, 210, 170) if style == "dark" else (60, 40, 30)
    draw.rectangle((m, int(0.05 * h), w - m, int(0.11 * h)), fill=title_fill)
    draw.text((m + 6, int(0.06 * h)), f"Card {int(rng.integers(1, 999))}", fill=border)
    text_c = (200, 195, 180) if style == "dark" else (90, 85, 80)
    for i in range(6):
        y = int(0.68 * h) + i * int(0.04 * h)
        x1 = w - m - int(rng.integers(4, w // 3))
        draw.line((m + 4, y, x1, y), fill=text_c, width=max(1, h // 250))
    r = int(0.06 * w)
    for k in range(2):
        cx = m + r + k * (3 * r)
        fill = tuple(int(v) for v in rng.integers(60, 200, 3))
        draw.ellipse((cx - r, h - m - 2 * r, cx + r, h - m), fill=fill)
    alpha = Image.new("L", (w, h), 0)
    ImageDraw.Draw(alpha).rounded_rectangle((0, 0, w - 1, h - 1), radius=int(0.045 * w), fill=255)
    face.putalpha(alpha)
    return face


def _solve_perspective(out_pts: np.ndarray, in_pts: np.ndarray) -> tuple[float, ...]:
    """Coefficients mapping output points to input points (pillow PERSPECTIVE convention)."""
    a = np.zeros((8, 8))
    b = np.zeros(8)
    for k, ((x, y), (u, v)) in enumerate(zip(out_pts, in_pts, strict=True)):
        a[2 * k] = [x, y, 1, 0, 0, 0, -u * x, -u * y]
        a[2 * k + 1] = [0, 0, 0, x, y, 1, -v * x, -v * y]
        b[2 * k], b[2 * k + 1] = u, v
    return tuple(np.linalg.solve(a, b))


def _place(sheet: Image.Image, face: Image.Image, corners: np.ndarray,
           rng: np.random.Generator, shadow: bool) -> None:
    """Draw ``face`` into the quad ``corners`` of ``sheet``, over its soft drop shadow."""
    x0, y0 = np.floor(corners.min(axis=0)).astype(int) - 2
    x1, y1 = np.ceil(corners.max(axis=0)).astype(int) + 2
    size = (int(x1 - x0), int(y1 - y0))
    fw, fh = face.size
    local = corners - np.array([x0, y0])
    coeffs = _solve_perspective(local, np.array([[0, 0], [fw, 0], [fw, fh], [0, fh]], float))
    warped = face.transform(size, Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BICUBIC)
    if shadow:
        alpha = np.asarray(warped.getchannel("A"), dtype=np.float32) / 255
        off = max(1, int(0.006 * fw))
        dx, dy = int(rng.integers(-off, off + 1)), int(rng.integers(0, off + 1))
        blur = Image.fromarray((alpha * 255).astype(np.uint8)).filter(
            ImageFilter.GaussianBlur(max(1.0, 0.006 * fw)))
        sh = np.asarray(blur, dtype=np.float32) / 255 * float(rng.uniform(0.25, 0.45))
        bx, by = int(x0 + dx), int(y0 + dy)
        box = (bx, by, bx + size[0], by + size[1])
        under = np.asarray(sheet.crop(box), dtype=np.float32)
        sheet.paste(Image.fromarray((under * (1 - sh[:, :, None])).astype(np.uint8)), box[:2])
    sheet.paste(warped, (int(x0), int(y0)), warped)


def _rot(theta_deg: float, pts: np.ndarray) -> np.ndarray:
    """Rotate points counter-clockwise on screen (y down) by ``theta_deg``."""
    t = math.radians(theta_deg)
    c, s = math.cos(t), math.sin(t)
    return np.stack([pts[:, 0] * c + pts[:, 1] * s, -pts[:, 0] * s + pts[:, 1] * c], axis=1)


def _max_angle(cw: float, ch: float, cell_w: float, cell_h: float, limit: float) -> float:
    a = limit
    while a > 0:
        t = math.radians(a)
        bw, bh = cw * math.cos(t) + ch * math.sin(t), cw * math.sin(t) + ch * math.cos(t)
        if bw <= cell_w and bh <= cell_h:
            return a
        a -= 0.5
    return 0.0


def _finish(sheet: Image.Image, rng: np.random.Generator, *, noise: float,
            blur: float, light: bool, uneven: float) -> Image.Image:
    """Uneven light (a linear falloff), sensor noise and blur, with pillow ops (fast at 600 dpi).

    Noise is drawn at half resolution and enlarged (2 × 2 grains), like a scanner's.
    """
    w, h = sheet.size
    out = sheet
    if uneven:
        sw, sh = max(2, w // 16), max(2, h // 16)
        gy = np.linspace(-1, 1, sh, dtype=np.float32)[:, None]
        gx = np.linspace(-1, 1, sw, dtype=np.float32)[None, :]
        ang = rng.uniform(0, 2 * math.pi)
        factor = 1.0 - uneven * (0.5 + 0.5 * (math.cos(ang) * gx + math.sin(ang) * gy))
        small = Image.fromarray(np.clip(factor * 255, 0, 255).astype(np.uint8), "L")
        lightmap = small.resize((w, h), Image.Resampling.BILINEAR).convert("RGB")
        out = ImageChops.multiply(out, lightmap)
    if noise:
        nh, nw = (h + 1) // 2, (w + 1) // 2
        grain = rng.normal(0, noise, size=(nh, nw)).astype(np.float32)
        up = Image.fromarray(np.clip(grain, 0, 127).astype(np.uint8), "L")
        down = Image.fromarray(np.clip(-grain, 0, 127).astype(np.uint8), "L")
        up = up.resize((w, h), Image.Resampling.NEAREST).convert("RGB")
        down = down.resize((w, h), Image.Resampling.NEAREST).convert("RGB")
        out = ImageChops.subtract(ImageChops.add(out, up), down)
    if blur:
        out = out.filter(ImageFilter.GaussianBlur(blur))
    return out


def make_sheet(
    seed: int,
    *,
    n_cards: int = 6,
    dpi: int = 150,
    paper: str = "A4",
    background: str = "light",
    styles: tuple[str, ...] = ("dark", "white"),
    max_angle: float = 15.0,
    card_scale: float = 1.0,
    min_gap_mm: float = 3.0,
    touching: bool = False,
    cols: int | None = None,
    noise: float = 3.0,
    blur: float = 0.6,
    shadow: bool = True,
    uneven: float = 0.08,
    dust: int = 6,
) -> Sheet:
    """A scanner sheet with ``n_cards`` cards on a grid with random tilt and jitter.

    Neighbouring cards keep at least ``min_gap_mm`` between their bounding boxes (0 lets them
    touch); the tilt of each card is limited to what its grid cell leaves room for.
    """
    rng = np.random.default_rng(seed)
    pw, ph = (round(v * dpi) for v in PAPER_IN[paper])
    cw, ch = (v * dpi * card_scale for v in CARD_IN)
    # a light lid is a little greyer than white card stock (at least ~11 levels): a white
    # border on a lid of exactly its own colour has no edge to find
    bg = (np.array([222, 224, 227]) + rng.integers(-8, 4, 3)) if background == "light" else (
        rng.integers(4, 22, 3))
    sheet = Image.new("RGB", (pw, ph), tuple(int(v) for v in bg))
    best = None
    gap = min_gap_mm / 25.4 * dpi
    for n_cols in range(1, 5 if n_cards else 0) if cols is None else [cols]:
        rows = math.ceil(n_cards / n_cols)
        cell_w, cell_h = (pw * 0.98) / n_cols, (ph * 0.98) / rows
        slack = min(cell_w - cw - gap, cell_h - ch - gap)
        if slack >= 0 and (best is None or slack > best[0]):
            best = (slack, n_cols, rows, cell_w, cell_h)
    if best is None and n_cards:
        raise ValueError(f"{n_cards} cards of scale {card_scale} do not fit on {paper}")
    _, cols, rows, cell_w, cell_h = best or (0, 1, 1, pw, ph)
    if touching:  # a tight grid, upright, no gaps at all: the cards touch their neighbours
        cell_w, cell_h = cw, ch
        origin = ((pw - cols * cw) / 2, (ph - rows * ch) / 2)
        max_angle = 0.0
    else:
        origin = (pw * 0.01, ph * 0.01)
    cells = [(r, c) for r in range(rows) for c in range(cols)][:n_cards]
    truth: list[TrueCard] = []
    for r, c in cells:
        room_w, room_h = cell_w - gap, cell_h - gap
        limit = _max_angle(cw, ch, room_w, room_h, max_angle)
        angle = float(rng.uniform(-limit, limit))
        t = math.radians(abs(angle))
        bw, bh = cw * math.cos(t) + ch * math.sin(t), cw * math.sin(t) + ch * math.cos(t)
        sx, sy = max(0.0, room_w - bw) / 2, max(0.0, room_h - bh) / 2
        if touching:
            sx = sy = 0.0
        cx = origin[0] + (c + 0.5) * cell_w + rng.uniform(-sx, sx)
        cy = origin[1] + (r + 0.5) * cell_h + rng.uniform(-sy, sy)
        local = np.array([[-cw, -ch], [cw, -ch], [cw, ch], [-cw, ch]]) / 2
        corners = _rot(angle, local) + np.array([cx, cy])
        style = styles[int(rng.integers(0, len(styles)))]
        face = render_face(rng, round(cw), round(ch), style)
        _place(sheet, face, corners, rng, shadow)
        truth.append(TrueCard(corners, angle, style, face))
    draw = ImageDraw.Draw(sheet)
    for _ in range(dust):  # dust and specks on the glass
        x, y = rng.integers(0, pw), rng.integers(0, ph)
        rad = int(rng.integers(1, max(2, dpi // 100) + 1))
        col = (40, 40, 40) if background == "light" else (200, 200, 200)
        draw.ellipse((x - rad, y - rad, x + rad, y + rad), fill=col)
    image = _finish(sheet, rng, noise=noise, blur=blur, light=background == "light",
                    uneven=uneven)
    return Sheet(image, truth, dpi)


def make_photo(
    seed: int,
    *,
    card_px: int = 700,
    background: str = "light",
    style: str = "dark",
    max_angle: float = 15.0,
    perspective: float = 0.025,
    noise: float = 4.0,
    blur: float = 0.8,
    texture: float = 0.0,
) -> Sheet:
    """A photo of one card on a table: uneven light, slight perspective, noise.

    ``texture`` adds a wood-grain-like pattern of that amplitude (grey levels) to the table.
    """
    rng = np.random.default_rng(seed)
    cw = card_px
    ch = round(card_px * CARD_IN[1] / CARD_IN[0])
    w, h = int(cw * rng.uniform(1.5, 1.8)), int(ch * rng.uniform(1.35, 1.5))
    bg = (np.array([200, 190, 170]) + rng.integers(-20, 20, 3)) if background == "light" else (
        np.array([16, 14, 13]) + rng.integers(-6, 6, 3))
    sheet = Image.new("RGB", (w, h), tuple(int(v) for v in bg))
    if texture:
        grain = rng.normal(0, 1, (max(2, h // 8), max(2, w // 64))).astype(np.float32)
        grain_img = Image.fromarray(np.clip(grain * 40 + 128, 0, 255).astype(np.uint8), "L")
        grain_img = grain_img.resize((w, h), Image.Resampling.BICUBIC).filter(
            ImageFilter.GaussianBlur(3))
        wood = (np.asarray(grain_img, dtype=np.float32) - 128) / 40 * texture
        table = np.asarray(sheet, dtype=np.float32) + wood[:, :, None]
        sheet = Image.fromarray(np.clip(table, 0, 255).astype(np.uint8), "RGB")
    angle = float(rng.uniform(-max_angle, max_angle))
    local = np.array([[-cw / 2, -ch / 2], [cw / 2, -ch / 2], [cw / 2, ch / 2], [-cw / 2, ch / 2]])
    corners = _rot(angle, local) + np.array([w / 2, h / 2]) + rng.uniform(-1, 1, 2) * 0.04 * w
    corners = corners + rng.uniform(-perspective, perspective, (4, 2)) * cw
    face = render_face(rng, cw, ch, style)
    _place(sheet, face, corners, rng, True)
    image = _finish(sheet, rng, noise=noise, blur=blur, light=True, uneven=0.15)
    edges = [corners[1] - corners[0], corners[2] - corners[3], corners[3] - corners[0],
             corners[2] - corners[1]]
    angles = [math.atan2(-e[1], e[0]) for e in edges[:2]]
    angles += [math.atan2(e[0], e[1]) for e in edges[2:]]
    true_angle = math.degrees(sum(angles) / 4)
    return Sheet(image, [TrueCard(corners, true_angle, style, face)], 0)


@dataclass
class Match:
    """How one detected crop compares with its true card."""

    truth: TrueCard
    corners: np.ndarray
    angle: float
    crop: object = None

    @property
    def angle_error(self) -> float:
        d = (self.angle - self.truth.angle + 180) % 360 - 180
        return abs(d)

    @property
    def corner_error(self) -> float:
        """Largest corner distance as a fraction of the true card width."""
        return float(np.max(np.hypot(*(self.corners - self.truth.corners).T)) / self.truth.width)


def match_crops(crops, truth: list[TrueCard]) -> tuple[list[Match], list, list[TrueCard]]:
    """Pair crops with true cards by nearest centre: (matches, invented crops, missed cards)."""
    left = list(truth)
    matches: list[Match] = []
    invented = []
    for crop in crops:
        corners = np.array(crop.corners, dtype=float)
        centre = corners.mean(axis=0)
        if not left:
            invented.append(crop)
            continue
        dists = [float(np.hypot(*(t.centre - centre))) for t in left]
        k = int(np.argmin(dists))
        if dists[k] > 0.25 * left[k].width:
            invented.append(crop)
            continue
        matches.append(Match(left.pop(k), corners, crop.angle, crop))
    return matches, invented, left
