""""If the Ranged Attack destroyed a Follower" (issue 17, core lane): the ``destroyed`` test of
an effect's ``if`` may name the printed type of the card that left play
(``effect_conditions``: destroyed earlier in this resolution, and what it is)
[CE › RANGED ATTACK]. Our own cards; exact Honor."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS, cd, find, player, position

_VOLLEY = {"timing": "battle", "targets": [{"type": "ranged"}],
           "effects": [{"op": "ranged_attack", "target": 0, "amount": 2},
                       {"op": "gain_honor", "amount": 2, "player": "you",
                        "if": {"card": 0, "destroyed": True, "type": "follower"}}]}
_DEFS = [*DEFS, cd("Archer", "personality", force=2, chi=2, gold_cost=3, personal_honor=2,
                   abilities=[_VOLLEY]),
         cd("Weak Guard", "follower", force=1, gold_cost=1, focus=1),
         cd("Strong Guard", "follower", force=3, gold_cost=1, focus=1),
         cd("Frail Foe", "personality", force=1, chi=1, gold_cost=2, personal_honor=1)]


def _game(defender: dict[str, object]) -> Game:
    alice = player(name="Alice", home=[], family_honor=10)
    bob = player("Lion Keep", name="Bob", home=[], family_honor=10)
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=_DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Archer", "attachments": []}],
                                       "defending": [defender]}]}
    return Game.from_position(pos)


@pytest.mark.parametrize(("defender", "victim", "honor"), [
    ({"title": "Frail Foe", "attachments": [{"title": "Weak Guard"}]}, "Weak Guard", 12),
    ({"title": "Frail Foe", "attachments": [{"title": "Strong Guard"}]}, "Strong Guard", 10),
    ({"title": "Frail Foe", "attachments": []}, "Frail Foe", 10),  # destroyed, no Follower
])
def test_gain_honor_only_if_a_follower_was_destroyed(defender: dict[str, object],
                                                     victim: str, honor: int) -> None:
    game = _game(defender)
    s = game.state
    foe = find(s, "Frail Foe", 1)
    target = foe if victim == "Frail Foe" else s.cards[foe].attachments[0]
    archer = find(s, "Archer", 0)
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility)
              and a.card == archer and a.targets == (target,)]
    game.perform(use)
    assert s.cards[target].in_play is (victim == "Strong Guard")
    assert s.players[0].family_honor == honor


def test_the_validator() -> None:
    assert not validate(_VOLLEY)
    bad = {**_VOLLEY, "effects": [_VOLLEY["effects"][0], {**_VOLLEY["effects"][1], "if": {
        "card": 0, "destroyed": True, "bowed": True}}]}
    assert validate(bad)  # a state test of a card that left play: none


_CUT = {"timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "destroy", "target": 0},
                    {"op": "remove_from_game", "target": 0, "if": {"any": [
                        {"card": 0, "destroyed": True, "type": "personality", "clan": "Lion"},
                        {"card": 0, "type": "personality", "clan": "Lion"}]}}]}


@pytest.mark.parametrize(("clans", "zone"), [(["Lion"], "removed"), (["Crab"], "dynasty_discard")])
def test_a_destroyed_lion_is_removed_from_the_game(clans: list[str], zone: str) -> None:
    """Destroyed, then out of the game only for a Lion Clan Personality (our wording): the
    destroyed card's printed Clan decides; a Crab Personality stays in the discard pile."""
    defs = [*_DEFS, cd("Cutter", "personality", force=2, chi=2, gold_cost=3,
                       personal_honor=2, abilities=[_CUT]),
            cd("Clansman", "personality", clans=clans, force=1, chi=1, gold_cost=2,
               personal_honor=1)]
    alice = player(name="Alice", home=[], family_honor=10)
    bob = player("Lion Keep", name="Bob", home=[], family_honor=10)
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Cutter", "attachments": []}],
                                       "defending": [{"title": "Clansman",
                                                      "attachments": []}]}]}
    game = Game.from_position(pos)
    s = game.state
    man = find(s, "Clansman", 1)
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility)
              and a.card == find(s, "Cutter", 0)]
    game.perform(use)
    if zone == "removed":
        assert s.cards[man].zone.value == "removed"
    else:
        assert not s.cards[man].in_play and s.cards[man].zone.value != "removed"
