"""Constraints of actions on cards in play (issue 17, core lane): a bow cost waived by a
condition ("Bow X unless you have Reconnaissance", ``costs.py`` ``unless`` [CE › COSTS]),
a target compared by another stat of the card ("with Personal Honor lower than or equal to
X's Chi", ``compare.than_stat`` [CE › TAKING ACTIONS › B]), targets in the card's unit or at
its location (``same_unit`` / ``here`` [CE › UNIT], [CE › LOCATIONS]) and "Otherwise, ..."
(the other case of the sentence before [CE › CHOICES]). Our own test lines and cards."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, game_at, player, position

_KAZE = CardDef.from_dict(cd("Kaze Tomo", "personality", force=2, chi=2, gold_cost=3,
                             personal_honor=2))
_FAN = CardDef.from_dict(cd("Paper Fan", "spell", gold_cost=1, focus=1))


def _read(line: str, card: CardDef = _KAZE) -> Any:
    return translate_ability(line, card)


# --- the translator -------------------------------------------------------------------------

def test_bow_unless_you_have_reconnaissance() -> None:
    rec = _read("Battle: Bow Kaze unless you have Reconnaissance: Ranged 2 Attack.")
    assert rec["cost"] == {"bow_self": True, "unless": {"reconnaissance": True}}
    rec = _read("Battle: Bow this card unless you have Reconnaissance, and target an enemy "
                "Follower: Bow it.")
    assert rec["cost"] == {"bow_self": True, "unless": {"reconnaissance": True}}
    assert rec["effects"] == [{"op": "bow", "target": 0}]


def test_bow_this_shugenja_unless_he_is_an_element() -> None:
    rec = _read("Battle: Bow this Shugenja unless he is Earth: Gain 2 Honor.", _FAN)
    assert rec["cost"] == {"bow_host": True, "unless": {"host_keyword": "Earth"}}


def test_another_stat_of_the_card() -> None:
    rec = _read("Battle: Target a Personality with Chi lower than or equal to Kaze's Force: "
                "Bow him.")
    assert rec["targets"] == [{"type": "personality", "compare": {
        "stat": "chi", "than": "self", "or_equal": True, "than_stat": "force"}}]
    rec = _read("Battle: Target a Personality with Chi lower than Kaze's Personal Honor: "
                "Bow him.")
    assert rec["targets"][0]["compare"] == {"stat": "chi", "than": "self", "or_equal": False,
                                            "than_stat": "personal_honor"}


def test_in_the_cards_unit_and_at_its_location() -> None:
    rec = _read("Battle: Bow your performing Follower in Kaze's unit: Gain 1 Honor.")
    assert rec["targets"] == [{"type": "follower", "controller": "you", "performer": True,
                               "bowed": False, "same_unit": True}]
    assert rec["cost"] == {"bow_targets": [0]}
    rec = _read("Open: Target a Personality at Kaze's location: Straighten him.")
    assert rec["targets"] == [{"type": "personality", "here": True}]
    assert rec["effects"] == [{"op": "straighten", "target": 0}]


def test_otherwise() -> None:
    rec = _read("Open: Target an enemy Personality: If he is bowed, gain 2 Honor. Otherwise, "
                "draw a card.")
    assert rec["effects"] == [
        {"op": "gain_honor", "amount": 2, "player": "you", "if": {"card": 0, "bowed": True}},
        {"op": "draw", "amount": 1, "player": "you",
         "if": {"not": {"card": 0, "bowed": True}}}]


@pytest.mark.parametrize("line", [
    "Battle: Bow Kaze unless he has won a duel this turn: Gain 1 Honor.",
    "Battle: Bow Kaze unless he is Fire: Gain 1 Honor.",  # a Personality's own keyword
    "Battle: Target a Personality with Chi lower than his Force: Bow him.",
    "Battle: Bow your performing Follower in the target's unit: Gain 1 Honor.",
    # the first branch bows him: the "otherwise" test would see the change
    "Open: Target an enemy Personality: If he is unbowed, bow him. Otherwise, draw a card.",
    "Open: Gain 1 Honor. Otherwise, draw a card.",  # no condition before
    # a player test after an Honor change
    "Open: If you have the Imperial Favor, gain 1 Honor. Otherwise, draw a card.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None


def test_the_validator() -> None:
    ok = {"timing": "battle", "cost": {"bow_self": True, "unless": {"reconnaissance": True}},
          "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
    assert not validate(ok)
    assert validate({**ok, "cost": {"unless": {"reconnaissance": True}}})  # nothing to waive
    assert validate({**ok, "cost": {"bow_self": True, "unless": {"weather": "rain"}}})
    assert validate({**ok, "targets": [{"type": "personality", "here": 1}]})
    assert validate({**ok, "targets": [{"type": "personality", "compare": {
        "stat": "chi", "than": "self", "than_stat": "gold"}}]})


# --- the engine -----------------------------------------------------------------------------

_SCOUTED = {"timing": "battle", "cost": {"bow_self": True, "unless": {"reconnaissance": True}},
            "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
_JUDGE = {"timing": "open", "targets": [{"type": "personality", "compare": {
    "stat": "personal_honor", "than": "self", "or_equal": True, "than_stat": "chi"}}],
    "effects": [{"op": "bow", "target": 0}]}
_DRILL = {"timing": "open", "cost": {"bow_targets": [0]},
          "targets": [{"type": "follower", "controller": "you", "performer": True,
                       "bowed": False, "same_unit": True}],
          "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
_RALLY = {"timing": "open", "targets": [{"type": "personality", "here": True}],
          "effects": [{"op": "straighten", "target": 0}]}
_TEST = {"timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "lose_honor", "amount": 1, "player": "target_controller",
                      "if": {"card": 0, "dishonorable": True}},
                     {"op": "gain_honor", "amount": 3, "player": "you",
                      "if": {"not": {"card": 0, "dishonorable": True}}}]}
DEFS = [cd("Scout Archer", "personality", force=2, chi=2, gold_cost=3, personal_honor=2,
           abilities=[_SCOUTED]),
        cd("Foe", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
           personal_honor=2),
        cd("Judge", "personality", force=1, chi=3, gold_cost=3, personal_honor=1,
           abilities=[_JUDGE]),
        cd("Drillmaster", "personality", force=2, chi=1, gold_cost=3, personal_honor=1,
           abilities=[_DRILL]),
        cd("Rallier", "personality", force=2, chi=1, gold_cost=3, personal_honor=1,
           abilities=[_RALLY]),
        cd("Tester", "personality", force=2, chi=1, gold_cost=3, personal_honor=1,
           abilities=[_TEST]),
        cd("Honest Man", "personality", force=1, chi=1, gold_cost=3, personal_honor=3),
        cd("Modest Man", "personality", force=1, chi=1, gold_cost=3, personal_honor=2),
        cd("Bold Man", "personality", force=1, chi=1, gold_cost=3, personal_honor=4),
        cd("Squad", "follower", force=1, gold_cost=1, focus=1)]


def _battle(recon: bool) -> Game:
    alice = player(name="Alice", home=[])
    bob = player("Lion Keep", name="Bob", home=[])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    field: dict[str, Any] = {"province": 0, "ended": False,
                             "attacking": [{"title": "Scout Archer", "attachments": []}],
                             "defending": [{"title": "Foe", "attachments": []}]}
    if recon:
        field["reconnaissance"] = [0]
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [field]}
    return Game.from_position(pos)


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


@pytest.mark.parametrize(("recon", "bowed"), [(False, True), (True, False)])
def test_the_bow_cost_is_waived_with_reconnaissance(recon: bool, bowed: bool) -> None:
    game = _battle(recon)
    archer = find(game.state, "Scout Archer", 0)
    honor = game.state.players[0].family_honor
    (use,) = _uses(game, "Scout Archer")
    game.perform(use)
    assert game.state.players[0].family_honor == honor + 2
    assert game.state.cards[archer].bowed is bowed


def test_a_bowed_card_uses_it_only_when_the_cost_is_waived() -> None:
    """"Abilities on bowed cards cannot be used" [S1 › BOWED AND UNBOWED]: with the bow cost
    waived the card still has to be unbowed."""
    for recon in (False, True):
        game = _battle(recon)
        game.state.cards[find(game.state, "Scout Archer", 0)].bowed = True
        assert _uses(game, "Scout Archer") == []


def _home(*titles: Any, bob: tuple[Any, ...] = ()) -> Game:
    return game_at(p1={"home": list(titles)}, p2={"home": list(bob)}, phase="action",
                   defs=DEFS)


def test_personal_honor_lower_than_or_equal_to_the_cards_chi() -> None:
    """Judge has Chi 3: Personal Honor 2 and 3 fit, 4 does not."""
    game = _home("Judge", bob=("Honest Man", "Modest Man", "Bold Man"))
    s = game.state
    offered = {u.targets[0] for u in _uses(game, "Judge")}
    assert find(s, "Honest Man", 1) in offered and find(s, "Modest Man", 1) in offered
    assert find(s, "Bold Man", 1) not in offered
    assert find(s, "Judge", 0) in offered  # his own Personal Honor 1 <= Chi 3
    judge = s.cards[find(s, "Judge", 0)]
    assert stats.chi(s, judge.id) == 3


def test_a_performer_in_the_cards_unit() -> None:
    """Only the Squad attached to the Drillmaster may perform; it bows as the cost."""
    game = _home({"title": "Drillmaster", "attachments": [{"title": "Squad"}]},
                 {"title": "Rallier", "attachments": [{"title": "Squad"}]})
    s = game.state
    mine = s.cards[find(s, "Drillmaster", 0)].attachments[0]
    (use,) = _uses(game, "Drillmaster")
    assert use.targets == (mine,)
    honor = s.players[0].family_honor
    game.perform(use)
    assert game.state.cards[mine].bowed
    assert game.state.players[0].family_honor == honor + 1


def test_a_target_at_the_cards_location() -> None:
    """At home Rallier reaches Alice's Personalities only (Bob's home is another location);
    in a battle, the cards at that battlefield only."""
    game = _home({"title": "Rallier", "bowed": False}, {"title": "Foe", "bowed": True},
                 bob=({"title": "Modest Man", "bowed": True},))
    s = game.state
    offered = {u.targets[0] for u in _uses(game, "Rallier")}
    assert offered == {find(s, "Rallier", 0), find(s, "Foe", 0)}
    use = next(u for u in _uses(game, "Rallier") if u.targets == (find(s, "Foe", 0),))
    game.perform(use)
    assert not game.state.cards[find(s, "Foe", 0)].bowed


@pytest.mark.parametrize(("dishonored", "alice", "bob"), [(True, 10, 9), (False, 13, 10)])
def test_otherwise_happens_exactly_when_the_condition_does_not(
        dishonored: bool, alice: int, bob: int) -> None:
    game = game_at(p1={"home": ["Tester"], "family_honor": 10},
                   p2={"home": [{"title": "Foe", "dishonored": dishonored}],
                       "family_honor": 10}, phase="action", defs=DEFS)
    (use,) = _uses(game, "Tester")
    game.perform(use)
    assert [p.family_honor for p in game.state.players] == [alice, bob]
