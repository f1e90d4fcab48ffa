"""Attack Phase flow: declaration, maneuvers, choosing battlefields, the Combat Segment (Rules
of Presence and Location, Tactician, Naval, Terrain, the Favor), with exact numbers.
Rules: [S1 › ATTACK PHASE (OPTIONAL)], [S1 › BATTLES], [S1 › PLAYER ABILITIES]."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import (
    Assign,
    ChooseBattlefield,
    DeclareAttack,
    FavorBattle,
    NavalReaction,
    Pass,
    ResolveBattle,
    Tactics,
    UseAbility,
)
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.attack.events import BattleResolved
from l5r_desktop.games.ccg.model.ids import Phase, Step, Zone
from tests.engine.scenario import player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, fight, pid


def test_skipping_the_attack_goes_to_the_dynasty_phase() -> None:
    """[S1 › ATTACK PHASE (OPTIONAL)]: the attack is optional."""
    game = attack_game()
    assert Pass(0) in game.legal_actions()
    assert DeclareAttack(0, defender=1) in game.legal_actions()
    assert Pass(0).label(game.state) == "Skip the attack"
    game.perform(Pass(0))
    assert game.state.phase is Phase.DYNASTY and game.state.attack is None


def test_declaration_creates_a_battlefield_at_each_defender_province() -> None:
    """[S1 › ATTACK PHASE: DECLARATION SEGMENT › A, B]; the Defender with 3 provinces gets 3."""
    game = attack_game(player(name="Alice", home=["Lion Samurai"]),
                       player("Lion Keep", name="Bob", home=["Crane Samurai"],
                              provinces=["Filler Dynasty"] * 3))
    with pytest.raises(IllegalActionError, match="another player"):
        game.perform(DeclareAttack(0, defender=0))
    declare(game)
    att = game.state.attack
    assert att is not None and (att.attacker, att.defender) == (0, 1)
    assert [bf.province for bf in att.battlefields] == [0, 1, 2]
    assert game.state.step is Step.MANEUVERS and att.segment == "infantry"
    assert game.waiting_for == 0


def test_maneuvers_attacker_then_defender_units_move_together() -> None:
    """[S1 › INFANTRY MANEUVERS SEGMENT › A, C]: the Attacker assigns, then the Defender; only
    units led by unbowed Personalities; a unit (Personality + attachments) moves together."""
    game = attack_game(
        player(name="Alice", home=[{"title": "Lion Samurai", "attachments": ["Spearmen", "Katana"]},
                                   {"title": "Ronin", "bowed": True}]),
        player("Lion Keep", name="Bob", home=["Crane Samurai"]))
    s = game.state
    sam, ronin = pid(game, "Lion Samurai", 0), pid(game, "Ronin", 0)
    declare(game)
    legal = game.legal_actions()
    assert Assign(0, card=sam, battlefield=2) in legal
    assert not any(isinstance(a, Assign) and a.card == ronin for a in legal)
    with pytest.raises(IllegalActionError, match="bowed"):
        game.perform(Assign(0, card=ronin, battlefield=0))
    assign(game, sam, 2)
    unit = [sam, *s.cards[sam].attachments]
    assert len(unit) == 3
    assert all(s.cards[c].zone is Zone.BATTLEFIELD and s.cards[c].battlefield == 2 for c in unit)
    assert s.attack is not None and s.attack.battlefields[2].attacking == [sam]
    assert sam not in s.players[0].home
    assert s.cards[unit[1]].attached_to == sam
    done(game)  # Alice is done; Bob assigns
    assert game.waiting_for == 1 and s.step is Step.MANEUVERS
    bob = pid(game, "Crane Samurai", 1)
    assign(game, bob, 2)
    assert s.attack.battlefields[2].defending == [bob]


def test_cavalry_segment_only_cavalry_units() -> None:
    """[S1 › CAVALRY]: a unit is Cavalry only if the Personality and all Followers are; only
    Cavalry units assign in the Cavalry Maneuvers Segment, which follows Infantry."""
    game = attack_game(
        player(name="Alice", home=["Rider", {"title": "Rider", "attachments": ["Spearmen"]},
                                   {"title": "Rider", "attachments": ["Horse Archers"]},
                                   "Lion Samurai"]),
        player("Lion Keep", name="Bob", home=[]))
    s = game.state
    riders = [c for c in s.players[0].home if s.cards[c].title == "Rider"]
    pure, mixed, archers = riders
    assert battle.is_cavalry(s, pure) and not battle.is_cavalry(s, mixed)
    assert battle.is_cavalry(s, archers)
    declare(game)
    done(game)  # Alice assigns nothing in Infantry; Bob has no units: skipped
    assert s.attack is not None and s.attack.segment == "cavalry" and game.waiting_for == 0
    cards = {a.card for a in game.legal_actions() if isinstance(a, Assign)}
    assert cards == {pure, archers}
    with pytest.raises(IllegalActionError, match="Infantry"):
        game.perform(Assign(0, card=mixed, battlefield=0))


@pytest.mark.parametrize("profile", ["celestial", "gold", "twenty_festivals"])
def test_cavalry_maneuvers_segment_per_edition(profile: str) -> None:
    """CE/GE: Infantry then Cavalry Maneuvers [S1 › CAVALRY MANEUVERS SEGMENT], [S2 › 4.3];
    20F: a single Maneuvers Segment [S0 › MANEUVERS SEGMENT #] (profile cavalry_maneuvers)."""
    game = attack_game(player(name="Alice", home=["Rider"]),
                       player("Lion Keep", name="Bob", home=["Crane Samurai"]),
                       profile=profile)
    s = game.state
    declare(game)
    done(game)  # Alice keeps the Rider home
    done(game)  # Bob keeps his Samurai home
    if profile == "twenty_festivals":
        assert s.phase is Phase.DYNASTY  # no Cavalry segment; empty battlefields fought
    else:
        assert s.step is Step.MANEUVERS and s.attack is not None
        assert s.attack.segment == "cavalry" and game.waiting_for == 0
        assert {a.card for a in game.legal_actions() if isinstance(a, Assign)} == {
            pid(game, "Rider", 0)}


@pytest.mark.parametrize(("profile", "allowed"), [("celestial", False), ("gold", True)])
def test_open_actions_in_battle_only_under_gold(profile: str, allowed: bool) -> None:
    """GE: Open and Battle actions in the Battle Action Segment [S2 › Actions]; CE: only
    Battle actions (and Reactions) in the Combat Segment [S1 › B. COMBAT SEGMENT]."""
    game = attack_game(player(name="Alice", home=["Lion Samurai"], hand=["Rally"]),
                       player("Lion Keep", name="Bob", home=["Ronin"]), profile=profile)
    sam = pid(game, "Lion Samurai", 0)
    declare(game)
    assign(game, sam, 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    if profile != "twenty_festivals" and game.state.step is Step.MANEUVERS:
        done(game)
    game.perform(Pass(1))
    rally = UseAbility(0, card=pid(game, "Rally", 0), ability=0, targets=(sam,))
    assert (rally in game.legal_actions()) is allowed
    if allowed:
        game.perform(rally)
        assert battle.preview(game.state).attacker_force == 3 + 2


def test_no_units_means_battles_are_fought_automatically() -> None:
    """[S1 › ATTACK PHASE: BATTLES]: one battle per battlefield even with no units; with no
    units anywhere nothing can happen, so they are fought at once and the phase ends."""
    game = attack_game(player(name="Alice", home=[]), player("Lion Keep", name="Bob"))
    events = declare(game)
    assert sum(isinstance(e, BattleResolved) and e.outcome == "none" for e in events) == 4
    assert game.state.phase is Phase.DYNASTY


def _two_fronts():
    game = attack_game(
        player(name="Alice", home=["Lion Samurai", "Crane Samurai"]),
        player("Lion Keep", name="Bob", home=["Ronin"]))
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    assign(game, pid(game, "Crane Samurai", 0), 3)
    done(game)
    assign(game, pid(game, "Ronin", 1), 3)
    done(game)
    return game


def test_attacker_chooses_battlefield_then_defender_acts_first() -> None:
    """[S1 › BATTLES › A, B]: the Attacker chooses; the Combat Segment is an action round with
    the Defender first; all passing consecutively leads to the Resolution Segment."""
    game = _two_fronts()
    s = game.state
    assert s.step is Step.CHOOSE_BATTLEFIELD and game.waiting_for == 0
    choices = [a for a in game.legal_actions() if isinstance(a, ChooseBattlefield)]
    assert [a.battlefield for a in choices] == [0, 1, 2, 3]
    assert choices[3].label(s) == "Fight the battle at battlefield 4 (province 4)"
    # a battlefield without units is still the Attacker's to choose; its label says so
    assert choices[1].label(s) == \
        "Fight the battle at battlefield 2 (province 2), no units there"
    assert not choices[0].at_empty_battlefield(s) and choices[2].at_empty_battlefield(s)
    game.perform(ChooseBattlefield(0, battlefield=3))
    assert s.step is Step.COMBAT and s.attack is not None and s.attack.current == 3
    assert game.waiting_for == 1  # Defender first
    game.perform(Pass(1))
    assert game.waiting_for == 0
    game.perform(Pass(0))
    assert s.step is Step.RESOLUTION and game.legal_actions() == [ResolveBattle(0)]
    pv = battle.preview(s, 3)
    assert (pv.attacker_force, pv.defender_force, pv.outcome) == (2, 2, "tie")


def test_passing_resets_when_someone_acts() -> None:
    """[S1 › B. COMBAT SEGMENT]: only consecutive passes end the action round."""
    game = attack_game(
        player(name="Alice", home=["Lion Samurai"], hand=["Charge"]),
        player("Lion Keep", name="Bob", home=["Ronin"]))
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    s = game.state
    assert s.step is Step.COMBAT and game.waiting_for == 1  # only one battlefield with units
    game.perform(Pass(1))
    charge = pid(game, "Charge", 0)
    sam = pid(game, "Lion Samurai", 0)
    game.perform(UseAbility(0, card=charge, ability=0, targets=(sam,)))
    assert game.waiting_for == 1 and s.step is Step.COMBAT and s.passes == 0
    game.perform(Pass(1))
    game.perform(Pass(0))
    pv = battle.preview(s)
    assert (pv.attacker_force, pv.defender_force) == (3 + 3, 2)


def test_rule_of_presence_and_location() -> None:
    """[S1 › B. COMBAT SEGMENT › Rule of Presence, Rule of Location]: no unit at the current
    battlefield -> no Battle actions; a unit elsewhere cannot use or be targeted by them."""
    game = attack_game(
        player(name="Alice", home=["Lion Samurai", "Captain"], hand=["Charge"]),
        player("Lion Keep", name="Bob", home=["Ronin"], hand=["Charge"]))
    sam, cap = pid(game, "Lion Samurai", 0), pid(game, "Captain", 0)
    declare(game)
    assign(game, sam, 0)
    assign(game, cap, 1)
    done(game)
    done(game)  # Bob keeps Ronin home
    game.perform(ChooseBattlefield(0, battlefield=0))
    s = game.state
    assert game.waiting_for == 1
    assert game.legal_actions() == [Pass(1)]  # Bob: no Presence
    game.perform(Pass(1))
    legal = game.legal_actions()
    charge = pid(game, "Charge", 0)
    assert UseAbility(0, card=charge, ability=0, targets=(sam,)) in legal
    # Location: the Captain (battlefield 2) can neither be targeted nor use Broadside here
    assert UseAbility(0, card=charge, ability=0, targets=(cap,)) not in legal
    assert not any(isinstance(a, UseAbility) and a.card == cap for a in legal)
    with pytest.raises(IllegalActionError):
        game.perform(UseAbility(0, card=cap, ability=0))
    assert s.attack is not None and s.attack.current == 0


def test_tactician_once_per_turn_force_equal_to_focus() -> None:
    """[S1 › PLAYER ABILITIES] Tactical Battle: discard a card: the Tactician gets +Focus Value
    Force; each Tactician performs one Tactical action per turn."""
    game = attack_game(
        player(name="Alice", home=["Crane Samurai"]),
        player("Lion Keep", name="Bob", home=["General"], hand=["Focus Three", "Focus Five"]))
    declare(game)
    assign(game, pid(game, "Crane Samurai", 0), 1)
    done(game)
    gen = pid(game, "General", 1)
    assign(game, gen, 1)
    done(game)
    s = game.state
    f3, f5 = pid(game, "Focus Three", 1), pid(game, "Focus Five", 1)
    assert Tactics(1, card=f5, target=gen) in game.legal_actions()
    game.perform(Tactics(1, card=f5, target=gen))
    assert s.cards[f5].zone is Zone.FATE_DISCARD and s.players[1].hand == [f3]
    assert battle.preview(s).defender_force == 2 + 5
    game.perform(Pass(0))
    assert not any(isinstance(a, Tactics) for a in game.legal_actions())  # once per turn
    game.perform(Pass(1))
    ev = game.perform(ResolveBattle(0))
    res = next(e for e in ev if isinstance(e, BattleResolved))
    assert (res.attacker_force, res.defender_force, res.outcome) == (2, 7, "defender")


def test_naval_reaction_gives_the_attacker_the_first_action_by_the_naval_personality() -> None:
    """[S1 › PLAYER ABILITIES] Naval Reaction: after engaging, the Attacker whose army has more
    Naval cards acts first, with an action performed by the Naval Personality."""
    game = attack_game(
        player(name="Alice", home=[{"title": "Captain", "attachments": ["Marines"]},
                                   "Lion Samurai"], hand=["Charge"]),
        player("Lion Keep", name="Bob", home=["Ronin"]))
    cap = pid(game, "Captain", 0)
    declare(game)
    assign(game, cap, 0)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    s = game.state
    assert s.attack is not None and s.attack.segment == "engage" and game.waiting_for == 0
    assert Pass(0).label(s) == "Decline the Naval Reaction"
    game.perform(NavalReaction(0, card=cap))
    legal = game.legal_actions()
    assert game.waiting_for == 0 and UseAbility(0, card=cap, ability=0) in legal
    charge = pid(game, "Charge", 0)
    # Charge targeting the Captain is performed by him (constraint targeting) [S1 › PERFORM];
    # on the Lion Samurai it is not
    assert {a.targets for a in legal if isinstance(a, UseAbility) and a.card == charge} == {
        (cap,)}
    assert not any(isinstance(a, Tactics) for a in legal)
    before = s.players[0].family_honor
    game.perform(UseAbility(0, card=cap, ability=0))  # Broadside: bow, +1 Honor
    assert s.players[0].family_honor == before + 1 and game.waiting_for == 1
    game.perform(Pass(1))
    assert {a.targets for a in game.legal_actions()
            if isinstance(a, UseAbility) and a.card == charge} == {(cap,),
                                                                   (pid(game, "Lion Samurai", 0),)}


def test_terrain_stays_at_the_battlefield_and_is_discarded_in_final_steps() -> None:
    """[S1 › TERRAIN]: one per battlefield, in play at the battlefield (no side), discarded in
    the Final Steps."""
    game = attack_game(player(name="Alice", home=["Lion Samurai"], hand=["Muddy Field"]),
                       player("Lion Keep", name="Bob", home=["Ronin"], hand=["Muddy Field"]))
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    s = game.state
    bob_field = pid(game, "Muddy Field", 1)
    game.perform(UseAbility(1, card=bob_field, ability=0))
    att = s.attack
    assert att is not None and att.battlefields[0].terrain == bob_field
    assert s.cards[bob_field].zone is Zone.BATTLEFIELD and s.players[1].family_honor == 11
    assert not any(isinstance(a, UseAbility) for a in game.legal_actions())  # one Terrain
    game.perform(Pass(0))
    game.perform(Pass(1))
    game.perform(ResolveBattle(0))
    assert s.cards[bob_field].zone is Zone.FATE_DISCARD
    assert bob_field in s.players[1].fate_discard


def test_favor_battle_sends_an_attacking_unit_home() -> None:
    """[S1 › PLAYER ABILITIES] Favor Battle: discard the Favor: move a target attacking enemy
    unit home (movement: it does not bow). GE: no rulebook Favor Battle ability."""
    for profile, offered in (("celestial", True), ("gold", False)):
        game = attack_game(player(name="Alice", home=["Lion Samurai"]),
                           player("Lion Keep", name="Bob", home=["Ronin"],
                                  imperial_favor=True), profile=profile)
        sam = pid(game, "Lion Samurai", 0)
        declare(game)
        assign(game, sam, 0)
        done(game)
        assign(game, pid(game, "Ronin", 1), 0)
        done(game)
        assert (FavorBattle(1, target=sam) in game.legal_actions()) is offered
        if offered:
            game.perform(FavorBattle(1, target=sam))
            s = game.state
            assert not s.players[1].favor
            assert s.cards[sam].zone is Zone.HOME and not s.cards[sam].bowed
            assert s.attack is not None and s.attack.battlefields[0].attacking == []


def test_last_battlefield_with_units_is_chosen_automatically_and_defenders_go_home() -> None:
    """[S1 › D: FINAL STEPS › 1, 2]: surviving defenders stay until the last battle, then go
    home unbowed; attackers bow. With one battlefield left it is chosen for the Attacker."""
    game = attack_game(
        player(name="Alice", home=["Ronin", "Lion Samurai"]),
        player("Lion Keep", name="Bob", home=["Crane Kensai", "Crane Samurai"]))
    ronin, sam = pid(game, "Ronin", 0), pid(game, "Lion Samurai", 0)
    kensai, csam = pid(game, "Crane Kensai", 1), pid(game, "Crane Samurai", 1)
    declare(game)
    assign(game, ronin, 0)
    assign(game, sam, 1)
    done(game)
    assign(game, kensai, 0)
    assign(game, csam, 3)
    done(game)
    s = game.state
    fight(game, 0)  # Ronin 2 vs Kensai 3: defender wins, Kensai stays at battlefield 1
    assert s.cards[kensai].zone is Zone.BATTLEFIELD and s.cards[ronin].zone is Zone.HONORABLY_DEAD
    fight(game, 1)  # Samurai 3 vs nobody: attacker wins, 3 > 0 + 7? no: province holds
    assert s.cards[sam].zone is Zone.HOME and s.cards[sam].bowed
    # left: battlefield 3 (empty) and 4 (Crane Samurai): the only one with units is chosen
    assert s.step is Step.COMBAT and s.attack is not None and s.attack.current == 3
    fight(game)  # no attackers: 0 vs 2: defender wins, no cards destroyed
    assert s.phase is Phase.DYNASTY and s.attack is None
    for cid in (kensai, csam):
        assert s.cards[cid].zone is Zone.HOME and not s.cards[cid].bowed


def test_twenty_festivals_engage_segment_cavalry_and_naval_invasion() -> None:
    """20F: each battle opens with an Engage Segment (Defender first); the Cavalry ability
    moves an unbowed Cavalry unit from any location to the current battlefield (Absent: no
    Presence needed); Naval Invasion gives the Attacker the first Combat opportunity
    [S0 › BATTLE SEQUENCE #, CAVALRY #, NAVAL INVASION #]."""
    from l5r_desktop.games.ccg.actions import CavalryMove

    game = attack_game(
        player(name="Alice", home=[{"title": "Captain", "attachments": ["Marines"]}, "Rider",
                                   {"title": "Rider", "bowed": True}, "Lion Samurai"]),
        player("Lion Keep", name="Bob", home=["Ronin", "Rider"]), profile="twenty_festivals")
    s = game.state
    cap = pid(game, "Captain", 0)
    riders = [c for c in s.players[0].home if s.title(c) == "Rider"]
    bob_rider = pid(game, "Rider", 1)
    declare(game)
    assign(game, cap, 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)  # single Maneuvers Segment: the battle at battlefield 1 begins
    assert s.step is Step.COMBAT and s.attack is not None and s.attack.segment == "engage"
    assert game.waiting_for == 1
    assert Pass(1).label(s) == "Pass (no Engage action)"
    assert CavalryMove(1, card=bob_rider, battlefield=0) in game.legal_actions()
    game.perform(CavalryMove(1, card=bob_rider, battlefield=0))
    assert s.attack.battlefields[0].defending == [pid(game, "Ronin", 1), bob_rider]
    legal = game.legal_actions()
    assert CavalryMove(0, card=riders[0], battlefield=0) in legal
    assert not any(isinstance(a, CavalryMove) and a.card in (riders[1],
                                                             pid(game, "Lion Samurai", 0))
                   for a in legal)  # bowed / Infantry
    assert NavalReaction(0, card=cap) in legal
    assert NavalReaction(0, card=cap).label(s) == "Naval Invasion: Captain's unit acts first"
    game.perform(NavalReaction(0, card=cap))
    assert game.waiting_for == 1
    game.perform(Pass(1))
    game.perform(Pass(0))
    assert s.attack.segment == "combat" and game.waiting_for == 0  # the Attacker first
    game.perform(Pass(0))  # passing the Naval opportunity does not count
    assert game.waiting_for == 1 and s.step is Step.COMBAT
    game.perform(Pass(1))
    game.perform(Pass(0))
    assert s.step is Step.RESOLUTION
    pv = battle.preview(s)
    assert (pv.attacker_force, pv.defender_force, pv.outcome) == (3, 5, "defender")


def test_celestial_has_no_cavalry_move_in_battle() -> None:
    """CE: Cavalry only matters in the Cavalry Maneuvers Segment; no Engage Segment."""
    from l5r_desktop.games.ccg.actions import CavalryMove

    game = attack_game(player(name="Alice", home=["Lion Samurai", "Rider"]),
                       player("Lion Keep", name="Bob", home=["Ronin"]))
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    done(game)  # Alice keeps the Rider home in Cavalry Maneuvers
    s = game.state
    assert s.step is Step.COMBAT and s.attack is not None and s.attack.segment == "combat"
    with pytest.raises(IllegalActionError, match="Twenty Festivals"):
        game.perform(CavalryMove(1, card=pid(game, "Rider", 0), battlefield=0))


def test_three_players_the_third_party_only_passes() -> None:
    """The data model is not two-player: Alice attacks Bob while Carol (not invited) cannot
    assign; the Combat action round goes around all three players [S1 › ATTACK PHASE:
    DECLARATION SEGMENT › C], [S1 › B. COMBAT SEGMENT]."""
    from tests.engine.scenario import position
    from tests.engine_battle.battle_scenario import BATTLE_DEFS

    pos = position(player(name="Alice", home=["Lion Samurai"]),
                   player("Lion Keep", name="Bob", home=["Ronin"]),
                   phase="attack", step="declare", defs=BATTLE_DEFS)
    pos["players"].append(player("Dragon Keep", name="Carol", home=["Crane Samurai"]))
    from l5r_desktop.games.ccg.game import Game

    game = Game.from_position(pos)
    s = game.state
    assert {a.defender for a in game.legal_actions() if isinstance(a, DeclareAttack)} == {1, 2}
    declare(game, 1)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    assert s.step is Step.COMBAT and game.waiting_for == 1
    game.perform(Pass(1))
    assert game.waiting_for == 2 and game.legal_actions() == [Pass(2)]
    game.perform(Pass(2))
    game.perform(Pass(0))
    assert s.step is Step.RESOLUTION
    game.perform(ResolveBattle(0))
    assert s.players[0].family_honor == 12 and s.cards[pid(game, "Crane Samurai", 2)].zone \
        is Zone.HOME
