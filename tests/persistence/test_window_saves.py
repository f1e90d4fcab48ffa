"""Saves made inside a trigger window: they reload into the window, and a damaged window in a
snapshot is refused with a clear message (never a traceback)."""

from __future__ import annotations

import io
import json
import zipfile

import pytest

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.persistence.savefile import SaveError, decode_save, encode_save
from tests.engine_battle.battle_scenario import assign, declare, pid
from tests.engine_battle.test_trigger_windows import _game


def _window_doc() -> dict:
    game = _game(["Vanguard"])
    declare(game)
    van = pid(game, "Vanguard", 0)
    assign(game, van, 0)
    game.perform(UseAbility(0, van, 0))
    with zipfile.ZipFile(io.BytesIO(encode_save(game))) as z:
        return json.loads(z.read("game.json"))


def _bundle(doc: dict) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as z:
        z.writestr("game.json", json.dumps(doc).encode("utf-8"))
    return buffer.getvalue()


def test_the_snapshot_holds_the_window_and_a_read_only_load_keeps_it() -> None:
    doc = _window_doc()
    assert doc["snapshot"]["windows"][0]["trigger"] == "assigned"
    doc["actions"] = doc["actions"][:-1]  # the log no longer reaches the snapshot
    loaded = decode_save(_bundle(doc), "w.l5rsave")
    assert loaded.read_only and loaded.game.state.windows[0].used == (
        f"{pid(loaded.game, 'Vanguard', 0)}/0",)


@pytest.mark.parametrize(("change", "fragment"), [
    (lambda w: w.__setitem__("cards", ["p0:nobody"]), "trigger window names unknown cards"),
    (lambda w: w.__setitem__("order", [0, 7]), "trigger window names unknown players"),
    (lambda w: w.__setitem__("timing", "sometime"), "window timing"),
    (lambda w: w.__setitem__("turn", 5), "valid turn"),
])
def test_a_damaged_window_is_refused(change, fragment) -> None:
    doc = _window_doc()
    doc["actions"] = doc["actions"][:-1]
    change(doc["snapshot"]["windows"][0])
    with pytest.raises(SaveError) as info:
        decode_save(_bundle(doc), "damaged.l5rsave")
    assert fragment in str(info.value)
