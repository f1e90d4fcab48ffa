"""The library's deferred pass in the app (issue 22, ``ui/ability_pass.py``): the abilities
of the cards an import left unread are read on a worker thread with progress and Cancel, and
the main window starts it after it opens a library holding unread cards and after an import.
Our own invented cards only."""

from __future__ import annotations

import json
import threading
from pathlib import Path

from l5r_desktop.carddb import library_abilities
from l5r_desktop.carddb.importers import oracle_json
from l5r_desktop.carddb.library import Library
from l5r_desktop.ui.ability_pass import AbilityPass


def _export(folder: Path, count: int) -> Path:
    records = [{"cardid": 910000 + n, "title": [f"Plum {n}"], "type": ["strategy"],
                "cost": ["1"], "focus": ["1"], "text": [f"Limited: Gain {n % 4 + 1} Honor."]}
               for n in range(count)]
    path = folder / "plums.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    return path


def _imported(tmp_path: Path, count: int) -> tuple[Path, Path]:
    library_file = tmp_path / "data" / "library.sqlite3"
    export = _export(tmp_path, count)
    with Library.open(library_file, demo=False) as lib:
        lib.import_files([export])
        assert lib.unread_count() == count
    return library_file, export


def test_the_pass_reads_every_unread_card_off_the_ui_thread(qtbot, tmp_path,
                                                            monkeypatch) -> None:
    library_file, export = _imported(tmp_path, 250)
    expected = {p.card.id: p.card.abilities for p in oracle_json.parse_file(export).cards}
    threads: set[int] = set()
    read = library_abilities.read_card

    def watching(card):
        threads.add(threading.get_ident())
        return read(card)

    labels: list[str] = []
    shown = AbilityPass._on_progress

    def progress(self, done: int, total: int) -> None:
        shown(self, done, total)
        labels.append(self.label.text())

    monkeypatch.setattr(library_abilities, "read_card", watching)
    monkeypatch.setattr(AbilityPass, "_on_progress", progress)
    reader = AbilityPass(library_file)
    with qtbot.waitSignal(reader.done, timeout=30000) as blocker:
        reader.start()
        assert not reader.widget.isHidden()
    assert blocker.args == [250, False]
    assert threads and threading.get_ident() not in threads
    assert labels == [f"Reading card abilities… {n} of 250" for n in (100, 200, 250)]
    assert not reader.is_running() and reader.widget.isHidden()
    with Library.open(library_file, demo=False) as lib:
        assert lib.unread_count() == 0
        assert {c.id: c.abilities for c in lib.all_cards()} == expected


def test_cancel_stops_after_the_batch_in_hand_and_keeps_it(qtbot, tmp_path,
                                                           monkeypatch) -> None:
    library_file, _export_path = _imported(tmp_path, 250)
    started, release = threading.Event(), threading.Event()
    read = library_abilities.read_card

    def waiting(card):
        started.set()
        release.wait(10)
        return read(card)

    monkeypatch.setattr(library_abilities, "read_card", waiting)
    reader = AbilityPass(library_file)
    with qtbot.waitSignal(reader.done, timeout=30000) as blocker:
        reader.start()
        assert started.wait(10)
        reader.cancel_button.click()  # while the worker reads its first batch
        assert reader.label.text() == "Stopping…"
        release.set()
    assert blocker.args == [library_abilities.PASS_BATCH, True]
    with Library.open(library_file, demo=False) as lib:
        assert lib.unread_count() == 250 - library_abilities.PASS_BATCH


def test_the_window_reads_the_cards_an_import_left_unread(qtbot, data_paths, tmp_path) -> None:
    """A library the command line imported into: the window starts the pass when it opens
    the library; after an import in the window, again."""
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    export = _export(tmp_path, 30)
    with Library.open(data_paths.library_file, demo=False) as lib:
        lib.import_files([export])
    create_application()
    window = MainWindow(data_paths, start_demo=False)
    qtbot.addWidget(window)
    assert window.ability_pass is None
    assert window.library.source_of("oracle:910000") == "oracle"  # opens the library
    assert window.ability_pass is not None
    with qtbot.waitSignal(window.ability_pass.done, timeout=30000) as blocker:
        pass
    assert blocker.args == [30, False]
    assert window.library.unread_count() == 0
    more = tmp_path / "more"
    more.mkdir()
    path = more / "more.json"
    path.write_text(json.dumps([{"cardid": 920001, "title": ["Plum Cart"], "type": ["strategy"],
                                 "text": ["Limited: Gain 2 Honor."]}]), encoding="utf-8")
    with qtbot.waitSignal(window.ability_pass.done, timeout=30000) as blocker:
        window.import_cards([path], show_summary=False)
    assert blocker.args == [1, False]
    window.close()
