""""He may not perform actions." (``cardtext/restrictions.py``, ``templates/no_actions.py``):
an ongoing restriction until the end of the turn unless it says otherwise
[CE › DURATION OF EFFECTS › Ongoing effects]; while it lasts the card performs no action
[CE › PERFORM]: its own abilities, those of an Item or Spell in its unit, being chosen as a
performer, Lobby, the Tactical action and being equipped. Our own test lines and cards."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import Equip, Lobby, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import restrictions
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.card_state import Modifier
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import lasting
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at

_KAZE = CardDef.from_dict(cd("Kaze Tomo", "personality", force=2, chi=2, gold_cost=3,
                             personal_honor=2))


def _read(line: str) -> Any:
    return translate_ability(line, _KAZE)


# --- the translator -------------------------------------------------------------------------

@pytest.mark.parametrize(("tail", "duration"), [
    ("He may not perform actions.", "turn"),
    ("He may not perform actions this turn.", "turn"),
    ("The target may not perform actions until this battle ends.", "battle"),
    ("He may not perform actions until the current phase ends.", "phase"),
])
def test_he_may_not_perform_actions(tail: str, duration: str) -> None:
    rec = _read(f"Battle: Target an enemy Personality: Bow him. {tail}")
    assert rec["effects"] == [{"op": "bow", "target": 0},
                              {"op": "no_actions", "target": 0, "duration": duration}]


@pytest.mark.parametrize("line", [
    "Open: Target a Personality: He may not perform actions until the next phase ends.",
    "Open: Target a Personality: He may not perform Battle actions.",
    "Open: Kaze may not perform actions.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None


def test_the_validator_and_the_saved_modifier() -> None:
    pers = [{"type": "personality"}]
    assert not validate({"timing": "open", "targets": pers,
                         "effects": [{"op": "no_actions", "target": 0}]})
    assert validate({"timing": "open", "targets": pers,
                     "effects": [{"op": "no_actions", "target": 0, "duration": "game"}]})
    assert validate({"timing": "open", "effects": [{"op": "no_actions", "target": "self"}]})
    m = Modifier(restrictions.STAT, 0, Duration.BATTLE, "x", restrictions.KIND)
    assert Modifier.from_dict(m.to_dict()) == m


# --- the engine -----------------------------------------------------------------------------

_STILL = {"timing": "open", "targets": [{"type": "personality"}],
          "effects": [{"op": "no_actions", "target": 0, "duration": "turn"}]}
_SHOUT = {"timing": "open", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
_LEAD = {"timing": "open", "cost": {"gold": "card"},
         "targets": [{"type": "personality", "controller": "you", "performer": True}],
         "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
DEFS = [cd("Stillness", "strategy", gold_cost=0, focus=1, abilities=[_STILL]),
        cd("Lead", "strategy", gold_cost=0, focus=1, abilities=[_LEAD]),
        cd("Shouter", "personality", clans=["Crane"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[_SHOUT]),
        cd("Horn", "item", force=0, chi=0, gold_cost=0, focus=1, abilities=[_SHOUT]),
        cd("Fan", "item", force=0, chi=0, gold_cost=0, focus=1)]


def _game() -> Game:
    return game_at(p1={"home": [{"title": "Shouter", "attachments": [{"title": "Horn"}]}],
                       "hand": ["Lead", "Fan", "Stillness"], "family_honor": 20,
                       "gold_pool": 5},
                   p2={"family_honor": 5}, phase="action", defs=DEFS)


def _still(game: Game, shouter: str) -> None:
    """Alice restricts her own Shouter; Bob passes: Alice's opportunity again."""
    still = UseAbility(0, card=find(game.state, "Stillness", 0), ability=0, targets=(shouter,))
    assert still in game.legal_actions(0)
    game.perform(still)
    game.perform(next(a for a in game.legal_actions(1) if isinstance(a, Pass)))


def _mine(game: Game) -> list[Any]:
    return [a for a in game.legal_actions(0)
            if isinstance(a, UseAbility | Lobby | Equip)]


def test_a_restricted_personality_performs_nothing() -> None:
    game = _game()
    s = game.state
    shouter, horn = find(s, "Shouter", 0), find(s, "Horn", 0)
    assert game.state.players[0].family_honor > game.state.players[1].family_honor
    before = {(type(a).__name__, getattr(a, "card", "")) for a in _mine(game)}
    assert {("UseAbility", shouter), ("UseAbility", horn), ("UseAbility", find(s, "Lead", 0)),
            ("Lobby", shouter), ("Equip", find(s, "Fan", 0))} <= before
    _still(game, shouter)
    assert restrictions.cannot_perform(game.state.cards[shouter])
    assert _mine(game) == []  # his ability, his Horn's, performing Lead, Lobby, Equip: none
    why = game.why_illegal(UseAbility(0, card=shouter, ability=0))
    assert why is not None


def test_the_restriction_ends_with_the_turn() -> None:
    game = _game()
    s = game.state
    shouter = find(s, "Shouter", 0)
    _still(game, shouter)
    card = game.state.cards[shouter]
    assert [m.duration for m in card.modifiers] == [Duration.TURN]
    phases.end_turn(game.state)  # "until end of turn" effects end [CE › DURATION OF EFFECTS]
    assert not restrictions.cannot_perform(game.state.cards[shouter])


def test_until_the_current_phase_ends_lasts_the_action_phase_only() -> None:
    """"Until the current phase ends" (``Duration.PHASE``): the restriction holds through the
    Action Phase and ends when the Attack Phase begins [CE › DURATION OF EFFECTS]; a turn
    restriction made with it stays."""
    game = _game()
    s = game.state
    shouter = find(s, "Shouter", 0)
    card = s.cards[shouter]
    card.modifiers.append(Modifier(restrictions.STAT, 0, lasting(s, "phase"), "x",
                                   restrictions.KIND))
    card.modifiers.append(Modifier("force", 1, Duration.TURN, "y"))
    assert _mine(game) == [a for a in _mine(game) if getattr(a, "card", "") != shouter]
    assert restrictions.cannot_perform(card)
    for _ in range(2):  # Alice and Bob pass: the Action Phase ends, the Attack Phase begins
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert game.state.phase.value == "attack"
    card = game.state.cards[shouter]
    assert not restrictions.cannot_perform(card)
    assert [(m.stat, m.duration) for m in card.modifiers] == [("force", Duration.TURN)]
    m = Modifier(restrictions.STAT, 0, Duration.PHASE, "x", restrictions.KIND)
    assert Modifier.from_dict(m.to_dict()) == m  # saved and loaded
