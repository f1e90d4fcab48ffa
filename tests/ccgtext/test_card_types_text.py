"""Strongholds and Celestials are read like other cards in play at home [CE › STRONGHOLD],
[CE › CELESTIAL]; "Discard this card" in the constraints is the ``discard_self`` cost
(``templates/discard_costs.py``) [CE › COSTS]. Our own test lines; the types still unread stay
manual; a Celestial's discard cost plays in a game."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player


def _rec(text: str, type_: CardType) -> dict[str, Any] | None:
    card = CardDef(id="x:1", title="Plum Star", type=type_, text=text, base_title="Plum Star")
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_celestial_and_stronghold_lines_are_read() -> None:
    line = "Limited, 4 Gold: Gain 2 Honor."
    want = {"timing": "limited", "cost": {"gold": 4},
            "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
    assert _rec(line, CardType.STRONGHOLD) == want
    assert _rec(line, CardType.CELESTIAL) == want
    assert _rec(line, CardType.REGION) == want  # attached to its province (test_regions.py)
    for kind in (CardType.EVENT, CardType.RING, CardType.SENSEI):
        assert _rec(line, kind) is None, kind


def test_discard_this_card_is_a_cost() -> None:
    line = "Battle: Discard this card and target your Personality: Straighten him."
    assert _rec(line, CardType.CELESTIAL) == {
        "timing": "battle", "cost": {"discard_self": True},
        "targets": [{"type": "personality", "controller": "you"}],
        "effects": [{"op": "straighten", "target": 0}]}
    assert _rec("Limited: Discard this Celestial to gain 1 Honor.", CardType.CELESTIAL) == {
        "timing": "limited", "cost": {"discard_self": True},
        "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
    # another type's name, a Strategy (discarded anyway): manual; a card from the hand is the
    # hand cost of templates/hand_costs.py (core lane), "you may" before it stays manual
    assert _rec("Limited: Discard this Celestial to gain 1 Honor.", CardType.HOLDING) is None
    assert _rec("Limited: Discard this card to gain 1 Honor.", CardType.STRATEGY) is None
    assert _rec("Limited: Discard a card to gain 1 Honor.", CardType.HOLDING)["cost"] == {
        "discard_targets": [0]}
    assert _rec("Limited: You may discard a card to gain 1 Honor.", CardType.HOLDING) is None


def test_a_celestial_pays_by_leaving_play() -> None:
    """Alice's Celestial at home: "Discard this Celestial to gain 1 Honor." — it goes to her
    Dynasty discard pile and she gains exactly 1 Honor."""
    records, _ = translate(CardDef(id="x:2", title="Plum Star", type=CardType.CELESTIAL,
                                   text="Limited: Discard this Celestial to gain 1 Honor.",
                                   base_title="Plum Star"))
    game = game_at(player(home=["Plum Star"]), player("Lion Keep"),
                   defs=[cd("Plum Star", "celestial", abilities=records)])
    s = game.state
    star, honor = find(s, "Plum Star"), s.players[0].family_honor
    game.perform(UseAbility(0, card=star, ability=0))
    s = game.state
    assert star in s.players[0].dynasty_discard and not s.cards[star].in_play
    assert s.players[0].family_honor == honor + 1
