"""Conqueror, Resilient and Elite in battles, with exact numbers [S0 › CONQUEROR #],
[S0 › RESILIENT #], Elite's reminder text ("contribute Force even if bowed"),
``games/ccg/keywords/battle.py``."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.events import Note
from l5r_desktop.games.ccg.keywords.battle import RESILIENT_KEY
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import attack_game, census, declare, fight, pid
from tests.engine_battle.test_resolution import resolved

KEYWORD_DEFS = [
    cd("Warlord", "personality", clans=["Lion"], keywords=["Conqueror", "Samurai"], force=4,
       chi=2, gold_cost=5, personal_honor=1),
    cd("Stubborn Guard", "personality", clans=["Crane"], keywords=["Resilient", "Samurai"],
       force=1, chi=2, gold_cost=4, personal_honor=2),
    cd("Veteran Spearmen", "follower", keywords=["Elite"], force=2, gold_cost=2, focus=1),
    cd("Elite Captain", "personality", clans=["Lion"], keywords=["Elite", "Samurai"], force=3,
       chi=2, gold_cost=5, personal_honor=2),
]


def battle(alice: list[Any], bob: list[Any], *, profile: str = "celestial",
           alice_kw: dict[str, Any] | None = None, bob_kw: dict[str, Any] | None = None):
    """Alice attacks; every unbowed Personality of each side goes to battlefield 0."""
    from l5r_desktop.games.ccg.actions import Assign, Pass

    game = attack_game(player(name="Alice", home=alice, **(alice_kw or {})),
                       player("Lion Keep", name="Bob", home=bob, **(bob_kw or {})),
                       profile=profile, defs=KEYWORD_DEFS)
    s = game.state
    declare(game)
    for who in (0, 1):
        if s.step.value == "maneuvers" and game.waiting_for == who:
            for c in [c for c in s.players[who].home
                      if s.cards[c].definition.type.value == "personality"
                      and not s.cards[c].bowed]:
                game.perform(Assign(who, card=c, battlefield=0))
            game.perform(Pass(who))
    return game


def test_conqueror_unit_returns_home_unbowed_other_attackers_bow() -> None:
    """Alice's Warlord (Conqueror, 4F + Spearmen 2F) and Lion Samurai (3F) beat Ronin (2F):
    9 vs 2 + province 7 -> the attacker wins, the province holds (9 <= 9). After resolution
    the Warlord's unit (him and his Spearmen) goes home unbowed; Lion Samurai bows."""
    game = battle([{"title": "Warlord", "attachments": ["Spearmen"]}, "Lion Samurai"],
                  ["Ronin"])
    s = game.state
    warlord, spear = pid(game, "Warlord", 0), pid(game, "Spearmen", 0)
    sam = pid(game, "Lion Samurai", 0)
    events = fight(game)
    res = resolved(events)
    assert (res.attacker_force, res.defender_force, res.outcome) == (9, 2, "attacker")
    assert not res.province_destroyed
    for cid in (warlord, spear, sam):
        assert s.cards[cid].zone is Zone.HOME
    assert not s.cards[warlord].bowed and not s.cards[spear].bowed
    assert s.cards[sam].bowed
    assert any(isinstance(e, Note) and "Conqueror" in e.text for e in events)
    assert s.players[0].family_honor == 12  # 1 card destroyed x 2 Honor
    assert set(census(s).values()) == {1}


def test_without_conqueror_every_attacker_bows() -> None:
    """The same battle with Lion Samurai only: the attacking unit bows going home."""
    game = battle(["Lion Samurai"], [])
    s = game.state
    fight(game)
    assert s.cards[pid(game, "Lion Samurai", 0)].bowed


def test_resilient_survives_one_losing_resolution_but_not_a_second() -> None:
    """Bob's Stubborn Guard (Resilient, 1F, with Spearmen 2F) loses to Lion Samurai (3F + Katana
    2F = 5 vs 3 + 7): he is not destroyed, his Spearmen is; Alice gains 2 Honor for the one
    card destroyed. His one use is spent: in the next losing battle he is destroyed."""
    game = battle([{"title": "Lion Samurai", "attachments": ["Katana"]}],
                  [{"title": "Stubborn Guard", "attachments": ["Spearmen"]}])
    s = game.state
    guard, spear = pid(game, "Stubborn Guard", 1), pid(game, "Spearmen", 1)
    res = resolved(fight(game))
    assert (res.attacker_force, res.defender_force, res.outcome) == (5, 3, "attacker")
    assert s.cards[guard].zone.in_play
    assert spear in s.players[1].fate_discard
    assert res.cards == (spear,)
    assert s.players[0].family_honor == 12
    assert s.cards[guard].ability_uses[RESILIENT_KEY] == s.turn
    # a second losing resolution (the use spent, as a position records it): destroyed
    game2 = battle([{"title": "Lion Samurai"}],
                   [{"title": "Stubborn Guard", "used_abilities": [RESILIENT_KEY]}])
    s2 = game2.state
    guard2 = pid(game2, "Stubborn Guard", 1)
    res2 = resolved(fight(game2))
    assert res2.outcome == "attacker"
    assert guard2 in s2.players[1].honorably_dead


def test_resilient_in_a_tie_both_sides() -> None:
    """A tie, 3 vs 3 (Lion Samurai 3F; Stubborn Guard 1F + Spearmen 2F): both armies are
    destroyed except the Resilient Guard; Alice gains 1 Honor per card she destroyed (1, the
    Spearmen), Bob 1 for Lion Samurai."""
    game = battle(["Lion Samurai"], [{"title": "Stubborn Guard", "attachments": ["Spearmen"]}])
    s = game.state
    guard = pid(game, "Stubborn Guard", 1)
    res = resolved(fight(game))
    assert (res.attacker_force, res.defender_force, res.outcome) == (3, 3, "tie")
    assert s.cards[guard].zone.in_play
    assert pid(game, "Lion Samurai", 0) in s.players[0].honorably_dead
    assert s.players[0].family_honor == 11 and s.players[1].family_honor == 11


@pytest.mark.parametrize(("profile", "leader", "follower", "force", "outcome"), [
    ("celestial", "Elite Captain", "Veteran Spearmen", 5, "attacker"),
    ("gold", "Elite Captain", "Veteran Spearmen", 5, "attacker"),
    ("celestial", "Lion Samurai", "Spearmen", 0, "defender"),
    ("celestial", "Lion Samurai", "Veteran Spearmen", 2, "tie"),
])
def test_bowed_elite_cards_contribute_force(profile: str, leader: str, follower: str,
                                            force: int, outcome: str) -> None:
    """Bob bows Alice's Personality with Trip and her Follower is bowed too: Elite Captain
    (3F, Elite) and Veteran Spearmen (2F, Elite) still contribute, 5 Force, under CE and GE
    (GE would make a bowed Personality's unit 0); non-Elite Lion Samurai and Spearmen add 0;
    an Elite Follower under a bowed non-Elite Personality adds its 2 (CE). Against Ronin
    (2F): 5 wins, 0 loses, 2 ties."""
    game = battle([{"title": leader, "attachments": [follower]}],
                  ["Ronin"], bob_kw={"hand": ["Trip"]}, profile=profile)
    s = game.state
    lead = pid(game, leader, 0)
    game.perform(UseAbility(1, card=pid(game, "Trip", 1), ability=0, targets=(lead,)))
    assert s.cards[lead].bowed
    s.cards[pid(game, follower, 0)].bowed = True  # (bowed by some effect)
    res = resolved(fight(game))
    assert (res.attacker_force, res.defender_force, res.outcome) == (force, 2, outcome)
