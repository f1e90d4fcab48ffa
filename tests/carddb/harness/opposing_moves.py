"""The per-card harness for an action whose targets include cards opposing an earlier target
at another battlefield, moved to the current one (a target spec with ``opposing_target``,
``cardtext/unit_filters.py``, and ``move_unit`` effects).

Alice attacks at two battlefields: the current one (a unit of hers, Bob's defender) and a
second one, where a Personality of hers fitting the group's spec attacks Bob's Personality
there. The use targeting Bob's Personality and hers must be offered; no use may target Bob's
defender at the current battlefield first (he is at the current battlefield). After the use,
both are at the current battlefield, each on his controller's side [CE › LOCATIONS]."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _gold
from tests.carddb.harness.settle import _settle
from tests.engine.scenario import find


def usable(record: dict[str, Any]) -> bool:
    """Two targets, the second opposing the first, both moved to the current battlefield."""
    specs = record.get("targets", [])
    return len(specs) == 2 and specs[1].get("opposing_target") == 0 and {
        (e.get("op"), e.get("target")) for e in record.get("effects", [])} == {
        ("move_unit", 0), ("move_unit", 1)}


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check the record (see the module's docstring)."""
    spec = record["targets"][1]
    build = _Builder(card, record, True)
    build.pool = _gold(card, record)
    build.the_card()
    kws = [spec["keyword"]] if spec.get("keyword") else []
    mine = build.new_def("personality", keywords=kws)
    build.home[0].append({"title": mine, "attachments": []})
    build.second_enemy = build.new_def("personality")
    build.adjacent = {"side": "right", "unresolved": True}
    game = build.game()
    s = game.state
    me, tactician = find(s, card.title, 0), find(s, mine, 0)
    enemy = find(s, build.second_enemy, 1)
    armies.take_unit(s, tactician)
    armies.place_unit(s, tactician, 1, True)  # attacking at the second battlefield
    att = s.attack
    assert att is not None
    uses = [u for u in game.legal_actions() if isinstance(u, UseAbility) and u.card == me
            and u.ability == index]
    pick = next((u for u in uses if u.targets == (enemy, tactician)), None)
    if pick is None:
        raise Unusable(f"{card.id} ability {index}: the targets at the second battlefield "
                       f"are not offered ({[u.targets for u in uses]})")
    problems = [f"offered a use whose first target is at the current battlefield: {u.targets}"
                for u in uses if s.cards[u.targets[0]].battlefield == att.current]
    _settle(game, game.perform(pick))
    here = att.battlefields[att.current or 0]
    if enemy not in here.defending:
        problems.append("move_unit: the opposing Personality is not at the current "
                        "battlefield")
    if tactician not in here.attacking:
        problems.append("move_unit: the group's Personality is not at the current battlefield")
    return problems
