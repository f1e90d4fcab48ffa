"""LCG card records as the library keeps them (FFG's Legend of the Five Rings LCG).

An :class:`LcgCard` holds what is printed on one LCG card, in the field names of the Rules
Reference 1.6 (card anatomy): type, side (which deck or set it is built into), clan, cost,
military / political skill (or skill bonus on an attachment), glory, province strength (or its
bonus on a holding), element(s), a stronghold's honor / fate / influence, traits, keywords, text,
influence cost, deck limit, unicity and the role a card is restricted to. It is stored as JSON
in the library's ``lcg`` column beside the common columns search and filters use.

Pure Python, no Qt, no engine: the LCG engine converts these records to its own card
definition (see :func:`l5r_desktop.carddb.lcg_convert.to_engine_card`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

# the LCG's words (kept in a module of their own, which the library's rows read without
# creating these classes on the import path: issue 22)
from l5r_desktop.carddb.lcg_vocabulary import ELEMENTS, LCG_CLANS, LCG_SIDES, LCG_TYPES

__all__ = ["ELEMENTS", "LCG_CLANS", "LCG_SIDES", "LCG_TYPES", "LcgCard", "LcgPrinting", "Stat"]

#: A printed skill or strength: a number, ``"X"`` (defined by its text) or ``"-"`` (dash).
Stat = int | str | None


@dataclass(frozen=True)
class LcgPrinting:
    """One appearance of a card in a pack: how many copies the pack holds and its image."""

    pack: str
    pack_name: str = ""
    position: str = ""
    quantity: int = 1
    image_url: str = ""
    illustrator: str = ""


@dataclass(frozen=True)
class LcgCard:
    """The printed definition of one LCG card (``id`` is FiveRingsDB's card id)."""

    id: str
    name: str
    type: str
    side: str
    clan: str = "neutral"
    cost: Stat = None
    military: Stat = None
    political: Stat = None
    military_bonus: Stat = None
    political_bonus: Stat = None
    glory: int | None = None
    strength: Stat = None
    strength_bonus: Stat = None
    elements: tuple[str, ...] = ()
    honor: int | None = None
    fate: int | None = None
    influence_pool: int | None = None
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    text: str = ""
    influence_cost: int | None = None
    deck_limit: int = 3
    unique: bool = False
    role_restriction: str | None = None
    allowed_clans: tuple[str, ...] = ()
    restricted_flag: bool = False
    printings: tuple[LcgPrinting, ...] = field(default=(), compare=False)

    @property
    def is_neutral(self) -> bool:
        """True for a neutral card (usable by every clan)."""
        return self.clan == "neutral"

    def has_keyword(self, keyword: str) -> bool:
        """Case-insensitive keyword test (``"Covert"``, ``"Restricted"`` ...)."""
        key = keyword.casefold()
        return any(k.casefold() == key for k in self.keywords)

    def has_trait(self, trait: str) -> bool:
        """Case-insensitive trait test (``"Bushi"``, ``"Shugenja"`` ...)."""
        key = trait.casefold()
        return any(t.casefold() == key for t in self.traits)

    @property
    def pack_quantity(self) -> int:
        """Copies in the first pack that prints the card (0 when no pack is known)."""
        return self.printings[0].quantity if self.printings else 0

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict (tuples become lists): what ``dataclasses.asdict`` gives
        with the tuples as lists, read field by field (``asdict`` copies every value through
        its recursion: 2 ms a card, paid by every new library for the demo cards, issue 22)."""
        out = {name: getattr(self, name) for name in _CARD_FIELDS}
        for key, value in out.items():
            if type(value) is tuple:
                out[key] = list(value)
        out["printings"] = [{name: getattr(p, name) for name in _PRINTING_FIELDS}
                            if type(p) is LcgPrinting else asdict(p) for p in self.printings]
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LcgCard:
        """Rebuild a record from :meth:`to_dict` output; raises ``ValueError`` when malformed."""
        if not isinstance(data, dict):
            raise ValueError("an LCG card record must be an object")
        try:
            kwargs = dict(data)
            for key in ("elements", "traits", "keywords", "allowed_clans"):
                kwargs[key] = tuple(kwargs.get(key) or ())
            kwargs["printings"] = tuple(
                LcgPrinting(**p) for p in kwargs.get("printings") or ()
            )
            return cls(**kwargs)
        except TypeError as exc:
            raise ValueError(f"malformed LCG card record: {exc}") from exc

    def summary_line(self) -> str:
        """One line of printed facts for previews and lists (type, clan, cost, skills ...)."""
        parts = [self.type.capitalize(), self.clan.capitalize()]
        if self.cost is not None:
            parts.append(f"cost {self.cost}")
        if self.type == "character":
            parts.append(f"{_show(self.military)} military / {_show(self.political)} political")
            if self.glory is not None:
                parts.append(f"glory {self.glory}")
        elif self.military_bonus is not None or self.political_bonus is not None:
            parts.append(f"{_show(self.military_bonus)} military / "
                         f"{_show(self.political_bonus)} political")
        if self.strength is not None:
            parts.append(f"strength {self.strength}")
        if self.strength_bonus is not None:
            parts.append(f"strength {self.strength_bonus}")
        if self.elements:
            parts.append("/".join(e.capitalize() for e in self.elements))
        if self.type == "stronghold":
            parts.append(f"honor {self.honor}, fate {self.fate}, "
                         f"influence {self.influence_pool}")
        if self.influence_cost is not None:
            parts.append(f"influence {self.influence_cost}")
        if self.unique:
            parts.append("unique")
        if self.role_restriction:
            parts.append(f"{self.role_restriction} role only")
        if self.deck_limit != 3:
            parts.append(f"limit {self.deck_limit} per deck")
        return " · ".join(parts)


#: The fields of the records, in order (:meth:`LcgCard.to_dict`).
_CARD_FIELDS = tuple(f.name for f in fields(LcgCard))
_PRINTING_FIELDS = tuple(f.name for f in fields(LcgPrinting))


def _show(value: Stat) -> str:
    return "–" if value is None else str(value)
