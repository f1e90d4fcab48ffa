"""Saves know their game (format version 3): new saves record the game id and profile, old
saves (the real version 1 and 2 fixtures) migrate to the CCG and replay, and a save of a game
this version cannot open is refused with a clear message."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

from l5r_desktop.games.registry import find_game
from l5r_desktop.persistence.migrations import CURRENT_VERSION, migrate
from l5r_desktop.persistence.savefile import SaveError, decode_save, encode_save, load_game

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def _doc(data: bytes) -> dict:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return json.loads(z.read("game.json"))


def _bundle(doc: dict) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as z:
        z.writestr("game.json", json.dumps(doc).encode("utf-8"))
    return buffer.getvalue()


def test_a_new_save_records_its_game_and_profile(game_60) -> None:
    doc = _doc(encode_save(game_60))
    assert CURRENT_VERSION == 3
    assert doc["version"] == 3 and doc["game"] == "ccg"
    assert doc["profile"] == game_60.state.profile_name


@pytest.mark.parametrize("name", ["v1_demo.json", "v2_demo.l5rsave"])
def test_old_saves_migrate_to_the_ccg_and_replay(name) -> None:
    loaded = load_game(FIXTURES / name)
    assert not loaded.read_only and len(loaded.actions) == 25
    assert any("version 2 to 3" in w for w in loaded.warnings)
    assert loaded.game.game_id == "ccg"
    replayed = find_game("ccg").game.replay(loaded.setup, loaded.actions)
    assert replayed.fingerprint() == loaded.game.fingerprint()
    assert replayed.state.to_dict() == loaded.snapshot.to_dict()


def test_the_migration_reads_the_profile_from_the_setup() -> None:
    doc = {"format": "l5r-table-save", "version": 2, "setup": {"profile": "gold"},
           "snapshot": {"profile": "gold"}}
    migrated, notes = migrate(doc)
    assert migrated["game"] == "ccg" and migrated["profile"] == "gold"
    assert notes == ["converted from save format version 2 to 3"]


@pytest.mark.parametrize(("game", "fragment"), [
    ("chess", "a game this version does not know ('chess'); known games: ccg, lcg"),
    # a CCG game labelled as an LCG save is read as an LCG save: its setup is not one
    ("lcg", "other.l5rsave: the game setup is malformed (malformed LCG setup"),
    (None, "does not say which game it belongs to"),
])
def test_a_save_of_another_game_is_refused(game_60, game, fragment) -> None:
    doc = _doc(encode_save(game_60))
    doc["game"] = game
    with pytest.raises(SaveError) as info:
        decode_save(_bundle(doc), "other.l5rsave")
    assert fragment in str(info.value)
