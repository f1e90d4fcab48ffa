"""Traits of a Terrain or a Region on its battlefield (``applies_to: battlefield``,
``cardtext/ongoing.py``) [CE › TERRAIN], [CE › REGION], [CE › TRAITS], [CE › INFANTRY]: the
cards in the units at the battlefield a Terrain is in play at (or at a Region's province), and
that battlefield's province strength. Our own invented cards and numbers."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass
from l5r_desktop.games.ccg.attack.armies import preview
from l5r_desktop.games.ccg.cardtext import abilities, ongoing
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, player, position


def _trait(kind: str, amount: int, **kw: Any) -> dict[str, Any]:
    extra = {"stat": "force"} if kind == "stat" else {}
    return {"timing": "continuous", "ongoing": kind, "amount": amount,
            "applies_to": "battlefield", **extra, **kw}


STRONG_BANKS = _trait("province_strength", 3)  # "This Province has +3 strength."
RIDERS_FIELD = [_trait("stat", 2, filter={"cavalry": True}),  # Cavalry cards +2F,
                _trait("stat", -1, filter={"cavalry": False})]  # Infantry cards -1F
HILL_SHRINE = _trait("stat", 1, filter={"type": "personality", "keyword": "Earth"},
                     **{"while": "defending"})  # "Defending Earth Personalities have +1F"
OWN_CAMP = _trait("stat", 1, filter={"type": "follower", "yours": True})  # "Your Followers"
#: "This Personality has Cavalry." on an Item (a granted keyword)
SADDLE = {"timing": "continuous", "ongoing": "keyword", "keyword": "Cavalry",
          "applies_to": "host"}


def _defs(terrain: list[dict[str, Any]], region: list[dict[str, Any]]) -> list[dict[str, Any]]:
    man = {"force": 2, "chi": 2, "personal_honor": 1, "gold_cost": 3, "honor_requirement": 0}
    return [cd("Ford", "strategy", keywords=["Terrain"], gold_cost=0, focus=1,
               abilities=terrain),
            cd("Hill", "region", abilities=region),
            cd("Rider", "personality", keywords=["Cavalry"], **man),
            cd("Walker", "personality", keywords=["Earth"], **man),
            cd("Walker Two", "personality", **man),
            cd("Saddle", "item", force=0, chi=0, gold_cost=1, focus=1, abilities=[SADDLE]),
            cd("Porter", "follower", force=1, gold_cost=1, focus=1)]


def _battle(attacking: list[Any], defending: list[Any], *, terrain: list[dict[str, Any]]
            = (), region: list[dict[str, Any]] = (), bob_regions: list[Any] | None = None,
            alice_home: list[Any] = (), terrain_at: int | None = 0) -> Game:
    """Alice attacks Bob's provinces 0 (battlefield 0, current) and 1 (battlefield 1); her
    Terrain Ford at battlefield ``terrain_at``; Bob's Region Hill where ``bob_regions`` says."""
    bob = player("Lion Keep", name="Bob")  # Province Strength 7
    if bob_regions is not None:
        bob["regions"] = bob_regions
    pos = position(player(name="Alice", home=list(alice_home)), bob, phase="attack",
                   step="combat", active=0, defs=_defs(list(terrain), list(region)))
    fields = [{"province": i, "attacking": list(attacking) if i == 0 else [],
               "defending": list(defending) if i == 0 else [], "ended": False}
              for i in (0, 1)]
    if terrain_at is not None and terrain:
        fields[terrain_at].update(terrain="Ford", terrain_controller=0)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": fields}
    return Game.from_position(pos)


def _unit(title: str, *attached: str) -> dict[str, Any]:
    return {"title": title, "attachments": [{"title": a} for a in attached]}


def test_the_records_are_valid_and_their_limits() -> None:
    for rec in (STRONG_BANKS, *RIDERS_FIELD, HILL_SHRINE, OWN_CAMP):
        assert abilities.validate(rec) == [], rec
    assert abilities.validate({**RIDERS_FIELD[0], "applies_to": "yours"})  # cavalry: here only
    assert abilities.validate({**STRONG_BANKS, "applies_to": "unit"})
    assert abilities.validate({**OWN_CAMP, "filter": {"yours": False}})
    assert abilities.validate({**RIDERS_FIELD[0], "filter": {"cavalry": 1}})


def test_a_terrains_province_strength_holds_the_province() -> None:
    """Bob's province (strength 7) at the Terrain's battlefield is 10; Alice's 6 and Bob's
    elsewhere are unchanged. Alice's 8 Force against no defender: 8 > 0 + 7 would take the
    province, 8 > 10 does not."""
    big = [_unit("Rider"), _unit("Walker"), _unit("Walker Two"), _unit("Rider")]
    game = _battle(big, [], terrain=[STRONG_BANKS])
    s = game.state
    assert stats.province_strength(s, 1) == 10
    assert stats.province_strength(s, 0) == 6
    without = _battle(big, [], terrain=[])
    assert stats.province_strength(without.state, 1) == 7
    before = preview(without.state)
    assert (before.attacker_force, before.province_strength, before.province_falls) == (
        8, 7, True)
    after = preview(s)
    assert (after.attacker_force, after.province_strength, after.province_falls) == (
        8, 10, False)
    elsewhere = _battle(big, [], terrain=[STRONG_BANKS], terrain_at=1)
    assert stats.province_strength(elsewhere.state, 1) == 7  # the current battle is at 0


def test_a_regions_province_strength_counts_in_the_battle_at_its_province() -> None:
    """Bob's Region at his province 0: strength 7 -> 10 in the battle there; at his province
    1 it gives nothing to the battle at province 0."""
    here = _battle([_unit("Rider")], [], region=[STRONG_BANKS],
                   bob_regions=["Hill", None, None, None])
    assert stats.province_strength(here.state, 1) == 10
    there = _battle([_unit("Rider")], [], region=[STRONG_BANKS],
                    bob_regions=[None, "Hill", None, None])
    assert stats.province_strength(there.state, 1) == 7


def test_cavalry_cards_gain_and_infantry_cards_lose_force_at_the_terrains_battlefield(
        ) -> None:
    """Alice's Cavalry Rider 2 -> 4, Bob's Infantry Walker 2 -> 1, Alice's Walker Two at home
    2; a Walker given Cavalry by a Saddle is Cavalry: 2 -> 4; Bob's Porter (Infantry
    Follower) 1 -> 0."""
    game = _battle([_unit("Rider"), _unit("Walker Two", "Saddle")], [_unit("Walker", "Porter")],
                   terrain=RIDERS_FIELD, alice_home=[_unit("Walker Two")])
    s = game.state
    assert stats.force(s, find(s, "Rider", 0)) == 4
    assert stats.force(s, find(s, "Walker", 1)) == 1
    assert stats.force(s, find(s, "Porter", 1)) == 0
    saddled = [c for c in s.cards.values() if c.title == "Walker Two" and c.attachments]
    assert stats.force(s, saddled[0].id) == 4
    home = [c for c in s.cards.values() if c.title == "Walker Two" and not c.attachments]
    assert stats.force(s, home[0].id) == 2
    assert ongoing.battlefield_of(s, s.cards[find(s, "Ford", 0)]) == 0


def test_defending_earth_personalities_at_the_regions_battlefield() -> None:
    """Bob's Region at the attacked province: his defending Earth Walker 2 -> 3; Alice's
    attacking Walker (Earth too) stays 2."""
    game = _battle([_unit("Walker")], [_unit("Walker")], region=[HILL_SHRINE],
                   bob_regions=["Hill", None, None, None])
    s = game.state
    assert stats.force(s, find(s, "Walker", 1)) == 3
    assert stats.force(s, find(s, "Walker", 0)) == 2


def test_your_followers_at_the_battlefield() -> None:
    """Alice's Terrain: her Porter 1 -> 2, Bob's Porter stays 1."""
    game = _battle([_unit("Rider", "Porter")], [_unit("Walker", "Porter")], terrain=[OWN_CAMP])
    s = game.state
    assert stats.force(s, find(s, "Porter", 0)) == 2
    assert stats.force(s, find(s, "Porter", 1)) == 1


def test_the_terrain_leaves_with_its_battle() -> None:
    """After the battle resolves its Terrain is discarded [CE › TERRAIN]: Bob's strength is
    7 again."""
    game = _battle([_unit("Rider")], [_unit("Walker")], terrain=[STRONG_BANKS])
    assert stats.province_strength(game.state, 1) == 10
    from l5r_desktop.games.ccg.actions import ResolveBattle
    while game.state.step.value == "combat":
        game.perform(Pass(game.waiting_for or 0))
    game.perform(ResolveBattle(0))
    assert stats.province_strength(game.state, 1) == 7


SNOWBOUND = {"timing": "continuous", "ongoing": "no_movement", "applies_to": "battlefield"}


def test_no_unit_moves_to_or_from_the_terrains_battlefield() -> None:
    """"Personalities cannot move to or from this battlefield" [CE › LOCATIONS]: Alice's Rider
    there stays (even a movement that will not be negated), Bob's Walker at home does not
    come; Alice's Walker Two at home moves to battlefield 2, and from there home again."""
    from l5r_desktop.games.ccg.attack import armies

    game = _battle([_unit("Rider")], [], terrain=[SNOWBOUND], alice_home=[_unit("Walker Two")])
    s = game.state
    rider, other = find(s, "Rider", 0), find(s, "Walker Two", 0)
    assert abilities.validate(SNOWBOUND) == []
    events = armies.move_home(s, rider, "test", negatable=False)
    assert s.cards[rider].zone.value == "battlefield" and "does not move" in events[0].text
    armies.move_to_battlefield(s, other, 0, "test")
    assert s.cards[other].zone.value == "home"
    armies.move_to_battlefield(s, other, 1, "test")
    assert (s.cards[other].zone.value, s.cards[other].battlefield) == ("battlefield", 1)
    armies.move_home(s, other, "test")
    assert s.cards[other].zone.value == "home"
    free = _battle([_unit("Rider")], [], terrain=[])
    armies.move_home(free.state, find(free.state, "Rider", 0), "test")
    assert free.state.cards[find(free.state, "Rider", 0)].zone.value == "home"


def test_a_negating_terrain_lets_a_movement_that_will_not_be_negated_pass() -> None:
    """"Negate Personalities' movement to or from this battlefield" (``negation``): the
    Rider's movement home is negated, unless it will not be negated [CE › PREVENTION
    (Including Negation)]."""
    from l5r_desktop.games.ccg.attack import armies

    harbor = {**SNOWBOUND, "negation": True}
    assert abilities.validate(harbor) == []
    assert abilities.validate({**SNOWBOUND, "negation": 1})
    game = _battle([_unit("Rider")], [], terrain=[harbor])
    s = game.state
    rider = find(s, "Rider", 0)
    armies.move_home(s, rider, "test")
    assert s.cards[rider].zone.value == "battlefield"
    armies.move_home(s, rider, "test", negatable=False)
    assert s.cards[rider].zone.value == "home"
