"""Negations "before the first time each turn / this game another player's card destroys this
card" (``prevention.prevented_from`` with ``limit``): only the first such destruction is
negated [CE › PREVENTION (Including Negation)], [CE › TRAITS]; the card's own player's
effects and destruction by no card (the Chi Death Rule, a battle's resolution) are not
negated. The cards are made up."""

from __future__ import annotations

from l5r_desktop.games.ccg import honor
from l5r_desktop.games.ccg.cardtext import abilities, effects
from tests.engine.scenario import cd, find, game_at, player

_TRAIT = {"timing": "continuous", "prevents": "destroyed", "from": "others",
          "applies_to": "self"}
DEFS = [
    cd("Plum Blade", "item", force=1, chi=0, gold_cost=1, focus=1,
       abilities=[{**_TRAIT, "limit": "turn"}]),
    cd("Plum Ghosts", "follower", force=1, gold_cost=1, focus=1,
       abilities=[{**_TRAIT, "limit": "game"}]),
]


def _game():  # type: ignore[no-untyped-def]
    return game_at(player(home=[{"title": "Crane Samurai",
                                 "attachments": ["Plum Blade", "Plum Ghosts"]}]),
                   player("Lion Keep", home=["Lion Samurai"]), defs=DEFS)


def test_the_first_time_each_turn() -> None:
    """Bob destroys the Blade: negated; again this turn: destroyed. A destruction by no card,
    and Alice's own effect, are not negated; a use in an earlier turn leaves this turn's."""
    game = _game()
    s = game.state
    blade = find(s, "Plum Blade")
    honor.destroy_card(s, blade, "test", by=None)  # no card's effect: not negated
    assert not s.cards[blade].in_play
    game = _game()
    s = game.state
    blade = find(s, "Plum Blade")
    effects.apply(s, 1, "destroy", card=blade)
    assert s.cards[blade].in_play
    effects.apply(s, 1, "destroy", card=blade)
    assert not s.cards[blade].in_play
    game = _game()
    s = game.state
    blade = find(s, "Plum Blade")
    s.turn += 1  # used in an earlier turn: the first time of this turn is negated again
    effects.apply(s, 1, "destroy", card=blade)
    s.turn += 1
    effects.apply(s, 1, "destroy", card=blade)
    assert s.cards[blade].in_play
    effects.apply(s, 0, "destroy", card=blade)  # Alice's own effect
    assert not s.cards[blade].in_play


def test_the_first_time_this_game() -> None:
    """Bob destroys the Ghosts: negated; in a later turn: destroyed."""
    game = _game()
    s = game.state
    ghosts = find(s, "Plum Ghosts")
    effects.apply(s, 1, "destroy", card=ghosts)
    assert s.cards[ghosts].in_play
    s.turn += 2
    effects.apply(s, 1, "destroy", card=ghosts)
    assert not s.cards[ghosts].in_play


def test_the_validator() -> None:
    assert not abilities.validate(DEFS[0]["abilities"][0])
    assert abilities.validate({**_TRAIT, "limit": "battle"})
    assert abilities.validate({"timing": "continuous", "prevents": "destroyed",
                               "limit": "turn"})  # only from others
