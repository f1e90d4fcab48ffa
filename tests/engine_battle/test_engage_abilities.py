"""Card abilities with the ``engage`` timing: Twenty Festivals' Engage Segment is an action round
of Engage actions, the Defender first, before the Combat Segment; Engage actions follow the
Rules of Presence and Location like Battle actions [S0 › ENGAGE SEGMENT #, ACTION ROUNDS #,
ENGAGE ACTIONS #, ACTIONS IN BATTLE #, RULE OF PRESENCE #, RULES OF LOCATION #]."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import NavalReaction, Pass, UseAbility
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model.ids import Step, Zone
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

ENGAGE_DEFS = [
    cd("Flank Charge", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Flank Charge", "timing": "engage",
                   "targets": [{"type": "personality", "controller": "you"}],
                   "effects": [{"op": "modify_stat", "target": 0, "stat": "force",
                                "amount": 2, "duration": "battle"}]}]),
    cd("Scout Report", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Scout Report", "timing": "engage", "keywords": ["Absent"],
                   "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Hidden Path", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Hidden Path", "timing": "engage",
                   "effects": [{"op": "manual"}], "manual": "players resolve this"}]),
    cd("War Drummer", "personality", clans=["Lion"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=3, personal_honor=1,
       abilities=[{"name": "Drums", "timing": "engage",
                   "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}]),
]


def engage_game(profile: str = "twenty_festivals", *, alice_hand: list[str] | None = None,
                bob_hand: list[str] | None = None, alice_home: list | None = None,
                bob_home: list | None = None):
    """Alice (Crane Keep) attacks Bob (Lion Keep, Province Strength 7); Alice assigns her first
    home Personality and Bob his first one to battlefield 1; the battle there begins."""
    game = attack_game(
        player(name="Alice", home=alice_home or ["Lion Samurai"], hand=alice_hand or []),
        player("Lion Keep", name="Bob", home=bob_home or ["Ronin"], hand=bob_hand or []),
        profile=profile, defs=ENGAGE_DEFS)
    s = game.state
    declare(game)
    assign(game, s.players[0].home[1], 0)  # home[0] is the Stronghold
    done(game)
    if bob_home != []:
        assign(game, s.players[1].home[1], 0)
    done(game)
    while s.step is Step.MANEUVERS:  # CE/GE: the Cavalry Maneuvers Segment
        done(game)
    return game


def uses(game, title: str, owner: int) -> list[UseAbility]:
    cid = pid(game, title, owner)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == cid]


def test_engage_ability_in_the_engage_segment_defender_first() -> None:
    """The Defender has the first opportunity: Bob plays Flank Charge on his Ronin (Force 2 +2
    = 4); the opportunity passes to Alice; both pass: the Combat Segment begins, and his Ronin
    (4) beats Alice's Lion Samurai (3)."""
    game = engage_game(alice_hand=["Flank Charge"], bob_hand=["Flank Charge"])
    s = game.state
    assert s.step is Step.COMBAT and s.attack is not None and s.attack.segment == "engage"
    assert game.waiting_for == 1
    ronin = pid(game, "Ronin", 1)
    charge = pid(game, "Flank Charge", 1)
    assert uses(game, "Flank Charge", 1) == [UseAbility(1, card=charge, ability=0,
                                                         targets=(ronin,))]
    game.perform(UseAbility(1, card=charge, ability=0, targets=(ronin,)))
    assert s.cards[charge].zone is Zone.FATE_DISCARD
    assert battle.preview(s).defender_force == 4
    assert game.waiting_for == 0 and s.attack.segment == "engage" and s.passes == 0
    game.perform(Pass(0))
    game.perform(Pass(1))
    assert s.attack.segment == "combat" and game.waiting_for == 1
    game.perform(Pass(1))
    game.perform(Pass(0))
    pv = battle.preview(s)
    assert (pv.attacker_force, pv.defender_force, pv.outcome) == (3, 4, "defender")


def test_engage_abilities_only_in_the_engage_segment() -> None:
    """Engage actions may only be taken during a battle's Engage Segment: not in the Combat
    Segment (nor in the Action Phase); Battle actions are not taken in the Engage Segment."""
    game = engage_game(bob_hand=["Flank Charge", "Charge"])
    s = game.state
    assert [a.card for a in uses(game, "Flank Charge", 1)] == [pid(game, "Flank Charge", 1)]
    assert uses(game, "Charge", 1) == []  # a Battle action
    with pytest.raises(IllegalActionError):
        game.perform(UseAbility(1, card=pid(game, "Charge", 1), ability=0,
                                targets=(pid(game, "Ronin", 1),)))
    game.perform(Pass(1))
    game.perform(Pass(0))
    assert s.attack is not None and s.attack.segment == "combat" and game.waiting_for == 1
    assert uses(game, "Flank Charge", 1) == []
    assert len(uses(game, "Charge", 1)) == 1
    with pytest.raises(IllegalActionError, match="cannot be"):
        game.perform(UseAbility(1, card=pid(game, "Flank Charge", 1), ability=0,
                                targets=(pid(game, "Ronin", 1),)))


@pytest.mark.parametrize("profile", ["celestial", "gold"])
def test_no_engage_actions_without_an_engage_segment(profile: str) -> None:
    """CE/GE battles have no Engage Segment: an ``engage`` ability is never usable, in the
    Combat Segment neither."""
    game = engage_game(profile, bob_hand=["Flank Charge"])
    s = game.state
    assert s.attack is not None and s.attack.segment == "combat" and game.waiting_for == 1
    assert uses(game, "Flank Charge", 1) == []
    assert not abilities.timing_ok(s, 1, "engage")


def test_engage_actions_obey_presence_except_absent() -> None:
    """Rule of Presence: Bob has no unit at the battlefield (he assigned nothing), so his Flank
    Charge is not offered; his Absent Engage ability (Scout Report) is, and gains 1 Honor
    (10 -> 11)."""
    game = engage_game(bob_hand=["Flank Charge", "Scout Report"], bob_home=[])
    s = game.state
    assert s.attack is not None and s.attack.segment == "engage" and game.waiting_for == 1
    assert uses(game, "Flank Charge", 1) == []
    scout = uses(game, "Scout Report", 1)
    assert scout == [UseAbility(1, card=pid(game, "Scout Report", 1), ability=0)]
    before = s.players[1].family_honor
    game.perform(scout[0])
    assert s.players[1].family_honor == before + 1 == 11


def test_engage_ability_on_a_unit_obeys_location() -> None:
    """Rule of Location: the War Drummer's Engage ability is used while his unit is at the
    current battlefield (Alice: 10 -> 12 Honor), not while he stays home."""
    game = engage_game(alice_home=["War Drummer", "Lion Samurai"])
    s = game.state
    drummer = pid(game, "War Drummer", 0)
    game.perform(Pass(1))  # Bob first: no Engage action
    assert game.waiting_for == 0
    assert uses(game, "War Drummer", 0) == [UseAbility(0, card=drummer, ability=0)]
    game.perform(UseAbility(0, card=drummer, ability=0))
    assert s.players[0].family_honor == 12
    # the other Personality stays home: a copy of his ability there is not usable
    game2 = engage_game(alice_home=["Lion Samurai", "War Drummer"])
    game2.perform(Pass(1))
    assert uses(game2, "War Drummer", 0) == []


def test_an_engage_action_after_naval_invasion_keeps_the_attacker_first() -> None:
    """Naval Invasion (an Engage action) gives the Attacker the first Combat opportunity; a
    later Engage action by the Defender does not cancel it."""
    game = engage_game(alice_home=[{"title": "Captain", "attachments": ["Marines"]}],
                       bob_hand=["Flank Charge"])
    s = game.state
    cap = pid(game, "Captain", 0)
    game.perform(Pass(1))
    game.perform(NavalReaction(0, card=cap))
    assert game.waiting_for == 1
    ronin = pid(game, "Ronin", 1)
    game.perform(UseAbility(1, card=pid(game, "Flank Charge", 1), ability=0, targets=(ronin,)))
    assert s.attack is not None and s.attack.first_actor == cap
    game.perform(Pass(0))
    game.perform(Pass(1))
    assert s.attack.segment == "combat" and game.waiting_for == 0  # the Attacker first
    pv = battle.preview(s)
    assert (pv.attacker_force, pv.defender_force) == (3, 4)


def test_engage_text_resolved_by_hand_returns_to_the_engage_segment() -> None:
    """An Engage action whose text the players resolve by hand: after ``ResolveDone`` the
    Engage Segment goes on and the opportunity passes to the next player (Alice)."""
    from l5r_desktop.games.ccg.actions import ResolveDone

    game = engage_game(bob_hand=["Hidden Path"])
    s = game.state
    path = pid(game, "Hidden Path", 1)
    game.perform(UseAbility(1, card=path, ability=0))
    assert s.step is Step.RESOLVE_TEXT and game.waiting_for == 1
    game.perform(ResolveDone(1, card=path))
    assert s.step is Step.COMBAT and s.attack is not None and s.attack.segment == "engage"
    assert game.waiting_for == 0 and s.passes == 0
    game.perform(Pass(0))
    game.perform(Pass(1))
    assert s.attack.segment == "combat"
