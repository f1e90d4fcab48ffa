"""Scans through the main window, and scanned custom cards playing in a real game."""

from __future__ import annotations

from pathlib import Path

from l5r_desktop.carddb.decks import DeckEntry, demo_deck_lists, resolve_deck
from l5r_desktop.games.ccg.actions import Pass, Recruit
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.newgame import build_setup
from tests.scans.synth import make_sheet


def test_import_scans_from_the_main_window_finds_the_cards(qtbot, main_window,
                                                            tmp_path: Path) -> None:
    sheet = make_sheet(5, n_cards=3, background="dark", dpi=100, max_angle=8)
    scan = sheet.save(tmp_path / "sheet.jpg", quality=88)
    assert main_window.actions_by_name["import_scans"].isEnabled()
    dialog = main_window.import_scans([scan])
    with qtbot.waitSignal(dialog.import_done, timeout=30000):
        pass
    assert len(dialog.session) == 3
    asked = []
    dialog.ask = lambda _parent, _title, text: asked.append(text) or "discard"
    dialog.close()
    assert asked == ["The scan review (3 cards not in the library yet) has unsaved changes. "
                     "Save them before you close the scan review?"]
    assert not dialog.isVisible()


def test_a_scanned_custom_card_goes_in_a_deck_and_is_recruited(main_window,
                                                                tmp_path: Path) -> None:
    """A custom card made from a scan is a library card like any other: deck, game, recruit."""
    library = main_window.library
    image = tmp_path / "crop.png"
    from PIL import Image

    Image.new("RGB", (250, 350), (200, 180, 120)).save(image)
    custom = library.add_custom_card(
        CardDef(id="", title="Playtest Ronin", type=CardType.PERSONALITY, clans=("Crane",),
                keywords=("Samurai",), force=3, chi=2, gold_cost=0, personal_honor=1,
                honor_requirement=0, text="A playtest card."),
        image_src=image)
    assert custom.id.startswith("custom:")
    assert library.image_path(custom.id).is_file()
    deck = demo_deck_lists()[0]
    # swap the deck's Personalities for the playtest card: every province shows one
    deck.dynasty = [DeckEntry("Playtest Ronin", 40)]
    resolved = resolve_deck(deck, library)
    assert all(c.id == custom.id for c in resolved.dynasty)
    opponent = resolve_deck(demo_deck_lists()[1], library)
    game = Game.new(build_setup(["A", "B"], [resolved, opponent], automation="enforced",
                                seed=3))
    while game.state.phase.value != "dynasty":
        game.perform(Pass(game.waiting_for))
    recruit = next(a for a in game.legal_actions() if isinstance(a, Recruit)
                   and game.state.cards[a.card].definition.id == custom.id)
    game.perform(recruit)
    assert game.state.cards[recruit.card].zone is Zone.HOME
    assert game.state.cards[recruit.card].definition.title == "Playtest Ronin"
