"""The manual-effects toolkit: the operations players use to resolve card text the engine does
not run (bow, straighten, destroy, discard, move, dishonor/rehonor, Honor, draw, tokens, stat
bonuses with a duration ...). Declarative card abilities (``abilities.py``) use the same
operations, so an automated card and a hand-resolved card change the state the same way.

:func:`check` says whether an operation can be applied (the reason if not; one check per
operation, ``effect_checks.py``); :func:`apply` applies it (one handler per operation,
``effect_ops.py``) and returns the events. The
automation level decides *when* a player may use the toolkit (see ``legal.manual_allowed``).
"""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import effect_checks, effect_ops
from l5r_desktop.games.ccg.events import (
    Event,
)
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import ManualOp
from l5r_desktop.games.ccg.model.state import GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_T_STRONGHOLD = CardType.STRONGHOLD

#: The card operations a Stronghold is not immune to.
_STRONGHOLD_OPS = frozenset({ManualOp.BOW, ManualOp.STRAIGHTEN, ManualOp.NOTE,
                             ManualOp.ADD_TOKEN, ManualOp.REMOVE_TOKEN, ManualOp.MODIFY_STAT})
#: Engine II operations (Ranged/Melee Attacks, Fear, unit movement, challenges).
_ENGINE_II_OPS = {ManualOp.RANGED_ATTACK, ManualOp.MELEE_ATTACK, ManualOp.FEAR,
                  ManualOp.MOVE_UNIT, ManualOp.MOVE_HOME, ManualOp.CHALLENGE}


def check(state: GameState, player: int, op: str, card: str = "", amount: int = 0,
          zone: str = "", token: str = "", stat: str = "", duration: str = "",
          target: str = "", *, free: bool = False) -> str | None:
    """Why the operation cannot be applied, or ``None`` (one check per operation,
    ``effect_checks.py``). ``free`` (manual automation) lifts Stronghold immunity and in-play
    requirements, like a physical table."""
    try:
        mop = ManualOp(op)
    except ValueError:
        return f"Unknown manual effect {op!r}"
    if mop in _ENGINE_II_OPS:  # engine II procedures (battle_effects.py)
        from l5r_desktop.games.ccg.attack import battle_effects

        return battle_effects.check(state, player, mop, card, amount, target, stat, token,
                                    free=free)
    args = effect_ops.OpArgs(mop, player, card, amount, zone, "", token, stat, duration,
                             target)
    card_check = effect_checks.CARD_CHECKS.get(mop)
    if card_check is not None:
        c = state.cards.get(card)
        if c is None:
            return "Choose a card for this effect"
        if c.definition.type is _T_STRONGHOLD and not free and mop not in _STRONGHOLD_OPS:
            return "The Stronghold is immune to that effect"
        return card_check(state, args, c, free)
    player_check = effect_checks.PLAYER_CHECKS.get(mop)
    if player_check is not None:
        return player_check(state, args, None, free)
    return f"Unsupported manual effect {op!r}"


def apply(state: GameState, player: int, op: str, card: str = "", amount: int = 0,
          zone: str = "", position: str = "", token: str = "", stat: str = "",
          duration: str = "", target: str = "", text: str = "",
          sources: tuple[str, ...] = (), negatable: bool = True) -> list[Event]:
    """Apply a checked operation; returns the events. ``negatable=False``: a movement that
    "will not be negated" (``movement_negation.py``)."""
    mop = ManualOp(op)
    events: list[Event] = []
    if mop in _ENGINE_II_OPS:  # engine II procedures (battle_effects.py)
        from l5r_desktop.games.ccg.attack import battle_effects

        return battle_effects.apply(state, player, mop, card, amount, target, stat, token,
                                    sources, negatable=negatable)
    handler = effect_ops.OPS.get(mop)
    if handler is None:
        return events
    return handler(state, effect_ops.OpArgs(mop, player, card, amount, zone, position, token,
                                            stat, duration, target, text, sources))
