"""Reactions "after the resolution of an action that bowed <card>"
(``cardtext/resolution_triggers.py``): [CE › TAKING ACTIONS FROM ABILITIES › D. Action
resolution, E. Action ends] ("The trigger 'after action resolution' is the same point in time
as 'after the action ends'"); the bowing must come from the action's effects, not its costs
(step C); the Reaction may target the bowed card or a card at its location
[CE › LOCATIONS]."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext.triggers import validate_trigger
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player, position

_BOW_ENEMY = {"name": "Knock", "timing": "limited",
              "targets": [{"type": "personality", "controller": "opponent"}],
              "effects": [{"op": "bow", "target": 0}]}

DEFS = [
    # a Reaction: once your action has bowed a Personality, bow a target Personality where
    # the bowed one is
    cd("Echo Adept", "personality", clans=["Dragon"], force=1, chi=3, gold_cost=3,
       personal_honor=1, abilities=[{
           "name": "Echo", "timing": "reaction",
           "trigger": {"event": "resolved_bowed", "card": "any", "by": "you",
                       "type": "personality"},
           "targets": [{"type": "personality", "trigger_card": "near"}],
           "effects": [{"op": "bow", "target": 0}]}]),
    # a Reaction: once any action has bowed a Personality at this card's battlefield, target
    # that Personality and negate his next straightening
    cd("Stone Monk", "personality", clans=["Dragon"], keywords=["Monk"], force=2, chi=2,
       gold_cost=3, personal_honor=1, abilities=[{
           "name": "Hold", "timing": "reaction",
           "trigger": {"event": "resolved_bowed", "card": "any", "type": "personality",
                       "here": "battlefield"},
           "targets": [{"type": "personality", "trigger_card": "is"}],
           "effects": [{"op": "negate_straightening", "target": 0, "next": True}]}]),
    cd("Knocker", "holding", gold_cost=2, abilities=[
        _BOW_ENEMY,
        # a bow cost and 1 Honor: no effect bows anything
        {"name": "Strain", "timing": "limited", "cost": {"bow_self": True},
         "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]},
        # "You may bow a target enemy Personality", then 1 Honor
        {"name": "Nudge", "timing": "limited",
         "targets": [{"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "bow", "target": 0, "optional": 1},
                     {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Battle Knocker", "holding", gold_cost=2, abilities=[{**_BOW_ENEMY,
                                                             "timing": "battle"}]),
    cd("Rallier", "holding", gold_cost=2, abilities=[{
        "name": "Rally", "timing": "battle",
        "targets": [{"type": "personality", "controller": "opponent", "bowed": True}],
        "effects": [{"op": "straighten", "target": 0}]}]),
    cd("Reed Samurai", "personality", clans=["Crab"], force=2, chi=1, gold_cost=2,
       personal_honor=1),
    cd("Moss Samurai", "personality", clans=["Crab"], force=2, chi=1, gold_cost=2,
       personal_honor=1),
]


def _home_game(alice_home: list, bob_home: list, active: int = 0) -> Game:
    return game_at(player(name="Alice", home=alice_home),
                   player("Lion Keep", name="Bob", home=bob_home), defs=DEFS, active=active)


def _uses(game: Game, card: str) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_your_action_that_bowed_lets_you_bow_a_personality_at_the_same_location() -> None:
    """Alice's Knocker bows Bob's Reed Samurai at his home: Echo Adept's Reaction is offered
    with Bob's two Personalities there (not with her own at her home); she bows Moss Samurai."""
    game = _home_game(["Echo Adept", "Knocker"], ["Reed Samurai", "Moss Samurai"])
    s = game.state
    adept, reed, moss = find(s, "Echo Adept"), find(s, "Reed Samurai"), find(s, "Moss Samurai")
    game.perform(UseAbility(0, find(s, "Knocker"), 0, (reed,)))
    assert s.windows and s.windows[-1].cards[0] == reed
    assert {u.targets for u in _uses(game, adept)} == {(reed,), (moss,)}
    game.perform(UseAbility(0, adept, 0, (moss,)))
    while game.state.windows:
        game.perform(Pass(game.waiting_for))
    s = game.state
    assert s.cards[reed].bowed and s.cards[moss].bowed and not s.cards[adept].bowed


def test_a_bow_cost_and_another_players_action_open_no_window() -> None:
    """Knocker's Strain bows only itself as its cost (its effects bow nothing): no window;
    Bob's action bowing Alice's Personality is not "your action" for Echo Adept."""
    game = _home_game(["Echo Adept", "Knocker"], ["Reed Samurai"])
    s = game.state
    game.perform(UseAbility(0, find(s, "Knocker"), 1))
    assert not game.state.windows and game.state.cards[find(s, "Knocker")].bowed
    game = _home_game(["Echo Adept", "Reed Samurai"], ["Knocker"], active=1)
    s = game.state
    game.perform(UseAbility(1, find(s, "Knocker"), 0, (find(s, "Reed Samurai"),)))
    assert not game.state.windows


def test_a_bowing_after_a_you_may_choice_still_counts() -> None:
    """"You may bow": the resolution pauses for Alice's choice; she applies it, the action
    ends (1 Honor), then the window opens for the bowed Reed Samurai."""
    game = _home_game(["Echo Adept", "Knocker"], ["Reed Samurai", "Moss Samurai"])
    s = game.state
    reed = find(s, "Reed Samurai")
    game.perform(UseAbility(0, find(s, "Knocker"), 2, (reed,)))
    assert not game.state.windows and game.state.options
    game.perform(ChooseOption(0, apply=True))
    s = game.state
    assert s.cards[reed].bowed and s.players[0].family_honor == 11
    assert s.windows and s.windows[-1].cards[0] == reed


def _battle() -> Game:
    """Bob attacks Alice's province: Alice's Stone Monk and Reed Samurai defend, Bob's Moss
    Samurai attacks; Bob has Battle Knocker and Rallier."""
    alice = player(name="Alice", home=["Echo Adept"])
    bob = player("Lion Keep", name="Bob", home=["Battle Knocker", "Rallier"])
    pos = position(alice, bob, phase="attack", step="combat", active=1, priority=1, defs=DEFS)
    pos["attack"] = {"attacker": 1, "defender": 0, "segment": "combat", "current": 0,
                     "battlefields": [{
                         "province": 0, "ended": False,
                         "attacking": [{"title": "Moss Samurai", "attachments": []}],
                         "defending": [{"title": "Stone Monk", "attachments": []},
                                       {"title": "Reed Samurai", "attachments": []}]}]}
    return Game.from_position(pos)


def test_a_negated_next_straightening_on_the_bowed_card_at_this_battlefield() -> None:
    """Bob's Battle Knocker bows Alice's defending Reed Samurai: Stone Monk's Reaction
    (target him) negates his next straightening; Bob's Rallier then straightens him: he
    stays bowed. Echo Adept at home answers nothing (Bob's action)."""
    game = _battle()
    s = game.state
    monk, reed = find(s, "Stone Monk"), find(s, "Reed Samurai")
    game.perform(UseAbility(1, find(s, "Battle Knocker"), 0, (reed,)))
    for _ in range(3):
        if _uses(game, monk):
            break
        game.perform(Pass(game.waiting_for))
    assert _uses(game, monk) == [UseAbility(0, monk, 0, (reed,))]
    game.perform(UseAbility(0, monk, 0, (reed,)))
    while game.state.windows:
        game.perform(Pass(game.waiting_for))
    s = game.state
    s.priority = 1
    game.perform(UseAbility(1, find(s, "Rallier"), 0, (reed,)))
    assert game.state.cards[reed].bowed and game.state.cards[reed].zone is Zone.BATTLEFIELD


def test_the_validator_knows_the_trigger_and_the_target_filter() -> None:
    rec = DEFS[1]["abilities"][0]
    assert validate_trigger(rec) == []
    bad = {**rec, "trigger": {**rec["trigger"], "by": "them", "side": "attacking"}}
    assert validate_trigger(bad) == [
        "a resolved_bowed trigger's keys are among event, card, by, type, keyword, here",
        "by is any, you or other"]
    from l5r_desktop.games.ccg.cardtext import abilities

    wrong = {**rec, "targets": [{"type": "personality", "trigger_card": "far"}]}
    assert "trigger_card is is, near or near_other" in abilities.validate(wrong)
