"""Looking at the top of your deck and discarding what you looked at ("You may discard it",
"You may discard one of them"): ``look_top`` with ``discard`` (``cardtext/deck_choices.py``,
``templates/deck_choices.py``) [CE › LOOK], [CE › DISCARD PILES]. Our own test lines, then
scenarios with the exact deck and discard pile after each choice."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

ONE = "Limited, Bow: Look at the top card of your Fate deck. You may discard it."
THREE = ("Open: Look at the top three cards of your Fate deck. You may discard one of them. "
         "Put the rest back in any order.")


def _records(text: str) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Willow Shrine", type=CardType.HOLDING, text=text,
                   base_title="Willow Shrine")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_the_lines_are_read() -> None:
    assert _records(ONE) == [{"timing": "limited", "cost": {"bow_self": True}, "effects": [
        {"op": "look_top", "deck": "fate", "count": 1, "discard": 1, "rest": "top"}]}]
    assert _records(THREE) == [{"timing": "open", "effects": [
        {"op": "look_top", "deck": "fate", "count": 3, "discard": 1, "rest": "top"}]}]


def test_near_misses_stay_manual() -> None:
    for line in (
        "Limited: Look at the top three cards of your Fate deck. You may discard it.",
        "Limited: Look at the top card of your Fate deck. You may discard one of them.",
        "Limited: Look at the top three cards of your Fate deck. You may discard one of them.",
        "Limited: Look at the top three cards of your Fate deck. Put them back in any order. "
        "You may discard one of them.",
        "Limited: Look at the top card of your Fate deck. You may discard it. You may "
        "discard it.",
    ):
        assert _records(line) is None, line


def _game(text: str, deck: list[str]) -> Game:
    recs = _records(text)
    assert recs is not None
    defs = [cd("Willow Shrine", "holding", gold_cost=2, abilities=recs),
            *(cd(t, "strategy", gold_cost=1, focus=1) for t in dict.fromkeys(deck))]
    return game_at(player(home=["Willow Shrine"], fate_deck=deck), player("Lion Keep"),
                   defs=defs)


def _titles(state: GameState, ids: list[str]) -> list[str]:
    return [state.title(c) for c in ids]


def test_discarding_the_top_card() -> None:
    """Top of A B C: Alice may discard A or keep it; she discards it: the deck is B C, her
    Fate discard pile holds A face up, her hand is empty, the Shrine bowed."""
    game = _game(ONE, ["Card A", "Card B", "Card C"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Willow Shrine"), ability=0))
    a = find(s, "Card A")
    assert game.legal_actions() == [ChooseCard(0, choice=a), ChooseOption(0, apply=False)]
    assert ChooseCard(0, choice=a).label(s) == "Discard Card A"
    game.perform(ChooseCard(0, choice=a))
    p = s.players[0]
    assert _titles(s, p.fate_deck) == ["Card B", "Card C"]
    assert p.fate_discard == [a] and s.cards[a].face_up and p.hand == []
    assert s.cards[find(s, "Willow Shrine")].bowed and not s.options


def test_keeping_the_top_card_changes_nothing() -> None:
    """Alice declines: the deck is still A B C, the discard pile empty."""
    game = _game(ONE, ["Card A", "Card B", "Card C"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Willow Shrine"), ability=0))
    game.perform(ChooseOption(0, apply=False))
    assert _titles(s, s.players[0].fate_deck) == ["Card A", "Card B", "Card C"]
    assert s.players[0].fate_discard == [] and not s.options


def test_one_of_three_discarded_the_rest_put_back_in_order() -> None:
    """Top three of A B C D: B discarded, then C put back first and A after it: the deck is
    C A D, the pile holds B; declining the discard leaves all three to order (A first, then
    C: A C B D)."""
    game = _game(THREE, ["Card A", "Card B", "Card C", "Card D"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Willow Shrine"), ability=0))
    a, b, c = find(s, "Card A"), find(s, "Card B"), find(s, "Card C")
    game.perform(ChooseCard(0, choice=b))
    assert game.legal_actions() == [ChooseCard(0, choice=a), ChooseCard(0, choice=c)]
    game.perform(ChooseCard(0, choice=c))
    assert _titles(s, s.players[0].fate_deck) == ["Card C", "Card A", "Card D"]
    assert s.players[0].fate_discard == [b]
    kept = _game(THREE, ["Card A", "Card B", "Card C", "Card D"])
    k = kept.state
    kept.perform(UseAbility(0, card=find(k, "Willow Shrine"), ability=0))
    kept.perform(ChooseOption(0, apply=False))
    kept.perform(ChooseCard(0, choice=find(k, "Card A")))
    kept.perform(ChooseCard(0, choice=find(k, "Card C")))
    assert _titles(k, k.players[0].fate_deck) == ["Card A", "Card C", "Card B", "Card D"]
    assert k.players[0].fate_discard == []


def test_the_discard_choice_survives_a_save() -> None:
    game = _game(ONE, ["Card A", "Card B"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Willow Shrine"), ability=0))
    again = GameState.from_dict(s.to_dict())
    assert again.options == s.options and again.options[0]["ask"] == "discard"


def test_the_validator_refuses_too_many_discards() -> None:
    for eff in ({"op": "look_top", "deck": "fate", "count": 2, "discard": 3, "rest": "top"},
                {"op": "look_top", "deck": "fate", "count": 2, "to_hand": 1, "discard": 2,
                 "rest": "top"},
                {"op": "look_top", "deck": "fate", "count": 2, "discard": True, "rest": "top"}):
        assert abilities.validate({"timing": "limited", "effects": [eff]}), eff


PEEK = {"timing": "event", "effects": [
    {"op": "look_top", "deck": "fate", "count": 4, "discard": 1, "rest": "top",
     "whose": "any"}]}


def _event_game(alice_deck: list[str], bob_deck: list[str]) -> Game:
    defs = [cd("Plum Omen", "event", abilities=[PEEK]), cd("Marker", "holding", gold_cost=2),
            *(cd(t, "strategy", gold_cost=1, focus=1)
              for t in dict.fromkeys([*alice_deck, *bob_deck]))]
    me = player(provinces=[{"title": "Plum Omen", "face_up": False}, "Marker", "Marker",
                           "Marker"], fate_deck=alice_deck)
    return game_at(me, player("Lion Keep", name="Bob", fate_deck=bob_deck), defs=defs,
                   phase="straighten", turn=3, active=0)


def test_any_players_deck_chosen_then_one_discarded() -> None:
    """The Events Phase stops at whose deck (both Strongholds offered); Alice picks Bob's: of
    his top four B1-B4 she discards B2, then puts B4, B1 back first (B3 last): Bob's deck is
    B4 B1 B3 B5, his Fate discard pile B2; Alice's deck A1 A2 unchanged; the Action Phase
    begins."""
    game = _event_game(["A1", "A2"], ["B1", "B2", "B3", "B4", "B5"])
    s = game.state
    keeps = [p.stronghold for p in s.players]
    assert game.legal_actions() == [ChooseCard(0, choice=k) for k in keeps]
    assert ChooseCard(0, choice=keeps[1]).label(s) == "Look at Bob's Fate deck"
    game.perform(ChooseCard(0, choice=keeps[1]))
    b = {t: find(s, t, 1) for t in ("B1", "B2", "B3", "B4")}
    assert sorted(s.options[0]["pick"]) == sorted(b.values()) and s.options[0]["none"]
    for t in ("B2", "B4", "B1"):
        game.perform(ChooseCard(0, choice=b[t]))
    assert _titles(s, s.players[1].fate_deck) == ["B4", "B1", "B3", "B5"]
    assert s.players[1].fate_discard == [b["B2"]]
    assert _titles(s, s.players[0].fate_deck) == ["A1", "A2"] and s.players[0].hand == []
    assert s.phase.value == "action"


def test_one_deck_to_look_at_needs_no_choice_of_whose() -> None:
    """Alice's deck is empty: Bob's is looked at without asking whose."""
    game = _event_game([], ["B1", "B2"])
    s = game.state
    assert s.options[0]["ask"] == "discard"
    assert sorted(_titles(s, s.options[0]["pick"])) == ["B1", "B2"]


def test_whose_is_any_and_puts_nothing_in_the_hand() -> None:
    for eff in ({"op": "look_top", "deck": "fate", "count": 2, "rest": "top", "whose": "his"},
                {"op": "look_top", "deck": "fate", "count": 2, "to_hand": 1, "rest": "top",
                 "whose": "any"}):
        assert abilities.validate({"timing": "event", "effects": [eff]}), eff
    assert not abilities.validate(PEEK)
