"""Additional actions granted by card text: "You may take an additional Battle action."

Effect (in an ability record's ``effects``)::

    {"op": "additional_action", "kind": "battle"}   # an additional Battle action
    {"op": "additional_action", "kind": "any"}      # an additional action of this phase
    {"op": "additional_action", "kind": "battle", "performer": 0}   # "which he must perform"
    {"op": "additional_action", "kind": "battle", "performer": "self", "keyword": "iaijutsu",
     "or_bow": true}    # "... which must be Iaijutsu ... If you don't, bow him."

[CE › ADDITIONAL (ACTION)]: "A granted additional action does not count against the normal
sequence of actions in the current segment or phase"; it "is taken once the action or trait
that granted it has ended, and the opportunity to play Reactions to the end of the action or
trait has passed"; "A granted action opportunity can be used to pass". So when the action
ends the player keeps the opportunity (after any Reaction window), and a pass there does not
count toward the passes that end the action round (``rules/apply.py`` sets the pass count one
lower). A Battle action is granted only in a battle's Combat Segment (elsewhere the effect
does nothing, with a note).

``performer`` (a target index, or ``"self"``: the card itself) restricts the granted Battle
action to one that card performs ("You may take an additional Battle action, which he must
perform"): an ability on him or on a card in his unit, or one whose constraint targeting
chooses him [CE › PERFORM] (``attack/combat.performed_by``, as for the Naval Reaction's first
actor). The engine keeps him in ``AttackState.extra_actor`` (set by :func:`restrict` when the
granting action has ended, offered to his controller only), and forgets him after the next
Battle action or a pass [CE › ADDITIONAL (ACTION)]: "A granted action opportunity can be used
to pass".

``keyword`` (with a ``performer``): the granted Battle action must also have that ability
keyword, its ability's own or its card's [CE › ABILITIES › Ability keywords] (kept in
``AttackState.extra_keyword``). ``or_bow``: if the player does not take it (he passes that
opportunity, which "can be used to pass"), the performer is bowed (``AttackState
.extra_or_bow``; :func:`passed`, called by ``attack/battle.apply_pass``).

Granted inside a trigger window (a Reaction or Interrupt that grants it, or an answer to its
"you may" there): the grant is kept in ``GameState.delayed`` (``when`` :data:`AFTER_WINDOWS`,
saved with the game; :func:`keep`) and taken when the last window has closed
(:func:`after_windows`, called by ``rules/apply.py``): the Reaction has ended, the Reactions to
it and to the action it answered have passed [CE › ADDITIONAL (ACTION)], and an action an
Interrupt held has happened. It is taken only in an action round (the Action Phase's, a
battle's Combat Segment) with no duel or text under way; elsewhere it is noted and dropped.
The granted player acts next; after his additional action the opportunity passes to the
player after him (so a player granted an action in a window just before his own turn to act
takes one action, not two: the engine keeps no second opportunity for him).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from l5r_desktop.core.frozen import fast_frozen_init
from l5r_desktop.games.ccg.events import CardsBowed, Event, Note
from l5r_desktop.games.ccg.model.ids import Phase, Step
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("additional_action",)
#: ``GameState.delayed`` ``when`` of a grant made inside a trigger window (:func:`keep`).
AFTER_WINDOWS = "after_windows"
KINDS = ("battle", "any")


@fast_frozen_init
@dataclass(frozen=True)
class AdditionalActionGranted(Event):
    """A player is granted an additional action when the current action ends."""

    player: int = 0
    kind: str = "any"
    performer: str = ""
    keyword: str = ""
    or_bow: bool = False

    def describe(self, state: GameState) -> str:
        what = "Battle action" if self.kind == "battle" else "action"
        return f"{state.players[self.player].name} may take an additional {what}"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``additional_action`` effect of a record."""
    if effect.get("kind", "any") not in KINDS:
        return [f"an additional action is of kind {' or '.join(KINDS)}"]
    who = effect.get("performer")
    if who is not None and (effect.get("kind") != "battle" or not (
            who == "self" or (isinstance(who, int) and not isinstance(who, bool)
                              and who >= 0))):
        return ["an additional Battle action's performer is a target index or self"]
    kw = effect.get("keyword", "x")
    if ("keyword" in effect or "or_bow" in effect) and who is None:
        return ["keyword and or_bow restrict an additional action with a performer"]
    if not isinstance(kw, str) or not kw or kw != kw.lower() \
            or effect.get("or_bow", True) is not True:
        return ["keyword is one lower-case ability keyword; or_bow is true or absent"]
    return []


#: ``abilities.run_list`` passes the ability's chosen targets to :func:`apply`.
WITH_TARGETS = True


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """Grant the additional action (it is taken when the action ends)."""
    kind = str(effect.get("kind", "any"))
    if kind == "battle" and not (state.attack is not None and state.step is Step.COMBAT):
        return [Note((card_id,), text="No additional Battle action outside a battle")]
    who = effect.get("performer")
    performer = card_id if who == "self" else (
        targets[who] if isinstance(who, int) and who < len(targets) else "")
    if who is not None and not performer:
        return [Note((card_id,), text="No additional Battle action: its performer was not "
                                      "chosen")]
    return [AdditionalActionGranted((card_id,), player=player, kind=kind, performer=performer,
                                    keyword=str(effect.get("keyword", "")),
                                    or_bow=bool(effect.get("or_bow")))]


def restrict(state: GameState, events: list[Event]) -> None:
    """When the granting action has ended: the card that must perform the granted Battle
    action, if any (``AttackState.extra_actor``)."""
    for e in events:
        if type(e) is AdditionalActionGranted and e.performer and state.attack is not None:
            state.attack.extra_actor = e.performer
            state.attack.extra_keyword = e.keyword
            state.attack.extra_or_bow = e.or_bow


def granted_to(events: list[Event]) -> int | None:
    """The player an action's events grant an additional action, if any."""
    for e in events:
        if type(e) is AdditionalActionGranted:
            return e.player
    return None


def keep(state: GameState, events: list[Event]) -> bool:
    """An additional action granted inside a trigger window (``events``: what the response
    made): kept until the windows close (``GameState.delayed``). True if one was kept."""
    for e in events:
        if type(e) is AdditionalActionGranted:
            state.delayed.append({"player": e.player, "card": e.cards[0] if e.cards else "",
                                  "when": AFTER_WINDOWS,
                                  "effects": [{"op": "additional_action", "kind": e.kind,
                                               "performer": e.performer,
                                               "keyword": e.keyword, "or_bow": e.or_bow}]})
            return True
    return False


def after_windows(state: GameState) -> list[Event]:
    """The last trigger window has closed: the kept grant is taken (the granted player acts
    next, a pass there not counting toward the end of the round), or dropped with a note
    outside an action round."""
    due = [d for d in state.delayed if d["when"] == AFTER_WINDOWS]
    if not due:
        return []
    state.delayed = [d for d in state.delayed if d["when"] != AFTER_WINDOWS]
    d, e = due[0], due[0]["effects"][0]
    in_round = (state.phase is Phase.ACTION and state.step is Step.ACTION_ROUND) or \
        (state.phase is Phase.ATTACK and state.step is Step.COMBAT)
    cards = (d["card"],) if d["card"] else ()
    if not in_round or state.pending or state.duel is not None:
        return [Note(cards, text="The additional action is not taken: no action round")]
    if e["kind"] == "battle" and state.attack is None:
        return [Note(cards, text="No additional Battle action outside a battle")]
    granted = AdditionalActionGranted(cards, player=int(d["player"]), kind=str(e["kind"]),
                                      performer=str(e.get("performer", "")),
                                      keyword=str(e.get("keyword", "")),
                                      or_bow=bool(e.get("or_bow")))
    state.passes = -1  # a pass on the granted opportunity does not count
    state.priority = granted.player
    restrict(state, [granted])
    return [Note(cards, text=f"{granted.describe(state)} now")]


def fits(state: GameState, action: Any) -> bool:
    """Has the action the ability keyword the granted Battle action must have
    (``AttackState.extra_keyword``; none asked: any action)?"""
    att = state.attack
    kw = att.extra_keyword if att is not None else ""
    if not kw:
        return True
    card = state.cards.get(getattr(action, "card", ""))
    ability = getattr(action, "ability", -1)
    if card is None or not 0 <= ability < len(card.definition.abilities):
        return False  # not an action from a card's ability (Tactics, the Favor ...)
    rec = card.definition.abilities[ability]
    return isinstance(rec, dict) and (kw in (rec.get("keywords") or ())
                                      or card.definition.has_keyword(kw))


def passed(state: GameState) -> list[Event]:
    """The granted opportunity is used to pass: with ``or_bow`` its performer is bowed
    ("If you don't, bow him"); the restriction ends either way."""
    att = state.attack
    if att is None:
        return []
    cid, bow = att.extra_actor, att.extra_or_bow
    att.extra_actor, att.extra_keyword, att.extra_or_bow = None, "", False
    c = state.cards.get(cid or "")
    if not bow or c is None or not c.in_play or c.bowed:
        return []
    c.bowed = True
    return [CardsBowed((c.id,), reason="no additional action")]
