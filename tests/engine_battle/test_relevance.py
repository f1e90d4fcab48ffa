"""Gold Edition's Battle Action Segment: the Rules of Presence and Relevance (and no Rules of
Location) for Battle and Open actions [S2 › 4.4 Battle Action Segment], profile field
``rule_of_relevance``; CE keeps Presence and Location [S1 › B. COMBAT SEGMENT]."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.model.ids import Step
from l5r_desktop.games.ccg.model.profiles import get_profile
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

RELEVANCE_DEFS = [
    cd("Battle Cry", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Battle Cry", "timing": "battle",
                   "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Watchtower", "holding", gold_cost=2,
       abilities=[{"name": "Watch", "timing": "battle", "cost": {"bow_self": True},
                   "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Biting Steel", "spell", gold_cost=1, focus=1,
       abilities=[{"name": "Biting Steel", "timing": "open", "cost": {"bow_host": True},
                   "targets": [{"type": "personality"}],
                   "effects": [{"op": "modify_stat", "target": 0, "stat": "force",
                                "amount": 3, "duration": "turn"}]}]),
]

SHUGENJA = {"title": "Crane Shugenja", "attachments": ["Biting Steel"]}


def battle_game(profile: str, bob_assigns: str = "Ronin"):
    """Alice attacks Bob; her Lion Samurai (Force 3) and Bob's ``bob_assigns`` go to
    battlefield 1; Bob (the Defender) has the first Combat opportunity. Bob's home: Ronin
    (Force 2), a Crane Shugenja carrying Biting Steel, a Watchtower; his hand: Battle Cry,
    Charge, Reinforce, Muddy Field."""
    game = attack_game(
        player(name="Alice", home=["Lion Samurai"]),
        player("Lion Keep", name="Bob", home=["Ronin", SHUGENJA, "Watchtower"],
               hand=["Battle Cry", "Charge", "Reinforce", "Muddy Field"]),
        profile=profile, defs=RELEVANCE_DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, bob_assigns, 1), 0)
    done(game)
    while game.state.step is Step.MANEUVERS:  # the Cavalry Maneuvers Segment
        done(game)
    s = game.state
    assert s.step is Step.COMBAT and s.attack is not None and s.attack.segment == "combat"
    assert game.waiting_for == 1
    return game


def targets_of(game, title: str) -> set[tuple[str, ...]]:
    cid = pid(game, title, 1)
    return {a.targets for a in game.legal_actions()
            if isinstance(a, UseAbility) and a.card == cid}


def test_profiles() -> None:
    assert get_profile("gold").rule_of_relevance
    assert not get_profile("celestial").rule_of_relevance
    assert not get_profile("twenty_festivals").rule_of_relevance


def test_gold_actions_must_be_associated_with_the_current_battle() -> None:
    """GE: a Strategy with no target (Battle Cry) and a Holding's ability at home (Watchtower)
    are not associated with the battle: not legal. Charge is legal only on the Ronin in the
    battle; Reinforce may target the Shugenja at home (it moves him into the battle); the Terrain
    Muddy Field creates a card at the battle; Biting Steel, an Open Spell on a Shugenja at home,
    may be cast on a Personality in the battle (his Ronin or Alice's Lion Samurai), not on one
    at home [S2 › 4.4, Example 2]."""
    game = battle_game("gold")
    ronin, shugenja = pid(game, "Ronin", 1), pid(game, "Crane Shugenja", 1)
    samurai = pid(game, "Lion Samurai", 0)
    assert targets_of(game, "Battle Cry") == set()
    assert targets_of(game, "Watchtower") == set()
    assert targets_of(game, "Charge") == {(ronin,)}
    assert (shugenja,) in targets_of(game, "Reinforce")
    assert targets_of(game, "Muddy Field") == {()}
    assert targets_of(game, "Biting Steel") == {(ronin,), (samurai,)}
    with pytest.raises(IllegalActionError, match="Rule of Relevance"):
        game.perform(UseAbility(1, card=pid(game, "Battle Cry", 1), ability=0))
    with pytest.raises(IllegalActionError, match="Rule of Relevance"):
        game.perform(UseAbility(1, card=pid(game, "Biting Steel", 1), ability=0,
                                targets=(shugenja,)))
    game.perform(UseAbility(1, card=pid(game, "Biting Steel", 1), ability=0, targets=(ronin,)))
    assert game.state.cards[shugenja].bowed  # the cost: bow the Shugenja (at home)
    game.perform(Pass(0))
    game.perform(Pass(1))
    pv = battle.preview(game.state)
    assert (pv.attacker_force, pv.defender_force, pv.outcome) == (3, 5, "defender")


def test_gold_a_caster_in_the_battle_may_target_outside_it() -> None:
    """GE Example 2: if the caster is in the battle, the Spell may target a Personality outside
    it (the Ronin at home): the action comes from a card at the battle."""
    game = battle_game("gold", bob_assigns="Crane Shugenja")
    ronin, shugenja = pid(game, "Ronin", 1), pid(game, "Crane Shugenja", 1)
    samurai = pid(game, "Lion Samurai", 0)
    assert targets_of(game, "Biting Steel") == {(ronin,), (shugenja,), (samurai,)}
    game.perform(UseAbility(1, card=pid(game, "Biting Steel", 1), ability=0, targets=(ronin,)))
    assert game.state.cards[ronin].modifiers[0].amount == 3


def test_gold_presence_still_applies() -> None:
    """The Rule of Presence stays: with no unit in the battle, only an action that brings one
    (Reinforce) is legal for Bob."""
    game = attack_game(
        player(name="Alice", home=["Lion Samurai"]),
        player("Lion Keep", name="Bob", home=["Ronin", SHUGENJA],
               hand=["Charge", "Reinforce", "Muddy Field"]),
        profile="gold", defs=RELEVANCE_DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    while game.state.step is Step.MANEUVERS:
        done(game)
    assert game.waiting_for == 1 and game.state.step is Step.COMBAT
    cards = {game.state.title(a.card) for a in game.legal_actions() if isinstance(a, UseAbility)}
    assert cards == {"Reinforce"}


def test_celestial_keeps_presence_and_location_without_relevance() -> None:
    """CE: Battle Cry and the Watchtower are legal with Presence (no Rule of Relevance); Charge
    still only targets the Ronin (Rule of Location); the Open Spell is not a Battle action."""
    game = battle_game("celestial")
    ronin = pid(game, "Ronin", 1)
    assert targets_of(game, "Battle Cry") == {()}
    assert targets_of(game, "Watchtower") == {()}
    assert targets_of(game, "Charge") == {(ronin,)}
    assert targets_of(game, "Biting Steel") == set()
    before = game.state.players[1].family_honor
    game.perform(UseAbility(1, card=pid(game, "Battle Cry", 1), ability=0))
    assert game.state.players[1].family_honor == before + 1
