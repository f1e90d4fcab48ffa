"""Keywords of battles: Conqueror, Resilient and Elite.

* **Conqueror** [S0 › CONQUEROR #]: "Cards in a Conqueror Personality's unit do not bow prior
  to returning home after a battle's resolution." The attacking units that return home after
  a battle's resolution (Final Steps [CE › D: FINAL STEPS], the end of the Attack Phase) bow,
  except a unit led by a Conqueror Personality (:func:`conquerors`). A battle that ends
  without a resolution (its province destroyed by an action) is not covered: its units bow.
* **Resilient** [S0 › RESILIENT #]: "once per game per card, the card is not destroyed by the
  rulebook effects of battle resolution; that is, if its side loses or it ties. Its attached
  cards are still destroyed normally. A card that loses and then gains Resilient is still
  bound by the once per game per card restriction." :func:`resilient_saves` spends the card's
  one use (kept in ``ability_uses`` under :data:`RESILIENT_KEY`, which no ability index uses,
  beside the Tactical key -1) and the battle destroys its attachments one by one. An
  attachment is saved the same way while the Personality carrying it stays; one whose
  Personality is destroyed leaves play with him [CE › ATTACHMENTS].
A keyword a trait grants ("This Personality has Conqueror.") counts as printed while the
trait's card is in play (``keywords.has``).

* **Elite** (reminder text): "Elite cards contribute Force even if bowed." A bowed Elite
  Personality or Follower still adds its Force to its army's total [CE › TOTAL FORCE]. Under
  Gold Edition a bowed Personality makes his whole unit contribute 0 [GE › 4.5]; an Elite
  Personality does not, and an Elite Follower does not lift that rule for its unit.
"""

from __future__ import annotations

from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.keywords import has, in_game
from l5r_desktop.games.ccg.model.state import GameState

#: ``ability_uses`` key of a card whose Resilient keyword has saved it (once per game).
RESILIENT_KEY = -2


def conquerors(state: GameState, units: list[str]) -> list[str]:
    """The units among ``units`` (by Personality) led by a Conqueror Personality."""
    if not units or not in_game(state, "conqueror"):
        return []
    return [pid for pid in units if has(state, pid, "Conqueror")]


def conqueror_note(state: GameState, units: list[str]) -> list[Event]:
    """The log line for Conqueror units returning home unbowed."""
    if not units:
        return []
    names = ", ".join(state.title(u) for u in units)
    return [Note(tuple(units), text=f"{names}: the unit returns home unbowed (Conqueror)")]


def resilient_saves(state: GameState, card_id: str) -> list[Event] | None:
    """If the card is Resilient and has not used it this game, spend the use and return the
    log line (the battle then does not destroy it); ``None`` when it is destroyed."""
    if not in_game(state, "resilient"):
        return None
    card = state.cards[card_id]
    if RESILIENT_KEY in card.ability_uses or not has(state, card_id, "Resilient"):
        return None
    card.ability_uses[RESILIENT_KEY] = state.turn
    return [Note((card_id,), text=f"{card.title} is not destroyed by the battle's resolution "
                                  "(Resilient, once per game)")]


def contributes_bowed(state: GameState, card_id: str) -> bool:
    """True for an Elite card: it contributes Force to its army even when bowed."""
    return in_game(state, "elite") and has(state, card_id, "Elite")
