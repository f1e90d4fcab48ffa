"""``l5r-desktop simulate --game lcg`` plays seeded random games of the demo LCG decks."""

from __future__ import annotations

import json

from l5r_desktop.cli import main


def test_simulate_lcg_json(capsys, tmp_path) -> None:
    code = main(["--data-dir", str(tmp_path), "simulate", "--game", "lcg", "--games", "6",
                 "--seed", "50", "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "lcg"
    assert [g["seed"] for g in out["games"]] == list(range(50, 56))
    assert all(g["victory"] in ("honor", "dishonor", "stronghold") for g in out["games"])
    assert all(g["winner"] in ("Lantern Court", "Tide Raiders") for g in out["games"])
    again = main(["--data-dir", str(tmp_path), "simulate", "--game", "lcg", "--games", "6",
                  "--seed", "50", "--json"])
    assert again == 0
    assert json.loads(capsys.readouterr().out)["games"] == out["games"]  # seeded: same games


def test_simulate_lcg_text_and_refusals(capsys, tmp_path) -> None:
    assert main(["--data-dir", str(tmp_path), "simulate", "--game", "lcg", "--games", "1"]) == 0
    assert "games per second" in capsys.readouterr().out
    assert main(["--data-dir", str(tmp_path), "simulate", "--game", "lcg", "--games", "-1"]) == 2
    assert main(["--data-dir", str(tmp_path), "simulate", "--game", "lcg", "--deck1",
                 "x.json"]) == 2
    assert "demo LCG decks" in capsys.readouterr().err
