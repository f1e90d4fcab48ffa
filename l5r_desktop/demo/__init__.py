"""Bundled demo content: original cards (our own inventions) and two starter decks.

``demo_cards()`` reads ``cards.json`` (a list of ``CardDef.to_dict()`` objects with declarative
abilities); ``demo_decks()`` reads ``decks.json``; ``demo_setup()`` builds a ready
``GameSetup`` with the two decks.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.package_data import package_file

if TYPE_CHECKING:  # the engine's set-up is imported when a game is set up, not with the cards
    from l5r_desktop.games.ccg.setup import GameSetup, PlayerSetup


@dataclass(frozen=True)
class DemoDeck:
    """A starter deck: titles with counts."""

    name: str
    stronghold: str
    dynasty: dict[str, int] = field(default_factory=dict)
    fate: dict[str, int] = field(default_factory=dict)


def _read(name: str) -> object:
    return json.loads(package_file(__file__, __package__, name).read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def _cards() -> tuple[CardDef, ...]:
    data = _read("cards.json")
    if not isinstance(data, list):
        raise ValueError("demo cards.json must hold a list")
    return tuple(CardDef.from_dict(d) for d in data)


def demo_cards() -> list[CardDef]:
    """Every demo card definition (includes Border Keep and Bamboo Harvesters)."""
    return list(_cards())


def demo_decks() -> list[DemoDeck]:
    """The two starter decks (Crane and Lion)."""
    data = _read("decks.json")
    if not isinstance(data, list):
        raise ValueError("demo decks.json must hold a list")
    return [DemoDeck(str(d["name"]), str(d["stronghold"]), dict(d["dynasty"]), dict(d["fate"]))
            for d in data]


def cards_by_title() -> dict[str, CardDef]:
    """Demo definitions by title."""
    return {c.title: c for c in _cards()}


def player_setup(deck: DemoDeck, name: str) -> PlayerSetup:
    """A ``PlayerSetup`` for a demo deck."""
    from l5r_desktop.games.ccg.setup import PlayerSetup

    by = cards_by_title()
    dynasty = [by[t] for t, n in deck.dynasty.items() for _ in range(n)]
    fate = [by[t] for t, n in deck.fate.items() for _ in range(n)]
    return PlayerSetup(name, by[deck.stronghold], dynasty, fate)


def demo_setup(seed: int | None = None, profile: str = "celestial",
               automation: str = "enforced", names: tuple[str, str] = ("Crane", "Lion"),
               turn_cap: int | None = None) -> GameSetup:
    """A two-player game between the demo decks."""
    from l5r_desktop.games.ccg.setup import GameSetup

    decks = demo_decks()
    return GameSetup([player_setup(decks[0], names[0]), player_setup(decks[1], names[1])],
                     profile=profile, automation=automation, seed=seed, turn_cap=turn_cap)
