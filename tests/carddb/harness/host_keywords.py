"""The per-card harness for effects conditioned on the keyword of the Personality the card is
attached to ("If this Shugenja is Water, ...": ``{"card": "host", "keyword": "Water"}``), used by
``harness.position`` and ``harness.checks``.

The same goes for the record's own condition ``host_keyword`` ("If this Shugenja is Water:" in
its constraints block, ``abilities.condition_ok``).

The attachment's host is given every keyword such a condition of the record names, so the
condition holds when the ability resolves; an effect under it is then checked like any other
(it must happen). A condition of another form stays unchecked (either outcome is right, as for
every conditional effect).
"""

from __future__ import annotations

from typing import Any


def _keyword(cond: Any) -> str | None:
    """The keyword of a condition that is exactly "the host has keyword K", else ``None``."""
    if isinstance(cond, dict) and set(cond) == {"card", "keyword"} and cond["card"] == "host" \
            and isinstance(cond["keyword"], str):
        return cond["keyword"]
    return None


def named(record: dict[str, Any]) -> list[str]:
    """The keywords the record's condition (``host_keyword``) and effects ask of the host (in
    written order, once each)."""
    cond = record.get("condition") or {}
    out: list[str] = [cond["host_keyword"]] if isinstance(cond.get("host_keyword"), str) else []
    for eff in record.get("effects", []):
        kw = _keyword(eff.get("if")) if isinstance(eff, dict) else None
        if kw is not None and kw not in out:
            out.append(kw)
    return out


def holds(cond: Any, use: Any, game: Any) -> bool:
    """Is ``cond`` "the host has keyword K" about a host that has it now?"""
    kw = _keyword(cond)
    if kw is None:
        return False
    host = game.state.cards[use.card].attached_to
    return host is not None and game.state.cards[host].definition.has_keyword(kw)
