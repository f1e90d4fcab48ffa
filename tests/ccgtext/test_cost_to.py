"""Costs written before "to": "Destroy this Holding to draw a card", "Bow this Shugenja to
gain 1 Honor" (``templates/targeting.py``, the constraints clause before "to <effect>")
[S1 › COSTS]. Our own test lines; near misses stay manual."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


def _rec(text: str, type_: CardType, title: str = "Old Mill") -> dict | None:
    card = CardDef(id="x:1", title=title, type=type_, text=text, base_title=title)
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_destroy_this_holding_to_is_its_cost() -> None:
    assert _rec("Limited: Destroy this Holding to gain 2 Honor.", CardType.HOLDING) == {
        "timing": "limited", "cost": {"destroy_self": True},
        "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}


def test_bow_this_shugenja_to_is_the_bearer_bowing() -> None:
    assert _rec("Open, Bow: Bow this Shugenja to draw a card. Destroy this Spell.",
                CardType.SPELL, "Quiet Word") == {
        "timing": "open", "cost": {"bow_self": True, "bow_host": True},
        "effects": [{"op": "draw", "amount": 1, "player": "you"},
                    {"op": "destroy", "target": "self"}]}


def test_near_misses_stay_manual() -> None:
    # "this Shugenja" on a Personality's own card is no attachment's bearer
    assert _rec("Limited: Bow this Shugenja to gain 1 Honor.", CardType.PERSONALITY,
                "Asako Ren") is None
    # other costs before "to" are not read here ("Discard this card to": discard_costs.py)
    assert _rec("Limited: Remove this card from the game to gain 1 Honor.",
                CardType.HOLDING) is None
    assert _rec("Limited: Destroy this Holding to search your deck for a Ring.",
                CardType.HOLDING) is None
