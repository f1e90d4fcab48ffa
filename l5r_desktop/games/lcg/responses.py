"""Who may respond to what fired: matching triggered abilities to triggering conditions
[RR › Triggering Condition, Reactions, Interrupts] and opening trigger windows (the core's
:class:`~l5r_desktop.core.windows.Window`). The responding and resolving are in
``triggers.py`` and ``resolve.py``.

A trigger record: ``{"event": "conflict_won", "side": "you", "self": true, "as":
"defender", "margin_at_least": 5, "ring": "air"}`` -- ``side`` is whom the event is about
(``you`` / ``opponent``), ``self`` that the ability's card (or its host) is one of the event's
cards, ``as`` that the event's player is the attacking / defending player of the current
conflict, ``margin_at_least`` that he won it by that much skill or more, ``ring`` the claimed
ring's element (else the contested ring's), ``element`` that one of the event's cards (a
revealed province) has that element, ``card_type`` the type of an initiated ability's card
(``event``: "when the effects of an event would initiate"), ``targeting`` target filters one
of an initiated ability's targets meets, ``from`` the zone a discarded card left (``hand`` /
``province``), ``phase`` the phase that began (``phase_began``: the draw, conflict, fate or
regroup phase; none: any of them), ``would`` (an interrupt "when X would ...": it is offered
before interrupts without it to the same condition [RR › Would]); the record's
``participating`` needs the card participating; ``not_self``: the event is about another card;
``any_card``: target filters one of the event's cards meets.

Events (``event``): conflict_declared, conflict_won, conflict_lost, character_played,
card_honored, card_dishonored, card_bowed, character_leaves_play, province_revealed,
province_broken, ring_claimed, ring_effect_resolved, duel_won, fate_phase_begins,
cards_drawn, card_discarded, fate_placed, ability_initiated, phase_began, enters_play,
card_attached, conflict_passed. The same name serves the interrupt ("would") and the reaction
("after") to the condition.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.core.windows import Window, seat_order
from l5r_desktop.games.lcg import abilities
from l5r_desktop.games.lcg.actions import UseAbility
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import has_element, participating


def _matches(s: LcgState, p: int, uid: str, rec: dict[str, Any], f: dict[str, Any]) -> bool:
    trig = rec.get("trigger") or {}
    if trig.get("event") != f["trigger"]:
        return False
    who = trig.get("side", trig.get("who"))
    if (who == "you" and f["player"] != p) or (who == "opponent" and f["player"] != 1 - p):
        return False
    if trig.get("self") and uid not in f["cards"] and s.cards[uid].attached_to not in f["cards"]:
        return False
    if trig.get("not_self") and uid in f["cards"]:  # "after another character ..."
        return False
    anyone = trig.get("any_card")  # "after an honored character you control wins"
    if isinstance(anyone, dict) and not any(
            abilities.meets(s, p, uid, anyone, u, targeting=False) for u in f["cards"]):
        return False
    as_ = trig.get("as")  # "attacker" | "defender": the event's player in the conflict
    if as_ and (s.conflict is None or (s.conflict.attacker == f["player"]) != (as_ == "attacker")):
        return False
    if "margin_at_least" in trig and not _won_by(s, f["player"], trig["margin_at_least"]):
        return False
    kind = trig.get("card_type")  # "when the effects of an event would initiate"
    if kind and (not f["cards"] or s.defn(f["cards"][0]).type.value != kind):
        return False
    aimed = trig.get("targeting")  # "a triggered ability that targets a Shugenja you control"
    if isinstance(aimed, dict) and not any(
            abilities.meets(s, p, uid, aimed, u, targeting=False) for u in f["cards"][1:]):
        return False
    element = trig.get("element")  # "after an [air] province you control is revealed"
    if element and not any(element in s.defn(u).element for u in f["cards"]):
        return False
    frm = trig.get("from")  # "after a card is discarded from your hand"
    if frm and f.get("from") != frm:
        return False
    if "phase" in trig and f.get("phase") != trig["phase"]:  # "after the draw phase begins"
        return False
    ring = trig.get("ring")  # the claimed ring, else the contested one ("the [air] ring")
    if ring and not has_element(s, f.get("ring", s.conflict.ring if s.conflict else None),
                                ring):
        return False
    return not (trig.get("participating") and not participating(
        s, s.cards[uid].attached_to or uid))


def _won_by(s: LcgState, p: int, margin: int) -> bool:
    """True when ``p`` won the current conflict by ``margin`` or more skill [RR › 3.2.3]."""
    c = s.conflict
    if c is None or c.winner != p or "margin" not in s.pending:
        return False
    diff = s.pending["margin"] if p == c.attacker else -s.pending["margin"]
    return diff >= margin


def responses(s: LcgState, p: int, timings: tuple[str, ...], fired: list[dict[str, Any]],
              used: tuple[str, ...] = (), would: bool | None = None) -> list[UseAbility]:
    """Every eligible triggered ability of ``p`` (one action per choice of targets);
    ``would``: only interrupts whose trigger has (True) or lacks (False) ``"would": true``."""
    out: list[UseAbility] = []
    for uid in abilities.sources(s, p):
        for i, rec in enumerate(s.defn(uid).abilities):
            if rec.get("timing") not in timings or f"{uid}/{i}" in used:
                continue
            if would is not None and bool((rec.get("trigger") or {}).get("would")) != would:
                continue
            if not any(_matches(s, p, uid, rec, f) for f in fired):
                continue
            if not abilities.usable(s, p, uid, i, rec, timing=rec["timing"]):
                continue
            cards = tuple(u for f in fired if _matches(s, p, uid, rec, f) for u in f["cards"])
            out.extend(UseAbility(p, uid, i, combo)
                       for combo in abilities.choices(s, p, uid, rec, cards))
    return out


def push(s: LcgState, timing: str, fired: list[dict[str, Any]], resume: str,
         ctx: Any = None) -> None:
    """Open a trigger window on top of the stack; the first player acts first
    [RR › Interrupts, Reactions: the first player always has the first opportunity]. The
    window is the core's :class:`~l5r_desktop.core.windows.Window` as JSON, plus where the
    game goes back to (``back_step``, ``back_turn``), what fired and the waiting context."""
    w = Window(timing, fired[0]["trigger"] if fired else "",
               tuple(sorted({c for f in fired for c in f["cards"]})),
               order=seat_order(s.first_player, [0, 1]), resume=resume)
    extra: dict[str, Any] = {}
    if timing == "interrupt" and any(responses(s, p, ("interrupt",), fired, would=True)
                                     for p in (0, 1)):
        extra["stage"] = "would"  # "would" interrupts first [RR › Would]
    s.windows.append({**w.to_dict(), "back_step": s.step, "back_turn": s.turn,
                      "fired": fired, "ctx": ctx, **extra})
    s.step = "trigger_window"
    s.turn = s.first_player


def as_window(w: dict[str, Any]) -> Window:
    """The core :class:`Window` of a window dict (turn, passes, used, order)."""
    return Window(w["timing"], w["trigger"], tuple(w["cards"]), tuple(w["order"]), w["turn"],
                  w["passes"], tuple(w["used"]), w.get("resume", ""))
