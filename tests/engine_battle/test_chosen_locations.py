"""A unit moved to a location chosen as the effect resolves (issue 17, moves lane;
``cardtext/chosen_locations.py``): "Move him home or to a battlefield with enemy units", "to a
battlefield", "to a different location" [CE › LOCATIONS], [CE › CHOICES]; the Rule of
Location's exception for a card moving its own unit there [CE › BATTLES › B. COMBAT SEGMENT];
"if he assigned there" on a movement (``assignments.py``). Our own cards; exact locations."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import DEFS, cd, find, player, position

#: "Even if bowed: move this one home or to a battlefield with enemy units; straighten him
#: if he moved."
_SLIP = {"timing": "battle", "bowed_ok": True, "effects": [
    {"op": "move_chosen", "target": "self", "to": ["home", "battlefield"], "opposed": True},
    {"op": "straighten", "target": "self", "if": {"card": "self", "moved": True}}]}
#: "Target another Personality in his army: move the target to a battlefield."
_SEND = {"timing": "battle", "targets": [
    {"type": "personality", "controller": "you", "army_of": True, "not_self": True}],
    "effects": [{"op": "move_chosen", "target": 0, "to": ["battlefield"]}]}
#: An attachment: "move this Personality to the current battlefield if he assigned there".
_RETURN = {"timing": "battle", "effects": [
    {"op": "move_unit", "target": "host", "if": {"card": "host", "assigned_here": True}}]}
_DEFS = [*DEFS,
         cd("Slipper", "personality", force=2, chi=2, gold_cost=3, personal_honor=1,
            abilities=[_SLIP]),
         cd("Sender", "personality", force=2, chi=2, gold_cost=3, personal_honor=1,
            abilities=[_SEND]),
         cd("Return Blade", "item", force=1, gold_cost=1, abilities=[_RETURN]),
         cd("Foe", "personality", force=2, chi=2, gold_cost=3, personal_honor=1),
         cd("Scout", "personality", force=1, chi=1, gold_cost=2, personal_honor=1)]


def _field(province: int, attacking: list[Any], defending: list[Any]) -> dict[str, Any]:
    return {"province": province, "attacking": attacking, "defending": defending,
            "ended": False}


def _game(fields: list[dict[str, Any]], current: int, home: list[Any] | None = None,
          assigned: dict[str, int] | None = None) -> Game:
    pos = position(player(name="Alice", home=home or []), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0, defs=_DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": current,
                     "battlefields": fields}
    game = Game.from_position(pos)
    if assigned and game.state.attack is not None:  # where units assigned this turn
        game.state.attack.assigned.update(assigned)
    return game


def _uses(game: Game, title: str) -> list[UseAbility]:
    me = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility)
            and (a.card == me or game.state.cards[a.card].attached_to == me)]


def _where(game: Game, title: str) -> str:
    c = game.state.cards[find(game.state, title, 0)]
    return "home" if c.zone.value == "home" else f"bf:{c.battlefield}"


def test_home_or_a_battlefield_with_enemy_units_chosen_then_straightened() -> None:
    """The bowed Slipper at battlefield 1 (the current one) may go home or to battlefield 0
    (Bob's Foe there), not to the empty battlefield 2 nor where he is; he picks 0, moves
    there, and straightens since he moved."""
    fields = [_field(0, [], ["Foe"]), _field(1, [{"title": "Slipper", "bowed": True}],
                                             ["Foe"]), _field(2, [], [])]
    game = _game(fields, 1)
    game.perform(_uses(game, "Slipper")[0])
    o = game.state.options[0]
    assert o["pick"] == ["home", "bf:0"] and o["player"] == 0
    assert ChooseCard(0, choice="bf:0").label(game.state) == "Move Slipper to battlefield 1"
    game.perform(ChooseCard(0, choice="bf:0"))
    assert _where(game, "Slipper") == "bf:0"
    assert not game.state.cards[find(game.state, "Slipper", 0)].bowed
    assert find(game.state, "Slipper", 0) in game.state.attack.battlefields[0].attacking


def test_taken_from_home_it_moves_to_the_current_battlefield_without_asking() -> None:
    """From home (bowed) the Slipper's ability is offered, because it can move him to the
    current battlefield where Bob's Foe is; taken from there the choice is that battlefield
    [CE › BATTLES › B. COMBAT SEGMENT, The Rule of Location]."""
    fields = [_field(0, [], ["Foe"]), _field(1, ["Scout"], ["Foe"])]
    game = _game(fields, 1, home=[{"title": "Slipper", "bowed": True}])
    game.perform(_uses(game, "Slipper")[0])
    assert not game.state.options
    assert _where(game, "Slipper") == "bf:1"
    assert not game.state.cards[find(game.state, "Slipper", 0)].bowed


def test_not_offered_from_home_without_enemy_units_at_the_current_battlefield() -> None:
    fields = [_field(0, [], ["Foe"]), _field(1, ["Scout"], [])]
    assert _uses(_game(fields, 1, home=["Slipper"]), "Slipper") == []


def test_another_in_his_army_sent_to_a_battlefield_and_a_save_while_choosing() -> None:
    """The Sender sends the Scout of his army; battlefields 0 and 2 are offered (not home,
    not the one he is at); the waiting choice saves and reloads; the Scout goes to 2."""
    fields = [_field(0, [], []), _field(1, ["Sender", "Scout"], ["Foe"]), _field(2, [], [])]
    game = _game(fields, 1)
    use = _uses(game, "Sender")
    assert [game.state.title(t) for u in use for t in u.targets] == ["Scout"]
    game.perform(use[0])
    assert game.state.options[0]["pick"] == ["bf:0", "bf:2"]
    again = GameState.from_dict(game.state.to_dict())
    assert again.options == game.state.options
    game.perform(ChooseCard(0, choice="bf:2"))
    assert _where(game, "Scout") == "bf:2" and _where(game, "Sender") == "bf:1"


def test_only_one_location_is_taken_without_asking() -> None:
    fields = [_field(0, ["Sender", "Scout"], ["Foe"]), _field(1, [], [])]
    game = _game(fields, 0)
    game.perform(_uses(game, "Sender")[0])
    assert not game.state.options and _where(game, "Scout") == "bf:1"


def test_moved_back_only_if_he_assigned_there() -> None:
    """The Blade's bearer at home is offered the action only if his unit assigned to the
    current battlefield this turn; then he moves there."""
    fields = [_field(0, ["Scout"], ["Foe"])]
    unit = {"title": "Slipper", "attachments": [{"title": "Return Blade"}]}
    game = _game(fields, 0, home=[unit])
    assert [u for u in _uses(game, "Slipper") if game.state.title(u.card) == "Return Blade"] \
        == []
    pid = find(game.state, "Slipper", 0)
    game = _game(fields, 0, home=[unit], assigned={pid: 0})
    blade = [u for u in _uses(game, "Slipper") if game.state.title(u.card) == "Return Blade"]
    game.perform(blade[0])
    assert _where(game, "Slipper") == "bf:0"


def test_the_validator() -> None:
    assert not validate(_SLIP) and not validate(_SEND) and not validate(_RETURN)
    for bad in ({"to": []}, {"to": ["moon"]}, {"to": ["home"], "opposed": True},
                {"target": "them"}, {"opposed": 1}, {"where": "x"}):
        eff = {**_SLIP["effects"][0], **bad}
        assert validate({**_SLIP, "effects": [eff, _SLIP["effects"][1]]}), bad
