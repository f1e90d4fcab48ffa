"""Triggered traits about another card's trigger, or about no card (a turn beginning).

Most triggered traits answer their own card ("after this card enters play"); the triggers of
``trigger_events.TRAIT_OTHERS`` may be answered by a trait on another card in play, with
filters on the trigger's card or player in the record's ``trigger`` object::

    {"timing": "trait", "trigger": {"event": "destroyed", "card": "yours",
                                    "type": "personality"}, "effects": [...]}
    {"timing": "trait", "trigger": {"event": "turn_began", "card": "any",
                                    "player": "opponent"}, "effects": [...]}
    {"timing": "trait", "trigger": {"event": "honor_lost", "card": "any",
                                    "player": "opponent", "from_your_battle_action": true},
     "effects": [{"op": "lose_honor", "amount": 1, "player": "trigger_player"}]}
        # another player's Honor loss caused by your Battle action costs him one more
        # (the loss among the events of a Battle action the trait's controller took: a Battle
        # ability, or a Battle/Open one in a battle [CE › ABILITIES])
    {"timing": "trait", "trigger": {"event": "action_resolved", "card": "any",
                                    "player": "you", "battle_action": true}, "effects": [...]}
        # "after each resolution of one of your Battle actions": an action of the kind
        # Battle (``AbilityUsed.battle``) instead of one with an ability keyword
    {"timing": "trait", "trigger": {"event": "resolved_penalized", "card": "any",
                                    "controller": "opponent", "here": "battlefield"},
     "effects": [...]}
        # "after the resolution of an action that gave a Force penalty to an enemy card at
        # this card's battlefield" (what the action did: ``action_memory.py``)

[S1 › TRAITS]: a triggered trait resolves by itself, mandatory, when its trigger happens;
[S1 › TIMING AND TRIGGERS › B]: before any Reaction, in the order the triggers happened. The
trait's card must be in play: "They only are triggered if the card or stronghold they are on
is (a) in play, ..." [S1 › TRAITS]; it resolves once per trigger card it fits ("A triggered
trait on a given card or stronghold happens once and only once each time that trigger
occurs").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.ccg.cardtext import abilities, action_memory
from l5r_desktop.games.ccg.cardtext.trigger_events import (
    ACTION_TRIGGERS,
    ACTOR_TRIGGERS,
    Trigger,
)
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: A card definition's valid triggered traits as ``(index, record)`` (``triggers.trait_records``).
Records = Callable[[CardDef], tuple[tuple[int, dict[str, Any]], ...]]

#: The trigger's card types a trait's ``type`` filter may name.
_FILTER_TYPES = frozenset({"personality", "follower", "holding", "item", "spell", "card"})


def filter_problems(trig: dict[str, Any]) -> list[str]:
    """Problems with a trait trigger's filters: ``type`` and ``keyword`` of the trigger's
    card (with ``card`` ``yours``/``any``), ``player`` (``you``/``opponent``: whose turn) on a
    trigger with an actor."""
    if trig.get("event") in action_memory.TRIGGERS:  # (action_memory.py)
        return action_memory.filter_problems(trig)
    out = []
    others = trig.get("card", "self") in ("yours", "any")
    if "type" in trig and (not others or trig["type"] not in _FILTER_TYPES):
        out.append(f"trigger type must be one of {', '.join(sorted(_FILTER_TYPES))} "
                   "(with card yours/any)")
    if "keyword" in trig and (not others or not isinstance(trig["keyword"], str)
                              or not trig["keyword"]):
        out.append("trigger keyword must be a keyword (with card yours/any)")
    if "player" in trig and (trig.get("event") not in ACTOR_TRIGGERS
                             or trig["player"] not in ("you", "opponent")):
        out.append("trigger player (you/opponent) is only for "
                   f"{', '.join(sorted(ACTOR_TRIGGERS))}")
    action_kw = trig.get("action_keyword")
    if "battle_action" in trig and (trig.get("event") not in ACTION_TRIGGERS
                                    or trig["battle_action"] is not True or action_kw):
        out.append("battle_action is true, on an action trigger without an action_keyword")
    elif trig.get("event") in ACTION_TRIGGERS and "battle_action" in trig:
        pass  # a Battle action, of any ability keyword
    elif trig.get("event") in ACTION_TRIGGERS:
        if not isinstance(action_kw, str) or not action_kw or action_kw != action_kw.lower():
            out.append("an action trigger needs an action_keyword (a lower-case ability "
                       "keyword: ninja)")
    elif action_kw is not None:
        out.append(f"action_keyword is only for {', '.join(sorted(ACTION_TRIGGERS))}")
    if "from_your_battle_action" in trig and (trig.get("event") != "honor_lost"
                                              or trig["from_your_battle_action"] is not True):
        out.append("from_your_battle_action is true, on honor_lost")
    unknown = set(trig) - {"event", "card", "type", "keyword", "player", "action_keyword",
                           "from_your_battle_action", "battle_action"}
    if unknown:
        out.append(f"unknown trigger field(s): {', '.join(sorted(unknown))}")
    return out



def _holders(state: GameState, trig: str, records: Records) -> tuple[str, ...]:
    """Ids of the game's cards with a trait on ``trig`` about another card (once per game,
    in the ability memo)."""
    memo = state.ability_memo()
    key = ("trait_others", trig)
    found = memo.get(key)
    if found is None:
        found = memo[key] = tuple(
            cid for cid, c in state.cards.items() if c.definition.abilities
            and any(rec["trigger"].get("event") == trig
                    and rec["trigger"].get("card", "self") != "self"
                    for _i, rec in records(c.definition)))
    return found  # type: ignore[no-any-return]


def _fits(state: GameState, holder: CardState, spec: dict[str, Any], trig: Trigger,
          e: Event, subject: str, battle_by: int = -1) -> bool:
    """Does the trigger (event ``e``, its card ``subject``) fit a trait's ``spec`` on
    ``holder``: whose card (``yours``: the holder's controller's; for a card that left play,
    its controller when it left), its type and keyword, whose turn (``player``)?"""
    who = spec.get("card", "self")
    if who == "self":
        return False
    if who == "host":  # an attachment's trait about its bearer
        return holder.attached_to is not None and holder.attached_to == subject
    if trig.name in action_memory.TRIGGERS:  # what a resolved action did (action_memory.py)
        return action_memory.fits(state, holder, spec, (subject, getattr(e, "source", "")),
                                  str(getattr(e, "about", "")))
    if "player" in spec:
        actor = trig.actor(e) if trig.actor is not None else -1
        mine = actor == holder.controller
        if mine != (spec["player"] == "you"):
            return False
    if spec.get("from_your_battle_action") and battle_by != holder.controller:
        return False  # "loses Honor from your Battle action": an action of his, Battle
    if spec.get("battle_action") and not getattr(e, "battle", False):
        return False  # "one of your Battle actions" (AbilityUsed.battle)
    if "action_keyword" in spec:
        kws = trig.keywords(e) if trig.keywords is not None else ()
        if spec["action_keyword"] not in kws:
            return False
    if not ("type" in spec or "keyword" in spec or who == "yours"):
        return True
    c = state.cards.get(subject)
    if c is None:
        return False
    if who == "yours" and c.controller != holder.controller:
        return False
    kind = spec.get("type", "card")
    if kind != "card" and c.definition.type.value != kind:
        return False
    kw = spec.get("keyword")
    return not kw or c.definition.has_keyword(kw)


def fire(state: GameState, trig: Trigger, e: Event, subjects: tuple[str, ...],
         records: Records, *, battle_by: int = -1) -> list[Event]:
    """Traits of cards in play on a trigger about another card (or about no card: a turn
    beginning), once per trigger card they fit [S1 › TRAITS], [S1 › TIMING AND TRIGGERS ›
    B]; a trait on a card that is itself the destroyed one is not in play and does
    nothing. ``battle_by``: the player whose Battle action made the trigger's event (-1:
    none), for ``from_your_battle_action``."""
    out: list[Event] = []
    cards = state.cards
    for hid in _holders(state, trig.name, records):
        holder = cards[hid]
        if not holder.in_play:
            continue
        if trig.name in action_memory.TRIGGERS:  # once per action, for any fitting card
            for _i, rec in records(holder.definition):
                if rec["trigger"].get("event") == trig.name and any(
                        _fits(state, holder, rec["trigger"], trig, e, s) for s in subjects):
                    out += resolve_trait(state, holder, rec, -1)
            if state.halted:
                return out
            continue
        for subject in subjects:
            for _i, rec in records(holder.definition):
                spec = rec["trigger"]
                if spec.get("event") != trig.name or not _fits(state, holder, spec, trig, e,
                                                               subject, battle_by):
                    continue
                out += resolve_trait(state, holder, rec,
                                     trig.actor(e) if trig.actor is not None else -1)
                if state.halted:
                    return out
    return out


def resolve_trait(state: GameState, card: CardState, rec: dict[str, Any],
                  actor: int = -1) -> list[Event]:
    """One triggered trait of ``card`` resolving: nothing when its condition does not hold,
    else a note naming it and its effects, mandatory, by its card's controller, not an action
    [S1 › TRAITS]. ``actor``: the player the trigger is about (the Attacker who won the
    battle ...), whom effects name as ``"player": "trigger_player"`` ("he gains 3 Honor")."""
    cond = rec.get("condition")
    if cond and not abilities.condition_ok(state, card.controller, cond, card):
        return []
    note = Note((card.id,), text=f"{card.title}: {rec.get('name') or 'trait'} (triggered trait)")
    return [note, *abilities.run_effects(state, card.controller, card.id, rec, (),
                                         action=False, trigger_player=actor)]
