""""Your performing unbowed Hero, who must be the only Personality in his army" (the target
filter ``alone_in_army``, ``cardtext/targets.py`` [CE › ARMY]) (issue 17, ccgtext lane). Our
own cards and numbers."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position

_STAND = {"timing": "battle", "targets": [
    {"type": "personality", "controller": "you", "performer": True, "bowed": False,
     "keyword": "Hero", "alone_in_army": True},
    {"type": "personality", "controller": "opponent"}],
    "effects": [{"op": "bow", "each": {"type": "card", "unit_of": 1}}]}
DEFS = [cd("Lone Hero", "personality", keywords=["Hero"], force=3, chi=2, gold_cost=3,
           personal_honor=2),
        cd("Squire", "personality", force=1, chi=1, gold_cost=1, personal_honor=1),
        cd("Raider", "personality", force=3, chi=1, gold_cost=3, personal_honor=1),
        cd("Stand Alone", "strategy", gold_cost=0, focus=1, abilities=[_STAND])]


def _unit(title: str, attached: tuple[Any, ...] = ()) -> dict[str, Any]:
    return {"title": title, "attachments": list(attached)}


def _game(mine: list[str], home: list[str] | None = None) -> Game:
    alice = player(name="Alice", hand=["Stand Alone"], home=home or [])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [_unit(t) for t in mine],
                                       "defending": [_unit("Raider", ({"title": "Spearmen"},))]}]}
    return Game.from_position(pos)


def _uses(game: Game) -> list[UseAbility]:
    card = find(game.state, "Stand Alone", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_the_only_personality_in_his_army_bows_a_unit() -> None:
    """The Hero alone in Alice's army (her Squire at home is in no army): the Raider and his
    Spearmen are bowed."""
    game = _game(["Lone Hero"], home=["Squire"])
    s = game.state
    raider = find(s, "Raider", 1)
    (use,) = _uses(game)
    assert use.targets == (find(s, "Lone Hero", 0), raider)
    game.perform(use)
    assert s.cards[raider].bowed and s.cards[s.cards[raider].attachments[0]].bowed


def test_not_alone_not_offered() -> None:
    assert _uses(_game(["Lone Hero", "Squire"])) == []


def test_the_validator() -> None:
    assert not validate(_STAND)
    bad = {**_STAND, "targets": [{**_STAND["targets"][0], "alone_in_army": 1},
                                 _STAND["targets"][1]]}
    assert validate(bad)
