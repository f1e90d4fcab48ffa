"""The translator's reading of Reactions that change a Ranged Attack's strength
(``templates/ranged_reactions.py``): exact records for invented lines, near misses manual."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_BOWMEN = CardDef(id="t:1", title="Pine Bowmen", type=CardType.FOLLOWER, force=1)
_BUTTS = CardDef(id="t:2", title="Pine Butts", type=CardType.HOLDING)
_SEER = CardDef(id="t:3", title="Kasuga Oki", type=CardType.PERSONALITY, force=1, chi=3)
_TRIGGER = {"event": "targeted", "card": "any", "attack": "ranged"}


def test_reads_the_change_the_condition_and_the_choice() -> None:
    assert translate_ability("Reaction: After a Ranged Attack is targeted, give it +3 "
                             "strength.", _BUTTS) == {
        "timing": "reaction", "trigger": _TRIGGER,
        "effects": [{"op": "attack_strength", "amount": 3}]}
    assert translate_ability("Reaction: If Pine Bowmen is at the current battlefield, after "
                             "a Ranged Attack is targeted: Give the Ranged Attack -1 "
                             "strength.", _BOWMEN) == {
        "timing": "reaction", "trigger": _TRIGGER, "condition": {"at_current": True},
        "effects": [{"op": "attack_strength", "amount": -1}]}
    assert translate_ability("Reaction, Bow: After a Ranged Attack is targeted: Give it +1 or "
                             "-1 strength.", _SEER) == {
        "timing": "reaction", "trigger": _TRIGGER, "cost": {"bow_self": True},
        "effects": [{"op": "attack_strength", "amount": 1, "optional": 1},
                    {"op": "attack_strength", "amount": -1, "otherwise": 1}]}


@pytest.mark.parametrize(("line", "card"), [
    # a Holding is never at a battlefield; another card's location
    ("Reaction: If this card is at the current battlefield, after a Ranged Attack is "
     "targeted: Give it +4 strength.", _BUTTS),
    ("Reaction: If Kasuga Oki is at the current battlefield, after a Ranged Attack is "
     "targeted: Give it +2 strength.", _BOWMEN),
    # whose attack, Melee Attacks, a zero change, another sentence
    ("Reaction: After your Ranged Attack is targeted: Give it +2 strength.", _SEER),
    ("Reaction: After a Melee Attack is targeted: Give it +2 strength.", _SEER),
    ("Reaction: After a Ranged Attack is targeted: Give it +0 strength.", _SEER),
    ("Reaction: After a Ranged Attack is targeted: Give it +2 strength. Gain 1 Honor.",
     _SEER),
])
def test_near_misses_stay_manual(line: str, card: CardDef) -> None:
    rec = translate_ability(line, card)
    assert rec is None or "manual" in rec, rec
