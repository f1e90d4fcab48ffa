"""The card preview knows no game (issue 15): a card's lines come from the describer the panel
is given (the CCG's: ``ui/ccg_preview.card_lines``); without one it shows the title. Our own
test cards only."""

from __future__ import annotations

from types import SimpleNamespace


def test_the_panel_shows_the_lines_its_describer_gives(qtbot) -> None:
    from l5r_desktop.ui.widgets.preview import PreviewPanel

    card = SimpleNamespace(title="Plum <Grove>")
    bare = PreviewPanel()
    qtbot.addWidget(bare)
    bare.show_card("a", card, None)
    assert bare.text.text() == "<b>Plum &lt;Grove&gt;</b>"
    told = PreviewPanel(describe=lambda c: [f"<b>{c.title.upper()}</b>", "two"])
    qtbot.addWidget(told)
    told.show_card("a", card, None, note="ripe", pinned=True)
    assert told.text.text().split("<br>")[:2] == ["<b>PLUM <GROVE></b>", "two"]
    assert "Note: ripe" in told.text.text() and "(pinned" in told.text.text()
    told.show_card("b", None, None)  # pinned elsewhere: ignored
    assert told.shown == "a"


def test_the_ccg_lines_are_the_cards_type_stats_text_and_automation() -> None:
    from l5r_desktop.games.ccg.model.cards import CardDef, CardType
    from l5r_desktop.ui.ccg_preview import card_lines

    card = CardDef(id="x:2", title="Kaze Tomo", type=CardType.PERSONALITY, clans=("Crane",),
                   keywords=("Samurai",), force=2, chi=3, text="Battle: Draw a card.",
                   base_title="Kaze Tomo")
    assert card_lines(card) == [
        "<b>Kaze Tomo</b> — Personality", "Crane", "<i>Samurai</i>", "Force 2, Chi 3",
        "Battle: Draw a card.",
        "<small><i>Automated: the engine plays this card&#x27;s abilities</i></small>"]
