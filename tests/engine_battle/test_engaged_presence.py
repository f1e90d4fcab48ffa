"""A Reaction "after engaging at a battlefield where you control one or more units" (ability
condition ``presence``: the player controls a unit at the current battlefield [CE › ARMY],
``ability_conditions.py``) creating a Personality there, removed from the game when the turn
ends (``created.py`` ``at: battlefield``, ``until: turn``) [CE › CREATED CARDS],
[CE › DELAYED EFFECTS]. Our own invented card and words."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, created, delayed
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

# A Holding: "Reaction, Bow: After engaging where you have a unit, create a 2F/2C/2PH Ronin
# Personality there; he leaves the game as the turn ends." (ours)
_HALL = {"timing": "reaction", "cost": {"bow_self": True},
         "trigger": {"event": "engaged", "card": "any"}, "condition": {"presence": True},
         "effects": [{"op": "create", "card": {"type": "personality", "force": 2, "chi": 2,
                                               "personal_honor": 2, "keywords": ["Ronin"]},
                      "at": "battlefield", "until": "turn"}]}
DEFS = [cd("Muster Hall", "holding", gold_cost=2, abilities=[_HALL])]


def _game(defends: bool):
    game = attack_game({"name": "Alice", "home": ["Lion Samurai"]},
                       {"stronghold": "Lion Keep", "name": "Bob",
                        "home": ["Ronin", "Muster Hall"]}, defs=DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    if defends:
        assign(game, pid(game, "Ronin", 1), 0)
    done(game)  # Bob ends his assignments: the battle begins (engaging)
    return game


def _hall_uses(game) -> list[UseAbility]:
    """Bob's uses of the Hall in the engaging window (Alice, asked first, passes)."""
    hall = pid(game, "Muster Hall", 1)
    for _ in range(3):
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == hall]
        if uses or not game.state.windows:
            return uses
        game.perform(Pass(game.waiting_for or 0))
    return []


def test_created_on_his_side_when_he_has_a_unit_there() -> None:
    """Bob defends with his Ronin: the Hall's Reaction is offered; a 2F Ronin is created on
    his defending side, the Hall bowed, the removal waiting for the turn's end."""
    game = _game(True)
    s = game.state
    (use,) = _hall_uses(game)
    game.perform(use)
    made = [c for c in s.cards if c.startswith(created.PREFIX)]
    assert len(made) == 1 and s.cards[made[0]].zone is Zone.BATTLEFIELD
    assert s.attack.battlefields[0].defending == [pid(game, "Ronin", 1), made[0]]
    assert s.cards[pid(game, "Muster Hall", 1)].bowed
    assert [d["when"] for d in s.delayed] == [delayed.TURN_END]


def test_not_offered_without_a_unit_there() -> None:
    """Bob does not defend: he controls no unit at the battlefield, the Hall is not offered."""
    assert _hall_uses(_game(False)) == []
    assert abilities.validate(_HALL) == []
