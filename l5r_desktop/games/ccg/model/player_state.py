"""One player's side of the table (:class:`PlayerState`): piles, Honor, Gold, the Imperial
Favor; plain data with exact dicts (``model/state.py`` holds the whole game)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model.ids import Zone


class PlayerState:
    """One player's side of the table. Piles are ordered lists of card ids (decks: top first)."""

    __slots__ = (
        "bought_for_honor_turn", "clan", "cycled", "dishonorably_dead", "dynasty_deck",
        "dynasty_discard",
        "eliminated", "events_resolved", "failed_searches", "family_honor", "fate_deck",
        "fate_discard", "favor",
        "favor_actions", "focus_pool", "focusing", "gold_pool", "hand", "home", "honorably_dead",
        "hr_waived", "index",
        "lobbied_turn", "name", "province_regions", "provinces", "provinces_destroyed",
        "provinces_lost_turns",
        "removed", "sensei",
        "stronghold", "wind",
    )

    def __init__(self, index: int, name: str) -> None:
        self.index = index
        self.name = name
        self.clan: str | None = None
        self.stronghold = ""
        self.sensei: str | None = None
        self.wind: str | None = None
        self.family_honor = 0
        self.gold_pool = 0
        self.favor = False
        self.hand: list[str] = []
        self.dynasty_deck: list[str] = []
        self.fate_deck: list[str] = []
        self.dynasty_discard: list[str] = []
        self.fate_discard: list[str] = []
        self.honorably_dead: list[str] = []
        self.dishonorably_dead: list[str] = []
        self.removed: list[str] = []
        self.focus_pool: list[str] = []
        self.focusing: list[str] = []
        #: Top-level cards in play at home: Stronghold, Holdings, Personalities, Rings ...
        self.home: list[str] = []
        #: One entry per province, left to right; ``None`` = empty province. Destroyed
        #: provinces are removed from the list (the rest are pushed together) [S1 › PROVINCES].
        self.provinces: list[str | None] = []
        self.province_regions: list[str | None] = []
        #: How many of this player's provinces were destroyed this game ("each player who has
        #: had a province destroyed this game"); the list above no longer shows them.
        self.provinces_destroyed = 0
        #: The turn (``GameState.turn``) in which each of them was destroyed
        #: (``cardtext/province_losses.py``); an older save has none.
        self.provinces_lost_turns: list[int] = []
        self.bought_for_honor_turn = -1
        self.lobbied_turn = -1
        #: ``[turn, n]``: the player resolved n Favor actions in that turn (a Ring's play
        #: condition, ``cardtext/rings.py``).
        self.favor_actions: list[int] = [-1, 0]
        self.events_resolved: list[str] = []
        #: Descriptions this player searched a deck for and selected none of: his later
        #: searches for them fail [CE › SEARCH] (``cardtext/deck_choices.py``).
        self.failed_searches: list[str] = []
        self.eliminated = False
        self.cycled = False
        #: 20F: Honor Requirements of clan Personalities are ignored (see RulesProfile).
        self.hr_waived = False

    @property
    def imperial_favor(self) -> bool:
        """True while this player controls the Imperial Favor."""
        return self.favor

    def pile(self, zone: Zone) -> list[str]:
        """The list holding the cards of a pile zone (``HOME`` included)."""
        return getattr(self, zone.value)

    def copy(self) -> PlayerState:
        """Structural copy."""
        p = PlayerState.__new__(PlayerState)
        for name in PlayerState.__slots__:
            value = getattr(self, name)
            setattr(p, name, value.copy() if isinstance(value, list) else value)
        return p

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        out: dict[str, Any] = {}
        for name in PlayerState.__slots__:
            value = getattr(self, name)
            out[name] = list(value) if isinstance(value, list) else value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PlayerState:
        """Inverse of :meth:`to_dict`."""
        p = cls(int(data["index"]), str(data["name"]))
        for name in PlayerState.__slots__:
            if name in data:
                value = data[name]
                setattr(p, name, list(value) if isinstance(value, list) else value)
        return p
