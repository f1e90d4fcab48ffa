"""Target and "each" descriptions of actions on cards in play (issue 17, core lane): an army
("each Undead card in X's army", ``army_of`` [CE › ARMY]), one of two descriptions ("an Air
Shugenja or a Holding", ``any_of``), a unit led by a dishonorable Personality (``led_by``
[CE › UNIT]), a card with a Political ability (``ability_keyword`` [CE › ABILITIES]), "all of
his attachments" (an ``each`` on his unit's attachments) and "If she is now there" after a
movement to the current battlefield (``at_current`` [CE › ORDER OF EFFECTS]). Our own test
lines and cards."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, game_at, player, position

_KAZE = CardDef.from_dict(cd("Kaze Tomo", "personality", force=2, chi=2, gold_cost=3,
                             personal_honor=2))


def _read(line: str) -> Any:
    return translate_ability(line, _KAZE)


# --- the translator -------------------------------------------------------------------------

def test_each_card_in_the_cards_army() -> None:
    rec = _read("Battle: Give each Goblin card in Kaze's army +2F.")
    assert rec["effects"] == [{"op": "modify_stat", "stat": "force", "amount": 2,
                               "duration": "turn",
                               "each": {"type": "card", "keyword": "Goblin", "army_of": True}}]
    rec = _read("Battle: Give each Ashigaru Follower and Ashigaru Personality in Kaze's army "
                "+1F.")
    assert rec["effects"][0]["each"] == {"type": ["follower", "personality"],
                                         "keyword": "Ashigaru", "army_of": True}


def test_one_of_two_descriptions_and_a_leader() -> None:
    rec = _read("Open: Target an Earth Shugenja or a Holding: Bow it.")
    assert rec["targets"] == [{"any_of": [
        {"type": "personality", "keyword": ["Earth", "Shugenja"]}, {"type": "holding"}]}]
    rec = _read("Battle: Target a Follower in a unit led by a dishonorable Personality: Bow it.")
    assert rec["targets"] == [{"type": "follower", "led_by": {"dishonorable": True}}]
    rec = _read("Open: Bow a target Personality with a Political ability.")
    assert rec["targets"] == [{"type": "personality", "ability_keyword": "political"}]


def test_all_of_his_attachments() -> None:
    rec = _read("Battle: Target an enemy Personality: Destroy the Personality or all of his "
                "attachments.")
    assert rec["effects"] == [
        {"op": "destroy", "target": 0, "optional": 1},
        {"op": "destroy", "each": {"type": "attachment", "unit_of": 0}, "otherwise": 1}]


def test_now_there() -> None:
    rec = _read("Battle: Target an enemy Personality: You may move Kaze to the current "
                "battlefield. If he is now there, bow the target.")
    assert rec["effects"][1] == {"op": "bow", "target": 0,
                                 "if": {"card": "self", "at_current": True}}


@pytest.mark.parametrize("line", [
    "Battle: Give each Goblin card in your army +2F.",
    "Battle: Give each Goblin card in the target's army +2F.",
    "Battle: Give each Goblin Follower and Ronin Personality in Kaze's army +1F.",
    "Open: Target a Holding or a Holding: Bow it.",
    "Battle: Target an enemy Personality: Bow him. If he is now there, draw a card.",
    "Open: Bow a target Personality with a Shouting ability.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None


def test_the_validator() -> None:
    base = {"timing": "open", "effects": [{"op": "bow", "target": 0}]}
    assert not validate({**base, "targets": [{"any_of": [{"type": "holding"},
                                                         {"type": "personality"}]}]})
    assert validate({**base, "targets": [{"any_of": [{"type": "holding"}]}]})
    assert validate({**base, "targets": [{"any_of": [{"type": "holding"}, {"type": "dragon"}]}]})
    assert validate({**base, "targets": [{"type": "card", "led_by": {"bowed": True}}]})
    assert validate({**base, "targets": [{"type": "card", "army_of": "yes"}]})


# --- the engine -----------------------------------------------------------------------------

_RALLY = {"timing": "battle", "effects": [{"op": "modify_stat", "stat": "force", "amount": 1,
                                           "duration": "turn",
                                           "each": {"type": "card", "keyword": "Goblin",
                                                    "army_of": True}}]}
_SHAKE = {"timing": "open", "targets": [{"any_of": [
    {"type": "personality", "keyword": ["Earth", "Shugenja"]}, {"type": "holding"}]}],
    "effects": [{"op": "bow", "target": 0}]}
_PUNISH = {"timing": "open", "targets": [{"type": "card", "led_by": {"dishonorable": True}}],
           "effects": [{"op": "bow", "target": 0}]}
_HUSH = {"timing": "open", "targets": [{"type": "personality", "ability_keyword": "political"}],
         "effects": [{"op": "bow", "target": 0}]}
_STRIP = {"timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
          "effects": [{"op": "bow", "target": 0, "optional": 1},
                      {"op": "bow", "each": {"type": "attachment", "unit_of": 0},
                       "otherwise": 1}]}
DEFS = [cd("Goblin Chief", "personality", keywords=["Goblin"], force=2, chi=1, gold_cost=3,
           personal_honor=0, abilities=[_RALLY]),
        cd("Goblin", "personality", keywords=["Goblin"], force=1, chi=1, gold_cost=1,
           personal_honor=0),
        cd("Goblin Spear", "item", keywords=["Goblin"], force=1, chi=0, gold_cost=1, focus=1),
        cd("Foe", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3, personal_honor=2),
        cd("Shaker", "personality", force=1, chi=1, gold_cost=3, personal_honor=1,
           abilities=[_SHAKE]),
        cd("Punisher", "personality", force=1, chi=1, gold_cost=3, personal_honor=1,
           abilities=[_PUNISH]),
        cd("Husher", "personality", force=1, chi=1, gold_cost=3, personal_honor=1,
           abilities=[_HUSH]),
        cd("Stripper", "personality", force=1, chi=1, gold_cost=3, personal_honor=1,
           abilities=[_STRIP]),
        cd("Earth Sage", "personality", keywords=["Earth", "Shugenja"], force=1, chi=3,
           gold_cost=3, personal_honor=1),
        cd("Fire Sage", "personality", keywords=["Fire", "Shugenja"], force=1, chi=3,
           gold_cost=3, personal_honor=1),
        cd("Orator", "personality", force=1, chi=1, gold_cost=3, personal_honor=1,
           text="Political Limited: Gain 2 Honor."),
        cd("Brute", "personality", force=1, chi=1, gold_cost=3, personal_honor=1,
           text="Battle: Gain 2 Honor. Political support is not a keyword here."),
        cd("Barn", "holding", gold_cost=2),
        cd("Spearmen", "follower", force=1, gold_cost=1, focus=1)]


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_each_card_in_the_army_gets_the_bonus() -> None:
    """Alice's Goblin Chief, Goblin and Goblin Spear attack; her Goblin at home and Bob's
    defending Goblin are in no army of hers: Force 2/1 (+1 Spear) -> 3/2, Spear 1 -> 2."""
    alice = player(name="Alice", home=[{"title": "Goblin", "attachments": []}])
    bob = player("Lion Keep", name="Bob", home=[])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": [
                         {"title": "Goblin Chief", "attachments": []},
                         {"title": "Goblin", "attachments": [{"title": "Goblin Spear"}]}],
                         "defending": [{"title": "Goblin", "attachments": []}]}]}
    game = Game.from_position(pos)
    s = game.state
    chief = find(s, "Goblin Chief", 0)
    home, away = sorted((c for c in s.cards if s.cards[c].title == "Goblin"
                         and s.cards[c].controller == 0),
                        key=lambda c: s.cards[c].zone.value != "home")
    spear = s.cards[away].attachments[0]
    bobs = next(c for c in s.cards if s.cards[c].title == "Goblin" and s.cards[c].controller)
    (use,) = _uses(game, "Goblin Chief")
    game.perform(use)
    assert stats.force(s, chief) == 3
    assert stats.force(s, spear) == 2
    assert stats.force(s, away) == 1 + 1 + 2  # his own +1, and the Spear's 2 (1 +1)
    assert stats.force(s, home) == 1
    assert stats.force(s, bobs) == 1


def _home(mine: list[Any], bobs: list[Any]) -> Game:
    return game_at(p1={"home": mine}, p2={"home": bobs}, phase="action", defs=DEFS)


def test_one_of_two_descriptions() -> None:
    game = _home(["Shaker"], ["Earth Sage", "Fire Sage", "Barn", "Foe"])
    s = game.state
    offered = {u.targets[0] for u in _uses(game, "Shaker")}
    barns = {c for c in s.cards if s.cards[c].title == "Barn" and s.cards[c].in_play}
    assert offered == {find(s, "Earth Sage", 1), *barns}


def test_a_unit_led_by_a_dishonorable_personality() -> None:
    game = _home(["Punisher"], [{"title": "Foe", "dishonored": True,
                                 "attachments": [{"title": "Spearmen"}]},
                                {"title": "Earth Sage", "attachments": [{"title": "Spearmen"}]}])
    s = game.state
    foe = find(s, "Foe", 1)
    offered = {u.targets[0] for u in _uses(game, "Punisher")}
    assert offered == {foe, s.cards[foe].attachments[0]}


def test_a_personality_with_a_political_ability() -> None:
    game = _home(["Husher"], ["Orator", "Brute", "Foe"])
    s = game.state
    assert {u.targets[0] for u in _uses(game, "Husher")} == {find(s, "Orator", 1)}


@pytest.mark.parametrize(("apply", "him", "items"), [(True, True, False), (False, False, True)])
def test_bow_him_or_all_of_his_attachments(apply: bool, him: bool, items: bool) -> None:
    game = _home(["Stripper"], [{"title": "Foe", "attachments": [{"title": "Spearmen"},
                                                                 {"title": "Goblin Spear"}]}])
    s = game.state
    foe = find(s, "Foe", 1)
    (use,) = _uses(game, "Stripper")
    game.perform(use)
    game.perform(ChooseOption(0, apply=apply))
    assert s.cards[foe].bowed is him
    assert [s.cards[a].bowed for a in s.cards[foe].attachments] == [items, items]


_RIDE = {"timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "move_unit", "target": "self", "optional": 1},
                     {"op": "bow", "target": 0, "if": {"card": "self", "at_current": True}}]}


def test_now_there_is_checked_after_the_choice() -> None:
    """The Rider is at the current battlefield: declining the movement leaves him there, so
    the Foe bows; a card at home is not there (the condition itself)."""
    from l5r_desktop.games.ccg.cardtext import effect_conditions
    from l5r_desktop.games.ccg.cardtext.abilities import condition_ok

    defs = [*DEFS, cd("Rider", "personality", force=2, chi=1, gold_cost=3, personal_honor=3,
                      abilities=[_RIDE])]
    alice = player(name="Alice", home=[{"title": "Foe", "attachments": []}])
    bob = player("Lion Keep", name="Bob", home=[])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Rider", "attachments": []}],
                                       "defending": [{"title": "Foe", "attachments": []}]}]}
    game = Game.from_position(pos)
    s = game.state
    foe = find(s, "Foe", 1)
    (use,) = _uses(game, "Rider")
    game.perform(use)
    game.perform(ChooseOption(0, apply=False))
    assert s.cards[foe].bowed
    mine_home = find(s, "Foe", 0)
    cond = {"card": 0, "at_current": True}
    assert effect_conditions.holds(s, 0, s.cards[find(s, "Rider", 0)], (foe,), cond,
                                   condition_ok)
    assert not effect_conditions.holds(s, 0, s.cards[find(s, "Rider", 0)], (mine_home,), cond,
                                       condition_ok)


_GOSSIP = {"timing": "open", "targets": [{"type": "personality", "controller_controls": {
    "type": "personality", "dishonorable": True}}],
    "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount_from": {
        "card": 0, "stat": "personal_honor", "printed": True, "sign": -1},
        "duration": "turn"}]}


def test_a_target_whose_controller_controls_a_dishonorable_personality() -> None:
    rec = _read("Open: Target a Personality controlled by a player who controls a dishonorable "
                "Personality: Give the targeted card a Force penalty equal to his base "
                "Personal Honor.")
    assert rec["targets"] == _GOSSIP["targets"] and rec["effects"] == _GOSSIP["effects"]
    defs = [*DEFS, cd("Gossip", "personality", force=1, chi=1, gold_cost=3, personal_honor=1,
                      abilities=[_GOSSIP])]
    game = game_at(p1={"home": ["Gossip"]},
                   p2={"home": [{"title": "Foe"}, {"title": "Earth Sage", "dishonored": True}]},
                   phase="action", defs=defs)
    s = game.state
    offered = {u.targets[0] for u in _uses(game, "Gossip")}
    foe = find(s, "Foe", 1)
    assert offered == {foe, find(s, "Earth Sage", 1)}  # Bob's, not Alice's (none dishonorable)
    game.perform(next(u for u in _uses(game, "Gossip") if u.targets == (foe,)))
    assert stats.force(s, foe) == 0  # Force 2, base Personal Honor 2
