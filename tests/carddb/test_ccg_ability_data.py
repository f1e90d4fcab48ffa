"""Card-by-card CCG ability data (``carddb/data/ccg_abilities.json``, ``carddb/ccg_abilities.py``):
the file's checks, which records a card gets (ours, the translator's, a manual marker), and
attaching them at import and when a library imported earlier is opened. Our own invented
cards only; the shipped file is checked against the real Oracle export when ../shared is
present."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from l5r_desktop.carddb import ability_sources, ccg_abilities
from l5r_desktop.carddb.ccg_abilities import card_abilities, line_print, parse_data
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_ORACLE = Path(__file__).resolve().parents[3] / "shared" / "carddata" / "oracle-json"
#: Our invented card: a Strategy of two abilities the translator cannot read.
_LINE1 = "Battle: Give a target enemy Personality -2F. (A reminder the translator refuses.)"
_LINE2 = "Open: Juggle three plums."
_TEXT = f"{_LINE1}\n{_LINE2}"
_RECORD = {"timing": "battle", "cost": {"gold": "card"},
           "targets": [{"type": "personality", "controller": "opponent"}],
           "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -2,
                        "duration": "turn"}]}


def _card(text: str = _TEXT, card_id: str = "oracle:900001") -> CardDef:
    return CardDef(id=card_id, title="Plum Volley", type=CardType.STRATEGY, text=text,
                   gold_cost=1, focus=1, legal=("Destroyer War (Celestial)",))


def _data(line: str = _LINE1, record: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"_about": "test", "oracle:900001": {
        "1": {"line": line_print(line), "records": [record or _RECORD]}}}


@pytest.fixture
def our_data(monkeypatch):
    """Replace the shipped data by ``_data()`` (the digest follows the bytes)."""
    def use(raw: dict[str, Any]) -> None:
        blob = json.dumps(raw).encode("utf-8")
        monkeypatch.setattr(ability_sources, "data_bytes", lambda: blob)
        parsed = parse_data(raw)
        monkeypatch.setattr(ccg_abilities, "ability_data", lambda: parsed)
    use(_data())
    return use


def test_our_records_play_the_abilities_we_wrote_and_the_rest_stays_manual(our_data) -> None:
    records, sources = card_abilities(_card())
    assert sources == ["data", "manual"]
    assert records == [{**_RECORD, "ability": 1},
                       {"manual": "ability 2 of the card's text", "ability": 2}]


def test_a_changed_line_falls_back_to_the_translator(our_data) -> None:
    changed = _card("Battle: Give a target enemy Personality -3F. (Reminder.)\n" + _LINE2)
    records, sources = card_abilities(changed)
    assert sources == ["manual", "manual"]
    assert all("manual" in r for r in records)
    # another card with the same id but other words is not given our records either
    assert card_abilities(_card("Limited: Gain 1 Honor."))[1] == ["text"]


def test_the_coverage_and_the_preview_count_our_records(our_data) -> None:
    from l5r_desktop.carddb.ccg_coverage import automation, automation_label, classify

    assert classify(_card()) == ("partly", 1, 1)
    assert classify(_card(_LINE1)) == ("full", 1, 0)
    imported = ccg_abilities.with_abilities(_card())
    assert automation(imported) == ("partly", [2])
    assert automation_label(imported).startswith("Partly automated: ability 2")
    assert automation(ccg_abilities.with_abilities(_card(_LINE1))) == ("automated", [])


@pytest.mark.parametrize(("raw", "message"), [
    ([], "must map card ids"),
    ({"oracle:1": []}, "must map ability numbers"),
    ({"oracle:1": {"one": {}}}, "must be an ability number"),
    ({"oracle:1": {"0": {}}}, "must be an ability number"),
    ({"oracle:1": {"1": {"records": [_RECORD]}}}, "needs the line fingerprint"),
    ({"oracle:1": {"1": {"line": "abc", "records": [_RECORD]}}}, "needs the line fingerprint"),
    ({"oracle:1": {"1": {"line": "0" * 8, "records": []}}}, "non-empty list of records"),
    ({"oracle:1": {"1": {"line": "0" * 8, "records": [{**_RECORD, "timing": "soon"}]}}},
     "timing must be one of"),
    ({"oracle:1": {"1": {"line": "0" * 8, "records": [{**_RECORD, "manual": "x"}]}}},
     "automated whole"),
    ({"oracle:1": {"1": {"line": "0" * 8, "records": [
        {"timing": "trait", "trigger": {"event": "wins_duel"}, "effects": [
            {"op": "gain_honor", "amount": 1}]}]}}}, "trigger event must be one of"),
    ({"oracle:1": {"1": {"line": "0" * 8, "records": [{"timing": "limited"}]}}},
     "needs effects"),
])
def test_a_malformed_entry_is_refused_with_its_place(raw, message) -> None:
    with pytest.raises(ValueError, match=message):
        parse_data(raw)


def test_a_card_written_in_two_files_is_refused() -> None:
    entry = {"1": {"line": "0" * 8, "records": [_RECORD]}}
    merged = ccg_abilities.merge_files({"a.json": {"oracle:1": entry, "_about": "x"},
                                        "b.json": {"oracle:2": entry}})
    assert sorted(merged) == ["oracle:1", "oracle:2"]
    with pytest.raises(ValueError, match=r"oracle:1 is written in both a\.json and b\.json"):
        ccg_abilities.merge_files({"a.json": {"oracle:1": entry}, "b.json": {"oracle:1": entry}})
    with pytest.raises(ValueError, match=r"b\.json must map"):
        ccg_abilities.merge_files({"b.json": []})


def test_the_shipped_files_are_well_formed_and_every_record_valid() -> None:
    assert ccg_abilities.data_files()[0] == "ccg_abilities.json"
    ccg_abilities.ability_data.cache_clear()
    data = ccg_abilities.ability_data()
    assert data, "the shipped file holds records"
    for card_id, per in data.items():
        assert card_id.startswith("oracle:"), card_id
        for _n, (_line, records) in per.items():
            assert all(not ccg_abilities.record_problems(r) for r in records)


def _oracle_file(tmp_path: Path, text: str) -> Path:
    record = {"cardid": 900001, "title": ["Plum Volley"], "type": ["strategy"],
              "cost": ["1"], "focus": ["1"], "legality": ["Destroyer War (Celestial)"],
              "text": [text.replace("\n", "<br>")]}
    path = tmp_path / "plums.json"
    path.write_text(json.dumps([record]), encoding="utf-8")
    return path


def test_import_attaches_our_records(our_data, library, tmp_path) -> None:
    assert library.import_files([_oracle_file(tmp_path, _TEXT)]).imported == 1
    stored = library.get("oracle:900001")
    assert stored is not None
    assert stored.abilities[0] == {**_RECORD, "ability": 1}
    assert "manual" in stored.abilities[1]


def test_opening_a_library_attaches_records_written_after_its_import(our_data,
                                                                      tmp_path) -> None:
    from l5r_desktop.carddb.library import Library

    our_data({"_about": "nothing yet"})
    path = tmp_path / "data" / "library.sqlite3"
    with Library.open(path, demo=False) as lib:
        lib.import_files([_oracle_file(tmp_path, _TEXT)])
        assert all("manual" in r for r in lib.get("oracle:900001").abilities)
    our_data(_data())  # the app is updated with our record for the card
    with Library.open(path, demo=False) as lib:
        assert lib.get("oracle:900001").abilities[0] == {**_RECORD, "ability": 1}
        assert lib.ensure_ccg_card_data() == 0  # the same data is not attached twice
    our_data({"_about": "record withdrawn"})
    with Library.open(path, demo=False) as lib:
        assert all("manual" in r for r in lib.get("oracle:900001").abilities)


def test_opening_a_library_reads_its_cards_again_after_a_translator_change(
        our_data, monkeypatch, tmp_path) -> None:
    """A library imported by an older translator gets the new readings when opened by an app
    whose translator changed (its sources' digest), and only then."""
    from l5r_desktop.carddb.library import Library

    our_data({"_about": "no records"})
    line = "Limited: Gain 2 Honor."
    read = ccg_abilities.translation_memo.translate
    monkeypatch.setattr(ability_sources, "translator_sources", lambda: b"old translator")
    monkeypatch.setattr(ccg_abilities.translation_memo, "translate", lambda _l, _c: None)
    path = tmp_path / "data" / "library.sqlite3"
    with Library.open(path, demo=False) as lib:
        lib.import_files([_oracle_file(tmp_path, line)])
        assert "manual" in lib.get("oracle:900001").abilities[0]
    monkeypatch.setattr(ccg_abilities.translation_memo, "translate", read)
    with Library.open(path, demo=False) as lib:  # the same translator: nothing read again
        assert "manual" in lib.get("oracle:900001").abilities[0]
    monkeypatch.setattr(ability_sources, "translator_sources", lambda: b"new translator")
    with Library.open(path, demo=False) as lib:
        record = lib.get("oracle:900001").abilities[0]
        assert "manual" not in record and record["timing"] == "limited"
        assert lib.ensure_ccg_card_data() == 0


def test_the_translator_digest_covers_its_sources() -> None:
    blob = ccg_abilities.translator_sources()
    for name in (b"carddb/ccgtext/translate.py", b"carddb/ccg_abilities.py",
                 b"games/ccg/cardtext/abilities.py"):
        assert name in blob


def test_an_ability_whose_gold_cost_the_card_changes_is_left_to_the_players(our_data) -> None:
    """'This ability's Gold cost is 0 if ...' (no record can say it): the card's ability with a
    Gold cost is not played at its printed cost (while a line about another card's cost leaves
    it as it was)."""
    paid = "Battle, 3 Gold: Gain 2 Honor."
    assert card_abilities(_card(paid))[1] == ["text"]
    changed = _card("This ability's Gold cost is 0 if you control a Plum Cart.\n" + paid)
    assert card_abilities(changed)[1] == ["manual", "manual"]
    other = _card("A Plum Cart's Gold cost is 0 if you control a Plum Cart.\n" + paid)
    assert card_abilities(other)[1] == ["manual", "text"]


def test_custom_cards_keep_their_own_records(our_data, library) -> None:
    from l5r_desktop.carddb.library import Library

    mine = {"timing": "limited", "effects": [{"op": "gain_honor", "amount": 5}]}
    library.add_custom_card(_card().replace(id="oracle:900001", abilities=(mine,)))
    library._conn.execute("UPDATE cards SET source = 'custom'")
    library._conn.execute("DELETE FROM meta WHERE key = 'ccg_data_digest'")
    library.close()
    with Library.open(library.path, demo=False) as lib:
        assert lib.get("oracle:900001").abilities == (mine,)


@pytest.mark.skipif(not _ORACLE.is_dir(), reason="the real Oracle export (../shared) is absent")
def test_every_entry_matches_its_real_card() -> None:
    """Each record of the shipped file is attached to the real card it was written for: the
    card exists, the ability number is in its text and the line fingerprint matches (a
    mismatch would silently drop the record)."""
    from l5r_desktop.carddb.importers import oracle_json

    cards = {p.card.id: p.card for f in sorted(_ORACLE.glob("*.json"))
             for p in oracle_json.parse_file(f).cards}
    for card_id, per in ccg_abilities.ability_data().items():
        card = cards[card_id]
        _records, sources = card_abilities(card)
        for n in per:
            assert sources[n - 1] == "data", (card_id, card.title, n)
        assert card.abilities == ccg_abilities.with_abilities(card).abilities


#: An action record's timing and the designator words its line's head must hold.
_HEAD_WORDS = {"limited": ("Limited",), "open": ("Open",), "battle": ("Battle",),
               "battle_open": ("Battle", "Open"), "engage": ("Engage",)}


@pytest.mark.skipif(not _ORACLE.is_dir(), reason="the real Oracle export (../shared) is absent")
def test_each_action_record_is_keyed_by_a_line_of_its_designator() -> None:
    """An action record sits on a line whose head (before the first colon) names its timing
    ("Battle:" for a battle record): a record keyed by the wrong ability number of its card
    would replace another line (found once: a Limited record on a card's Focus Effect line)."""
    from l5r_desktop.carddb.ccgtext.translate import split_abilities
    from l5r_desktop.carddb.importers import oracle_json

    wanted = set(ccg_abilities.ability_data())
    cards = {p.card.id: p.card for f in sorted(_ORACLE.glob("*.json"))
             for p in oracle_json.parse_file(f, abilities=False).cards if p.card.id in wanted}
    wrong = []
    for card_id, per in ccg_abilities.ability_data().items():
        lines = split_abilities(cards[card_id].text)
        for n, (_print, records) in per.items():
            for rec in records:  # a Ring's "discard it to use its ability": that ability's line
                line = lines[rec.get("ring_use", n) - 1]  # (cardtext/rings.py)
                head = line.partition(":")[0].replace("/", " ").replace(",", " ").split()
                words = _HEAD_WORDS.get(str(rec.get("timing")), ())
                if any(w not in head for w in words):
                    wrong.append((card_id, n, rec.get("timing"), lines[n - 1][:40]))
    assert not wrong, wrong
