"""A unit moved to a location the player chooses as the effect resolves: "Move the target to a
battlefield.", "Move him to a different location.", "Move Hawado home or to a battlefield with
one or more enemy units.", "Move him to a battlefield where he would be opposed."

Effect (in an ability record's ``effects``)::

    {"op": "move_chosen", "target": 0, "to": ["battlefield"]}
    {"op": "move_chosen", "target": "self", "to": ["home", "battlefield"], "opposed": true}

``target`` is a target index, ``self`` or ``host`` (the Personality an attachment is on); the
unit of that card moves [CE › UNIT]. ``to`` lists what may be chosen: ``home`` (its
controller's home) and / or ``battlefield`` (any existing battlefield of the attack; "a
different location" / "another location" is both). ``opposed``: a battlefield only where the
side opposing the unit's controller has one or more units ("with enemy units", "where he
would be opposed": he would be in his controller's side there [CE › OPPOSED], [CE ›
LOCATIONS]).

Rules. "When a unit goes from one location to another, it moves" [CE › LOCATIONS], so the
location the unit is at is never offered (choosing it would move nothing). Choices are made
when the effect resolves, by the player taking the action [CE › CHOICES], [CE › ORDER OF
EFFECTS]: the resolution stops like a "you may" (``optional.py``) with an entry in
``GameState.options`` holding ``pick`` (the locations: ``home`` or ``bf:<index>``) and ``ask``
:data:`ASK`; the player takes ``ChooseCard(choice=<location>)`` and the effects after it
resolve (``option_answer.py``), seeing the movement ("If she moved, straighten her"). With
one location only, it is taken without asking; with none, nothing moves (a note). The
movement is any movement: the Second-Battle Rule and negated movement can stop it
(``armies.move_to_battlefield`` / ``move_home``).

The Rule of Location: "a Battle action can ... be taken by a card in a unit at another
location if its costs or effects say they are able to move that unit to the current
battlefield", and then "the player who is taking the action must take choices within the
action, if possible, such that they do move that unit there" [CE › BATTLES › B. COMBAT
SEGMENT]. So the card moving its own unit (``self`` / ``host``) may take the action from
elsewhere when the current battlefield is among its locations (:func:`may_reach_current`,
asked by ``attack/combat.moves_itself_now``), and taken from elsewhere the current battlefield
is chosen without asking.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("move_chosen",)
#: ``abilities.run_list`` calls :func:`start`, which may stop the resolution for a choice.
PAUSES = True
#: The ``ask`` of the waiting entry (``option_answer.py`` sends it here).
ASK = "location"
#: The location names of ``to``.
PLACES = ("home", "battlefield")
HOME = "home"
_PREFIX = "bf:"
_KEYS = ("op", "target", "to", "opposed", "if", "optional")
_Z_BATTLEFIELD = Zone.BATTLEFIELD
_Z_HOME = Zone.HOME


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``move_chosen`` effect."""
    tgt = effect.get("target")
    if not (tgt in ("self", "host") or (isinstance(tgt, int) and not isinstance(tgt, bool)
                                        and tgt >= 0)):
        return ["move_chosen moves the unit of a target (index), self or host"]
    to = effect.get("to")
    if not isinstance(to, list) or not to or any(t not in PLACES for t in to) or \
            len(set(to)) != len(to):
        return ["move_chosen's to lists home and / or battlefield"]
    if effect.get("opposed", False) is not False and (
            effect["opposed"] is not True or "battlefield" not in to):
        return ["opposed is true (battlefields with enemy units) or absent"]
    if set(effect) - set(_KEYS):
        return [f"move_chosen's keys are {', '.join(_KEYS)}"]
    return []


def _mover(state: GameState, card_id: str, ref: Any, targets: tuple[str, ...]) -> str | None:
    cid = card_id if ref == "self" else state.cards[card_id].attached_to if ref == "host" \
        else targets[ref] if isinstance(ref, int) and ref < len(targets) else None
    return armies.unit_personality(state, cid) if cid else None


def locations(state: GameState, personality: str, effect: dict[str, Any]) -> list[str]:
    """The locations the effect may move the Personality's unit to (``home``, ``bf:<n>``),
    never the one it is at."""
    c = state.cards[personality]
    at = c.battlefield if c.zone is _Z_BATTLEFIELD else None
    out = [HOME] if HOME in effect["to"] and c.zone is not _Z_HOME else []
    att = state.attack
    side = armies.side_of(state, c.controller) if att is not None else None
    if "battlefield" not in effect["to"] or att is None or side is None:
        return out
    for i, bf in enumerate(att.battlefields):
        if i == at:
            continue
        enemies = bf.defending if side == "attacking" else bf.attacking
        if effect.get("opposed") and not enemies:
            continue
        out.append(f"{_PREFIX}{i}")
    return out


def may_reach_current(state: GameState, card_id: str, effect: dict[str, Any]) -> bool:
    """Can the effect move the card's own unit (``self`` / ``host``) to the current
    battlefield now (the Rule of Location's exception, module docstring)?"""
    att = state.attack
    if att is None or att.current is None or effect.get("target") not in ("self", "host"):
        return False
    pid = _mover(state, card_id, effect["target"], ())
    return pid is not None and f"{_PREFIX}{att.current}" in locations(state, pid, effect)


def _name(state: GameState, where: str) -> str:
    if where == HOME:
        return "home"
    return f"battlefield {int(where[len(_PREFIX):]) + 1}"


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Offer the locations (the resolution waits), move to the only one, or note that there
    is none. Returns the events and whether the resolution now waits."""
    eff = effs[0]
    pid = _mover(state, card_id, eff["target"], targets)
    title = state.title(card_id)
    if pid is None:
        return [Note((card_id,), text=f"{title}: no unit to move")], False
    found = locations(state, pid, eff)
    att = state.attack
    here = f"{_PREFIX}{att.current}" if att is not None and att.current is not None else None
    if eff["target"] in ("self", "host") and here in found and \
            armies.in_unit(state, pid) and not armies.at_current_battlefield(state, pid):
        found = [here]  # taken from elsewhere: the choice moving it here (Rule of Location)
    if not found:
        return [Note((card_id, pid), text=f"{title}: no location to move "
                                          f"{state.title(pid)} to")], False
    if len(found) == 1:
        return move(state, card_id, pid, found[0]), False
    state.options.append({"player": player, "card": card_id, "targets": list(targets),
                          "effects": [dict(e) for e in effs], "action": action,
                          "manual": manual, "pick": found, "none": False, "ask": ASK,
                          **({"target_player": target_player} if target_player >= 0 else {})})
    return [Note((card_id, pid), text=(
        f"{state.players[player].name} chooses where {title} moves {state.title(pid)}"))], True


def move(state: GameState, card_id: str, personality: str, where: str) -> list[Event]:
    """Move the Personality's unit to ``where`` (``home`` or ``bf:<n>``)."""
    reason = state.title(card_id)
    if where == HOME:
        return armies.move_home(state, personality, reason)
    return armies.move_to_battlefield(state, personality, int(where[len(_PREFIX):]), reason)


def answer(state: GameState, o: dict[str, Any], choice: str) -> list[Event]:
    """The location chosen for the waiting entry ``o`` (one of ``o["pick"]``): the unit
    moves there."""
    if choice not in o["pick"]:
        raise ValueError("choose one of the locations offered")
    pid = _waiting_mover(state, o) or ""
    note = Note((o["card"], pid), text=(
        f"{state.players[o['player']].name} moves {state.title(pid)} to "
        f"{_name(state, choice)} ({state.title(o['card'])})"))
    if not pid:
        return [note]
    return [note, *move(state, o["card"], pid, choice)]


def label(state: GameState, o: dict[str, Any], choice: str) -> str:
    """The menu text of choosing ``choice``."""
    return f"Move {state.title(_waiting_mover(state, o) or '')} to {_name(state, choice)}"


def _waiting_mover(state: GameState, o: dict[str, Any]) -> str | None:
    """The Personality whose unit the waiting entry ``o`` moves (its effect's card, read
    again: the entry saves the record's targets, not the Personality)."""
    return _mover(state, str(o["card"]), o["effects"][0].get("target"),
                  tuple(o["targets"]))
