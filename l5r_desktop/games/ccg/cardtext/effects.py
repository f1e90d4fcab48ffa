"""The manual-effects toolkit: the operations players use to resolve card text the engine does
not run (bow, straighten, destroy, discard, move, dishonor/rehonor, Honor, draw, tokens, stat
bonuses with a duration ...). Declarative card abilities (``abilities.py``) use the same
operations, so an automated card and a hand-resolved card change the state the same way.

:func:`check` says whether an operation can be applied (the reason if not); :func:`apply`
applies it and returns the events. The automation level decides *when* a player may use the
toolkit (see ``legal.manual_allowed``).
"""

from __future__ import annotations

from l5r_desktop.games.ccg import honor
from l5r_desktop.games.ccg.cardtext import prevention
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
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import MODIFIABLE_STATS, Duration, ManualOp, Zone
from l5r_desktop.games.ccg.model.state import GameState, Modifier

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
        if _player_arg(state, player, target) is None:
            return f"No such player {target!r}"
        if amount <= 0 and mop is not ManualOp.TAKE_FAVOR:
            return "Give a positive amount"
        return None
    if mop is ManualOp.DISCARD_FAVOR:
        if not any(p.favor for p in state.players):
            return "Nobody controls the Imperial Favor"
        return None
    if mop is ManualOp.DESTROY_PROVINCE:
        who = _player_arg(state, player, target)
        if who is None:
            return "Choose a player"
        if not 0 <= amount < len(state.players[who].provinces):
            return f"Province {amount + 1} does not exist"
        return None
    return f"Unsupported manual effect {op!r}"


def _player_arg(state: GameState, player: int, target: str) -> int | None:
    if target == "":
        return player
    try:
        who = int(target)
    except ValueError:
        return None
    return who if 0 <= who < len(state.players) else None




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
    if mop is ManualOp.BOW:
        # a card that will not bow may still be chosen; the bowing just fails
        # [CE comprehensive rules › PREVENTION], [CE › CHOICES]
        by = prevention.prevented(state, card, "bowed")
        if by is not None:
            return [Note((card,), text=f"{state.title(card)} will not bow ({by})")]
        state.cards[card].bowed = True
        events.append(CardsBowed((card,)))
    elif mop is ManualOp.STRAIGHTEN:
        state.cards[card].bowed = False
        events.append(CardsStraightened((card,), player=state.cards[card].controller))
    elif mop is ManualOp.DESTROY:
        c = state.cards[card]
        if c.zone.in_play:
            events += honor.destroy_card(state, card, "effect")
        else:
            events += moves.destroy(state, card, "effect")
            events += moves.refill(state, c.owner)
    elif mop is ManualOp.DISCARD:
        c = state.cards[card]
        was_province = c.zone is _Z_PROVINCE
        events += moves.discard(state, card)
        if was_province:
            events += moves.refill(state, c.owner)
    elif mop is ManualOp.MOVE:
        c = state.cards[card]
        from_zone = c.zone
        z = Zone(zone)
        if z is _Z_HAND and c.definition.deck.value == "dynasty":
            z = _Z_DYNASTY_DECK  # a Dynasty card entering a hand goes on the deck instead
        if c.attachments and z is not _Z_HOME:
            for a in list(c.attachments):
                events += moves.discard(state, a)
        was_province = from_zone is _Z_PROVINCE
        moves.move(state, card, z, top=position != "bottom",
                   controller=c.controller if z is _Z_HOME else None)
        if z is _Z_HOME and c.definition.type is _T_HOLDING and not from_zone.in_play:
            c.bowed = True
        for a in c.attachments if z is _Z_HOME else ():  # engine II: unit leaves battle
            state.cards[a].zone = _Z_HOME
            state.cards[a].battlefield = None
        events.append(CardMoved((card,), from_zone=from_zone.value, to_zone=c.zone.value))
        if was_province:
            events += moves.refill(state, c.owner)
    elif mop is ManualOp.FLIP:
        c = state.cards[card]
        c.face_up = not c.face_up
        events.append(NoteChanged((card,), note="face up" if c.face_up else "face down"))
    elif mop is ManualOp.DISHONOR:
        events += honor.dishonor(state, card)
    elif mop is ManualOp.REHONOR:
        events += honor.rehonor(state, card)
    elif mop is ManualOp.SEPPUKU:
        events += honor.seppuku(state, card)
    elif mop is ManualOp.GAIN_HONOR:
        who = _player_arg(state, player, target)
        assert who is not None
        events += honor.gain_honor(state, who, amount, text or "effect", sources)
    elif mop is ManualOp.LOSE_HONOR:
        who = _player_arg(state, player, target)
        assert who is not None
        events += honor.lose_honor(state, who, amount, text or "effect", sources)
    elif mop is ManualOp.DRAW:
        who = _player_arg(state, player, target)
        assert who is not None
        events += moves.draw(state, who, amount)
    elif mop is ManualOp.ADD_TOKEN:
        c = state.cards[card]
        c.tokens[token] = c.tokens.get(token, 0) + amount
        events.append(TokensChanged((card,), token=token, delta=amount))
    elif mop is ManualOp.REMOVE_TOKEN:
        c = state.cards[card]
        left = c.tokens.get(token, 0) - amount
        if left > 0:
            c.tokens[token] = left
        else:
            c.tokens.pop(token, None)
        events.append(TokensChanged((card,), token=token, delta=-amount))
    elif mop is ManualOp.MODIFY_STAT:
        d = Duration(duration or "turn")
        state.cards[card].modifiers.append(Modifier(stat, amount, d, sources[0] if sources else ""))
        events.append(StatModified((card,), stat=stat, amount=amount, duration=d.value))
    elif mop is ManualOp.SET_STAT:
        # Setting a stat = the smallest bonus or penalty that reaches the value
        # [S1 › CARD FEATURES › STATS › Setting stats to a value]
        d = Duration(duration or "turn")
        delta = amount - stats.unclamped(state, card, stat)
        state.cards[card].modifiers.append(Modifier(stat, delta, d, sources[0] if sources else ""))
        events.append(StatModified((card,), stat=stat, amount=delta, duration=d.value))
    elif mop in (ManualOp.MIN_STAT, ManualOp.MAX_STAT):
        d = Duration(duration or "turn")
        kind = "min" if mop is ManualOp.MIN_STAT else "max"
        state.cards[card].modifiers.append(
            Modifier(stat, amount, d, sources[0] if sources else "", kind))
        label = "minimum" if kind == "min" else "maximum"
        events.append(Note((card,), text=f"{state.cards[card].title}'s {label} "
                                         f"{stat.replace('_', ' ')} is {amount} until the end "
                                         f"of the {d.value}"))
    elif mop is ManualOp.NOTE:
        state.cards[card].note = text
        events.append(NoteChanged((card,), note=text))
    elif mop is ManualOp.TRANSFER:
        c = state.cards[card]
        host = state.cards[target]
        moves.take(state, c)
        c.attached_to = target
        c.zone = host.zone
        c.battlefield = host.battlefield  # engine II: same location as the unit
        c.controller = host.controller
        host.attachments.append(card)
        events.append(CardMoved((card, target), from_zone="attached", to_zone="attached"))
    elif mop is ManualOp.TAKE_FAVOR:
        who = _player_arg(state, player, target)
        events += honor.set_favor(state, who)
    elif mop is ManualOp.DISCARD_FAVOR:
        events += honor.set_favor(state, None)
    elif mop is ManualOp.DESTROY_PROVINCE:
        who = _player_arg(state, player, target)
        assert who is not None
        events += moves.destroy_province(state, who, amount)
        from l5r_desktop.games.ccg.attack import (
            battle,  # engine II: its battlefield ceases to exist
        )

        events += battle.province_destroyed(state, who, amount)
    return events
