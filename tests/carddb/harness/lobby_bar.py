"""The per-card harness for "Other players may not lobby." (an ongoing ``no_lobby`` record,
``open_permissions.lobby_barred``): the card in play at Alice's home; in Bob's Action Phase
Bob, with more Family Honor and an unbowed Personality of Personal Honor 2, must not be
offered Lobby, and is on the same table without the record; in Alice's own Action Phase,
with more Honor than Bob, she still is (only other players are barred)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Lobby, Pass
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without


def _lobbies(build: _Builder, player: int) -> int:
    """How many Lobby actions ``player`` is offered at his first opportunity."""
    game = build.game()
    if game.state.priority != player:  # (the table opens with Alice to act)
        game.perform(Pass(game.state.priority))
    return sum(isinstance(a, Lobby) and a.player == player for a in game.legal_actions())


def exercise_no_lobby(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if card.type.value not in ("celestial", "holding", "stronghold"):
        raise Unusable(f"a no_lobby trait on a {card.type.value}: not placed here")
    build = _Builder(card, record, False)
    if card.type.value != "stronghold":
        build.place(0, card.title, False)
    else:
        build.stronghold = card.title
    for who in (0, 1):
        build.host(who, [], [])  # an unbowed Personality each (Personal Honor 2)
    problems = []
    build.active, build.honor, build.bob_honor = 1, 10, 12
    barred, free = _lobbies(build, 1), _lobbies(_without(build, record), 1)
    if barred or not free:
        problems.append(f"Bob's Lobby offered {barred} times with the record, {free} without "
                        "(want 0, 1)")
    build.active, build.honor, build.bob_honor = 0, 12, 10
    if not _lobbies(build, 0):
        problems.append("Alice, the card's player, was not offered Lobby")
    return problems
