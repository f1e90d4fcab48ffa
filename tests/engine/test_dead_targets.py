"""Dead Personalities as targets (issue 17, core lane): a discard-pile target spec's ``dead``
(``any``, ``honorably``, ``dishonorably``) asks for a Personality in the dead state ("A
Personality who is destroyed in play enters the discard pile in the dead state"
[CE › DISCARD PILES], [CE › DEAD]; ``cardtext/discard_piles.py``). Our own cards; exact Honor."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player

_SHAME = {"timing": "limited", "targets": [{"type": "personality", "zone": "discard",
                                            "controller": "any", "dead": "dishonorably"}],
          "effects": [{"op": "lose_honor", "player": "target_controller", "target": 0,
                       "amount_from": {"card": 0, "stat": "personal_honor", "printed": True}}]}
DEFS = [cd("Scribe", "personality", force=1, chi=2, gold_cost=3, personal_honor=1,
           abilities=[_SHAME]),
        cd("Fallen", "personality", force=2, chi=2, gold_cost=3, personal_honor=3),
        cd("Hero", "personality", force=2, chi=2, gold_cost=3, personal_honor=2),
        cd("Retired", "personality", force=2, chi=2, gold_cost=3, personal_honor=4)]


def _game(dead: str) -> Game:
    shame = {**_SHAME, "targets": [{**_SHAME["targets"][0], "dead": dead}]}
    defs = [{**DEFS[0], "abilities": [shame]}, *DEFS[1:]]
    bob = player("Lion Keep", dishonorably_dead=["Fallen"], honorably_dead=["Hero"],
                 dynasty_discard=["Retired"])
    return game_at(player(home=[{"title": "Scribe", "attachments": []}]), bob, defs=defs)


@pytest.mark.parametrize(("dead", "offered"), [
    ("dishonorably", {"Fallen"}), ("honorably", {"Hero"}), ("any", {"Fallen", "Hero"})])
def test_only_dead_personalities_of_that_kind_are_offered(dead: str, offered: set[str]) -> None:
    game = _game(dead)
    s = game.state
    scribe = find(s, "Scribe", 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == scribe]
    assert {s.cards[u.targets[0]].title for u in uses} == offered


def test_the_owner_loses_the_printed_personal_honor() -> None:
    """Bob's dishonorably dead Fallen (printed Personal Honor 3): Bob 10 -> 7, Alice 10."""
    game = _game("dishonorably")
    s = game.state
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility)
              and a.card == find(s, "Scribe", 0)]
    game.perform(use)
    assert [p.family_honor for p in s.players] == [10, 7]


def test_the_validator() -> None:
    assert not validate(_SHAME)
    assert validate({**_SHAME, "targets": [{**_SHAME["targets"][0], "dead": "undead"}]})
    assert validate({**_SHAME, "targets": [{"type": "personality", "dead": "any"}]})
