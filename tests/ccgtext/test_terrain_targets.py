"""Terrains as targets ("Destroy a target Terrain.", "Destroy this Holding to destroy a target
Terrain."): the target type ``terrain`` is a Terrain Strategy in play at a battlefield
[CE › TERRAIN] ("A Terrain is not in any side or army; thus, it is never an enemy or opposing
card"), so no Rule of Location applies to it [CE › BATTLES › B. COMBAT SEGMENT]: our own test
lines, then a scenario with exact places."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid


def _records(text: str, type_: CardType = CardType.STRATEGY) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Plum Rake", type=type_, text=text, base_title="Plum Rake")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_a_target_terrain_is_read() -> None:
    assert _records("Battle: Destroy a target Terrain.") == [{
        "timing": "battle", "cost": {"gold": "card"}, "targets": [{"type": "terrain"}],
        "effects": [{"op": "destroy", "target": 0}]}]
    assert _records("Battle, Bow: Destroy this Holding to destroy a target Terrain.",
                    CardType.HOLDING) == [{
        "timing": "battle", "cost": {"bow_self": True, "destroy_self": True},
        "targets": [{"type": "terrain"}], "effects": [{"op": "destroy", "target": 0}]}]


def test_a_terrain_is_never_an_enemy_or_in_a_side() -> None:
    for line in ("Battle: Destroy a target enemy Terrain.",
                 "Battle: Destroy a target attacking Terrain.",
                 "Battle: Destroy a target Terrain without attachments.",
                 "Battle: Destroy a target Terrain at home."):
        assert _records(line) is None, line


def test_destroying_the_terrain_at_the_battlefield() -> None:
    """Bob's Muddy Field is in play at the battlefield; Alice's Plum Rake (0 Gold) destroys it:
    it goes to Bob's Fate discard pile, the battlefield has no Terrain, and Alice may now play
    her own Muddy Field there (one Terrain per battlefield)."""
    recs = _records("Battle: Destroy a target Terrain.")
    assert recs is not None
    rake = cd("Plum Rake", "strategy", gold_cost=0, focus=1, abilities=recs)
    game = attack_game(
        {"name": "Alice", "home": ["Lion Samurai"], "hand": ["Plum Rake", "Muddy Field"]},
        {"stronghold": "Lion Keep", "name": "Bob", "home": ["Ronin"], "hand": ["Muddy Field"]},
        defs=[rake])
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    s = game.state
    field = pid(game, "Muddy Field", 1)
    mine = pid(game, "Muddy Field", 0)
    rake_id = pid(game, "Plum Rake", 0)
    assert game.waiting_for == 1  # the defender acts first in the Combat Segment
    game.perform(UseAbility(1, card=field, ability=0))
    assert s.attack is not None and s.attack.battlefields[0].terrain == field
    legal = game.legal_actions()
    assert UseAbility(0, card=rake_id, ability=0, targets=(field,)) in legal
    assert not any(isinstance(a, UseAbility) and a.card == mine for a in legal)
    game.perform(UseAbility(0, card=rake_id, ability=0, targets=(field,)))
    assert s.attack.battlefields[0].terrain is None
    assert s.cards[field].zone is Zone.FATE_DISCARD and field in s.players[1].fate_discard
    assert s.cards[rake_id].zone is Zone.FATE_DISCARD
    game.perform(Pass(1))
    assert UseAbility(0, card=mine, ability=0) in game.legal_actions()


def test_no_terrain_no_target() -> None:
    """Without a Terrain in play the action has nothing to target: it is not offered."""
    recs = _records("Battle: Destroy a target Terrain.")
    rake = cd("Plum Rake", "strategy", gold_cost=0, focus=1, abilities=recs)
    game = attack_game({"name": "Alice", "home": ["Lion Samurai"], "hand": ["Plum Rake"]},
                       {"stronghold": "Lion Keep", "name": "Bob", "home": ["Ronin"]},
                       defs=[rake])
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    game.perform(Pass(1))
    assert game.waiting_for == 0 and game.state.step.value == "combat"
    assert not any(isinstance(a, UseAbility) and a.card == pid(game, "Plum Rake", 0)
                   for a in game.legal_actions())
