"""Self-tests of the per-card harness for units moving (``harness/movement.py``): on an
invented card, the harness passes the engine as it is and reports an engine that does not move
the unit, or does not apply an "if he moved" effect after moving it."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import abilities, effect_conditions
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_MOVED = {"card": 0, "moved": True}
_RECORD = {"timing": "battle", "cost": {"gold": "card"},
           "targets": [{"type": "personality", "controller": "you"}],
           "effects": [{"op": "move_unit", "target": 0},
                       {"op": "straighten", "each": {"type": "card", "unit_of": 0},
                        "if": _MOVED},
                       {"op": "gain_honor", "amount": 1, "player": "you", "if": _MOVED}]}


def _card(monkeypatch: pytest.MonkeyPatch) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    return CardDef(id="test:onward", title="Plum Onward", type=CardType.STRATEGY,
                   gold_cost=1, focus=1, abilities=(_RECORD,))


def test_the_engine_as_it_is_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    assert exercise(_card(monkeypatch), 0, _RECORD) == []


def test_an_engine_that_does_not_move_the_unit_is_reported(
        monkeypatch: pytest.MonkeyPatch) -> None:
    card = _card(monkeypatch)
    monkeypatch.setattr(abilities, "run_effects", lambda *a, **k: [])
    assert exercise(card, 0, _RECORD) == [
        "move_unit: the target is not at the current battlefield"]


def test_an_engine_that_forgets_he_moved_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    card = _card(monkeypatch)
    real = effect_conditions.holds

    def never_moved(*a: Any, **k: Any) -> bool:
        return False if "moved" in a[4] else real(*a, **k)

    monkeypatch.setattr(effect_conditions, "holds", never_moved)
    assert exercise(card, 0, _RECORD) == [  # his unit, bowed before, is not straightened
        "straighten: the target is still bowed (or gone)",
        "Honor changed by [0, 0], record [1, 0]"]


def test_the_unit_it_straightens_starts_bowed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A straightening is only seen on a bowed card: the position bows the unit, so an engine
    that straightens nothing is reported (before, the unit started unbowed and the check
    passed whatever the engine did)."""
    card = _card(monkeypatch)
    real = abilities.run_effects

    def no_straightening(state: Any, player: int, card_id: str, rec: dict[str, Any],
                         *a: Any, **k: Any) -> Any:
        rec = {**rec, "effects": [e for e in rec["effects"] if e["op"] != "straighten"]}
        return real(state, player, card_id, rec, *a, **k)

    monkeypatch.setattr(abilities, "run_effects", no_straightening)
    assert exercise(card, 0, _RECORD) == ["straighten: the target is still bowed (or gone)"]


_ITSELF = {"timing": "battle",
           "effects": [{"op": "move_unit", "target": "self"},
                       {"op": "gain_honor", "amount": 1, "player": "you",
                        "if": {"card": "self", "moved": True}}]}


def _rider(monkeypatch: pytest.MonkeyPatch) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_ITSELF], ["data"]))
    return CardDef(id="test:rider", title="Plum Rider", type=CardType.PERSONALITY, force=2,
                   chi=2, gold_cost=3, personal_honor=2, abilities=(_ITSELF,))


def test_a_card_moving_itself_starts_home_and_must_arrive(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The card's own unit starts home: the engine must offer the ability from there (the
    Rule of Location's exception) and move it; one that does not move it is reported."""
    card = _rider(monkeypatch)
    assert exercise(card, 0, _ITSELF) == []
    monkeypatch.setattr(abilities, "run_effects", lambda *a, **k: [])
    assert exercise(card, 0, _ITSELF) == [
        "move_unit: the target is not at the current battlefield"]


def test_an_engine_refusing_the_ability_of_a_unit_elsewhere_is_reported(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from l5r_desktop.games.ccg.attack import choices
    from tests.carddb.harness import Unusable

    card = _rider(monkeypatch)
    monkeypatch.setattr(choices, "_used_away", lambda d: False)
    with pytest.raises(Unusable):
        exercise(card, 0, _ITSELF)


_ANYWHERE = {"timing": "battle", "cost": {"gold": "card"},
             "targets": [{"type": "personality", "controller": "opponent",
                          "any_location": True}],
             "effects": [{"op": "bow", "target": 0}]}


def test_a_target_at_any_location_is_placed_at_home(monkeypatch: pytest.MonkeyPatch) -> None:
    """"Target an enemy Personality at any location": the harness's card for it waits at
    home, so the engine must let the Battle action target it there; an engine applying the
    Rule of Location to it is reported (the ability is not offered)."""
    from l5r_desktop.games.ccg.attack import choices

    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_ANYWHERE], ["data"]))
    card = CardDef(id="test:reach", title="Plum Reach", type=CardType.STRATEGY,
                   gold_cost=1, focus=1, abilities=(_ANYWHERE,))
    assert exercise(card, 0, _ANYWHERE) == []
    monkeypatch.setattr(choices, "_anywhere", lambda record, k: False)
    assert exercise(card, 0, _ANYWHERE) == [
        "the cards placed at home for its targets were not offered"]
