"""Interrupts to a Battle action the Attacker takes "before the Defender's first normal
opportunity to act or pass" (trigger filter ``before_defender``, ``negation.fits``;
``AttackState.defender_acted``): the Combat Segment is an action round whose first
opportunity is the Defender's unless an effect gives it to another player [CE › BATTLES ›
B. COMBAT SEGMENT]; once the Defender has acted or passed there, the Interrupt answers no
action of that battle. Our own cards and test line; exact numbers."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import triggers
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.battle_state import AttackState
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, player, position

_LINE = ("Interrupt: Negate the effects of a Battle action taken by the Attacker if it is "
         "taken before the Defender's first normal opportunity to act or pass.")


def _read() -> dict[str, Any]:
    card = CardDef(id="x:1", title="Dug In", type=CardType.STRATEGY, text=_LINE,
                   base_title="Dug In")
    rec = translate_ability(_LINE, card)
    assert rec is not None
    return rec


#: "Battle: Bow a target enemy Personality. Gain 1 Honor."
_STRIKE = {"timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
           "effects": [{"op": "bow", "target": 0},
                       {"op": "gain_honor", "amount": 1, "player": "you"}]}


def _game(priority: int, defender_acted: bool = False) -> Game:
    """Alice attacks Bob's first province (her Crane Samurai against his Lion Samurai) in the
    Combat Segment; ``priority``: who has the opportunity; Bob holds Dug In."""
    defs = [cd("Dug In", "strategy", gold_cost=0, focus=1, abilities=[_read()]),
            cd("Strike", "strategy", gold_cost=0, focus=1, abilities=[_STRIKE])]
    alice = player(name="Alice", hand=["Strike"])
    bob = player("Lion Keep", name="Bob", hand=["Dug In", "Strike"])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=priority,
                   defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": ["Crane Samurai"],
                                       "defending": ["Lion Samurai"]}],
                     **({"defender_acted": True} if defender_acted else {})}
    return Game.from_position(pos)


def _dug_in(game: Game) -> list[UseAbility]:
    card = find(game.state, "Dug In", 1)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def _strike(game: Game, who: int) -> None:
    """``who`` plays Strike on the other player's Samurai; in a window that opens Alice (the
    active player) passes first, so Bob is asked."""
    s = game.state
    card = next(c for c in s.players[who].hand if s.title(c) == "Strike")
    foe = find(s, "Lion Samurai" if who == 0 else "Crane Samurai", 1 - who)
    game.perform(UseAbility(who, card, 0, (foe,)))
    if s.windows and game.waiting_for == 0:
        game.perform(Pass(0))


def test_the_line_reads() -> None:
    assert _read() == {
        "timing": "reaction",
        "trigger": {"event": "before_resolution", "card": "any", "interrupt": True,
                    "action": "battle", "before_defender": True},
        "cost": {"gold": "card"}, "effects": [{"op": "negate_action"}]}


def test_the_attackers_action_before_the_defender_acted_is_negated() -> None:
    """Alice has the first opportunity (an effect gave it to her): her Strike waits for
    Interrupts; Bob's Dug In negates it: his Samurai stays unbowed, Alice stays at 10."""
    game = _game(priority=0)
    s = game.state
    _strike(game, 0)
    (use,) = _dug_in(game)
    game.perform(use)
    while s.windows:
        game.perform(Pass(game.waiting_for or 0))
    assert not s.cards[find(s, "Lion Samurai", 1)].bowed
    assert s.players[0].family_honor == 10


def test_passed_the_strike_resolves() -> None:
    game = _game(priority=0)
    s = game.state
    _strike(game, 0)
    assert _dug_in(game)
    while s.windows:
        game.perform(Pass(game.waiting_for or 0))
    assert s.cards[find(s, "Lion Samurai", 1)].bowed
    assert s.players[0].family_honor == 11


def test_after_the_defender_passed_it_is_not_offered() -> None:
    """Bob passes his first opportunity (the flag is set); Alice's Strike then opens no
    Interrupt for Dug In: the Samurai is bowed, Alice 10 -> 11."""
    game = _game(priority=1)
    s = game.state
    game.perform(Pass(1))
    assert s.attack is not None and s.attack.defender_acted
    _strike(game, 0)
    assert not _dug_in(game)
    while s.windows:
        game.perform(Pass(game.waiting_for or 0))
    assert s.cards[find(s, "Lion Samurai", 1)].bowed
    assert s.players[0].family_honor == 11


def test_after_the_defender_acted_it_is_not_offered() -> None:
    """Bob takes a Battle action at his first opportunity: the flag is set as it ends."""
    game = _game(priority=1)
    s = game.state
    _strike(game, 1)
    while s.windows:
        game.perform(Pass(game.waiting_for or 0))
    assert s.attack is not None and s.attack.defender_acted
    assert game.waiting_for == 0
    _strike(game, 0)
    assert not _dug_in(game)


def test_the_defenders_own_action_is_not_answered() -> None:
    game = _game(priority=1)
    _strike(game, 1)
    assert not _dug_in(game)


def test_the_flag_is_saved_and_reset_by_a_new_battle() -> None:
    att = AttackState(0, 1, defender_acted=True)
    assert AttackState.from_dict(att.to_dict()).defender_acted
    assert "defender_acted" not in AttackState(0, 1).to_dict()  # old saves unchanged
    assert not triggers.validate_trigger(_read())
    assert triggers.validate_trigger({**_read(), "trigger": {**_read()["trigger"],
                                                             "before_defender": False}})
