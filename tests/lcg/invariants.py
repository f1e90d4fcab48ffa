"""Invariants of an LCG state, checked after every step of random games."""

from __future__ import annotations

from collections import Counter

from l5r_desktop.games.lcg.state import BANK_START, HONOR_BANK_START, LcgState


def zone_count(s: LcgState) -> Counter:
    """How many places list each card uid (each must be listed exactly once)."""
    seen: Counter = Counter()
    for ps in s.players:
        for zone in ("dynasty_deck", "conflict_deck", "hand", "dynasty_discard",
                     "conflict_discard", "provinces", "characters", "attachments", "removed"):
            seen.update(getattr(ps, zone))
        for single in (ps.stronghold, ps.stronghold_province, ps.role):
            if single:
                seen[single] += 1
    for cards in s.province_cards.values():
        seen.update(cards)
    return seen


def check(s: LcgState) -> None:
    """Cards conserved across zones; fate and honor conserved with the token bank."""
    seen = zone_count(s)
    assert set(seen) == set(s.cards), set(s.cards) ^ set(seen)
    assert all(n == 1 for n in seen.values()), [u for u, n in seen.items() if n != 1]
    fate = s.bank_fate + sum(p.fate for p in s.players) + sum(c.fate for c in s.cards.values()) \
        + sum(r["fate"] for r in s.rings.values())
    assert fate == BANK_START
    assert s.bank_honor + sum(p.honor for p in s.players) == HONOR_BANK_START
    assert all(p.fate >= 0 and p.honor >= 0 for p in s.players)
    assert all(c.fate >= 0 for c in s.cards.values())
    for ps in s.players:
        for u in ps.characters:
            assert s.cards[u].zone == "play"
        for u in ps.attachments:
            host = s.cards[u].attached_to
            assert host is not None and s.cards[host].zone == "play"
