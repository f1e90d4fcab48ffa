"""Render the app icon (``assets/app-icon.svg``) to PNGs in the usual sizes, with Qt's SVG renderer.

A build step of ``packaging/build.sh`` (run with the build venv's Python)::

    python packaging/render_icons.py OUT_DIR [--svg assets/app-icon.svg] [--name l5r-desktop]

writes ``OUT_DIR/hicolor/<N>x<N>/apps/<name>.png`` for every size in :data:`SIZES` and copies the
SVG to ``OUT_DIR/hicolor/scalable/apps/<name>.svg`` (the freedesktop icon theme layout, ready to
be copied under ``~/.local/share/icons``). Exits 1 with one line on stderr when the SVG cannot
be read or renders empty.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

#: Icon sizes (pixels, square) expected by desktop environments and AppStream.
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SVG = REPO_ROOT / "assets" / "app-icon.svg"
DEFAULT_NAME = "l5r-desktop"


class IconError(RuntimeError):
    """The icon could not be rendered."""


def render_png(svg_data: bytes, size: int):  # -> QImage
    """The SVG rendered into a transparent ``size`` x ``size`` image, aspect ratio kept."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(svg_data)
    if not renderer.isValid():
        raise IconError("the SVG is not valid")
    box = renderer.viewBoxF()
    if box.isEmpty():
        box = QRectF(0, 0, renderer.defaultSize().width(), renderer.defaultSize().height())
    scale = size / max(box.width(), box.height())
    width, height = box.width() * scale, box.height() * scale
    target = QRectF((size - width) / 2, (size - height) / 2, width, height)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, target)
    painter.end()
    return image


def opaque_pixels(image) -> int:  # image: QImage
    """How many pixels of ``image`` are not fully transparent."""
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            if image.pixelColor(x, y).alpha() > 0:
                count += 1
    return count


def render_all(svg: Path, out_dir: Path, name: str = DEFAULT_NAME,
               sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Render every size of ``svg`` under ``out_dir`` (icon theme layout); returns the PNGs."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    try:
        data = svg.read_bytes()
    except OSError as exc:
        raise IconError(f"cannot read {svg}: {exc.strerror or exc}") from exc
    written = []
    for size in sizes:
        image = render_png(data, size)
        if size <= 64 and opaque_pixels(image) < size * size // 4:
            raise IconError(f"{svg.name} renders almost empty at {size}x{size}")
        target = out_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{name}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            raise IconError(f"cannot write {target}")
        written.append(target)
    scalable = out_dir / "hicolor" / "scalable" / "apps" / f"{name}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the app icon to PNGs.")
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--svg", type=Path, default=DEFAULT_SVG)
    parser.add_argument("--name", default=DEFAULT_NAME)
    args = parser.parse_args(argv)
    try:
        written = render_all(args.svg, args.out_dir, args.name)
    except IconError as exc:
        print(f"render_icons: {exc}", file=sys.stderr)
        return 1
    print(f"rendered {len(written)} PNG icons ({SIZES[0]}..{SIZES[-1]} px) into {args.out_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
