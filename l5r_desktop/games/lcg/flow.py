"""The round's framework steps outside conflicts [RR › Appendix I, Framework Details]:
setup decisions, dynasty, draw (honor bid), action windows, fate and regroup phases.

Each ``begin_*`` function runs the automatic framework steps and stops at the next decision
(setting ``state.step`` and ``state.turn``). Conflicts are in ``conflict.py``.
"""

from __future__ import annotations

from itertools import combinations

from l5r_desktop.core.rng import Rng
from l5r_desktop.games.lcg import more_effects, moves, resolve, triggers
from l5r_desktop.games.lcg.actions import (
    Action,
    Bid,
    ChooseStrongholdProvince,
    Confirm,
    DiscardFromProvince,
    Mulligan,
)
from l5r_desktop.games.lcg.cards import LcgType
from l5r_desktop.games.lcg.events import Event, PhaseBegan
from l5r_desktop.games.lcg.firing import fire
from l5r_desktop.games.lcg.moves import in_player_order, other
from l5r_desktop.games.lcg.responses import push
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import cannot

STARTING_HAND = 4


# -- setup ----------------------------------------------------------------------------------
def stronghold_legal(s: LcgState, p: int) -> list[Action]:
    """Setup 5: any of the player's five provinces [RR › Setup]."""
    return [ChooseStrongholdProvince(p, prov) for prov in s.players[p].provinces]


def apply_stronghold(s: LcgState, a: ChooseStrongholdProvince, ev: list[Event]) -> None:
    """Setup 5: the stronghold (and role) go on the chosen province; the other four are placed
    facedown. In player order; then setup 6 fills the provinces [RR › Setup]."""
    ps = s.players[a.player]
    ps.provinces.remove(a.province)
    ps.stronghold_province = a.province
    for prov in ps.provinces:
        s.cards[prov].zone = "province_row"
    s.cards[a.province].zone = "stronghold_province"
    ev.append(Event(text=f"P{a.player + 1} places the stronghold"))
    if a.player == s.first_player:
        s.turn = other(a.player)
        return
    for p in in_player_order(s):
        for prov in s.players[p].provinces:
            moves.refill(s, p, prov, ev)
    s.step = "setup_dynasty_mulligan"
    s.turn = s.first_player


def _subsets(cards: list[str], p: int) -> list[Action]:
    out: list[Action] = []
    for k in range(len(cards) + 1):
        out.extend(Mulligan(p, combo) for combo in combinations(cards, k))
    return out


def mulligan_legal(s: LcgState, p: int) -> list[Action]:
    """Setup 6/7: mulligan any number of the cards in provinces / in hand [RR › Mulligan]."""
    ps = s.players[p]
    if s.step == "setup_dynasty_mulligan":
        return _subsets([u for prov in ps.provinces for u in s.province_cards.get(prov, ())], p)
    return _subsets(list(ps.hand), p)


def apply_mulligan(s: LcgState, a: Mulligan, ev: list[Event]) -> None:
    """Mulliganed cards are set aside, replaced from the top of the deck, then shuffled back
    [RR › Mulligan]. After both dynasty mulligans each player draws 4 conflict cards (setup 7);
    after both conflict mulligans each gains the stronghold's honor (setup 8)."""
    p = a.player
    ps = s.players[p]
    dynasty = s.step == "setup_dynasty_mulligan"
    if dynasty:
        provs = [s.cards[u].province for u in a.cards]
        for u in a.cards:
            moves.take_from_province(s, u)
        for prov in provs:
            assert prov is not None
            moves.refill(s, p, prov, ev)
        deck = ps.dynasty_deck
    else:
        for u in a.cards:
            ps.hand.remove(u)
        moves.draw(s, p, len(a.cards), ev)
        deck = ps.conflict_deck
    for u in a.cards:
        c = s.cards[u]
        c.zone = "dynasty_deck" if dynasty else "conflict_deck"
        c.facedown = True
        deck.append(u)
    if a.cards:
        rng = Rng(s.rng)
        rng.shuffle(deck)
        s.rng = rng.state
    ev.append(Event(text=f"P{p + 1} mulligans {len(a.cards)} card(s)"))
    if p == s.first_player:
        s.turn = other(p)
        return
    if dynasty:
        for q in in_player_order(s):
            moves.draw(s, q, STARTING_HAND, ev)
        s.step = "setup_conflict_mulligan"
        s.turn = s.first_player
        return
    for q in in_player_order(s):
        moves.gain_honor(s, q, s.defn(s.players[q].stronghold or "").honor or 0, ev)
    begin_dynasty(s, ev)


# -- dynasty --------------------------------------------------------------------------------
def begin_dynasty(s: LcgState, ev: list[Event]) -> None:
    """1.1 the round begins; 1.2 reveal facedown dynasty cards in player order, left to right;
    1.3 collect fate from the stronghold; 1.4 the special action window opens, first player
    first [RR › 1. Dynasty Phase]."""
    s.phase = "dynasty"
    ev.append(PhaseBegan(text=f"Round {s.round}: dynasty phase", phase="dynasty"))
    for p in in_player_order(s):
        ps = s.players[p]
        ps.passed = False
        ps.limited_played = 0
        for prov in [*ps.provinces, ps.stronghold_province or ""]:
            for u in list(s.province_cards.get(prov, ())):
                if s.cards[u].facedown:
                    s.cards[u].facedown = False
                    if s.defn(u).has_keyword("rally"):
                        moves.rally(s, p, prov, ev)
    for p in in_player_order(s):
        ps = s.players[p]
        moves.gain_fate(s, p, s.defn(ps.stronghold or "").fate or 0, ev)
    s.step = "dynasty"
    s.turn = s.first_player


def dynasty_pass(s: LcgState, p: int, ev: list[Event]) -> None:
    """Passing in 1.4 ends the player's opportunities; the first to pass gains 1 fate; when
    both have passed the draw phase begins [RR › 1.4. Play cards from provinces]."""
    ps = s.players[p]
    first_to_pass = not s.players[other(p)].passed
    ps.passed = True
    ev.append(Event(text=f"P{p + 1} passes"))
    if first_to_pass:
        moves.gain_fate(s, p, 1, ev)
        s.turn = other(p)
        return
    begin_draw(s, ev)


def dynasty_next(s: LcgState, p: int) -> None:
    """After an action in 1.4 the opportunity alternates unless the opponent has passed."""
    s.turn = p if s.players[other(p)].passed else other(p)


# -- draw -----------------------------------------------------------------------------------
def begin_draw(s: LcgState, ev: list[Event]) -> None:
    """2.1-2.2: each player secretly sets an honor dial (first player first; the dial stays
    hidden from the opponent until both are set) [RR › 2. Draw Phase]."""
    if not period_ends(s, "phase", ev, "draw"):
        draw_begins(s, ev)


def draw_begins(s: LcgState, ev: list[Event]) -> None:
    """The draw phase after the dynasty phase's delayed effects (:func:`begin_draw`)."""
    s.phase = "draw"
    ev.append(PhaseBegan(text="Draw phase", phase="draw"))
    fire(s, "phase_began", (), s.first_player, phase="draw")  # reactions before 2.2 bids
    for ps in s.players:
        ps.dial_revealed = False
        ps.dial = 0
    s.step = "bid"
    s.pending = {"bid": "draw"}
    s.turn = s.first_player


def bid_legal(s: LcgState, p: int) -> list[Action]:
    """An honor dial is set from 1 to 5 [RR › 2.2. Honor bid]."""
    return [Bid(p, v) for v in range(1, 6)]


def reveal_and_transfer(s: LcgState, ev: list[Event]) -> tuple[int, int]:
    """Reveal both dials at once; the higher bidder gives the difference to the lower
    [RR › 2.3, 2.4, D.4, D.5]. Returns the bids."""
    b0, b1 = s.players[0].dial, s.players[1].dial
    for ps in s.players:
        ps.dial_revealed = True
    ev.append(Event(text=f"Honor dials revealed: P1 {b0}, P2 {b1}"))
    b0, b1 = more_effects.bid_value(s, 0, b0), more_effects.bid_value(s, 1, b1)
    if (b0, b1) != (s.players[0].dial, s.players[1].dial):
        ev.append(Event(text=f"The bids count as P1 {b0}, P2 {b1}"))
    if b0 != b1:
        moves.give_honor(s, 0 if b0 > b1 else 1, abs(b0 - b1), ev)
    return b0, b1


def apply_draw_bid(s: LcgState, a: Bid, ev: list[Event]) -> None:
    """2.3-2.5: reveal, transfer honor, each draws cards equal to the bid; then the draw
    phase's action window [RR › 2. Draw Phase]."""
    s.players[a.player].dial = a.value
    if a.player == s.first_player:
        s.turn = other(a.player)
        return
    s.pending = {}
    bids = reveal_and_transfer(s, ev)
    if s.winner is not None:
        return
    for p in in_player_order(s):
        moves.draw(s, p, bids[p], ev)
    open_window(s, "draw", s.first_player, ev)


# -- action windows -------------------------------------------------------------------------
def open_window(s: LcgState, kind: str, first: int, ev: list[Event]) -> None:
    """Open an action window: ``first`` acts first, opportunities alternate, and the window
    closes when both players pass in succession [RR › Appendix I, Action Windows]."""
    if s.winner is not None:
        return
    s.window = {"kind": kind, "passes": 0}
    s.step = "action_window"
    s.turn = first


def window_acted(s: LcgState, p: int) -> None:
    """After an action the opportunity passes to the opponent; the pass count restarts."""
    s.window["passes"] = 0
    s.turn = other(p)


def fate_discard(s: LcgState, u: str, ev: list[Event]) -> None:
    """4.2 discards one character that (still) has no fate; a replacement effect an interrupt
    set up resolves instead [RR › Replacement Effects]."""
    if u in s.players[s.cards[u].controller].characters and s.cards[u].fate == 0:
        moves.leave_play(s, u, ev)


def fate_discard_resumed(s: LcgState, ctx: dict, ev: list[Event]) -> None:
    """The interrupt window before a 4.2 discard closed: the discard (unless an interrupt
    canceled it [RR › Cancel]), then the other steps."""
    if not ctx.get("canceled"):
        fate_discard(s, ctx["card"], ev)
    if s.winner is None:
        fate_steps(s, ev, ctx["done"])


def resume_after_choice(s: LcgState, ev: list[Event]) -> None:
    """Back to where an effect stopped for a player's choice (``stops.interpose``): the
    ability's effects after it resolve (``rest``; they may open a window or stop for another
    choice), then the action window or dynasty phase goes on with the next player; a trigger
    window with the player after the one who responded."""
    back = s.pending.pop("back")
    s.step, s.turn = back["step"], back["turn"]
    rest = back.get("rest")
    if rest is not None and (resolve.resume(s, rest, ev) or s.winner is not None):
        return
    if s.step == "action_window":
        window_acted(s, back["player"])
    elif s.step == "dynasty":
        dynasty_next(s, back["player"])


# -- fate -----------------------------------------------------------------------------------
def begin_fate(s: LcgState, ev: list[Event]) -> None:
    """4.2 discard each character with no fate, in player order; 4.3 remove 1 fate from each
    character; 4.4 place 1 fate on each unclaimed ring; then an action window
    [RR › 4. Fate Phase]."""
    if not period_ends(s, "phase", ev, "fate"):
        fate_begins(s, ev)


def fate_begins(s: LcgState, ev: list[Event]) -> None:
    """4.1 after the conflict phase's delayed effects (:func:`begin_fate`)."""
    if s.winner is not None:
        return
    s.phase = "fate"
    ev.append(PhaseBegan(text="Fate phase", phase="fate"))
    fire(s, "fate_phase_begins", (), s.first_player)
    fire(s, "phase_began", (), s.first_player, phase="fate")
    if triggers.pause(s, ev, "fate_steps"):  # reactions to 4.1 come before 4.2
        return
    fate_steps(s, ev)


def fate_steps(s: LcgState, ev: list[Event], done: list[str] | tuple = ()) -> None:
    """4.2 discard each character without fate, in player order: before each, its forced
    interrupts, then an interrupt window if anyone may interrupt it leaving play (the other
    discards wait: :func:`fate_discard_resumed`); ``done``: characters already handled. Then
    4.3, 4.4 and the fate phase's action window [RR › 4.2-4.4, Interrupts, Forced]."""
    done = list(done)
    for p in in_player_order(s):
        for u in [u for u in s.players[p].characters if s.cards[u].fate == 0 and u not in done]:
            done.append(u)
            if u not in s.players[p].characters:
                continue
            fired = [{"trigger": "character_leaves_play", "cards": [u], "player": p}]
            ctx = {"card": u, "done": done, "canceled": False}
            if resolve.forced_interrupts(s, fired, ev, frame=("fate_discard", ctx)) \
                    or s.winner is not None:
                return
            if u in s.players[p].characters and s.cards[u].fate == 0:
                if resolve.interrupts_open(s, fired):
                    push(s, "interrupt", fired, "fate_discard", ctx)
                    return
                fate_discard(s, u, ev)
            if s.winner is not None:
                return
    _fate_rest(s, ev)


def _fate_rest(s: LcgState, ev: list[Event]) -> None:
    """4.3 remove 1 fate from each character; 4.4 1 fate on each unclaimed ring; the fate
    phase's action window."""
    for p in in_player_order(s):
        for u in s.players[p].characters:
            c = s.cards[u]
            if c.fate and not cannot(s, u, "lose_fate"):  # "cannot lose fate"
                c.fate -= 1
                s.bank_fate += 1
    for ring, r in s.rings.items():
        if r["claimed_by"] is None:  # fate_placed fires for each [RR › 4.4]
            moves.place_ring_fate(s, ring, 1)
    open_window(s, "fate", s.first_player, ev)


# -- regroup --------------------------------------------------------------------------------
def begin_regroup(s: LcgState, ev: list[Event]) -> None:
    """5.1 the regroup phase begins with an action window [RR › 5. Regroup Phase]."""
    if not period_ends(s, "phase", ev, "regroup"):
        regroup_begins(s, ev)


def regroup_begins(s: LcgState, ev: list[Event]) -> None:
    """5.1 after the fate phase's delayed effects (:func:`begin_regroup`)."""
    if s.winner is not None:
        return
    s.phase = "regroup"
    ev.append(PhaseBegan(text="Regroup phase", phase="regroup"))
    fire(s, "phase_began", (), s.first_player, phase="regroup")  # before its action window
    open_window(s, "regroup", s.first_player, ev)


def regroup_steps(s: LcgState, ev: list[Event]) -> None:
    """5.2 ready each bowed card in play; 5.3 discard from provinces (faceup cards in broken
    provinces must go; the first player then chooses among his unbroken ones)."""
    for ps in s.players:
        for u in [*ps.characters, *ps.attachments, ps.stronghold or ""]:
            if u and s.cards[u].bowed:
                s.cards[u].bowed = False
        for prov in [*ps.provinces, ps.stronghold_province or ""]:
            for u in s.province_cards.get(prov, ()):
                s.cards[u].bowed = False
    for p in in_player_order(s):
        ps = s.players[p]
        for prov in [*ps.provinces, ps.stronghold_province or ""]:
            if prov and s.cards[prov].broken:
                for u in [u for u in s.province_cards.get(prov, ()) if not s.cards[u].facedown]:
                    moves.discard(s, u, ev)
                moves.refill(s, p, prov, ev)
                if s.winner is not None:
                    return
    s.step = "regroup_discard"
    s.turn = s.first_player


def regroup_discard_legal(s: LcgState, p: int) -> list[Action]:
    """5.3: any faceup dynasty card in an unbroken province may be discarded; Confirm ends."""
    ps = s.players[p]
    out: list[Action] = [Confirm(p)]
    for prov in [*ps.provinces, ps.stronghold_province or ""]:
        if prov and not s.cards[prov].broken:
            out.extend(DiscardFromProvince(p, u) for u in s.province_cards.get(prov, ())
                       if not s.cards[u].facedown)
    return out


def apply_regroup_discard(s: LcgState, a: Action, ev: list[Event]) -> None:
    """Discard one card (its province refills facedown), or finish this player's step."""
    p = a.player
    if isinstance(a, DiscardFromProvince):
        prov = s.cards[a.card].province
        moves.discard(s, a.card, ev)
        if prov:
            moves.refill(s, p, prov, ev)
        return
    if p == s.first_player:
        s.turn = other(p)
        return
    end_round(s, ev)


def end_round(s: LcgState, ev: list[Event]) -> None:
    """5.4 return claimed rings; 5.5 pass the first player token; 5.6 the round ends ("until
    the end of the round" effects expire) and the next dynasty phase begins."""
    for ring in s.rings.values():
        ring["claimed_by"] = None
    s.first_player = other(s.first_player)
    if not period_ends(s, "phase", ev, "round_ends"):
        round_ends(s, ev)


def round_ends(s: LcgState, ev: list[Event]) -> None:
    """5.6 after the regroup phase's delayed effects: the round's (:func:`end_round`)."""
    if s.winner is None and not period_ends(s, "round", ev, "next_round"):
        next_round(s, ev)


def next_round(s: LcgState, ev: list[Event]) -> None:
    """After the round's delayed effects, the next round's dynasty phase begins."""
    if s.winner is not None:
        return
    for ps in s.players:
        ps.conflicts_left = 2
        ps.military_left = True
        ps.political_left = True
    s.round += 1
    begin_dynasty(s, ev)


def period_ends(s: LcgState, until: str, ev: list[Event], then: str = "") -> bool:
    """The end of a conflict / phase / round: lasting effects "until the end of" it expire
    first, limit counters of the period reset, then delayed effects "at the end of" it resolve,
    the first player's first [RR › Lasting Effects, Delayed Effects, Limit X per [period],
    Priority of Simultaneous Resolution]. True when an interrupt window opened before one of
    their effects [RR › Nested Ability Sequences]: the caller stops, and when the delayed
    effects are resolved the game goes on with ``then`` (``steps.AFTER_PERIOD``)."""
    if s.effects:
        more_effects.period_ends(s, until, ev)
        s.effects = [e for e in s.effects if e.get("until") != until]
    suffix = ":" + until
    s.uses = {k: v for k, v in s.uses.items() if not k.endswith(suffix)}
    due = [e for e in s.effects if e.get("kind") == "delayed" and e.get("at") == until]
    if not due:
        return False
    s.effects = [e for e in s.effects if not (e.get("kind") == "delayed" and e.get("at") == until)]
    due.sort(key=lambda e: e["player"] != s.first_player)
    return resolve_due(s, due, then, ev)


def resolve_due(s: LcgState, due: list[dict], then: str, ev: list[Event]) -> bool:
    """Resolve delayed effects that fell due, in order; True when an interrupt window opened
    (the rest of ``due`` and ``then`` wait in its context) [RR › Delayed Effects]."""
    for i, e in enumerate(due):
        if s.winner is not None:
            return False
        if resolve.run_waiting(s, e["player"], e["source"], tuple(e["targets"]),
                               e["effects"], ev, {"do": "delayed", "due": due[i + 1:],
                                                  "then": then}):
            return True
    return False


def is_holding(s: LcgState, uid: str) -> bool:
    """True for a holding card."""
    return s.defn(uid).type is LcgType.HOLDING


