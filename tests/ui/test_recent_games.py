"""File › Open recent (ui/recent_games.py) on a real QMenu: newest first, no duplicates, an
entry that cannot be opened is forgotten, and settings that cannot be written are said while
the list still changes for this session."""

from __future__ import annotations

from types import SimpleNamespace

from l5r_desktop.persistence.settings import Settings, load_settings
from l5r_desktop.ui.recent_games import RecentGames


def _recent(tmp_path, settings_file=None):
    opened: list[str] = []
    said: list[str] = []
    host = SimpleNamespace(settings=Settings(),
                           paths=SimpleNamespace(settings_file=settings_file
                                                 or tmp_path / "settings.json"))
    return RecentGames(host, opened.append, said.append), host, opened, said


def test_newest_first_without_duplicates_and_saved(qtbot, tmp_path):
    recent, host, opened, said = _recent(tmp_path)
    menu = recent.install(None)
    assert [a.text() for a in menu.actions()] == ["No recent games"]
    a, b = tmp_path / "a.l5rsave", tmp_path / "b.l5rsave"
    recent.remember(a)
    recent.remember(b)
    recent.remember(a)
    assert recent.files() == [str(a.resolve()), str(b.resolve())]
    assert [x.text() for x in menu.actions()] == ["&1 a.l5rsave", "&2 b.l5rsave"]
    loaded, _problems = load_settings(host.paths.settings_file)
    assert loaded.recent_files == recent.files()
    menu.actions()[1].trigger()
    assert opened == [str(b.resolve())] and said == []
    recent.forget(b)
    assert recent.files() == [str(a.resolve())]


def test_settings_that_cannot_be_written_are_said(qtbot, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    recent, _host, _opened, said = _recent(tmp_path, blocker / "settings.json")
    recent.remember(tmp_path / "c.l5rsave")
    assert recent.files() == [str((tmp_path / "c.l5rsave").resolve())]
    assert len(said) == 1 and said[0].startswith("Cannot save settings:")
