"""Battle resolution with exact numbers: Force totals, outcomes, province destruction, Honor,
dishonorable Personalities, which cards went to which pile, the edition differences, military
victory and the Second-Battle Rule. [S1 › C: RESOLUTION SEGMENT], [S1 › D: FINAL STEPS],
[S1 › HONORABLE AND DISHONORABLE], [S1 › TOTAL FORCE], [S2 › 4.5], [S0 › BATTLE RESOLUTION #]."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import ChooseBattlefield, Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.attack.events import BattleResolved
from l5r_desktop.games.ccg.events import HonorGainReplaced, Note, ProvinceDestroyed
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from tests.engine.scenario import player
from tests.engine_battle.battle_scenario import (
    assign,
    attack_game,
    declare,
    done,
    fight,
    honor_deltas,
    pid,
)


def one_battle(alice: list[Any], bob: list[Any], *, profile: str = "celestial",
               bob_kw: dict[str, Any] | None = None, alice_kw: dict[str, Any] | None = None,
               battlefield: int = 0) -> Game:
    """Alice assigns every unit of ``alice`` to ``battlefield``, Bob every unit of ``bob``."""
    game = attack_game(player(name="Alice", home=alice, **(alice_kw or {})),
                       player("Lion Keep", name="Bob", home=bob, **(bob_kw or {})),
                       profile=profile)
    s = game.state
    declare(game)
    for who in (0, 1):
        if s.step is Step.MANEUVERS and game.waiting_for == who:
            for cid in [c for c in s.players[who].home
                        if s.cards[c].definition.type.value == "personality"
                        and not s.cards[c].bowed]:
                assign(game, cid, battlefield)
            done(game)
    return game


def resolved(events: list[Any]) -> BattleResolved:
    return next(e for e in events if isinstance(e, BattleResolved))


def test_attacker_wins_province_holds_exact_numbers() -> None:
    """Attacker 7 (Samurai 3 + Katana 2, Spearmen 2) vs defender 5 (Samurai 2, Elite Guard 3)
    + Province Strength 7: the attacker wins, 7 <= 12 so the province holds; 2 cards destroyed
    -> +4 Honor; attackers go home and bow (every card of the unit)."""
    game = one_battle([{"title": "Lion Samurai", "attachments": ["Katana", "Spearmen"]}],
                      [{"title": "Crane Samurai", "attachments": ["Elite Guard"]}])
    s = game.state
    sam, bob = pid(game, "Lion Samurai", 0), pid(game, "Crane Samurai", 1)
    guard = pid(game, "Elite Guard", 1)
    assert s.step is Step.COMBAT
    game.perform(Pass(1))
    game.perform(Pass(0))
    pv = battle.preview(s)
    assert (pv.attacker_force, pv.defender_force, pv.province_strength) == (7, 5, 7)
    assert (pv.outcome, pv.province_falls) == ("attacker", False)
    before = s.to_dict()
    battle.preview(s, 0)
    assert s.to_dict() == before  # preview is a pure query
    events = game.perform(ResolveBattle(0))
    res = resolved(events)
    assert res.describe(s) == ("Battle at province 1: attacker 7 Force vs defender 5 + "
                               "province 7: attacker wins, the province holds; destroyed: "
                               "Crane Samurai and Elite Guard")
    assert set(res.cards) == {bob, guard}
    assert s.players[0].family_honor == 14 and s.players[1].family_honor == 10
    assert honor_deltas(events) == {0: 4}
    assert bob in s.players[1].honorably_dead and guard in s.players[1].fate_discard
    assert len(s.players[1].provinces) == 4
    assert all(s.cards[c].zone is Zone.HOME and s.cards[c].bowed
               for c in [sam, *s.cards[sam].attachments])
    assert s.phase is Phase.DYNASTY and s.attack is None


@pytest.mark.parametrize(("armor", "falls"), [(False, False), (True, True)])
def test_province_destroyed_only_when_force_exceeds_defense_plus_strength(
        armor: bool, falls: bool) -> None:
    """Attacker 10 (or 11 with Armor +1F) vs defender 3 (Ronin 2 + Club 1) + PS 7 = 10: the
    province falls only if attacking Force is strictly greater [S1 › C: RESOLUTION SEGMENT ›
    Attacker wins › ii]. Its card goes to the discard pile; the rest are pushed together."""
    attachments = ["Elite Guard", "Spearmen"] + (["Armor"] if armor else [])
    game = one_battle([{"title": "Lion Samurai", "attachments": attachments}, "Crane Samurai"],
                      [{"title": "Ronin", "attachments": ["Club"]}],
                      bob_kw={"provinces": ["Filler Dynasty", "Shrine", "Small Farm",
                                            "Gold Mine"]})
    s = game.state
    shrine = pid(game, "Shrine", 1)
    events = fight(game)
    res = resolved(events)
    assert (res.attacker_force, res.defender_force) == (10 + int(armor), 3)
    assert res.province_destroyed is falls
    assert s.players[0].family_honor == 14  # Ronin + Club: 2 cards x 2
    if falls:
        assert len(s.players[1].provinces) == 3
        assert s.players[1].provinces[0] == shrine
        first = s.players[1].provinces
        filler = pid(game, "Filler Dynasty", 1)
        assert s.cards[filler].zone is Zone.DYNASTY_DISCARD
        assert [s.title(c) for c in first] == ["Shrine", "Small Farm", "Gold Mine"]
        assert [s.cards[c].province for c in first] == [0, 1, 2]
        assert any(isinstance(e, ProvinceDestroyed) for e in events)
    else:
        assert len(s.players[1].provinces) == 4


def test_later_battlefields_follow_their_provinces_when_one_is_destroyed() -> None:
    """[S1 › PROVINCES]: remaining provinces are pushed together; the battlefield at the old
    province 4 now belongs to province 3."""
    game = attack_game(
        player(name="Alice", home=[{"title": "Lion Samurai", "attachments": ["Elite Guard",
                                                                          "Spearmen"]}]),
        player("Lion Keep", name="Bob", home=["Ronin"]))
    s = game.state
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 1)
    done(game)
    assign(game, pid(game, "Ronin", 1), 3)
    done(game)
    game.perform(ChooseBattlefield(0, battlefield=1))
    events = fight(game)  # 8 vs empty side: 8 > 0 + 7
    assert resolved(events).province_destroyed
    assert len(s.players[1].provinces) == 3
    # the battle at the old province 4 was chosen automatically (only one with units left)
    assert s.attack is not None and s.attack.current == 3
    assert s.attack.battlefields[3].province == 2 and s.attack.battlefields[2].province == 1


def test_defender_wins_and_survivors_stay_until_the_last_battle() -> None:
    """Defender 6 vs attacker 4: attacking army destroyed (Ronin dead, Spearmen discarded),
    Defender +4 Honor [S1 › Defender wins]; survivors go home unbowed after the last battle."""
    game = one_battle([{"title": "Ronin", "attachments": ["Spearmen"]}],
                      [{"title": "Lion Samurai", "attachments": ["Elite Guard"]}])
    s = game.state
    ronin, spear = pid(game, "Ronin", 0), pid(game, "Spearmen", 0)
    sam = pid(game, "Lion Samurai", 1)
    events = fight(game)
    res = resolved(events)
    assert (res.attacker_force, res.defender_force, res.outcome) == (4, 6, "defender")
    assert res.describe(s).endswith("defender holds; destroyed: Ronin and Spearmen")
    assert s.players[1].family_honor == 14 and s.players[0].family_honor == 10
    assert ronin in s.players[0].honorably_dead and spear in s.players[0].fate_discard
    assert s.cards[sam].zone is Zone.HOME and not s.cards[sam].bowed


@pytest.mark.parametrize(("profile", "per_card"),
                         [("celestial", 1), ("gold", 1), ("twenty_festivals", 2)])
def test_tie_destroys_both_armies_and_each_leader_gains_per_card(profile: str,
                                                                 per_card: int) -> None:
    """Tie 5 vs 5 with units on both sides: both armies destroyed; each leader gains Honor per
    card he destroyed: CE/GE 1 [S1 › If the battle is a tie], 20F 2 (ENGINE-SPEC §21.2)."""
    game = one_battle([{"title": "Lion Samurai", "attachments": ["Katana"]}],
                      [{"title": "Crane Samurai", "attachments": ["Elite Guard"]}],
                      profile=profile)
    s = game.state
    events = fight(game)
    res = resolved(events)
    assert (res.attacker_force, res.defender_force, res.outcome) == (5, 5, "tie")
    assert len(res.cards) == 4 and not res.province_destroyed
    assert s.players[0].family_honor == 10 + 2 * per_card
    assert s.players[1].family_honor == 10 + 2 * per_card
    assert len(s.players[1].provinces) == 4
    assert pid(game, "Lion Samurai", 0) in s.players[0].honorably_dead
    assert pid(game, "Katana", 0) in s.players[0].fate_discard


def test_tie_with_a_dishonorable_personality() -> None:
    """[S1 › If the battle is a tie › i, iii]: dishonorable Personalities are rehonored before
    being destroyed (no dishonorable-death loss) and their leader gains no Honor."""
    game = one_battle([{"title": "Lion Samurai", "dishonored": True, "attachments": ["Katana"]}],
                      [{"title": "Crane Samurai", "attachments": ["Elite Guard"]}])
    s = game.state
    sam = pid(game, "Lion Samurai", 0)
    events = fight(game)
    assert resolved(events).outcome == "tie"
    assert s.players[0].family_honor == 10  # no gain, no loss
    assert s.players[1].family_honor == 12  # 2 cards x 1
    assert sam in s.players[0].honorably_dead and not s.cards[sam].dishonored


def test_winner_with_dishonorable_personality_rehonors_instead_of_gaining() -> None:
    """[S1 › HONORABLE AND DISHONORABLE]: before gaining Honor from destroying enemy cards in
    resolution, all dishonorable Personalities in the army are rehonored; no Honor."""
    game = one_battle([{"title": "Lion Samurai", "dishonored": True, "attachments": ["Spearmen"]},
                       "Crane Samurai"], ["Ronin"])
    s = game.state
    events = fight(game)
    assert resolved(events).outcome == "attacker"
    gain = next(e for e in events if isinstance(e, HonorGainReplaced))
    assert gain.amount == 2 and gain.cards == (pid(game, "Lion Samurai", 0),)
    assert s.players[0].family_honor == 10
    assert not s.cards[pid(game, "Lion Samurai", 0)].dishonored


def test_dishonorable_personality_in_destroyed_army_costs_base_personal_honor() -> None:
    """[S1 › HONORABLE AND DISHONORABLE]: after a dishonorable Personality is destroyed his
    controller loses his base Personal Honor (Crane Samurai: 2); he is dishonorably dead."""
    game = one_battle([{"title": "Lion Samurai", "attachments": ["Spearmen"]}],
                      [{"title": "Crane Samurai", "dishonored": True}])
    s = game.state
    events = fight(game)
    assert resolved(events).outcome == "attacker"
    assert s.players[1].family_honor == 8
    assert s.players[0].family_honor == 12  # 1 card x 2
    assert pid(game, "Crane Samurai", 1) in s.players[1].dishonorably_dead
    assert honor_deltas(events) == {0: 2, 1: -2}


def test_attacking_an_empty_side() -> None:
    """A side with no units has 0 Force [S1 › 1. Determine Outcome]: 3 vs empty -> attacker
    wins, destroys nothing (no Honor), province holds (3 <= 0 + 7)."""
    game = one_battle(["Lion Samurai"], [])
    s = game.state
    events = fight(game)
    res = resolved(events)
    assert (res.attacker_force, res.defender_force, res.outcome) == (3, 0, "attacker")
    assert not res.province_destroyed and res.cards == ()
    assert s.players[0].family_honor == 10


def test_zero_force_army_against_an_empty_side_has_no_outcome() -> None:
    """0-Force army vs no units: no outcome, nothing destroyed; the attackers still return home
    and bow [S1 › 1. Determine Outcome], [S1 › D: FINAL STEPS]."""
    game = one_battle([{"title": "Ronin", "modifiers": [{"stat": "force", "amount": -2}]}], [])
    s = game.state
    ronin = pid(game, "Ronin", 0)
    events = fight(game)
    res = resolved(events)
    assert (res.attacker_force, res.outcome) == (0, "none")
    assert res.describe(s).endswith("no outcome")
    assert s.cards[ronin].zone is Zone.HOME and s.cards[ronin].bowed
    assert s.players[0].family_honor == 10 and s.players[1].family_honor == 10


def test_zero_against_zero_with_units_on_both_sides_is_a_tie() -> None:
    """Equal Force (0 = 0) and both armies have units: a tie, both destroyed, 1 Honor each."""
    zero = {"title": "Ronin", "modifiers": [{"stat": "force", "amount": -2}]}
    game = one_battle([zero], [dict(zero)])
    s = game.state
    res = resolved(fight(game))
    assert (res.attacker_force, res.defender_force, res.outcome) == (0, 0, "tie")
    assert s.players[0].family_honor == 11 and s.players[1].family_honor == 11


@pytest.mark.parametrize(("profile", "attack", "outcome"),
                         [("celestial", 2, "tie"), ("gold", 0, "defender")])
def test_bowed_personality_force_per_edition(profile: str, attack: int, outcome: str) -> None:
    """CE: a bowed Personality contributes 0 but his unbowed Followers count [S1 › TOTAL FORCE];
    GE: a bowed Personality makes the whole unit 0 [S2 › 4.5]."""
    game = one_battle([{"title": "Lion Samurai", "attachments": ["Spearmen"]}], ["Ronin"],
                      bob_kw={"hand": ["Trip"]}, profile=profile)
    s = game.state
    trip = pid(game, "Trip", 1)
    game.perform(UseAbility(1, card=trip, ability=0, targets=(pid(game, "Lion Samurai", 0),)))
    res = resolved(fight(game))
    assert (res.attacker_force, res.defender_force, res.outcome) == (attack, 2, outcome)
    assert s.players[1].family_honor == (10 + 1 * 2 if outcome == "tie" else 14)


@pytest.mark.parametrize(("profile", "honor"), [("celestial", 12), ("gold", 14)])
def test_experienced_stack_cards_for_battle_honor(profile: str, honor: int) -> None:
    """CE: the cards under an Experienced Personality are out of play and not counted
    [S1 › OVERLAYING]; GE: every card of the stack counts [S2 › Experienced Traits]."""
    game = one_battle(["Lion Samurai", "Crane Samurai"],
                      [{"title": "Veteran - exp", "under": ["Veteran"],
                        "modifiers": [{"stat": "force", "amount": -2}]}], profile=profile)
    s = game.state
    res = resolved(fight(game))
    assert (res.attacker_force, res.defender_force, res.outcome) == (5, 2, "attacker")
    assert s.players[0].family_honor == honor


def test_destroying_the_last_province_is_a_military_victory() -> None:
    """[S1 › PLAYERS WINNING AND LOSING]: a player whose last province is destroyed loses."""
    game = one_battle([{"title": "Lion Samurai", "attachments": ["Elite Guard", "Spearmen"]}],
                      [], bob_kw={"provinces": ["Filler Dynasty"]})
    s = game.state
    events = fight(game)
    assert resolved(events).province_destroyed
    assert s.players[1].provinces == []
    assert s.game_over and s.winner == 0 and s.victory == "military"


def test_until_end_of_battle_bonuses_end_with_the_battle() -> None:
    """[S1 › DURATION OF EFFECTS]: a +3F "until the end of the battle" bonus counts in that
    battle's resolution and ends when the battle ends."""
    game = one_battle(["Lion Samurai"], [{"title": "Crane Samurai", "attachments": ["Club"]}],
                      alice_kw={"hand": ["Charge"]})
    s = game.state
    sam = pid(game, "Lion Samurai", 0)
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=pid(game, "Charge", 0), ability=0, targets=(sam,)))
    res = resolved(fight(game))
    assert (res.attacker_force, res.defender_force, res.outcome) == (6, 3, "attacker")
    assert s.cards[sam].modifiers == []


def test_second_battle_rule_stops_a_unit_that_already_fought() -> None:
    """[S1 › Second-Battle Rule]: a unit that was in an attacking army during a resolution does
    not move to a battlefield again this Attack Phase; a fresh unit does (the action may target
    it at home because it moves it here: Presence/Location exception)."""
    game = attack_game(
        player(name="Alice", home=["Lion Samurai", "Crane Samurai", "Rider"],
               hand=["Reinforce", "Reinforce"]),
        player("Lion Keep", name="Bob", home=["Ronin", "Crane Courtier"]))
    s = game.state
    sam, csam, rider = (pid(game, t, 0) for t in ("Lion Samurai", "Crane Samurai", "Rider"))
    declare(game)
    assign(game, sam, 0)
    assign(game, csam, 1)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    assign(game, pid(game, "Crane Courtier", 1), 1)
    done(game)
    done(game)  # no Cavalry assignment for Alice
    fight(game, 0)  # Lion Samurai 3 vs Ronin 2: he fought in a resolution, goes home bowed
    assert s.cards[sam].zone is Zone.HOME
    assert s.attack is not None and sam in s.attack.second_battle
    assert s.attack.current == 1 and game.waiting_for == 1
    game.perform(Pass(1))
    r1, r2 = [c for c in s.players[0].hand if s.title(c) == "Reinforce"]
    legal = game.legal_actions()
    assert UseAbility(0, card=r1, ability=0, targets=(sam,)) in legal
    events = game.perform(UseAbility(0, card=r1, ability=0, targets=(sam,)))
    assert any(isinstance(e, Note) and "Second-Battle Rule" in e.text for e in events)
    assert s.cards[sam].zone is Zone.HOME
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=r2, ability=0, targets=(rider,)))
    assert s.cards[rider].zone is Zone.BATTLEFIELD and s.attack.battlefields[1].attacking == [
        csam, rider]
    game.perform(Pass(1))
    game.perform(Pass(0))
    res = resolved(game.perform(ResolveBattle(0)))
    assert (res.attacker_force, res.defender_force) == (2 + 3, 1)
