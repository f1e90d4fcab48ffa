"""Effects delayed to "during your next End Phase" (``delayed.py`` op ``during_end_phase``,
``turn/phases.begin_end_phase``) [CE › END PHASE], [CE › DELAYED EFFECTS]: the additional card
comes with the End Phase's own draw, before the discard down to the maximum hand size (unlike
"before your turn ends", which comes after it). Our own invented cards."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import DiscardCard, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

#: "Favor Limited: Discard the Imperial Favor to draw an additional card during your next
#: End Phase." (made up)
OMEN = {"timing": "limited", "keywords": ["favor"], "cost": {"discard_favor": True},
        "effects": [{"op": "during_end_phase", "effects": [
            {"op": "draw", "amount": 1, "player": "you"}]}]}
DEFS = [cd("Herald", "personality", clans=["Crane"], force=1, chi=2, gold_cost=3,
           personal_honor=2, abilities=[OMEN])]


def _game(hand: int) -> Game:
    return game_at(player(name="Alice", home=["Herald"], hand=["Filler Fate"] * hand,
                          fate_deck=["Filler Fate"] * 6, imperial_favor=True),
                   player("Lion Keep", name="Bob"), defs=DEFS)


def _to_end_phase(game: Game) -> None:
    while game.state.phase.value == "action":
        game.perform(Pass(game.state.priority))
    game.perform(Pass(0))  # no attack
    game.perform(Pass(0))  # the Dynasty Phase ends: the End Phase draws


def test_the_additional_card_is_drawn_in_the_end_phase_before_the_discard() -> None:
    """Alice holds 7 cards and the Favor: the Herald discards the Favor, nothing drawn yet;
    the End Phase draws 2 (9 cards) and she must discard down to 8; Bob's turn begins with
    Alice holding 8, her deck 2 cards shorter."""
    game = _game(7)
    s = game.state
    game.perform(UseAbility(0, find(s, "Herald", 0), 0))
    assert not s.players[0].favor  # the cost paid
    assert len(s.players[0].hand) == 7 and len(s.delayed) == 1
    deck = len(s.players[0].fate_deck)
    _to_end_phase(game)
    s = game.state
    assert s.phase.value == "end" and len(s.players[0].hand) == 9
    assert len(s.players[0].fate_deck) == deck - 2 and not s.delayed
    game.perform(next(a for a in game.legal_actions() if isinstance(a, DiscardCard)))
    assert game.state.active == 1 and len(game.state.players[0].hand) == 8


def test_saved_while_waiting() -> None:
    game = _game(2)
    game.perform(UseAbility(0, find(game.state, "Herald", 0), 0))
    data = game.state.to_dict()
    again = type(game.state).from_dict(data)
    assert again.delayed == game.state.delayed and again.to_dict() == data


def test_the_validator_and_the_translator() -> None:
    assert not abilities.validate(OMEN)
    bad = {**OMEN, "effects": [{"op": "during_end_phase", "effects": [
        {"op": "draw", "amount": 0, "player": "you"}]}]}
    assert abilities.validate(bad)
    card = CardDef(id="t:3", title="Herald", type=CardType.PERSONALITY)
    rec = translate_ability("Favor Limited: Discard the Imperial Favor to draw two "
                            "additional cards during your next End Phase.", card)
    assert rec["cost"] == {"discard_favor": True}
    assert rec["effects"] == [{"op": "during_end_phase", "effects": [
        {"op": "draw", "amount": 2, "player": "you"}]}]
