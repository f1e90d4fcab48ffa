"""Redirecting an action to a card chosen in the response (a Holding of ours, made up:
destroyed to pick a Samurai beside the Personality about to be targeted, who is targeted in
his place when legal; ``redirect_target`` to the response's chosen card,
``cardtext/negation.py``) [CE › TIMING AND TRIGGERS: "when ... would"
comes before the targeting], [CE › SUBSTITUTION]."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player

WATCH = {"timing": "reaction",
         "trigger": {"event": "would_target", "card": "yours", "type": "personality",
                     "by": "other"},
         "cost": {"destroy_self": True},
         "targets": [{"type": "personality", "controller": "you", "keyword": "Samurai",
                      "choose": True, "trigger_card": "near"}],
         "effects": [{"op": "redirect_target", "to": 0}]}
DEFS = [
    cd("Watch House", "holding", gold_cost=2, abilities=[WATCH]),
    cd("Strike", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "bow", "target": 0},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Slight", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "open", "targets": [{"type": "personality", "controller": "opponent",
                                       "keyword": "Courtier"}],
        "effects": [{"op": "bow", "target": 0}]}]),
]


def _game(strategy: str) -> Game:
    game = game_at(player(home=["Watch House", "Crane Courtier", "Crane Samurai"]),
                   player("Lion Keep", hand=[strategy]), defs=DEFS)
    game.perform(Pass(0))  # Bob's opportunity in Alice's Action Phase
    s = game.state
    game.perform(UseAbility(1, s.players[1].hand[0], 0, (find(s, "Crane Courtier"),)))
    return game


def test_the_action_targets_the_chosen_samurai_instead() -> None:
    """Bob's Strike on Alice's Courtier: Alice destroys Watch House choosing her Samurai; the
    Samurai is bowed, the Courtier not, Bob gains 1 Honor (10 -> 11)."""
    game = _game("Strike")
    s = game.state
    house, sam, courtier = (find(s, t) for t in ("Watch House", "Crane Samurai",
                                                  "Crane Courtier"))
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == house]
    assert uses == [UseAbility(0, house, 0, (sam,))]  # only the Samurai may be chosen
    honor = s.players[1].family_honor
    game.perform(uses[0])
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert s.cards[sam].bowed and not s.cards[courtier].bowed
    assert not s.cards[house].in_play
    assert s.players[1].family_honor == honor + 1


def test_a_chosen_card_the_action_may_not_target_changes_nothing() -> None:
    """Slight targets a Courtier only: the Samurai chosen is not legal for it, so the Courtier
    is bowed anyway (the Holding is still destroyed: its cost)."""
    game = _game("Slight")
    s = game.state
    house, sam, courtier = (find(s, t) for t in ("Watch House", "Crane Samurai",
                                                  "Crane Courtier"))
    game.perform(UseAbility(0, house, 0, (sam,)))
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert s.cards[courtier].bowed and not s.cards[sam].bowed
    assert not s.cards[house].in_play
