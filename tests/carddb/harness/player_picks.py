"""The per-card harness's part for cards other players choose while an effect resolves
(``cardtext/player_picks.py``): :func:`prepare` gives each player something to choose (two
cards in hand, a face-up Personality in his first province; the battle's units are there
already); the choices are taken with the first card offered (``deck_choices.choose`` takes
any waiting ``pick``); :func:`snapshot` counts before the use what each player may choose,
and :func:`check` looks after it for one card fewer there for each player who could choose
(a hand one card smaller, a face-up Personality fewer in his provinces, a Personality fewer
at the current battlefield, now at home). ``moved`` counts (``{"count": "moved"}``) are the
number of players who could move one home."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import player_picks
from l5r_desktop.games.ccg.model.state import GameState

#: The ops checked here.
OPS = player_picks.OPS


def _picks(record: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in record.get("effects", []) if e.get("op") in OPS]


def prepare(build: Any, record: dict[str, Any]) -> None:
    """Something for each player to choose."""
    sources = {e["from"] for e in _picks(record)}
    if "hand" in sources:
        build.hand += ["Filler Fate"] * 2
        build.bob_hand += ["Filler Fate"] * 2
        for e in _picks(record):  # "if you now have N or more cards in your hand"
            need = (e.get("if") or {}).get("hand_at_least", 0)
            build.hand += ["Filler Fate"] * max(0, need - len(build.hand))
    if "unbowed_or_hand" in sources:  # an unbowed Holding in play: picked first, bowed
        for who in (0, 1):
            build.place(who, build.new_def("holding"), False)
    if "province_personality" in sources:
        for who in (0, 1):
            title = build.new_def("personality")
            build.face_up[who].append({"title": title, "face_up": True})


def pickers(state: GameState, player: int, effect: dict[str, Any], target_player: int
            ) -> list[int]:
    """The players who choose for the effect."""
    if effect["who"] == "opponent":
        return state.opponents(player)[:1]
    if effect["who"] == "target_player":
        return [target_player]
    if effect["who"] == "you":
        return [player]
    return [player, *state.opponents(player)]


def held(cond: dict[str, Any], state: GameState, player: int) -> bool:
    """Did "you have N or more cards in your hand" hold when the discard resolved (the hand
    now plus the card discarded)? :func:`prepare` gives Alice that many cards."""
    return set(cond) == {"player", "hand_at_least"} and cond["player"] == "you" and \
        len(state.players[player].hand) + 1 >= cond["hand_at_least"]


def snapshot(state: GameState, player: int, target_player: int,
             record: dict[str, Any]) -> list[list[int]]:
    """Per pick effect, per player, how many cards he may choose from now."""
    return [[len(player_picks.candidates(state, p, e["from"])) if p in pickers(
        state, player, e, target_player) else -1 for p in range(len(state.players))]
        for e in _picks(record)]


def moved_count(before: list[list[int]], record: dict[str, Any]) -> int:
    """The Personalities the record's picks move home (one per player who could choose)."""
    return sum(1 for e, counts in zip(_picks(record), before, strict=True)
               if e["then"] == "move_home" for n in counts if n > 0)


def check(state: GameState, before: list[list[int]], record: dict[str, Any],
          effect: dict[str, Any], player: int, target_player: int, draws: list[int]
          ) -> list[str]:
    """Problems with one pick effect (``draws``: the hands' expected change, lowered here for
    a discard from the hand)."""
    bare = {k: v for k, v in effect.items() if k != "if"}  # (its "if" may be taken off)
    counts = before[[{k: v for k, v in e.items() if k != "if"} for e in _picks(record)]
                    .index(bare)]
    problems = []
    for p, n in enumerate(counts):
        if n <= 0:
            continue
        if effect["from"] == "hand":
            draws[p] -= 1  # his hand: one card fewer (checked with the draws)
            continue
        now = len(player_picks.candidates(state, p, effect["from"]))
        if now != n - 1:
            problems.append(f"player_picks: {state.players[p].name} had {n} to choose from, "
                            f"now {now}, record one fewer")
    return problems
