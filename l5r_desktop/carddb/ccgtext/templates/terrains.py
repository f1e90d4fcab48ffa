"""A Terrain's Battle action that puts it into play (engine ``games/ccg/cardtext/terrains.py``)
[CE › TERRAIN], [S0 › TERRAIN #]:

- the constraint "If there are no Terrains at the current battlefield" (also "there is no
  Terrain [in play]", "no Terrain is") -> the record's ``condition`` ``no_terrain_here``;
  "if there are no Terrains there" only after "Even if you control no units at the current
  battlefield" (``no_presence``, read by another template; it names the battlefield "there"
  means [CE › PRONOUNS]);
- the sentence "Put this card into play there" (after the condition above: "there" is the
  current battlefield) and "Put this Terrain into play" -> ``put_into_play`` ``at:
  battlefield`` on a Strategy;
- the sentence "Destroy a Terrain (if able)" -> ``destroy_terrain``: the parenthesis is part
  of the effect, not reminder text, so a line reader turns it into words before the action
  reader (``actions.py``) reads the line.
"""

from __future__ import annotations

import re
from typing import Any

from l5r_desktop.carddb.ccgtext import registry
from l5r_desktop.carddb.ccgtext.reader import Reader
from l5r_desktop.carddb.ccgtext.registry import Unread
from l5r_desktop.carddb.ccgtext.templates.actions import action
from l5r_desktop.games.ccg.model.cards import CardDef

_NONE = r"(?:there are no Terrains|there is no Terrain|no Terrain is|no Terrains are)(?: in play)?"
_IF_ABLE = "Destroy a Terrain (if able)."
_PUT = {"op": "put_into_play", "target": "self", "at": "battlefield"}


def _add_condition(r: Reader) -> None:
    cond = r.flags.setdefault("condition", {})
    if "no_terrain_here" in cond:
        raise Unread
    cond["no_terrain_here"] = True


@registry.constraint(3, rf"^If {_NONE} at the current battlefield$")
def _no_terrain_here(r: Reader, m: re.Match[str]) -> None:
    """The action only while no Terrain is in play at the current battlefield."""
    _add_condition(r)


@registry.constraint(4, rf"^if {_NONE} there$")
def _no_terrain_there(r: Reader, m: re.Match[str]) -> None:
    """"... at the current battlefield, if there are no Terrains there": "there" is the
    battlefield the clause before named (``no_presence``)."""
    if not r.flags.get("no_presence"):
        raise Unread
    _add_condition(r)


@registry.sentence(5, r"^Put this card into play there$")
def _into_play_there(r: Reader, m: re.Match[str]) -> None:
    """The Strategy enters play at the current battlefield the condition named."""
    if r.kind != "strategy" or not (r.flags.get("condition") or {}).get("no_terrain_here"):
        raise Unread
    r.effects.append(dict(_PUT))


@registry.sentence(5, r"^Put this Terrain into play$")
def _terrain_into_play(r: Reader, m: re.Match[str]) -> None:
    """The Terrain enters play at the current battlefield (where a Terrain's Battle action
    puts it [S0 › TERRAIN #])."""
    if r.kind != "strategy":
        raise Unread
    r.effects.append(dict(_PUT))


@registry.sentence(5, r"^Destroy a Terrain if able$")
def _destroy_terrain(r: Reader, m: re.Match[str]) -> None:
    """The Terrain in play is destroyed, if there is one (only the line reader below writes
    these words)."""
    r.effects.append({"op": "destroy_terrain"})


@registry.line(18)
def replacing_terrain(line: str, card: CardDef) -> dict[str, Any]:
    """A Terrain's action line with "Destroy a Terrain (if able).", read by the action reader
    with the parenthesis as words."""
    if _IF_ABLE not in line or "Terrain" not in card.keywords or card.type.value != "strategy":
        raise Unread
    record = action(line.replace(_IF_ABLE, "Destroy a Terrain if able."), card)
    if not any(e.get("op") == "put_into_play" for e in record.get("effects", ())):
        raise Unread
    return record
