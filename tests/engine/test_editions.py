"""Edition switches not covered elsewhere (ENGINE-SPEC §18)."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Cycle, Pass, UseAbility
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.profiles import CELESTIAL, GOLD, TWENTY_FESTIVALS, get_profile
from tests.engine.scenario import cd, find, game_at, player

FEAST_20F = cd("Lantern Feast", "event", abilities=[
    {"name": "Feast", "timing": "limited", "from": "province",
     "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}])


def test_profiles_differ_where_the_rulebooks_do() -> None:
    assert (CELESTIAL.starting_hand, GOLD.starting_hand, TWENTY_FESTIVALS.starting_hand) == (
        6, 5, 5)
    assert CELESTIAL.starting_holdings and not GOLD.starting_holdings
    assert TWENTY_FESTIVALS.gold_pool_until_end_of_phase
    assert not CELESTIAL.gold_pool_until_end_of_phase
    assert GOLD.unique_global and not CELESTIAL.unique_global
    assert TWENTY_FESTIVALS.dishonor_checked_at_end_of_own_turn
    assert get_profile("gold") is GOLD
    try:
        get_profile("bronze")
    except ValueError as exc:
        assert "celestial" in str(exc)


def test_twenty_festivals_cycle_on_the_first_turn() -> None:
    """[S0 › CYCLE #]: face-up province cards to the bottom of the deck, refill, face up."""
    game = game_at(player(provinces=[{"title": "Gold Mine", "face_up": True},
                                     {"title": "Small Farm", "face_up": True}, None, None],
                          dynasty_deck=["Shrine", "Ronin", "Crane Samurai"]),
                   turn=1, profile="twenty_festivals")
    assert Cycle(0) in game.legal_actions()
    game.perform(Cycle(0))
    s = game.state
    p = s.players[0]
    assert [s.title(c) for c in p.provinces] == ["Shrine", "Ronin", "Crane Samurai", "Gold Mine"]
    assert all(s.cards[c].face_up for c in p.provinces)
    assert [s.title(c) for c in p.dynasty_deck] == ["Small Farm"]
    game.perform(Pass(1))
    assert Cycle(0) not in game.legal_actions()  # once


def test_twenty_festivals_events_are_province_abilities() -> None:
    """[S0 › EVENT #]: a face-up Event's ability is used from the province; then discarded."""
    game = game_at(player(provinces=[{"title": "Lantern Feast", "face_up": True}, None, None,
                                     None], dynasty_deck=["Shrine"]),
                   profile="twenty_festivals", defs=[FEAST_20F])
    feast = find(game.state, "Lantern Feast")
    game.perform(UseAbility(0, card=feast))
    s = game.state
    assert s.players[0].family_honor == 12
    assert s.cards[feast].zone is Zone.DYNASTY_DISCARD
    assert s.title(s.players[0].provinces[0]) == "Shrine"


def test_sensei_adds_to_honor_and_province_strength() -> None:
    """Sensei modifiers (20F/GE pre-game card) [S0 › SENSEI #]."""
    from l5r_desktop.games.ccg.game import Game, GameSetup, PlayerSetup
    from l5r_desktop.games.ccg.model import stats
    from l5r_desktop.games.ccg.model.cards import CardDef

    keep = CardDef.from_dict(cd("Keep", "stronghold", clans=["Crane"], province_strength=6,
                                gold_production=5, starting_honor=10))
    sensei = CardDef.from_dict(cd("Teacher", "sensei", province_strength=1, starting_honor=2))
    g = Game.new(GameSetup([PlayerSetup("A", keep, [], [], sensei=sensei),
                            PlayerSetup("B", keep, [], [])], profile="twenty_festivals",
                           seed=1))
    assert g.state.players[0].family_honor == 12
    assert stats.province_strength(g.state, 0) == 7 and stats.province_strength(g.state, 1) == 6
    assert g.state.first_player == 0


SLANDER = cd("Slander", "strategy", gold_cost=0, focus=1, abilities=[
    {"name": "Slander", "timing": "limited",
     "effects": [{"op": "lose_honor", "amount": 1, "player": "opponent"}]}])


def test_twenty_festivals_honor_requirement_waived_after_losing_honor_to_others() -> None:
    """[S0 › HONOR REQUIREMENT #]: after losing Honor to another player's card, Honor
    Requirements of your clan's Personalities are ignored for the rest of the game."""
    from l5r_desktop.games.ccg.actions import Recruit

    def courtier_recruits(game) -> list:
        cid = find(game.state, "Crane Courtier")
        return [a for a in game.legal_actions() if isinstance(a, Recruit) and a.card == cid]

    for profile, waived in (("twenty_festivals", True), ("celestial", False)):
        game = game_at(player(provinces=[{"title": "Crane Courtier", "face_up": True}, None,
                                         None, None]),
                       player("Lion Keep", hand=["Slander"]), active=1, profile=profile,
                       defs=[SLANDER])
        game.perform(UseAbility(1, card=find(game.state, "Slander")))
        assert game.state.players[0].family_honor == 9
        assert game.state.players[0].hr_waived is waived
        pos = game.position()
        assert pos["players"][0].get("honor_requirement_waived", False) is waived
        # move on to Alice's Dynasty Phase
        for who in (0, 1, 1, 1):
            game.perform(Pass(who))
        for who in (0, 1, 0):
            game.perform(Pass(who))
        assert game.state.phase.value == "dynasty" and game.state.active == 0
        if waived:
            assert any(not a.ignore_hr for a in courtier_recruits(game))
        else:
            assert all(a.ignore_hr for a in courtier_recruits(game))
