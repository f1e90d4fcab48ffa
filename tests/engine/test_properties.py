"""Property tests over random legal play (hypothesis): conservation of cards, Honor equals
the logged changes, replay(log) == state, undo/redo, and no exception but
IllegalActionError for any action tried."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg.actions import ACTION_TYPES, Action, Manual
from l5r_desktop.games.ccg.events import HonorChanged
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import ManualOp, Zone
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import card_census

PROFILES = st.sampled_from(["celestial", "gold", "twenty_festivals"])
AUTOMATION = st.sampled_from(["enforced", "assisted", "manual"])
SETTINGS = settings(max_examples=20, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def check_conservation(state: GameState) -> None:
    census = card_census(state)
    bad = {c: n for c, n in census.items() if n != 1}
    assert not bad, bad
    for p in state.players:
        for name in ("hand", "dynasty_deck", "fate_deck", "dynasty_discard", "fate_discard",
                     "honorably_dead", "dishonorably_dead", "removed"):
            for cid in getattr(p, name):
                assert state.cards[cid].zone is Zone(name), (cid, name)
                assert state.cards[cid].owner == p.index
        for cid in p.home:
            c = state.cards[cid]
            assert c.zone is Zone.HOME and c.controller == p.index
            for a in c.attachments:
                assert state.cards[a].attached_to == cid and state.cards[a].zone is Zone.HOME
        for i, cid in enumerate(p.provinces):
            if cid is not None:
                assert state.cards[cid].zone is Zone.PROVINCE and state.cards[cid].province == i


@SETTINGS
@given(seed=st.integers(0, 10_000), profile=PROFILES, steps=st.integers(50, 400))
def test_random_play_keeps_every_invariant(seed: int, profile: str, steps: int) -> None:
    setup = demo_setup(seed=seed, profile=profile)
    game = Game.new(setup)
    start_honor = [p.family_honor for p in game.state.players]
    logged = [0, 0]
    rng = random.Random(seed)
    check_conservation(game.state)
    for _ in range(steps):
        if game.state.game_over:
            break
        events = game.perform(rng.choice(game.legal_actions()))
        for e in events:
            if isinstance(e, HonorChanged):
                logged[e.player] += e.amount
        check_conservation(game.state)
        assert [p.family_honor for p in game.state.players] == [
            start_honor[i] + logged[i] for i in range(2)]
    final = game.state.to_dict()
    assert Game.replay(setup, game.action_log).state.to_dict() == final
    # undo a few actions then redo them: same state
    k = min(len(game.action_log), rng.randint(1, 5))
    for _ in range(k):
        game.undo()
    for _ in range(k):
        game.redo()
    assert game.state.to_dict() == final


def _random_action(rng: random.Random, game: Game) -> Action:
    ids = [*game.state.cards, "bogus", ""]
    kinds = [c for c in ACTION_TYPES.values() if c.kind != "concede"]
    cls = Manual if rng.random() < 0.4 else rng.choice(kinds)
    player = rng.choice([0, 1, 1, 0, 2, -1])
    kw: dict = {}
    names = cls.__dataclass_fields__
    if "card" in names:
        kw["card"] = rng.choice(ids)
    if "target" in names:
        kw["target"] = rng.choice([*ids, "0", "1", "7"] if rng.random() < 0.5 else ["0", "1"])
    if "onto" in names:
        kw["onto"] = rng.choice(ids)
    if "targets" in names:
        kw["targets"] = tuple(rng.choice(ids) for _ in range(rng.randint(0, 2)))
    if "payment" in names and rng.random() < 0.3:
        kw["payment"] = tuple(rng.choice(ids) for _ in range(rng.randint(1, 3)))
    for flag in ("discount", "for_honor", "ignore_hr"):
        if flag in names:
            kw[flag] = rng.random() < 0.3
    if "ability" in names:
        kw["ability"] = rng.randint(-1, 2)
    if "defender" in names:
        kw["defender"] = rng.randint(-1, 2)
    if cls is Manual:
        kw["op"] = rng.choice([*(op.value for op in ManualOp), "zap"])
        kw["amount"] = rng.randint(-1, 3)
        kw["zone"] = rng.choice(["hand", "home", "fate_deck", "removed", "moon", ""])
        kw["token"] = rng.choice(["+1F", "-1C", "", "Glory"])
        kw["stat"] = rng.choice(["force", "chi", "personal_honor", "luck", ""])
        kw["duration"] = rng.choice(["turn", "game", "battle", "forever", ""])
    return cls(player, **kw)


@SETTINGS
@given(seed=st.integers(0, 10_000), profile=PROFILES, automation=AUTOMATION)
def test_any_action_tried_raises_only_illegal_action_error(seed: int, profile: str,
                                                          automation: str) -> None:
    setup = demo_setup(seed=seed, profile=profile, automation=automation)
    game = Game.new(setup)
    rng = random.Random(seed)
    for _ in range(250):
        if game.state.game_over:
            break
        if rng.random() < 0.5:
            action = _random_action(rng, game)
            before = game.state.to_dict()
            try:
                game.perform(action)
            except IllegalActionError as exc:
                assert exc.reason
                assert game.state.to_dict() == before
        else:
            game.perform(rng.choice(game.legal_actions()))
        check_conservation(game.state)
    assert Game.replay(setup, game.action_log).state.to_dict() == game.state.to_dict()
