"""The translator's one-province sentences (``templates/province_strength.py``): "Give a
[target] Province +N [or -N] strength." → a card in any player's province (chosen, or
targeted) and ``province_strength`` on its province (``cardtext/one_province.py``). Our own
invented lines."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext.translate import translate
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_ANY = {"type": "card", "zone": "province", "controller": "any"}


def _rec(text: str) -> dict[str, Any] | None:
    card = CardDef(id="x:1", title="Plum Wall", type=CardType.STRATEGY, text=text,
                   base_title="Plum Wall")
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_a_target_province_and_a_chosen_one() -> None:
    rec = _rec("Open: Give a target Province +4 strength.")
    assert rec is not None and rec["targets"] == [_ANY]
    assert rec["effects"] == [{"op": "province_strength", "amount": 4, "target": 0}]
    rec = _rec("Limited: Give a Province +2 strength.")
    assert rec is not None and rec["targets"] == [{**_ANY, "choose": True}]
    assert abilities.validate(rec) == []


def test_plus_or_minus_is_a_choice_on_the_same_province() -> None:
    rec = _rec("Battle: Give a target Province +2 or -2 strength.")
    assert rec is not None and abilities.validate(rec) == []
    assert rec["effects"] == [
        {"op": "province_strength", "amount": 2, "target": 0, "optional": 1},
        {"op": "province_strength", "amount": -2, "target": 0, "otherwise": 1}]


def test_other_provinces_stay_manual() -> None:
    for line in ("Battle: Give this Province +4 strength.",
                 "Open: Give your target Province +3 strength.",
                 "Open: Give a target Province +3 strength for each Ring you control."):
        assert _rec(line) is None, line
