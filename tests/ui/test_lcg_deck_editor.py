"""The LCG deck editor on real widgets: search, add/remove, live legality with explanations,
open/save JSON and text lists, bad files explained without changing the deck."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from l5r_desktop.carddb.library import Library
from l5r_desktop.ui.lcg.deck_editor import LcgDeckEditor
from tests.carddb.lcg_export import _record, write_export


@pytest.fixture
def editor(qtbot, tmp_path: Path):
    records = [
        _record("t-keep", "Stone Keep", type="stronghold", side="province", influence_pool=10,
                cost=None, military=None, political=None, glory=None, honor=11, fate=7),
        _record("t-guard", "Wall Guard"),
        _record("t-blade", "Notched Blade", type="attachment", side="conflict",
                clan="crane", influence_cost=2, military=None, political=None),
    ]
    library = Library.open(tmp_path / "data" / "library.sqlite3", demo=False)
    library.import_files([write_export(tmp_path / "x", records,
                                       {"core": [{"card_id": r["id"], "quantity": 3}
                                                 for r in records]})])
    window = LcgDeckEditor(library, data_dir=tmp_path / "data", decks_dir=tmp_path)
    window._confirm_discard = lambda: True
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    yield window
    window.close()
    library.close()


def _legality(window: LcgDeckEditor) -> list[str]:
    return [window.legality_list.item(i).text() for i in range(window.legality_list.count())]


def test_search_add_remove_and_live_legality(editor, qtbot):
    editor.search_box.setText("wall")
    assert [editor.results.item(i).text() for i in range(editor.results.count())] == [
        "Wall Guard"]
    editor.results.setCurrentRow(0)
    assert "Wall Guard" in editor.preview_text.text()
    editor.add_selected()
    editor.add_card("t-keep")
    assert editor.deck.quantities() == {"t-guard": 1, "t-keep": 1}
    messages = _legality(editor)
    assert "The dynasty deck has 1 cards; it needs 40 to 45." in messages
    assert "A deck needs exactly 5 provinces; this one has 0." in messages
    item = editor.legality_list.item(0)
    assert item.toolTip().startswith("Rules Reference › ")
    for _ in range(3):
        editor.add_card("t-guard")
    assert any("Wall Guard: 4 copies" in m for m in _legality(editor))
    editor.remove_card("t-guard")
    assert not any("copies" in m for m in _legality(editor))
    assert editor.windowTitle().startswith("*")


def test_demo_deck_is_legal_in_the_editor(editor):
    editor._demo_chosen(1)
    assert editor.deck.name == "Lantern Court"
    assert _legality(editor) == ["Legal (Standard (40–45 per deck))."]
    editor.grab().save(str(Path(editor.decks_dir) / "lcg_editor.png"))


def test_save_and_open_json_and_text(editor, tmp_path):
    editor.add_card("t-keep")
    editor.add_card("t-guard", 3)
    editor.add_card("t-blade", 2)
    assert editor.save_deck_file(tmp_path / "deck.json")
    assert json.loads((tmp_path / "deck.json").read_text())["cards"] == {
        "t-blade": 2, "t-guard": 3, "t-keep": 1}
    assert editor.save_deck_file(tmp_path / "deck.txt", as_text=True)
    assert "3x Wall Guard (Core Box)" in (tmp_path / "deck.txt").read_text()
    for name in ("deck.json", "deck.txt"):
        editor.set_deck(type(editor.deck)())
        assert editor.load_deck_file(tmp_path / name)
        assert editor.deck.quantities() == {"t-blade": 2, "t-guard": 3, "t-keep": 1}
        assert editor.deck.secondary_clan == "crane" and not editor.dirty


def test_bad_files_are_explained_and_change_nothing(editor, tmp_path, monkeypatch):
    warnings = []
    monkeypatch.setattr(editor, "_warn", warnings.append)
    editor.add_card("t-guard", 2)
    before = editor.deck.quantities()
    (tmp_path / "typo.txt").write_text("1x Stone Keep\n3x Wall Gaurd\n")
    assert not editor.load_deck_file(tmp_path / "typo.txt")
    assert "line 2: unknown card 'Wall Gaurd' (did you mean: Wall Guard?)" in warnings[-1]
    (tmp_path / "bad.json").write_text('{"cards": {"t-guard": "many"}}')
    assert not editor.load_deck_file(tmp_path / "bad.json")
    assert "is not a count" in warnings[-1]
    assert not editor.load_deck_file(tmp_path / "missing.json")
    assert editor.deck.quantities() == before


def test_main_window_menu_opens_the_lcg_editor(qtbot, main_window):
    main_window.actions_by_name["lcg_deck_editor"].trigger()
    window = main_window._lcg_deck_editor
    assert window is not None and window.isVisible()
    window.dirty = False
    window.close()


def test_closing_with_unsaved_changes_asks(editor):
    editor.add_card("t-guard")
    asked = []
    editor._confirm_discard = lambda: asked.append(True) or False
    editor.close()
    assert asked and editor.isVisible()
    editor._confirm_discard = lambda: True
    editor.close()
    assert not editor.isVisible()
