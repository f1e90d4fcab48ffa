""""Until your next turn begins" stat bonuses outlast the end of this turn and end when the
next turn of the player who applied them begins [S1 › DURATION OF EFFECTS]."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.card_state import Modifier
from l5r_desktop.games.ccg.model.ids import Duration
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

VIGIL = cd("Long Vigil", "strategy", gold_cost=0, focus=1, abilities=[{
    "name": "Long Vigil", "timing": "limited",
    "targets": [{"type": "personality"}],
    "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": 2,
                 "duration": "next_turn"}]}])


def test_bonus_lasts_through_the_opponents_turn_and_ends_when_yours_begins() -> None:
    game = game_at(player(hand=["Long Vigil"], home=["Crane Samurai"]),
                   player("Lion Keep", home=["Lion Samurai"]), defs=[VIGIL])
    s = game.state
    sam, lion = find(s, "Crane Samurai"), find(s, "Lion Samurai")
    game.perform(UseAbility(0, card=find(s, "Long Vigil"), targets=(sam,)))
    s = game.state
    assert stats.stat(s, sam, "force") == 4
    assert s.cards[sam].modifiers[0].to_dict()["player"] == 0
    phases.end_turn(s)  # Alice's turn ends, Bob's begins
    assert s.active == 1 and stats.stat(s, sam, "force") == 4
    s.cards[lion].modifiers.append(Modifier("force", 1, Duration.NEXT_TURN, "", player=1))
    phases.end_turn(s)  # Bob's turn ends, Alice's begins: her bonus ends, Bob's does not
    assert s.active == 0 and stats.stat(s, sam, "force") == 2
    assert stats.stat(s, lion, "force") == 4
    phases.end_turn(s)  # Bob's next turn begins: his ends
    assert stats.stat(s, lion, "force") == 3


def test_modifier_player_round_trips_and_other_durations_keep_their_form() -> None:
    m = Modifier("chi", -1, Duration.NEXT_TURN, "x", player=1)
    assert Modifier.from_dict(m.to_dict()) == m
    assert "player" not in Modifier("chi", -1, Duration.TURN).to_dict()
