"""Saved LCG games (persistence/lcg_saves.py through savefile): a save and load anywhere in a
game (inside trigger windows, at a secret honor dial) gives the same fingerprint and the game
goes on to the same end; the log replays from the save; damaged LCG saves are refused with a
message or opened read-only with the reason."""

from __future__ import annotations

import io
import json
import random
import zipfile

import pytest

from l5r_desktop.games.lcg.actions import Pass
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.persistence.savefile import (
    SaveError,
    decode_save,
    default_save_name,
    encode_save,
    load_game,
    save_game,
)
from tests.lcg.scenario import setup


def _doc(data: bytes) -> dict:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return json.loads(z.read("game.json"))


def _bundle(doc: dict) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as z:
        z.writestr("game.json", json.dumps(doc).encode("utf-8"))
    return buffer.getvalue()


def _random_game(seed: int, steps: int) -> Game:
    game = Game.new(setup(seed, triggers=True))
    rnd = random.Random(seed)
    for _ in range(steps):
        if game.winner is not None:
            break
        game.perform(rnd.choice(game.legal_actions()))
    return game


def test_save_and_load_anywhere_gives_the_same_fingerprint(tmp_path) -> None:
    game = Game.new(setup(4, triggers=True))
    rnd = random.Random(4)
    seen = {"window": False, "dial": False}
    path = tmp_path / "lcg.l5rsave"
    steps = 0
    while game.winner is None:
        game.perform(rnd.choice(game.legal_actions()))
        steps += 1
        in_window = bool(game.state.windows)
        at_dial = game.state.step in ("bid", "duel_bid") or any(
            p.dial and not p.dial_revealed for p in game.state.players)
        if steps % 15 and not (in_window and not seen["window"]) \
                and not (at_dial and not seen["dial"]):
            continue
        seen["window"] |= in_window
        seen["dial"] |= at_dial
        save_game(path, game)
        loaded = load_game(path)
        assert not loaded.read_only and loaded.warnings == []
        assert loaded.game.fingerprint() == game.fingerprint()
        assert loaded.game.waiting_for == game.waiting_for
        assert loaded.game.legal_actions() == game.legal_actions()
        assert len(loaded.actions) == len(game.action_log)
    assert seen["window"] and seen["dial"], seen
    assert game.state.victory in {"honor", "dishonor", "stronghold"}


def test_a_loaded_game_goes_on_undoes_and_replays(tmp_path) -> None:
    game = _random_game(7, 120)
    path = tmp_path / "mid.l5rsave"
    save_game(path, game, meta={"note": "mid-game"})
    loaded = load_game(path)
    assert loaded.meta["note"] == "mid-game"
    assert _doc(path.read_bytes())["game"] == "lcg"
    assert _doc(path.read_bytes())["players"] == ["A", "B"]
    restored = loaded.game
    assert restored.can_undo
    before = restored.fingerprint()
    restored.undo()
    game.undo()
    assert restored.fingerprint() == game.fingerprint() != before
    restored.redo()
    game.redo()
    rnd_a, rnd_b = random.Random(1), random.Random(1)
    while game.winner is None:
        game.perform(rnd_a.choice(game.legal_actions()))
        restored.perform(rnd_b.choice(restored.legal_actions()))
    assert restored.fingerprint() == game.fingerprint()
    replay = loaded.new_replay_game()
    assert replay.action_log == []
    assert replay.fingerprint() == Game.new(setup(7, triggers=True)).fingerprint()
    for action in loaded.actions:
        replay.perform(action)
    assert replay.state.to_dict() == loaded.snapshot.to_dict()


def test_a_game_from_a_position_saves_and_loads(tmp_path) -> None:
    start = _random_game(9, 40)
    game = Game.from_position(start.position())
    rnd = random.Random(9)
    for _ in range(30):
        if game.winner is None:
            game.perform(rnd.choice(game.legal_actions()))
    path = tmp_path / "pos.l5rsave"
    save_game(path, game)
    doc = _doc(path.read_bytes())
    assert doc["setup"] is None and doc["initial"]["format"] == "l5r-lcg-position/1"
    loaded = load_game(path)
    assert not loaded.read_only and loaded.game.fingerprint() == game.fingerprint()
    assert loaded.new_replay_game().fingerprint() == Game.from_position(
        start.position()).fingerprint()


def test_a_log_that_does_not_reach_the_snapshot_opens_read_only() -> None:
    game = _random_game(5, 80)
    doc = _doc(encode_save(game))
    doc["actions"] = doc["actions"][:-1]
    loaded = decode_save(_bundle(doc), "short.l5rsave")
    assert loaded.read_only
    assert loaded.game.fingerprint() == game.fingerprint()
    assert "does not give the saved position" in loaded.warnings[-1]
    assert "read-only" in loaded.warnings[-1]


def test_a_rejected_action_opens_the_snapshot_read_only() -> None:
    game = _random_game(5, 80)
    doc = _doc(encode_save(game))
    waiting = 1 - game.waiting_for if game.waiting_for is not None else 0
    doc["actions"].append(Pass(waiting).to_dict())
    loaded = decode_save(_bundle(doc), "bad.l5rsave")
    assert loaded.read_only
    assert f"action {len(doc['actions'])} of {len(doc['actions'])}" in loaded.warnings[-1]
    assert "rejected by the rules" in loaded.warnings[-1]


@pytest.mark.parametrize(("change", "fragment"), [
    (lambda d: d.update(setup={"players": "x"}), "the game setup is malformed"),
    (lambda d: d.update(setup=None, initial=None),
     "neither a setup nor a starting position"),
    (lambda d: d.update(actions={"a": 1}), "the action log is missing"),
    (lambda d: d["actions"].append({"type": "NoSuchAction"}), "action 81 of the log is malformed"),
    (lambda d: d.update(snapshot=None), "the final snapshot is missing"),
    (lambda d: d["snapshot"].pop("players"), "the final snapshot is malformed"),
    (lambda d: next(iter(d["snapshot"]["cards"].values())).update(card_id="nope"),
     "unknown definition 'nope'"),
])
def test_damaged_lcg_saves_are_refused_with_a_message(change, fragment) -> None:
    game = _random_game(5, 80)
    assert len(game.action_log) == 80
    doc = _doc(encode_save(game))
    change(doc)
    with pytest.raises(SaveError) as info:
        decode_save(_bundle(doc), "damaged.l5rsave")
    assert fragment in str(info.value)
    assert str(info.value).startswith("damaged.l5rsave: ")


def test_default_save_name_of_an_lcg_game() -> None:
    game = _random_game(3, 10)
    assert default_save_name(game) == f"A-vs-B-round{game.state.round}.l5rsave"


def test_replay_command_summarises_an_lcg_save(tmp_path, capsys) -> None:
    from l5r_desktop.cli import main

    game = _random_game(6, 90)
    path = tmp_path / "lcg.l5rsave"
    save_game(path, game)
    assert main(["--data-dir", str(tmp_path / "data"), "replay", str(path), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "lcg" and summary["actions"] == 90
    assert summary["round"] == game.state.round and summary["step"] == game.state.step
    assert [p["honor"] for p in summary["players"]] == [p.honor for p in game.state.players]
    assert sum(sum(p["zones"].values()) for p in summary["players"]) == len(game.state.cards)
    assert main(["--data-dir", str(tmp_path / "data"), "replay", str(path)]) == 0
    text = capsys.readouterr().out
    assert text.startswith(f"Round {game.state.round}, ") and "A: honor " in text
