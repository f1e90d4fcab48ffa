""""Discard a card." as an effect: a card of the player's hand, chosen as it resolves, after
the effects before it (``cardtext/chosen_effects.py``, ``templates/chosen_effects.py``)
[CE › CHOICES], [CE › ORDER OF EFFECTS]: our own test lines and invented cards, exact hands."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

STUDY = "Limited, Bow: Draw a card. Discard a card."
TITHE = "Limited, Bow: Gain 1 Honor. Discard a card."


def _records(text: str) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Plum Library", type=CardType.HOLDING, text=text,
                   base_title="Plum Library")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_the_lines_are_read() -> None:
    assert _records(STUDY) == [{"timing": "limited", "cost": {"bow_self": True}, "effects": [
        {"op": "draw", "amount": 1, "player": "you"}, {"op": "discard_chosen"}]}]
    # before a colon it is still a cost chosen with the action (hand_costs.py)
    (cost,) = _records("Limited, Bow: Discard a card: Gain 1 Honor.") or [None]
    assert "discard_chosen" not in str(cost)
    assert _records("Limited: Discard two cards.") is None


def _game(text: str, hand: list[str], deck: list[str]) -> Game:
    recs = _records(text)
    assert recs is not None
    defs = [cd("Plum Library", "holding", gold_cost=2, abilities=recs),
            *(cd(t, "strategy", gold_cost=1, focus=1) for t in dict.fromkeys(hand + deck))]
    return game_at(player(home=["Plum Library"], hand=hand, fate_deck=deck),
                   player("Lion Keep"), defs=defs)


def test_the_card_drawn_may_be_the_one_discarded() -> None:
    """Alice holds A and B, Card C on top of her deck: she draws C, then every card of her
    hand is offered (no declining); she discards B: her hand is A C, B in her Fate discard
    pile."""
    game = _game(STUDY, ["Card A", "Card B"], ["Card C", "Card D"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Plum Library"), ability=0))
    a, b, c = (find(s, f"Card {x}") for x in "ABC")
    assert game.legal_actions() == [ChooseCard(0, choice=x) for x in (a, b, c)]
    assert ChooseCard(0, choice=b).label(s) == "Discard Card B"
    assert GameState.from_dict(s.to_dict()).options == s.options
    game.perform(ChooseCard(0, choice=b))
    assert s.players[0].hand == [a, c] and not s.options
    assert s.cards[b].zone is Zone.FATE_DISCARD and b in s.players[0].fate_discard


def test_an_empty_hand_discards_nothing() -> None:
    """Alice's hand is empty: she gains 1 Honor (10 -> 11) and nothing is asked."""
    game = _game(TITHE, [], ["Card C"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Plum Library"), ability=0))
    assert not s.options and s.players[0].family_honor == 11
    assert s.players[0].fate_discard == []


def test_selecting_none_is_refused_and_the_validator() -> None:
    game = _game(TITHE, ["Card A"], ["Card C"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Plum Library"), ability=0))
    assert ChooseOption(0, apply=False) not in game.legal_actions()
    with pytest.raises(ValueError):
        from l5r_desktop.games.ccg.cardtext import chosen_effects
        chosen_effects.answer(s, s.options[0], None)
    assert abilities.validate({"timing": "limited", "effects": [
        {"op": "discard_chosen", "amount": 2}]})
