"""The per-card harness's check of effects delayed to a later time of the turn or battle
(``cardtext/delayed.py``: ``before_turn_ends``, ``before_battle_resolves``,
``after_battle_resolves``), used by ``checks._check`` after the use.

Right after the use the effect must wait (an entry in ``GameState.delayed`` for that time,
holding the record's inner effects and the use's targets) and none of it may have happened
(its card not yet destroyed, bowed or straightened by it, a token to take back still on it;
the inner draws and Honor are not counted in the use's own totals). Then, on a copy of the
state, the time comes (the engine's ``delayed.turn_ending`` / ``delayed.battle_point`` /
``delayed.turn_began``, which ``turn/phases.end_turn``, ``attack/battle.resolve`` and
``turn/phases.begin_turn`` call) and each inner effect must happen: the hand grows by the
draw, the Honor changes by the amount, the card is destroyed, bowed or straightened, the
token is taken back. An effect for a lost battle happens on a copy where the use's player
lost it, and not on another where nobody did. The hooks in the turn's and the battle's flow
are played by ``tests/engine/test_delayed_points.py``.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, delayed
from l5r_desktop.games.ccg.model.state import GameState

#: The ops checked here ("after your next turn begins" in an action: its turn's start is
#: played by the engine's ``delayed.turn_began``).
OPS = ("before_turn_ends", "before_battle_resolves", "after_battle_resolves",
       "after_next_turn_begins", "during_end_phase")


def _card(use: UseAbility, ref: Any) -> str:
    return use.card if ref == "self" else use.targets[ref]


def _not_lost(state: GameState, use: UseAbility, effect: dict[str, Any], when: str
              ) -> list[str]:
    """The battle's time on a copy where nobody lost it: an effect for a lost battle
    (``delayed.LOST``) must leave its card in play."""
    lost_only = [e for e in effect["effects"] if e.get("if") == delayed.LOST]
    if not lost_only or state.attack is None or state.attack.current is None:
        return []
    won = state.clone()
    delayed.battle_point(won, state.attack.current, when)
    return [f"{effect['op']}: {e['op']} happened although the battle was not lost"
            for e in lost_only if e["op"] == "destroy"
            and not won.cards[_card(use, e["target"])].in_play]


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
    tokens = {cid: dict(c.tokens) for cid, c in later.cards.items()}
    if when == delayed.TURN_END:
        delayed.turn_ending(later, abilities.run_list)
    elif when == delayed.NEXT_TURN:
        delayed.turn_began(later, use.player, abilities.run_list)
    elif when == delayed.END_PHASE:  # (turn/phases.begin_end_phase, after its own draw)
        delayed.end_phase(later, use.player, abilities.run_list)
    else:
        if later.attack is None or later.attack.current is None:
            return [*problems, f"{effect['op']}: no battle to wait for"]
        # its player lost the battle (a lost-battle condition met); then, on another copy,
        # nobody lost it: such an effect must not happen there
        delayed.battle_point(later, later.attack.current, when, frozenset({use.player}))
        problems += _not_lost(state, use, effect, when)
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
        elif op in delayed.TOKEN_OPS:  # the token the action gave is taken back
            cid = _card(use, e["target"])
            had = tokens[cid].get(e["token"], 0)
            if had < 1:
                problems.append(f"{effect['op']}: no {e['token']} token to take back")
            elif later.cards[cid].tokens.get(e["token"], 0) != had - 1:
                problems.append(f"{effect['op']}: the {e['token']} token is still there")
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
