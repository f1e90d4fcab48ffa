"""A Terrain's triggered trait before its battle resolves, with choices (``cardtext/
battle_points.py``) [CE › RESOLVE], [CE › TERRAIN], [CE › TRAITS], [CE › CHOICES]: the battle
waits for the Terrain's controller's choices, then resolves. Our own invented cards and
numbers: Alice's Lion Samurai (3F) and Rider (3F) attack Bob's province (strength 7) held by
his Ronin (2F)."""

from __future__ import annotations

import json
from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.attack.events import BattleResolved
from l5r_desktop.games.ccg.cardtext import abilities, battle_points, triggers
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_PUT = {"op": "put_into_play", "target": "self", "at": "battlefield"}
_PLAY = {"timing": "battle", "cost": {"gold": "card"}, "condition": {"no_terrain_here": True},
         "effects": [_PUT]}
_TRIGGER = {"event": "before_battle_resolves", "card": "self"}
_ATTACKER = {"type": "personality", "side": "attacking", "at_current": True}
#: Just before the battle resolves, its player may bow up to two attackers there.
SCREE = {"timing": "trait", "trigger": _TRIGGER, "effects": [
    {"op": "choose_card", "optional": 1, "spec": _ATTACKER},
    {"op": "bow", "target": 0, "optional": 1},
    {"op": "choose_card", "optional": 2, "spec": _ATTACKER, "distinct": True},
    {"op": "bow", "target": 1, "optional": 2}]}
_STRONG = {"type": "card", "at_current": True, "stat_min": {"force": 4}}
#: Just before the battle resolves: up to two cards there of Force 4 or more are bowed.
DARK_HOLLOW = {"timing": "trait", "trigger": _TRIGGER, "effects": [
    {"op": "choose_card", "optional": 1, "spec": _STRONG},
    {"op": "bow", "target": 0, "optional": 1},
    {"op": "choose_card", "optional": 2, "spec": _STRONG, "distinct": True},
    {"op": "bow", "target": 1, "optional": 2}]}
#: Just before the battle resolves: a Samurai there may be straightened.
RALLY_GROUND = {"timing": "trait", "trigger": _TRIGGER, "effects": [
    {"op": "choose_card", "optional": 1,
     "spec": {"type": "personality", "keyword": "Samurai", "at_current": True}},
    {"op": "straighten", "target": 0, "optional": 1}]}
#: As the Rally Ground, then, as a second choice, a Personality there who is no Samurai may
#: be bowed.
MARCH_FIELD = {"timing": "trait", "trigger": _TRIGGER, "effects": [
    *RALLY_GROUND["effects"],
    {"op": "choose_card", "optional": 2,
     "spec": {"type": "personality", "not_keyword": "Samurai", "at_current": True}},
    {"op": "bow", "target": 1, "optional": 2}]}

_DEFS = [cd(title, "strategy", keywords=["Terrain"], gold_cost=0, focus=1,
            abilities=[trait, _PLAY])
         for title, trait in (("Scree", SCREE), ("Dark Hollow", DARK_HOLLOW),
                              ("Rally Ground", RALLY_GROUND), ("March Field", MARCH_FIELD))]


def _battle(bob_hand: list[str], alice_hand: tuple[str, ...] = ()) -> Game:
    """Alice's Lion Samurai and Rider attack Bob's province 0, his Ronin defends; Bob plays
    his Terrain first if he has one (Alice passes first: the Defender has the first
    opportunity)."""
    game = attack_game(
        {"name": "Alice", "home": ["Lion Samurai", "Rider"], "hand": list(alice_hand)},
        {"stronghold": "Lion Keep", "name": "Bob", "home": ["Ronin"], "hand": bob_hand},
        defs=_DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    assign(game, pid(game, "Rider", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    return game


def _to_resolution(game: Game, terrain: str, owner: int = 1) -> list[Any]:
    """The Terrain's owner plays it, the players pass, the Attacker resolves the battle."""
    game.perform(UseAbility(owner, card=pid(game, terrain, owner), ability=1))
    game.perform(Pass(1 - owner))
    game.perform(Pass(owner))
    return game.perform(ResolveBattle(0))


def _resolved(events: list[Any]) -> BattleResolved:
    return next(e for e in events if isinstance(e, BattleResolved))


def test_the_records_are_valid_and_their_limits() -> None:
    for rec in (SCREE, DARK_HOLLOW, RALLY_GROUND, MARCH_FIELD):
        assert abilities.validate(rec) == [] and triggers.validate_trigger(rec) == [], rec
    targeted = {**SCREE, "effects": [{**SCREE["effects"][0], "targeting": True},
                                     *SCREE["effects"][1:]]}
    assert abilities.validate(targeted)  # "choose", never targeting, on such a trait
    other = {**SCREE, "trigger": {"event": "destroyed", "card": "self"}}
    assert abilities.validate(other)  # a choice on another trait stays refused (a card's
    # own entering play may choose: cardtext/source_bound.py, chosen_cards.allowed_on)
    assert abilities.validate({**SCREE, "effects": [{**SCREE["effects"][2], "distinct": 1},
                                                    SCREE["effects"][3]]})


def test_without_a_terrain_alice_wins() -> None:
    """The control: 6 Force against 2, the Ronin destroyed, nothing asked."""
    game = _battle([])
    game.perform(Pass(1))
    game.perform(Pass(0))
    res = _resolved(game.perform(ResolveBattle(0)))
    assert (res.attacker_force, res.defender_force, res.outcome) == (6, 2, "attacker")


def test_bobs_terrain_bows_both_attackers_before_the_resolution() -> None:
    """Bob's Scree: at ResolveBattle the battle waits for Bob (the Terrain's controller); he
    bows the Lion Samurai, then (the Samurai no longer offered) the Rider: 0 Force against 2,
    Bob wins."""
    game = _battle(["Scree"])
    s = game.state
    events = _to_resolution(game, "Scree")
    assert not any(isinstance(e, BattleResolved) for e in events)
    assert s.attack is not None and s.attack.segment == battle_points.SEGMENT
    assert s.options[0]["player"] == 1
    game.perform(ChooseOption(1, apply=True))
    samurai, rider = pid(game, "Lion Samurai", 0), pid(game, "Rider", 0)
    assert sorted(s.options[0]["pick"]) == sorted([samurai, rider])  # not the defender
    game.perform(ChooseCard(1, choice=samurai))
    assert s.cards[samurai].bowed
    game.perform(ChooseOption(1, apply=True))
    assert s.options[0]["pick"] == [rider]  # distinct: the Samurai chosen already
    res = _resolved(game.perform(ChooseCard(1, choice=rider)))
    assert (res.attacker_force, res.defender_force, res.outcome) == (0, 2, "defender")


def test_declining_both_changes_nothing_and_a_save_keeps_the_wait() -> None:
    """Saved and reloaded while the battle waits, the reloaded game asks the same choice;
    Bob declines both: 6 against 2, as without the Terrain."""
    game = _battle(["Scree"])
    _to_resolution(game, "Scree")
    again = Game.from_state(GameState.from_dict(json.loads(json.dumps(
        game.state.to_dict()))))
    assert again.state.attack is not None and battle_points.waiting(again.state)
    again.perform(ChooseOption(1, apply=False))
    res = _resolved(again.perform(ChooseOption(1, apply=False)))
    assert (res.attacker_force, res.defender_force, res.outcome) == (6, 2, "attacker")


def test_only_cards_with_enough_force_at_the_battlefield_are_offered() -> None:
    """Alice's Dark Hollow: her Rider is given +3F (6F) by her Charge, so of the Lion
    Samurai (3F), the Rider (6F) and the Ronin (2F) only the Rider is offered; after him
    nobody is left, so the second choice chooses nothing; 3 against 2 still wins."""
    game = _battle([], ("Dark Hollow", "Charge"))
    s = game.state
    rider = pid(game, "Rider", 0)
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=pid(game, "Charge", 0), ability=0, targets=(rider,)))
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=pid(game, "Dark Hollow", 0), ability=1))
    game.perform(Pass(1))
    game.perform(Pass(0))
    game.perform(ResolveBattle(0))
    assert s.options[0]["player"] == 0
    game.perform(ChooseOption(0, apply=True))
    assert s.options[0]["pick"] == [rider]  # 6F with Charge's +3: the only one with 4+
    game.perform(ChooseCard(0, choice=rider))
    res = _resolved(game.perform(ChooseOption(0, apply=True)))  # nobody left to choose
    assert s.cards[rider].bowed
    assert (res.attacker_force, res.defender_force, res.outcome) == (3, 2, "attacker")


def test_a_bowed_samurai_straightened_before_the_resolution_counts() -> None:
    """Alice's Lion Samurai is bowed before the battle resolves; her Rally Ground
    straightens him (Bob's Ronin is no Samurai: not offered): 6 against 2."""
    game = _battle([], ("Rally Ground",))
    s = game.state
    samurai = pid(game, "Lion Samurai", 0)
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=pid(game, "Rally Ground", 0), ability=1))
    s.cards[samurai].bowed = True
    game.perform(Pass(1))
    game.perform(Pass(0))
    game.perform(ResolveBattle(0))
    game.perform(ChooseOption(0, apply=True))
    assert sorted(s.options[0]["pick"]) == sorted([samurai, pid(game, "Rider", 0)])
    res = _resolved(game.perform(ChooseCard(0, choice=samurai)))  # (bowed 3 + 3 = 3)
    assert (res.attacker_force, res.defender_force, res.outcome) == (6, 2, "attacker")


def test_the_second_choice_keeps_its_index_when_the_first_is_declined() -> None:
    """Alice's March Field: she declines to straighten a Samurai, then chooses Bob's Ronin
    (no Samurai) and bows him: 6 against 0. With no Samurai there at all (both of Alice's
    are, so Bob plays it: his Ronin is no Samurai) the first choice finds nobody and the
    second still bows the card chosen for it."""
    game = _battle([], ("March Field",))
    s = game.state
    ronin = pid(game, "Ronin", 1)
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=pid(game, "March Field", 0), ability=1))
    game.perform(Pass(1))
    game.perform(Pass(0))
    game.perform(ResolveBattle(0))
    game.perform(ChooseOption(0, apply=False))
    game.perform(ChooseOption(0, apply=True))
    assert s.options[0]["pick"] == [ronin]
    res = _resolved(game.perform(ChooseCard(0, choice=ronin)))
    assert (res.attacker_force, res.defender_force, res.outcome) == (6, 0, "attacker")


def test_a_first_choice_with_nobody_to_choose_keeps_the_second_index() -> None:
    """Fog Field: the first choice asks for a Ninja, and nobody at the battlefield is one:
    nothing is chosen (and straightened); the second still bows the Ronin chosen for it."""
    fog = {**MARCH_FIELD, "effects": [
        {**MARCH_FIELD["effects"][0], "spec": {"type": "personality", "keyword": "Ninja",
                                               "at_current": True}},
        *MARCH_FIELD["effects"][1:]]}
    assert abilities.validate(fog) == []
    game = attack_game(
        {"name": "Alice", "home": ["Lion Samurai", "Rider"], "hand": ["Fog Field"]},
        {"stronghold": "Lion Keep", "name": "Bob", "home": ["Ronin"]},
        defs=[cd("Fog Field", "strategy", keywords=["Terrain"], gold_cost=0, focus=1,
                 abilities=[fog, _PLAY])])
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    assign(game, pid(game, "Rider", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    s = game.state
    ronin = pid(game, "Ronin", 1)
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=pid(game, "Fog Field", 0), ability=1))
    game.perform(Pass(1))
    game.perform(Pass(0))
    game.perform(ResolveBattle(0))
    game.perform(ChooseOption(0, apply=True))  # a Ninja: none there
    game.perform(ChooseOption(0, apply=True))
    assert s.options[0]["pick"] == [ronin]
    res = _resolved(game.perform(ChooseCard(0, choice=ronin)))
    assert (res.attacker_force, res.defender_force, res.outcome) == (6, 0, "attacker")
