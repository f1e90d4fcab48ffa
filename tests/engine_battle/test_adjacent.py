"""Adjacent battlefields (issue 17, core lane; ``cardtext/adjacent.py``): "Battlefields
associated with adjacent provinces are themselves adjacent" [CE › AREAS OF THE GAME ›
BATTLEFIELD]. ``move_adjacent`` moves units to the battlefield on one side of the current one
(one record per side, offered while that battlefield is there and, when asked, unresolved);
``near_current`` finds cards at the current battlefield and at those adjacent to it. Our own
cards; exact battlefields and Force."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import adjacent
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import DEFS, cd, find, player, position


def _lure(side: str) -> dict[str, Any]:
    return {"timing": "battle", "ability": 1,
            "condition": {"adjacent_battlefield": {"side": side, "unresolved": True}},
            "targets": [{"type": "personality", "controller": "opponent", "at_current": True}],
            "effects": [{"op": "move_adjacent", "cards": [0, "self"], "side": side,
                         "unresolved": True}]}


_RALLY = {"timing": "battle", "effects": [{
    "op": "modify_stat", "stat": "force", "amount": 1, "duration": "turn",
    "each": {"type": "follower", "controller": "you", "not_self": True, "near_current": True}}]}
_DEFS = [*DEFS, cd("Lurer", "personality", force=2, chi=2, gold_cost=3, personal_honor=1,
                   abilities=[_lure("left"), _lure("right")]),
         cd("Foe", "personality", force=2, chi=2, gold_cost=3, personal_honor=1),
         cd("Drummer", "follower", force=1, gold_cost=1, focus=1, abilities=[_RALLY]),
         cd("Rider", "follower", force=1, gold_cost=1, focus=1),
         cd("Scout", "personality", force=1, chi=1, gold_cost=2, personal_honor=1)]


def _field(province: int, attacking: list[Any], defending: list[Any],
           ended: bool = False) -> dict[str, Any]:
    return {"province": province, "attacking": attacking, "defending": defending,
            "ended": ended}


def _game(fields: list[dict[str, Any]], current: int) -> Game:
    pos = position(player(name="Alice", home=[]), player("Lion Keep", name="Bob", home=[]),
                   phase="attack", step="combat", active=0, priority=0, defs=_DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": current,
                     "battlefields": fields}
    return Game.from_position(pos)


def _unit(title: str, *followers: str) -> dict[str, Any]:
    return {"title": title, "attachments": [{"title": f} for f in followers]}


def _lures(game: Game) -> list[UseAbility]:
    me = find(game.state, "Lurer", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me]


def test_both_units_move_to_the_battlefield_on_the_chosen_side() -> None:
    """Battlefields at provinces 0, 1, 2, the current one at 1: the left and the right way are
    offered; the left one moves the Lurer and the Foe to the battlefield at province 0, and
    the right way is not offered again this turn (one printed ability)."""
    fields = [_field(0, [], []), _field(1, [_unit("Lurer")], [_unit("Foe")]),
              _field(2, [], [])]
    game = _game(fields, 1)
    s = game.state
    assert sorted(u.ability for u in _lures(game)) == [0, 1]
    game.perform(next(u for u in _lures(game) if u.ability == 0))
    att = s.attack
    assert att is not None
    assert s.cards[find(s, "Lurer", 0)].battlefield == 0
    assert s.cards[find(s, "Foe", 1)].battlefield == 0
    assert att.battlefields[0].attacking and att.battlefields[0].defending
    assert not att.battlefields[1].attacking and not att.battlefields[1].defending
    s.priority = 0
    s.attack.current = 0
    assert _lures(game) == []


@pytest.mark.parametrize(("fields", "current", "ways"), [
    ([_field(0, [], [], ended=True), _field(1, [_unit("Lurer")], [_unit("Foe")]),
      _field(2, [], [])], 1, [1]),  # the left battle is over: only the right way
    ([_field(0, [_unit("Lurer")], [_unit("Foe")]), _field(1, [], [])], 0, [1]),  # an edge
    ([_field(1, [_unit("Lurer")], [_unit("Foe")]), _field(3, [], [])], 0, []),  # no neighbour
])
def test_a_way_is_offered_only_while_its_battlefield_is_there(
        fields: list[dict[str, Any]], current: int, ways: list[int]) -> None:
    assert sorted(u.ability for u in _lures(_game(fields, current))) == ways


@pytest.mark.parametrize(("current", "forces"), [(1, [2, 2, 2]), (0, [2, 2, 1])])
def test_followers_here_and_at_adjacent_battlefields(current: int, forces: list[int]) -> None:
    """The Drummer gives Alice's other Followers +1F at the current battlefield and at those
    adjacent to it: with the battle at province 1 all three Riders, at province 0 not the
    one at province 2; Bob's Rider and the Drummer himself keep 1."""
    fields = [_field(p, [_unit("Scout", "Rider", *(["Drummer"] if p == current else []))],
                     [_unit("Foe", "Rider")] if p == current else []) for p in (0, 1, 2)]
    game = _game(fields, current)
    s = game.state
    drummer = next(c for c in s.cards.values() if c.title == "Drummer")
    game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                      and a.card == drummer.id))
    riders = sorted((s.cards[c.attached_to or ""].battlefield or 0, c.controller,
                     stats.force(s, c.id)) for c in s.cards.values() if c.title == "Rider")
    assert [f for bf, who, f in riders if who == 0] == forces
    assert [f for bf, who, f in riders if who == 1] == [1]
    assert stats.force(s, drummer.id) == 1


def test_the_validator() -> None:
    assert not validate(_lure("left")) and not validate(_RALLY)
    for bad in ({"side": "up"}, {"cards": []}, {"cards": ["them"]}, {"unresolved": 1}):
        eff = {**_lure("left")["effects"][0], **bad}
        assert validate({**_lure("left"), "effects": [eff]})
    assert validate({**_lure("left"), "condition": {"adjacent_battlefield": {"side": "up"}}})
    assert validate({**_RALLY, "effects": [{**_RALLY["effects"][0], "each": {
        "type": "follower", "near_current": 1}}]})
    assert adjacent.adjacent(_game([_field(0, [], [])], 0).state, "right") is None
