"""The per-card harness for a unit moved to a location chosen as the effect resolves
(``move_chosen``, ``cardtext/chosen_locations.py``) and for a movement "if he assigned there"
(``assigned_here`` on the card's own Personality, ``cardtext/assignments.py``).

- :func:`prepare`: a second battlefield (beside the current one) when the effect may send the
  unit to a battlefield, with a unit of Bob's there when it must have enemy units; the card
  moving its own unit starts at home when the current battlefield is one of its locations
  (the Rule of Location lets it take the action from there [CE › BATTLES › B. COMBAT
  SEGMENT]); a card moved "if he assigned there" is recorded as assigned there (the
  condition then holds: the movement must happen).
- :func:`check`: after the use (the harness takes the first location offered,
  ``deck_choices.choose``), the unit is at a location the effect allows and it moved there
  (an ``UnitMoved`` event with its Personality).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.attack.events import UnitMoved
from l5r_desktop.games.ccg.cardtext import assignments, chosen_locations
from l5r_desktop.games.ccg.events import Event
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import find

#: The ops checked here.
OPS = chosen_locations.OPS


def _chosen(record: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in record.get("effects", []) if e.get("op") in OPS]


def _assigned_moves(record: dict[str, Any]) -> list[str]:
    """The card refs (``self`` / ``host``) the record moves "if he assigned there"."""
    return [e["target"] for e in record.get("effects", [])
            if e.get("op") == "move_unit" and isinstance(e.get("if"), dict)
            and e["if"].get(assignments.KEY) and e["if"].get("card") == e.get("target")
            and e.get("target") in ("self", "host")]


def prepare(build: Any, record: dict[str, Any]) -> None:
    """The second battlefield and the starting places (module docstring)."""
    if not build.battle:
        return
    for eff in _chosen(record):
        if "battlefield" in eff["to"]:
            build.adjacent = {"side": "right", "unresolved": True}
            if eff.get("opposed"):
                build.second_enemy = build.new_def("personality")
        if eff["target"] in ("self", "host") and "battlefield" in eff["to"]:
            _send_home(build, build.card.title)


def _send_home(build: Any, title: str) -> None:
    """The unit holding the card titled ``title`` waits at Alice's home."""
    for entry in list(build.units[0]):
        if entry == title or (isinstance(entry, dict) and (entry.get("title") == title or any(
                (a.get("title") if isinstance(a, dict) else a) == title
                for a in entry.get("attachments", [])))):
            build.units[0].remove(entry)
            build.home[0].append(entry)


def record_assigned(game: Game, build: Any, record: dict[str, Any]) -> None:
    """The card's Personality moved "if he assigned there": assigned to the current
    battlefield this turn."""
    att = game.state.attack
    if att is None or att.current is None or not _assigned_moves(record):
        return
    me = game.state.cards[find(game.state, build.card.title, 0)]
    att.assigned[me.attached_to or me.id] = att.current


def holds(cond: Any, use: UseAbility, game: Game) -> bool:
    """Is ``cond`` "his unit assigned there" about the card's own Personality, recorded so
    (:func:`record_assigned`)? Then the effect must happen."""
    if not isinstance(cond, dict) or set(cond) != {"card", assignments.KEY}:
        return False
    c = game.state.cards[use.card]
    pid = c.attached_to if cond["card"] == "host" else use.card
    return bool(pid) and assignments.assigned_here(game.state, str(pid))


def _where(state: GameState, pid: str) -> str:
    c = state.cards[pid]
    return chosen_locations.HOME if c.zone.value == "home" else f"bf:{c.battlefield}"


def check(state: GameState, use: UseAbility, eff: dict[str, Any], cid: str,
          events: list[Event]) -> list[str]:
    """Problems with one ``move_chosen`` effect on the unit of ``cid``."""
    c = state.cards.get(cid)
    pid = (c.attached_to or c.id) if c is not None and c.in_play else None
    if pid is None:
        return ["move_chosen: the unit is no longer in play"]
    if not any(isinstance(e, UnitMoved) and pid in e.cards for e in events):
        return ["move_chosen: the unit did not move"]
    where = _where(state, pid)
    if where == chosen_locations.HOME:
        return [] if chosen_locations.HOME in eff["to"] else ["move_chosen: moved home"]
    if "battlefield" not in eff["to"]:
        return ["move_chosen: moved to a battlefield"]
    att = state.attack
    side = armies.side_of(state, state.cards[pid].controller)
    bf = att.battlefields[state.cards[pid].battlefield or 0] if att is not None else None
    enemies = (bf.defending if side == "attacking" else bf.attacking) if bf else []
    if eff.get("opposed") and not enemies:
        return ["move_chosen: at a battlefield without enemy units"]
    return []
