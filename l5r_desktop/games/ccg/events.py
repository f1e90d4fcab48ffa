"""Events: past-tense records returned by ``Game.perform`` (what changed, in plain words).

Each event is a frozen dataclass with ``cards`` (the card instance ids it touches, so the log can
highlight them) and ``describe(state)``. A step touching many cards names every one of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from l5r_desktop.core.frozen import fast_frozen_init_all
from l5r_desktop.core.vocabulary import BaseEvent
from l5r_desktop.games.ccg.model.state import GameState


def _t(state: GameState, card_id: str) -> str:
    return state.title(card_id)


def _p(state: GameState, player: int | None) -> str:
    if player is None or not 0 <= player < len(state.players):
        return "nobody"
    return state.players[player].name


def _list(state: GameState, ids: tuple[str, ...]) -> str:
    names = [_t(state, c) for c in ids]
    if not names:
        return "no cards"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(frozen=True)
class Event(BaseEvent):
    """Base class of the CCG's events: ``cards`` = ids the event touches."""

    def describe(self, state: GameState) -> str:  # pragma: no cover - overridden
        """One line in plain words."""
        return type(self).__name__


@dataclass(frozen=True)
class TurnBegan(Event):
    """A player's turn began."""

    turn: int = 0
    player: int = 0

    def describe(self, state: GameState) -> str:
        return f"Turn {self.turn}: {_p(state, self.player)}'s turn begins"


@dataclass(frozen=True)
class PhaseBegan(Event):
    """A phase (or a waiting step) began."""

    phase: str = ""
    player: int = 0

    def describe(self, state: GameState) -> str:
        return f"{self.phase.replace('_', ' ').capitalize()} Phase ({_p(state, self.player)})"


@dataclass(frozen=True)
class CardsStraightened(Event):
    """Cards straightened (Straighten Phase or an effect); names every card."""

    player: int = 0

    def describe(self, state: GameState) -> str:
        if not self.cards:
            return f"{_p(state, self.player)} has nothing to straighten"
        return f"{_p(state, self.player)} straightens {_list(state, self.cards)}"


@dataclass(frozen=True)
class CardsBowed(Event):
    """Cards bowed (a cost, an effect ...)."""

    reason: str = ""

    def describe(self, state: GameState) -> str:
        why = f" ({self.reason})" if self.reason else ""
        return f"{_list(state, self.cards)} bowed{why}"


@dataclass(frozen=True)
class CardRevealed(Event):
    """A face-down card was turned face up."""

    player: int = 0

    def describe(self, state: GameState) -> str:
        return f"{_p(state, self.player)} reveals {_list(state, self.cards)}"


@dataclass(frozen=True)
class CardMoved(Event):
    """A card moved between zones (toolkit moves, returns to deck ...)."""

    from_zone: str = ""
    to_zone: str = ""

    def describe(self, state: GameState) -> str:
        return (f"{_list(state, self.cards)} moved from {self.from_zone.replace('_', ' ')} to "
                f"{self.to_zone.replace('_', ' ')}")


@dataclass(frozen=True)
class CardsDrawn(Event):
    """A player drew cards (titles are private; ids allow the owner's UI to show them)."""

    player: int = 0

    def describe(self, state: GameState) -> str:
        n = len(self.cards)
        return f"{_p(state, self.player)} draws {n} card{'s' if n != 1 else ''}"


@dataclass(frozen=True)
class CardDiscarded(Event):
    """A card was discarded."""

    from_zone: str = ""

    def describe(self, state: GameState) -> str:
        return f"{_list(state, self.cards)} discarded from {self.from_zone.replace('_', ' ')}"


@dataclass(frozen=True)
class CardDestroyed(Event):
    """A card was destroyed; ``pile`` is where it went (dead piles for Personalities)."""

    pile: str = ""
    reason: str = ""

    def describe(self, state: GameState) -> str:
        why = f" ({self.reason})" if self.reason else ""
        return f"{_list(state, self.cards)} destroyed{why}, to {self.pile.replace('_', ' ')}"


@dataclass(frozen=True)
class ProvinceRefilled(Event):
    """A province was refilled face down from the Dynasty deck."""

    player: int = 0
    province: int = 0

    def describe(self, state: GameState) -> str:
        return f"{_p(state, self.player)} refills province {self.province + 1} face down"


@dataclass(frozen=True)
class ProvinceDestroyed(Event):
    """A province was destroyed (its cards listed); ``by``: the player whose effect or battle
    win destroyed it (-1: not recorded); ``attacker`` / ``defender``: of the Attack Phase it
    was destroyed in (-1: none)."""

    player: int = 0
    province: int = 0
    by: int = -1
    attacker: int = -1
    defender: int = -1

    def describe(self, state: GameState) -> str:
        return f"{_p(state, self.player)}'s province {self.province + 1} is destroyed"


@dataclass(frozen=True)
class GoldProduced(Event):
    """A card bowed to produce Gold."""

    player: int = 0
    amount: int = 0

    def describe(self, state: GameState) -> str:
        return f"{_list(state, self.cards)} produces {self.amount} Gold"


@dataclass(frozen=True)
class GoldPaid(Event):
    """A Gold cost was paid; ``lost`` is excess Gold lost (or kept in the 20F pool)."""

    player: int = 0
    amount: int = 0
    lost: int = 0
    kept: int = 0

    def describe(self, state: GameState) -> str:
        text = f"{_p(state, self.player)} pays {self.amount} Gold"
        if self.cards:
            text += f" for {_list(state, self.cards)}"
        if self.lost:
            text += f"; {self.lost} excess Gold is lost"
        if self.kept:
            text += f"; {self.kept} Gold stays in the pool"
        return text


@dataclass(frozen=True)
class GoldLost(Event):
    """Unspent Gold left the pool (end of phase / CE: gold exists only while paying)."""

    player: int = 0
    amount: int = 0

    def describe(self, state: GameState) -> str:
        return f"{_p(state, self.player)} loses {self.amount} unspent Gold"


@dataclass(frozen=True)
class CardEnteredPlay(Event):
    """A card entered play (recruited, equipped, put into play ...)."""

    player: int = 0
    how: str = ""

    def describe(self, state: GameState) -> str:
        how = f" ({self.how})" if self.how else ""
        return f"{_p(state, self.player)} brings {_list(state, self.cards)} into play{how}"


@dataclass(frozen=True)
class CardAttached(Event):
    """An attachment entered play on a Personality (cards = attachment, Personality)."""

    player: int = 0

    def describe(self, state: GameState) -> str:
        if len(self.cards) >= 2:
            return f"{_t(state, self.cards[0])} attached to {_t(state, self.cards[1])}"
        return f"{_list(state, self.cards)} attached"


@dataclass(frozen=True)
class HonorChanged(Event):
    """Family Honor changed by ``amount`` (signed) [S1 › FAMILY HONOR]."""

    player: int = 0
    amount: int = 0
    total: int = 0
    reason: str = ""

    def describe(self, state: GameState) -> str:
        verb = "gains" if self.amount >= 0 else "loses"
        why = f" ({self.reason})" if self.reason else ""
        return f"{_p(state, self.player)} {verb} {abs(self.amount)} Honor{why}: now {self.total}"


@dataclass(frozen=True)
class HonorGainReplaced(Event):
    """An Honor gain was replaced by rehonoring [S1 › HONORABLE AND DISHONORABLE]."""

    player: int = 0
    amount: int = 0

    def describe(self, state: GameState) -> str:
        return (f"{_p(state, self.player)} rehonors {_list(state, self.cards)} instead of "
                f"gaining {self.amount} Honor")


@dataclass(frozen=True)
class CardDishonored(Event):
    """A Personality became dishonorable; ``player``: his controller (-1: not recorded)."""

    player: int = -1

    def describe(self, state: GameState) -> str:
        return f"{_list(state, self.cards)} becomes dishonorable"


@dataclass(frozen=True)
class CardRehonored(Event):
    """A dishonorable Personality was rehonored."""

    def describe(self, state: GameState) -> str:
        return f"{_list(state, self.cards)} is rehonored"


@dataclass(frozen=True)
class TokensChanged(Event):
    """Tokens added (delta > 0) or removed."""

    token: str = ""
    delta: int = 0

    def describe(self, state: GameState) -> str:
        verb = "gains" if self.delta > 0 else "loses"
        return f"{_list(state, self.cards)} {verb} {abs(self.delta)} {self.token} token(s)"


@dataclass(frozen=True)
class StatModified(Event):
    """A stat bonus/penalty with a duration was applied."""

    stat: str = ""
    amount: int = 0
    duration: str = ""

    def describe(self, state: GameState) -> str:
        return (f"{_list(state, self.cards)} gets {self.amount:+d} {self.stat.replace('_', ' ')} "
                f"until the end of the {self.duration}")


@dataclass(frozen=True)
class ModifiersExpired(Event):
    """Modifiers ended (end of turn / battle); names every affected card."""

    duration: str = ""

    def describe(self, state: GameState) -> str:
        if self.duration == "next_turn":
            return f"Effects until this player's next turn end on {_list(state, self.cards)}"
        if self.duration == "phase":
            return f"Effects until the end of the phase end on {_list(state, self.cards)}"
        if self.duration == "action":
            return f"Effects until the action ended end on {_list(state, self.cards)}"
        return f"Effects until the end of the {self.duration} end on {_list(state, self.cards)}"


@dataclass(frozen=True)
class FavorChanged(Event):
    """The Imperial Favor changed hands (``player`` None = uncontrolled)."""

    player: int | None = None

    def describe(self, state: GameState) -> str:
        if self.player is None:
            return "The Imperial Favor is discarded"
        return f"{_p(state, self.player)} takes the Imperial Favor"


@dataclass(frozen=True)
class AbilityUsed(Event):
    """An ability (card, Strategy, Ring, Lobby ...) was used; ``keywords``: the ability
    keywords of a card's ability record (lower case: "ninja"), for triggers on "a Ninja
    action"; ``battle``: it is a Battle action (a Battle ability, or a Battle/Open one taken
    in a battle [CE › ABILITIES]), for "from your Battle action"."""

    player: int = 0
    name: str = ""
    keywords: tuple[str, ...] = ()
    battle: bool = False
    #: The cards performing it [CE › PERFORM] ("a Personality who performed it").
    performers: tuple[str, ...] = ()

    def describe(self, state: GameState) -> str:
        src = f" of {_t(state, self.cards[0])}" if self.cards else ""
        targets = f" targeting {_list(state, self.cards[1:])}" if len(self.cards) > 1 else ""
        return f"{_p(state, self.player)} uses {self.name or 'an ability'}{src}{targets}"


@dataclass(frozen=True)
class ActionBowed(Event):
    """An action from a card's ability resolved whose effects bowed ``cards`` (its costs
    not counted); ``source``: the ability's card, ``player``: who took it. For Reactions
    "after the resolution of an action that bowed <card>" (``cardtext/resolution_triggers.py``).
    """

    player: int = 0
    source: str = ""

    def describe(self, state: GameState) -> str:
        src = f"{_t(state, self.source)}'s action" if self.source else "an action"
        return f"after the resolution of {src} that bowed {_list(state, self.cards)}"


@dataclass(frozen=True)
class ActionDid(Event):
    """An action from a card's ability resolved whose effects moved, destroyed or created
    ``cards`` (``verb``: the trigger word, ``cardtext/action_memory.py``); ``source``: the
    ability's card, ``player``: who took it, ``about``: what else is remembered (JSON)."""

    player: int = 0
    source: str = ""
    verb: str = ""
    about: str = ""

    def describe(self, state: GameState) -> str:
        src = f"{_t(state, self.source)}'s action" if self.source else "an action"
        what = self.verb.removeprefix("resolved_")
        return f"after the resolution of {src} that {what} {_list(state, self.cards)}"


@dataclass(frozen=True)
class TextToResolve(Event):
    """Card text the engine cannot run: the players resolve it with the toolkit."""

    player: int = 0

    def describe(self, state: GameState) -> str:
        return (f"{_p(state, self.player)} resolves the text of {_list(state, self.cards)} "
                "by hand")


@dataclass(frozen=True)
class PlayerPassed(Event):
    """A player passed (an action round opportunity, the attack, the Dynasty Phase ...)."""

    player: int = 0
    what: str = ""

    def describe(self, state: GameState) -> str:
        what = f" ({self.what})" if self.what else ""
        return f"{_p(state, self.player)} passes{what}"


@dataclass(frozen=True)
class ManualEffect(Event):
    """A toolkit effect applied by a player (marked in the log)."""

    player: int = 0
    op: str = ""
    detail: str = ""

    def describe(self, state: GameState) -> str:
        target = f" on {_list(state, self.cards)}" if self.cards else ""
        detail = f" {self.detail}" if self.detail else ""
        return f"[manual] {_p(state, self.player)}: {self.op.replace('_', ' ')}{target}{detail}"


@dataclass(frozen=True)
class NoteChanged(Event):
    """A card's note changed."""

    note: str = ""

    def describe(self, state: GameState) -> str:
        return f"Note on {_list(state, self.cards)}: {self.note!r}"


@dataclass(frozen=True)
class GameWon(Event):
    """The game ended."""

    player: int | None = None
    victory: str = ""

    def describe(self, state: GameState) -> str:
        if self.player is None:
            return f"The game ends without a winner ({self.victory})"
        return f"{_p(state, self.player)} wins ({self.victory} victory)"


@dataclass(frozen=True)
class PlayerLost(Event):
    """A player lost and was eliminated."""

    player: int = 0
    reason: str = ""

    def describe(self, state: GameState) -> str:
        return f"{_p(state, self.player)} loses ({self.reason})"


@dataclass(frozen=True)
class Note(Event):
    """A free-form log line (a rule that did something without changing state)."""

    text: str = ""

    def describe(self, state: GameState) -> str:
        return self.text


@dataclass(frozen=True)
class WindowOpened(Event):
    """A trigger window opened: players may respond (``core/windows.py``)."""

    timing: str = ""
    trigger: str = ""
    detail: str = ""

    def describe(self, state: GameState) -> str:
        kind = "Interrupt" if self.timing == "interrupt" else "Reaction"
        return f"{kind} window: {self.detail or self.trigger}"


@dataclass(frozen=True)
class WindowClosed(Event):
    """Every player passed: the trigger window closed and the game goes on."""

    timing: str = ""
    trigger: str = ""

    def describe(self, state: GameState) -> str:
        kind = "Interrupt" if self.timing == "interrupt" else "Reaction"
        return f"{kind} window closed"


fast_frozen_init_all(Event)
