"""The per-card harness's check of effects delayed to a later time of the turn or battle
(``cardtext/delayed.py``: ``before_turn_ends``, ``before_battle_resolves``,
``after_battle_resolves``), used by ``checks._check`` after the use.

Right after the use the effect must wait (an entry in ``GameState.delayed`` for that time,
holding the record's inner effects and the use's targets) and none of it may have happened
(its card not yet destroyed, bowed or straightened by it; the inner draws and Honor are not
counted in the use's own totals). Then, on a copy of the state, the time comes (the engine's
``delayed.turn_ending`` / ``delayed.battle_point``, which ``turn/phases.end_turn`` and
``attack/battle.resolve`` call) and each inner effect must happen: the hand grows by the
draw, the Honor changes by the amount, the card is destroyed, bowed or straightened. The
hooks in the turn's and the battle's flow are played by ``tests/engine/test_delayed_points.py``.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, delayed
from l5r_desktop.games.ccg.model.state import GameState

#: The ops checked here.
OPS = ("before_turn_ends", "before_battle_resolves", "after_battle_resolves")


def _card(use: UseAbility, ref: Any) -> str:
    return use.card if ref == "self" else use.targets[ref]


def check(state: GameState, use: UseAbility, effect: dict[str, Any]) -> list[str]:
    """Problems with one delayed effect of the record, ``state`` the state after the use."""
    when = delayed.WHEN[effect["op"]]
    waiting = [d for d in state.delayed if d["when"] == when and d["card"] == use.card
               and d["effects"] == effect["effects"]]
    if len(waiting) != 1:
        return [f"{effect['op']}: {len(waiting)} delayed effects waiting, record 1"]
    if tuple(waiting[0].get("targets", ())) != tuple(use.targets):
        return [f"{effect['op']}: it waits with the cards {waiting[0].get('targets')}, "
                f"the use targeted {list(use.targets)}"]
    problems: list[str] = []
    for e in effect["effects"]:  # nothing of it yet
        if e["op"] in delayed.CARD_OPS:
            c = state.cards[_card(use, e["target"])]
            if e["op"] == "destroy" and not c.in_play:
                problems.append(f"{effect['op']}: the card was destroyed at once")
    later = state.clone()
    hands = [len(p.hand) for p in later.players]
    honor = [p.family_honor for p in later.players]
    bowed = {cid: c.bowed for cid, c in later.cards.items()}
    if when == delayed.TURN_END:
        delayed.turn_ending(later, abilities.run_list)
    else:
        if later.attack is None or later.attack.current is None:
            return [*problems, f"{effect['op']}: no battle to wait for"]
        delayed.battle_point(later, later.attack.current, when)
    if any(d is waiting[0] or (d["when"] == when and d["card"] == use.card)
           for d in later.delayed):
        problems.append(f"{effect['op']}: still waiting when its time came")
    draws = [0] * len(later.players)
    gains = [0] * len(later.players)
    for e in effect["effects"]:
        op = e["op"]
        if op == "draw":
            draws[use.player] += int(e["amount"])
        elif op in ("gain_honor", "lose_honor"):
            gains[use.player] += int(e["amount"]) * (1 if op == "gain_honor" else -1)
        elif op in delayed.CARD_OPS:
            cid = _card(use, e["target"])
            c = later.cards[cid]
            if op == "destroy" and c.in_play:
                problems.append(f"{effect['op']}: destroy did not destroy the card")
            elif op == "bow" and c.in_play and not c.bowed:
                problems.append(f"{effect['op']}: bow left the card unbowed")
            elif op == "straighten" and c.in_play and c.bowed:
                problems.append(f"{effect['op']}: straighten left the card bowed "
                                f"(bowed before: {bowed[cid]})")
    got = [len(p.hand) - n for p, n in zip(later.players, hands, strict=True)]
    if got != draws:
        problems.append(f"{effect['op']}: hands changed by {got}, record {draws}")
    got = [p.family_honor - n for p, n in zip(later.players, honor, strict=True)]
    if got != gains and not any(e["op"] == "destroy" for e in effect["effects"]):
        problems.append(f"{effect['op']}: Honor changed by {got}, record {gains}")
    return problems
