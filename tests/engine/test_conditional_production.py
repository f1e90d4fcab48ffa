"""Gold-producing traits that produce more under a condition ("Bow: Produce 2 Gold, or 3 Gold if
you are a Lion Clan player"; "... or 3 Gold if it is not your turn"): the controller's Clan
alignment is his Stronghold's [CE › CLAN ALIGNMENT]; the difference counts with the card's
other bonuses to its Gold Production [CE › GOLD PRODUCTION]; ``cardtext/production.py``."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player

LION_MINE = cd("Lion Mine", "holding", gold_cost=2, gold_production=2, abilities=[
    {"timing": "continuous", "produces": 3, "when": {"clan": "Lion"}}])
CARAVAN = cd("Night Caravan", "holding", gold_cost=2, gold_production=2, abilities=[
    {"timing": "continuous", "produces": 3, "when": {"not_your_turn": True}}])
#: A Holding whose Limited ability costs 3 Gold (paid by the Mine alone, or not at all).
SCRIBE = cd("Scribe Hall", "holding", gold_cost=2, abilities=[
    {"timing": "limited", "cost": {"gold": 3},
     "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}])
DEFS = [LION_MINE, CARAVAN, SCRIBE]


def _game(keep: str, *, p2_home: list[str] | None = None, tokens: int = 0):
    mine = {"title": "Lion Mine", **({"tokens": {"+1GP": tokens}} if tokens else {})}
    return game_at(player({"title": keep, "bowed": True}, home=[mine, "Scribe Hall"]),
                   player("Crane Keep", name="Bob", home=p2_home or []), defs=DEFS)


@pytest.mark.parametrize(("keep", "gold"), [("Lion Keep", 3), ("Crane Keep", 2)])
def test_the_mine_produces_three_for_a_lion_clan_player_only(keep: str, gold: int) -> None:
    game = _game(keep)
    s = game.state
    mine = find(s, "Lion Mine")
    assert stats.gold_production(s, mine) == gold
    assert economy.producers(s, 0) == [(mine, gold)]
    assert economy.available_gold(s, 0) == gold
    events = economy.produce(s, 0, mine)
    assert s.players[0].gold_pool == gold and s.cards[mine].bowed
    assert events[0].amount == gold


def test_a_three_gold_ability_is_paid_by_the_lion_mine_alone() -> None:
    """Lion: the Scribe Hall's 3-Gold ability is offered and paid by bowing the Mine (Alice
    gains 1 Honor); Crane: not offered, and refused with what the Mine can produce (2)."""
    game = _game("Lion Keep")
    s = game.state
    hall, mine = find(s, "Scribe Hall"), find(s, "Lion Mine")
    assert UseAbility(0, hall, 0) in game.legal_actions()
    honor = s.players[0].family_honor
    game.perform(UseAbility(0, hall, 0))
    assert game.state.cards[mine].bowed and game.state.players[0].family_honor == honor + 1
    game = _game("Crane Keep")
    hall = find(game.state, "Scribe Hall")
    assert UseAbility(0, hall, 0) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="need 3, can produce 2"):
        game.perform(UseAbility(0, hall, 0))


def test_other_bonuses_add_to_the_conditional_amount() -> None:
    """A +1GP token on the Mine: 3 + 1 for a Lion Clan player, 2 + 1 otherwise."""
    assert stats.gold_production(_game("Lion Keep", tokens=1).state,
                                 find(_game("Lion Keep", tokens=1).state, "Lion Mine")) == 4
    game = _game("Crane Keep", tokens=1)
    assert stats.gold_production(game.state, find(game.state, "Lion Mine")) == 3


def test_the_caravan_produces_three_on_another_players_turn() -> None:
    """Alice is the active player: her Caravan produces 2, Bob's produces 3."""
    game = game_at(player({"title": "Crane Keep", "bowed": True}, home=["Night Caravan"]),
                   player("Crane Keep", name="Bob", home=["Night Caravan"]), defs=DEFS)
    s = game.state
    assert s.active == 0
    mine, his = (c for c in s.cards if s.cards[c].title == "Night Caravan"
                 and s.cards[c].zone.in_play)
    if s.cards[mine].controller != 0:
        mine, his = his, mine
    assert stats.gold_production(s, mine) == 2
    assert stats.gold_production(s, his) == 3


@pytest.mark.parametrize("record", [
    {"timing": "continuous", "produces": "3", "when": {"clan": "Lion"}},
    {"timing": "continuous", "produces": 3, "when": {}},
    {"timing": "continuous", "produces": 3, "when": {"clan": "Lion", "not_your_turn": True}},
    {"timing": "continuous", "produces": 3, "when": {"paying_for": "Nonhuman"}},
    {"timing": "continuous", "produces": 3, "when": {"not_your_turn": False}},
    {"timing": "continuous", "produces": 3, "when": {"clan": "Lion"},
     "effects": [{"op": "draw", "amount": 1}]},
])
def test_records_the_engine_cannot_apply_are_refused(record) -> None:
    assert abilities.validate(record)


def test_a_refused_record_changes_nothing() -> None:
    bad = cd("Odd Mine", "holding", gold_cost=2, gold_production=2, abilities=[
        {"timing": "continuous", "produces": 3, "when": {"paying_for": "Nonhuman"}}])
    game = game_at(player({"title": "Lion Keep", "bowed": True}, home=["Odd Mine"]),
                   defs=[bad])
    assert stats.gold_production(game.state, find(game.state, "Odd Mine")) == 2
