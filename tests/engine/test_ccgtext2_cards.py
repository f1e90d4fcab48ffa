"""Our card-by-card records of the ccgtext2 lane (``carddb/data/ccg_abilities_ccgtext2.json``,
issue 17, session of 27 Nov morning) played on our own tables with exact numbers: each record
as written (looked up by the Oracle id it is keyed by), on invented cards of the same shape; no
card text."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccg_abilities import ability_data
from l5r_desktop.games.ccg import keywords
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, restrictions
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, player, position


def _records(card_id: str, ability: int) -> list[dict[str, Any]]:
    return list(ability_data()[card_id][ability][1])


def _game(defs: list[dict[str, Any]], alice: dict[str, Any], bob: dict[str, Any], *,
          mine: list[Any] | None = None, bobs: list[Any] | None = None) -> Game:
    """Alice to act in her turn: in the Action Phase, or in a battle at Bob's first province
    with ``mine`` attacking and ``bobs`` defending."""
    if mine is None:
        return Game.from_position(position(alice, bob, active=0, priority=0, defs=defs))
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": mine,
                                       "defending": bobs or []}]}
    return Game.from_position(pos)


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def _bare(title: str) -> dict[str, Any]:
    return {"title": title, "attachments": []}


# --- Thoughts of Wind (oracle:8452): Cavalry; +4F if you control a Ring or he is Air -------

def _wind_defs() -> list[dict[str, Any]]:
    return [cd("Still Monk", "personality", keywords=["Monk"], force=1, chi=3, gold_cost=3,
               personal_honor=1),
            cd("Gale Monk", "personality", keywords=["Monk", "Air"], force=1, chi=3,
               gold_cost=3, personal_honor=1),
            cd("Breath", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:8452", 1))]


def _wind(monk: str, home: list[str]) -> tuple[Game, str]:
    game = _game(_wind_defs(), player(name="Alice", hand=["Breath"], home=[monk, *home]),
                 player("Lion Keep", name="Bob"))
    me = find(game.state, monk, 0)
    (use,) = _uses(game, "Breath")
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
    game = _game(_wind_defs(), player(name="Alice", hand=["Breath"], home=["Still Monk"]),
                 player("Lion Keep", name="Bob", home=["Fire Ring"]))
    me = find(game.state, "Still Monk", 0)
    (use,) = _uses(game, "Breath")
    game.perform(use)
    assert stats.force(game.state, me) == 1


# --- Shameful Death (oracle:6697): his Force to 0, the Magistrate gains what he lost -------

def _death_defs() -> list[dict[str, Any]]:
    return [cd("Judge", "personality", keywords=["Magistrate"], force=2, chi=2, gold_cost=3,
               personal_honor=2),
            cd("Brute", "personality", force=3, chi=1, gold_cost=3, personal_honor=1),
            cd("Weakling", "personality", force=0, chi=1, gold_cost=1, personal_honor=1),
            cd("Shame Death", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:6697", 1))]


def _death(victim: str) -> tuple[Game, str, str]:
    bob_card = {"title": victim, "attachments": [], "dishonored": True}
    game = _game(_death_defs(), player(name="Alice", hand=["Shame Death"]),
                 player("Lion Keep", name="Bob"), mine=[_bare("Judge")], bobs=[bob_card])
    s = game.state
    judge, him = find(s, "Judge", 0), find(s, victim, 1)
    (use,) = _uses(game, "Shame Death")
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
    game = _game(_death_defs(), player(name="Alice", hand=["Shame Death"]),
                 player("Lion Keep", name="Bob"), mine=[_bare("Judge")],
                 bobs=[_bare("Brute")])
    assert _uses(game, "Shame Death") == []


def test_the_lost_amount_validator() -> None:
    rec = _records("oracle:6697", 1)[0]
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
               abilities=[first, *_records("oracle:1092", 2)])]


def test_only_zero_cost_attachments_are_destroyed() -> None:
    """Bob's Samurai carries two free Fans and a paid one: the uses name one or both free
    Fans, never the paid one; taking both destroys them."""
    fans = [{"title": "Free Fan"}, {"title": "Free Fan"}, {"title": "Paid Fan"}]
    game = _game(_coin_defs(), player(name="Alice", hand=["Coin"]),
                 player("Lion Keep", name="Bob",
                        home=[{"title": "Lion Samurai", "attachments": fans}]))
    s = game.state
    free = sorted(c for c in s.cards if s.cards[c].title == "Free Fan")
    paid = find(s, "Paid Fan", 1)
    uses = [u for u in _uses(game, "Coin") if u.ability == 0]
    assert {frozenset(u.targets) for u in uses} == {
        frozenset([free[0]]), frozenset([free[1]]), frozenset(free)}
    (both,) = [u for u in uses if len(u.targets) == 2]
    game.perform(both)
    assert not any(s.cards[f].in_play for f in free) and s.cards[paid].in_play


def test_bow_your_keep_and_discard_the_favor_to_draw_two() -> None:
    game = _game(_coin_defs(), player(name="Alice", hand=["Coin"], imperial_favor=True),
                 player("Lion Keep", name="Bob"))
    s = game.state
    keep = find(s, "Crane Keep", 0)
    (use,) = [u for u in _uses(game, "Coin") if u.ability == 1]
    assert use.targets == (keep,)
    game.perform(use)
    assert s.cards[keep].bowed and not s.players[0].favor
    assert len(s.players[0].hand) == 2


@pytest.mark.parametrize(("favor", "bowed"), [(False, False), (True, True)])
def test_no_favor_or_a_bowed_keep_no_draw(favor: bool, bowed: bool) -> None:
    game = _game(_coin_defs(), player({"title": "Crane Keep", "bowed": bowed}, name="Alice",
                                      hand=["Coin"], imperial_favor=favor),
                 player("Lion Keep", name="Bob"))
    assert [u for u in _uses(game, "Coin") if u.ability == 1] == []


# --- Accidental Confession (oracle:109): dishonored, may not assign, will not move there -----

def _confession_defs() -> list[dict[str, Any]]:
    return [cd("Gossip", "personality", keywords=["Courtier"], force=1, chi=2, gold_cost=3,
               personal_honor=2),
            cd("Confess", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:109", 1))]


def test_dishonored_and_kept_from_battlefields_but_not_from_home() -> None:
    """Alice's Courtier and the Favor pay; Bob's Lion Samurai is dishonored, may not assign,
    and an effect moving his unit to a battlefield does nothing this turn while one moving it
    home still works."""
    from l5r_desktop.games.ccg.attack import armies
    from l5r_desktop.games.ccg.model.battle_state import AttackState, Battlefield

    game = _game(_confession_defs(),
                 player(name="Alice", hand=["Confess"], home=["Gossip"], imperial_favor=True),
                 player("Lion Keep", name="Bob", home=["Lion Samurai"]))
    s = game.state
    gossip, bobs = find(s, "Gossip", 0), find(s, "Lion Samurai", 1)
    (use,) = [u for u in _uses(game, "Confess") if u.targets == (gossip, bobs)]
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
    game = _game(_confession_defs(), player(name="Alice", hand=["Confess"], home=["Gossip"]),
                 player("Lion Keep", name="Bob", home=["Lion Samurai"]))
    assert _uses(game, "Confess") == []


# --- Silent Terror (oracle:7261): bow it; you may discard a card in the battle's province ---

def _terror() -> tuple[Game, str, str, str]:
    defs = [cd("Shade", "personality", keywords=["Ninja"], force=2, chi=2, gold_cost=3,
               personal_honor=1),
            cd("Terror", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:7261", 1)),
            cd("Bob Mine", "holding", gold_cost=3, gold_production=2)]
    bob = player("Lion Keep", name="Bob", provinces=["Bob Mine", *["Filler Dynasty"] * 3],
                 dynasty_deck=["Small Farm"])
    game = _game(defs, player(name="Alice", hand=["Terror"]), bob, mine=[_bare("Shade")],
                 bobs=[_bare("Lion Samurai")])
    s = game.state
    return game, find(s, "Shade", 0), find(s, "Lion Samurai", 1), find(s, "Bob Mine", 1)


def test_the_card_in_the_battles_province_is_discarded_and_refilled() -> None:
    """Alice attacks Bob's first province (his Mine there): the uses name the Mine; she bows
    his Samurai, then takes the choice: the Mine is in his discard pile and his Small Farm
    refills the province face down."""
    from l5r_desktop.games.ccg.actions import ChooseOption

    game, shade, samurai, mine = _terror()
    s = game.state
    uses = _uses(game, "Terror")
    assert {u.targets for u in uses} == {(shade, samurai, mine)}
    game.perform(uses[0])
    assert s.cards[samurai].bowed
    game.perform(ChooseOption(0, apply=True))
    assert mine in s.players[1].dynasty_discard
    assert s.cards[s.players[1].provinces[0]].title == "Small Farm"


def test_declined_the_province_keeps_its_card() -> None:
    from l5r_desktop.games.ccg.actions import ChooseOption

    game, _shade, samurai, mine = _terror()
    s = game.state
    game.perform(_uses(game, "Terror")[0])
    game.perform(ChooseOption(0, apply=False))
    assert s.cards[samurai].bowed and s.players[1].provinces[0] == mine


def test_the_battles_province_spec_and_its_validator() -> None:
    from l5r_desktop.games.ccg.cardtext import province_cards

    assert province_cards.spec_problems({"type": "card", "zone": "province",
                                         "at_current": True, "choose": True}) == []
    assert province_cards.spec_problems({"type": "card", "zone": "province",
                                         "at_current": True, "controller": "you",
                                         "choose": True})


# --- Costly Opportunity (oracle:1522): the other cards of its unit lose their abilities -----

def _costly_defs() -> list[dict[str, Any]]:
    return [cd("Bold Samurai", "personality", keywords=["Samurai"], force=2, chi=2,
               gold_cost=3, personal_honor=1),
            cd("Lancers", "follower", force=2, gold_cost=2, focus=1),
            cd("Costly", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:1522", 1))]


def test_the_follower_destroyed_his_personality_silenced() -> None:
    """Alice's Samurai is destroyed to pay; she targets the Lancers of Bob's Courtier: they
    are destroyed, and the Courtier's own ability may not be used this turn."""
    game = _game(_costly_defs(), player(name="Alice", hand=["Costly"]),
                 player("Lion Keep", name="Bob"), mine=[_bare("Bold Samurai")],
                 bobs=[{"title": "Crane Courtier", "attachments": [{"title": "Lancers"}]}])
    s = game.state
    me, courtier = find(s, "Bold Samurai", 0), find(s, "Crane Courtier", 1)
    lancers = find(s, "Lancers", 1)
    uses = _uses(game, "Costly")
    assert {u.targets for u in uses} == {(me, lancers)}  # the Courtier has an attachment
    assert not restrictions.barred(s.cards[courtier])
    game.perform(uses[0])
    assert not s.cards[me].in_play and not s.cards[lancers].in_play
    assert restrictions.barred(s.cards[courtier])
    assert "may not be used" in (abilities.use_problem(s, 1, courtier, 0) or "")


def test_a_bare_personality_is_destroyed() -> None:
    game = _game(_costly_defs(), player(name="Alice", hand=["Costly"]),
                 player("Lion Keep", name="Bob"), mine=[_bare("Bold Samurai")],
                 bobs=[_bare("Crane Courtier")])
    s = game.state
    courtier = find(s, "Crane Courtier", 1)
    (use,) = _uses(game, "Costly")
    game.perform(use)
    assert not s.cards[courtier].in_play


def test_other_than_is_a_filter_of_each_effects() -> None:
    rec = _records("oracle:1522", 1)[0]
    assert not abilities.validate(rec)
    bad = {**rec, "targets": [rec["targets"][0], {**rec["targets"][1], "other_than": 0}]}
    assert abilities.validate(bad)
    far = {**rec, "effects": [{**rec["effects"][0], "each": {"type": "card", "unit_of": 1,
                                                              "other_than": 7}},
                              rec["effects"][1]]}
    assert any("other_than" in p for p in abilities.validate(far))


# --- Readied Steel (oracle:6195): straighten if he has a Weapon; one from the pile, 2 less ---

def _steel_defs() -> list[dict[str, Any]]:
    return [cd("Blade Kensai", "personality", keywords=["Kensai"], force=2, chi=2,
               gold_cost=3, personal_honor=1),
            cd("Great Sword", "item", keywords=["Weapon"], force=3, gold_cost=3, focus=1),
            cd("Steel", "strategy", gold_cost=0, focus=1, abilities=_records("oracle:6195", 1))]


def _steel(kensai: dict[str, Any], pile: list[str], pool: int) -> Game:
    keep = {"title": "Crane Keep", "bowed": True}  # the pool is all the Gold Alice has
    return _game(_steel_defs(), player(keep, name="Alice", hand=["Steel"], home=[kensai],
                                       fate_discard=pile, gold_pool=pool),
                 player("Lion Keep", name="Bob"))


def test_a_bowed_kensai_with_a_weapon_straightens_with_his_unit() -> None:
    kensai = {"title": "Blade Kensai", "bowed": True,
              "attachments": [{"title": "Katana", "bowed": True}]}
    game = _steel(kensai, [], 0)
    s = game.state
    me = find(s, "Blade Kensai", 0)
    katana = s.cards[me].attachments[0]
    (use,) = _uses(game, "Steel")  # no Weapon in the pile: the first way only
    assert use.ability == 0
    game.perform(use)
    assert not s.cards[me].bowed and not s.cards[katana].bowed


def test_a_weapon_from_the_pile_for_one_gold_and_no_straightening() -> None:
    """Without a Weapon when the first effect resolves he stays bowed; the Great Sword (Gold
    Cost 3) comes from Alice's pile for 3 - 2 = 1 Gold, all her pool."""
    from l5r_desktop.games.ccg.actions import ChooseOption

    game = _steel({"title": "Blade Kensai", "bowed": True}, ["Great Sword"], 1)
    s = game.state
    me, sword = find(s, "Blade Kensai", 0), find(s, "Great Sword", 0)
    (use,) = [u for u in _uses(game, "Steel") if u.ability == 1]
    assert use.targets == (me, sword)
    game.perform(use)
    game.perform(ChooseOption(0, apply=True))
    assert s.cards[sword].attached_to == me and s.players[0].gold_pool == 0
    assert s.cards[me].bowed


def test_declining_leaves_the_weapon_in_the_pile() -> None:
    from l5r_desktop.games.ccg.actions import ChooseOption

    game = _steel({"title": "Blade Kensai"}, ["Great Sword"], 1)
    s = game.state
    sword = find(s, "Great Sword", 0)
    (use,) = [u for u in _uses(game, "Steel") if u.ability == 1]
    game.perform(use)
    game.perform(ChooseOption(0, apply=False))
    assert sword in s.players[0].fate_discard and s.players[0].gold_pool == 1


def test_attaching_from_the_pile_validator() -> None:
    rec = _records("oracle:6195", 1)[1]
    assert not abilities.validate(rec)
    theirs = {**rec, "targets": [rec["targets"][0], {**rec["targets"][1],
                                                    "controller": "opponent"}]}
    assert abilities.validate(theirs)
    to_self = {**rec, "effects": [rec["effects"][0], {**rec["effects"][1], "to": "self"}]}
    assert abilities.validate(to_self)


# --- pool cards (records, 27 Nov morning): one scenario each ----------------------------

def _pool_defs(card_id: str, ability: int, *extra: dict[str, Any]) -> list[dict[str, Any]]:
    return [cd("Plan", "strategy", gold_cost=0, focus=1,
               abilities=_records(card_id, ability)), *extra]


def test_imperial_summons_bows_your_keep_to_bow_him() -> None:
    game = _game(_pool_defs("oracle:3710", 2), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob", home=["Lion Samurai"]))
    s = game.state
    keep, bobs = find(s, "Crane Keep", 0), find(s, "Lion Samurai", 1)
    use = next(u for u in _uses(game, "Plan") if u.targets == (keep, bobs))
    game.perform(use)
    assert s.cards[keep].bowed and s.cards[bobs].bowed
    bowed = _game(_pool_defs("oracle:3710", 2),
                  player({"title": "Crane Keep", "bowed": True}, name="Alice", hand=["Plan"]),
                  player("Lion Keep", name="Bob", home=["Lion Samurai"]))
    assert _uses(bowed, "Plan") == []


def test_lost_caravan_straightens_a_holding_or_the_keep_for_three_gold() -> None:
    keep = {"title": "Crane Keep", "bowed": True}
    game = _game(_pool_defs("oracle:10737", 1),
                 player(keep, name="Alice", hand=["Plan"], gold_pool=3,
                        home=[{"title": "Gold Mine", "bowed": True}]),
                 player("Lion Keep", name="Bob", home=[{"title": "Small Farm", "bowed": True}]))
    s = game.state
    mine, my_keep = find(s, "Gold Mine", 0), find(s, "Crane Keep", 0)
    assert {u.targets for u in _uses(game, "Plan")} == {(mine,), (my_keep,)}
    game.perform(next(u for u in _uses(game, "Plan") if u.targets == (mine,)))
    assert not s.cards[mine].bowed and s.players[0].gold_pool == 0


@pytest.mark.parametrize(("gear", "force"), [([], 5), ([{"title": "Katana"}], 9)])
def test_one_shout_two_or_four_with_an_attachment(gear: list[Any], force: int) -> None:
    """The Lion Samurai (3F; a Katana adds 2) opposed at the battlefield: +2F bare, +4F with
    an attachment."""
    game = _game(_pool_defs("oracle:9917", 1), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"),
                 mine=[{"title": "Lion Samurai", "attachments": gear}],
                 bobs=[_bare("Ronin")])
    s = game.state
    (use,) = _uses(game, "Plan")
    game.perform(use)
    assert stats.force(s, find(s, "Lion Samurai", 0)) == force


@pytest.mark.parametrize(("honor", "after"), [(9, 12), (10, 11)])
def test_honest_assessment_gains_three_at_nine_or_less(honor: int, after: int) -> None:
    game = _game(_pool_defs("oracle:3415", 1),
                 player(name="Alice", hand=["Plan"], family_honor=honor),
                 player("Lion Keep", name="Bob"), mine=[_bare("Lion Samurai")],
                 bobs=[_bare("Ronin")])
    s = game.state
    (use,) = _uses(game, "Plan")  # Ronin 0 PH <= Samurai 2
    game.perform(use)
    assert s.cards[find(s, "Ronin", 1)].bowed and s.players[0].family_honor == after


def test_punishing_blow_bows_a_bare_card_with_less_force() -> None:
    """Alice's Ronin (2F): Bob's Loyal Lion (2F) and his Samurai carrying a Club do not fit;
    his bare Weakling (1F) and the Club (1F, an enemy card without attachments) do."""
    weak = cd("Weakling", "personality", force=1, chi=1, gold_cost=1, personal_honor=1)
    game = _game(_pool_defs("oracle:11842", 1, weak), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[_bare("Ronin")],
                 bobs=[_bare("Loyal Lion"), _bare("Weakling"),
                       {"title": "Lion Samurai", "attachments": [{"title": "Club"}]}])
    s = game.state
    ronin, weakling, club = find(s, "Ronin", 0), find(s, "Weakling", 1), find(s, "Club", 1)
    assert {u.targets for u in _uses(game, "Plan")} == {(ronin, weakling), (ronin, club)}
    game.perform(next(u for u in _uses(game, "Plan") if u.targets == (ronin, weakling)))
    assert s.cards[weakling].bowed and not s.cards[ronin].bowed


def test_rank_hath_privilege_bows_both() -> None:
    """Alice's Judge (Magistrate, PH 2): Bob's Ronin (PH 0) fits, his Crane Samurai (PH 2)
    does not; both the Judge and the Ronin bow."""
    judge = cd("Judge", "personality", keywords=["Magistrate"], force=1, chi=2, gold_cost=3,
               personal_honor=2)
    game = _game(_pool_defs("oracle:6162", 1, judge),
                 player(name="Alice", hand=["Plan"], home=["Judge"]),
                 player("Lion Keep", name="Bob", home=["Ronin", "Crane Samurai"]))
    s = game.state
    me, ronin = find(s, "Judge", 0), find(s, "Ronin", 1)
    assert {u.targets for u in _uses(game, "Plan")} == {(me, ronin)}
    game.perform(_uses(game, "Plan")[0])
    assert s.cards[me].bowed and s.cards[ronin].bowed


def test_fist_of_the_earth_bows_the_follower_not_his_personality() -> None:
    monk = cd("Stone Monk", "personality", keywords=["Monk"], force=1, chi=3, gold_cost=3,
              personal_honor=1)
    game = _game(_pool_defs("oracle:2586", 1, monk), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[_bare("Stone Monk")],
                 bobs=[{"title": "Lion Samurai", "attachments": [{"title": "Spearmen"}]}])
    s = game.state
    me = find(s, "Stone Monk", 0)
    spear = find(s, "Spearmen", 1)
    assert {u.targets for u in _uses(game, "Plan")} == {(me, spear)}
    game.perform(_uses(game, "Plan")[0])
    assert s.cards[me].bowed and s.cards[spear].bowed


def test_pack_tactics_two_of_yours_bow_his_unit() -> None:
    game = _game(_pool_defs("oracle:5859", 1), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[_bare("Ronin"), _bare("Loyal Lion")],
                 bobs=[{"title": "Lion Samurai", "attachments": [{"title": "Spearmen"}]}])
    s = game.state
    ronin, lion = find(s, "Ronin", 0), find(s, "Loyal Lion", 0)
    bobs, spear = find(s, "Lion Samurai", 1), find(s, "Spearmen", 1)
    uses = _uses(game, "Plan")
    assert all(u.targets[0] != u.targets[1] for u in uses) and uses
    game.perform(uses[0])
    assert all(s.cards[c].bowed for c in (ronin, lion, bobs, spear))


@pytest.mark.parametrize(("dishonored", "straight"), [(False, True), (True, False)])
def test_pronouncement_brings_him_and_straightens_unless_dishonorable(
        dishonored: bool, straight: bool) -> None:
    judge = cd("Judge", "personality", keywords=["Magistrate"], force=1, chi=2, gold_cost=3,
               personal_honor=2)
    bob_home = [{"title": "Lion Samurai", "bowed": True, "dishonored": dishonored}]
    game = _game(_pool_defs("oracle:6077", 1, judge), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob", home=bob_home), mine=[_bare("Judge")],
                 bobs=[_bare("Ronin")])
    s = game.state
    bobs = find(s, "Lion Samurai", 1)
    use = next(u for u in _uses(game, "Plan") if u.targets[1] == bobs)
    game.perform(use)
    assert s.cards[bobs].zone.value == "battlefield"
    assert s.cards[bobs].bowed is not straight


def test_a_group_stat_change_reaches_each_chosen_card() -> None:
    """Our own line read by the translator: Alice defends with three Personalities; a use
    naming two gives each of them +2F, the third keeps its Force."""
    from l5r_desktop.carddb.ccgtext.translate import translate_ability
    from l5r_desktop.games.ccg.model.cards import CardDef

    rec = translate_ability("Battle: Give one to three of your target defending "
                            "Personalities +2F.", CardDef.from_dict(cd("Wall", "strategy",
                                                                       gold_cost=0)))
    assert rec is not None
    defs = [cd("Wall", "strategy", gold_cost=0, focus=1, abilities=[rec])]
    pos = position(player(name="Alice", hand=["Wall"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=1, priority=0, defs=defs)
    pos["attack"] = {"attacker": 1, "defender": 0, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [_bare("Lion Samurai")],
                                       "defending": [_bare("Ronin"), _bare("Loyal Lion"),
                                                     _bare("Crane Samurai")]}]}
    game = Game.from_position(pos)
    s = game.state
    ronin, lion, crane = (find(s, t, 0) for t in ("Ronin", "Loyal Lion", "Crane Samurai"))
    uses = _uses(game, "Wall")
    assert len(uses) == 7  # every set of one to three of the three
    game.perform(next(u for u in uses if set(u.targets) == {ronin, lion}))
    assert (stats.force(s, ronin), stats.force(s, lion), stats.force(s, crane)) == (4, 4, 2)


# --- Sneak Attack (oracle:7311): the Attacker has the first Combat opportunity -------------

def _sneak(play: bool) -> Game:
    """Twenty Festivals, Alice attacks Bob's first province, the Engage Segment: Alice takes
    Sneak Attack (or passes), then both pass the rest of the Engage Segment."""
    defs = [cd("Sneak", "strategy", gold_cost=0, focus=1, abilities=_records("oracle:7311", 1))]
    pos = position(player(name="Alice", hand=["Sneak"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0, defs=defs,
                   profile="twenty_festivals")
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "engage", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [_bare("Ronin")],
                                       "defending": [_bare("Lion Samurai")]}]}
    game = Game.from_position(pos)
    if play:
        (use,) = _uses(game, "Sneak")
        game.perform(use)
    while game.state.attack is not None and game.state.attack.segment == "engage":
        from l5r_desktop.games.ccg.actions import Pass

        game.perform(Pass(game.state.priority))
    return game


def test_the_attacker_acts_first_after_sneak_attack() -> None:
    game = _sneak(True)
    s = game.state
    assert s.attack is not None and s.attack.segment == "combat"
    assert s.priority == 0 and not s.attack.attacker_first  # used up


def test_without_it_the_defender_acts_first() -> None:
    game = _sneak(False)
    assert game.state.priority == 1


def test_the_flag_is_saved_with_the_attack() -> None:
    from l5r_desktop.games.ccg.model.battle_state import AttackState

    att = AttackState(attacker=0, defender=1, current=0, attacker_first=True)
    assert AttackState.from_dict(att.to_dict()).attacker_first
    assert not AttackState.from_dict(AttackState(0, 1).to_dict()).attacker_first


# --- Strategic Strike (oracle:7525): with Reconnaissance, a Personality with Followers -----

def _strike(recon: bool) -> tuple[Game, str, str, str]:
    scout = cd("Far Scout", "personality", keywords=["Scout"], force=1, chi=2, gold_cost=3,
               personal_honor=1)
    defs = [scout, cd("Strike", "strategy", gold_cost=0, focus=1,
                      abilities=_records("oracle:7525", 1))]
    pos = position(player(name="Alice", hand=["Strike"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0, defs=defs)
    field: dict[str, Any] = {"province": 0, "ended": False, "attacking": [_bare("Far Scout")],
                             "defending": [{"title": "Lion Samurai",
                                            "attachments": [{"title": "Spearmen"}]}]}
    if recon:
        field["reconnaissance"] = [0]
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [field]}
    game = Game.from_position(pos)
    s = game.state
    return game, find(s, "Far Scout", 0), find(s, "Lion Samurai", 1), find(s, "Spearmen", 1)


def test_without_reconnaissance_only_the_follower() -> None:
    game, scout, _samurai, spear = _strike(False)
    assert {u.targets for u in _uses(game, "Strike")} == {(scout, spear)}


def test_with_reconnaissance_the_samurai_with_followers_is_destroyed() -> None:
    game, scout, samurai, spear = _strike(True)
    s = game.state
    uses = _uses(game, "Strike")
    assert {u.targets for u in uses} == {(scout, spear), (scout, samurai)}
    game.perform(next(u for u in uses if u.targets == (scout, samurai)))
    assert s.cards[scout].bowed and not s.cards[samurai].in_play


def test_with_followers_is_a_ranged_target_filter_only() -> None:
    rec = _records("oracle:7525", 1)[0]
    assert not abilities.validate(rec)
    bad = {**rec, "targets": [{**rec["targets"][0], "with_followers": True}, rec["targets"][1]]}
    assert abilities.validate(bad)


# --- Test of Sincerity (oracle:7931): his controller chooses seppuku or the shame ----------

@pytest.mark.parametrize(("yes", "bob_after"), [(True, 14), (False, 8)])
def test_his_controller_chooses(yes: bool, bob_after: int) -> None:
    from l5r_desktop.games.ccg.actions import ChooseOption

    defs = [cd("Sincere", "strategy", gold_cost=0, focus=1,
               abilities=_records("oracle:7931", 1))]
    game = _game(defs, player(name="Alice", hand=["Sincere"]),
                 player("Lion Keep", name="Bob", home=["Lion Samurai"]))
    s = game.state
    bobs = find(s, "Lion Samurai", 1)
    (use,) = _uses(game, "Sincere")
    game.perform(use)
    assert game.legal_actions() == [ChooseOption(1, apply=True), ChooseOption(1, apply=False)]
    game.perform(ChooseOption(1, apply=yes))
    if s.reactions:  # his Samurai may answer the Honor loss with seppuku: Bob declines
        from l5r_desktop.games.ccg.actions import Pass

        game.perform(Pass(1))
    assert s.players[1].family_honor == bob_after and s.players[0].family_honor == 10
    assert s.cards[bobs].in_play is not yes
    if not yes:
        assert s.cards[bobs].dishonored
    assert not s.options


# --- more pool cards (records): one scenario each -----------------------------------------

def test_usurpation_sends_a_lower_honor_enemy_home() -> None:
    """Alice's defending Crane Samurai (PH 2): Bob's Ronin (PH 0) fits, his Kensai (PH 5) does
    not; the Ronin goes home and Alice gains 2 Honor."""
    pos = position(player(name="Alice", hand=["Plan"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=1, priority=0,
                   defs=_pool_defs("oracle:9050", 1))
    pos["attack"] = {"attacker": 1, "defender": 0, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [_bare("Ronin"), _bare("Crane Kensai")],
                                       "defending": [_bare("Crane Samurai")]}]}
    game = Game.from_position(pos)
    s = game.state
    mine, ronin = find(s, "Crane Samurai", 0), find(s, "Ronin", 1)
    assert {u.targets for u in _uses(game, "Plan")} == {(mine, ronin)}
    game.perform(_uses(game, "Plan")[0])
    assert s.cards[ronin].zone.value == "home" and s.players[0].family_honor == 12


@pytest.mark.parametrize(("yes", "hand", "bowed"), [(True, 1, True), (False, 0, False)])
def test_unexpected_bow_yours_to_draw(yes: bool, hand: int, bowed: bool) -> None:
    from l5r_desktop.games.ccg.actions import ChooseOption

    game = _game(_pool_defs("oracle:9940", 1), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[_bare("Ronin")],
                 bobs=[_bare("Lion Samurai")])
    s = game.state
    ronin, bobs = find(s, "Ronin", 0), find(s, "Lion Samurai", 1)
    (use,) = _uses(game, "Plan")
    game.perform(use)
    game.perform(ChooseOption(0, apply=yes))
    assert s.cards[bobs].bowed and s.cards[ronin].bowed is bowed
    assert len(s.players[0].hand) == hand


def test_shield_formation_him_and_his_followers() -> None:
    """Alice's defending Lion Samurai (3F) with Spearmen: he and the Spearmen each get +3F;
    Bob's attacking Ronin keeps 2F."""
    pos = position(player(name="Alice", hand=["Plan"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=1, priority=0,
                   defs=_pool_defs("oracle:10167", 1))
    pos["attack"] = {"attacker": 1, "defender": 0, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [_bare("Ronin")],
                                       "defending": [{"title": "Lion Samurai",
                                                      "attachments": [{"title": "Spearmen"}]}]}]}
    game = Game.from_position(pos)
    s = game.state
    me, spear = find(s, "Lion Samurai", 0), find(s, "Spearmen", 0)
    before = stats.force(s, spear)
    (use,) = _uses(game, "Plan")
    game.perform(use)
    assert stats.force(s, me) == 6 and stats.force(s, spear) == before + 3
    assert stats.force(s, find(s, "Ronin", 1)) == 2


def test_ritual_preparation_straightens_a_card_in_your_unit() -> None:
    """Alice's bowed Spearmen (attached) and bowed Ronin are offered; her bowed Gold Mine (no
    unit) is not."""
    game = _game(_pool_defs("oracle:10714", 1), player(name="Alice", hand=["Plan"],
                                                       home=[{"title": "Gold Mine",
                                                              "bowed": True}]),
                 player("Lion Keep", name="Bob"),
                 mine=[{"title": "Ronin", "bowed": True,
                        "attachments": [{"title": "Spearmen", "bowed": True}]}],
                 bobs=[_bare("Lion Samurai")])
    s = game.state
    ronin, spear = find(s, "Ronin", 0), find(s, "Spearmen", 0)
    assert {u.targets for u in _uses(game, "Plan")} == {(ronin,), (spear,)}
    game.perform(next(u for u in _uses(game, "Plan") if u.targets == (spear,)))
    assert not s.cards[spear].bowed and s.cards[ronin].bowed


def test_legions_might_discards_the_favor_for_a_ranged_three() -> None:
    game = _game(_pool_defs("oracle:10958", 2),
                 player(name="Alice", hand=["Plan"], imperial_favor=True),
                 player("Lion Keep", name="Bob"), mine=[_bare("Ronin")],
                 bobs=[_bare("Lion Samurai")])
    s = game.state
    bobs = find(s, "Lion Samurai", 1)
    (use,) = _uses(game, "Plan")
    game.perform(use)
    assert not s.players[0].favor and not s.cards[bobs].in_play  # 3F <= 3


@pytest.mark.parametrize(("dishonored", "bowed"), [(False, False), (True, True)])
def test_unpleasant_truths_his_printed_honor_as_a_penalty(dishonored: bool,
                                                          bowed: bool) -> None:
    """Bob's Crane Kensai (5F, printed PH 5, a +2PH bonus on him): -5F; bowed if
    dishonorable."""
    from l5r_desktop.games.ccg.model.ids import Duration
    from l5r_desktop.games.ccg.model.state import Modifier

    game = _game(_pool_defs("oracle:10964", 1), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[_bare("Ronin")],
                 bobs=[{"title": "Crane Kensai - exp2", "attachments": [],
                        "dishonored": dishonored}])
    s = game.state
    kensai = find(s, "Crane Kensai - exp2", 1)
    s.cards[kensai].modifiers.append(Modifier("personal_honor", 2, Duration.TURN, "test"))
    use = next(u for u in _uses(game, "Plan") if u.targets == (kensai,))
    game.perform(use)
    assert stats.force(s, kensai) == 0 and s.cards[kensai].bowed is bowed


def test_strike_as_the_wind_force_chi_and_honor() -> None:
    game = _game(_pool_defs("oracle:11849", 2), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[_bare("Crane Samurai")],
                 bobs=[_bare("Ronin")])
    s = game.state
    me = find(s, "Crane Samurai", 0)
    (use,) = _uses(game, "Plan")
    game.perform(use)
    assert (stats.force(s, me), stats.chi(s, me), stats.personal_honor(s, me)) == (4, 3, 3)


def test_the_chooser_validator() -> None:
    rec = _records("oracle:7931", 1)[0]
    assert not abilities.validate(rec)
    plain = {**rec, "effects": [{"op": "dishonor", "target": 0, "chooser": 0}]}
    assert any("chooser" in p for p in abilities.validate(plain))
