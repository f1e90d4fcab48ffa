"""Looking at the top card of any Fate deck, then the choice to destroy the ability's card,
and only then discard the looked-at card: ``look_top`` with ``whose: any`` and ``destroy_self``
(``cardtext/deck_choices.py``) [CE › LOOK], [CE › EFFECTS], [S0 › TO #]. Our own invented
cards: Alice's Shugenja carries the Spell "Thread Reading"; Bob's Fate deck is X Y Z."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, deck_choices
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

LOOK = {"op": "look_top", "deck": "fate", "count": 1, "discard": 1, "rest": "top",
        "whose": "any", "destroy_self": True}
READING = {"timing": "limited", "cost": {"bow_self": True}, "effects": [LOOK]}
_DEFS = [cd("Thread Reading", "spell", gold_cost=1, focus=1, abilities=[READING]),
         cd("Reader", "personality", clans=["Phoenix"], keywords=["Shugenja"], force=1, chi=3,
            gold_cost=3, personal_honor=2),
         *(cd(t, "strategy", gold_cost=1, focus=1) for t in ("Card X", "Card Y", "Card Z"))]


def _game() -> Game:
    return game_at(player(home=[{"title": "Reader", "attachments": ["Thread Reading"]}]),
                   player("Lion Keep", fate_deck=["Card X", "Card Y", "Card Z"]), defs=_DEFS)


def _look_at_bobs(game: Game) -> str:
    """Alice uses the Spell and picks Bob's deck; the id of Bob's top card."""
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Thread Reading"), ability=0))
    game.perform(ChooseCard(0, choice=s.players[1].stronghold))
    return find(s, "Card X", 1)


def test_the_record_is_valid_and_destroy_self_needs_a_discard() -> None:
    assert abilities.validate(READING) == []
    assert abilities.validate({**READING, "effects": [{**LOOK, "discard": 0}]})
    assert abilities.validate({**READING, "effects": [{**LOOK, "destroy_self": 1}]})


def test_destroying_the_spell_discards_the_card_looked_at() -> None:
    """Alice destroys the Spell: it is in her Fate discard pile, Bob's X in his, his deck is
    Y Z."""
    game = _game()
    s = game.state
    x = _look_at_bobs(game)
    assert ChooseCard(0, choice=x).label(s) == "Destroy Thread Reading to discard Card X"
    game.perform(ChooseCard(0, choice=x))
    spell = find(s, "Thread Reading")
    assert s.cards[spell].zone is Zone.FATE_DISCARD and spell in s.players[0].fate_discard
    assert s.players[1].fate_discard == [x]
    assert [s.title(c) for c in s.players[1].fate_deck] == ["Card Y", "Card Z"]
    assert not s.options


def test_declining_keeps_the_spell_and_the_deck() -> None:
    """Alice declines: the Spell stays (bowed) on the Reader, Bob's deck is X Y Z; a save at
    the choice keeps it."""
    game = _game()
    s = game.state
    _look_at_bobs(game)
    again = GameState.from_dict(s.to_dict())
    assert again.options == s.options
    game.perform(ChooseOption(0, apply=False))
    spell = s.cards[find(s, "Thread Reading")]
    assert spell.zone.in_play and spell.bowed
    assert [s.title(c) for c in s.players[1].fate_deck] == ["Card X", "Card Y", "Card Z"]
    assert s.players[1].fate_discard == []


def test_a_spell_that_is_not_destroyed_discards_nothing() -> None:
    """The Spell cannot be destroyed (it left play before the choice): no discard is offered,
    Bob's deck stays X Y Z."""
    game = _game()
    s = game.state
    _look_at_bobs(game)
    o = s.options[0]
    s.options.pop(0)
    spell = find(s, "Thread Reading")
    s.cards[spell].zone = Zone.FATE_DISCARD  # gone before the answer: no "if you do"
    _events, done = deck_choices.answer(s, o, find(s, "Card X", 1))
    assert done and s.players[1].fate_discard == []
    assert [s.title(c) for c in s.players[1].fate_deck] == ["Card X", "Card Y", "Card Z"]
