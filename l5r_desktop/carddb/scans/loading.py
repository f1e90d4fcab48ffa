"""Open scan files safely: size limits before decoding, specific errors, fast reduced decodes.

Limits are checked on the header, before any pixel is decoded, so a decompression bomb (a tiny
file that claims a gigantic picture) costs nothing. JPEG files are decoded at a reduced scale
with pillow's ``draft()`` (the DCT scaling makes a 1/8 decode about ten times faster than a full
one); other formats are decoded once and reduced with ``Image.reduce``.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

from l5r_desktop.carddb.scans.errors import (
    ImageTooLargeError,
    NotAnImageError,
    ScanError,
    TruncatedImageError,
    UnreadableScanError,
    UnsupportedImageError,
)

#: Raster formats the importer reads (pillow format names).
SUPPORTED_FORMATS = frozenset({"JPEG", "MPO", "PNG", "TIFF", "BMP", "WEBP", "GIF", "PPM", "TGA"})

#: Pixel modes that convert to RGB without losing the picture.
_MODES = frozenset(
    {"1", "L", "LA", "La", "P", "PA", "RGB", "RGBA", "RGBa", "RGBX", "CMYK", "YCbCr", "I;16",
     "I;16B", "I;16L", "I", "F"}
)

#: Magic numbers of common files that are documents or images pillow cannot decode.
_KNOWN_UNSUPPORTED = (
    (b"%PDF", "a PDF document; export the pages as PNG or JPEG first"),
    (b"8BPS", "a Photoshop document; export it as PNG or JPEG first"),
)


@dataclass(frozen=True)
class ScanLimits:
    """What the importer refuses before decoding (defaults fit a 600 dpi A3 scan or a 64 MP photo).

    ``max_pixels`` bounds memory (a decoded RGB image takes 3 bytes per pixel); ``max_side`` bounds
    absurd shapes; ``max_file_bytes`` bounds the file itself.
    """

    max_pixels: int = 80_000_000
    max_side: int = 20_000
    max_file_bytes: int = 300 * 1024 * 1024
    min_side: int = 32


DEFAULT_LIMITS = ScanLimits()


@dataclass
class ScanImage:
    """A decoded scan: ``image`` (RGB) is ``full_size`` divided by ``scale`` (1 = full)."""

    path: Path
    format: str
    full_size: tuple[int, int]
    image: Image.Image
    scale: float


def _sniff(path: Path, head: bytes) -> None:
    for magic, what in _KNOWN_UNSUPPORTED:
        if head.startswith(magic):
            raise UnsupportedImageError(path, what)
    if head[4:8] == b"ftyp" and head[8:12] in (b"heic", b"heix", b"mif1", b"msf1", b"avif"):
        raise UnsupportedImageError(path, "a HEIC/AVIF photo; export it as JPEG first")
    stripped = head.lstrip()
    if stripped.startswith((b"<svg", b"<?xml")) and b"svg" in head:
        raise UnsupportedImageError(path, "an SVG drawing; export it as PNG first")


def open_checked(path: str | Path, limits: ScanLimits = DEFAULT_LIMITS) -> Image.Image:
    """Open ``path`` lazily (header only) after checking every limit; raises a :class:`ScanError`.

    The caller decodes the pixels (``load``/``convert``) inside :func:`decode_guard`.
    """
    p = Path(path)
    try:
        if not p.is_file():
            raise UnreadableScanError(p, "no such file" if not p.exists() else "not a file")
        size = p.stat().st_size
        with p.open("rb") as handle:
            head = handle.read(64)
    except OSError as exc:
        raise UnreadableScanError(p, exc.strerror or str(exc)) from exc
    if size == 0:
        raise NotAnImageError(p, "the file is empty")
    if size > limits.max_file_bytes:
        raise ImageTooLargeError(
            p, f"the file is {size / 2**20:.0f} MB, more than {limits.max_file_bytes // 2**20} MB"
        )
    _sniff(p, head)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            im = Image.open(p)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise ImageTooLargeError(p, f"refused as a decompression bomb ({exc})") from exc
    except UnidentifiedImageError as exc:
        raise NotAnImageError(p, "its content is not in any known image format") from exc
    except (OSError, SyntaxError, ValueError, EOFError) as exc:
        raise TruncatedImageError(p, f"the image header is damaged ({exc})") from exc
    fmt = im.format or "?"
    try:
        _check_header(p, im, fmt, limits)
    except ScanError:
        im.close()
        raise
    return im


def _check_header(p: Path, im: Image.Image, fmt: str, limits: ScanLimits) -> None:
    if fmt not in SUPPORTED_FORMATS:
        raise UnsupportedImageError(p, f"{fmt} images are not supported; use PNG, JPEG or TIFF")
    if im.mode not in _MODES:
        raise UnsupportedImageError(p, f"pixel mode {im.mode} is not supported")
    w, h = im.size
    if w > limits.max_side or h > limits.max_side:
        raise ImageTooLargeError(p, f"{w}×{h} pixels; a side may be at most {limits.max_side}")
    if w * h > limits.max_pixels:
        raise ImageTooLargeError(
            p, f"{w}×{h} pixels ({w * h / 1e6:.0f} MP), more than {limits.max_pixels / 1e6:.0f} MP"
        )
    if w < limits.min_side or h < limits.min_side:
        raise UnsupportedImageError(p, f"{w}×{h} pixels is too small to hold a card")


def _to_rgb(im: Image.Image) -> Image.Image:
    if im.mode in ("I;16", "I;16B", "I;16L", "I", "F"):
        import numpy as np

        arr = np.asarray(im, dtype=np.float32)
        top = float(arr.max()) or 1.0
        scaled = np.clip(arr * (255.0 / (65535.0 if top > 255 else 255.0)), 0, 255)
        return Image.fromarray(scaled.astype(np.uint8), "L").convert("RGB")
    if im.mode in ("RGBA", "LA", "PA", "RGBa", "La") or (
        im.mode == "P" and "transparency" in im.info
    ):
        rgba = im.convert("RGBA")
        white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        return Image.alpha_composite(white, rgba).convert("RGB")
    return im if im.mode == "RGB" else im.convert("RGB")


def _decode(p: Path, im: Image.Image) -> Image.Image:
    """Decode and convert to RGB, mapping pillow's failures to :class:`ScanError` subclasses."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            im.load()
            orientation = im.getexif().get(0x0112, 1) if im.format in _EXIF_FORMATS else 1
            if orientation != 1:
                im = ImageOps.exif_transpose(im)
            rgb = _to_rgb(im)
    except MemoryError as exc:
        raise ImageTooLargeError(p, "not enough memory to decode it") from exc
    except (OSError, SyntaxError, ValueError, EOFError, IndexError, TypeError) as exc:
        raise TruncatedImageError(p, f"the pixel data is cut short or damaged ({exc})") from exc
    return rgb


def load_scan(
    path: str | Path,
    *,
    max_long_side: int | None = None,
    reduce_by: int = 1,
    limits: ScanLimits = DEFAULT_LIMITS,
) -> ScanImage:
    """Decode ``path`` as RGB, optionally at a reduced scale (cheaply for JPEG).

    With ``max_long_side`` the image is reduced by the largest power of two that keeps its long
    side at least ``max_long_side``; otherwise by ``reduce_by`` (a power of two).
    ``ScanImage.scale`` says by how much (full-size coordinates = image coordinates × scale).
    Raises a :class:`~l5r_desktop.carddb.scans.errors.ScanError` subclass for bad input.
    """
    p = Path(path)
    im = open_checked(p, limits)
    try:
        fmt = im.format or "?"
        full = _oriented_size(im)
        factor = max(1, reduce_by)
        if max_long_side:
            factor = 1
            while max(full) / (factor * 2) >= max_long_side:
                factor *= 2
        if factor > 1 and fmt in ("JPEG", "MPO"):
            w, h = im.size
            im.draft("RGB", (max(1, w // factor), max(1, h // factor)))
        rgb = _decode(p, im)
    except BaseException:
        im.close()
        raise
    if rgb is not im:
        im.close()
    got = max(rgb.size) / max(full)
    want = 1 / factor
    if got > want * 1.5:
        rgb = rgb.reduce(max(1, round(got / want)))
    return ScanImage(p, fmt, full, rgb, max(full) / max(rgb.size))


#: Formats whose EXIF orientation is honoured (a phone photo stored sideways is turned upright).
_EXIF_FORMATS = ("JPEG", "MPO", "TIFF", "WEBP")


def _oriented_size(im: Image.Image) -> tuple[int, int]:
    w, h = im.size
    if im.format not in _EXIF_FORMATS:
        return w, h
    try:
        orientation = im.getexif().get(0x0112, 1)
    except Exception:  # a damaged EXIF block only loses the orientation
        orientation = 1
    return (h, w) if orientation in (5, 6, 7, 8) else (w, h)
