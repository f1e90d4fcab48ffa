"""A condition on the player before an action's colon ("If you are a Crane Clan player:",
"If another player has higher Family Honor than you:") → the record's ``condition``
(``templates/player_conditions.py``, ``cardtext/ability_conditions.py``) [CE › CONDITIONS]:
our own test lines; the action is offered only while it holds."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player


def _records(text: str) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Plum Shrine", type=CardType.HOLDING, text=text,
                   base_title="Plum Shrine")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_the_lines_are_read() -> None:
    assert _records("Limited, Bow: If you are a Crane Clan player: Gain 2 Honor.") == [{
        "timing": "limited", "cost": {"bow_self": True}, "condition": {"clan": "Crane"},
        "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}]
    (rec,) = _records("Open: If another player has higher Family Honor than you: Draw a "
                      "card.") or [None]
    assert rec["condition"] == {"honor_below_opponent": True}
    for line in ("Open: If he is bowed: Draw a card.",  # a card, not the player
                 "Open: If it is your turn and you are a Crane Clan player: Draw a card.",
                 "Open: If a player has the Imperial Favor: Draw a card."):
        assert _records(line) is None, line


def _offered(text: str, alice_honor: int, keep: str = "Crane Keep") -> bool:
    recs = _records(text)
    assert recs is not None
    game = game_at(player(keep, name="Alice", home=["Plum Shrine"], family_honor=alice_honor),
                   player("Lion Keep", name="Bob", family_honor=8),
                   defs=[cd("Plum Shrine", "holding", gold_cost=2, abilities=recs)])
    shrine = find(game.state, "Plum Shrine")
    return any(isinstance(a, UseAbility) and a.card == shrine for a in game.legal_actions())


def test_offered_only_while_the_condition_holds() -> None:
    """Alice (Crane Keep): "If you are a Crane Clan player" offered, Lion not; Bob has 8
    Honor: "another player has higher Family Honor" holds for Alice at 7, not at 10."""
    crane = "Limited, Bow: If you are a Crane Clan player: Gain 2 Honor."
    assert _offered(crane, 10) and not _offered(crane.replace("Crane", "Lion"), 10)
    behind = "Open: If another player has higher Family Honor than you: Draw a card."
    assert _offered(behind, 7) and not _offered(behind, 10)
