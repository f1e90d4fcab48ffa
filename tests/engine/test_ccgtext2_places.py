"""Our card-by-card records of the ccgtext2 lane (``carddb/data/ccg_abilities_ccgtext2.json``, issue
17, session of 27 Nov morning) played on our own tables with exact numbers: each record as written
(looked up by the Oracle id it is keyed by), on invented cards of the same shape; no card text.
This file: the battle's province, the other cards of a unit, attaching from the discard pile
(Silent Terror, Costly Opportunity, Readied Steel)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import abilities, restrictions
from l5r_desktop.games.ccg.game import Game
from tests.engine.ccgtext2_tables import bare, offered, records, table
from tests.engine.scenario import cd, find, player

# --- Silent Terror (oracle:7261): bow it; you may discard a card in the battle's province ---

def _terror() -> tuple[Game, str, str, str]:
    defs = [cd("Shade", "personality", keywords=["Ninja"], force=2, chi=2, gold_cost=3,
               personal_honor=1),
            cd("Terror", "strategy", gold_cost=0, focus=1,
               abilities=records("oracle:7261", 1)),
            cd("Bob Mine", "holding", gold_cost=3, gold_production=2)]
    bob = player("Lion Keep", name="Bob", provinces=["Bob Mine", *["Filler Dynasty"] * 3],
                 dynasty_deck=["Small Farm"])
    game = table(defs, player(name="Alice", hand=["Terror"]), bob, mine=[bare("Shade")],
                 bobs=[bare("Lion Samurai")])
    s = game.state
    return game, find(s, "Shade", 0), find(s, "Lion Samurai", 1), find(s, "Bob Mine", 1)


def test_the_card_in_the_battles_province_is_discarded_and_refilled() -> None:
    """Alice attacks Bob's first province (his Mine there): the uses name the Mine; she bows
    his Samurai, then takes the choice: the Mine is in his discard pile and his Small Farm
    refills the province face down."""
    from l5r_desktop.games.ccg.actions import ChooseOption

    game, shade, samurai, mine = _terror()
    s = game.state
    uses = offered(game, "Terror")
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
    game.perform(offered(game, "Terror")[0])
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
               abilities=records("oracle:1522", 1))]


def test_the_follower_destroyed_his_personality_silenced() -> None:
    """Alice's Samurai is destroyed to pay; she targets the Lancers of Bob's Courtier: they
    are destroyed, and the Courtier's own ability may not be used this turn."""
    game = table(_costly_defs(), player(name="Alice", hand=["Costly"]),
                 player("Lion Keep", name="Bob"), mine=[bare("Bold Samurai")],
                 bobs=[{"title": "Crane Courtier", "attachments": [{"title": "Lancers"}]}])
    s = game.state
    me, courtier = find(s, "Bold Samurai", 0), find(s, "Crane Courtier", 1)
    lancers = find(s, "Lancers", 1)
    uses = offered(game, "Costly")
    assert {u.targets for u in uses} == {(me, lancers)}  # the Courtier has an attachment
    assert not restrictions.barred(s.cards[courtier])
    game.perform(uses[0])
    assert not s.cards[me].in_play and not s.cards[lancers].in_play
    assert restrictions.barred(s.cards[courtier])
    assert "may not be used" in (abilities.use_problem(s, 1, courtier, 0) or "")


def test_a_bare_personality_is_destroyed() -> None:
    game = table(_costly_defs(), player(name="Alice", hand=["Costly"]),
                 player("Lion Keep", name="Bob"), mine=[bare("Bold Samurai")],
                 bobs=[bare("Crane Courtier")])
    s = game.state
    courtier = find(s, "Crane Courtier", 1)
    (use,) = offered(game, "Costly")
    game.perform(use)
    assert not s.cards[courtier].in_play


def test_other_than_is_a_filter_of_each_effects() -> None:
    rec = records("oracle:1522", 1)[0]
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
            cd("Steel", "strategy", gold_cost=0, focus=1, abilities=records("oracle:6195", 1))]


def _steel(kensai: dict[str, Any], pile: list[str], pool: int) -> Game:
    keep = {"title": "Crane Keep", "bowed": True}  # the pool is all the Gold Alice has
    return table(_steel_defs(), player(keep, name="Alice", hand=["Steel"], home=[kensai],
                                       fate_discard=pile, gold_pool=pool),
                 player("Lion Keep", name="Bob"))


def test_a_bowed_kensai_with_a_weapon_straightens_with_his_unit() -> None:
    kensai = {"title": "Blade Kensai", "bowed": True,
              "attachments": [{"title": "Katana", "bowed": True}]}
    game = _steel(kensai, [], 0)
    s = game.state
    me = find(s, "Blade Kensai", 0)
    katana = s.cards[me].attachments[0]
    (use,) = offered(game, "Steel")  # no Weapon in the pile: the first way only
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
    (use,) = [u for u in offered(game, "Steel") if u.ability == 1]
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
    (use,) = [u for u in offered(game, "Steel") if u.ability == 1]
    game.perform(use)
    game.perform(ChooseOption(0, apply=False))
    assert sword in s.players[0].fate_discard and s.players[0].gold_pool == 1


def test_attaching_from_the_pile_validator() -> None:
    rec = records("oracle:6195", 1)[1]
    assert not abilities.validate(rec)
    theirs = {**rec, "targets": [rec["targets"][0], {**rec["targets"][1],
                                                    "controller": "opponent"}]}
    assert abilities.validate(theirs)
    to_self = {**rec, "effects": [rec["effects"][0], {**rec["effects"][1], "to": "self"}]}
    assert abilities.validate(to_self)
