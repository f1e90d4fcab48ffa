"""Discarding a card from your hand as a cost ("Battle: Discard a card: ...") [CE comprehensive
rules › COSTS], [CE › AREAS OF THE GAME › DISCARD PILES]: "By default, the phrase 'discard a
card' refers to discarding a Fate card from hand."

A record names the card with a target spec ``{"type": "card", "zone": "hand", "controller":
"you", "choose": true}``: a card in its player's own hand, chosen, not targeted ("just choosing
something is not targeting" [S1 › TARGET]); and pays it with the cost ``discard_targets`` (a
list of such target indices, ``costs.py``). The card is chosen when the action is announced,
with its targets (the Good Faith Rule: a player with no other card in hand cannot announce it
[CE › TAKING ACTIONS › A]), and discarded when the costs are paid, after Gold and the bow costs
[CE › COSTS › Timing of costs]. A card that left the hand before the payment cannot pay: "A
cost must fully occur, or be 'paid,' for effects of its action ... to happen"
(:func:`unpaid`). The card using the ability (a Strategy played from the hand) is never its
own cost: it is in the resolution area when the costs are paid.

Once discarded the card is out of play, and an amount may still read its printed Focus Value
("a Force bonus equal to the discarded card's Focus Value", ``amounts.py``).

The spec may ask for a kind of card: ``type`` and/or ``keyword``, or ``kinds`` several
("Discard a Kiho or a Spell from your hand": ``[{"keyword": "Kiho"}, {"type": "spell"}]``).

A card of the hand may also be a target of an attaching effect ("Target a Weapon in your hand:
Attach it to Ebara, paying all costs", ``hand_attach.py``), or chosen for it (``choose`` with
``attach_to``: "Attach an attachment in your hand to him": chosen with the targets, as every
chosen card is, not targeted [S1 › TARGET]): its spec names its ``type``
(follower, item, spell, attachment) and ``keyword``, and ``attach_to`` (``"self"`` or the
index of the target Personality it attaches to; ``attach_less``, the most its Gold may be
reduced): only a card that could attach to that card now, and whose Gold Cost less that
reduction the player can produce, is offered, alone or in its tuple (:func:`attachable_sets`)
(the Good Faith Rule for cards put into play by an action [CE › TAKING ACTIONS › A]).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.events import Event
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The spec ``zone`` value of a card in its player's hand.
HAND = "hand"
_Z_HAND = Zone.HAND
_ALLOWED = ("type", "zone", "controller", "choose", "keyword", "attach_to", "attach_less",
            "optional",  # "you may attach": only a card to attach (targets.optional_problems)
            "kinds")  # one of several kinds of card to discard (core lane)
_TYPES = {"card": None, "follower": (CardType.FOLLOWER,), "item": (CardType.ITEM,),
          "spell": (CardType.SPELL,),
          "attachment": (CardType.FOLLOWER, CardType.ITEM, CardType.SPELL)}


def spec_problems(spec: dict[str, Any]) -> list[str]:
    """Problems with a target spec naming a card in the hand (``zone: hand``)."""
    less = spec.get("attach_less", 0)
    if spec.get("type", "card") not in _TYPES or spec.get("controller") != "you" \
            or any(k not in _ALLOWED for k in spec) \
            or not isinstance(spec.get("keyword", ""), str) \
            or not _host_ref(spec.get("attach_to", "self")) \
            or not isinstance(less, int) or isinstance(less, bool) or less < 0 \
            or ("attach_to" not in spec and spec.get("choose") is not True) \
            or ("optional" in spec and "attach_to" not in spec) \
            or spec.get("choose", True) is not True \
            or not _kinds_ok(spec.get("kinds", [{}])):
        return ["a card in the hand is {type: card|follower|item|spell|attachment, zone: hand, "
                "controller: you, keyword?} chosen to pay a cost (choose: true) or targeted "
                "or chosen to attach (attach_to: self or a target index, attach_less?)"]
    return []


def _kinds_ok(ways: Any) -> bool:
    """``kinds``: one of several cards ("a Kiho or a Spell": ``[{"keyword": "Kiho"},
    {"type": "spell"}]``), each a type and/or keyword."""
    return isinstance(ways, list) and bool(ways) and all(
        isinstance(w, dict) and set(w) <= {"type", "keyword"}
        and w.get("type", "card") in _TYPES and isinstance(w.get("keyword", ""), str)
        for w in ways)


def _fits(d: Any, types: Any, kw: Any) -> bool:
    return (types is None or d.type in types) and (not kw or d.has_keyword(kw))


def _host_ref(ref: Any) -> bool:
    return ref == "self" or (isinstance(ref, int) and not isinstance(ref, bool) and ref >= 0)


def cost_problems(record: dict[str, Any]) -> list[str]:
    """``discard_targets`` lists the chosen targets in the hand, and every other target in
    the hand is attached by an ``attach_from_hand`` effect."""
    cost = record.get("cost") or {}
    targets = record.get("targets") or []
    effects = record.get("effects") or []
    if not isinstance(cost, dict) or not isinstance(targets, list) \
            or not isinstance(effects, list):
        return []  # the validator says so
    listed = cost.get("discard_targets", [])
    chosen = [i for i, t in enumerate(targets) if isinstance(t, dict) and t.get("zone") == HAND
              and t.get("choose") and "attach_to" not in t]
    attached = [i for i, t in enumerate(targets) if isinstance(t, dict)
                and t.get("zone") == HAND and "attach_to" in t]
    out = []
    if not isinstance(listed, list) or any(
            isinstance(i, bool) or not isinstance(i, int) for i in listed) \
            or sorted(listed) != chosen:
        out.append("discard_targets lists exactly the chosen targets in the hand (zone: hand)")
    named = {e.get("target"): e.get("to", "self") for e in effects
             if isinstance(e, dict) and e.get("op") == "attach_from_hand"
             and e.get("from") != "discard" and e.get("target") != "self"}
    for e in effects:  # from the discard pile (hand_attach.py): a card of your own pile
        if isinstance(e, dict) and e.get("op") == "attach_from_hand" \
                and e.get("from") == "discard":
            t = e.get("target")
            spec = targets[t] if isinstance(t, int) and 0 <= t < len(targets) else {}
            if not isinstance(spec, dict) or spec.get("zone") != "discard" \
                    or spec.get("controller") != "you":
                out.append("attach_from_hand from the discard pile attaches a card of your "
                           "own discard pile (zone: discard, controller: you)")
    if set(attached) != set(named) or any(
            targets[i].get("attach_to") != named[i] for i in attached):
        out.append("a target in the hand with attach_to is attached by attach_from_hand to "
                   "that card, and attach_from_hand attaches such a target")
    for i in attached:
        host = targets[i].get("attach_to")
        if isinstance(host, int) and not (
                host < len(targets) and isinstance(targets[host], dict)
                and targets[host].get("type") == "personality"
                and targets[host].get("controller") == "you"):
            out.append("attach_to names a target that is one of your Personalities")
    return out


def attachable_sets(state: GameState, player: int, rec: dict[str, Any],
                    sets: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The target tuples whose card of the hand could attach to the Personality targeted with
    it (``attach_to``: a target index), paying its Gold [CE › TAKING ACTIONS › A]; an optional
    one ("you may attach") may be left out of the tuple."""
    specs = rec.get("targets") or []
    pairs = [(i, t["attach_to"], int(t.get("attach_less", 0)), bool(t.get("optional")))
             for i, t in enumerate(specs)
             if t.get("zone") == HAND and isinstance(t.get("attach_to"), int)]
    if not pairs:
        return sets
    return [s for s in sets if all(
        (i >= len(s) and optional)
        or (i < len(s) and h < len(s) and can_attach(state, player, s[i], s[h], less))
        for i, h, less, optional in pairs)]


def can_attach(state: GameState, player: int, cid: str, host: str, less: int = 0) -> bool:
    """Could the card attach to ``host`` now, paying its Gold Cost less ``less``
    [CE › ATTACHMENTS]?"""
    if economy.equip_problem(state, player, cid, host) is not None:
        return False
    cost = max(0, economy.equip_cost(state, player, cid, host) - less)
    return cost <= economy.available_gold(state, player)


def candidates(state: GameState, player: int, source: str,
               spec: dict[str, Any] | None = None) -> list[str]:
    """The cards in the player's hand other than the card using the ability (that fit the
    spec's type and keyword, and can attach to the card when it says so)."""
    spec = spec or {}
    types = _TYPES.get(spec.get("type", "card"))
    kw = spec.get("keyword")
    ways = [(_TYPES.get(w.get("type", "card")), w.get("keyword"))
            for w in spec.get("kinds", ())]
    out = []
    for c in state.players[player].hand:
        d = state.cards[c].definition
        if c == source or not _fits(d, types, kw) \
                or (ways and not any(_fits(d, t, k) for t, k in ways)):
            continue
        host = spec.get("attach_to")
        hosts = [source] if host == "self" else moves.personalities_in_play(state, player) \
            if host is not None else []
        if host is not None and not any(
                can_attach(state, player, c, h, int(spec.get("attach_less", 0)))
                for h in hosts):
            continue  # (the pair is checked with the targets: attachable_sets)
        out.append(c)
    return out


def unpaid(state: GameState, player: int, rec: dict[str, Any],
           targets: tuple[str, ...]) -> bool:
    """Has a card chosen to be discarded left its player's hand (so the cost cannot be paid)?"""
    hand = state.players[player].hand
    return any(i < len(targets) and targets[i] not in hand
               for i in (rec.get("cost") or {}).get("discard_targets", ()))


def pay(state: GameState, player: int, rec: dict[str, Any],
        targets: tuple[str, ...]) -> list[Event]:
    """Discard the chosen cards from the hand to the Fate discard pile, face up."""
    events: list[Event] = []
    for i in (rec.get("cost") or {}).get("discard_targets", ()):
        cid = targets[i] if i < len(targets) else None
        if cid is not None and state.cards[cid].zone is _Z_HAND \
                and cid in state.players[player].hand:
            events += moves.discard(state, cid)
    return events
