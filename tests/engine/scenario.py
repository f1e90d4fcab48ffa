"""Scenario helper for engine tests: a position with inline test cards, then actions.

``game_at(p1={...}, p2={...}, phase="dynasty", ...)`` builds a position (docs/position-format.md)
whose cards are defined here (or passed in ``defs``) and returns a ``Game``. Player dicts use the
position keys (``home``, ``hand``, ``provinces``, ``family_honor`` ...); missing keys get small
defaults (a Stronghold, four face-down filler provinces, filler decks).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import GameState


def cd(title: str, type: str, **kw: Any) -> dict[str, Any]:
    """An inline card definition."""
    return {"id": "t:" + title, "title": title, "type": type, **kw}


DEFS = [
    cd("Crane Keep", "stronghold", clans=["Crane"], province_strength=6, gold_production=5,
       starting_honor=10),
    cd("Lion Keep", "stronghold", clans=["Lion"], province_strength=7, gold_production=4,
       starting_honor=8),
    cd("Dragon Keep", "stronghold", clans=["Dragon"], province_strength=6, gold_production=5,
       starting_honor=9),
    cd("Crane Samurai", "personality", clans=["Crane"], keywords=["Samurai"], force=2, chi=2,
       honor_requirement=3, gold_cost=5, personal_honor=2),
    cd("Crane Courtier", "personality", clans=["Crane"], keywords=["Courtier"], force=1, chi=3,
       honor_requirement=12, gold_cost=4, personal_honor=3,
       abilities=[{"name": "Praise", "timing": "limited", "cost": {"bow_self": True},
                   "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}]),
    cd("Crane Shugenja", "personality", clans=["Crane"], keywords=["Shugenja"], force=1, chi=3,
       honor_requirement=0, gold_cost=4, personal_honor=1),
    cd("Crane Kensai", "personality", clans=["Crane"], keywords=["Samurai", "Kensai", "Unique"],
       force=3, chi=1, honor_requirement=0, gold_cost=6, personal_honor=5),
    cd("Crane Kensai - exp", "personality", clans=["Crane"],
       keywords=["Samurai", "Kensai", "Unique"], force=4, chi=2, honor_requirement=20,
       gold_cost=8, personal_honor=5, experienced=1, base_title="Crane Kensai"),
    cd("Crane Kensai - exp2", "personality", clans=["Crane"],
       keywords=["Samurai", "Kensai", "Unique"], force=5, chi=3, honor_requirement=20,
       gold_cost=9, personal_honor=5, experienced=2, base_title="Crane Kensai"),
    cd("Lion Samurai", "personality", clans=["Lion"], keywords=["Samurai"], force=3, chi=2,
       honor_requirement=2, gold_cost=5, personal_honor=2),
    cd("Ronin", "personality", force=2, chi=2, gold_cost=3, personal_honor=0),
    cd("Loyal Lion", "personality", clans=["Lion"], keywords=["Loyal"], force=2, chi=2,
       honor_requirement=0, gold_cost=2, personal_honor=1),
    cd("Gold Mine", "holding", gold_cost=4, gold_production=3),
    cd("Small Farm", "holding", gold_cost=2, gold_production=1),
    cd("Shrine", "holding", gold_cost=2,
       abilities=[{"name": "Pray", "timing": "limited", "cost": {"bow_self": True},
                   "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Fortress Wall", "holding", keywords=["Fortification"], gold_cost=2),
    cd("Filler Dynasty", "holding", gold_cost=9),
    cd("Harvest Feast", "event", abilities=[{"timing": "event", "effects": [
        {"op": "gain_honor", "amount": 2, "player": "you"}]}]),
    cd("Odd Omen", "event", text="Something only players can resolve."),
    cd("Red Sky", "celestial", text="Celestial."),
    cd("Blue Sky", "celestial", text="Celestial."),
    cd("Hill Region", "region", text="Region."),
    cd("Marsh Region", "region", text="Region."),
    cd("Spearmen", "follower", force=2, honor_requirement=2, gold_cost=2, focus=1),
    cd("Elite Guard", "follower", force=3, honor_requirement=4, gold_cost=3, focus=1),
    cd("Katana", "item", keywords=["Weapon"], force=2, chi=0, gold_cost=2, focus=2),
    cd("Club", "item", keywords=["Weapon"], force=1, chi=0, gold_cost=1, focus=2),
    cd("Heavy Maul", "item", keywords=["Weapon"], force=3, chi=-1, gold_cost=1, focus=1),
    cd("Two-Hand Blade", "item", keywords=["Weapon", "Two-Handed"], force=3, chi=0,
       gold_cost=1, focus=1),
    cd("Armor", "item", keywords=["Armor"], force=1, chi=1, gold_cost=2, focus=1),
    cd("Fire Spell", "spell", gold_cost=1, focus=1,
       abilities=[{"name": "Flame", "timing": "limited", "cost": {"bow_host": True},
                   "targets": [{"type": "personality", "controller": "opponent"}],
                   "effects": [{"op": "modify_stat", "target": 0, "stat": "force",
                                "amount": -2, "duration": "turn"}]}]),
    cd("Pride", "strategy", gold_cost=2, focus=3,
       abilities=[{"name": "Pride", "timing": "limited", "cost": {"gold": "card"},
                   "effects": [{"op": "gain_honor", "amount": 3, "player": "you"}]}]),
    cd("Rally", "strategy", gold_cost=1, focus=2,
       abilities=[{"name": "Rally", "timing": "open", "cost": {"gold": "card"},
                   "targets": [{"type": "personality", "controller": "you"}],
                   "effects": [{"op": "modify_stat", "target": 0, "stat": "force",
                                "amount": 2, "duration": "turn"}]}]),
    cd("Shame", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Shame", "timing": "limited", "cost": {"gold": "card"},
                   "targets": [{"type": "personality", "controller": "opponent",
                                "dishonorable": False}],
                   "effects": [{"op": "dishonor", "target": 0}]}]),
    cd("Assassin", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Assassin", "timing": "limited",
                   "targets": [{"type": "personality", "controller": "opponent"}],
                   "effects": [{"op": "destroy", "target": 0}]}]),
    cd("Mystery", "strategy", gold_cost=1, focus=1, text="Do something odd.",
       abilities=[{"name": "Mystery", "timing": "limited", "cost": {"gold": "card"},
                   "manual": "Do something odd."}]),
    cd("Filler Fate", "strategy", gold_cost=9, focus=1),
] + [
    cd(f"{e} Ring", "ring", keywords=[e], focus=3,
       abilities=[{"timing": "ring_condition", "condition": {"family_honor_at_least": 0}},
                  {"name": "Burst", "timing": "limited", "cost": {"discard_self": True},
                   "effects": [{"op": "draw", "amount": 1, "player": "you"}]}])
    for e in ("Air", "Earth", "Fire", "Water", "Void")
]


def player(stronghold: Any = "Crane Keep", **kw: Any) -> dict[str, Any]:
    """A player dict for a position with defaults."""
    out: dict[str, Any] = {
        "family_honor": 10,
        "stronghold": stronghold,
        "home": [],
        "provinces": ["Filler Dynasty"] * 4,
        "hand": [],
        "dynasty_deck": ["Filler Dynasty"] * 5,
        "fate_deck": ["Filler Fate"] * 5,
    }
    out.update(kw)
    return out



def position(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None, *,
             phase: str = "action", step: str | None = None, turn: int = 3, active: int = 0,
             priority: int | None = None, profile: str = "celestial",
             automation: str = "enforced", defs: list[dict[str, Any]] | None = None
             ) -> dict[str, Any]:
    """A position dict."""
    p1 = p1 if p1 is not None else player(name="Alice")
    p2 = p2 if p2 is not None else player("Lion Keep", name="Bob")
    p1.setdefault("name", "Alice")
    p2.setdefault("name", "Bob")
    pos: dict[str, Any] = {
        "format": "l5r-position", "version": 1, "profile": profile,
        "automation": automation, "turn": turn, "phase": phase, "active": active,
        "priority": active if priority is None else priority, "rng_state": 12345,
        "players": [p1, p2], "card_defs": DEFS + (defs or []),
    }
    if step is not None:
        pos["step"] = step
    return pos


def game_at(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None,
            **kw: Any) -> Game:
    """A ``Game`` at a position built by :func:`position`."""
    return Game.from_position(position(p1, p2, **kw))


def find(state: GameState, title: str, player: int | None = None) -> str:
    """The id of the (first) card with this title (optionally owned by ``player``)."""
    for cid, c in state.cards.items():
        if c.title == title and (player is None or c.owner == player):
            return cid
    raise KeyError(title)


def find_all(state: GameState, title: str) -> list[str]:
    """Every id with this title."""
    return [cid for cid, c in state.cards.items() if c.title == title]


def defs() -> list[CardDef]:
    """The test card definitions as CardDefs."""
    return [CardDef.from_dict(d) for d in DEFS]


def card_census(state: GameState) -> dict[str, int]:
    """How many places list each card id (must be exactly 1 for every card)."""
    seen: dict[str, int] = dict.fromkeys(state.cards, 0)
    for p in state.players:
        for name in ("hand", "dynasty_deck", "fate_deck", "dynasty_discard", "fate_discard",
                     "honorably_dead", "dishonorably_dead", "removed", "home", "focus_pool",
                     "focusing"):
            for cid in getattr(p, name):
                seen[cid] += 1
        for cid in p.provinces + p.province_regions:
            if cid is not None:
                seen[cid] += 1
    for c in state.cards.values():
        for a in c.attachments:
            seen[a] += 1
        for u in c.under:
            seen[u] += 1
    if state.attack is not None:
        for bf in state.attack.battlefields:
            for cid in bf.attacking + bf.defending:
                seen[cid] += 1
    return seen
