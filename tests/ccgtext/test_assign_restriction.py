""""Pay Gold equal to the number of Personalities you control, or 4, whichever is higher"
(cost ``gold_count``, ``costs.counted_gold``) and "The targeted Personality may not assign to
battlefields" (effect ``no_assign``, ``cardtext/restrictions.py``) (issue 17, ccgtext lane).
Our own cards and numbers."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.actions import Assign, UseAbility
from l5r_desktop.games.ccg.attack import choices
from l5r_desktop.games.ccg.cardtext import restrictions
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import attack_game, declare

_FORBID = {"timing": "open", "condition": {"controls": {"type": "personality"}},
           "cost": {"gold": "card", "gold_count": {"count": {"type": "personality"},
                                                   "min": 3}},
           "targets": [{"type": "personality"}],
           "effects": [{"op": "no_assign", "target": 0}]}
DEFS = [cd("Forbid", "strategy", gold_cost=1, focus=1, abilities=[_FORBID])]


def _uses(game: Game) -> list[UseAbility]:
    card = find(game.state, "Forbid", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


_KEEP = {"title": "Crane Keep", "bowed": True}  # no Gold but the pool's


def _table(mine: int, pool: int) -> Game:
    return game_at(player(_KEEP, name="Alice", hand=["Forbid"], home=["Ronin"] * mine,
                          gold_pool=pool),
                   player("Lion Keep", name="Bob", home=["Lion Samurai"]), phase="action",
                   defs=DEFS)


@pytest.mark.parametrize(("mine", "paid"), [(1, 1 + 3), (2, 1 + 3), (5, 1 + 5)])
def test_gold_by_the_personalities_you_control(mine: int, paid: int) -> None:
    """Its own Gold Cost 1 plus the number of Alice's Personalities, at least 3: offered with
    exactly that much Gold, not with one less; Bob's Lion Samurai may not assign."""
    assert _uses(_table(mine, paid - 1)) == []
    game = _table(mine, paid)
    s = game.state
    bobs = find(s, "Lion Samurai", 1)
    game.perform(next(u for u in _uses(game) if u.targets == (bobs,)))
    assert s.players[0].gold_pool == 0
    assert restrictions.cannot_assign(s.cards[bobs])


def test_not_offered_without_a_personality() -> None:
    assert _uses(_table(0, 10)) == []


def test_a_restricted_personality_is_not_assigned() -> None:
    """Alice declares an attack: her Ronin under the restriction is not offered in the
    Maneuvers Segment, her Crane Samurai is; assigning the Ronin is refused with a reason."""
    rule = {"stat": "assign", "amount": 0, "duration": "turn", "kind": "restriction"}
    game = attack_game(player(name="Alice", home=[{"title": "Ronin", "modifiers": [rule]},
                                                  "Crane Samurai"]))
    declare(game)
    s = game.state
    ronin, samurai = find(s, "Ronin", 0), find(s, "Crane Samurai", 0)
    assigned = {a.card for a in game.legal_actions() if isinstance(a, Assign)}
    assert samurai in assigned and ronin not in assigned
    assert "may not assign" in choices.explain(s, Assign(0, ronin, 0))


def test_the_validator() -> None:
    assert not validate(_FORBID)
    for bad in ({"count": {"type": "personality"}, "min": -1}, {"min": 4},
                {"count": "personalities", "min": 4}):
        assert validate({**_FORBID, "cost": {"gold_count": bad}}), bad
    assert validate({**_FORBID, "effects": [{"op": "no_assign", "target": "everyone"}]})
