"""Equipping from the discard pile for a time (ccgdata2, issue 17, ``cardtext/pile_equip.py``):
an Event's permission to target attachments of one type in your Fate discard pile with the
Equip player ability [CE › PLAYER ABILITIES], [CE › PERMISSIONS], until your N-th turn from
now begins [CE › DURATION OF EFFECTS]. Our own invented cards; exact places and Gold."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Equip, Pass
from l5r_desktop.games.ccg.cardtext import abilities, pile_equip
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

_MUSTER = {"timing": "event", "effects": [{"op": "pile_equip", "type": "follower",
                                           "turns": 3}]}
DEFS = [cd("Plum Muster", "event", abilities=[_MUSTER]),
        cd("Plum Captain", "personality", force=2, chi=2, personal_honor=2, gold_cost=3,
           honor_requirement=0)]


def _turn_three(event: str = "Plum Muster") -> Game:
    """Alice's turn 3 begins with ``event`` face down in her first province; her Captain at
    home, Spearmen (a Follower, Gold Cost 2) and a Katana (an Item) in her Fate discard."""
    me = player(provinces=[{"title": event, "face_up": False}, "Filler Dynasty",
                           "Filler Dynasty", "Filler Dynasty"], home=["Plum Captain"],
                fate_discard=["Spearmen", "Katana"])
    return game_at(me, player("Lion Keep", name="Bob"), defs=DEFS, phase="straighten",
                   turn=3, active=0)


def _pile_equips(game: Game) -> list[Any]:
    pile = game.state.players[0].fate_discard
    return [a for a in game.legal_actions() if isinstance(a, Equip) and a.card in pile]


def test_a_follower_in_the_discard_pile_is_equipped() -> None:
    """After the Event, Alice may Equip the Spearmen from her pile onto the Captain (not the
    Katana); done, they are attached and out of the pile, her Stronghold bowed to pay."""
    game = _turn_three()
    s = game.state
    spear, captain = find(s, "Spearmen", 0), find(s, "Plum Captain", 0)
    assert _pile_equips(game) == [Equip(0, spear, captain)]
    game.perform(Equip(0, spear, captain))
    assert s.cards[spear].attached_to == captain and spear not in s.players[0].fate_discard
    assert s.cards[s.players[0].stronghold].bowed  # type: ignore[index]


def test_without_the_event_the_pile_is_not_equipped_from() -> None:
    game = _turn_three("Filler Dynasty")
    assert _pile_equips(game) == []


def test_it_lasts_until_the_third_turn_from_now_begins() -> None:
    """Offered at Alice's turns 3 and 5 (the state saved and reloaded equal on the way); her
    turns 7 and 9 begin: two, then three turns counted: gone."""
    game = _turn_three()
    s = game.state
    assert GameState.from_dict(s.to_dict()).to_dict() == s.to_dict()
    for _ in range(60):  # to Alice's turn 5
        if s.turn == 5 and s.step.value == "action_round":
            break
        acts = game.legal_actions()
        game.perform(next((a for a in acts if isinstance(a, Pass)), acts[0]))
    assert s.turn == 5 and _pile_equips(game)
    assert pile_equip.pile_cards(s, 1) == []  # Bob has none
    pile_equip.turn_began(s, 0)  # turn 7 begins: one turn left
    assert pile_equip.pile_cards(s, 0)
    pile_equip.turn_began(s, 0)  # turn 9: over
    assert pile_equip.pile_cards(s, 0) == [] and not s.delayed


def test_the_validator() -> None:
    assert not abilities.validate(_MUSTER)
    for bad in ({"op": "pile_equip", "type": "personality", "turns": 3},
                {"op": "pile_equip", "type": "follower", "turns": 0},
                {"op": "pile_equip", "type": "follower"}):
        assert abilities.validate({"timing": "event", "effects": [bad]}), bad
