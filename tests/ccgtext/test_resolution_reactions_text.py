"""The translator's reading of Reactions after the resolution of an action that bowed a card
(``templates/resolution_reactions.py``): exact records for our own lines, near misses manual."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_MONK = CardDef(id="t:1", title="Plum Monk", type=CardType.PERSONALITY, force=2, chi=2)
_PLOY = CardDef(id="t:2", title="Plum Ploy", type=CardType.STRATEGY, gold_cost=1)


def test_reads_the_bowed_card_and_a_card_at_its_location() -> None:
    assert translate_ability(
        "Reaction: After the resolution of an action that bowed a Personality at Plum Monk's "
        "battlefield, target him: Give him -2F.", _MONK) == {
        "timing": "reaction",
        "trigger": {"event": "resolved_bowed", "card": "any", "type": "personality",
                    "here": "battlefield"},
        "targets": [{"type": "personality", "trigger_card": "is"}],
        "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -2,
                     "duration": "turn"}]}
    assert translate_ability(
        "Reaction: After the resolution of your action that bowed a Follower, target an "
        "enemy Personality at the same location: Dishonor him.", _PLOY) == {
        "timing": "reaction",
        "trigger": {"event": "resolved_bowed", "card": "any", "by": "you", "type": "follower"},
        "cost": {"gold": "card"},
        "targets": [{"type": "personality", "controller": "opponent",
                     "trigger_card": "near"}],
        "effects": [{"op": "dishonor", "target": 0}]}


def test_near_misses_stay_manual() -> None:
    for line in (
            "Reaction: After the resolution of an action that moved a Personality, target "
            "him: Bow him.",
            "Reaction: After the resolution of an action that bowed a Ring: Straighten the Ring.",
            "Reaction: After the resolution of an action that bowed a Personality: Gain 1 "
            "Honor.",
            "Reaction: After the resolution of an action that bowed a Personality at a "
            "battlefield at this province, target him: Bow him.",
            "Reaction: After the resolution of an action that bowed a Personality at Plum "
            "Riders's battlefield, target him: Bow him."):
        rec = translate_ability(line, _MONK)
        assert rec is None or "manual" in rec, line
