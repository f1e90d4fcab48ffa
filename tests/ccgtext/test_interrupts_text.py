"""The translator's reading of Twenty Festivals Interrupts to an action
(``templates/interrupts.py``): exact records for invented lines, and near misses left manual
(never a guess)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_MAN = CardDef(id="t:1", title="Plum Sentinel", type=CardType.PERSONALITY, force=2, chi=2)
_PIKES = CardDef(id="t:2", title="Plum Pikes", type=CardType.FOLLOWER, force=2)
_PLOY = CardDef(id="t:3", title="Plum Ploy", type=CardType.STRATEGY, gold_cost=1)
_INT = {"event": "before_resolution", "card": "any", "interrupt": True}


def _rec(line: str, card: CardDef) -> dict[str, Any] | None:
    rec = translate_ability(line, card)
    return None if rec is None or "manual" in rec else rec


def test_delayed_effects_after_the_action() -> None:
    assert _rec("Interrupt: If the action is yours, bow Plum Pikes after it resolves.",
                _PIKES) == {
        "timing": "reaction", "trigger": {**_INT, "by": "you"},
        "effects": [{"op": "after_action_resolves",
                     "effects": [{"op": "bow", "target": "self"}]}]}
    assert _rec("Interrupt: If the action is a Fear action, after it resolves, give your "
                "target Follower +1F.", _MAN) == {
        "timing": "reaction", "trigger": {**_INT, "action": "fear"},
        "targets": [{"type": "follower", "controller": "you"}],
        "effects": [{"op": "after_action_resolves", "effects": [
            {"op": "modify_stat", "target": 0, "stat": "force", "amount": 1,
             "duration": "turn"}]}]}
    rec = _rec("Interrupt, Bow: If the action is another player's and Kiho, straighten "
               "Sentinel after it resolves.", _MAN)
    assert rec is not None and rec["trigger"] == {**_INT, "by": "other", "action": "kiho"}
    assert rec["cost"] == {"bow_self": True}


def test_negations() -> None:
    assert _rec("Interrupt: Negate Sentinel's bowing and destruction from the action.",
                _MAN)["effects"] == [  # type: ignore[index]
        {"op": "negate_action", "on": "self", "what": ["bow", "destroy"]}]
    assert _rec("Interrupt: Negate the action's Ranged Attacks.", _PLOY) == {
        "timing": "reaction", "trigger": dict(_INT), "cost": {"gold": "card"},
        "effects": [{"op": "negate_action", "what": ["ranged"]}]}
    rec = _rec("Interrupt: Negate the action if it is Battle.", _PLOY)
    assert rec is not None and rec["trigger"] == {**_INT, "action": "battle"}
    rec = _rec("Interrupt: Bow your target Samurai. Negate the effects of an Open or Battle "
               "action.", _PLOY)
    assert rec is not None and rec["trigger"]["action"] == ["open", "battle"]
    assert rec["effects"] == [{"op": "bow", "target": 0}, {"op": "negate_action"}]


def test_near_misses_stay_manual() -> None:
    for line, card in (
            # Political / Tactical: the players' own actions of that kind open no window
            ("Interrupt: If the action is yours and Political, straighten Sentinel after it "
             "resolves.", _MAN),
            ("Interrupt: Negate the action if it is Tactical.", _PLOY),
            # what the action did, its targets, its remaining effects: not read
            ("Interrupt: After the action resolves, if it bowed Sentinel, gain 1 Honor.",
             _MAN),
            ("Interrupt: If the action targets Sentinel, negate it.", _MAN),
            ("Interrupt: Negate the action's remaining effects.", _PLOY),
            ("Interrupt: Destroy a target Follower after it resolves.", _PLOY),
            # two kinds asked of the action
            ("Interrupt: If the action is yours and Kiho, negate the action if it is "
             "Battle.", _MAN),
    ):
        assert _rec(line, card) is None, line


def test_a_card_paid_before_to() -> None:
    """"Bow your target <unbowed spec> to <negation>" / "Destroy your target <spec> to ...":
    the card pays (``bow_targets`` / ``destroy_targets``), the negation contingent on it;
    "honorable" is not dishonorable [CE › HONORABLE AND DISHONORABLE]; a Weapon / Armor is an
    Item or a Spell with that keyword (both carry it in the real export)."""
    assert _rec("Interrupt: Bow your target unbowed Armor to negate the action's Fear "
                "effects.", _PLOY) == {
        "timing": "reaction", "trigger": dict(_INT),
        "cost": {"gold": "card", "bow_targets": [0]},
        "targets": [{"type": ["item", "spell"], "controller": "you", "bowed": False,
                     "keyword": "Armor"}],
        "effects": [{"op": "negate_action", "what": ["fear"]}]}
    assert _rec("Interrupt: If the action is another player's, destroy your target honorable "
                "Courtier to negate your target Samurai's bowing from it.", _PLOY) == {
        "timing": "reaction", "trigger": {**_INT, "by": "other"},
        "cost": {"gold": "card", "destroy_targets": [0]},
        "targets": [{"type": "personality", "controller": "you", "dishonorable": False,
                     "keyword": "Courtier"},
                    {"type": "personality", "controller": "you", "keyword": "Samurai"}],
        "effects": [{"op": "negate_action", "on": 1, "what": ["bow"]}]}
    # a bowed card cannot pay a bow cost: "your target Weapon" (bowed or not) stays manual
    assert _rec("Interrupt: Bow your target Weapon to negate the action's Fear effects.",
                _PLOY) is None


def test_penalties_on_the_unit_and_actions_from_a_card_type() -> None:
    rec = _rec("Interrupt: Negate the action's Force penalties on each card in this unit.",
               _PIKES)
    assert rec is not None and rec["effects"] == [
        {"op": "negate_action", "on": "unit", "what": ["penalty"]}]
    assert _rec("Interrupt: Negate the action's Force penalties on the cards in this unit.",
                _PLOY) is None  # a Strategy is in no unit
    rec = _rec("Interrupt: Negate a Battle action from a Holding.", _PLOY)
    assert rec is not None and rec["trigger"] == {**_INT, "action": "battle",
                                                  "type": "holding"}


def test_a_scout_is_a_personality_or_a_follower() -> None:
    """"Scout" is on Personalities and Followers in the real export."""
    rec = translate_ability("Battle: Give your target opposed Scout +1F.", _PLOY)
    assert rec is not None and rec["targets"] == [
        {"type": ["personality", "follower"], "controller": "you", "keyword": "Scout",
         "opposed": True}]
