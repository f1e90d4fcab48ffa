"""Cards in discard piles (``cardtext/discard_piles.py``): "Target a Follower in your discard
pile: Put it into your hand.", "Put a target Terrain in your discard pile into your hand.",
"Put a Kiho in your discard pile into your hand." (a choice, not a target [S1 › TARGET]: read
only as the first effect, where the engine's choosing it with the targets gives the same card).

A card in a discard pile is named as ``<spec> in|from your [Fate] discard pile``: ``<spec>`` is
``[non-Unique] [Kiho|Terrain|Kata|Tattoo] Strategy``, ``Kiho``/``Terrain``/``Kata`` alone (a
Strategy with that keyword), ``Ring``, or a card spec of ``words.spec`` with only a keyword and
a type ("Follower", "Weapon Item"). Left unread: other players' piles put into your hand,
"Battle Strategy" / "Political Strategy" (an ability, not a keyword), "one or two", "search".
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.words import spec

#: Strategy keywords a discard-pile spec may name ("a Kiho Strategy", "a Terrain").
_STRATEGY_KEYWORDS = ("Kiho", "Terrain", "Kata", "Tattoo")
_PILE = r"(?:in|from) your (?:Fate )?discard pile"
_TYPE_RE = re.compile(r"^(?:(?P<kw>[A-Z][a-z]+) )?(?P<type>Strategy|Ring)$")


def pile_spec(text: str) -> dict[str, Any]:
    """The target spec of ``<text> in your discard pile``."""
    out: dict[str, Any] = {"zone": "discard", "controller": "you"}
    if text.startswith("non-Unique "):
        out["unique"] = False
        text = text[len("non-Unique "):]
    if text in _STRATEGY_KEYWORDS:
        return {**out, "type": "strategy", "keyword": text}
    if m := _TYPE_RE.match(text):
        if m["kw"] and (m["kw"] not in _STRATEGY_KEYWORDS or m["type"] != "Strategy"):
            raise Unread
        out["type"] = m["type"].lower()
        if m["kw"]:
            out["keyword"] = m["kw"]
        return out
    found = spec(text, "a")
    if any(k not in ("type", "keyword") for k in found):
        raise Unread
    return {**out, **found}


def _add(r: Reader, text: str, choose: bool = False) -> int:
    found = pile_spec(text)
    if choose:
        found["choose"] = True
    r.targets.append(found)
    r.named = len(r.targets) - 1
    return r.named


@registry.constraint(15, rf"^[Tt]arget an? (?P<spec>.+?) {_PILE}$")
def _target_in_pile(r: Reader, m: re.Match[str]) -> None:
    _add(r, m["spec"])


@registry.sentence(115, rf"^Target an? (?P<spec>.+?) {_PILE}$")
def _target_sentence(r: Reader, m: re.Match[str]) -> None:
    _add(r, m["spec"])


@registry.sentence(205, rf"^Put a target (?P<spec>.+?) {_PILE} into your hand$")
def _put_target(r: Reader, m: re.Match[str]) -> None:
    r.effects.append({"op": "to_hand", "target": _add(r, m["spec"])})


@registry.sentence(206, rf"^Put an? (?P<spec>.+?) {_PILE} into your hand$")
def _put_chosen(r: Reader, m: re.Match[str]) -> None:
    if r.effects:  # chosen when it resolves: only the first effect is chosen the same way
        raise Unread
    r.effects.append({"op": "to_hand", "target": _add(r, m["spec"], choose=True)})


@registry.sentence(207, r"^Put (?P<who>it|him|her|the (?:Strategy|Ring|Follower|Item|Spell"
                        r"|card)) into your hand$")
def _put_it(r: Reader, m: re.Match[str]) -> None:
    piles = [i for i, t in enumerate(r.targets) if t.get("zone") == "discard"]
    if len(piles) != 1 or (m["who"] in ("it", "him", "her") and r.named != piles[0]):
        raise Unread
    r.effects.append({"op": "to_hand", "target": piles[0]})
