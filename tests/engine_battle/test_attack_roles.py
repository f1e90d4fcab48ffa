"""The conditions "if you are the Attacker / the Defender" (``ability_conditions`` ``attacker``
/ ``defender``; read in a constraints block by ``templates/battle_conditions.py`` and after an
effect by ``templates/conditions.py``) [CE › ATTACK PHASE]. Our own test lines and cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid


def _records(text: str) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Hold Fast", type=CardType.STRATEGY, text=text,
                   base_title="Hold Fast")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_lines_read() -> None:
    assert _records("Battle: If you are the Defender, target an enemy Personality: Bow "
                    "him.") == [{"timing": "battle", "cost": {"gold": "card"},
                                 "condition": {"defender": True},
                                 "targets": [{"type": "personality", "controller": "opponent"}],
                                 "effects": [{"op": "bow", "target": 0}]}]
    assert _records("Battle: If you are the Attacker, gain 3 Honor.") == [{
        "timing": "battle", "cost": {"gold": "card"},
        "effects": [{"op": "gain_honor", "amount": 3, "player": "you",
                     "if": {"player": "you", "attacker": True}}]}]
    assert _records("Battle: If you are the Ally, gain 3 Honor.") is None


def _game() -> Any:
    bow = _records("Battle: If you are the Defender, target an enemy Personality: Bow him.")
    gain = _records("Battle: If you are the Attacker, gain 3 Honor.")
    assert bow is not None and gain is not None
    defs = [cd("Hold Fast", "strategy", gold_cost=0, focus=1, abilities=bow),
            cd("Press On", "strategy", gold_cost=0, focus=1, abilities=gain)]
    game = attack_game(
        {"name": "Alice", "home": ["Lion Samurai"], "hand": ["Hold Fast", "Press On"]},
        {"stronghold": "Lion Keep", "name": "Bob", "home": ["Ronin"],
         "hand": ["Hold Fast", "Press On"]}, defs=defs)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    return game


def test_only_the_defender_may_take_it_and_only_the_attacker_gains() -> None:
    """Alice attacks, Bob defends. Bob's Hold Fast is offered (he bows Alice's Samurai);
    Alice's is not. Bob's Press On gains him nothing (he is not the Attacker); Alice's gains
    her 3 Honor."""
    game = _game()
    s = game.state
    sam = pid(game, "Lion Samurai", 0)
    assert game.waiting_for == 1
    game.perform(UseAbility(1, card=pid(game, "Hold Fast", 1), ability=0, targets=(sam,)))
    assert s.cards[sam].bowed
    assert not any(isinstance(a, UseAbility) and a.card == pid(game, "Hold Fast", 0)
                   for a in game.legal_actions())
    assert abilities.condition_ok(s, 0, {"attacker": True})
    assert not abilities.condition_ok(s, 0, {"defender": True})
    alice, bob = s.players[0].family_honor, s.players[1].family_honor
    game.perform(UseAbility(0, card=pid(game, "Press On", 0), ability=0))
    game.perform(UseAbility(1, card=pid(game, "Press On", 1), ability=0))
    assert (s.players[0].family_honor, s.players[1].family_honor) == (alice + 3, bob)
    game.perform(Pass(0))
    s.attack = None
    assert not abilities.condition_ok(s, 0, {"attacker": True})
    assert not abilities.condition_ok(s, 1, {"defender": True})
