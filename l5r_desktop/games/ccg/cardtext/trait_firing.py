"""Triggered traits as an action ends: "after this card enters play, ...", "after this card is
destroyed, ..." and the traits Events and actions leave with players (``lasting.py``).

[S1 › TRAITS]: a triggered trait is mandatory, is not an action and is no Reaction; [S1 ›
TIMING AND TRIGGERS › B] resolves such traits before any Reaction, in the order their
triggers happened. Which cards have them, and which events can set them off in a game, are
``triggers.trait_records`` and ``triggers.watched`` (the Reaction windows' module, which
this one only reads).
"""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import lasting_fire, trait_others
from l5r_desktop.games.ccg.cardtext.trigger_events import TRAIT_OTHERS, TRAITS_BY_EVENT, made
from l5r_desktop.games.ccg.cardtext.triggers import trait_records, watched, watched_names
from l5r_desktop.games.ccg.events import AbilityUsed, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import CardState, GameState


def fire_traits(state: GameState, events: list[Event]) -> list[Event]:
    """Resolve the triggered traits the ``events`` of an ended action set off.

    [S1 › TRAITS]: a triggered trait is mandatory, is not an action (no once-per-turn limit,
    works on a bowed card) and is no Reaction; [S1 › TIMING AND TRIGGERS › B] resolves such
    traits before any Reaction, in the order their triggers happened. Only the card's own
    trigger (``"card": "self"``) is supported: "after this card enters play, ...", "after
    this card is destroyed, ..." (the triggers: ``trigger_events.TRAITS``). A trait whose card
    left play before it resolved does nothing, unless its trigger is the card leaving play
    (``destroyed``). The trait's controller resolves it; its events follow in the returned
    list (they fire no traits themselves)."""
    out: list[Event] = []
    watch = watched(state)[0]
    if not watch:  # no card in the game has a triggered trait
        return out
    names = watched_names(state)[0]
    cards = state.cards
    battle_by = -1  # the player whose Battle action these events come from (trait_others)
    track = "honor_lost" in names  # ("from your Battle action": only that trigger asks)
    for e in events:
        if track and type(e) is AbilityUsed and e.battle:
            battle_by = e.player
        if type(e) not in watch:
            continue
        for trig, subjects in made(TRAITS_BY_EVENT, e):
            if trig.name not in names:
                continue
            for cid in subjects:
                card = cards.get(cid)
                if card is None or not card.definition.abilities:
                    continue
                out += _fire(state, card, trig.name, trig.leaves_play)
                if state.halted:
                    return out
            if trig.name in TRAIT_OTHERS:
                out += trait_others.fire(state, trig, e, subjects, trait_records,
                                         battle_by=battle_by)
            if state.delayed:  # traits Events and actions left with players (lasting.py)
                out += lasting_fire.fire(state, trig, e, subjects)
            if state.halted:
                return out
    return out


def _fire(state: GameState, card: CardState, trig: str, leaves_play: bool) -> list[Event]:
    """The card's traits on trigger ``trig`` about itself, resolved in printed order."""
    out: list[Event] = []
    cid = card.id
    for _i, rec in trait_records(card.definition):
        spec = rec["trigger"]
        if spec.get("event") != trig or spec.get("card", "self") != "self":
            continue
        if not leaves_play and not moves.in_play(state, card):
            out.append(Note((cid,), text=f"{card.title} left play before its trait resolved"))
            continue
        out += trait_others.resolve_trait(state, card, rec)
        if state.halted:
            return out
    return out
