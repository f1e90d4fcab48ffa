"""A card in the province of the ability's own Region (``province_cards.py``,
``this_province``): any card there, face-up or face-down; discarded and the province refilled
face-up with a Personality chosen in the discard pile (``refill_with``) [CE › PROVINCES],
[CE › REGION]. Our own cards and words."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player

# "Limited: Discard this card: Discard a card from this province, refilling it face-up with a
# Ghost Personality from your discard pile." (ours, a Region)
_MIST = {"timing": "limited", "cost": {"discard_self": True},
         "targets": [{"type": "personality", "zone": "discard", "controller": "you",
                      "keyword": "Ghost", "choose": True},
                     {"type": "card", "zone": "province", "this_province": True,
                      "choose": True}],
         "effects": [{"op": "refill_with", "target": 1, "card": 0}]}

DEFS = [
    cd("Mist Valley", "region", abilities=[_MIST]),
    cd("Pale Ghost", "personality", keywords=["Ghost"], force=2, chi=2, gold_cost=4,
       personal_honor=0),
    cd("Plain Farmer", "personality", force=1, chi=1, gold_cost=2, personal_honor=1),
]


def _game(region_at: int = 0) -> Game:
    regions: list = [None, None, None, None]
    regions[region_at] = "Mist Valley"
    alice = player(regions=regions, dynasty_discard=["Pale Ghost", "Plain Farmer"])
    return game_at(alice, player("Lion Keep"), defs=DEFS)


def test_the_regions_province_card_is_replaced_by_the_chosen_ghost() -> None:
    """The face-down card under the Valley (Alice's second province) is the only province card
    offered, with the Ghost (not the Farmer); after the use it is in her discard pile, the
    Ghost face-up in that province and the Valley discarded."""
    game = _game(1)
    s = game.state
    valley, ghost = find(s, "Mist Valley", 0), find(s, "Pale Ghost", 0)
    under = s.players[0].provinces[1]
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == valley]
    assert [u.targets for u in uses] == [(ghost, under)]
    game.perform(uses[0])
    assert s.players[0].provinces[1] == ghost and s.cards[ghost].face_up
    assert s.cards[under].zone is Zone.DYNASTY_DISCARD
    assert s.cards[valley].zone is not Zone.PROVINCE and s.players[0].province_regions[1] is None


def test_the_validator() -> None:
    assert not validate(_MIST)
    bad = {**_MIST, "targets": [_MIST["targets"][0], {"type": "holding", "zone": "province",
                                                      "this_province": True, "choose": True}]}
    assert validate(bad)
