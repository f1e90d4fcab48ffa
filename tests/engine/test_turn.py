"""The turn sequence [S1 › THE TURN SEQUENCE] with exact states."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import DiscardCard, Equip, Pass, Recruit, UseAbility
from l5r_desktop.games.ccg.events import CardsStraightened
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from tests.engine.scenario import find, find_all, game_at, player


def _to_end_of_turn(game, who: int) -> list:
    """Pass the Action Phase (both), skip the attack, end the Dynasty Phase."""
    events = []
    events += game.perform(Pass(who))
    events += game.perform(Pass(1 - who))
    events += game.perform(Pass(who))  # skip the attack
    events += game.perform(Pass(who))  # end the Dynasty Phase
    return events


def test_straighten_phase_straightens_all_and_only_the_active_players_cards() -> None:
    """[S1 › STRAIGHTEN PHASE]: every card of the new active player, attachments included;
    the event names every card; the other player's cards stay bowed."""
    game = game_at(
        player(home=[{"title": "Gold Mine", "bowed": True},
                     {"title": "Crane Samurai", "attachments": [{"title": "Katana",
                                                                 "bowed": True}]}]),
        player({"title": "Lion Keep", "bowed": True},  # type: ignore[arg-type]
               home=[{"title": "Lion Samurai", "bowed": True},
                     {"title": "Small Farm", "bowed": True}]),
        phase="dynasty", active=0)
    s = game.state
    events = game.perform(Pass(0))  # Alice ends her Dynasty Phase -> End -> Bob's turn
    st = [e for e in events if isinstance(e, CardsStraightened)]
    assert len(st) == 1
    bob_cards = {find(s, "Lion Samurai"), find(s, "Small Farm"), find(s, "Lion Keep")}
    assert set(st[0].cards) == bob_cards
    assert "Lion Samurai" in st[0].describe(s) and "Small Farm" in st[0].describe(s)
    assert not any(s.cards[c].bowed for c in bob_cards)
    assert s.cards[find(s, "Gold Mine")].bowed  # Alice's card untouched
    assert s.cards[find(s, "Katana")].bowed


def test_events_phase_resolves_events_once_per_title_and_refills_face_down() -> None:
    """[S1 › EVENTS PHASE], [S1 › EVENT]: left to right; an Event resolves, is discarded, the
    province is refilled face down; the same title resolves once per player per game."""
    game = game_at(
        player(),
        player("Lion Keep", family_honor=8,
               provinces=["Harvest Feast", "Gold Mine", "Harvest Feast", "Crane Samurai"],
               dynasty_deck=["Small Farm", "Shrine"]),
        phase="dynasty", active=0)
    game.perform(Pass(0))
    s = game.state
    bob = s.players[1]
    assert bob.family_honor == 10  # +2 once; the second Harvest Feast is just discarded
    assert [s.cards[c].title for c in bob.dynasty_discard] == ["Harvest Feast", "Harvest Feast"]
    assert [s.title(c) for c in bob.provinces] == ["Small Farm", "Gold Mine", "Shrine",
                                                   "Crane Samurai"]
    assert [s.cards[c].face_up for c in bob.provinces] == [False, True, False, True]
    assert bob.events_resolved == ["Harvest Feast"]
    assert (s.phase, s.active) == (Phase.ACTION, 1)


def test_gold_edition_events_once_per_game_for_everyone() -> None:
    """[S2 › Events]: once per game (no "per player")."""
    p2 = player("Lion Keep", family_honor=8, provinces=["Harvest Feast"] + ["Gold Mine"] * 3,
                dynasty_deck=["Small Farm"])
    p1 = player(events_resolved=["Harvest Feast"])
    game = game_at(p1, p2, phase="dynasty", active=0, profile="gold")
    game.perform(Pass(0))
    assert game.state.players[1].family_honor == 8
    game = game_at(player(events_resolved=["Harvest Feast"]),
                   player("Lion Keep", family_honor=8,
                          provinces=["Harvest Feast"] + ["Gold Mine"] * 3,
                          dynasty_deck=["Small Farm"]), phase="dynasty", active=0)
    game.perform(Pass(0))
    assert game.state.players[1].family_honor == 10  # CE: per player


def test_celestial_replaces_your_celestial_and_regions_attach() -> None:
    """[S1 › CELESTIAL] other Celestials discarded; [S1 › REGION] one Region per province."""
    game = game_at(
        player(),
        player("Lion Keep", home=["Red Sky"],
               provinces=["Blue Sky", "Hill Region", "Gold Mine", "Gold Mine"],
               dynasty_deck=["Marsh Region", "Small Farm", "Shrine"]),
        phase="dynasty", active=0)
    game.perform(Pass(0))
    s = game.state
    bob = s.players[1]
    assert s.cards[find(s, "Blue Sky")].zone is Zone.HOME
    assert s.cards[find(s, "Red Sky")].zone is Zone.DYNASTY_DISCARD
    assert s.title(bob.province_regions[1]) == "Hill Region"
    # refills are face down and are not revealed this phase (ENGINE-SPEC §21.1 default)
    assert [s.title(c) for c in bob.provinces[:2]] == ["Marsh Region", "Small Farm"]
    assert not s.cards[bob.provinces[0]].face_up


def test_text_event_waits_for_hand_resolution_then_continues() -> None:
    """An Event whose text the engine cannot run opens the toolkit window; Done continues the
    Events Phase with the next province."""
    game = game_at(player(), player("Lion Keep", provinces=["Odd Omen", "Harvest Feast",
                                                             "Gold Mine", "Gold Mine"],
                                    dynasty_deck=["Small Farm", "Shrine"]),
                   phase="dynasty", active=0)
    game.perform(Pass(0))
    s = game.state
    assert s.phase is Phase.EVENTS and s.step is Step.RESOLVE_TEXT
    assert game.waiting_for == 1
    acts = game.legal_actions()
    assert [a.kind for a in acts] == ["resolve_done"]
    game.perform(acts[0])
    assert game.state.phase is Phase.ACTION
    assert game.state.players[1].family_honor == 12


def test_action_round_ends_after_consecutive_passes() -> None:
    """[S1 › ACTION PHASE]: opportunities alternate; an action resets the passes."""
    game = game_at(player(hand=["Pride"]), player("Lion Keep", hand=["Rally"],
                                                  home=["Lion Samurai"]))
    s = game.state
    game.perform(Pass(0))
    assert game.state.priority == 1
    rally = UseAbility(1, card=find(s, "Rally"), ability=0,
                       targets=(find(s, "Lion Samurai"),))
    assert rally in game.legal_actions()  # Open: the non-active player may act
    game.perform(rally)
    assert (game.state.priority, game.state.passes) == (0, 0)
    game.perform(Pass(0))
    game.perform(Pass(1))
    assert game.state.phase is Phase.ATTACK and game.state.step is Step.DECLARE


def test_non_active_player_cannot_take_limited_actions() -> None:
    """[S1 › ACTION PHASE]: other players take only Open actions (Equip is Limited)."""
    game = game_at(player(), player("Lion Keep", hand=["Katana", "Pride"],
                                    home=["Lion Samurai"]), priority=1)
    s = game.state
    kinds = {a.kind for a in game.legal_actions()}
    assert kinds == {"pass"}
    with pytest.raises(IllegalActionError, match="Limited"):
        game.perform(Equip(1, card=find(s, "Katana"), target=find(s, "Lion Samurai")))


def test_attack_phase_skip_then_dynasty_then_end() -> None:
    """[S1 › ATTACK PHASE (OPTIONAL)] skip; [S1 › END PHASE] draw 1."""
    game = game_at(player(hand=["Katana"]), player("Lion Keep"))
    game.perform(Pass(0))
    game.perform(Pass(1))
    assert game.state.phase is Phase.ATTACK
    assert game.legal_actions()[0].label(game.state) == "Skip the attack"
    game.perform(Pass(0))
    assert game.state.phase is Phase.DYNASTY and game.state.step is Step.RECRUIT
    game.perform(Pass(0))
    s = game.state
    assert len(s.players[0].hand) == 2  # drew one in the End Phase
    assert (s.active, s.turn, s.phase) == (1, 4, Phase.ACTION)


def test_discard_down_to_maximum_hand_size() -> None:
    """[S1 › END PHASE › B]: discard one at a time down to exactly 8."""
    game = game_at(player(hand=["Katana"] * 9, fate_deck=["Club"]), player("Lion Keep"),
                   phase="dynasty")
    game.perform(Pass(0))
    s = game.state
    assert s.step is Step.DISCARD_TO_HAND_SIZE and len(s.players[0].hand) == 10
    game.perform(DiscardCard(0, card=s.players[0].hand[0]))
    assert len(game.state.players[0].hand) == 9 and game.state.active == 0
    game.perform(DiscardCard(0, card=game.state.players[0].hand[0]))
    assert len(game.state.players[0].hand) == 8 and game.state.active == 1
    assert len(game.state.players[0].fate_discard) == 2


def test_dynasty_discard_stops_recruiting() -> None:
    """[S1 › DYNASTY PHASE › B]: after discarding a province card no more recruiting."""
    game = game_at(player(provinces=[{"title": "Small Farm", "face_up": True},
                                     {"title": "Gold Mine", "face_up": True}, None, None],
                          dynasty_deck=["Shrine"]), phase="dynasty")
    s = game.state
    farm, mine = find(s, "Small Farm"), find(s, "Gold Mine")
    assert Recruit(0, card=farm) in game.legal_actions()
    from l5r_desktop.games.ccg.actions import DiscardFromProvince

    game.perform(DiscardFromProvince(0, card=mine))
    s = game.state
    assert s.step is Step.DISCARD_PROVINCES
    assert s.title(s.players[0].provinces[0]) == "Small Farm"
    assert not s.cards[s.players[0].provinces[1]].face_up  # refilled face down (Shrine)
    with pytest.raises(IllegalActionError):
        game.perform(Recruit(0, card=farm))


def test_no_pass_when_a_discard_is_required() -> None:
    game = game_at(player(hand=["Katana"] * 9), phase="end", step="discard_to_hand_size")
    with pytest.raises(IllegalActionError, match="cannot pass"):
        game.perform(Pass(0))
    assert len(find_all(game.state, "Katana")) == 9


def test_an_event_already_face_up_resolves_in_the_next_events_phase() -> None:
    """[S1 › EVENTS PHASE › A]: a face-up card still goes through the steps (not "revealed")."""
    game = game_at(player(), player("Lion Keep", provinces=[
        {"title": "Harvest Feast", "face_up": True}, "Gold Mine", "Gold Mine", "Gold Mine"],
        dynasty_deck=["Small Farm"]), phase="dynasty", active=0)
    game.perform(Pass(0))
    s = game.state
    assert s.players[1].family_honor == 12
    assert s.title(s.players[1].dynasty_discard[0]) == "Harvest Feast"


def test_gold_edition_regions_enter_play_after_the_events() -> None:
    """[S2 › Regions]: after all Events resolved; CE: in province order [S1 › EVENTS PHASE]."""
    from l5r_desktop.games.ccg.events import CardEnteredPlay, HonorChanged

    for profile, region_first in (("celestial", True), ("gold", False)):
        game = game_at(player(), player("Lion Keep", provinces=[
            "Hill Region", "Harvest Feast", "Gold Mine", "Gold Mine"],
            dynasty_deck=["Small Farm", "Shrine"]), phase="dynasty", active=0,
            profile=profile)
        events = game.perform(Pass(0))
        kinds = [type(e) for e in events if isinstance(e, (CardEnteredPlay, HonorChanged))]
        assert (kinds.index(CardEnteredPlay) < kinds.index(HonorChanged)) is region_first
        s = game.state
        assert s.title(s.players[1].province_regions[0]) == "Hill Region"
