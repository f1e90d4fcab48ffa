"""Issue 23 on the real windows: a killed process's unsaved deck is offered back at the next
start; the library tells its open windows when it changes (deck editor count and filters after
an import, New game deck choices after a deck is saved); File › Import cards from a folder;
the legality box wraps and lists every problem even with unknown lines; replacing the
Stronghold is said and undoable; screenshots of the legality box at 1366x768."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from l5r_desktop.carddb.decks import DeckEntry, DeckList
from l5r_desktop.games.ccg.model.cards import CardType
from tests.conftest import REPO_ROOT

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "carddb"
SHOTS = Path(os.environ.get("L5R_SHOTS", "/tmp/l5r-shots-unsaved"))

KILLED_SESSION = """
import os, signal, sys
from l5r_desktop.ui.app import create_application
from l5r_desktop.persistence.paths import DataPaths
from l5r_desktop.carddb.library import Library
from l5r_desktop.ui.deck_editor import DeckEditor

create_application()
paths = DataPaths.at(sys.argv[1]).ensure()
library = Library.open(paths.library_file)
editor = DeckEditor(library, recovery_dir=paths.recovery_dir, decks_dir=paths.decks_dir)
editor.show()
editor.name_box.setText("Killed deck")
editor._name_edited("Killed deck")
for card in library.all_cards():
    if card.type.value == "personality":
        editor.add_card(card.id, 2)
        print(card.title, flush=True)
        break
assert editor.write_recovery()
os.kill(os.getpid(), signal.SIGKILL)
"""


def _killed_session(data_dir: Path) -> str:
    env = dict(os.environ, PYTHONPATH=str(REPO_ROOT), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", KILLED_SESSION, str(data_dir)], env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == -9, done.stderr[-800:]
    return done.stdout.strip()


def _window(qtbot, data_paths):
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    create_application()
    window = MainWindow(data_paths, start_demo=False)
    window.saves.ask = lambda *a: "discard"
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_killed_process_leaves_its_unsaved_deck_for_the_next_start(qtbot, data_paths):
    title = _killed_session(data_paths.root)
    copies = list(data_paths.recovery_dir.glob("deck-*.json"))
    assert len(copies) == 1  # the kill left the copy behind

    window = _window(qtbot, data_paths)
    asked: list[str] = []
    window.work.recovery_ask = lambda _p, _t, text: asked.append(text) or "open"
    assert window.work.offer_recovery() == 1
    assert "the deck “Killed deck”" in asked[0]
    editor = window._deck_editor
    assert editor.isVisible() and editor.dirty and editor.deck.name == "Killed deck"
    assert [(e.title, e.count) for e in editor.deck.dynasty] == [(title, 2)]
    assert editor.windowTitle().startswith("*")
    assert not copies[0].exists()  # offered once; this process keeps its own copy now
    assert editor.recovery_file.exists()

    editor.ask = lambda *a: "discard"
    editor.close()
    assert not editor.recovery_file.exists()
    assert window.work.offer_recovery() == 0  # nothing left to offer


def test_not_now_keeps_the_copy_and_only_delete_removes_it(qtbot, data_paths):
    """Dismissing the question must not lose the deck: *Not now* keeps the copy for the next
    start; only *Delete* removes it."""
    _killed_session(data_paths.root)
    window = _window(qtbot, data_paths)
    window.work.recovery_ask = lambda *a: "later"
    assert window.work.offer_recovery() == 0
    assert len(list(data_paths.recovery_dir.glob("deck-*.json"))) == 1
    assert window._deck_editor is None
    asked: list[str] = []
    window.work.recovery_ask = lambda _p, _t, text: asked.append(text) or "delete"
    assert window.work.offer_recovery() == 0
    assert len(asked) == 1  # offered again at the next start
    assert list(data_paths.recovery_dir.glob("deck-*.json")) == []


def test_an_unreadable_recovered_deck_is_set_aside_not_deleted(qtbot, data_paths):
    import json

    _killed_session(data_paths.root)
    copy = next(data_paths.recovery_dir.glob("deck-*.json"))
    data = json.loads(copy.read_text(encoding="utf-8"))
    data["payload"].pop("l5d")
    copy.write_text(json.dumps(data), encoding="utf-8")
    window = _window(qtbot, data_paths)
    told: list[str] = []
    window.saves.inform = lambda _p, title, _text: told.append(title)
    window.work.recovery_ask = lambda *a: "open"
    assert window.work.offer_recovery() == 0
    assert told == ["Cannot recover the deck “Killed deck”"]
    assert not copy.exists() and copy.with_suffix(".damaged").exists()


def _items(combo) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_import_updates_the_open_deck_editor(qtbot, main_window):
    editor = main_window.open_deck_editor()
    panel = editor._search_panel
    editor.run_search()
    before = panel.result_count.text()
    clans_before = _items(panel.clan_box)
    editions_before = _items(panel.edition_box)
    dialog = main_window.import_cards([FIXTURES / "cards.xml"], show_summary=False)
    with qtbot.waitSignal(dialog.import_finished, timeout=20000):
        pass
    library = main_window.library
    assert _items(panel.clan_box)[1:] == library.clans("ccg")
    assert _items(panel.edition_box)[1:] == library.editions("ccg")
    assert (_items(panel.clan_box), _items(panel.edition_box)) != (clans_before,
                                                                   editions_before)
    assert panel.result_count.text() != before  # the card count follows the import
    assert "Tessen Warden" in " ".join(editor.result_titles()) or "more" in (
        panel.result_count.text())


def test_saving_a_deck_refreshes_the_new_game_choices(qtbot, main_window):
    dialog = main_window.make_new_game_dialog()
    qtbot.addWidget(dialog)
    labels = [dialog.deck_boxes[0].itemText(i) for i in range(dialog.deck_boxes[0].count())]
    assert not any("fresh" in label for label in labels)
    editor = main_window.open_deck_editor()
    editor.set_deck(DeckList(name="Fresh deck"))
    assert editor.save_deck_file(main_window.paths.decks_dir / "fresh.l5d")
    labels = [dialog.deck_boxes[0].itemText(i) for i in range(dialog.deck_boxes[0].count())]
    assert any("fresh" in label.casefold() for label in labels)


def test_import_folder_menu(qtbot, main_window, monkeypatch):
    from l5r_desktop.ui import import_cards

    action = main_window.actions_by_name["import_folder"]
    file_menu = main_window.menuBar().actions()[0].menu()
    assert action in file_menu.actions()
    monkeypatch.setattr(import_cards, "ask_import_folder", lambda parent=None: [FIXTURES])
    before = main_window.library.count()
    action.trigger()
    dialog = main_window._import_dialog
    with qtbot.waitSignal(dialog.import_finished, timeout=20000) as blocker:
        pass
    assert blocker.args[0].imported > 0
    assert main_window.library.count() > before


def _strongholds(library) -> list:
    return [c for c in library.all_cards() if c.type == CardType.STRONGHOLD]


def test_replacing_the_stronghold_is_said_and_undoable(qtbot, main_window):
    first, second = _strongholds(main_window.library)[:2]
    editor = main_window.open_deck_editor()
    editor.add_card(first.id)
    editor.add_card(second.id)
    assert editor.deck.stronghold == second.title
    message = editor.statusBar().currentMessage()
    assert f"{first.title} replaced by {second.title}" in message and "Undo" in message
    editor.findChild(type(editor.undo_actions[0]), "deck_undo").trigger()
    assert editor.deck.stronghold == first.title
    assert editor.slot_labels["stronghold"].text() == first.title
    editor.undo_actions[1].trigger()
    assert editor.deck.stronghold == second.title


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_legality_box_wraps_and_lists_every_problem(qtbot, main_window, size):
    library = main_window.library
    keep = _strongholds(library)[0]
    person = next(c for c in library.all_cards() if c.type == CardType.PERSONALITY)
    deck = DeckList(name="Long messages", stronghold=keep.title,
                    dynasty=[DeckEntry(person.title, 5),
                             DeckEntry("A Card Nobody Has Ever Printed In Any Edition", 1)],
                    fate=[DeckEntry("Another Unknown Card With A Very Long Title Indeed", 2)])
    editor = main_window.open_deck_editor()
    editor.resize(*size)
    editor.set_deck(deck)
    qtbot.waitExposed(editor)
    box = editor.legality_list
    messages = box.messages()
    assert any("A Card Nobody Has Ever Printed" in m for m in messages)
    assert any("Another Unknown Card" in m for m in messages)
    # the known part is still checked: too many copies and a too-small deck are listed
    others = [m for m in messages if "unknown cards not counted" in m]
    assert any(f"5 copies of {person.title}" in m for m in others), messages
    assert any("Dynasty deck has" in m for m in others), messages
    qtbot.wait(50)
    viewport = box.viewport().width()
    longest = max(range(box.count()), key=lambda i: len(box.item(i).text()))
    rect = box.visualItemRect(box.item(longest))
    line = box.fontMetrics().height()
    assert rect.width() <= viewport and rect.height() >= 2 * line  # wrapped, not cut off
    assert box.horizontalScrollBar().maximum() == 0
    SHOTS.mkdir(parents=True, exist_ok=True)
    editor.grab().save(str(SHOTS / f"legality-{size[0]}x{size[1]}.png"))
    box.grab().save(str(SHOTS / f"legality-box-{size[0]}x{size[1]}.png"))
    editor.ask = lambda *a: "discard"


@pytest.mark.parametrize(("button", "answer"), [("Open", "open"), ("Not now", "later"),
                                                ("Delete", "delete")])
def test_the_recovery_question_has_open_not_now_and_delete(qtbot, button, answer):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from l5r_desktop.ui.work_windows import recovery_box_ask

    def click() -> None:
        box = next(w for w in QApplication.topLevelWidgets()
                   if isinstance(w, QMessageBox) and w.isVisible())
        texts = [b.text() for b in box.buttons()]
        assert sorted(texts) == ["Delete", "Not now", "Open"]
        next(b for b in box.buttons() if b.text() == button).click()

    QTimer.singleShot(50, click)
    assert recovery_box_ask(None, "Recover the unsaved deck?", "text") == answer
