"""Cards in discard piles as targets of card abilities, and putting one into its owner's hand:
"Put a target Follower in your discard pile into your hand.", "Target a Strategy in your Fate
discard pile: Put it into your hand." [CE › TARGET] ("Targets can be cards, players, ..."), a
card in a discard pile being out of play [CE › AREAS OF THE GAME › DISCARD PILES].

A target spec with ``"zone": "discard"`` names a card in a discard pile: its ``controller``
filter is read as the pile's owner (``you``: "your discard pile"; ``any``: "any player's");
its ``type`` may also be ``strategy`` or ``ring`` (Fate cards that are never targeted in play
by the engine otherwise) and ``keyword`` filters it as in play; ``dead`` (``any``, ``honorably``,
``dishonorably``) asks for a dead Personality, ``none`` for one that is not dead (in a Fate or
Dynasty discard pile, not in a dead pile: "if the Personality you chose was dead" split into
its two cases, moves lane); ``deck`` (``dynasty`` / ``fate``) for a card of that deck ("a
Dynasty card in any discard pile" [CE › AREAS OF THE GAME › DECKS]). Such a card is never in a unit,
so the Rules of Presence and Location do not concern it.

Effect::

    {"op": "to_hand", "target": 0}     # "Put it into your hand."

``to_hand``: a Fate card in its owner's Fate discard pile goes to its owner's hand (a card
that left the pile before the effect resolves stays where it is, with a note). Dynasty cards
never go to a hand [CE › AREAS OF THE GAME › HAND], so the spec of a ``to_hand`` target must
name Fate types only (the validator says so).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import CardMoved, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("to_hand",)
#: ``WITH_TARGETS``: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
#: The spec ``zone`` value of a card in a discard pile.
DISCARD = "discard"
#: Target types naming Fate cards (what ``to_hand`` may put into a hand).
FATE_TYPES = ("strategy", "ring", "follower", "item", "spell")
_TYPES = {"strategy": (CardType.STRATEGY,), "ring": (CardType.RING,),
          "follower": (CardType.FOLLOWER,), "item": (CardType.ITEM,),
          "spell": (CardType.SPELL,), "attachment": (CardType.FOLLOWER, CardType.ITEM,
                                                     CardType.SPELL),
          "personality": (CardType.PERSONALITY,), "holding": (CardType.HOLDING,)}
#: ``dead``: a dead Personality (honorably or dishonorably), or one way only ("Target a
#: dishonorably dead Personality"): "A Personality who is destroyed in play enters the
#: discard pile in the dead state" [CE › DISCARD PILES], [CE › DEAD] (core lane).
DEAD = ("any", "honorably", "dishonorably", "none")
#: ``deck``: the deck a card of the pile belongs to (``model/cards.Deck``).
DECKS = ("dynasty", "fate")
_Z_FATE_DISCARD = Zone.FATE_DISCARD
_Z_HAND = Zone.HAND


def _kinds(spec: dict[str, Any]) -> list[str]:
    kind = spec.get("type", "card")
    return list(kind) if isinstance(kind, list) else [kind]


def spec_problems(spec: dict[str, Any]) -> list[str]:
    """Problems with a target spec naming a card in a discard pile (``zone``)."""
    if spec.get("zone") is None:
        if "unique" in spec or "dead" in spec:
            return ["unique and dead filter a card in a discard pile only"]
        return [] if "strategy" not in _kinds(spec) else [  # (a Ring may be in play)
            "a Strategy target is one in a discard pile (zone: discard)"]
    if spec.get("unique", False) is not False:
        return ["unique is false (a non-Unique card) or absent"]
    if spec["zone"] != DISCARD:
        return ["a target's zone is discard (a card in a discard pile)"]
    if any(k not in (*_TYPES, "card") for k in _kinds(spec)):
        return ["a card in a discard pile is a strategy, ring, follower, item, spell, "
                "attachment, personality, holding or card"]
    allowed = ("type", "controller", "keyword", "zone", "choose", "unique", "dead", "deck")
    if any(k not in allowed for k in spec):
        return [f"a target in a discard pile filters only on {', '.join(allowed)}"]
    if spec.get("dead", "any") not in DEAD:
        return [f"dead is one of {', '.join(DEAD)}"]
    if spec.get("deck", "fate") not in DECKS:
        return [f"deck is one of {', '.join(DECKS)}"]
    return []


def candidates(state: GameState, player: int, spec: dict[str, Any]) -> list[str]:
    """The cards in discard piles that fit ``spec`` (owners by its ``controller``)."""
    ctrl = spec.get("controller", "any")
    if ctrl == "you":
        owners = [player]
    elif ctrl == "opponent":
        owners = list(state.opponents(player))
    else:
        owners = [player, *state.opponents(player)]
    kinds = _kinds(spec)
    types = None if "card" in kinds else {t for k in kinds for t in _TYPES[k]}
    kw = spec.get("keyword")
    dead = spec.get("dead")
    out = []
    for who in owners:
        p = state.players[who]
        piles = (p.honorably_dead if dead == "honorably" else
                 p.dishonorably_dead if dead == "dishonorably" else
                 (*p.honorably_dead, *p.dishonorably_dead) if dead == "any" else
                 (*p.fate_discard, *p.dynasty_discard) if dead == "none" else
                 (*p.fate_discard, *p.dynasty_discard, *p.honorably_dead, *p.dishonorably_dead))
        for cid in piles:
            d = state.cards[cid].definition
            if types is not None and d.type not in types:
                continue
            if spec.get("unique") is False and d.has_keyword("Unique"):
                continue
            if "deck" in spec and d.deck.value != spec["deck"]:
                continue
            if kw and not (d.has_keyword(kw) if isinstance(kw, str)
                           else all(d.has_keyword(k) for k in kw)):
                continue
            out.append(cid)
    return out


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``to_hand`` effect (its target's spec is checked by
    :func:`to_hand_problems`, which sees the record)."""
    if not isinstance(effect.get("target"), int) or isinstance(effect.get("target"), bool):
        return ["to_hand puts a target of the ability into its owner's hand (target: index)"]
    return []


def to_hand_problems(record: dict[str, Any]) -> list[str]:
    """A ``to_hand`` effect's target is a Fate card in a discard pile."""
    targets = record.get("targets") or []
    effects = record.get("effects") or []
    if not isinstance(targets, list) or not isinstance(effects, list):
        return []  # validate says so
    if record.get("timing") == "focus":  # the duel's Personalities (focus_effects.py)
        refs = record.get("duel_cards")
        targets = [{}] * (len(refs) if isinstance(refs, list) else 0)
    # a card chosen as the record resolves is the next target (chosen_cards.py)
    targets = [*targets, *(e.get("spec") for e in effects
                           if isinstance(e, dict) and e.get("op") == "choose_card")]
    out = []
    for e in effects:
        if not isinstance(e, dict) or e.get("op") != "to_hand":
            continue
        t = e.get("target")
        spec = targets[t] if isinstance(t, int) and 0 <= t < len(targets) else {}
        if not isinstance(spec, dict) or spec.get("zone") != DISCARD \
                or any(k not in FATE_TYPES for k in _kinds(spec)) \
                or spec.get("controller") != "you":
            out.append("to_hand's target is a Fate card in your discard pile (your hand)")
    return out


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Put the effect's target from its owner's Fate discard pile into his hand."""
    cid = effect_card(state, card_id, effect, targets)
    if not cid:
        return []
    c = state.cards[cid]
    if c.zone is not _Z_FATE_DISCARD:
        return [Note((card_id, cid), text=f"{c.title} is no longer in a discard pile")]
    moves.move(state, cid, _Z_HAND)
    return [CardMoved((cid,), from_zone=_Z_FATE_DISCARD.value, to_zone=_Z_HAND.value)]
