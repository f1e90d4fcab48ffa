"""Resolving Focus Effects in a duel (the record format: ``focus_effects.py``)
[CE › CHALLENGES AND DUELS › E: Focus Effects resolve], [CE › DELAYED EFFECTS].

The duel (``duels.py``) is given this module by the rules (``rules/verbs.py``): at step E the
immediate effects of each focused card with a runnable record resolve for the player who
focused it, in focus order; the delayed ones are kept on the duel and resolve once it has
ended. A focused card whose Focus Effect has no runnable record is left to the players.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext.abilities import run_effects, run_list
from l5r_desktop.games.ccg.cardtext.ability_format import validate
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import GameState

_VERB = {"won": "win", "lost": "lose"}


def records_of(d: CardDef) -> list[tuple[int, dict[str, Any]]]:
    """The card's valid Focus Effect records and their indices: one Focus Effect may be
    written as several records, an immediate part and a part after the duel (duels lane:
    "negate ... for losing this duel. After this duel ends, ..."); their delayed parts are
    kept first, then the immediate ones resolve in order."""
    found = [(i, rec) for i, rec in enumerate(d.abilities)
             if isinstance(rec, dict) and rec.get("timing") == "focus" and not validate(rec)]
    return sorted(found, key=lambda f: not f[1].get("after_duel"))


def _yours(state: GameState, player: int) -> tuple[str, str]:
    duel = state.duel
    assert duel is not None
    a, b = duel.challenger, duel.challenged
    return (a, b) if state.cards[a].controller == player else (b, a)


def resolve(state: GameState, focused: list[str]) -> tuple[list[Event], list[str]]:
    """Step E for the ``focused`` cards the engine can run: their immediate effects now, their
    delayed ones kept on the duel (``DuelState.after_focus``). Returns the events and the
    focused cards left to the players (a Focus Effect without a runnable record).

    A Focus Effect that stops for its player's choice ("you may ...", a card chosen:
    ``GameState.options``) [CE › CHOICES] stops step E: the cards after it wait in
    ``DuelState.focus_left`` and the duel (stage ``"focus_choice"``, ``duels.strike``) waits
    for the answer; called again in that stage, only those cards resolve."""
    duel = state.duel
    assert duel is not None
    found = {cid: records_of(state.cards[cid].definition) for cid in focused}
    manual = [cid for cid in focused if not found[cid]
              and "focus effect" in state.cards[cid].definition.text.casefold()]
    todo = [c for c in focused if c in duel.focus_left] if duel.stage == "focus_choice" \
        else focused
    duel.focus_left = []
    events: list[Event] = []
    for i, cid in enumerate(todo):
        events += _resolve_card(state, cid, found[cid])
        if state.halted:
            break
        if state.options:  # the choice comes first; the rest of step E waits for it
            duel.focus_left = todo[i + 1:]
            break
    return events, manual


def _resolve_card(state: GameState, cid: str, found: list[tuple[int, dict[str, Any]]]
                  ) -> list[Event]:
    """One focused card's records (``records_of``): the delayed ones kept with the duelists
    as they are now, the immediate ones run. A record asking a choice stops the card there
    (only a card's last immediate record may ask one: the records we write)."""
    duel = state.duel
    assert duel is not None
    events: list[Event] = []
    for index, rec in found:
        player = state.cards[cid].owner
        yours, other = _yours(state, player)
        if rec.get("after_duel"):  # the duelists as they were: kept with the card
            duel.after_focus.append([cid, index, yours, other])
            continue
        refs = {"yours": yours, "other": other}
        targets = tuple(refs[r] for r in rec.get("duel_cards", []))
        events += run_effects(state, player, cid, rec, targets, action=False)
        if state.halted or state.options:
            break
    return events


def after_duel(state: GameState, kept: list[list[Any]], winners: list[str],
               resolved: bool = True) -> list[Event]:
    """The delayed Focus Effects once the duel has ended (``kept``: ``[card, ability index,
    your Personality, the other]`` per card; ``winners``: the duel's winner, none after a tie;
    ``resolved``: false for a duel ended without resolution, which has no winner or loser, so
    what depends on them does not happen). Each resolves for the player who focused its
    card."""
    events: list[Event] = []
    for cid, index, yours, other in kept:
        card = state.cards[cid]
        rec = card.definition.abilities[index]
        if_duel = rec.get("if_duel")
        if not resolved and (if_duel or "winner" in rec.get("duel_cards", ())):
            events.append(Note((cid,), text=f"{card.title}: its Focus Effect does not happen "
                                            "(the duel ended without resolution)"))
            continue
        if if_duel is not None and (yours in winners) != (if_duel == "won"):
            events.append(Note((cid,), text=f"{card.title}: its Focus Effect does not happen "
                                            f"(your Personality did not {_VERB[if_duel]} "
                                            "the duel)"))
            continue
        refs = {"yours": yours, "other": other, "winner": winners[0] if winners else ""}
        names = rec.get("duel_cards", [])
        # "the loser": each duelist who lost (both after a tie) [CE › CHALLENGES AND DUELS › H]
        losers = [d for d in (yours, other) if d not in winners] if "loser" in names else [""]
        for loser in losers:
            targets = tuple({**refs, "loser": loser}[r] for r in names)
            if any(not t for t in targets):
                events.append(Note((cid,), text=f"{card.title}: its Focus Effect names the "
                                                "duel's winner or loser; there is none"))
                continue
            events += run_effects(state, card.owner, cid, rec, targets, action=False)
            if state.halted:
                return events
    return events


def after_win(state: GameState, kept: list[Any], winners: list[str]) -> list[Event]:
    """Step I, after the written consequences: the effects a challenge's action gives if its
    challenger won (``kept``: ``DuelState.won``, ``duel_effects.py``) [CE › CHALLENGES AND
    DUELS › DUELS › I]."""
    player, card_id, challenger, effects = kept
    if challenger not in winners:
        return [Note((card_id,), text=f"{state.title(card_id)}: the challenger did not win; "
                                      "what a win gives does not happen")]
    return run_list(state, int(player), card_id, list(effects), ())
