"""Refilling a province face-up (``cardtext/refills.py``, ``templates/refills.py``)
[CE › AREAS OF THE GAME › PROVINCES]: a trigger of a card entering play from a province that
refills it face-up leaves the top Dynasty card there face up instead of face down."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import Pass, Recruit, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, refills
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, game_at, player

_REFILL = [{"op": "refill_face_up", "target": "self"}]
DEFS = [
    cd("Cloth Market", "holding", gold_cost=2, gold_production=1,
       abilities=[{"timing": "trait", "trigger": {"event": "recruited", "card": "self"},
                   "effects": _REFILL}]),
    cd("Stubborn Guard", "personality", clans=["Crane"], force=3, chi=2, honor_requirement=0,
       gold_cost=2, personal_honor=1,
       abilities=[{"timing": "reaction", "trigger": {"event": "recruited", "card": "self"},
                   "effects": _REFILL}]),
    cd("Next In Line", "holding", gold_cost=9),
]


def _dynasty(title: str, deck: list[str]) -> Game:
    p1 = player(provinces=["Filler Dynasty", {"title": title, "face_up": True},
                           "Filler Dynasty", "Filler Dynasty"],
                home=["Gold Mine", "Small Farm"], dynasty_deck=deck)
    return game_at(p1, phase="dynasty", defs=DEFS)


def test_trait_refills_the_province_it_left_face_up() -> None:
    """Recruiting the Cloth Market from Alice's second province: the top of her Dynasty deck
    (Next In Line) is there face up; the deck goes 2 -> 1 cards; the other provinces stay
    face down; a save keeps the province the Market came from."""
    game = _dynasty("Cloth Market", ["Next In Line", "Filler Dynasty"])
    s = game.state
    market = find(s, "Cloth Market")
    game.perform(Recruit(0, card=market, discount=False))
    p = s.players[0]
    nxt = find(s, "Next In Line")
    assert p.provinces[1] == nxt and s.cards[nxt].face_up
    assert len(p.dynasty_deck) == 1
    assert [s.cards[c].face_up for i, c in enumerate(p.provinces) if i != 1] == [False] * 3
    assert s.cards[market].from_province == 1
    again = type(s).from_dict(s.to_dict())
    assert again.cards[market].from_province == 1 and again.to_dict() == s.to_dict()


def test_reaction_is_optional() -> None:
    """The Stubborn Guard's Reaction: used, the refilled card is face up; declined (both
    pass), it stays face down as the rules refill it."""
    for use in (True, False):
        game = _dynasty("Stubborn Guard", ["Next In Line"])
        s = game.state
        guard = find(s, "Stubborn Guard")
        game.perform(Recruit(0, card=guard, discount=False))
        nxt = find(s, "Next In Line")
        assert not s.cards[nxt].face_up
        assert UseAbility(0, guard, 0) in game.legal_actions()
        if use:
            game.perform(UseAbility(0, guard, 0))
        else:
            game.perform(Pass(0))
            game.perform(Pass(1))
        assert s.cards[nxt].face_up is use
        assert s.players[0].provinces[1] == nxt


def test_empty_deck_and_card_not_from_a_province() -> None:
    """With an empty Dynasty deck the province stays empty (nothing to refill); a card that
    left its province for the discard pile forgets it (``from_province`` None), and the
    effect on a card not from a province changes nothing."""
    game = _dynasty("Cloth Market", [])
    s = game.state
    market = find(s, "Cloth Market")
    game.perform(Recruit(0, card=market, discount=False))
    assert s.players[0].provinces[1] is None
    game = _dynasty("Cloth Market", ["Next In Line"])
    s = game.state
    guard = find(s, "Gold Mine")
    before = [(c, s.cards[c].face_up) for c in s.players[0].provinces]
    refills.apply(s, 0, guard, _REFILL[0])
    assert [(c, s.cards[c].face_up) for c in s.players[0].provinces] == before
    market = find(s, "Cloth Market")
    moves.discard(s, market)
    assert s.cards[market].from_province is None


def test_validator_and_translator() -> None:
    """The record's effect must be on the card itself; the translator reads the trait and the
    Reaction after a trigger from a province and nowhere else."""
    bad = {"timing": "trait", "trigger": {"event": "recruited", "card": "self"},
           "effects": [{"op": "refill_face_up", "target": 0}]}
    assert any("target: self" in p for p in abilities.validate(bad))
    holding = CardDef.from_dict(cd("Silk Stall", "holding", gold_cost=2))
    person = CardDef.from_dict(cd("Hida Tomo", "personality", gold_cost=5))
    assert translate_ability("After you Recruit Silk Stall from a province, refill the "
                             "province face-up.", holding) == \
        {"timing": "trait", "trigger": {"event": "recruited", "card": "self"},
         "effects": _REFILL}
    assert translate_ability("Reaction: After Tomo enters play from a province: Refill it "
                             "face-up.", person) == \
        {"timing": "reaction", "trigger": {"event": "recruited", "card": "self"},
         "effects": _REFILL}
    for manual in ("Reaction: After Tomo enters play: Refill it face-up.",
                   "Battle: Refill it face-up.",
                   "After this Holding is destroyed, refill the Province face-up."):
        assert translate_ability(manual, person if "Tomo" in manual else holding) is None
