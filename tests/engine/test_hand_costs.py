"""Discarding a card from the hand as a cost ("Discard a card:", issue 17, core lane), on
invented cards [CE comprehensive rules › COSTS], [CE › AREAS OF THE GAME › DISCARD PILES]:
"By default, the phrase 'discard a card' refers to discarding a Fate card from hand"
(``cardtext/hand_costs.py``: a chosen hand card, cost ``discard_targets``).
"""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player

# "Open: Discard a card: This Personality gets a Force bonus equal to the discarded card's
# Focus Value." (our wording and numbers)
DRILL = {"timing": "open", "cost": {"discard_targets": [0]},
         "targets": [{"type": "card", "zone": "hand", "controller": "you", "choose": True}],
         "effects": [{"op": "modify_stat", "target": "self", "stat": "force",
                      "amount_from": {"card": 0, "stat": "focus", "sign": 1},
                      "duration": "turn"}]}
# a Strategy whose cost is another card of the hand: "Limited: Discard a card: Gain 2 Honor."
TITHE = {"timing": "limited", "cost": {"gold": "card", "discard_targets": [0]},
         "targets": [{"type": "card", "zone": "hand", "controller": "you", "choose": True}],
         "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}


def _game(hand: list[str]) -> Game:
    drill = cd("Drill Sergeant", "personality", clans=["Lion"], force=2, chi=2,
               personal_honor=1, gold_cost=4, honor_requirement=0, abilities=[DRILL])
    tithe = cd("Tithe", "strategy", gold_cost=0, focus=2, abilities=[TITHE])
    return game_at(player(name="Alice", home=[{"title": "Drill Sergeant", "attachments": []}],
                          hand=hand), defs=[drill, tithe])


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_each_card_of_the_hand_may_pay_and_its_focus_value_is_the_bonus() -> None:
    """Alice holds Pride (Focus 3) and Rally (Focus 2): one use per card. Discarding Pride
    gives the Sergeant +3F (2F -> 5F); Pride is in her Fate discard pile, Rally in hand."""
    game = _game(["Pride", "Rally"])
    s = game.state
    pride, rally = find(s, "Pride", 0), find(s, "Rally", 0)
    uses = _uses(game, "Drill Sergeant")
    assert sorted(u.targets for u in uses) == sorted([(pride,), (rally,)])
    sergeant = find(s, "Drill Sergeant", 0)
    game.perform(next(u for u in uses if u.targets == (pride,)))
    assert stats.force(s, sergeant) == 5
    assert s.players[0].hand == [rally] and s.players[0].fate_discard == [pride]


def test_an_empty_hand_cannot_pay_so_it_is_not_offered() -> None:
    """The Good Faith Rule [CE › TAKING ACTIONS › A]: no card to discard, no use."""
    assert _uses(_game([]), "Drill Sergeant") == []


def test_a_strategy_never_pays_with_itself() -> None:
    """Tithe alone in hand: it cannot be its own cost (it is in the resolution area). With
    Pride beside it, Pride pays; Alice gains 2 Honor (10 -> 12), both cards are discarded."""
    assert _uses(_game(["Tithe"]), "Tithe") == []
    game = _game(["Tithe", "Pride"])
    s = game.state
    pride = find(s, "Pride", 0)
    (use,) = _uses(game, "Tithe")
    assert use.targets == (pride,)
    game.perform(use)
    assert s.players[0].family_honor == 12 and s.players[0].hand == []
    assert sorted(s.title(c) for c in s.players[0].fate_discard) == ["Pride", "Tithe"]


def test_a_card_that_left_the_hand_does_not_pay_and_nothing_happens() -> None:
    """"A cost must fully occur ... for effects of its action ... to happen" [CE › COSTS]:
    Pride chosen, then gone from the hand before the payment: no bonus (the Sergeant stays
    2F), Pride is not discarded by the cost."""
    game = _game(["Pride"])
    s = game.state
    pride, sergeant = find(s, "Pride", 0), find(s, "Drill Sergeant", 0)
    moves.move(s, pride, Zone.FATE_DECK)  # e.g. put back on the deck by a Reaction
    abilities.resolve(s, 0, sergeant, 0, (pride,), ())
    assert stats.force(s, sergeant) == 2 and pride not in s.players[0].fate_discard


@pytest.mark.parametrize(("record", "problem"), [
    ({**DRILL, "cost": {}}, "discard_targets lists exactly"),
    ({**DRILL, "targets": [{**DRILL["targets"][0], "controller": "opponent"}]},
     "a card in the hand is"),
    ({**DRILL, "targets": [{**DRILL["targets"][0], "choose": False}]}, "a card in the hand is"),
    ({**DRILL, "cost": {"discard_targets": [1]}}, "discard_targets lists exactly"),
])
def test_the_validator_refuses_a_malformed_discard_cost(record: dict[str, Any],
                                                        problem: str) -> None:
    assert abilities.validate(DRILL) == []
    assert any(problem in p for p in abilities.validate(record))


def _rec(text: str, title: str = "Matsu Drillmaster") -> dict[str, Any] | None:
    card = CardDef(id="x:1", title=title, type=CardType.FOLLOWER, text=text, base_title=title)
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_the_translator_reads_discard_a_card_as_the_cost() -> None:
    assert _rec("Open: Discard a card: Give Matsu Drillmaster a Force bonus equal to the "
                "discarded card's Focus Value.") == {
        "timing": "open", "cost": {"discard_targets": [0]},
        "targets": [{"type": "card", "zone": "hand", "controller": "you", "choose": True}],
        "effects": [{"op": "modify_stat", "target": "self", "stat": "force",
                     "amount_from": {"card": 0, "stat": "focus", "sign": 1},
                     "duration": "turn"}]}
    # a Focus Value of a card in play, and two cards discarded, stay manual
    assert _rec("Battle: Target a Personality: Give this card a Force bonus equal to the "
                "Personality's Focus Value.") is None
    assert _rec("Battle: Discard a card and discard a card: Gain 1 Honor.") is None


def test_the_translator_reads_the_cost_before_to_and_a_kind_of_card() -> None:
    """"Discard a card to ...", "Discard a Kiho or a Spell from your hand to ..." as the first
    sentence (the cost before "to" [S0 › TO #]; core lane); "its" / "the card's" Focus Value
    is the discarded card's."""
    hand = {"type": "card", "zone": "hand", "controller": "you", "choose": True}
    assert _rec("Battle: Discard a card to straighten Matsu Drillmaster.") == {
        "timing": "battle", "cost": {"discard_targets": [0]}, "targets": [hand],
        "effects": [{"op": "straighten", "target": "self"}]}
    rec = _rec("Open: Discard a card to give Matsu Drillmaster a Force bonus equal to its "
               "Focus Value.")
    assert rec is not None and rec["effects"][0]["amount_from"] == {
        "card": 0, "stat": "focus", "sign": 1}
    rec = _rec("Battle: Discard a Kiho or a Spell from your hand to bow a target enemy card.")
    assert rec is not None and rec["targets"][0] == {
        **hand, "kinds": [{"keyword": "Kiho"}, {"type": "spell"}]}
    assert rec["effects"] == [{"op": "bow", "target": 1}]
    rec = _rec("Battle: Discard a Weapon to gain 2 Honor.")
    assert rec is not None and rec["targets"][0] == {**hand, "keyword": "Weapon"}
    # not the first sentence, "you may", "a card or a Spell": manual
    assert _rec("Battle: Gain 1 Honor. Discard a card to draw a card.") is None
    assert _rec("Battle: You may discard a card to draw a card.") is None
    assert _rec("Battle: Discard a card or a Spell to draw a card.") is None


def test_a_kind_of_card_of_the_hand_pays() -> None:
    """"Discard a Kiho or a Spell: gain 1 Honor": only the Kiho pays, not the plain card."""
    rec = {"timing": "open", "cost": {"discard_targets": [0]},
           "targets": [{"type": "card", "zone": "hand", "controller": "you", "choose": True,
                        "kinds": [{"keyword": "Kiho"}, {"type": "spell"}]}],
           "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
    assert abilities.validate(rec) == []
    assert abilities.validate({**rec, "targets": [{**rec["targets"][0], "kinds": [
        {"type": "dragon"}]}]})
    assert abilities.validate({**rec, "targets": [{"type": "personality", "kinds": [
        {"type": "spell"}]}]})  # only a card of the hand
    monk = cd("Quiet Monk", "personality", force=1, chi=2, personal_honor=1, gold_cost=3,
              honor_requirement=0, abilities=[rec])
    kiho = cd("Palm Kiho", "strategy", keywords=["Kiho"], gold_cost=0, focus=1)
    game = game_at(player(home=[{"title": "Quiet Monk", "attachments": []}],
                          hand=["Palm Kiho", "Rally"]), defs=[monk, kiho])
    s = game.state
    (use,) = _uses(game, "Quiet Monk")
    assert use.targets == (find(s, "Palm Kiho", 0),)
    game.perform(use)
    assert s.players[0].family_honor == 11 and s.players[0].hand == [find(s, "Rally", 0)]
