"""Readable labels of LCG actions for the phase bar, menus and the undo item (no Qt).

One small function per verb (:data:`LABELS` by the action's ``kind``); a verb without one gets
its kind. Cards are named by title; a facedown card is "a facedown card", never its title.
"""

from __future__ import annotations

from collections.abc import Callable

from l5r_desktop.games.lcg.actions import Action
from l5r_desktop.games.lcg.state import LcgState

__all__ = ["card_name", "lcg_label"]


def card_name(state: LcgState, uid: str) -> str:
    """A card's title, or "a facedown card" (hidden information stays hidden)."""
    card = state.cards.get(uid)
    if card is None:
        return uid or "nothing"
    if card.facedown:
        return "a facedown card"
    return state.defs[card.card_id].name


def _pass(a, s: LcgState) -> str:
    step = s.step
    if step == "trigger_window":
        return "Pass (no reaction)"
    if step == "declare":
        return "Pass the conflict"
    if step == "dynasty":
        return "Pass (dynasty)"
    if step == "covert":
        return "No covert target"
    return "Pass"


def _play_character(a, s: LcgState) -> str:
    extra = f" with {a.fate} extra fate" if a.fate else " with no extra fate"
    where = " into the conflict" if a.into_conflict else ""
    return f"Play {card_name(s, a.card)}{extra}{where}"


def _use_ability(a, s: LcgState) -> str:
    card = s.cards.get(a.card)
    ability = ""
    if card is not None and not card.facedown:
        records = s.defs[card.card_id].abilities
        if len(records) > 1:
            ability = f" (ability {a.index + 1})"
    targets = f" on {', '.join(card_name(s, t) for t in a.targets)}" if a.targets else ""
    return f"Use {card_name(s, a.card)}{ability}{targets}"


def _bid(a, s: LcgState) -> str:
    return f"Bid {a.value} honor"


def _declare(a, s: LcgState) -> str:
    return f"Declare {a.ctype} {a.ring} conflict at {card_name(s, a.province)}"


def _participant(a, s: LcgState) -> str:
    c = s.conflict
    chosen = c is not None and a.card in (c.attackers + c.defenders)
    side = "attacker" if s.step == "choose_attackers" else "defender"
    verb = "Remove" if chosen else "Add"
    return f"{verb} {card_name(s, a.card)} as {side}" if not chosen else \
        f"{verb} {card_name(s, a.card)} from the {side}s"


def _confirm(a, s: LcgState) -> str:
    c = s.conflict
    if s.step == "choose_attackers" and c is not None:
        return f"Declare {len(c.attackers)} attacker{'s' if len(c.attackers) != 1 else ''}"
    if s.step == "defenders" and c is not None:
        return f"Declare {len(c.defenders)} defender{'s' if len(c.defenders) != 1 else ''}"
    if s.step == "regroup_discard":
        return "Done discarding"
    return "Done"


_RING_WORDS = {"take": "take 1 honor from the opponent", "gain": "gain 2 honor",
               "honor": "honor", "dishonor": "dishonor", "ready": "ready", "bow": "bow",
               "resolve": "resolve"}


def _ring_effect(a, s: LcgState) -> str:
    if a.option == "skip":
        return "Skip the ring effect"
    ring = s.conflict.ring.capitalize() if s.conflict is not None else "Ring"
    if a.option == "resolve" and a.target:
        return f"{ring}: remove 1 fate from {card_name(s, a.target)}"
    target = f" {card_name(s, a.target)}" if a.target else ""
    return f"{ring}: {_RING_WORDS.get(a.option, a.option)}{target}"


def _choose(a, s: LcgState) -> str:
    words = {"discard": "Discard the province's card", "keep": "Keep the province's card",
             "military": "Imperial Favor: military", "political": "Imperial Favor: political"}
    return words.get(a.option, a.option.replace("_", " ").capitalize())


def _mulligan(a, s: LcgState) -> str:
    if not a.cards:
        return "Keep all cards"
    return f"Mulligan {', '.join(card_name(s, u) for u in a.cards)}"


def _stronghold_province(a, s: LcgState) -> str:
    return f"Stronghold on {card_name(s, a.province)}"


def _covert(a, s: LcgState) -> str:
    return f"Covert: evade {card_name(s, a.card)}"


def _attachment(a, s: LcgState) -> str:
    return f"Attach {card_name(s, a.card)} to {card_name(s, a.target)}"


def _duplicate(a, s: LcgState) -> str:
    return f"Discard duplicate {card_name(s, a.card)} for 1 fate"


def _discard_from_province(a, s: LcgState) -> str:
    return f"Discard {card_name(s, a.card)} from its province"


def _manual(a, s: LcgState) -> str:
    what = a.op.replace("_", " ")
    on = f" {card_name(s, a.card)}" if a.card else ""
    amount = f" ×{a.amount}" if a.amount != 1 else ""
    return f"By hand: {what}{on}{amount}"


LABELS: dict[str, Callable[[Action, LcgState], str]] = {
    "pass": _pass, "play_character": _play_character, "use_ability": _use_ability,
    "bid": _bid, "declare_conflict": _declare, "choose_participant": _participant,
    "confirm": _confirm, "ring_effect": _ring_effect, "choose": _choose,
    "mulligan": _mulligan, "stronghold_province": _stronghold_province,
    "choose_covert": _covert, "play_attachment": _attachment,
    "discard_duplicate": _duplicate, "discard_from_province": _discard_from_province,
    "manual": _manual,
}


def lcg_label(action: Action, state: LcgState) -> str:
    """The label of ``action`` in ``state``."""
    fn = LABELS.get(action.kind)
    return fn(action, state) if fn is not None else action.label(state)
