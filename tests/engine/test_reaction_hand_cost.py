"""A Reaction to an action's targeting paid by discarding a card from the hand ("After an
action targets this Personality, discard a card: Negate his bowing from its effects"):
core's cost ``discard_targets`` on a chosen hand card (``cardtext/hand_costs.py``) read in a
Reaction's constraints (``templates/targeted_reactions.py``) [CE › COSTS], [CE › TAKING
ACTIONS FROM ABILITIES › C]."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

_CARD = CardDef(id="t:1", title="Iron Sash", type=CardType.ITEM, gold_cost=1)
_LINE = ("Reaction: After an action targets this Personality, discard a card: Negate this "
         "Personality's bowing from the action's effects.")


def _game() -> Game:
    rec = translate_ability(_LINE, _CARD)
    defs = [cd("Iron Sash", "item", force=0, chi=0, gold_cost=1, focus=1, abilities=[rec]),
            cd("Spare", "strategy", gold_cost=0, focus=1),
            cd("Shove", "strategy", gold_cost=0, focus=1, abilities=[{
                "timing": "open",
                "targets": [{"type": "personality", "controller": "opponent"}],
                "effects": [{"op": "bow", "target": 0},
                            {"op": "gain_honor", "amount": 1, "player": "you"}]}])]
    return game_at(player(home=[{"title": "Crane Samurai", "attachments": ["Iron Sash"]}],
                          hand=["Spare"]),
                   player("Lion Keep", hand=["Shove"]), defs=defs)


def test_the_translator_reads_the_hand_cost() -> None:
    rec = translate_ability(_LINE, _CARD)
    assert rec["cost"] == {"discard_targets": [0]}
    assert rec["targets"] == [{"type": "card", "zone": "hand", "controller": "you",
                               "choose": True}]


def test_discarding_the_card_negates_the_bowing() -> None:
    """Bob's Shove bows Alice's Samurai; she discards Spare (hand 1 -> 0, Fate discard pile
    0 -> 1) and the Samurai stays unbowed; Bob still gains 1 Honor (10 -> 11)."""
    game = _game()
    game.perform(Pass(0))
    s = game.state
    sam, sash, spare = (find(s, t) for t in ("Crane Samurai", "Iron Sash", "Spare"))
    game.perform(UseAbility(1, find(s, "Shove"), 0, (sam,)))
    answer = UseAbility(0, sash, 0, (spare,))
    assert answer in game.legal_actions()
    game.perform(answer)
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    s = game.state
    assert not s.cards[sam].bowed and s.players[1].family_honor == 11
    assert s.players[0].hand == [] and s.players[0].fate_discard == [spare]


def test_with_an_empty_hand_it_is_not_offered() -> None:
    game = _game()
    s = game.state
    s.players[0].hand.clear()
    game.perform(Pass(0))
    game.perform(UseAbility(1, find(s, "Shove"), 0, (find(s, "Crane Samurai"),)))
    sash = find(game.state, "Iron Sash")
    assert not any(isinstance(a, UseAbility) and a.card == sash
                   for a in game.legal_actions())
