"""The per-card harness for an Event letting its player Equip from his discard pile for a
number of his turns (``cardtext/pile_equip.py``; used by ``events``): the Event lies face
down in Alice's first province as her turn begins; she has an unbowed Personality at home, a
card of the record's type (Gold Cost 1) in her Fate discard pile and 1 Gold. After the
Event resolved, in her Action Phase, the Equip of that card onto her Personality must be
offered (and not on the table without the record) and, taken, attach it; on another table
the players pass until her ``turns``-th turn from now has begun: the Equip is no longer
offered."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Equip, Pass, ResolveDone
from l5r_desktop.games.ccg.game import Game
from tests.carddb.harness.position import Unusable, _without
from tests.engine.scenario import find


def usable(record: dict[str, Any]) -> bool:
    """An Event record whose only effect is ``pile_equip``."""
    effects = record.get("effects", [])
    return len(effects) == 1 and effects[0].get("op") == "pile_equip"


def _equips(game: Game, card: str, onto: str) -> list[Equip]:
    return [a for a in game.legal_actions() if isinstance(a, Equip) and a.card == card
            and a.target == onto]


def _turns_later(game: Game, turns: int) -> None:
    """Pass until Alice's ``turns``-th turn from now has begun (at most 200 actions)."""
    want = game.state.turn + 2 * turns
    for _ in range(200):
        if game.state.turn >= want or game.state.game_over:
            return
        acts = game.legal_actions()
        passes = [a for a in acts if isinstance(a, Pass)]
        game.perform(passes[0] if passes else acts[0])


def exercise_pile_equip_event(build: Any, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    eff = record["effects"][0]
    if record.get("targets") or record.get("cost") or record.get("condition"):
        raise Unusable("a pile_equip Event with targets, costs or a condition")
    build.provinces = [{"title": build.card.title, "face_up": False}]
    host = build.host(0, [], [])["title"]
    kind = eff["type"]
    extra = {"honor_requirement": 0} if kind == "follower" else {}
    pile = build.new_def(kind, gold_cost=1, **extra)
    build.piles[0].setdefault("fate_discard", []).append(pile)
    build.pool = 1
    problems: list[str] = []
    games = [b.game(phase="straighten") for b in (build, _without(build, record))]
    for game in games:
        while game.state.pending:  # without the record the Event waits for the players
            card, who = game.state.pending[0]
            game.perform(ResolveDone(who, card=card))
        if game.state.phase.value != "action":
            raise Unusable(f"the turn stopped in the {game.state.phase.value} Phase")
    offered = [_equips(g, find(g.state, pile, 0), find(g.state, host, 0)) for g in games]
    if not offered[0] or offered[1]:
        return [f"pile_equip: the Equip from the pile offered {len(offered[0])} times, "
                f"{len(offered[1])} without the record (want 1 or more, 0)"]
    game = games[0]
    game.perform(offered[0][0])
    st = game.state
    if st.cards[find(st, pile, 0)].attached_to != find(st, host, 0):
        problems.append("pile_equip: the card equipped from the pile is not attached")
    later = build.game(phase="straighten")
    _turns_later(later, eff["turns"])
    st = later.state
    if st.cards[find(st, pile, 0)].zone.value == "fate_discard" and _equips(
            later, find(st, pile, 0), find(st, host, 0)):
        problems.append(f"pile_equip: still offered {eff['turns']} turns later")
    return problems
