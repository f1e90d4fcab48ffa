"""Cards other players choose while an effect resolves: "The enemy leader discards a card of
his choice", "Choose a player. He chooses a face-up Personality in one of his provinces. Turn
the Personality face-down.", "In turn order, starting with you, each player targets and moves
home one of his Personalities at the current battlefield" (ccgtext2).

Effect (in an ability record's ``effects``)::

    {"op": "player_picks", "who": "opponent", "from": "hand", "then": "discard"}
    {"op": "player_picks", "who": "target_player", "from": "province_personality",
     "then": "face_down"}
    {"op": "player_picks", "who": "each", "from": "personality_here", "then": "move_home"}
    {"op": "player_picks", "who": "target_player", "from": "unbowed_or_hand",
     "then": "bow_or_discard"}

``who``: the other player (``opponent``: "the enemy leader" of a two-player game), the
player the action chose (``target_player``, ``player_targets.py``), every player in turn
order starting with the one taking the action (``each``), or that player alone (``you``:
a discard of his own choice, e.g. once his hand holds too many cards), or (``acting``,
duels lane) the player whose action waits for the responses to its targeting ("the player
discards a card" in a trait on being targeted, ``targeted_traits.py``). ``from``: a card of
his hand, a face-up Personality in one of his provinces, or one of his Personalities at the current
battlefield, or (``unbowed_or_hand``, core lane: Yoritomo Tarao, oracle:9642) one of his
unbowed Personalities or Holdings in play or a card in his hand. ``then``: what happens to
the card he picked: discarded [CE › DISCARD PILES], turned face down where it is, moved home
[CE › LOCATIONS], or (``bow_or_discard``) discarded if it is in his hand, otherwise bowed.

The choice is his, made when the effect resolves, in written order [CE › CHOICES], [CE ›
ORDER OF EFFECTS]: the resolution stops as for a card chosen from a deck (``deck_choices``):
an entry in ``GameState.options`` whose ``player`` is the one choosing (``deciding_player``
asks him), with ``pick`` (the cards he may choose), ``ask`` ``player_pick`` and
``resolver``: the player taking the action, who resolves the effects after it
(``option_answer.py``). A player with no such card chooses nothing and the next one is asked;
a player with exactly one still takes the choice (it is his). The picks of ``each`` are made
one after the other, each applied before the next player chooses. The Personalities moved
home are kept with the entry (``moved``), so "gain Honor equal to the number of
Personalities this moved" reads them afterwards (``amount_from`` ``{"count": "moved"}``,
``abilities.run_list``). Picking "targets" in the card's words names no Reaction window: the
engine opens those for the targets chosen when an action is announced only.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack.armies import at_current_battlefield
from l5r_desktop.games.ccg.cardtext import effects, player_pays
from l5r_desktop.games.ccg.events import Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

#: The effect ops this module resolves.
OPS = ("player_picks",)
#: ``abilities.run_list`` calls :func:`start`, which may stop the resolution for a choice.
PAUSES = True
WHO = ("opponent", "target_player", "each", "you", "acting")
FROM = ("hand", "province_personality", "personality_here", "unbowed_or_hand")
THEN = {"hand": ("discard",), "province_personality": ("face_down",),
        "personality_here": ("move_home",), "unbowed_or_hand": ("bow_or_discard",)}
#: The ``ask`` of this module's entries in ``GameState.options``.
ASK = "player_pick"
_T_PERSONALITY = CardType.PERSONALITY
_UNBOWED_TYPES = (CardType.PERSONALITY, CardType.HOLDING)
_Z_HAND = Zone.HAND


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with one ``player_picks`` effect."""
    if effect.get("who") not in WHO:
        return [f"player_picks: who is one of {', '.join(WHO)}"]
    if effect.get("from") not in FROM:
        return [f"player_picks: from is one of {', '.join(FROM)}"]
    if effect.get("then") not in THEN[effect["from"]]:
        return [f"player_picks: a card from {effect['from']} is "
                f"{' or '.join(THEN[effect['from']])}"]
    if set(effect) - {"op", "who", "from", "then", "if"}:
        return ["player_picks takes who, from, then (and an if)"]
    return []


def candidates(state: GameState, picker: int, source: str) -> list[str]:
    """The cards ``picker`` may pick now."""
    p = state.players[picker]
    cards = state.cards
    if p.eliminated:
        return []
    if source == "hand":  # (not a Strategy in its resolution area: player_pays.py)
        return player_pays.hand_cards(state, picker)
    if source == "province_personality":
        return [cid for cid in p.provinces if cid is not None and cards[cid].face_up
                and cards[cid].definition.type is _T_PERSONALITY]
    if source == "unbowed_or_hand":  # one of his unbowed Personalities or Holdings in play,
        return [*(cid for cid in moves.in_play_cards(state, picker)  # or a card in his hand
                  if cards[cid].definition.type in _UNBOWED_TYPES and not cards[cid].bowed),
                *p.hand]
    return [cid for cid, c in cards.items() if c.controller == picker and c.in_play
            and c.definition.type is _T_PERSONALITY and at_current_battlefield(state, cid)]


def _pickers(state: GameState, player: int, who: str, target_player: int) -> list[int]:
    if who == "opponent":
        return state.opponents(player)[:1]
    if who == "target_player":
        return [target_player] if 0 <= target_player < len(state.players) else []
    if who == "you":  # "discard a card": the player taking the action chooses
        return [player]
    if who == "acting":  # "the player discards a card": the one whose action waits for the
        held = state.resolving[-1] if state.resolving else None  # responses to its targeting
        return [int(held["player"])] if held is not None else []  # (targeted_traits.py)
    return [player, *state.opponents(player)]  # in turn order, starting with you


def start(state: GameState, player: int, card_id: str, effs: list[dict[str, Any]],
          targets: tuple[str, ...], *, action: bool, manual: bool,
          target_player: int = -1) -> tuple[list[Event], bool]:
    """Begin the effect ``effs[0]``: the events and whether the resolution now waits for a
    player's choice."""
    eff = {**effs[0], "pickers": _pickers(state, player, effs[0]["who"], target_player),
           "moved": []}
    entry = {"card": card_id, "targets": list(targets), "action": action, "manual": manual,
             "resolver": player,
             **({"target_player": target_player} if target_player >= 0 else {})}
    return _ask_next(state, entry, [eff, *effs[1:]])


def _ask_next(state: GameState, entry: dict[str, Any], effs: list[dict[str, Any]]
              ) -> tuple[list[Event], bool]:
    eff = effs[0]
    events: list[Event] = []
    pickers = list(eff["pickers"])
    while pickers:
        picker = pickers.pop(0)
        found = candidates(state, picker, eff["from"])
        if not found:
            events.append(Note((entry["card"],), text=(
                f"{state.players[picker].name} has no card to choose for "
                f"{state.title(entry['card'])}")))
            continue
        state.options.append({**entry, "player": picker,
                              "effects": [{**eff, "pickers": pickers}, *effs[1:]],
                              "pick": found, "none": False, "ask": ASK})
        events.append(Note((entry["card"],), text=(
            f"{state.players[picker].name} chooses a card for {state.title(entry['card'])}")))
        return events, True
    return events, False


def answer(state: GameState, o: dict[str, Any], choice: str | None
           ) -> tuple[list[Event], bool]:
    """The picker's choice for the waiting entry ``o`` (taken off ``state.options``): apply
    ``then`` to it; ask the next player, if any. Returns the events and whether the effect is
    done (the resolution then goes on with the effects after it, resolved by
    ``o["resolver"]``)."""
    eff = o["effects"][0]
    if choice is None or choice not in o["pick"]:
        raise ValueError("choose one of the cards offered")
    picker = o["player"]
    events = _apply(state, picker, o["card"], eff["then"], choice)
    moved = list(eff.get("moved", []))
    if eff["then"] == "move_home" and state.cards[choice].in_play and \
            not at_current_battlefield(state, choice):
        moved.append(choice)
    entry = {k: v for k, v in o.items() if k not in ("pick", "none", "ask", "player",
                                                     "effects")}
    o["effects"][0] = {**eff, "moved": moved}  # what it moved, for the effects after it
    more, waiting = _ask_next(state, entry, [o["effects"][0], *o["effects"][1:]])
    return events + more, not waiting


def _apply(state: GameState, picker: int, card_id: str, then: str, cid: str) -> list[Event]:
    title = state.title(cid)
    if then == "face_down":
        state.cards[cid].face_up = False
        return [Note((card_id, cid), text=f"{title} is turned face down in its province")]
    if then == "discard" or (then == "bow_or_discard" and state.cards[cid].zone is _Z_HAND):
        return [Note((card_id,), text=f"{state.players[picker].name} discards {title}"),
                *effects.apply(state, picker, "discard", card=cid)]
    if then == "bow_or_discard":  # "Otherwise, bow it"
        return effects.apply(state, picker, "bow", card=cid, sources=(card_id,))
    return effects.apply(state, picker, "move_home", card=cid, sources=(card_id,))


def moved_in(effect: dict[str, Any]) -> list[str]:
    """The Personalities a ``player_picks`` effect moved home (for the resolution's ``moved``
    cards)."""
    return list(effect.get("moved", ())) if effect.get("op") == "player_picks" else []
