"""Hypothesis over random attacks from random positions: cards are conserved through battles,
a destroyed province never comes back, Family Honor equals the logged changes, the state
round-trips and replays exactly, undo restores it; plus the table's contracts."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from l5r_desktop.games.ccg.actions import Assign, DeclareAttack, Manual, action_from_dict
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.events import HonorChanged
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Phase, Step
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import player
from tests.engine_battle.battle_scenario import (
    assign,
    attack_game,
    census,
    declare,
    done,
    pid,
)

PEOPLE = ["Lion Samurai", "Crane Samurai", "Ronin", "Rider", "Captain", "General",
          "Swordmaster", "Sage", "Crane Courtier"]
ATTACH = ["Spearmen", "Elite Guard", "Katana", "Armor", "Horse Archers", "Marines"]
HAND = ["Charge", "Volley", "Trip", "Reinforce", "Muddy Field", "Focus Three", "Formal Duel"]


def _choose(rng: random.Random, legal: list[Any]) -> Any:
    """Uniform among legal actions, but mostly declare the attack rather than skip it."""
    attacks = [a for a in legal if isinstance(a, DeclareAttack)]
    if attacks and rng.random() < 0.9:
        return rng.choice(attacks)
    return rng.choice(legal)


@st.composite
def positions(draw: Any) -> dict[str, Any]:
    def side(name: str, keep: str) -> dict[str, Any]:
        home = []
        for title in draw(st.lists(st.sampled_from(PEOPLE), max_size=4)):
            entry: dict[str, Any] = {"title": title}
            att = draw(st.lists(st.sampled_from(ATTACH), max_size=2, unique=True))
            if att:
                entry["attachments"] = att
            if draw(st.booleans()) and draw(st.booleans()):
                entry["dishonored"] = True
            if draw(st.integers(0, 5)) == 0:
                entry["bowed"] = True
            home.append(entry)
        n = draw(st.integers(1, 4))
        return player(keep, name=name, home=home, provinces=["Filler Dynasty"] * n,
                      hand=draw(st.lists(st.sampled_from(HAND), max_size=4)),
                      imperial_favor=name == "Bob" and draw(st.booleans()))
    return {"p1": side("Alice", "Crane Keep"), "p2": side("Bob", "Lion Keep"),
            "profile": draw(st.sampled_from(["celestial", "gold", "twenty_festivals"])),
            "seed": draw(st.integers(0, 10_000))}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_random_attacks_conserve_cards_provinces_and_honor(pos: dict[str, Any]) -> None:
    game = attack_game(pos["p1"], pos["p2"], profile=pos["profile"])
    s = game.state
    rng = random.Random(pos["seed"])
    start = game.state.to_dict()
    honor0 = [p.family_honor for p in s.players]
    logged = [0, 0]
    provinces = [len(p.provinces) for p in s.players]
    gone: set[str] = set()
    steps = 0
    while s.phase is Phase.ATTACK and not s.game_over and steps < 300:
        legal = game.legal_actions()
        if not legal:
            break
        action = _choose(rng, legal)
        before = [list(p.provinces) for p in s.players]
        events = game.perform(action)
        s = game.state
        steps += 1
        for e in events:
            if isinstance(e, HonorChanged):
                logged[e.player] += e.amount
        assert all(n == 1 for n in census(s).values()), census(s)
        for i, p in enumerate(s.players):
            assert len(p.provinces) <= provinces[i]  # a destroyed province never comes back
            if len(p.provinces) < provinces[i]:
                gone.update(c for c in before[i] if c is not None and c not in p.provinces)
            provinces[i] = len(p.provinces)
            assert not gone & set(c for c in p.provinces if c is not None)
            assert p.family_honor == honor0[i] + logged[i]
        if steps % 7 == 3:  # positions mid-attack / mid-duel lose nothing
            pos = game.position()
            loaded = Game.from_position(pos)
            assert loaded.position() == pos
            assert all(n == 1 for n in census(loaded.state).values())
        if s.attack is not None:
            for j, bf in enumerate(s.attack.battlefields):
                for unit in bf.attacking + bf.defending:
                    for cid in battle.unit_cards(s, unit):
                        assert s.cards[cid].battlefield == j
    d = s.to_dict()
    assert GameState.from_dict(d).to_dict() == d
    replayed = Game(GameState.from_dict(start), history=False)
    for a in game.action_log:
        replayed.perform(action_from_dict(a.to_dict()))
    assert replayed.state.to_dict() == d
    while game.can_undo:
        game.undo()
    assert game.state.to_dict() == start


def test_mid_battle_state_round_trips_and_the_table_contracts() -> None:
    """The table's contracts: Assign(player, card, battlefield) per legal (unit, battlefield);
    the resolution step waits with a pure preview; the manual toolkit is offered during battles
    (assisted)."""
    game = attack_game(player(name="Alice", home=[{"title": "Lion Samurai",
                                                   "attachments": ["Spearmen"]}]),
                       player("Lion Keep", name="Bob", home=["Ronin"]),
                       automation="assisted")
    sam = pid(game, "Lion Samurai", 0)
    declare(game)
    legal = [a for a in game.legal_actions() if isinstance(a, Assign)]
    assert {(a.card, a.battlefield) for a in legal} == {(sam, i) for i in range(4)}
    assert legal[0].to_dict() == {"type": "assign", "player": 0, "card": sam, "battlefield": 0}
    assign(game, sam, 2)
    done(game)
    assign(game, pid(game, "Ronin", 1), 2)
    done(game)
    s = game.state
    manual = game.manual_actions(1)
    assert Manual(1, op="bow", card=sam) in manual
    d = s.to_dict()
    assert d["attack"]["battlefields"][2] == {"province": 2, "attacking": [sam],
                                              "defending": [pid(game, "Ronin", 1)],
                                              "terrain": None, "ended": False}
    assert GameState.from_dict(d).to_dict() == d
    assert game.replay_log().state.to_dict() == d
    done(game)
    done(game)
    assert s.step is Step.RESOLUTION
    assert battle.preview(s).to_dict() == {
        "battlefield": 2, "province": 2, "attacker_force": 5, "defender_force": 2,
        "province_strength": 7, "outcome": "attacker", "province_falls": False,
        "attacking": [sam], "defending": [pid(game, "Ronin", 1)]}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.sampled_from(["assisted", "manual"]))
def test_random_toolkit_procedures_during_attacks_keep_the_state_whole(
        pos: dict[str, Any], automation: str) -> None:
    """Assisted / manual automation: random rules actions mixed with random engine II toolkit
    operations (Ranged/Melee/Fear, moving units, challenges, destroying cards and provinces):
    only IllegalActionError may be raised; cards, Honor and unit locations stay consistent."""
    from l5r_desktop.core.errors import IllegalActionError

    game = attack_game(pos["p1"], pos["p2"], profile=pos["profile"], automation=automation)
    rng = random.Random(pos["seed"])
    honor0 = [p.family_honor for p in game.state.players]
    logged = [0, 0]
    ops = ["ranged_attack", "melee_attack", "fear", "move_unit", "move_home", "challenge",
           "destroy", "destroy_province"]
    for _ in range(120):
        s = game.state
        if s.game_over or (s.phase is not Phase.ATTACK and s.duel is None):
            break
        if rng.random() < 0.3:
            who = rng.randrange(2)
            cards = [c for c in s.cards if s.cards[c].zone.in_play]
            op = rng.choice(ops)
            target = rng.choice(["", "bf:0", "bf:9", rng.choice(cards) if cards else ""])
            people = [c for c in cards if s.cards[c].definition.type.value == "personality"]
            if op == "destroy_province":
                target = str(1 - who)
            elif op == "challenge" and people:
                target = rng.choice(people)
                cards = people
            action: Any = Manual(who, op=op, card=rng.choice(cards) if cards else "",
                                 amount=rng.randrange(0, 6), target=target)
        else:
            legal = game.legal_actions()
            if not legal:
                break
            action = _choose(rng, legal)
        try:
            events = game.perform(action)
        except IllegalActionError:
            continue
        for e in events:
            if isinstance(e, HonorChanged):
                logged[e.player] += e.amount
        s = game.state
        assert all(n == 1 for n in census(s).values())
        assert [p.family_honor for p in s.players] == [h + d for h, d in zip(honor0, logged,
                                                                               strict=True)]
        if s.attack is not None:
            for j, bf in enumerate(s.attack.battlefields):
                for unit in bf.attacking + bf.defending:
                    for cid in battle.unit_cards(s, unit):
                        assert s.cards[cid].zone.value == "battlefield"
                        assert s.cards[cid].battlefield == j
        for p in s.players:
            for cid in p.home:
                for a in s.cards[cid].attachments:
                    assert s.cards[a].zone.value == "home"
    d = game.state.to_dict()
    assert GameState.from_dict(d).to_dict() == d
    assert game.replay_log().state.to_dict() == d
