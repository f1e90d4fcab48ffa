"""The Attacker waits for the Defender's first opportunity (effect ``attacker_waits``,
``cardtext/attacker_waits.py``): while it lasts, in a battle's Combat Segment the Attacker is
offered no Battle action (a card's, the Tactician's) before the Defender has acted or passed
at a normal opportunity [CE › BATTLES › B. COMBAT SEGMENT], [CE › TAKING ACTIONS FROM
ABILITIES › A]; it ends when its player's N-th turn from now begins [CE › DURATION OF
EFFECTS]. Our own cards; exact numbers."""

from __future__ import annotations

import json

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.battle_actions import Tactics
from l5r_desktop.games.ccg.cardtext import abilities, attacker_waits
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, player, position

#: "Battle: Gain 1 Honor."
_CHARGE = {"timing": "battle", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
#: The Event's record.
_WAIT = {"timing": "event", "effects": [{"op": "attacker_waits", "turns": 2}]}


def _game(wait: bool) -> Game:
    """Alice attacks Bob's first province with her Lion General (a Tactician); she has the
    first opportunity of the Combat Segment (an effect gave it to her); with ``wait`` Bob's
    Event has resolved for him."""
    defs = [cd("Lion General", "personality", clans=["Lion"], keywords=["Tactician"],
               force=2, chi=2, gold_cost=4, personal_honor=1),
            cd("Charge", "strategy", gold_cost=0, focus=2, abilities=[_CHARGE]),
            cd("Waiting Walls", "event", abilities=[_WAIT])]
    alice = player("Lion Keep", name="Alice", hand=["Charge", "Charge"])
    bob = player(name="Bob", hand=["Charge"], home=["Waiting Walls"])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0,
                   defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": ["Lion General"],
                                       "defending": ["Crane Samurai"]}]}
    game = Game.from_position(pos)
    if wait:
        s = game.state
        walls = find(s, "Waiting Walls", 1)
        abilities.run_effects(s, 1, walls, _WAIT, ())
    return game


def _battle_actions(game: Game) -> list[object]:
    return [a for a in game.legal_actions() if isinstance(a, (UseAbility, Tactics))]


def test_without_it_the_attacker_may_act_first() -> None:
    game = _game(wait=False)
    assert len(_battle_actions(game)) == 2 + 2  # Charge (one per copy), Tactics per card


def test_the_attacker_may_only_pass_before_the_defender_acted() -> None:
    """Alice's Charges and her Tactician's ability are not offered; she passes; Bob plays his
    Charge at his first opportunity; then hers is offered and taken: 10 -> 11."""
    game = _game(wait=True)
    s = game.state
    assert [type(a).__name__ for a in game.legal_actions()] == ["Pass"]
    game.perform(Pass(0))
    assert game.waiting_for == 1
    game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)))
    assert s.attack is not None and s.attack.defender_acted
    assert game.waiting_for == 0
    acts = _battle_actions(game)
    assert len(acts) == 4
    charge = next(a for a in acts if isinstance(a, UseAbility))
    game.perform(charge)
    assert s.players[0].family_honor == 11


def test_the_defender_is_not_restricted() -> None:
    game = _game(wait=True)
    s = game.state
    s.priority = 1
    game = Game(s)
    assert [a for a in game.legal_actions() if isinstance(a, UseAbility)]


def test_it_is_saved_and_ends_as_its_players_second_turn_begins() -> None:
    game = _game(wait=True)
    s = game.state
    again = GameState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert attacker_waits.barred(again, 0)
    attacker_waits.turn_began(again, 1)
    assert attacker_waits.barred(again, 0)  # one of Bob's turns left
    attacker_waits.turn_began(again, 0)
    assert attacker_waits.barred(again, 0)  # Alice's turns do not count
    attacker_waits.turn_began(again, 1)
    assert not attacker_waits.barred(again, 0)
    assert not again.delayed


def test_the_validator() -> None:
    assert not abilities.validate(_WAIT)
    assert abilities.validate({"timing": "event", "effects": [{"op": "attacker_waits"}]})
