"""``l5r-desktop cards coverage``: the translator's coverage of the library's CCG cards (or of
an Oracle folder), per type and for one format; bounded refusals. Our own cards only; the real
Oracle export is measured when ../shared is present."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from l5r_desktop.cli import main

_CELESTIAL = ["Destroyer War (Celestial)"]
_RECORDS = [
    {"cardid": 1, "title": ["Kaze Tomo"], "type": ["personality"], "force": ["2"],
     "chi": ["2"], "cost": ["3"], "ph": ["1"], "honor": ["0"], "legality": _CELESTIAL,
     "text": ["After Tomo enters play, lose 1 Honor.<br>Battle, Bow: Draw a card."]},
    {"cardid": 2, "title": ["Quiet Villager"], "type": ["personality"], "force": ["1"],
     "chi": ["1"], "cost": ["1"], "ph": ["0"], "honor": ["0"], "legality": _CELESTIAL},
    {"cardid": 3, "title": ["Odd Scroll"], "type": ["strategy"], "cost": ["1"], "focus": ["1"],
     "legality": _CELESTIAL, "text": ["Limited: Gain 1 Honor.<br>Open: Juggle three plums."]},
    {"cardid": 4, "title": ["Old Riddle"], "type": ["strategy"], "cost": ["0"], "focus": ["1"],
     "text": ["Open: Whisper a riddle to the wind."]},
]


def _oracle_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "oracle"
    folder.mkdir()
    (folder / "cards.json").write_text(json.dumps(_RECORDS), encoding="utf-8")
    return folder


def test_coverage_of_the_library_json(tmp_path: Path, capsys) -> None:
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "import-cards", str(_oracle_dir(tmp_path))]) == 0
    capsys.readouterr()
    assert main(["--data-dir", str(data), "cards", "coverage", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["all"]["by_class"] == {"vanilla": 1, "full": 1, "partly": 1, "none": 1}
    assert out["all"]["by_type"]["strategy"] == {"vanilla": 0, "full": 0, "partly": 1,
                                                 "none": 1}
    assert out["format"]["total"] == 3  # Old Riddle is not Celestial legal
    assert out["format"]["plays_itself_percent"] == 66.7
    assert (out["all"]["abilities_automated"], out["all"]["abilities_manual"]) == (3, 2)


def test_coverage_of_an_oracle_folder_text(tmp_path: Path, capsys) -> None:
    folder = _oracle_dir(tmp_path)
    assert main(["--data-dir", str(tmp_path / "d"), "cards", "coverage", "--oracle",
                 str(folder)]) == 0
    text = capsys.readouterr().out
    assert "All CCG cards: 4 cards, 50.0% play by themselves" in text
    assert "Legal in celestial: 3 cards" in text
    assert "| personality | 1 | 1 | 0 | 0 |" in text


def test_refusals(tmp_path: Path, capsys) -> None:
    assert main(["--data-dir", str(tmp_path / "empty"), "cards", "coverage"]) == 1
    assert "no CCG cards" in capsys.readouterr().err
    assert main(["--data-dir", str(tmp_path / "e2"), "cards", "coverage", "--oracle",
                 str(tmp_path / "missing")]) == 2
    assert "is not a folder" in capsys.readouterr().err


_REAL = Path(__file__).resolve().parents[3] / "shared" / "carddata" / "oracle-json"


@pytest.mark.skipif(not _REAL.is_dir(), reason="the real Oracle export (../shared) is absent")
def test_real_pool_every_ability_classified_and_every_record_valid() -> None:
    """Over the real export: every ability is automated or manual, every translated record
    passes the engine's validators (triggers too), and no record holds the card's words."""
    from l5r_desktop.carddb.ccg_abilities import card_abilities
    from l5r_desktop.carddb.ccg_coverage import coverage
    from l5r_desktop.carddb.ccgtext import split_abilities, translate
    from l5r_desktop.carddb.importers import oracle_json
    from l5r_desktop.games.ccg.cardtext import abilities, triggers

    cards = [p.card for f in sorted(_REAL.glob("*.json"))
             for p in oracle_json.parse_file(f).cards]
    assert len(cards) > 3000
    automated = 0
    for card in cards:
        records, auto = translate(card)
        assert len(auto) == len(split_abilities(card.text))
        # counted as the coverage counts: our card-by-card records, else the translator
        automated += sum(s != "manual" for s in card_abilities(card)[1])
        for rec in records:
            if "timing" not in rec:
                assert set(rec) == {"manual", "ability"}
                continue
            assert abilities.validate(rec) == [], (card.id, rec)
            if rec["timing"] == "trait":
                assert triggers.validate_trigger(rec) == []
            # no words of the card: its title appears only as a keyword a target must have
            # (a card titled like a keyword, e.g. one named after its own keyword)
            words = json.dumps([{k: v for k, v in t.items() if k != "keyword"}
                                for t in rec.get("targets", [])]) + json.dumps(
                {k: v for k, v in rec.items() if k != "targets"})
            assert card.title not in words
    result = coverage(cards)
    assert result["all"]["abilities_automated"] == automated
    assert sum(result["all"]["by_class"].values()) == len(cards)


def test_a_keyword_the_engine_does_not_rule_is_resolved_by_hand(tmp_path: Path, capsys) -> None:
    """A keyword with a rule of its own that the engine does not play (Honor, printed as
    reminder text, which is no ability) keeps its card from counting as playing by itself:
    a Personality with nothing else is *none* (one manual), with an automated ability
    *partly*; the preview's sentence names the keyword."""
    from l5r_desktop.carddb.ccg_coverage import automation, automation_label, classify
    from l5r_desktop.commands.cards import _oracle_cards

    reminder = "(Repeatable Interrupt: Discard an Honor card to do something.)"
    records = [
        {"cardid": 11, "title": ["Brave Ashigaru"], "type": ["personality"], "force": ["1"],
         "chi": ["1"], "cost": ["1"], "ph": ["0"], "honor": ["0"], "legality": _CELESTIAL,
         "keywords": ["Honor"], "text": [reminder]},
        {"cardid": 12, "title": ["Brave Scholar"], "type": ["personality"], "force": ["1"],
         "chi": ["1"], "cost": ["1"], "ph": ["0"], "honor": ["0"], "legality": _CELESTIAL,
         "keywords": ["Honor"], "text": [reminder + "<br>Battle, Bow: Draw a card."]},
        {"cardid": 13, "title": ["Plain Scholar"], "type": ["personality"], "force": ["1"],
         "chi": ["1"], "cost": ["1"], "ph": ["0"], "honor": ["0"], "legality": _CELESTIAL,
         "keywords": ["Samurai"], "text": ["Battle, Bow: Draw a card."]},
    ]
    folder = tmp_path / "oracle"
    folder.mkdir()
    (folder / "cards.json").write_text(json.dumps(records), encoding="utf-8")
    cards = {c.title: c for c in _oracle_cards(folder)}
    assert classify(cards["Brave Ashigaru"]) == ("none", 0, 1)
    assert classify(cards["Brave Scholar"]) == ("partly", 1, 1)
    assert classify(cards["Plain Scholar"]) == ("full", 1, 0)
    assert automation(cards["Brave Ashigaru"]) == ("manual", [])
    assert automation(cards["Brave Scholar"]) == ("partly", [])
    assert automation_label(cards["Brave Scholar"]) == (
        "Partly automated: the Honor keyword resolved by hand (manual effects)")


def test_a_damaged_oracle_folder_is_named(tmp_path: Path, capsys) -> None:
    """``--oracle`` on a folder whose only file is damaged says which file and why (exit 2),
    instead of only "no CCG cards to measure"."""
    folder = tmp_path / "oracle"
    folder.mkdir()
    (folder / "cards.json").write_text("{broken", encoding="utf-8")
    assert main(["--data-dir", str(tmp_path / "d"), "cards", "coverage", "--oracle",
                 str(folder)]) == 2
    err = capsys.readouterr().err
    assert "cards.json" in err and "not valid JSON" in err
