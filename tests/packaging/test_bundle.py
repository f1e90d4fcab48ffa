"""The PyInstaller bundle, built for real by packaging/build.sh (slow: about a minute or more).

Run with: QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q -m slow tests/packaging
The bundle is built into a temporary dist folder (the build venv build/venv-pack is reused).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tarfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from l5r_desktop import __version__
from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.slow

APP = "l5r-desktop"
APP_ID = "org.l5rtable.L5RTable"


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    """A minimal environment: no Python of ours on PATH, no PYTHON* variables, a fresh HOME."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8"}
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Iterator[tuple[Path, str]]:
    dist = tmp_path_factory.mktemp("dist")
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env["L5R_PACK_DIST"] = str(dist)
    result = subprocess.run(["bash", "packaging/build.sh"], cwd=REPO_ROOT, env=env,
                            capture_output=True, text=True, timeout=1200, check=False)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-4000:]
    yield dist, output
    shutil.rmtree(dist, ignore_errors=True)  # about 300 MB


@pytest.fixture(scope="module")
def unpacked(built, tmp_path_factory) -> Iterator[Path]:
    """The .tar.gz unpacked somewhere else: what a user gets."""
    dist, _ = built
    tarballs = list(dist.glob(f"{APP}-{__version__}-linux-*.tar.gz"))
    assert len(tarballs) == 1, list(dist.iterdir())
    target = tmp_path_factory.mktemp("user") / "Apps"
    with tarfile.open(tarballs[0]) as archive:
        archive.extractall(target, filter="tar")
    yield target / APP
    shutil.rmtree(target, ignore_errors=True)


def test_build_script_ran_the_bundles_self_test(built):
    _, output = built
    assert "self-test (bundle, data folder" in output
    assert "self-test passed in" in output


def test_unpacked_bundle_passes_its_self_test_without_any_python(unpacked, tmp_path):
    result = subprocess.run(
        [str(unpacked / APP), "--self-test", "--data-dir", str(tmp_path / "data")],
        env=clean_env(tmp_path, QT_QPA_PLATFORM="offscreen"), capture_output=True, text=True,
        timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"{APP} {__version__} self-test (bundle," in result.stdout
    assert "reloaded with the same state, reopened on the table" in result.stdout
    assert "  ok  close:" in result.stdout
    assert "Traceback" not in result.stderr


def test_bundle_uses_the_default_data_folder_under_home(unpacked, tmp_path):
    result = subprocess.run([str(unpacked / APP), "paths"], env=clean_env(tmp_path),
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert str(tmp_path / ".local" / "share" / APP) in result.stdout


def test_bundle_has_every_sub_command_and_the_version(unpacked, tmp_path):
    from l5r_desktop.commands import discover

    result = subprocess.run([str(unpacked / APP), "--help"], env=clean_env(tmp_path),
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    for name in discover():
        assert f"    {name} " in result.stdout, f"sub-command {name} missing from the bundle"
    version = subprocess.run([str(unpacked / APP), "--version"], env=clean_env(tmp_path),
                             capture_output=True, text=True, timeout=60, check=False)
    assert version.stdout.strip() == f"{APP} {__version__}"


def test_bundle_carries_desktop_files_and_icons(unpacked):
    assert (unpacked / "share" / "applications" / f"{APP_ID}.desktop").is_file()
    assert (unpacked / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert (unpacked / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                / f"{APP_ID}.png").is_file()
    assert os.access(unpacked / "install-desktop-entry.sh", os.X_OK)
    assert (unpacked / "README.txt").is_file()


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run not installed")
def test_bundle_opens_a_real_x11_window(unpacked, tmp_path):
    # The GUI on the xcb platform (real X server), quitting after its first painted frame.
    env = clean_env(tmp_path, QT_QPA_PLATFORM="xcb", L5R_DESKTOP_EXIT_AFTER_MS="0")
    result = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", str(unpacked / APP),
         "--data-dir", str(tmp_path / "data")],
        env=env, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    log = (tmp_path / "data" / "logs" / "l5r-desktop.log").read_text(encoding="utf-8")
    assert "main window shown" in log
