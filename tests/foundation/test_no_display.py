"""Without a display the table says plainly what it needs instead of Qt's abort (issue 14)."""

from __future__ import annotations

import os
import subprocess
import sys

from l5r_desktop.ui.app import display_problem
from tests.conftest import REPO_ROOT


def test_no_display_variables_is_a_problem_on_linux() -> None:
    message = display_problem({}, "linux")
    assert message is not None
    assert "desktop session" in message
    assert "--self-test" in message and "xvfb-run" in message


def test_a_display_or_an_explicit_platform_is_fine() -> None:
    assert display_problem({"DISPLAY": ":0"}, "linux") is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "xcb"}, "linux") is not None
    assert display_problem({}, "win32") is None
    assert display_problem({}, "darwin") is None


def test_the_command_without_a_display_explains_and_exits_2(tmp_path) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(REPO_ROOT)
    done = subprocess.run([sys.executable, "-m", "l5r_desktop", "--data-dir", str(tmp_path)],
                          env=env, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2, done.stderr
    assert "needs a graphical desktop session" in done.stderr
    assert "l5r-desktop --self-test" in done.stderr and "xvfb-run -a l5r-desktop" in done.stderr
    assert "could not connect to display" not in done.stderr
    assert "Traceback" not in done.stderr
    assert "no display" in (tmp_path / "logs" / "l5r-desktop.log").read_text(encoding="utf-8")
