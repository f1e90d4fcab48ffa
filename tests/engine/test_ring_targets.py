"""A Ring in play as a target (``discard_piles.spec_problems``: only a Strategy must be in a
discard pile; a Ring in play is at its player's home [CE › RING]), beside a Ring of the
player's discard pile, as two records of one printed ability (one use per turn between them
[CE › TAKING ACTIONS FROM ABILITIES]). Our own invented cards and words; exact places."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player

# A Holding: "Open, Bow: Target a Ring in play: straighten it; or a Ring in your discard pile:
# put it into your hand and destroy this Holding." (ours)
_IN_PLAY = {"timing": "open", "cost": {"bow_self": True}, "ability": 1,
            "targets": [{"type": "ring"}], "effects": [{"op": "straighten", "target": 0}]}
_IN_PILE = {"timing": "open", "cost": {"bow_self": True}, "ability": 1,
            "targets": [{"type": "ring", "zone": "discard", "controller": "you"}],
            "effects": [{"op": "to_hand", "target": 0}, {"op": "destroy", "target": "self"}]}
DEFS = [cd("Quiet Pond", "holding", gold_cost=2, abilities=[_IN_PLAY, _IN_PILE])]


def _game() -> Game:
    alice = player(home=["Quiet Pond", "Air Ring"], fate_discard=["Fire Ring"])
    game = game_at(alice, player("Lion Keep", home=["Water Ring"]), defs=DEFS)
    s = game.state
    s.cards[find(s, "Air Ring", 0)].bowed = True
    return game


def _uses(game: Game) -> list[UseAbility]:
    pond = find(game.state, "Quiet Pond", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == pond]


def test_a_ring_in_play_straightened_or_one_of_the_pile_taken() -> None:
    """Offered: either Ring in play (Alice's, Bob's) or the Fire Ring of her pile. The bowed
    Air Ring is straightened and the Pond bowed; then the other way is used up too. On a new
    table the Fire Ring goes to her hand and the Pond is destroyed."""
    game = _game()
    s = game.state
    air, water, fire = (find(s, "Air Ring", 0), find(s, "Water Ring", 1),
                        find(s, "Fire Ring", 0))
    assert {u.targets for u in _uses(game)} == {(air,), (water,), (fire,)}
    game.perform(next(u for u in _uses(game) if u.targets == (air,)))
    assert not s.cards[air].bowed and s.cards[find(s, "Quiet Pond", 0)].bowed
    s.cards[find(s, "Quiet Pond", 0)].bowed = False  # (straightened by a test hand)
    s.priority = 0
    assert _uses(game) == []  # one printed ability: its other way used up this turn

    game = _game()
    s = game.state
    game.perform(next(u for u in _uses(game) if u.targets == (fire,)))
    assert fire in s.players[0].hand
    assert s.cards[find(s, "Quiet Pond", 0)].zone is Zone.DYNASTY_DISCARD


def test_the_validator() -> None:
    assert abilities.validate(_IN_PLAY) == [] and abilities.validate(_IN_PILE) == []
    bad = {"timing": "open", "targets": [{"type": "strategy"}],
           "effects": [{"op": "to_hand", "target": 0}]}
    assert abilities.validate(bad)
