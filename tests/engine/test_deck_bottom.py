"""Cards of the hand or the provinces put at the bottom of their deck, chosen one by one as
the effect resolves, then a draw of as many or a face-up refill (``cardtext/deck_bottom.py``)
[CE › CHOICES], [CE › AREAS OF THE GAME › FATE AND DYNASTY DECKS, PROVINCES]; the condition
"if it is your first turn" (``own_turn``); "Once per game" (``per_game``). Our own invented
cards and words; exact cards and places."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

# "Limited: Once per game, put one or two cards of your hand under your deck; draw as many."
_SWAP = {"timing": "limited", "per_game": 1,
         "effects": [{"op": "to_deck_bottom", "from": "hand", "max": 2, "then": "draw"}]}
# "Limited: On your first turn, put one or more cards of your provinces under your deck,
# refilling them face-up." (ours)
_MULL = {"timing": "limited", "condition": {"own_turn": 1},
         "effects": [{"op": "to_deck_bottom", "from": "provinces",
                      "then": "refill_face_up"}]}
DEFS = [cd("Old Gate", "holding", gold_cost=0, abilities=[_SWAP, _MULL]),
        cd("Card A", "strategy", gold_cost=9, focus=1),
        cd("Card B", "strategy", gold_cost=9, focus=1),
        cd("Card C", "strategy", gold_cost=9, focus=1),
        cd("Deep D", "strategy", gold_cost=9, focus=1),
        cd("Deep E", "strategy", gold_cost=9, focus=1),
        cd("Deep F", "strategy", gold_cost=9, focus=1),
        cd("Prov P", "holding", gold_cost=9),
        cd("Prov Q", "holding", gold_cost=9),
        cd("Dyn X", "holding", gold_cost=9),
        cd("Dyn Y", "holding", gold_cost=9)]


def _game(turn: int = 1) -> Game:
    alice = player(home=["Old Gate"], hand=["Card A", "Card B", "Card C"],
                   fate_deck=["Deep D", "Deep E", "Deep F"],
                   provinces=["Prov P", "Prov Q", "Filler Dynasty", "Filler Dynasty"],
                   dynasty_deck=["Dyn X", "Dyn Y", "Filler Dynasty"])
    return game_at(alice, player("Lion Keep"), defs=DEFS, turn=turn)


def _titles(s: GameState, ids: list[str]) -> list[str]:
    return [s.title(c) for c in ids]


def _use(game: Game, ability: int) -> None:
    game.perform(UseAbility(0, card=find(game.state, "Old Gate", 0), ability=ability))


def test_two_hand_cards_under_the_deck_then_two_drawn() -> None:
    """Alice chooses Card B, then Card A; they go under her Fate deck (B, then A) and she
    draws the top two (Deep D, Deep E); a second use is never offered (once per game)."""
    game = _game()
    s = game.state
    _use(game, 0)
    assert [type(a) for a in game.legal_actions()] == [ChooseCard] * 3  # one is required
    game.perform(ChooseCard(0, choice=find(s, "Card B", 0)))
    assert ChooseOption(0, apply=False) in game.legal_actions()  # now he may stop
    game.perform(ChooseCard(0, choice=find(s, "Card A", 0)))  # the second: the most
    assert _titles(s, s.players[0].fate_deck) == ["Deep F", "Card B", "Card A"]
    assert sorted(_titles(s, s.players[0].hand)) == ["Card C", "Deep D", "Deep E"]
    gate = find(s, "Old Gate", 0)
    s.turn += 2  # (a later turn of Alice's)
    assert not any(isinstance(a, UseAbility) and a.card == gate and a.ability == 0
                   for a in game.legal_actions())


def test_stopping_after_one() -> None:
    """One card chosen, then none: one under the deck, one drawn."""
    game = _game()
    s = game.state
    _use(game, 0)
    game.perform(ChooseCard(0, choice=find(s, "Card C", 0)))
    game.perform(ChooseOption(0, apply=False))
    assert _titles(s, s.players[0].fate_deck) == ["Deep E", "Deep F", "Card C"]
    assert sorted(_titles(s, s.players[0].hand)) == ["Card A", "Card B", "Deep D"]


def test_province_cards_under_the_deck_and_refilled_face_up() -> None:
    """On her first turn Alice puts Prov Q then Prov P under her Dynasty deck; provinces 1
    and 2 are refilled face up with Dyn X and Dyn Y (the refills are never offered), the
    others stay face down. On her second turn the ability is not offered."""
    game = _game()
    s = game.state
    _use(game, 1)
    p, q = find(s, "Prov P", 0), find(s, "Prov Q", 0)
    game.perform(ChooseCard(0, choice=q))
    game.perform(ChooseCard(0, choice=p))
    assert all(find(s, t, 0) not in game.state.options[0]["pick"] for t in ("Dyn X", "Dyn Y"))
    game.perform(ChooseOption(0, apply=False))
    prov = s.players[0].provinces
    assert _titles(s, prov[:2]) == ["Dyn X", "Dyn Y"]
    assert [s.cards[c].face_up for c in prov] == [True, True, False, False]
    assert _titles(s, s.players[0].dynasty_deck) == ["Filler Dynasty", "Prov Q", "Prov P"]
    later = _game(turn=3)
    gate = find(later.state, "Old Gate", 0)
    assert not any(isinstance(a, UseAbility) and a.card == gate and a.ability == 1
                   for a in later.legal_actions())


def test_the_validator() -> None:
    assert abilities.validate(_SWAP) == [] and abilities.validate(_MULL) == []
    for bad in ({"op": "to_deck_bottom", "from": "hand", "then": "refill_face_up"},
                {"op": "to_deck_bottom", "from": "deck", "then": "draw"},
                {"op": "to_deck_bottom", "from": "hand", "max": 0, "then": "draw"}):
        assert abilities.validate({"timing": "limited", "effects": [bad]}), bad
