"""Main-window wiring: deck editor starts a game, card import through the window, drops."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from l5r_desktop.ui.drops import classify_drop

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "carddb"


def test_deck_editor_start_game_plays_that_deck(qtbot, main_window) -> None:
    from l5r_desktop.carddb.decks import demo_deck_lists, resolve_deck

    editor = main_window.open_deck_editor()
    deck = demo_deck_lists()[1]
    resolved = resolve_deck(deck, main_window.library)
    editor.start_game_requested.emit(resolved)
    state = main_window.controller.state
    assert state.turn == 1
    titles = {state.cards[c].definition.title for c in state.cards
              if c.startswith("p1:") and state.cards[c].definition.type.value == "stronghold"}
    assert titles == {resolved.stronghold.title}
    editor.close()


def test_import_cards_through_the_window(qtbot, main_window) -> None:
    before = main_window.library.count()
    dialog = main_window.import_cards([FIXTURES / "oracle_small.json"], show_summary=False)
    with qtbot.waitSignal(dialog.import_finished, timeout=20000) as blocker:
        pass
    summary = blocker.args[0]
    assert summary.imported > 0
    assert main_window.library.count() == before + summary.imported
    assert "Import cards" in main_window.statusBar().currentMessage()


def test_dropping_a_card_file_on_the_window_imports_it(qtbot, main_window) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(FIXTURES / "oracle_small.json"))])
    event = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    main_window.dropEvent(event)
    dialog = main_window._import_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.summary is not None or dialog.error is not None,
                    timeout=20000)
    assert dialog.summary is not None and dialog.summary.imported > 0


def test_classify_drop(tmp_path: Path) -> None:
    scan = tmp_path / "sheet.jpg"
    scan.write_bytes(b"x")
    data = tmp_path / "cards.xml"
    data.write_text("<cards/>")
    pack = tmp_path / "pack" / "images" / "cards"
    pack.mkdir(parents=True)
    scans_dir = tmp_path / "scans"
    scans_dir.mkdir()
    (scans_dir / "a.png").write_bytes(b"x")
    cards, scans = classify_drop([scan, data, tmp_path / "pack", scans_dir])
    assert cards == [data, tmp_path / "pack"]
    assert scans == [scan, scans_dir]


def test_shortcuts_are_shown_in_menus_and_changeable(qtbot, main_window) -> None:
    from PySide6.QtGui import QKeySequence

    from l5r_desktop.persistence.settings import load_settings
    from l5r_desktop.ui.dialogs.settings import SettingsDialog

    undo = main_window.actions_by_name["undo"]
    assert undo.shortcut().toString() == "Ctrl+Z"
    dialog = SettingsDialog(main_window.settings, main_window)
    dialog.editors["pass"].setKeySequence(QKeySequence("Ctrl+Shift+P"))
    dialog.hide_hands.setChecked(False)
    main_window.apply_settings_from(dialog)
    assert main_window.actions_by_name["pass"].shortcut().toString() == "Ctrl+Shift+P"
    assert main_window.screen_widget.hide_hands_at_handoff is False
    saved, problems = load_settings(main_window.paths.settings_file)
    assert problems == []
    assert saved.shortcuts["pass"] == "Ctrl+Shift+P"
    assert saved.hide_hands_at_handoff is False


def test_a_note_on_a_card_shows_on_the_card_and_in_the_preview(qtbot, main_window) -> None:
    from l5r_desktop.games.ccg.actions import Manual

    controller = main_window.controller
    state = controller.state
    player = controller.acting_player()
    card = state.players[player].home[0]
    ok = controller.request(Manual(player, op="note", card=card,
                                   text="does not straighten next turn"))
    assert ok, main_window.statusBar().currentMessage()
    item = main_window.screen_widget.scene.item(card)
    assert item.note == "does not straighten next turn"
    main_window.screen_widget._preview_card(card)
    assert "does not straighten next turn" in main_window.preview.text.text()


def test_corrupt_settings_file_does_not_stop_the_app(qtbot, data_paths) -> None:
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    data_paths.settings_file.write_text("{not json", encoding="utf-8")
    create_application()
    window = MainWindow(data_paths, start_demo=False)
    qtbot.addWidget(window)
    assert window.settings.hide_hands_at_handoff is True
    assert "unreadable" in window.statusBar().currentMessage()
    assert (data_paths.root / "settings.json.bad").exists()
