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
  ``token`` = ``destroy_loser`` (default) or ``none`` (no consequence).
"""

from __future__ import annotations

from l5r_desktop.games.ccg import duels
from l5r_desktop.games.ccg.attack import battle, ranged
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import ManualOp
from l5r_desktop.games.ccg.model.state import GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_T_PERSONALITY = CardType.PERSONALITY

OPS = frozenset({ManualOp.RANGED_ATTACK, ManualOp.MELEE_ATTACK, ManualOp.FEAR,
                 ManualOp.MOVE_UNIT, ManualOp.MOVE_HOME, ManualOp.CHALLENGE})


def _personality(state: GameState, card: str) -> str | None:
    c = state.cards.get(card)
    if c is None or not c.zone.in_play:
        return None
    if c.definition.type is _T_PERSONALITY:
        return card
    return c.attached_to


def _battlefield_arg(target: str) -> int | None:
    if target.startswith("bf:"):
        try:
            return int(target[3:])
        except ValueError:
            return -1
    return None


def check(state: GameState, player: int, op: ManualOp, card: str, amount: int, target: str,
          stat: str, token: str, *, free: bool = False) -> str | None:
    """Why the operation cannot be applied now (``None`` when it can)."""
    if op in (ManualOp.RANGED_ATTACK, ManualOp.MELEE_ATTACK, ManualOp.FEAR):
        if amount < 0:
            return "The strength of an attack is 0 or more"
        return ranged.problem(state, player, card, free=free)
    if op in (ManualOp.MOVE_UNIT, ManualOp.MOVE_HOME):
        pid = _personality(state, card)
        if pid is None:
            return "Choose a unit in play (its Personality or an attached card)"
        if op is ManualOp.MOVE_HOME:
            return None
        att = state.attack
        if att is None:
            return "Units move to battlefields only during an attack"
        index = _battlefield_arg(target)
        if index is None:
            if att.current is None:
                return "There is no current battlefield; name one (bf:<n>)"
        elif not 0 <= index < len(att.battlefields):
            return f"There is no battlefield {target[3:]}"
        return None
    if op is ManualOp.CHALLENGE:
        if stat not in ("", "chi", "force"):
            return "A duel uses Chi or Force"
        if token not in ("", "destroy_loser", "none"):
            return "The consequence is destroy_loser or none"
        if amount < 0:
            return "The Honor for refusing is 0 or more"
        c = state.cards.get(card)
        if c is None or c.definition.type is not _T_PERSONALITY or not c.zone.in_play:
            return "Challenge a Personality in play"
        if target in state.cards:
            return duels.challenge_problem(state, target, card)
        if state.duel is not None:
            return "A duel is already under way"
        return None
    return f"Unsupported manual effect {op.value!r}"


def apply(state: GameState, player: int, op: ManualOp, card: str, amount: int, target: str,
          stat: str, token: str, sources: tuple[str, ...] = ()) -> list[Event]:
    """Apply a checked operation."""
    if op in (ManualOp.RANGED_ATTACK, ManualOp.MELEE_ATTACK, ManualOp.FEAR):
        source = sources[0] if sources else (target if target in state.cards else "")
        return ranged.attack(state, player, card, amount, ranged.KINDS[op.value], source)
    if op is ManualOp.MOVE_HOME:
        pid = _personality(state, card)
        assert pid is not None
        return battle.move_home(state, pid, sources[0] if sources else "effect")
    if op is ManualOp.MOVE_UNIT:
        pid = _personality(state, card)
        assert pid is not None
        reason = state.title(sources[0]) if sources else "effect"
        return battle.move_to_battlefield(state, pid, _battlefield_arg(target), reason)
    if op is ManualOp.CHALLENGE:
        challenger = target if target in state.cards else ""
        if not challenger:
            owner = state.cards[card].controller
            for s in sources:
                pid = _personality(state, s) if s in state.cards else None
                if pid is not None and pid != card and state.cards[pid].controller == player \
                        and player != owner:
                    challenger = pid
                    break
        if not challenger:
            return [Note((card,), text="No challenge: no Personality of yours issues it")]
        return duels.start(state, challenger, card, stat=stat or "chi", refusal_honor=amount,
                           consequence=token or "destroy_loser",
                           source=sources[0] if sources else "")
    raise ValueError(f"unsupported op {op!r}")
