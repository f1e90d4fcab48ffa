"""``l5r-desktop simulate``: 200 random games with different seeds, no exception."""

from __future__ import annotations

import json

from l5r_desktop.cli import main


def test_simulate_200_games_json(capsys, tmp_path) -> None:
    code = main(["--data-dir", str(tmp_path), "simulate", "--games", "200", "--seed", "1000",
                 "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    games = out["games"]
    assert len(games) == 200
    assert [g["seed"] for g in games] == list(range(1000, 1200))
    assert {g["victory"] for g in games} <= {"honor", "dishonor", "military", "enlightenment",
                                             "turn_cap"}
    assert all(g["actions"] > 0 and g["turns"] >= 1 for g in games)
    assert all(g["winner"] in ("Crane Court", "Lion Vanguard", None) for g in games)
    assert out["games_per_second"] > 0



def test_simulate_alternates_seats_and_sums_up(capsys, tmp_path) -> None:
    """--alternate swaps the decks every other game (same seed, same deck order otherwise);
    the summary counts wins by deck, by seat and by turn order."""
    assert main(["--data-dir", str(tmp_path), "simulate", "--games", "6", "--seed", "40",
                 "--alternate", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    games, summary = out["games"], out["summary"]
    assert main(["--data-dir", str(tmp_path), "simulate", "--games", "6", "--seed", "40",
                 "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)["games"]
    assert [g["winner"] for g in games[::2]] == [g["winner"] for g in plain[::2]]
    won = [g for g in games if g["winner"]]
    assert summary["games"] == 6 and summary["no_winner"] == 6 - len(won)
    for name in ("Crane Court", "Lion Vanguard"):
        assert summary["wins_by_deck"].get(name, 0) == sum(g["winner"] == name for g in won)
    assert summary["wins_by_seat"] == {s: sum(str(g["winner_seat"]) == s for g in won)
                                       for s in ("1", "2")}
    assert sum(summary["wins_by_turn_order"].values()) == len(won)
    # the odd games seat Lion Vanguard first: a seat-1 win there is a Lion Vanguard win
    for g in games[1::2]:
        if g["winner_seat"] == 1:
            assert g["winner"] == "Lion Vanguard"
    assert main(["--data-dir", str(tmp_path), "simulate", "--games", "2"]) == 0
    assert "wins by deck: " in capsys.readouterr().out

def test_simulate_text_output_and_profiles(capsys, tmp_path) -> None:
    for profile in ("gold", "twenty_festivals"):
        assert main(["--data-dir", str(tmp_path), "simulate", "--games", "2",
                     "--profile", profile]) == 0
        out = capsys.readouterr().out
        assert out.count("game ") == 2 and "games per second" in out


def test_simulate_bad_arguments_give_clear_errors(capsys, tmp_path) -> None:
    assert main(["--data-dir", str(tmp_path), "simulate", "--profile", "bronze"]) == 2
    assert "unknown profile" in capsys.readouterr().err
    assert main(["--data-dir", str(tmp_path), "simulate", "--deck1",
                 str(tmp_path / "missing.l5d")]) == 2
    assert "cannot read deck" in capsys.readouterr().err
    bad = tmp_path / "bad.l5d"
    bad.write_text("# Stronghold\nPalace of Whispering Silk\n# Dynasty\n3 Nonexistent Card\n",
                   encoding="utf-8")
    assert main(["--data-dir", str(tmp_path), "simulate", "--deck1", str(bad)]) == 2
    assert "unknown card" in capsys.readouterr().err


def test_simulate_with_a_deck_file_of_demo_cards(capsys, tmp_path) -> None:
    deck = tmp_path / "crane.txt"
    deck.write_text("# Stronghold\nPalace of Whispering Silk\n# Dynasty\n"
                    "20 Terraced Rice Fields\n20 Shizuka Ren\n# Fate\n40 Quiet Conviction\n",
                    encoding="utf-8")
    assert main(["--data-dir", str(tmp_path), "simulate", "--games", "1", "--deck1", str(deck),
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["games"]) == 1
