"""Which game events make which triggers, and which cards each trigger is about.

A Reaction or triggered trait names its trigger by a word of :data:`REACTIONS` /
:data:`TRAITS` (``{"event": "duel_won", "card": "self"}``); this module says which engine
event makes that trigger and which card(s) of the event it is about (the ``card`` spec of the
record is matched against those). [S1 › TIMING AND TRIGGERS]: a trigger is "an occurrence in
the game" a Reaction or triggered trait responds to; triggers "worded using more definite
language ... require that the appropriate occurrence actually happen", so each trigger here is
an event the engine records, never a time point that may pass without it.

- ``assigned``: a unit was assigned to a battlefield [S1 › ASSIGN] (the unit's Personality);
- ``dishonored``: a Personality became dishonorable [S1 › DISHONORABLE];
- ``enters_play``: a card entered play — recruited, put into play, or attached (an
  attachment enters play when it attaches [S1 › ATTACHMENTS]): "after this card enters play";
- ``recruited``: a card entered play from a province by Recruiting [S1 › DYNASTY PHASE], or
  a Reserve Personality Recruited into the current battlefield [S0 › RESERVE #] ("Recruit your
  target Reserve Personality (into the current battlefield)"): "after you Recruit this card",
  "after this card enters play from a province";
- ``recruited_in_battle``: the Reserve Recruit alone: "after you Recruit this card at this
  battlefield / during battle";
- ``equipped``: an attachment entered play from the hand by attaching [S1 › ATTACHMENTS],
  [S1 › FOLLOWER]: "after this Follower enters play from your hand";
- ``duel_won``: a duel was resolved with a winner [S1 › DUELS › H] (the winner; both
  tie-winners under Duelist tie rules): "after this Personality wins a duel";
- ``destroyed`` (triggered traits only): a card was destroyed. Such a trait resolves although
  its card has left play: it is "triggered by a card entering an out of play area (such as,
  being destroyed ...)" [S1 › EFFECTS IN AND OUT OF PLAY], "triggered from an area not in
  play" [S1 › TRAITS (d)].
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from l5r_desktop.games.ccg.attack.events import DuelResolved, UnitAssigned
from l5r_desktop.games.ccg.events import (
    CardAttached,
    CardDestroyed,
    CardDishonored,
    CardEnteredPlay,
    Event,
)


def _first(e: Event) -> tuple[str, ...]:
    return e.cards[:1]


def _every(e: Event) -> tuple[str, ...]:
    return e.cards


#: How ``CardEnteredPlay`` says a card was Recruited: in the Dynasty Phase, or by Reserve.
_RECRUITED = ("recruited", "recruited into the battle")


def _recruited(e: Event) -> tuple[str, ...]:
    return e.cards if getattr(e, "how", "") in _RECRUITED else ()


def _recruited_in_battle(e: Event) -> tuple[str, ...]:
    return e.cards if getattr(e, "how", "") == "recruited into the battle" else ()


def _duel_winners(e: Event) -> tuple[str, ...]:
    outcome = getattr(e, "outcome", "none")
    if outcome == "challenger":
        return e.cards[:1]
    if outcome == "challenged":
        return e.cards[1:2]
    if outcome == "both":
        return e.cards[:2]
    return ()


@dataclass(frozen=True)
class Trigger:
    """One way an engine event makes a trigger: the trigger's word, the event class, and the
    cards of the event the trigger is about (one trigger per card; none: no trigger)."""

    name: str
    event: type[Event]
    subjects: Callable[[Event], tuple[str, ...]]
    #: The trigger happens as the card leaves play (a trait on it still resolves).
    leaves_play: bool = False


_ENTERS = (Trigger("enters_play", CardEnteredPlay, _every),
           Trigger("enters_play", CardAttached, _first),
           Trigger("recruited", CardEnteredPlay, _recruited),
           Trigger("recruited_in_battle", CardEnteredPlay, _recruited_in_battle),
           Trigger("equipped", CardAttached, _first),
           Trigger("duel_won", DuelResolved, _duel_winners))
#: The triggers Reaction windows open for (after the action that made them has ended).
REACTIONS: tuple[Trigger, ...] = (Trigger("assigned", UnitAssigned, _first),
                                  Trigger("dishonored", CardDishonored, _first), *_ENTERS)
#: The triggers that fire triggered traits (``timing: trait``) when the action has ended.
TRAITS: tuple[Trigger, ...] = (*_ENTERS,
                               Trigger("destroyed", CardDestroyed, _every, leaves_play=True))


def _by_event(table: tuple[Trigger, ...]) -> dict[type[Event], tuple[Trigger, ...]]:
    out: dict[type[Event], tuple[Trigger, ...]] = {}
    for t in table:
        out[t.event] = (*out.get(t.event, ()), t)
    return out


REACTIONS_BY_EVENT = _by_event(REACTIONS)
TRAITS_BY_EVENT = _by_event(TRAITS)
REACTION_NAMES = frozenset(t.name for t in REACTIONS)
TRAIT_NAMES = frozenset(t.name for t in TRAITS)


def made(table: dict[type[Event], tuple[Trigger, ...]],
         e: Event) -> list[tuple[Trigger, tuple[str, ...]]]:
    """The triggers event ``e`` makes, each with the cards it is about."""
    out = []
    for t in table.get(type(e), ()):
        subjects = t.subjects(e)
        if subjects:
            out.append((t, subjects))
    return out
