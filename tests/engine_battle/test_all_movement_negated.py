"""Every unit's movement negated until your next turn begins (issue 17, moves lane; effect
``negate_all_movement``, ``movement_negation.everywhere``), from an Event that may first
choose and destroy a Region [CE › PREVENTION (Including Negation)], [CE › LOCATIONS],
[CE › EVENT], [CE › REGION]. Our own cards; exact places."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.battle_state import AttackState, Battlefield
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

_STILL = {"timing": "event", "effects": [
    {"op": "choose_card", "spec": {"type": "region"}, "optional": 1},
    {"op": "destroy", "target": 0, "optional": 1},
    {"op": "negate_all_movement", "until": "next_turn"}]}
_DEFS = [cd("Stillness", "event", abilities=[_STILL]),
         cd("Marsh", "region"),
         cd("Walker", "personality", force=2, chi=2, gold_cost=3, personal_honor=1),
         cd("Marker", "holding", gold_cost=2)]


def _reveal() -> Game:
    """Alice's Events Phase reveals Stillness in her first province; Bob has the Marsh
    attached to his first province and the Walker at home."""
    me = player(name="Alice", provinces=[{"title": "Stillness", "face_up": False},
                                         "Marker", "Marker", "Marker"])
    bob = player("Lion Keep", name="Bob", home=["Walker"],
                 regions=["Marsh", None, None, None])
    return game_at(me, bob, defs=_DEFS, phase="straighten", turn=3, active=0)


def _settle(game: Game, apply: bool) -> None:
    for _ in range(6):
        o = game.state.options[0] if game.state.options else None
        if o is None:
            return
        if "pick" in o:
            game.perform(ChooseCard(o["player"], choice=o["pick"][0]))
        else:
            game.perform(ChooseOption(o["player"], apply=apply))


def _try_moves(game: Game) -> list[str]:
    """On a copy: an attack with one battlefield; the Walker moved there, then home."""
    s = game.state.clone()
    s.attack = AttackState(1, 0, battlefields=[Battlefield(0)], current=0)
    walker = find(s, "Walker", 1)
    out = [str(e) for e in armies.move_to_battlefield(s, walker, 0, "test")]
    out += [str(e) for e in armies.move_home(s, walker, "test")]
    return ["moved" if "UnitMoved" in e else "stopped" for e in out]


def test_the_region_destroyed_and_every_movement_negated_until_alices_next_turn() -> None:
    game = _reveal()
    s = game.state
    assert _try_moves(game) == ["moved", "moved"]
    _settle(game, apply=True)
    marsh = find(s, "Marsh", 1)
    assert marsh in s.players[1].dynasty_discard
    assert _try_moves(game) == ["stopped"]  # the Walker never left home: nothing to move
    keep = s.cards[s.players[0].stronghold]
    assert [(m.stat, m.duration.value, m.player) for m in keep.modifiers] == [
        ("all_movement", "next_turn", 0)]
    phases._next_turn_begins(s, 1)  # Bob's turn begins: still negated
    assert _try_moves(game) == ["stopped"]
    phases._next_turn_begins(s, 0)  # Alice's next turn begins: over
    assert _try_moves(game) == ["moved", "moved"]


def test_declining_the_region_keeps_it_and_still_negates() -> None:
    game = _reveal()
    s = game.state
    _settle(game, apply=False)
    marsh = find(s, "Marsh", 1)
    assert s.cards[marsh].zone.value == "province" and marsh not in s.players[1].dynasty_discard
    assert _try_moves(game) == ["stopped"]


def test_a_movement_that_will_not_be_negated_still_happens() -> None:
    game = _reveal()
    _settle(game, apply=False)
    s = game.state.clone()
    s.attack = AttackState(1, 0, battlefields=[Battlefield(0)], current=0)
    walker = find(s, "Walker", 1)
    assert armies.move_to_battlefield(s, walker, 0, "test", negatable=False)
    assert s.cards[walker].battlefield == 0


def test_the_validator() -> None:
    assert not validate(_STILL)
    for bad in ({"until": "turn"}, {"target": 0}):
        eff = {**_STILL["effects"][2], **bad}
        assert validate({**_STILL, "effects": [*_STILL["effects"][:2], eff]}), bad
