"""An attack stronger for each token of a title on a card ("a Ranged 3 Attack with +1
strength for each Fire token on your Personality": ``amount_from`` ``tokens_on``,
``cardtext/amounts.py``) (issue 17, ccgtext lane). Our own cards and numbers."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, player, position

_BLAZE = {"timing": "battle", "targets": [
    {"controller": "you", "performer": True, "bowed": False,
     "any_of": [{"type": "personality", "keyword": "Fire"},
                {"type": "personality", "keyword": "Tattooed"}]},
    {"type": "ranged"}],
    "effects": [{"op": "ranged_attack", "target": 1,
                 "amount_from": {"tokens_on": 0, "title": "Ember", "each": 1, "base": 2}},
                {"op": "add_token", "target": 0, "token": "+1F Ember", "amount": 1}]}
DEFS = [cd("Flame Adept", "personality", keywords=["Fire"], force=2, chi=2, gold_cost=3,
           personal_honor=1),
        cd("Inked Monk", "personality", keywords=["Tattooed", "Monk"], force=1, chi=2,
           gold_cost=3, personal_honor=1),
        cd("Plain Soldier", "personality", force=2, chi=1, gold_cost=3, personal_honor=1),
        cd("Target Dummy", "personality", force=4, chi=1, gold_cost=3, personal_honor=1),
        cd("Blaze", "strategy", gold_cost=0, focus=1, abilities=[_BLAZE])]


def _game(mine: list[Any]) -> Game:
    alice = player(name="Alice", hand=["Blaze"])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": mine,
                                       "defending": [{"title": "Target Dummy",
                                                      "attachments": []}]}]}
    return Game.from_position(pos)


def _uses(game: Game) -> list[UseAbility]:
    card = find(game.state, "Blaze", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


@pytest.mark.parametrize(("embers", "destroyed"), [(2, True), (1, False)])
def test_stronger_for_each_token(embers: int, destroyed: bool) -> None:
    """The Dummy has Force 4: strength 2 + 2 Embers = 4 destroys it, 2 + 1 = 3 does not (a
    +1F Sake token is not an Ember). The Adept then has one more Ember: Force 2 + embers + 1
    Sake + 1."""
    game = _game([{"title": "Flame Adept", "attachments": [],
                   "tokens": {"+1F Ember": embers, "+1F Sake": 1}}])
    s = game.state
    adept, dummy = find(s, "Flame Adept", 0), find(s, "Target Dummy", 1)
    use = next(u for u in _uses(game) if u.targets == (adept, dummy))
    game.perform(use)
    assert s.cards[dummy].in_play is not destroyed
    assert s.cards[adept].tokens["+1F Ember"] == embers + 1
    assert stats.force(s, adept) == 2 + embers + 1 + 1


def test_fire_or_tattooed_performers() -> None:
    game = _game([{"title": t, "attachments": []}
                  for t in ("Flame Adept", "Inked Monk", "Plain Soldier")])
    s = game.state
    assert {u.targets[0] for u in _uses(game)} == {find(s, "Flame Adept", 0),
                                                   find(s, "Inked Monk", 0)}


def test_the_validator() -> None:
    assert not validate(_BLAZE)
    for bad in ({"tokens_on": 5, "title": "Ember", "each": 1, "base": 2},
                {"tokens_on": 0, "title": "", "each": 1, "base": 2},
                {"tokens_on": 0, "title": "Ember", "each": 0, "base": 2},
                {"tokens_on": 0, "title": "Ember", "each": 1}):
        rec = {**_BLAZE, "effects": [{"op": "ranged_attack", "target": 1, "amount_from": bad}]}
        assert validate(rec), bad
