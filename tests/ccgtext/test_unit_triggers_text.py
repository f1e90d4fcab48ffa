"""The translator's reading of Reactions after a Personality assigns or moves opposite the
card (``templates/unit_triggers.py``): exact records for invented lines, near misses manual."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_RIDER = CardDef(id="t:1", title="Ide Tomo", type=CardType.PERSONALITY, force=2, chi=2)
_BANNER = CardDef(id="t:2", title="Pine Banner", type=CardType.ITEM)
_TRIGGER = {"event": "assigns_or_moves", "card": "any", "opposing": True}


def test_reads_the_trigger_and_the_body() -> None:
    assert translate_ability("Reaction: After a Personality assigns or moves, if he is now "
                             "opposing Tomo: Gain 1 Honor.", _RIDER) == {
        "timing": "reaction", "trigger": _TRIGGER,
        "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
    rec = translate_ability("Reaction, Bow: After a Personality moves or assigns, if he is now "
                            "opposing Ide Tomo, draw a card.", _RIDER)
    assert rec == {"timing": "reaction", "trigger": _TRIGGER, "cost": {"bow_self": True},
                   "effects": [{"op": "draw", "amount": 1, "player": "you"}]}


@pytest.mark.parametrize(("line", "card"), [
    # a pronoun for the moving Personality; another card than this one; not a Personality
    ("Reaction: After a Personality assigns or moves, if he is now opposing Tomo: Bow him.",
     _RIDER),
    ("Reaction: After a Personality assigns or moves, if he is now opposing Kaze: Draw a "
     "card.", _RIDER),
    ("Reaction: After a Personality assigns or moves, if he is now opposing this card: Draw "
     "a card.", _BANNER),
    ("Reaction: After a Personality moves, if he is now opposing Tomo: Draw a card.", _RIDER),
])
def test_near_misses_stay_manual(line: str, card: CardDef) -> None:
    rec = translate_ability(line, card)
    assert rec is None or "manual" in rec, rec
