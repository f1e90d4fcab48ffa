"""Every automated real card is exercised (issue 17): for each record the importer attaches to a
card of the real Oracle export (the translator's reading or our card-by-card data,
``carddb/data/ccg_abilities.json``), the card is put where the ability can be used, the engine
uses it and the state and events are checked against the record (``tests/carddb/harness/``).

Parametrized over the real export in ../shared (skipped when it is absent). The fast suite runs
a fixed sample (every card-by-card record, plus every 8th other card); the whole pool runs under
the ``slow`` marker. Records of timings the harness cannot set up yet (Reactions, Interrupts,
Events ...) are listed by :func:`test_every_automated_record_has_a_harness`, which fails if
one appears, so a new kind of record comes with a way to exercise it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from l5r_desktop.carddb.ccg_abilities import ability_data
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness import Unusable, automated_records, exercisable, exercise

_ORACLE = Path(__file__).resolve().parents[3] / "shared" / "carddata" / "oracle-json"
_SAMPLE_EVERY = 8


def _real_cards() -> dict[str, CardDef]:
    if not _ORACLE.is_dir():
        return {}
    from l5r_desktop.carddb.importers import oracle_json

    return {p.card.id: p.card for f in sorted(_ORACLE.glob("*.json"))
            for p in oracle_json.parse_file(f).cards if automated_records(p.card)}


_CARDS = _real_cards()
_IDS = sorted(_CARDS, key=lambda cid: (len(cid), cid))
_SAMPLE = [cid for n, cid in enumerate(_IDS) if cid in ability_data() or n % _SAMPLE_EVERY == 0]
_needs_real = pytest.mark.skipif(not _CARDS, reason="the real Oracle export (../shared) is absent")


def _run(card_id: str) -> None:
    card = _CARDS[card_id]
    for index, record in automated_records(card):
        if not exercisable(record):
            continue
        try:
            problems = exercise(card, index, record)
        except Unusable as exc:
            pytest.fail(f"{card.id} ({card.title}) ability {index}: {exc}")
        assert not problems, f"{card.id} ({card.title}) ability {index}: {problems}"


@_needs_real
@pytest.mark.parametrize("card_id", _SAMPLE or ["none"])
def test_sampled_automated_cards_play_as_their_records(card_id: str) -> None:
    _run(card_id)


@_needs_real
@pytest.mark.slow
@pytest.mark.parametrize("card_id", [c for c in _IDS if c not in _SAMPLE] or ["none"])
def test_every_other_automated_card_plays_as_its_record(card_id: str) -> None:
    _run(card_id)


@_needs_real
def test_every_automated_record_has_a_harness() -> None:
    unexercised = sorted({(cid, r.get("timing"), (r.get("trigger") or {}).get("event"))
                          for cid, card in _CARDS.items()
                          for _i, r in automated_records(card)
                          if not exercisable(r)})
    assert not unexercised, f"records this harness cannot put in use: {unexercised[:20]}"


def test_the_harness_catches_an_engine_that_does_not_do_what_the_record_says(monkeypatch):
    """Our invented card: with the engine's effects switched off, the harness reports every
    effect of the record; with them on, none."""
    from l5r_desktop.games.ccg.cardtext import abilities
    from l5r_desktop.games.ccg.model.cards import CardType

    record = {"timing": "battle", "cost": {"gold": "card"},
              "targets": [{"type": "personality", "controller": "opponent"}],
              "effects": [{"op": "bow", "target": 0},
                          {"op": "modify_stat", "target": 0, "stat": "force", "amount": -2,
                           "duration": "turn"},
                          {"op": "gain_honor", "amount": 1, "player": "you"}]}
    card = CardDef(id="test:volley", title="Plum Volley", type=CardType.STRATEGY,
                   gold_cost=2, focus=1, abilities=(record,))
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    assert exercise(card, 0, record) == []
    monkeypatch.setattr(abilities, "run_effects", lambda *a, **k: [])
    problems = exercise(card, 0, record)
    assert problems == ["bow: the target is not bowed",
                        "modify_stat force: changed by 0, record -2",
                        "Honor changed by [0, 0], record [1, 0]"]


_REACTION = {"timing": "reaction", "trigger": {"event": "assigned", "card": "self"},
             "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
_INTERRUPT = {"timing": "interrupt", "trigger": {"event": "assigned", "card": "host"},
              "cost": {"bow_self": True},
              "effects": [{"op": "draw", "amount": 1, "player": "you"}]}


_TRAIT = {"timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
          "effects": [{"op": "lose_honor", "amount": 2, "player": "you"}]}


_INVEST = {"timing": "invest", "effects": [{"op": "invest", "amount": 2},
                                           {"op": "gain_honor", "amount": 1, "player": "you"}]}
_INVEST_LATER = {"timing": "reaction", "trigger": {"event": "enters_play", "card": "self"},
                 "cost": {"gold": 2}, "condition": {"not_invested": True},
                 "bowed_ok": True, "effects": _INVEST["effects"]}


@pytest.mark.parametrize(("kind", "record", "broken"), [
    ("personality", _INVEST, ["invest: Gold Cost changed by 0, record 2",
                              "Honor changed by [0, 0], record [1, 0]"]),
    ("personality", _INVEST_LATER, ["invest: Gold Cost changed by 0, record 2",
                                    "Honor changed by [0, 0], record [1, 0]"]),
    ("follower", _INVEST, ["invest: Gold Cost changed by 0, record 2",
                           "Honor changed by [0, 0], record [1, 0]"]),
    ("follower", _INVEST_LATER, ["invest: Gold Cost changed by 0, record 2",
                                 "Honor changed by [0, 0], record [1, 0]"]),
    ("personality", _REACTION, ["Honor changed by [0, 0], record [1, 0]"]),
    ("follower", _INTERRUPT, ["hands changed by [0, 0], record [1, 0]"]),
    ("personality", _TRAIT, ["Honor changed by [0, 0], record [-2, 0]"]),
    ("follower", _TRAIT, ["Honor changed by [0, 0], record [-2, 0]"]),
])
def test_the_harness_makes_triggers_happen_and_checks_the_response(monkeypatch, kind, record,
                                                                   broken):
    """Our invented cards: a Reaction after the card's unit is assigned, an Interrupt before
    its Personality's unit is assigned (the card bows to pay), a triggered trait as the card
    is recruited or equipped; with the effects switched off the harness reports them."""
    from l5r_desktop.games.ccg.cardtext import abilities
    from l5r_desktop.games.ccg.model.cards import CardType

    stats = {"personality": {"force": 2, "chi": 2, "personal_honor": 1, "gold_cost": 3,
                             "honor_requirement": 0},
             "follower": {"force": 1, "gold_cost": 1, "focus": 1}}[kind]
    card = CardDef(id="test:answer", title="Plum Sentry", type=CardType(kind),
                   abilities=(record,), **stats)
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([record], ["data"]))
    assert exercise(card, 0, record) == []
    monkeypatch.setattr(abilities, "run_effects", lambda *a, **k: [])
    assert exercise(card, 0, record) == broken


def test_conditional_amounts_may_or_may_not_apply() -> None:
    from tests.carddb.harness.checks import _outcomes

    assert _outcomes([1, 0], []) == [[1, 0]]
    assert sorted(_outcomes([1, 0], [(0, 2), (1, -1)])) == [[1, -1], [1, 0], [3, -1], [3, 0]]
