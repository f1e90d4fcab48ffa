"""One province's own strength (``cardtext/one_province.py``): "Each province has a separate
Province Strength stat, whose base value is the Stronghold's" [CE › AREAS OF THE GAME ›
PROVINCES], [CE › CARD FEATURES › STATS], [20F › PROVINCE STRENGTH]; a province named by the
card in it, targeted or chosen; a face-down card there turned face up. Our own invented
cards and numbers: Bob's Lion Keep has Province Strength 7."""

from __future__ import annotations

import json
from typing import Any

from l5r_desktop.games.ccg.actions import ChooseOption, Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import abilities, one_province
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_PROVINCE = {"type": "card", "zone": "province", "controller": "any"}
#: A Battle or Open action: a target province gets +3 strength for the turn.
SHORING = {"timing": "battle_open", "cost": {"gold": "card"}, "targets": [_PROVINCE],
           "effects": [{"op": "province_strength", "amount": 3, "target": 0}]}
#: An Open action: a target face-down card in a province is turned face up; its player may
#: give that province +2 strength.
SURVEY = {"timing": "open", "cost": {"gold": "card"},
          "targets": [{**_PROVINCE, "face_down": True}],
          "effects": [{"op": "turn_face_up", "target": 0},
                      {"op": "province_strength", "amount": 2, "target": 0, "optional": 1}]}
_BOB_PROVINCES = ["Bob Farm A", "Bob Farm B", "Bob Farm C", "Bob Farm D"]
_DEFS = [cd("Shoring", "strategy", gold_cost=0, focus=1, abilities=[SHORING]),
         cd("Survey", "strategy", gold_cost=0, focus=1, abilities=[SURVEY]),
         cd("Giant", "personality", clans=["Lion"], keywords=["Samurai"], force=9, chi=2,
            gold_cost=4, personal_honor=2),
         cd("Ashigaru", "personality", clans=["Lion"], force=1, chi=1, gold_cost=1,
            personal_honor=0),
         *[cd(t, "holding", gold_cost=2, gold_production=1) for t in _BOB_PROVINCES]]


def _game(bob_hand: list[str], alice_hand: tuple[str, ...] = (), **kw: Any) -> Game:
    """Alice's Attack Phase (``phase``: another of her phases, ``priority``: who acts);
    Bob's four provinces hold his Farms A-D face down."""
    return attack_game(
        {"name": "Alice", "home": ["Giant"], "hand": list(alice_hand)},
        {"stronghold": "Lion Keep", "name": "Bob", "home": ["Ashigaru"], "hand": bob_hand,
         "provinces": list(_BOB_PROVINCES)}, defs=_DEFS, **kw)


def _strengths(s: GameState, seat: int = 1) -> list[int]:
    return [stats.province_strength(s, seat, i) for i in range(len(s.players[seat].provinces))]


def test_the_records_are_valid_and_their_limits() -> None:
    assert abilities.validate(SHORING) == [] and abilities.validate(SURVEY) == []
    bad = {"op": "province_strength", "amount": 3, "target": 0, "duration": "game"}
    assert abilities.validate({**SHORING, "effects": [bad]})
    where = {"op": "province_strength", "amount": 3, "target": 0, "where": "battlefield"}
    assert abilities.validate({**SHORING, "effects": [where]})
    assert abilities.validate({**SURVEY, "targets": [{**_PROVINCE, "face_down": True,
                                                      "controller": "you"}]})


def _shore(game: Game, seat: int, title: str) -> None:
    """``seat`` uses Shoring on Bob's province holding ``title`` (the other player passes
    his opportunity first if it is his)."""
    if game.state.priority != seat:
        game.perform(Pass(game.state.priority))
    game.perform(UseAbility(seat, card=pid(game, "Shoring", seat), ability=0,
                            targets=(find(game.state, title, 1),)))


def test_a_target_province_alone_gets_the_bonus_and_keeps_it_through_a_save() -> None:
    """Bob shores his province B in Alice's Action Phase: B is 10, A, C and D stay 7, his
    provinces' shared strength stays 7; a save keeps it."""
    game = _game(["Shoring"], phase="action", step=None)
    s = game.state
    _shore(game, 1, "Bob Farm B")
    assert _strengths(s) == [7, 10, 7, 7]
    assert stats.province_strength(s, 1) == 7
    assert _strengths(s, 0) == [stats.province_strength(s, 0)] * 4  # Alice's untouched
    again = GameState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert _strengths(again) == [7, 10, 7, 7]


def test_a_destroyed_province_takes_its_bonus_and_the_others_keep_theirs() -> None:
    """B has +3 and D -2 (two modifiers). Province A is destroyed: the rest are pushed
    together, B (now first) 10, C 7, D 5. Then B is destroyed: its bonus goes: 7, 5."""
    game = _game(["Shoring"], phase="action", step=None)
    s = game.state
    _shore(game, 1, "Bob Farm B")
    one_province.give(s, 1, pid(game, "Shoring", 1), find(s, "Bob Farm D", 1), -2)
    assert _strengths(s) == [7, 10, 7, 5]
    moves.destroy_province(s, 1, 0)
    assert _strengths(s) == [10, 7, 5]
    moves.destroy_province(s, 1, 0)
    assert _strengths(s) == [7, 5]


def _attack_province(game: Game, index: int) -> None:
    """Alice's Giant (9F) attacks Bob's province ``index``; his Ashigaru (1F) defends."""
    declare(game)
    assign(game, pid(game, "Giant", 0), index)
    done(game)
    assign(game, pid(game, "Ashigaru", 1), index)
    done(game)


def test_the_battle_reads_its_own_provinces_strength() -> None:
    """The Giant (9F) attacks province A, the Ashigaru (1F) defends. Bob shores A (7 -> 10):
    9 is not more than 1 + 10, A stands. Shoring C instead leaves A at 7: 9 > 1 + 7, A
    falls [CE › BATTLES › C: RESOLUTION SEGMENT]."""
    outcomes = []
    for shored in ("Bob Farm A", "Bob Farm C"):
        game = _game(["Shoring"])
        s = game.state
        _attack_province(game, 0)
        _shore(game, 1, shored)
        assert armies.preview(s).province_strength == (10 if shored.endswith("A") else 7)
        game.perform(Pass(0))
        game.perform(Pass(1))
        game.perform(ResolveBattle(0))
        outcomes.append(len(s.players[1].provinces))
    assert outcomes == [4, 3]


def test_a_face_down_card_turned_face_up_and_its_province_given_two() -> None:
    """Alice surveys Bob's face-down Farm C: it turns face up; she gives the province +2
    (9) or declines (7). A face-up card is not a target."""
    for yes, want in ((True, [7, 7, 9, 7]), (False, [7, 7, 7, 7])):
        game = _game([], ("Survey",), phase="action", step=None)
        s = game.state
        farm = find(s, "Bob Farm C", 1)
        assert not s.cards[farm].face_up
        s.cards[find(s, "Bob Farm A", 1)].face_up = True
        offered = [a.targets for a in game.legal_actions()
                   if isinstance(a, UseAbility) and a.card == pid(game, "Survey", 0)]
        assert (find(s, "Bob Farm A", 1),) not in offered and (farm,) in offered
        game.perform(UseAbility(0, card=pid(game, "Survey", 0), ability=0, targets=(farm,)))
        assert s.cards[farm].face_up
        game.perform(ChooseOption(0, apply=yes))
        assert _strengths(s) == want
