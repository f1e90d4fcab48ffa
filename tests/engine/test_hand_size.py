"""Maximum hand size changed by cards in play (ongoing ``hand_size`` records,
``cardtext/ongoing.hand_size_bonus``; ``stats.max_hand_size``) [CE › MAXIMUM HAND SIZE]: the
End Phase discards down to it [CE › END PHASE]; a card's "you" bonus is its controller's, an
"others" change is every other player's; the translator reads the trait
(``templates/hand_size.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import DiscardCard
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Phase, Step
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, game_at, player

_MINE = {"timing": "continuous", "ongoing": "hand_size", "amount": 1, "applies_to": "you"}
_THEIRS = {"timing": "continuous", "ongoing": "hand_size", "amount": -1,
           "applies_to": "others"}
_DEFS = [cd("Plum Library", "holding", gold_cost=2, abilities=[_MINE]),
         cd("Plum Scold", "holding", gold_cost=2, abilities=[_THEIRS])]


def _hand(n: int) -> list[str]:
    return ["Plum Card"] * n


def _game(home: list[str], cards: int) -> Any:
    filler = cd("Plum Card", "strategy", gold_cost=0, focus=1)
    return game_at(player(home=home, hand=_hand(cards), fate_deck=_hand(3)),
                   player("Lion Keep", home=["Plum Scold"]), defs=[*_DEFS, filler])


def test_the_bonus_and_the_penalty_apply_to_the_right_players() -> None:
    s = _game(["Plum Library"], 0).state
    assert (stats.max_hand_size(s, 0), stats.max_hand_size(s, 1)) == (8 + 1 - 1, 8)


def test_the_end_phase_discards_down_to_the_changed_size() -> None:
    """Alice holds 9 cards and draws 1 in her End Phase: 10, maximum 8 (+1 hers, -1 from Bob's
    card): she discards exactly 2."""
    game = _game(["Plum Library"], 9)
    s = game.state
    phases.begin_end_phase(s)
    assert s.phase is Phase.END and s.step is Step.DISCARD_TO_HAND_SIZE
    assert len(s.players[0].hand) == 10
    game.perform(DiscardCard(0, card=s.players[0].hand[0]))
    assert game.state.step is Step.DISCARD_TO_HAND_SIZE  # 9 > 8
    game.perform(DiscardCard(0, card=game.state.players[0].hand[0]))
    assert len(game.state.players[0].hand) == 8 and game.state.active == 1


def test_without_the_cards_the_rulebook_size_holds() -> None:
    game = game_at(player(hand=_hand(8), fate_deck=_hand(3)), player("Lion Keep"),
                   defs=[cd("Plum Card", "strategy", gold_cost=0, focus=1)])
    s = game.state
    phases.begin_end_phase(s)
    assert s.step is Step.DISCARD_TO_HAND_SIZE and len(s.players[0].hand) == 9


@pytest.mark.parametrize("record", [
    {**_MINE, "amount": 0}, {**_MINE, "applies_to": "yours"}])
def test_the_validator_refuses_a_malformed_record(record: dict[str, Any]) -> None:
    assert abilities.validate(record)


def _rec(text: str, type_: CardType = CardType.HOLDING) -> dict[str, Any] | None:
    card = CardDef(id="x:1", title="Plum", type=type_, text=text, base_title="Plum")
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_the_traits_read() -> None:
    assert _rec("You have +1 maximum hand size.") == _MINE
    assert _rec("Your maximum hand size is increased by one.", CardType.PERSONALITY) == _MINE
    assert _rec("Other players' maximum hand sizes are reduced by 1.") == _THEIRS
    assert _rec("Other players have -1 maximum hand size.", CardType.CELESTIAL) == _THEIRS
    for line in ("While this Shugenja is Void, your maximum hand size is increased by 2.",
                 "Other players' maximum hand sizes are reduced by 1, to a minimum of 6.",
                 "Dragon Clan players have +2 maximum hand size."):
        assert _rec(line) is None, line
    assert _rec("You have +1 maximum hand size.", CardType.STRATEGY) is None
