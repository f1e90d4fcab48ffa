"""The per-card harness for units moving (``move_unit``, the ``moved`` condition), used by
``harness.actions`` and ``harness.checks``.

- A target that an action moves to the current battlefield starts at its controller's home
  (with its attachments), so the movement is seen: after the action it must be at the current
  battlefield [CE › LOCATIONS] (the Rules of Presence and Location let the action target it
  there because it moves it [CE › BATTLES › B. COMBAT SEGMENT]). So does the card's own unit
  when the action moves it (``self`` / ``host``: "Move Takasho to the current battlefield"):
  the engine must offer the ability of a card whose unit is elsewhere because it moves it.
- An effect under "if he moved" is checked like any other when the engine's events say his
  unit moved in that resolution (``UnitMoved``), and left alone otherwise (either outcome is
  then right, as for every conditional effect).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack.events import UnitMoved
from l5r_desktop.games.ccg.events import Event


def start_away(build: Any, record: dict[str, Any]) -> None:
    """Put each target of the record's ``move_unit`` effects at home instead of in a unit at
    the battlefield, and the card's own unit when its ability may be used from elsewhere
    (``away_ok``) (``build`` is the harness's table builder)."""
    if not build.battle:
        return
    if record.get("away_ok"):  # "Even if Munefusa is not at the current battlefield": his
        _send_home(build, build.card.title)  # unit waits at home; another gives Presence
        build.host(0, [], [])
    for eff in record.get("effects", []):
        if eff.get("op") != "move_unit":
            continue
        if eff.get("target") in ("self", "host"):  # the card moving its own unit: it starts
            if eff.get("optional"):  # home (a unit away from the battle), unless the moving
                continue  # is a choice ("you may move"), which the Rule of Location does not
            title = build.card.title  # count (abilities: combat.moves_itself)
        elif isinstance(eff.get("target"), int):
            title = build.expected[eff["target"]]
        else:
            continue
        _send_home(build, title)


def placed_away(record: dict[str, Any]) -> bool:
    """Does a target of the record wait at home ("at home", "at any location": the harness
    places its card there, ``position._Builder.target``)?"""
    return any(isinstance(t, dict) and (t.get("at_home") or t.get("any_location"))
               for t in record.get("targets", []))


def _send_home(build: Any, title: str) -> None:
    for who in (0, 1):
        for entry in list(build.units[who]):
            if _holds(entry, title):
                build.units[who].remove(entry)
                build.home[who].append(entry)


def _holds(entry: Any, title: str) -> bool:
    if not isinstance(entry, dict):
        return entry == title
    return entry.get("title") == title or any(
        (a.get("title") if isinstance(a, dict) else a) == title
        for a in entry.get("attachments", []))


def not_at_current(s: Any, _u: Any, c: Any) -> bool:
    """the target is not at the current battlefield"""
    if c is None or not c.in_play:  # a later effect may destroy it
        return False
    att = s.attack
    return att is None or c.zone.value != "battlefield" or c.battlefield != att.current


def moved_for_sure(cond: Any, use: Any, game: Any, events: list[Event]) -> bool:
    """Is ``cond`` exactly "his unit moved" about a card whose unit did move (the engine's
    events of this resolution)?"""
    if not isinstance(cond, dict) or set(cond) != {"card", "moved"}:
        return False
    ref = cond["card"]
    cid = use.targets[ref] if isinstance(ref, int) else (
        game.state.cards[use.card].attached_to if ref == "host" else use.card)
    return any(isinstance(e, UnitMoved) and cid in e.cards for e in events)
