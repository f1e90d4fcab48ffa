""""You may <effect>" read as optional effects (``templates/optional.py``): one choice per
"may", all-or-none over its effects [S1 › CHOICES]; the record then plays through the engine
with the resolving player's choice (exact numbers)."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player


def _rec(text: str, type_: CardType = CardType.STRATEGY) -> dict | None:
    card = CardDef(id="x:1", title="Quiet Word", type=type_, text=text, base_title="Quiet Word")
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_you_may_marks_its_effects_as_one_choice() -> None:
    rec = _rec("Battle: Choose your performing Personality: Straighten him. "
               "You may move him home.")
    assert rec["effects"] == [{"op": "straighten", "target": 0},
                              {"op": "move_home", "target": 0, "optional": 1}]
    rec = _rec("Limited: Gain 1 Honor. You may draw a card and lose 2 Honor. "
               "You may draw a card.")
    assert rec["effects"] == [
        {"op": "gain_honor", "amount": 1, "player": "you"},
        {"op": "draw", "amount": 1, "player": "you", "optional": 1},
        {"op": "lose_honor", "amount": 2, "player": "you", "optional": 1},
        {"op": "draw", "amount": 1, "player": "you", "optional": 2}]


def test_what_stays_manual() -> None:
    assert _rec("Limited: You may not gain Honor this turn.") is None
    assert _rec("Limited: You may target a Personality. Bow him.") is None  # at announcement
    assert _rec("Limited: You may draw a card. If you do, gain 1 Honor.") is None
    assert _rec("Limited: You may do something odd.") is None


def test_a_translated_may_plays_with_the_choice() -> None:
    rec = _rec("Limited: Gain 1 Honor. You may draw a card and lose 2 Honor.")
    card = cd("Quiet Word", "strategy", gold_cost=0, focus=1, abilities=[rec])
    for apply, honor, hand in ((True, 9, 1), (False, 11, 0)):
        game = game_at(player(hand=["Quiet Word"]), defs=[card])
        game.perform(UseAbility(0, card=find(game.state, "Quiet Word")))
        game.perform(ChooseOption(0, apply=apply))
        assert game.state.players[0].family_honor == honor
        assert len(game.state.players[0].hand) == hand
