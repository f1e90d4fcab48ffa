"""The CCG's actions of attacks, battles and duels (``battle.py``, ``duels.py``): assigning
units, choosing and resolving battlefields, Tactics, Naval and Cavalry moves, the Imperial
Favor's battle use, challenges, Focus and Strike. Re-exported by ``actions.py`` (the
vocabulary's one import path, with :func:`~l5r_desktop.games.ccg.actions.action_from_dict`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from l5r_desktop.games.ccg.action_base import Action, _t
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState


def _bf(state: GameState | None, index: int) -> str:
    text = f"battlefield {index + 1}"
    if state is not None and state.attack is not None and \
            0 <= index < len(state.attack.battlefields):
        text += f" (province {state.attack.battlefields[index].province + 1})"
    return text


@dataclass(frozen=True)
class Assign(Action):
    """Assign the unit led by Personality ``card`` from home to ``battlefield`` (an index into
    ``state.attack.battlefields``) during maneuvers [S1 › ASSIGN]."""

    card: str = ""
    battlefield: int = 0
    kind: ClassVar[str] = "assign"

    def label(self, state: GameState | None = None) -> str:
        return f"Assign {_t(state, self.card)} to {_bf(state, self.battlefield)}"


@dataclass(frozen=True)
class ChooseBattlefield(Action):
    """The Attacker chooses where the next battle is fought [S1 › BATTLES › A]."""

    battlefield: int = 0
    kind: ClassVar[str] = "choose_battlefield"

    def label(self, state: GameState | None = None) -> str:
        text = f"Fight the battle at {_bf(state, self.battlefield)}"
        return text + ", no units there" if self.at_empty_battlefield(state) else text

    def at_empty_battlefield(self, state: GameState | None) -> bool:
        """Whether no unit is at the battlefield (its battle is still the Attacker's to
        choose [S1 › BATTLES › A]; the table offers it less prominently)."""
        if state is None or state.attack is None or \
                not 0 <= self.battlefield < len(state.attack.battlefields):
            return False
        return state.attack.battlefields[self.battlefield].empty


@dataclass(frozen=True)
class ResolveBattle(Action):
    """The Attacker resolves the current battle (see ``battle.preview``)
    [S1 › C: RESOLUTION SEGMENT]."""

    kind: ClassVar[str] = "resolve_battle"

    def label(self, state: GameState | None = None) -> str:
        if state is not None and state.attack is not None and state.attack.current is not None:
            return f"Resolve the battle at {_bf(state, state.attack.current)}"
        return "Resolve the battle"


@dataclass(frozen=True)
class Tactics(Action):
    """Tactical Battle player ability: discard ``card`` from hand to give your Tactician
    ``target`` a Force bonus equal to its Focus Value [S1 › PLAYER ABILITIES]."""

    card: str = ""
    target: str = ""
    kind: ClassVar[str] = "tactics"

    def label(self, state: GameState | None = None) -> str:
        return f"Tactics: discard {_t(state, self.card)} to give {_t(state, self.target)} Force"


@dataclass(frozen=True)
class NavalReaction(Action):
    """Naval Reaction after engaging: your Naval Personality ``card`` takes the first Battle
    action [S1 › PLAYER ABILITIES]."""

    card: str = ""
    kind: ClassVar[str] = "naval_reaction"

    def label(self, state: GameState | None = None) -> str:
        if state is not None and state.profile.engage_segment:
            return f"Naval Invasion: {_t(state, self.card)}'s unit acts first"
        return f"Naval Reaction: {_t(state, self.card)} acts first"


@dataclass(frozen=True)
class CavalryMove(Action):
    """20F Cavalry (Absent Engage): move your unbowed Personality's Cavalry unit ``card`` to the
    current battlefield ``battlefield`` [S0 › CAVALRY #]."""

    card: str = ""
    battlefield: int = 0
    kind: ClassVar[str] = "cavalry_move"

    def label(self, state: GameState | None = None) -> str:
        return f"Cavalry: move {_t(state, self.card)} to {_bf(state, self.battlefield)}"


@dataclass(frozen=True)
class FavorBattle(Action):
    """Favor Battle ability: discard the Imperial Favor to move the attacking enemy unit
    ``target`` home [S1 › PLAYER ABILITIES]."""

    target: str = ""
    kind: ClassVar[str] = "favor_battle"

    def label(self, state: GameState | None = None) -> str:
        return f"Discard the Imperial Favor to send {_t(state, self.target)} home"


@dataclass(frozen=True)
class AcceptChallenge(Action):
    """Accept the challenge: the duel begins [S1 › CHALLENGES]."""

    kind: ClassVar[str] = "accept_challenge"

    def label(self, state: GameState | None = None) -> str:
        return "Accept the challenge"


@dataclass(frozen=True)
class RefuseChallenge(Action):
    """Refuse a refusable challenge and take its consequences [S1 › CHALLENGES]."""

    kind: ClassVar[str] = "refuse_challenge"

    def label(self, state: GameState | None = None) -> str:
        if state is not None and state.duel is not None and state.duel.refusal_honor:
            return f"Refuse the challenge (lose {state.duel.refusal_honor} Honor)"
        return "Refuse the challenge"


@dataclass(frozen=True)
class Focus(Action):
    """Focus ``card`` from your focus pool or hand in a duel; ``card == ""`` focuses the top
    card of your Fate deck blind (20F) [S1 › DUELS › C], [S0 › DUEL #]."""

    card: str = ""
    kind: ClassVar[str] = "focus"

    def label(self, state: GameState | None = None) -> str:
        if not self.card:
            return "Focus the top card of your Fate deck"
        where = ""
        if state is not None and self.card in state.cards:
            where = " from your hand" if state.cards[self.card].zone is Zone.HAND else ""
        return f"Focus {_t(state, self.card)}{where}"


@dataclass(frozen=True)
class Strike(Action):
    """Strike: the duel's focused cards are revealed and it resolves [S1 › DUELS › C-D]."""

    kind: ClassVar[str] = "strike"

    def label(self, state: GameState | None = None) -> str:
        return "Strike"
