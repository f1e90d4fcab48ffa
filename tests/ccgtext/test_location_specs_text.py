"""Target specs naming a location (``words.spec``): "at any location" (``any_location``: the
Rule of Location's first part does not apply to that target) and "at home" (``at_home``)."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.carddb.ccgtext.words import spec
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd

_STRATEGY = CardDef.from_dict(cd("Onward", "strategy", gold_cost=0, focus=1))


def test_the_specs() -> None:
    assert spec("Courtier at any location", "your") == {
        "type": "personality", "controller": "you", "keyword": "Courtier",
        "any_location": True}
    assert spec("Personality at home", "your") == {
        "type": "personality", "controller": "you", "at_home": True}


def test_a_performer_at_any_location_pays_a_bow_cost() -> None:
    rec = translate_ability("Battle: Bow your performing Shugenja at any location and target "
                            "a Follower: Bow it.", _STRATEGY)
    assert rec["targets"][0] == {"type": "personality", "controller": "you",
                                 "performer": True, "keyword": "Shugenja",
                                 "any_location": True, "bowed": False}
    assert rec["cost"]["bow_targets"] == [0]


def test_a_place_the_spec_words_do_not_know_stays_manual() -> None:
    assert translate_ability("Battle: Target a Personality at another battlefield: Bow him.",
                             _STRATEGY) is None


_KENJI = CardDef.from_dict(cd("Kenji", "personality", force=2, chi=2, gold_cost=3,
                              personal_honor=2))


def test_even_if_kenji_is_not_at_the_current_battlefield() -> None:
    """The permission to take the action while his unit is elsewhere (``away_ok``)."""
    rec = translate_ability("Battle: Even if Kenji is not at the current battlefield, target "
                            "a defending Follower: Bow it.", _KENJI)
    assert rec["away_ok"] is True
    assert rec["effects"] == [{"op": "bow", "target": 0}]


def test_even_if_another_card_is_not_there_stays_manual() -> None:
    assert translate_ability("Battle: Even if Bob is not at the current battlefield, target a "
                             "Personality: Move him home.", _KENJI) is None
