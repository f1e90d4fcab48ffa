"""Looking at and searching decks (``cardtext/deck_choices.py``, ``templates/deck_choices.py``)
[CE › LOOK], [CE › SEARCH]: our own test lines read, then scenarios with the exact order of the
deck after each choice, the failed search remembered, and a save in the middle of a choice."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

LOOK_BACK = "Limited, Bow: Look at the top two cards of your Fate deck. Put them back in any order."
LOOK_KEEP = ("Limited: Look at the top three cards of your Fate deck. Put one of them in your "
             "hand and put the other two on the bottom of your deck in any order.")
SEARCH = ("Open: Destroy this Holding to search your Fate deck for a Spell. Show it and put it "
          "in your hand. Shuffle your Fate deck.")


def _records(text: str, type_: CardType = CardType.HOLDING) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Plum Archive", type=type_, text=text,
                   base_title="Plum Archive")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_the_lines_are_read() -> None:
    assert _records(LOOK_BACK) == [{"timing": "limited", "cost": {"bow_self": True}, "effects": [
        {"op": "look_top", "deck": "fate", "count": 2, "rest": "top"}]}]
    assert _records(LOOK_KEEP) == [{"timing": "limited", "effects": [
        {"op": "look_top", "deck": "fate", "count": 3, "to_hand": 1, "rest": "bottom"}]}]
    assert _records(SEARCH) == [{"timing": "open", "cost": {"destroy_self": True}, "effects": [
        {"op": "search_deck", "deck": "fate", "find": {"type": "spell"}, "show": True,
         "to": "hand"}]}]


def test_two_costs_before_to() -> None:
    """"Bow this Shugenja and destroy this Spell to <effect>": both are costs (not a bow
    effect after the Spell is gone)."""
    assert _records("Limited: Bow this Shugenja and destroy this Spell to search your Fate "
                    "deck for an Item and put it in your hand.", CardType.SPELL) == [{
        "timing": "limited", "cost": {"bow_host": True, "destroy_self": True}, "effects": [
            {"op": "search_deck", "deck": "fate", "find": {"type": "item"}, "to": "hand"}]}]


def test_near_misses_stay_manual() -> None:
    for line in (
        "Limited: Look at the top three cards of your Fate deck.",  # looking alone
        "Limited: Look at the top three cards of any Fate deck. Put them back in any order.",
        "Limited: Look at the top three cards of your Fate deck. Put one of them in your hand "
        "and put the other one on the bottom of your deck in any order.",  # 3 - 1 is not 1
        "Open: Search your Fate deck for a Spell.",  # and then?
        "Open: Search your Fate deck for a Spell and put it into play.",
        "Open: Shuffle your Fate deck.",
    ):
        assert _records(line) is None, line


def _game(text: str, deck: list[str], **extra: Any) -> Game:
    recs = _records(text)
    assert recs is not None
    defs = [cd("Plum Archive", "holding", gold_cost=2, abilities=recs),
            *(cd(t, "spell" if t.startswith("Spell") else "strategy", gold_cost=1, focus=1)
              for t in dict.fromkeys(deck))]
    return game_at(player(home=["Plum Archive"], fate_deck=deck, **extra),
                   player("Lion Keep"), defs=defs)


def _titles(state: GameState, ids: list[str]) -> list[str]:
    return [state.title(c) for c in ids]


def test_putting_the_top_cards_back_in_the_chosen_order() -> None:
    """Top two of A B C D: Alice puts B first, then A is left: the deck is B A C D, her hand
    unchanged, the Holding bowed; the deck's other cards were never offered."""
    game = _game(LOOK_BACK, ["Card A", "Card B", "Card C", "Card D"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Plum Archive"), ability=0))
    a, b = find(s, "Card A"), find(s, "Card B")
    assert game.legal_actions() == [ChooseCard(0, choice=a), ChooseCard(0, choice=b)]
    assert ChooseCard(0, choice=b).label(s) == "Put Card B back next from the top of your deck"
    game.perform(ChooseCard(0, choice=b))
    assert not s.options  # the last card needs no choice
    assert _titles(s, s.players[0].fate_deck) == ["Card B", "Card A", "Card C", "Card D"]
    assert s.players[0].hand == [] and s.cards[find(s, "Plum Archive")].bowed


def test_one_into_the_hand_the_others_to_the_bottom() -> None:
    """Top three of A B C D E: B into the hand; then C goes to the bottom first and A under
    it: the deck is D E C A, the hand holds B."""
    game = _game(LOOK_KEEP, ["Card A", "Card B", "Card C", "Card D", "Card E"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Plum Archive"), ability=0))
    a, b, c = find(s, "Card A"), find(s, "Card B"), find(s, "Card C")
    assert ChooseCard(0, choice=b).label(s) == "Put Card B in your hand"
    assert game.legal_actions() == [ChooseCard(0, choice=x) for x in (a, b, c)]
    game.perform(ChooseCard(0, choice=b))
    assert game.legal_actions() == [ChooseCard(0, choice=a), ChooseCard(0, choice=c)]
    game.perform(ChooseCard(0, choice=c))
    assert _titles(s, s.players[0].fate_deck) == ["Card D", "Card E", "Card C", "Card A"]
    assert s.players[0].hand == [b] and s.cards[b].zone is Zone.HAND


def test_a_short_deck_and_an_empty_one() -> None:
    """Two cards for a look at three: one to the hand, the other back with no choice; an empty
    deck: nothing happens (the ability is still used)."""
    game = _game(LOOK_KEEP, ["Card A", "Card B"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Plum Archive"), ability=0))
    game.perform(ChooseCard(0, choice=find(s, "Card B")))
    assert _titles(s, s.players[0].fate_deck) == ["Card A"] and not s.options
    empty = _game(LOOK_KEEP, [])
    empty.perform(UseAbility(0, card=find(empty.state, "Plum Archive"), ability=0))
    assert not empty.state.options and empty.state.players[0].hand == []


def test_searching_shows_the_card_and_shuffles() -> None:
    """Alice destroys the Holding to search for a Spell: only the two Spells are offered (or
    none); the chosen one goes to her hand, the deck (4 cards left) is shuffled with the
    game's seeded generator."""
    deck = ["Card A", "Spell One", "Card B", "Spell Two", "Card C"]
    game = _game(SEARCH, deck)
    s = game.state
    rng_before = s.rng_state
    game.perform(UseAbility(0, card=find(s, "Plum Archive"), ability=0))
    one, two = find(s, "Spell One"), find(s, "Spell Two")
    assert game.legal_actions() == [ChooseCard(0, choice=one), ChooseCard(0, choice=two),
                                    ChooseOption(0, apply=False)]
    events = game.perform(ChooseCard(0, choice=two))
    assert s.players[0].hand == [two]
    assert sorted(_titles(s, s.players[0].fate_deck)) == ["Card A", "Card B", "Card C",
                                                          "Spell One"]
    assert s.rng_state != rng_before  # shuffled
    assert any("shows Spell Two" in e.describe(s) for e in events)
    assert s.cards[find(s, "Plum Archive")].zone is Zone.DYNASTY_DISCARD


def test_selecting_none_fails_this_search_for_the_rest_of_the_game() -> None:
    """Alice selects no Spell: the search fails and is remembered; her second Archive's search
    for a Spell then fails at once (no choice offered, the deck not shuffled)."""
    recs = _records(SEARCH)
    defs = [cd("Plum Archive", "holding", gold_cost=2, abilities=recs),
            cd("Spell One", "spell", gold_cost=1, focus=1)]
    game = game_at(player(home=["Plum Archive", "Plum Archive"], fate_deck=["Spell One"]),
                   player("Lion Keep"), defs=defs)
    s = game.state
    first, second = [c for c in s.players[0].home if s.title(c) == "Plum Archive"]
    game.perform(UseAbility(0, card=first, ability=0))
    game.perform(ChooseOption(0, apply=False))
    assert s.players[0].failed_searches == ["fate:spell"] and s.players[0].hand == []
    game.perform(Pass(1))
    assert game.waiting_for == 0
    rng = s.rng_state
    game.perform(UseAbility(0, card=second, ability=0))
    assert not s.options and s.players[0].hand == [] and s.rng_state == rng
    assert GameState.from_dict(s.to_dict()).players[0].failed_searches == ["fate:spell"]


def test_a_choice_survives_a_copy_and_a_save() -> None:
    """In the middle of a look (one card already put in the hand) the state is copied and
    saved: both keep the waiting choice (the cards offered, the card already chosen)."""
    game = _game(LOOK_KEEP, ["Card A", "Card B", "Card C", "Card D"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Plum Archive"), ability=0))
    game.perform(ChooseCard(0, choice=find(s, "Card A")))
    for other in (s.clone(), GameState.from_dict(s.to_dict())):
        assert other.options == s.options
        assert _titles(other, other.options[0]["pick"]) == ["Card B", "Card C"]


def test_the_validator_refuses_bad_effects() -> None:
    bad = [{"op": "look_top", "deck": "fate", "count": 3},
           {"op": "look_top", "deck": "discard", "count": 3, "rest": "top"},
           {"op": "look_top", "deck": "fate", "count": 2, "to_hand": 3, "rest": "top"},
           {"op": "search_deck", "deck": "fate", "find": {"type": "ring"}},
           {"op": "search_deck", "deck": "fate", "find": {"keyword": "Kiho"}, "to": "hand"}]
    for eff in bad:
        assert abilities.validate({"timing": "limited", "effects": [eff]}), eff
