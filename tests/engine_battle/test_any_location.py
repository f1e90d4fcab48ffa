"""Target specs about a card's location: ``at_home`` ("your target Personality at home") and
``any_location`` ("your performing Courtier at any location"): a Battle action may target such
a card wherever it is, the card saying so itself, instead of the first part of the Rule of
Location, "A card in a unit must be at the current battlefield to be targeted by a Battle
action" [CE › BATTLES › B. COMBAT SEGMENT, The Rule of Location], [CE › LOCATIONS]."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position

_BOW = [{"op": "bow", "target": 0}]
#: "Battle: Target a Personality at any location: Bow him." (made up)
ANYWHERE = {"timing": "battle", "targets": [{"type": "personality", "any_location": True}],
            "effects": _BOW}
#: "Battle: Target a Personality: Bow him." (the Rule of Location applies)
HERE = {"timing": "battle", "targets": [{"type": "personality"}], "effects": _BOW}
#: "Open: Target a Personality at home: Bow him." (made up)
HOME = {"timing": "open", "targets": [{"type": "personality", "at_home": True}],
        "effects": _BOW}
DEFS = [cd("Archer", "personality", clans=["Crane"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[ANYWHERE]),
        cd("Guard", "personality", clans=["Crane"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[HERE]),
        cd("Warden", "personality", clans=["Crane"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[HOME]),
        cd("Foe", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
           personal_honor=2),
        cd("Idler", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
           personal_honor=2)]


def _unit(title: str) -> dict[str, Any]:
    return {"title": title, "attachments": []}


def _battle() -> Game:
    alice = player(name="Alice", home=[])
    bob = player("Lion Keep", name="Bob", home=[_unit("Idler")])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "attacking": [_unit("Archer"),
                                                                     _unit("Guard")],
                                       "defending": [_unit("Foe")], "ended": False}]}
    return Game.from_position(pos)


def _targets(game: Game, title: str) -> set[str]:
    s = game.state
    card = find(s, title, 0)
    return {s.title(a.targets[0]) for a in game.legal_actions()
            if isinstance(a, UseAbility) and a.card == card}


def test_at_any_location_reaches_a_unit_at_home() -> None:
    game = _battle()
    assert "Idler" in _targets(game, "Archer") and "Foe" in _targets(game, "Archer")
    assert "Idler" not in _targets(game, "Guard") and "Foe" in _targets(game, "Guard")
    s = game.state
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and a.card == find(s, "Archer", 0) and a.targets == (find(s, "Idler", 1),))
    game.perform(use)
    assert game.state.cards[find(game.state, "Idler", 1)].bowed


def test_at_home_filters_cards_at_home() -> None:
    alice = player(name="Alice", home=[_unit("Warden")])
    bob = player("Lion Keep", name="Bob", home=[_unit("Idler")])
    game = Game.from_position(position(alice, bob, phase="action", step="action_round",
                                       active=0, priority=0, defs=DEFS))
    assert _targets(game, "Warden") == {"Warden", "Idler"}
    battle = _battle()  # in a battle only the cards at home fit (none of Alice's units)
    from l5r_desktop.games.ccg.cardtext.targets import target_candidates

    s = battle.state
    assert [s.title(c) for c in target_candidates(s, 0, "", HOME["targets"][0])] == ["Idler"]


def test_the_validator_knows_the_two_filters() -> None:
    assert validate(ANYWHERE) == [] and validate(HOME) == []
