"""Twenty Festivals Interrupts to the action that brings their own card into play, written
"After ...": "Interrupt: After you Recruit <this card>, <effects>", "Interrupt: After you Equip
this Item, ...", "Interrupt: After <this card> enters play, ...".

Rules. [S0 › USING ABILITIES #] 0.2: "Interrupt abilities on a card out of play may be taken if
they Interrupt the action that brings the card into play. In this case, if the action has a
'bow this card' cost, it is satisfied by bowing the card after it enters play, as a delayed
effect." [S0 › INTERRUPT ACTIONS #]: "Phrases in an Interrupt's effects such as 'After a
Personality is destroyed' refer to the effects of the interrupted action, and are delayed
until those effects occur". So the Interrupt's effects happen once its card has entered play,
within the action that brought it in: before that action has ended, so before any Reaction to
it (Reactions answer an action that has ended [S1 › TIMING AND TRIGGERS]). The card was out of
play, not bowed, when the Interrupt was taken: a Holding that enters play bowed may still take
it.

The engine. Such an ability is a record with timing ``interrupt`` and trigger ``{"event":
<one of TRIGGERS>, "card": "self"}`` (the triggers of ``trigger_events.py``). When the action
that brought the card into play has ended, an Interrupt window about the card opens on top of
that action's Reaction windows (``triggers.open_reactions``), so it is answered before every
Reaction, by action round from the active player; the card's bowed state does not bar it, a
bow cost is paid by bowing the card now in play. The player decides in that window, after the
card entered play, instead of in the Interrupt step just before: what happened in between is
the action's own effect, which he chose, so the decision has the same knowledge and the same
outcome. An Interrupt with a Gold cost (paid before the action's own Gold) stays manual
(``carddb/ccgtext/templates/triggers.py``).
"""

from __future__ import annotations

#: The triggers an Interrupt about its own card entering play answers (the card is ``self``).
TRIGGERS = ("recruited", "recruited_in_battle", "equipped", "enters_play")


def problems(trigger: dict[str, object]) -> list[str]:
    """Problems with the trigger of an entry Interrupt (its own card only)."""
    if trigger.get("card", "self") != "self":
        return ["an Interrupt about a card entering play answers its own card (card: self)"]
    return []
