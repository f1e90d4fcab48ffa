"""Reminder text inside an ability line is dropped when the line names the keyword it
explains (``carddb/ccgtext/reminders.py``) [S1 › CARD FEATURES]; "(this turn)" after a stat
change is the turn's duration. Our own test lines; near misses stay manual."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.carddb.ccgtext.reminders import drop_reminders
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_ATTACK_REMINDER = ("(Destroy a target enemy Follower, or Personality without Followers, with "
                    "4 or lower Force.)")
_FEAR_REMINDER = ("(Bow a target enemy Follower or Personality without Followers with Force "
                  "equal to or lower than the Fear's strength)")


def _rec(text: str, type_: CardType = CardType.PERSONALITY) -> dict | None:
    card = CardDef(id="x:1", title="Kaze Tomo", type=type_, text=text, base_title="Kaze Tomo")
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_attack_reminder_after_its_sentence_is_dropped() -> None:
    rec = _rec(f"Battle, Bow: Melee 4 Attack. {_ATTACK_REMINDER}")
    assert rec == {"timing": "battle", "cost": {"bow_self": True},
                   "targets": [{"type": "ranged"}],
                   "effects": [{"op": "melee_attack", "target": 0, "amount": 4}]}


def test_fear_reminder_inside_the_sentence_is_dropped() -> None:
    rec = _rec(f"Battle: Fear equal to Tomo's Force {_FEAR_REMINDER}. Gain 1 Honor.")
    assert rec == {"timing": "battle", "targets": [{"type": "ranged"}],
                   "effects": [{"op": "fear", "target": 0,
                                "amount_from": {"card": "self", "stat": "force", "sign": 1}},
                               {"op": "gain_honor", "amount": 1, "player": "you"}]}


def test_keyword_reminders_need_their_keyword() -> None:
    text = ("Repeatable Battle, Bow: Bow a target enemy Follower. (Repeatable actions may be "
            "taken any number of times per turn.)")
    assert _rec(text) == {"timing": "battle", "repeatable": True, "cost": {"bow_self": True},
                          "targets": [{"type": "follower", "controller": "opponent"}],
                          "effects": [{"op": "bow", "target": 0}]}
    # the same reminder on an ability without the keyword is not a reminder: manual
    assert _rec(text.replace("Repeatable Battle", "Battle")) is None
    # a Fear reminder beside a Ranged Attack explains nothing there: manual
    assert _rec(f"Battle: Ranged 2 Attack. {_FEAR_REMINDER}") is None
    assert drop_reminders(f"Battle: Ranged 2 Attack. {_FEAR_REMINDER}").endswith(")")


def test_other_parentheses_stay_manual() -> None:
    assert _rec("Battle: Bow a target Personality (at any location).") is None
    assert _rec("Battle: Ranged 2 Attack (which may target a Follower).") is None


def test_this_turn_in_parentheses_is_the_turn() -> None:
    rec = _rec("Battle: Give a target Personality +3F (this turn).", CardType.STRATEGY)
    assert rec is not None and rec["effects"] == [
        {"op": "modify_stat", "target": 0, "stat": "force", "amount": 3, "duration": "turn"}]
    rec = _rec("Open: Give a target Samurai a Force bonus equal to his Chi (until the turn ends).")
    assert rec is not None and rec["effects"][0]["duration"] == "turn"
    # "(this turn)" on something that is not a stat change stays manual
    assert _rec("Battle: Bow a target Personality (this turn).") is None


def test_unstoppable_is_read_and_honoured_by_interrupts() -> None:
    """"Unstoppable": other players cannot Interrupt the action [S0 › UNSTOPPABLE #]. The
    Interrupts to an ability's action answer in its window before the resolution
    (``cardtext/interrupts.py``), where ``negation.fits`` refuses another player's Interrupt
    to an Unstoppable action (scenario: ``tests/engine_battle/test_interrupts.py``); the
    Interrupt windows of ``triggers.BEFORE`` (before an assignment) hold no ability's use."""
    from l5r_desktop.games.ccg.actions import UseAbility
    from l5r_desktop.games.ccg.cardtext import triggers
    from tests.engine_battle.test_interrupts import (
        test_unstoppable_refuses_other_players_interrupts,
    )

    assert UseAbility not in triggers.BEFORE
    test_unstoppable_refuses_other_players_interrupts()
    assert _rec("Unstoppable Battle, Bow: Melee 2 Attack. (Other players cannot Interrupt "
                "Unstoppable actions.)") == {
        "timing": "battle", "keywords": ["unstoppable"], "cost": {"bow_self": True},
        "targets": [{"type": "ranged"}],
        "effects": [{"op": "melee_attack", "target": 0, "amount": 2}]}
    # its reminder on an ability without the keyword is no reminder
    assert _rec("Battle, Bow: Melee 2 Attack. (Other players cannot Interrupt Unstoppable "
                "actions.)") is None


def test_holding_keywords_name_a_holding() -> None:
    """"a target Farm" is a Farm Holding (only Holdings are Farms or Mines in the real
    export); "Port" is on a Stronghold too and stays manual."""
    assert _rec("Open: Destroy a target Mine.", CardType.STRATEGY) == {
        "timing": "open", "cost": {"gold": "card"},
        "targets": [{"type": "holding", "keyword": "Mine"}],
        "effects": [{"op": "destroy", "target": 0}]}
    assert _rec("Open: Destroy a target Port.", CardType.STRATEGY) is None
