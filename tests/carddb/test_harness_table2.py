"""The per-card harness on table2's records (``harness/terrains.py``, ``harness/engaging.py``):
on invented cards it reports nothing with the engine as it is, and reports an engine that does
not destroy the Terrain there, offers a Terrain action where a Terrain is, or does not give the
first opportunity after engaging."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import ability_conditions, first_opportunity, terrains
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import Unusable, exercise

_PUT = {"op": "put_into_play", "target": "self", "at": "battlefield"}
_REPLACE = {"timing": "battle", "cost": {"gold": "card"},
            "effects": [{"op": "destroy_terrain"}, _PUT]}
_NO_TERRAIN = {"timing": "battle", "cost": {"gold": "card"},
               "condition": {"no_terrain_here": True}, "effects": [_PUT]}
_ENGAGED = {"timing": "reaction", "trigger": {"event": "engaged", "card": "any"},
            "condition": {"at_current": True},
            "effects": [{"op": "first_opportunity", "performer": "self"}]}


def _card(monkeypatch: Any, record: dict[str, Any], kind: CardType,
          keywords: tuple[str, ...] = ()) -> CardDef:
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    return CardDef(id="test:t2", title="Plum Marsh", type=kind, gold_cost=0, force=2, chi=2,
                   personal_honor=1, keywords=keywords, abilities=(record,))


def test_terrains_pass_with_the_engine_as_it_is(monkeypatch: Any) -> None:
    for record in (_REPLACE, _NO_TERRAIN):
        assert exercise(_card(monkeypatch, record, CardType.STRATEGY, ("Terrain",)), 0,
                        record) == []


def test_the_harness_catches_a_terrain_left_in_play(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _REPLACE, CardType.STRATEGY, ("Terrain",))
    monkeypatch.setattr(terrains, "apply", lambda *a, **k: [])
    assert "destroy_terrain: the Terrain is not in its owner's Fate discard pile" in \
        exercise(card, 0, _REPLACE)


def test_the_harness_catches_a_terrain_offered_where_one_is(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _NO_TERRAIN, CardType.STRATEGY, ("Terrain",))
    monkeypatch.setitem(ability_conditions.CHECKS, "no_terrain_here", lambda *a: True)
    monkeypatch.setattr(terrains, "replaces_terrain", lambda d: True)  # the rule's guard off
    assert exercise(card, 0, _NO_TERRAIN) == [
        "no_terrain_here: offered with a Terrain at the battlefield"]


def test_after_engaging_passes_and_catches_no_first_opportunity(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _ENGAGED, CardType.PERSONALITY)
    assert exercise(card, 0, _ENGAGED) == []
    monkeypatch.setattr(first_opportunity, "apply", lambda *a, **k: [])
    assert exercise(card, 0, _ENGAGED) == [
        "first_opportunity: the Combat Segment's next opportunity is not the user's"]


def test_after_engaging_not_offered_away_from_the_battle(monkeypatch: Any) -> None:
    card = _card(monkeypatch, _ENGAGED, CardType.PERSONALITY)
    monkeypatch.setitem(ability_conditions.CHECKS, "at_current", lambda *a: False)
    with pytest.raises(Unusable, match="no window opened at engaging"):
        exercise(card, 0, _ENGAGED)
