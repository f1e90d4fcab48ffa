"""Costs and card movement of actions on cards in play (issue 17, core lane): "Put it in its
owner's hand" (``to_owner_hand``, ``returns.py`` [CE › AREAS OF THE GAME › HAND]), "Discard
the top N cards of your Fate deck" and "Remove this card from the game" as costs
(``discard_fate_top``, ``remove_self`` [CE › COSTS]), "Choose a <spec> in your discard
pile" and "the <Keyword>'s" naming the performer [CE › PRONOUNS]. Our own lines and cards."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, game_at

_KAZE = CardDef.from_dict(cd("Kaze Tomo", "personality", force=2, chi=2, gold_cost=3,
                             personal_honor=2))
_OWL = CardDef.from_dict(cd("Night Owl", "follower", force=1, gold_cost=1, focus=1))


def _read(line: str, card: CardDef = _KAZE) -> Any:
    return translate_ability(line, card)


def test_the_translator() -> None:
    rec = _read("Open: Target an enemy Item: Put it in its owner's hand.")
    assert rec["effects"] == [{"op": "to_owner_hand", "target": 0}]
    rec = _read("Battle: Discard the top 2 cards of your Fate deck and target an enemy "
                "Personality: Bow him.")
    assert rec["cost"] == {"discard_fate_top": 2}
    rec = _read("Limited: Remove this card from the game: Choose a Kata Strategy in your "
                "discard pile. Put it into your hand.", _OWL)
    assert rec["cost"] == {"remove_self": True}
    assert rec["targets"] == [{"zone": "discard", "controller": "you", "type": "strategy",
                               "keyword": "Kata", "choose": True}]
    assert rec["effects"] == [{"op": "to_hand", "target": 0}]
    rec = _read("Open: Target your performing Monk to give Kaze a Force bonus equal to the "
                "Monk's Chi.")
    assert rec["effects"][0]["amount_from"] == {"card": 0, "stat": "chi", "sign": 1}


@pytest.mark.parametrize("line", [
    "Open: Target an enemy Personality: Put him in his owner's hand.",
    "Open: Target an enemy Item: Put it in your hand.",
    "Open: Discard the top 2 cards of your Dynasty deck: Gain 1 Honor.",
    "Open: Gain 1 Honor. Choose a Kata Strategy in your discard pile.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None


def test_the_validator() -> None:
    ok = {"timing": "open", "targets": [{"type": "item"}],
          "effects": [{"op": "to_owner_hand", "target": 0}]}
    assert not validate(ok)
    assert validate({**ok, "targets": [{"type": "personality"}]})
    assert validate({**ok, "effects": [{"op": "to_owner_hand", "target": "self"}]})
    assert validate({"timing": "open", "cost": {"discard_fate_top": 0},
                     "effects": [{"op": "draw", "amount": 1, "player": "you"}]})


_RETURN = {"timing": "open", "targets": [{"type": "attachment", "controller": "opponent"}],
           "effects": [{"op": "to_owner_hand", "target": 0}]}
_MILL = {"timing": "open", "cost": {"discard_fate_top": 3},
         "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
_VANISH = {"timing": "open", "cost": {"remove_self": True},
           "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
DEFS = [cd("Returner", "personality", force=2, chi=2, gold_cost=3, personal_honor=2,
           abilities=[_RETURN]),
        cd("Miller", "personality", force=2, chi=2, gold_cost=3, personal_honor=2,
           abilities=[_MILL]),
        cd("Ghost Troops", "follower", force=1, gold_cost=1, focus=1, abilities=[_VANISH]),
        cd("Foe", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
           personal_honor=2),
        cd("Blade", "item", keywords=["Weapon"], force=2, chi=0, gold_cost=1, focus=1),
        cd("Card", "strategy", gold_cost=0, focus=1)]


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_an_attachment_goes_to_its_owners_hand() -> None:
    game = game_at(p1={"home": ["Returner"]},
                   p2={"home": [{"title": "Foe", "attachments": [
                       {"title": "Blade", "bowed": True}]}]}, phase="action", defs=DEFS)
    s = game.state
    foe = find(s, "Foe", 1)
    blade = s.cards[foe].attachments[0]
    hand = len(s.players[1].hand)
    (use,) = _uses(game, "Returner")
    game.perform(use)
    assert s.cards[foe].attachments == []
    assert blade in s.players[1].hand and len(s.players[1].hand) == hand + 1
    assert not s.cards[blade].bowed  # it left play: what it had in play is gone


@pytest.mark.parametrize(("deck", "offered"), [(3, True), (2, False)])
def test_the_fate_deck_pays_only_in_full(deck: int, offered: bool) -> None:
    game = game_at(p1={"home": ["Miller"], "fate_deck": ["Card"] * deck, "family_honor": 5},
                   phase="action", defs=DEFS)
    s = game.state
    uses = _uses(game, "Miller")
    assert bool(uses) is offered
    if offered:
        game.perform(uses[0])
        assert s.players[0].fate_deck == [] and len(s.players[0].fate_discard) == 3
        assert s.players[0].family_honor == 7


def test_removed_from_the_game_as_the_cost() -> None:
    game = game_at(p1={"home": [{"title": "Foe", "attachments": [{"title": "Ghost Troops"}]}],
                       "family_honor": 5}, phase="action", defs=DEFS)
    s = game.state
    troops = s.cards[find(s, "Foe", 0)].attachments[0]
    (use,) = _uses(game, "Ghost Troops")
    game.perform(use)
    assert s.cards[troops].zone.value == "removed" and troops in s.players[0].removed
    assert s.players[0].family_honor == 6


def test_bow_the_card_or_one_of_his_weapons() -> None:
    rec = _read("Battle: Bow Kaze or one of his Weapons, and target an enemy Follower: "
                "Bow it.")
    assert rec["targets"][0] == {"type": ["personality", "item", "spell"], "controller": "you",
                                 "bowed": False, "choose": True,
                                 "self_or_attached": {"keyword": "Weapon"}}
    assert rec["cost"] == {"bow_targets": [0]}
    assert rec["effects"] == [{"op": "bow", "target": 1}]  # "it": the Follower, not the cost
    assert _read("Battle: Bow Kaze or one of his Weapons: Bow it.") is None  # nothing to name


_SWING = {"timing": "open", "cost": {"bow_targets": [0]},
          "targets": [{"type": ["personality", "item"], "controller": "you", "bowed": False,
                       "choose": True, "self_or_attached": {"type": "item",
                                                             "keyword": "Weapon"}}],
          "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}


def test_either_the_card_or_its_weapon_pays() -> None:
    """Offered with the Swordsman or his unbowed Blade (not his bowed Blade, not another
    Personality's Blade); paying with the Blade leaves him unbowed."""
    defs = [*DEFS, cd("Swordsman", "personality", force=2, chi=2, gold_cost=3,
                      personal_honor=2, abilities=[_SWING])]
    game = game_at(p1={"home": [{"title": "Swordsman", "attachments": [
        {"title": "Blade"}, {"title": "Blade", "bowed": True}]},
        {"title": "Foe", "attachments": [{"title": "Blade"}]}], "family_honor": 5},
        phase="action", defs=defs)
    s = game.state
    me = find(s, "Swordsman", 0)
    free, _bowed = s.cards[me].attachments
    uses = _uses(game, "Swordsman")
    assert {u.targets for u in uses} == {(me,), (free,)}
    game.perform(next(u for u in uses if u.targets == (free,)))
    assert s.cards[free].bowed and not s.cards[me].bowed
    assert s.players[0].family_honor == 6


_MOURN = {"timing": "open", "condition": {"dead_in_a_pile": True},
          "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}


@pytest.mark.parametrize(("piles", "offered"), [
    ({}, False),
    ({"dynasty_discard": ["Foe"]}, False),  # discarded, not dead
    ({"honorably_dead": ["Foe"]}, True),
    ({"dishonorably_dead": ["Foe"]}, True),
])
def test_a_dead_personality_in_any_pile(piles: dict[str, Any], offered: bool) -> None:
    rec = _read("Open: If there is a dead Personality in any player's discard pile: Gain 1 "
                "Honor.")
    assert rec["condition"] == {"dead_in_a_pile": True}
    defs = [*DEFS, cd("Mourner", "personality", force=2, chi=2, gold_cost=3,
                      personal_honor=2, abilities=[_MOURN])]
    game = game_at(p1={"home": ["Mourner"]}, p2={"home": [], **piles}, phase="action",
                   defs=defs)
    assert bool(_uses(game, "Mourner")) is offered


def test_an_attack_growing_with_family_honor() -> None:
    """3 + 1 per 10 Family Honor: 3 at 9, 5 at 27, 3 below 0 (no points)."""
    from l5r_desktop.games.ccg.cardtext import amounts

    rec = _read("Battle: Ranged 2 Attack with +1 strength for every 5 points of Family Honor "
                "you have.")
    assert rec["effects"] == [{"op": "ranged_attack", "target": 0, "amount_from": {
        "player": "you", "family_honor_per": 5, "each": 1, "base": 2}}]
    src = {"player": "you", "family_honor_per": 10, "each": 1, "base": 3}
    assert not amounts.problems(src, 0)
    assert amounts.problems({**src, "family_honor_per": 0}, 0)
    for honor, strength in ((9, 3), (27, 5), (-4, 3)):
        game = game_at(p1={"home": ["Miller"], "family_honor": honor}, phase="action",
                       defs=DEFS)
        card = game.state.cards[find(game.state, "Miller", 0)]
        assert amounts.value(game.state, card, (), src) == strength


_SNIPE = {"timing": "battle", "targets": [{"type": "ranged"}],
          "effects": [{"op": "ranged_attack", "target": 0, "amount": 2},
                      {"op": "lose_honor", "amount": 1, "player": "target_controller",
                       "target": 0, "if": {"card": 0, "destroyed": True}}]}


@pytest.mark.parametrize(("force", "bob"), [(1, 9), (3, 10)])
def test_if_the_attack_destroyed_a_card_its_owner_loses_honor(force: int, bob: int) -> None:
    from tests.engine.scenario import player, position

    rec = _read("Battle: Ranged 2 Attack. If the Ranged Attack destroyed a card, its owner "
                "loses 3 Honor.")
    assert rec["effects"] == [_SNIPE["effects"][0], {**_SNIPE["effects"][1], "amount": 3}]
    defs = [*DEFS, cd("Sniper", "personality", force=2, chi=2, gold_cost=3, personal_honor=2,
                      abilities=[_SNIPE]),
            cd("Guard", "follower", force=force, gold_cost=1, focus=1)]
    alice = player(name="Alice", home=[], family_honor=10)
    bob_ = player("Lion Keep", name="Bob", home=[], family_honor=10)
    pos = position(alice, bob_, phase="attack", step="combat", active=0, priority=0, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Sniper", "attachments": []}],
                                       "defending": [{"title": "Foe", "attachments": [
                                           {"title": "Guard"}]}]}]}
    game = Game.from_position(pos)
    s = game.state
    guard = s.cards[find(s, "Foe", 1)].attachments[0]
    use = next(u for u in _uses(game, "Sniper") if u.targets == (guard,))
    game.perform(use)
    assert s.cards[guard].in_play is (force > 2)
    assert [p.family_honor for p in s.players] == [10, bob]


def test_honor_equal_to_a_base_stat_and_a_listed_condition() -> None:
    rec = _read("Limited: Target another player's Personality: If he is bowed, Goblin, or "
                "Ronin, his controller loses Honor equal to his base Personal Honor.")
    assert rec["effects"] == [{
        "op": "lose_honor", "player": "target_controller", "target": 0,
        "amount_from": {"card": 0, "stat": "personal_honor", "printed": True},
        "if": {"any": [{"card": 0, "bowed": True}, {"card": 0, "keyword": "Goblin"},
                       {"card": 0, "keyword": "Ronin"}]}}]
    assert _read("Limited: Target another player's Personality: If he is bowed, or Ronin, "
                 "draw a card.") is None  # two, written as a list: not this form


_SHAME = {"timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
          "effects": [{"op": "lose_honor", "player": "target_controller", "target": 0,
                       "amount_from": {"card": 0, "stat": "personal_honor", "printed": True},
                       "if": {"any": [{"card": 0, "bowed": True},
                                      {"card": 0, "keyword": "Goblin"}]}}]}


@pytest.mark.parametrize(("bowed", "bob"), [(True, 8), (False, 10)])
def test_the_base_personal_honor_is_lost(bowed: bool, bob: int) -> None:
    """The Foe's printed Personal Honor is 2; a +3 bonus on it does not count."""
    from l5r_desktop.games.ccg.cardtext import effects

    defs = [*DEFS, cd("Shamer", "personality", force=2, chi=2, gold_cost=3, personal_honor=2,
                      abilities=[_SHAME])]
    game = game_at(p1={"home": ["Shamer"]},
                   p2={"home": [{"title": "Foe", "bowed": bowed}], "family_honor": 10},
                   phase="action", defs=defs)
    s = game.state
    foe = find(s, "Foe", 1)
    effects.apply(s, 0, "modify_stat", foe, amount=3, stat="personal_honor", duration="turn")
    (use,) = _uses(game, "Shamer")
    game.perform(use)
    assert s.players[1].family_honor == bob
