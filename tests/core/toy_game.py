"""A tiny game on the core (Nim: take 1-3 stones, who takes the last wins): the smallest
example of a game implementing the protocol, used by the core's tests."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from l5r_desktop.core.history import History
from l5r_desktop.core.vocabulary import BaseAction, BaseEvent


@dataclass
class NimState:
    stones: int
    turn: int = 0
    players: list[str] = field(default_factory=lambda: ["A", "B"])
    winner: int | None = None

    def clone(self) -> NimState:
        return NimState(self.stones, self.turn, list(self.players), self.winner)

    def to_dict(self) -> dict[str, Any]:
        return {"stones": self.stones, "turn": self.turn, "winner": self.winner}


@dataclass(frozen=True)
class Take(BaseAction):
    amount: int = 1
    kind: ClassVar[str] = "take"


@dataclass(frozen=True)
class Taken(BaseEvent):
    player: int = 0
    amount: int = 0


class NimRules:
    """The four rules functions History calls (a module does as well)."""

    @staticmethod
    def deciding_player(state: NimState) -> int | None:
        return None if state.winner is not None else state.turn % 2

    @staticmethod
    def legal_actions(state: NimState, player: int) -> list[Take]:
        if NimRules.deciding_player(state) != player:
            return []
        return [Take(player, n) for n in (1, 2, 3) if n <= state.stones]

    @staticmethod
    def problem(state: NimState, action: Any, legal: list[Any] | None = None) -> str | None:
        if legal is None:
            legal = NimRules.legal_actions(state, action.player)
        return None if action in legal else "Not your turn or too many stones"

    @staticmethod
    def apply_action(state: NimState, action: Take) -> list[Taken]:
        state.stones -= action.amount
        if state.stones == 0:
            state.winner = action.player
        state.turn += 1
        return [Taken(player=action.player, amount=action.amount)]


class Nim(History[NimState, Take, Taken]):
    rules = NimRules()

    @classmethod
    def new(cls, stones: int = 10) -> Nim:
        return cls(NimState(stones), setup=stones)
