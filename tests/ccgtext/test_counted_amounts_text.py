"""The translator's reading of a draw counted when it resolves
(``templates/counted_amounts.py``)."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_CAMP = CardDef(id="t:1", title="Pine Camp", type=CardType.HOLDING)
_DRAW = {"op": "draw", "amount_from": {"count": "players_lost_province"}, "player": "you"}


def test_reads_the_counted_draw_and_leaves_other_counts() -> None:
    assert translate_ability("Limited, Bow: Draw a card for each player who has had a "
                             "province destroyed this game.", _CAMP) == {
        "timing": "limited", "cost": {"bow_self": True}, "effects": [_DRAW]}
    for line in ("Limited, Bow: Draw a card for each player who has had two provinces "
                 "destroyed this game.",
                 "Limited, Bow: Draw a card for each Holding you control."):
        rec = translate_ability(line, _CAMP)
        assert rec is None or "manual" in rec, rec
