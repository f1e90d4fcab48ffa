"""Negating a card's Force bonuses and penalties from actions: all current and new ones on
a card, its penalties only ("... Force penalties on your <performer> from actions"), or the
current ones only ("Negate all current Force penalties ...").

The effect (in an ability record's ``effects``)::

    {"op": "negate_bonuses", "target": 0}                       # bonuses and penalties
    {"op": "negate_bonuses", "target": 0, "which": "penalties"}  # or "bonuses"
    {"op": "negate_bonuses", "target": 0, "which": "penalties", "current": true}

The rules: "Any change in a stat's value is a bonus (if increased) or penalty (if decreased)"
and "When a bonus, penalty, maximum, or minimum ends or is negated, the resulting stat change
is not a penalty or bonus" [CE › CARD FEATURES › STATS]. [CE › PREVENTION (Including
Negation)]: a prevention from an action "is ongoing and lasts until the end of the turn by
default"; each bonus or penalty that qualifies is prevented by a "child" effect (its example
is "Negate all current Force bonuses and penalties to cards at this battlefield from
actions"); "Current occurrences are those that began before the prevention effect, and new
occurrences are those that began after it"; a prevented current effect re-asserts itself when
the prevention ends while it still lasts, a prevented new one never happens.

"From actions": the card's stat modifiers applied by an action's effects (abilities taken as
actions, Reactions included, the Tactical action, a duel's consequences), not those a triggered
trait applied (``Modifier.trait``, marked by :func:`mark_trait`), nor continuous effects:
stat tokens, an Item's Force, traits' ongoing bonuses [CE › DURATION OF EFFECTS: "modifier
effects that are not triggered (such as stat modifiers on Items or tokens)" are continuous].
The negation is a modifier of kind ``negate`` on the card (``amount`` 1 = bonuses, -1 =
penalties, 0 = both; ``scope`` "actions" or "actions current"), kept in the card's list of
modifiers after the ones it found there: a modifier before it is current, one after it new.
It ends with the turn or when the card leaves play; the stats then count the bonuses again
(``stats.bonus``). ``"from": "any"`` ("Negate all current and new Force penalties on him",
no source named; ``scope`` "") reaches every bonus or penalty of the card: its modifiers (a
trait's too), stat tokens, its Items' Force and traits' ongoing bonuses (``stats``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card_in_play, target_problems
from l5r_desktop.games.ccg.events import Event, Note, StatModified
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import CardState, GameState, Modifier

#: The effect ops this module resolves.
OPS = ("negate_bonuses",)
#: ``apply`` is given the action's targets.
WITH_TARGETS = True
#: The modifier kind of a negation.
KIND = "negate"
#: The ``scope`` of a bonus or penalty "which will not be negated".
KEPT = "not_negated"
#: ``which`` -> the negation modifier's amount.
WHICH = {"both": 0, "bonuses": 1, "penalties": -1}
_KEYS = {"op", "target", "which", "current", "from", "if", "optional", "otherwise"}


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``negate_bonuses`` effect of a record."""
    out = target_problems(effect)
    if effect.get("which", "both") not in WHICH:
        out.append(f"negate_bonuses which is one of {', '.join(WHICH)}")
    if not isinstance(effect.get("current", False), bool):
        out.append("current is true or false")
    if effect.get("from", "actions") not in ("actions", "any"):
        out.append("negate_bonuses from is actions or any")
    elif effect.get("from") == "any" and effect.get("current"):
        out.append("the current ones only are from actions only")
    if set(effect) - _KEYS:
        out.append("negate_bonuses takes target, which, current, from (Force only)")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """The card's Force bonuses and/or penalties from actions are negated until the turn
    ends (the current ones only with ``current``)."""
    card = state.cards[card_id]
    c = effect_card_in_play(state, card_id, effect, targets)
    if c is None:
        return [Note((card_id,), text=f"{card.title}: no card in play")]
    which = str(effect.get("which", "both"))
    scope = "actions current" if effect.get("current") else "actions"
    if effect.get("from") == "any":
        scope = ""  # every source: tokens, Items, traits too
    c.modifiers.append(Modifier("force", WHICH[which], Duration.TURN, card_id, KIND,
                                scope=scope))
    words = {"both": "Force bonuses and penalties", "bonuses": "Force bonuses",
             "penalties": "Force penalties"}[which]
    where = " from actions" if scope else ""
    return [Note((c.id, card_id), text=(
        f"{c.title}'s {'current' if effect.get('current') else 'current and new'} {words}"
        f"{where} are negated ({card.title})"))]


def bonus(card: CardState, stat: str) -> int:
    """The card's bonuses and penalties to ``stat`` from its modifiers, less those a
    negation on it prevents (stat tokens are counted by ``stats.bonus``)."""
    total = 0
    mods = card.modifiers
    for i, m in enumerate(mods):
        if m.stat != stat or m.kind != "bonus" or not m.amount:
            continue
        if any(_negates(n, j, m, i) for j, n in enumerate(mods)
               if n.kind == KIND and n.stat == stat):
            continue
        total += m.amount
    return total


def _negates(n: Modifier, at: int, m: Modifier, index: int) -> bool:
    """Does the negation ``n`` (at ``at`` in the list) prevent the modifier ``m`` (at
    ``index``)?"""
    if n.amount and (n.amount > 0) != (m.amount > 0):
        return False  # bonuses only, or penalties only
    if m.trait and "actions" in n.scope:
        return False  # a triggered trait's: not from an action
    if m.scope == KEPT:
        return False  # "which will not be negated"
    return not ("current" in n.scope and index > at)  # a new one, for "current" only


def every_source(card: CardState, stat: str) -> int | None:
    """The sign a negation of ``stat`` bonuses from every source on the card stops (1 =
    bonuses, -1 = penalties, 0 = both), or ``None`` when there is none."""
    found: int | None = None
    for n in card.modifiers:
        if n.kind == KIND and n.stat == stat and not n.scope:
            found = n.amount if found is None or found == n.amount else 0
    return found


def blocks(every: int, value: int) -> bool:
    """Does a negation of every source (:func:`every_source`) stop a change of ``value``?"""
    return value != 0 and (every == 0 or (every > 0) == (value > 0))


def mark(state: GameState, events: list[Event], trait: bool, kept: bool) -> None:
    """Mark the stat modifiers the ``events`` of one effect applied (the last modifier of
    each card a ``StatModified`` names): ``trait``, from a triggered trait, not an action;
    ``kept``, "which will not be negated" (``scope`` ``not_negated``: no negation here
    prevents it [CE › PREVENTION (Including Negation)])."""
    if not trait and not kept:
        return
    for e in events:
        if isinstance(e, StatModified):
            for cid in e.cards:
                mods = state.cards[cid].modifiers
                if mods and mods[-1].kind == "bonus":
                    m = mods[-1]
                    mods[-1] = Modifier(m.stat, m.amount, m.duration, m.source, m.kind,
                                        m.player, trait or m.trait,
                                        KEPT if kept else m.scope)


def mark_trait(state: GameState, events: list[Event]) -> None:
    """The stat modifiers of a triggered trait's effect (:func:`mark`)."""
    mark(state, events, True, False)
