"""A straightening negated while another card remains unbowed and in play
(``negate_straightening`` ``while_unbowed``, ``cardtext/straightening.py``): it lasts past the
turn, and ends for good once that card bows or leaves play, even if it straightens later
[CE › DURATION OF EFFECTS], [CE › PREVENTION (Including Negation)], [CE › STRAIGHTEN PHASE].
Invented cards only."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import straightening
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

_HOLD = {"timing": "open", "targets": [
    {"type": "personality", "controller": "you", "keyword": "Samurai", "bowed": False},
    {"type": "personality"}],
    "effects": [{"op": "negate_straightening", "target": 1, "while_unbowed": 0}]}


def _game() -> tuple[Game, str, str]:
    game = game_at(player(hand=["Hold Down"], home=[{"title": "Crane Samurai",
                                                    "attachments": []}]),
                   player("Lion Keep", home=[{"title": "Lion Samurai", "attachments": [],
                                              "bowed": True}]),
                   defs=[cd("Hold Down", "strategy", gold_cost=0, focus=1,
                            abilities=[_HOLD])])
    s = game.state
    keeper, held = find(s, "Crane Samurai"), find(s, "Lion Samurai")
    game.perform(UseAbility(0, find(s, "Hold Down"), 0, (keeper, held)))
    return game, keeper, held


def test_it_lasts_while_the_card_stays_unbowed() -> None:
    """Bob's bowed Samurai does not straighten in his Straighten Phase (a later turn), the
    negation saved with the game."""
    game, _keeper, held = _game()
    s = game.state
    s.turn += 1
    s.active = 1
    phases.straighten_phase(s)
    assert s.cards[held].bowed
    again = GameState.from_dict(s.to_dict())
    assert any(m.kind == straightening.WHILE for m in again.cards[held].modifiers)


def test_it_ends_once_the_card_bowed_even_if_it_straightens() -> None:
    """Alice's Samurai bows (an action ends), then straightens: Bob's Samurai straightens in
    his Straighten Phase."""
    game, keeper, held = _game()
    s = game.state
    s.cards[keeper].bowed = True
    straightening.expire(s)  # (as after the action that bowed him)
    s.cards[keeper].bowed = False
    s.active = 1
    phases.straighten_phase(s)
    assert not s.cards[held].bowed


def test_the_validator() -> None:
    assert validate(_HOLD) == []
    eff = {"op": "negate_straightening", "target": 1, "while_unbowed": 0, "next": True}
    assert validate({**_HOLD, "effects": [eff]}) != []
