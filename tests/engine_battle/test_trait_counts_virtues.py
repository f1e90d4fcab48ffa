"""Counted traits on the card's attachments and unit, a clan count on an Item, an entry
discount per card you control (``cardtext/trait_counts.py``) [CE › TRAITS], [CE › REMAIN];
Compassion and Courtesy traits (``trait_conditions.py``: ``fewer_provinces``, ``went_first``);
a granted Destined (``keywords/draws.py``) and "discard a card" by the player taking the
action (``player_picks`` ``who: you``) [CE › CHOICES]. Our own test cards and numbers."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, Recruit, UseAbility
from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player, position

_P = {"chi": 2, "gold_cost": 3, "personal_honor": 1, "honor_requirement": 0}


def _stat(**kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 1, **kw}


DEFS = [
    cd("Blade Dancer", "personality", force=2, **_P, abilities=[
        _stat(applies_to="self", per={"in": "attached", "filter": {"keyword": "Weapon"}}),
        _stat(stat="chi", applies_to="self",
              per={"in": "attached", "filter": {"keyword": "Weapon"}})]),
    cd("Long Knife", "item", keywords=["Weapon"], force=0, chi=0, gold_cost=1, focus=1),
    cd("Plain Robe", "item", force=0, chi=0, gold_cost=1, focus=1),
    cd("Levy", "follower", keywords=["Ashigaru"], force=1, gold_cost=1, focus=1, abilities=[
        _stat(applies_to="self", per={"in": "unit", "filter": {"keyword": "Ashigaru"},
                                      "other": True})]),
    cd("Clan Banner", "item", force=1, chi=0, gold_cost=1, focus=1, abilities=[
        _stat(applies_to="self", per={"in": "yours", "filter": {"type": "personality",
                                                                 "clan": "Crab"}})]),
    cd("Crab Guard", "personality", clans=["Crab"], force=2, **_P),
    cd("Lion Guard", "personality", clans=["Lion"], force=2, **_P),
    cd("Busy Village", "holding", gold_cost=5, gold_production=1, abilities=[{
        "timing": "continuous", "ongoing": "entry_discount", "amount": 1,
        "per": {"in": "yours", "filter": {"type": "personality"}}}]),
    cd("Gentle Host", "personality", force=2, **_P, abilities=[{
        "timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 2,
        "applies_to": "self", "if": {"player": "you", "fewer_provinces": True}}]),
    cd("Polite Host", "personality", force=2, **_P, abilities=[{
        "timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 2,
        "applies_to": "self", "if": {"player": "you", "went_first": False}}]),
    cd("Lucky Ronin", "personality", force=1, chi=1, gold_cost=2, personal_honor=1,
       honor_requirement=0, abilities=[{
           "timing": "continuous", "ongoing": "keyword", "keyword": "Destined",
           "applies_to": "self", "if": {"player": "you", "controls": {"keyword": "Geisha"}}}]),
    cd("Tea Geisha", "personality", keywords=["Geisha"], force=1, **_P),
    cd("Rice Store", "holding", gold_cost=2, gold_production=1, abilities=[{
        "timing": "limited", "cost": {"bow_self": True}, "effects": [
            {"op": "draw", "amount": 1, "player": "you"},
            {"op": "player_picks", "who": "you", "from": "hand", "then": "discard",
             "if": {"player": "you", "hand_at_least": 6}}]}]),
]


def _at(alice: dict[str, Any], bob: dict[str, Any] | None = None, **kw: Any) -> Game:
    return game_at(player(name="Alice", **alice), bob or player("Lion Keep", name="Bob"),
                   defs=DEFS, **kw)


def _f(game: Game, title: str, stat: str = "force") -> int:
    return getattr(stats, stat)(game.state, find(game.state, title, 0))


def test_for_each_of_his_weapons() -> None:
    """Two Weapons and a Robe: 2F/2C -> 4F/4C; none: 2F/2C."""
    armed = _at({"home": [{"title": "Blade Dancer", "attachments": [
        "Long Knife", "Long Knife", "Plain Robe"]}]})
    assert (_f(armed, "Blade Dancer"), _f(armed, "Blade Dancer", "chi")) == (4, 4)
    bare = _at({"home": ["Blade Dancer"]})
    assert (_f(bare, "Blade Dancer"), _f(bare, "Blade Dancer", "chi")) == (2, 2)


def test_for_each_other_ashigaru_in_this_unit() -> None:
    """Three Levies in one unit: each 1 + 2 = 3; a Levy alone in another unit: 1."""
    game = _at({"home": [{"title": "Lion Guard", "attachments": ["Levy", "Levy", "Levy"]},
                         {"title": "Crab Guard", "attachments": ["Levy"]}]})
    s = game.state
    by_unit = sorted(stats.force(s, c) for c in s.cards if s.cards[c].title == "Levy")
    assert by_unit == [1, 3, 3, 3]


def test_an_items_count_of_clan_personalities_reaches_its_bearer() -> None:
    """The Banner (+1F) counts Alice's Crab Personalities: two of them, so +3F to its
    Lion bearer (2 -> 5); Bob's Crab Guard is not counted."""
    game = _at({"home": [{"title": "Lion Guard", "attachments": ["Clan Banner"]},
                         "Crab Guard", "Crab Guard"]},
               player("Lion Keep", name="Bob", home=["Crab Guard"]))
    assert _f(game, "Lion Guard") == 5


def test_entry_discount_for_each_personality_you_control() -> None:
    """Gold Cost 5, two Personalities in play: recruited with 3 Gold, not with 2."""
    def game(gold: int) -> Game:
        return game_at(player({"title": "Lion Keep", "bowed": True}, name="Alice",
                              home=["Crab Guard", "Lion Guard"], gold_pool=gold,
                              provinces=[{"title": "Busy Village", "face_up": True},
                                         "Filler Dynasty", "Filler Dynasty", "Filler Dynasty"]),
                       player(name="Bob"), phase="dynasty", defs=DEFS)

    def recruits(g: Game) -> list[Recruit]:
        me = find(g.state, "Busy Village", 0)
        return [a for a in g.legal_actions() if isinstance(a, Recruit) and a.card == me
                and not a.discount and not a.for_honor]
    assert recruits(game(3)) and not recruits(game(2))


def test_compassion_while_you_have_fewer_provinces() -> None:
    """+2F with 3 Provinces against Bob's 4; not with 4 each."""
    fewer = _at({"home": ["Gentle Host"], "provinces": ["Filler Dynasty"] * 3})
    assert _f(fewer, "Gentle Host") == 4
    assert _f(_at({"home": ["Gentle Host"]}), "Gentle Host") == 2


def test_courtesy_unless_you_went_first() -> None:
    """+2F when Bob went first; not when Alice did."""
    pos = position(player(name="Alice", home=["Polite Host"]), player("Lion Keep", name="Bob"),
                   defs=DEFS)
    pos["first_player"] = 1
    assert _f(Game.from_position(pos), "Polite Host") == 4
    assert _f(_at({"home": ["Polite Host"]}), "Polite Host") == 2


def _recruit_ronin(home: list[str]) -> tuple[int, int]:
    game = game_at(player({"title": "Lion Keep", "bowed": True}, name="Alice", home=home,
                          gold_pool=2, provinces=[{"title": "Lucky Ronin", "face_up": True},
                                                  "Filler Dynasty", "Filler Dynasty",
                                                  "Filler Dynasty"]),
                   player(name="Bob"), phase="dynasty", defs=DEFS)
    s = game.state
    me = find(s, "Lucky Ronin", 0)
    before = len(s.players[0].hand)
    game.perform(next(a for a in game.legal_actions() if isinstance(a, Recruit)
                      and a.card == me and not a.for_honor))
    return before, len(s.players[0].hand)


def test_a_granted_destined_draws_a_card() -> None:
    """Recruited while Alice controls a Geisha: the Ronin is Destined, one card drawn
    (0 -> 1); without a Geisha, none."""
    assert _recruit_ronin(["Tea Geisha"]) == (0, 1)
    assert _recruit_ronin([]) == (0, 0)
    assert "Destined" in ongoing.GRANTABLE


def test_discard_a_card_if_you_now_have_six() -> None:
    """Hand 5: the Store draws (6) and Alice discards the card she picks (5, one in her
    pile); hand 3: draws (4), no choice."""
    hand = ["Filler Fate"] * 5
    game = _at({"home": ["Rice Store"], "hand": hand})
    s = game.state
    store = find(s, "Rice Store", 0)
    game.perform(UseAbility(0, store, 0, ()))
    picks = [a for a in game.legal_actions() if isinstance(a, ChooseCard)]
    assert len(picks) == 6 and all(a.player == 0 for a in picks)
    game.perform(picks[0])
    assert (len(s.players[0].hand), len(s.players[0].fate_discard)) == (5, 1)
    small = _at({"home": ["Rice Store"], "hand": ["Filler Fate"] * 3})
    small.perform(UseAbility(0, find(small.state, "Rice Store", 0), 0, ()))
    assert not small.state.options and len(small.state.players[0].hand) == 4
