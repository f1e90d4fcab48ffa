"""Pronouns with a performer and another target: "Pronouns and pronoun-like terms ... refer to
the last possible thing mentioned in the text that the term would logically refer to"
[CE › PRONOUNS]. With a performer and one other target, "him" / "her" / "it" names the card
named last (``Reader.named``: the target added last, or the card a sentence named: "your
Shugenja", "the target"); "the enemy Personality" names the one target whose spec it
describes. Before, such a pronoun always named the other target (a Strategy moving its
performer and then straightening "her" straightened the enemy). Our own test lines; the engine
scenario plays the translator's record."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, player, position

_STRATEGY = CardDef.from_dict(cd("Onward", "strategy", gold_cost=0, focus=1))
_THUNDER = ("Battle: Choose your performing Shugenja and target an enemy Personality: "
            "Move your Shugenja to the current battlefield. Straighten her if she moved. "
            "Give the enemy Personality -3F.")


def _read(line: str) -> Any:
    return translate_ability(line, _STRATEGY)


def test_a_pronoun_after_naming_the_performer_names_the_performer() -> None:
    rec = _read(_THUNDER)
    assert rec["targets"] == [
        {"type": "personality", "controller": "you", "performer": True,
         "choose": True, "keyword": "Shugenja"},
        {"type": "personality", "controller": "opponent"}]
    assert rec["effects"] == [
        {"op": "move_unit", "target": 0},
        {"op": "straighten", "target": 0, "if": {"card": 0, "moved": True}},
        {"op": "modify_stat", "target": 1, "stat": "force", "amount": -3, "duration": "turn"}]


def test_a_pronoun_right_after_the_targets_names_the_last_target() -> None:
    rec = _read("Battle: Choose your performing Monk and target an enemy Personality: Bow him.")
    assert rec["effects"] == [{"op": "bow", "target": 1}]


def test_the_target_is_named_last_then_it_names_the_target() -> None:
    rec = _read("Battle: Choose your performing Monk and target an enemy Personality: Move "
                "your Monk to the current battlefield. Give the target -3F. Bow it if its "
                "Force is now 0.")
    assert rec["effects"][1:] == [
        {"op": "modify_stat", "target": 1, "stat": "force", "amount": -3, "duration": "turn"},
        {"op": "bow", "target": 1, "if": {"card": 1, "max_force": 0, "min_force": 0}}]


def test_an_effect_on_the_performer_then_him_names_the_performer() -> None:
    rec = _read("Battle: Choose your performing Monk and target an enemy Personality: Bow the "
                "target. Straighten your Monk. Give him +1F.")
    assert rec["effects"] == [
        {"op": "bow", "target": 1}, {"op": "straighten", "target": 0},
        {"op": "modify_stat", "target": 0, "stat": "force", "amount": 1, "duration": "turn"}]


@pytest.mark.parametrize("line", [
    # "the Personality" fits both targets: ambiguous, never a guess
    "Battle: Target your Personality and an enemy Personality: Bow the Personality.",
    # no target is a Follower
    "Battle: Choose your performing Monk and target an enemy Personality: Bow the Follower.",
])
def test_a_description_that_fits_no_single_target_stays_manual(line: str) -> None:
    assert _read(line) is None


# --- the engine plays the record: the Shugenja is straightened, not the enemy -----------

DEFS = [cd("Thunder", "strategy", gold_cost=0, focus=1),
        cd("Maiden", "personality", clans=["Unicorn"], keywords=["Shugenja"], force=2,
           chi=2, gold_cost=3, personal_honor=2),
        cd("Guard", "personality", clans=["Unicorn"], force=3, chi=2, gold_cost=3,
           personal_honor=2),
        cd("Foe", "personality", clans=["Lion"], force=4, chi=2, gold_cost=3,
           personal_honor=2)]


def test_the_sound_of_thunder_straightens_the_maiden_and_weakens_the_enemy() -> None:
    rec = _read(_THUNDER)
    defs = [{**DEFS[0], "abilities": [rec]}, *DEFS[1:]]
    alice = player(name="Alice", home=[{"title": "Maiden", "bowed": True, "attachments": []}],
                   hand=["Thunder"])
    bob = player("Lion Keep", name="Bob", home=[])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0,
                                       "attacking": [{"title": "Guard", "attachments": []}],
                                       "defending": [{"title": "Foe", "bowed": True,
                                                      "attachments": []}],
                                       "ended": False}]}
    game = Game.from_position(pos)
    s = game.state
    maiden, foe = find(s, "Maiden", 0), find(s, "Foe", 1)
    use = UseAbility(0, card=find(s, "Thunder", 0), ability=0, targets=(maiden, foe))
    assert use in game.legal_actions()
    game.perform(use)
    s = game.state
    assert s.cards[maiden].battlefield == 0 and not s.cards[maiden].bowed
    assert s.cards[foe].bowed  # the enemy stays bowed
    assert stats.force(s, foe) == 1  # 4 - 3
