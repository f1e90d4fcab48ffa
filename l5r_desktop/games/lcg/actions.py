"""The LCG's player actions: frozen, id-only records (the log, the undo log and the save format).

One small class per verb; :data:`ACTION_TYPES` maps each ``kind`` to its class so
:func:`action_from_dict` rebuilds an action from its JSON form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from l5r_desktop.core.vocabulary import BaseAction, decode_action


@dataclass(frozen=True)
class Action(BaseAction):
    """Base of every LCG action."""

    kind: ClassVar[str] = "action"

    def label(self, state: Any = None) -> str:
        """A readable label (``labels.py``); the verb alone without a state."""
        if state is None:
            return super().label()
        from l5r_desktop.games.lcg.labels import lcg_label

        return lcg_label(self, state)


@dataclass(frozen=True)
class ChooseStrongholdProvince(Action):
    """Setup 5: secretly choose the province the stronghold sits on [RR › Setup]."""

    province: str = ""
    kind: ClassVar[str] = "stronghold_province"


@dataclass(frozen=True)
class Mulligan(Action):
    """Setup 6/7: mulligan these cards (empty: keep everything) [RR › Mulligan]."""

    cards: tuple[str, ...] = ()
    kind: ClassVar[str] = "mulligan"


@dataclass(frozen=True)
class Pass(Action):
    """Pass an opportunity (dynasty window, action window, conflict declaration, reaction)."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True)
class PlayCharacter(Action):
    """Play a character from a province (dynasty) or from hand, with ``fate`` extra fate placed
    on it; ``into_conflict`` plays it participating [RR › 1.4, 3.2.2]."""

    card: str = ""
    fate: int = 0
    into_conflict: bool = False
    kind: ClassVar[str] = "play_character"


@dataclass(frozen=True)
class PlayAttachment(Action):
    """Play an attachment from hand onto a character [RR › Attachment Cards]."""

    card: str = ""
    target: str = ""
    kind: ClassVar[str] = "play_attachment"


@dataclass(frozen=True)
class DiscardDuplicate(Action):
    """Discard a duplicate of a unique character in play to place 1 fate on it [RR ›
    Duplicates]."""

    card: str = ""
    kind: ClassVar[str] = "discard_duplicate"


@dataclass(frozen=True)
class UseAbility(Action):
    """Initiate ability ``index`` of ``card`` (a card in play, or an event in hand) choosing
    ``targets`` [RR › Initiating Abilities/Playing Cards]."""

    card: str = ""
    index: int = 0
    targets: tuple[str, ...] = ()
    kind: ClassVar[str] = "use_ability"


@dataclass(frozen=True)
class Bid(Action):
    """Set the honor dial (draw phase or duel) [RR › 2.2, D.3]."""

    value: int = 1
    kind: ClassVar[str] = "bid"


@dataclass(frozen=True)
class DeclareConflict(Action):
    """Choose the type, the contested ring and the attacked province [RR › 3.2]; attackers are
    chosen next, one :class:`ChooseParticipant` at a time, then :class:`Confirm`."""

    ctype: str = "military"
    ring: str = "air"
    province: str = ""
    kind: ClassVar[str] = "declare_conflict"


@dataclass(frozen=True)
class ChooseParticipant(Action):
    """Add (or remove, when already chosen) an attacker or defender being declared."""

    card: str = ""
    kind: ClassVar[str] = "choose_participant"


@dataclass(frozen=True)
class ChooseCovert(Action):
    """Choose the character a covert attacker evades [RR › Covert]."""

    card: str = ""
    kind: ClassVar[str] = "choose_covert"


@dataclass(frozen=True)
class Confirm(Action):
    """Finish the choice in progress (attackers, defenders, provinces to discard from)."""

    kind: ClassVar[str] = "confirm"


@dataclass(frozen=True)
class RingEffect(Action):
    """Resolve the contested ring's effect [RR › 3.2.6]: ``option`` per element (air:
    ``take``/``gain``; fire: ``honor``/``dishonor``; water: ``ready``/``bow``; earth and void:
    ``resolve``) with ``target`` when it needs one; ``skip`` declines it."""

    option: str = "resolve"
    target: str = ""
    kind: ClassVar[str] = "ring_effect"


@dataclass(frozen=True)
class Choose(Action):
    """A yes/no or one-of decision (``option``): discard from a broken province, the Imperial
    Favor's side, ..."""

    option: str = ""
    kind: ClassVar[str] = "choose"


@dataclass(frozen=True)
class DiscardFromProvince(Action):
    """Regroup 5.3: discard a faceup dynasty card from an unbroken province."""

    card: str = ""
    kind: ClassVar[str] = "discard_from_province"


@dataclass(frozen=True)
class Manual(Action):
    """A logged, undoable manual effect for what the ability vocabulary cannot express: one
    verb of the effect table (``op``) on a card (or on the player: honor, fate, draw) with an
    ``amount``. It does not pass the decision to anyone."""

    op: str = ""
    card: str = ""
    amount: int = 1
    kind: ClassVar[str] = "manual"


ACTION_TYPES: dict[str, type[Action]] = {
    c.kind: c for c in (ChooseStrongholdProvince, Mulligan, Pass, PlayCharacter,
                        PlayAttachment, DiscardDuplicate, UseAbility, Bid, DeclareConflict,
                        ChooseParticipant, ChooseCovert, Confirm, RingEffect, Choose,
                        DiscardFromProvince, Manual)
}


def action_from_dict(data: Any) -> Action:
    """Rebuild an action from :meth:`Action.to_dict`; raises ``ValueError`` when malformed."""
    return decode_action(data, ACTION_TYPES)  # type: ignore[return-value]
