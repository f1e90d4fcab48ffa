"""A delayed negation: after the next time (this turn, or this game) another player's action
(or Battle action) targets the card, the effects of that action are negated.

The effect (in an ability record's ``effects``)::

    {"op": "negate_next_targeting", "target": 1}                         # this turn
    {"op": "negate_next_targeting", "target": 0, "action": "battle", "duration": "game"}

The rules: "Some effects state that they will occur at a given time in the future. These are
delayed effects" (the rulebook's example: "After the next time this game a Samurai assigns to
attack"); "a delayed effect is activated at one time ... but is applied at another"
[CE › DELAYED EFFECTS]; "the next time" makes it one delayed effect, not a parent of one each
time [CE › INDEFINITE CONDITIONAL EFFECTS]. It is kept as a modifier on the card (kind
``restriction``, stat ``next_targeting``, ``scope`` "other" [and the designator]) until the
turn or the game ends, or the card leaves play. When another player's action (an ability's
action, Reactions included) targets the card ("choose" is not targeting [CE › TARGET]) at its
required targeting [CE › TAKING ACTIONS › B], the modifier is used up and every effect of
that action is negated (:func:`answer`, called by ``abilities.resolve``); the action still
resolves, its costs paid [CE › D. Action resolution]. "Another player" = other than the
player whose card made the effect (the owner of the Strategy that made it). The players' own
Lobby, Favor and Tactician actions target nothing the engine sees (as for the Reactions to an
action's targeting, ``targeted.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card_in_play, target_problems
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState, Modifier, lasting

#: The effect ops this module resolves.
OPS = ("negate_next_targeting",)
#: ``apply`` is given the action's targets.
WITH_TARGETS = True
KIND = "restriction"
STAT = "next_targeting"
DURATIONS = ("turn", "game")
ACTIONS = ("battle", "open", "limited")


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``negate_next_targeting`` effect of a record."""
    out = target_problems(effect)
    if effect.get("duration", "turn") not in DURATIONS:
        out.append(f"negate_next_targeting lasts one of {', '.join(DURATIONS)}")
    if effect.get("action", "battle") not in ACTIONS:
        out.append(f"negate_next_targeting action is one of {', '.join(ACTIONS)}")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Put the waiting negation on the card."""
    card = state.cards[card_id]
    c = effect_card_in_play(state, card_id, effect, targets)
    if c is None:
        return [Note((card_id,), text=f"{card.title}: no card in play to protect")]
    action = effect.get("action")
    scope = f"other {action}" if action else "other"
    c.modifiers.append(Modifier(STAT, 0, lasting(state, effect.get("duration", "turn")), card_id,
                                KIND, scope=scope))
    kind = f"{action.capitalize()} action" if action else "action"
    return [Note((c.id, card_id), text=(
        f"the next {kind} of another player that targets {c.title} will be negated "
        f"({card.title})"))]


def answer(state: GameState, player: int, card_id: str, rec: dict[str, Any],
           targets: tuple[str, ...]) -> tuple[list[dict[str, Any]], list[Event]]:
    """The negations the action ``rec`` of ``card_id``, taken by ``player`` on ``targets``,
    meets on the cards it targets (each waiting negation it meets is used up), and notes."""
    specs = rec.get("targets") or []
    found: list[Event] = []
    for i, cid in enumerate(targets):
        c = state.cards.get(cid)
        if c is None or not c.modifiers or (i < len(specs) and specs[i].get("choose")):
            continue
        for m in list(c.modifiers):
            if m.kind == KIND and m.stat == STAT and _fits(state, player, rec, m):
                c.modifiers.remove(m)
                found.append(Note((c.id, card_id), text=(
                    f"{state.title(card_id)}'s action targets {c.title}: its effects are "
                    f"negated ({state.title(m.source)})")))
    return ([{"on": ""}] if found else []), found


def _fits(state: GameState, player: int, rec: dict[str, Any], m: Modifier) -> bool:
    source = state.cards.get(m.source)
    if source is None or source.owner == player:
        return False  # "another player's action"
    words = m.scope.split()
    if len(words) < 2:
        return True
    timing = rec.get("timing")
    want = words[1]
    return timing == want or (timing == "battle_open" and want == (
        "battle" if state.attack is not None else "open"))
