"""A card that bows to pay an ability's cost cannot also bow to produce that ability's Gold:
Gold is paid first, and a card bowed for the Gold is already in the bow cost's end state
[CE comprehensive rules › COSTS › Costs and changes; Timing of costs]. Before, a Holding
with "Limited, Bow, 3 Gold:" was offered and paid with only 2 Gold besides its own (it bowed
twice)."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.events import CardsBowed
from tests.engine.scenario import cd, find, game_at, player

DEFS = [cd("Peddler Post", "holding", gold_cost=2, gold_production=2,
           abilities=[{"timing": "limited", "cost": {"bow_self": True, "gold": 3},
                       "effects": [{"op": "draw", "amount": 1, "player": "you"}]}])]
BOWED_KEEP = {"title": "Crane Keep", "bowed": True}


def _uses(game, post: str) -> list:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == post]


def test_the_card_paying_the_bow_cost_does_not_produce_the_gold() -> None:
    """Post (2 Gold) + Small Farm (1): 3 Gold only if the Post bows twice: not offered, and
    refused with the Gold the others can produce (1)."""
    game = game_at(player(BOWED_KEEP, home=["Peddler Post", "Small Farm"]), defs=DEFS)
    post = find(game.state, "Peddler Post")
    assert _uses(game, post) == []
    with pytest.raises(IllegalActionError, match="need 3, can produce 1"):
        game.perform(UseAbility(0, post, 0))
    with pytest.raises(IllegalActionError):
        game.perform(UseAbility(0, post, 0, payment=(post, find(game.state, "Small Farm"))))


def test_other_producers_pay_the_gold_and_the_card_bows_once() -> None:
    """With a Gold Mine (3) the Post's ability is offered: the Mine bows for the Gold, the
    Post bows for its cost (once), Alice draws 1 card."""
    game = game_at(player(BOWED_KEEP, home=["Peddler Post", "Gold Mine"]), defs=DEFS)
    s = game.state
    post, mine = find(s, "Peddler Post"), find(s, "Gold Mine")
    assert _uses(game, post) == [UseAbility(0, post, 0)]
    hand = len(s.players[0].hand)
    events = game.perform(UseAbility(0, post, 0))
    s = game.state
    bowed = [e.cards for e in events if isinstance(e, CardsBowed)]
    assert bowed == [(mine,), (post,)]
    assert s.cards[post].bowed and s.cards[mine].bowed
    assert len(s.players[0].hand) == hand + 1
