"""The per-card harness for ``tireless`` ("Your Stronghold's abilities have Tireless",
``cardtext/tireless.stronghold_tireless``): the card in play at Alice's home (a Personality or a
Holding) and her Stronghold of our invention, bowed, with an Open ability without a bow cost
(gain 3 Honor) and one with a bow cost (draw a card). With the record the first is offered
and gains 3 Honor while the Stronghold stays bowed, the second is not offered; without the
record neither is."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import cd, find

_KEEP = "Harness Tireless Keep"
_ABILITIES = [
    {"timing": "open", "effects": [{"op": "gain_honor", "amount": 3, "player": "you"}]},
    {"timing": "open", "cost": {"bow_self": True},
     "effects": [{"op": "draw", "amount": 1, "player": "you"}]},
]


def exercise_stronghold_tireless(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    kind = card.type.value
    if kind not in ("personality", "holding"):
        raise Unusable(f"tireless on a {kind}: not placed here")
    offered = []
    games = []
    for with_record in (True, False):
        build = _Builder(card, record, False)
        build.defs.append(cd(_KEEP, "stronghold", clans=list(card.clans[:1]),
                             province_strength=6, gold_production=5, starting_honor=10,
                             abilities=_ABILITIES))
        build.stronghold = _KEEP
        build.place(0, {"title": card.title, "attachments": []} if kind == "personality"
                    else card.title, kind == "personality")
        game = (build if with_record else _without(build, record)).game()
        keep = find(game.state, _KEEP, 0)
        game.state.cards[keep].bowed = True
        offered.append(sorted(a.ability for a in game.legal_actions()
                              if isinstance(a, UseAbility) and a.card == keep))
        games.append((game, keep))
    problems = []
    if offered != [[0], []]:
        problems.append(f"tireless: the bowed Stronghold's abilities offered {offered[0]} with "
                        f"the record, {offered[1]} without (want [0], [])")
        return problems
    game, keep = games[0]
    before = game.state.players[0].family_honor
    game.perform(next(a for a in game.legal_actions()
                      if isinstance(a, UseAbility) and a.card == keep))
    if game.state.players[0].family_honor - before != 3 or not game.state.cards[keep].bowed:
        problems.append("tireless: the bowed Stronghold's ability did not gain 3 Honor")
    return problems
