"""A Reaction targeting the Personality of yours that entered play ("After your target
Personality enters play: Create a 1F Follower and attach it to him"): trigger ``enters_play``
about ``yours``, the target the trigger's card (``trigger_card: is``) [CE › TARGET],
[CE › CREATED CARDS]. Our own invented cards; the record form of a card-by-card record
(``ccg_abilities_scans.json``)."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, created
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player

ESCORT = {"timing": "reaction", "trigger": {"event": "enters_play", "card": "yours"},
          "targets": [{"type": "personality", "controller": "you", "trigger_card": "is"}],
          "effects": [{"op": "create", "card": {"type": "follower", "force": 1,
                                                "keywords": ["Cavalry"]}, "target": 0}]}
#: Puts a 2F Personality (and, with the Follower, nothing else) into play for Alice.
CALL = {"timing": "limited", "effects": [{"op": "create", "card": {
    "type": "personality", "force": 2, "chi": 2, "personal_honor": 2}}]}


def test_the_record_is_valid() -> None:
    assert abilities.validate(ESCORT) == []


def test_the_personality_that_entered_play_gets_the_follower() -> None:
    """Alice's Call creates a 2F Personality; her Escort answers it entering play, targeting
    him: a 1F Cavalry Follower attaches to him (his unit's Force 2 -> 3). Only he is offered
    as the target (not Alice's other Personality)."""
    defs = [cd("Plum Escort", "personality", force=1, chi=1, personal_honor=1, gold_cost=2,
               honor_requirement=0, abilities=[ESCORT]),
            cd("Plum Call", "strategy", gold_cost=0, focus=1, abilities=[CALL])]
    game = game_at(player(home=["Plum Escort"], hand=["Plum Call"]), player("Lion Keep"),
                   defs=defs)
    s = game.state
    escort = find(s, "Plum Escort")
    game.perform(UseAbility(0, card=find(s, "Plum Call"), ability=0))
    s = game.state
    (made,) = [c for c in s.cards if c.startswith(created.PREFIX)]
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == escort]
    assert [u.targets for u in uses] == [(made,)]
    game.perform(uses[0])
    s = game.state
    (follower,) = s.cards[made].attachments
    assert s.cards[follower].definition.force == 1
    assert stats.unit_force(s, made) == 3
