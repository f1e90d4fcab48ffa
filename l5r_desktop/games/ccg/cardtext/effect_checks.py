"""One small check per toolkit operation (``ManualOp``): why it cannot be applied now.

``effects.check`` parses the operation, sends engine II operations to
``attack/battle_effects.py``, does what every card operation shares (the card exists, the
Stronghold's immunity) and then asks the operation's check from :data:`CHECKS` (the apply side
is ``effect_ops.OPS``). A check gets the operation's arguments as :class:`~.effect_ops.OpArgs`,
the card (``None`` for the player operations) and ``free`` (manual automation: a physical
table, where in-play requirements and the Stronghold's immunity are lifted).
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from l5r_desktop.games.ccg.cardtext import prevention, reconnaissance, trait_kinds
from l5r_desktop.games.ccg.cardtext.effect_ops import OpArgs, player_arg
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import MODIFIABLE_STATS, Duration, ManualOp, Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

_T_FOLLOWER = CardType.FOLLOWER
_T_ITEM = CardType.ITEM
_T_PERSONALITY = CardType.PERSONALITY
_T_SPELL = CardType.SPELL
_Z_FOCUSING = Zone.FOCUSING
_Z_HOME = Zone.HOME
_MOVE_ZONES = {Zone.HAND, Zone.DYNASTY_DECK, Zone.FATE_DECK, Zone.DYNASTY_DISCARD,
               Zone.FATE_DISCARD, Zone.REMOVED, Zone.HOME}
_LIMITED_STATS = ("force", "chi", "personal_honor", "gold_cost", "gold_production", "focus")

#: An operation's check: (state, arguments, the card or None, free table) -> reason or None.
Check = Callable[[GameState, OpArgs, "CardState | None", bool], "str | None"]


def _card(c: CardState | None) -> CardState:
    assert c is not None  # effects.check found the card of a card operation
    return c


def _none(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    return None


def _discard(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    """A card in play whose continuous trait says it may not be discarded from play ("This
    Event may not be discarded from play") is not discarded [CE › PREVENTION]; a free table
    (manual automation) may still do it."""
    c = _card(c)
    by = None if free else prevention.prevented(state, c.id, "discarded")
    return None if by is None else f"{c.title} may not be discarded from play ({by})"


def _bow(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    c = _card(c)
    if not moves.in_play(state, c) or c.bowed:  # a Region attached to a province too
        return f"{c.title} is not an unbowed card in play"
    return None


def _straighten(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    c = _card(c)
    if not moves.in_play(state, c) or not c.bowed:
        return f"{c.title} is not a bowed card in play"
    return None


def _destroy(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    c = _card(c)
    if not moves.in_play(state, c) and not free:
        return f"{c.title} is not in play"
    return None


def _personality(c: CardState) -> str | None:
    if c.definition.type is not _T_PERSONALITY or not c.zone.in_play:
        return f"{c.title} is not a Personality in play"
    return None


def _dishonor(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    c = _card(c)
    why = _personality(c)
    if why is None and c.dishonored:
        return f"{c.title} is already dishonorable"
    return why


def _rehonor(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    c = _card(c)
    why = _personality(c)
    if why is None and not c.dishonored:
        return f"{c.title} is not dishonorable"
    return why


def _seppuku(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    return _personality(_card(c))


def _move(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    c = _card(c)
    try:
        z = Zone(a.zone)
    except ValueError:
        return f"Unknown zone {a.zone!r}"
    if z not in _MOVE_ZONES:
        return f"Cards cannot be moved to {a.zone.replace('_', ' ')} this way"
    if z is _Z_HOME and c.definition.type in (_T_FOLLOWER, _T_ITEM, _T_SPELL):
        return "Attachments enter play attached to a Personality (use Equip/transfer)"
    if c.attached_to is not None and z is _Z_HOME:
        return f"{c.title} is attached; use transfer"
    return None


def _tokens(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    c = _card(c)
    if not a.token:
        return "Name the token"
    if a.amount <= 0:
        return "Give a positive number of tokens"
    if a.op is ManualOp.REMOVE_TOKEN and c.tokens.get(a.token, 0) < a.amount:
        return f"{c.title} has fewer than {a.amount} {a.token} token(s)"
    if not c.zone.in_play and not free:
        return "Tokens go on cards in play"
    return None


def _stat_in_play(c: CardState, free: bool) -> str | None:
    """Focused cards are affected by effects too [S1 › IN PLAY AND OUT OF PLAY] (engine II)."""
    if not c.zone.in_play and not free and c.zone is not _Z_FOCUSING:
        return f"{c.title} is not in play (stat effects last on cards in play)"
    return None


def _duration(a: OpArgs) -> str | None:
    try:
        Duration(a.duration or "turn")
    except ValueError:
        return f"Unknown duration {a.duration!r}"
    return None


def _absent(c: CardState, stat: str) -> str | None:
    if getattr(c.definition, stat, None) is None and stat not in c.definition.asterisk:
        return f"{c.title} has no {stat.replace('_', ' ')} (absent stats can't change)"
    return None


def _stat_op(a: OpArgs, c: CardState, free: bool, stats_allowed: Collection[str], refused: str
             ) -> str | None:
    """What every stat operation checks first: a card in play, a stat the operation may
    change (else ``refused``), a known duration."""
    return (_stat_in_play(c, free)
            or (refused if a.stat not in stats_allowed else None)
            or _duration(a))


def _limit_stat(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    c = _card(c)
    why = _stat_op(a, c, free, _LIMITED_STATS,
                   f"Stat {a.stat!r} cannot get a minimum or maximum")
    if why:
        return why
    if a.amount < 0:
        return "A minimum or maximum is 0 or more"
    return None


def _set_stat(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    c = _card(c)
    why = _stat_op(a, c, free, MODIFIABLE_STATS, f"Unknown stat {a.stat!r}") \
        or _absent(c, a.stat)
    if why:
        return why
    if stats.stat(state, c.id, a.stat) == a.amount:
        return f"{c.title}'s {a.stat.replace('_', ' ')} is already {a.amount}"
    return None


def _modify_stat(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    c = _card(c)
    why = _stat_op(a, c, free, MODIFIABLE_STATS, f"Unknown stat {a.stat!r}")
    if why:
        return why
    if a.amount == 0:
        return "A bonus of 0 changes nothing"
    return _absent(c, a.stat)


def _transfer(state: GameState, a: OpArgs, c: CardState | None, free: bool) -> str | None:
    c = _card(c)
    if c.attached_to is None:
        return f"{c.title} is not attached"
    t = state.cards.get(a.target)
    if t is None or t.definition.type is not _T_PERSONALITY or not t.in_play:
        return "Transfer to a Personality in play"
    if t.id == c.attached_to:
        return f"{c.title} is already attached to {t.title}"
    if not free:
        from l5r_desktop.games.ccg.economy import equip_problem

        if trait_kinds.never_transferred(c):  # its own trait (trait_kinds.py)
            return f"{c.title} will not be transferred"

        why = equip_problem(state, t.controller, c.id, a.target)
        if why and "already control a copy" not in why:
            return why
    return None


def _player_amount(state: GameState, a: OpArgs, c: CardState | None, free: bool
                   ) -> str | None:
    """Gain/lose Honor, draw, take the Imperial Favor: a player (and a positive amount)."""
    if player_arg(state, a.player, a.target) is None:
        return f"No such player {a.target!r}"
    if a.amount <= 0 and a.op is not ManualOp.TAKE_FAVOR:
        return "Give a positive amount"
    return None


def _discard_favor(state: GameState, a: OpArgs, c: CardState | None, free: bool
                   ) -> str | None:
    if not any(p.favor for p in state.players):
        return "Nobody controls the Imperial Favor"
    return None


def _destroy_province(state: GameState, a: OpArgs, c: CardState | None, free: bool
                      ) -> str | None:
    who = player_arg(state, a.player, a.target)
    if who is None:
        return "Choose a player"
    if not 0 <= a.amount < len(state.players[who].provinces):
        return f"Province {a.amount + 1} does not exist"
    return None


#: The operations on one card (``effects.check`` finds the card first) and their checks.
CARD_CHECKS: dict[ManualOp, Check] = {
    ManualOp.BOW: _bow, ManualOp.STRAIGHTEN: _straighten, ManualOp.DESTROY: _destroy,
    ManualOp.DISCARD: _discard, ManualOp.MOVE: _move, ManualOp.FLIP: _none,
    ManualOp.DISHONOR: _dishonor, ManualOp.REHONOR: _rehonor, ManualOp.SEPPUKU: _seppuku,
    ManualOp.ADD_TOKEN: _tokens, ManualOp.REMOVE_TOKEN: _tokens,
    ManualOp.MODIFY_STAT: _modify_stat, ManualOp.SET_STAT: _set_stat,
    ManualOp.MIN_STAT: _limit_stat, ManualOp.MAX_STAT: _limit_stat, ManualOp.NOTE: _none,
    ManualOp.TRANSFER: _transfer,
}
#: The operations on a player or the table and their checks.
PLAYER_CHECKS: dict[ManualOp, Check] = {
    ManualOp.GAIN_HONOR: _player_amount, ManualOp.LOSE_HONOR: _player_amount,
    ManualOp.DRAW: _player_amount, ManualOp.TAKE_FAVOR: _player_amount,
    ManualOp.DISCARD_FAVOR: _discard_favor, ManualOp.DESTROY_PROVINCE: _destroy_province,
    ManualOp.RECONNAISSANCE: reconnaissance.check,
}
