"""A card definition whose own id differs from the key it is saved under (the slow save
fuzzer's mutant: a definition's ``"id"`` set to another field's value).

Every map of definitions in a save (each player's deck, the starting position, the final
snapshot) is keyed by definition id, and the writers key it by the definition's own id. Before
the loader gave each definition its key, such a save opened read-only, and saving that game
wrote a file that could not be opened ("the game cannot start: ... is not a Dynasty card") or
that showed other cards than the ones on screen. Now the key wins with a warning, and the
replay confirms the game against its snapshot."""

from __future__ import annotations

import copy
import io
import json
import zipfile

import pytest

from l5r_desktop.games.ccg.game import Game
from l5r_desktop.persistence.savefile import (
    MAX_MESSAGE_CHARS,
    LoadedGame,
    SaveError,
    decode_save,
    encode_save,
)
from tests.persistence.gamegen import play_random


def _doc(data: bytes) -> dict:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return json.loads(z.read("game.json"))


def _bundle(doc: dict) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("game.json", json.dumps(doc))
    return buffer.getvalue()


@pytest.fixture(scope="module")
def saved(game_60) -> dict:
    """game.json of a real save 60 actions in."""
    return _doc(encode_save(game_60))


@pytest.fixture(scope="module")
def positional() -> dict:
    """game.json of a game begun from a position (its definitions in ``initial`` too)."""
    from l5r_desktop.demo import demo_setup

    start = play_random(Game.new(demo_setup(seed=4)), 30, seed=4)
    game = play_random(Game.from_state(start.state.clone()), 40, seed=5)
    return _doc(encode_save(game))


def _shown(loaded: LoadedGame) -> dict[str, tuple[str, str, str]]:
    """Each card of the loaded game's position: its definition's id, title and type."""
    return {cid: (c.printed.id, c.printed.title, c.printed.type.value)
            for cid, c in loaded.game.state.cards.items()}


def _resave_reopens(loaded: LoadedGame) -> LoadedGame:
    """Save the loaded game (read-only or not), open the file again: the same cards shown."""
    again = decode_save(encode_save(loaded.game), "the re-save")
    assert _shown(again) == _shown(loaded)
    return again


def _first_of_type(defs: dict, kind: str) -> str:
    return next(k for k, d in defs.items() if d["type"] == kind)


def test_a_dynasty_card_naming_itself_after_a_fate_card_loads_and_resaves(saved,
                                                                          game_60) -> None:
    """The fuzzer's mutant #786 shape: a Dynasty definition of the setup whose ``id`` is a
    Fate card's key. It used to open read-only and re-save into a file the game cannot
    start from."""
    doc = copy.deepcopy(saved)
    defs = doc["setup"]["players"][0]["definitions"]
    dynasty, fate = _first_of_type(defs, "holding"), _first_of_type(defs, "item")
    defs[dynasty]["id"] = fate
    loaded = decode_save(_bundle(doc), "damaged.l5rsave")
    again = _resave_reopens(loaded)  # was: "the game cannot start: ... not a Dynasty card"
    assert not again.read_only and not again.warnings
    assert not loaded.read_only  # the key restored the setup: the log replays exactly
    assert loaded.game.state.to_dict() == game_60.state.to_dict()
    assert loaded.setup is not None
    assert {d.id for d in loaded.setup.players[0].dynasty} == \
        {d.id for d in game_60.setup.players[0].dynasty}
    note = next(w for w in loaded.warnings if "definition" in w)
    assert repr(dynasty) in note and repr(fate) in note and "player 1's deck" in note
    assert len(note) <= MAX_MESSAGE_CHARS


def test_a_snapshot_definition_naming_another_card_keeps_its_cards(saved, game_60) -> None:
    """The final snapshot's definition ``id`` set to another definition's key: the cards
    shown are the saved ones, and a re-save shows the same (it used to merge the two
    definitions into one, changing cards on the board)."""
    doc = copy.deepcopy(saved)
    defs = doc["snapshot"]["definitions"]
    keys = sorted(defs)
    defs[keys[0]]["id"] = keys[1]
    loaded = decode_save(_bundle(doc), "damaged.l5rsave")
    assert not loaded.read_only
    assert loaded.game.state.to_dict() == game_60.state.to_dict()
    assert any(repr(keys[0]) in w and "final snapshot" in w for w in loaded.warnings)
    _resave_reopens(loaded)


@pytest.mark.parametrize("value", [None, 7, "", "Some Invented Title"])
def test_a_definition_id_that_is_missing_or_not_text_takes_its_key(saved, game_60,
                                                                    value) -> None:
    doc = copy.deepcopy(saved)
    key = sorted(doc["setup"]["players"][1]["definitions"])[2]
    doc["setup"]["players"][1]["definitions"][key]["id"] = value
    loaded = decode_save(_bundle(doc), "damaged.l5rsave")
    assert not loaded.read_only
    assert loaded.game.state.to_dict() == game_60.state.to_dict()
    assert any("player 2's deck" in w for w in loaded.warnings)
    _resave_reopens(loaded)


def _maps(doc: dict) -> list[tuple[str, ...]]:
    paths = [("setup", "players", n, "definitions") for n in range(len(doc["setup"]["players"]))
             ] if doc.get("setup") else []
    return paths + [(top, "definitions") for top in ("initial", "snapshot") if doc.get(top)]


def _node(doc: dict, path: tuple) -> dict:
    for key in path:
        doc = doc[key]
    return doc


@pytest.mark.parametrize("field", ["id", "type"])
@pytest.mark.parametrize("which", ["saved", "positional"])
def test_a_definition_field_swapped_from_another_definition_never_makes_an_unopenable_resave(
        request, which, field) -> None:
    """The class of the fuzzer's mutant, in every map of definitions: one definition's id or
    type set to another definition's (each kind of card paired with another kind). The save
    is refused with a short SaveError, or it loads and its re-save opens with the same cards
    shown; an id swap loads as the saved game itself."""
    base = request.getfixturevalue(which)
    checked = 0
    for path in _maps(base):
        defs = _node(base, path)
        by_type: dict[str, str] = {}
        for key, d in sorted(defs.items()):
            by_type.setdefault(d["type"], key)
        pairs = [(a, b) for a in by_type.values() for b in by_type.values() if a != b][:6]
        for key, other in pairs:
            doc = copy.deepcopy(base)
            _node(doc, path)[key][field] = _node(doc, path)[other][field] \
                if field == "type" else other
            try:
                loaded = decode_save(_bundle(doc), "damaged.l5rsave")
            except SaveError as exc:
                assert field == "type" and 0 < len(str(exc)) <= MAX_MESSAGE_CHARS
                continue
            if field == "id":
                assert not loaded.read_only, (path, key, other, loaded.warnings)
            _resave_reopens(loaded)
            checked += 1
    assert checked >= 6
