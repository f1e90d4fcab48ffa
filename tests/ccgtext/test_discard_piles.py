"""Cards in discard piles as targets, and putting one into its owner's hand
(``cardtext/discard_piles.py``, ``templates/discard_pile_targets.py``) [CE › TARGET],
[CE › AREAS OF THE GAME › DISCARD PILES]. Our own test lines and cards."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, game_at

_HOLDING = CardDef.from_dict(cd("Quiet Archive", "holding", gold_cost=2))
_STRATEGY = CardDef.from_dict(cd("Onward", "strategy", gold_cost=0, focus=1))
_TO_HAND = {"op": "to_hand", "target": 0}


def _read(line: str, card: CardDef = _HOLDING) -> Any:
    return translate_ability(line, card)


# --- the translator -------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "target"), [
    ("Limited, 1 Gold: Put a target Follower from your Fate discard pile into your hand.",
     {"type": "follower"}),
    ("Open, Bow: Gain 1 Honor. Put a target Terrain in your discard pile into your hand.",
     {"type": "strategy", "keyword": "Terrain"}),
    ("Open, Bow: Put a target Weapon Item from your discard pile into your hand.",
     {"type": "item", "keyword": "Weapon"}),
    ("Open, Bow: Target a Follower in your Fate discard pile: Put it into your hand.",
     {"type": "follower"}),
    ("Open, Bow: Target a non-Unique Strategy in your Fate discard pile: Put the Strategy into "
     "your hand.", {"type": "strategy", "unique": False}),
    ("Open, Bow: Put a Kiho Strategy in your discard pile into your hand.",
     {"type": "strategy", "keyword": "Kiho", "choose": True}),
])
def test_a_card_in_your_discard_pile_into_your_hand(line: str, target: dict[str, Any]) -> None:
    rec = _read(line)
    assert rec["targets"] == [{"zone": "discard", "controller": "you", **target}]
    assert [e for e in rec["effects"] if e["op"] != "gain_honor"] == [_TO_HAND]


@pytest.mark.parametrize("line", [
    # an ability keyword, not a card keyword
    "Open, Bow: Put a target Battle Strategy in your discard pile into your hand.",
    "Open, Bow: Put a target Political Strategy in your discard pile into your hand.",
    # chosen after another effect: the engine chooses with the targets
    "Open, Bow: Draw a card. Put a Kiho in your discard pile into your hand.",
    # filters a card out of play does not have
    "Open, Bow: Put a target bowed Follower in your discard pile into your hand.",
    # another player's pile into your hand
    "Limited: Target a Follower in any player's discard pile: Put it into your hand.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None


def test_the_validator_guards_discard_pile_targets() -> None:
    pile = {"type": "follower", "zone": "discard", "controller": "you"}
    assert not validate({"timing": "limited", "targets": [pile], "effects": [_TO_HAND]})
    assert validate({"timing": "limited", "targets": [{"type": "follower"}],
                     "effects": [_TO_HAND]})  # a card in play
    assert validate({"timing": "limited", "targets": [{**pile, "type": "personality"}],
                     "effects": [_TO_HAND]})  # a Dynasty card never goes to a hand
    assert validate({"timing": "limited", "targets": [{**pile, "controller": "any"}],
                     "effects": [_TO_HAND]})  # "your hand": your own pile only
    assert validate({"timing": "limited", "targets": [{**pile, "bowed": True}],
                     "effects": [_TO_HAND]})
    assert validate({"timing": "limited", "targets": [{"type": "strategy"}],
                     "effects": [{"op": "bow", "target": 0}]})  # a Strategy in play


# --- the engine -----------------------------------------------------------------------------

_ARCHIVE = {"timing": "limited", "cost": {"bow_self": True},
            "targets": [{"type": "strategy", "keyword": "Kiho", "zone": "discard",
                         "controller": "you"}],
            "effects": [_TO_HAND]}
DEFS = [cd("Archive", "holding", gold_cost=2, abilities=[_ARCHIVE]),
        cd("Calm Kiho", "strategy", keywords=["Kiho"], gold_cost=0, focus=1),
        cd("Plain Plan", "strategy", gold_cost=0, focus=1)]


def _game() -> Game:
    return game_at(p1={"home": ["Archive"], "hand": [],
                       "fate_discard": ["Calm Kiho", "Plain Plan"]},
                   p2={"fate_discard": ["Calm Kiho"]}, phase="action", defs=DEFS)


def test_only_a_fitting_card_in_your_own_pile_is_offered_and_goes_to_your_hand() -> None:
    game = _game()
    s = game.state
    archive = find(s, "Archive", 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == archive]
    kiho = find(s, "Calm Kiho", 0)
    assert [u.targets for u in uses] == [(kiho,)]  # not the Plain Plan, not Bob's Kiho
    game.perform(uses[0])
    s = game.state
    assert s.players[0].hand == [kiho] and kiho not in s.players[0].fate_discard
    assert s.cards[kiho].zone.value == "hand" and s.cards[archive].bowed
    assert len(s.players[1].fate_discard) == 1


def test_nothing_fits_so_the_ability_is_not_offered() -> None:
    game = game_at(p1={"home": ["Archive"], "fate_discard": ["Plain Plan"]}, phase="action",
                   defs=DEFS)
    archive = find(game.state, "Archive", 0)
    assert not [a for a in game.legal_actions()
                if isinstance(a, UseAbility) and a.card == archive]
