"""Card definitions: what is printed on a card, kept apart from its state in a game.

A :class:`CardDef` is immutable and comes from the card library (or the bundled demo set, or a
position file that defines cards inline). The engine never changes it; everything that happens
to a card during a game lives in the card's state (see ``state.py``).

Stats follow [S1 › CARD FEATURES › STATS] (Celestial comprehensive rules): a stat that is absent
is ``None`` (it counts as 0 and cannot be modified); an asterisk stat is 0 and its name is listed
in ``asterisk``. Item Force/Chi are signed *modifiers* [S1 › ITEM]. A Personality's Honor
Requirement may be negative; ``None`` means "–" (infinitely low) [S1 › PERSONALITY].
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from functools import cached_property
from typing import Any


class CardType(StrEnum):
    """Printed card types [S1 › CARD TYPES] plus the older pre-game types (§18 of ENGINE-SPEC)."""

    STRONGHOLD = "stronghold"
    SENSEI = "sensei"
    WIND = "wind"
    HOLDING = "holding"
    PERSONALITY = "personality"
    EVENT = "event"
    REGION = "region"
    CELESTIAL = "celestial"
    STRATEGY = "strategy"
    RING = "ring"
    FOLLOWER = "follower"
    ITEM = "item"
    SPELL = "spell"
    ANCESTOR = "ancestor"
    KIHO = "kiho"
    OTHER = "other"


class Deck(StrEnum):
    """Which deck a card type belongs to [S1 › THE PLAY DECK]."""

    PREGAME = "pregame"
    DYNASTY = "dynasty"
    FATE = "fate"


DYNASTY_TYPES = frozenset(
    {CardType.HOLDING, CardType.PERSONALITY, CardType.EVENT, CardType.REGION, CardType.CELESTIAL}
)
FATE_TYPES = frozenset(
    {
        CardType.STRATEGY,
        CardType.RING,
        CardType.FOLLOWER,
        CardType.ITEM,
        CardType.SPELL,
        CardType.ANCESTOR,
        CardType.KIHO,
    }
)
PREGAME_TYPES = frozenset({CardType.STRONGHOLD, CardType.SENSEI, CardType.WIND})

#: Stat names, in the order the card editor and the library show them.
STAT_NAMES = (
    "force",
    "chi",
    "gold_cost",
    "personal_honor",
    "honor_requirement",
    "gold_production",
    "province_strength",
    "starting_honor",
    "focus",
)


def deck_of(card_type: CardType) -> Deck:
    """Return the deck a card of ``card_type`` is built into."""
    if card_type in DYNASTY_TYPES:
        return Deck.DYNASTY
    if card_type in FATE_TYPES:
        return Deck.FATE
    return Deck.PREGAME


@dataclass(frozen=True)
class CardDef:
    """The printed definition of one card (one title, one printing-independent record).

    ``id`` is the library's stable id (e.g. an Oracle id, ``demo:<slug>`` for bundled demo
    cards, ``custom:<n>`` for scanned cards). ``abilities`` holds the declarative ability
    records the engine can run automatically (a list of JSON-compatible dicts whose format is
    documented in ``games/ccg/cardtext/abilities.py``); cards without them are resolved manually.
    """

    id: str
    title: str
    type: CardType
    clans: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    text: str = ""
    force: int | None = None
    chi: int | None = None
    gold_cost: int | None = None
    personal_honor: int | None = None
    honor_requirement: int | None = None
    gold_production: int | None = None
    province_strength: int | None = None
    starting_honor: int | None = None
    focus: int | None = None
    asterisk: tuple[str, ...] = ()
    experienced: int = 0
    base_title: str = ""
    legal: tuple[str, ...] = ()
    image: str | None = None
    abilities: tuple[dict[str, Any], ...] = field(default=(), compare=False)

    def __hash__(self) -> int:
        return hash(self.id)

    @cached_property
    def deck(self) -> Deck:
        """The deck this card belongs to (kept: asked for every card in the listings)."""
        return deck_of(self.type)

    @cached_property
    def is_unique(self) -> bool:
        """True when the card has the Unique keyword [S1 › UNIQUE]."""
        return self.has_keyword("Unique")

    @cached_property
    def is_singular(self) -> bool:
        """True when the card has the Singular keyword [S1 › SINGULAR]."""
        return self.has_keyword("Singular")

    def has_keyword(self, keyword: str) -> bool:
        """Case-insensitive keyword test (``"Cavalry"``, ``"Shugenja"``, ...)."""
        return keyword.casefold() in self.keyword_set

    @cached_property
    def keyword_set(self) -> frozenset[str]:
        """The keywords, casefolded (computed once; the engine tests keywords very often)."""
        return frozenset(k.casefold() for k in self.keywords)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict; only fields that differ from the defaults are written."""
        out: dict[str, Any] = {"id": self.id, "title": self.title, "type": self.type.value}
        defaults = CardDef(id="", title="", type=CardType.OTHER)
        for f in fields(self):
            if f.name in ("id", "title", "type"):
                continue
            value = getattr(self, f.name)
            if value != getattr(defaults, f.name) or (f.name == "abilities" and value):
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CardDef:
        """Build a definition from :meth:`to_dict` output; raises ``ValueError`` when malformed."""
        if not isinstance(data, dict):
            raise ValueError("card definition must be an object")
        try:
            card_type = CardType(str(data["type"]).lower())
        except (KeyError, ValueError) as exc:
            raise ValueError(f"card definition has no valid type: {data.get('type')!r}") from exc
        title = data.get("title")
        if not isinstance(title, str) or not (title.strip() or _created(data)):
            raise ValueError("card definition has no title")  # a created card has none
        kwargs: dict[str, Any] = {
            "id": str(data.get("id") or title),
            "title": title,
            "type": card_type,
        }
        for name in STAT_NAMES:
            value = data.get(name)
            if value is not None:
                if isinstance(value, bool) or not isinstance(value, int):
                    raise ValueError(f"{title}: stat {name} must be an integer, got {value!r}")
                kwargs[name] = value
        for name in ("clans", "keywords", "asterisk", "legal"):
            value = data.get(name, ())
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                raise ValueError(f"{title}: {name} must be a list of strings")
            kwargs[name] = tuple(value)
        abilities = data.get("abilities", ())
        if not isinstance(abilities, (list, tuple)) or not all(
            isinstance(a, dict) for a in abilities
        ):
            raise ValueError(f"{title}: abilities must be a list of objects")
        kwargs["abilities"] = tuple(abilities)
        for name in ("text", "base_title"):
            value = data.get(name, "")
            if not isinstance(value, str):
                raise ValueError(f"{title}: {name} must be a string")
            kwargs[name] = value
        experienced = data.get("experienced", 0)
        if isinstance(experienced, bool) or not isinstance(experienced, int):
            raise ValueError(f"{title}: experienced must be an integer")
        kwargs["experienced"] = experienced
        image = data.get("image")
        if image is not None and not isinstance(image, str):
            raise ValueError(f"{title}: image must be a string path")
        kwargs["image"] = image
        return cls(**kwargs)

    def replace(self, **changes: Any) -> CardDef:
        """A copy with some fields changed."""
        data = asdict(self)
        data.update(changes)
        return CardDef(**data)


#: Effect ops whose uses the listing filters (``("op", <op>)`` in :func:`ability_keys`):
#: ``transfer_to`` (``cardtext/transfers.py``: only a Personality it may go to is offered).
INDEXED_OPS = frozenset({"transfer_to", "negate_straightening"})
#: The key of games where an effect of a record lasts "until the action ends".
ACTION_END_KEY = ("duration", "action")


def ability_keys(defs: Iterable[CardDef]) -> frozenset[tuple[str, str]]:
    """``(timing, key)`` of every ability record of these definitions, where key is the
    trigger's event (reaction, interrupt, trait) or what a continuous trait prevents, or
    ``("op", <op>)`` for an effect op of :data:`INDEXED_OPS`, or :data:`ACTION_END_KEY`. A
    superset of what the engine runs (records are not validated here): the engine uses it only
    to skip looking for responses, triggered traits or prevention that no card has."""
    out: set[tuple[str, str]] = set()
    for d in defs:
        for rec in d.abilities:
            if not isinstance(rec, dict):
                continue
            timing = rec.get("timing")
            trigger = rec.get("trigger")
            if isinstance(trigger, dict) and isinstance(trigger.get("event"), str):
                out.add((str(timing), trigger["event"]))
            if timing == "continuous" and isinstance(rec.get("prevents"), str):
                out.add(("continuous", rec["prevents"]))
            effects = rec.get("effects")
            if not isinstance(effects, list):
                continue  # (a malformed record, e.g. of a damaged save: the validator says so)
            for eff in effects:  # a trait an Event leaves (lasting.py)
                if not isinstance(eff, dict):
                    continue
                if isinstance(eff.get("trigger"), dict) and \
                        isinstance(eff["trigger"].get("event"), str):
                    out.add(("trait", eff["trigger"]["event"]))
                op = eff.get("op")
                if isinstance(op, str) and op in INDEXED_OPS:  # a listing filter only these need
                    out.add(("op", eff["op"]))
                if eff.get("duration") == "action":  # "until the action ends" (action_end.py)
                    out.add(ACTION_END_KEY)
    return frozenset(out)


def _created(data: dict[str, Any]) -> bool:
    """True for the definition of a card an effect created: "A created card has no title"
    [CE › CREATED CARDS] (``cardtext/created.py``; its id says so)."""
    return str(data.get("id", "")).startswith("created:")
