"""Real cards against records checked by hand against their printed text (the Oracle export in
../shared; skipped when it is absent). Only card ids and our own records are written here,
never the cards' words. A wrong translation of any of these cards fails the test."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

_REAL = Path(__file__).resolve().parents[3] / "shared" / "carddata" / "oracle-json"
_ME = {"type": "personality", "controller": "you", "performer": True}
_GOLD = {"gold": "card"}

#: oracle id -> the records of its abilities in order (``None``: the ability stays manual;
#: ``{}``: the engine plays it from a stat, as Gold production).
EXPECTED: dict[str, list[dict[str, Any] | None]] = {
    # Follower: Battle, -3F to an enemy Personality or Follower
    "oracle:10686": [{"timing": "battle",
                      "targets": [{"type": ["personality", "follower"],
                                   "controller": "opponent"}],
                      "effects": [{"op": "modify_stat", "target": 0, "stat": "force",
                                   "amount": -3, "duration": "turn"}]}],
    # Holding: Gold production (its stat), Limited: bow your Shugenja, gain 1 Honor
    "oracle:7875": [{}, {"timing": "limited", "cost": {"bow_targets": [0]},
                           "targets": [{**_ME, "keyword": "Shugenja", "bowed": False}],
                           "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}],
    # Strategy: a Reaction negating a Battle action taken as an additional action (actions
    # lane, 27 Nov); Battle: your unbowed performer sends home a Personality without
    # attachments
    "oracle:2283": [{"timing": "reaction", "trigger": {"event": "before_resolution",
                                                       "card": "any", "action": "battle",
                                                       "additional": True},
                     "cost": _GOLD, "effects": [{"op": "negate_action"}]},
                    {"timing": "battle", "cost": _GOLD,
                           "targets": [{**_ME, "bowed": False},
                                       {"type": "personality", "no_attachments": True}],
                           "effects": [{"op": "move_home", "target": 1}]}],
    # Strategy: chosen (not targeted) unbowed Samurai, bow a target enemy card
    "oracle:8999": [{"timing": "battle", "cost": _GOLD,
                     "targets": [{**_ME, "bowed": False, "keyword": "Samurai",
                                  "choose": True},
                                 {"type": ["personality", "attachment"],
                                  "controller": "opponent"}],
                     "effects": [{"op": "bow", "target": 1}]}],
    # Strategy: bow your Courtier (cost), dishonor a target Personality, draw a card
    "oracle:9932": [{"timing": "limited", "cost": {**_GOLD, "bow_targets": [0]},
                     "targets": [{**_ME, "keyword": "Courtier", "bowed": False},
                                 {"type": "personality"}],
                     "effects": [{"op": "dishonor", "target": 1},
                                 {"op": "draw", "amount": 1, "player": "you"}]}],
    # Strategy: bow your Personality or Follower: Ranged 4 (the discard-pile use is manual)
    "oracle:10176": [{"timing": "battle", "cost": {**_GOLD, "bow_targets": [0]},
                      "targets": [{**_ME, "type": ["personality", "follower"],
                                   "bowed": False}, {"type": "ranged"}],
                      "effects": [{"op": "ranged_attack", "target": 1, "amount": 4}]}, None],
    # Strategy: straighten your bowed performer and +3F
    "oracle:10368": [{"timing": "battle", "cost": _GOLD,
                      "targets": [{**_ME, "bowed": True}],
                      "effects": [{"op": "straighten", "target": 0},
                                  {"op": "modify_stat", "target": 0, "stat": "force",
                                   "amount": 3, "duration": "turn"}]}],
    # Personality: Battle, an enemy Personality or Follower gets a Force penalty equal to
    # this Personality's Personal Honor
    "oracle:10853": [{"timing": "battle",
                      "targets": [{"type": ["personality", "follower"],
                                   "controller": "opponent"}],
                      "effects": [{"op": "modify_stat", "target": 0, "stat": "force",
                                   "amount_from": {"card": "self", "stat": "personal_honor",
                                                   "sign": -1}, "duration": "turn"}]}],
    # Personality: Battle, an enemy Personality gets a Force penalty equal to his own Force
    "oracle:11764": [{"timing": "battle",
                      "targets": [{"type": "personality", "controller": "opponent"}],
                      "effects": [{"op": "modify_stat", "target": 0, "stat": "force",
                                   "amount_from": {"card": "self", "stat": "force",
                                                   "sign": -1}, "duration": "turn"}]}],
}


@pytest.mark.skipif(not _REAL.is_dir(), reason="the real Oracle export (../shared) is absent")
def test_real_cards_translate_to_the_hand_checked_records() -> None:
    from l5r_desktop.carddb.ccgtext import split_abilities, translate_ability
    from l5r_desktop.carddb.importers import oracle_json

    cards = {p.card.id: p.card for f in sorted(_REAL.glob("*.json"))
             for p in oracle_json.parse_file(f).cards if p.card.id in EXPECTED}
    assert set(cards) == set(EXPECTED)
    for cid, expected in EXPECTED.items():
        card = cards[cid]
        got = [translate_ability(line, card) for line in split_abilities(card.text)]
        assert got == expected, cid
