"""``l5r-desktop --self-test``: passes on a working install, reports a broken one in one line."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from l5r_desktop.selftest import SELF_TEST_SEED, run_self_test
from tests.conftest import REPO_ROOT

CHECKS = ("Qt start", "fonts", "Qt resources", "demo content", "sub-commands", "main window",
          "play", "undo and redo", "save and load", "close")


def test_self_test_passes_and_reports_every_check(qapp, data_paths):
    lines: list[str] = []
    assert run_self_test(data_paths, out=lines.append) == 0
    text = "\n".join(lines)
    for check in CHECKS:
        assert f"  ok  {check}:" in text, text
    assert "6 legal actions" in text
    assert "reloaded with the same state, reopened on the table" in text
    assert lines[-1].startswith("self-test passed in ")
    # its scratch folder (library, settings, save, autosaves) is gone afterwards
    assert not (data_paths.root / "self-test").exists()
    assert list(data_paths.saves_dir.iterdir()) == []
    assert list(data_paths.autosave_dir.iterdir()) == []


def test_the_users_files_are_not_touched(qapp, data_paths):
    mine = {
        data_paths.saves_dir / "my game.l5rsave": b"my save",
        data_paths.autosave_dir / "autosave-20260101-000000-1-1.l5rsave": b"my autosave",
        data_paths.settings_file: b'{"player_names": ["Ann", "Bo"]}',
        data_paths.library_file: b"my library",
    }
    for path, content in mine.items():
        path.write_bytes(content)
    assert run_self_test(data_paths, out=lambda line: None) == 0
    for path, content in mine.items():
        assert path.read_bytes() == content
    assert sorted(p.name for p in data_paths.root.iterdir()) == sorted(
        ["autosave", "library.sqlite3", "logs", "saves", "settings.json"])


def test_a_dialog_fails_its_check_instead_of_hanging(qapp, data_paths, monkeypatch):
    from l5r_desktop.ui.save_actions import SaveActions

    monkeypatch.setattr(SaveActions, "is_dirty", lambda self: True)  # closing asks to save
    lines: list[str] = []
    assert run_self_test(data_paths, out=lines.append) == 1
    assert lines[-1].startswith("  FAILED  ")
    assert "a dialog opened, nobody could answer it: 'Unsaved changes'" in lines[-1]


def test_a_reload_that_differs_is_reported_not_raised(qapp, data_paths, monkeypatch):
    from l5r_desktop.persistence import savefile

    real_load = savefile.load_game

    def load_and_tamper(path):
        loaded = real_load(path)
        loaded.game.state.players[0].family_honor += 1
        return loaded

    monkeypatch.setattr(savefile, "load_game", load_and_tamper)
    lines: list[str] = []
    assert run_self_test(data_paths, out=lines.append) == 1
    assert lines[-1].startswith("  FAILED  save and load: the game loaded from ")
    assert "differs from the saved one: state.players[0].family_honor: saved" in lines[-1]


def test_missing_demo_decks_fail_the_demo_check(qapp, data_paths, monkeypatch):
    import l5r_desktop.demo as demo

    monkeypatch.setattr(demo, "demo_decks", lambda: [])
    lines: list[str] = []
    assert run_self_test(data_paths, out=lines.append) == 1
    assert lines[-1] == ("  FAILED  demo content: expected 2 demo decks and demo cards, "
                         f"found 0 decks and {len(demo.demo_cards())} cards")


def test_an_unexpected_error_is_one_line_and_logged(qapp, data_paths, monkeypatch, caplog):
    from l5r_desktop.ui.main_window import MainWindow

    def broken(self, seed=None):
        raise KeyError("boom")

    monkeypatch.setattr(MainWindow, "start_demo_game", broken)
    lines: list[str] = []
    assert run_self_test(data_paths, out=lines.append) == 1
    assert lines[-1].startswith("  FAILED  main window: unexpected KeyError: 'boom' (details in ")
    assert not any("Traceback" in line for line in lines)
    assert "Traceback" in caplog.text  # the details go to the log, not to the screen


def test_the_played_game_is_the_same_every_run(qapp, tmp_path):
    from l5r_desktop.persistence.paths import DataPaths

    runs = []
    for name in ("a", "b"):
        lines: list[str] = []
        assert run_self_test(DataPaths.at(tmp_path / name).ensure(), out=lines.append) == 0
        runs.append(next(line for line in lines if line.startswith("  ok  play:")))
    assert runs[0] == runs[1], f"seed {SELF_TEST_SEED} must give the same actions"


def test_command_line_self_test_exits_0_without_traceback(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "l5r_desktop", "--self-test", "--data-dir", str(tmp_path)],
        cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "(Python install, data folder" in result.stdout
    assert "self-test passed in" in result.stdout
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("platform", ["", "offscreen"])
def test_offscreen_is_the_default_platform(qapp, data_paths, monkeypatch, platform):
    # run_self_test only sets the platform when none was chosen; here Qt already runs
    # offscreen (conftest), so both cases must report it.
    if platform:
        monkeypatch.setenv("QT_QPA_PLATFORM", platform)
    else:
        monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    lines: list[str] = []
    assert run_self_test(data_paths, out=lines.append) == 0
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"
    assert any("platform offscreen" in line for line in lines)


def test_no_font_is_a_failed_check(tmp_path):
    # fontconfig with an empty configuration: Qt finds no font at all (a bare system).
    empty = tmp_path / "fonts.conf"
    empty.write_text('<?xml version="1.0"?>\n<fontconfig></fontconfig>\n', encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "FONTCONFIG_FILE": str(empty)}
    result = subprocess.run(
        [sys.executable, "-m", "l5r_desktop", "--self-test", "--data-dir", str(tmp_path / "d")],
        cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == (
        "  FAILED  fonts: no usable font was found, so text would show as empty boxes: "
        "install a font (Debian: fonts-dejavu-core)")
    assert "Traceback" not in result.stderr
