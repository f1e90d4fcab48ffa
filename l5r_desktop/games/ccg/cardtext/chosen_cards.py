"""Choosing a card while an Event resolves: "choose a Personality in play. He ...".

Effect (in an Event record's ``effects``, before the effects on the chosen card)::

    {"op": "choose_card", "spec": {"type": "personality"}}
    {"op": "choose_card", "spec": {"type": "personality", "controller": "you"},
     "targeting": true}                        # "Permanently give your target Personality ..."

"Choose" is not targeting [CE › TARGET]; with ``"targeting": true`` the card is targeted
instead ("The word 'target' must appear as a verb or an adjective for the procedure to be
considered targeting" [CE › MISCELLANEOUS USAGE / TARGET]), so only a card that may be
targeted is offered (``targets.target_candidates`` without ``choose``). An Event is no action,
so no Reaction to an action's targeting answers it. The choice is made when the effect
resolves, in written order [S1 › CHOICES], [S1 › ORDER OF EFFECTS]. The resolution stops like
a "you may" (``optional.py``) with an entry in ``GameState.options`` holding ``pick`` (the
cards in play that fit ``spec``, ``targets.target_candidates``) and ``ask`` :data:`ASK`; the
player takes ``ChooseCard(choice=<card>)`` and the effects after it resolve with the chosen
card as the next target index (the record's targets, then this one: ``option_answer.py``).
With no card that fits, nothing is chosen and the effects on it do not happen (a gone target
is skipped, ``abilities.run_list``). The validator allows it on Events only
(``ability_format``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.targets import target_candidates
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("choose_card",)
#: ``abilities.run_list`` calls :func:`start`, which may stop the resolution for a choice.
PAUSES = True
#: The ``ask`` of the waiting entry (``option_answer.py`` sends it here).
ASK = "choose"


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``choose_card`` effect (its spec is checked as a target spec by the
    validator, ``ability_format``)."""
    if not isinstance(effect.get("spec"), dict) or set(effect) - {"op", "spec", "targeting"}:
        return ["choose_card has a spec (a target spec), and targeting: true when it targets"]
    if effect.get("targeting", True) is not True:
        return ["choose_card's targeting is true or absent"]
    return []


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Offer the cards that fit (the resolution waits), or note that none does."""
    spec = effs[0]["spec"]
    pick = target_candidates(state, player, card_id,
                             spec if effs[0].get("targeting") else {**spec, "choose": True})
    if not pick:
        return [Note((card_id,), text=f"{state.title(card_id)}: no card to choose")], False
    state.options.append({"player": player, "card": card_id, "targets": list(targets),
                          "effects": [dict(e) for e in effs], "action": action,
                          "manual": manual, "pick": pick, "none": False, "ask": ASK,
                          **({"target_player": target_player} if target_player >= 0 else {})})
    return [], True


def answer(state: GameState, o: dict[str, Any], choice: str) -> tuple[list[Event], str]:
    """The chosen card (``choice``, one of ``o["pick"]``): a note, and the card the effects
    after the choice name."""
    p = state.players[o["player"]]
    verb = "targets" if o["effects"][0].get("targeting") else "chooses"
    return [Note((o["card"], choice), text=(
        f"{p.name} {verb} {state.title(choice)} ({state.title(o['card'])})"))], choice
