"""A token taken back after your next turn begins (issue 17, core lane): "Give a target
Personality a +1F Sake token. Remove it after your next turn begins." is ``add_token`` and a
delayed ``remove_token`` on the same card [CE › DELAYED EFFECTS] (``cardtext/delayed.py``):
the token stays through the turn and the other player's, and is taken back when the acting
player's next turn begins. Our own cards; exact Force."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player

_TOKEN = {"op": "remove_token", "target": 0, "token": "+1F Sake", "amount": 1}
_GIFT = {"timing": "limited", "cost": {"bow_self": True}, "targets": [{"type": "personality"}],
         "effects": [{"op": "add_token", "target": 0, "token": "+1F Sake", "amount": 1},
                     {"op": "after_next_turn_begins", "effects": [_TOKEN]}]}
DEFS = [cd("Sake House", "holding", gold_cost=2, abilities=[_GIFT])]


def _pass_until(game: Game, turn: int) -> None:
    for _ in range(60):
        if game.state.turn >= turn:
            return
        acts = game.legal_actions()
        game.perform(next((a for a in acts if isinstance(a, Pass)), acts[0]))


def test_the_token_is_taken_back_when_alices_next_turn_begins() -> None:
    game = game_at(player(home=["Sake House", "Ronin"]), defs=DEFS)
    s = game.state
    ronin = find(s, "Ronin", 0)
    start = s.turn
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility)
              and a.card == find(s, "Sake House", 0) and a.targets == (ronin,)]
    game.perform(use)
    assert stats.force(s, ronin) == 3 and s.cards[ronin].tokens == {"+1F Sake": 1}
    _pass_until(game, start + 1)  # Bob's turn: still there
    assert game.state.turn == start + 1 and stats.force(game.state, ronin) == 3
    _pass_until(game, start + 2)  # Alice's next turn has begun
    assert game.state.turn == start + 2
    assert game.state.cards[ronin].tokens.get("+1F Sake", 0) == 0
    assert stats.force(game.state, ronin) == 2


def test_the_validator() -> None:
    assert not validate(_GIFT)
    for bad in ({**_TOKEN, "amount": 2}, {**_TOKEN, "token": ""},
                {k: v for k, v in _TOKEN.items() if k != "target"}):
        assert validate({**_GIFT, "effects": [_GIFT["effects"][0], {
            "op": "after_next_turn_begins", "effects": [bad]}]})
