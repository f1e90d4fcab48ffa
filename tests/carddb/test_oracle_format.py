"""The Oracle JSON importer on a small hand-written file (malformed records, HTML, icons)."""

from __future__ import annotations

import json

import pytest

from l5r_desktop.carddb.importers import oracle_json
from l5r_desktop.carddb.importers.common import (
    MalformedRecord,
    canonical_title,
    edition_key,
    html_to_plain,
    html_to_rich,
    parse_stat,
    split_experience,
)


def test_small_file_imports_good_records_and_reports_bad_ones(fixtures):
    result = oracle_json.parse_file(fixtures / "oracle_small.json", display_name="small.json")
    assert [p.card.id for p in result.cards] == ["oracle:9001", "oracle:9003"]
    assert [(p.location, p.reason) for p in result.problems] == [
        ("record 1 (cardid 9002)", "stat force is not a number: 'a lot'"),
        ("record 2", "record is a str, not an object"),
        ("record 3", "record has no cardid"),
    ]
    scout = result.cards[0]
    assert scout.card.text == "Open: Look at the top card of a deck.\nSecond line."
    assert scout.rich_text == "<b>Open:</b> Look at the top card of a deck.<br>Second line."
    assert scout.printings == ({"set": "Test Set", "number": "7", "rarity": "Rare",
                                "artist": "Nobody"},)
    fan = result.cards[1].card
    assert fan.title == "Folding Fan - exp" and fan.experienced == 1
    assert (fan.force, fan.chi, fan.asterisk) == (1, 0, ("chi",))
    assert fan.text == "Bow: Produce 2 Gold."


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00", b'{"a": 1}', b"42"])
def test_file_level_problems(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    result = oracle_json.parse_file(path)
    assert result.cards == [] and len(result.problems) == 1


def test_a_dict_with_cards_key_is_accepted(tmp_path):
    path = tmp_path / "wrapped.json"
    path.write_text(json.dumps({"cards": [{"cardid": 1, "title": ["X"], "type": ["Event"]}]}))
    assert [p.card.title for p in oracle_json.parse_file(path).cards] == ["X"]


@pytest.mark.parametrize(("raw", "expected"), [
    (["3"], (3, False)), (["+2"], (2, False)), (["-1"], (-1, False)), (["+0"], (0, False)),
    (["-"], (None, False)), ([], (None, False)), (None, (None, False)), (["*"], (0, True)),
    (["+*"], (0, True)), (["1*"], (1, True)), ("12", (12, False)), (["\u22121"], (-1, False)),
    (7, (7, False)),
])
def test_parse_stat(raw, expected):
    assert parse_stat(raw, "force") == expected


@pytest.mark.parametrize("raw", [["x"], ["3", "4"], [True], {"a": 1}, ["+"]])
def test_parse_stat_rejects(raw):
    with pytest.raises(MalformedRecord):
        parse_stat(raw, "force")


def test_html_cleaning():
    raw = '<b>Limited, :bow::</b> Do <i>this</i> &amp; <span class="x">that</span><br>:g2: :gstar:'
    assert html_to_plain(raw) == "Limited, Bow: Do this & that\n2 Gold * Gold"
    assert html_to_rich(raw) == "<b>Limited, Bow:</b> Do <i>this</i> &amp; that<br>2 Gold * Gold"
    assert html_to_rich("<b>open <script>x</script>") == "<b>open x</b>"
    assert html_to_rich("a < b") == "a &lt; b"


@pytest.mark.parametrize(("title", "expected"), [
    ("Border Keep &#149; Experienced 2", ("Border Keep", "exp2")),
    ("Border Keep • Inexperienced", ("Border Keep", "inexp")),
    ("Hida Kisada - exp", ("Hida Kisada", "exp")),
    ("Goju Hitomi (Experienced 3)", ("Goju Hitomi", "exp3")),
    ("X • Experienced 2CW", ("X", "exp2CW")),
    ("The Experienced One", ("The Experienced One", "")),
    ("Hida - Expert", ("Hida - Expert", "")),
])
def test_experience_spellings(title, expected):
    from l5r_desktop.carddb.importers.common import clean_inline

    assert split_experience(clean_inline(title)) == expected
    assert canonical_title(title) == (f"{expected[0]} - {expected[1]}" if expected[1]
                                       else expected[0])


@pytest.mark.parametrize(("name", "key"), [
    ("Destroyer War (Celestial)", "celestial"), ("Four Winds (Gold)", "gold"),
    ("A Brother's Destiny (Twenty Festivals)", "twenty_festivals"),
    ("twenty-festivals", "twenty_festivals"), ("Onyx Edition", "onyx"), ("Modern", "modern"),
    ("A Brother's Destiny (Ivory Edition)", "ivory"), ("celestial", "celestial"),
])
def test_edition_keys(name, key):
    assert edition_key(name) == key


@pytest.mark.parametrize(("raw", "plain", "rich"), [
    ("a < b and c > d", "a < b and c > d", "a &lt; b and c &gt; d"),
    ("<B>Bold</B><BR/>next<br />n2", "Bold\nnext\nn2", "<b>Bold</b><br>next<br>n2"),
    ("&lt;b&gt;literal&lt;/b&gt;", "<b>literal</b>", "&lt;b&gt;literal&lt;/b&gt;"),
    ('<a href="x">link</a> <em>em</em>', "link em", "link <i>em</i>"),
])
def test_html_edge_cases(raw, plain, rich):
    assert html_to_plain(raw) == plain
    assert html_to_rich(raw) == rich
