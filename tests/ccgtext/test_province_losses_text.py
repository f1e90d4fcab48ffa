"""The translator's condition on destroyed provinces (``templates/province_losses.py``): "If
none of your provinces were destroyed since your last turn ended / this turn:" →
``condition`` ``no_province_lost``, also in a created card's quoted ability. Our own lines."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext.translate import translate
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


def _rec(text: str) -> dict[str, Any] | None:
    card = CardDef(id="x:1", title="Reed Hall", type=CardType.PERSONALITY, text=text,
                   base_title="Reed Hall")
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_both_windows_are_read() -> None:
    rec = _rec("Limited: If none of your provinces were destroyed this turn: Gain 2 Honor.")
    assert rec is not None and rec["condition"] == {"no_province_lost": "turn"}
    rec = _rec("Open: If none of your Provinces have been destroyed since your last turn "
               "ended: Draw a card.")
    assert rec is not None and rec["condition"] == {"no_province_lost": "since_last_turn"}
    assert abilities.validate(rec) == []


def test_in_a_created_cards_ability() -> None:
    rec = _rec('Reaction: After Reed Hall enters play: Create a 1F/1C/1PH Spirit Personality '
               'with the ability, "Limited: If none of your provinces were destroyed since '
               'your last turn ended: Gain 1 Honor."')
    assert rec is not None
    (made,) = rec["effects"][0]["card"]["abilities"]
    assert made["condition"] == {"no_province_lost": "since_last_turn"}


def test_other_windows_stay_manual() -> None:
    assert _rec("Limited: If none of your provinces were destroyed this game: Gain 2 "
                "Honor.") is None
