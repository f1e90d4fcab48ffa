"""Duels [RR › Duel, Challenge, D. Duel Timing]: an action ability's ``duel`` effect names the
challenger and the challengee (``effects.py`` starts it); both players set honor dials (first
player first, hidden until both are set), reveal, the higher bidder gives the difference, each
bid is added to its character's skill of the duel's type, the higher total wins, and the
ability's ``winner`` / ``loser`` effects apply. Then the action window goes on with the next
player (D.9)."""

from __future__ import annotations

from l5r_desktop.games.lcg import flow
from l5r_desktop.games.lcg import resolve as resolution
from l5r_desktop.games.lcg.actions import Bid
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.firing import fire
from l5r_desktop.games.lcg.moves import other
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import skill


def apply_bid(s: LcgState, a: Bid, ev: list[Event]) -> None:
    """D.3-D.9: record the dial; when both are set, resolve the duel."""
    duel = s.pending["duel"]
    s.players[a.player].dial = a.value
    s.players[a.player].dial_revealed = False
    duel.setdefault("bid_by", []).append(a.player)
    if len(duel["bid_by"]) < 2:
        s.turn = other(a.player)
        return
    bids = flow.reveal_and_transfer(s, ev)  # D.4, D.5
    if s.winner is not None:
        return
    resolve(s, bids, ev)


def resolve(s: LcgState, bids: tuple[int, int], ev: list[Event]) -> None:
    """D.6 bids added to the duel skill, D.7 compare, D.8 results, D.9 back to the window."""
    duel = s.pending.pop("duel")
    s.pending.pop("bid", None)
    ch, ce = duel["challenger"], duel["challengee"]
    kind = duel["type"]
    total = {}
    for uid in (ch, ce):
        if s.cards[uid].zone == "play":
            total[uid] = (skill(s, uid, kind) or 0) + bids[s.cards[uid].controller]
    ev.append(Event(text="Duel: " + ", ".join(f"{s.defn(u).name} {t}" for u, t in total.items()),
                    cards=(ch, ce)))
    winner = loser = None
    if len(total) == 2 and total[ch] != total[ce]:
        winner, loser = (ch, ce) if total[ch] > total[ce] else (ce, ch)
    elif len(total) == 1:  # the other left play: it cannot win or lose
        pass
    if winner is not None and loser is not None:
        fire(s, "duel_won", (winner,), s.cards[winner].controller)
        if resolution.run_waiting(s, duel["player"], duel["source"], (winner,),
                                  duel.get("winner") or [], ev,
                                  {"do": "duel_loser", "duel": duel, "loser": loser}):
            return
        loser_effects(s, duel, loser, ev)
        return
    duel_over(s, duel, ev)


def loser_effects(s: LcgState, duel: dict, loser: str, ev: list[Event]) -> None:
    """D.8 the loser's effects, after the winner's (interrupt windows may open before either
    [RR › Nested Ability Sequences]); then D.9."""
    if s.winner is None and resolution.run_waiting(
            s, duel["player"], duel["source"], (loser,), duel.get("loser") or [], ev,
            {"do": "duel_over", "duel": duel}):
        return
    duel_over(s, duel, ev)


def duel_over(s: LcgState, duel: dict, ev: list[Event]) -> None:
    """D.9 the duel is over: back to the action window (the next player's opportunity) or
    the dynasty phase it was started in."""
    if s.winner is not None:
        return
    p = duel["player"]
    s.step, s.turn = duel["back_step"], duel["back_turn"]
    if s.step == "action_window":
        flow.window_acted(s, p)
    elif s.step == "dynasty":
        flow.dynasty_next(s, p)
