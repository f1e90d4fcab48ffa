"""Alice's harness Strategies for making a trait's trigger happen to her own card (destroying
it, challenging with it) and the duel driven to its end (the per-card harness).
"""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import (
    AcceptChallenge,
    Pass,
    Strike,
)
from l5r_desktop.games.ccg.events import Event
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd

#: Alice's tools for making a trait's trigger happen to her own card: destroying it, and
#: challenging with it (her Personality, given +5 Chi, against Bob's of Chi 1: hers wins when
#: both strike; a Personality of 0 Chi would be destroyed at once).
_AXE = cd("Harness Axe", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "limited", "targets": [{"type": "card", "controller": "you"}],
     "effects": [{"op": "destroy", "target": 0}]}])
_DUEL = cd("Harness Duel", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "limited", "targets": [{"type": "personality", "controller": "you"},
                                      {"type": "personality", "controller": "opponent"}],
     "effects": [{"op": "challenge", "target": 1}]}])


def _fight_duel(game: Game) -> list[Event]:
    """Accept and strike at once until the duel is over (the higher Chi wins)."""
    events: list[Event] = []
    for _ in range(20):
        if game.state.duel is None:
            break
        acts = game.legal_actions()
        pick = next((a for a in acts if isinstance(a, AcceptChallenge)), None) or \
            next((a for a in acts if isinstance(a, Strike)), None) or \
            next((a for a in acts if isinstance(a, Pass)), None)
        if pick is None:
            break
        events += game.perform(pick)
    return events
