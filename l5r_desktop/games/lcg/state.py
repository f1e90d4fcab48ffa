"""The LCG game state: plain data that clones fast and round-trips through JSON.

Every card in a game has a :class:`CardState` keyed by its uid (``"A7"``: player A's 7th card).
Ordered zones (decks, hands, discard piles, provinces, characters in play) are uid lists on the
:class:`PlayerState`; a deck's top card is the *last* element. Rings, the conflict being
resolved, lasting effects, the open window and the token bank live on :class:`LcgState`, so
saves, undo and replay work inside any window.

The token bank [RR › Token Pool, General Token Pool] is counted (``bank_fate``,
``bank_honor``): fate and honor only move between the bank, players, cards and rings, so their
totals are invariants the tests check. The rules treat the bank as unlimited [RR › Tokens,
Running Out of]; it starts large enough that no game empties it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any

from l5r_desktop.games.lcg.cards import ELEMENTS, LcgCardDef, LcgType

_BLANKED: dict[int, tuple[LcgCardDef, LcgCardDef]] = {}


def blanked(d: LcgCardDef) -> LcgCardDef:
    """``d`` with a blank text box: no printed traits, keywords or abilities [RR › Blank]."""
    hit = _BLANKED.get(id(d))
    if hit is None or hit[0] is not d:
        if len(_BLANKED) > 4096:
            _BLANKED.clear()
        hit = (d, replace(d, traits=(), keywords=(), abilities=()))
        _BLANKED[id(d)] = hit
    return hit[1]


_RETYPED: dict[tuple[int, str], tuple[LcgCardDef, LcgCardDef]] = {}


def retyped(d: LcgCardDef, cardtype: str) -> LcgCardDef:
    """``d`` with another cardtype: it loses its other cardtypes and functions as any card of
    the new type [RR › Cardtypes]; a character as an attachment gives no skill modifiers (its
    skill values lack "+" or "-") [RR › Attachment Cards]."""
    key = (id(d), cardtype)
    hit = _RETYPED.get(key)
    if hit is None or hit[0] is not d:
        if len(_RETYPED) > 4096:
            _RETYPED.clear()
        hit = (d, replace(d, type=LcgType(cardtype), military_bonus=None,
                          political_bonus=None))
        _RETYPED[key] = hit
    return hit[1]


BANK_START = 10_000
HONOR_BANK_START = 10_000


@dataclass(slots=True)
class CardState:
    """One card in a game. ``zone`` is where it is; ``province`` the province uid a dynasty card
    sits on; ``attached_to`` the card an attachment is on; ``status`` is ``"honored"``,
    ``"dishonored"`` or ``""`` (ordinary) [RR › Personal Honor, Personal Dishonor];
    ``blank`` the period until which its printed text box is blank (``""``: not blank;
    conflict | phase | round | permanent) [RR › Blank]; ``cardtype`` the type it has while in
    play when an ability changed it (``""``: printed; e.g. ``"attachment"`` for a character
    played as an attachment) [RR › Cardtypes]."""

    uid: str
    card_id: str
    owner: int
    controller: int
    zone: str
    facedown: bool = False
    bowed: bool = False
    fate: int = 0
    status: str = ""
    province: str | None = None
    attached_to: str | None = None
    broken: bool = False
    blank: str = ""
    cardtype: str = ""

    def copy(self) -> CardState:
        """An independent copy."""
        return CardState(self.uid, self.card_id, self.owner, self.controller, self.zone,
                         self.facedown, self.bowed, self.fate, self.status, self.province,
                         self.attached_to, self.broken, self.blank, self.cardtype)

    def to_dict(self) -> dict[str, Any]:
        """JSON form (every field; ``cardtype`` only when changed, so positions written before
        it existed read the same)."""
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        if not self.cardtype:
            del out["cardtype"]
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CardState:
        """Rebuild from :meth:`to_dict` output."""
        return cls(**d)


_LISTS = ("dynasty_deck", "conflict_deck", "hand", "dynasty_discard", "conflict_discard",
          "provinces", "characters", "attachments", "removed")


@dataclass(slots=True)
class PlayerState:
    """One player's pools and ordered zones. ``provinces`` holds the four non-stronghold
    provinces left to right; ``stronghold_province`` the one under the stronghold.
    ``dial`` is the current honor dial setting (hidden until ``dial_revealed``)."""

    honor: int = 0
    fate: int = 0
    dynasty_deck: list[str] = field(default_factory=list)
    conflict_deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    dynasty_discard: list[str] = field(default_factory=list)
    conflict_discard: list[str] = field(default_factory=list)
    provinces: list[str] = field(default_factory=list)
    characters: list[str] = field(default_factory=list)
    attachments: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    stronghold: str | None = None
    stronghold_province: str | None = None
    role: str | None = None
    dial: int = 0
    dial_revealed: bool = False
    passed: bool = False
    military_left: bool = True
    political_left: bool = True
    limited_played: int = 0
    conflicts_left: int = 2

    def copy(self) -> PlayerState:
        """An independent copy."""
        return PlayerState(self.honor, self.fate, self.dynasty_deck[:], self.conflict_deck[:],
                           self.hand[:], self.dynasty_discard[:], self.conflict_discard[:],
                           self.provinces[:], self.characters[:], self.attachments[:],
                           self.removed[:], self.stronghold, self.stronghold_province,
                           self.role, self.dial, self.dial_revealed, self.passed,
                           self.military_left, self.political_left, self.limited_played,
                           self.conflicts_left)

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {f.name: (list(v) if isinstance(v := getattr(self, f.name), list) else v)
                for f in fields(self)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PlayerState:
        """Rebuild from :meth:`to_dict` output."""
        return cls(**{k: (list(v) if k in _LISTS else v) for k, v in d.items()})


@dataclass(slots=True)
class Conflict:
    """The conflict being resolved [RR › Appendix I, Conflict Resolution]."""

    attacker: int
    type: str  # "military" | "political"
    ring: str
    province: str
    attackers: list[str] = field(default_factory=list)
    defenders: list[str] = field(default_factory=list)
    evaded: list[str] = field(default_factory=list)  # covert targets [RR › Covert]
    winner: int | None = None
    declared: bool = False

    def copy(self) -> Conflict:
        """An independent copy."""
        return Conflict(self.attacker, self.type, self.ring, self.province, self.attackers[:],
                        self.defenders[:], self.evaded[:], self.winner, self.declared)

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {f.name: (list(v) if isinstance(v := getattr(self, f.name), list) else v)
                for f in fields(self)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Conflict:
        """Rebuild from :meth:`to_dict` output."""
        return cls(**{k: (list(v) if isinstance(v, list) else v) for k, v in d.items()})


@dataclass(slots=True)
class LcgState:
    """A whole LCG game. ``step`` names the framework step waiting for a decision; ``turn`` is
    the player who decides; ``window`` holds the open window's data (a JSON dict: kind, who has
    passed in succession, what comes after it) and ``pending`` the choices in progress (a
    ring effect, a duel, a declaration). ``effects`` are the lasting effects [RR › Lasting
    Effects] as JSON dicts; ``uses`` counts ability uses for limits (``"uid:index:period"``).
    ``windows`` is the stack of open trigger windows (innermost last, each a JSON dict in the
    shape of the core's trigger ``Window``) and ``fired`` the triggering conditions that
    occurred and wait for their reaction window [RR › Triggering Condition]."""

    defs: dict[str, LcgCardDef]
    cards: dict[str, CardState]
    players: list[PlayerState]
    rng: int
    first_player: int = 0
    round: int = 1
    phase: str = "setup"
    step: str = "setup_stronghold"
    turn: int = 0
    rings: dict[str, dict[str, Any]] = field(default_factory=dict)
    favor: int | None = None
    favor_side: str = ""
    conflict: Conflict | None = None
    window: dict[str, Any] = field(default_factory=dict)
    pending: dict[str, Any] = field(default_factory=dict)
    effects: list[dict[str, Any]] = field(default_factory=list)
    uses: dict[str, int] = field(default_factory=dict)
    bank_fate: int = BANK_START
    bank_honor: int = HONOR_BANK_START
    winner: int | None = None
    victory: str = ""
    conflicts_done: int = 0
    province_cards: dict[str, list[str]] = field(default_factory=dict)
    windows: list[dict[str, Any]] = field(default_factory=list)
    fired: list[dict[str, Any]] = field(default_factory=list)

    def clone(self) -> LcgState:
        """An independent deep copy (definitions are shared: they are immutable)."""
        return LcgState(
            self.defs, {u: c.copy() for u, c in self.cards.items()},
            [p.copy() for p in self.players], self.rng, self.first_player, self.round,
            self.phase, self.step, self.turn, {k: dict(v) for k, v in self.rings.items()},
            self.favor, self.favor_side, self.conflict.copy() if self.conflict else None,
            _deep(self.window), _deep(self.pending), [_deep(e) for e in self.effects],
            dict(self.uses), self.bank_fate, self.bank_honor, self.winner, self.victory,
            self.conflicts_done, {k: v[:] for k, v in self.province_cards.items()},
            [_deep(w) for w in self.windows], [_deep(f) for f in self.fired])

    def card(self, uid: str) -> CardState:
        """The state of card ``uid``."""
        return self.cards[uid]

    def defn(self, uid: str) -> LcgCardDef:
        """The printed definition of card ``uid`` (without its printed traits and abilities
        while its text box is blank [RR › Blank]; with its changed cardtype [RR ›
        Cardtypes])."""
        c = self.cards[uid]
        if c.blank or c.cardtype:
            d = blanked(self.defs[c.card_id]) if c.blank else self.defs[c.card_id]
            return retyped(d, c.cardtype) if c.cardtype else d
        return self.defs[c.card_id]

    def to_dict(self) -> dict[str, Any]:
        """JSON form of the whole state (card definitions by id only)."""
        return {
            "cards": {u: c.to_dict() for u, c in self.cards.items()},
            "players": [p.to_dict() for p in self.players],
            "rng": self.rng, "first_player": self.first_player, "round": self.round,
            "phase": self.phase, "step": self.step, "turn": self.turn,
            "rings": {k: dict(v) for k, v in self.rings.items()},
            "favor": self.favor, "favor_side": self.favor_side,
            "conflict": self.conflict.to_dict() if self.conflict else None,
            "window": _deep(self.window), "pending": _deep(self.pending),
            "effects": [_deep(e) for e in self.effects], "uses": dict(self.uses),
            "bank_fate": self.bank_fate, "bank_honor": self.bank_honor,
            "winner": self.winner, "victory": self.victory,
            "conflicts_done": self.conflicts_done,
            "province_cards": {k: list(v) for k, v in self.province_cards.items()},
            "windows": [_deep(w) for w in self.windows],
            "fired": [_deep(f) for f in self.fired],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any], defs: dict[str, LcgCardDef]) -> LcgState:
        """Rebuild from :meth:`to_dict` output and the card definitions it names."""
        conflict = d.get("conflict")
        return cls(
            defs, {u: CardState.from_dict(c) for u, c in d["cards"].items()},
            [PlayerState.from_dict(p) for p in d["players"]], d["rng"], d["first_player"],
            d["round"], d["phase"], d["step"], d["turn"],
            {k: dict(v) for k, v in d["rings"].items()}, d["favor"], d["favor_side"],
            Conflict.from_dict(conflict) if conflict else None, _deep(d["window"]),
            _deep(d["pending"]), [_deep(e) for e in d["effects"]], dict(d["uses"]),
            d["bank_fate"], d["bank_honor"], d["winner"], d["victory"],
            d.get("conflicts_done", 0),
            {k: list(v) for k, v in d.get("province_cards", {}).items()},
            [_deep(w) for w in d.get("windows", [])], [_deep(f) for f in d.get("fired", [])])


def new_rings() -> dict[str, dict[str, Any]]:
    """The five rings in the unclaimed pool, no fate [RR › Rings]."""
    return {e: {"fate": 0, "claimed_by": None} for e in ELEMENTS}


def _deep(v: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, scalars)."""
    if isinstance(v, dict):
        return {k: _deep(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_deep(x) for x in v]
    return v
