"""Readable labels of LCG actions for the phase bar, menus, the undo item and the replay
(:meth:`Action.label`).

One small function per verb (:data:`LABELS` by the action's ``kind``); a verb without one gets
its kind. Cards are named by title; a facedown card is "a facedown card", never its title.
"""

from __future__ import annotations

from collections.abc import Callable

from l5r_desktop.core.vocabulary import BaseAction as Action  # actions.py asks for labels here
from l5r_desktop.games.lcg.state import LcgState

__all__ = ["card_name", "lcg_label", "may_look"]


def may_look(state: LcgState, uid: str, viewer: int | None) -> bool:
    """Whether ``viewer`` may look at facedown card ``uid``: his own facedown provinces at any
    time; the dynasty cards in his provinces while he decides his dynasty mulligan
    [RR › Facedown Province; Setup, step 6]; the cards he is searching [RR › Search]."""
    card = state.cards.get(uid)
    if card is None or viewer is None or card.owner != viewer:
        return False
    if state.defs[card.card_id].type.value == "province":
        return True
    if state.step == "deck_search" and uid in state.pending["search"]["cards"]:
        return True
    return card.zone == "province" and state.step == "setup_dynasty_mulligan"


def card_name(state: LcgState, uid: str, viewer: int | None = None) -> str:
    """A card's title; a facedown card is "a facedown card" unless ``viewer`` may look at it
    (then its title and "(facedown)")."""
    card = state.cards.get(uid)
    if card is None:
        return uid or "nothing"
    name = state.defs[card.card_id].name
    if card.facedown:
        if may_look(state, uid, viewer):
            return f"{name} (facedown)"
        province = state.defs[card.card_id].type.value == "province"
        return "a facedown province" if province else "a facedown card"
    return name


def _target(state: LcgState, uid: str, player: int) -> str:
    """A target's name as ``player`` reads it: "the opponent's" for the other side's card,
    an ordinal when he has several cards of that name in play."""
    name = card_name(state, uid, player)
    card = state.cards.get(uid)
    if card is None or card.facedown:
        return name
    side = state.players[card.controller].characters
    same = [u for u in side if state.cards[u].card_id == card.card_id]
    if len(same) > 1:
        name = f"{name} #{same.index(uid) + 1}" if uid in same else name
    return name if card.controller == player else f"the opponent's {name}"


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
    return f"Play {card_name(s, a.card, a.player)}{extra}{where}"


def _use_ability(a, s: LcgState) -> str:
    card = s.cards.get(a.card)
    ability = ""
    if card is not None and not card.facedown:
        records = s.defs[card.card_id].abilities
        if len(records) > 1:
            ability = f" (ability {a.index + 1})"
    first = len(s.defs[card.card_id].abilities[a.index].get("targets") or []) \
        if card is not None and a.index < len(s.defs[card.card_id].abilities) else len(a.targets)
    aimed, paid = a.targets[:first], a.targets[first:]  # paid: cards chosen for a cost
    targets = f" on {', '.join(_target(s, t, a.player) for t in aimed)}" if aimed else ""
    cards = [card_name(s, t, a.player) for t in paid if not t.startswith("ring:")]
    rings = [t[5:] for t in paid if t.startswith("ring:")]
    discards = f", discarding {', '.join(cards)}" if cards else ""
    fate = f", 1 fate to the {rings[0]} ring" if rings else ""
    return f"Use {card_name(s, a.card, a.player)}{ability}{targets}{discards}{fate}"


def _bid(a, s: LcgState) -> str:
    return f"Bid {a.value} honor"


def _declare(a, s: LcgState) -> str:
    return f"Declare {a.ctype} {a.ring} conflict at {card_name(s, a.province, a.player)}"


def _participant(a, s: LcgState) -> str:
    c = s.conflict
    chosen = c is not None and a.card in (c.attackers + c.defenders)
    side = "attacker" if s.step == "choose_attackers" else "defender"
    name = _target(s, a.card, a.player)
    return f"Remove {name} from the {side}s" if chosen else f"Add {name} as {side}"


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
    if a.option == "resolve" and not a.target and ring == "Earth":
        return "Earth: draw 1 card, the opponent discards 1 at random"
    if a.option == "resolve" and a.target:
        return f"{ring}: remove 1 fate from {_target(s, a.target, a.player)}"
    target = f" {_target(s, a.target, a.player)}" if a.target else ""
    return f"{ring}: {_RING_WORDS.get(a.option, a.option)}{target}"


def _choose(a, s: LcgState) -> str:
    if s.step == "ring_switch":
        return f"Switch to the {a.option} ring"
    if s.step == "deck_search":
        if a.option == "done":
            return "Finish the search"
        return f"Take {card_name(s, a.option, a.player).removesuffix(' (facedown)')}"
    data = s.pending.get("card_choice")
    if data is not None and s.step == "card_choice":  # an opponent's choice (choices.py)
        if a.option.startswith("option:"):
            labels, i = data.get("labels") or [], int(a.option[7:])
            return f"Choose: {labels[i] if i < len(labels) else f'option {i + 1}'}"
        return f"Choose: {_target(s, a.option, a.player)}"
    words = {"discard": "Discard the province's card", "keep": "Keep the province's card",
             "military": "Imperial Favor: military", "political": "Imperial Favor: political"}
    return words.get(a.option, a.option.replace("_", " ").capitalize())


def _mulligan(a, s: LcgState) -> str:
    if not a.cards:
        return "Keep all cards"
    return f"Mulligan {', '.join(card_name(s, u, a.player) for u in a.cards)}"


def _stronghold_province(a, s: LcgState) -> str:
    return f"Stronghold on {card_name(s, a.province, a.player)}"


def _covert(a, s: LcgState) -> str:
    return f"Covert: evade {_target(s, a.card, a.player)}"


def _attachment(a, s: LcgState) -> str:
    return f"Attach {card_name(s, a.card, a.player)} to {_target(s, a.target, a.player)}"


def _duplicate(a, s: LcgState) -> str:
    return f"Discard duplicate {card_name(s, a.card, a.player)} for 1 fate"


def _discard_from_province(a, s: LcgState) -> str:
    return f"Discard {card_name(s, a.card, a.player)} from its province"


def _manual(a, s: LcgState) -> str:
    what = a.op.replace("_", " ")
    on = f" {_target(s, a.card, a.player)}" if a.card else ""
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
    return fn(action, state) if fn is not None else action.kind.replace("_", " ").capitalize()
