"""Self-test of the per-card harness for traits about another card or a turn
(``harness/trait_others.py``): with the engine's trait firing switched off it reports the
record's effects; with it on, nothing."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import trait_firing, trait_others
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise

_WAKE = {"timing": "trait", "trigger": {"event": "turn_began", "card": "any"},
         "effects": [{"op": "straighten", "target": "self"}]}
_MOURN = {"timing": "trait", "trigger": {"event": "destroyed", "card": "yours",
                                         "type": "personality", "keyword": "Samurai"},
          "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}

_SHINOBI = {"timing": "trait", "trigger": {"event": "action_resolved", "card": "any",
                                           "action_keyword": "ninja"},
            "effects": [{"op": "modify_stat", "target": "self", "stat": "force", "amount": 1,
                         "duration": "turn"}]}

_BLADE = {"timing": "trait", "trigger": {"event": "duel_won", "card": "host"},
          "effects": [{"op": "add_token", "target": "self", "token": "+1F", "amount": 1}]}


@pytest.mark.parametrize(("kind", "record", "broken"), [
    (CardType.HOLDING, _WAKE, ["straighten: the target is still bowed (or gone)"]),
    (CardType.PERSONALITY, _MOURN, ["Honor changed by [0, 0], record [2, 0]"]),
    (CardType.PERSONALITY, _SHINOBI, ["modify_stat force: changed by 0, record 1"]),
    (CardType.ITEM, _BLADE, ["add_token: 0 tokens, record 1"]),
    (CardType.ITEM, {"timing": "trait", "trigger": {"event": "bowed", "card": "self"},
                     "effects": [{"op": "straighten", "target": "self"}]},
     ["straighten: the target is still bowed (or gone)"]),
])
def test_harness_reports_a_trait_that_does_not_fire(monkeypatch: Any, kind: CardType,
                                                     record: dict[str, Any],
                                                     broken: list[str]) -> None:
    card = CardDef(id="test:other", title="Plum Shrine", type=kind, force=2, chi=2,
                   gold_cost=2, abilities=(record,))
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    assert exercise(card, 0, record) == []
    monkeypatch.setattr(trait_others, "fire", lambda *a, **k: [])  # traits on others' triggers
    monkeypatch.setattr(trait_firing, "_fire", lambda *a, **k: [])  # traits on their own card's
    assert exercise(card, 0, record) == broken


def test_harness_reports_a_duel_reaction_that_does_nothing(monkeypatch: Any) -> None:
    """A Reaction after its Personality wins a duel (draw a card): taken in the window after
    the duel; with the engine's effects off the harness reports the draw."""
    from l5r_desktop.games.ccg.cardtext import abilities

    record = {"timing": "reaction", "trigger": {"event": "duel_won", "card": "self"},
              "effects": [{"op": "draw", "amount": 1, "player": "you"}]}
    card = CardDef(id="test:duelist", title="Plum Duelist", type=CardType.PERSONALITY,
                   force=2, chi=2, gold_cost=2, abilities=(record,))
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    assert exercise(card, 0, record) == []
    real = abilities.run_effects

    def broken(state: Any, player: int, card_id: str, *a: Any, **k: Any) -> list[Any]:
        if state.title(card_id) == card.title:
            return []  # the Reaction does nothing; the harness's duel still happens
        return real(state, player, card_id, *a, **k)

    monkeypatch.setattr(abilities, "run_effects", broken)
    assert exercise(card, 0, record) == ["hands changed by [0, 0], record [1, 0]"]
