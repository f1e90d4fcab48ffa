"""What happened this turn: "unless he has won a duel this turn", "if another player's action
has caused you an Honor loss this turn", "unless Murota has performed a Dark Virtue action
this turn".

A card's words about an earlier time of the turn ask about an occurrence the engine would
otherwise forget once it is over; "this turn" reaches back to the turn's beginning [CE ›
DURATION OF EFFECTS: "until the end of the turn"] and no further. So the engine keeps, in
``GameState.memory`` (saved with the game, only while it holds something; an old save loads
with none), the facts of the current turn, each a list of keys; a new turn forgets them all
(the turn number kept with them). The facts:

- ``duel_won``: the Personalities who won a duel [CE › CHALLENGES AND DUELS] (the winner of
  a resolved duel; a tie without the Duelist rule has none; ``duels.resolution``);
- ``performed``: ``<card>:<keyword>``, a card performed an action with that ability keyword
  (its ability's own or its card's [CE › ABILITIES › Ability keywords]): the action's card
  when it is a Personality or Follower, the one carrying it, or a target marked as its
  performer [CE › PERFORM] (``abilities.resolve``, ``next_performed.performers``);
- ``honor_lost_to_other``: a player lost Family Honor from the effects of another player's
  action (``HonorChanged`` among its effects; a cost is its own player's; the consequences of
  a duel an action began count as that action's, ``duels.resolution``).

Checks: ability condition ``honor_lost_to_other`` (true: "if another player's action has
caused you an Honor loss this turn"), effect card test ``won_duel_this_turn`` (true: "he has
won a duel this turn"; with ``not``: "unless he has won"), target spec ``no_attachments``
``{"unless_performed": "<keyword>"}`` ("which must have no attachments unless <this card> has
performed a <Keyword> action this turn").

Only a game where some card's records ask one of these (:func:`kept`) remembers anything: a
game without such a card keeps the state it always had, so its saves, replays and old saves
compare equal (a save of 25 demo actions written before this memory existed still replays
to its snapshot) and its actions cost nothing more.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from itertools import pairwise
from typing import Any

from l5r_desktop.games.ccg.events import Event, HonorChanged
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: The facts kept.
DUEL_WON, PERFORMED, HONOR_LOST = "duel_won", "performed", "honor_lost_to_other"
FACTS = (DUEL_WON, PERFORMED, HONOR_LOST)
#: The record keys that read the memory (see the module's "Checks").
READERS = ('"honor_lost_to_other"', '"won_duel_this_turn"', '"unless_performed"')
_MEMO_KEY = "turn_memory_kept"


def kept(state: GameState) -> bool:
    """Does some card of this game read this turn's facts (a record holding one of
    :data:`READERS`, given and created cards' included: the game's definitions)? Memoised
    with the game's ability index, rebuilt when its cards or their definitions change."""
    memo = state.ability_memo()
    found = memo.get(_MEMO_KEY)
    if found is None:
        defs = {id(c.definition): c.definition for c in state.cards.values()}.values()
        texts = [json.dumps(d.abilities) for d in defs if d.abilities]
        found = memo[_MEMO_KEY] = any(r in t for t in texts for r in READERS)
    return bool(found)


def remember(state: GameState, fact: str, keys: Iterable[str]) -> None:
    """Add ``keys`` to this turn's ``fact`` (a new turn forgets the last one's), in a game
    where some card reads it (:func:`kept`)."""
    if not kept(state):
        return
    keys = [str(k) for k in keys]
    if not keys:
        return
    mem = state.memory
    if mem.get("turn") != state.turn:
        mem = state.memory = {"turn": state.turn}
    listed = mem.setdefault(fact, [])
    listed.extend(k for k in keys if k not in listed)


def happened(state: GameState, fact: str, key: str) -> bool:
    """Is ``key`` among this turn's ``fact``?"""
    mem = state.memory
    return mem.get("turn") == state.turn and key in mem.get(fact, ())


def performed_key(card_id: str, keyword: str) -> str:
    """The ``performed`` key of a card and an ability keyword (any case)."""
    return f"{card_id}:{keyword.lower()}"


def note_performed(state: GameState, card: CardState, rec: dict[str, Any],
                   performers: tuple[str, ...]) -> None:
    """Keep which cards perform this action (``performers``, of ``card``'s record ``rec``:
    ``next_performed.performers``) and its ability
    keywords: its ability's and its card's [CE › ABILITIES › Ability keywords]. A keyword of
    two words before an ability's timing ("Dark Virtue Battle:") is read as two words of the
    record's ``keywords``; two written one after the other are kept as one too."""
    if not kept(state):
        return
    own = [str(k).lower() for k in rec.get("keywords", ())]
    words = {*own, *(k.lower() for k in card.definition.keywords),
             *(f"{a} {b}" for a, b in pairwise(own))}  # "dark", "virtue"
    if words:
        remember(state, PERFORMED, (
            performed_key(p, k)
            for p in performers for k in words))


def note_losses(state: GameState, player: int, effect_events: list[Event]) -> None:
    """The Honor losses ``effect_events`` of ``player``'s action caused other players."""
    remember(state, HONOR_LOST, (str(e.player) for e in effect_events
                                 if type(e) is HonorChanged and e.amount < 0
                                 and e.player != player))


def lost_to_other(state: GameState, player: int) -> bool:
    """Has another player's action caused ``player`` an Honor loss this turn?"""
    return happened(state, HONOR_LOST, str(player))


def won_duel(state: GameState, card_id: str) -> bool:
    """Has the card won a duel this turn?"""
    return happened(state, DUEL_WON, card_id)


def bare_needed(state: GameState, source: str, value: object) -> bool:
    """Must a target be without attachments: ``no_attachments`` true, or ``{"unless_performed":
    K}`` while ``source`` has not performed a K action this turn?"""
    if isinstance(value, dict):
        return not happened(state, PERFORMED,
                            performed_key(source, str(value.get("unless_performed", ""))))
    return bool(value)
