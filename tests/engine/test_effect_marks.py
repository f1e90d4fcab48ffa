"""The engine's "may any card need this?" marks (issue 22): what they skip must never be needed.

- ``GameState.battle_effects``: a battle's Final Steps look at every card for effects "until
  the end of the battle" only when one may exist [CE › DURATION OF EFFECTS];
  ``GameState.source_effects``: a card leaving play looks for the modifiers "while it remains
  in play" it applied only then. Both are set by ``model.state.lasting`` (where every such
  modifier's duration is read) and by every load, as ``phase_effects`` is
  (tests/engine/test_phase_effects.py).
- ``GameState.ability_keys`` is an attribute kept current by ``definitions_changed()``: it must
  always be the keys of the game's definitions, or Reactions and triggered traits of a card
  entering the game would never be looked for.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.attack.resolution import _battle_effects_end
from l5r_desktop.games.ccg.events import ModifiersExpired
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.card_state import Modifier
from l5r_desktop.games.ccg.model.cards import ability_keys
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import GameState, lasting
from l5r_desktop.games.ccg.position import position_from_state, state_from_position
from l5r_desktop.games.ccg.setup import create_state
from tests.engine.scenario import cd, find, game_at, player

PACKAGE = Path(__file__).resolve().parents[2] / "l5r_desktop" / "games" / "ccg"


def _game() -> Game:
    return game_at(player(home=["Crane Samurai"]), player("Lion Keep", home=["Lion Samurai"]),
                   phase="action")


def _keys_of(state: GameState) -> frozenset[tuple[str, str]]:
    return ability_keys({id(c.definition): c.definition for c in state.cards.values()}.values())


def test_only_their_durations_mark_the_state_and_every_load_does() -> None:
    s = create_state(demo_setup(seed=0))[0]
    assert not s.battle_effects and not s.source_effects  # a new game: none
    for name in ("turn", "game", "next_turn", "phase"):
        lasting(s, name)
    assert not s.battle_effects and not s.source_effects
    assert lasting(s, "battle") is Duration.BATTLE and s.battle_effects
    assert lasting(s, "while_source") is Duration.WHILE_SOURCE and s.source_effects
    fresh = create_state(demo_setup(seed=0))[0]
    for loaded in (GameState.from_dict(fresh.to_dict()),
                   state_from_position(position_from_state(fresh))):
        assert loaded.battle_effects and loaded.source_effects  # (not saved: derived)
    assert s.clone().battle_effects and s.clone().source_effects


def test_the_battle_effects_end_on_every_card_and_the_mark_with_them() -> None:
    s = _game().state
    sam, lion = find(s, "Crane Samurai"), find(s, "Lion Samurai")
    s.cards[sam].modifiers.append(Modifier("force", 2, lasting(s, "battle"), "x"))
    s.cards[lion].modifiers.append(Modifier("force", 1, lasting(s, "turn"), "x"))
    events = _battle_effects_end(s)
    assert [(type(e), e.cards) for e in events] == [(ModifiersExpired, (sam,))]
    assert s.cards[sam].modifiers == [] and len(s.cards[lion].modifiers) == 1
    assert not s.battle_effects


def test_a_card_leaving_play_ends_what_it_applied_while_it_remained() -> None:
    s = _game().state
    sam, lion = find(s, "Crane Samurai"), find(s, "Lion Samurai")
    s.source_effects = False  # (as in a game where no such effect was ever made)
    s.cards[lion].modifiers.append(Modifier("personal_honor", 1, lasting(s, "while_source"),
                                            sam))
    assert s.source_effects
    moves.discard(s, sam)
    assert s.cards[lion].modifiers == []


def test_no_battle_or_source_modifier_is_made_around_lasting() -> None:
    """Such a modifier made with its duration written out would never be looked for when
    the mark is off: each goes through ``lasting``."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "Modifier(" in line and re.search(
                    r"(Duration\.|_D_)(BATTLE|WHILE_SOURCE)\b", line):
                found.append(f"{path.relative_to(PACKAGE).as_posix()}:{n}: {line.strip()}")
    assert found == []


def test_the_ability_keys_are_always_those_of_the_games_cards() -> None:
    """After every action of unseeded random demo games, and after loads."""
    for seed in (3, 11):
        game = Game.new(demo_setup(seed=seed))
        rng = random.Random(seed)
        for _ in range(250):
            if game.state.game_over:
                break
            game.perform(rng.choice(game.legal_actions()))
            assert game.state.ability_keys == _keys_of(game.state)
        s = game.state
        for loaded in (GameState.from_dict(s.to_dict()),
                       state_from_position(position_from_state(s))):
            assert loaded.ability_keys == _keys_of(loaded)


def test_a_created_card_with_an_ability_brings_its_keys() -> None:
    """A created card's own Reaction is the game's from the moment it exists."""
    spirit = {"type": "personality", "force": 1, "chi": 1, "abilities": [{
        "timing": "reaction", "trigger": {"event": "bowed", "card": "self"},
        "effects": [{"op": "gain_honor", "amount": 1}]}]}
    defs = [cd("Summon", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "limited", "effects": [{"op": "create", "card": spirit}]}])]
    game = game_at(player(hand=["Summon"]), player("Lion Keep"), defs=defs)
    assert ("reaction", "bowed") not in game.state.ability_keys
    game.perform(UseAbility(0, card=find(game.state, "Summon"), ability=0, targets=()))
    assert ("reaction", "bowed") in game.state.ability_keys
    assert game.state.ability_keys == _keys_of(game.state)
