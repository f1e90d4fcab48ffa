"""The translator's template registry (``carddb/ccgtext/registry.py``): template modules are
found by themselves, readers are tried by order, a reader may decline (``False``) and the next
is tried, and a clause no reader takes leaves its ability manual."""

from __future__ import annotations

import re

import pytest

from l5r_desktop.carddb.ccgtext import registry, translate
from l5r_desktop.carddb.ccgtext.translate import load_templates
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


def _card(text: str) -> CardDef:
    return CardDef(id="x:1", title="Kaze Tomo", type=CardType.PERSONALITY, text=text,
                   base_title="Kaze Tomo")


@pytest.fixture
def scratch(monkeypatch: pytest.MonkeyPatch) -> None:
    """The registry as loaded, restored after the test (no template leaks to other tests)."""
    load_templates()
    monkeypatch.setattr(registry, "_REGISTRY",
                        {k: list(v) for k, v in registry._REGISTRY.items()})


def test_every_template_module_is_loaded() -> None:
    assert {"actions", "attacks", "card_effects", "player_effects", "targeting",
            "triggers"} <= set(load_templates())
    orders = [e.order for e in registry.entries("sentence")]
    assert orders == sorted(orders) and len(orders) >= 17


def test_an_added_template_is_tried_by_its_order(scratch: None) -> None:
    text = "Limited: Gain 1 Honor."
    assert translate(_card(text))[0][0]["effects"] == [
        {"op": "gain_honor", "amount": 1, "player": "you"}]

    @registry.sentence(5, r"^Gain (?P<n>\d+) Honor$")
    def _first(r, m: re.Match[str]) -> None:
        r.effects.append({"op": "draw", "amount": int(m["n"]), "player": "you"})

    assert translate(_card(text))[0][0]["effects"] == [
        {"op": "draw", "amount": 1, "player": "you"}]


def test_a_declining_template_passes_to_the_next(scratch: None) -> None:
    seen = []

    @registry.sentence(5, r"^Gain (?P<n>\d+) Honor$")
    def _decline(r, m: re.Match[str]) -> bool:
        seen.append(m[0])
        return False

    recs, auto = translate(_card("Limited: Gain 2 Honor."))
    assert seen == ["Gain 2 Honor"] and auto == [True]
    assert recs[0]["effects"] == [{"op": "gain_honor", "amount": 2, "player": "you"}]


def test_a_clause_no_template_reads_stays_manual(scratch: None) -> None:
    recs, auto = translate(_card("Limited: Juggle three oranges."))
    assert auto == [False] and recs == [{"manual": "ability 1 of the card's text",
                                         "ability": 1}]
    with pytest.raises(registry.Unread):
        registry.dispatch("sentence", None, "Juggle three oranges")
