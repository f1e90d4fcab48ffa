"""Resolving the triggered traits Events and actions left with their players (``lasting.py``)
when their trigger happens: called by ``trait_firing.fire_traits`` for every trait trigger of an
ended action while ``GameState.delayed`` holds any entry."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.cardtext.lasting import WHEN
from l5r_desktop.games.ccg.cardtext.targets import card_side
from l5r_desktop.games.ccg.cardtext.trigger_events import Trigger
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState


def starting_honor(state: GameState, player: int) -> int:
    """The player's starting Family Honor: his Stronghold's starting Honor plus his Sensei's
    (the game's setup, ``setup.py``)."""
    p = state.players[player]
    total = 0
    for cid in (p.stronghold, p.sensei):
        if cid and cid in state.cards:
            total += state.cards[cid].definition.starting_honor or 0
    return total


def _opposing(state: GameState, subject: str, keywords: list[str]) -> bool:
    """Is ``subject`` opposing a card with one of ``keywords``: in a unit on the other side of
    the same battlefield [CE › OPPOSING]?"""
    side = card_side(state, subject) if subject in state.cards else None
    if side is None:
        return False
    here = state.cards[subject].battlefield
    return any(c.battlefield == here and card_side(state, cid) not in (None, side)
               and any(c.definition.has_keyword(k) for k in keywords)
               for cid, c in state.cards.items() if c.battlefield == here and c.in_play)


def _fits(state: GameState, d: dict[str, Any], trig: Trigger, e: Event, subject: str) -> bool:
    spec = d["trigger"]
    if "on" in d and subject != d["on"]:
        return False  # an action's trait about one of its targets (lasting.py)
    if (spec.get("attacking") or trig.name == "attacks") and \
            card_side(state, subject) != "attacking":
        return False  # "he is assigned to attack", "he attacks" (moved home: no attack)
    if spec.get("defender") == "you" and (state.attack is None
                                          or state.attack.defender != d["player"]):
        return False  # "he attacks you"
    if "player" in spec:
        actor = trig.actor(e) if trig.actor is not None else -1
        if (actor == d["player"]) != (spec["player"] == "you"):
            return False
    if "action_keyword" in spec and spec["action_keyword"] not in (
            trig.keywords(e) if trig.keywords is not None else ()):
        return False
    if spec.get("as_attacker") and not (getattr(e, "attacker", -1) == d["player"]
                                        and getattr(e, "player", -1) != d["player"]):
        return False
    if spec.get("below_start"):
        total, amount = getattr(e, "total", 0), getattr(e, "amount", 0)
        start = starting_honor(state, getattr(e, "player", d["player"]))
        if not total < start <= total - amount:
            return False
    if "opposing" in spec and not _opposing(state, subject, spec["opposing"]):
        return False
    if not ("type" in spec or "keyword" in spec or spec.get("card") == "yours"):
        return True
    c = state.cards.get(subject)
    if c is None or (spec.get("card") == "yours" and c.controller != d["player"]):
        return False
    if spec.get("type", "card") not in ("card", c.definition.type.value):
        return False
    return not spec.get("keyword") or c.definition.has_keyword(spec["keyword"])


def fire(state: GameState, trig: Trigger, e: Event, subjects: tuple[str, ...]) -> list[Event]:
    """The lasting traits on ``trig`` that this event fits, in the order they were left; a
    ``once`` trait leaves ``GameState.delayed`` before it resolves."""
    out: list[Event] = []
    waiting = [d for d in state.delayed
               if d.get("when") == WHEN and d["trigger"]["event"] == trig.name]
    for d in waiting:
        for subject in subjects:
            if not _fits(state, d, trig, e, subject):
                continue
            if d.get("once"):
                state.delayed = [x for x in state.delayed if x is not d]
            actor = getattr(e, "defender", -1) if d.get("trigger_player") == "defender" \
                else trig.actor(e) if trig.actor is not None else -1
            out.append(Note((d["card"],), text=f"{state.title(d['card'])}: its lasting trait "
                                               "resolves"))
            out += abilities.run_effects(state, d["player"], d["card"],
                                         {"effects": d["effects"]},
                                         tuple(d.get("targets", ())), action=False,
                                         trigger_player=actor)
            if d.get("once") or state.halted:
                break
        if state.halted:
            break
    return out
