"""The translator's color text about a card the ability names (``templates/color_subjects.py``:
"Your <Keyword> <words>", "He <words>" with no rules term → no effect [CE › COLOR TEXT]) and
"destroy his attachments" (all of them, ``templates/all_attachments.py``), then the engine
playing such a reading. Our own lines; no card text."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, player, position

_PLAN = CardDef.from_dict(cd("Plum Plan", "strategy", gold_cost=1, focus=2))
_HEAD = "Battle: Choose your performing Magistrate and target an enemy Personality: "
_LINE = _HEAD + ("Your Magistrate questions him politely. If he is dishonorable, destroy his "
                 "attachments. Bow him.")


def _read(line: str) -> dict | None:
    return translate_ability(line, _PLAN)


def test_color_text_about_the_performer_has_no_effect() -> None:
    rec = _read(_LINE)
    assert rec is not None
    assert rec["effects"] == [
        {"op": "destroy", "each": {"type": "attachment", "unit_of": 1},
         "if": {"card": 1, "dishonorable": True}},
        {"op": "bow", "target": 1}]  # "he" / "him": still the enemy, named before


def test_color_text_about_a_target() -> None:
    rec = _read("Battle: Target an enemy Personality. He is led into a maze. Bow him.")
    assert rec is not None and rec["effects"] == [{"op": "bow", "target": 0}]


@pytest.mark.parametrize("line", [
    _HEAD + "Your Shugenja questions him politely. Bow him.",  # not the performer's keyword
    _HEAD + "Your Magistrate questions him at home. Bow him.",  # a rules word
    "Battle: Target an enemy Personality. He is led into the battle. Bow him.",
    "Limited: He is led into a maze. Gain 2 Honor.",  # "he" names nothing
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None


@pytest.mark.parametrize("line", ["Bow all of his attachments", "Bow his attachments"])
def test_his_attachments_are_all_of_them(line: str) -> None:
    rec = _read(f"Battle: Target an enemy Personality. {line}.")
    assert rec is not None
    assert rec["effects"] == [{"op": "bow", "each": {"type": "attachment", "unit_of": 0}}]


@pytest.mark.parametrize(("dishonored", "left"), [(True, 0), (False, 2)])
def test_the_engine_plays_the_reading(dishonored: bool, left: int) -> None:
    """Bob's Lion Samurai with Spearmen and a Katana defends: dishonorable, both are
    destroyed; honorable, both stay. He is bowed either way."""
    defs = [cd("Plan", "strategy", gold_cost=0, focus=1, abilities=[_read(_LINE)]),
            cd("Magistrate", "personality", keywords=["Magistrate"], force=2, chi=2,
               gold_cost=3, personal_honor=2)]
    pos = position(player(name="Alice", hand=["Plan"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Magistrate", "attachments": []}],
                                       "defending": [{"title": "Lion Samurai",
                                                      "dishonored": dishonored,
                                                      "attachments": ["Spearmen", "Katana"]}]}]}
    game = Game.from_position(pos)
    s = game.state
    bobs = find(s, "Lion Samurai", 1)
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and a.targets == (find(s, "Magistrate", 0), bobs))
    game.perform(use)
    assert len(s.cards[bobs].attachments) == left and s.cards[bobs].bowed
