"""Honor, dishonor, the Imperial Favor and victory timing [S1 › FAMILY HONOR],
[S1 › HONORABLE AND DISHONORABLE], [S1 › PLAYER ABILITIES], [S1 › PLAYERS WINNING AND LOSING]."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import FavorDraw, Lobby, Manual, Pass, PlayRing, UseAbility
from l5r_desktop.games.ccg.events import HonorGainReplaced
from l5r_desktop.games.ccg.model.ids import Phase, Zone
from tests.engine.scenario import find, game_at, player


def test_destroyed_dishonorable_personality_costs_base_personal_honor() -> None:
    """After a dishonorable Personality is destroyed his controller loses his base (printed)
    Personal Honor; he is dishonorably dead [S1 › HONORABLE AND DISHONORABLE]."""
    game = game_at(player(home=[{"title": "Crane Samurai", "dishonored": True,
                                 "modifiers": [{"stat": "personal_honor", "amount": 2}]},
                                "Crane Shugenja"]),
                   player("Lion Keep", hand=["Assassin", "Assassin"]), active=1)
    s = game.state
    sam, shu = find(s, "Crane Samurai"), find(s, "Crane Shugenja")
    game.perform(UseAbility(1, card=s.players[1].hand[0], targets=(sam,)))
    s = game.state
    assert s.players[0].family_honor == 8
    assert s.cards[sam].zone is Zone.DISHONORABLY_DEAD and s.cards[sam].dishonored
    assert s.players[0].dishonorably_dead == [sam]
    game.perform(Pass(0))
    game.perform(UseAbility(1, card=s.players[1].hand[0], targets=(shu,)))
    s = game.state
    assert s.players[0].family_honor == 8
    assert s.players[0].honorably_dead == [shu]


def test_rehonor_instead_of_gaining_honor() -> None:
    """Before gaining Honor from an action performed by his dishonorable Personality, the
    player rehonors him instead [S1 › HONORABLE AND DISHONORABLE]."""
    game = game_at(player(home=[{"title": "Crane Courtier", "dishonored": True}]))
    s = game.state
    court = find(s, "Crane Courtier")
    events = game.perform(UseAbility(0, card=court))
    s = game.state
    assert s.players[0].family_honor == 10
    assert not s.cards[court].dishonored and s.cards[court].bowed
    assert any(isinstance(e, HonorGainReplaced) for e in events)


def test_seppuku_rehonors_then_destroys() -> None:
    """[S1 › SEPPUKU]: rehonor, then destroy: he dies honorably, no Honor lost."""
    game = game_at(player(home=[{"title": "Crane Samurai", "dishonored": True}]),
                   automation="assisted")
    sam = find(game.state, "Crane Samurai")
    game.perform(Manual(0, op="seppuku", card=sam))
    s = game.state
    assert s.cards[sam].zone is Zone.HONORABLY_DEAD and s.players[0].family_honor == 10


def test_lobby_needs_higher_honor_and_a_personality_with_honor() -> None:
    """(Lobby) [S1 › PLAYER ABILITIES]: higher Family Honor than all others; bow your
    Personality with PH >= 1: take the Imperial Favor."""
    game = game_at(player(home=["Crane Samurai", {"title": "Crane Shugenja",
                                                  "dishonored": True}, "Ronin"]),
                   player("Lion Keep", imperial_favor=True, family_honor=9))
    s = game.state
    sam, shu, ronin = (find(s, t) for t in ("Crane Samurai", "Crane Shugenja", "Ronin"))
    lobbies = {a.card for a in game.legal_actions() if isinstance(a, Lobby)}
    assert lobbies == {sam}
    game.perform(Lobby(0, card=sam))
    s = game.state
    assert s.players[0].favor and not s.players[1].favor and s.cards[sam].bowed
    tie = game_at(player(home=["Crane Samurai"]), player("Lion Keep", family_honor=10))
    with pytest.raises(IllegalActionError, match="higher Family Honor"):
        tie.perform(Lobby(0, card=find(tie.state, "Crane Samurai")))
    _ = (shu, ronin)


def test_gold_edition_lobby_once_per_turn() -> None:
    """[S2 › 3. Action Phase]: Lobby once per turn."""
    game = game_at(player(home=["Crane Samurai", "Crane Shugenja"], lobbied_this_turn=True),
                   profile="gold")
    assert not [a for a in game.legal_actions() if isinstance(a, Lobby)]


def test_favor_limited_ability_draws_a_card() -> None:
    """Political Limited: discard the Imperial Favor and a card: draw a card."""
    game = game_at(player(imperial_favor=True, hand=["Katana"], fate_deck=["Club"]))
    s = game.state
    game.perform(FavorDraw(0, card=find(s, "Katana")))
    s = game.state
    assert not s.players[0].favor
    assert [s.title(c) for c in s.players[0].hand] == ["Club"]
    assert [s.title(c) for c in s.players[0].fate_discard] == ["Katana"]


def test_honor_victory_only_at_the_start_of_your_turn() -> None:
    """[S1 › PLAYERS WINNING AND LOSING › Honor Victory]: 40+ when your turn begins."""
    game = game_at(player(family_honor=38, hand=["Pride"]),
                   player("Lion Keep", family_honor=45))
    game.perform(UseAbility(0, card=find(game.state, "Pride")))
    assert game.state.players[0].family_honor == 41 and not game.state.game_over
    game.perform(Pass(1))
    game.perform(Pass(0))  # action round over
    game.perform(Pass(0))  # skip attack
    game.perform(Pass(0))  # end Dynasty: Bob's turn begins at 45 Honor -> Bob wins
    s = game.state
    assert s.game_over and (s.winner, s.victory) == (1, "honor")


def test_honor_reached_mid_turn_does_not_win_until_next_turn() -> None:
    game = game_at(player(family_honor=38, hand=["Pride"]), player("Lion Keep"))
    game.perform(UseAbility(0, card=find(game.state, "Pride")))
    for who in (1, 0, 0, 0):
        game.perform(Pass(who))
    assert not game.state.game_over and game.state.active == 1
    for who in (1, 0):
        game.perform(Pass(who))
    game.perform(Pass(1))
    game.perform(Pass(1))
    s = game.state
    assert s.game_over and (s.winner, s.victory) == (0, "honor")


def test_dishonor_loss_is_immediate_in_celestial() -> None:
    """[S1 › PLAYERS WINNING AND LOSING › Dishonor]: -20 or below loses immediately."""
    game = game_at(player(), player("Lion Keep", family_honor=-19), automation="assisted")
    game.perform(Manual(0, op="lose_honor", amount=1, target="1"))
    s = game.state
    assert s.game_over and (s.winner, s.victory) == (0, "dishonor")
    assert game.legal_actions() == []
    with pytest.raises(IllegalActionError, match="game is over"):
        game.perform(Pass(0))


def test_twenty_festivals_dishonor_at_end_of_own_turn() -> None:
    """[S0 › DISHONOR LOSS/VICTORY #]: checked at the end of his own turn."""
    game = game_at(player(family_honor=-19), player("Lion Keep"),
                   automation="assisted", profile="twenty_festivals")
    game.perform(Manual(0, op="lose_honor", amount=3))
    assert not game.state.game_over
    game.perform(Pass(0))
    game.perform(Pass(1))
    game.perform(Pass(0))
    game.perform(Pass(0))
    s = game.state
    assert s.game_over and (s.winner, s.victory) == (1, "dishonor")


def test_military_loss_when_the_last_province_is_destroyed() -> None:
    """[S1 › PLAYERS WINNING AND LOSING › Military]: by any means, immediately."""
    game = game_at(player(), player("Lion Keep", provinces=["Gold Mine"], regions=[None]),
                   automation="assisted")
    game.perform(Manual(0, op="destroy_province", amount=0, target="1"))
    s = game.state
    assert s.game_over and (s.winner, s.victory) == (0, "military")
    assert s.title(s.players[1].dynasty_discard[0]) == "Gold Mine"


def test_destroyed_province_pushes_the_others_together() -> None:
    """[S1 › PROVINCES]: cards to the discard pile (not discarding), provinces pushed together."""
    game = game_at(player(provinces=["Gold Mine", "Small Farm", "Shrine", "Ronin"],
                          regions=[None, "Hill Region", None, None]), automation="assisted")
    game.perform(Manual(0, op="destroy_province", amount=1))
    s = game.state
    p = s.players[0]
    assert [s.title(c) for c in p.provinces] == ["Gold Mine", "Shrine", "Ronin"]
    assert p.province_regions == [None, None, None]
    assert [s.title(c) for c in p.dynasty_discard] == ["Small Farm", "Hill Region"]
    assert [s.cards[c].province for c in p.provinces] == [0, 1, 2]


def test_enlightenment_needs_five_elements_entered_by_their_own_text() -> None:
    """[S1 › PLAYERS WINNING AND LOSING › Enlightenment]; GE/20F without "own text"."""
    rings = [{"title": f"{e} Ring", "own_text": True} for e in ("Air", "Earth", "Fire", "Water")]
    game = game_at(player(home=rings, hand=["Void Ring"]))
    game.perform(PlayRing(0, card=find(game.state, "Void Ring")))
    s = game.state
    assert s.game_over and (s.winner, s.victory) == (0, "enlightenment")
    rings[0] = {"title": "Air Ring"}  # put into play by some other effect
    game = game_at(player(home=rings, hand=["Void Ring"]))
    game.perform(PlayRing(0, card=find(game.state, "Void Ring")))
    assert not game.state.game_over
    game = game_at(player(home=rings, hand=["Void Ring"]), profile="gold")
    game.perform(PlayRing(0, card=find(game.state, "Void Ring")))
    assert game.state.victory == "enlightenment"
    assert game.state.phase is Phase.GAME_OVER


INSULT = {"id": "t:Insult", "title": "Insult", "type": "strategy", "gold_cost": 0, "focus": 1,
          "abilities": [{"name": "Insult", "timing": "limited",
                         "targets": [{"type": "personality", "controller": "opponent"}],
                         "effects": [{"op": "lose_honor", "amount": 3,
                                      "player": "target_controller"},
                                     {"op": "gain_honor", "amount": 1, "player": "you"}]}]}


def _insulted(profile: str = "celestial", dishonored: bool = False):
    game = game_at(player(home=[{"title": "Crane Samurai", "dishonored": dishonored}]),
                   player("Lion Keep", hand=["Insult"]), active=1, profile=profile,
                   defs=[INSULT])
    s = game.state
    game.perform(UseAbility(1, card=find(s, "Insult"), targets=(find(s, "Crane Samurai"),)))
    return game


def test_seppuku_reaction_reduces_the_honor_loss_to_one() -> None:
    """[S1 › PLAYER ABILITIES] Seppuku Reaction: before losing Honor from an action that
    targeted his Samurai, the player may have him commit seppuku: the loss becomes 1."""
    from l5r_desktop.games.ccg.actions import Seppuku

    game = _insulted()
    s = game.state
    sam = find(s, "Crane Samurai")
    assert game.waiting_for == 0
    assert set(game.legal_actions()) == {Pass(0), Seppuku(0, card=sam)}
    assert s.players[1].family_honor == 11  # the rest of the action resolved
    game.perform(Seppuku(0, card=sam))
    s = game.state
    assert s.players[0].family_honor == 9
    assert s.cards[sam].zone is Zone.HONORABLY_DEAD
    assert game.waiting_for == 0 and s.phase is Phase.ACTION  # Alice's opportunity now


def test_declining_seppuku_takes_the_full_loss_and_20f_has_no_reaction() -> None:
    game = _insulted()
    assert game.legal_actions()[0].label(game.state) == "Accept the Honor loss"
    game.perform(Pass(0))
    assert game.state.players[0].family_honor == 7
    assert game.state.cards[find(game.state, "Crane Samurai")].zone is Zone.HOME
    game = _insulted("twenty_festivals")
    assert game.state.players[0].family_honor == 7 and not game.state.reactions


def test_seppuku_of_a_dishonorable_samurai_rehonors_him_first() -> None:
    """[S1 › SEPPUKU]: rehonor, then destroy: no dishonorable-death loss."""
    from l5r_desktop.games.ccg.actions import Seppuku

    game = _insulted(dishonored=True)
    sam = find(game.state, "Crane Samurai")
    game.perform(Seppuku(0, card=sam))
    s = game.state
    assert s.players[0].family_honor == 9 and s.players[0].honorably_dead == [sam]


BOAST = {"id": "t:Boasting Samurai", "title": "Boasting Samurai", "type": "personality",
         "clans": ["Crane"], "keywords": ["Samurai"], "force": 2, "chi": 2, "gold_cost": 4,
         "personal_honor": 2,
         "abilities": [{"name": "Boast", "timing": "limited", "cost": {"lose_honor": 3},
                        "effects": [{"op": "draw", "amount": 1, "player": "you"}]}]}
OATH = {"id": "t:Blood Oath", "title": "Blood Oath", "type": "strategy", "gold_cost": 0,
        "focus": 1,
        "abilities": [{"name": "Blood Oath", "timing": "limited", "cost": {"lose_honor": 2},
                       "targets": [{"type": "personality", "controller": "you"}],
                       "effects": [{"op": "modify_stat", "target": 0, "stat": "force",
                                    "amount": 2, "duration": "turn"}]}]}
VOW = {"id": "t:Empty Vow", "title": "Empty Vow", "type": "strategy", "gold_cost": 0,
       "focus": 1,
       "abilities": [{"name": "Empty Vow", "timing": "limited", "cost": {"lose_honor": 2},
                      "effects": [{"op": "draw", "amount": 1, "player": "you"}]}]}


def _boasting(profile: str = "celestial"):
    game = game_at(player(name="Alice", home=["Boasting Samurai"], hand=["Blood Oath",
                                                                       "Empty Vow"]),
                   profile=profile, defs=[BOAST, OATH, VOW])
    return game, find(game.state, "Boasting Samurai")


def test_seppuku_reaction_before_an_honor_cost_declined_pays_in_full() -> None:
    """[S1 › PLAYER ABILITIES] The Samurai performs Boast (cost: lose 3 Honor): before paying,
    Alice may answer with the Seppuku Reaction; nothing is paid or resolved until she decides.
    Declining: 10 - 3 = 7 Honor, then the effect (draw 1: hand 2 -> 3)."""
    from l5r_desktop.games.ccg.actions import Seppuku

    game, sam = _boasting()
    s = game.state
    game.perform(UseAbility(0, card=sam, ability=0))
    assert s.players[0].family_honor == 10 and len(s.players[0].hand) == 2
    assert set(game.legal_actions()) == {Pass(0), Seppuku(0, card=sam)}
    assert game.legal_actions()[0].label(s) == "Accept the Honor loss"
    game.perform(Pass(0))
    assert s.players[0].family_honor == 7 and len(s.players[0].hand) == 3
    assert s.cards[sam].ability_uses == {0: s.turn} and s.cards[sam].zone is Zone.HOME
    assert game.waiting_for == 1  # the action passed the opportunity on


def test_seppuku_reaction_before_an_honor_cost_reduces_it_to_one() -> None:
    """Seppuku: the Samurai is rehonored and destroyed (honorably dead), the cost becomes 1
    (10 -> 9), and the action still resolves (draw 1)."""
    from l5r_desktop.games.ccg.actions import Seppuku

    game, sam = _boasting()
    s = game.state
    game.perform(UseAbility(0, card=sam, ability=0))
    game.perform(Seppuku(0, card=sam))
    assert s.players[0].family_honor == 9
    assert s.players[0].honorably_dead == [sam]
    assert len(s.players[0].hand) == 3
    assert game.waiting_for == 1


def test_seppuku_reaction_for_an_honor_cost_of_an_action_targeting_the_samurai() -> None:
    """Blood Oath targets Alice's Samurai and costs 2 Honor: she may commit him to seppuku
    (10 -> 9, the +2 Force fails on the gone target, the Strategy is discarded); Empty Vow
    targets nobody and is performed by no Personality: no Reaction, 10 -> 8 at once."""
    from l5r_desktop.games.ccg.actions import Seppuku

    game, sam = _boasting()
    s = game.state
    oath = find(s, "Blood Oath")
    game.perform(UseAbility(0, card=oath, ability=0, targets=(sam,)))
    assert s.reactions and s.reactions[0]["candidates"] == [sam]
    game.perform(Seppuku(0, card=sam))
    assert s.players[0].family_honor == 9 and s.cards[sam].zone is Zone.HONORABLY_DEAD
    assert s.cards[oath].zone is Zone.FATE_DISCARD and oath in s.players[0].fate_discard
    game2, _ = _boasting()
    s2 = game2.state
    game2.perform(UseAbility(0, card=find(s2, "Empty Vow"), ability=0))
    assert not s2.reactions and s2.players[0].family_honor == 8


def test_no_seppuku_reaction_for_honor_costs_in_twenty_festivals() -> None:
    """20F has no Seppuku Reaction [S0 › SEPPUKU #]: the cost is paid at once (10 -> 7)."""
    game, sam = _boasting("twenty_festivals")
    game.perform(UseAbility(0, card=sam, ability=0))
    assert not game.state.reactions and game.state.players[0].family_honor == 7


def test_waiting_cost_reaction_round_trips_replays_and_undoes() -> None:
    """The waiting Reaction (with the action it holds back) survives to_dict/from_dict exactly;
    replaying the log and undo/redo reproduce the state."""
    from l5r_desktop.games.ccg.actions import Seppuku
    from l5r_desktop.games.ccg.game import Game
    from l5r_desktop.games.ccg.model.state import GameState

    game, sam = _boasting()
    game.perform(UseAbility(0, card=sam, ability=0))
    data = game.state.to_dict()
    assert data["reactions"][0]["resume"]["type"] == "use_ability"
    assert GameState.from_dict(data).to_dict() == data
    resumed = Game.from_state(GameState.from_dict(data))
    resumed.perform(Seppuku(0, card=sam))
    assert resumed.state.players[0].family_honor == 9
    game.perform(Seppuku(0, card=sam))
    assert game.replay_log().state.to_dict() == game.state.to_dict()
    after = game.state.to_dict()
    game.undo()
    assert game.state.to_dict() == data
    game.redo()
    assert game.state.to_dict() == after
