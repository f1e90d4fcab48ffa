"""Reactions "after the resolution of a <Keyword> Battle action you took" (Reaction trigger
``action_resolved``, ``cardtext/action_resolved.py``; the window's ``about`` keeps who took
the action and its kind): the window opens when the action has ended [CE › TAKING ACTIONS
FROM ABILITIES › E]; an additional action granted there is taken when the windows close
[CE › ADDITIONAL (ACTION)]. Our own invented cards; exact numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.cardtext.triggers import validate_trigger
from l5r_desktop.games.ccg.events import WindowOpened
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, player, position

#: The Stronghold's Reaction: after a Kiho Battle action its player took, an additional
#: Battle action (the record of oracle:5957).
_AFTER = {"timing": "reaction", "trigger": {"event": "action_resolved", "card": "any",
                                            "by": "you", "battle": True,
                                            "action_keyword": "kiho"},
          "effects": [{"op": "additional_action", "kind": "battle"}]}
_GAIN = [{"op": "gain_honor", "amount": 1, "player": "you"}]
DEFS = [cd("Still Temple", "stronghold", clans=["Brotherhood"], province_strength=6,
           gold_production=5, starting_honor=5, abilities=[_AFTER]),
        cd("Palm Strike", "strategy", gold_cost=0, focus=1, keywords=["Kiho"],
           abilities=[{"timing": "battle", "keywords": ["kiho"], "effects": _GAIN}]),
        cd("Plain Strike", "strategy", gold_cost=0, focus=1,
           abilities=[{"timing": "battle", "effects": _GAIN}]),
        cd("Quiet Palm", "strategy", gold_cost=0, focus=1, keywords=["Kiho"],
           abilities=[{"timing": "open", "keywords": ["kiho"], "effects": _GAIN}])]


def _game(priority: int = 0) -> Game:
    """Alice (the Temple) attacks Bob in the Combat Segment; ``priority`` acts."""
    alice = player("Still Temple", name="Alice", hand=["Palm Strike", "Plain Strike"])
    bob = player("Lion Keep", name="Bob", hand=["Palm Strike"])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=priority,
                   defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": ["Crane Samurai"],
                                       "defending": ["Lion Samurai"]}]}
    return Game.from_position(pos)


def _play(game: Game, title: str, who: int) -> list:
    s = game.state
    card = next(c for c in s.players[who].hand if s.title(c) == title)
    return game.perform(UseAbility(who, card, 0))


def test_after_her_kiho_battle_action_she_takes_another() -> None:
    """Palm Strike resolves (10 -> 11): the window opens; Alice's Temple answers; when the
    window closes Alice has the granted opportunity (passes -1), a save in the window keeps
    what it is about."""
    game = _game()
    events = _play(game, "Palm Strike", 0)
    s = game.state
    assert s.players[0].family_honor == 11
    assert [e.trigger for e in events if isinstance(e, WindowOpened)] == ["action_resolved"]
    again = type(s).from_dict(s.to_dict())
    assert again.windows == s.windows and s.windows[-1].about
    temple = s.players[0].stronghold
    assert UseAbility(0, temple, 0) in game.legal_actions()
    game.perform(UseAbility(0, temple, 0))
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    s = game.state
    assert s.priority == 0 and s.passes == -1


def test_other_actions_open_no_window() -> None:
    """A Battle action without Kiho, and Bob's own Kiho Battle action: no window; the
    opportunity passes as usual."""
    game = _game()
    events = _play(game, "Plain Strike", 0)
    assert not [e for e in events if isinstance(e, WindowOpened)] and game.state.priority == 1
    game = _game(priority=1)
    events = _play(game, "Palm Strike", 1)
    assert not [e for e in events if isinstance(e, WindowOpened)] and game.state.priority == 0


def test_a_kiho_open_action_is_no_battle_action() -> None:
    alice = player("Still Temple", name="Alice", hand=["Quiet Palm"])
    game = Game.from_position(position(alice, player("Lion Keep", name="Bob"), defs=DEFS))
    events = _play(game, "Quiet Palm", 0)
    assert game.state.players[0].family_honor == 11
    assert not [e for e in events if isinstance(e, WindowOpened)]


def test_the_validator() -> None:
    assert not abilities.validate(_AFTER) and not validate_trigger(_AFTER)
    for bad in ({"battle": False}, {"action_keyword": "political"}, {"card": "self"},
                {"by": "them"}, {"kind": "x"}):
        rec = {**_AFTER, "trigger": {**_AFTER["trigger"], **bad}}
        assert validate_trigger(rec), bad
