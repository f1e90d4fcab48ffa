"""Engine cases for our ability records of core-set cards added after the first batches
(costs paid with chosen cards, ...), registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py.

Each case plays the record through the engine with exact numbers, and the case it refuses.
Stand-in stats: the records are ours.
"""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import Pass, UseAbility
from l5r_desktop.games.lcg.labels import lcg_label
from tests.lcg.ability_kit import (
    CHEAP,
    case,
    character,
    game_of,
    offered,
    table,
    targets_of,
)
from tests.lcg.scenario import put


@case("01-favored-niece")
def _discard_the_chosen_card_then_draw(card_id: str) -> None:
    """Favored Niece: "discard a card from your hand" is a cost; the player chooses the card
    [RR › Cost] (it was the first card of the hand), then draws 1; twice per round."""
    t = table()
    uid = character(t, card_id)
    s = t.state
    hand = list(s.players[0].hand)
    put(s, 1, CHEAP, "hand")                          # the opponent's card: not payable
    assert len(hand) >= 3
    assert targets_of(t, uid) == {(h,) for h in hand}  # one choice per card in my hand
    game = game_of(t)
    chosen = hand[-1]
    label = lcg_label(UseAbility(0, uid, 0, (chosen,)), game.state)
    assert label.endswith(f"discarding {game.state.defs[s.cards[chosen].card_id].name}")
    deck_top = game.state.players[0].conflict_deck[-1]  # the top card
    game.perform(UseAbility(0, uid, 0, (chosen,)))
    s2 = game.state
    assert chosen in s2.players[0].conflict_discard
    assert hand[0] in s2.players[0].hand              # not the first card any more
    assert deck_top in s2.players[0].hand
    assert len(s2.players[0].hand) == len(hand)       # -1 discarded, +1 drawn
    if game.waiting_for == 1:
        game.perform(Pass(1))
    second = hand[0]
    game.perform(UseAbility(0, uid, 0, (second,)))    # twice per round
    if game.waiting_for == 1:
        game.perform(Pass(1))
    assert offered(game, uid) == []                   # a third use is refused
    empty = table()
    niece = character(empty, card_id)
    empty.state.players[0].hand.clear()
    assert targets_of(empty, niece) == set()          # nothing to pay with: refused

