"""Players see what the engine plays (issue 17, item 4) in the deck editor's lists and in the
table's card menu, on the real widgets: a disc icon and a tooltip on each card line (full =
automated, half = partly, ring = manual, none for a card without abilities), and at the end
of a card's context menu the preview's sentence plus one disabled line per ability resolved
by hand. Our own invented cards only."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.ui.automation_marks import MARK_ROLE, mark_icon
from l5r_desktop.ui.deck_editor.search_panel import READING_TIP

_CARDS = {
    "Plum Bearer": "Battle: Draw a card.",
    "Plum Juggler": "Battle: Draw a card.\nLimited: Juggle three plums while humming.",
    "Plum Dreamer": "Limited: Juggle three plums while humming.",
    "Plain Plum": "",
}


def _card(title: str, text: str) -> CardDef:
    return CardDef(id="", title=title, type=CardType.PERSONALITY, text=text, base_title=title,
                   force=2, chi=2, personal_honor=1, gold_cost=3, honor_requirement=0)


@pytest.fixture
def editor(qtbot, tmp_path):
    from l5r_desktop.carddb.library import Library
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.deck_editor import DeckEditor

    create_application()
    lib = Library.open(tmp_path / "data" / "library.sqlite3", demo=False)
    ids = {t: lib.add_custom_card(_card(t, text)).id for t, text in _CARDS.items()}
    window = DeckEditor(lib, profile="celestial")
    qtbot.addWidget(window)
    window.show()
    yield window, ids
    lib.close()


_ICONS = {"automated": "automated", "partly automated": "partly", "manual": "manual",
          None: "blank"}


def _marks(widget) -> dict[str, tuple[str | None, str, bool]]:
    """Title -> (mark word, tooltip, the icon is the word's disc)."""
    out = {}
    for row in range(widget.count()):
        item = widget.item(row)
        title = item.text().split("  ·  ")[0].split(" × ")[-1]
        word = item.data(MARK_ROLE)
        icon = mark_icon(_ICONS[word]).cacheKey() == item.icon().cacheKey()
        out[title] = (word, item.toolTip(), icon)
    return out


def test_search_results_and_deck_lists_carry_the_mark(qtbot, editor) -> None:
    window, ids = editor
    qtbot.keyClicks(window.search_box, "plum")
    qtbot.waitUntil(lambda: len(window.result_titles()) == 4)
    # (a card whose automation is read from its text is marked when the deck editor's worker
    # has read it, off the UI thread: issue 22)
    qtbot.waitUntil(lambda: all(window.results.item(r).toolTip() != READING_TIP
                                for r in range(window.results.count())), timeout=20000)
    marks = _marks(window.results)
    assert marks["Plum Bearer"] == (
        "automated", "Automated: the engine plays this card's abilities", True)
    assert marks["Plum Juggler"] == (
        "partly automated",
        "Partly automated: ability 2 resolved by hand (manual effects)", True)
    assert marks["Plum Dreamer"][0] == "manual" and marks["Plum Dreamer"][2]
    assert marks["Plain Plum"] == (None, "", True)  # no abilities: a blank, for alignment
    for title in _CARDS:
        window.add_card(ids[title])
    # (the deck lines too are marked when the worker has read their cards: issue 22)
    qtbot.waitUntil(lambda: all(window.dynasty_list.item(r).toolTip() != READING_TIP
                                for r in range(window.dynasty_list.count())), timeout=20000)
    deck = _marks(window.dynasty_list)
    assert deck["Plum Juggler"][:2] == marks["Plum Juggler"][:2]
    assert deck["Plum Dreamer"][0] == "manual"
    assert deck["Plain Plum"] == (None, "", True)
    assert len({mark_icon(k).cacheKey() for k in _ICONS.values()}) == 4


def test_the_card_menu_says_which_ability_is_resolved_by_hand(qtbot, main_window) -> None:
    from l5r_desktop.games.ccg.game import Game
    from tests.engine.scenario import cd, position

    defs = [cd(t, "personality", text=text, force=2, chi=2, personal_honor=1, gold_cost=3,
               abilities=[{"timing": "battle", "effects": [
                   {"op": "draw", "amount": 1, "player": "you"}]}] + (
                   [{"manual": "ability 2", "ability": 2}] if "Juggler" in t else []))
            for t, text in _CARDS.items() if t in ("Plum Bearer", "Plum Juggler")]
    pos = position(defs=defs)
    pos["players"][0]["home"] = ["Plum Bearer", "Plum Juggler"]
    main_window.set_game(Game.from_position(pos))
    main_window.screen_widget.accept_handoff()
    state = main_window.controller.state

    def entries(title: str) -> list[tuple[str, bool]]:
        card = next(c for c in state.players[0].home if state.title(c) == title)
        menu = main_window.screen_widget.build_context_menu(card)
        texts = [(a.text(), a.isEnabled()) for a in menu.actions() if a.text()]
        mark = [a for a in menu.actions() if a.objectName() == "automation_mark"]
        assert len(mark) == 1 and not mark[0].isEnabled()
        return texts[texts.index((mark[0].text(), False)):]

    assert entries("Plum Juggler") == [
        ("Partly automated: ability 2 resolved by hand (manual effects)", False),
        ("By hand — ability 2: Limited: Juggle three plums while humming.", False)]
    assert entries("Plum Bearer") == [
        ("Automated: the engine plays this card's abilities", False)]
