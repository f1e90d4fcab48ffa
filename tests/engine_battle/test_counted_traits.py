"""Counted traits (``cardtext/trait_counts.py``: the ``per`` object of an ongoing record) and
entering play ignoring the Gold cost (``gold_traits.ignores_gold``): a Force bonus for each
other card of a keyword in the card's army [CE › ARMY] or under its controller
[CE › CARD CONTROL], an entry discount for each such card up to a limit, and an attachment
that equips onto a Personality of two keywords paying no Gold [CE › GOLD COST]. The count is
taken whenever the stat or the cost is computed [CE › REMAIN]. Our own test cards and
numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Equip, Recruit
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_P = {"chi": 2, "gold_cost": 3, "personal_honor": 1, "honor_requirement": 0}
_ARMY = {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 2,
         "applies_to": "self", "per": {"in": "army", "filter": {"keyword": "Sentry"},
                                       "other": True}}
_YOURS = {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 1,
          "applies_to": "self", "per": {"in": "yours", "filter": {"keyword": "Kiln"},
                                        "other": True}}
_DISCOUNT = {"timing": "continuous", "ongoing": "entry_discount", "amount": 2, "max": 3,
             "per": {"in": "yours", "filter": {"keyword": "Beast"}}}
_FREE = {"timing": "continuous", "ongoing": "entry_discount", "ignore_gold": True,
         "host": {"keywords": ["Beast", "Kiln"]}}
DEFS = [
    *BASE,
    cd("Gate Sergeant", "personality", keywords=["Sentry"], force=1, **_P, abilities=[_ARMY]),
    cd("Sentry", "personality", keywords=["Sentry"], force=2, **_P),
    cd("Sentry Hound", "follower", keywords=["Sentry"], force=1, gold_cost=1, focus=1),
    cd("Kiln Tender", "follower", keywords=["Kiln"], force=1, gold_cost=2, focus=1,
       abilities=[_YOURS, _FREE]),
    cd("Kiln House", "holding", keywords=["Kiln"], gold_cost=2),
    cd("Kiln Beast", "personality", keywords=["Kiln", "Beast"], force=2, **_P),
    cd("Beast", "personality", keywords=["Beast"], force=2, **_P),
    cd("Herd Lord", "personality", keywords=["Beast"], force=3, chi=2, gold_cost=8,
       personal_honor=1, honor_requirement=0, abilities=[_DISCOUNT]),
]


def _battle(alice: list, bob: list, alice_home: list | None = None) -> Game:
    game = attack_game(player(name="Alice", home=[*(alice_home or []), *alice]),
                       player("Lion Keep", name="Bob", home=bob), defs=DEFS)
    declare(game)
    for u in alice:
        assign(game, pid(game, u["title"] if isinstance(u, dict) else u, 0), 0)
    done(game)
    for u in bob:
        assign(game, pid(game, u["title"] if isinstance(u, dict) else u, 1), 0)
    done(game)
    return game


def test_plus_two_for_each_other_sentry_in_his_army() -> None:
    """The Sergeant (a Sentry, Force 1) attacks with a Sentry and a Crane Samurai carrying a
    Sentry Hound: 1 + 2 x 2 = 5; Alice's Sentry at home and Bob's defending Sentry do not
    count, nor does the Sergeant himself."""
    hound = {"title": "Crane Samurai", "attachments": ["Sentry Hound"]}
    game = _battle(["Gate Sergeant", "Sentry", hound], ["Sentry"], alice_home=["Sentry"])
    assert stats.force(game.state, find(game.state, "Gate Sergeant", 0)) == 5


def test_no_army_no_count() -> None:
    game = game_at(player(home=["Gate Sergeant", "Sentry"]), player("Lion Keep"), defs=DEFS)
    assert stats.force(game.state, find(game.state, "Gate Sergeant", 0)) == 1


def test_plus_one_for_each_other_kiln_card_you_control() -> None:
    """The Tender (a Kiln Follower, Force 1) on Alice's Kiln Beast, beside her Kiln House:
    1 + 2 = 3; Bob's Kiln House does not count."""
    game = game_at(player(home=[{"title": "Kiln Beast", "attachments": ["Kiln Tender"]},
                                "Kiln House"]),
                   player("Lion Keep", home=["Kiln House"]), defs=DEFS)
    assert stats.force(game.state, find(game.state, "Kiln Tender", 0)) == 3


def _recruit_game(beasts: int, pool: int) -> Game:
    return game_at(player({"title": "Crane Keep", "bowed": True}, name="Alice",
                          home=["Beast"] * beasts, gold_pool=pool,
                          provinces=[{"title": "Herd Lord", "face_up": True},
                                     *["Filler Dynasty"] * 3]),
                   player("Lion Keep", name="Bob", home=["Beast"] * 2), defs=DEFS,
                   phase="dynasty")


def _recruits(game: Game) -> list[Recruit]:
    lord = find(game.state, "Herd Lord", 0)
    return [a for a in game.legal_actions() if isinstance(a, Recruit) and a.card == lord
            and not a.discount and not a.for_honor]


def test_two_less_for_each_beast_you_control_up_to_three() -> None:
    """Gold Cost 8: one Beast of Alice's takes 2 off (6 Gold recruits, 5 does not), two or
    three take 3 (the limit: 5 Gold recruits, 4 does not); Bob's Beasts never count."""
    assert _recruits(_recruit_game(1, 6)) and not _recruits(_recruit_game(1, 5))
    assert _recruits(_recruit_game(2, 5)) and not _recruits(_recruit_game(2, 4))
    assert not _recruits(_recruit_game(3, 4))
    game = _recruit_game(3, 5)
    game.perform(_recruits(game)[0])
    assert game.state.players[0].gold_pool == 0
    assert game.state.cards[find(game.state, "Herd Lord", 0)].zone.in_play


def test_equips_to_a_kiln_beast_paying_no_gold() -> None:
    """No Gold in the pool: the Tender equips to the Kiln Beast, not to the Beast (cost 2
    there); with 2 Gold it equips to either."""
    def equips(pool: int) -> set[str]:
        game = game_at(player({"title": "Crane Keep", "bowed": True}, home=[
            "Kiln Beast", "Beast"], hand=["Kiln Tender"], gold_pool=pool),
            player("Lion Keep"), defs=DEFS)
        s = game.state
        return {s.cards[a.target].title for a in game.legal_actions()
                if isinstance(a, Equip) and a.card == find(s, "Kiln Tender", 0)}
    assert equips(0) == {"Kiln Beast"}
    assert equips(2) == {"Kiln Beast", "Beast"}


def test_the_validator() -> None:
    assert abilities.validate(_ARMY) == [] and abilities.validate(_DISCOUNT) == []
    assert abilities.validate(_FREE) == []
    assert abilities.validate({**_ARMY, "applies_to": "unit"}) != []
    assert abilities.validate({**_ARMY, "per": {"in": "province"}}) != []
    assert abilities.validate({**_DISCOUNT, "per": {"in": "army"}}) != []
    assert abilities.validate({**_FREE, "amount": 2}) != []
    assert abilities.validate({k: v for k, v in _DISCOUNT.items() if k != "per"}) != []
