"""The manual-effects toolkit: the operations players use to resolve card text the engine does
not run (bow, straighten, destroy, discard, move, dishonor/rehonor, Honor, draw, tokens, stat
bonuses with a duration ...). Declarative card abilities (``abilities.py``) use the same
operations, so an automated card and a hand-resolved card change the state the same way.

:func:`check` says whether an operation can be applied (the reason if not); :func:`apply`
applies it (one handler per operation, ``effect_ops.py``) and returns the events. The
automation level decides *when* a player may use the toolkit (see ``legal.manual_allowed``).
"""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import effect_ops
from l5r_desktop.games.ccg.events import (
    Event,
)
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import MODIFIABLE_STATS, Duration, ManualOp, Zone
from l5r_desktop.games.ccg.model.state import GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_T_FOLLOWER = CardType.FOLLOWER
_T_HOLDING = CardType.HOLDING
_T_ITEM = CardType.ITEM
_T_PERSONALITY = CardType.PERSONALITY
_T_SPELL = CardType.SPELL
_T_STRONGHOLD = CardType.STRONGHOLD
_Z_DYNASTY_DECK = Zone.DYNASTY_DECK
_Z_FOCUSING = Zone.FOCUSING
_Z_HAND = Zone.HAND
_Z_HOME = Zone.HOME
_Z_PROVINCE = Zone.PROVINCE

_CARD_OPS = {
    ManualOp.BOW, ManualOp.STRAIGHTEN, ManualOp.DESTROY, ManualOp.DISCARD, ManualOp.MOVE,
    ManualOp.FLIP, ManualOp.DISHONOR, ManualOp.REHONOR, ManualOp.ADD_TOKEN,
    ManualOp.REMOVE_TOKEN, ManualOp.MODIFY_STAT, ManualOp.SET_STAT, ManualOp.MIN_STAT,
    ManualOp.MAX_STAT, ManualOp.NOTE,
    ManualOp.TRANSFER, ManualOp.SEPPUKU,
}
#: Engine II operations (Ranged/Melee Attacks, Fear, unit movement, challenges).
_ENGINE_II_OPS = {ManualOp.RANGED_ATTACK, ManualOp.MELEE_ATTACK, ManualOp.FEAR,
                  ManualOp.MOVE_UNIT, ManualOp.MOVE_HOME, ManualOp.CHALLENGE}
_MOVE_ZONES = {Zone.HAND, Zone.DYNASTY_DECK, Zone.FATE_DECK, Zone.DYNASTY_DISCARD,
               Zone.FATE_DISCARD, Zone.REMOVED, Zone.HOME}


def check(state: GameState, player: int, op: str, card: str = "", amount: int = 0,
          zone: str = "", token: str = "", stat: str = "", duration: str = "",
          target: str = "", *, free: bool = False) -> str | None:
    """Why the operation cannot be applied, or ``None``. ``free`` (manual automation) lifts
    Stronghold immunity and in-play requirements, like a physical table."""
    try:
        mop = ManualOp(op)
    except ValueError:
        return f"Unknown manual effect {op!r}"
    if mop in _ENGINE_II_OPS:  # engine II procedures (battle_effects.py)
        from l5r_desktop.games.ccg.attack import battle_effects

        return battle_effects.check(state, player, mop, card, amount, target, stat, token,
                                    free=free)
    if mop in _CARD_OPS:
        if card not in state.cards:
            return "Choose a card for this effect"
        c = state.cards[card]
        if c.definition.type is _T_STRONGHOLD and not free and mop not in (
                ManualOp.BOW, ManualOp.STRAIGHTEN, ManualOp.NOTE, ManualOp.ADD_TOKEN,
                ManualOp.REMOVE_TOKEN, ManualOp.MODIFY_STAT):
            return "The Stronghold is immune to that effect"
        in_play = c.zone.in_play
        if mop is ManualOp.BOW and (not in_play or c.bowed):
            return f"{c.title} is not an unbowed card in play"
        if mop is ManualOp.STRAIGHTEN and (not in_play or not c.bowed):
            return f"{c.title} is not a bowed card in play"
        if mop is ManualOp.DESTROY and not in_play and not free:
            return f"{c.title} is not in play"
        if mop in (ManualOp.DISHONOR, ManualOp.REHONOR, ManualOp.SEPPUKU):
            if c.definition.type is not _T_PERSONALITY or not in_play:
                return f"{c.title} is not a Personality in play"
            if mop is ManualOp.DISHONOR and c.dishonored:
                return f"{c.title} is already dishonorable"
            if mop is ManualOp.REHONOR and not c.dishonored:
                return f"{c.title} is not dishonorable"
        if mop is ManualOp.MOVE:
            try:
                z = Zone(zone)
            except ValueError:
                return f"Unknown zone {zone!r}"
            if z not in _MOVE_ZONES:
                return f"Cards cannot be moved to {zone.replace('_', ' ')} this way"
            if z is _Z_HOME and c.definition.type in (
                    _T_FOLLOWER, _T_ITEM, _T_SPELL):
                return "Attachments enter play attached to a Personality (use Equip/transfer)"
            if c.attached_to is not None and z is _Z_HOME:
                return f"{c.title} is attached; use transfer"
        if mop in (ManualOp.ADD_TOKEN, ManualOp.REMOVE_TOKEN):
            if not token:
                return "Name the token"
            if amount <= 0:
                return "Give a positive number of tokens"
            if mop is ManualOp.REMOVE_TOKEN and c.tokens.get(token, 0) < amount:
                return f"{c.title} has fewer than {amount} {token} token(s)"
            if not in_play and not free:
                return "Tokens go on cards in play"
        # focused cards are affected by effects too [S1 › IN PLAY AND OUT OF PLAY] (engine II)
        if mop in (ManualOp.MODIFY_STAT, ManualOp.SET_STAT, ManualOp.MIN_STAT,
                   ManualOp.MAX_STAT) and not in_play and not free and \
                c.zone is not _Z_FOCUSING:
            return f"{c.title} is not in play (stat effects last on cards in play)"
        if mop in (ManualOp.MIN_STAT, ManualOp.MAX_STAT):
            if stat not in ("force", "chi", "personal_honor", "gold_cost", "gold_production",
                            "focus"):
                return f"Stat {stat!r} cannot get a minimum or maximum"
            try:
                Duration(duration or "turn")
            except ValueError:
                return f"Unknown duration {duration!r}"
            if amount < 0:
                return "A minimum or maximum is 0 or more"
        if mop is ManualOp.SET_STAT:
            if stat not in MODIFIABLE_STATS:
                return f"Unknown stat {stat!r}"
            try:
                Duration(duration or "turn")
            except ValueError:
                return f"Unknown duration {duration!r}"
            if getattr(c.definition, stat, None) is None and stat not in c.definition.asterisk:
                return f"{c.title} has no {stat.replace('_', ' ')} (absent stats can't change)"
            if stats.stat(state, card, stat) == amount:
                return f"{c.title}'s {stat.replace('_', ' ')} is already {amount}"
        if mop is ManualOp.MODIFY_STAT:
            if stat not in MODIFIABLE_STATS:
                return f"Unknown stat {stat!r}"
            try:
                Duration(duration or "turn")
            except ValueError:
                return f"Unknown duration {duration!r}"
            if amount == 0:
                return "A bonus of 0 changes nothing"
            if getattr(c.definition, stat, None) is None and stat not in c.definition.asterisk:
                return f"{c.title} has no {stat.replace('_', ' ')} (absent stats can't change)"
        if mop is ManualOp.TRANSFER:
            if c.attached_to is None:
                return f"{c.title} is not attached"
            t = state.cards.get(target)
            if t is None or t.definition.type is not _T_PERSONALITY or not t.in_play:
                return "Transfer to a Personality in play"
            if t.id == c.attached_to:
                return f"{c.title} is already attached to {t.title}"
            if not free:
                from l5r_desktop.games.ccg.economy import equip_problem

                why = equip_problem(state, t.controller, card, target)
                if why and "already control a copy" not in why:
                    return why
        return None
    if mop in (ManualOp.GAIN_HONOR, ManualOp.LOSE_HONOR, ManualOp.DRAW, ManualOp.TAKE_FAVOR):
        if effect_ops.player_arg(state, player, target) is None:
            return f"No such player {target!r}"
        if amount <= 0 and mop is not ManualOp.TAKE_FAVOR:
            return "Give a positive amount"
        return None
    if mop is ManualOp.DISCARD_FAVOR:
        if not any(p.favor for p in state.players):
            return "Nobody controls the Imperial Favor"
        return None
    if mop is ManualOp.DESTROY_PROVINCE:
        who = effect_ops.player_arg(state, player, target)
        if who is None:
            return "Choose a player"
        if not 0 <= amount < len(state.players[who].provinces):
            return f"Province {amount + 1} does not exist"
        return None
    return f"Unsupported manual effect {op!r}"


def apply(state: GameState, player: int, op: str, card: str = "", amount: int = 0,
          zone: str = "", position: str = "", token: str = "", stat: str = "",
          duration: str = "", target: str = "", text: str = "",
          sources: tuple[str, ...] = ()) -> list[Event]:
    """Apply a checked operation; returns the events."""
    mop = ManualOp(op)
    events: list[Event] = []
    if mop in _ENGINE_II_OPS:  # engine II procedures (battle_effects.py)
        from l5r_desktop.games.ccg.attack import battle_effects

        return battle_effects.apply(state, player, mop, card, amount, target, stat, token,
                                    sources)
    handler = effect_ops.OPS.get(mop)
    if handler is None:
        return events
    return handler(state, effect_ops.OpArgs(mop, player, card, amount, zone, position, token,
                                            stat, duration, target, text, sources))
