"""Our card-by-card records of the ccgtext2 lane (``carddb/data/ccg_abilities_ccgtext2.json``, issue
17, session of 27 Nov morning) played on our own tables with exact numbers: each record as written
(looked up by the Oracle id it is keyed by), on invented cards of the same shape; no card text.
This file: the Attacker first, another player's choice, Ranged Attacks on Personalities with
Followers (Sneak Attack, Strategic Strike, Test of Sincerity)."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.engine.ccgtext2_tables import bare, offered, records, table
from tests.engine.scenario import cd, find, player, position

# --- Sneak Attack (oracle:7311): the Attacker has the first Combat opportunity -------------

def _sneak(play: bool) -> Game:
    """Twenty Festivals, Alice attacks Bob's first province, the Engage Segment: Alice takes
    Sneak Attack (or passes), then both pass the rest of the Engage Segment."""
    defs = [cd("Sneak", "strategy", gold_cost=0, focus=1, abilities=records("oracle:7311", 1))]
    pos = position(player(name="Alice", hand=["Sneak"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0, defs=defs,
                   profile="twenty_festivals")
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "engage", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [bare("Ronin")],
                                       "defending": [bare("Lion Samurai")]}]}
    game = Game.from_position(pos)
    if play:
        (use,) = offered(game, "Sneak")
        game.perform(use)
    while game.state.attack is not None and game.state.attack.segment == "engage":
        from l5r_desktop.games.ccg.actions import Pass

        game.perform(Pass(game.state.priority))
    return game


def test_the_attacker_acts_first_after_sneak_attack() -> None:
    game = _sneak(True)
    s = game.state
    assert s.attack is not None and s.attack.segment == "combat"
    assert s.priority == 0 and not s.attack.attacker_first  # used up


def test_without_it_the_defender_acts_first() -> None:
    game = _sneak(False)
    assert game.state.priority == 1


def test_the_flag_is_saved_with_the_attack() -> None:
    from l5r_desktop.games.ccg.model.battle_state import AttackState

    att = AttackState(attacker=0, defender=1, current=0, attacker_first=True)
    assert AttackState.from_dict(att.to_dict()).attacker_first
    assert not AttackState.from_dict(AttackState(0, 1).to_dict()).attacker_first


# --- Strategic Strike (oracle:7525): with Reconnaissance, a Personality with Followers -----

def _strike(recon: bool) -> tuple[Game, str, str, str]:
    scout = cd("Far Scout", "personality", keywords=["Scout"], force=1, chi=2, gold_cost=3,
               personal_honor=1)
    defs = [scout, cd("Strike", "strategy", gold_cost=0, focus=1,
                      abilities=records("oracle:7525", 1))]
    pos = position(player(name="Alice", hand=["Strike"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0, defs=defs)
    field: dict[str, Any] = {"province": 0, "ended": False, "attacking": [bare("Far Scout")],
                             "defending": [{"title": "Lion Samurai",
                                            "attachments": [{"title": "Spearmen"}]}]}
    if recon:
        field["reconnaissance"] = [0]
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [field]}
    game = Game.from_position(pos)
    s = game.state
    return game, find(s, "Far Scout", 0), find(s, "Lion Samurai", 1), find(s, "Spearmen", 1)


def test_without_reconnaissance_only_the_follower() -> None:
    game, scout, _samurai, spear = _strike(False)
    assert {u.targets for u in offered(game, "Strike")} == {(scout, spear)}


def test_with_reconnaissance_the_samurai_with_followers_is_destroyed() -> None:
    game, scout, samurai, spear = _strike(True)
    s = game.state
    uses = offered(game, "Strike")
    assert {u.targets for u in uses} == {(scout, spear), (scout, samurai)}
    game.perform(next(u for u in uses if u.targets == (scout, samurai)))
    assert s.cards[scout].bowed and not s.cards[samurai].in_play


def test_with_followers_is_a_ranged_target_filter_only() -> None:
    rec = records("oracle:7525", 1)[0]
    assert not abilities.validate(rec)
    bad = {**rec, "targets": [{**rec["targets"][0], "with_followers": True}, rec["targets"][1]]}
    assert abilities.validate(bad)


# --- Test of Sincerity (oracle:7931): his controller chooses seppuku or the shame ----------

@pytest.mark.parametrize(("yes", "bob_after"), [(True, 14), (False, 8)])
def test_his_controller_chooses(yes: bool, bob_after: int) -> None:
    from l5r_desktop.games.ccg.actions import ChooseOption

    defs = [cd("Sincere", "strategy", gold_cost=0, focus=1,
               abilities=records("oracle:7931", 1))]
    game = table(defs, player(name="Alice", hand=["Sincere"]),
                 player("Lion Keep", name="Bob", home=["Lion Samurai"]))
    s = game.state
    bobs = find(s, "Lion Samurai", 1)
    (use,) = offered(game, "Sincere")
    game.perform(use)
    assert game.legal_actions() == [ChooseOption(1, apply=True), ChooseOption(1, apply=False)]
    game.perform(ChooseOption(1, apply=yes))
    if s.reactions:  # his Samurai may answer the Honor loss with seppuku: Bob declines
        from l5r_desktop.games.ccg.actions import Pass

        game.perform(Pass(1))
    assert s.players[1].family_honor == bob_after and s.players[0].family_honor == 10
    assert s.cards[bobs].in_play is not yes
    if not yes:
        assert s.cards[bobs].dishonored
    assert not s.options
