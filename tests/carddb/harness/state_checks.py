"""What the per-card harness looks for in the state after a use, one small check per effect
op (:data:`_STATE_CHECKS`: each returns True when the state shows the effect did NOT
happen; its docstring is the problem reported). Used by ``checks._check``.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import (
    assign_bowed,
    effects,
    next_performed,
    next_targeting,
    reconnaissance,
)
from l5r_desktop.games.ccg.model import moves, stats
from tests.carddb.harness import movement as harness_movement


def _live(s: Any, c: Any) -> bool:
    """In play, a Region attached to a province included (``moves.in_play``)."""
    return moves.in_play(s, c)


def _not_bowed(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is not bowed"""
    return c is None or (_live(_s, c) and not c.bowed)  # (a later effect may destroy it)


def _bowed(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is still bowed (or gone)"""
    return c is None or c.bowed


def _in_play(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is still in play"""
    return c is not None and _live(_s, c)


def _not_discarded(s: Any, _u: UseAbility, c: Any) -> bool:
    """the card is not in its discard pile, or its province was not refilled"""
    if c is None or c.zone is not moves.discard_zone(c):
        return True  # from play, a hand or a province: it ends in its own pile [S1 › DISCARD PILES]
    p = s.players[c.owner]  # a card discarded from a province: the province is refilled
    return bool(p.dynasty_deck) and None in p.provinces  # [CE › PROVINCES]


def _not_permitted(_s: Any, _u: UseAbility, c: Any) -> bool:
    """he may not assign even if bowed"""
    return c is None or not c.in_play or not assign_bowed.allowed(c)


def _not_feared(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is neither bowed nor destroyed"""
    return c is not None and c.in_play and not c.bowed


def _honorable(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is not dishonorable"""
    return c is None or not c.dishonored


def _dishonorable(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is still dishonorable"""
    return c is None or c.dishonored


def _not_home(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the target is not at home"""
    return c is None or c.zone.value != "home"


def _not_in_play(_s: Any, _u: UseAbility, c: Any) -> bool:
    """the card is not in play"""
    return c is None or not c.in_play


def _no_favor(s: Any, u: UseAbility, _c: Any) -> bool:
    """the player has no Imperial Favor"""
    return not s.players[u.player].favor


def _favor(s: Any, u: UseAbility, _c: Any) -> bool:
    """the player still has the Imperial Favor"""
    return bool(s.players[u.player].favor)


def _no_reconnaissance(s: Any, u: UseAbility, _c: Any) -> bool:
    """the player has no Reconnaissance at the current battlefield"""
    return not reconnaissance.has_reconnaissance(s, u.player)


def _no_additional(s: Any, u: UseAbility, _c: Any) -> bool:
    """the player does not have the next opportunity (additional action)"""
    return s.priority != u.player or s.passes != -1


def _straightens(s: Any, use: UseAbility, c: Any) -> bool:
    """a straighten effect still straightens it"""
    if c is None or not c.in_play:
        return True
    trial = s.clone()  # bowed, then straightened: the negation keeps it bowed
    trial.cards[c.id].bowed = True
    effects.apply(trial, use.player, "straighten", card=c.id)
    return not trial.cards[c.id].bowed


def _moves(s: Any, use: UseAbility, c: Any) -> bool:
    """a movement of his unit still happens"""
    if c is None or not c.in_play or c.definition.type.value != "personality":
        return True  # the record negates the movement of a Personality in play
    trial = s.clone()  # home, then to a battlefield; at a battlefield, then home
    if c.zone.value == "home":
        if trial.attack is None or not trial.attack.battlefields:
            return False  # no battlefield to try: the modifier is checked by its own test
        armies.move_to_battlefield(trial, c.id, 0)
        return trial.cards[c.id].zone.value != "home"
    if any(e.get("to") == "battlefield" for e in _record_of(s, use)["effects"]
           if e["op"] == "negate_movement"):
        return False  # "will not move to battlefields": home is allowed (own test)
    armies.move_home(trial, c.id)
    return trial.cards[c.id].zone.value == "home"


def _keeps_bonuses(s: Any, use: UseAbility, c: Any) -> bool:
    """a Force bonus and a Force penalty from an action still count"""
    if c is None or not c.in_play:
        return True
    trial = s.clone()  # +3F then -1F from an action's effects: negated as the record says
    before = stats.force(trial, c.id)
    effects.apply(trial, use.player, "modify_stat", card=c.id, stat="force", amount=3)
    up = stats.force(trial, c.id) - before
    effects.apply(trial, use.player, "modify_stat", card=c.id, stat="force", amount=-1)
    down = stats.force(trial, c.id) - before - up
    eff = next(e for e in _record_of(s, use)["effects"] if e["op"] == "negate_bonuses")
    which = eff.get("which", "both")
    if eff.get("current"):  # new ones are not negated
        return up != 3 or down != -1
    return up != (0 if which in ("both", "bonuses") else 3) or \
        down != (0 if which in ("both", "penalties") else -1)


def _unshielded(s: Any, use: UseAbility, c: Any) -> bool:
    """the other player's next action of that kind targeting it is not negated"""
    if c is None or not c.in_play:
        return True
    eff = next(e for e in _record_of(s, use)["effects"] if e["op"] == "negate_next_targeting")
    trial = s.clone()  # Bob's action of that kind targets it: negated, and only once
    bob_action = {"timing": eff.get("action", "open"), "targets": [{"type": "card"}]}
    src = use.card
    first, _ = next_targeting.answer(trial, 1 - use.player, src, bob_action, (c.id,))
    again, _ = next_targeting.answer(trial, 1 - use.player, src, bob_action, (c.id,))
    mine, _ = next_targeting.answer(s.clone(), use.player, src, bob_action, (c.id,))
    return first != [{"on": ""}] or again != [] or mine != []


def _unwatched(s: Any, use: UseAbility, c: Any) -> bool:
    """the next action the card performs (its own ability) is not negated, or a second one is,
    or one taken by another player than its controller is"""
    if c is None or not c.in_play:
        return True
    trial = s.clone()  # its controller uses one of its own abilities: negated, only once
    first, _ = next_performed.answer(trial, c.controller, c.id, {}, ())
    again, _ = next_performed.answer(trial, c.controller, c.id, {}, ())
    other, _ = next_performed.answer(s.clone(), 1 - c.controller, c.id, {}, ())
    return first != [{"on": ""}] or again != [] or other != []


def _record_of(s: Any, use: UseAbility) -> dict[str, Any]:
    return s.cards[use.card].definition.abilities[use.ability]


#: effect op -> what is wrong in the state after it (a docstring names the problem)
_STATE_CHECKS = {"bow": _not_bowed, "straighten": _bowed, "destroy": _in_play,
                 "seppuku": _in_play,  # destroyed, honorably [S1 › SEPPUKU]
                 "discard": _not_discarded,  # from play, a hand or a province
                 "ranged_attack": _in_play, "melee_attack": _in_play, "fear": _not_feared,
                 "dishonor": _honorable, "rehonor": _dishonorable, "move_home": _not_home,
                 "take_favor": _no_favor, "discard_favor": _favor,
                 "put_into_play": _not_in_play, "additional_action": _no_additional,
                 "move_unit": harness_movement.not_at_current,
                 "negate_straightening": _straightens, "negate_movement": _moves,
                 "negate_bonuses": _keeps_bonuses,
                 "negate_next_targeting": _unshielded,
                 "negate_next_performed": _unwatched,
                 "reconnaissance": _no_reconnaissance,
                 "assign_bowed": _not_permitted}
