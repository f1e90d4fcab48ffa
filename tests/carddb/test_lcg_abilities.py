"""Our LCG ability data: valid in the engine's vocabulary, keyed by real or demo card ids,
attached by the import, converted to the engine's card definitions; coverage classes."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.lcg_cards import LcgCard
from l5r_desktop.carddb.lcg_convert import ability_data, engine_deck, to_engine_card
from l5r_desktop.carddb.lcg_coverage import classify, coverage
from l5r_desktop.carddb.lcg_demo import lcg_demo_cards, lcg_demo_decks
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side, validate_ability
from tests.carddb.lcg_core_decks import REAL


def test_every_record_is_valid_vocabulary():
    data = ability_data()
    assert len(data) >= 20
    for card_id, records in data.items():
        for record in records:
            assert validate_ability(record) == [], (card_id, record)


def test_every_demo_id_exists_and_real_ids_exist_when_the_export_is_present():
    demo = {c.id for c in lcg_demo_cards()}
    keys = set(ability_data())
    assert {k for k in keys if k.startswith("demo-lcg:")} <= demo
    if (REAL / "Card").is_dir():
        real = {p.stem for p in (REAL / "Card").glob("*.json")}
        assert {k for k in keys if not k.startswith("demo-lcg:")} <= real


def test_conversion_to_the_engine_definition():
    keep = LcgCard(id="x-keep", name="Keep", type="stronghold", side="province", clan="crab",
                   strength_bonus=2, honor=11, fate=7, influence_pool=10, unique=True,
                   deck_limit=1)
    engine = to_engine_card(keep)
    assert (engine.side, engine.influence, engine.strength_bonus) == (Side.STRONGHOLD, 10, 2)
    odd = LcgCard(id="x-odd", name="Odd", type="character", side="conflict", military="X",
                  political="-", glory=1, cost=2, keywords=("Covert",), elements=(),
                  role_restriction="keeper", traits=("Bushi",))
    engine = to_engine_card(odd)
    assert (engine.military, engine.political, engine.keywords) == (None, None, ("covert",))
    assert engine.role_restrictions == ("keeper",) and engine.type is LcgType.CHARACTER
    province = LcgCard(id="x-p", name="P", type="province", side="province",
                       elements=("all",), strength=3)
    assert to_engine_card(province).element == ("air", "earth", "fire", "water", "void")
    assert LcgCardDef.from_dict(to_engine_card(odd).to_dict()) == to_engine_card(odd)


def test_demo_decks_convert_with_their_abilities_fully_automated():
    for deck in lcg_demo_decks():
        sections = engine_deck(deck)
        assert len(sections["stronghold"]) == 1 and len(sections["provinces"]) == 5
        assert len(sections["dynasty"]) == len(sections["conflict"]) == 40
        assert sections["stronghold"][0].abilities
    result = coverage(lcg_demo_cards(), ability_data())
    assert result["by_class"]["none"] == result["by_class"]["partly"] == 0


@pytest.mark.parametrize("text,keywords,records,expected", [
    ("", (), (), "vanilla"),
    ("Covert. (reminder.)", ("Covert",), (), "keywords"),
    ("Keeper role only.\nLimit 1 per deck.", (), (), "keywords"),
    ("Increase your deckbuilding influence value by 8. You may only spend influence on [crab] "
     "clan cards.", (), (), "keywords"),   # a Support role: the legality check plays it
    ("Increase your deckbuilding influence value by 3.\nReaction: After x – gain 1 fate.", (),
     (), "none"),
    ("Action: Draw 1 card.", (), (), "none"),
    ("Action: Draw 1 card.", (), ({"timing": "action"},), "full"),
    ("Action: Draw 1 card.", (), ({"timing": "action", "manual": "x"},), "partly"),
])
def test_coverage_classes(text, keywords, records, expected):
    card = LcgCard(id="x", name="X", type="event", side="conflict", text=text,
                   keywords=keywords)
    assert classify(card, records) == expected


def test_coverage_command_reports_the_whole_pool_and_each_pack(tmp_path, capsys):
    from l5r_desktop.carddb.lcg_coverage import main
    from tests.carddb.lcg_export import _record, write_export

    records = [_record("t-one", "One"), _record("t-two", "Two", text=""),
               _record("t-three", "Three", text="Sincerity. <i>(x)</i>")]
    packs = {"core": [{"card_id": "t-one", "quantity": 3}, {"card_id": "t-two", "quantity": 1}],
             "later": [{"card_id": "t-three", "quantity": 3}]}
    root = write_export(tmp_path / "json", records, packs)
    assert main([str(root), "--pack", "core"]) == 0
    out = capsys.readouterr().out
    assert f"FiveRingsDB export {root}: 3 cards" in out
    whole, core = out.split("Pack core: 2 cards")
    assert "| **all** | 1 | 1 | 0 | 0 | 1 |" in whole   # vanilla, keywords, none
    assert "| **all** | 1 | 0 | 0 | 0 | 1 |" in core.split("Demo cards")[0]
