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
