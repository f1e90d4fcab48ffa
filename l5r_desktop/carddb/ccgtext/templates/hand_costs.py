""""Discard a card" in the constraints block: a card of the player's own hand, chosen (not
targeted) and discarded as a cost (``games/ccg/cardtext/hand_costs.py``: a target spec with
``"zone": "hand"`` and the cost ``discard_targets``). "By default, the phrase 'discard a card'
refers to discarding a Fate card from hand" [CE › AREAS OF THE GAME › DISCARD PILES]; the
cost is paid with the others [CE › COSTS]. The effects may read the card afterwards as "the
discarded card" (``Reader.ref``: "a Force bonus equal to the discarded card's Focus Value").
The same cost written before "to" as the first sentence ("Discard a card to straighten
Kasuru.": the effect is contingent on it [S0 › TO #]), "from your hand" said or not, and a
card of a kind: "a Kiho", "a Spell", "a Kiho or a Spell", "a Weapon" (core lane).
Discarding a card from a province or another player's hand, two cards, or "may discard" stay
manual.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader, capital
from l5r_desktop.carddb.ccgtext.registry import Unread

_TYPE_WORDS = {"Follower": "follower", "Item": "item", "Spell": "spell"}
_KIND = r"(?:a|an) (?:[A-Z][a-z]+|card)"


def _kind(word: str) -> dict[str, Any]:
    """"card", "Spell" (a type), "Kiho" (a keyword) as a hand card's description."""
    if word == "card":
        return {}
    return {"type": _TYPE_WORDS[word]} if word in _TYPE_WORDS else {"keyword": word}


@registry.constraint(62, rf"^[Dd]iscard (?P<a>{_KIND})(?: or (?P<b>{_KIND}))?"
                         r"(?: from your hand)?$")
def _discard_a_card(r: Reader, m: re.Match[str]) -> None:
    """One card of your hand, chosen with the targets and discarded when the costs are
    paid."""
    if r.cost.get("discard_targets"):
        raise Unread  # two cards: "Discard a card and a card" is no wording we know
    spec: dict[str, Any] = {"type": "card", "zone": "hand", "controller": "you",
                            "choose": True}
    ways = [_kind(w.split(" ", 1)[1]) for w in (m["a"], m["b"]) if w]
    if len(ways) == 2:
        if {} in ways:
            raise Unread  # "a card or a Spell": no wording we know
        spec["kinds"] = ways
    else:
        spec.update(ways[0])
    r.targets.append(spec)
    t = len(r.targets) - 1
    r.cost_only.add(t)
    r.cost["discard_targets"] = [t]


@registry.sentence(107, rf"^(?P<c>Discard {_KIND}(?: or {_KIND})?(?: from your hand)?) to "
                        r"(?P<rest>[a-z].+)$")
def _discard_to(r: Reader, m: re.Match[str]) -> None:
    """"Discard a card to straighten Kasuru": the cost written before "to" [S0 › TO #], as
    the ability's first sentence (a cost is paid when the action is taken)."""
    if r.effects:
        raise Unread
    r.constraint(m["c"])
    r.sentence(capital(m["rest"]))
