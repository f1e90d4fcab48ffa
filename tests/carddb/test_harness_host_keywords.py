"""The per-card harness checks an effect conditioned on its host's keyword
(``tests/carddb/harness/host_keywords.py``): the host is given the keyword, so the effect must
happen. Our own invented Spell."""

from __future__ import annotations

from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness import exercise, host_keywords

_RECORD = {"timing": "battle", "cost": {"bow_self": True},
           "effects": [{"op": "straighten", "target": "host",
                        "if": {"card": "host", "keyword": "Air"}},
                       {"op": "gain_honor", "amount": 2, "player": "you",
                        "if": {"card": "host", "keyword": "Air"}}]}
_SPELL = CardDef(id="test:gust", title="Gust of Cedar Leaves", type=CardType.SPELL,
                 gold_cost=1, focus=1, abilities=(_RECORD,))


def test_the_keywords_a_record_asks_of_the_host() -> None:
    assert host_keywords.named(_RECORD) == ["Air"]
    assert host_keywords.named({"effects": [{"op": "bow", "target": 0,
                                             "if": {"card": 0, "keyword": "Air"}}]}) == []


def test_an_effect_under_the_hosts_keyword_is_checked(monkeypatch) -> None:
    from l5r_desktop.games.ccg.cardtext import abilities

    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_RECORD], ["data"]))
    assert exercise(_SPELL, 0, _RECORD) == []
    monkeypatch.setattr(abilities, "run_effects", lambda *a, **k: [])
    assert exercise(_SPELL, 0, _RECORD) == [  # the host, bowed before, still bowed
        "straighten: the target is still bowed (or gone)",
        "Honor changed by [0, 0], record [2, 0]"]
