"""Events of the Attack Phase and of duels (engine II): attacks, units, battles, Ranged
Attacks, challenges and duels. The other events are games/ccg/events.py."""

from __future__ import annotations

from dataclasses import dataclass

from l5r_desktop.core.frozen import fast_frozen_init
from l5r_desktop.games.ccg.events import Event, _list, _p, _t
from l5r_desktop.games.ccg.model.state import GameState


@dataclass(frozen=True)
class AttackDeclared(Event):
    """An attack was declared; a battlefield was created at each of the Defender's provinces."""

    player: int = 0
    defender: int = 0
    battlefields: int = 0

    def describe(self, state: GameState) -> str:
        return (f"{_p(state, self.player)} attacks {_p(state, self.defender)}: "
                f"{self.battlefields} battlefield{'s' if self.battlefields != 1 else ''}")



@dataclass(frozen=True)
class UnitAssigned(Event):
    """A unit (Personality first, then its attachments) was assigned to a battlefield."""

    player: int = 0
    battlefield: int = 0
    province: int = 0

    def describe(self, state: GameState) -> str:
        lead = _t(state, self.cards[0]) if self.cards else "a unit"
        return (f"{_p(state, self.player)} assigns {lead}'s unit to battlefield "
                f"{self.battlefield + 1} (province {self.province + 1})")



@dataclass(frozen=True)
class UnitMoved(Event):
    """A unit moved (an effect): ``to`` is ``"home"`` or ``"battlefield N"``."""

    to: str = ""
    reason: str = ""

    def describe(self, state: GameState) -> str:
        lead = _t(state, self.cards[0]) if self.cards else "a unit"
        why = f" ({self.reason})" if self.reason else ""
        return f"{lead}'s unit moves to {self.to}{why}"



@dataclass(frozen=True)
class BattleBegan(Event):
    """The Attacker chose a battlefield; the battle begins at engaging. ``engaged``: False
    for a battle with no units, fought at once without a Combat Segment (nothing answers its
    engaging: ``trigger_events`` ``engaged``)."""

    battlefield: int = 0
    province: int = 0
    engaged: bool = True

    def describe(self, state: GameState) -> str:
        return f"Battle at province {self.province + 1} (battlefield {self.battlefield + 1})"



@dataclass(frozen=True)
class BattleResolved(Event):
    """A battle's resolution; ``cards`` names every card destroyed by it.

    ``outcome``: ``attacker`` / ``defender`` / ``tie`` / ``none``.
    """

    battlefield: int = 0
    province: int = 0
    attacker_force: int = 0
    defender_force: int = 0
    province_strength: int = 0
    outcome: str = "none"
    province_destroyed: bool = False
    #: The Attacker's seat (-1: not recorded).
    attacker: int = -1
    #: The Attacker's and the Defender's Strongholds (for the Reactions about the battle's
    #: loser or its winning Attacker, ``cardtext/trigger_events.py``).
    keeps: tuple[str, ...] = ()
    #: One or more of the losing army's Personalities were destroyed by this resolution.
    units_destroyed: bool = False
    #: The winning army's Personalities, when its leader gained Honor from resolution for
    #: destroying the losing army [CE › C: RESOLUTION SEGMENT › 2].
    honored: tuple[str, ...] = ()

    def describe(self, state: GameState) -> str:
        head = (f"Battle at province {self.province + 1}: attacker {self.attacker_force} Force "
                f"vs defender {self.defender_force} + province {self.province_strength}: ")
        if self.outcome == "attacker":
            result = ("attacker wins, the province is destroyed" if self.province_destroyed
                      else "attacker wins, the province holds")
        elif self.outcome == "defender":
            result = "defender holds"
        elif self.outcome == "tie":
            result = "tie, both armies are destroyed"
        else:
            result = "no outcome"
        tail = f"; destroyed: {_list(state, self.cards)}" if self.cards else ""
        return head + result + tail



@dataclass(frozen=True)
class UnitsReturnedHome(Event):
    """Units returned home after a battle (not movement); ``bowed``: they bowed after."""

    bowed: bool = False

    def describe(self, state: GameState) -> str:
        tail = " and bow" if self.bowed else ""
        return f"{_list(state, self.cards)} return home{tail}"



@dataclass(frozen=True)
class AttackEnded(Event):
    """All battles ended; the battlefields cease to exist."""

    def describe(self, state: GameState) -> str:
        return "All battles have ended; the Attack Phase ends"



@dataclass(frozen=True)
class RangedAttackMade(Event):
    """A Ranged / Melee Attack or Fear effect: ``source`` -> ``target`` (the table draws an
    arrow). ``result``: ``destroyed``, ``bowed`` or ``survives``."""

    source: str = ""
    target: str = ""
    attack: str = "Ranged"
    strength: int = 0
    force: int = 0
    result: str = ""

    def describe(self, state: GameState) -> str:
        src = f"{_t(state, self.source)}: " if self.source else ""
        name = "Fear" if self.attack == "Fear" else f"{self.attack} {self.strength} Attack"
        if self.attack == "Fear":
            name = f"Fear {self.strength}"
        return (f"{src}{name} on {_t(state, self.target)} (Force {self.force}): "
                f"{self.result}")



@dataclass(frozen=True)
class ChallengeIssued(Event):
    """A challenge (cards = challenger, challenged)."""

    refusable: bool = False

    def describe(self, state: GameState) -> str:
        if len(self.cards) < 2:
            return "A challenge is issued"
        extra = " (may be refused)" if self.refusable else ""
        return f"{_t(state, self.cards[0])} challenges {_t(state, self.cards[1])}{extra}"



@dataclass(frozen=True)
class ChallengeAnswered(Event):
    """The challenged player accepted or refused."""

    player: int = 0
    accepted: bool = True

    def describe(self, state: GameState) -> str:
        verb = "accepts" if self.accepted else "refuses"
        return f"{_p(state, self.player)} {verb} the challenge"



@dataclass(frozen=True)
class CardFocused(Event):
    """A player focused a card face down (the card stays private until the strike)."""

    player: int = 0
    source: str = ""

    def describe(self, state: GameState) -> str:
        return f"{_p(state, self.player)} focuses a card from {self.source}"



@dataclass(frozen=True)
class DuelResolved(Event):
    """A duel's result: cards = challenger, challenged, then the focused cards revealed.

    ``outcome``: ``challenger`` / ``challenged`` / ``tie`` / ``both`` (two tie-winners) /
    ``none`` (ended without resolution)."""

    challenger_total: int = 0
    challenged_total: int = 0
    outcome: str = "none"
    stat: str = "chi"
    #: The two Personalities' Chi when the duel began (challenger, challenged), if it did.
    entry_chi: tuple[int, ...] = ()
    #: It resolved while a battle was under way (a current battlefield).
    in_battle: bool = False

    def describe(self, state: GameState) -> str:
        if len(self.cards) < 2:
            return "The duel ends"
        a, b = _t(state, self.cards[0]), _t(state, self.cards[1])
        if self.outcome == "none":
            return f"The duel between {a} and {b} ends without resolution"
        head = f"Duel ({self.stat}): {a} {self.challenger_total} vs {b} {self.challenged_total}: "
        if self.outcome == "challenger":
            return head + f"{a} wins"
        if self.outcome == "challenged":
            return head + f"{b} wins"
        if self.outcome == "both":
            return head + "both win"
        return head + "tie, both lose"


for _cls in (
    AttackDeclared,
    UnitAssigned,
    UnitMoved,
    BattleBegan,
    BattleResolved,
    UnitsReturnedHome,
    AttackEnded,
    RangedAttackMade,
    ChallengeIssued,
    ChallengeAnswered,
    CardFocused,
    DuelResolved,
):
    fast_frozen_init(_cls)
