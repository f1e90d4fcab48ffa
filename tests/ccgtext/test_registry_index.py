"""The registry's index (``registry.candidates``, ``ccgtext/first_words.py``): a text is tried
only on the templates whose pattern can start with its first word, and that never changes
which template reads it (issue 22)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from l5r_desktop.carddb.ccgtext import first_words, registry, translate
from l5r_desktop.carddb.ccgtext.translate import load_templates

_REAL = Path(__file__).resolve().parents[3] / "shared" / "carddata" / "oracle-json"


def _keys(pattern: str) -> set[str] | None:
    keys = first_words.pattern_keys(re.compile(pattern))
    return None if keys is None else set(keys)


def test_the_first_words_of_a_pattern() -> None:
    assert _keys(r"^Give (?P<who>.+) (?P<mods>[+-]\S+)$") == {"give "}
    assert _keys(r"^(?:You may take|Take) an additional action$") == {"you ", "take "}
    assert _keys(r"^Bow(?: this card)?$") == {"bow", "bow "}
    assert _keys(r"^[Dd]iscard the Imperial Favor$") == {"discard "}
    assert _keys(r"(?i)^destroy this card$") == {"destroy "}
    assert _keys(r"^(?P<v>Bow|Straighten) (?P<who>.+)$") == {"bow ", "straighten "}
    assert _keys(r"^Gain(?:s)? honor") == {"gain ", "gains "}


@pytest.mark.parametrize("pattern", [
    r"^(?P<rest>[A-Z].+?) if (?P<cond>[^,:]+)$",  # a first word of any letters
    r"^(?P<n>\d+) Gold$",  # a category
    r"^.*\bhim\b.*$",  # anything first
    r"^Bow",  # a word the pattern does not end: "Bows" matches too
    r"^Gain\s\d",  # \s is not only a space
    r"^Gain(?:s)+ honor",  # an unbounded repeat
])
def test_a_start_that_cannot_be_indexed(pattern: str) -> None:
    assert _keys(pattern) is None


def _needs(pattern: str) -> str | None:
    return first_words.required_text(re.compile(pattern))


def test_the_literal_part_every_match_holds() -> None:
    assert _needs(r"^(?P<rest>[A-Z].+?),? until (?P<until>[a-z][a-z ]+)$") == " until "
    assert _needs(r"^(?P<a>[A-Z].+?), or (?P<b>[^,]+?) if (?P<c>[^,:]+)$") == ", or "
    assert _needs(r"^Give (?P<who>the (?:duel's )?loser|the (?:duel's )?winner) \+1F$") \
        == "Give the "  # both alternatives start with "the "
    assert _needs(r"^(?P<v>Bow|Straighten) (?P<w>his|her) unit$") == " unit"
    assert _needs(r"(?i)^destroy this card$") is None  # any case: no plain substring
    assert _needs(r"^(?:Gain|Lose) \d+$") is None  # nothing of 3 characters or more
    assert _needs(r"^.*\b(?:him|her)\b.*$") is None


def test_a_text_without_the_literal_part_is_not_tried() -> None:
    load_templates()
    assert registry.skipped_match("sentence", "Bow him until the end of the turn") is None
    registry.candidates("sentence", "Gain 2 Honor")  # the index (and the literal parts) built
    until = [e for e in registry.entries("sentence") if e.needs == " until "]
    assert until and all(e.pattern.match("Bow him, until the end of the turn") for e in until)


def test_text_keys() -> None:
    assert first_words.text_key("Give him +2F") == "give "
    assert first_words.text_key("Bow") == "bow"
    assert first_words.text_key("Kyūden Kakita is bowed") is None  # non-ASCII: every template
    assert first_words.text_key("Bow\n") is None  # ``$`` matches before a final newline


def test_the_index_narrows_and_keeps_the_order() -> None:
    load_templates()
    every = registry.entries("sentence")
    tried = registry.candidates("sentence", "Gain 2 Honor")
    assert len(tried) < len(every) / 2
    positions = [every.index(e) for e in tried]
    assert positions == sorted(positions)
    assert all(registry.skipped_match(kind, text) is None for kind, text in [
        ("sentence", "Gain 2 Honor"), ("sentence", "Bow him"), ("head_cost", "Bow"),
        ("head_cost", "2 Gold"), ("constraint", "Discard the Imperial Favor")])


@pytest.fixture
def scratch(monkeypatch: pytest.MonkeyPatch) -> None:
    load_templates()
    monkeypatch.setattr(registry, "_REGISTRY",
                        {k: list(v) for k, v in registry._REGISTRY.items()})


def test_a_template_added_later_is_indexed(scratch: None) -> None:
    @registry.sentence(1, r"^Juggle (?P<n>\d+) oranges$")
    def _juggle(r, m: re.Match[str]) -> None:
        r.effects.append({"op": "draw", "amount": int(m["n"]), "player": "you"})

    assert _juggle in [e.fn for e in registry.candidates("sentence", "Juggle 3 oranges")]
    assert _juggle not in [e.fn for e in registry.candidates("sentence", "Gain 3 Honor")]


def test_a_wrongly_indexed_template_is_reported(scratch: None,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    @registry.sentence(1, r"^Juggle (?P<n>\d+) oranges$")
    def _juggle(r, m: re.Match[str]) -> None:
        r.effects.append({"op": "draw", "amount": int(m["n"]), "player": "you"})

    real = first_words.analyse
    monkeypatch.setattr(registry, "analyse",  # a derivation gone wrong
                        lambda p: (frozenset({"throw "}), None) if "Juggle" in p.pattern
                        else real(p))
    problem = registry.skipped_match("sentence", "Juggle 3 oranges")
    assert problem is not None and "indexed=False" in problem and "_juggle" in problem

    @registry.sentence(1, r"^Juggle (?P<n>\d+) apples$", indexed=False)
    def _apples(r, m: re.Match[str]) -> None:
        r.effects.append({"op": "draw", "amount": int(m["n"]), "player": "you"})

    assert registry.skipped_match("sentence", "Juggle 3 apples") is None


def _every_record(monkeypatch: pytest.MonkeyPatch | None) -> str:
    from l5r_desktop.carddb.importers.oracle_json import parse_file

    if monkeypatch is not None:  # no index: every template tried in order, as before
        monkeypatch.setattr(registry, "candidates", lambda kind, text: registry.entries(kind))
    out = {}
    for path in sorted(_REAL.glob("*.json")):
        for parsed in parse_file(path).cards:
            if parsed.card.text.strip():
                out[parsed.card.id] = translate(parsed.card)
    return json.dumps(out, sort_keys=True)


def test_the_real_export_reads_the_same_with_and_without_the_index(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every card of the real Oracle export: the JSON of its records with the index equals the
    JSON without it (and every text dispatched is checked by ``conftest``)."""
    if not _REAL.is_dir():
        pytest.skip(f"Oracle export not available at {_REAL}")
    indexed = _every_record(None)
    with monkeypatch.context() as m:
        plain = _every_record(m)
    assert indexed == plain
