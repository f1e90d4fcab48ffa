"""The next Honor gain of a player from his own action this turn becomes a loss of that amount
(``next_honor_gain_lost``, ``cardtext/honor_swap.py``) [CE › DELAYED EFFECTS], [CE ›
SUBSTITUTION]: used up by the first such gain, whoever's; a gain given to another player, or
one outside an action, does not use it; gone at the end of the turn. Our own invented cards;
exact numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

_SOUR = {"timing": "open", "keywords": ["political"], "cost": {"gold": "card"},
         "effects": [{"op": "next_honor_gain_lost"}]}
_PRAISE = {"timing": "open", "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
_GIFT = {"timing": "open", "effects": [{"op": "gain_honor", "amount": 3,
                                        "player": "opponent"}]}
DEFS = [cd("Sour Words", "strategy", gold_cost=0, focus=1, abilities=[_SOUR]),
        cd("Praise", "strategy", gold_cost=0, focus=1, abilities=[_PRAISE]),
        cd("Gift", "strategy", gold_cost=0, focus=1, abilities=[_GIFT])]


def _game() -> Game:
    return game_at(player(name="Alice", hand=["Sour Words", "Praise", "Praise", "Gift"]),
                   player("Lion Keep", name="Bob", hand=["Praise"]), defs=DEFS)


def _play(game: Game, title: str, who: int) -> None:
    s = game.state
    card = next(c for c in s.players[who].hand if s.title(c) == title)
    game.perform(UseAbility(who, card, 0))


def test_her_next_gain_is_a_loss_then_gains_are_gains() -> None:
    """Sour Words; Bob passes; Alice's Praise: 10 -> 8 (not 12); Bob passes; her second
    Praise: 8 -> 10."""
    game = _game()
    _play(game, "Sour Words", 0)
    game.perform(Pass(1))
    _play(game, "Praise", 0)
    assert game.state.players[0].family_honor == 8
    game.perform(Pass(1))
    _play(game, "Praise", 0)
    assert game.state.players[0].family_honor == 10


def test_a_gain_given_to_another_player_does_not_use_it() -> None:
    """Alice's Gift gives Bob 3 (10 -> 13): not a gain from an action he took; Bob's own
    Praise then uses it: 13 -> 11; Alice stays at 10."""
    game = _game()
    _play(game, "Sour Words", 0)
    game.perform(Pass(1))
    _play(game, "Gift", 0)
    assert game.state.players[1].family_honor == 13
    _play(game, "Praise", 1)
    assert game.state.players[1].family_honor == 11
    assert game.state.players[0].family_honor == 10


def test_gone_at_the_end_of_the_turn() -> None:
    game = _game()
    s = game.state
    _play(game, "Sour Words", 0)
    keep = s.cards[find(s, "Crane Keep", 0)]
    assert [m.stat for m in keep.modifiers] == ["next_gain_lost"]
    phases.end_turn(game.state)
    assert not game.state.cards[keep.id].modifiers


def test_the_validator() -> None:
    assert not abilities.validate(_SOUR)
    assert abilities.validate({**_SOUR, "effects": [{"op": "next_honor_gain_lost",
                                                     "amount": 1}]})
