""""You may use each ability on your Stronghold a second time this turn" (issue 17,
ccgtext2; ``second_use``, ``cardtext/second_use.py``, counted by ``use_limits.py``): an
ability used once may be used once more this turn, not a third time, and the permission ends
with the turn [CE › TAKING ACTIONS FROM ABILITIES], [CE › DURATION OF EFFECTS]."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, use_limits
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

FIRES = {"timing": "open", "effects": [{"op": "second_use", "of": "stronghold"}]}
DEFS = [cd("Fires", "strategy", gold_cost=0, focus=1, abilities=[FIRES]),
        cd("Plum Keep", "stronghold", clans=["Crane"], province_strength=6, gold_production=5,
           starting_honor=10, abilities=[
               {"timing": "limited", "effects": [{"op": "gain_honor", "amount": 1,
                                                   "player": "you"}]}])]


def _keep_uses(game: Game) -> list[UseAbility]:
    keep = find(game.state, "Plum Keep", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == keep]


def _use_keep(game: Game) -> None:
    """Alice uses her Keep's ability; Bob passes the opportunity back."""
    (use,) = _keep_uses(game)
    game.perform(use)
    _back_to_alice(game)


def _back_to_alice(game: Game) -> None:
    if game.state.priority != 0:
        game.perform(Pass(game.state.priority))


def test_a_stronghold_ability_used_a_second_time_not_a_third() -> None:
    game = game_at(player("Plum Keep", name="Alice", hand=["Fires"]),
                   player("Lion Keep", name="Bob"), defs=DEFS)
    s = game.state
    _use_keep(game)
    assert s.players[0].family_honor == 11 and _keep_uses(game) == []
    fires = find(s, "Fires", 0)
    game.perform(UseAbility(0, fires, 0, ()))
    _back_to_alice(game)
    assert use_limits.extra_use(s.cards[find(s, "Plum Keep", 0)])
    _use_keep(game)
    assert s.players[0].family_honor == 12 and _keep_uses(game) == []


def test_played_first_then_the_ability_twice() -> None:
    game = game_at(player("Plum Keep", name="Alice", hand=["Fires"]),
                   player("Lion Keep", name="Bob"), defs=DEFS)
    s = game.state
    game.perform(UseAbility(0, find(s, "Fires", 0), 0, ()))
    _back_to_alice(game)
    _use_keep(game)
    _use_keep(game)
    assert s.players[0].family_honor == 12 and _keep_uses(game) == []


def test_the_permission_ends_with_the_turn() -> None:
    game = game_at(player("Plum Keep", name="Alice", hand=["Fires"]),
                   player("Lion Keep", name="Bob"), defs=DEFS)
    s = game.state
    keep = find(s, "Plum Keep", 0)
    game.perform(UseAbility(0, find(s, "Fires", 0), 0, ()))
    phases.end_turn(s)
    assert not use_limits.extra_use(s.cards[keep])


def test_the_validator() -> None:
    assert not abilities.validate(FIRES)
    assert abilities.validate({**FIRES, "effects": [{"op": "second_use", "of": "holding"}]})
    assert abilities.validate({**FIRES, "effects": [{"op": "second_use"}]})
