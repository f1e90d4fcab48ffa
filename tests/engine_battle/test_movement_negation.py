"""Negating a Personality's movement and movements that "will not be negated"
(``cardtext/movement_negation.py``) [CE › LOCATIONS]: "When a unit goes from one location to
another, it moves"; [CE › PREVENTION (Including Negation)]: a prevention from an action lasts
until the end of the turn by default, one of "a specific future occurrence" is a single
delayed effect, and "will not be negated" stops a negation. The translator's readings
(``templates/negate_movement.py``, ``templates/not_negated.py``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Duration
from tests.engine.scenario import cd, find, player, position

_FOE = [{"type": "personality", "controller": "opponent"}]


def _strategy(name: str, effects: list[dict[str, Any]]) -> dict[str, Any]:
    return cd(name, "strategy", gold_cost=0, focus=1, abilities=[
        {"timing": "battle", "targets": _FOE, "effects": effects}])


DEFS = [
    _strategy("Snare", [{"op": "negate_movement", "target": 0, "next": True}]),
    _strategy("Anchor", [{"op": "negate_movement", "target": 0}]),
    _strategy("Shove", [{"op": "move_home", "target": 0},
                        {"op": "gain_honor", "amount": 1, "player": "you",
                         "if": {"card": 0, "moved": True}}]),
    _strategy("Gale", [{"op": "move_home", "target": 0, "not_negated": True}]),
    _strategy("Tide", [{"op": "move_home", "target": 0,
                        "not_negated": {"card": 0, "keyword": "Water"}}]),
    cd("Foe", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3, personal_honor=2),
    cd("Wave Foe", "personality", clans=["Lion"], keywords=["Water"], force=2, chi=2,
       gold_cost=3, personal_honor=2),
    # "After an action targets this card: Negate this card's movement from its effects."
    cd("Rooted Foe", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
       personal_honor=2, abilities=[{
           "timing": "reaction", "trigger": {"event": "targeted", "card": "self"},
           "effects": [{"op": "negate_action", "on": "self", "what": ["move"]}]}]),
    cd("Guard", "personality", clans=["Crane"], force=3, chi=2, gold_cost=3,
       personal_honor=2),
]


def _battle(hand: list[str], foe: str = "Foe") -> Game:
    alice = player(name="Alice", home=[], hand=hand)
    bob = player("Lion Keep", name="Bob", home=[])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0,
                                       "attacking": [{"title": "Guard", "attachments": []}],
                                       "defending": [{"title": foe, "attachments": []}],
                                       "ended": False}]}
    return Game.from_position(pos)


def _play(game: Game, title: str, foe: str = "Foe") -> None:
    """Alice plays a Strategy on Bob's Personality; Bob passes back (and any window)."""
    s = game.state
    card = next(c for c in s.players[0].hand if s.title(c) == title)
    use = UseAbility(0, card, 0, (find(s, foe, 1),))
    assert use in game.legal_actions()
    game.perform(use)
    while game.state.priority == 1 or game.state.windows:
        game.perform(Pass(game.state.priority if not game.state.windows
                          else game.legal_actions()[0].player))


def _where(game: Game, foe: str = "Foe") -> str:
    return game.state.cards[find(game.state, foe, 1)].zone.value


def test_the_next_movement_is_negated_once() -> None:
    """Snare, then Shove: Bob's Foe stays at the battlefield and Alice gains nothing (he did
    not move: 10 Honor); the second Shove moves him home (+1: 11)."""
    game = _battle(["Snare", "Shove", "Shove"])
    honor = game.state.players[0].family_honor
    _play(game, "Snare")
    _play(game, "Shove")
    assert _where(game) == "battlefield"
    assert game.state.players[0].family_honor == honor
    _play(game, "Shove")
    assert _where(game) == "home"
    assert game.state.players[0].family_honor == honor + 1


def test_every_movement_is_negated_until_the_turn_ends() -> None:
    """Anchor: two Shoves both fail; the negation is a modifier lasting the turn."""
    game = _battle(["Anchor", "Shove", "Shove"])
    _play(game, "Anchor")
    _play(game, "Shove")
    _play(game, "Shove")
    assert _where(game) == "battlefield"
    foe = game.state.cards[find(game.state, "Foe", 1)]
    assert [(m.stat, m.amount, m.duration) for m in foe.modifiers] == [
        ("movement", 0, Duration.TURN)]


def test_a_movement_that_will_not_be_negated_happens_anyway() -> None:
    game = _battle(["Anchor", "Gale"])
    _play(game, "Anchor")
    _play(game, "Gale")
    assert _where(game) == "home"


def test_will_not_be_negated_under_a_condition() -> None:
    """Tide's movement is not negated only for a Water Personality."""
    game = _battle(["Anchor", "Tide"])
    _play(game, "Anchor")
    _play(game, "Tide")
    assert _where(game) == "battlefield"  # Foe is not Water: negated
    game = _battle(["Anchor", "Tide"], foe="Wave Foe")
    _play(game, "Anchor", "Wave Foe")
    _play(game, "Tide", "Wave Foe")
    assert _where(game, "Wave Foe") == "home"


def test_a_reaction_negating_the_movement_does_not_stop_one_that_will_not_be_negated() -> None:
    """Rooted Foe answers the targeting: Shove's movement is negated, Gale's is not."""
    for title, where in (("Shove", "battlefield"), ("Gale", "home")):
        game = _battle([title], foe="Rooted Foe")
        s = game.state
        card = s.players[0].hand[0]
        rooted = find(s, "Rooted Foe", 1)
        game.perform(UseAbility(0, card, 0, (rooted,)))
        assert game.legal_actions() == [Pass(0)]  # the window: Alice is asked first
        game.perform(Pass(0))
        assert UseAbility(1, rooted, 0) in game.legal_actions()
        game.perform(UseAbility(1, rooted, 0))
        while game.state.windows or game.state.priority == 1:
            game.perform(game.legal_actions()[0])
        assert _where(game, "Rooted Foe") == where, title


def test_the_validator() -> None:
    base = {"timing": "battle", "targets": _FOE}
    assert not validate({**base, "effects": [{"op": "negate_movement", "target": 0}]})
    assert validate({**base, "effects": [{"op": "negate_movement"}]})
    assert validate({**base, "effects": [{"op": "negate_movement", "target": 0,
                                          "next": "yes"}]})
    assert not validate({**base, "effects": [{"op": "bow", "target": 0,
                                              "not_negated": True}]})
    assert validate({**base, "effects": [{"op": "bow", "target": 0, "not_negated": {
        "player": "you", "reconnaissance": True}}]})  # a condition: on a movement only
    assert validate({**base, "effects": [{"op": "move_home", "target": 0,
                                          "not_negated": "always"}]})


def test_the_translator() -> None:
    card = CardDef(id="t:1", title="Marsh Step", type=CardType.STRATEGY, gold_cost=0)
    rec = translate_ability("Battle: Target an enemy Personality: Move him home. If he "
                            "moved, negate his (future) movement.", card)
    assert rec["effects"] == [{"op": "move_home", "target": 0},
                              {"op": "negate_movement", "target": 0,
                               "if": {"card": 0, "moved": True}}]
    rec = translate_ability("Battle: Target an enemy Personality: Bow him. Negate his next "
                            "movement.", card)
    assert rec["effects"][1] == {"op": "negate_movement", "target": 0, "next": True}
    rec = translate_ability("Battle: Target an enemy Personality: Move him home. This "
                            "movement will not be negated if you have Reconnaissance.", card)
    assert rec["effects"] == [{"op": "move_home", "target": 0, "not_negated": {
        "player": "you", "reconnaissance": True}}]
    for line in ("Battle: Target an enemy Personality: Negate his movement until your next "
                 "turn begins.",
                 "Battle: Target an enemy Personality: Bow him. This movement will not be "
                 "negated."):
        rec = translate_ability(line, card)
        assert rec is None or "manual" in rec, line
