""""Until your next turn begins" and "while he remains in play" on stat bonuses
(``templates/durations.py``) [S1 › DURATION OF EFFECTS]."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


def _rec(text: str) -> dict | None:
    card = CardDef(id="x:1", title="Kaze Tomo", type=CardType.PERSONALITY, text=text,
                   base_title="Kaze Tomo")
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_until_your_next_turn_begins() -> None:
    rec = _rec("Limited: Give a target Personality +2F until your next turn begins.")
    assert rec["effects"] == [{"op": "modify_stat", "target": 0, "stat": "force",
                               "amount": 2, "duration": "next_turn"}]
    assert _rec("Limited: Give a target Personality +2F until your next turn ends.") is None


def test_while_he_remains_in_play_is_as_long_as_the_card_is_in_play() -> None:
    rec = _rec("Limited: Give a target Personality +1C while he remains in play.")
    assert rec["effects"] == [{"op": "modify_stat", "target": 0, "stat": "chi",
                               "amount": 1, "duration": "game"}]
    assert _rec("Limited: Give a target Personality +1C while this card remains in play.") \
        is None
