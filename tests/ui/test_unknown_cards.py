"""The unknown-cards dialog on real widgets (issue 16): a deck file naming cards the library
does not know keeps its other lines; the user accepts the closest title, types any card, or
leaves the line out, in the deck editor and when starting a New game from deck files."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from l5r_desktop.carddb import deck_resolution as dr
from l5r_desktop.carddb.decks import demo_deck_lists, parse_deck, write_l5d
from l5r_desktop.carddb.library import Library
from l5r_desktop.ui.deck_editor import DeckEditor
from l5r_desktop.ui.dialogs import unknown_cards
from l5r_desktop.ui.dialogs.unknown_cards import LEAVE_OUT, UnknownCardsDialog

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "carddb"
TYPO_DECK = ("# Stronghold\n1 Keep of Grey Stone\n# Dynasty\n3 Tesen Warden\n"
             "2 Quiet Rice Fields\n1 Nothing Like It At All\n# Fate\n2 Lacquered Tetsubo\n")


@pytest.fixture
def library(tmp_path):
    lib = Library.open(tmp_path / "data" / "library.sqlite3", demo=False)
    lib.import_files([FIXTURES / "cards.xml", FIXTURES / "pack"])
    yield lib
    lib.close()


@pytest.fixture
def warnings(monkeypatch):
    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: seen.append(a[2]))
    return seen


def _answer(monkeypatch, answer):
    """Make the dialog's exec() call ``answer(dialog)`` (which sets the boxes and returns
    accept/reject) instead of blocking; returns the list of dialogs shown."""
    shown: list[UnknownCardsDialog] = []

    def fake_exec(self):
        shown.append(self)
        self.show()
        return answer(self)

    monkeypatch.setattr(UnknownCardsDialog, "exec", fake_exec)
    return shown


def _accept(dialog: UnknownCardsDialog) -> int:
    dialog.accept()
    return dialog.result()



def test_only_a_near_spelling_is_preselected(qtbot, library):
    """A one-letter typo gets its closest title chosen; a farther title (another card) or the
    same name at another experience level is offered, but the line stays out until the user
    picks it (OK must not swap in different cards silently)."""
    deck = parse_deck("# Stronghold\n1 Keep of Grey Stone\n# Dynasty\n3 Tesen Warden\n"
                      "2 Quiet Rice Paddies\n1 Tessen Warden - exp3\n")
    resolution = dr.resolve_partial(deck, library)
    assert [u.likely for u in resolution.unknown] == [True, False, False]
    dialog = UnknownCardsDialog("near", resolution, library)
    qtbot.addWidget(dialog)
    typo, far, level = dialog.boxes
    assert typo.currentText() == "Tessen Warden"
    assert far.itemText(0) == "Quiet Rice Fields" and far.currentText() == LEAVE_OUT
    levels = [level.itemText(i) for i in range(level.count())]
    assert levels[:2] == ["Tessen Warden", "Tessen Warden - exp2"]
    assert level.currentText() == LEAVE_OUT
    assert [t for _, t in dialog.choices()] == ["Tessen Warden", None, None]


SHARED = Path(__file__).resolve().parents[2].parent / "shared"


@pytest.mark.skipif(not (SHARED / "decks" / "ccg").is_dir(), reason="../shared not available")
def test_real_deck_with_33_unknown_lines_fits_1366x768(qtbot, tmp_path):
    """A real 2008 EoPK deck (33 lines the databases lack) at 1366x768: the dialog fits the
    screen, its lines scroll, and only the one-letter typo is preselected."""
    carddata = SHARED / "carddata"
    lib = Library.open(tmp_path / "library.sqlite3", demo=False)
    try:
        lib.import_files([carddata / "oracle-json", carddata / "eopk-xml" / "cards-emperor.xml"])
        path = next((SHARED / "decks" / "ccg" / "eopk").glob("Crab_Followers_*.l5d"))
        resolution = dr.resolve_partial(parse_deck(path.read_text(encoding="utf-8")), lib)
        dialog = UnknownCardsDialog(path.stem, resolution, lib)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert len(dialog.boxes) == 33
        assert dialog.width() <= 1366 and dialog.height() <= 768 - 60
        chosen = [t for _, t in dialog.choices() if t is not None]
        assert chosen == ["Hiruma Akio - exp"]
    finally:
        lib.close()

def test_dialog_offers_closest_titles_and_checks_typed_ones(qtbot, library):
    deck = parse_deck(TYPO_DECK)
    resolution = dr.resolve_partial(deck, library)
    dialog = UnknownCardsDialog("typos", resolution, library)
    qtbot.addWidget(dialog)
    first, second = dialog.boxes
    assert first.currentText() == "Tessen Warden"  # the closest title is preselected
    assert [second.itemText(i) for i in range(second.count())][-1] == LEAVE_OUT
    second.setCurrentText("No Such Card")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "No card is titled 'No Such Card'" in dialog.error.text()
    second.setCurrentText("Sudden Squall")  # any title the library knows may be typed
    assert [t for _, t in dialog.choices()] == ["Tessen Warden", "Sudden Squall"]
    dialog.leave_all_out()
    assert [t for _, t in dialog.choices()] == [None, None]


def test_editor_accepts_the_closest_and_leaves_a_line_out(qtbot, library, warnings,
                                                          monkeypatch, tmp_path):
    def answer(dialog):
        dialog.boxes[1].setCurrentText(LEAVE_OUT)
        return _accept(dialog)

    shown = _answer(monkeypatch, answer)
    editor = DeckEditor(library, profile="celestial")
    qtbot.addWidget(editor)
    editor.show()
    path = tmp_path / "typos.txt"
    path.write_text(TYPO_DECK)
    assert editor.load_deck_file(path)
    assert len(shown) == 1
    titles = [(e.count, e.title) for e in editor.deck.dynasty]
    assert (3, "Tessen Warden") in titles and (2, "Quiet Rice Fields") in titles
    assert not any("unknown card 'Tesen Warden'" in p for p in editor.problems)
    # the line left out stays listed as unknown; the file on disk is unchanged
    assert any("Nothing Like It At All" in p for p in editor.problems)
    assert editor.dirty
    assert path.read_text() == TYPO_DECK
    assert [(e.count, e.title) for e in editor.deck.fate] == [(2, "Lacquered Tetsubo")]


def test_editor_cancel_keeps_the_file_as_written(qtbot, library, warnings, monkeypatch,
                                                 tmp_path):
    _answer(monkeypatch, lambda dialog: QDialog.DialogCode.Rejected)
    editor = DeckEditor(library, profile="celestial")
    qtbot.addWidget(editor)
    path = tmp_path / "typos.txt"
    path.write_text(TYPO_DECK)
    assert editor.load_deck_file(path)
    assert not editor.dirty
    assert any("unknown card 'Tesen Warden'" in p for p in editor.problems)


def test_new_game_asks_and_starts_with_the_picks(qtbot, tmp_path, monkeypatch):
    from l5r_desktop.newgame import DeckChoice, NewGameError, new_game

    demos = demo_deck_lists()
    if len(demos) < 2:
        pytest.skip("l5r_desktop.demo is not available")
    lib = Library.open(tmp_path / "library.sqlite3", demo=True)
    try:
        deck = demos[0]
        first = deck.dynasty[0]
        text = write_l5d(deck).replace(f"{first.count} {first.title}\n",
                                       f"{first.count} {first.title[:-1]}\n", 1)
        path = tmp_path / "typo.l5d"
        path.write_text(text)
        choices = [DeckChoice(path=str(path)), DeckChoice(demo=demos[1].name)]
        with pytest.raises(NewGameError, match="unknown card"):
            new_game(lib, ["A", "B"], choices, seed=3)
        shown = _answer(monkeypatch, _accept)
        reviewed = unknown_cards.review_choices(None, lib, choices)
        assert len(shown) == 1 and reviewed is not None
        assert reviewed[0].picks == (("dynasty", 0, first.title),)
        assert reviewed[1] == choices[1]
        game = new_game(lib, ["A", "B"], reviewed, seed=3)
        ids = [c.title for c in game.state.cards.values() if c.owner == 0]
        assert ids.count(first.title) == first.count
        _answer(monkeypatch, lambda dialog: QDialog.DialogCode.Rejected)
        assert unknown_cards.review_choices(None, lib, choices) is None
    finally:
        lib.close()
