"""The per-card harness for switching two Personalities' locations (``switch_locations`` on
a group of two of one player's Personalities at different locations,
``cardtext/switching.py``).

In a battle Alice attacks with the card (or the Personality carrying it); Bob has a
Personality defending at the battlefield and two at his home. The uses offered must target
the defender and one of those at home, never the two at home (same location) nor a pair with
a card of Alice's (another controller). After the use, the one from home is at the
battlefield on Bob's side and the defender at Bob's home. On a new table where the defender's
next movement is negated, neither moves [CE › SWITCH]."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import Modifier
from tests.carddb.harness.position import Unusable, _Builder, _gold
from tests.carddb.harness.settle import _settle
from tests.engine.scenario import find

OPS = ("switch_locations",)


def usable(record: dict[str, Any]) -> bool:
    """A record whose effects switch locations."""
    return any(e.get("op") in OPS for e in record.get("effects", []))


def _table(card: CardDef, record: dict[str, Any]) -> tuple[_Builder, str, str, str]:
    build = _Builder(card, record, True)
    build.pool = _gold(card, record)
    build.the_card()
    there = build.new_def("personality")
    home, home2 = build.new_def("personality"), build.new_def("personality")
    build.place(1, {"title": there, "attachments": []}, True)
    build.home[1].extend([{"title": home, "attachments": []},
                          {"title": home2, "attachments": []}])
    return build, there, home, home2


def _use(build: _Builder, index: int, there: str, home: str, negate: bool
         ) -> tuple[Any, list[str], str, str]:
    game = build.game()
    s = game.state
    me = find(s, build.card.title, 0)
    a, b = find(s, there, 1), find(s, home, 1)
    if negate:
        s.cards[a].modifiers.append(Modifier("movement", 1))  # his next movement negated
    uses = [u for u in game.legal_actions() if isinstance(u, UseAbility) and u.card == me
            and u.ability == index]
    pick = next((u for u in uses if set(u.targets) == {a, b}), None)
    if pick is None:
        raise Unusable(f"{build.card.id} ability {index}: the switch of {there} and {home} "
                       f"is not offered ({len(uses)} uses)")
    problems = []
    for u in uses:
        if len(u.targets) != 2 or len({s.cards[c].controller for c in u.targets}) != 1:
            problems.append(f"offered a use targeting {u.targets}")
        elif all(s.cards[c].zone.value == "home" for c in u.targets):
            problems.append("offered two Personalities at the same location")
    _settle(game, game.perform(pick))
    return game, problems, a, b


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check the record (see the module's docstring)."""
    build, there, home, _home2 = _table(card, record)
    game, problems, a, b = _use(build, index, there, home, negate=False)
    s = game.state
    bf = s.attack.battlefields[0] if s.attack is not None else None
    if s.cards[a].zone.value != "home":
        problems.append("the defender did not go home")
    if bf is None or b not in bf.defending or s.cards[b].zone.value != "battlefield":
        problems.append("the Personality from home is not at the battlefield on Bob's side")
    game, _more, a, b = _use(build, index, there, home, negate=True)
    s = game.state
    if s.cards[a].zone.value != "battlefield" or s.cards[b].zone.value != "home":
        problems.append("with one movement negated, a unit moved all the same")
    return problems
