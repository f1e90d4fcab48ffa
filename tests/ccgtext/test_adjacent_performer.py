"""A performer who may be at an adjacent battlefield if he has a Weapon (``any_of`` of
``at_current`` and ``near_current`` + ``has`` Weapon, with ``any_location``: the card says
where he may be, so the first part of the Rule of Location does not bar him [CE › BATTLES ›
B. COMBAT SEGMENT]) and no presence needed (``no_presence``): Never Beyond My Reach's record
(oracle:5533, ``ccg_abilities_ccgtext.json``) on our own cards and numbers (issue 17,
ccgtext lane). Battlefields at adjacent provinces are adjacent [CE › AREAS OF THE GAME ›
BATTLEFIELD] (``adjacent.near_current``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position

#: Never Beyond My Reach's record as written (oracle:5533 ability 1)
REACH = {"timing": "battle", "no_presence": True, "cost": {"gold": "card"},
         "targets": [{"controller": "you", "performer": True, "choose": True, "bowed": False,
                      "keyword": "Kensai", "any_location": True, "any_of": [
                          {"type": "personality", "at_current": True},
                          {"type": "personality", "near_current": True,
                           "has": {"keyword": "Weapon"}}]},
                     {"type": "ranged"}],
         "effects": [{"op": "ranged_attack", "target": 1, "amount": 6}]}
DEFS = [cd("Long Reach", "strategy", gold_cost=0, focus=1, abilities=[REACH]),
        cd("Sword Saint", "personality", force=3, chi=3, personal_honor=2, gold_cost=5,
           keywords=["Kensai"]),
        cd("Blade", "item", force=1, chi=0, gold_cost=1, keywords=["Weapon"]),
        cd("Fan", "item", force=0, chi=1, gold_cost=1),
        cd("Foot Soldier", "personality", force=5, chi=1, personal_honor=1, gold_cost=3)]


def _game(saint: dict[str, Any], where: int, fields: int = 3) -> Game:
    """Alice attacks Bob's provinces 0..fields-1 (the current battle at province 1, Bob's
    Foot Soldier (5F) defending there); the Sword Saint is at battlefield ``where`` (or home
    with -1). Alice has no unit at the current battlefield unless ``where`` is 1."""
    alice = player(name="Alice", hand=["Long Reach"],
                   home=[saint] if where < 0 else [])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    fields_ = [{"province": n, "ended": False, "attacking": [], "defending": []}
               for n in range(fields)]
    fields_[1]["defending"] = [{"title": "Foot Soldier", "attachments": []}]
    if where >= 0:
        fields_[where]["attacking"] = [saint]
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 1,
                     "battlefields": fields_}
    return Game.from_position(pos)


def _uses(game: Game) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility)
            and game.state.title(a.card) == "Long Reach"]


def test_the_record_is_valid() -> None:
    assert validate(REACH) == []


def test_a_kensai_with_a_weapon_at_an_adjacent_battlefield_shoots_here() -> None:
    """The Saint with a Blade at battlefield 0 (adjacent to the current 1), Alice with no
    unit at the current one: offered against the Foot Soldier; the Ranged 6 Attack destroys
    him (6 >= 5)."""
    game = _game({"title": "Sword Saint", "attachments": ["Blade"]}, 0)
    uses = _uses(game)
    s = game.state
    foe = find(s, "Foot Soldier", 1)
    assert [u.targets for u in uses] == [(find(s, "Sword Saint", 0), foe)]
    game.perform(uses[0])
    assert not game.state.cards[foe].in_play


def test_without_a_weapon_or_farther_away_he_may_not() -> None:
    """With only a Fan at the adjacent battlefield, or with the Blade at home or two
    battlefields away (province 3, the current one at 1): not offered;
    at the current battlefield without a Weapon: offered."""
    assert _uses(_game({"title": "Sword Saint", "attachments": ["Fan"]}, 0)) == []
    assert _uses(_game({"title": "Sword Saint", "attachments": ["Blade"]}, -1)) == []
    assert _uses(_game({"title": "Sword Saint", "attachments": ["Blade"]}, 3, 4)) == []
    assert len(_uses(_game({"title": "Sword Saint", "attachments": ["Fan"]}, 1))) == 1
