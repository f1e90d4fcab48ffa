"""Qt resources: ``resources.qrc`` compiled by pyside6-rcc into ``resources_rc.py``.

The generated module is never edited by hand and is not kept in git. It is (re)built
  * by the build step ``python -m l5r_desktop.ui.resources`` (the packaging script runs it), or
  * automatically by :func:`load_resources` at start when it is missing or older than the
    ``.qrc`` file or any file it lists (a source checkout).
An installed bundle carries the generated module and no ``.qrc``; then it is simply imported.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import re
import sys
from pathlib import Path

log = logging.getLogger(__name__)

PACKAGE_DIR = Path(__file__).resolve().parent
GENERATED = PACKAGE_DIR / "resources_rc.py"
QRC_FILE = PACKAGE_DIR.parent.parent / "resources.qrc"

#: Resource paths used by the UI (prefix ``/l5r`` in resources.qrc).
APP_ICON = ":/l5r/app-icon.svg"
BACK_DYNASTY = ":/l5r/back-dynasty.svg"
BACK_FATE = ":/l5r/back-fate.svg"
TOKEN_DISHONOR = ":/l5r/token-dishonor.svg"
TOKEN_FORCE_PLUS = ":/l5r/token-force-plus.svg"
TOKEN_FORCE_MINUS = ":/l5r/token-force-minus.svg"
TOKEN_GOLD = ":/l5r/token-gold.svg"
TOKEN_FAVOR = ":/l5r/token-favor.svg"


class ResourceError(RuntimeError):
    """The Qt resources could not be compiled or loaded."""


def _listed_files(qrc: Path) -> list[Path]:
    text = qrc.read_text(encoding="utf-8")
    return [qrc.parent / name for name in re.findall(r"<file[^>]*>([^<]+)</file>", text)]


def is_stale(qrc: Path = QRC_FILE, generated: Path = GENERATED) -> bool:
    """True when ``generated`` is missing or older than the .qrc or any file it lists."""
    if not generated.exists():
        return True
    built = generated.stat().st_mtime
    sources = [qrc, *_listed_files(qrc)]
    return any(src.exists() and src.stat().st_mtime > built for src in sources)


def _rcc_command() -> list[str]:
    import shutil  # compiling is rare: kept out of start-up (issue 22)

    import PySide6

    bundled = Path(PySide6.__file__).resolve().parent / "Qt" / "libexec" / "rcc"
    if bundled.exists():
        return [str(bundled), "-g", "python"]
    for candidate in (Path(sys.executable).parent / "pyside6-rcc", shutil.which("pyside6-rcc")):
        if candidate and Path(candidate).exists():
            return [str(candidate)]
    raise ResourceError("pyside6-rcc was not found; reinstall PySide6-Essentials")


def compile_resources(qrc: Path = QRC_FILE, generated: Path = GENERATED) -> Path:
    """Run pyside6-rcc on ``qrc`` and write ``generated``; returns the generated path."""
    if not qrc.exists():
        raise ResourceError(f"{qrc} not found")
    import subprocess

    tmp = generated.with_suffix(".py.tmp")
    cmd = [*_rcc_command(), str(qrc), "-o", str(tmp)]
    result = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        tmp.unlink(missing_ok=True)
        raise ResourceError(f"pyside6-rcc failed: {result.stderr.strip()}")
    tmp.replace(generated)
    log.info("compiled %s -> %s", qrc, generated)
    return generated


def load_resources() -> None:
    """Register the app's Qt resources, compiling them first when stale (source checkout)."""
    if QRC_FILE.exists() and is_stale():
        compile_resources()
    module_name = f"{__package__}.resources_rc"
    if module_name in sys.modules:
        return
    # A frozen bundle (PyInstaller) carries the module in its archive, not as a file.
    if not GENERATED.exists() and importlib.util.find_spec(module_name) is None:
        raise ResourceError(
            "Qt resources are not built: run `python -m l5r_desktop.ui.resources` in a checkout"
        )
    importlib.import_module(module_name)


if __name__ == "__main__":
    print(compile_resources())
