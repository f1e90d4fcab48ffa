"""Events under the Twenty Festivals profile (ccgdata2, issue 17): "While they are face-up in
their player's Provinces, their abilities can be used ... Events in Provinces are discarded
once an ability on them is used, unless the ability puts the Event itself into play"
[S0 › EVENT #]; an Event whose ability is the reveal trigger resolves after the active player
turns his province cards face-up at the start of his Action Phase [S0 › ACTION PHASE #],
[S0 › TRIGGERED TRAITS #]; under Celestial an Event only resolves in the Events Phase
[CE › EVENT]. Our own invented cards; exact numbers in, exact numbers out."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import rules
from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from tests.engine.scenario import cd, find, game_at, player

_TOLL = [{"op": "lose_honor", "amount": 4, "each_player": {"family_honor_at_least": 20}}]
DEFS = [
    # the reveal trigger only (an `event` record)
    cd("Iris Omen", "event", abilities=[{"timing": "event", "effects": [
        {"op": "gain_honor", "amount": 3, "player": "you"}]}]),
    # "Open: ..." read both ways: resolved when revealed (CE) or an Open action (20F)
    cd("Iris Toll", "event", abilities=[{"timing": "event", "effects": _TOLL},
                                        {"timing": "open", "effects": _TOLL}]),
    # "Open: Put this Event into play."
    cd("Iris Court", "event", abilities=[
        {"timing": "event", "effects": [{"op": "put_into_play", "target": "self"}]},
        {"timing": "open", "effects": [{"op": "put_into_play", "target": "self"}]}]),
    # "Dynasty: Draw two cards."
    cd("Iris Letter", "event", abilities=[
        {"timing": "event", "effects": [{"op": "draw", "amount": 2, "player": "you"}]},
        {"timing": "dynasty", "from": "province",
         "effects": [{"op": "draw", "amount": 2, "player": "you"}]}]),
    # a reveal trigger with a choice: "you may destroy this Province to gain 5 Honor"
    cd("Iris Choice", "event", abilities=[{"timing": "event", "effects": [
        {"op": "destroy_own_province", "which": "this", "optional": 1},
        {"op": "gain_honor", "amount": 5, "player": "you", "optional": 1}]}]),
    cd("Marker A", "holding", gold_cost=2),
    cd("Marker B", "holding", gold_cost=2),
]


def _alice_turn_begins(event: str, profile: str = "twenty_festivals", *, face_up: bool = False,
                       honor: int = 10, bob: int = 10) -> Game:
    """Bob's turn ends; Alice's begins with ``event`` in her first province (Marker B in the
    rightmost) and Marker A on top of her Dynasty deck."""
    alice = player(provinces=[{"title": event, "face_up": face_up}, "Marker B", "Marker B",
                              "Marker B"], dynasty_deck=["Marker A"] * 3, family_honor=honor)
    game = game_at(alice, player("Lion Keep", name="Bob", family_honor=bob), defs=DEFS,
                   phase="end", turn=2, active=1, profile=profile)
    assert game.state.active == 0 and game.state.turn == 3
    return game


def _uses(game: Game, player_: int, card: str) -> list[Any]:
    """The legal uses of ``card`` by ``player_`` (nothing unless he is to decide)."""
    return [a for a in rules.legal_actions(game.state, player_) if isinstance(a, UseAbility)
            and a.card == card]


def test_a_reveal_trigger_event_resolves_at_the_start_of_the_action_phase() -> None:
    """20F: Iris Omen is revealed with Alice's provinces: 10 -> 13 Honor, the Omen in her
    discard pile, its province refilled with Marker A, then her action round opens."""
    game = _alice_turn_begins("Iris Omen")
    s = game.state
    me = s.players[0]
    omen = find(s, "Iris Omen", 0)
    assert me.family_honor == 13
    assert omen in me.dynasty_discard and s.cards[omen].zone is Zone.DYNASTY_DISCARD
    assert s.title(me.provinces[0]) == "Marker A"
    assert (s.phase, s.step, s.priority) == (Phase.ACTION, Step.ACTION_ROUND, 0)


def test_an_event_with_a_designator_waits_face_up_and_is_an_open_action() -> None:
    """20F: Iris Toll is not resolved when revealed; Alice (22 Honor) may use it as an Open
    action from her province: she 22 -> 18, Bob's 10 unchanged; the Toll is then discarded
    and its province refilled. Bob, to act after Alice passes, is offered nothing of it."""
    game = _alice_turn_begins("Iris Toll", honor=22)
    s = game.state
    toll = find(s, "Iris Toll", 0)
    assert s.cards[toll].face_up and s.players[0].provinces[0] == toll
    assert s.players[0].family_honor == 22
    use = _uses(game, 0, toll)
    assert use == [UseAbility(0, card=toll, ability=1)]
    game.perform(use[0])
    assert [p.family_honor for p in s.players] == [18, 10]
    assert toll in s.players[0].dynasty_discard
    assert s.title(s.players[0].provinces[0]) == "Marker A"
    other = _alice_turn_begins("Iris Toll", honor=22)
    other.perform(Pass(0))
    assert other.state.priority == 1
    assert _uses(other, 1, find(other.state, "Iris Toll", 0)) == []


def test_the_open_action_is_also_taken_in_the_other_players_turn() -> None:
    """20F: the Toll stays face-up through Alice's turn; in Bob's Action Phase (Bob at 25)
    Alice uses it: Bob 25 -> 21, Alice's 12 unchanged."""
    alice = player(provinces=[{"title": "Iris Toll", "face_up": True}, "Marker B", "Marker B",
                              "Marker B"], family_honor=12)
    game = game_at(alice, player("Lion Keep", name="Bob", family_honor=25), defs=DEFS,
                   turn=4, active=1, priority=0, profile="twenty_festivals")
    toll = find(game.state, "Iris Toll", 0)
    game.perform(UseAbility(0, card=toll, ability=1))
    assert [p.family_honor for p in game.state.players] == [12, 21]


def test_an_event_putting_itself_into_play_stays_at_home() -> None:
    """20F: Iris Court's Open action puts it into play at Alice's home; not discarded; the
    province refilled; no action of it offered from home."""
    game = _alice_turn_begins("Iris Court")
    s = game.state
    court = find(s, "Iris Court", 0)
    game.perform(UseAbility(0, card=court, ability=1))
    assert court in s.players[0].home and court not in s.players[0].dynasty_discard
    assert s.title(s.players[0].provinces[0]) == "Marker A"
    assert _uses(game, 0, court) == []


def test_a_dynasty_event_is_used_in_the_dynasty_phase_only() -> None:
    """20F: Iris Letter is not offered in the Action Phase; in Alice's Dynasty Phase it draws
    her two cards (hand 0 -> 2), then it is discarded and its province refilled."""
    game = _alice_turn_begins("Iris Letter")
    s = game.state
    letter = find(s, "Iris Letter", 0)
    assert _uses(game, 0, letter) == []
    assert "Dynasty actions cannot be taken now" in str(
        abilities.use_problem(s, 0, letter, 1))
    dyn = game_at(player(provinces=[{"title": "Iris Letter", "face_up": True}, "Marker B",
                                    "Marker B", "Marker B"], dynasty_deck=["Marker A"]),
                  player("Lion Keep", name="Bob"), defs=DEFS, phase="dynasty",
                  step="recruit", turn=3, active=0, profile="twenty_festivals")
    s = dyn.state
    letter = find(s, "Iris Letter", 0)
    assert _uses(dyn, 0, letter) == [UseAbility(0, card=letter, ability=1)]
    dyn.perform(UseAbility(0, card=letter, ability=1))
    assert len(s.players[0].hand) == 2
    assert letter in s.players[0].dynasty_discard
    assert s.title(s.players[0].provinces[0]) == "Marker A"
    assert (s.phase, s.step) == (Phase.DYNASTY, Step.RECRUIT)


def test_a_reveal_choice_waits_then_the_action_round_opens() -> None:
    """20F: Iris Choice waits at its "you may" with the action round not yet open; applied,
    its province (the first of four) is destroyed and Alice gains 5 (10 -> 15): three
    provinces, the Choice discarded, the action round open with Alice to act."""
    game = _alice_turn_begins("Iris Choice")
    s = game.state
    assert s.options and (s.phase, s.step) == (Phase.ACTION, Step.NONE)
    assert Pass(0) not in game.legal_actions()
    game.perform(ChooseOption(0, apply=True))  # one choice: "you may ... to ..."
    me = s.players[0]
    assert me.family_honor == 15 and len(me.provinces) == 3
    assert find(s, "Iris Choice", 0) in me.dynasty_discard
    assert (s.step, s.priority) == (Step.ACTION_ROUND, 0)


def test_a_declined_reveal_choice_changes_nothing() -> None:
    game = _alice_turn_begins("Iris Choice")
    game.perform(ChooseOption(0, apply=False))
    s = game.state
    assert s.players[0].family_honor == 10 and len(s.players[0].provinces) == 4
    assert s.title(s.players[0].provinces[0]) == "Marker A"
    assert s.step is Step.ACTION_ROUND


def test_under_celestial_the_event_resolves_once_when_revealed_and_is_no_action() -> None:
    """CE: Iris Toll resolves in the Events Phase (Alice 22 -> 18) and is discarded; a Toll
    face-up in a province in the Action Phase is offered as no action [CE › EVENT]."""
    game = _alice_turn_begins("Iris Toll", "celestial", honor=22)
    s = game.state
    assert s.players[0].family_honor == 18
    assert find(s, "Iris Toll", 0) in s.players[0].dynasty_discard
    still = game_at(player(provinces=[{"title": "Iris Toll", "face_up": True}, "Marker B",
                                      "Marker B", "Marker B"], family_honor=22),
                    player("Lion Keep", name="Bob"), defs=DEFS, turn=3, active=0)
    toll = find(still.state, "Iris Toll", 0)
    assert _uses(still, 0, toll) == []
    assert "only resolves in the Events Phase" in str(
        abilities.use_problem(still.state, 0, toll, 1))


def test_a_dynasty_record_is_used_from_a_province() -> None:
    assert abilities.validate({"timing": "dynasty", "effects": []})
    assert not abilities.validate({"timing": "dynasty", "from": "province", "effects": []})
