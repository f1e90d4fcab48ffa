"""A card chosen while an Event resolves (``choose_card``, ``cardtext/chosen_cards.py``)
[CE › TARGET: choosing is not targeting], [S1 › ORDER OF EFFECTS], and a Personality barred
from being assigned to attack the Event's player until that player's next turn begins
(``no_attacking``, ``cardtext/attack_restrictions.py``) [CE › DURATION OF EFFECTS]. Our own
record; exact states per turn."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseCard, DeclareAttack, Pass
from l5r_desktop.games.ccg.battle_actions import Assign
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

HOLD = {"timing": "event", "effects": [
    {"op": "choose_card", "spec": {"type": "personality"}},
    {"op": "no_attacking", "target": 0, "duration": "next_turn"}]}
DEFS = [cd("Plum Delay", "event", abilities=[HOLD]),
        cd("Bob Raider", "personality", force=2, chi=2, gold_cost=3, personal_honor=2),
        cd("Bob Scout", "personality", force=1, chi=1, gold_cost=2, personal_honor=1),
        cd("Alice Guard", "personality", force=2, chi=2, gold_cost=3, personal_honor=2),
        cd("Marker A", "holding", gold_cost=2)]


def _reveal(bob_home: list[str]) -> Game:
    me = player(home=["Alice Guard"], provinces=[{"title": "Plum Delay", "face_up": False},
                                                "Marker A", "Marker A", "Marker A"])
    return game_at(me, player("Lion Keep", name="Bob", home=bob_home), defs=DEFS,
                   phase="straighten", turn=3, active=0)


def _to_bobs_maneuvers(game: Game) -> list[str]:
    """Pass to Bob's next Attack Phase, declare his attack on Alice: the titles he may
    assign."""
    for _ in range(80):
        acts = game.legal_actions()
        declare = [a for a in acts if isinstance(a, DeclareAttack) and a.player == 1]
        if declare:
            game.perform(declare[0])
            s = game.state
            return sorted({s.title(a.card) for a in game.legal_actions()
                           if isinstance(a, Assign)})
        game.perform(next(a for a in acts if isinstance(a, Pass)))
    raise AssertionError("Bob's attack was not reached")


def test_the_chosen_personality_may_not_attack_alice_until_her_next_turn() -> None:
    """The Events Phase stops at the choice among every Personality in play (Alice's Guard,
    Bob's Raider and Scout); Alice chooses the Raider; the Action Phase begins and the Event
    is discarded. On Bob's turn 4 only the Scout may assign; on his turn 6 (after Alice's
    turn 5 began) both may."""
    game = _reveal(["Bob Raider", "Bob Scout"])
    s = game.state
    raider = find(s, "Bob Raider", 1)
    o = s.options[0]
    assert o["ask"] == "choose"
    assert sorted(s.title(c) for c in o["pick"]) == ["Alice Guard", "Bob Raider", "Bob Scout"]
    assert game.legal_actions() == [ChooseCard(0, choice=c) for c in o["pick"]]
    assert ChooseCard(0, choice=raider).label(s) == "Choose Bob Raider"
    game.perform(ChooseCard(0, choice=raider))
    assert s.phase.value == "action" and find(s, "Plum Delay", 0) in s.players[0].dynasty_discard
    assert _to_bobs_maneuvers(game) == ["Bob Scout"] and s.turn == 4
    assert "may not be assigned" in game.why_illegal(Assign(1, raider, 0))
    assert _to_bobs_maneuvers(game) == ["Bob Raider", "Bob Scout"] and s.turn == 6


def test_the_choice_survives_a_save_and_no_personality_means_no_choice() -> None:
    game = _reveal(["Bob Raider"])
    again = GameState.from_dict(game.state.to_dict())
    assert again.options == game.state.options and again.options[0]["ask"] == "choose"
    empty = game_at(player(provinces=[{"title": "Plum Delay", "face_up": False}, "Marker A",
                                      "Marker A", "Marker A"]),
                    player("Lion Keep", name="Bob"), defs=DEFS, phase="straighten", turn=3,
                    active=0)
    assert not empty.state.options and empty.state.phase.value == "action"


def test_the_validator() -> None:
    assert not abilities.validate(HOLD)
    # untargeted: on Events, Focus Effects and actions (the actions lane), not on a trait
    assert not abilities.validate({**HOLD, "timing": "limited"})
    assert any("choose_card" in p for p in abilities.validate({**HOLD, "timing": "continuous"}))
    assert abilities.validate({"timing": "event", "effects": [
        {"op": "no_attacking", "target": 0, "duration": "next_turn"}]})  # nothing chosen
    assert abilities.validate({"timing": "event", "effects": [
        {"op": "choose_card", "spec": {"type": "wizard"}}]})
    assert abilities.validate({"timing": "event", "effects": [
        HOLD["effects"][0], {"op": "no_attacking", "target": 0, "duration": "battle"}]})
