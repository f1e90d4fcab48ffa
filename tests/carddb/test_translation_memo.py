"""The translator's memo (``carddb/translation_memo.py``, issue 22): a remembered reading is
exactly what the translator gives, it is reused only for a card the translator would read the
same way, and it is forgotten when the templates change."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from l5r_desktop.carddb import translation_memo
from l5r_desktop.carddb.ccgtext import registry, split_abilities, translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_GAIN = "Limited: Gain 2 Honor."
_BOW_SELF = "Battle: Bow Kaze Tomo."


def _card(text: str, *, title: str = "Kaze Tomo", kind: CardType = CardType.PERSONALITY,
          card_id: str = "x:1", **stats: int) -> CardDef:
    return CardDef(id=card_id, title=title, base_title=title, type=kind, text=text, **stats)


@pytest.fixture(autouse=True)
def _fresh_memo():
    translation_memo.clear()
    yield
    translation_memo.clear()


def test_a_line_read_again_for_an_alike_card_is_remembered() -> None:
    """The first reading of a line is plain, the second is remembered, the third reused."""
    alike = CardDef(id="x:2", title="Kaze Tomo", base_title="Kaze Tomo", text=_GAIN,
                    type=CardType.PERSONALITY, clans=("Crab",), force=3)  # fields not read
    first = translation_memo.translate(_GAIN, _card(_GAIN))
    assert translation_memo.stats() == {"hits": 0, "misses": 1} and not translation_memo._memo
    second = translation_memo.translate(_GAIN, _card(_GAIN, card_id="x:3"))
    assert translation_memo._memo  # remembered from the second reading on
    again = translation_memo.translate(_GAIN, alike)
    assert first == second == again == translate_ability(_GAIN, _card(_GAIN))
    assert first is not None and first["effects"][0]["op"] == "gain_honor"
    assert translation_memo.stats() == {"hits": 1, "misses": 2}
    again["effects"].clear()  # a caller changing its record changes no other card's
    assert translation_memo.translate(_GAIN, _card(_GAIN)) == first


def test_a_card_the_translator_reads_differently_is_read_again() -> None:
    as_personality = translation_memo.translate(_GAIN, _card(_GAIN))
    as_event = translation_memo.translate(_GAIN, _card(_GAIN, kind=CardType.EVENT))
    assert as_personality is not None and as_event is None  # events are not read yet
    assert translation_memo.stats()["misses"] == 2
    # the card's own name: "Bow Kaze Tomo" names itself only on Kaze Tomo
    own = translation_memo.translate(_BOW_SELF, _card(_BOW_SELF))
    other = translation_memo.translate(_BOW_SELF, _card(_BOW_SELF, title="Doji Hoturi"))
    assert own == translate_ability(_BOW_SELF, _card(_BOW_SELF))
    assert other == translate_ability(_BOW_SELF, _card(_BOW_SELF, title="Doji Hoturi"))
    assert own != other


def test_gold_production_is_a_question_the_memo_asks() -> None:
    line = "Bow: Produce 2 Gold."
    holding = translation_memo.translate(line, _card(line, kind=CardType.HOLDING,
                                                     gold_production=2))
    other = translation_memo.translate(line, _card(line, kind=CardType.HOLDING,
                                                   gold_production=3))
    assert holding == {} and other == translate_ability(
        line, _card(line, kind=CardType.HOLDING, gold_production=3))


def test_a_new_template_forgets_what_was_read(monkeypatch: pytest.MonkeyPatch) -> None:
    from l5r_desktop.carddb.ccgtext.translate import load_templates

    load_templates()
    before = translation_memo.translate(_GAIN, _card(_GAIN))
    monkeypatch.setattr(registry, "_REGISTRY", {k: list(v) for k, v in
                                                registry._REGISTRY.items()})

    @registry.sentence(5, r"^Gain (?P<n>\d+) Honor$")
    def _draw(r, m: re.Match[str]) -> None:
        r.effects.append({"op": "draw", "amount": int(m["n"]), "player": "you"})

    after = translation_memo.translate(_GAIN, _card(_GAIN))
    assert before is not None and after is not None
    assert before["effects"][0]["op"] == "gain_honor" and after["effects"][0]["op"] == "draw"


def test_a_reading_that_used_the_card_otherwise_is_not_remembered(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from l5r_desktop.carddb import translation_memo as memo

    def reads_whole_card(line: str, card: CardDef) -> dict[str, str]:
        return {"seen": card.to_dict()["title"]}

    monkeypatch.setattr(memo, "translate_ability", reads_whole_card)
    assert memo.translate(_GAIN, _card(_GAIN)) == {"seen": "Kaze Tomo"}
    assert memo.translate(_GAIN, _card(_GAIN)) == {"seen": "Kaze Tomo"}
    assert memo.translate(_GAIN, _card(_GAIN, title="Doji Hoturi")) == {"seen": "Doji Hoturi"}
    assert memo.stats() == {"hits": 0, "misses": 3} and not memo._memo


def test_the_real_export_reads_the_same_with_the_memo(oracle_dir: Path) -> None:
    """Every ability line of every real card (and of two copies under other titles, as a bigger
    import holds): the memo's record equals the translator's own."""
    from l5r_desktop.carddb.importers import oracle_json

    cards = [p.card for f in sorted(oracle_dir.glob("*.json"))
             for p in oracle_json.parse_file(f).cards]
    copies = [CardDef.from_dict({**c.to_dict(), "id": f"{c.id}-{n}",
                                 "title": f"{c.title} {n}",
                                 "base_title": f"{c.base_title or c.title} {n}"})
              for n in (1, 2) for c in cards]
    translation_memo.clear()
    for card in cards + copies:
        for line in split_abilities(card.text):
            assert translation_memo.translate(line, card) == translate_ability(line, card), \
                (card.id, line)
    assert translation_memo.stats()["hits"] > len(cards) // 2


def test_an_import_pauses_the_garbage_collector_and_restores_it(
        library, fixtures: Path, monkeypatch: pytest.MonkeyPatch,
        request: pytest.FixtureRequest) -> None:
    """The import runs with the cyclic collector paused (issue 22) and leaves it as it found
    it, also when the import fails."""
    import gc

    # the app's create_application leaves automatic collection off (the GUI thread collects:
    # ui/gui_thread_gc.py), so a Qt test earlier in the process leaves it off: start with it on
    request.addfinalizer(gc.enable if gc.isenabled() else gc.disable)
    gc.enable()

    from l5r_desktop.carddb import library_import

    seen: list[bool] = []
    parse = library_import.LibraryImports.parse_card_file

    def watching(path: Path, **options):
        seen.append(gc.isenabled())
        return parse(path, **options)

    monkeypatch.setattr(library_import.LibraryImports, "parse_card_file", staticmethod(watching))
    files = sorted(fixtures.glob("*.json"))
    assert files
    assert gc.isenabled()
    library.import_files(files[:1])
    assert seen == [False] and gc.isenabled()

    def broken(path: Path, **_options):
        raise RuntimeError("disk gone")

    monkeypatch.setattr(library_import.LibraryImports, "parse_card_file", staticmethod(broken))
    with pytest.raises(RuntimeError):
        library.import_files(files[:1])
    assert gc.isenabled()
    gc.disable()
    try:
        library.import_files([])
        assert not gc.isenabled()  # paused by the caller: stays paused
    finally:
        gc.enable()
