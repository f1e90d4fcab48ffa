"""A Strategy's Gold Cost lowered by its own text under a condition (``ability_cost`` with
``less``, ``costs.gold_amount``) [CE › STRATEGY], [CE › COSTS], and a target whose controller
controls N or more cards (``controller_controls`` ``at_least``, ``targets.py``)
[CE › TARGET]. Our own invented cards: Alice's Strategy "Market Squeeze" (Gold Cost 4; 1 less
while she controls a Merchant) destroys a Holding with base Gold Cost 4 or less controlled by
a player who controls five or more Holdings."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, find_all, game_at, player

LESS = {"timing": "continuous", "ongoing": "ability_cost", "of_ability": 2, "less": 1,
        "when": {"controls": {"keyword": "Merchant"}}}
SQUEEZE = {"timing": "limited", "cost": {"gold": "card"},
           "targets": [{"type": "holding", "stat_max": {"base_gold_cost": 4},
                        "controller_controls": {"type": "holding", "at_least": 5}}],
           "effects": [{"op": "destroy", "target": 0}], "ability": 2}
_DEFS = [cd("Market Squeeze", "strategy", gold_cost=4, focus=1,
            abilities=[{**LESS, "ability": 1}, SQUEEZE]),
         cd("Trader", "personality", clans=["Mantis"], keywords=["Merchant"], force=1, chi=1,
            gold_cost=2, personal_honor=1),
         cd("Small Farm", "holding", gold_cost=2, gold_production=1),
         cd("Great Mine", "holding", gold_cost=5, gold_production=3)]


def _game(alice_home: list[Any], bob_home: list[Any], gold: int) -> Game:
    alice = player({"title": "Crane Keep", "bowed": True}, home=alice_home,
                   hand=["Market Squeeze"], gold_pool=gold)
    return game_at(alice, player("Lion Keep", home=bob_home), defs=_DEFS)


def _targets(game: Game) -> set[str]:
    me = find(game.state, "Market Squeeze", 0)
    return {t for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me
            for t in a.targets}


def test_the_records_are_valid_and_their_limits() -> None:
    assert abilities.validate(LESS) == [] and abilities.validate(SQUEEZE) == []
    assert abilities.validate({**LESS, "gold": 0})  # gold or less, not both
    bad = {**SQUEEZE, "targets": [{**SQUEEZE["targets"][0], "controller_controls": {
        "type": "holding", "at_least": 0}}]}
    assert abilities.validate(bad)


def test_only_the_holdings_of_a_player_with_five_are_targets() -> None:
    """Bob has four Small Farms and a Great Mine (five Holdings): his Farms are targets, not
    the Mine (base Gold Cost 5); Alice's four Farms are not (she has four)."""
    game = _game(["Trader", *["Small Farm"] * 4], [*["Small Farm"] * 4, "Great Mine"], 4)
    s = game.state
    bobs = {c for c in find_all(s, "Small Farm") if s.cards[c].owner == 1}
    assert _targets(game) == bobs
    game.perform(UseAbility(0, card=find(s, "Market Squeeze", 0), ability=1,
                            targets=(sorted(bobs)[0],)))
    assert s.cards[sorted(bobs)[0]].zone is Zone.DYNASTY_DISCARD
    assert _targets(game) == set()  # (the Strategy is gone; Bob has four left anyway)


def test_a_merchant_lowers_the_gold_cost_by_one() -> None:
    """With 3 Gold Alice may use it while she controls the Trader (4 - 1 = 3), not without
    him; paid, her 3 Gold are gone."""
    bob = [*["Small Farm"] * 5]
    assert _targets(_game([], bob, 3)) == set()
    game = _game(["Trader"], bob, 3)
    s = game.state
    farm = next(c for c in find_all(s, "Small Farm") if s.cards[c].owner == 1)
    assert farm in _targets(game)
    game.perform(UseAbility(0, card=find(s, "Market Squeeze", 0), ability=1,
                            targets=(farm,)))
    assert s.players[0].gold_pool == 0 and s.cards[farm].zone is Zone.DYNASTY_DISCARD
