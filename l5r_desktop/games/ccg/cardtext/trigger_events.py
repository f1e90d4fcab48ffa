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
- ``assigns_or_moves`` (Reactions): a unit was assigned to a battlefield or moved (to a
  battlefield or home) [CE › ASSIGN] (the unit's Personality): "After a
  Personality assigns or moves"; with ``"opposing": true`` only when he is now opposing the
  Reaction's card: on the other side of the same battlefield [CE › OPPOSING];
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
  tie-winners under Duelist tie rules): "after this Personality wins a duel"; a trait on an
  attachment may answer its bearer's win (``"card": "host"``: "after this Personality wins a
  duel" on an Item);
- ``destroyed`` (triggered traits only): a card was destroyed. Such a trait resolves although
  its card has left play: it is "triggered by a card entering an out of play area (such as,
  being destroyed ...)" [S1 › EFFECTS IN AND OUT OF PLAY], "triggered from an area not in
  play" [S1 › TRAITS (d)]. A trait on another card may answer it (``"card": "yours"`` /
  ``"any"``, with the ``type``/``keyword`` of the destroyed card): "after one of your
  Personalities is destroyed", "after a card is destroyed";
- ``bowed`` (triggered traits only, on the card itself): the card went from unbowed to
  bowed, for any reason: a cost, an effect, producing Gold, a Fear, a lost duel, the battle's
  resolution bowing its unit [S1 › BOWED AND UNBOWED]: "after this card bows". Entering play
  bowed is no bowing; a bow effect on a card already bowed records none;
- ``action_resolved`` (triggered traits only, on any card in play): an action from a card's
  ability record resolved, with the ability keyword the record's ``action_keyword`` names
  (required: "after the resolution of a Ninja action"; "Actions have the keywords and
  designator of their ability" [S1 › ABILITIES]); ``"player"``: whose action. The trait
  resolves once the action (its automatic steps included) has ended; an action resolved by
  hand with the manual toolkit is not seen by the engine and triggers nothing;
- ``province_won`` (triggered traits only, on any card in play): a battle's resolution
  destroyed the province because the Attacker won it [CE › BATTLES › C: RESOLUTION SEGMENT]
  ("After each time an Attacker destroys a province by winning a battle"); its player (the
  ``actor``, for ``player`` filters and the effect player ``trigger_player``) is the
  Attacker; a province destroyed otherwise (an effect, a cost) is not this trigger;
- ``resolved_bowed`` (Reactions, ``resolution_triggers.py``): an action from a card's
  ability resolved whose effects bowed the card: "after the resolution of an action that
  bowed a Personality" (the window keeps the action's card after the bowed one);
- ``resolved_moved`` / ``resolved_destroyed`` / ``resolved_created`` (Reactions,
  ``action_memory.py``): an action from a card's ability resolved whose effects moved,
  destroyed or created the card (the window keeps the action's card after it, and what is
  remembered of both in its ``about``);
- ``resolved_penalized`` (triggered traits, ``action_memory.py``): the same record of an
  action whose effects gave the card a Force penalty, answered by a trait on another card
  (``"card": "any"``, filters read by ``action_memory.fits``);
- ``dishonored`` as a triggered trait (its own card, or ``yours`` / ``any``): as for
  Reactions; the ``actor`` is the dishonored Personality's controller. Events of a trait's
  effects set off no trait, so the ones seen here come from actions ("becomes dishonorable
  from an action");
- ``honor_lost`` (triggered traits only, on any card in play): a player's Family Honor went
  down [S1 › FAMILY HONOR] (the ``actor``: that player): "after you lose Honor";
- ``province_destroyed`` (triggered traits only, on any card in play): a province was
  destroyed [CE › PROVINCES], by battle resolution or an effect (the ``actor``: the player
  whose win or effect destroyed it, ``ProvinceDestroyed.by``);
- ``engaged`` (Reactions): a battle began at its battlefield: engaging is the time point
  where a battle and its Combat Segment begin [CE › BATTLES › B. COMBAT SEGMENT] ("after
  engaging"); about no card (answered by ``"card": "any"``; "after engaging at <this card>'s
  battlefield" adds the condition ``at_current``). A battle with no units is fought at once
  with no Combat Segment: its beginning is no such trigger;
- ``assigned`` as a trait trigger (the traits actions leave, ``lasting.py``, about one of
  the action's targets): his unit was assigned to a battlefield [CE › ASSIGN]; the ``actor``
  is the player who assigned it (``UnitAssigned.player``, "the player who chooses where it
  assigns to");
- ``attacks`` (the same traits): his unit was assigned or moved to a battlefield, and is on
  its attacking side (``lasting_fire`` checks the side): "after he attacks you" ("moves to
  attack" includes moving between two battlefields on the attacking side [CE › MOVEMENT]);
- ``duel_won_lower_chi`` (Reactions): a duel resolved during a battle (a current
  battlefield) with a winner who did not enter it with higher Chi than the other (their Chi
  when the duel began, ``DuelState.entry_chi``): a Ring's play condition (``rings.py``);
- ``favor_resolved`` (Reactions): an action with the Favor keyword resolved (about the
  action's card: ``"card": "yours"`` is an action of the responding player's card); a Ring's
  play condition (a count of its player's Favor actions this turn) adds the condition
  ``favor_actions_at_least`` (``rings.py``: the count kept by ``abilities._resolution``);
- ``battle_destroyed`` (Reactions): a battle's resolution in which the winner destroyed one
  or more of the loser's units (Personalities) or the province [CE › BATTLES › C.
  RESOLUTION SEGMENT › 2] ("after the resolution of a battle ..., if you destroyed any enemy
  units or a province in that resolution"); about the loser's Stronghold (a tie has no
  loser [CE › C › 1]), so "the battle's loser" is its controller and "you" (the winner) the
  other player: the Reaction names that Stronghold with ``trigger_card`` ``is`` and
  ``controller`` ``opponent``;
- ``province_won`` as a Reaction: the same battle resolution as the trait, about the
  Attacker's Stronghold ("after a battle ends in which you destroyed a province as the
  Attacker": ``"card": "yours"``). Both windows open when the action resolving the battle
  has ended, after its Final Steps [CE › FINAL STEPS], like every Reaction window;
- ``resolution_honor`` (triggered traits): the winner of a battle gained Honor from its
  resolution for destroying the losing army [CE › C: RESOLUTION SEGMENT › 2]; about each
  Personality of the winning army (``BattleResolved.honored``): a Personality's own trait,
  or a Spell's about its bearer (``"card": "host"``: "after you gain Honor from destroying an
  army in battle resolution, if this Shugenja is ... in the winning army"); a tie has no
  winning army, a gain replaced by rehonoring is no gain;
- ``turn_began`` (triggered traits only, on any card in play): a player's turn began
  [S1 › THE TURN SEQUENCE]: "after each turn begins" (``"player"`` absent), "after another
  player's turn begins" (``"player": "opponent"``), "after your turn begins" (``"you"``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from l5r_desktop.games.ccg.attack.events import (
    BattleBegan,
    BattleResolved,
    DuelResolved,
    UnitAssigned,
    UnitMoved,
)
from l5r_desktop.games.ccg.cardtext import action_memory, action_resolved
from l5r_desktop.games.ccg.events import (
    AbilityUsed,
    ActionBowed,
    ActionDid,
    CardAttached,
    CardDestroyed,
    CardDishonored,
    CardEnteredPlay,
    CardsBowed,
    Event,
    HonorChanged,
    ProvinceDestroyed,
    TurnBegan,
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
    #: The player the trigger is about (whose turn began), for a record's ``player`` filter.
    actor: Callable[[Event], int] | None = None
    #: The keywords of the action the trigger is about, for ``action_keyword``.
    keywords: Callable[[Event], tuple[str, ...]] | None = None
    #: More cards of the event a Reaction window keeps after its subject (the action's card
    #: for ``resolved_bowed``).
    context: Callable[[Event], tuple[str, ...]] | None = None
    #: What else the Reaction window keeps about the event (``Window.about``: who took the
    #: action that resolved and its kind, ``action_resolved.py``).
    about: Callable[[Event], str] | None = None


def _turn(e: Event) -> tuple[str, ...]:
    return ("",)  # about no card: only a trait answering ``"card": "any"`` answers it


def _actor(e: Event) -> int:
    return getattr(e, "player", -1)


def _province_won(e: Event) -> tuple[str, ...]:
    won = getattr(e, "province_destroyed", False) and getattr(e, "outcome", "") == "attacker"
    return ("",) if won else ()  # about no card: answered by ``"card": "any"``


def _engaged(e: Event) -> tuple[str, ...]:
    return ("",) if getattr(e, "engaged", False) else ()  # about no card: ``"card": "any"``


def _battle_loser(e: Event) -> tuple[str, ...]:
    """The loser's Stronghold, when the winner destroyed one of his units or his province
    in the battle's resolution (``BattleResolved.keeps``: the Attacker's, the Defender's)."""
    keeps, outcome = getattr(e, "keeps", ()), getattr(e, "outcome", "")
    if len(keeps) != 2 or outcome not in ("attacker", "defender") or not (
            getattr(e, "units_destroyed", False) or getattr(e, "province_destroyed", False)):
        return ()
    keep = keeps[1 if outcome == "attacker" else 0]
    return (keep,) if keep else ()


def _province_winner(e: Event) -> tuple[str, ...]:
    """The Attacker's Stronghold, when the battle's resolution destroyed the province because
    he won it."""
    keeps = getattr(e, "keeps", ())
    return keeps[:1] if _province_won(e) and len(keeps) == 2 and keeps[0] else ()


def _honored(e: Event) -> tuple[str, ...]:
    return getattr(e, "honored", ())


def _attacker(e: Event) -> int:
    return getattr(e, "attacker", -1)


def _by(e: Event) -> int:
    return getattr(e, "by", -1)


def _honor_lost(e: Event) -> tuple[str, ...]:
    return ("",) if getattr(e, "amount", 0) < 0 else ()  # about no card


def _action_keywords(e: Event) -> tuple[str, ...]:
    return getattr(e, "keywords", ())


_ENTERS = (Trigger("enters_play", CardEnteredPlay, _every),
           Trigger("enters_play", CardAttached, _first),
           Trigger("recruited", CardEnteredPlay, _recruited),
           Trigger("recruited_in_battle", CardEnteredPlay, _recruited_in_battle),
           Trigger("equipped", CardAttached, _first),
           Trigger("duel_won", DuelResolved, _duel_winners))
def _lower_chi(e: Event) -> tuple[str, ...]:
    """The winners of a duel during a battle who did not enter it with higher Chi than the
    other Personality."""
    chi = getattr(e, "entry_chi", ())
    if not getattr(e, "in_battle", False) or len(chi) != 2:
        return ()
    return tuple(w for w in _duel_winners(e)
                 if chi[0 if w == e.cards[0] else 1] <= chi[1 if w == e.cards[0] else 0])


def _favor(e: Event) -> tuple[str, ...]:
    return e.cards[:1] if "favor" in getattr(e, "keywords", ()) else ()


def _source(e: Event) -> tuple[str, ...]:
    return (getattr(e, "source", ""),)


def _did(verb: str) -> Callable[[Event], tuple[str, ...]]:
    """The card an :class:`ActionDid` is about, for the trigger of its verb only."""
    return lambda e: e.cards if getattr(e, "verb", "") == verb else ()


def _did_about(e: Event) -> str:
    return str(getattr(e, "about", ""))


#: The triggers Reaction windows open for (after the action that made them has ended).
REACTIONS: tuple[Trigger, ...] = (Trigger("assigned", UnitAssigned, _first),
                                  Trigger("dishonored", CardDishonored, _first), *_ENTERS,
                                  Trigger("resolved_bowed", ActionBowed, _every,
                                          context=_source),
                                  Trigger("assigns_or_moves", UnitAssigned, _first),
                                  Trigger("assigns_or_moves", UnitMoved, _first),
                                  Trigger("engaged", BattleBegan, _engaged),
                                  Trigger(action_resolved.TRIGGER, AbilityUsed,
                                          action_resolved.subjects,
                                          about=action_resolved.about),
                                  *(Trigger(verb, ActionDid, _did(verb), context=_source,
                                            about=_did_about)
                                    for verb in action_memory.TRIGGERS),
                                  Trigger("favor_resolved", AbilityUsed, _favor),
                                  Trigger("duel_won_lower_chi", DuelResolved, _lower_chi),
                                  Trigger("battle_destroyed", BattleResolved, _battle_loser),
                                  Trigger("province_won", BattleResolved, _province_winner))
#: The triggers that fire triggered traits (``timing: trait``) when the action has ended.
TRAITS: tuple[Trigger, ...] = (*_ENTERS,
                               Trigger("destroyed", CardDestroyed, _every, leaves_play=True),
                               Trigger("bowed", CardsBowed, _every),
                               Trigger("turn_began", TurnBegan, _turn, actor=_actor),
                               Trigger("province_won", BattleResolved, _province_won,
                                       actor=_attacker),
                               Trigger("resolution_honor", BattleResolved, _honored),
                               Trigger("action_resolved", AbilityUsed, _first,
                                       actor=_actor, keywords=_action_keywords),
                               Trigger("honor_lost", HonorChanged, _honor_lost, actor=_actor),
                               Trigger(action_memory.PENALIZED, ActionDid,
                                       _did(action_memory.PENALIZED), actor=_actor),
                               Trigger("dishonored", CardDishonored, _first, actor=_actor),
                               Trigger("province_destroyed", ProvinceDestroyed, _turn,
                                       actor=_by),
                               Trigger("assigned", UnitAssigned, _first, actor=_actor),
                               Trigger("attacks", UnitAssigned, _first, actor=_actor),
                               Trigger("attacks", UnitMoved, _first))
#: Trait triggers only the traits actions leave answer (``lasting.py``, about one of the
#: action's targets); a card's own triggered trait does not.
LASTING_ONLY = frozenset({"assigned", "attacks"})
#: Trait triggers a trait on another card may answer (``card``: ``yours`` / ``any``) and the
#: ``card`` values each allows; every other trait answers its own card only.
TRAIT_OTHERS: dict[str, frozenset[str]] = {"destroyed": frozenset({"self", "yours", "any"}),
                                           "duel_won": frozenset({"self", "host"}),
                                           "turn_began": frozenset({"any"}),
                                           "province_won": frozenset({"any"}),
                                           "resolution_honor": frozenset({"self", "host"}),
                                           "action_resolved": frozenset({"any"}),
                                           "honor_lost": frozenset({"any"}),
                                           "dishonored": frozenset({"self", "yours", "any"}),
                                           "province_destroyed": frozenset({"any"}),
                                           action_memory.PENALIZED: frozenset({"any"})}
#: Trait triggers with a ``player`` filter (the trigger's :attr:`Trigger.actor`).
ACTOR_TRIGGERS = frozenset(t.name for t in TRAITS if t.actor is not None)
#: Trait triggers about an action, with its ``action_keyword`` filter (required).
ACTION_TRIGGERS = frozenset(t.name for t in TRAITS if t.keywords is not None)


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
