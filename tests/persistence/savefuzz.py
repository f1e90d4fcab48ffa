"""A save-file fuzzer: real saves made by the engine, mutated, then loaded.

Seeds are real games (the demo decks played by a seeded random policy under each rules
profile, some stopped mid-battle, one started from a position). Each mutant is one of:
truncation of the bundle, bit flips in the bundle, bit flips or truncation of ``game.json``
itself, or a change to ONE field of the document (anywhere in its tree): a wrong type, a
hostile string (lone surrogate, NUL, megabyte-long text), a huge or non-finite number, a deep
structure, a deleted key, a duplicated or dropped list item.

The contract (:func:`check_mutant`): every mutant is either refused with a bounded
:class:`SaveError`, or it loads into a game on which ``legal_actions``, a move, undo, replay
and save all work. Anything else is a failure, described for the test's message.
"""

from __future__ import annotations

import io
import json
import random
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from l5r_desktop.demo import demo_setup
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.persistence.savefile import (
    MAX_MESSAGE_CHARS,
    SaveError,
    decode_save,
    encode_save,
)
from tests.persistence.gamegen import play_random

PROFILES = ("celestial", "gold", "twenty_festivals")

#: Values put into a field in place of what was there.
HOSTILE: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 7, 2**31, 2**64 + 5, -(2**70), 10**30, 0.5, 1e308,
    "", "x", "p0:s", "p1:f1", "\ud800", "a\x00b", "\u202e\u0000", "x" * 200_000,
    [], [None], ["p0:s", "p0:s"], [1, 2, 3], {}, {"a": 1}, {"id": "p0:s"},
)
#: JSON literals no writer of ours produces (spliced into the text, not the tree).
NON_FINITE = ("NaN", "Infinity", "-Infinity", "1e400")


def _deep(depth: int) -> Any:
    value: Any = 1
    for n in range(depth):
        value = [value] if n % 2 else {"d": value}
    return value


@dataclass
class Figures:
    """What a fuzzing run saw."""

    mutants: int = 0
    refused: int = 0
    loaded: int = 0
    read_only: int = 0
    failures: list[str] = field(default_factory=list)
    #: the failing mutants' bytes, beside their messages (to keep them for a re-run: the seed
    #: saves include an unseeded game, so a run's mutants differ from the next run's)
    failed: list[bytes] = field(default_factory=list)

    def __str__(self) -> str:
        return (f"{self.mutants} mutants: {self.refused} refused, {self.loaded} loaded "
                f"({self.read_only} read-only), {len(self.failures)} failures")


def seed_games() -> list[Game]:
    """Real games for the seed saves: several profiles, lengths and moments."""
    games: list[Game] = []
    for n, profile in enumerate(PROFILES):
        games.append(play_random(Game.new(demo_setup(seed=n, profile=profile)), 25 + 30 * n,
                                 seed=n))
    # unseeded, as the app starts them (the seed is drawn and recorded)
    games.append(play_random(Game.new(demo_setup(seed=None)), 70, seed=9))
    for seed in range(30):  # mid-battle: units on a battlefield
        game = Game.new(demo_setup(seed=seed), history=False)
        rng = random.Random(seed)
        while not game.state.game_over and len(game.action_log) < 500:
            game.perform(rng.choice(game.legal_actions()))
            att = game.state.attack
            if att is not None and any(b.attacking for b in att.battlefields):
                games.append(game)
                break
        if len(games) >= 6:
            break
    # a game without a setup: started from a position (replays from its initial state)
    start = play_random(Game.new(demo_setup(seed=4)), 30, seed=4)
    positional = Game.from_state(start.state.clone())
    games.append(play_random(positional, 10, seed=5))
    return games


def seed_saves() -> list[bytes]:
    """The encoded seed saves (zip bundles)."""
    return [encode_save(g) for g in seed_games()]


# -- mutations ---------------------------------------------------------------------------------

def _game_json(data: bytes) -> str:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return z.read("game.json").decode("utf-8")


def _bundle(text: str | bytes) -> bytes:
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("game.json", raw)
    return buffer.getvalue()


def _paths(node: Any, prefix: tuple = ()) -> Iterator[tuple]:
    """Every path (tuple of keys/indexes) in a JSON tree, the root excluded."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield (*prefix, k)
            yield from _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield (*prefix, i)
            yield from _paths(v, (*prefix, i))


def _parent(doc: Any, path: tuple) -> Any:
    node = doc
    for key in path[:-1]:
        node = node[key]
    return node


#: Optional keys the writer leaves out at their default (so no path reaches them): the "add"
#: mutation puts them into an object that could hold them.
OPTIONAL_KEYS = ("attached_to", "attachments", "under", "province", "battlefield", "controller",
                 "tokens", "modifiers", "ability_uses", "note", "duel", "attack", "current",
                 "terrain", "first_actor", "allies", "second_battle", "reactions", "pending")


def mutate(rng: random.Random, data: bytes, paths_cache: dict[int, list[tuple]]) \
        -> tuple[str, bytes]:
    """One mutant of the save ``data``: (what was done, the bytes)."""
    kind = rng.choices(
        ("truncate", "flip_zip", "flip_json", "cut_json", "replace", "delete", "list",
         "non_finite", "deep", "swap", "add"),
        weights=(1, 1, 1, 1, 10, 2, 2, 1, 1, 2, 3))[0]
    if kind == "truncate":
        n = rng.randrange(len(data))
        return f"truncate at {n}", data[:n]
    if kind == "flip_zip":
        out = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            i = rng.randrange(len(out))
            out[i] ^= 1 << rng.randrange(8)
        return "flip bits in the bundle", bytes(out)
    text = _game_json(data)
    if kind == "flip_json":
        raw = bytearray(text.encode("utf-8"))
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(raw))
            raw[i] ^= 1 << rng.randrange(7)
        return "flip bits in game.json", _bundle(bytes(raw))
    if kind == "cut_json":
        n = rng.randrange(len(text))
        return f"cut game.json at {n}", _bundle(text[:n])
    doc = json.loads(text)
    key = id(data)
    if key not in paths_cache:
        paths_cache[key] = list(_paths(doc))
    paths = paths_cache[key]
    path = rng.choice(paths)
    parent = _parent(doc, path)
    where = "/".join(str(p) for p in path)
    if kind == "replace":
        value = rng.choice(HOSTILE)
        parent[path[-1]] = value
        shown = repr(value)[:30]
        return f"set {where} = {shown}", _bundle(json.dumps(doc))
    if kind == "add":
        objects = [p for p in paths if isinstance(_parent(doc, (*p, None)), dict)]
        target = _parent(doc, (*rng.choice(objects), None)) if objects else doc
        name = rng.choice(OPTIONAL_KEYS)
        value = rng.choice(HOSTILE)
        target[name] = value
        return f"add {name} = {repr(value)[:30]}", _bundle(json.dumps(doc))
    if kind == "delete":
        del parent[path[-1]]
        return f"delete {where}", _bundle(json.dumps(doc))
    if kind == "list":
        target = parent[path[-1]]
        if isinstance(target, list) and target:
            if rng.random() < 0.5:
                target.append(rng.choice(target))
                return f"duplicate an item of {where}", _bundle(json.dumps(doc))
            target.pop(rng.randrange(len(target)))
            return f"drop an item of {where}", _bundle(json.dumps(doc))
        parent[path[-1]] = [target]
        return f"wrap {where} in a list", _bundle(json.dumps(doc))
    if kind == "swap":
        other = _parent(doc, rng.choice(paths))
        try:
            other_value = other[rng.choice(list(other) if isinstance(other, dict)
                                           else range(len(other)))]
        except (IndexError, ValueError):
            other_value = None
        parent[path[-1]] = json.loads(json.dumps(other_value))  # a copy: never a cycle
        return f"set {where} to another field's value", _bundle(json.dumps(doc))
    if kind == "deep":
        parent[path[-1]] = _deep(rng.choice((50, 400, 5000)))
        try:
            body = json.dumps(doc)
        except RecursionError:
            body = None
        if body is None:  # too deep for the encoder: splice the text by hand
            parent[path[-1]] = "@@DEEP@@"
            n = 20_000
            body = json.dumps(doc).replace('"@@DEEP@@"', "[" * n + "1" + "]" * n)
        return f"deep value at {where}", _bundle(body)
    # non_finite: a literal spliced in place of a number field's value
    parent[path[-1]] = "@@NUM@@"
    literal = rng.choice(NON_FINITE)
    return f"set {where} = {literal}", _bundle(json.dumps(doc).replace('"@@NUM@@"', literal))


# -- the contract ------------------------------------------------------------------------------

def shown_cards(game: Game) -> dict[str, dict[str, Any]]:
    """Each card of ``game``'s position: its printed definition, in full."""
    return {cid: c.printed.to_dict() for cid, c in game.state.cards.items()}


def exercise(game: Game, read_only: bool) -> None:
    """legal_actions, a move, undo, replay and save on a loaded game (raises on failure)."""
    legal = game.legal_actions()
    before = game.state.to_dict()
    reloaded = decode_save(encode_save(game))  # the writer writes what the loader took
    if not read_only:
        assert reloaded.game.state.to_dict() == before, "save then load changed the game"
    # every card shows the definition it showed (a read-only re-save too: two definitions
    # under one id would merge, which the states' encodings above cannot see)
    assert shown_cards(reloaded.game) == shown_cards(game), "save then load changed the cards"
    if not legal:
        return
    if read_only:  # shown, not played: a move on a copy must still work
        Game.from_state(game.state.clone(), history=False).perform(legal[0])
        return
    game.history = True
    game.perform(legal[-1])
    after = game.state.to_dict()
    game.undo()
    assert game.state.to_dict() == before, "undo did not restore the position"
    game.redo()
    assert game.state.to_dict() == after, "redo did not give the same position"
    replayed = decode_save(encode_save(game))  # replays the whole log
    assert not replayed.read_only and replayed.game.state.to_dict() == after, \
        "the game after a move does not replay"


def check_mutant(data: bytes, figures: Figures, what: str,
                 on_load: Callable[[Any], None] | None = None) -> None:
    """Load one mutant and record the outcome in ``figures``."""
    figures.mutants += 1
    try:
        loaded = decode_save(data, "mutant.l5rsave")
    except SaveError as exc:
        message = str(exc)
        if len(message) > MAX_MESSAGE_CHARS or not message:
            figures.failures.append(f"{what}: refusal message of {len(message)} characters")
        else:
            figures.refused += 1
        return
    except Exception as exc:  # any other exception is what we look for
        figures.failures.append(f"{what}: {type(exc).__name__} while loading: "
                                f"{str(exc)[:200]}")
        return
    figures.loaded += 1
    figures.read_only += loaded.read_only
    try:
        for warning in loaded.warnings:
            assert len(warning) <= MAX_MESSAGE_CHARS, "an unbounded warning"
        exercise(loaded.game, loaded.read_only)
        if on_load is not None:
            on_load(loaded)
    except Exception as exc:
        figures.failures.append(f"{what}: loaded, then {type(exc).__name__}: "
                                f"{str(exc)[:200]}")


def fuzz(saves: list[bytes], count: int, seed: int = 0) -> Figures:
    """``count`` mutants of ``saves`` (round-robin), checked; the figures of the run."""
    rng = random.Random(seed)
    figures = Figures()
    cache: dict[int, list[tuple]] = {}
    for n in range(count):
        data = saves[n % len(saves)]
        what, mutant = mutate(rng, data, cache)
        before = len(figures.failures)
        check_mutant(mutant, figures, f"#{n} (save {n % len(saves)}) {what}")
        if len(figures.failures) > before:
            figures.failed.append(mutant)
    return figures
