"""Gold a card gives a payment for a given kind of card (``cardtext/paying_for.py``, issue 17,
core lane) and Gold production counted or conditioned on the cards you control
(``gold_traits.production_bonus``, ``trait_conditions``) [CE › TRAITS], [CE › GOLD
PRODUCTION], [CE › GOLD COST], [CE › REMAIN]. Exact Gold, bowing and pools; our own cards."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.actions import Equip, Recruit
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player


def _trait(**kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", **kw}


_MONK_DISCOUNT = _trait(ongoing="gold_when_paying", amount=3, way="discount",
                        paying={"type": "personality", "keyword": "Monk"})
_FOR_NONHUMAN = _trait(ongoing="gold_when_paying", amount=3, paying={"keyword": "Nonhuman"})
_FREE_SAMURAI = _trait(ongoing="gold_when_paying", amount="all", way="discount",
                       paying={"type": "personality", "keyword": "Samurai", "unique": False})
_JADE_ONLY = _trait(ongoing="gold_when_paying", amount=5, only_that_card=True,
                    paying={"keyword": "Jade"})
DEFS = [
    cd("Quiet Temple", "holding", gold_cost=2, gold_production=2, abilities=[_MONK_DISCOUNT]),
    cd("Old Grove", "holding", gold_cost=2, gold_production=2, abilities=[_FOR_NONHUMAN]),
    cd("Drill Yard", "holding", gold_cost=7, abilities=[_FREE_SAMURAI]),
    cd("Jade Kiln", "holding", gold_cost=3, gold_production=3, abilities=[_JADE_ONLY]),
    cd("Counting House", "holding", keywords=["Unique"], gold_cost=4, gold_production=1,
       abilities=[_trait(ongoing="gold_production", amount=1, per={
           "in": "yours", "filter": {"type": "holding", "unique": False}})]),
    cd("Poetry Hall", "holding", gold_cost=2, gold_production=2, abilities=[_trait(
        ongoing="gold_production", amount=1, **{"if": {"all": [
            {"player": "you", "controls": {"type": "personality", "keyword": "Courtier"}},
            {"player": "you", "favor": True}]}})]),
    cd("Lantern House", "holding", keywords=["Geisha House"], gold_cost=3, gold_production=2,
       abilities=[_trait(ongoing="gold_production", amount=2, **{"if": {
           "player": "you", "controls": {"keyword": "Geisha House", "at_least": 2,
                                         "other": True}}})]),
    cd("Plain Hut", "holding", gold_cost=1),
    cd("Grand Hut", "holding", keywords=["Unique"], gold_cost=1),
    cd("Bare Monk", "personality", keywords=["Monk"], force=1, chi=2, gold_cost=3,
       personal_honor=1, honor_requirement=0),
    cd("Bare Samurai", "personality", keywords=["Samurai"], force=2, chi=1, gold_cost=3,
       personal_honor=1, honor_requirement=0),
    cd("Great Samurai", "personality", keywords=["Samurai", "Unique"], force=4, chi=2,
       gold_cost=7, personal_honor=2, honor_requirement=0),
    cd("Big Samurai", "personality", keywords=["Samurai"], force=4, chi=2, gold_cost=7,
       personal_honor=2, honor_requirement=0),
    cd("Little Monk", "personality", keywords=["Monk"], force=1, chi=1, gold_cost=1,
       personal_honor=1, honor_requirement=0),
    cd("Small Kappa", "personality", keywords=["Nonhuman"], force=1, chi=1, gold_cost=2,
       personal_honor=0, honor_requirement=0),
    cd("Kappa", "personality", keywords=["Nonhuman"], force=2, chi=1, gold_cost=3,
       personal_honor=0, honor_requirement=0),
    cd("Jade Charm", "item", keywords=["Jade"], force=0, chi=1, gold_cost=5, focus=1),
    cd("Iron Charm", "item", force=0, chi=1, gold_cost=5, focus=1),
    cd("Sage", "personality", keywords=["Courtier"], force=1, chi=2, gold_cost=3,
       personal_honor=1),
]
_KEEP = {"title": "Crane Keep", "bowed": True}  # Alice's Gold: what the test gives her


def _dynasty(home: list[Any], for_sale: list[str], profile: str = "celestial",
             pool: int = 0) -> Game:
    p1 = player(_KEEP, home=home, gold_pool=pool,
                provinces=[{"title": t, "face_up": True} for t in for_sale]
                + ["Filler Dynasty"] * (4 - len(for_sale)))
    return game_at(p1, phase="dynasty", defs=DEFS, profile=profile)


def _recruits(game: Game) -> set[str]:
    s = game.state
    return {s.cards[a.card].title for a in game.legal_actions() if isinstance(a, Recruit)}


def _recruit(game: Game, title: str) -> None:
    cid = find(game.state, title)
    game.perform(next(a for a in game.legal_actions()
                      if isinstance(a, Recruit) and a.card == cid and not a.invest))


def test_a_discount_for_a_monk_only() -> None:
    """The Quiet Temple (produces 2; a Monk enters play for 3 less): the Monk (3) is
    recruited by bowing it alone, the Samurai (3) is not offered (2 Gold)."""
    game = _dynasty(["Quiet Temple"], ["Bare Monk", "Bare Samurai"])
    s = game.state
    assert _recruits(game) == {"Bare Monk"}
    assert economy.available_gold(s, 0) == 2
    assert economy.available_gold(s, 0, paying=find(s, "Bare Monk")) == 3
    _recruit(game, "Bare Monk")
    assert s.cards[find(s, "Bare Monk")].in_play
    assert s.cards[find(s, "Quiet Temple")].bowed and s.players[0].gold_pool == 0


def test_more_gold_for_a_nonhuman() -> None:
    """The Old Grove produces 2, or 3 for a Nonhuman: the Kappa (3) only."""
    game = _dynasty(["Old Grove"], ["Kappa", "Bare Samurai"])
    assert _recruits(game) == {"Kappa"}
    _recruit(game, "Kappa")
    s = game.state
    assert s.cards[find(s, "Kappa")].in_play and s.cards[find(s, "Old Grove")].bowed


def test_a_whole_gold_cost_for_a_non_unique_samurai() -> None:
    """The Drill Yard (no Gold Production) pays a non-Unique Samurai's whole cost (7), not a
    Unique one's, and produces nothing for anything else."""
    game = _dynasty(["Drill Yard"], ["Big Samurai", "Great Samurai", "Plain Hut"])
    s = game.state
    assert _recruits(game) == {"Big Samurai"}
    assert economy.producers(s, 0) == []
    _recruit(game, "Big Samurai")
    assert s.cards[find(s, "Big Samurai")].in_play and s.cards[find(s, "Drill Yard")].bowed


def test_gold_that_pays_only_for_a_jade_card() -> None:
    """The Jade Kiln produces 3, or 5 for a Jade card: the Jade Charm (5) is equipped with it
    alone, the Iron Charm (5) is not offered."""
    game = game_at(player(_KEEP, home=["Ronin", "Jade Kiln"], hand=["Jade Charm", "Iron Charm"]),
                   defs=DEFS)
    s = game.state
    offered = {s.cards[a.card].title for a in game.legal_actions() if isinstance(a, Equip)}
    assert offered == {"Jade Charm"}
    game.perform(Equip(0, find(s, "Jade Charm"), find(s, "Ronin")))
    assert s.cards[find(s, "Jade Charm")].attached_to == find(s, "Ronin")
    assert s.cards[find(s, "Jade Kiln")].bowed


@pytest.mark.parametrize(("home", "sale", "left"), [
    (["Quiet Temple"], "Little Monk", 0),  # 3 less for a Monk of 1: nothing kept
    (["Old Grove"], "Small Kappa", 1),     # 3 produced for a Nonhuman of 2: 1 kept
    (["Jade Kiln"], "Plain Hut", 2),       # its plain 3 for a 1-Gold Hut: 2 kept
])
def test_the_twenty_festivals_pool_keeps_no_discount(home: list[str], sale: str,
                                                     left: int) -> None:
    """In the Twenty Festivals pool, Gold left over is kept, but never a discount ("enters
    play for 3 less Gold" for a Monk of 1 leaves nothing to keep), while Gold produced for a
    Nonhuman without "which may only pay for that card" is kept like any other."""
    game = _dynasty(home, [sale], profile="twenty_festivals")
    _recruit(game, sale)
    assert game.state.players[0].gold_pool == left


def test_production_counted_from_your_holdings() -> None:
    """The Counting House produces 1 plus 1 for each non-Unique Holding you control: 3 with
    two Plain Huts and a Grand Hut (Unique, not counted), 1 alone; Bob's do not count."""
    game = game_at(player(_KEEP, home=["Counting House", "Plain Hut", "Plain Hut",
                                       "Grand Hut"]),
                   player("Lion Keep", home=["Plain Hut"]), defs=DEFS)
    s = game.state
    assert stats.gold_production(s, find(s, "Counting House")) == 3
    game = game_at(player(_KEEP, home=["Counting House"]), player("Lion Keep",
                                                                  home=["Plain Hut"]),
                   defs=DEFS)
    assert stats.gold_production(game.state, find(game.state, "Counting House")) == 1


@pytest.mark.parametrize(("sage", "favor", "gold"), [
    (True, True, 3), (True, False, 2), (False, True, 2)])
def test_production_while_you_control_a_courtier_and_the_favor(sage: bool, favor: bool,
                                                               gold: int) -> None:
    home = ["Poetry Hall", *(["Sage"] if sage else [])]
    game = game_at(player(_KEEP, home=home, imperial_favor=favor), defs=DEFS)
    s = game.state
    assert stats.gold_production(s, find(s, "Poetry Hall")) == gold


@pytest.mark.parametrize(("houses", "gold"), [(1, 2), (2, 2), (3, 4)])
def test_production_with_two_other_geisha_houses(houses: int, gold: int) -> None:
    """Each Lantern House produces 4 with two others in play, 2 otherwise (itself is not
    counted)."""
    game = game_at(player(_KEEP, home=["Lantern House"] * houses), defs=DEFS)
    s = game.state
    assert stats.gold_production(s, find(s, "Lantern House")) == gold


@pytest.mark.parametrize("bad", [
    {"amount": 0},
    {"amount": "all"},  # all only as a discount
    {"way": "steal"},
    {"paying": {}},
    {"paying": {"type": "dragon"}},
    {"paying": {"colour": "red"}},
    {"paying": {"unique": "yes"}},
    {"only_that_card": False},
])
def test_the_validator(bad: dict[str, Any]) -> None:
    assert not abilities.validate(_FOR_NONHUMAN)
    assert not abilities.validate(_FREE_SAMURAI)
    assert abilities.validate({**_FOR_NONHUMAN, **bad})


def test_the_validator_of_conditions_and_counts() -> None:
    ok = _trait(ongoing="gold_production", amount=1,
                **{"if": {"player": "you", "controls": {"keyword": "Tactician"}}})
    assert not abilities.validate(ok)
    assert abilities.validate({**ok, "if": {"player": "you", "controls": {"at_least": 0}}})
    assert abilities.validate({**ok, "if": {"player": "you", "favor": "yes"}})
    assert abilities.validate({**ok, "if": {"player": "others", "controls": {
        "keyword": "Tactician", "other": True}}})  # another player's: no count or other
    counted = _trait(ongoing="gold_production", amount=1,
                     per={"in": "yours", "filter": {"type": "holding", "unique": False}})
    assert not abilities.validate(counted)
    assert abilities.validate({**counted, "per": {"in": "army", "filter": {}}})
    assert abilities.validate({**counted, "per": {"in": "yours", "filter": {"unique": 1}}})
