"""Targets by a stat against a number, by Unique, honorable and attached cards (issue 17,
ccgtext lane): ``stat_min`` / ``stat_max`` (``cardtext/stat_filters.py``: current or base
stats [CE › BASE], an absent stat is zero [CE › CARD FEATURES › STATS]), "Unique" / "non-Unique"
(the keyword), "honorable" (not dishonorable [CE › HONORABLE AND DISHONORABLE]), "with an
attachment" / "without Weapons" (``has`` / ``lacks`` [CE › ATTACHMENTS]) and the Gold Cost
comparison. Our own test lines and cards."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, game_at

_SCROLL = CardDef.from_dict(cd("Plain Scroll", "strategy", gold_cost=0, focus=1))


def _read(line: str) -> Any:
    return translate_ability(line, _SCROLL)


# --- the translator -------------------------------------------------------------------------

def test_stat_thresholds_are_read() -> None:
    rec = _read("Open: Target a Personality with 4 or higher Chi: Give him +1F.")
    assert rec["targets"] == [{"type": "personality", "stat_min": {"chi": 4}}]
    rec = _read("Open: Target a Personality with 6 or more base Force: Bow him.")
    assert rec["targets"] == [{"type": "personality", "stat_min": {"base_force": 6}}]
    rec = _read("Open: Target a Follower with 2 or less Chi: Bow it.")
    assert rec["targets"] == [{"type": "follower", "stat_max": {"chi": 2}}]
    rec = _read("Open: Target an Item with a Gold Cost of 1: Destroy it.")
    assert rec["targets"] == [{"type": "item", "stat_min": {"gold_cost": 1},
                               "stat_max": {"gold_cost": 1}}]
    rec = _read("Battle: Choose your performing Personality with 4 or more Personal Honor: "
                "Give him +1F.")
    assert rec["targets"][0]["min_personal_honor"] == 4
    # the older form keeps its filter
    rec = _read("Open: Target a Follower with 2 or lower Force: Bow it.")
    assert rec["targets"] == [{"type": "follower", "max_force": 2}]


def test_unique_honorable_and_attached_cards_are_read() -> None:
    assert _read("Open: Target a Unique Follower: Bow it.")["targets"] == [
        {"type": "follower", "keyword": "Unique"}]
    assert _read("Open: Target a non-Unique Personality: Bow him.")["targets"] == [
        {"type": "personality", "not_keyword": "Unique"}]
    assert _read("Open: Target an honorable Personality: Bow him.")["targets"] == [
        {"type": "personality", "dishonorable": False}]
    assert _read("Open: Target a Personality with an attachment: Bow him.")["targets"] == [
        {"type": "personality", "has": {"type": "attachment"}}]
    assert _read("Open: Target an enemy Personality without Weapons: Bow him.")["targets"] == [
        {"type": "personality", "controller": "opponent",
         "lacks": {"keyword": "Weapon"}}]
    rec = _read("Open: Target a Personality without attached Armor or Followers: Bow him.")
    assert rec["targets"][0]["lacks"] == [{"keyword": "Armor"},
                                          {"type": "follower"}]
    rec = _read("Battle: Choose your performing Personality and target an enemy Personality "
                "with an equal or lower Gold Cost: Bow him.")
    assert rec["targets"][1]["compare"] == {"stat": "gold_cost", "than": 0, "or_equal": True}


@pytest.mark.parametrize("line", [
    "Open: Target an honorable Holding: Bow it.",  # only Personalities are honorable
    "Open: Target a non-Unique Samurai Personality: Bow him.",
    "Open: Target a Personality with 3 or higher Honor: Bow him.",  # not a card stat
    "Open: Target a Personality without Swords: Bow him.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None


def test_the_validator() -> None:
    base = {"timing": "open", "effects": [{"op": "bow", "target": 0}]}
    assert not validate({**base, "targets": [{"type": "personality",
                                              "stat_min": {"base_force": 7, "chi": 1}}]})
    assert validate({**base, "targets": [{"type": "personality", "stat_min": {"honor": 1}}]})
    assert validate({**base, "targets": [{"type": "personality", "stat_max": {"chi": "2"}}]})
    assert validate({**base, "targets": [{"type": "personality", "stat_max": {}}]})
    assert not validate({**base, "targets": [{"type": "personality",
                                              "has": {"type": "attachment"}}]})


# --- the engine -----------------------------------------------------------------------------

def _strategy(title: str, spec: dict[str, Any]) -> dict[str, Any]:
    return cd(title, "strategy", gold_cost=0, focus=1, abilities=[
        {"timing": "open", "targets": [spec],
         "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -1,
                      "duration": "turn"}]}])


DEFS = [cd("Sage", "personality", force=2, chi=4, gold_cost=5, personal_honor=2),
        cd("Brute", "personality", force=7, chi=1, gold_cost=6, personal_honor=1),
        cd("Hero", "personality", keywords=["Unique"], force=3, chi=3, gold_cost=8,
           personal_honor=3),
        cd("Charm", "item", force=0, chi=0, gold_cost=0, focus=1),
        cd("Blade", "item", keywords=["Weapon"], force=2, chi=0, gold_cost=2, focus=1),
        _strategy("Wise Words", {"type": "personality", "stat_min": {"chi": 3}}),
        _strategy("Bully", {"type": "personality", "stat_min": {"base_force": 6}}),
        _strategy("Trinket", {"type": "attachment", "stat_max": {"gold_cost": 0}}),
        _strategy("Rival", {"type": "personality", "keyword": "Unique"}),
        _strategy("Common", {"type": "personality", "not_keyword": "Unique"}),
        _strategy("Proud", {"type": "personality", "dishonorable": False}),
        _strategy("Armed", {"type": "personality", "has": {"type": "attachment"}}),
        _strategy("Unarmed", {"type": "personality",
                              "lacks": {"keyword": "Weapon"}})]


def _targets(game: Game, title: str) -> set[str]:
    card = find(game.state, title, 0)
    return {game.state.title(a.targets[0]) for a in game.legal_actions()
            if isinstance(a, UseAbility) and a.card == card}


def _game(hand: list[str], bob: list[Any]) -> Game:
    return game_at(p1={"hand": hand}, p2={"home": bob}, phase="action", defs=DEFS)


def test_a_chi_threshold_reads_the_current_chi() -> None:
    """Sage (4C) and Hero (3C) fit "3 or higher Chi", Brute (1C) does not; with a -2C token
    Sage (4C -> 2C) does not; the chosen one's Force 3 -> 2."""
    game = _game(["Wise Words"], ["Sage", "Brute", "Hero"])
    assert _targets(game, "Wise Words") == {"Sage", "Hero"}
    game = _game(["Wise Words"], [{"title": "Sage", "tokens": {"-2C": 1}}, "Brute", "Hero"])
    s = game.state
    assert stats.chi(s, find(s, "Sage", 1)) == 2
    assert _targets(game, "Wise Words") == {"Hero"}
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility))
    game.perform(use)
    assert stats.force(s, find(s, "Hero", 1)) == 2


def test_a_base_threshold_ignores_bonuses() -> None:
    """Brute's printed 7F fits "6 or more base Force"; Hero given +5F (8F) still does not."""
    game = _game(["Bully"], ["Brute", {"title": "Hero", "tokens": {"+5F": 1}}])
    s = game.state
    assert stats.force(s, find(s, "Hero", 1)) == 8
    assert _targets(game, "Bully") == {"Brute"}


def test_a_gold_cost_bound_on_attachments() -> None:
    """Charm (0 Gold) fits "a Gold Cost of 0" (at most 0), Blade (2 Gold) does not."""
    game = _game(["Trinket"], [{"title": "Sage", "attachments": ["Charm", "Blade"]}])
    assert _targets(game, "Trinket") == {"Charm"}


@pytest.mark.parametrize(("strategy", "fits"), [
    ("Rival", {"Hero"}), ("Common", {"Sage", "Brute"}), ("Proud", {"Sage", "Hero"}),
    ("Armed", {"Sage"}), ("Unarmed", {"Brute", "Hero"}),
])
def test_unique_honorable_and_attached(strategy: str, fits: set[str]) -> None:
    """Bob's Sage carries a Blade, Brute is dishonorable, Hero is Unique."""
    game = _game([strategy], [{"title": "Sage", "attachments": ["Blade"]},
                              {"title": "Brute", "dishonored": True}, "Hero"])
    assert _targets(game, strategy) == fits


def test_a_spell_with_the_weapon_keyword_is_a_weapon() -> None:
    """A Weapon is a card with the Weapon keyword, a Spell as well as an Item: Bob's Hero
    carrying a Spell Blade is not "without Weapons" (only the Brute, who carries nothing, is)."""
    spell_blade = cd("Spell Blade", "spell", keywords=["Weapon"], gold_cost=1, focus=1)
    game = game_at(p1={"hand": ["Unarmed"]},
                   p2={"home": [{"title": "Hero", "attachments": ["Spell Blade"]}, "Brute"]},
                   phase="action", defs=[*DEFS, spell_blade])
    assert _targets(game, "Unarmed") == {"Brute"}
