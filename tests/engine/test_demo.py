"""The bundled demo content: original cards and two decks legal by the Celestial construction
rules [S1 › THE PLAY DECK] (ENGINE-SPEC §14)."""

from __future__ import annotations

from collections import Counter

from l5r_desktop.demo import cards_by_title, demo_cards, demo_decks, demo_setup
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType, Deck


def test_demo_cards_are_well_formed_and_round_trip() -> None:
    cards = demo_cards()
    assert len({c.id for c in cards}) == len(cards)
    assert len({c.title for c in cards}) == len(cards)
    for c in cards:
        assert CardDef.from_dict(c.to_dict()) == c
    types = Counter(c.type for c in cards)
    for t in (CardType.STRONGHOLD, CardType.HOLDING, CardType.PERSONALITY, CardType.FOLLOWER,
              CardType.ITEM, CardType.SPELL, CardType.STRATEGY, CardType.RING, CardType.EVENT,
              CardType.REGION, CardType.CELESTIAL):
        assert types[t] >= 1, t
    by = cards_by_title()
    assert by["Border Keep"].id == "rules:border-keep"
    assert any(c.has_keyword("Shugenja") for c in cards)
    assert any(c.has_keyword("Weapon") for c in cards) and any(c.has_keyword("Armor")
                                                               for c in cards)


def test_demo_decks_are_legal_celestial_decks() -> None:
    """Dynasty >= 40, Fate >= 40, <= 1 per Unique or Event title, <= 3 otherwise (experience
    levels are different titles); starting Holdings may not be in decks."""
    by = cards_by_title()
    decks = demo_decks()
    assert len(decks) == 2 and len({d.stronghold for d in decks}) == 2
    for deck in decks:
        assert by[deck.stronghold].type is CardType.STRONGHOLD
        assert sum(deck.dynasty.values()) >= 40 and sum(deck.fate.values()) >= 40
        for part, wanted in ((deck.dynasty, Deck.DYNASTY), (deck.fate, Deck.FATE)):
            for title, n in part.items():
                d = by[title]
                assert d.deck is wanted, title
                assert title not in ("Border Keep", "Bamboo Harvesters")
                limit = 1 if (d.is_unique or d.type is CardType.EVENT) else 3
                assert 1 <= n <= limit, (title, n)


def test_demo_game_starts_for_every_profile() -> None:
    for profile in ("celestial", "gold", "twenty_festivals"):
        game = Game.new(demo_setup(seed=3, profile=profile))
        assert game.legal_actions()
        assert sum(len(p.dynasty_deck) + len(p.provinces) for p in game.state.players) >= 80
