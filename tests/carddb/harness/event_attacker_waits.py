"""The per-card harness for an Event that makes the Attacker wait for the Defender's first
opportunity in every battle for a number of its player's turns (``cardtext/attacker_waits.py``;
used by ``events``): the Event lies face down in Alice's first province as her turn begins;
after it resolved the restriction is kept for her (and not on the table without the record).
On a battle table (Alice the Attacker with the opportunity, the Defender not yet acted) with
that kept restriction, her harness Battle Strategy is not offered; once the Defender has acted
it is, as it is without the restriction. On the first table the players then pass until her
``turns``-th turn from now has begun: the restriction is gone."""

from __future__ import annotations

import copy
from typing import Any

from l5r_desktop.games.ccg.actions import ResolveDone, UseAbility
from l5r_desktop.games.ccg.cardtext import attacker_waits
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.rules.legal import legal_actions
from tests.carddb.harness.event_pile_equip import _turns_later
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import cd, find

_TOOL = "Harness Charge"


def usable(record: dict[str, Any]) -> bool:
    """An Event record whose only effect is ``attacker_waits``."""
    effects = record.get("effects", [])
    return len(effects) == 1 and effects[0].get("op") == "attacker_waits"


def _kept(game: Game) -> list[dict[str, Any]]:
    return [d for d in game.state.delayed if d.get("when") == attacker_waits.WHEN]


def _charges(game: Game) -> list[UseAbility]:
    s = game.state
    tool = find(s, _TOOL, 0)
    return [a for a in legal_actions(s, 0)  # (the state is changed by hand: no cache)
            if isinstance(a, UseAbility) and a.card == tool]


def exercise_attacker_waits_event(build: Any, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    eff = record["effects"][0]
    if record.get("targets") or record.get("cost") or record.get("condition"):
        raise Unusable("an attacker_waits Event with targets, costs or a condition")
    build.provinces = [{"title": build.card.title, "face_up": False}]
    games = [b.game(phase="straighten") for b in (build, _without(build, record))]
    for game in games:
        while game.state.pending:  # without the record the Event waits for the players
            card, who = game.state.pending[0]
            game.perform(ResolveDone(who, card=card))
    kept = [_kept(g) for g in games]
    if len(kept[0]) != 1 or kept[1] or kept[0][0].get("turns") != eff["turns"]:
        return [f"attacker_waits: kept {len(kept[0])} restrictions, {len(kept[1])} without "
                f"the record (want 1 lasting {eff['turns']} turns, 0)"]
    problems: list[str] = []
    battle = _Builder(build.card, record, True)
    battle.host(0, [], [])
    battle.host(1, [], [])
    battle.provinces = [{"title": build.card.title, "face_up": False}]
    battle.defs.append(cd(_TOOL, "strategy", gold_cost=0, focus=1, abilities=[
        {"timing": "battle", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]))
    battle.hand.append(_TOOL)
    game = battle.game()
    s = game.state
    if not _charges(game):
        raise Unusable("the harness Battle action is not offered on the battle table")
    entry = copy.deepcopy(kept[0][0])
    entry["card"] = find(s, build.card.title, 0)
    s.delayed.append(entry)
    if _charges(game):
        problems.append("attacker_waits: the Attacker's Battle action is offered before the "
                        "Defender's first opportunity")
    assert s.attack is not None
    s.attack.defender_acted = True
    if not _charges(game):
        problems.append("attacker_waits: the Battle action is not offered once the Defender "
                        "acted")
    _turns_later(games[0], eff["turns"])
    if _kept(games[0]):
        problems.append(f"attacker_waits: still kept {eff['turns']} turns later")
    return problems
