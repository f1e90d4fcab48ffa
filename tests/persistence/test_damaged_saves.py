"""Issue 14 S1–S6: damaged saves found by a fuzzer. Each is refused with a short, clear
:class:`SaveError` (or, where it is harmless, loaded into a game that saves again); none raises
anything else. Each test reproduces the issue's case on a real save."""

from __future__ import annotations

import io
import json
import zipfile

import pytest

from l5r_desktop.persistence.savefile import (
    MAX_MESSAGE_CHARS,
    SaveError,
    decode_save,
    encode_save,
)
from tests.persistence.savefuzz import seed_games


@pytest.fixture(scope="module")
def battle_doc() -> dict:
    """game.json of a real save made mid-battle (units on a battlefield)."""
    game = next(g for g in seed_games() if g.state.attack is not None)
    return _doc(encode_save(game))


@pytest.fixture(scope="module")
def plain_doc(game_60) -> dict:
    return _doc(encode_save(game_60))


def _doc(data: bytes) -> dict:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return json.loads(z.read("game.json"))


def _bundle(text: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as z:
        z.writestr("game.json", text.encode("utf-8"))
    return buffer.getvalue()


def _refused(doc_or_text, *fragments: str) -> str:
    text = doc_or_text if isinstance(doc_or_text, str) else json.dumps(doc_or_text)
    with pytest.raises(SaveError) as info:
        decode_save(_bundle(text), "damaged.l5rsave")
    message = str(info.value)
    assert len(message) <= MAX_MESSAGE_CHARS
    for fragment in fragments:
        assert fragment in message, message
    return message


def _copy(doc: dict) -> dict:
    return json.loads(json.dumps(doc))


def _read_only(doc: dict) -> dict:
    """The document with a log that no longer replays (the snapshot is what loads)."""
    doc = _copy(doc)
    doc["actions"] = doc["actions"][:-1]
    return doc


# -- S1: Infinity in an integer field ----------------------------------------------------------

@pytest.mark.parametrize("literal", ["Infinity", "-Infinity", "NaN", "1e400"])
def test_s1_non_finite_numbers_in_a_state_are_refused(plain_doc, literal) -> None:
    doc = _copy(plain_doc)
    doc["snapshot"]["players"][0]["family_honor"] = "@@X@@"
    _refused(json.dumps(doc).replace('"@@X@@"', literal), "damaged")
    doc = _copy(plain_doc)
    doc["snapshot"]["cards"][3]["owner"] = "@@X@@"
    _refused(json.dumps(doc).replace('"@@X@@"', literal), "damaged")


# -- S2: wrong types for attached_to -----------------------------------------------------------

@pytest.mark.parametrize("value", [["p0:s"], {"a": 1}, 5, True])
def test_s2_attached_to_of_a_wrong_type_is_refused(plain_doc, value) -> None:
    doc = _read_only(plain_doc)
    doc["snapshot"]["cards"][0]["attached_to"] = value
    _refused(doc, "attached to unknown cards")


# -- S3: lone surrogates -----------------------------------------------------------------------

def test_s3_a_lone_surrogate_is_refused_and_escaped_pairs_are_fine(plain_doc) -> None:
    doc = _copy(plain_doc)
    doc["setup"]["players"][0]["name"] = "Crane \ud800"
    _refused(json.dumps(doc), "not valid Unicode")  # json.dumps writes it as \ud800
    doc = _copy(plain_doc)
    doc["meta"]["note"] = "\ud83c\udf38 a cherry blossom"  # a valid escaped pair
    loaded = decode_save(_bundle(json.dumps(doc)), "ok.l5rsave")
    assert loaded.meta["note"].startswith("\U0001f338")
    assert decode_save(encode_save(loaded.game)).game.state.to_dict() == \
        loaded.game.state.to_dict()


# -- S4: NaN / Infinity in a setup card --------------------------------------------------------

@pytest.mark.parametrize("literal", ["NaN", "Infinity", "1e999"])
def test_s4_non_finite_numbers_in_setup_cards_are_refused(plain_doc, literal) -> None:
    doc = _copy(plain_doc)
    player = doc["setup"]["players"][1]
    card = next(iter(player["definitions"].values()))
    card["force"] = "@@X@@"
    _refused(json.dumps(doc).replace('"@@X@@"', literal), "damaged", "no saved game")


# -- S5: inconsistent snapshot attack ----------------------------------------------------------

@pytest.mark.parametrize(("change", "fragment"), [
    (lambda a: a["battlefields"][0]["attacking"].append("p0:nobody"), "unknown units"),
    (lambda a: a.__setitem__("current", "0"), "current battlefield"),
    (lambda a: a.__setitem__("current", 99), "current battlefield"),
    (lambda a: a["battlefields"][0].__setitem__("terrain", "p1:nowhere"), "unknown terrain"),
    (lambda a: a["battlefields"][0].__setitem__("terrain", ["x"]), "unknown terrain"),
    (lambda a: a.__setitem__("battlefields", []), "no battlefields"),
    (lambda a: a.__setitem__("segment", "picnic"), "unknown segment"),
    (lambda a: a.__setitem__("defender", 5), "unknown player"),
    (lambda a: a.__setitem__("first_actor", 3), "unknown units"),
])
def test_s5_an_inconsistent_snapshot_attack_is_refused(battle_doc, change, fragment) -> None:
    doc = _read_only(battle_doc)
    change(doc["snapshot"]["attack"])
    _refused(doc, "final snapshot is inconsistent", fragment)


def test_s5_a_consistent_read_only_battle_snapshot_loads_and_plays(battle_doc) -> None:
    loaded = decode_save(_bundle(json.dumps(_read_only(battle_doc))), "b.l5rsave")
    assert loaded.read_only and loaded.game.state.attack is not None
    assert loaded.game.legal_actions()


# -- S6: bounded messages ----------------------------------------------------------------------

@pytest.mark.parametrize("where", ["format", "zone", "def", "deck", "action", "image"])
def test_s6_messages_that_quote_the_file_are_bounded(plain_doc, where) -> None:
    huge = "x" * 1_000_000
    doc = _copy(plain_doc)
    if where == "format":
        doc["format"] = huge
    elif where == "zone":
        doc["snapshot"]["cards"][0]["zone"] = huge
    elif where == "def":
        doc["snapshot"]["cards"][0]["def"] = huge
    elif where == "deck":
        doc["setup"]["players"][0]["fate"][0] = huge
    elif where == "action":
        doc["actions"][0]["type"] = huge
    else:
        doc["images"] = {huge + str(n): "images/none.png" for n in range(20)}
        loaded = decode_save(_bundle(json.dumps(doc)), "i.l5rsave")
        assert len(loaded.warnings) <= 6
        assert all(len(w) <= MAX_MESSAGE_CHARS for w in loaded.warnings)
        return
    _refused(doc)


def test_s6_a_huge_file_name_is_bounded_too(plain_doc) -> None:
    with pytest.raises(SaveError) as info:
        decode_save(b"{not json", "n" * 100_000 + ".l5rsave")
    assert len(str(info.value)) <= MAX_MESSAGE_CHARS
