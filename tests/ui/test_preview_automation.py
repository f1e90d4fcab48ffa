"""The card preview tells players which abilities play by themselves (issue 17, item 4): the
line under the card's text says automated, partly automated (which ability is manual) or not
automated; a card without abilities gets no line. Our own test cards only."""

from __future__ import annotations

from l5r_desktop.carddb.ccg_coverage import automation
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


def _card(text: str, **kw) -> CardDef:
    return CardDef(id="x:1", title="Kaze Tomo", type=CardType.PERSONALITY, text=text,
                   base_title="Kaze Tomo", **kw)


def test_automation_classes() -> None:
    assert automation(_card("Battle: Draw a card.")) == ("automated", [])
    assert automation(_card("Battle: Draw a card.\nLimited: Juggle plums.")) == ("partly", [2])
    assert automation(_card("Limited: Juggle plums.")) == ("manual", [1])
    assert automation(_card("")) == ("none", [])
    written = _card("Limited: Juggle plums.", abilities=(
        {"timing": "limited", "effects": [{"op": "draw", "amount": 1}]},))
    assert automation(written) == ("automated", [])  # records written for the card


def test_preview_marks_each_card(qtbot, tmp_path) -> None:
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.ccg_preview import card_lines
    from l5r_desktop.ui.widgets.preview import PreviewPanel

    create_application()
    panel = PreviewPanel(describe=card_lines)
    qtbot.addWidget(panel)
    panel.resize(320, 700)
    panel.show()
    panel.show_card("a", _card("Battle: Draw a card.\nLimited: Juggle plums."), None)
    assert "Partly automated: ability 2 resolved by hand" in panel.text.text()
    panel.grab().save(str(tmp_path / "preview.png"))
    panel.show_card("b", _card("Battle: Draw a card."), None)
    assert "Automated: the engine plays" in panel.text.text()
    panel.show_card("c", _card("Limited: Juggle plums."), None)
    assert "Not automated" in panel.text.text()
    panel.show_card("d", _card(""), None)
    assert "automated" not in panel.text.text().lower()
