"""``l5r-desktop replay SAVE [--json]``: load a saved game, replay its log, summarise the end.

The summary names the turn, phase, active player, each player's Family Honor, provinces left and
cards in each zone, and the winner with the victory type. A file that cannot be loaded gives a
one-line message on stderr and exit code 1; a replay that does not reproduce the saved snapshot
is reported on stderr and the snapshot is summarised (exit code 0, ``"read_only": true``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from typing import Any

from l5r_desktop.persistence.paths import DataPaths

HELP = "load a saved game, replay its actions and print a summary of the final state"

#: Zones in the order the summary lists them.
ZONE_ORDER = ("hand", "home", "battlefield", "province", "dynasty_deck", "fate_deck",
              "dynasty_discard", "fate_discard", "honorably_dead", "dishonorably_dead",
              "focus_pool", "focusing", "removed", "under")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from l5r_desktop.games.registry import game_ids

    parser.add_argument("save", help="a saved game (.l5rsave, or a version-1 .json save)")
    parser.add_argument("--game", choices=game_ids(), default=None,
                        help="the game the save must belong to (default: the game it names)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def summarize(state: Any, *, actions: int, read_only: bool = False,
              warnings: list[str] | None = None, game: str = "ccg") -> dict[str, Any]:
    """A JSON-ready summary of a :class:`~l5r_desktop.games.ccg.model.state.GameState`."""
    players = []
    for p in state.players:
        zones = Counter(c.zone.value for c in state.cards.values() if c.owner == p.index)
        players.append({
            "name": p.name,
            "family_honor": p.family_honor,
            "provinces_left": len(p.provinces),
            "imperial_favor": bool(p.favor),
            "eliminated": bool(p.eliminated),
            "zones": {z: zones.get(z, 0) for z in ZONE_ORDER},
        })
    winner = state.winner
    return {
        "turn": state.turn,
        "phase": state.phase.value,
        "active_player": state.players[state.active].name if state.players else None,
        "actions": actions,
        "game_over": state.game_over,
        "winner": state.players[winner].name if isinstance(winner, int)
        and 0 <= winner < len(state.players) else None,
        "victory": state.victory,
        "players": players,
        "read_only": read_only,
        "game": game,
        "warnings": list(warnings or []),
    }


def summarize_lcg(game: Any, *, actions: int, read_only: bool = False,
                  warnings: list[str] | None = None) -> dict[str, Any]:
    """A JSON-ready summary of an LCG game: round, phase, honor, fate, provinces broken, cards
    per zone, the winner and how."""
    from l5r_desktop.persistence.lcg_saves import player_names

    state = game.state
    names = player_names(game)
    players = []
    for n, p in enumerate(state.players):
        zones = Counter(c.zone for c in state.cards.values() if c.owner == n)
        broken = sum(state.cards[u].broken for u in [*p.provinces, p.stronghold_province]
                     if u is not None)
        players.append({"name": names[n], "honor": p.honor, "fate": p.fate,
                        "provinces_broken": broken, "imperial_favor": state.favor == n,
                        "zones": dict(sorted(zones.items()))})
    winner = state.winner
    return {"round": state.round, "phase": state.phase, "step": state.step,
            "actions": actions, "game_over": winner is not None,
            "winner": names[winner] if winner is not None else None,
            "victory": state.victory, "players": players, "read_only": read_only,
            "game": "lcg", "warnings": list(warnings or [])}


def format_lcg_summary(summary: dict[str, Any]) -> str:
    """An LCG summary as text for a terminal."""
    lines = [f"Round {summary['round']}, {summary['phase']} phase "
             f"({summary['step'].replace('_', ' ')}); {summary['actions']} actions"]
    if summary["game_over"]:
        lines.append(f"Game over: {summary['winner']} won ({summary['victory']})")
    else:
        lines.append("The game is not over")
    for p in summary["players"]:
        extra = ", Imperial Favor" if p["imperial_favor"] else ""
        lines.append(f"{p['name']}: honor {p['honor']}, fate {p['fate']}, "
                     f"{p['provinces_broken']} provinces broken{extra}")
        zones = ", ".join(f"{z.replace('_', ' ')} {n}" for z, n in p["zones"].items() if n)
        lines.append(f"  cards: {zones}")
    if summary["read_only"]:
        lines.append("The log does not replay to the saved position (read-only)")
    return "\n".join(lines)


def format_summary(summary: dict[str, Any]) -> str:
    """The summary as text for a terminal."""
    lines = [
        f"Turn {summary['turn']}, {summary['phase'].replace('_', ' ')} phase, "
        f"{summary['active_player']} active; {summary['actions']} actions",
    ]
    if summary["game_over"]:
        who = summary["winner"] or "nobody"
        lines.append(f"Game over: {who} won ({summary['victory']})")
    else:
        lines.append("The game is not over")
    for p in summary["players"]:
        extra = ", Imperial Favor" if p["imperial_favor"] else ""
        extra += ", eliminated" if p["eliminated"] else ""
        lines.append(f"{p['name']}: Family Honor {p['family_honor']}, "
                     f"{p['provinces_left']} provinces left{extra}")
        zones = ", ".join(f"{z.replace('_', ' ')} {n}" for z, n in p["zones"].items() if n)
        lines.append(f"  cards: {zones}")
    return "\n".join(lines)


def run(args: argparse.Namespace, paths: DataPaths) -> int:
    from l5r_desktop.persistence.savefile import SaveError, load_game

    try:
        loaded = load_game(args.save)
    except SaveError as exc:
        print(f"l5r-desktop replay: cannot load {args.save}: {exc}", file=sys.stderr)
        return 1
    game_id = loaded.game.game_id
    if args.game is not None and args.game != game_id:
        print(f"l5r-desktop replay: {args.save} is a saved {game_id} game, not {args.game}",
              file=sys.stderr)
        return 1
    for warning in loaded.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if game_id == "lcg":
        summary = summarize_lcg(loaded.game, actions=len(loaded.actions),
                                read_only=loaded.read_only, warnings=loaded.warnings)
    else:
        summary = summarize(loaded.game.state, actions=len(loaded.actions),
                            read_only=loaded.read_only, warnings=loaded.warnings, game=game_id)
    if args.json:
        print(json.dumps(summary, indent=2))
    elif game_id == "lcg":
        print(format_lcg_summary(summary))
    else:
        print(format_summary(summary))
    return 0
