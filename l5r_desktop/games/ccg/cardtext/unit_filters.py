"""Target filters about where a card stands in its army and unit, and what its abilities say
(the ``targets.py`` filters of these names; ``targets.target_candidates`` applies them).

``led_by`` ({"dishonorable": true}): the card is in a unit whose Personality fits ("a card in a
unit led by a dishonorable Personality"; the Personality leads his own unit) [CE › UNIT].
``ability_keyword`` (an ability keyword, lower case: ``"political"``): the card has an
ability with that keyword ("a Personality with a Political ability"; "Actions have the
keywords and designator of their ability" [CE › ABILITIES]): an ability record carrying it, or
a line of the card's text whose head before the colon names it with a designator (an ability
the engine leaves to the players is still the card's ability).
``army_of`` (``true``): the card is in the army of the ability's card: in a unit on the same
side of the same battlefield ("each Undead card in this Personality's army"; a card at home is
in no army) [CE › ARMY].
``army_of_target`` (an earlier target's index): the card is in that target's army ("target
another Personality in his army", the performer chosen first; checked with the targets chosen
before it, ``targets.target_sets``).
``opposing_target`` (an earlier target's index): the card is opposing that target, in a
unit on the other side of its battlefield [CE › OPPOSING] ("target one or more of your
Tacticians ... to target a Personality opposing them": the Personality first, then the group
of Tacticians opposing him; checked with the targets chosen before it,
``targets.target_sets``).
``alone_in_army`` (``true``): the card's unit is the only unit of its army, so he is "the
only Personality in his army" (an army is the units on one side of a battlefield [CE ›
ARMY]; a card at home is in no army).
``opposed``: the card is in a unit at a battlefield whose other side has one or more units
("Refers to a card, side or army at a battlefield that has one or more units in the side
opposing it" [CE › OPPOSED]).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import locations
from l5r_desktop.games.ccg.cardtext.attached_filters import attached_spec_ok
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState


def card_side(state: GameState, cid: str) -> str | None:
    """``attacking`` / ``defending`` for a card in a unit at a battlefield, else ``None``."""
    att = state.attack
    c = state.cards[cid]
    if att is None or c.zone is not Zone.BATTLEFIELD or c.battlefield is None \
            or not 0 <= c.battlefield < len(att.battlefields):
        return None
    bf = att.battlefields[c.battlefield]
    unit = c.attached_to or cid
    if unit in bf.attacking:
        return "attacking"
    if unit in bf.defending:
        return "defending"
    return None


_DESIGNATORS = frozenset(("Limited", "Open", "Battle", "Engage", "Battle/Open", "Open/Battle",
                          "Reaction", "Interrupt"))


def has_ability_keyword(d: Any, keyword: str) -> bool:
    """Has the card definition an ability with ``keyword`` (see ``ability_keyword``)?"""
    if any(isinstance(r, dict) and keyword in (r.get("keywords") or ()) for r in d.abilities):
        return True
    word = keyword.capitalize()
    for line in (d.text or "").splitlines():
        head, colon, _ = line.partition(":")
        words = head.replace(",", " ").split()
        if colon and word in words and not _DESIGNATORS.isdisjoint(words):
            return True
    return False


def led_by_fits(state: GameState, cid: str, leader: dict[str, Any]) -> bool:
    """Is ``cid`` in a unit whose Personality fits ``leader`` (``dishonorable``)?"""
    head = locations.root(state, cid)
    return head.definition.type is CardType.PERSONALITY and \
        head.dishonored == leader.get("dishonorable", head.dishonored)


def any_of_problems(spec: dict[str, Any]) -> list[str]:
    """Problems with a spec's ``any_of`` (specs with a type each, no ``any_of`` inside) and
    ``led_by`` filters."""
    out = []
    if "any_of" in spec:
        subs = spec["any_of"]
        if not isinstance(subs, list) or len(subs) < 2 or not all(
                isinstance(x, dict) and "type" in x and "any_of" not in x for x in subs):
            out.append("any_of lists two or more specs, each with a type")
        elif "type" in spec:
            out.append("a spec with any_of names its types in the specs listed")
    own = spec.get("self_or_attached")
    if own is not None and not attached_spec_ok(own):
        out.append("self_or_attached is {type: follower|item|spell, keyword}")
    has = spec.get("controller_controls")
    if has is not None and not (
            isinstance(has, dict) and "type" in has
            and not set(has) - {"type", "keyword", "dishonorable", "bowed", "at_least"}
            and (isinstance(has.get("at_least", 1), int) and has.get("at_least", 1) >= 1)):
        out.append("controller_controls is a spec of type, keyword, dishonorable, bowed, "
                   "at_least N (1 or more)")
    led = spec.get("led_by")
    if led is not None and not (isinstance(led, dict) and set(led) == {"dishonorable"}
                                and isinstance(led["dishonorable"], bool)):
        out.append("led_by is {dishonorable: true|false}")
    return out


def same_army(state: GameState, cid: str, source: str) -> bool:
    """Is ``cid`` in the army of ``source``: the same side of the same battlefield?"""
    side = card_side(state, source)
    return side is not None and card_side(state, cid) == side \
        and state.cards[cid].battlefield == state.cards[source].battlefield


def opposing(state: GameState, cid: str, other: str) -> bool:
    """Is ``cid`` opposing ``other``: in a unit on the other side of the same battlefield
    [CE › OPPOSING] (``opposing_target``)?"""
    side, theirs = card_side(state, cid), card_side(state, other)
    return side is not None and theirs is not None and side != theirs \
        and state.cards[cid].battlefield == state.cards[other].battlefield


def _sides(state: GameState, cid: str) -> tuple[list[str], list[str]] | None:
    """The units on the card's side of its battlefield and on the other side (None when it is
    in no army)."""
    side = card_side(state, cid)
    if side is None:
        return None
    att = state.attack
    assert att is not None
    bf = att.battlefields[state.cards[cid].battlefield or 0]
    return (bf.attacking, bf.defending) if side == "attacking" else \
        (bf.defending, bf.attacking)


def alone_in_army(state: GameState, cid: str) -> bool:
    """Is the card's unit the only unit on its side of its battlefield [CE › ARMY]?"""
    sides = _sides(state, cid)
    return sides is not None and sides[0] == [state.cards[cid].attached_to or cid]


def opposed(state: GameState, cid: str) -> bool:
    """Is the card in a unit at a battlefield with units on the other side [CE › OPPOSED]?"""
    sides = _sides(state, cid)
    return sides is not None and bool(sides[1])
