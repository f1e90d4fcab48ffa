""""A target Stronghold's abilities may not be used" (issue 17, ccgtext2; ``no_abilities``,
``cardtext/restrictions.py``) on invented cards: nobody uses an ability on the card for the
rest of the turn [CE › DURATION OF EFFECTS › Ongoing effects]; a Stronghold still produces
Gold (the rulebook's, [CE › GOLD PRODUCTION]), a Holding's "Bow: Produce X Gold" does not
(an ability on it [CE › TRAITS]); "If it is your turn, bow it" (``your_turn``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, restrictions
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

MEDDLE = {"timing": "open", "keywords": ["political"], "targets": [{"type": "stronghold"}],
          "effects": [{"op": "no_abilities", "target": 0, "duration": "turn"},
                      {"op": "bow", "target": 0, "if": {"player": "you", "your_turn": True}}]}
SEAL = {"timing": "open", "targets": [{"type": "holding"}],
        "effects": [{"op": "no_abilities", "target": 0}]}
_CHEER = {"timing": "open", "cost": {"bow_self": True},
          "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
DEFS = [cd("Meddle", "strategy", gold_cost=0, focus=1, abilities=[MEDDLE]),
        cd("Seal", "strategy", gold_cost=0, focus=1, abilities=[SEAL]),
        cd("Plum Keep", "stronghold", clans=["Lion"], province_strength=7, gold_production=4,
           starting_honor=8, abilities=[_CHEER]),
        cd("Plum Shrine", "holding", gold_cost=2, gold_production=2, abilities=[_CHEER])]


def _game(active: int) -> Game:
    """Alice holds Meddle and Seal; Bob has the Plum Keep and a Plum Shrine; Alice has the
    opportunity to act in ``active``'s turn."""
    return game_at(player(name="Alice", hand=["Meddle", "Seal"]),
                   player("Plum Keep", name="Bob", home=["Plum Shrine"]),
                   defs=DEFS, active=active, priority=0)


def _play(game: Game, title: str, target: str) -> None:
    s = game.state
    card = next(c for c in s.players[0].hand if s.title(c) == title)
    game.perform(UseAbility(0, card, 0, (target,)))


def _cheers(game: Game, card: str) -> list[Any]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_on_bobs_turn_his_keep_stays_unbowed_its_ability_barred_its_gold_produced() -> None:
    game = _game(active=1)
    s = game.state
    keep = find(s, "Plum Keep", 1)
    assert _cheers(game, keep) == [] and game.state.priority == 0
    _play(game, "Meddle", keep)
    assert game.state.priority == 1
    assert not s.cards[keep].bowed
    assert _cheers(game, keep) == []
    assert abilities.use_problem(s, 1, keep, 0) == "Plum Keep's abilities may not be used"
    assert economy.producers(s, 1)[0] == (keep, 4)  # the rulebook's Gold production


def test_on_alices_turn_his_keep_is_bowed_too() -> None:
    game = _game(active=0)
    keep = find(game.state, "Plum Keep", 1)
    _play(game, "Meddle", keep)
    assert game.state.cards[keep].bowed


def test_the_restriction_ends_with_the_turn() -> None:
    game = _game(active=1)
    s = game.state
    keep = find(s, "Plum Keep", 1)
    _play(game, "Meddle", keep)
    assert restrictions.barred(s.cards[keep])
    phases.end_turn(s)  # Bob's turn ends; Alice's begins
    assert s.active == 0 and not restrictions.barred(s.cards[keep])


def test_a_barred_holding_produces_no_gold() -> None:
    game = _game(active=1)
    s = game.state
    shrine = find(s, "Plum Shrine", 1)
    before = economy.available_gold(s, 1)
    _play(game, "Seal", shrine)
    assert economy.available_gold(s, 1) == before - 2
    assert shrine not in [c for c, _ in economy.producers(s, 1)]


def test_the_validator() -> None:
    assert not abilities.validate(MEDDLE) and not abilities.validate(SEAL)
    assert abilities.validate({**SEAL, "effects": [{"op": "no_abilities", "target": "self"}]})
    assert abilities.validate({**SEAL, "effects": [{"op": "no_abilities", "target": 0,
                                                    "duration": "game"}]})
