"""Reactions to a Ranged Attack's targeting that change its strength [CE › RANGED ATTACK],
[CE › TAKING ACTIONS FROM ABILITIES › B. Required targeting], [CE › TIMING AND TRIGGERS],
[CE › CHOICES] (``cardtext/attack_strength.py``, window of ``cardtext/targeted.py``)."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.attack.events import RangedAttackMade
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.cardtext.triggers import validate_trigger
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_TRIGGER = {"event": "targeted", "card": "any", "attack": "ranged"}
DEFS = [
    # a Holding whose Reaction adds 1 to any Ranged Attack's strength once it targets
    cd("Plum Range", "holding", gold_cost=2, abilities=[{
        "timing": "reaction", "trigger": _TRIGGER,
        "effects": [{"op": "attack_strength", "amount": 1}]}]),
    # a Follower: the same with +2, only while it is at the current battlefield
    cd("Plum Archers", "follower", force=1, gold_cost=2, focus=1, abilities=[{
        "timing": "reaction", "trigger": _TRIGGER, "condition": {"at_current": True},
        "effects": [{"op": "attack_strength", "amount": 2}]}]),
    # a Personality: +2 or -2, its player's choice
    cd("Plum Seer", "personality", clans=["Lion"], keywords=["Shugenja"], force=1, chi=3,
       gold_cost=3, personal_honor=1, abilities=[{
           "timing": "reaction", "trigger": _TRIGGER,
           "effects": [{"op": "attack_strength", "amount": 2, "optional": 1},
                       {"op": "attack_strength", "amount": -2, "otherwise": 1}]}]),
]


def _battle(alice_home: list, alice_units: list, bob_home: list, bob_units: list) -> Game:
    """Alice (Volley: Ranged 3 Attack, in hand) attacks with ``alice_units``; Bob defends
    with ``bob_units``; the Combat Segment's first opportunity passed to Alice."""
    game = attack_game(
        player(name="Alice", home=[*alice_home, *alice_units], hand=["Volley"]),
        player("Lion Keep", name="Bob", home=[*bob_home, *bob_units]), defs=DEFS)
    declare(game)
    for u in alice_units:
        assign(game, pid(game, u if isinstance(u, str) else u["title"], 0), 0)
    done(game)
    for u in bob_units:
        assign(game, pid(game, u if isinstance(u, str) else u["title"], 1), 0)
    done(game)
    game.perform(Pass(1))  # Bob's first opportunity: Alice acts next
    return game


def _hit(events) -> RangedAttackMade:
    return next(e for e in events if isinstance(e, RangedAttackMade))


def test_a_holding_adds_one_to_its_players_ranged_attack() -> None:
    """Volley (3) on Bob's Crane Samurai with a Katana (Force 4): Alice's Range answers the
    targeting, the attack resolves at 4 and destroys him; passed, it resolves at 3: he
    survives."""
    for answer, strength, result in ((True, 4, "destroyed"), (False, 3, "survives")):
        game = _battle(["Plum Range"], ["Lion Samurai"], [],
                       [{"title": "Crane Samurai", "attachments": ["Katana"]}])
        s = game.state
        crane, volley, rng = (pid(game, "Crane Samurai", 1), pid(game, "Volley", 0),
                              pid(game, "Plum Range", 0))
        game.perform(UseAbility(0, volley, 0, (crane,)))
        assert s.windows and s.windows[-1].trigger == "targeted"
        assert game.legal_actions() == [Pass(0), UseAbility(0, rng, 0)]
        events = []
        if answer:
            game.perform(UseAbility(0, rng, 0))
            assert game.state.resolving[-1]["negate"] == [{"on": crane, "strength": 1}]
            events += game.perform(Pass(1))
            events += game.perform(Pass(0))
        else:
            game.perform(Pass(0))
            events += game.perform(Pass(1))
        hit = _hit(events)
        assert (hit.strength, hit.force, hit.result) == (strength, 4, result)
        assert not game.state.windows and not game.state.resolving


def test_the_follower_answers_only_at_the_current_battlefield() -> None:
    """Alice's Archers at home are not offered; carried by her attacking Samurai they are:
    Volley (3) +2 = 5 destroys Bob's Crane Samurai with a Katana (Force 4)... and with
    Bob's Seer choosing -2 after it, 3 leaves him alive."""
    game = _battle([{"title": "Ronin", "attachments": ["Plum Archers"]}], ["Lion Samurai"],
                   [], [{"title": "Crane Samurai", "attachments": ["Katana"]}])
    crane, volley = pid(game, "Crane Samurai", 1), pid(game, "Volley", 0)
    game.perform(UseAbility(0, volley, 0, (crane,)))
    assert not game.state.windows  # nobody can answer: the Volley resolved at once
    assert game.state.cards[crane].zone is Zone.BATTLEFIELD

    game = _battle([], [{"title": "Lion Samurai", "attachments": ["Plum Archers"]}],
                   ["Plum Seer"], [{"title": "Crane Samurai", "attachments": ["Katana"]}])
    s = game.state
    crane, volley = pid(game, "Crane Samurai", 1), pid(game, "Volley", 0)
    archers, seer = pid(game, "Plum Archers", 0), pid(game, "Plum Seer", 1)
    game.perform(UseAbility(0, volley, 0, (crane,)))
    game.perform(UseAbility(0, archers, 0))
    assert UseAbility(1, seer, 0) in game.legal_actions()
    game.perform(UseAbility(1, seer, 0))
    # Bob chooses: the +2 (the optional group) or, declining it, the -2
    assert game.legal_actions() == [ChooseOption(1, apply=True), ChooseOption(1, apply=False)]
    game.perform(ChooseOption(1, apply=False))
    assert [n.get("strength") for n in s.resolving[-1]["negate"]] == [2, -2]
    events = game.perform(Pass(0))
    events += game.perform(Pass(1))
    hit = _hit(events)
    assert (hit.strength, hit.result) == (3, "survives")


def test_other_targeting_opens_no_window_and_the_validator() -> None:
    """A bow (Trip) targeting Bob's Samurai is no Ranged Attack: no window; the trigger's and
    the effect's validation."""
    game = attack_game(
        player(name="Alice", home=["Plum Range", "Lion Samurai"], hand=["Trip"]),
        player("Lion Keep", name="Bob", home=["Ronin"]), defs=DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    game.perform(Pass(1))
    ronin = pid(game, "Ronin", 1)
    game.perform(UseAbility(0, pid(game, "Trip", 0), 0, (ronin,)))
    assert not game.state.windows and game.state.cards[ronin].bowed
    rec = DEFS[0]["abilities"][0]
    assert abilities.validate(rec) == [] and validate_trigger(rec) == []
    assert validate_trigger({**rec, "trigger": {**_TRIGGER, "attack": "melee"}}) != []
    assert abilities.validate({**rec, "effects": [{"op": "attack_strength", "amount": 0}]})
    assert abilities.validate({**rec, "effects": [{"op": "attack_strength", "amount": 1,
                                                   "card": "self"}]})
    assert abilities.validate({**rec, "condition": {"at_current": True}}) == []
