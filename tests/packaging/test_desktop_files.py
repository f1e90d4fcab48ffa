"""The Linux desktop entry, AppStream metainfo, icons and the per-user menu installer."""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from defusedxml import ElementTree

from tests.conftest import REPO_ROOT

PACKAGING = REPO_ROOT / "packaging"
APP_ID = "org.l5rtable.L5RTable"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
INSTALLER = PACKAGING / "linux" / "install-desktop-entry.sh"


def _load_render_icons():
    # packaging/ is a folder of scripts, not a package (and "packaging" is a PyPI name).
    spec = importlib.util.spec_from_file_location("render_icons", PACKAGING / "render_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


render_icons = _load_render_icons()


def desktop_entry(path: Path = DESKTOP) -> dict[str, str]:
    parser = configparser.RawConfigParser(strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_desktop_entry_launches_the_app_with_its_icon():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "L5R Table"
    assert entry["Exec"] == "l5r-desktop"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]
    assert entry["StartupWMClass"] == "l5r-desktop"  # QApplication's applicationName


def test_metainfo_names_the_desktop_entry_icon_and_version():
    from l5r_desktop import __version__

    root = ElementTree.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert root.findtext("icon") == APP_ID
    assert root.findtext("provides/binary") == "l5r-desktop"
    assert root.find("releases/release").get("version") == __version__
    assert root.findtext("project_license") == "MIT"


def test_build_script_and_spec_use_the_same_app_id():
    assert f"APP_ID={APP_ID}" in (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert f'APP_ID = "{APP_ID}"' in (PACKAGING / "l5r-desktop.spec").read_text(encoding="utf-8")
    assert f"app_id={APP_ID}" in INSTALLER.read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate not installed (Debian: desktop-file-utils)")
def test_desktop_entry_is_valid_for_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli not installed (Debian: appstream)")
def test_metainfo_is_valid_for_appstreamcli():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_icons_render_in_every_size(qapp, tmp_path):
    from PySide6.QtGui import QImage

    written = render_icons.render_all(REPO_ROOT / "assets" / "app-icon.svg", tmp_path, APP_ID)
    assert [p.parent.parent.name for p in written] == [f"{n}x{n}" for n in render_icons.SIZES]
    for path, size in zip(written, render_icons.SIZES, strict=True):
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(0, 0).alpha() == 0  # rounded corner stays transparent
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
    assert (tmp_path / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").exists()


def test_a_bad_svg_is_one_line_and_exit_1(tmp_path, capsys):
    bad = tmp_path / "bad.svg"
    bad.write_text("<svg", encoding="utf-8")
    assert render_icons.main([str(tmp_path / "out"), "--svg", str(bad)]) == 1
    assert capsys.readouterr().err == "render_icons: the SVG is not valid\n"
    assert render_icons.main([str(tmp_path / "out"), "--svg", str(tmp_path / "none.svg")]) == 1
    assert "cannot read" in capsys.readouterr().err


def fake_bundle(folder: Path) -> Path:
    """A folder laid out like dist/l5r-desktop/ (desktop files, icons, an executable)."""
    (folder / "share" / "applications").mkdir(parents=True)
    (folder / "share" / "metainfo").mkdir(parents=True)
    shutil.copy(DESKTOP, folder / "share" / "applications")
    shutil.copy(METAINFO, folder / "share" / "metainfo")
    for size in ("16x16", "512x512", "scalable"):
        icon_dir = folder / "share" / "icons" / "hicolor" / size / "apps"
        icon_dir.mkdir(parents=True)
        (icon_dir / f"{APP_ID}.{'svg' if size == 'scalable' else 'png'}").write_bytes(b"x")
    exe = folder / "l5r-desktop"
    exe.write_text("#!/bin/sh\n", encoding="utf-8")
    exe.chmod(0o755)
    shutil.copy(INSTALLER, folder)
    return folder


def run_installer(bundle: Path, home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "XDG_DATA_HOME": str(home)}
    return subprocess.run(["bash", str(bundle / INSTALLER.name), *args], env=env,
                          capture_output=True, text=True, check=False)


def test_installer_adds_and_removes_the_menu_entry(tmp_path):
    bundle = fake_bundle(tmp_path / "My Apps" / "l5r-desktop")
    home = tmp_path / "share"
    result = run_installer(bundle, home)
    assert result.returncode == 0, result.stderr
    installed = home / "applications" / f"{APP_ID}.desktop"
    entry = desktop_entry(installed)
    assert entry["Exec"] == f'"{bundle}/l5r-desktop"'  # absolute, quoted (space in path)
    assert entry["Icon"] == APP_ID
    assert (home / "metainfo" / f"{APP_ID}.metainfo.xml").exists()
    for size, ext in (("16x16", "png"), ("512x512", "png"), ("scalable", "svg")):
        assert (home / "icons" / "hicolor" / size / "apps" / f"{APP_ID}.{ext}").exists()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(installed)], capture_output=True,
                               text=True, check=False)
        assert check.returncode == 0, check.stdout

    result = run_installer(bundle, home, "--uninstall")
    assert result.returncode == 0, result.stderr
    assert not installed.exists()
    assert not list((home / "icons").rglob(f"{APP_ID}.*"))


def test_installer_refuses_a_folder_without_the_app(tmp_path):
    bundle = fake_bundle(tmp_path / "b")
    (bundle / "l5r-desktop").unlink()
    result = run_installer(bundle, tmp_path / "share")
    assert result.returncode == 1
    assert "l5r-desktop not found" in result.stderr
    assert not (tmp_path / "share" / "applications" / f"{APP_ID}.desktop").exists()
