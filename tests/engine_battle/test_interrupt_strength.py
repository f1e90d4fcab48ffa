"""Twenty Festivals Interrupts that change the strength of the interrupted action's attacks or
Fear effects ("Give a Ranged Attack +1 strength", "Give the action's Fear effects -2 strength";
``attack_strength`` with ``kinds``, the trigger filter ``single``) [S0 › INTERRUPT ACTIONS #],
[CE › RANGED ATTACK] (its strength a stat with bonuses and penalties), [S0 › FEAR #]. Our own
test lines and invented cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid


def _records(text: str) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Quick Draw", type=CardType.STRATEGY, text=text,
                   base_title="Quick Draw")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_lines_read() -> None:
    one = _records("Interrupt: Give one of the action's Melee Attacks +3 strength.")
    assert one == [{"timing": "reaction", "cost": {"gold": "card"},
                    "trigger": {"event": "before_resolution", "card": "any",
                                "interrupt": True, "action": "melee_attack", "single": True},
                    "effects": [{"op": "attack_strength", "amount": 3,
                                 "kinds": ["melee_attack"]}]}]
    every = _records("Interrupt: Give the action's Fear effects -1 strength.")
    assert every is not None and "single" not in every[0]["trigger"]
    assert every[0]["effects"] == [{"op": "attack_strength", "amount": -1, "kinds": ["fear"]}]
    for line in ("Interrupt: Give a Ranged Attacks +1 strength.",  # number disagrees
                 "Interrupt: Give the action's Ranged Attack +1 strength.",
                 "Interrupt: Give a Siege Attack +1 strength.",
                 "Interrupt: Give a Fear effect +0 strength."):
        assert _records(line) is None, line


def test_increase_honor_loss_read() -> None:
    assert _records("Interrupt: Increase any Honor loss from the Battle action by 2.") == [{
        "timing": "reaction", "cost": {"gold": "card"},
        "trigger": {"event": "before_resolution", "card": "any", "interrupt": True,
                    "action": "battle"},
        "effects": [{"op": "increase_honor_loss", "amount": 2}]}]


_WALL = _records("Reaction: After a Ranged or Melee Attack is targeted: Give it -1 strength.")
_BOOST = _records("Interrupt: Give a Ranged Attack +1 strength.")
_CRUEL = _records("Interrupt: Increase each Honor loss from the Battle action by 1.")
_DAMPEN = _records("Interrupt: Give the action's Fear effects -2 strength.")
DEFS = [
    cd("Quick Draw", "strategy", gold_cost=0, focus=1, abilities=_BOOST),
    cd("Steady Nerves", "strategy", gold_cost=0, focus=1, abilities=_DAMPEN),
    cd("Long Shot", "strategy", gold_cost=0, focus=1, abilities=[{  # "Ranged 2 Attack."
        "timing": "battle", "targets": [{"type": "ranged"}],
        "effects": [{"op": "ranged_attack", "target": 0, "amount": 2}]}]),
    cd("Two Shots", "strategy", gold_cost=0, focus=1, abilities=[{  # two Ranged 2 Attacks
        "timing": "battle", "targets": [{"type": "ranged"}],
        "effects": [{"op": "ranged_attack", "target": 0, "amount": 2},
                    {"op": "ranged_attack", "target": 0, "amount": 2}]}]),
    cd("Cruel Words", "strategy", gold_cost=0, focus=1, abilities=_CRUEL),
    cd("Shield Wall", "strategy", gold_cost=0, focus=1, abilities=_WALL),
    cd("Close Strike", "strategy", gold_cost=0, focus=1, abilities=[{  # "Melee 3 Attack."
        "timing": "battle", "targets": [{"type": "ranged"}],
        "effects": [{"op": "melee_attack", "target": 0, "amount": 3}]}]),
    cd("Taunt", "strategy", gold_cost=0, focus=1, abilities=[{  # the Personality's controller
        "timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "lose_honor", "amount": 2, "player": "opponent"}]}]),  # loses 2
    cd("War Cry", "strategy", gold_cost=0, focus=1, abilities=[{  # "Fear 3."
        "timing": "battle", "targets": [{"type": "ranged"}],
        "effects": [{"op": "fear", "target": 0, "amount": 3}]}]),
]


def _battle() -> Any:
    """Alice attacks with a Lion Samurai; Bob defends with a Ronin (Force 2) and a Lion
    Samurai (Force 3); Bob passes the first opportunity."""
    game = attack_game(
        player(name="Alice", home=["Lion Samurai"], hand=["Long Shot", "Two Shots", "War Cry",
                                                          "Quick Draw", "Cruel Words", "Taunt",
                                                          "Close Strike"]),
        player("Lion Keep", name="Bob", home=["Ronin", "Lion Samurai"],
               hand=["Steady Nerves", "Shield Wall"]), defs=DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    assign(game, pid(game, "Lion Samurai", 1), 0)
    done(game)
    game.perform(Pass(1))
    return game


def _pass_windows(game: Any) -> None:
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))


def test_a_ranged_attack_made_strong_enough() -> None:
    """Alice's Ranged 2 Attack on Bob's Lion Samurai (Force 3): passed, he stays; with her
    Quick Draw in the Interrupt step (+1: Ranged 3) he is destroyed."""
    for answer in (False, True):
        game = _battle()
        s = game.state
        sam = pid(game, "Lion Samurai", 1)
        game.perform(UseAbility(0, card=pid(game, "Long Shot", 0), ability=0, targets=(sam,)))
        draw = UseAbility(0, card=pid(game, "Quick Draw", 0), ability=0)
        while s.windows and draw not in game.legal_actions():  # Bob's targeting window
            game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
        assert draw in game.legal_actions()
        if answer:
            game.perform(draw)
            assert s.resolving[-1]["negate"] == [
                {"on": "", "kinds": ["ranged_attack"], "strength": 1}]
        _pass_windows(game)
        assert (s.cards[sam].zone is Zone.BATTLEFIELD) is not answer


def test_not_offered_to_an_action_with_two_ranged_attacks() -> None:
    """"a Ranged Attack" names one: Two Shots has two, so Quick Draw is not offered."""
    game = _battle()
    ronin = pid(game, "Ronin", 1)
    draw = pid(game, "Quick Draw", 0)
    game.perform(UseAbility(0, card=pid(game, "Two Shots", 0), ability=0, targets=(ronin,)))
    assert not any(isinstance(a, UseAbility) and a.card == draw for a in game.legal_actions())
    _pass_windows(game)  # (no window: nothing else answers it)
    assert game.state.cards[ronin].zone is not Zone.BATTLEFIELD


def test_a_fear_effect_made_too_weak() -> None:
    """Alice's Fear 3 on Bob's Ronin (Force 2): passed, he bows; Bob answers with Steady
    Nerves (-2: Fear 1), and he stays unbowed."""
    for answer in (False, True):
        game = _battle()
        s = game.state
        ronin = pid(game, "Ronin", 1)
        game.perform(UseAbility(0, card=pid(game, "War Cry", 0), ability=0, targets=(ronin,)))
        nerves = UseAbility(1, card=pid(game, "Steady Nerves", 1), ability=0)
        while s.windows and nerves not in game.legal_actions():
            game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
        if answer:
            game.perform(nerves)
        _pass_windows(game)
        assert s.cards[ronin].bowed is not answer


def test_an_honor_loss_increased() -> None:
    """Alice's Taunt makes Bob lose 2 Honor; with her Cruel Words in the Interrupt step
    (+1 to each Honor loss from the Battle action) he loses 3."""
    for answer in (False, True):
        game = _battle()
        s = game.state
        before = s.players[1].family_honor
        game.perform(UseAbility(0, card=pid(game, "Taunt", 0), ability=0,
                                targets=(pid(game, "Ronin", 1),)))
        cruel = UseAbility(0, card=pid(game, "Cruel Words", 0), ability=0)
        assert cruel in game.legal_actions()
        if answer:
            game.perform(cruel)
        _pass_windows(game)
        assert s.players[1].family_honor == before - (3 if answer else 2)


def test_a_melee_attack_weakened_after_its_targeting() -> None:
    """"After a Ranged or Melee Attack is targeted: Give it -1 strength." (a Reaction,
    ``attack: melee_or_ranged``): Alice's Melee 3 Attack on Bob's Lion Samurai (Force 3)
    destroys him, unless Bob answers with Shield Wall (Melee 2)."""
    assert _WALL is not None and _WALL[0]["trigger"]["attack"] == "melee_or_ranged"
    for answer in (False, True):
        game = _battle()
        s = game.state
        sam = pid(game, "Lion Samurai", 1)
        game.perform(UseAbility(0, card=pid(game, "Close Strike", 0), ability=0,
                                targets=(sam,)))
        wall = UseAbility(1, card=pid(game, "Shield Wall", 1), ability=0)
        while s.windows and wall not in game.legal_actions():
            game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
        if answer:
            game.perform(wall)
        _pass_windows(game)
        assert (s.cards[sam].zone is Zone.BATTLEFIELD) is answer
