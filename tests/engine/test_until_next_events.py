"""A straightening negated "until your next Events Phase begins" (``negate_straightening``
``duration`` ``next_events``, ``cardtext/straightening.py``) [CE › DURATION OF EFFECTS],
[CE › PREVENTION (Including Negation)], [CE › STRAIGHTEN PHASE], and Honor lost by each
player who controls no such card (the condition ``controls_none``, ``each_player.py``).
Our own invented cards: Alice's "Shrine Rite" (Open: destroy her performing Ancestor, bow a
target Personality, negate his straightening until her next Events Phase begins; Limited:
with an Ancestor, she gains 2 Honor and each player without one loses 2)."""

from __future__ import annotations

import json

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, straightening
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

_ANCESTOR = {"type": "personality", "keyword": "Ancestor"}
RITE = {"timing": "open", "cost": {"gold": "card", "destroy_targets": [0]},
        "targets": [{**_ANCESTOR, "controller": "you", "performer": True},
                    {"type": "personality"}],
        "effects": [{"op": "bow", "target": 1},
                    {"op": "negate_straightening", "target": 1, "duration": "next_events"}]}
HONOR = {"timing": "limited", "cost": {"gold": "card"}, "condition": {"controls": _ANCESTOR},
         "effects": [{"op": "gain_honor", "amount": 2, "player": "you"},
                     {"op": "lose_honor", "amount": 2, "each_player": {"controls_none":
                                                                       _ANCESTOR}}]}
_DEFS = [cd("Shrine Rite", "strategy", gold_cost=0, focus=1, abilities=[RITE, HONOR]),
         cd("Old Spirit", "personality", clans=["Lion"], keywords=["Ancestor"], force=1,
            chi=1, gold_cost=2, personal_honor=1),
         cd("Guard", "personality", clans=["Lion"], keywords=["Samurai"], force=2, chi=2,
            gold_cost=2, personal_honor=1)]


def _game(bob_home: list[str] = ("Guard",)) -> Game:
    """Alice's turn 3 (her second), Action Phase; she and Bob each have a Guard."""
    return game_at(player(home=["Old Spirit", "Guard"], hand=["Shrine Rite"]),
                   player("Lion Keep", home=list(bob_home)), defs=_DEFS, turn=3)


def _rite(game: Game, owner: int) -> str:
    s = game.state
    guard = find(s, "Guard", owner)
    game.perform(UseAbility(0, card=find(s, "Shrine Rite", 0), ability=0,
                            targets=(find(s, "Old Spirit", 0), guard)))
    assert s.cards[guard].bowed and not s.cards[find(s, "Old Spirit", 0)].zone.in_play
    return guard


def test_the_records_are_valid() -> None:
    assert abilities.validate(RITE) == [] and abilities.validate(HONOR) == []
    bad = {**RITE, "effects": [{"op": "negate_straightening", "target": 1,
                                "duration": "next_phase"}]}
    assert abilities.validate(bad)


def test_bobs_guard_stays_bowed_through_his_turn_and_straightens_after_alices_events() -> None:
    """Bob's Straighten Phase: his Guard stays bowed. Alice's next Events Phase begins: the
    negation ends, so Bob's following Straighten Phase straightens him."""
    game = _game()
    s = game.state
    guard = _rite(game, 1)
    phases.end_turn(s)  # (the next player's turn begins)
    assert s.active == 1 and s.cards[guard].bowed
    again = GameState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert straightening.negated(again, guard) is not None  # saved with the game
    phases.end_turn(s)
    assert s.active == 0 and straightening.negated(s, guard) is None
    phases.end_turn(s)
    assert s.active == 1 and not s.cards[guard].bowed


def test_her_own_guard_stays_bowed_through_her_next_straighten_phase() -> None:
    """Alice's own Guard: still bowed after her next Straighten Phase (an "until your next
    turn begins" negation would have ended before it), free once her Events Phase began."""
    game = _game()
    s = game.state
    guard = _rite(game, 0)
    phases.end_turn(s)
    phases.end_turn(s)
    assert s.active == 0 and s.cards[guard].bowed and straightening.negated(s, guard) is None


def test_each_player_without_an_ancestor_loses_two() -> None:
    """Alice controls the Old Spirit: 10 -> 12; Bob without one 10 -> 8, with one 10."""
    for bob_home, bob_honor in ((["Guard"], 8), (["Old Spirit"], 10)):
        game = _game(bob_home)
        s = game.state
        game.perform(UseAbility(0, card=find(s, "Shrine Rite", 0), ability=1))
        assert [p.family_honor for p in s.players] == [12, bob_honor]


def test_not_offered_without_an_ancestor() -> None:
    game = game_at(player(home=["Guard"], hand=["Shrine Rite"]), player("Lion Keep"),
                   defs=_DEFS, turn=3)
    rite = find(game.state, "Shrine Rite", 0)
    assert not [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == rite]
