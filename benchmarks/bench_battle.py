"""Engine II benchmarks (issue 4): prints figures, asserts nothing.

    .venv/bin/python benchmarks/bench_battle.py [--games 100] [--units 20]

- resolving one battle with N units a side (each Personality with a Follower and an Item):
  ``battle.preview``, ``rules.apply_action(ResolveBattle)`` on a cloned state, and
  ``Game.perform`` (legality check + undo snapshot) — median of repeats;
- ``legal_actions`` in the maneuvers (N units x 4 battlefields) and in the Combat Segment;
- complete random games per second between the demo decks with attacks, against the same
  random player that never attacks (the engine I situation), and how the games end.

CPU time (``time.process_time``) is reported next to wall time because the machine is shared.
"""

from __future__ import annotations

import argparse
import collections
import random
import statistics
import time
from typing import Any

from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg import rules
from l5r_desktop.games.ccg.actions import Assign, DeclareAttack, Pass, ResolveBattle
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Step


def _defs() -> list[dict[str, Any]]:
    return [
        {"id": "b:keep1", "title": "Keep One", "type": "stronghold", "province_strength": 6,
         "gold_production": 5, "starting_honor": 10},
        {"id": "b:keep2", "title": "Keep Two", "type": "stronghold", "province_strength": 7,
         "gold_production": 5, "starting_honor": 10},
        {"id": "b:sam", "title": "Soldier", "type": "personality", "force": 3, "chi": 2,
         "personal_honor": 2, "gold_cost": 4},
        {"id": "b:fol", "title": "Spears", "type": "follower", "force": 2, "focus": 1},
        {"id": "b:item", "title": "Blade", "type": "item", "force": 1, "chi": 0, "focus": 1},
        {"id": "b:dyn", "title": "Filler", "type": "holding", "gold_cost": 9},
        {"id": "b:fate", "title": "Card", "type": "strategy", "gold_cost": 9, "focus": 1},
    ]


def battle_game(units: int, attack_extra: int = 0) -> Game:
    """N units a side at battlefield 1, waiting at the Resolution step."""
    unit = {"title": "Soldier", "attachments": ["Spears", "Blade"]}

    def side(name: str, keep: str, n: int) -> dict[str, Any]:
        return {"name": name, "family_honor": 10, "stronghold": keep, "home": [unit] * n,
                "provinces": ["Filler"] * 4, "hand": [], "dynasty_deck": ["Filler"] * 5,
                "fate_deck": ["Card"] * 5}
    pos = {"format": "l5r-position", "version": 1, "profile": "celestial", "turn": 3,
           "phase": "attack", "step": "declare", "active": 0, "rng_state": 1,
           "players": [side("A", "Keep One", units + attack_extra),
                       side("B", "Keep Two", units)],
           "card_defs": _defs()}
    game = Game.from_position(pos, history=True)
    game.perform(DeclareAttack(0, defender=1))
    for who in (0, 1):
        for cid in list(game.state.players[who].home):
            if game.state.cards[cid].title == "Soldier":
                game.perform(Assign(who, card=cid, battlefield=0))
        game.perform(Pass(who))
    while game.state.step is Step.COMBAT:
        game.perform(Pass(game.waiting_for or 0))
    assert game.state.step is Step.RESOLUTION
    return game


def _median_ms(fn: Any, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1e3


def bench_resolution(units: int, repeats: int = 200) -> None:
    for extra, label in ((1, "attacker wins"), (0, "tie")):
        game = battle_game(units, extra)
        st = game.state
        pv = battle.preview(st)
        t_prev = _median_ms(lambda st=st: battle.preview(st), repeats)
        clones = iter([st.clone() for _ in range(repeats)])

        def apply(clones: Any = clones) -> None:
            rules.apply_action(next(clones), ResolveBattle(0))
        t_apply = _median_ms(apply, repeats)
        t_clone = _median_ms(st.clone, repeats)

        def perform(game: Game = game) -> None:
            game.perform(ResolveBattle(0))
            game.undo()
        t_perf = _median_ms(perform, repeats)
        print(f"battle with {units + extra} vs {units} units (3 cards each; {label}, "
              f"{pv.attacker_force} vs {pv.defender_force} Force): preview "
              f"{t_prev:.3f} ms; resolution (apply) {t_apply:.3f} ms; "
              f"Game.perform + undo {t_perf:.3f} ms (state clone {t_clone:.3f} ms)")


def bench_legal(units: int, repeats: int = 200) -> None:
    unit = {"title": "Soldier", "attachments": ["Spears", "Blade"]}
    pos_game = battle_game(units)
    st = pos_game.state
    t_combat = _median_ms(lambda: rules.legal_actions(st), repeats)
    g = Game.from_position({
        "format": "l5r-position", "version": 1, "turn": 3, "phase": "attack",
        "step": "declare", "active": 0, "rng_state": 1, "card_defs": _defs(),
        "players": [{"name": "A", "stronghold": "Keep One", "home": [unit] * units,
                     "provinces": ["Filler"] * 4},
                    {"name": "B", "stronghold": "Keep Two", "home": [unit] * units,
                     "provinces": ["Filler"] * 4}]})
    g.perform(DeclareAttack(0, defender=1))
    st2 = g.state
    n = len(rules.legal_actions(st2))
    t_man = _median_ms(lambda: rules.legal_actions(st2), repeats)
    print(f"legal_actions with {units} units a side: maneuvers {t_man:.3f} ms ({n} actions), "
          f"resolution step {t_combat:.3f} ms")


def play(seed: int, attacks: bool) -> Game:
    game = Game.new(demo_setup(seed=seed, turn_cap=200), history=False)
    rng = random.Random(seed)
    while not game.state.game_over and len(game.action_log) < 200 * 400:
        acts = game.legal_actions()
        if not attacks:
            acts = [a for a in acts if not isinstance(a, DeclareAttack)]
        game.perform(rng.choice(acts))
    return game


def bench_games(n: int) -> None:
    for attacks in (False, True):
        outcomes: collections.Counter[str] = collections.Counter()
        turns = actions = battles = 0
        wall = time.perf_counter()
        cpu = time.process_time()
        for seed in range(n):
            g = play(seed, attacks)
            outcomes[g.state.victory or "?"] += 1
            turns += g.state.turn
            actions += len(g.action_log)
            battles += sum(isinstance(a, ResolveBattle) for a in g.action_log)
        wall = time.perf_counter() - wall
        cpu = time.process_time() - cpu
        what = "with attacks" if attacks else "never attacking (engine I play)"
        print(f"random demo games {what}: {n} games, {n / wall:.1f} games/s wall, "
              f"{n / cpu:.1f} games/s CPU; {turns / n:.1f} player-turns, "
              f"{actions / n:.0f} actions, {battles / n:.1f} resolved battles per game; "
              f"{cpu / turns * 1e3:.3f} ms CPU per player-turn; endings {dict(outcomes)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--units", type=int, default=20)
    args = parser.parse_args()
    bench_resolution(args.units)
    bench_legal(args.units)
    bench_games(args.games)


if __name__ == "__main__":
    main()
