"""Reactions to an action's targeting (``cardtext/negation.py``, ``cardtext/targeted.py``):
the trigger's filters on the kind of action ("a Fear action": an action with a Fear effect,
as "A Ranged Attack action ... is one that produces a Ranged Attack as one of its effects"
[CE › RANGED ATTACK], [S0 › FEAR #]), on the targeted card's side in the battle ("your
defending Personality" [CE › BATTLES]), the Reaction's condition ("if you control any Rings",
checked when it is taken [CE › CONDITIONS]) and a Reaction whose effect is not a negation
(it resolves in the window, before the action's costs and effects [CE › TIMING AND
TRIGGERS])."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext.triggers import validate_trigger
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player, position


def _react(name: str, effects: list[dict], condition: dict | None = None, **trigger) -> dict:
    rec = {"name": name, "timing": "reaction",
           "trigger": {"event": "targeted", **trigger}, "effects": effects}
    if condition:
        rec["condition"] = condition
    return rec


DEFS = [
    # "Reaction: After a Fear action targets your Samurai: Negate its effects." (a Strategy)
    cd("Steady Nerves", "strategy", gold_cost=0, focus=1, abilities=[_react(
        "Steady", [{"op": "negate_action"}], card="yours", type="personality",
        keyword="Samurai", action="fear")]),
    # "Reaction: After another player's action targets your defending Personality:
    # Negate his bowing from the action's effects."
    cd("Rampart Drill", "strategy", gold_cost=0, focus=1, abilities=[_react(
        "Drill", [{"op": "negate_action", "on": "subject", "what": ["bow"]}],
        card="yours", type="personality", side="defending", by="other")]),
    cd("Plum Samurai", "personality", clans=["Lion"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=3, personal_honor=3),
    # Bob's actions: a Fear 4 and a plain bow, each with 1 Honor for him
    cd("Howling Mask", "holding", gold_cost=2, abilities=[
        {"name": "Howl", "timing": "battle", "targets": [{"type": "ranged"}],
         "effects": [{"op": "fear", "target": 0, "amount": 4},
                     {"op": "gain_honor", "amount": 1, "player": "you"}]},
        {"name": "Shove", "timing": "battle",
         "targets": [{"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "bow", "target": 0},
                     {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Bob Raider", "personality", clans=["Crab"], force=2, chi=1, gold_cost=2,
       personal_honor=1),
    # "Reaction: After an enemy's action targets a card of this unit, if you hold a Ring,
    # negate that card's bowing." (our words)
    cd("Ring Wardens", "follower", force=1, gold_cost=1, focus=1, abilities=[_react(
        "Ward", [{"op": "negate_action", "on": "subject", "what": ["bow"]}],
        {"controls": {"type": "ring"}}, card="any", unit=True, by="other")]),
    # "Reaction: After another player's action targets this card, give him a Force bonus
    # equal to his Personal Honor."
    cd("Proud Samurai", "personality", clans=["Lion"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=3, personal_honor=3, abilities=[_react(
           "Pride", [{"op": "modify_stat", "target": "self", "stat": "force",
                      "amount_from": {"card": "self", "stat": "personal_honor", "sign": 1},
                      "duration": "turn"}], card="self", by="other")]),
    # a Reaction: after another player's action targets one of your other Personalities at
    # this card's location, bow this card or one of its Spells to negate his destruction
    cd("Spell Warden", "personality", clans=["Phoenix"], keywords=["Shugenja"], force=1,
       chi=3, gold_cost=3, personal_honor=1, abilities=[{
           "name": "Shelter", "timing": "reaction",
           "trigger": {"event": "targeted", "card": "yours", "type": "personality",
                       "not_self": True, "here": True, "by": "other"},
           "targets": [{"type": ["personality", "spell"], "controller": "you", "bowed": False,
                        "choose": True, "self_or_attached": {"type": "spell"}}],
           "cost": {"bow_targets": [0]},
           "effects": [{"op": "negate_action", "on": "subject", "what": ["destroy"]}]}]),
    cd("Bob Axe", "holding", gold_cost=2, abilities=[
        {"name": "Chop", "timing": "limited",
         "targets": [{"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "destroy", "target": 0}]}]),
    cd("Bob Shover", "holding", gold_cost=2, abilities=[
        {"name": "Shove", "timing": "limited",
         "targets": [{"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "bow", "target": 0},
                     {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
]


def _battle(alice_units: list, alice_hand: list, *, alice_attacks: bool = False) -> Game:
    """Bob's turn, a battle at Alice's province (or Bob's, when she attacks)."""
    alice = player(name="Alice", hand=alice_hand)
    bob = player("Lion Keep", name="Bob", home=["Howling Mask"])
    pos = position(alice, bob, phase="attack", step="combat", active=1, priority=1,
                   defs=DEFS)
    bob_units = [{"title": "Bob Raider", "attachments": []}]
    attacker = 0 if alice_attacks else 1
    pos["attack"] = {"attacker": attacker, "defender": 1 - attacker, "segment": "combat",
                     "current": 0, "battlefields": [{
                         "province": 0, "ended": False,
                         "attacking": alice_units if alice_attacks else bob_units,
                         "defending": bob_units if alice_attacks else alice_units}]}
    return Game.from_position(pos)


def _uses(game: Game, card: str) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def _answer(game: Game, card: str) -> None:
    """Alice takes her Reaction in the window (passing until she is asked), then both pass."""
    for _ in range(4):
        if _uses(game, card):
            game.perform(_uses(game, card)[0])
            break
        game.perform(Pass(game.waiting_for))
    while game.state.windows:
        game.perform(Pass(game.waiting_for))


def test_a_fear_action_is_answered_and_negated_a_plain_bow_is_not_a_fear_action() -> None:
    """Bob's Fear 4 targets Alice's defending 2F Samurai: Steady Nerves is offered and
    negates every effect (the Samurai stays unbowed, Bob stays at 10 Honor); Bob's plain
    bowing action on him opens no window for it (no Fear among its effects): he bows and
    Bob gains 1 Honor."""
    game = _battle([{"title": "Plum Samurai", "attachments": []}], ["Steady Nerves"])
    s = game.state
    sam, mask, nerves = find(s, "Plum Samurai"), find(s, "Howling Mask"), find(s, "Steady Nerves")
    game.perform(UseAbility(1, mask, 0, (sam,)))
    _answer(game, nerves)
    s = game.state
    assert not s.cards[sam].bowed and s.players[1].family_honor == 10
    assert nerves in s.players[0].fate_discard

    game = _battle([{"title": "Plum Samurai", "attachments": []}], ["Steady Nerves"])
    s = game.state
    game.perform(UseAbility(1, find(s, "Howling Mask"), 1, (find(s, "Plum Samurai"),)))
    s = game.state
    assert not s.windows and s.cards[find(s, "Plum Samurai")].bowed
    assert s.players[1].family_honor == 11


def test_the_side_filter_answers_a_defending_personality_only() -> None:
    """Bob bows Alice's defending Samurai: Rampart Drill negates the bowing (Bob still gains
    his 1 Honor); when Alice is the attacker, her attacking Samurai opens no window."""
    game = _battle([{"title": "Plum Samurai", "attachments": []}], ["Rampart Drill"])
    s = game.state
    sam = find(s, "Plum Samurai")
    game.perform(UseAbility(1, find(s, "Howling Mask"), 1, (sam,)))
    _answer(game, find(s, "Rampart Drill"))
    s = game.state
    assert not s.cards[sam].bowed and s.players[1].family_honor == 11

    game = _battle([{"title": "Plum Samurai", "attachments": []}], ["Rampart Drill"],
                   alice_attacks=True)
    s = game.state
    sam = find(s, "Plum Samurai")
    game.perform(UseAbility(1, find(s, "Howling Mask"), 1, (sam,)))
    assert not game.state.windows and game.state.cards[sam].bowed


def test_the_reactions_condition_needs_a_ring_in_play() -> None:
    """Ring Wardens' Reaction is offered only while Alice controls a Ring: with the Air Ring
    at her home the bowing of the Samurai it follows is negated; without it no window opens
    and he bows."""
    unit = [{"title": "Plum Samurai", "attachments": ["Ring Wardens"]}]
    for ring, bowed in ((True, False), (False, True)):
        alice = player(name="Alice", home=[*unit, *(["Air Ring"] if ring else [])])
        bob = player("Lion Keep", name="Bob", home=["Bob Shover"])
        game = game_at(alice, bob, defs=DEFS, active=1, priority=1)
        s = game.state
        sam = find(s, "Plum Samurai")
        game.perform(UseAbility(1, find(s, "Bob Shover"), 0, (sam,)))
        assert bool(game.state.windows) is ring
        if ring:
            _answer(game, find(s, "Ring Wardens"))
        assert game.state.cards[sam].bowed is bowed
        assert game.state.players[1].family_honor == 11


def test_a_reaction_with_another_effect_resolves_before_the_action() -> None:
    """Bob's bowing action targets Proud Samurai (2F, 3 PH): his Reaction gives him +3F
    (5F) in the window, then Bob's action goes on: he bows, Bob gains 1 Honor."""
    alice = player(name="Alice", home=[{"title": "Proud Samurai", "attachments": []}])
    bob = player("Lion Keep", name="Bob", home=["Bob Shover"])
    game = game_at(alice, bob, defs=DEFS, active=1, priority=1)
    s = game.state
    sam = find(s, "Proud Samurai")
    game.perform(UseAbility(1, find(s, "Bob Shover"), 0, (sam,)))
    assert game.state.cards[sam].bowed is False  # the window is before the effects
    _answer(game, sam)
    s = game.state
    assert stats.force(s, sam) == 5 and s.cards[sam].bowed
    assert s.players[1].family_honor == 11


def test_another_of_your_personalities_and_a_chosen_card_bowed_as_the_cost() -> None:
    """Bob's Axe targets Alice's Plum Samurai beside Spell Warden at her home: the Warden
    bows himself (the card chosen for the cost) and the Samurai is not destroyed; when the Axe
    targets the Warden himself, no window opens ("other") and he is destroyed."""
    alice = player(name="Alice", home=["Spell Warden", "Plum Samurai"])
    bob = player("Lion Keep", name="Bob", home=["Bob Axe"])
    game = game_at(alice, bob, defs=DEFS, active=1, priority=1)
    s = game.state
    warden, sam = find(s, "Spell Warden"), find(s, "Plum Samurai")
    game.perform(UseAbility(1, find(s, "Bob Axe"), 0, (sam,)))
    _answer(game, warden)
    s = game.state
    assert s.cards[warden].bowed and s.cards[sam].in_play

    game = game_at(player(name="Alice", home=["Spell Warden", "Plum Samurai"]),
                   player("Lion Keep", name="Bob", home=["Bob Axe"]), defs=DEFS, active=1,
                   priority=1)
    s = game.state
    warden = find(s, "Spell Warden")
    game.perform(UseAbility(1, find(s, "Bob Axe"), 0, (warden,)))
    assert not game.state.windows and not game.state.cards[warden].in_play


def test_twice_per_turn_answers_two_actions_of_a_turn_not_three() -> None:
    """[CE › TAKING ACTIONS FROM ABILITIES: abilities are used once per turn "unless a
    different usage limit is stated"]: Bob bows the Follower of Alice's Samurai three times
    in a turn (three Holdings); "Twice per turn" negates the first two bowings, the third is
    not answered; the next turn it may be used again (a save keeps the count)."""
    from l5r_desktop.games.ccg.cardtext import use_limits

    twice = cd("Twice Keeper", "personality", clans=["Crab"], force=2, chi=2, gold_cost=3,
               personal_honor=1, abilities=[{
                   "name": "Keep", "timing": "reaction", "per_turn": 2,
                   "trigger": {"event": "targeted", "card": "yours", "type": "follower",
                               "here": True},
                   "effects": [{"op": "negate_action", "on": "subject", "what": ["bow"]}]}])
    shover = [cd(f"Shover {n}", "holding", gold_cost=2, abilities=[
        {"name": "Shove", "timing": "limited",
         "targets": [{"type": "follower", "controller": "opponent"}],
         "effects": [{"op": "bow", "target": 0}]}]) for n in range(3)]
    pike = cd("Pike Guard", "follower", force=1, gold_cost=1, focus=1)
    alice = player(name="Alice", home=["Twice Keeper", {"title": "Plum Samurai",
                                                        "attachments": ["Pike Guard"]}])
    bob = player("Lion Keep", name="Bob", home=[f"Shover {n}" for n in range(3)])
    game = game_at(alice, bob, defs=[*DEFS, twice, *shover, pike], active=1, priority=1)
    s = game.state
    keeper, guard = find(s, "Twice Keeper"), find(s, "Pike Guard")
    for n, negated in ((0, True), (1, True), (2, False)):
        game.state.priority = 1
        game.perform(UseAbility(1, find(s, f"Shover {n}"), 0, (guard,)))
        assert bool(game.state.windows) is negated
        if negated:
            _answer(game, keeper)
        assert game.state.cards[guard].bowed is not negated
    c = game.state.cards[keeper]
    assert c.ability_uses == {0: s.turn, use_limits.SECOND: s.turn}
    again = type(game.state).from_dict(game.state.to_dict())
    assert again.cards[keeper].ability_uses == c.ability_uses
    assert not use_limits.used_up(c, 0, twice["abilities"][0], s.turn + 1)


def test_the_validator_knows_the_new_filters() -> None:
    base = {"timing": "reaction", "effects": [{"op": "negate_action"}]}
    assert validate_trigger({**base, "trigger": {"event": "targeted", "card": "yours",
                                                 "side": "defending", "action": "fear"}}) == []
    assert validate_trigger({**base, "trigger": {"event": "targeted", "card": "yours",
                                                 "side": "home"}}) == [
        "side is attacking, defending or absent"]
