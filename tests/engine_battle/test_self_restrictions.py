"""A card's traits restricting itself (issue 17, moves lane; ``cardtext/self_restrictions.py``):
"will only enter play from a province" and "may not perform Battle actions while your current
army has higher total Force than the current enemy army" [CE › RESTRICTIONS], [CE › PERFORM],
[CE › PERSONALITY]. Our own cards; exact Force."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS, cd, find, game_at, player, position

_ONLY = {"timing": "continuous", "ongoing": "entry_from", "applies_to": "self",
         "zone": "province"}
_SHY = {"timing": "continuous", "ongoing": "no_battle_actions", "applies_to": "self",
        "when_army": "stronger"}
_ROAR = {"timing": "battle", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
_ORDER = {"timing": "battle", "targets": [{"type": "personality", "controller": "you",
                                           "performer": True}],
          "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
_RAISE = {"timing": "limited", "targets": [{"type": "personality", "zone": "discard",
                                            "controller": "you"}],
          "effects": [{"op": "bring_into_play", "target": 0, "costs": "ignore",
                       "ignore_hr": True}]}
_DEFS = [*DEFS,
         cd("Brute", "personality", force=10, chi=2, gold_cost=7, personal_honor=0,
            abilities=[_ONLY, _SHY, _ROAR]),
         cd("Order", "strategy", gold_cost=0, focus=1, abilities=[_ORDER]),
         cd("Raise", "strategy", gold_cost=0, focus=1, abilities=[_RAISE]),
         cd("Foe", "personality", force=2, chi=2, gold_cost=3, personal_honor=1),
         cd("Giant", "personality", force=12, chi=2, gold_cost=3, personal_honor=1),
         cd("Scout", "personality", force=1, chi=1, gold_cost=2, personal_honor=1)]


def _battle(bob: list[Any]) -> Game:
    pos = position(player(name="Alice", hand=["Order"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0, defs=_DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "attacking": ["Brute", "Scout"],
                                       "defending": bob, "ended": False}]}
    return Game.from_position(pos)


def _performers(game: Game) -> list[str]:
    """Who performs the offered Battle actions: the Brute's own, or the Order's performer."""
    s = game.state
    out = []
    for a in game.legal_actions():
        if isinstance(a, UseAbility):
            out.append(s.title(a.card) if s.title(a.card) == "Brute" else
                       f"Order by {s.title(a.targets[0])}")
    return sorted(out)


def test_no_battle_action_by_him_while_his_army_is_stronger() -> None:
    """11F (Brute 10 + Scout 1) against the Foe's 2: the Brute performs nothing; the Scout
    performs the Order."""
    assert _performers(_battle(["Foe"])) == ["Order by Scout"]


def test_against_a_stronger_army_he_acts() -> None:
    """11F against 14F (Giant 12 + Foe 2): his own ability and the Order by him are offered."""
    assert _performers(_battle(["Giant", "Foe"])) == ["Brute", "Order by Brute",
                                                      "Order by Scout"]


def test_he_enters_play_only_from_a_province() -> None:
    """Raise brings the Scout back from Alice's discard pile, never the Brute."""
    me = player(name="Alice", hand=["Raise"], dynasty_discard=["Brute", "Scout"])
    game = game_at(me, player("Lion Keep", name="Bob"), defs=_DEFS, phase="action",
                   active=0)
    s = game.state
    raised = [s.title(a.targets[0]) for a in game.legal_actions()
              if isinstance(a, UseAbility) and s.title(a.card) == "Raise"]
    assert raised == ["Scout"]
    assert find(s, "Brute", 0) in s.players[0].dynasty_discard


def test_the_validator() -> None:
    assert not validate(_ONLY) and not validate(_SHY)
    assert validate({**_ONLY, "zone": "hand"}) and validate({**_SHY, "when_army": "weaker"})
