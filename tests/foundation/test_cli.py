"""The command line: version, help, --data-dir placement, and layering (no Qt in the core)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from l5r_desktop import __version__
from l5r_desktop.cli import build_parser, main

REPO_ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, env: dict[str, str] | None = None, timeout: float = 60):
    return subprocess.run(
        [sys.executable, "-m", "l5r_desktop", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=REPO_ROOT,
    )


def test_version_prints_version() -> None:
    result = _run("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"l5r-desktop {__version__}"


def test_help_lists_subcommands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert "--data-dir" in out
    assert "--version" in out


def test_data_dir_accepted_before_and_after_subcommand(tmp_path: Path) -> None:
    parser = build_parser()
    before = parser.parse_args(["--data-dir", str(tmp_path / "a"), "paths"])
    after = parser.parse_args(["paths", "--data-dir", str(tmp_path / "b")])
    neither = parser.parse_args(["paths"])
    assert before.data_dir == str(tmp_path / "a")
    assert after.data_dir == str(tmp_path / "b")
    assert neither.data_dir is None


def test_paths_subcommand_reports_the_data_dir(tmp_path: Path) -> None:
    result = _run("paths", "--json", "--data-dir", str(tmp_path / "d"))
    assert result.returncode == 0, result.stderr
    table = json.loads(result.stdout)
    assert table["data_dir"] == str((tmp_path / "d").resolve())
    assert table["library"].startswith(table["data_dir"])
    assert (tmp_path / "d" / "logs").is_dir()


@pytest.mark.parametrize(
    "module", ["l5r_desktop.games.ccg", "l5r_desktop.carddb", "l5r_desktop.persistence"]
)
def test_core_packages_load_no_qt(module: str) -> None:
    """The engine, card library and persistence never import Qt (ARCHITECTURE layering)."""
    code = (
        "import importlib, pkgutil, sys\n"
        f"pkg = importlib.import_module({module!r})\n"
        "for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "    importlib.import_module(info.name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=REPO_ROOT
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"{module} loaded Qt modules: {result.stdout}"


def test_data_dir_is_honoured_by_the_gui(tmp_path: Path) -> None:
    """With --data-dir, the app writes its logs there and nothing under the user's home."""
    home = tmp_path / "home"
    home.mkdir()
    data = tmp_path / "data"
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / ".local/share"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_STATE_HOME": str(home / ".local/state"),
        "QT_QPA_PLATFORM": "offscreen",
        "L5R_DESKTOP_EXIT_AFTER_MS": "50",
    }
    result = _run("--data-dir", str(data), env=env)
    assert result.returncode == 0, result.stderr
    assert (data / "logs" / "l5r-desktop.log").is_file()
    log_text = (data / "logs" / "l5r-desktop.log").read_text(encoding="utf-8")
    assert "main window shown" in log_text
    # the window is painted first, then filled with the demo game (issue 22)
    stamps = dict(line.split()[:2] for line in result.stdout.splitlines()
                  if line.startswith(("first-frame ", "filled ")))
    assert float(stamps["first-frame"]) <= float(stamps["filled"])
    ours = [p for p in home.rglob("*") if "l5r" in p.name.lower()]
    assert ours == [], f"files written outside --data-dir: {ours}"


def test_unusable_data_dir_gives_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    result = _run("--data-dir", str(blocker / "sub"), "--version")
    # --version exits before the data dir is touched
    assert result.returncode == 0
    result = _run("--data-dir", str(blocker / "sub"), env={**os.environ, "QT_QPA_PLATFORM":
                                                          "offscreen"})
    assert result.returncode == 2
    assert "cannot use data folder" in result.stderr
    assert "Traceback" not in result.stderr


def test_json_safe_version_module() -> None:
    # the version is a plain string usable in about boxes and saves
    assert json.loads(json.dumps(__version__)) == __version__


@pytest.mark.parametrize("argv, named", [
    (["import-cards", "x.json"], "import-cards"),
    (["--data-dir", "paths", "deck", "--json"], "deck"),
    (["-v", "--game", "lcg", "paths"], "paths"),
    (["--data-dir=d", "paths"], "paths"),
    ([], None), (["--version"], None), (["-h", "paths"], None), (["--", "paths"], None),
])
def test_the_command_the_arguments_name(argv: list[str], named: str | None) -> None:
    from l5r_desktop.cli import command_named

    assert command_named(argv) == named


@pytest.mark.parametrize("argv", [
    ["paths", "--json"], ["--data-dir", "d", "import-cards", "a.json", "b", "--json"],
    ["-v", "cards", "coverage", "--data-dir", "e"], ["--game", "lcg"],
])
def test_a_parser_with_the_named_command_only_reads_as_the_full_one(argv: list[str]) -> None:
    from l5r_desktop.cli import command_named

    full = vars(build_parser().parse_args(argv))
    narrow = vars(build_parser(command_named(argv)).parse_args(argv))
    assert narrow == full


def test_a_command_imports_no_other_command_module(tmp_path: Path) -> None:
    """Issue 22: ``import-cards`` pays for its own module, not for every command's: nor for
    listing the package (``pkgutil``), nor for argparse's ``shutil`` (with the compressors)
    asked for the terminal's width."""
    code = ("import sys; from l5r_desktop.cli import main; "
            f"main(['--data-dir', {str(tmp_path)!r}, 'paths', '--json']); "
            "print(sorted(m for m in sys.modules if m.startswith('l5r_desktop.commands.')), "
            "[m for m in ('pkgutil', 'shutil', 'bz2', 'lzma') if m in sys.modules])")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60, cwd=REPO_ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "['l5r_desktop.commands.paths'] []"


@pytest.mark.parametrize("columns", ["60", "", "abc", "0"])
def test_the_help_is_as_wide_as_shutil_says(columns: str, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """The formatter's width is ``shutil.get_terminal_size``'s (``COLUMNS``, else the
    terminal's, else 80), less argparse's two."""
    import shutil

    from l5r_desktop.cli import terminal_columns

    monkeypatch.setenv("COLUMNS", columns)
    assert terminal_columns() == shutil.get_terminal_size().columns
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--help"])
    lines = capsys.readouterr().out.splitlines()
    width = shutil.get_terminal_size().columns - 2
    assert max(map(len, lines)) <= width
    assert max(map(len, lines)) > width - 15  # (the description fills the lines)


def test_the_program_leaves_its_objects_to_the_exit(tmp_path: Path) -> None:
    """Issue 22: run as the program, a command's objects are frozen as the process ends (the
    exit's collections would walk them all); called by a caller, ``main`` freezes nothing."""
    import gc

    code = ("import gc, sys; from l5r_desktop.cli import main; "
            f"sys.argv = ['l5r-desktop', '--data-dir', {str(tmp_path / 'a')!r}, 'paths']; "
            "before = gc.get_freeze_count(); main(); print(before, gc.get_freeze_count() > 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60, cwd=REPO_ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "0 True"
    before = gc.get_freeze_count()
    assert main(["--data-dir", str(tmp_path / "b"), "paths"]) == 0
    assert gc.get_freeze_count() == before
