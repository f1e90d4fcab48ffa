"""Created cards with an ability: "Create a 2F/2C/2PH Samurai Personality with the ability,
"Battle: Bow a target Follower."" → the ``create`` effect's card gets ``abilities``
(``games/ccg/cardtext/created.py``): "The base stats, traits, abilities, and keywords of a
created card are those granted to it by the effect that created it" [CE › CREATED CARDS].

The line is read twice: without the quoted ability (the rest of the line, by the other
templates: it must hold exactly one ``create`` effect, of one card) and the quoted ability on
its own, as a line of a Personality with no title (a created card has none), which every
template reads as it would on a card (``Limited:``, ``Battle:`` ...). Either part unread
leaves the whole line manual. Only one quoted ability, only on a created card.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_QUOTED = re.compile(r' with the ability, "(?P<inner>[^"]+)"')
_TYPES = {"personality": CardType.PERSONALITY, "follower": CardType.FOLLOWER,
          "item": CardType.ITEM}


@registry.line(5)
def created_with_ability(line: str, card: CardDef) -> dict[str, Any]:
    """A line creating a card "with the ability, "..."" (see above)."""
    found = list(_QUOTED.finditer(line))
    if len(found) != 1:
        raise Unread
    m = found[0]
    # the translator reads both parts (imported here: it loads this module)
    from l5r_desktop.carddb.ccgtext.translate import translate_ability

    outer = translate_ability(line[:m.start()] + line[m.end():], card)
    creates = [e for e in (outer or {}).get("effects", []) if e.get("op") == "create"]
    if not outer or len(creates) != 1 or creates[0].get("count", 1) != 1:
        raise Unread
    kind = creates[0]["card"]["type"]
    made = CardDef(id=f"{card.id}:created", title="", type=_TYPES[kind], text=m["inner"])
    inner = translate_ability(m["inner"].strip(), made)
    if not inner:
        raise Unread
    creates[0]["card"]["abilities"] = [inner]
    return outer
