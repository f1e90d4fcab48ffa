"""A Personality destroyed by the Chi Death Rule fires its "after this card is destroyed"
trait like any other destruction [S1 › PERSONALITY › Chi Death Rule; S1 › TRAITS]. Before,
triggered traits were resolved before the Chi check, so such a trait never fired."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from tests.engine.scenario import cd, find, game_at, player

DEFS = [
    cd("Frail Envoy", "personality", clans=["Lion"], force=1, chi=2, honor_requirement=0,
       gold_cost=3, personal_honor=1,
       abilities=[{"timing": "trait", "trigger": {"event": "destroyed", "card": "self"},
                   "effects": [{"op": "gain_honor", "amount": 3, "player": "you"}]}]),
    cd("Withering Sage", "personality", clans=["Crane"], force=1, chi=3, honor_requirement=0,
       gold_cost=3, personal_honor=1,
       abilities=[{"timing": "open", "targets": [{"type": "personality"}],
                   "effects": [{"op": "modify_stat", "target": 0, "stat": "chi",
                                "amount": -3, "duration": "turn"}]}]),
]


def test_a_personality_dead_by_chi_fires_its_destroyed_trait() -> None:
    """Alice's Sage gives Bob's Envoy -3 Chi (2 -> -1): the Envoy dies by the Chi Death Rule
    and its trait gains Bob 3 Honor (10 -> 13); Alice keeps hers."""
    game = game_at(player(home=["Withering Sage"]),
                   player("Lion Keep", name="Bob", home=["Frail Envoy"]), defs=DEFS)
    s = game.state
    envoy, sage = find(s, "Frail Envoy"), find(s, "Withering Sage")
    bob, alice = s.players[1].family_honor, s.players[0].family_honor
    game.perform(UseAbility(0, sage, 0, (envoy,)))
    s = game.state
    assert not s.cards[envoy].in_play
    assert s.players[1].family_honor == bob + 3
    assert s.players[0].family_honor == alice
