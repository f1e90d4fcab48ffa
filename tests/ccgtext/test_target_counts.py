""""Target one to three Personalities" and "one or two Personalities whose total Chi is lower
than or equal to ..." (issue 17, ccgtext lane): a tail of optional targets after a required
one (``targets.optional_problems``, ``target_sets``) and a compare on a total (``compare``
``plus``, ``compare_filter.py``). Our own cards and numbers."""

from __future__ import annotations

from itertools import permutations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at

_ENEMY = {"type": "personality", "controller": "opponent"}
_ME = {"type": "personality", "controller": "you", "performer": True, "bowed": False,
       "choose": True}
#: one to three enemy Personalities: -1F, -2F and -3F to different ones
_SPREAD = {"timing": "open", "targets": [{**_ME, "keyword": "Monk"}, _ENEMY,
                                         {**_ENEMY, "optional": True},
                                         {**_ENEMY, "optional": True}],
           "effects": [{"op": "modify_stat", "target": n, "stat": "force", "amount": -n,
                        "duration": "turn"} for n in (1, 2, 3)]}
#: one or two Personalities whose total Chi is at most the Duelist's: bow them
_STARE = {"timing": "open",
          "targets": [{**_ME, "keyword": "Duelist"},
                      {"type": "personality", "compare": {"stat": "chi", "than": 0,
                                                          "or_equal": True}},
                      {"type": "personality", "optional": True,
                       "compare": {"stat": "chi", "than": 0, "or_equal": True, "plus": [1]}}],
          "effects": [{"op": "bow", "target": 1}, {"op": "bow", "target": 2}]}
DEFS = [cd("Monk", "personality", keywords=["Monk"], force=1, chi=3, gold_cost=3,
           personal_honor=1),
        cd("Duelist", "personality", keywords=["Duelist"], force=2, chi=4, gold_cost=3,
           personal_honor=1),
        cd("Pawn A", "personality", force=5, chi=1, gold_cost=3, personal_honor=1),
        cd("Pawn B", "personality", force=5, chi=3, gold_cost=3, personal_honor=1),
        cd("Pawn C", "personality", force=5, chi=4, gold_cost=3, personal_honor=1),
        cd("Spread", "strategy", gold_cost=0, focus=1, abilities=[_SPREAD]),
        cd("Stare", "strategy", gold_cost=0, focus=1, abilities=[_STARE])]


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def _spread_game() -> Game:
    return game_at(p1={"hand": ["Spread"], "home": ["Monk"]},
                   p2={"home": ["Pawn A", "Pawn B", "Pawn C"]}, phase="action", defs=DEFS)


def test_one_to_three_targets_are_offered_in_every_order() -> None:
    """Three enemy Personalities: 3 uses with one, 6 with two, 6 with three (the order says
    which gets -1F, -2F, -3F), shorter ones first."""
    game = _spread_game()
    s = game.state
    monk = find(s, "Monk", 0)
    pawns = [find(s, t, 1) for t in ("Pawn A", "Pawn B", "Pawn C")]
    got = [u.targets for u in _uses(game, "Spread")]
    want = {(monk, *p) for n in (1, 2, 3) for p in permutations(pawns, n)}
    assert len(got) == 15 and set(got) == want
    assert [len(t) for t in got] == sorted(len(t) for t in got)


def test_three_targets_take_minus_one_two_and_three() -> None:
    game = _spread_game()
    s = game.state
    monk = find(s, "Monk", 0)
    a, b, c = (find(s, t, 1) for t in ("Pawn A", "Pawn B", "Pawn C"))
    game.perform(next(u for u in _uses(game, "Spread") if u.targets == (monk, c, a, b)))
    assert [stats.force(s, x) for x in (a, b, c)] == [3, 2, 4]


def test_one_target_takes_only_minus_one() -> None:
    game = _spread_game()
    s = game.state
    monk = find(s, "Monk", 0)
    a, b, c = (find(s, t, 1) for t in ("Pawn A", "Pawn B", "Pawn C"))
    game.perform(next(u for u in _uses(game, "Spread") if u.targets == (monk, b)))
    assert [stats.force(s, x) for x in (a, b, c)] == [5, 4, 5]


def test_one_or_two_targets_whose_total_chi_is_low_enough() -> None:
    """The Duelist has Chi 4; Bob's Pawns Chi 1, 3 and 4: each alone fits, and only A with B
    together (1 + 3 = 4; A with C is 5, B with C 7). Both are bowed."""
    game = game_at(p1={"hand": ["Stare"], "home": ["Duelist"]},
                   p2={"home": ["Pawn A", "Pawn B", "Pawn C"]}, phase="action", defs=DEFS)
    s = game.state
    me = find(s, "Duelist", 0)
    a, b, c = (find(s, t, 1) for t in ("Pawn A", "Pawn B", "Pawn C"))
    got = {u.targets for u in _uses(game, "Stare")}
    assert got == {(me, a), (me, b), (me, c), (me, a, b), (me, b, a)}
    game.perform(next(u for u in _uses(game, "Stare") if u.targets == (me, b, a)))
    assert [s.cards[x].bowed for x in (a, b, c)] == [True, True, False]


def test_the_validator() -> None:
    assert not validate(_SPREAD) and not validate(_STARE)
    middle = {**_SPREAD, "targets": [_SPREAD["targets"][0], _ENEMY, {**_ENEMY, "optional": True},
                                     _ENEMY]}
    assert validate(middle)  # an optional target in the middle
    ahead = {**_STARE, "targets": [*_STARE["targets"][:2], {
        "type": "personality", "compare": {"stat": "chi", "than": 0, "plus": [2]}}]}
    assert validate(ahead)  # a total with a later target
    amount = {**_SPREAD, "effects": [{"op": "modify_stat", "target": 1, "stat": "force",
                                      "amount_from": {"card": 2, "stat": "chi"},
                                      "duration": "turn"}]}
    assert validate(amount)  # an amount read from an optional target


# --- a group: "one or more ... : move them home" (target_groups.py) -------------------------

_GUARD = {"timing": "battle", "cost": {"destroy_targets": [0]},
          "targets": [{"type": "personality", "controller": "you", "performer": True,
                       "keyword": "Yojimbo"},
                      {"type": "personality", "controller": "you", "keyword": "Courtier",
                       "group": {}}],
          "effects": [{"op": "move_home", "target": 1}]}
_RALLY = {"timing": "battle",
          "targets": [{"type": "personality", "controller": "you", "performer": True,
                       "keyword": "Yojimbo"},
                      {"type": "personality", "controller": "you", "keyword": "Courtier",
                       "group": {"max_from": {"card": 0, "stat": "chi"}}}],
          "effects": [{"op": "modify_stat", "target": 1, "stat": "force", "amount": 2,
                       "duration": "turn"}]}
_GROUP_DEFS = [cd("Bodyguard", "personality", keywords=["Yojimbo"], force=3, chi=2,
                  gold_cost=3, personal_honor=2),
               cd("Envoy", "personality", keywords=["Courtier"], force=1, chi=3, gold_cost=3,
                  personal_honor=2),
               cd("Guard Duty", "strategy", gold_cost=0, focus=1, abilities=[_GUARD]),
               cd("Rally Them", "strategy", gold_cost=0, focus=1, abilities=[_RALLY])]


def _court(hand: str) -> Game:
    from tests.engine.scenario import player, position

    alice = player(name="Alice", hand=[hand])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0,
                   defs=_GROUP_DEFS)
    unit = [{"title": t, "attachments": []} for t in ("Bodyguard", "Envoy", "Envoy", "Envoy")]
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": unit,
                                       "defending": [{"title": "Lion Samurai",
                                                      "attachments": []}]}]}
    return Game.from_position(pos)


def test_one_or_more_move_them_home() -> None:
    """Three Envoys: 7 sets (3 + 3 + 1), each once; with two of them both go home, the third
    stays, and the Bodyguard is destroyed to pay."""
    game = _court("Guard Duty")
    s = game.state
    guard = find(s, "Bodyguard", 0)
    envoys = sorted(c for c in s.cards if s.cards[c].title == "Envoy")
    uses = _uses(game, "Guard Duty")
    assert len(uses) == 7 and {len(u.targets) for u in uses} == {2, 3, 4}
    use = next(u for u in uses if set(u.targets[1:]) == set(envoys[:2]))
    game.perform(use)
    assert [s.cards[e].zone.value for e in envoys] == ["home", "home", "battlefield"]
    assert not s.cards[guard].in_play


def test_up_to_an_amount_equal_to_a_chi() -> None:
    """The Bodyguard's Chi is 2: sets of one or two Envoys (3 + 3); two of them get +2F."""
    game = _court("Rally Them")
    s = game.state
    envoys = sorted(c for c in s.cards if s.cards[c].title == "Envoy")
    uses = _uses(game, "Rally Them")
    assert len(uses) == 6 and max(len(u.targets) for u in uses) == 3
    game.perform(next(u for u in uses if set(u.targets[1:]) == {envoys[0], envoys[2]}))
    assert [stats.force(s, e) for e in envoys] == [3, 1, 3]


def test_the_group_validator() -> None:
    assert not validate(_GUARD) and not validate(_RALLY)
    mine = _GUARD["targets"][0]
    group = _GUARD["targets"][1]
    assert validate({**_GUARD, "targets": [group, mine]})  # not the last target
    assert validate({**_GUARD, "cost": {"destroy_targets": [1]}})  # the group pays nothing
    assert validate({**_GUARD, "targets": [mine, {**group, "group": {"max": 0}}]})
    assert validate({**_GUARD, "targets": [mine, {**group, "group": {"max_from": {
        "card": 1, "stat": "chi"}}}]})  # read from itself
    assert validate({**_GUARD, "timing": "interrupt", "trigger": {"event": "assigned"}})
    assert validate({**_RALLY, "effects": [{"op": "modify_stat", "target": 0, "stat": "force",
                                            "amount_from": {"card": 1, "stat": "chi"},
                                            "duration": "turn"}]})  # an amount from it
