"""``l5r-desktop replay``: summary of a save's final state, clear failure for bad files."""

from __future__ import annotations

import json

from l5r_desktop.cli import main
from l5r_desktop.persistence.savefile import save_game
from tests.persistence.gamegen import random_game


def _finished_game():
    for seed in range(30):
        game = random_game(seed, 3000)
        if game.state.game_over:
            return game
    raise AssertionError("no random demo game finished")


def test_json_summary_matches_the_final_state(tmp_path, capsys) -> None:
    game = _finished_game()
    path = tmp_path / "done.l5rsave"
    save_game(path, game)
    code = main(["--data-dir", str(tmp_path / "data"), "replay", str(path), "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    state = game.state
    assert out["turn"] == state.turn
    assert out["phase"] == "game_over" and out["game_over"] is True
    assert out["winner"] == state.players[state.winner].name
    assert out["victory"] == state.victory
    assert out["actions"] == len(game.action_log)
    assert out["active_player"] == state.players[state.active].name
    assert out["read_only"] is False
    for p, summary in zip(state.players, out["players"], strict=True):
        assert summary["name"] == p.name
        assert summary["family_honor"] == p.family_honor
        assert summary["provinces_left"] == len(p.provinces)
        assert summary["zones"]["hand"] == len(p.hand)
        assert summary["zones"]["fate_deck"] == len(p.fate_deck)
        assert summary["zones"]["dynasty_deck"] == len(p.dynasty_deck)
        owned = sum(1 for c in state.cards.values() if c.owner == p.index)
        assert sum(summary["zones"].values()) == owned


def test_text_summary(tmp_path, capsys) -> None:
    game = random_game(4, 30)
    path = tmp_path / "g.l5rsave"
    save_game(path, game)
    assert main(["--data-dir", str(tmp_path / "data"), "replay", str(path)]) == 0
    out = capsys.readouterr().out
    first = game.state.players[0]
    assert f"Turn {game.state.turn}," in out
    assert f"{first.name}: Family Honor {first.family_honor}, {len(first.provinces)} provinces" \
        in out
    assert "The game is not over" in out


def test_bad_file_exits_non_zero_with_a_message(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.l5rsave"
    bad.write_bytes(b"PK\x03\x04garbage")
    assert main(["--data-dir", str(tmp_path / "data"), "replay", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "cannot load" in err and "damaged" in err
    assert "Traceback" not in err
    assert main(["--data-dir", str(tmp_path / "data"), "replay", str(tmp_path / "none")]) == 1
    assert "does not exist" in capsys.readouterr().err


def test_a_save_that_does_not_replay_is_summarised_from_its_snapshot(tmp_path, capsys) -> None:
    import zipfile

    game = random_game(4, 30)
    path = tmp_path / "g.l5rsave"
    save_game(path, game)
    with zipfile.ZipFile(path) as z:
        doc = json.loads(z.read("game.json"))
    doc["snapshot"]["players"][0]["family_honor"] = 31
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("game.json", json.dumps(doc))
    assert main(["--data-dir", str(tmp_path / "data"), "replay", str(path), "--json"]) == 0
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert out["read_only"] is True
    assert out["players"][0]["family_honor"] == 31
    assert "read-only" in captured.err


def test_replay_checks_the_game_it_is_told(tmp_path, capsys) -> None:
    path = tmp_path / "g.l5rsave"
    save_game(path, _finished_game())
    data = ["--data-dir", str(tmp_path / "data"), "replay", str(path)]
    assert main([*data, "--game", "ccg", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["game"] == "ccg"
    assert main([*data, "--game", "lcg"]) == 1
    assert "is a saved ccg game, not lcg" in capsys.readouterr().err


def test_replay_of_an_unseeded_game_and_of_an_old_seedless_save(tmp_path, capsys) -> None:
    """Issue 14 D1: an unseeded game replays; a save from before the fix (``seed: null``)
    is summarised from its snapshot, with the reason on stderr, instead of refused."""
    import zipfile

    from l5r_desktop.demo import demo_setup
    from l5r_desktop.games.ccg.game import Game
    from tests.persistence.gamegen import play_random

    game = play_random(Game.new(demo_setup(seed=None)), 30, seed=8)
    path = tmp_path / "u.l5rsave"
    save_game(path, game)
    assert main(["--data-dir", str(tmp_path / "data"), "replay", str(path), "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["read_only"] is False and captured.err == ""
    with zipfile.ZipFile(path) as z:
        doc = json.loads(z.read("game.json"))
    doc["setup"]["seed"] = None
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("game.json", json.dumps(doc))
    assert main(["--data-dir", str(tmp_path / "data"), "replay", str(path), "--json"]) == 0
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert out["read_only"] is True and out["turn"] == game.state.turn
    assert "did not record the game's random seed" in captured.err
