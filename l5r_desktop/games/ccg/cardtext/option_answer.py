"""The resolving player's answer to a waiting optional effect (``optional.py``): apply the
choice's effects or skip them, then resolve the effects written after it [S1 › CHOICES],
[S1 › ORDER OF EFFECTS]."""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import (
    abilities,
    action_memory,
    attach_self,
    barred_abilities,
    chosen_cards,
    chosen_effects,
    chosen_keywords,
    chosen_locations,
    created,
    deck_bottom,
    deck_choices,
    effect_conditions,
    optional,
    player_pays,
    player_picks,
    resolution_triggers,
)
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model.state import GameState


def answer(state: GameState, apply: bool, choice: str = "") -> list[Event]:
    """Take the first waiting choice: ``apply`` its effects (all of them: a "may" is taken
    all-or-none) or decline them; the rest of the resolution goes on, and may stop again at
    the next optional effect. A card chosen from a deck (``choice``, or none when not
    ``apply``) goes to ``deck_choices``; the rest of the resolution goes on once its effect
    is done."""
    o = state.options.pop(0)
    before = action_memory.snapshot(state) if o.get("action") else {}  # (action_memory.py)
    if "pick" in o:
        targets = tuple(o["targets"])
        if o.get("ask") == player_picks.ASK:  # another player's choice (player_picks.py)
            events, done = player_picks.answer(state, o, choice if apply else None)
        elif o.get("ask") == chosen_cards.ASK:  # a card chosen: the effects' next target
            events, chosen = chosen_cards.answer(state, o, choice)
            done, targets = True, (*targets, chosen)
        elif o.get("ask") == attach_self.ASK:  # the Personality a card attaches to
            events, done = attach_self.answer(state, o, choice if apply else None)
        elif o.get("ask") == chosen_locations.ASK:  # where a unit moves
            events, done = chosen_locations.answer(state, o, choice), True
        elif o.get("ask") == chosen_effects.ASK:  # a card of the hand to discard
            events, done = chosen_effects.answer(state, o, choice if apply else None)
        elif o.get("ask") == chosen_keywords.ASK:  # a keyword chosen among several
            events, done = chosen_keywords.answer(state, o, choice if apply else None)
        elif o.get("ask") == barred_abilities.ASK:  # one ability of a card barred
            events, done = barred_abilities.answer(state, o, choice if apply else None)
        elif o.get("ask") == player_pays.ASK:  # another player pays or suffers
            events, done = player_pays.answer(state, o, choice if apply else None)
        elif o.get("ask") == created.ASK:  # the Personality a created card attaches to
            events, done = created.answer(state, o, choice)
        elif o.get("ask") == deck_bottom.ASK:  # a card to put at the bottom of its deck
            events, done = deck_bottom.answer(state, o, choice if apply else None)
        else:
            events, done = deck_choices.answer(state, o, choice if apply else None,
                                               _destroy)
        if done:
            resolver = int(o.get("resolver", o["player"]))  # the one taking the action
            # a "you may" already taken before the choice: the rest of its group is decided
            first = o["effects"][0]
            decided = optional.group_length(o["effects"], 0) - 1 \
                if first.get("optional") else 0
            more = abilities.run_list(state, resolver, o["card"], o["effects"][1:],
                                      targets, action=o["action"],
                                      manual=o["manual"], decided=decided,
                                      target_player=int(o.get("target_player", -1)),
                                      moved=frozenset(player_picks.moved_in(o["effects"][0]))
                                      | effect_conditions.results(events)[0])
            events += more
            if o["action"]:  # the action's bowings, before and after the choice
                events += resolution_triggers.record(state, resolver, o["card"], more,
                                                     tuple(o.get("bowed", ())))
                events += action_memory.record(state, resolver, o["card"], [*events, *more],
                                               o.get("did"), before)
        return events
    effs = o["effects"]
    n = optional.group_length(effs, 0)
    m = optional.otherwise_length(effs, n, effs[0].get("optional"))  # "A or B": B's length
    player, card_id, targets = o["player"], o["card"], tuple(o["targets"])
    chose = player  # who answered (optional.chooser); the acting player resolves the rest
    player = int(o.get("resolver", player))
    events: list[Event] = []
    skipped = effs[n:n + m] if apply else effs[:n]  # a card a skipped effect would have
    targets = (*targets, *chosen_cards.unchosen(skipped))  # chosen: its index kept, empty
    if apply and m:  # the first alternative; the second is skipped
        effs = effs[:n] + effs[n + m:]
    elif not apply:
        what = "declines" if not m else "chooses the other:"
        events.append(Note((card_id,), text=(
            f"{state.players[chose].name} {what} {state.title(card_id)}'s "
            f"{optional.describe(state, effs[:n] if not m else effs[n:n + m])}")))
        effs = effs[n:]  # the alternative (if any) then the rest
        n = 0
    done = abilities.run_list(state, player, card_id, effs, targets, action=o["action"],
                              manual=o["manual"], decided=n,
                              target_player=int(o.get("target_player", -1)),
                              moved=frozenset(o.get("moved", ())))
    events += done
    if o["action"]:  # the action's bowings, before and after the choice
        events += resolution_triggers.record(state, player, card_id, done,
                                             tuple(o.get("bowed", ())))
        events += action_memory.record(state, player, card_id, done, o.get("did"), before)
    return events


def _destroy(state: GameState, player: int, card_id: str) -> list[Event]:
    """Destroy ``card_id`` as an effect of ``player``'s (a look's ``destroy_self``)."""
    return abilities.run_list(state, player, card_id, [{"op": "destroy", "target": "self"}],
                              ())
