"""Engine II toolkit operations, shared by the manual toolkit (``Manual(op=...)``) and the
declarative card abilities (effects with the same ``op``): ``effects.check``/``effects.apply``
delegate these ops here.

* ``ranged_attack`` / ``melee_attack`` / ``fear``: ``card`` = the target, ``amount`` = the
  strength; the source is the ability's card (card text) or ``target`` = a card id (toolkit).
* ``move_unit``: move ``card``'s unit to the current battlefield, or to ``target="bf:<n>"``
  (battlefield index n); the Second-Battle Rule applies. ``move_home``: move it home.
* ``challenge``: ``card`` = the challenged Personality, ``target`` = the challenger (toolkit;
  card text uses the ability's Personality), ``stat`` = ``chi`` (default) or ``force``,
  ``amount`` = Honor the challenged player loses to refuse (0: the challenge cannot be refused),
  ``token`` = the consequences (``duel_consequences.py``: ``destroy_loser`` by default,
  ``none``, ``bow_loser+dishonor_loser``, ``loser_force:-3`` ...).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from l5r_desktop.games.ccg import duel_consequences, duels
from l5r_desktop.games.ccg.attack import armies, battle, ranged
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import ManualOp
from l5r_desktop.games.ccg.model.state import GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_T_PERSONALITY = CardType.PERSONALITY


@dataclass(frozen=True, slots=True)
class BattleArgs:
    """One engine II operation's arguments (the ``Manual`` / effect fields it reads)."""

    op: ManualOp
    card: str
    amount: int
    target: str
    stat: str
    token: str
    #: False for a movement that "will not be negated" (``cardtext/movement_negation.py``).
    negatable: bool = True


#: An operation's check: (state, acting player, arguments, free table) -> reason or None.
Check = Callable[[GameState, int, BattleArgs, bool], "str | None"]
#: An operation's handler: (state, acting player, arguments, source cards) -> events.
Apply = Callable[[GameState, int, BattleArgs, tuple[str, ...]], list[Event]]


def _battlefield_arg(target: str) -> int | None:
    if target.startswith("bf:"):
        try:
            return int(target[3:])
        except ValueError:
            return -1
    return None


def _check_attack(state: GameState, player: int, a: BattleArgs, free: bool) -> str | None:
    """Ranged / melee attack, Fear: a strength of 0 or more on a legal target."""
    if a.amount < 0:
        return "The strength of an attack is 0 or more"
    return ranged.problem(state, player, a.card, free=free,
                          with_followers=a.token == ranged.WITH_FOLLOWERS)


def _check_move_home(state: GameState, player: int, a: BattleArgs, free: bool) -> str | None:
    if armies.unit_personality(state, a.card) is None:
        return "Choose a unit in play (its Personality or an attached card)"
    return None


def _check_move_unit(state: GameState, player: int, a: BattleArgs, free: bool) -> str | None:
    why = _check_move_home(state, player, a, free)
    if why is not None:
        return why
    att = state.attack
    if att is None:
        return "Units move to battlefields only during an attack"
    index = _battlefield_arg(a.target)
    if index is None:
        if att.current is None:
            return "There is no current battlefield; name one (bf:<n>)"
    elif not 0 <= index < len(att.battlefields):
        return f"There is no battlefield {a.target[3:]}"
    return None


def _check_challenge(state: GameState, player: int, a: BattleArgs, free: bool) -> str | None:
    if a.stat and a.stat not in duels.DUEL_STATS:
        return "A duel uses Chi, Force or Personal Honor"
    if a.token and duel_consequences.problem(a.token) is not None:
        return duel_consequences.problem(a.token)
    if a.amount < 0:
        return "The Honor for refusing is 0 or more"
    c = state.cards.get(a.card)
    if c is None or c.definition.type is not _T_PERSONALITY or not c.zone.in_play:
        return "Challenge a Personality in play"
    if a.target in state.cards:
        return duels.challenge_problem(state, a.target, a.card)
    if state.duel is not None:
        return "A duel is already under way"
    return None


def _apply_attack(state: GameState, player: int, a: BattleArgs, sources: tuple[str, ...]
                  ) -> list[Event]:
    source = sources[0] if sources else (a.target if a.target in state.cards else "")
    return ranged.attack(state, player, a.card, a.amount, ranged.KINDS[a.op.value], source)


def _apply_move_home(state: GameState, player: int, a: BattleArgs, sources: tuple[str, ...]
                     ) -> list[Event]:
    pid = armies.unit_personality(state, a.card)
    assert pid is not None
    return battle.move_home(state, pid, sources[0] if sources else "effect",
                            negatable=a.negatable)


def _apply_move_unit(state: GameState, player: int, a: BattleArgs, sources: tuple[str, ...]
                     ) -> list[Event]:
    pid = armies.unit_personality(state, a.card)
    assert pid is not None
    reason = state.title(sources[0]) if sources else "effect"
    return battle.move_to_battlefield(state, pid, _battlefield_arg(a.target), reason,
                                      negatable=a.negatable)


def _apply_challenge(state: GameState, player: int, a: BattleArgs, sources: tuple[str, ...]
                     ) -> list[Event]:
    card = a.card
    challenger = a.target if a.target in state.cards else ""
    if not challenger:
        owner = state.cards[card].controller
        for s in sources:
            pid = armies.unit_personality(state, s) if s in state.cards else None
            if pid is not None and pid != card and state.cards[pid].controller == player \
                    and player != owner:
                challenger = pid
                break
    if not challenger:
        return [Note((card,), text="No challenge: no Personality of yours issues it")]
    return duels.start(state, challenger, card, stat=a.stat or "chi", refusal_honor=a.amount,
                       consequence=a.token or "destroy_loser",
                       source=sources[0] if sources else "")


#: Each engine II operation's check.
CHECKS: dict[ManualOp, Check] = {
    ManualOp.RANGED_ATTACK: _check_attack, ManualOp.MELEE_ATTACK: _check_attack,
    ManualOp.FEAR: _check_attack, ManualOp.MOVE_UNIT: _check_move_unit,
    ManualOp.MOVE_HOME: _check_move_home, ManualOp.CHALLENGE: _check_challenge,
}
#: Each engine II operation's handler.
APPLIES: dict[ManualOp, Apply] = {
    ManualOp.RANGED_ATTACK: _apply_attack, ManualOp.MELEE_ATTACK: _apply_attack,
    ManualOp.FEAR: _apply_attack, ManualOp.MOVE_UNIT: _apply_move_unit,
    ManualOp.MOVE_HOME: _apply_move_home, ManualOp.CHALLENGE: _apply_challenge,
}
#: The operations this module checks and applies.
OPS = frozenset(CHECKS)


def check(state: GameState, player: int, op: ManualOp, card: str, amount: int, target: str,
          stat: str, token: str, *, free: bool = False) -> str | None:
    """Why the operation cannot be applied now (``None`` when it can)."""
    handler = CHECKS.get(op)
    if handler is None:
        return f"Unsupported manual effect {op.value!r}"
    return handler(state, player, BattleArgs(op, card, amount, target, stat, token), free)


def apply(state: GameState, player: int, op: ManualOp, card: str, amount: int, target: str,
          stat: str, token: str, sources: tuple[str, ...] = (), *,
          negatable: bool = True) -> list[Event]:
    """Apply a checked operation (``negatable``: see :class:`BattleArgs`)."""
    handler = APPLIES.get(op)
    if handler is None:
        raise ValueError(f"unsupported op {op!r}")
    return handler(state, player, BattleArgs(op, card, amount, target, stat, token, negatable),
                   sources)
