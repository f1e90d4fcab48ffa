"""Scenario helper for engine II tests: positions at the start of an Attack Phase (built with
``tests.engine.scenario``) plus actions, and small shortcuts for assigning and fighting."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import (
    Assign,
    ChooseBattlefield,
    DeclareAttack,
    Pass,
    ResolveBattle,
)
from l5r_desktop.games.ccg.events import Event, HonorChanged
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import card_census, cd, find, game_at, player

BATTLE_DEFS = [
    cd("Rider", "personality", clans=["Crane"], keywords=["Samurai", "Cavalry"], force=3, chi=2,
       gold_cost=4, personal_honor=2),
    cd("Horse Archers", "follower", keywords=["Cavalry"], force=2, gold_cost=2, focus=1),
    cd("Captain", "personality", clans=["Crane"], keywords=["Samurai", "Naval"], force=2, chi=2,
       gold_cost=4, personal_honor=2,
       abilities=[{"name": "Broadside", "timing": "battle", "cost": {"bow_self": True},
                   "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Marines", "follower", keywords=["Naval"], force=1, gold_cost=1, focus=1),
    cd("General", "personality", clans=["Lion"], keywords=["Samurai", "Tactician"], force=2,
       chi=2, gold_cost=4, personal_honor=2),
    cd("Swordmaster", "personality", clans=["Crane"], keywords=["Samurai", "Duelist"], force=2,
       chi=2, gold_cost=4, personal_honor=2),
    cd("Sage", "personality", clans=["Lion"], keywords=["Courtier"], force=1, chi=4,
       gold_cost=4, personal_honor=3),
    cd("Volley", "strategy", gold_cost=0, focus=2,
       abilities=[{"name": "Volley", "timing": "battle", "targets": [{"type": "ranged"}],
                   "effects": [{"op": "ranged_attack", "target": 0, "amount": 3}]}]),
    cd("Charge", "strategy", gold_cost=0, focus=4,
       abilities=[{"name": "Charge", "timing": "battle",
                   "targets": [{"type": "personality", "controller": "you"}],
                   "effects": [{"op": "modify_stat", "target": 0, "stat": "force",
                                "amount": 3, "duration": "battle"}]}]),
    cd("Muddy Field", "strategy", keywords=["Terrain"], gold_cost=0, focus=1,
       abilities=[{"name": "Muddy Field", "timing": "battle",
                   "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Formal Duel", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Formal Duel", "timing": "limited",
                   "targets": [{"type": "personality", "controller": "you"},
                               {"type": "personality", "controller": "opponent"}],
                   "effects": [{"op": "challenge", "target": 1, "amount": 2}]}]),
    cd("Reinforce", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Reinforce", "timing": "battle",
                   "targets": [{"type": "personality", "controller": "you"}],
                   "effects": [{"op": "move_unit", "target": 0}]}]),
    cd("Trip", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Trip", "timing": "battle",
                   "targets": [{"type": "personality", "controller": "opponent"}],
                   "effects": [{"op": "bow", "target": 0}]}]),
    cd("Focus Three", "strategy", gold_cost=9, focus=3),
    cd("Focus Five", "strategy", gold_cost=9, focus=5),
    cd("Focus Zero", "strategy", gold_cost=9, focus=0),
    cd("Veteran - exp", "personality", clans=["Lion"], keywords=["Samurai"], force=4, chi=2,
       gold_cost=6, personal_honor=2, experienced=1, base_title="Veteran"),
    cd("Veteran", "personality", clans=["Lion"], keywords=["Samurai"], force=3, chi=2,
       gold_cost=5, personal_honor=2),
]


def attack_game(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None,
                **kw: Any) -> Game:
    """A game in Alice's Attack Phase (declare step); Bob (Lion Keep, PS 7) defends."""
    kw.setdefault("phase", "attack")
    kw.setdefault("step", "declare")
    kw["defs"] = BATTLE_DEFS + kw.get("defs", [])
    p1 = p1 if p1 is not None else player(name="Alice")
    p2 = p2 if p2 is not None else player("Lion Keep", name="Bob")
    return game_at(p1, p2, **kw)


def pid(game: Game, title: str, owner: int) -> str:
    """The id of a player's card by title."""
    return find(game.state, title, owner)


def declare(game: Game, defender: int = 1) -> list[Event]:
    """The active player attacks ``defender``."""
    return game.perform(DeclareAttack(game.state.active, defender=defender))


def assign(game: Game, card: str, battlefield: int) -> list[Event]:
    """The deciding player assigns a unit (by Personality id)."""
    return game.perform(Assign(game.waiting_for or 0, card=card, battlefield=battlefield))


def done(game: Game) -> list[Event]:
    """The deciding player passes."""
    return game.perform(Pass(game.waiting_for or 0))


def fight(game: Game, battlefield: int | None = None) -> list[Event]:
    """Choose ``battlefield`` (if the game asks), pass the Combat Segment, resolve."""
    events: list[Event] = []
    if battlefield is not None and game.state.step.value == "choose_battlefield":
        events += game.perform(ChooseBattlefield(game.state.active, battlefield=battlefield))
    while game.state.step.value == "combat":
        events += game.perform(Pass(game.waiting_for or 0))
    events += game.perform(ResolveBattle(game.state.attack.attacker))  # type: ignore[union-attr]
    return events


def honor_of(state: GameState, player_index: int) -> int:
    """A player's Family Honor."""
    return state.players[player_index].family_honor


def honor_deltas(events: list[Event]) -> dict[int, int]:
    """Sum of logged Honor changes per player."""
    out: dict[int, int] = {}
    for e in events:
        if isinstance(e, HonorChanged):
            out[e.player] = out.get(e.player, 0) + e.amount
    return out


def census(state: GameState) -> dict[str, int]:
    """How many places list each card (engine I's census plus Terrains at battlefields)."""
    seen = card_census(state)
    if state.attack is not None:
        for bf in state.attack.battlefields:
            if bf.terrain is not None:
                seen[bf.terrain] += 1
    return seen
