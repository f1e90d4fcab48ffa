"""The ``filter`` of a stat or keyword trait (``ongoing.py``): which cards of its group
("Your other Crane Clan Personalities", "Other Followers in this unit") it reaches.

``{"type": "personality", "keyword": "Samurai", "keywords": ["Earth", "Shugenja"], "clan":
"Crane", "other": true}``: the card type; a keyword; all the ``keywords`` ("Earth Shugenja");
one of the card's clans ("Crane Clan Personalities" [CE › CLAN ALIGNMENT]); ``other``: not the
trait's own card ("Your other ...", "Other Followers in this unit"); ``yours``: a card its
controller controls ("Your Followers at this battlefield"); ``cavalry`` (``applies_to:
battlefield`` only, read by ``ongoing.py``, which knows the granted keywords): true, a Cavalry
Personality or Follower; false, an Infantry one, "a Personality or Follower who is not Cavalry"
[CE › INFANTRY]; ``any_keyword`` (a list): one of them at least ("Each of your cards that is
Courtier or Magistrate": one bonus to a card that is both, lane cards 28 Nov).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.state import CardState

FILTER_TYPES = ("personality", "follower", "item", "spell", "holding")
#: What a stat or keyword trait's ``filter`` may test.
FILTER_KEYS = ("type", "keyword", "keywords", "clan", "other", "yours", "cavalry",
               "any_keyword")


def problems(record: dict[str, Any], applies: Any) -> list[str]:
    """Problems with a stat or keyword trait's ``filter``: ``type``, ``keyword``, ``keywords``
    (all of them), ``clan`` (one of the card's clans), ``other`` (not the trait's own card);
    it goes with ``yours`` (always), ``army`` or ``unit``."""
    flt = record.get("filter", {})
    out = []
    if not isinstance(flt, dict) or any(k not in FILTER_KEYS for k in flt) or \
            flt.get("type", "personality") not in FILTER_TYPES or \
            not isinstance(flt.get("keyword", ""), str) or \
            not isinstance(flt.get("clan", ""), str) or \
            flt.get("other", True) is not True or flt.get("yours", True) is not True or \
            not isinstance(flt.get("cavalry", True), bool) or \
            not isinstance(flt.get("keywords", []), list) or \
            not all(isinstance(k, str) for k in flt.get("keywords", [])) or \
            not isinstance(flt.get("any_keyword", []), list) or \
            not all(isinstance(k, str) for k in flt.get("any_keyword", [])):
        out.append("filter is {type: personality|follower|item|spell|holding, keyword, "
                   "keywords, any_keyword, clan, other: true, yours: true, cavalry: "
                   "true|false}")
    if (applies == "yours" and not flt) or (flt and applies not in ("yours", "army", "unit",
                                                                   "battlefield")):
        out.append("a filter goes with applies_to yours (always), army, unit or battlefield")
    if isinstance(flt, dict) and "cavalry" in flt and applies != "battlefield":
        out.append("a cavalry filter goes with applies_to battlefield")
    return out


def matches(card: CardState, flt: dict[str, Any], src: CardState | None = None) -> bool:
    """Does ``card`` fit the trait's ``filter`` (``src``: the trait's card, for ``other``)?"""
    if not flt:
        return True
    d = card.definition
    kind = flt.get("type")
    if kind is not None and d.type.value != kind:
        return False
    keyword = flt.get("keyword")
    if keyword is not None and not d.has_keyword(keyword):
        return False
    if "keywords" in flt and not all(d.has_keyword(k) for k in flt["keywords"]):
        return False
    if "clan" in flt and flt["clan"] not in d.clans:
        return False
    if "any_keyword" in flt and not any(d.has_keyword(k) for k in flt["any_keyword"]):
        return False  # (a count's filter: "a Market or Port", trait_counts.py)
    if "unique" in flt and d.has_keyword("Unique") != flt["unique"]:
        return False  # (a count's filter: "non-Unique", trait_counts.py)
    if flt.get("yours") and src is not None and card.controller != src.controller:
        return False
    return not (flt.get("other") and src is not None and src.id == card.id)
