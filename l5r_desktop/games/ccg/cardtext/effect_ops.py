"""One small handler per toolkit operation (``ManualOp``): what applying it does to the state.

``effects.apply`` checks nothing more: it bundles its arguments into :class:`OpArgs` and runs
the operation's handler from :data:`OPS` (engine II operations go to
``attack/battle_effects.py``). Declarative card abilities use the same handlers, so an
automated card and a hand-resolved card change the state the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from l5r_desktop.games.ccg import honor
from l5r_desktop.games.ccg.cardtext import prevention, reconnaissance, straightening
from l5r_desktop.games.ccg.events import (
    CardMoved,
    CardsBowed,
    CardsStraightened,
    Event,
    Note,
    NoteChanged,
    StatModified,
    TokensChanged,
)
from l5r_desktop.games.ccg.keywords import stalwart
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Duration, ManualOp, Zone
from l5r_desktop.games.ccg.model.state import GameState, Modifier, lasting

_T_HOLDING = CardType.HOLDING
_Z_DYNASTY_DECK = Zone.DYNASTY_DECK
_Z_HAND = Zone.HAND
_Z_HOME = Zone.HOME
_Z_PROVINCE = Zone.PROVINCE


class OpArgs(NamedTuple):
    """The arguments of one toolkit operation (see ``effects.apply``); a named tuple: made for
    every effect a card resolves, and a tuple is built much faster than a frozen dataclass."""

    op: ManualOp
    player: int
    card: str = ""
    amount: int = 0
    zone: str = ""
    position: str = ""
    token: str = ""
    stat: str = ""
    duration: str = ""
    target: str = ""
    text: str = ""
    sources: tuple[str, ...] = ()

    @property
    def source(self) -> str:
        """The card whose effect this is (``""`` for a hand-resolved effect)."""
        return self.sources[0] if self.sources else ""


def player_arg(state: GameState, player: int, target: str) -> int | None:
    """The player an operation's ``target`` names (``""``: the acting player), or ``None``."""
    if target == "":
        return player
    try:
        who = int(target)
    except ValueError:
        return None
    return who if 0 <= who < len(state.players) else None


def _who(state: GameState, a: OpArgs) -> int:
    who = player_arg(state, a.player, a.target)
    assert who is not None  # checked by effects.check
    return who


def _bow(state: GameState, a: OpArgs) -> list[Event]:
    """A card that will not bow may still be chosen; the bowing just fails
    [CE comprehensive rules › PREVENTION], [CE › CHOICES]."""
    by = prevention.prevented(state, a.card, "bowed")
    if by is not None:
        return [Note((a.card,), text=f"{state.title(a.card)} will not bow ({by})")]
    if state.cards[a.card].bowed:  # no bowing happens: no "after this card bows" trigger
        return [Note((a.card,), text=f"{state.title(a.card)} is already bowed")]
    negated = stalwart.negates(state, a.card, a.source)  # the keyword [keywords/stalwart.py]
    if negated is not None:
        return [negated]
    state.cards[a.card].bowed = True
    return [CardsBowed((a.card,))]


def _straighten(state: GameState, a: OpArgs) -> list[Event]:
    card = state.cards[a.card]
    if card.bowed and straightening.may_be_kept(card):  # "negate his next straightening",
        # "will not straighten before your second turn" (straightening.py)
        negated = straightening.negated(state, a.card)
        if negated is not None:
            return [negated]
    card.bowed = False
    return [CardsStraightened((a.card,), player=state.cards[a.card].controller)]


def _destroy(state: GameState, a: OpArgs) -> list[Event]:
    """In play: destroyed (a dishonorable Personality costs Honor); elsewhere: to its pile and
    a province refills [S1 › DESTROY]."""
    c = state.cards[a.card]
    if c.zone.in_play:
        return honor.destroy_card(state, a.card, "effect", by=a.player)
    events = moves.destroy(state, a.card, "effect")
    events += moves.refill(state, c.owner)
    return events


def _discard(state: GameState, a: OpArgs) -> list[Event]:
    c = state.cards[a.card]
    was_province = c.zone is _Z_PROVINCE
    events = moves.discard(state, a.card)
    if was_province:
        events += moves.refill(state, c.owner)
    return events


def _move(state: GameState, a: OpArgs) -> list[Event]:
    """Move a card to a zone; a Dynasty card sent to a hand goes on its deck; attachments of a
    card leaving play are discarded; a Holding entering play this way enters bowed."""
    events: list[Event] = []
    card = a.card
    c = state.cards[card]
    from_zone = c.zone
    z = Zone(a.zone)
    if z is _Z_HAND and c.definition.deck.value == "dynasty":
        z = _Z_DYNASTY_DECK  # a Dynasty card entering a hand goes on the deck instead
    if c.attachments and z is not _Z_HOME:
        for att in list(c.attachments):
            events += moves.discard(state, att)
    was_province = from_zone is _Z_PROVINCE
    moves.move(state, card, z, top=a.position != "bottom",
               controller=c.controller if z is _Z_HOME else None)
    if z is _Z_HOME and c.definition.type is _T_HOLDING and not from_zone.in_play:
        c.bowed = True
    for att in c.attachments if z is _Z_HOME else ():  # engine II: unit leaves battle
        state.cards[att].zone = _Z_HOME
        state.cards[att].battlefield = None
    events.append(CardMoved((card,), from_zone=from_zone.value, to_zone=c.zone.value))
    if was_province:
        events += moves.refill(state, c.owner)
    return events


def _flip(state: GameState, a: OpArgs) -> list[Event]:
    c = state.cards[a.card]
    c.face_up = not c.face_up
    return [NoteChanged((a.card,), note="face up" if c.face_up else "face down")]


def _dishonor(state: GameState, a: OpArgs) -> list[Event]:
    by = prevention.prevented_from(state, a.card, "dishonored", a.player)
    if by is not None:  # "negate his dishonoring from other players' cards' effects"
        return [Note((a.card,), text=f"{state.title(a.card)}'s dishonoring is negated ({by})")]
    return honor.dishonor(state, a.card)


def _rehonor(state: GameState, a: OpArgs) -> list[Event]:
    return honor.rehonor(state, a.card)


def _seppuku(state: GameState, a: OpArgs) -> list[Event]:
    return honor.seppuku(state, a.card)


def _gain_honor(state: GameState, a: OpArgs) -> list[Event]:
    return honor.gain_honor(state, _who(state, a), a.amount, a.text or "effect", a.sources)


def _lose_honor(state: GameState, a: OpArgs) -> list[Event]:
    return honor.lose_honor(state, _who(state, a), a.amount, a.text or "effect", a.sources)


def _draw(state: GameState, a: OpArgs) -> list[Event]:
    return moves.draw(state, _who(state, a), a.amount)


def _add_token(state: GameState, a: OpArgs) -> list[Event]:
    c = state.cards[a.card]
    c.tokens[a.token] = c.tokens.get(a.token, 0) + a.amount
    return [TokensChanged((a.card,), token=a.token, delta=a.amount)]


def _remove_token(state: GameState, a: OpArgs) -> list[Event]:
    c = state.cards[a.card]
    left = c.tokens.get(a.token, 0) - a.amount
    if left > 0:
        c.tokens[a.token] = left
    else:
        c.tokens.pop(a.token, None)
    return [TokensChanged((a.card,), token=a.token, delta=-a.amount)]


def _whose(a: OpArgs, d: Duration) -> int:
    """The player whose next turn ends a "until your next turn begins" modifier: the one
    applying the effect ("your" is read from its controller's view [S1 › CARD CONTROL])."""
    return a.player if d is Duration.NEXT_TURN else -1


def _modify_stat(state: GameState, a: OpArgs) -> list[Event]:
    d = lasting(state, a.duration or "turn")
    state.cards[a.card].modifiers.append(Modifier(a.stat, a.amount, d, a.source,
                                                  player=_whose(a, d)))
    return [StatModified((a.card,), stat=a.stat, amount=a.amount, duration=d.value)]


def _set_stat(state: GameState, a: OpArgs) -> list[Event]:
    """Setting a stat = the smallest bonus or penalty that reaches the value
    [S1 › CARD FEATURES › STATS › Setting stats to a value]."""
    d = lasting(state, a.duration or "turn")
    delta = a.amount - stats.unclamped(state, a.card, a.stat)
    state.cards[a.card].modifiers.append(Modifier(a.stat, delta, d, a.source,
                                                  player=_whose(a, d)))
    return [StatModified((a.card,), stat=a.stat, amount=delta, duration=d.value)]


def _limit_stat(state: GameState, a: OpArgs) -> list[Event]:
    """A minimum or maximum of a stat [S1 › CARD FEATURES › STATS › Maximums and minimums]."""
    d = lasting(state, a.duration or "turn")
    kind = "min" if a.op is ManualOp.MIN_STAT else "max"
    state.cards[a.card].modifiers.append(Modifier(a.stat, a.amount, d, a.source, kind,
                                                  _whose(a, d)))
    label = "minimum" if kind == "min" else "maximum"
    return [Note((a.card,), text=f"{state.cards[a.card].title}'s {label} "
                                 f"{a.stat.replace('_', ' ')} is {a.amount} until the end "
                                 f"of the {d.value}")]


def _note(state: GameState, a: OpArgs) -> list[Event]:
    state.cards[a.card].note = a.text
    return [NoteChanged((a.card,), note=a.text)]


def _transfer(state: GameState, a: OpArgs) -> list[Event]:
    c = state.cards[a.card]
    host = state.cards[a.target]
    moves.take(state, c)
    c.attached_to = a.target
    c.zone = host.zone
    c.battlefield = host.battlefield  # engine II: same location as the unit
    c.controller = host.controller
    host.attachments.append(a.card)
    return [CardMoved((a.card, a.target), from_zone="attached", to_zone="attached")]


def _take_favor(state: GameState, a: OpArgs) -> list[Event]:
    return honor.set_favor(state, player_arg(state, a.player, a.target))


def _discard_favor(state: GameState, a: OpArgs) -> list[Event]:
    return honor.set_favor(state, None)


def _destroy_province(state: GameState, a: OpArgs) -> list[Event]:
    from l5r_desktop.games.ccg.attack import battle  # engine II: its battlefield goes

    who = _who(state, a)
    events = moves.destroy_province(state, who, a.amount, by=a.player)
    events += battle.province_destroyed(state, who, a.amount)
    return events


#: The handler of each toolkit operation (engine II operations are not here).
OPS: dict[ManualOp, Callable[[GameState, OpArgs], list[Event]]] = {
    ManualOp.BOW: _bow, ManualOp.STRAIGHTEN: _straighten, ManualOp.DESTROY: _destroy,
    ManualOp.DISCARD: _discard, ManualOp.MOVE: _move, ManualOp.FLIP: _flip,
    ManualOp.DISHONOR: _dishonor, ManualOp.REHONOR: _rehonor, ManualOp.SEPPUKU: _seppuku,
    ManualOp.GAIN_HONOR: _gain_honor, ManualOp.LOSE_HONOR: _lose_honor, ManualOp.DRAW: _draw,
    ManualOp.ADD_TOKEN: _add_token, ManualOp.REMOVE_TOKEN: _remove_token,
    ManualOp.MODIFY_STAT: _modify_stat, ManualOp.SET_STAT: _set_stat,
    ManualOp.MIN_STAT: _limit_stat, ManualOp.MAX_STAT: _limit_stat, ManualOp.NOTE: _note,
    ManualOp.TRANSFER: _transfer, ManualOp.TAKE_FAVOR: _take_favor,
    ManualOp.DISCARD_FAVOR: _discard_favor, ManualOp.DESTROY_PROVINCE: _destroy_province,
    ManualOp.RECONNAISSANCE: reconnaissance.apply,
}
