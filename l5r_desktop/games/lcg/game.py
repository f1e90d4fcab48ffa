"""The LCG ``Game`` facade on the core's :class:`~l5r_desktop.core.history.History`: new,
legal_actions, perform, undo/redo, replay, position/from_position, and the table's view with
hidden information removed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.core.history import History
from l5r_desktop.games.lcg import rules
from l5r_desktop.games.lcg.actions import Action
from l5r_desktop.games.lcg.cards import LcgCardDef
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.looks import seen_by
from l5r_desktop.games.lcg.setup import GameSetup, PlayerDeck, create_state
from l5r_desktop.games.lcg.state import LcgState

__all__ = ["Game", "GameSetup", "IllegalActionError", "PlayerDeck"]

POSITION_FORMAT = "l5r-lcg-position/1"


class Game(History[LcgState, Action, Event]):
    """One LCG game (the game-neutral part is the core's History; the rules are
    :mod:`.rules`). ``history=False`` switches undo snapshots off (simulation speed)."""

    rules = rules
    game_id = "lcg"

    @classmethod
    def new(cls, setup: GameSetup, *, history: bool = True) -> Game:
        """Start a game: setup steps 1-4; the game then waits for the first player's
        stronghold province [RR › Setup]."""
        return cls(create_state(setup), setup=setup, history=history)

    @classmethod
    def replay(cls, setup: GameSetup, actions: Iterable[Action], *,
               history: bool = False) -> Game:
        """A new game with ``actions`` performed in order (IllegalActionError at the first
        action the rules reject)."""
        game = cls.new(setup, history=history)
        for a in actions:
            game.perform(a)
        return game

    @classmethod
    def from_position(cls, position: Mapping[str, Any],
                      card_defs: Iterable[LcgCardDef] | Mapping[str, LcgCardDef] | None = None,
                      *, history: bool = True) -> Game:
        """Load a position (docs/lcg-position-format.md); raises ``PositionError``."""
        from l5r_desktop.games.lcg.position import state_from_position

        return cls(state_from_position(position, card_defs), history=history)

    def position(self) -> dict[str, Any]:
        """The whole state as a JSON-ready position (card definitions included)."""
        return position_of(self.state)

    def manual_actions(self, player: int) -> list[Action]:
        """The manual toolkit's effects ``player`` may apply now (logged and undoable; they
        do not pass the decision)."""
        from l5r_desktop.games.lcg.manual import manual_actions

        return manual_actions(self.state, player)

    def view(self, viewer: int) -> dict[str, Any]:
        """What ``viewer`` may see: the opponent's unrevealed honor dial, hand, decks and
        facedown cards are hidden [RR › 2.2. Honor bid; Facedown Province]."""
        return view_of(self.state, viewer)


def position_of(s: LcgState) -> dict[str, Any]:
    """The state as a position: its JSON form plus the card definitions it uses."""
    used = {c.card_id for c in s.cards.values()}
    return {"format": POSITION_FORMAT, "state": s.to_dict(),
            "cards": [s.defs[i].to_dict() for i in sorted(used)]}


def view_of(s: LcgState, viewer: int) -> dict[str, Any]:
    """The position with the other player's secrets replaced by ``"?"`` (but the hidden
    cards ``viewer`` looked at and that are still where he saw them: ``looks.py``)."""
    d = s.to_dict()
    opp = 1 - viewer
    op = d["players"][opp]
    if not op["dial_revealed"]:
        op["dial"] = "?" if op["dial"] else 0
    seen = seen_by(s, viewer) if s.effects else set()  # what he looked at [looks.py]
    op["hand"] = [u if u in seen else "?" for u in op["hand"]]
    for ps in d["players"]:
        for zone in ("dynasty_deck", "conflict_deck"):
            ps[zone] = [u if u in seen else "?" for u in ps[zone]]
    if s.step == "setup_stronghold":
        op["stronghold_province"] = "?" if op["stronghold_province"] else None
    searched = set(s.pending["search"]["cards"]) if s.step == "deck_search" \
        and s.turn == viewer else set()  # the searcher sees them [RR › Search]
    hidden = {u for u, c in s.cards.items()
              if (c.facedown or (c.owner == opp and c.zone == "hand")
                  or c.zone in ("dynasty_deck", "conflict_deck")) and u not in searched
              and u not in seen}
    for u in hidden:
        d["cards"][u] = {"uid": u, "card_id": "?", "zone": s.cards[u].zone,
                         "owner": s.cards[u].owner, "facedown": True,
                         "province": s.cards[u].province}
    d["rng"] = "?"
    return d


__all__ += ["POSITION_FORMAT", "position_of", "view_of"]
