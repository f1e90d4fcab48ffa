"""What a resolved action did: Reactions "after the resolution of an action that moved /
destroyed / created <a card>" (triggers ``resolved_moved``, ``resolved_destroyed``,
``resolved_created``) and the triggered traits "after the resolution of an action that gave a
Force penalty to <a card>" (``resolved_penalized``, ``trait_others.py``).

[CE › TAKING ACTIONS FROM ABILITIES › D. Action resolution, E. Action ends]: an action's
effects are activated in order at step D; "The trigger 'after action resolution' is the same
point in time as 'after the action ends.'" An action "that moved / destroyed / created" a card
is one whose effects did so (its costs, paid at step C, are no effects). So when an action
from a card's ability has resolved, the engine remembers, from the events of its effects, the
cards it moved (:class:`UnitMoved`: the unit's Personality and where to, a movement being a
unit's [CE › MOVEMENT]), destroyed (:class:`CardDestroyed`), created (a created card
entering play [CE › CREATED CARDS]) and gave a Force penalty (a negative Force change,
:class:`StatModified`), and records one :class:`ActionDid` per such card; a Reaction window
opens for each after the action has ended, like other Reaction windows [CE › TIMING AND
TRIGGERS], and triggered traits on it resolve first [CE › TIMING AND TRIGGERS › B].
The memory of one action is kept across a "you may" or a choice
that pauses its resolution (in the waiting choice's ``did``, saved with the game). It is made
only in a game where some card has such a Reaction (other games play exactly as before).

What is remembered of each card, as it was when the action began (a destroyed card's
controller and battlefield are those it had in play: :func:`snapshot`): its controller,
whether the action targeted it, the battlefield it moved to; of the action: who took it, its
timing (Battle, Limited, Open ...: a Battle action is a Battle ability, or a Battle/Open one
taken in a battle [CE › ABILITIES]) and its ability keywords. The window's cards are the card
then the action's card; its ``Window.about`` holds the rest. The Force penalties of one
action are one :class:`ActionDid` about all the cards (its ``about`` holds each card's facts
under ``per``): a triggered trait resolves once for the action's resolution, its trigger
[CE › TRAITS: "happens once and only once each time that trigger occurs"], whichever fitting
cards it penalized (``trait_others.fire``).

The trigger's filters (``{"event": "resolved_moved", "card": "any", ...}``):
``by``: ``you`` ("your action") or ``other`` ("another player's action"); ``battle``: true
("a Battle action"); ``timings``: the action's timing is one of them ("your Battle, Limited,
or Open action"); ``type`` / ``keyword`` / ``not_keyword`` of the card ("an Infantry
Personality": one who is not Cavalry [CE › INFANTRY]); ``controller``: ``you`` ("one of your
Deathseekers") or ``opponent`` ("an enemy Personality"), its controller when the action began;
``targeted``: true (the action targeted it: "a target enemy Personality"); ``to`` (moved
only): ``battlefield`` (it moved to this card's battlefield, this card being at one) or
``current`` (to the current battlefield); ``here``: ``battlefield`` (it is, after the action,
in a unit at this card's battlefield: "an enemy card at Liu-Xeung's battlefield").
"""

from __future__ import annotations

import json
from typing import Any

from l5r_desktop.core.windows import REACTION
from l5r_desktop.games.ccg.attack.events import UnitMoved
from l5r_desktop.games.ccg.cardtext import turn_memory
from l5r_desktop.games.ccg.cardtext.locations import root
from l5r_desktop.games.ccg.events import (
    ActionDid,
    CardDestroyed,
    CardEnteredPlay,
    Event,
    StatModified,
)
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The trigger word of each thing an action did.
MOVED, DESTROYED, CREATED = "resolved_moved", "resolved_destroyed", "resolved_created"
PENALIZED = "resolved_penalized"
TRIGGERS = (MOVED, DESTROYED, CREATED, PENALIZED)
#: The filters of such a trigger.
FILTERS = ("event", "card", "by", "battle", "timings", "type", "keyword", "not_keyword",
           "controller", "targeted", "to", "here")
_TRAIT = "trait"
_MEMO_KEY = "action_memory_watching"
_TIMINGS = ("battle", "limited", "open", "battle_open", "engage", "reaction", "dynasty")


def watching(state: GameState) -> tuple[str, ...]:
    """The triggers some card of the game answers (none: nothing is remembered); memoised
    with the game's ability index."""
    memo = state.ability_memo()
    found = memo.get(_MEMO_KEY)
    if found is None:
        keys = state.ability_keys
        found = memo[_MEMO_KEY] = tuple(t for t in TRIGGERS
                                        if (REACTION, t) in keys or (_TRAIT, t) in keys)
    return found  # type: ignore[no-any-return]


def snapshot(state: GameState) -> dict[str, list[int]]:
    """Before an action's effects: each card in play's controller and battlefield (-1: none),
    what a card destroyed by them had (it leaves play; ``moves.put`` gives it back to its
    owner). Empty when no card answers ``resolved_destroyed``."""
    if DESTROYED not in watching(state):
        return {}
    out = {}
    for cid, c in state.cards.items():
        if c.zone.in_play:
            head = root(state, cid)
            out[cid] = [c.controller, -1 if head.battlefield is None else head.battlefield]
    return out


def head(rec: dict[str, Any], targets: tuple[str, ...], battle: bool) -> dict[str, Any]:
    """What is remembered of the action itself: its timing, keywords, Battle or not, targets."""
    return {"timing": str(rec.get("timing", "")), "keywords": list(rec.get("keywords", ())),
            "battle": battle, "targets": list(targets)}


def record(state: GameState, player: int, card_id: str, effect_events: list[Event],
           did: dict[str, Any] | None, before: dict[str, list[int]]) -> list[Event]:
    """After (part of) an action's effects: the :class:`ActionDid` events for what they moved,
    destroyed or created (with ``did["found"]``, what the parts before a pause did), or, when
    the resolution paused on a choice of this action, all of it kept with the choice."""
    turn_memory.note_losses(state, player, effect_events)  # "caused you an Honor loss"
    if not did or not watching(state):
        return []
    found = [*did.get("found", ()), *_found(state, effect_events, before, did)]
    if state.options and state.options[-1].get("card") == card_id:
        state.options[-1]["did"] = {**did, "found": found}  # the resolution goes on
        return []
    action = {**{k: v for k, v in did.items() if k != "found"}, "player": player}
    out: list[Event] = [ActionDid((f["card"],), player=player, source=card_id, verb=f["verb"],
                                  about=json.dumps({**action, **f}, sort_keys=True))
                        for f in found if f["verb"] != PENALIZED]
    hurt = {f["card"]: f for f in found if f["verb"] == PENALIZED}
    if hurt:  # one trigger: "an action that gave a Force penalty to <a card>"
        out.append(ActionDid(tuple(hurt), player=player, source=card_id, verb=PENALIZED,
                             about=json.dumps({**action, "per": hurt}, sort_keys=True)))
    return out


def _found(state: GameState, events: list[Event], before: dict[str, list[int]],
           did: dict[str, Any]) -> list[dict[str, Any]]:
    """The cards the events moved, destroyed or created, with their controller then."""
    out: list[dict[str, Any]] = []
    targets = did.get("targets", ())
    for e in events:
        kind = type(e)
        if kind is UnitMoved and e.cards:
            cid = e.cards[0]
            to = int(e.to.split()[1]) - 1 if e.to.startswith("battlefield") else -1
            out.append(_fact(MOVED, cid, state.cards[cid].controller, targets, to))
        elif kind is CardDestroyed:
            for cid in e.cards:
                was = before.get(cid, [state.cards[cid].controller, -1])
                out.append(_fact(DESTROYED, cid, was[0], targets, was[1]))
        elif kind is StatModified and e.stat == "force" and e.amount < 0:
            for cid in e.cards:  # [CE › CARD FEATURES › STATS › Bonuses and penalties]
                out.append(_fact(PENALIZED, cid, state.cards[cid].controller, targets, -1))
        elif kind is CardEnteredPlay:
            for cid in e.cards:
                c = state.cards.get(cid)
                if c is not None and c.definition.id.startswith(moves.CREATED_PREFIX):
                    out.append(_fact(CREATED, cid, c.controller, targets, -1))
    return out


def _fact(verb: str, cid: str, controller: int, targets: Any, to: int) -> dict[str, Any]:
    return {"verb": verb, "card": cid, "controller": controller,
            "targeted": cid in targets, "to": to}


def filter_problems(trigger: dict[str, Any]) -> list[str]:
    """Problems with the filters of a ``resolved_moved`` / ``_destroyed`` / ``_created``
    trigger."""
    out = []
    if any(k not in FILTERS for k in trigger):
        out.append(f"a {trigger.get('event')} trigger's keys are among {', '.join(FILTERS)}")
    if trigger.get("card", "any") != "any":
        out.append("such a trigger is about any card (card: any)")
    if trigger.get("event") == PENALIZED and "timings" in trigger:
        out.append("timings are not read on resolved_penalized")
    if trigger.get("by", "any") not in ("any", "you", "other"):
        out.append("by is any, you or other")
    if trigger.get("controller", "any") not in ("any", "you", "opponent"):
        out.append("controller is any, you or opponent")
    for key in ("battle", "targeted"):
        if trigger.get(key, True) is not True:
            out.append(f"{key} is true or absent")
    timings = trigger.get("timings", ["battle"])
    if not isinstance(timings, list) or not timings or any(t not in _TIMINGS for t in timings):
        out.append(f"timings is a list among {', '.join(_TIMINGS)}")
    for key in ("type", "keyword", "not_keyword"):
        if key in trigger and (not isinstance(trigger[key], str) or not trigger[key]):
            out.append(f"{key} is one word")
    if trigger.get("here", "battlefield") != "battlefield":
        out.append("here is battlefield (the card is at this card's battlefield) or absent")
    if trigger.get("to", "current") not in ("battlefield", "current") or (
            "to" in trigger and trigger.get("event") != MOVED):
        out.append("to (battlefield or current) is for resolved_moved only")
    return out


def fits(state: GameState, card: CardState, spec: dict[str, Any], cards: tuple[str, ...],
         window_about: str) -> bool:
    """Does the remembered card of the window (``cards``: it, the action's card; ``about``:
    the rest) fit the trigger's filters, for a response on ``card``?"""
    if not cards or cards[0] not in state.cards or not window_about:
        return False
    info = json.loads(window_about)
    if "per" in info:  # the penalized cards of one action, each with its own facts
        if cards[0] not in info["per"]:
            return False
        info = {**info, **info["per"][cards[0]]}
    subject = state.cards[cards[0]]
    mine = card.controller
    checks = (("by", lambda v: (int(info["player"]) == mine) == (v == "you")),
              ("battle", lambda v: bool(info["battle"])),
              ("timings", lambda v: info["timing"] in v or (
                  info["timing"] == "battle_open" and ("battle" in v or "open" in v))),
              ("type", lambda v: subject.definition.type.value == v),
              ("keyword", lambda v: subject.definition.has_keyword(v)),
              ("not_keyword", lambda v: not subject.definition.has_keyword(v)),
              ("controller", lambda v: (int(info["controller"]) == mine) == (v == "you")),
              ("targeted", lambda v: bool(info["targeted"])),
              ("to", lambda v: _moved_to(state, card, int(info["to"]), v)),
              ("here", lambda v: _here(state, card, subject)))
    return all(fit(spec[key]) for key, fit in checks if spec.get(key, "any") != "any")


def _moved_to(state: GameState, card: CardState, to: int, where: str) -> bool:
    """Did the card move to ``where``: this card's battlefield, or the current one?"""
    if to < 0:
        return False
    if where == "current":
        att = state.attack
        return att is not None and att.current == to
    here = root(state, card.id)
    return here.zone.in_play and here.battlefield == to


def _here(state: GameState, card: CardState, subject: CardState) -> bool:
    """Is ``subject`` in a unit at ``card``'s battlefield (``card`` being at one)?"""
    if not subject.zone.in_play:
        return False
    here, there = root(state, card.id), root(state, subject.id)
    return here.zone.in_play and here.battlefield is not None \
        and there.battlefield == here.battlefield
