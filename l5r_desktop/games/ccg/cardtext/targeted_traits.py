"""Triggered traits on an action's targeting: once the first action of some kind each turn
(or phase) has targeted the card, the trait happens: it negates that action, or lets the
player who took it discard a card to keep it from being negated, or makes him discard a card
unless a strong enough card performed it.

Record (a triggered trait, ``timing`` ``trait``)::

    {"timing": "trait", "trigger": {"event": "targeted", "card": "self",
                                    "action": "political"},
     "first": "turn", "effects": [{"op": "negate_action"}]}
    {"timing": "trait", "trigger": {"event": "targeted", "card": "host", "by": "other",
                                    "action": "battle"},
     "first": "turn", "effects": [{"op": "pay_or", "payer": "acting", ...}]}
    {"timing": "trait", "trigger": {"event": "targeted", "card": "self", "by": "other"},
     "first": "phase", "unless_performer": "base_force",
     "effects": [{"op": "player_picks", "who": "acting", "from": "hand", "then": "discard"}]}

The trigger's filters are those of the Reactions to an action's targeting (``by``,
``action``, ...: ``negation.fits``); ``card`` is ``self`` (the trait's card is targeted) or
``host`` (the Personality an attachment is on). ``first``: ``turn`` or ``phase``: only the
first such targeting each turn (phase) sets it off ("Next/first time" triggers
[CE › TIMING AND TRIGGERS]); the turn (phase) it last did is kept in the card's
``ability_uses`` (:data:`USED` + the record's index, saved with the card; a card that leaves
play forgets it). ``unless_performer``: ``base_force``: its effects happen only if no card
performing the action [CE › PERFORM] has a current Force equal to or higher than the trait's
card's base (printed) Force [CE › BASE] (the first time is used up either way).

Rules. [CE › TAKING ACTIONS FROM ABILITIES]: the action's required targets are targeted at
step B; "after an action targets X" is that point (``targeted.py``). [CE › TRAITS]: a
triggered trait happens every time its trigger occurs, mandatory, if its card is in play;
[CE › TIMING AND TRIGGERS]: triggered traits resolve before Reactions to the same trigger. So
the traits resolve first (:func:`fire`), in the order of the action's targets, then the
"after an action targets" Reaction windows open. Their effects are those of the window's
Reactions (``negate_action`` ...) and the other players' choices (``pay_or``,
``player_picks`` with ``who`` ``acting``: the player taking the action). A trait that stops
for a player's choice holds the action (``stage`` :data:`STAGE` of its waiting record in
``GameState.resolving``, with the action, saved); once every choice is answered the action
goes on to the Reaction windows and its costs and effects (:func:`after_choices`, called by
``rules/apply.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.core.windows import REACTION, Window
from l5r_desktop.games.ccg.actions import UseAbility, action_from_dict
from l5r_desktop.games.ccg.cardtext import abilities, negation, next_performed
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The trigger word (the Reactions' too: ``negation.TRIGGER``).
TRIGGER = negation.TRIGGER
#: The ability key of these traits (``state.ability_keys``).
KEY = ("trait", TRIGGER)
#: ``ability_uses`` key offset of the turn / phase a trait last fired.
USED = 4000
#: The stage of a waiting action whose traits wait for a player's choice.
STAGE = "traits"
FIRST = ("turn", "phase")
CARDS = frozenset({"self", "host"})
_PHASES = ("setup", "straighten", "events", "action", "attack", "dynasty", "end", "game_over")
_NONE: tuple[tuple[int, dict[str, Any]], ...] = ()


def record_problems(record: dict[str, Any]) -> list[str]:
    """Problems with a trait on ``targeted`` beyond its trigger's filters."""
    out = []
    if record.get("first", "turn") not in FIRST:
        out.append(f"first is one of {', '.join(FIRST)}")
    if record.get("unless_performer", "base_force") != "base_force":
        out.append("unless_performer is base_force")
    if record.get("trigger", {}).get("card", "self") not in CARDS:
        out.append("a targeted trait is about its own card or its bearer (self, host)")
    return out


def records(d: CardDef) -> tuple[tuple[int, dict[str, Any]], ...]:
    """The definition's valid traits on ``targeted`` (kept on it)."""
    found = d.__dict__.get("_l5r_targeted_traits")
    if found is None:
        found = tuple((i, rec) for i, rec in enumerate(d.abilities)
                      if isinstance(rec, dict) and rec.get("timing") == "trait"
                      and (rec.get("trigger") or {}).get("event") == TRIGGER
                      and not abilities.validate(rec) and not record_problems(rec)
                      and not negation.filter_problems(rec["trigger"]))
        d.__dict__["_l5r_targeted_traits"] = found or _NONE
    return found


def _stamp(state: GameState, first: str) -> int:
    """The turn, or the turn and phase, a "first time each turn / phase" is counted in."""
    if first == "turn":
        return state.turn
    return state.turn * 10 + _PHASES.index(state.phase.value)


def _first_time(state: GameState, card: CardState, index: int, rec: dict[str, Any]) -> bool:
    """Is this the first such targeting this turn (phase)? If so, it is counted now."""
    if "first" not in rec:
        return True
    stamp = _stamp(state, rec["first"])
    if card.ability_uses.get(USED + index) == stamp:
        return False
    card.ability_uses[USED + index] = stamp
    return True


def _performer_strong(state: GameState, card: CardState, held: dict[str, Any]) -> bool:
    """Does a card performing the waiting action have a Force equal to or higher than
    ``card``'s base Force [CE › PERFORM], [CE › BASE]?"""
    src = held["card"]
    rec = state.cards[src].definition.abilities[held["ability"]]
    base = int(card.definition.force or 0)
    return any(cid in state.cards and stats.force(state, cid) >= base
               for cid in next_performed.performers(state, src, rec,
                                                     tuple(held["targets"])))


def _holders(state: GameState) -> tuple[str, ...]:
    """The game's cards with a trait on ``targeted`` (once per game, in the ability memo)."""
    memo = state.ability_memo()
    found = memo.get("targeted_traits")
    if found is None:
        found = memo["targeted_traits"] = tuple(
            cid for cid, c in state.cards.items() if c.definition.abilities
            and records(c.definition))
    return found  # type: ignore[no-any-return]


def fire(state: GameState, targeted: list[str]) -> list[Event]:
    """Resolve the traits the waiting action's targeting of ``targeted`` sets off (the first
    target's first); stops when one waits for a player's choice (``state.options``)."""
    if KEY not in state.ability_keys:
        return []
    held = negation.waiting(state)
    if held is None:
        return []
    events: list[Event] = []
    cards = state.cards
    for cid in targeted:
        for hid in _holders(state):
            holder = cards[hid]
            if not holder.in_play:
                continue
            for i, rec in records(holder.definition):
                who = rec["trigger"].get("card", "self")
                if (who == "self" and hid != cid) or (who == "host" and holder.attached_to != cid):
                    continue
                events += _resolve(state, holder, i, rec, cid, held)
                if state.options or state.halted:
                    return events
    return events


def _resolve(state: GameState, holder: CardState, index: int, rec: dict[str, Any],
             subject: str, held: dict[str, Any]) -> list[Event]:
    """One trait, if its filters fit and it is the first time: its effects, by its card's
    controller, not an action [CE › TRAITS]."""
    w = Window(REACTION, TRIGGER, (subject,))
    state.windows.append(w)  # the card the filters and the negations are about
    try:
        if not negation.fits(state, holder, rec["trigger"]) or \
                not _first_time(state, holder, index, rec):
            return []
        note = Note((holder.id, subject), text=(
            f"{holder.title}: after {state.title(held['card'])}'s action targets "
            f"{state.title(subject)} (triggered trait)"))
        if rec.get("unless_performer") and _performer_strong(state, holder, held):
            return [note, Note((holder.id,), text=(
                f"{holder.title}: the action is performed by a card with enough Force; "
                "nothing happens"))]
        return [note, *abilities.run_list(state, holder.controller, holder.id,
                                          list(rec["effects"]), (), action=False,
                                          trigger_player=int(held["player"]))]
    finally:
        state.windows.remove(w)


def hold_for_choice(state: GameState, action: UseAbility) -> None:
    """A trait waits for a choice: the action waits with it (saved)."""
    held = negation.waiting(state)
    assert held is not None
    held["stage"] = STAGE
    held["action"] = action.to_dict()


def waiting_after_choice(state: GameState, action: UseAbility) -> bool:
    """Is ``action`` the one back from its traits' choices (its stage then cleared)?"""
    held = negation.waiting(state)
    if held is None or held.get("stage") != STAGE or held["card"] != action.card \
            or held["ability"] != action.ability:
        return False
    del held["stage"]
    held.pop("action", None)
    return True


def after_choices(state: GameState) -> UseAbility | None:
    """The action held by its traits' choices, once none is left to answer (``None``
    otherwise): the caller applies it again, on to its Reaction windows."""
    if state.options or not state.resolving:
        return None
    held = state.resolving[-1]
    if held.get("stage") != STAGE or "action" not in held:
        return None
    action = action_from_dict(held["action"])
    return action if isinstance(action, UseAbility) else None
