"""An attack-strength trait of an attachment that reaches the Personality carrying it (a
Ranged Attack at him is weaker: ``ongoing.py``, ``applies_to`` host) [CE › TRAITS],
[CE › RANGED ATTACK]: a Ranged Attack's strength is a stat with regard to bonuses and
penalties."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.attack.events import RangedAttackMade
from l5r_desktop.games.ccg.cardtext import ongoing
from tests.engine.scenario import cd, find
from tests.keywords.scenario import opposed_battle

DEFS = [
    cd("Cheap Armor", "item", keywords=["Armor"], force=0, chi=0, gold_cost=1, focus=1,
       abilities=[{"timing": "continuous", "ongoing": "attack_strength", "amount": -2,
                   "attacks": ["ranged"], "applies_to": "host"}]),
    cd("Volley Three", "strategy", gold_cost=0, focus=1,
       abilities=[{"timing": "battle", "targets": [{"type": "ranged"}],
                   "effects": [{"op": "ranged_attack", "target": 0, "amount": 3}]}]),
]


def test_host_attack_strength_protects_the_personality_only() -> None:
    """Bob's Ranged 3 at Alice's Ronin (2F) carrying Cheap Armor: 3 - 2 = 1 < 2, he
    survives; the same Ranged 3 at her Crane Samurai (2F, no Armor) keeps strength 3 and
    destroys him. Fear at the Ronin is not changed (the trait names Ranged Attacks)."""
    game = opposed_battle({"home": [{"title": "Ronin", "attachments": ["Cheap Armor"]},
                                    "Crane Samurai"]},
                          {"home": ["Lion Samurai"], "hand": ["Volley Three", "Volley Three"]},
                          DEFS)
    s = game.state
    ronin, sam = find(s, "Ronin", 0), find(s, "Crane Samurai", 0)
    assert ongoing.attack_strength(s, ronin, "fear") == 0
    first, second = [c for c in s.players[1].hand if s.title(c) == "Volley Three"]
    events = game.perform(UseAbility(1, card=first, ability=0, targets=(ronin,)))
    made = next(e for e in events if isinstance(e, RangedAttackMade))
    assert (made.strength, made.force, made.result) == (1, 2, "survives")
    game.perform(Pass(0))
    events = game.perform(UseAbility(1, card=second, ability=0, targets=(sam,)))
    made = next(e for e in events if isinstance(e, RangedAttackMade))
    assert (made.strength, made.force, made.result) == (3, 2, "destroyed")


def test_host_is_a_valid_scope_for_attack_strength_only() -> None:
    """The validator takes ``host`` for an attack-strength trait; a negation stays limited to
    the card or its unit (no card-by-card record needs more), and an unknown scope is
    refused."""
    rec = {"timing": "continuous", "ongoing": "attack_strength", "attacks": ["ranged"],
           "applies_to": "host", "amount": -2}
    assert ongoing.validate(rec) == []
    assert ongoing.validate({**rec, "applies_to": "army"})
    assert ongoing.validate({"timing": "continuous", "ongoing": "negate", "attacks": ["fear"],
                             "applies_to": "host"})
