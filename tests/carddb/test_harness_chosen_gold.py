"""The per-card harness checks Gold the player chooses ("* Gold") and Gold read from a target
(``harness/chosen_gold.py``): on our invented cards, with the engine right it reports nothing;
with the engine paying nothing, or ignoring the amount's bound on the targets, it reports it."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import abilities, chosen_gold, costs, uses
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import Unusable, exercise

#: "Open, * Gold: Destroy a target attachment with Gold Cost lower than or equal to the
#: amount paid minus one."
_CUT = {"timing": "open", "cost": {"gold": "chosen"},
        "targets": [{"type": "attachment", "paid": {"stat": "gold_cost", "add": -1,
                                                     "cmp": "le"}}],
        "effects": [{"op": "destroy", "target": 0}]}
#: "Open: Pay Gold equal to a target Personality's Gold Cost minus 1: Bow him."
_FEE = {"timing": "open", "cost": {"gold": "card",
                                   "gold_from": {"card": 0, "stat": "gold_cost", "add": -1}},
        "targets": [{"type": "personality"}], "effects": [{"op": "bow", "target": 0}]}


def _card(record: dict[str, Any], monkeypatch: Any) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return CardDef(id="test:cut", title="Paper Cut", type=CardType.STRATEGY, focus=1,
                   abilities=(record,))


def _engine_fixing(monkeypatch: Any, module: Any, change: dict[str, Any]) -> None:
    """The engine ``module``'s view of :func:`chosen_gold.fixed` with ``change`` made to the
    record of a use (the harness's own view unchanged)."""
    real = chosen_gold.fixed
    shim = SimpleNamespace(**{n: getattr(chosen_gold, n) for n in dir(chosen_gold)
                              if not n.startswith("__")})
    shim.fixed = lambda r, g: {**real(r, g), **change} if chosen_gold.is_chosen(r) else r
    monkeypatch.setattr(module, "chosen_gold", shim)


def test_chosen_gold_is_checked(monkeypatch: Any) -> None:
    card = _card(_CUT, monkeypatch)
    assert exercise(card, 0, _CUT) == []
    _engine_fixing(monkeypatch, abilities, {"cost": {"gold": 0}})  # resolves paying nothing
    assert exercise(card, 0, _CUT) == ["4 Gold left of the cost's 4"]


def test_the_bound_on_the_targets_is_checked(monkeypatch: Any) -> None:
    """An engine ignoring the amount's bound offers the target for 0 Gold, not for the 4
    its Gold Cost of 3 asks: the use the record asks for is not offered."""
    card = _card(_CUT, monkeypatch)
    _engine_fixing(monkeypatch, uses, {"targets": [{"type": "attachment"}]})
    with pytest.raises(Unusable, match="not offered"):
        exercise(card, 0, _CUT)


def test_gold_from_a_target_is_checked(monkeypatch: Any) -> None:
    card = _card(_FEE, monkeypatch)
    assert exercise(card, 0, _FEE) == []
    shim = SimpleNamespace(**{n: getattr(chosen_gold, n) for n in dir(chosen_gold)
                              if not n.startswith("__")})
    shim.target_gold = lambda s, r, t: 0  # the engine charges nothing for the target
    monkeypatch.setattr(costs, "chosen_gold", shim)
    assert exercise(card, 0, _FEE) == ["2 Gold left of the cost's 2",
                                       "offered with 1 Gold, record 2"]
