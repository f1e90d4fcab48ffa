"""A card's ability that moves its own unit to the current battlefield (``move_unit`` on
``self``, or ``host`` on an attachment) is an exception to the Rules of Location and
Presence: "a Battle action can target or be taken by a card in a unit at another location if
its costs or effects say they are able to move that unit to the current battlefield"; "A
player who controls no units at the current battlefield may take a Battle action whose costs
or effects say they are able to move one or more of his units there" [CE › BATTLES › B.
COMBAT SEGMENT, The Rule of Presence, The Rule of Location] (``attack/combat.moves_itself``,
``attack/choices.card_actions_in_battle``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position

#: "Battle: Move Rider to the current battlefield. Gain 1 Honor if he moved." (made up)
CHARGE = {"timing": "battle", "effects": [
    {"op": "move_unit", "target": "self"},
    {"op": "gain_honor", "amount": 1, "player": "you", "if": {"card": "self", "moved": True}}]}
#: "Battle: Gain 1 Honor." on a Personality (no movement: the Rule of Location applies)
SHOUT = {"timing": "battle", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
#: "Battle: Move this Personality to the current battlefield." on an Item
BANNER = {"timing": "battle", "effects": [{"op": "move_unit", "target": "host"}]}
#: "Battle: You may move Dawdler to the current battlefield. Gain 2 Honor if he is there."
#: (made up: a choice; taken from elsewhere, the choice that moves him must be taken)
MAYBE = {"timing": "battle", "effects": [
    {"op": "move_unit", "target": "self", "optional": 1},
    {"op": "gain_honor", "amount": 2, "player": "you", "if": {"card": "self", "at_current": True}}]}
#: "Battle: Even if Watcher is not at the current battlefield: Gain 1 Honor." (made up)
FAR = {"timing": "battle", "away_ok": True,
       "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
DEFS = [cd("Watcher", "personality", clans=["Unicorn"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[FAR]),
        cd("Rider", "personality", clans=["Unicorn"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[CHARGE]),
        cd("Herald", "personality", clans=["Unicorn"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[SHOUT]),
        cd("Dawdler", "personality", clans=["Unicorn"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[MAYBE]),
        cd("Bearer", "personality", clans=["Unicorn"], force=2, chi=2, gold_cost=3,
           personal_honor=2),
        cd("Banner", "item", force=0, chi=0, gold_cost=0, focus=1, abilities=[BANNER]),
        cd("Guard", "personality", clans=["Unicorn"], force=3, chi=2, gold_cost=3,
           personal_honor=2),
        cd("Foe", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
           personal_honor=2)]


def _game(home: list[Any], attacking: list[Any]) -> Game:
    alice = player(name="Alice", home=home)
    bob = player("Lion Keep", name="Bob", home=[])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "attacking": attacking,
                                       "defending": [{"title": "Foe", "attachments": []}],
                                       "ended": False}]}
    return Game.from_position(pos)


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def _unit(title: str, bowed: bool = False, attachments: list[Any] | None = None) -> Any:
    return {"title": title, "bowed": bowed, "attachments": attachments or []}


def test_a_personality_at_home_moves_himself_to_the_battle() -> None:
    game = _game([_unit("Rider")], [_unit("Guard")])
    honor = game.state.players[0].family_honor
    (use,) = _uses(game, "Rider")
    game.perform(use)
    s = game.state
    rider = find(s, "Rider", 0)
    assert s.cards[rider].zone.value == "battlefield" and s.cards[rider].battlefield == 0
    assert rider in s.attack.battlefields[0].attacking
    assert s.players[0].family_honor == honor + 1  # he moved


def test_other_abilities_of_a_unit_elsewhere_are_still_refused() -> None:
    """The second part of the Rule of Location still holds for an ability that does not move
    its card's unit (Herald at home)."""
    game = _game([_unit("Herald")], [_unit("Guard")])
    assert _uses(game, "Herald") == []
    there = _game([], [_unit("Herald")])
    assert len(_uses(there, "Herald")) == 1


def test_a_may_move_taken_from_home_must_move_him() -> None:
    """"You may move Dawdler ..." is offered from home ("its costs or effects say they are able
    to move that unit"), and "the player who is taking the action must take choices within the
    action, if possible, such that they do move that unit there" [CE › BATTLES › B. COMBAT
    SEGMENT, The Rule of Location]: no choice is asked, he moves, the rest resolves."""
    game = _game([_unit("Dawdler")], [_unit("Guard")])
    honor = game.state.players[0].family_honor
    (use,) = _uses(game, "Dawdler")
    game.perform(use)
    s = game.state
    assert s.options == []  # no choice asked: he must move
    dawdler = find(s, "Dawdler", 0)
    assert s.cards[dawdler].battlefield == 0 and dawdler in s.attack.battlefields[0].attacking
    assert s.players[0].family_honor == honor + 2


def test_a_may_move_taken_at_the_battlefield_stays_a_choice() -> None:
    """Already there, nothing forces the choice: it is asked as any "you may"."""
    game = _game([], [_unit("Dawdler")])
    (use,) = _uses(game, "Dawdler")
    game.perform(use)
    assert len(game.state.options) == 1


def test_presence_comes_from_the_card_moving_itself() -> None:
    """No unit of Alice at the battlefield: the action is still hers to take."""
    game = _game([_unit("Rider"), _unit("Herald")], [])
    assert _uses(game, "Herald") == []
    (use,) = _uses(game, "Rider")
    game.perform(use)
    assert game.state.cards[find(game.state, "Rider", 0)].battlefield == 0


def test_an_attachment_moves_the_unit_of_the_personality_carrying_it() -> None:
    game = _game([_unit("Bearer", attachments=[{"title": "Banner"}])], [_unit("Guard")])
    (use,) = _uses(game, "Banner")
    game.perform(use)
    s = game.state
    assert s.cards[find(s, "Bearer", 0)].battlefield == 0
    assert s.cards[find(s, "Banner", 0)].battlefield == 0


def test_already_there_he_does_not_move_so_no_honor() -> None:
    game = _game([], [_unit("Rider")])
    honor = game.state.players[0].family_honor
    (use,) = _uses(game, "Rider")
    game.perform(use)
    assert game.state.players[0].family_honor == honor


def test_even_if_not_at_the_current_battlefield_lifts_only_the_second_part() -> None:
    """"Even if [the card itself] is not at the current battlefield ... ignore[s] only the
    second part of the Rule of Location", not the Rule of Presence [CE › BATTLES › B. COMBAT
    SEGMENT]: offered from home while Alice has a unit at the battle, not without one."""
    game = _game([_unit("Watcher")], [_unit("Guard")])
    honor = game.state.players[0].family_honor
    (use,) = _uses(game, "Watcher")
    game.perform(use)
    assert game.state.players[0].family_honor == honor + 1
    assert _uses(_game([_unit("Watcher")], []), "Watcher") == []
