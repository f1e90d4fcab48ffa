"""Costs a chosen card pays other than bowing ("Dishonor / Destroy your performing ...",
"Move your performing opposed Personality home:", ``cardtext/target_costs.py``) and a card's
Force contribution changed for the battle (``cardtext/contribution.py``) (issue 17, ccgtext
lane). Our own cards and numbers."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, player, position

_MINE = {"type": "personality", "controller": "you", "performer": True}
_FOE = {"type": "personality", "controller": "opponent"}
#: dishonor your performing Personality: bow an enemy; neither contributes Force
_SHAME = {"timing": "battle", "cost": {"dishonor_targets": [0]},
          "targets": [{**_MINE, "dishonorable": False}, _FOE],
          "effects": [{"op": "bow", "target": 1},
                      {"op": "contribution", "target": 0, "way": "none"},
                      {"op": "contribution", "target": 1, "way": "none"}]}
#: destroy your performing Personality: destroy an enemy
_TRADE = {"timing": "battle", "cost": {"destroy_targets": [0]}, "targets": [_MINE, _FOE],
          "effects": [{"op": "destroy", "target": 1}]}
#: move your performing opposed Personality home: the province +/- the enemy units there
_COUNT = {"count": {"type": "personality", "controller": "opponent", "at_current": True}}
_WALL = {"timing": "battle", "cost": {"move_home_targets": [0]},
         "targets": [{**_MINE, "opposed": True}],
         "effects": [{"op": "province_strength", "where": "battlefield",
                      "amount_from": {**_COUNT, "times": 1}, "optional": 1},
                     {"op": "province_strength", "where": "battlefield",
                      "amount_from": {**_COUNT, "times": -1}, "otherwise": 1},
                     {"op": "gain_honor", "amount": 2, "player": "you"}]}
#: your bowed performing Personality contributes even if bowed
_STAND = {"timing": "battle", "targets": [_MINE],
          "effects": [{"op": "contribution", "target": 0, "way": "even_if_bowed"}]}
DEFS = [cd("Envoy", "personality", force=3, chi=2, gold_cost=3, personal_honor=2),
        cd("Stubborn", "personality", force=2, chi=2, gold_cost=3, personal_honor=2,
           abilities=[{"timing": "continuous", "prevents": "destroyed",
                       "applies_to": "self"}]),
        cd("Brute", "personality", force=4, chi=1, gold_cost=3, personal_honor=1),
        cd("Shame", "strategy", gold_cost=0, focus=1, abilities=[_SHAME]),
        cd("Trade", "strategy", gold_cost=0, focus=1, abilities=[_TRADE]),
        cd("Wall", "strategy", gold_cost=0, focus=1, abilities=[_WALL]),
        cd("Stand", "strategy", gold_cost=0, focus=1, abilities=[_STAND])]


def _battle(hand: str, mine: list[Any], bobs: list[Any]) -> Game:
    """Alice attacks Bob's first province with ``mine``; Bob defends with ``bobs``."""
    alice = player(name="Alice", hand=[hand])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": t, "attachments": []} if
                                                     isinstance(t, str) else t for t in mine],
                                       "defending": [{"title": t, "attachments": []}
                                                     for t in bobs]}]}
    return Game.from_position(pos)


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_dishonor_your_performer_and_neither_contributes_force() -> None:
    """The Envoy (3F) and Bob's Brute (4F) contribute nothing: attacking Force 3 + 2
    (Stubborn) = 5 -> 2, defending 4 -> 0; the Envoy is dishonorable and the Brute bowed."""
    game = _battle("Shame", ["Envoy", "Stubborn"], ["Brute"])
    s = game.state
    envoy, brute = find(s, "Envoy", 0), find(s, "Brute", 1)
    before = armies.preview(s)
    assert (before.attacker_force, before.defender_force) == (5, 4)
    game.perform(next(u for u in _uses(game, "Shame") if u.targets == (envoy, brute)))
    after = armies.preview(s)
    assert (after.attacker_force, after.defender_force) == (2, 0)
    assert s.cards[envoy].dishonored and s.cards[brute].bowed


def test_a_dishonorable_performer_cannot_pay() -> None:
    game = _battle("Shame", [{"title": "Envoy", "attachments": [], "dishonored": True}],
                   ["Brute"])
    assert _uses(game, "Shame") == []


def test_destroy_your_performer_to_destroy_an_enemy() -> None:
    """The Envoy pays with his life: both are gone; Stubborn will not be destroyed, so he
    cannot pay and is never offered as the performer."""
    game = _battle("Trade", ["Envoy", "Stubborn"], ["Brute"])
    s = game.state
    envoy, stubborn, brute = find(s, "Envoy", 0), find(s, "Stubborn", 0), find(s, "Brute", 1)
    uses = _uses(game, "Trade")
    assert {u.targets for u in uses} == {(envoy, brute)}
    assert stubborn not in {u.targets[0] for u in uses}
    game.perform(uses[0])
    assert not s.cards[envoy].in_play and not s.cards[brute].in_play


@pytest.mark.parametrize(("apply", "strength"), [(True, 9), (False, 5)])
def test_move_your_performer_home_for_the_province(apply: bool, strength: int) -> None:
    """Bob's province (Lion Keep, 7) with two enemy units at the battlefield: 7 +/- 2; the
    Envoy goes home, Alice gains 2 Honor (10 -> 12)."""
    game = _battle("Wall", ["Envoy"], ["Brute", "Stubborn"])
    s = game.state
    envoy = find(s, "Envoy", 0)
    (use,) = _uses(game, "Wall")
    game.perform(use)
    game.perform(ChooseOption(0, apply=apply))
    assert s.cards[envoy].zone.value == "home"
    assert armies.preview(s).province_strength == strength
    assert s.players[0].family_honor == 12


def test_an_unopposed_performer_cannot_move_home_for_it() -> None:
    game = _battle("Wall", ["Envoy"], [])
    assert _uses(game, "Wall") == []


def test_contributes_even_if_bowed() -> None:
    """A bowed Envoy (3F) adds nothing, then 3 once the action says he contributes."""
    game = _battle("Stand", [{"title": "Envoy", "attachments": [], "bowed": True}], ["Brute"])
    s = game.state
    assert armies.preview(s).attacker_force == 0
    (use,) = _uses(game, "Stand")
    game.perform(use)
    assert armies.preview(s).attacker_force == 3
    assert stats.force(s, find(s, "Envoy", 0)) == 3


def test_the_validator() -> None:
    assert not validate(_SHAME) and not validate(_TRADE) and not validate(_WALL)
    assert validate({**_SHAME, "targets": [_MINE, _FOE]})  # may be dishonorable already
    assert validate({**_TRADE, "cost": {"destroy_targets": [2]}})  # no such target
    assert validate({**_TRADE, "targets": [_MINE, {**_FOE, "optional": True}],
                     "cost": {"destroy_targets": [1]}})  # an optional target pays nothing
    assert validate({**_STAND, "effects": [{"op": "contribution", "target": 0,
                                            "way": "double"}]})


_FEINT = {"timing": "battle", "targets": [
    _MINE, {**_FOE, "compare": {"stat": "unit_force", "than": 0}}],
    "effects": [{"op": "move_home", "target": 1},
                {"op": "contribution", "target": 0, "way": "even_if_bowed", "duration": "turn"},
                {"op": "lose_honor", "amount": 3, "player": "you"}]}


def test_a_unit_with_lower_total_force_and_a_contribution_for_the_turn() -> None:
    """The Envoy's unit: 3F plus a bowed Spearmen 2F = 5 (bowed cards count in a unit's total
    Force [CE › TOTAL FORCE]). Bob's Brute (4) fits, his Stubborn with two Spearmen (2+2+2 =
    6) does not. The Brute goes home, Alice loses 3 Honor (10 -> 7), and the Envoy, bowed
    afterwards, still adds 3 + 0 (his bowed Spearmen does not) for the rest of the turn."""
    defs = [*DEFS, cd("Feint", "strategy", gold_cost=0, focus=1, abilities=[_FEINT])]
    alice = player(name="Alice", hand=["Feint"])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=defs)
    spear = {"title": "Spearmen", "bowed": True}
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Envoy",
                                                      "attachments": [spear]}],
                                       "defending": [
                                           {"title": "Brute", "attachments": []},
                                           {"title": "Stubborn", "attachments": [
                                               {"title": "Spearmen"}, {"title": "Spearmen"}]}]}]}
    game = Game.from_position(pos)
    s = game.state
    envoy, brute = find(s, "Envoy", 0), find(s, "Brute", 1)
    uses = _uses(game, "Feint")
    assert {u.targets for u in uses} == {(envoy, brute)}
    game.perform(uses[0])
    assert s.cards[brute].zone.value == "home" and s.players[0].family_honor == 7
    s.cards[envoy].bowed = True
    assert armies.preview(s).attacker_force == 3
    assert [m.duration.value for m in s.cards[envoy].modifiers] == ["turn"]
