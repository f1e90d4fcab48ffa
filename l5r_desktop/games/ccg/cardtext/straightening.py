"""Negating a card's straightening: "Negate its next straightening (this turn)", "Negate his
straightening until your next turn begins", "Negate his next straightening this game".

The effect (in an ability record's ``effects``)::

    {"op": "negate_straightening", "target": 0, "next": true}             # (this turn)
    {"op": "negate_straightening", "target": 0, "duration": "next_turn"}
    {"op": "negate_straightening", "target": 0, "next": true, "duration": "game"}
    {"op": "negate_straightening", "target": 0, "duration": "next_events"}

[CE › PREVENTION (Including Negation)]: "An effect from an action or triggered trait that
prevents a type of occurrence is ongoing and lasts until the end of the turn by default"; "if
the effect's wording prevents a specific future occurrence, instead of a general type of
occurrence, then the prevention is a single delayed instantaneous effect": ``next`` negates
the card's next straightening and then ends; without it every straightening of the card is
negated while the effect lasts. ``duration`` [CE › DURATION OF EFFECTS]: ``turn`` (default),
``next_turn`` ("until your next turn begins"), ``game`` ("this game"), ``next_events``
("until your next Events Phase begins": it outlasts the turn and the applying player's next
Straighten Phase, and ends when his next Events Phase begins [CE › DURATION OF EFFECTS:
"until" a game time]; kept as a ``game`` modifier whose ``scope`` names him, taken off by
:func:`events_began`; under Twenty Festivals, whose turn has no Events Phase, when his Action
Phase begins, where the Events are revealed [S0 › ACTION PHASE #]). ``while_unbowed``
(duels lane): a target index: the negation lasts while that card remains unbowed and in play,
then ends for good (a modifier of kind :data:`WHILE` whose ``source`` is that card;
:func:`expire`).

Straightening is a bowed card becoming unbowed [CE › BOWED AND UNBOWED]: a straighten effect,
or the Straighten Phase [CE › STRAIGHTEN PHASE]; a negated one does not happen (the card
stays bowed, no straightening event). The effect is kept as a modifier on the card (stat
``straightening``: amount 1 = the next straightening only, 0 = every one while it lasts) that
changes no stat; it ends with its duration like other effects on a card, and when the card
leaves play (a card entering play is a new card).

A card's own trait "This card will not straighten before your second turn" (ongoing
``straighten_from`` with ``turn`` 2) keeps it bowed while its controller has begun fewer turns
(``turns_begun``: turns go round from the first player; eliminated players are not skipped in
this count) [CE › PREVENTION (Including Negation)].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.cardtext.effect_card import effect_card_in_play, target_problems
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import GameState, Modifier, lasting

#: The effect ops this module resolves.
OPS = ("negate_straightening",)
#: ``apply`` is given the action's targets.
WITH_TARGETS = True
#: The modifier's stat name (no stat of the card changes).
STAT = "straightening"
#: The kind of a negation lasting while another card (its ``source``) remains unbowed and in
#: play (``while_unbowed``).
WHILE = "while_unbowed"
#: The ability key of games where such a negation may be made (``cards.INDEXED_OPS``).
KEY = ("op", "negate_straightening")
DURATIONS = ("turn", "next_turn", "game", "next_events")
_EVENTS_SCOPE = "events:"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``negate_straightening`` effect of a record."""
    out = target_problems(effect)
    keeper = effect.get("while_unbowed")
    if keeper is not None and (not isinstance(keeper, int) or isinstance(keeper, bool)
                               or "next" in effect or "duration" in effect):
        out.append("while_unbowed names a target (index), without next or duration")
    if not isinstance(effect.get("next", False), bool):
        out.append("next is true or false")
    if effect.get("duration", "turn") not in DURATIONS:
        out.append(f"negate_straightening lasts one of {', '.join(DURATIONS)}")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """The card's straightening (the next one, or every one) is negated for the duration."""
    card = state.cards[card_id]
    c = effect_card_in_play(state, card_id, effect, targets)
    if c is None:
        return [Note((card_id,), text=f"{card.title}: no card in play to keep bowed")]
    if "while_unbowed" in effect:  # "while <that card> remains unbowed and in play"
        n = effect["while_unbowed"]
        keeper = targets[n] if n < len(targets) else ""
        if not _keeps(state, keeper):
            return [Note((c.id, card_id), text=f"{state.title(keeper)} is not unbowed in play: "
                                               f"{c.title}'s straightening is not negated")]
        c.modifiers.append(Modifier(STAT, 0, Duration.GAME, keeper, WHILE))
        return [Note((c.id, card_id, keeper), text=(
            f"{c.title}'s straightening is negated while {state.title(keeper)} remains "
            f"unbowed and in play ({card.title})"))]
    name = effect.get("duration", "turn")
    scope = f"{_EVENTS_SCOPE}{player}" if name == "next_events" else ""
    d = Duration.GAME if scope else lasting(state, name)
    nxt = bool(effect.get("next"))
    c.modifiers.append(Modifier(STAT, 1 if nxt else 0, d, card_id,
                                player=player if d is Duration.NEXT_TURN else -1, scope=scope))
    what = "next straightening" if nxt else "straightening"
    return [Note((c.id, card_id), text=f"{c.title}'s {what} is negated ({card.title})")]


def events_began(state: GameState, player: int) -> list[Event]:
    """``player``'s Events Phase begins: the negations lasting until then end (only in a game
    where some card can make one: :data:`KEY`)."""
    if KEY not in state.ability_keys:
        return []
    scope = f"{_EVENTS_SCOPE}{player}"
    out: list[Event] = []
    for c in state.cards.values():
        if c.modifiers and any(m.stat == STAT and m.scope == scope for m in c.modifiers):
            c.modifiers = [m for m in c.modifiers if not (m.stat == STAT and m.scope == scope)]
            out.append(Note((c.id,), text=f"{c.title} may straighten again"))
    return out


def turns_begun(state: GameState, player: int) -> int:
    """How many turns ``player`` has begun this game: turns go round the table from the
    first player, one turn each [CE › TURN SEQUENCE] (``state.turn`` counts every turn)."""
    n = len(state.players)
    pos = (player - state.first_player) % n
    return state.turn // n + (1 if pos < state.turn % n else 0)


def _too_early(state: GameState, c: Any) -> int | None:
    """The turn of its controller before which the card's own trait "This card will not
    straighten before your Nth turn" (ongoing ``straighten_from``) keeps it bowed now, or
    ``None``: "will not" prevents that occurrence [CE › PREVENTION (Including Negation)]."""
    recs = ongoing.records(c.definition, "straighten_from") if c.definition.abilities else ()
    if not recs:
        return None
    first = max(r["turn"] for r in recs)
    return first if turns_begun(state, c.controller) < first else None


def may_be_kept(c: Any) -> bool:
    """A quick filter: might :func:`negated` keep the card bowed (a modifier or a trait)?"""
    return bool(c.modifiers) or bool(c.definition.abilities)


def negated(state: GameState, card_id: str) -> Event | None:
    """If a negation keeps ``card_id`` from straightening now: a note (a "next" negation is
    used up); ``None`` when the card may straighten. The card's own "will not straighten
    before your Nth turn" first (:func:`_too_early`)."""
    c = state.cards[card_id]
    early = _too_early(state, c)
    if early is not None:
        return Note((card_id,), text=f"{c.title} does not straighten before its "
                                     f"controller's turn {early}")
    for i, m in enumerate(c.modifiers):
        if m.stat == STAT and m.kind == WHILE and not _keeps(state, m.source):
            continue  # (ended: expire() takes it off)
        if m.stat == STAT:
            if m.amount:
                c.modifiers = [*c.modifiers[:i], *c.modifiers[i + 1:]]
            return Note((card_id,), text=f"{c.title} does not straighten (negated)")
    return None


def _keeps(state: GameState, keeper: str) -> bool:
    """Is ``keeper`` (the card a ``while_unbowed`` negation lasts with) unbowed in play?"""
    k = state.cards.get(keeper)
    return k is not None and k.in_play and not k.bowed


def expire(state: GameState) -> None:
    """End every ``while_unbowed`` negation whose card has bowed or left play ("while <it>
    remains unbowed and in play": once it bows, the effect is over, even if it straightens
    later) [CE › DURATION OF EFFECTS]. Called after each action and as a Straighten Phase
    begins, before any card straightens (``rules/apply.py``, ``turn/phases.py``)."""
    for c in state.cards.values():
        if c.modifiers and any(m.kind == WHILE for m in c.modifiers):
            c.modifiers = [m for m in c.modifiers
                           if m.kind != WHILE or _keeps(state, m.source)]
