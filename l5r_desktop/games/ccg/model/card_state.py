"""A card's state in a game (:class:`CardState`) and the stat changes on it (:class:`Modifier`):
plain data with exact dicts (``model/state.py`` holds the whole game)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Duration, Zone

_Z_DISHONORABLY_DEAD = Zone.DISHONORABLY_DEAD
_Z_HONORABLY_DEAD = Zone.HONORABLY_DEAD


@dataclass(frozen=True, slots=True)
class Modifier:
    """A stat bonus (+) or penalty (-) on a card with a duration [S1 › DURATION OF EFFECTS]."""

    stat: str
    amount: int
    duration: Duration = Duration.TURN
    source: str = ""
    #: ``"bonus"`` (a bonus or penalty of ``amount``), ``"min"`` or ``"max"`` (a minimum or
    #: maximum of ``amount`` [S1 › CARD FEATURES › STATS › Maximums and minimums]), or
    #: ``"restriction"`` (no stat: a condition such as "may not perform actions" named by
    #: ``stat``, ``cardtext/restrictions.py``), or ``"negate"`` (bonuses and penalties to
    #: ``stat`` negated, ``cardtext/force_negation.py``), or ``"given_keyword"`` (the marker
    #: of a keyword given for the turn, named by ``stat``: ``cardtext/given.py``), or
    #: ``"permission"`` (no stat: "he may assign even if bowed", ``cardtext/assign_bowed.py``),
    #: or ``"while_source"`` (a bonus counted only while its ``source`` card is in play,
    #: ``cardtext/province_limits.py``), or ``"while_unbowed"`` (a negated straightening that
    #: lasts while its ``source`` card remains unbowed and in play, ``cardtext/straightening.py``).
    kind: str = "bonus"
    #: Whose next turn ends a ``NEXT_TURN`` modifier (-1 for the other durations).
    player: int = -1
    #: A bonus or penalty applied by a triggered trait, not by an action ("Force bonuses
    #: from actions" do not include it: ``cardtext/force_negation.py``).
    trait: bool = False
    #: Of a ``"negate"`` modifier (a negation of the card's bonuses and penalties to ``stat``,
    #: ``cardtext/force_negation.py``): the words limiting it, ``"actions"`` and/or
    #: ``"current"``.
    scope: str = ""

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        out: dict[str, Any] = {"stat": self.stat, "amount": self.amount,
                               "duration": self.duration.value}
        if self.source:
            out["source"] = self.source
        if self.kind != "bonus":
            out["kind"] = self.kind
        if self.player >= 0:
            out["player"] = self.player
        if self.trait:
            out["trait"] = True
        if self.scope:
            out["scope"] = self.scope
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Modifier:
        """Inverse of :meth:`to_dict`; raises ``ValueError`` for an unknown kind."""
        kind = str(data.get("kind", "bonus"))
        if kind not in ("bonus", "min", "max", "restriction", "negate",
                        "given_keyword",  # a keyword given for the turn (cardtext/given.py)
                        "while_source",  # while its source is in play (province_limits.py)
                        "one_province",  # one province's strength (one_province.py)
                        "while_unbowed",  # while its source stays unbowed (straightening.py)
                        "permission"):  # he may assign even if bowed (assign_bowed.py)
            raise ValueError(f"unknown modifier kind {kind!r}")
        if kind == "one_province" and not str(data.get("scope", "")).isdigit():
            raise ValueError("a province's own strength modifier names the province's index")
        return cls(str(data["stat"]), int(data["amount"]), Duration(data.get("duration", "turn")),
                   str(data.get("source", "")), kind, int(data.get("player", -1)),
                   bool(data.get("trait", False)), str(data.get("scope", "")))


class CardState:
    """One physical card in a game: its definition plus everything that happened to it."""

    __slots__ = (
        "ability_uses",
        "attached_to",
        "attachments",
        "battlefield",
        "bowed",
        "controller",
        "definition",
        "dishonored",
        "face_up",
        "from_province",
        "given",
        "id",
        "modifiers",
        "note",
        "own_text",
        "owner",
        "printed",
        "province",
        "tokens",
        "under",
        "zone",
    )

    def __init__(self, card_id: str, definition: CardDef, owner: int, zone: Zone,
                 face_up: bool = False) -> None:
        self.id = card_id
        #: What the engine reads: the printed definition plus what effects permanently gave
        #: the card (:meth:`give`); ``printed`` is the library's definition.
        self.definition = definition
        self.printed = definition
        #: Keywords and abilities effects permanently gave the card: ``{"keywords": [...],
        #: "abilities": [...]}`` (empty when none; replaced, never changed in place).
        self.given: dict[str, Any] = {}
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.province: int | None = None
        #: The province (index) the card last left while it stays in play from there, for a
        #: card that can refill it ("refill it face-up", ``cardtext/refills.py``; only such
        #: a card keeps it: ``moves.take``); ``None`` out of play (``moves.put``).
        self.from_province: int | None = None
        self.battlefield: int | None = None
        self.face_up = face_up
        self.bowed = False
        self.dishonored = False
        self.attachments: list[str] = []
        self.attached_to: str | None = None
        self.tokens: dict[str, int] = {}
        self.modifiers: list[Modifier] = []
        self.note = ""
        self.ability_uses: dict[int, int] = {}
        self.under: list[str] = []
        self.own_text = False

    # -- convenience ---------------------------------------------------------------------
    @property
    def title(self) -> str:
        """The printed title."""
        return self.definition.title

    @property
    def type(self) -> CardType:
        """The printed card type."""
        return self.definition.type

    @property
    def in_play(self) -> bool:
        """True in home or at a battlefield."""
        return self.zone.in_play

    @property
    def dead(self) -> bool:
        """True for a destroyed Personality in a discard pile [S1 › DEAD]."""
        return self.zone in (_Z_HONORABLY_DEAD, _Z_DISHONORABLY_DEAD)

    def copy(self) -> CardState:
        """Structural copy (definitions and modifiers are immutable and shared)."""
        c = CardState.__new__(CardState)
        c.id = self.id
        c.definition = self.definition
        c.printed = self.printed
        c.given = self.given
        c.owner = self.owner
        c.controller = self.controller
        c.zone = self.zone
        c.province = self.province
        c.from_province = self.from_province
        c.battlefield = self.battlefield
        c.face_up = self.face_up
        c.bowed = self.bowed
        c.dishonored = self.dishonored
        c.attachments = self.attachments.copy()
        c.attached_to = self.attached_to
        c.tokens = self.tokens.copy()
        c.modifiers = self.modifiers.copy()
        c.note = self.note
        c.ability_uses = self.ability_uses.copy()
        c.under = self.under.copy()
        c.own_text = self.own_text
        return c

    def to_dict(self) -> dict[str, Any]:
        """JSON form (the definition by id)."""
        out: dict[str, Any] = {
            "id": self.id, "def": self.definition.id, "owner": self.owner,
            "zone": self.zone.value, "face_up": self.face_up,
        }
        if self.controller != self.owner:
            out["controller"] = self.controller
        if self.province is not None:
            out["province"] = self.province
        if self.from_province is not None:
            out["from_province"] = self.from_province
        if self.battlefield is not None:
            out["battlefield"] = self.battlefield
        if self.bowed:
            out["bowed"] = True
        if self.dishonored:
            out["dishonored"] = True
        if self.attachments:
            out["attachments"] = list(self.attachments)
        if self.attached_to is not None:
            out["attached_to"] = self.attached_to
        if self.tokens:
            out["tokens"] = dict(self.tokens)
        if self.modifiers:
            out["modifiers"] = [m.to_dict() for m in self.modifiers]
        if self.note:
            out["note"] = self.note
        if self.ability_uses:
            out["ability_uses"] = {str(k): v for k, v in self.ability_uses.items()}
        if self.under:
            out["under"] = list(self.under)
        if self.own_text:
            out["own_text"] = True
        if self.given:
            out["given"] = {k: list(v) if isinstance(v, list) else v
                            for k, v in self.given.items()}
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any], defs: dict[str, CardDef]) -> CardState:
        """Inverse of :meth:`to_dict`; ``defs`` maps definition ids to definitions."""
        c = cls(str(data["id"]), defs[data["def"]], int(data["owner"]), Zone(data["zone"]),
                bool(data.get("face_up", False)))
        c.controller = int(data.get("controller", c.owner))
        c.province = data.get("province")
        c.from_province = data.get("from_province")
        c.battlefield = data.get("battlefield")
        c.bowed = bool(data.get("bowed", False))
        c.dishonored = bool(data.get("dishonored", False))
        c.attachments = [str(x) for x in data.get("attachments", [])]
        c.attached_to = data.get("attached_to")
        c.tokens = {str(k): int(v) for k, v in data.get("tokens", {}).items()}
        c.modifiers = [Modifier.from_dict(m) for m in data.get("modifiers", [])]
        c.note = str(data.get("note", ""))
        c.ability_uses = {int(k): int(v) for k, v in data.get("ability_uses", {}).items()}
        c.under = [str(x) for x in data.get("under", [])]
        c.own_text = bool(data.get("own_text", False))
        if "given" in data:
            c.set_given(data["given"])
        return c

    # -- what effects permanently gave the card -------------------------------------------
    def give(self, keywords: tuple[str, ...] = (),
             abilities: tuple[dict[str, Any], ...] = ()) -> None:
        """Permanently give the card ``keywords`` (one it already has is not added again)
        and ``abilities`` (appended after its printed ones, so ability numbers stay). The
        game state's ability index must then be rebuilt (``GameState.definitions_changed``)."""
        kws = list(self.given.get("keywords", ()))
        for k in keywords:
            if not self.definition.has_keyword(k) and k not in kws:
                kws.append(k)
        abls = [*self.given.get("abilities", ()), *abilities]
        self.set_given({**({"keywords": kws} if kws else {}),
                        **({"abilities": abls} if abls else {}),
                        **({"unaligned": True} if self.given.get("unaligned") else {})})

    def remove_alignment(self) -> None:
        """Permanently remove the card's Clan alignment: its printed Clans and "<Clan> Clan"
        keywords, and those given it so far (a later gift is kept: ``cardtext/given.py``)."""
        kws = [k for k in self.given.get("keywords", ()) if not _clan_keyword(k)]
        abls = self.given.get("abilities", [])
        self.set_given({**({"keywords": kws} if kws else {}),
                        **({"abilities": abls} if abls else {}), "unaligned": True})

    def set_given(self, given: Any) -> None:
        """Replace what the card was given (the JSON form of :attr:`given`; ``{}``: nothing,
        the printed definition again); raises ``ValueError`` when malformed."""
        if not isinstance(given, dict) or any(k not in ("keywords", "abilities", "unaligned")
                                              for k in given) \
                or given.get("unaligned", True) is not True:
            raise ValueError(f"{self.id}: given holds keywords, abilities and unaligned: true")
        kws = given.get("keywords", [])
        abls = given.get("abilities", [])
        if not isinstance(kws, list) or not all(isinstance(k, str) and k for k in kws):
            raise ValueError(f"{self.id}: given keywords must be a list of keywords")
        if not isinstance(abls, list) or not all(isinstance(a, dict) for a in abls):
            raise ValueError(f"{self.id}: given abilities must be a list of objects")
        self.given = {k: list(v) if isinstance(v, list) else v for k, v in given.items() if v}
        p = self.printed
        printed_kws = tuple(k for k in p.keywords if not _clan_keyword(k)) \
            if self.given.get("unaligned") else p.keywords
        self.definition = p if not self.given else replace(
            p, keywords=(*printed_kws, *kws), abilities=(*p.abilities, *abls),
            **({"clans": ()} if self.given.get("unaligned") else {}))


def _clan_keyword(keyword: str) -> bool:
    """Is ``keyword`` a Clan alignment keyword ("<Clan> Clan" [CE › KEYWORDS])?"""
    return keyword.casefold().endswith(" clan")
