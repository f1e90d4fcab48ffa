"""Looking at and searching decks: looking at the top cards of your deck and putting them back
in any order, or one of them in your hand and the others on the bottom in any order; searching
your deck for a card of a type, showing it and putting it in your hand.

Effects (in an ability record's ``effects``)::

    {"op": "look_top", "deck": "fate", "count": 3, "rest": "top"}
    {"op": "look_top", "deck": "fate", "count": 4, "to_hand": 1, "rest": "bottom"}
    {"op": "look_top", "deck": "fate", "count": 1, "discard": 1, "rest": "top"}
    {"op": "look_top", "deck": "fate", "count": 1, "discard": 1, "rest": "top",
     "whose": "any", "destroy_self": true}   # the looked-at card is discarded only if
                                             # its player chose to destroy this card
    {"op": "look_top", "deck": "fate", "count": 3, "bottom": 2, "rest": "top"}
    {"op": "search_deck", "deck": "fate", "find": {"type": "ring"}, "show": true, "to": "hand"}
    {"op": "search_deck", "deck": "fate", "find": {}, "to": "hand"}    # "for a card"

Rules. [CE › LOOK]: "To look at a card is to inspect a face-down card without showing it to
anyone else or changing its position"; looking at the top cards "[is] not considered to be
'searching' the whole deck" (no shuffle). ``look_top`` takes the top ``count`` cards of the
player's own deck (fewer when the deck is shorter), puts ``to_hand`` of them, chosen by him,
into his hand, and the others back on the ``top`` or the ``bottom`` of that deck in the order
he chooses ("in any order"). ``whose: any`` ("any Fate deck"): first the player chooses
whose deck (offered as that player's Stronghold, ``ask`` ``whose``; with one deck to look at,
no choice), kept as the effect's ``owner``; the cards go back to that deck and a discarded
one to its owner's discard pile (no card of it goes to the hand). ``discard`` (after the
cards for the hand): he may discard up to that many of the others, one choice at a time, and
may stop at any choice ("You may discard it / one of them"; selecting none is declining); a
discarded card goes to its discard pile face up [CE › DISCARD PILES] and the rest go back as
above (one card looked at and kept stays where it was: looking changes no position
[CE › LOOK]). ``bottom`` (then, with ``rest`` ``top``): he may put up to that many of the
others on the bottom of the deck, one choice at a time, each under the ones before, and may
stop at any choice ("You may put it at the bottom of the deck", "You may put one or two of
them on the bottom"); the rest go back on top. ``destroy_self`` (with ``discard``; lane cards,
27 Nov evening): choosing to discard first destroys the ability's card, and the card looked at
is discarded only if that destroyed it ("if you do": "the second effect is contingent on the
first" [CE › EFFECTS], as "to" [S0 › TO #]); the choice is not offered once the card has left
play.

[CE › SEARCH]: "A player searching an area looks at the faces of all cards in it ... He or she
may look at all cards before deciding which ones to select"; "All effects that search decks
for cards also shuffle the deck after the found card (if any) leaves the deck. If the card is
not found, the deck is still shuffled"; "If a player searches for a particular description of
card and does not select any, the search effect fails ... For the rest of the game, any of his
or her further attempts to search for that description of card will fail" (kept per player in
``PlayerState.failed_searches`` as ``<deck>:<type or card>``; such a later search fails
without searching, so without shuffling: "A deck only needs to be shuffled if it was actually
searched"). ``search_deck`` puts the selected card in the player's hand (``show``: it is shown
to everyone first, a note in the log).

The choices are made when the effect resolves, in written order [S1 › CHOICES],
[S1 › ORDER OF EFFECTS]: the resolution stops like a "you may" (``optional.py``) with an entry
in ``GameState.options`` that holds ``pick`` (the cards he may choose now), ``none`` (he may
select none: a search) and ``ask`` (``hand`` / ``top`` / ``bottom`` / ``search``, for the
label); he takes ``ChooseCard(choice=<card>)`` (or ``ChooseOption(apply=False)`` to select
none) once per choice, :func:`answer` moves the cards when the last choice is made, and the
resolution goes on (``option_answer.py``). The order of the cards put back is chosen one card
at a time: each choice is the next card from the top (``top``) or the next card put under the
others at the bottom (``bottom``); the last card needs no choice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.core.rng import Rng
from l5r_desktop.games.ccg.events import CardMoved, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("look_top", "search_deck")
#: Destroys a card as an effect of the player's (``destroy_self``; ``option_answer.py``).
Destroy = Callable[[GameState, int, str], list[Event]]
#: ``abilities.run_list`` calls :func:`start`, which may stop the resolution for a choice.
PAUSES = True
DECKS = {"fate": Zone.FATE_DECK, "dynasty": Zone.DYNASTY_DECK}
RESTS = ("top", "bottom")
#: The card types a search may look for ("for a Ring"); no type: "for a card".
FIND_TYPES = {"ring": CardType.RING, "strategy": CardType.STRATEGY, "item": CardType.ITEM,
              "follower": CardType.FOLLOWER, "spell": CardType.SPELL,
              "personality": CardType.PERSONALITY, "holding": CardType.HOLDING}


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``look_top`` / ``search_deck`` effect of a record."""
    out = []
    if effect.get("deck") not in DECKS:
        out.append(f"a deck is {' or '.join(DECKS)}")
    if effect["op"] == "look_top":
        count, to_hand = effect.get("count"), effect.get("to_hand", 0)
        if not _whole(count) or not 1 <= count <= 10:
            out.append("look_top looks at 1 to 10 cards")
        elif not _whole(to_hand) or not 0 <= to_hand <= count:
            out.append("look_top puts 0 to count cards in the hand")
        elif not _whole(effect.get("discard", 0)) or \
                not 0 <= effect.get("discard", 0) <= count - to_hand:
            out.append("look_top may discard 0 to count minus to_hand cards")
        elif not _whole(effect.get("bottom", 0)) or not 0 <= effect.get("bottom", 0) <= \
                count - to_hand - effect.get("discard", 0) or \
                (effect.get("bottom") and effect.get("rest") != "top"):
            out.append("look_top may put 0 to the remaining cards on the bottom, the rest on "
                       "top")
        if effect.get("rest") not in RESTS:
            out.append("look_top puts the other cards back on the top or the bottom")
        if effect.get("whose", "any") != "any" or ("whose" in effect and to_hand):
            out.append("look_top at any player's deck (whose: any) puts none in the hand")
        if "destroy_self" in effect and (effect["destroy_self"] is not True
                                         or not effect.get("discard")):
            out.append("destroy_self: true goes with a discard (the card destroyed to discard)")
        return out
    find = effect.get("find")
    if not isinstance(find, dict) or any(k != "type" for k in find) or (
            "type" in find and find["type"] not in FIND_TYPES):
        out.append(f"search_deck finds {{type: {'|'.join(FIND_TYPES)}}} or {{}} (a card)")
    if not isinstance(effect.get("show", False), bool):
        out.append("show is true or false")
    if effect.get("to") != "hand":
        out.append("search_deck puts the card found in the hand (to: hand)")
    return out


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def description(effect: dict[str, Any]) -> str:
    """The description a search looks for (``fate:ring``, ``fate:card``)."""
    return f"{effect['deck']}:{effect.get('find', {}).get('type', 'card')}"


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Begin the effect ``effs[0]`` (the rest of the resolution follows it): the events and
    whether the resolution now waits for the player's choice."""
    eff = effs[0]
    entry = {"player": player, "card": card_id, "targets": list(targets), "action": action,
             "manual": manual, **({"target_player": target_player} if target_player >= 0
                                  else {})}
    if eff.get("whose") == "any" and "owner" not in eff:  # "any Fate deck": whose first
        seats = [i for i, q in enumerate(state.players)
                 if q.pile(DECKS[eff["deck"]]) and q.stronghold]
        if len(seats) > 1:
            state.options.append({**entry, "effects": [dict(e) for e in effs], "ask": "whose",
                                  "pick": [state.players[i].stronghold for i in seats],
                                  "none": False})
            return [], True
        eff = {**eff, "owner": seats[0] if seats else player}
    deck = state.players[eff.get("owner", player)].pile(DECKS[eff["deck"]])
    if eff["op"] == "look_top":
        looked = list(deck[:eff["count"]])
        if not looked:
            return [Note((card_id,), text=f"{state.title(card_id)}: the deck is empty")], False
        return _next(state, {**entry, "effects": [
            {**eff, "looked": looked, "hand": [], "order": [], "discarded": []},
            *effs[1:]]})
    p = state.players[player]
    if description(eff) in p.failed_searches:
        return [Note((card_id,), text=(
            f"{state.title(card_id)}: {p.name}'s search fails (he searched for that before "
            "and selected none)"))], False
    found = [c for c in deck if _fits(state, c, eff)]
    if not found:
        return _searched(state, player, card_id, eff, None), False
    state.options.append({**entry, "effects": [dict(e) for e in effs], "pick": found,
                          "none": True, "ask": "search"})
    return [Note((card_id,), text=f"{p.name} searches his deck ({state.title(card_id)})")], True


def _fits(state: GameState, cid: str, eff: dict[str, Any]) -> bool:
    kind = eff.get("find", {}).get("type")
    return kind is None or state.cards[cid].definition.type is FIND_TYPES[kind]


def _next(state: GameState, o: dict[str, Any]) -> tuple[list[Event], bool]:
    """The next choice of a ``look_top`` (the cards for the hand, then the order of the
    others), or its end when no choice is left."""
    eff = o["effects"][0]
    looked, hand, order = eff["looked"], eff["hand"], eff["order"]
    gone = [*eff.get("discarded", []), *eff.get("bottomed", [])]
    left = [c for c in looked if c not in hand and c not in order and c not in gone]
    if len(hand) < min(eff.get("to_hand", 0), len(looked)):
        state.options.insert(0, {**o, "pick": left, "none": False, "ask": "hand"})
        return [], True
    if left and not eff.get("kept") and len(eff.get("discarded", [])) < eff.get("discard", 0) \
            and _may_destroy(state, o["card"], eff):
        state.options.insert(0, {**o, "pick": left, "none": True, "ask": "discard"})
        return [], True
    if left and not eff.get("kept_on_top") and \
            len(eff.get("bottomed", [])) < eff.get("bottom", 0):
        state.options.insert(0, {**o, "pick": left, "none": True, "ask": "to_bottom"})
        return [], True
    if len(left) > 1:
        state.options.insert(0, {**o, "pick": left, "none": False, "ask": eff["rest"]})
        return [], True
    return _looked(state, o["player"], o["card"], eff, [*order, *left]), False


def _may_destroy(state: GameState, card_id: str, eff: dict[str, Any]) -> bool:
    """May the discard be chosen: always, or (``destroy_self``) while the card is in play."""
    return not eff.get("destroy_self") or moves.in_play(state, state.cards[card_id])


def _destroyed_to_discard(state: GameState, player: int, card_id: str,
                          destroy: Destroy | None) -> tuple[list[Event], bool]:
    """``destroy_self``: destroy the ability's card (``destroy``: the effect's resolution,
    given by ``option_answer.py``, which may import it); whether it left play ("if you
    do")."""
    was = moves.in_play(state, state.cards[card_id])
    events = destroy(state, player, card_id) if was and destroy is not None else []
    done = was and not moves.in_play(state, state.cards[card_id])
    if not done:
        events.append(Note((card_id,), text=f"{state.title(card_id)} was not destroyed: "
                                            "nothing is discarded"))
    return events, done


def _looked(state: GameState, player: int, card_id: str, eff: dict[str, Any],
            order: list[str]) -> list[Event]:
    """Move the looked-at cards: the chosen ones into the hand, the others back in order."""
    p = state.players[player]
    zone = DECKS[eff["deck"]]
    deck = state.players[eff.get("owner", player)].pile(zone)
    events: list[Event] = []
    for cid in eff["looked"]:
        if cid in deck:
            deck.remove(cid)
    for cid in eff["hand"]:
        _to_hand(state, p.hand, cid)
        events.append(CardMoved((cid,), from_zone=zone.value, to_zone=Zone.HAND.value))
    gone = eff.get("discarded", [])
    for cid in gone:
        card = state.cards[cid]
        moves.put(state, card, moves.discard_zone(card))
        events.append(CardMoved((cid,), from_zone=zone.value, to_zone=card.zone.value))
    under = eff.get("bottomed", [])
    back = [c for c in order if c not in eff["hand"] and c not in gone and c not in under]
    if eff["rest"] == "top":
        deck[0:0] = back
    else:
        deck.extend(back)
    if under:  # each under the ones put there before
        deck.extend(under)
        events.append(Note((card_id,), text=(
            f"{p.name} puts {len(under)} card(s) on the bottom of his deck")))
    events.append(Note((card_id,), text=(
        f"{p.name} puts {len(back)} card(s) back on the {eff['rest']} of his deck")))
    return events


def _to_hand(state: GameState, hand: list[str], cid: str) -> None:
    card = state.cards[cid]
    card.zone = Zone.HAND
    card.face_up = False
    hand.append(cid)


def _searched(state: GameState, player: int, card_id: str, eff: dict[str, Any],
              chosen: str | None) -> list[Event]:
    """The end of a search: the selected card into the hand (shown), or the search failed
    (remembered); the deck is shuffled either way [CE › SEARCH]."""
    p = state.players[player]
    zone = DECKS[eff["deck"]]
    deck = p.pile(zone)
    events: list[Event] = []
    if chosen is not None and chosen in deck:
        deck.remove(chosen)
        _to_hand(state, p.hand, chosen)
        if eff.get("show"):
            events.append(Note((chosen,), text=f"{p.name} shows {state.title(chosen)}"))
        events.append(CardMoved((chosen,), from_zone=zone.value, to_zone=Zone.HAND.value))
    else:
        key = description(eff)
        if key not in p.failed_searches:
            p.failed_searches.append(key)
        events.append(Note((card_id,), text=(
            f"{state.title(card_id)}: {p.name} selects nothing; the search fails (and will "
            "fail for the rest of the game)")))
    rng = Rng(state.rng_state)
    rng.shuffle(deck)
    state.rng_state = rng.state
    return events


def answer(state: GameState, o: dict[str, Any], choice: str | None,
           destroy: Destroy | None = None) -> tuple[list[Event], bool]:
    """The player's choice for the waiting entry ``o`` (already taken off ``state.options``):
    ``choice`` a card of ``o["pick"]``, or ``None`` (select none: a search). Returns the
    events and whether the effect is done (the resolution then goes on with the effects after
    it)."""
    eff = o["effects"][0]
    if o["ask"] == "whose":  # the deck chosen by its owner's Stronghold: now look at it
        owner = state.cards[choice].owner if choice in state.cards else o["player"]
        events, waiting = start(state, o["player"], o["card"],
                                [{**eff, "owner": owner}, *o["effects"][1:]],
                                tuple(o["targets"]), action=o["action"], manual=o["manual"],
                                target_player=int(o.get("target_player", -1)))
        return [Note((o["card"],), text=(
            f"{state.players[o['player']].name} looks at the top of "
            f"{state.players[owner].name}'s {eff['deck'].title()} deck")), *events], \
            not waiting
    if o["ask"] == "search":
        return _searched(state, o["player"], o["card"], eff, choice), True
    first: list[Event] = []
    if o["ask"] == "discard" and choice and eff.get("destroy_self"):  # "if you do"
        first, done = _destroyed_to_discard(state, o["player"], o["card"], destroy)
        choice = choice if done else None
    if o["ask"] == "discard":  # a card to discard, or none: he keeps the others
        eff = {**eff, "discarded": [*eff.get("discarded", []), choice]} if choice else \
            {**eff, "kept": True}
    elif o["ask"] == "to_bottom":  # a card for the bottom, or none: the others go on top
        eff = {**eff, "bottomed": [*eff.get("bottomed", []), choice]} if choice else \
            {**eff, "kept_on_top": True}
    elif choice is None:
        raise ValueError("only a search, a discard or a card for the bottom may select none")
    elif o["ask"] == "hand":
        eff = {**eff, "hand": [*eff["hand"], choice]}
    else:
        eff = {**eff, "order": [*eff["order"], choice]}
    rest = {k: v for k, v in o.items() if k not in ("pick", "none", "ask")}
    events, waiting = _next(state, {**rest, "effects": [eff, *o["effects"][1:]]})
    return first + events, not waiting


def label(state: GameState, o: dict[str, Any] | None, choice: str) -> str:
    """The menu text of choosing ``choice`` for the waiting entry ``o``."""
    title = state.title(choice)
    ask = o.get("ask") if o else None
    if ask == "hand" or ask == "search":
        return f"Put {title} in your hand"
    if ask == "discard":
        if o is not None and o["effects"][0].get("destroy_self"):
            return f"Destroy {state.title(o['card'])} to discard {title}"
        return f"Discard {title}"
    if ask == "whose" and o is not None:
        name = state.players[state.cards[choice].owner].name
        return f"Look at {name}'s {o['effects'][0]['deck'].title()} deck"
    if ask == "to_bottom":
        return f"Put {title} on the bottom of your deck"
    if ask == "hand_discard":  # (chosen_effects.py)
        return f"Discard {title}"
    if ask == "attach_self" and o is not None:  # (attach_self.py)
        return f"Attach {state.title(o['card'])} to {title}"
    if ask == "location" and o is not None:  # where a unit moves (chosen_locations.py)
        from l5r_desktop.games.ccg.cardtext import chosen_locations

        return chosen_locations.label(state, o, choice)
    if ask == "keyword" and o is not None:  # a keyword given (chosen_keywords.py)
        t = o["effects"][0]["target"]
        who = state.title(o["targets"][t]) if t < len(o["targets"]) else "him"
        return f"Permanently give {who} {choice}"
    if ask == "bar_ability" and o is not None:  # one ability barred (barred_abilities.py)
        kind = "ability" if choice.startswith("r") else "ability resolved by hand"
        return f"Bar {state.title(o['effects'][0]['on'])}'s {kind} {choice[1:]}" \
            if choice.startswith("l") else _bar_label(state, o, choice)
    if ask == "pay_or" and o is not None:  # another player pays or suffers (player_pays.py)
        amount = {k: n for item in o["effects"][0]["pay"] for k, n in item.items()}
        what = {"gold": f"Pay {amount.get('gold')} Gold", "honor": f"Lose {amount.get('honor')} "
                "Honor"}.get(choice) or f"Discard {title}"
        return f"{what} ({state.title(o['card'])})"
    if ask == "top":
        return f"Put {title} back next from the top of your deck"
    if ask == "bottom":
        return f"Put {title} next on the bottom of your deck"
    return f"Choose {title}"


def _bar_label(state: GameState, o: dict[str, Any], choice: str) -> str:
    """The menu text of barring the ability record ``choice`` (``r<index>``) of the card."""
    c = state.cards[o["effects"][0]["on"]]
    rec = c.definition.abilities[int(choice[1:])]
    timing = str(rec.get("timing", "")).replace("_", "/").capitalize()
    what = ", ".join(str(e.get("op", "")).replace("_", " ") for e in rec.get("effects", ())
                     if isinstance(e, dict))
    return f"Bar {c.title}'s {timing} ability" + (f" ({what})" if what else "")
