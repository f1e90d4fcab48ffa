"""Unreadable input: each case gives its specific error and reason, never a crash."""

from __future__ import annotations

import io
import struct
import zlib
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from l5r_desktop.carddb.scans import (
    ImageTooLargeError,
    NotAnImageError,
    ScanLimits,
    TruncatedImageError,
    UnreadableScanError,
    UnsupportedImageError,
    load_scan,
    scan_file,
)


def _png_claiming(width: int, height: int) -> bytes:
    """A tiny PNG whose header claims ``width`` × ``height`` pixels (a decompression bomb)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    idat = zlib.compress(b"\0" * 64)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def _jpeg(size=(400, 560)) -> bytes:
    rng = np.random.default_rng(1)
    buf = io.BytesIO()
    Image.fromarray(rng.integers(0, 255, (*size[::-1], 3), dtype=np.uint8)).save(buf, "JPEG")
    return buf.getvalue()


def test_text_file_is_not_an_image(tmp_path: Path) -> None:
    path = tmp_path / "notes.jpg"
    path.write_text("these are my card notes\n")
    with pytest.raises(NotAnImageError) as err:
        scan_file(path)
    assert err.value.reason == "not an image"
    assert "notes.jpg" in str(err.value)


def test_empty_file_is_not_an_image(tmp_path: Path) -> None:
    path = tmp_path / "empty.png"
    path.write_bytes(b"")
    with pytest.raises(NotAnImageError, match="empty"):
        scan_file(path)


def test_truncated_jpeg(tmp_path: Path) -> None:
    data = _jpeg()
    path = tmp_path / "cut.jpg"
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(TruncatedImageError) as err:
        scan_file(path)
    assert err.value.reason == "truncated"


def test_truncated_png(tmp_path: Path) -> None:
    buf = io.BytesIO()
    Image.new("RGB", (300, 420), (200, 10, 10)).save(buf, "PNG")
    data = buf.getvalue()
    path = tmp_path / "cut.png"
    path.write_bytes(data[: len(data) - 40])
    with pytest.raises(TruncatedImageError):
        scan_file(path)


def test_decompression_bomb_is_refused_before_decoding(tmp_path: Path) -> None:
    path = tmp_path / "bomb.png"
    path.write_bytes(_png_claiming(19_000, 19_000))  # 361 MP in a file of a few bytes
    assert path.stat().st_size < 200
    with pytest.raises(ImageTooLargeError) as err:
        scan_file(path)
    assert err.value.reason == "too large"
    assert "MP" in err.value.detail or "bomb" in err.value.detail


def test_absurd_side_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "ribbon.png"
    path.write_bytes(_png_claiming(100_000, 40))
    with pytest.raises(ImageTooLargeError, match="side"):
        scan_file(path)


def test_pixel_limit_is_configurable(tmp_path: Path) -> None:
    path = tmp_path / "photo.jpg"
    path.write_bytes(_jpeg())
    with pytest.raises(ImageTooLargeError):
        scan_file(path, limits=ScanLimits(max_pixels=100_000))
    with pytest.raises(ImageTooLargeError, match="MB"):
        scan_file(path, limits=ScanLimits(max_file_bytes=1000))


def test_pdf_is_unsupported_with_advice(tmp_path: Path) -> None:
    path = tmp_path / "scan.pdf"
    path.write_bytes(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n")
    with pytest.raises(UnsupportedImageError, match="PDF"):
        scan_file(path)


def test_heic_photo_is_unsupported(tmp_path: Path) -> None:
    path = tmp_path / "IMG_0001.HEIC"
    path.write_bytes(b"\0\0\0\x18ftypheic\0\0\0\0mif1heic" + b"\0" * 64)
    with pytest.raises(UnsupportedImageError, match="HEIC"):
        scan_file(path)


def test_real_image_in_an_unsupported_format(tmp_path: Path) -> None:
    path = tmp_path / "icon.ico"
    Image.new("RGB", (64, 64), (10, 200, 10)).save(path, "ICO")
    with pytest.raises(UnsupportedImageError, match="ICO"):
        scan_file(path)


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(UnreadableScanError, match="no such file"):
        scan_file(tmp_path / "nope.jpg")
    with pytest.raises(UnreadableScanError, match="not a file"):
        scan_file(tmp_path)


def test_sixteen_bit_grey_scan_is_read(tmp_path: Path) -> None:
    arr = (np.linspace(0, 65535, 300 * 420).reshape(420, 300)).astype(np.uint16)
    path = tmp_path / "grey16.png"
    Image.fromarray(arr).save(path)
    loaded = load_scan(path)
    assert loaded.image.mode == "RGB" and loaded.image.size == (300, 420)
    assert loaded.image.getpixel((150, 419))[0] > 240


def test_jpeg_draft_decodes_reduced_and_reports_the_scale(tmp_path: Path) -> None:
    path = tmp_path / "big.jpg"
    path.write_bytes(_jpeg((2400, 3200)))
    small = load_scan(path, max_long_side=800)
    assert small.image.size == (600, 800)
    assert small.scale == 4
    assert small.full_size == (2400, 3200)


def test_exif_orientation_is_applied(tmp_path: Path) -> None:
    img = Image.new("RGB", (400, 300), (255, 255, 255))
    exif = Image.Exif()
    exif[0x0112] = 6  # "rotate 90° clockwise to view"
    path = tmp_path / "phone.jpg"
    img.save(path, exif=exif)
    loaded = load_scan(path)
    assert loaded.image.size == (300, 400)
    assert loaded.full_size == (300, 400)
