"""Our card-by-card records of the ccgtext2 lane (``carddb/data/ccg_abilities_ccgtext2.json``, issue
17, session of 27 Nov morning) played on our own tables with exact numbers: each record as written
(looked up by the Oracle id it is keyed by), on invented cards of the same shape; no card text.
This file: the pool cards, one scenario each."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.ccgtext2_tables import bare, offered, pool_defs, records, table
from tests.engine.scenario import cd, find, player, position

# --- pool cards (records, 27 Nov morning): one scenario each ----------------------------

def test_imperial_summons_bows_your_keep_to_bow_him() -> None:
    game = table(pool_defs("oracle:3710", 2), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob", home=["Lion Samurai"]))
    s = game.state
    keep, bobs = find(s, "Crane Keep", 0), find(s, "Lion Samurai", 1)
    use = next(u for u in offered(game, "Plan") if u.targets == (keep, bobs))
    game.perform(use)
    assert s.cards[keep].bowed and s.cards[bobs].bowed
    bowed = table(pool_defs("oracle:3710", 2),
                  player({"title": "Crane Keep", "bowed": True}, name="Alice", hand=["Plan"]),
                  player("Lion Keep", name="Bob", home=["Lion Samurai"]))
    assert offered(bowed, "Plan") == []


def test_lost_caravan_straightens_a_holding_or_the_keep_for_three_gold() -> None:
    keep = {"title": "Crane Keep", "bowed": True}
    game = table(pool_defs("oracle:10737", 1),
                 player(keep, name="Alice", hand=["Plan"], gold_pool=3,
                        home=[{"title": "Gold Mine", "bowed": True}]),
                 player("Lion Keep", name="Bob", home=[{"title": "Small Farm", "bowed": True}]))
    s = game.state
    mine, my_keep = find(s, "Gold Mine", 0), find(s, "Crane Keep", 0)
    assert {u.targets for u in offered(game, "Plan")} == {(mine,), (my_keep,)}
    game.perform(next(u for u in offered(game, "Plan") if u.targets == (mine,)))
    assert not s.cards[mine].bowed and s.players[0].gold_pool == 0


@pytest.mark.parametrize(("gear", "force"), [([], 5), ([{"title": "Katana"}], 9)])
def test_one_shout_two_or_four_with_an_attachment(gear: list[Any], force: int) -> None:
    """The Lion Samurai (3F; a Katana adds 2) opposed at the battlefield: +2F bare, +4F with
    an attachment."""
    game = table(pool_defs("oracle:9917", 1), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"),
                 mine=[{"title": "Lion Samurai", "attachments": gear}],
                 bobs=[bare("Ronin")])
    s = game.state
    (use,) = offered(game, "Plan")
    game.perform(use)
    assert stats.force(s, find(s, "Lion Samurai", 0)) == force


@pytest.mark.parametrize(("honor", "after"), [(9, 12), (10, 11)])
def test_honest_assessment_gains_three_at_nine_or_less(honor: int, after: int) -> None:
    game = table(pool_defs("oracle:3415", 1),
                 player(name="Alice", hand=["Plan"], family_honor=honor),
                 player("Lion Keep", name="Bob"), mine=[bare("Lion Samurai")],
                 bobs=[bare("Ronin")])
    s = game.state
    (use,) = offered(game, "Plan")  # Ronin 0 PH <= Samurai 2
    game.perform(use)
    assert s.cards[find(s, "Ronin", 1)].bowed and s.players[0].family_honor == after


def test_punishing_blow_bows_a_bare_card_with_less_force() -> None:
    """Alice's Ronin (2F): Bob's Loyal Lion (2F) and his Samurai carrying a Club do not fit;
    his bare Weakling (1F) and the Club (1F, an enemy card without attachments) do."""
    weak = cd("Weakling", "personality", force=1, chi=1, gold_cost=1, personal_honor=1)
    game = table(pool_defs("oracle:11842", 1, weak), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[bare("Ronin")],
                 bobs=[bare("Loyal Lion"), bare("Weakling"),
                       {"title": "Lion Samurai", "attachments": [{"title": "Club"}]}])
    s = game.state
    ronin, weakling, club = find(s, "Ronin", 0), find(s, "Weakling", 1), find(s, "Club", 1)
    assert {u.targets for u in offered(game, "Plan")} == {(ronin, weakling), (ronin, club)}
    game.perform(next(u for u in offered(game, "Plan") if u.targets == (ronin, weakling)))
    assert s.cards[weakling].bowed and not s.cards[ronin].bowed


def test_rank_hath_privilege_bows_both() -> None:
    """Alice's Judge (Magistrate, PH 2): Bob's Ronin (PH 0) fits, his Crane Samurai (PH 2)
    does not; both the Judge and the Ronin bow."""
    judge = cd("Judge", "personality", keywords=["Magistrate"], force=1, chi=2, gold_cost=3,
               personal_honor=2)
    game = table(pool_defs("oracle:6162", 1, judge),
                 player(name="Alice", hand=["Plan"], home=["Judge"]),
                 player("Lion Keep", name="Bob", home=["Ronin", "Crane Samurai"]))
    s = game.state
    me, ronin = find(s, "Judge", 0), find(s, "Ronin", 1)
    assert {u.targets for u in offered(game, "Plan")} == {(me, ronin)}
    game.perform(offered(game, "Plan")[0])
    assert s.cards[me].bowed and s.cards[ronin].bowed


def test_fist_of_the_earth_bows_the_follower_not_his_personality() -> None:
    monk = cd("Stone Monk", "personality", keywords=["Monk"], force=1, chi=3, gold_cost=3,
              personal_honor=1)
    game = table(pool_defs("oracle:2586", 1, monk), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[bare("Stone Monk")],
                 bobs=[{"title": "Lion Samurai", "attachments": [{"title": "Spearmen"}]}])
    s = game.state
    me = find(s, "Stone Monk", 0)
    spear = find(s, "Spearmen", 1)
    assert {u.targets for u in offered(game, "Plan")} == {(me, spear)}
    game.perform(offered(game, "Plan")[0])
    assert s.cards[me].bowed and s.cards[spear].bowed


def test_pack_tactics_two_of_yours_bow_his_unit() -> None:
    game = table(pool_defs("oracle:5859", 1), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[bare("Ronin"), bare("Loyal Lion")],
                 bobs=[{"title": "Lion Samurai", "attachments": [{"title": "Spearmen"}]}])
    s = game.state
    ronin, lion = find(s, "Ronin", 0), find(s, "Loyal Lion", 0)
    bobs, spear = find(s, "Lion Samurai", 1), find(s, "Spearmen", 1)
    uses = offered(game, "Plan")
    assert all(u.targets[0] != u.targets[1] for u in uses) and uses
    game.perform(uses[0])
    assert all(s.cards[c].bowed for c in (ronin, lion, bobs, spear))


@pytest.mark.parametrize(("dishonored", "straight"), [(False, True), (True, False)])
def test_pronouncement_brings_him_and_straightens_unless_dishonorable(
        dishonored: bool, straight: bool) -> None:
    judge = cd("Judge", "personality", keywords=["Magistrate"], force=1, chi=2, gold_cost=3,
               personal_honor=2)
    bob_home = [{"title": "Lion Samurai", "bowed": True, "dishonored": dishonored}]
    game = table(pool_defs("oracle:6077", 1, judge), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob", home=bob_home), mine=[bare("Judge")],
                 bobs=[bare("Ronin")])
    s = game.state
    bobs = find(s, "Lion Samurai", 1)
    use = next(u for u in offered(game, "Plan") if u.targets[1] == bobs)
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
                                       "attacking": [bare("Lion Samurai")],
                                       "defending": [bare("Ronin"), bare("Loyal Lion"),
                                                     bare("Crane Samurai")]}]}
    game = Game.from_position(pos)
    s = game.state
    ronin, lion, crane = (find(s, t, 0) for t in ("Ronin", "Loyal Lion", "Crane Samurai"))
    uses = offered(game, "Wall")
    assert len(uses) == 7  # every set of one to three of the three
    game.perform(next(u for u in uses if set(u.targets) == {ronin, lion}))
    assert (stats.force(s, ronin), stats.force(s, lion), stats.force(s, crane)) == (4, 4, 2)

# --- more pool cards (records): one scenario each -----------------------------------------

def test_usurpation_sends_a_lower_honor_enemy_home() -> None:
    """Alice's defending Crane Samurai (PH 2): Bob's Ronin (PH 0) fits, his Kensai (PH 5) does
    not; the Ronin goes home and Alice gains 2 Honor."""
    pos = position(player(name="Alice", hand=["Plan"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=1, priority=0,
                   defs=pool_defs("oracle:9050", 1))
    pos["attack"] = {"attacker": 1, "defender": 0, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [bare("Ronin"), bare("Crane Kensai")],
                                       "defending": [bare("Crane Samurai")]}]}
    game = Game.from_position(pos)
    s = game.state
    mine, ronin = find(s, "Crane Samurai", 0), find(s, "Ronin", 1)
    assert {u.targets for u in offered(game, "Plan")} == {(mine, ronin)}
    game.perform(offered(game, "Plan")[0])
    assert s.cards[ronin].zone.value == "home" and s.players[0].family_honor == 12


@pytest.mark.parametrize(("yes", "hand", "bowed"), [(True, 1, True), (False, 0, False)])
def test_unexpected_bow_yours_to_draw(yes: bool, hand: int, bowed: bool) -> None:
    from l5r_desktop.games.ccg.actions import ChooseOption

    game = table(pool_defs("oracle:9940", 1), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[bare("Ronin")],
                 bobs=[bare("Lion Samurai")])
    s = game.state
    ronin, bobs = find(s, "Ronin", 0), find(s, "Lion Samurai", 1)
    (use,) = offered(game, "Plan")
    game.perform(use)
    game.perform(ChooseOption(0, apply=yes))
    assert s.cards[bobs].bowed and s.cards[ronin].bowed is bowed
    assert len(s.players[0].hand) == hand


def test_shield_formation_him_and_his_followers() -> None:
    """Alice's defending Lion Samurai (3F) with Spearmen: he and the Spearmen each get +3F;
    Bob's attacking Ronin keeps 2F."""
    pos = position(player(name="Alice", hand=["Plan"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=1, priority=0,
                   defs=pool_defs("oracle:10167", 1))
    pos["attack"] = {"attacker": 1, "defender": 0, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [bare("Ronin")],
                                       "defending": [{"title": "Lion Samurai",
                                                      "attachments": [{"title": "Spearmen"}]}]}]}
    game = Game.from_position(pos)
    s = game.state
    me, spear = find(s, "Lion Samurai", 0), find(s, "Spearmen", 0)
    before = stats.force(s, spear)
    (use,) = offered(game, "Plan")
    game.perform(use)
    assert stats.force(s, me) == 6 and stats.force(s, spear) == before + 3
    assert stats.force(s, find(s, "Ronin", 1)) == 2


def test_ritual_preparation_straightens_a_card_in_your_unit() -> None:
    """Alice's bowed Spearmen (attached) and bowed Ronin are offered; her bowed Gold Mine (no
    unit) is not."""
    game = table(pool_defs("oracle:10714", 1), player(name="Alice", hand=["Plan"],
                                                       home=[{"title": "Gold Mine",
                                                              "bowed": True}]),
                 player("Lion Keep", name="Bob"),
                 mine=[{"title": "Ronin", "bowed": True,
                        "attachments": [{"title": "Spearmen", "bowed": True}]}],
                 bobs=[bare("Lion Samurai")])
    s = game.state
    ronin, spear = find(s, "Ronin", 0), find(s, "Spearmen", 0)
    assert {u.targets for u in offered(game, "Plan")} == {(ronin,), (spear,)}
    game.perform(next(u for u in offered(game, "Plan") if u.targets == (spear,)))
    assert not s.cards[spear].bowed and s.cards[ronin].bowed


def test_legions_might_discards_the_favor_for_a_ranged_three() -> None:
    game = table(pool_defs("oracle:10958", 2),
                 player(name="Alice", hand=["Plan"], imperial_favor=True),
                 player("Lion Keep", name="Bob"), mine=[bare("Ronin")],
                 bobs=[bare("Lion Samurai")])
    s = game.state
    bobs = find(s, "Lion Samurai", 1)
    (use,) = offered(game, "Plan")
    game.perform(use)
    assert not s.players[0].favor and not s.cards[bobs].in_play  # 3F <= 3


@pytest.mark.parametrize(("dishonored", "bowed"), [(False, False), (True, True)])
def test_unpleasant_truths_his_printed_honor_as_a_penalty(dishonored: bool,
                                                          bowed: bool) -> None:
    """Bob's Crane Kensai (5F, printed PH 5, a +2PH bonus on him): -5F; bowed if
    dishonorable."""
    from l5r_desktop.games.ccg.model.ids import Duration
    from l5r_desktop.games.ccg.model.state import Modifier

    game = table(pool_defs("oracle:10964", 1), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[bare("Ronin")],
                 bobs=[{"title": "Crane Kensai - exp2", "attachments": [],
                        "dishonored": dishonored}])
    s = game.state
    kensai = find(s, "Crane Kensai - exp2", 1)
    s.cards[kensai].modifiers.append(Modifier("personal_honor", 2, Duration.TURN, "test"))
    use = next(u for u in offered(game, "Plan") if u.targets == (kensai,))
    game.perform(use)
    assert stats.force(s, kensai) == 0 and s.cards[kensai].bowed is bowed


def test_strike_as_the_wind_force_chi_and_honor() -> None:
    game = table(pool_defs("oracle:11849", 2), player(name="Alice", hand=["Plan"]),
                 player("Lion Keep", name="Bob"), mine=[bare("Crane Samurai")],
                 bobs=[bare("Ronin")])
    s = game.state
    me = find(s, "Crane Samurai", 0)
    (use,) = offered(game, "Plan")
    game.perform(use)
    assert (stats.force(s, me), stats.chi(s, me), stats.personal_honor(s, me)) == (4, 3, 3)


def test_the_chooser_validator() -> None:
    rec = records("oracle:7931", 1)[0]
    assert not abilities.validate(rec)
    plain = {**rec, "effects": [{"op": "dishonor", "target": 0, "chooser": 0}]}
    assert any("chooser" in p for p in abilities.validate(plain))
