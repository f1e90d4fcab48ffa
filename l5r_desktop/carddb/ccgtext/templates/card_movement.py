"""Card movement (``games/ccg/cardtext/movement.py``): a Strategy putting itself into play,
"[Political] Limited|Open: Put this Kata into play. Discard your other Kata in play."
[CE › STRATEGY], [CE › DISCARD]. A line reader, so only a Strategy's text is read this way.
Abilities a Kata uses once in play ("If this card is in play: ...") are conditions this
module does not read: they stay manual."""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.games.ccg.model.cards import CardDef

_KATA_RE = re.compile(
    r"^(?P<pol>Political )?(?P<des>Limited|Open)(?:, (?P<gold>\d+) Gold)?: "
    r"Put this (?:Kata|Strategy|card) into play\."
    r"(?P<others> Discard (?:all )?your other Kata(?: in play)?\.)?$")


@registry.line(19)
def put_self_into_play(line: str, card: CardDef) -> dict[str, Any]:
    """A Strategy that enters play by its own ability (its Gold Cost, or the printed Gold)."""
    m = _KATA_RE.match(line)
    if m is None or card.type.value != "strategy":
        raise Unread
    record: dict[str, Any] = {"timing": m["des"].lower(),
                              "cost": {"gold": int(m["gold"]) if m["gold"] else "card"},
                              "effects": [{"op": "put_into_play", "target": "self"}]}
    if m["pol"]:
        record["keywords"] = ["political"]
    if m["others"]:
        record["effects"].append({"op": "discard_others", "keyword": "Kata"})
    return record


@registry.constraint(60, r"(?i)^destroy this (?:card|Follower|Item|Spell|Holding)$")
def destroy_this_card(r: Any, m: re.Match[str]) -> None:
    """"Destroy this card:" as a cost of the ability (``destroy_self`` [CE › COSTS])."""
    if r.cost.get("destroy_self"):
        raise Unread
    r.cost["destroy_self"] = True


@registry.constraint(61, r"^destroy (?P<who>him|her)$")
def destroy_him(r: Any, m: re.Match[str]) -> None:
    """"After ... targets Sawaki, destroy him: ..." when the pronoun names this card (a
    triggered ability's own card, nothing targeted: ``Reader.subject``) -> ``destroy_self``
    [CE › COSTS], [CE › PRONOUNS]."""
    if r.cost.get("destroy_self") or r.targets or r.ref(m["who"]) != "self":
        raise Unread
    r.cost["destroy_self"] = True
