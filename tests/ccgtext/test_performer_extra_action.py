"""An additional Battle action that one card must perform ("You may take an additional Battle
action, which he must perform") [CE › ADDITIONAL (ACTION)], [CE › PERFORM]: our own test lines
read; in a battle the granted opportunity offers only actions that card performs, and the
restriction ends with the next Battle action or a pass."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model.battle_state import AttackState
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

KICK = ("Battle: Choose your performing Kensai: Straighten him. You may take an additional "
        "Battle action, which he must perform.")
_PRAY = {"timing": "battle", "cost": {"bow_self": True},
         "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}


def _records(text: str, type_: CardType = CardType.STRATEGY, title: str = "Plum Kick"
             ) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title=title, type=type_, text=text, base_title=title)
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_the_lines_are_read() -> None:
    assert _records(KICK) == [{
        "timing": "battle", "cost": {"gold": "card"},
        "targets": [{"type": "personality", "controller": "you", "performer": True,
                     "keyword": "Kensai", "choose": True}],
        "effects": [{"op": "straighten", "target": 0},
                    {"op": "additional_action", "kind": "battle", "performer": 0,
                     "optional": 1}]}]
    assert _records("Battle: Bow Tamasu. Take an additional Battle action which Tamasu must "
                    "perform.", CardType.PERSONALITY, "Tamasu")[0]["effects"][-1] == {
        "op": "additional_action", "kind": "battle", "performer": "self"}


def test_near_misses_stay_manual() -> None:
    for line, kind in (
        ("Battle: Target an enemy Personality: Bow him. You may take an additional Battle "
         "action, which he must perform.", CardType.STRATEGY),  # "he" is not a performer
        ("Battle: You may take an additional Battle action, which must be Iaijutsu.",
         CardType.STRATEGY),
        ("Battle: Take an additional Battle action which Plum Kick must perform.",
         CardType.STRATEGY),  # a Strategy performs nothing
    ):
        assert _records(line, kind) is None, line
    assert abilities.validate({"timing": "battle", "effects": [
        {"op": "additional_action", "kind": "any", "performer": 0}]})


def _battle() -> Any:
    kick = cd("Plum Kick", "strategy", gold_cost=0, focus=1, abilities=_records(KICK))
    kensai = cd("Plum Kensai", "personality", keywords=["Kensai"], force=2, chi=2,
                gold_cost=3, personal_honor=2, abilities=[_PRAY])
    guard = cd("Plum Guard", "personality", force=2, chi=2, gold_cost=3, personal_honor=2,
               abilities=[_PRAY])
    game = attack_game(
        player(name="Alice", home=["Plum Kensai", "Plum Guard"], hand=["Plum Kick"]),
        player("Lion Keep", name="Bob", home=["Ronin"]),
        defs=[kick, kensai, guard])
    declare(game)
    assign(game, pid(game, "Plum Kensai", 0), 0)
    assign(game, pid(game, "Plum Guard", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    game.perform(Pass(1))  # the defender acts first
    return game


def test_the_granted_opportunity_is_his_alone() -> None:
    """Alice plays Plum Kick on her Kensai (he stays unbowed) and is granted the action: she
    acts again, and only the Kensai's own ability is offered (not the Guard's); he uses it
    (Honor 10 -> 11, bowed), then Bob has the opportunity and the restriction is gone."""
    game = _battle()
    s = game.state
    kensai, guard = pid(game, "Plum Kensai", 0), pid(game, "Plum Guard", 0)
    assert UseAbility(0, card=guard, ability=0) in game.legal_actions()
    game.perform(UseAbility(0, card=pid(game, "Plum Kick", 0), ability=0, targets=(kensai,)))
    game.perform(ChooseOption(0, apply=True))  # "you may take"
    assert game.waiting_for == 0
    assert s.attack is not None and s.attack.extra_actor == kensai
    legal = game.legal_actions()
    assert UseAbility(0, card=kensai, ability=0) in legal
    assert UseAbility(0, card=guard, ability=0) not in legal and Pass(0) in legal
    assert AttackState.from_dict(s.attack.to_dict()).extra_actor == kensai  # saved
    game.perform(UseAbility(0, card=kensai, ability=0))
    assert s.players[0].family_honor == 11 and s.cards[kensai].bowed
    assert s.attack.extra_actor is None and game.waiting_for == 1
    game.perform(Pass(1))
    assert UseAbility(0, card=guard, ability=0) in game.legal_actions()


def test_passing_the_granted_opportunity_ends_it() -> None:
    """Alice passes the granted opportunity: it is gone (Bob's turn to act), and on her next
    opportunity the Guard's ability is offered again."""
    game = _battle()
    s = game.state
    kensai, guard = pid(game, "Plum Kensai", 0), pid(game, "Plum Guard", 0)
    game.perform(UseAbility(0, card=pid(game, "Plum Kick", 0), ability=0, targets=(kensai,)))
    game.perform(ChooseOption(0, apply=True))
    assert s.attack is not None and s.attack.extra_actor == kensai
    game.perform(Pass(0))
    assert s.attack.extra_actor is None and game.waiting_for == 1
    game.perform(Pass(1))
    assert UseAbility(0, card=guard, ability=0) in game.legal_actions()
