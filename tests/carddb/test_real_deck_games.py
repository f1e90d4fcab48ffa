"""Issue 16: real Ivory starter decks (../shared/decks, skipped when absent) play random games
on the real card data (Oracle export + EoPK cards.xml) through ``l5r-desktop simulate``.

The Ivory Crab Stronghold is missing from both databases; the deck plays the closest
Stronghold the reader suggests (``--accept-closest``: the Crab's earlier Stronghold), as a
user accepting the suggestion would. The Ivory Scorpion Stronghold is in the Oracle export
without its Province Strength, Gold Production and Starting Honor: before, it started at 0/0/0
and lost 59 of 60 games to Mantis; now the game refuses it and says why.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from l5r_desktop.cli import main
from l5r_desktop.games.ccg.model.ids import Victory

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
ORACLE = SHARED / "carddata" / "oracle-json"
XML = SHARED / "carddata" / "eopk-xml" / "cards-emperor.xml"
STARTERS = SHARED / "decks" / "ccg" / "eopk"

pytestmark = pytest.mark.skipif(
    not (ORACLE.is_dir() and XML.is_file() and STARTERS.is_dir()),
    reason="real card data not available in ../shared")


def _starter(clan: str) -> str:
    return str(next(STARTERS.glob(f"Ivory_{clan}_Starter_*.l5d")))


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory) -> Path:
    from l5r_desktop.carddb.library import Library
    from l5r_desktop.persistence.paths import DataPaths

    folder = tmp_path_factory.mktemp("real-games")
    lib = Library.open(DataPaths(folder).library_file, demo=False)
    try:
        assert lib.import_files([ORACLE, XML]).skipped == 0
    finally:
        lib.close()
    return folder


def _simulate(data_dir: Path, games: int, capsys) -> dict:
    code = main(["--data-dir", str(data_dir), "simulate", "--deck1", _starter("Mantis"),
                 "--deck2", _starter("Crab"), "--accept-closest", "--alternate",
                 "--games", str(games), "--seed", "1", "--turn-cap", "100", "--json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "'The Impregnable Fortress of the Crab' plays as 'The Unassailable Fortress of the " \
           "Crab'" in captured.err
    return json.loads(captured.out)


def _check_games(report: dict, games: int) -> dict:
    assert len(report["games"]) == games
    for game in report["games"]:  # every game ended: a victory or the turn cap
        assert game["victory"] in {v.value for v in Victory} - {"conceded"}
        assert game["actions"] > 0
    summary = report["summary"]
    names = set(summary["wins_by_deck"])
    assert names <= {"Ivory_Mantis_Starter__be6a5f0", "Ivory_Crab_Starter__ba09270"}
    assert sum(summary["wins_by_deck"].values()) + summary["no_winner"] == games
    assert sum(summary["wins_by_seat"].values()) == games - summary["no_winner"]
    return summary


def test_real_starters_play_random_games(data_dir, capsys):
    """The short run of the fast suite: 10 games, seats swapped every other game."""
    summary = _check_games(_simulate(data_dir, 10, capsys), 10)
    assert summary["games"] == 10


@pytest.mark.slow
def test_real_starters_play_200_games(data_dir, capsys):
    """200 seeded games without an exception; both decks can win (a deck that cannot pay for
    anything or whose provinces fall at once would win none, as Scorpion's 0/0/0 Stronghold
    did)."""
    summary = _check_games(_simulate(data_dir, 200, capsys), 200)
    for wins in summary["wins_by_deck"].values():
        assert wins >= 20
    assert len(summary["wins_by_deck"]) == 2


def test_a_stronghold_without_its_numbers_is_refused(data_dir, capsys):
    code = main(["--data-dir", str(data_dir), "simulate", "--deck1", _starter("Mantis"),
                 "--deck2", _starter("Scorpion"), "--games", "1"])
    err = capsys.readouterr().err
    assert code == 2
    assert ("the card data of The Shadowed Estate of the Scorpion has no Province Strength, "
            "Gold Production, Starting Family Honor") in err


def test_new_game_says_why_the_scorpion_starter_cannot_play(data_dir):
    from l5r_desktop.carddb.library import Library
    from l5r_desktop.newgame import DeckChoice, NewGameError, new_game
    from l5r_desktop.persistence.paths import DataPaths

    lib = Library.open(DataPaths(data_dir).library_file, demo=False)
    try:
        with pytest.raises(NewGameError, match="Shadowed Estate of the Scorpion has no "
                                               "Province Strength"):
            new_game(lib, ["A", "B"], [DeckChoice(path=Path(_starter("Mantis"))),
                                       DeckChoice(path=Path(_starter("Scorpion")))], seed=3)
    finally:
        lib.close()
