"""The deck editor's first list after an import (issue 22): the cards' ability records are
unread until the deferred pass reaches them; the list and the preview show the cards at once
and the records are read on a worker thread, never on the UI thread, then marked."""

from __future__ import annotations

import json
import threading

import pytest

from l5r_desktop.carddb import ccg_coverage, library_abilities
from l5r_desktop.carddb.library import Library
from l5r_desktop.ui.automation_marks import MARK_ROLE
from l5r_desktop.ui.deck_editor import DeckEditor
from l5r_desktop.ui.deck_editor.search_panel import READING_TIP

_RECORDS = [  # invented cards
    {"cardid": 92001, "formattedtitle": "Plum Courier", "title": ["Plum Courier"],
     "type": ["personality"], "clan": ["Crane"], "force": "2", "chi": "2", "cost": "3",
     "text": ["<b>Battle:</b> Draw a card."], "legality": ["Celestial"]},
    {"cardid": 92002, "formattedtitle": "Plum Dancer", "title": ["Plum Dancer"],
     "type": ["personality"], "clan": ["Crane"], "force": "1", "chi": "1", "cost": "2",
     "text": ["Limited: Juggle three plums while humming."], "legality": ["Celestial"]},
]


@pytest.fixture
def unread_library(tmp_path):
    source = tmp_path / "src" / "cards.json"
    source.parent.mkdir()
    source.write_text(json.dumps(_RECORDS), encoding="utf-8")
    lib = Library.open(tmp_path / "data" / "library.sqlite3", demo=False)
    lib.import_files([source], keep_raw=True)  # as import-cards stores them: unread
    assert lib.unread_count() == 2
    yield lib
    lib.close()


def test_the_first_list_reads_the_abilities_off_the_ui_thread(
        qtbot, unread_library, monkeypatch) -> None:
    readers: list[threading.Thread] = []
    read_card = library_abilities.read_card

    def noting(card):
        readers.append(threading.current_thread())
        return read_card(card)

    monkeypatch.setattr(library_abilities, "read_card", noting)
    translate = ccg_coverage.card_abilities

    def translating(card):  # (a card's automation read from its text: the translator)
        readers.append(threading.current_thread())
        return translate(card)

    monkeypatch.setattr(ccg_coverage, "card_abilities", translating)
    gate = threading.Event()  # the worker waits until the list has been looked at
    open_library = Library.open

    def gated_open(*args, **kwargs):
        if threading.current_thread() is not threading.main_thread():
            gate.wait(60)  # (a loaded machine may take more than 10 s to get here)
        return open_library(*args, **kwargs)

    monkeypatch.setattr(Library, "open", gated_open)
    window = DeckEditor(unread_library, profile="celestial")
    qtbot.addWidget(window)
    window.show()
    panel = window.search_panel
    qtbot.keyClicks(window.search_box, "plum")
    items = {panel.results.item(r).text().split("  ·  ")[0]: panel.results.item(r)
             for r in range(panel.results.count())}
    assert set(items) == {"Plum Courier", "Plum Dancer"}
    assert all(i.toolTip() == READING_TIP and i.data(MARK_ROLE) is None
               for i in items.values())
    window.show_preview(items["Plum Courier"].data(0x0100))
    assert "Reading the card" in window.preview_text.text()
    # nothing read nor translated on the UI thread (the worker waits at the gate; were the
    # gate's time out, what it read would be on its own thread, never this one)
    assert threading.main_thread() not in readers
    gate.set()
    qtbot.waitUntil(lambda: items["Plum Courier"].data(MARK_ROLE) == "automated", timeout=20000)
    qtbot.waitUntil(lambda: items["Plum Dancer"].data(MARK_ROLE) == "manual", timeout=20000)
    assert items["Plum Courier"].toolTip().startswith("Automated")
    qtbot.waitUntil(lambda: "Reading the card" not in window.preview_text.text(), timeout=20000)
    assert "Automated" in window.preview_text.text()
    assert readers and threading.main_thread() not in readers
    assert panel.reading.wait(10)


def _reading_only_off_the_ui_thread(monkeypatch) -> tuple[list[threading.Thread],
                                                          threading.Event]:
    """Note every thread that reads a card's records or translates its text; the worker
    waits at the returned gate before opening its library."""
    readers: list[threading.Thread] = []
    read_card, translate = library_abilities.read_card, ccg_coverage.card_abilities

    def noting(card):
        readers.append(threading.current_thread())
        return read_card(card)

    def translating(card):
        readers.append(threading.current_thread())
        return translate(card)

    monkeypatch.setattr(library_abilities, "read_card", noting)
    monkeypatch.setattr(ccg_coverage, "card_abilities", translating)
    gate = threading.Event()
    open_library = Library.open

    def gated_open(*args, **kwargs):
        if threading.current_thread() is not threading.main_thread():
            gate.wait(60)
        return open_library(*args, **kwargs)

    monkeypatch.setattr(Library, "open", gated_open)
    return readers, gate


def test_the_deck_lines_and_the_check_read_the_abilities_off_the_ui_thread(
        qtbot, unread_library, monkeypatch) -> None:
    """Adding cards to the deck reads nothing on the UI thread (it imported the translator
    there, 0.5-0.9 s, after every add on a library just imported): the lines say the cards
    are being read, the legality report says it is checking; both are right once the
    worker has read them."""
    from l5r_desktop.ui.deck_editor.legality_box import CHECKING

    readers, gate = _reading_only_off_the_ui_thread(monkeypatch)
    window = DeckEditor(unread_library, profile="celestial")
    qtbot.addWidget(window)
    window.show()
    window.add_card("oracle:92001", 3)
    window.add_card("oracle:92002")
    lines = {window.dynasty_list.item(r).text(): window.dynasty_list.item(r)
             for r in range(window.dynasty_list.count())}
    assert set(lines) == {"3 × Plum Courier", "1 × Plum Dancer"}
    assert all(i.toolTip() == READING_TIP and i.data(MARK_ROLE) is None
               for i in lines.values())
    report = [window.legality_list.item(r).text() for r in range(window.legality_list.count())]
    assert report == [CHECKING.format(2)]
    assert threading.main_thread() not in readers
    gate.set()
    qtbot.waitUntil(lambda: lines["3 × Plum Courier"].data(MARK_ROLE) == "automated",
                    timeout=20000)
    qtbot.waitUntil(lambda: lines["1 × Plum Dancer"].data(MARK_ROLE) == "manual",
                    timeout=20000)
    assert lines["3 × Plum Courier"].toolTip().startswith("Automated")
    qtbot.waitUntil(lambda: window.legality_list.item(0).text() != CHECKING.format(2),
                    timeout=20000)
    report = [window.legality_list.item(r).text() for r in range(window.legality_list.count())]
    assert report == window.problems and any("Dynasty deck has 4 cards" in p for p in report)
    assert readers and threading.main_thread() not in readers
    assert window.search_panel.reading.wait(10)


def test_a_game_asked_for_plays_the_cards_read(qtbot, unread_library, monkeypatch) -> None:
    """Starting a game does not wait for the worker: the deck it gives holds the cards with
    their ability records (read then, on the UI thread, as a game needs them)."""
    _readers, _gate = _reading_only_off_the_ui_thread(monkeypatch)  # (the worker waits)
    window = DeckEditor(unread_library, profile="celestial")
    qtbot.addWidget(window)
    window.add_card("oracle:92001")
    started = []
    window.start_game_requested.connect(started.append)
    monkeypatch.setattr("l5r_desktop.ui.deck_editor.window.QMessageBox.question",
                        lambda *a, **k: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox
                        .StandardButton.Yes)
    window._warn = lambda message: None  # (no Stronghold: asked first)
    window.deck.stronghold = None
    assert not window.request_start_game()  # (no Stronghold chosen: refused, but resolved)
    courier = window._resolved.dynasty[0] if window._resolved else None
    assert courier is not None and courier.title == "Plum Courier"
    assert courier.abilities  # read for the game, not left unread
    _gate.set()


def test_each_card_is_asked_of_the_worker_once(qtbot, unread_library, monkeypatch) -> None:
    """The deck lines and the legality check wait for the same cards: one request of the
    worker reads them (a card stored as its record is read again by each request)."""
    from l5r_desktop.ui.deck_editor.ability_reading import AbilityReading

    asked: list[str] = []
    request = AbilityReading.request

    def noting(self, card_ids):
        ids = list(card_ids)
        asked.extend(ids)
        return request(self, ids)

    monkeypatch.setattr(AbilityReading, "request", noting)
    window = DeckEditor(unread_library, profile="celestial")
    qtbot.addWidget(window)
    asked.clear()  # (the search panel's first list asks for its own cards)
    window.add_card("oracle:92001", 3)
    window.add_card("oracle:92002")
    assert sorted(asked) == ["oracle:92001", "oracle:92001", "oracle:92002"]  # (per add)
    assert window.search_panel.reading.wait(20)
