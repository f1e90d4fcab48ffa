""""He may not perform actions": an ongoing restriction on a Personality or Follower
[CE › DURATION OF EFFECTS › Ongoing effects: "putting a condition on a card such as 'may not
assign'"; they last until the end of the turn unless the effect says otherwise].

Effect::

    {"op": "no_actions", "target": 0, "duration": "turn"}    # or "battle", "phase"

(``phase``: "until the current phase ends", ``Duration.PHASE``, ended by
``turn/steps.phase_ended`` when the next phase begins.)

It puts a restriction modifier on the card (``Modifier`` of kind ``restriction``, stat
``perform_actions``: it ends as stat modifiers of its duration do, and leaves with the card).
While it lasts the card performs no action [CE › PERFORM]: none of its own abilities, none of
an Item or Spell in its unit (the Personality performs those), it is not chosen or targeted as
an action's performer, and it performs no Lobby, Tactical action or Equip (the Personality
equipped performs the Equip [CE › PERFORM, EXCEPTION]). The legal-action lists and
``abilities.use_problem`` ask :func:`blocked` / :func:`cannot_perform`.

"A target Stronghold's abilities may not be used" (ccgtext2)::

    {"op": "no_abilities", "target": 0, "duration": "turn"}

puts a restriction modifier of stat ``use_abilities`` on any card in play: while it lasts
nobody uses an ability on it, actions, Reactions and Interrupts alike (:func:`blocked`), for
the turn unless the effect says otherwise [CE › DURATION OF EFFECTS › Ongoing effects]. A
Holding's "Bow this card: Produce X Gold" is an ability on it [CE › TRAITS], so a barred
Holding produces no Gold (``economy._production``); a Stronghold's Gold production is the
rulebook's, not the card's ("the rulebook-granted Stronghold gold production" [CE › GOLD
PRODUCTION]), and goes on. Its other traits are not used, so they go on too.

"The targeted Personality may not assign to battlefields" (ccgtext lane)::

    {"op": "no_assign", "target": 0}                      # until the end of the turn

a restriction modifier of stat ``assign``: while it lasts his unit is not assigned to a
battlefield in the Maneuvers Segments [CE › BATTLES › Maneuvers Segments] (``attack/choices``
asks :func:`cannot_assign`); it moves there by effects as before (the words forbid
assigning, not moving). ``"side": "attacking"`` (duels lane): only assigning to attack ("may
not be assigned into attacking armies"); he may still assign to defend.

"You may not declare an attack [this turn]" (core lane)::

    {"op": "no_attack", "player": "you"}                  # until the end of the turn

a restriction modifier of stat ``declare_attack`` on the player's Stronghold (where the
engine keeps what is the player's own, like his provinces' strength): while it lasts he is
not offered to declare an attack in his Attack Phase (``attack/choices`` asks
:func:`may_not_attack`) [CE › ATTACK PHASE], [CE › DURATION OF EFFECTS › Ongoing effects].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.effect_card import effect_card
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.model.state import CardState, GameState, Modifier, lasting

#: The effect ops this module resolves.
OPS = ("no_actions", "no_abilities", "no_assign", "no_attack")
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
#: The modifier that holds the restriction.
KIND = "restriction"
STAT = "perform_actions"
#: The restriction "its abilities may not be used" (``no_abilities``).
STAT_ABILITIES = "use_abilities"
#: One ability of it may not be used (``bar_ability``, ``barred_abilities.py``).
STAT_ONE = "use_ability"
ASSIGN = "assign"  # "may not assign to battlefields"
ATTACK = "declare_attack"  # "You may not declare an attack" (on the player's Stronghold)
DURATIONS = ("turn", "battle", "phase")
_NAMES = {"phase": "current phase"}
_PERFORMERS = (CardType.PERSONALITY, CardType.FOLLOWER)
_CARRIED = (CardType.ITEM, CardType.SPELL)


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``no_actions`` / ``no_abilities`` / ``no_assign`` effect."""
    t = effect.get("target")
    op = effect.get("op", "no_actions")
    if op == "no_attack":
        return [] if set(effect) <= {"op", "player"} and effect.get("player", "you") == "you" \
            else ["no_attack restricts you, for the turn (op and player: you only)"]
    if not isinstance(t, int) or isinstance(t, bool):
        return [f"{op} restricts a target of the ability (target: index)"]
    if effect.get("duration", "turn") not in DURATIONS:
        return [f"{op} lasts one of {', '.join(DURATIONS)}"]
    if "side" in effect and (op != "no_assign" or effect["side"] != "attacking"):
        return ["side is attacking, on no_assign ('may not be assigned into attacking armies')"]
    return []


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...]) -> list[Event]:
    """Put the restriction on the effect's target (a Personality or Follower in play)."""
    if effect["op"] == "no_attack":  # on the player (his Stronghold keeps it)
        keep = state.players[player].stronghold
        if not keep or keep not in state.cards:
            return [Note((card_id,), text="No Stronghold to hold the restriction")]
        state.cards[keep].modifiers.append(Modifier(ATTACK, 0, Duration.TURN, card_id, KIND))
        return [Note((card_id,), text=f"{state.players[player].name} may not declare an "
                                      "attack this turn")]
    cid = effect_card(state, card_id, effect, targets)
    if not cid:
        return []
    c = state.cards[cid]
    duration = lasting(state, effect.get("duration", "turn"))
    if effect["op"] == "no_abilities":
        if not c.in_play:
            return [Note((card_id, cid), text=f"{c.title} is not in play")]
        c.modifiers.append(Modifier(STAT_ABILITIES, 0, duration, card_id, KIND))
        return [Note((card_id, cid), text=f"{c.title}'s abilities may not be used until the "
                                          f"end of the {duration.value}")]
    if effect["op"] == "no_assign":
        if not c.in_play or c.definition.type is not CardType.PERSONALITY:
            return [Note((card_id, cid), text=f"{c.title} leads no unit to assign")]
        attacking = effect.get("side") == "attacking"  # (amount 1: to attack only)
        c.modifiers.append(Modifier(ASSIGN, int(attacking), duration, card_id, KIND))
        where = "into attacking armies" if attacking else "to battlefields"
        return [Note((card_id, cid), text=f"{c.title} may not assign {where} until "
                                          f"the end of the {duration.value}")]
    if not c.in_play or c.definition.type not in _PERFORMERS:
        return [Note((card_id, cid), text=f"{c.title} performs no actions anyway")]
    c.modifiers.append(Modifier(STAT, 0, duration, card_id, KIND))
    return [Note((card_id, cid), text=f"{c.title} may not perform actions until the end of "
                                      f"the {_NAMES.get(duration.value, duration.value)}")]


def cannot_assign(card: CardState, attacking: bool = True) -> bool:
    """Is the Personality under a "may not assign to battlefields" restriction (one of
    ``side`` ``attacking``, amount 1: only when his unit would assign to attack)?"""
    mods = card.modifiers
    return bool(mods) and any(m.kind == KIND and m.stat == ASSIGN
                              and (attacking or not m.amount) for m in mods)


def may_not_attack(state: GameState, player: int) -> bool:
    """Is the player under a "may not declare an attack" restriction (``no_attack``)?"""
    keep = state.players[player].stronghold
    mods = state.cards[keep].modifiers if keep in state.cards else ()
    return bool(mods) and any(m.kind == KIND and m.stat == ATTACK for m in mods)


def cannot_perform(card: CardState) -> bool:
    """Is the card under a "may not perform actions" restriction?"""
    mods = card.modifiers
    return bool(mods) and any(m.kind == KIND and m.stat == STAT for m in mods)


def barred(card: CardState) -> bool:
    """Is the card under an "its abilities may not be used" restriction?"""
    mods = card.modifiers
    return bool(mods) and any(m.kind == KIND and m.stat == STAT_ABILITIES for m in mods)


def blocked(state: GameState, card: CardState) -> bool:
    """May an ability on ``card`` (in play) not be used: its abilities may not be used
    (:func:`barred`), or it would be performed by a card that may not perform actions: the
    card itself (a Personality or Follower), or the Personality carrying an Item or Spell
    [CE › PERFORM]?"""
    if barred(card):  # its abilities may not be used (no_abilities)
        return True
    t = card.definition.type
    if t in _PERFORMERS:
        return cannot_perform(card)
    if t in _CARRIED and card.attached_to is not None:
        return cannot_perform(state.cards[card.attached_to])
    return False


def ability_barred(card: CardState, index: int) -> bool:
    """May the card's ability record ``index`` not be used: one ability chosen by a
    ``bar_ability`` effect (``barred_abilities.py``, a modifier of stat :data:`STAT_ONE`
    holding the record's index)?"""
    mods = card.modifiers
    return bool(mods) and any(m.kind == KIND and m.stat == STAT_ONE and m.amount == index
                              for m in mods)
