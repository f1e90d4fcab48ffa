"""Our card-by-card records of the ccgtext2 lane (``carddb/data/ccg_abilities_ccgtext2.json``, issue
17, session of 27 Nov morning) played on our own tables with exact numbers: each record as written
(looked up by the Oracle id it is keyed by), on invented cards of the same shape; no card text.
This file: amounts from a stat lost or from the table, Gold Cost limits, kept from battlefields
(Thoughts of Wind, Shameful Death, Bonds of Coin, Accidental Confession)."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg import keywords
from l5r_desktop.games.ccg.cardtext import abilities, restrictions
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.ccgtext2_tables import bare, offered, records, table
from tests.engine.scenario import cd, find, player

# --- Thoughts of Wind (oracle:8452): Cavalry; +4F if you control a Ring or he is Air -------

def _wind_defs() -> list[dict[str, Any]]:
    return [cd("Still Monk", "personality", keywords=["Monk"], force=1, chi=3, gold_cost=3,
               personal_honor=1),
            cd("Gale Monk", "personality", keywords=["Monk", "Air"], force=1, chi=3,
               gold_cost=3, personal_honor=1),
            cd("Breath", "strategy", gold_cost=0, focus=1,
               abilities=records("oracle:8452", 1))]


def _wind(monk: str, home: list[str]) -> tuple[Game, str]:
    game = table(_wind_defs(), player(name="Alice", hand=["Breath"], home=[monk, *home]),
                 player("Lion Keep", name="Bob"))
    me = find(game.state, monk, 0)
    (use,) = offered(game, "Breath")
    game.perform(use)
    return game, me


def test_a_monk_without_ring_or_air_gets_cavalry_only() -> None:
    game, me = _wind("Still Monk", [])
    s = game.state
    assert stats.force(s, me) == 1
    assert keywords.has(s, me, "Cavalry")


def test_a_ring_you_control_gives_four_force() -> None:
    game, me = _wind("Still Monk", ["Water Ring"])
    assert stats.force(game.state, me) == 5


def test_an_air_monk_gets_four_force_without_a_ring() -> None:
    game, me = _wind("Gale Monk", [])
    assert stats.force(game.state, me) == 5


def test_bobs_ring_does_not_count() -> None:
    game = table(_wind_defs(), player(name="Alice", hand=["Breath"], home=["Still Monk"]),
                 player("Lion Keep", name="Bob", home=["Fire Ring"]))
    me = find(game.state, "Still Monk", 0)
    (use,) = offered(game, "Breath")
    game.perform(use)
    assert stats.force(game.state, me) == 1


# --- Shameful Death (oracle:6697): his Force to 0, the Magistrate gains what he lost -------

def _death_defs() -> list[dict[str, Any]]:
    return [cd("Judge", "personality", keywords=["Magistrate"], force=2, chi=2, gold_cost=3,
               personal_honor=2),
            cd("Brute", "personality", force=3, chi=1, gold_cost=3, personal_honor=1),
            cd("Weakling", "personality", force=0, chi=1, gold_cost=1, personal_honor=1),
            cd("Shame Death", "strategy", gold_cost=0, focus=1,
               abilities=records("oracle:6697", 1))]


def _death(victim: str) -> tuple[Game, str, str]:
    bob_card = {"title": victim, "attachments": [], "dishonored": True}
    game = table(_death_defs(), player(name="Alice", hand=["Shame Death"]),
                 player("Lion Keep", name="Bob"), mine=[bare("Judge")], bobs=[bob_card])
    s = game.state
    judge, him = find(s, "Judge", 0), find(s, victim, 1)
    (use,) = offered(game, "Shame Death")
    assert use.targets == (judge, him)
    game.perform(use)
    return game, judge, him


def test_the_magistrate_gains_the_three_force_the_brute_lost() -> None:
    game, judge, him = _death("Brute")
    assert stats.force(game.state, him) == 0
    assert stats.force(game.state, judge) == 5


def test_nothing_lost_nothing_gained() -> None:
    game, judge, him = _death("Weakling")
    assert stats.force(game.state, him) == 0
    assert stats.force(game.state, judge) == 2


def test_an_honorable_enemy_is_no_target() -> None:
    game = table(_death_defs(), player(name="Alice", hand=["Shame Death"]),
                 player("Lion Keep", name="Bob"), mine=[bare("Judge")],
                 bobs=[bare("Brute")])
    assert offered(game, "Shame Death") == []


def test_the_lost_amount_validator() -> None:
    rec = records("oracle:6697", 1)[0]
    assert not abilities.validate(rec)
    bad = {**rec, "effects": [rec["effects"][0], {**rec["effects"][1], "amount_from": {
        "lost": 5, "stat": "force"}}]}
    assert abilities.validate(bad)
    chosen = {**rec, "effects": [{**rec["effects"][0], "optional": 1}, rec["effects"][1]]}
    assert any("lost" in p for p in abilities.validate(chosen))


# --- Bonds of Coin (oracle:1092): 0 Gold Cost attachments; bow your Keep and the Favor -------

def _coin_defs() -> list[dict[str, Any]]:
    from l5r_desktop.carddb.ccgtext.translate import translate_ability
    from l5r_desktop.games.ccg.model.cards import CardDef

    line = "Political Open: Destroy one to three target attachments with 0 Gold Cost."
    first = translate_ability(line, CardDef.from_dict(cd("Coin", "strategy", gold_cost=0)))
    assert first is not None
    return [cd("Free Fan", "item", gold_cost=0, focus=1),
            cd("Paid Fan", "item", gold_cost=1, focus=1),
            cd("Coin", "strategy", gold_cost=0, focus=1,
               abilities=[first, *records("oracle:1092", 2)])]


def test_only_zero_cost_attachments_are_destroyed() -> None:
    """Bob's Samurai carries two free Fans and a paid one: the uses name one or both free
    Fans, never the paid one; taking both destroys them."""
    fans = [{"title": "Free Fan"}, {"title": "Free Fan"}, {"title": "Paid Fan"}]
    game = table(_coin_defs(), player(name="Alice", hand=["Coin"]),
                 player("Lion Keep", name="Bob",
                        home=[{"title": "Lion Samurai", "attachments": fans}]))
    s = game.state
    free = sorted(c for c in s.cards if s.cards[c].title == "Free Fan")
    paid = find(s, "Paid Fan", 1)
    uses = [u for u in offered(game, "Coin") if u.ability == 0]
    assert {frozenset(u.targets) for u in uses} == {
        frozenset([free[0]]), frozenset([free[1]]), frozenset(free)}
    (both,) = [u for u in uses if len(u.targets) == 2]
    game.perform(both)
    assert not any(s.cards[f].in_play for f in free) and s.cards[paid].in_play


def test_bow_your_keep_and_discard_the_favor_to_draw_two() -> None:
    game = table(_coin_defs(), player(name="Alice", hand=["Coin"], imperial_favor=True),
                 player("Lion Keep", name="Bob"))
    s = game.state
    keep = find(s, "Crane Keep", 0)
    (use,) = [u for u in offered(game, "Coin") if u.ability == 1]
    assert use.targets == (keep,)
    game.perform(use)
    assert s.cards[keep].bowed and not s.players[0].favor
    assert len(s.players[0].hand) == 2


@pytest.mark.parametrize(("favor", "bowed"), [(False, False), (True, True)])
def test_no_favor_or_a_bowed_keep_no_draw(favor: bool, bowed: bool) -> None:
    game = table(_coin_defs(), player({"title": "Crane Keep", "bowed": bowed}, name="Alice",
                                      hand=["Coin"], imperial_favor=favor),
                 player("Lion Keep", name="Bob"))
    assert [u for u in offered(game, "Coin") if u.ability == 1] == []


# --- Accidental Confession (oracle:109): dishonored, may not assign, will not move there -----

def _confession_defs() -> list[dict[str, Any]]:
    return [cd("Gossip", "personality", keywords=["Courtier"], force=1, chi=2, gold_cost=3,
               personal_honor=2),
            cd("Confess", "strategy", gold_cost=0, focus=1,
               abilities=records("oracle:109", 1))]


def test_dishonored_and_kept_from_battlefields_but_not_from_home() -> None:
    """Alice's Courtier and the Favor pay; Bob's Lion Samurai is dishonored, may not assign,
    and an effect moving his unit to a battlefield does nothing this turn while one moving it
    home still works."""
    from l5r_desktop.games.ccg.attack import armies
    from l5r_desktop.games.ccg.model.battle_state import AttackState, Battlefield

    game = table(_confession_defs(),
                 player(name="Alice", hand=["Confess"], home=["Gossip"], imperial_favor=True),
                 player("Lion Keep", name="Bob", home=["Lion Samurai"]))
    s = game.state
    gossip, bobs = find(s, "Gossip", 0), find(s, "Lion Samurai", 1)
    (use,) = [u for u in offered(game, "Confess") if u.targets == (gossip, bobs)]
    game.perform(use)
    c = s.cards[bobs]
    assert c.dishonored and not s.players[0].favor
    assert restrictions.cannot_assign(c)
    s.attack = AttackState(attacker=1, defender=0, battlefields=[Battlefield(province=0)],
                           current=0)
    armies.move_to_battlefield(s, bobs, 0)
    assert c.zone.value == "home"  # the movement there is prevented
    armies.take_unit(s, bobs)
    armies.place_unit(s, bobs, 0, True)  # there by assignment (not a movement)
    armies.move_home(s, bobs)
    assert c.zone.value == "home"  # home is still allowed


def test_without_the_favor_not_offered() -> None:
    game = table(_confession_defs(), player(name="Alice", hand=["Confess"], home=["Gossip"]),
                 player("Lion Keep", name="Bob", home=["Lion Samurai"]))
    assert offered(game, "Confess") == []
