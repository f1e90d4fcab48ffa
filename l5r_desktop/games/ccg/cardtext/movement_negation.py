"""Negating a Personality's movement: "Negate his next movement", "negate his (future)
movement", and movements that "will not be negated".

The effect (in an ability record's ``effects``)::

    {"op": "negate_movement", "target": 0, "next": true}      # "negate his next movement"
    {"op": "negate_movement", "target": 0}                    # "negate his (future) movement"
    {"op": "negate_movement", "target": 0, "to": "battlefield"}   # "he will not move to
                                                              # battlefields" (ccgtext2)

and, on a ``move_home`` / ``move_unit`` effect, ``"not_negated": true`` ("this movement will
not be negated") or ``"not_negated": <condition>`` ("... if your Personality is Water": an
effect condition, ``effect_conditions.py``, checked when the movement resolves).

The rules: "When a unit goes from one location to another, it moves"; assigning, returning
home after a battle, and entering a home by a change of control are not movement
[CE › LOCATIONS]. [CE › PREVENTION (Including Negation)]: "An effect from an action or
triggered trait that prevents a type of occurrence is ongoing and lasts until the end of the
turn by default": without ``next`` every movement of the Personality's unit is negated until
the turn ends; "if the effect's wording prevents a specific future occurrence ... the
prevention is a single delayed instantaneous effect": ``next`` negates the next one (within
that turn, the default duration) and then ends. "Negation effects are sometimes specifically
prevented with wording such as 'will not be negated'": such a movement happens anyway.
"References to assigning a Personality should be taken to mean assigning the Personality's
unit" [CE › ASSIGN]: the negation is kept on the Personality and stops his unit's movement
(home or to a battlefield: card effects, the toolkit, a duel's consequences, Cavalry, the
Imperial Favor). A negated movement does not happen: no ``UnitMoved``, so "if he moved" is
false [S0 › TO #]. The modifier (stat ``movement``, amount 1 = next only, 0 = every one,
2 = every one to a battlefield) changes no stat and leaves with the card. ``"to":
"battlefield"``: only his unit's movements to a battlefield are prevented until the turn
ends (effects, Cavalry, the Favor); it still moves home.

``{"op": "negate_all_movement", "until": "next_turn"}`` (all movement to and from
battlefields negated till your next turn begins, moves lane): every unit's movement is negated until
the next turn of the player whose effect it is begins (every movement goes to or from a
battlefield: a unit's locations are its home and the battlefields [CE › LOCATIONS]); a
restriction modifier (stat ``all_movement``, duration ``next_turn``) on that player's
Stronghold keeps it, which :func:`everywhere` reads (``armies.move_home`` /
``move_to_battlefield``); a movement that "will not be negated" still happens.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card, target_problems
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import GameState, Modifier

#: The effect ops this module resolves.
OPS = ("negate_movement", "negate_all_movement")
#: The Stronghold modifier's stat of "negate all movement" (:func:`everywhere`).
ALL = "all_movement"
#: ``apply`` is given the action's targets.
WITH_TARGETS = True
#: The modifier's stat name (no stat of the card changes).
STAT = "movement"
#: The modifier amount of "will not move to battlefields" (every such movement).
TO_BATTLEFIELD = 2
#: ``amount`` of a negation of the movements into an attacking army only (``to``
#: ``attacking``: "he will not move into attacking armies"; duels lane).
TO_ATTACKING = 3
#: The effect ops a ``not_negated`` key may be on.
MOVES = ("move_home", "move_unit")
_T_PERSONALITY = CardType.PERSONALITY


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``negate_movement`` effect of a record."""
    if effect.get("op") == "negate_all_movement":
        if set(effect) - {"op", "until", "optional", "if"} or \
                effect.get("until") != "next_turn":
            return ["negate_all_movement lasts until your next turn begins (until: "
                    "next_turn)"]
        return []
    out = target_problems(effect)
    if not isinstance(effect.get("next", False), bool):
        out.append("next is true or false")
    if effect.get("to", "battlefield") not in ("battlefield", "attacking") or (
            "to" in effect and effect.get("next")):
        out.append("to is battlefield (every movement there) or attacking (into an attacking "
                   "army), or absent")
    return out


def not_negated_problems(effect: dict[str, Any]) -> list[str]:
    """Problems with an effect's ``not_negated`` key: true (any effect: "which will not be
    negated"), or a condition on a movement ("... if your Personality is Water")."""
    flag = effect.get("not_negated")
    if flag is None or flag is True:
        return []
    if isinstance(flag, dict) and effect.get("op") in MOVES:
        return []
    return [f"not_negated is true, or a condition on a movement ({', '.join(MOVES)})"]


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """The Personality's movement (the next one, or every one) is negated until the turn
    ends; or every unit's until the player's next turn begins."""
    card = state.cards[card_id]
    if effect["op"] == "negate_all_movement":
        keep = state.players[player].stronghold
        if not keep or keep not in state.cards:
            return [Note((card_id,), text="No Stronghold to hold the negation")]
        state.cards[keep].modifiers.append(Modifier(
            ALL, 0, Duration.NEXT_TURN, card_id, "restriction", player=player))
        return [Note((card_id,), text=(
            f"All movement to and from battlefields is negated until "
            f"{state.players[player].name}'s next turn begins ({card.title})"))]
    cid = effect_card(state, card_id, effect, targets)
    c = state.cards.get(cid)
    if c is None or not moves.in_play(state, c) or c.definition.type is not _T_PERSONALITY:
        return [Note((card_id,), text=f"{card.title}: no Personality in play to keep in "
                                      "place")]
    nxt = bool(effect.get("next"))
    there = effect.get("to") == "battlefield"
    attacking = effect.get("to") == "attacking"
    c.modifiers.append(Modifier(STAT, TO_BATTLEFIELD if there else TO_ATTACKING if attacking
                                else 1 if nxt else 0, Duration.TURN, card_id))
    what = "movement to battlefields" if there else "movement into attacking armies" \
        if attacking else "next movement" if nxt else "movement"
    return [Note((cid, card_id), text=f"{c.title}'s {what} is negated ({card.title})")]


def negated(state: GameState, personality: str, to_battlefield: bool = False,
            attacking: bool = False) -> Event | None:
    """If a negation keeps ``personality``'s unit from moving now (``to_battlefield``: the
    movement goes to a battlefield; ``attacking``: into the attacking army there): a note (a
    "next" negation is used up); ``None`` when it may move."""
    c = state.cards[personality]
    if not c.modifiers:
        return None
    for i, m in enumerate(c.modifiers):
        if m.stat == STAT and m.kind == "bonus":
            if m.amount == TO_BATTLEFIELD:
                if not to_battlefield:
                    continue  # "will not move to battlefields": home is allowed
            elif m.amount == TO_ATTACKING:
                if not (to_battlefield and attacking):
                    continue  # "will not move into attacking armies": a defending one is
            elif m.amount:
                c.modifiers = [*c.modifiers[:i], *c.modifiers[i + 1:]]
            return Note((personality,), text=f"{c.title}'s unit does not move (negated)")
    return None


def everywhere(state: GameState, personality: str) -> Event | None:
    """A note when a ``negate_all_movement`` in force keeps every unit from moving (``None``
    when none is)."""
    for p in state.players:
        keep = state.cards.get(p.stronghold) if p.stronghold else None
        if keep is not None and keep.modifiers and any(
                m.stat == ALL and m.kind == "restriction" for m in keep.modifiers):
            return Note((personality, keep.id), text=(
                f"{state.title(personality)}'s unit does not move (all movement is "
                "negated)"))
    return None
