"""Additional actions granted by card text: "You may take an additional Battle action."

Effect (in an ability record's ``effects``)::

    {"op": "additional_action", "kind": "battle"}   # an additional Battle action
    {"op": "additional_action", "kind": "any"}      # an additional action of this phase

[CE › ADDITIONAL (ACTION)]: "A granted additional action does not count against the normal
sequence of actions in the current segment or phase"; it "is taken once the action or trait
that granted it has ended, and the opportunity to play Reactions to the end of the action or
trait has passed"; "A granted action opportunity can be used to pass". So when the action
ends the player keeps the opportunity (after any Reaction window), and a pass there does not
count toward the passes that end the action round (``rules/apply.py`` sets the pass count one
lower). A Battle action is granted only in a battle's Combat Segment (elsewhere the effect
does nothing, with a note).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from l5r_desktop.core.frozen import fast_frozen_init
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.ids import Step
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("additional_action",)
KINDS = ("battle", "any")


@fast_frozen_init
@dataclass(frozen=True)
class AdditionalActionGranted(Event):
    """A player is granted an additional action when the current action ends."""

    player: int = 0
    kind: str = "any"

    def describe(self, state: GameState) -> str:
        what = "Battle action" if self.kind == "battle" else "action"
        return f"{state.players[self.player].name} may take an additional {what}"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``additional_action`` effect of a record."""
    if effect.get("kind", "any") not in KINDS:
        return [f"an additional action is of kind {' or '.join(KINDS)}"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any]) -> list[Event]:
    """Grant the additional action (it is taken when the action ends)."""
    kind = str(effect.get("kind", "any"))
    if kind == "battle" and not (state.attack is not None and state.step is Step.COMBAT):
        return [Note((card_id,), text="No additional Battle action outside a battle")]
    return [AdditionalActionGranted((card_id,), player=player, kind=kind)]


def granted_to(events: list[Event]) -> int | None:
    """The player an action's events grant an additional action, if any."""
    for e in events:
        if type(e) is AdditionalActionGranted:
            return e.player
    return None
