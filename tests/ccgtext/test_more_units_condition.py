""""If your current army has more units than the current enemy army" (the ability condition
``more_units_here``, ``cardtext/ability_conditions.py``; an army is the units on one side of a
battlefield [CE › ARMY]) and Fury of a Mob's record (oracle:2738, ``ccg_abilities_ccgtext.json``:
that condition, two performing Nonhumans bowed as the cost, an enemy unit destroyed), played
on our own cards with our own numbers (issue 17, ccgtext lane)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import ability_conditions
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, player, position

_BEAST = {"type": ["personality", "follower"], "controller": "you", "performer": True,
          "keyword": "Nonhuman", "bowed": False}
#: Fury of a Mob's record as written (oracle:2738 ability 1)
MOB = {"timing": "battle", "cost": {"gold": "card", "bow_targets": [0, 1]},
       "condition": {"more_units_here": True},
       "targets": [_BEAST, _BEAST, {"type": "personality", "controller": "opponent"}],
       "effects": [{"op": "destroy", "target": 2}]}
DEFS = [cd("Ogre", "personality", force=3, chi=1, gold_cost=4, personal_honor=0,
           keywords=["Nonhuman"]),
        cd("Troll", "personality", force=2, chi=1, gold_cost=3, personal_honor=0,
           keywords=["Nonhuman"]),
        cd("Farmer", "personality", force=1, chi=1, gold_cost=2, personal_honor=1),
        cd("Guard", "personality", force=2, chi=2, gold_cost=3, personal_honor=2),
        cd("Spear", "follower", force=1, gold_cost=1),
        cd("Mob Rule", "strategy", gold_cost=0, focus=1, abilities=[MOB])]


def _battle(mine: list[str], bobs: list[Any], alice_attacks: bool = True) -> Game:
    alice = player(name="Alice", hand=["Mob Rule"])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    ours = [{"title": t, "attachments": []} for t in mine]
    theirs = [b if isinstance(b, dict) else {"title": b, "attachments": []} for b in bobs]
    field = {"province": 0, "ended": False, "attacking": ours if alice_attacks else theirs,
             "defending": theirs if alice_attacks else ours}
    pos["attack"] = {"attacker": 0 if alice_attacks else 1, "defender": 1 if alice_attacks
                     else 0, "segment": "combat", "current": 0, "battlefields": [field]}
    return Game.from_position(pos)


def _uses(game: Game) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility)
            and game.state.title(a.card) == "Mob Rule"]


def test_the_record_is_valid_and_the_condition_is_read() -> None:
    assert validate(MOB) == []
    card = CardDef(id="test:mob", title="Mob Rule", type=CardType.STRATEGY, gold_cost=0)
    rec = translate_ability("Battle: If your current army has more units than the current "
                            "enemy army, target an enemy Personality: Bow him.", card)
    assert rec is not None and rec["condition"] == {"more_units_here": True}


def test_more_units_counts_units_not_cards() -> None:
    """Alice's three units (one with a Follower: still one unit) against Bob's two, as the
    Attacker and as the Defender: met; two against two, or two against Bob's three: not met,
    for either player."""
    check = ability_conditions.CHECKS["more_units_here"]
    for attacks in (True, False):
        s = _battle(["Ogre", "Troll", "Farmer"], ["Guard", {"title": "Guard",
                    "attachments": ["Spear"]}], attacks).state
        assert check(s, 0, None, True) and not check(s, 1, None, True)
        assert check(s, 1, None, False)
    s = _battle(["Ogre", "Troll"], ["Guard", "Guard"]).state
    assert not check(s, 0, None, True) and not check(s, 1, None, True)
    s = _battle(["Ogre", "Troll"], ["Guard", "Guard", "Farmer"]).state
    assert not check(s, 0, None, True) and check(s, 1, None, True)


def test_fury_bows_two_nonhumans_and_destroys_the_enemy_unit() -> None:
    """Ogre, Troll and Farmer against two Guards (one with a Spear): offered for the two
    Nonhumans in either order and each Guard (4 uses; the Farmer is Human); taken on the
    Guard with the Spear, both Nonhumans bow and the Guard and his Spear go to the discard
    pile; the Farmer stays unbowed."""
    game = _battle(["Ogre", "Troll", "Farmer"], ["Guard", {"title": "Guard",
                                                           "attachments": ["Spear"]}])
    s = game.state
    ogre, troll, farmer = (find(s, t, 0) for t in ("Ogre", "Troll", "Farmer"))
    spear = find(s, "Spear", 1)
    armed = s.cards[spear].attached_to
    uses = _uses(game)
    assert len(uses) == 4 and {u.targets[:2] for u in uses} == {(ogre, troll), (troll, ogre)}
    game.perform(next(u for u in uses if u.targets == (ogre, troll, armed)))
    s = game.state
    assert s.cards[ogre].bowed and s.cards[troll].bowed and not s.cards[farmer].bowed
    assert s.cards[armed].zone is not Zone.BATTLEFIELD and not s.cards[armed].in_play
    assert not s.cards[spear].in_play


def test_fury_is_not_offered_without_the_larger_army() -> None:
    """Ogre and Troll against two Guards: the armies are equal, nothing is offered."""
    assert _uses(_battle(["Ogre", "Troll"], ["Guard", "Guard"])) == []
