"""The cards.xml importer against the hand-written fixture (every element and failure mode)."""

from __future__ import annotations

from l5r_desktop.carddb.importers import cards_xml
from l5r_desktop.games.ccg.model.cards import CardType


def test_fixture_cards(fixtures):
    result = cards_xml.parse_file(fixtures / "cards.xml", display_name="cards.xml")
    cards = {p.card.id: p for p in result.cards}
    assert sorted(cards) == ["TST001", "TST002", "TST003", "TST004", "TST005", "TST006",
                             "TST007", "TST012"]
    warden = cards["TST001"].card
    assert warden.title == "Tessen Warden" and warden.type is CardType.PERSONALITY
    assert (warden.force, warden.chi, warden.personal_honor, warden.gold_cost,
            warden.honor_requirement) == (3, 2, 1, 6, 4)
    assert warden.clans == ("Crab", "Ninja")  # repeated <clan>
    assert warden.legal == ("open", "celestial", "twenty-festivals")  # repeated <legal>
    assert warden.keywords == ("Crab Clan", "Samurai", "Unique") and warden.is_unique
    assert warden.text == "Battle: Bow this Personality & gain 1 Honor. (Guard the wall.)"
    assert cards["TST001"].rich_text == (
        "<b>Battle:</b> Bow this Personality &amp; gain 1 Honor. <i>(Guard the wall.)</i>"
    )
    # repeated <edition>/<image edition>
    assert cards["TST001"].printings == (
        {"set": "TST", "image": "images/cards/TST/TST001.jpg", "rarity": "u"},
        {"set": "TSB", "image": "images/cards/TSB/TSB010.jpg", "rarity": "u"},
    )
    exp = cards["TST002"].card
    assert exp.title == "Tessen Warden - exp2" and exp.base_title == "Tessen Warden"
    assert exp.experienced == 2 and exp.honor_requirement is None  # "-" = infinitely low
    tetsubo = cards["TST003"].card
    assert (tetsubo.force, tetsubo.chi, tetsubo.gold_cost, tetsubo.focus) == (2, -1, 3, 2)
    assert tetsubo.keywords == ("Weapon", "Two-Handed")
    assert tetsubo.text == "A bold claim\nsecond line <not a tag>"
    assert cards["TST003"].rich_text == "A <b>bold</b> claim<br>second line &lt;not a tag&gt;"
    keep = cards["TST004"].card
    assert (keep.province_strength, keep.gold_production, keep.starting_honor) == (8, 5, 6)
    sensei = cards["TST005"].card
    assert (sensei.province_strength, sensei.gold_production, sensei.starting_honor) == (1, -1, 0)
    assert sensei.keywords == ("Crab",)
    squall = cards["TST006"].card
    assert squall.gold_cost == 0 and squall.asterisk == ("gold_cost",)
    fields = cards["TST007"].card
    # an empty <gold_production> is absent, so the Holding's "Bow: Produce 2 Gold." text gives it
    assert fields.gold_cost == 2 and fields.gold_production == 2
    assert fields.force is None  # missing element = absent


def test_encrypted_and_malformed_cards_are_counted_and_reported(fixtures):
    result = cards_xml.parse_file(fixtures / "cards.xml", display_name="cards.xml")
    assert result.skipped_encrypted == 2
    reasons = [(p.location, p.reason) for p in result.problems]
    assert reasons == [
        ("card 10 (id TST008)", "stat force is not a number: 'lots'"),
        ("card 11", "card has no id attribute"),
        ("card 12 (id TST010)", "card has no <name>"),
        ("card 13 (id TST011)", "<focus> appears 2 times"),
    ]
    assert all(p.file == "cards.xml" for p in result.problems)


def test_broken_files_are_one_problem_each(fixtures):
    broken = cards_xml.parse_file(fixtures / "broken.xml", display_name="broken.xml")
    assert broken.cards == [] and broken.problems[0].location == "line 4, column 2"
    assert "not well-formed XML" in broken.problems[0].reason
    other = cards_xml.parse_file(fixtures / "notcards.xml")
    assert "root element <deck>" in other.problems[0].reason
    bomb = cards_xml.parse_file(fixtures / "bomb.xml")
    assert bomb.cards == [] and "refused unsafe XML" in bomb.problems[0].reason
    missing = cards_xml.parse_file(fixtures / "nope.xml")
    assert "cannot read" in missing.problems[0].reason


def test_import_through_library_with_image_pack(library, fixtures):
    summary = library.import_files([fixtures / "cards.xml", fixtures / "pack"])
    assert summary.imported == 8
    assert summary.skipped == 4 and summary.skipped_encrypted == 2
    assert summary.images_linked == 2 and summary.images_unmatched == 1
    image = library.image_path("TST001")
    assert image == (fixtures / "pack/images/cards/TST/TST001.jpg").resolve()
    assert library.image_path("TST002").name == "TST002.jpg"
    assert library.image_path("TST003") is None
    again = library.import_files([fixtures / "cards.xml", fixtures / "pack"])
    assert (again.imported, again.updated, again.unchanged, again.images_linked) == (0, 0, 8, 0)
    text = again.to_text()
    assert "8 unchanged" in text and "2 encrypted playtest cards skipped" in text
    assert "cards.xml: card 11: card has no id attribute" in text
    assert again.to_dict()["problems"][0] == {
        "file": str(fixtures / "cards.xml"), "location": "card 10 (id TST008)",
        "reason": "stat force is not a number: 'lots'",
    }
