"""Issue 16 failures reproduced with our own small fixtures (no real card text): cards.xml
traits in the bullet spellings, Gold from "Produce N Gold" text, legality tags, merging two
databases into one card, and deck lists as players write them."""

from __future__ import annotations

import json

import pytest

from l5r_desktop.carddb import deck_resolution as dr
from l5r_desktop.carddb.decks import parse_deck, resolve_deck, write_l5d, write_text
from l5r_desktop.carddb.importers import cards_xml
from l5r_desktop.carddb.importers.common import edition_key, production_from_text
from l5r_desktop.carddb.legality import FORMATS, check_legality, format_for
from l5r_desktop.cli import main


@pytest.fixture
def merge_dir(fixtures):
    return fixtures / "merge"


@pytest.fixture
def deck_library(library, fixtures):
    library.import_files([fixtures / "cards.xml"])
    return library


def test_xml_traits_in_every_spelling(merge_dir):
    cards = {p.card.id: p.card for p in cards_xml.parse_file(merge_dir / "cards.xml").cards}
    assert cards["MRG002"].keywords == ("Mantis Clan", "Samurai", "Unique")
    assert cards["MRG002"].is_unique and cards["MRG002"].text == "A quiet worker."
    # partly bold, partly not
    assert cards["MRG003"].keywords == ("Mantis Clan", "Shugenja", "Experienced", "Unique")
    assert cards["MRG003"].experienced == 1 and cards["MRG003"].text == "Limited: Draw a card."
    assert cards["MRG004"].keywords == ("Weapon",)  # one bold trait on its own line
    assert cards["MRG005"].keywords == ()  # "<b>Limited</b>: ..." is an action, not a trait
    assert cards["MRG007"].keywords == ("Ashigaru", "Peasant")  # not bold at all


@pytest.mark.parametrize(("text", "gold"), [
    ("Bow this card: Produce 2 Gold.", 2),
    ("Bow: Produce 2 Gold, or 4 Gold if you are a Spider Clan player.", 2),
    ("[BOW]: Produce 3 Gold.", 3),
    ("Bow this card: Produce 1 Gold, plus 1 additional Gold for each Sailor.", 1),
    ("Tireless Open: Bow a Holding.\nBow: Produce 0 Gold.", 0),
    ("Limited, Bow: Produce 2 Gold.", None),
    ("This Holding has +2GP when it pays for a single Shugenja.", None),
])
def test_gold_production_from_text(text, gold):
    assert production_from_text(text) == gold


def test_holding_gold_from_text_in_both_importers(merge_dir, library):
    library.import_files([merge_dir / "cards.xml"])
    assert library.find_by_title("Salt Flats")[0].gold_production == 3


@pytest.mark.parametrize(("tag", "key"), [
    ("20F", "twenty_festivals"), ("twenty", "twenty_festivals"),
    ("A Brother's Destiny (Twenty Festivals)", "twenty_festivals"),
    ("A Brother's Destiny (Ivory Edition)", "ivory"), ("ivory", "ivory"),
    ("Age of Conquest (Emperor)", "emperor"), ("Onyx Edition", "onyx"), ("Modern", "modern"),
    ("open", "open"), ("Clan Wars (Imperial)", "imperial"),
])
def test_legality_tags_map_to_formats(tag, key):
    assert edition_key(tag) == key and key in FORMATS
    assert format_for(tag).name == key


def test_two_databases_make_one_card_with_provenance(merge_dir, library):
    summary = library.import_files([merge_dir / "oracle.json", merge_dir / "cards.xml"])
    assert summary.imported == 7 and library.count() == 7  # 2 cards in both: one each
    wharf = library.find_by_title("Lantern Wharf")
    assert len(wharf) == 1 and wharf[0].id == "oracle:901"
    assert library.source_of("oracle:901") == "oracle+xml"
    assert library.source_ids("oracle:901") == {"oracle": "oracle:901", "xml": "MRG001"}
    assert {edition_key(t) for t in wharf[0].legal} == {"ivory", "twenty_festivals"}
    cutter = library.find_by_title("Reed Cutter")[0]
    # the XML fills what the Oracle record lacks: traits (Unique); stats come from the Oracle
    assert cutter.keywords == ("Mantis Clan", "Samurai", "Unique") and cutter.personal_honor == 1
    prov = library.provenance(cutter.id)
    assert prov["keywords"] == "xml" and prov["personal_honor"] == "oracle"
    assert prov["legal"] == "oracle+xml"
    again = library.import_files([merge_dir / "cards.xml"])
    assert (again.imported, again.updated, again.unchanged) == (0, 0, 7)


def test_merge_across_two_imports(merge_dir, library):
    library.import_files([merge_dir / "cards.xml"])
    summary = library.import_files([merge_dir / "oracle.json"])
    assert library.count() == 7
    # the rows the XML made first keep their ids and gain the Oracle's fields
    cutter = library.find_by_title("Reed Cutter")[0]
    assert cutter.id == "MRG002" and cutter.personal_honor == 1
    assert library.provenance("MRG002")["personal_honor"] == "oracle"
    assert summary.updated == 2


PLAYER_DECK = """# Pre-Game (2)
# Stronghold (1)
1 Keep of Grey Stone (1)
# Holding (1)
1 Quiet Rice Fields
# Dynasty (40)
# Holdings (3)
3 Quiet Rice Fields
# Personalities (5)
3 Tessen Warden
1 Tessen Warden exp2
1 Tesen Warden Experienced 2
3 ?
# Fate
2 Lacquered Tetsubo (missing)
1 Sudden Squal
"""


def test_player_written_deck_keeps_what_resolves(deck_library):
    deck = parse_deck(PLAYER_DECK)
    assert deck.stronghold == "Keep of Grey Stone"
    assert [e.title for e in deck.pregame] == ["Quiet Rice Fields"]
    assert [(e.count, e.title) for e in deck.dynasty] == [
        (3, "Quiet Rice Fields"), (3, "Tessen Warden"), (1, "Tessen Warden - exp2"),
        (1, "Tesen Warden - exp2"), (3, "?")]
    assert deck.fate[0].note == "missing" and deck.fate[0].title == "Lacquered Tetsubo"
    resolution = dr.resolve_partial(deck, deck_library)
    assert resolution.resolved.stronghold.id == "TST004"
    assert len(resolution.resolved.dynasty) == 7 and len(resolution.resolved.fate) == 2
    unknown = {u.entry.line: u for u in resolution.unknown}
    assert sorted(unknown) == [12, 13, 16]
    assert unknown[12].suggestions[0] == "Tessen Warden - exp2"
    assert unknown[13].suggestions == () and "does not name" in unknown[13].reason
    assert unknown[16].suggestions[0] == "Sudden Squall"
    # legality runs on what resolved
    problems = check_legality(resolution.resolved, "celestial")
    assert any(p.code == "dynasty-size" for p in problems)
    accepted, replaced = dr.accept_suggestions(deck, resolution)
    assert replaced == 2
    again = dr.resolve_partial(accepted, deck_library)
    assert [u.entry.line for u in again.unknown] == [13]
    picked = dr.pick_by_line(accepted, again, 13, "Tessen Warden")
    assert dr.resolve_partial(picked, deck_library).complete
    for text in (write_l5d(picked, deck_library), write_text(picked)):
        assert resolve_deck(parse_deck(text), deck_library).stronghold.id == "TST004"


def test_missing_level_with_one_card_is_assumed(deck_library):
    deck = parse_deck("# Dynasty\n1 Sudden Squall\n")
    resolution = dr.resolve_partial(deck, deck_library)
    assert resolution.complete and resolution.assumed == []
    assert dr.loose_key("The Fall Back!") == dr.loose_key("fall back")


def test_deck_command_accepts_and_picks(deck_library, tmp_path, capsys):
    data_dir = deck_library.data_dir
    deck_file = tmp_path / "deck.txt"
    deck_file.write_text(PLAYER_DECK)
    out = tmp_path / "out.l5d"
    code = main(["deck", str(deck_file), "--data-dir", str(data_dir), "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 3 and [u["line"] for u in report["unknown"]] == [12, 13, 16]
    code = main(["deck", str(deck_file), "--data-dir", str(data_dir), "--accept-closest",
                 "--pick", "13=Tessen Warden", "--export", str(out), "--format", "ivory"])
    text = capsys.readouterr().out
    assert code == 0 and "Ivory Edition: NOT legal" in text
    assert resolve_deck(parse_deck(out.read_text()), deck_library).stronghold is not None
    code = main(["deck", str(deck_file), "--data-dir", str(data_dir), "--pick", "99=Nobody"])
    assert code == 2


def test_stronghold_without_stats_is_reported():
    """A database record of a Stronghold without Province Strength / Gold Production (the
    Oracle has one such Ivory Stronghold) would play as 0 and 0: legality says so."""
    from l5r_desktop.carddb.decks import ResolvedDeck
    from l5r_desktop.games.ccg.model.cards import CardDef, CardType

    bare = CardDef(id="x:1", title="Bare Keep", type=CardType.STRONGHOLD, legal=("ivory",))
    problems = check_legality(ResolvedDeck("d", bare), "ivory")
    data = [p for p in problems if p.code == "stronghold-data"]
    assert len(data) == 1 and "Province Strength, Gold Production" in data[0].message
    full = bare.replace(province_strength=7, gold_production=4, starting_honor=2)
    assert not [p for p in check_legality(ResolvedDeck("d", full), "ivory")
                if p.code == "stronghold-data"]


SLOT_CARDS = """<?xml version="1.0" encoding="UTF-8"?>
<cards>
  <card id="SL1" type="stronghold"><name>The Grey Halls of the Heron</name><clan>crab</clan>
    <province_strength>7</province_strength><gold_production>4</gold_production>
    <starting_honor>3</starting_honor></card>
  <card id="SL2" type="strategy"><name>The Grace of the Heron</name><cost>1</cost></card>
  <card id="SL3" type="holding"><name>Quiet Rice Fields</name><cost>2</cost></card>
  <card id="SL4" type="sensei"><name>Heron Sensei</name></card>
  <card id="SL5" type="strategy"><name>Egret Sense</name><cost>0</cost></card>
</cards>
"""


@pytest.mark.parametrize("text", [
    "\n1 The Noble Garrison of the Heron (1)\n\n# Dynasty (3)\n3 Quiet Rice Fields\n",  # EoPK
    "# Stronghold\n1 The Noble Garrison of the Heron\n# Dynasty\n3 Quiet Rice Fields\n",
])
def test_an_unknown_stronghold_line_is_answered_with_strongholds(library, tmp_path, text):
    """The Stronghold line (its slot, or the first line of a list without one, where EoPK
    writes it) suggests the closest Stronghold, not the closest title of any type."""
    (tmp_path / "slot.xml").write_text(SLOT_CARDS)
    library.import_files([tmp_path / "slot.xml"])
    deck = parse_deck(text)
    assert library.closest_titles("The Noble Garrison of the Heron", 1) == [
        "The Grace of the Heron"]
    resolution = dr.resolve_partial(deck, library)
    assert [u.suggestions[0] for u in resolution.unknown] == ["The Grey Halls of the Heron"]
    accepted, _ = dr.accept_suggestions(deck, resolution)
    assert dr.resolve_partial(accepted, library).resolved.stronghold.id == "SL1"


def test_an_unknown_sensei_line_is_answered_with_senseis(library, tmp_path):
    """Every Sensei is named "... Sensei": such a line outside any section (a list's second
    line, after its Stronghold) suggests the closest Sensei, not the closest title."""
    (tmp_path / "slot.xml").write_text(SLOT_CARDS)
    library.import_files([tmp_path / "slot.xml"])
    deck = parse_deck("The Grey Halls of the Heron\nEgret Sensei\n\n3 Quiet Rice Fields\n")
    assert library.closest_titles("Egret Sensei", 1) == ["Egret Sense"]
    resolution = dr.resolve_partial(deck, library)
    assert [(u.entry.line, u.suggestions[0]) for u in resolution.unknown] == [
        (2, "Heron Sensei")]


def test_a_later_unknown_line_keeps_the_plain_suggestions(library, tmp_path):
    (tmp_path / "slot.xml").write_text(SLOT_CARDS)
    library.import_files([tmp_path / "slot.xml"])
    deck = parse_deck("3 Quiet Rice Fields\n1 The Noble Garrison of the Heron\n")
    resolution = dr.resolve_partial(deck, library)
    assert resolution.unknown[0].suggestions[0] == "The Grace of the Heron"


def test_a_game_object_line_is_left_out_and_said(deck_library, tmp_path, capsys):
    """``1 Imperial Favor`` beside the Stronghold (a real Crane list): the Favor is gained in
    play [S1 › THE IMPERIAL FAVOR], no deck holds it; the line is kept out, not unknown."""
    text = "1 Keep of Grey Stone\n1 The Imperial Favor\n# Dynasty\n3 Quiet Rice Fields\n"
    deck = parse_deck(text)
    assert [(e.line, e.title) for e in deck.game_objects] == [(2, "The Imperial Favor")]
    resolution = dr.resolve_partial(deck, deck_library)
    assert resolution.complete and resolution.resolved.stronghold.id == "TST004"
    path = tmp_path / "favor.txt"
    path.write_text(text)
    assert main(["deck", str(path), "--data-dir", str(deck_library.data_dir)]) == 0
    out = capsys.readouterr().out
    assert "line 2: 'The Imperial Favor' left out (the Imperial Favor is part of the game" in out
    assert parse_deck("1 Imperial Favor Ring\n").game_objects == []  # only the Favor itself


def test_game_object_lines_are_written_back(deck_library):
    """Saving never drops a line the player wrote: ``write_l5d`` and ``write_text`` keep the
    Imperial Favor line, and it reads back as a game object, not a card."""
    from l5r_desktop.carddb.decks import write_l5d, write_text

    deck = parse_deck("# Stronghold\n1 Keep of Grey Stone\n1 Imperial Favor\n"
                      "# Dynasty\n3 Quiet Rice Fields\n")
    for text in (write_l5d(deck, deck_library), write_l5d(deck), write_text(deck)):
        again = parse_deck(text)
        assert [(e.count, e.title) for e in again.game_objects] == [(1, "Imperial Favor")]
        assert [(e.count, e.title) for e in again.dynasty] == [(3, "Quiet Rice Fields")]
        assert again.stronghold == "Keep of Grey Stone" and not again.unsorted
    assert "Imperial" not in write_l5d(parse_deck("3 Quiet Rice Fields\n"))


def test_every_the_is_ignored_when_words_match(deck_library):
    assert dr.loose_key("Temple of Heavenly Crab") == dr.loose_key("Temple of the Heavenly Crab")
    deck = parse_deck("# Dynasty\n3 Quiet the Rice Fields\n")
    resolution = dr.resolve_partial(deck, deck_library)
    assert resolution.complete
    assert [(e.line, t) for e, t in resolution.assumed] == [(2, "Quiet Rice Fields")]


def test_accept_closest_takes_only_the_card_surely_meant(deck_library, tmp_path, capsys):
    """A suggestion that is only a similar spelling of another card (``Quiet Rice`` →
    ``Quiet Rice Fields``) is not accepted by ``--accept-closest``: the line stays unknown
    for the player to pick; a one-letter slip and another experience level are accepted."""
    deck = parse_deck("# Dynasty\n1 Tessen Warden exp3\n1 Tesen Warden\n# Fate\n1 Quiet Rice\n")
    resolution = dr.resolve_partial(deck, deck_library)
    unknown = {u.entry.title: u for u in resolution.unknown}
    assert unknown["Quiet Rice"].suggestions[0] == "Quiet Rice Fields"
    assert not unknown["Quiet Rice"].confident
    assert unknown["Tessen Warden - exp3"].confident  # the same card at another level
    accepted, replaced = dr.accept_suggestions(deck, resolution)
    assert replaced == len(unknown) - 1
    again = dr.resolve_partial(accepted, deck_library)
    assert [u.entry.title for u in again.unknown] == ["Quiet Rice"]
    deck_file = tmp_path / "deck.txt"
    deck_file.write_text("# Fate\n1 Quiet Rice\n")
    code = main(["deck", str(deck_file), "--data-dir", str(deck_library.data_dir),
                 "--accept-closest"])
    out = capsys.readouterr().out
    assert code == 3 and "Quiet Rice" in out and "replaced" not in out
