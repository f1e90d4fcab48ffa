"""FiveRingsDB (LCG) import into the card library: fields, packs, problems, migration, cancel.

The small exports here are written by the tests with made-up cards; the real export
(../shared/carddata/fiveringsdb) is used when present and skipped cleanly otherwise.
"""

from __future__ import annotations

import html
import json
import re
import sqlite3
import unicodedata
from pathlib import Path

import pytest

from l5r_desktop.carddb import library_rows as library_module
from l5r_desktop.carddb.library import Library
from tests.carddb.lcg_export import _record, write_export

REAL = Path(__file__).resolve().parents[2].parent / "shared" / "carddata" / "fiveringsdb" / "json"


@pytest.fixture
def export(tmp_path: Path) -> Path:
    records = [
        _record("t-wall-warden", "Wall Warden"),
        _record("t-iron-post", "Iron Post", type="province", side="province", clan="neutral",
                cost=None, military=None, political=None, glory=None, strength="4",
                elements=["earth"], traits=[], text="", unique=None, is_unique=False,
                allowed_clans=["*"]),
        _record("t-keep", "Stone Keep", type="stronghold", side="province", cost=None,
                military=None, political=None, glory=None, strength_bonus="+2", honor=11,
                fate=7, influence_pool=10, traits=["castle"], text="<b>Action:</b> Gain 1 fate."),
        _record("t-blade", "Notched Blade", type="attachment", side="conflict", clan="neutral",
                cost=0, military=None, political=None, military_bonus="+1",
                political_bonus="-", glory=None, influence_cost=None, traits=["weapon"],
                text="Restricted.", unique=False, deck_limit=1, allowed_clans=["*"]),
    ]
    packs = {"first": [
        {"card_id": "t-wall-warden", "position": "1", "quantity": 3,
         "image_url": "https://example.invalid/img/T01_1.jpg", "illustrator": "A. Artist"},
        {"card_id": "t-iron-post", "position": "2", "quantity": 1, "image_url": ""},
        {"card_id": "t-keep", "position": "3", "quantity": 1},
        {"card_id": "t-blade", "position": "4", "quantity": 2},
    ], "second": [
        {"card_id": "t-wall-warden", "position": "9", "quantity": 1},
    ]}
    return write_export(tmp_path / "fiveringsdb" / "json", records, packs)


def test_export_imports_every_field_packs_and_game(library, export):
    summary = library.import_files([export.parent])
    assert (summary.imported, summary.skipped, summary.files) == (4, 0, 1)
    assert library.count_game("lcg") == 4
    cards = library.lcg_cards()
    warden = cards["t-wall-warden"]
    assert (warden.type, warden.side, warden.clan, warden.cost) == ("character", "dynasty",
                                                                  "crab", 2)
    assert (warden.military, warden.political, warden.glory, warden.unique) == (3, 1, 1, True)
    assert warden.traits == ("Bushi",) and warden.keywords == ("Covert",)
    assert warden.text == "Covert. (reminder)\nAction: Bow a [military] foe."
    assert [(p.pack, p.pack_name, p.quantity) for p in warden.printings] == [
        ("first", "First Box", 3), ("second", "Second Box", 1)]
    post = cards["t-iron-post"]
    assert (post.strength, post.elements, post.unique, post.clan) == (4, ("earth",), False,
                                                                     "neutral")
    keep = cards["t-keep"]
    assert (keep.honor, keep.fate, keep.influence_pool, keep.strength_bonus) == (11, 7, 10, 2)
    blade = cards["t-blade"]
    assert (blade.military_bonus, blade.political_bonus, blade.deck_limit) == (1, "-", 1)
    assert blade.keywords == ("Restricted",)
    # Common columns: search, filters, preview, game tag, packs as editions.
    assert library.game_of("t-blade") == "lcg"
    assert [c.id for c in library.search("warden", game="lcg")] == ["t-wall-warden"]
    assert library.search("warden", game="ccg") == []
    assert [c.id for c in library.search("", types=["province"], game="lcg")] == ["t-iron-post"]
    assert [c.id for c in library.search("", clans=["Crab"], cost_min=2, game="lcg")] == [
        "t-wall-warden"]
    assert [c.id for c in library.search("", edition="Second Box")] == ["t-wall-warden"]
    assert "Second Box" in library.editions("lcg")
    assert "First Box" not in library.editions("ccg")
    assert "cost 2" in library.rich_text("t-wall-warden")
    assert library.printings("t-wall-warden")[0]["quantity"] == 3
    assert [p["id"] for p in library.packs("lcg")] == ["first", "second"]
    # CCG look-ups do not see LCG cards; the LCG ones do.
    assert library.find_by_title("Wall Warden") == []
    assert [c.id for c in library.find_by_title("wall warden", game="lcg")] == ["t-wall-warden"]
    assert library.closest_titles("Wall Wardem", game="lcg") == ["Wall Warden"]
    assert [c.id for c in library.lcg_by_title("STONE KEEP")] == ["t-keep"]
    again = library.import_files([export])
    assert (again.imported, again.unchanged) == (0, 4)


def test_image_pack_named_by_card_id_or_image_file(library, export, tmp_path):
    from PIL import Image

    pack = tmp_path / "pics"
    pack.mkdir()
    Image.new("RGB", (10, 14), "red").save(pack / "t-blade.png")
    Image.new("RGB", (10, 14), "blue").save(pack / "T01_1.jpg")
    Image.new("RGB", (10, 14), "blue").save(pack / "nobody.jpg")
    library.import_files([export])
    summary = library.import_files([pack])
    assert (summary.images_linked, summary.images_unmatched) == (2, 1)
    assert library.image_path("t-blade").name == "t-blade.png"
    assert library.image_path("t-wall-warden").name == "T01_1.jpg"


def test_malformed_records_are_reported_and_the_rest_imports(library, tmp_path):
    records = [
        _record("t-good", "Good Card"),
        _record("t-bad-type", "Bad Type", type="spaceship"),
        _record("t-bad-skill", "Bad Skill", military="lots"),
        {"id": "t-no-name", "type": "event"},
    ]
    packs = {"first": [{"card_id": "t-good", "quantity": 2},
                       {"card_id": "t-ghost", "quantity": 1},
                       {"card_id": "t-good", "quantity": "many"}]}
    root = write_export(tmp_path / "x", records, packs)
    (root / "Card" / "broken.json").write_text("{not json", encoding="utf-8")
    summary = library.import_files([root])
    assert summary.imported == 1
    reasons = sorted(p.reason for p in summary.problems)
    assert len(reasons) == 6, reasons
    assert any("unknown card type 'spaceship'" in r for r in reasons)
    assert any("military is not a number" in r for r in reasons)
    assert any("missing field" in r for r in reasons)
    assert any("not readable JSON" in r for r in reasons)
    assert any("does not hold" in r for r in reasons)
    assert any("quantity is not a count" in r for r in reasons)


def test_single_card_file_is_recognised(library, export):
    summary = library.import_files([export / "Card" / "t-keep.json"])
    assert summary.imported == 1 and library.game_of("t-keep") == "lcg"
    assert library.lcg_cards(["t-keep"])["t-keep"].printings == ()


def test_cancel_and_failure_leave_the_library_as_it_was(library, export, monkeypatch):
    before = library.count()
    summary = library.import_files([export], cancel=lambda: True)
    assert summary.cancelled and library.count() == before

    def boom(*_args):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(Library, "_store_packs", boom)
    with pytest.raises(RuntimeError):
        library.import_files([export])
    assert library.count() == before and library.packs() == []


def test_version_3_library_migrates_its_cards_to_ccg(tmp_path):
    path = tmp_path / "v3.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(library_module.SCHEMA_V1)
    conn.execute("INSERT INTO cards (id, title, title_key, type, deck) "
                 "VALUES ('old:1', 'Old Card', 'old card', 'event', 'dynasty')")
    library_module._migrate_1_to_2(conn)
    library_module._migrate_2_to_3(conn)
    conn.execute("PRAGMA user_version = 3")
    conn.commit()
    conn.close()
    with Library.open(path, demo=False) as lib:
        assert lib.game_of("old:1") == "ccg"
        assert [c.id for c in lib.find_by_title("Old Card")] == ["old:1"]
        assert lib.packs() == []


# --------------------------------------------------------------------------- the real export


@pytest.fixture
def real_export() -> Path:
    if not (REAL / "Card").is_dir():
        pytest.skip(f"FiveRingsDB export not available at {REAL}")
    return REAL


def _folded(text: str) -> str:
    """A trait label as its source key: lower case, no diacritics ("Yōjimbō" -> "yojimbo")."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text.casefold())
                   if not unicodedata.combining(ch))


def _plain(source_html: str | None) -> str:
    """The source's text read without its markup, written independently of the importer:
    tags dropped (a stray "<" before a tag is a typo of the source), entities and icon codes
    ("[conflict-military]" -> "[military]") read, spaces collapsed."""
    text = re.sub(r"<+(?=<[a-zA-Z/])", "", source_html or "")
    text = html.unescape(re.sub(r"<[^>]+>", "", re.sub(r"<br\s*/?>", "\n", text)))
    text = re.sub(r"\[(?:conflict-|clan-|element-)?([a-z-]+)\]", r"[\1]", text)
    return " ".join(text.split())


def test_real_export_imports_in_full_with_every_field(library, real_export):
    summary = library.import_files([real_export.parent])
    assert (summary.imported, summary.skipped) == (1140, 0), summary.to_text()
    cards = library.lcg_cards()
    assert len(cards) == 1140 and len(library.packs()) == 39
    types: dict[str, int] = {}
    printed: dict[str, list[tuple]] = {}
    for pack_file in (real_export / "PackCard").glob("*.json"):
        for row in json.loads(pack_file.read_text(encoding="utf-8")):
            printed.setdefault(row["card_id"], []).append(
                (pack_file.stem, row["quantity"], str(row["position"]), row.get("image_url") or ""))
    for path in sorted((real_export / "Card").glob("*.json")):
        source = json.loads(path.read_text(encoding="utf-8"))
        card = cards[source["id"]]
        types[card.type] = types.get(card.type, 0) + 1
        assert card.name == source["name"] and card.side == source["side"]
        assert card.clan == source["clan"] and card.cost == source["cost"]
        for key in ("military", "political", "strength"):
            raw = source[key]
            assert getattr(card, key) == (int(raw) if raw and raw.isdigit() else raw)
        assert card.glory == source["glory"] and card.deck_limit == source["deck_limit"]
        assert card.influence_cost == source["influence_cost"]
        assert (card.honor, card.fate, card.influence_pool) == (
            source["honor"], source["fate"], source["influence_pool"])
        unique = source.get("unique", source.get("is_unique"))
        assert card.unique is bool(unique)
        assert card.elements == tuple(e for e in source["elements"] if e)
        assert card.role_restriction == source["role_restriction"]
        assert [_folded(t) for t in card.traits] == [t.replace("-", " ")
                                                     for t in source["traits"]], card.id
        for key in ("military_bonus", "political_bonus", "strength_bonus"):
            raw = source[key]
            assert getattr(card, key) == (None if raw is None else int(raw) if re.fullmatch(
                r"[+-]?\d+", raw) else raw), (card.id, key)
        assert card.allowed_clans == tuple(source["allowed_clans"] or ())
        assert card.restricted_flag is bool(source.get("is_restricted"))
        assert " ".join(card.text.split()) == _plain(source["text"]), card.id
        assert sorted((p.pack, p.quantity, str(p.position), p.image_url or "")
                      for p in card.printings) == sorted(printed[source["id"]]), card.id
    assert types == {"character": 534, "event": 247, "attachment": 152, "province": 96,
                     "holding": 71, "stronghold": 23, "role": 17}
    assert cards["01-hida-kisada"].printings[0].pack_name == "Core Set"


@pytest.mark.parametrize("text,expected", [
    ("Covert. <i>(reminder.)</i><br><b>Action:</b> Bow it.", ("Covert",)),
    ("Courtesy. <i>(a.)</i><br>Sincerity. <i>(b.)</i>", ("Courtesy", "Sincerity")),
    ("Ancestral. <i>(a.)</i><br>Restricted. <i>(b.)</i>", ("Ancestral", "Restricted")),
    ("<em>Keeper</em> role only.<br>Rally.<br>During conflicts, do a thing.", ("Rally",)),
    ("[clan-crab] only.<br>Disguised <em>Shugenja</em>.<br>Action: x.", ("Disguised Shugenja",)),
    ("Attach to a character.<br>Restricted.<br>Action: bow.", ("Restricted",)),
    ('Play it as an attachment with the text: "Covert."', ()),   # a given ability's text
    ("Action: choose a character without covert. Bow it.", ()),
])
def test_keywords_are_read_on_every_line_of_the_text(text, expected):
    from l5r_desktop.carddb.importers.fiveringsdb import keywords_of

    assert keywords_of(text) == expected


def test_real_cards_keep_their_keywords_printed_after_the_first_line(library, real_export):
    library.import_files([real_export.parent])
    cards = library.lcg_cards()
    assert cards["01-kaiu-envoy"].keywords == ("Courtesy", "Sincerity")
    assert cards["01-ancestral-daisho"].keywords == ("Ancestral", "Restricted")
    assert cards["11-wicked-tetsubo"].keywords == ("Restricted",)
    assert cards["33-master-of-many-lifetimes"].keywords == ("Rally",)


def test_a_stray_angle_bracket_before_a_tag_is_dropped():
    """The source has one "<br><<b>Action:</b>" (a typo: the printed card has no "<")."""
    from l5r_desktop.carddb.importers.fiveringsdb import card_from_record

    card, _ = card_from_record(_record("t-typo", "Typo", text="Rally.<br><<b>Action:</b> x < 3."))
    assert card.text == "Rally.\nAction: x < 3."
