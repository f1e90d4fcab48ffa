"""Effects on a card the player chooses as the effect resolves: "Discard a card." (one of his
hand, of his choice, after the effects written before it) [CE › CHOICES], [CE › ORDER OF
EFFECTS].

Effect (in an ability record's ``effects``)::

    {"op": "discard_chosen"}                  # a card of the player's hand
    {"op": "discard_chosen", "if": {"player": "you", "hand_most": true}}   # "If you now
                                              # have more cards ..., discard a card." (rings.py)

The choice is made when the effect resolves, in written order: the resolution waits like a
"you may" (``optional.py``) with an entry in ``GameState.options`` holding ``pick`` (the
cards of his hand), ``none`` false and ``ask`` :data:`ASK`; he takes
``ChooseCard(choice=<card>)``, answered by :func:`answer` through ``option_answer.py``, and
the effects after it resolve. "Discard a card" has no "may": he must discard one if he has
any; it goes to its owner's discard pile [CE › AREAS OF THE GAME › DISCARD PILES]
(``moves.discard``); an empty hand discards nothing (a note).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("discard_chosen",)
#: ``abilities.run_list`` calls :func:`start`, which may stop the resolution for a choice.
PAUSES = True
#: The ``ask`` of the waiting choice (``option_answer.py`` routes it here).
ASK = "hand_discard"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``discard_chosen`` effect."""
    return [] if set(effect) <= {"op", "if"} else ["discard_chosen has no other keys than "
                                                   "its condition (if)"]


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Offer the cards of the player's hand (the resolution waits), or note that there is
    none."""
    pick = list(state.players[player].hand)
    if not pick:
        return [Note((card_id,), text=f"{state.title(card_id)}: no card in hand to "
                                      "discard")], False
    state.options.append({"player": player, "card": card_id, "targets": list(targets),
                          "effects": [dict(e) for e in effs], "action": action,
                          "manual": manual, "pick": pick, "none": False, "ask": ASK,
                          **({"target_player": target_player} if target_player >= 0 else {})})
    return [], True


def answer(state: GameState, o: dict[str, Any], choice: str | None
           ) -> tuple[list[Event], bool]:
    """The player's choice for the waiting entry ``o`` (already off ``state.options``): the
    card he discards. The effect is then done."""
    if choice is None:
        raise ValueError("a card must be discarded")
    if choice not in state.players[o["player"]].hand:
        return [Note((choice,), text=f"{state.title(choice)} is no longer in the hand")], True
    return moves.discard(state, choice), True
