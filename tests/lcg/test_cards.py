"""LCG card definitions round-trip and reject malformed input; ability records are validated."""

from __future__ import annotations

import pytest

from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side, validate_ability


def _character() -> LcgCardDef:
    return LcgCardDef(
        id="t:ronin", name="Test Ronin", type=LcgType.CHARACTER, side=Side.DYNASTY, cost=2,
        military=2, political=None, glory=1, traits=("Bushi",), keywords=("covert",),
        unique=True,
        abilities=({"timing": "action", "cost": {"bow_self": True},
                    "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]},),
    )


def test_round_trip_keeps_every_field() -> None:
    card = _character()
    data = card.to_dict()
    assert "political" not in data  # a dash is not written
    back = LcgCardDef.from_dict(data)
    assert back == card
    assert back.abilities == card.abilities
    assert back.political is None and back.military == 2
    assert back.has_keyword("Covert") and back.has_trait("bushi")


def test_side_defaults_from_type() -> None:
    card = LcgCardDef.from_dict({"name": "P", "type": "province", "strength": 4,
                                 "element": ["air"]})
    assert card.side is Side.PROVINCE and card.strength == 4 and card.element == ("air",)


@pytest.mark.parametrize("data, words", [
    ({"name": "X", "type": "wizard"}, "type"),
    ({"type": "character", "side": "dynasty"}, "name"),
    ({"name": "X", "type": "character", "side": "dynasty", "cost": "2"}, "cost"),
    ({"name": "X", "type": "province", "element": ["metal"]}, "element"),
    ({"name": "X", "type": "event", "abilities": ["text"]}, "abilities"),
    ({"name": "X", "type": "character", "side": "elsewhere"}, "side"),
])
def test_malformed_definitions_are_refused(data: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        LcgCardDef.from_dict(data)


def test_ability_validation() -> None:
    assert validate_ability(_character().abilities[0]) == []
    assert validate_ability({"timing": "reaction", "effects": []}) != []
    bad = validate_ability({"timing": "action", "cost": {"gold": 1},
                            "effects": [{"op": "then", "effects": [{"op": "explode"}]}]})
    assert any("gold" in p for p in bad) and any("explode" in p for p in bad)
