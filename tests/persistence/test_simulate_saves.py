"""``simulate --save-dir``: every simulated game becomes a save that replays to its end."""

from __future__ import annotations

import json

from l5r_desktop.cli import main
from l5r_desktop.persistence.savefile import load_game


def test_simulate_writes_loadable_saves(tmp_path, capsys) -> None:
    out_dir = tmp_path / "saves"
    code = main(["--data-dir", str(tmp_path / "data"), "simulate", "--games", "2", "--seed",
                 "5", "--json", "--save-dir", str(out_dir)])
    assert code == 0
    results = json.loads(capsys.readouterr().out)["games"]
    for result in results:
        loaded = load_game(out_dir / f"sim-{result['seed']}.l5rsave")
        assert not loaded.read_only
        assert len(loaded.actions) == result["actions"]
        assert loaded.game.state.turn == result["turns"]
        assert loaded.meta["source"] == "simulate"


def test_unwritable_save_dir_fails_cleanly(tmp_path, capsys) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code = main(["--data-dir", str(tmp_path / "data"), "simulate", "--games", "1",
                 "--save-dir", str(blocker / "sub")])
    assert code == 1
    assert "cannot write" in capsys.readouterr().err
