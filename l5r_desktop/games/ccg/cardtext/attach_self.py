"""Attaching the effect's own card from its discard pile: a Focus Effect's "After this duel
ends, if your Personality won it, you may attach this Item to him, ignoring costs"
[CE › CHALLENGES AND DUELS], [CE › ATTACHMENTS].

Effect::

    {"op": "attach_self", "target": 0}   # to that card (a duel's Personality, a target)
    {"op": "attach_self", "choose": {"keywords": ["Water", "Shugenja"]}}   # or {}

``choose``: "you may attach this card to one of your [Water Shugenja / Personalities]": the
player chooses, as the effect resolves [CE › CHOICES], one of his Personalities in play with
those keywords that the card may attach to, or none (the "may": selecting none declines); the
resolution waits (``GameState.options`` with ``pick``, ask :data:`ASK`; he takes
``ChooseCard``, answered by :func:`answer` through ``option_answer.py``). With none to choose
nothing happens (a note).

The card is in its owner's discard pile when the effect resolves: a focused card is discarded
in the duel's cleanup, before the effects written "after this duel ends" happen
(``duels.resolution``, ``focus_resolution.after_duel``). It attaches to the Personality as an
Equip would put it there, the attachment rules applying (``economy.equip_problem``: the
Personality in play and his controller's, Followers' Honor Requirement, one Weapon, Spells on
Shugenja ...), and "ignoring costs": no Gold is paid. A card no longer in a discard pile, or
that cannot attach there, stays where it is (a note).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.events import CardAttached, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("attach_self",)
#: ``abilities.run_list`` calls :func:`start`, which may stop the resolution for a choice.
PAUSES = True
#: The ``ask`` of a waiting choice of the Personality (``option_answer.py`` routes it here).
ASK = "attach_self"
#: ``abilities.run_list`` passes the targets (a Focus Effect's duel Personalities) to
#: :func:`apply`.
WITH_TARGETS = True
_PILES = (Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``attach_self`` effect."""
    t, choose = effect.get("target"), effect.get("choose")
    if choose is not None:
        kws = choose.get("keywords", []) if isinstance(choose, dict) else None
        if t is not None or not isinstance(kws, list) or any(k != "keywords" for k in choose) \
                or not all(isinstance(k, str) and k for k in kws):
            return ["attach_self choose is {keywords: [...]} (and no target)"]
        return []
    if not isinstance(t, int) or isinstance(t, bool) or t < 0:
        return ["attach_self attaches the card to a target or duel Personality (target: "
                "index) or to one the player chooses (choose)"]
    return []


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Begin the effect ``effs[0]``: the events and whether the resolution now waits for the
    player's choice of the Personality."""
    eff = effs[0]
    if "choose" not in eff:
        return apply(state, player, card_id, eff, targets), False
    c = state.cards[card_id]
    if c.zone not in _PILES:
        return [Note((card_id,), text=f"{c.title} is not in a discard pile: not attached")], \
            False
    kws = eff["choose"].get("keywords", [])
    found = [p for p in moves.personalities_in_play(state, player)
             if all(state.cards[p].definition.has_keyword(k) for k in kws)
             and economy.equip_problem(state, player, card_id, p) is None]
    if not found:
        return [Note((card_id,), text=f"{c.title}: no Personality of yours it may attach "
                                      "to")], False
    state.options.append({"player": player, "card": card_id, "targets": list(targets),
                          "action": action, "manual": manual,
                          **({"target_player": target_player} if target_player >= 0 else {}),
                          "effects": [dict(e) for e in effs], "pick": found, "none": True,
                          "ask": ASK})
    return [], True


def answer(state: GameState, o: dict[str, Any], choice: str | None
           ) -> tuple[list[Event], bool]:
    """The player's choice for the waiting entry ``o`` (already off ``state.options``): the
    Personality, or ``None`` (he declines). The effect is then done."""
    if choice is None:
        return [Note((o["card"],), text=f"{state.players[o['player']].name} does not attach "
                                        f"{state.title(o['card'])}")], True
    return apply(state, o["player"], o["card"], {"target": 0}, (choice,)), True


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Attach the card, from its discard pile, to the named Personality, paying nothing."""
    t = effect["target"]
    host = targets[t] if t < len(targets) else ""
    if not host:
        return []
    c = state.cards[card_id]
    if c.zone not in _PILES:
        return [Note((card_id,), text=f"{c.title} is not in a discard pile: not attached")]
    why = economy.equip_problem(state, player, card_id, host)
    if why is not None:
        return [Note((card_id, host), text=f"{c.title} does not attach: {why}")]
    moves.attach(state, c, host)
    return [CardAttached((card_id, host), player=player)]
