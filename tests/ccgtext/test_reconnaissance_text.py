"""The translator's Reconnaissance (``templates/reconnaissance.py``): "If you have
Reconnaissance" as the ability's condition or an effect's, and "You have Reconnaissance at
this battlefield." as the effect; the rest stays manual (the translator may never guess)."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd

_SCOUT = CardDef.from_dict(cd("Tensin", "personality", force=2, chi=2, gold_cost=3,
                              personal_honor=2))
_RECON = {"player": "you", "reconnaissance": True}


def test_if_you_have_reconnaissance_is_the_abilitys_condition() -> None:
    rec = translate_ability("Battle: If you have Reconnaissance: Ranged 2 Attack.", _SCOUT)
    assert rec["condition"] == {"reconnaissance": True}
    assert rec["effects"] == [{"op": "ranged_attack", "target": 0, "amount": 2}]


def test_with_a_target_after_the_condition() -> None:
    rec = translate_ability("Battle: If you have Reconnaissance, target an enemy Follower: "
                            "Bow it.", _SCOUT)
    assert rec["condition"] == {"reconnaissance": True}
    assert rec["targets"] == [{"type": "follower", "controller": "opponent"}]


def test_an_effect_if_you_have_reconnaissance() -> None:
    rec = translate_ability("Battle: Ranged 2 Attack with +3 strength if you have "
                            "Reconnaissance.", _SCOUT)
    assert rec["effects"] == [
        {"op": "ranged_attack", "target": 0, "amount": 2, "if": {"not": _RECON}},
        {"op": "ranged_attack", "target": 0, "amount": 5, "if": _RECON}]


@pytest.mark.parametrize("where", ["this", "the current"])
def test_you_have_reconnaissance_at_this_battlefield(where: str) -> None:
    rec = translate_ability(f"Battle: You have Reconnaissance at {where} battlefield.", _SCOUT)
    assert rec["effects"] == [{"op": "reconnaissance"}]


@pytest.mark.parametrize("line", [
    # (a cost's "unless Reconnaissance" is read now: tests/ccgtext/test_core_costs_targets.py)
    "Battle: Target your Scout: You have Reconnaissance there.",  # "there"
    "Battle: If you do not have Reconnaissance: Ranged 2 Attack.",
    "Recon Reaction: After engaging: You have Reconnaissance at another battlefield.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert translate_ability(line, _SCOUT) is None


def test_after_engaging() -> None:
    """"after engaging" Reactions (``templates/engaging.py``) give Reconnaissance where the
    battle began."""
    assert translate_ability("Recon Reaction: After engaging: You have Reconnaissance at the "
                             "current battlefield.", _SCOUT) == {
        "timing": "reaction", "trigger": {"event": "engaged", "card": "any"},
        "keywords": ["recon"], "effects": [{"op": "reconnaissance"}]}
