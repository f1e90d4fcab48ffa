"""Traits that change Gold, and conditions on continuous traits, with exact numbers:
conditional Gold production ("Produce 3 Gold, or 4 Gold if you are a Lion Clan player"), Gold
paid less when a card enters play ("Enters play paying 1 less Gold if ...", "Attaches to a
Courtier for 2 less Gold"), stat bonuses while a condition holds ("while he has a Spell",
"While this Shugenja is Fire") [CE › GOLD PRODUCTION], [CE › GOLD COST], [CE › TRAITS],
[CE › REMAIN]; ``cardtext/gold_traits.py``, ``cardtext/trait_conditions.py``."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.actions import Equip, Recruit
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player


def cont(kind: str, **kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", "ongoing": kind, **kw}


LION = {"player": "you", "clan": "Lion"}
DEFS = [
    cd("Lion Mine", "holding", gold_cost=2, gold_production=2,
       abilities=[cont("gold_production", amount=1, **{"if": LION})]),
    cd("Caravan", "holding", gold_cost=2, gold_production=2,
       abilities=[cont("gold_production", amount=1,
                       **{"if": {"player": "you", "your_turn": False}})]),
    cd("Thrifty Ronin", "personality", force=2, chi=2, gold_cost=5, personal_honor=1,
       honor_requirement=0, abilities=[cont("entry_discount", amount=1, **{"if": LION})]),
    cd("Courtier's Ledger", "item", force=0, chi=0, gold_cost=2, focus=1,
       abilities=[cont("entry_discount", amount=2, host={"keyword": "Courtier"})]),
    cd("Flame Scroll", "spell", gold_cost=3, focus=1,
       abilities=[cont("entry_discount", amount=1,
                       host={"keyword": "Shugenja", "any_keyword": ["Fire", "Void"]})]),
    cd("Ember", "spell", gold_cost=0, focus=1,
       abilities=[cont("stat", stat="force", amount=1, applies_to="host",
                       **{"if": {"card": "host", "keyword": "Fire"}})]),
    cd("Spell Lover", "personality", keywords=["Shugenja"], force=1, chi=3, gold_cost=4,
       personal_honor=1, honor_requirement=0,
       abilities=[cont("stat", stat="force", amount=2,
                       **{"if": {"card": "self", "has": {"type": "spell"}}})]),
    cd("Fire Shugenja", "personality", keywords=["Shugenja", "Fire"], force=1, chi=3,
       gold_cost=4, personal_honor=1, honor_requirement=0),
    cd("Water Shugenja", "personality", keywords=["Shugenja", "Water"], force=1, chi=3,
       gold_cost=4, personal_honor=1, honor_requirement=0),
    cd("Plain Courtier", "personality", keywords=["Courtier"], force=1, chi=2, gold_cost=3,
       personal_honor=1, honor_requirement=0),
    cd("Plain Samurai", "personality", keywords=["Samurai"], force=2, chi=2, gold_cost=3,
       personal_honor=1, honor_requirement=0),
]


@pytest.mark.parametrize(("keep", "produced"), [("Lion Keep", 3), ("Crane Keep", 2)])
def test_mine_produces_more_for_its_clan(keep: str, produced: int) -> None:
    """A Gold Production 2 Holding with "or 3 Gold if you are a Lion Clan player" produces 3
    for a Lion player, 2 for a Crane player (the Stronghold is bowed: the mine alone pays)."""
    game = game_at(player({"title": keep, "bowed": True}, name="Alice", home=["Lion Mine"]),
                   player("Dragon Keep", name="Bob"), defs=DEFS)
    s = game.state
    mine = find(s, "Lion Mine", 0)
    assert stats.gold_production(s, mine) == produced
    assert economy.producers(s, 0) == [(mine, produced)]
    assert economy.available_gold(s, 0) == produced


def test_mine_pays_for_a_recruit_only_when_its_bonus_applies() -> None:
    """Dynasty Phase, a Ronin of Gold Cost 3 face up: the Lion player's mine alone (3 Gold)
    recruits him; the Crane player's (2 Gold) cannot."""
    for keep, offered in (("Lion Keep", True), ("Crane Keep", False)):
        game = game_at(player({"title": keep, "bowed": True}, name="Alice", home=["Lion Mine"],
                              provinces=[{"title": "Ronin", "face_up": True}, "Filler Dynasty",
                                         "Filler Dynasty", "Filler Dynasty"]),
                       player("Dragon Keep", name="Bob"), defs=DEFS, phase="dynasty")
        ronin = find(game.state, "Ronin", 0)
        assert any(isinstance(a, Recruit) and a.card == ronin
                   for a in game.legal_actions()) is offered


def test_caravan_produces_more_on_another_players_turn() -> None:
    """"or 3 Gold if it is not your turn": 2 on Alice's turn, 3 on Bob's."""
    for active, produced in ((0, 2), (1, 3)):
        game = game_at(player(name="Alice", home=["Caravan"]), player("Dragon Keep", name="Bob"),
                       defs=DEFS, active=active)
        assert stats.gold_production(game.state, find(game.state, "Caravan", 0)) == produced


@pytest.mark.parametrize(("keep", "paid"), [("Lion Keep", 4), ("Crane Keep", 5)])
def test_personality_enters_play_paying_less_for_its_clan(keep: str, paid: int) -> None:
    """A clanless Personality of Gold Cost 5 entering play for 1 Gold less with a Lion Clan
    player: recruited for 4 by a Lion player, 5 by a Crane player; his Gold Cost stat stays 5
    [CE › GOLD COST]. The Gold paid leaves the pool."""
    game = game_at(player({"title": keep, "bowed": True}, name="Alice", gold_pool=5,
                          provinces=[{"title": "Thrifty Ronin", "face_up": True},
                                     "Filler Dynasty", "Filler Dynasty", "Filler Dynasty"]),
                   player("Dragon Keep", name="Bob"), defs=DEFS, phase="dynasty")
    s = game.state
    ronin = find(s, "Thrifty Ronin", 0)
    assert [o[3] for o in economy.recruit_options(s, 0, ronin)] == [paid]
    assert stats.gold_cost(s, ronin) == 5
    recruit = next(a for a in game.legal_actions() if isinstance(a, Recruit) and a.card == ronin)
    game.perform(recruit)
    assert s.cards[ronin].zone.in_play
    assert s.players[0].gold_pool == 0  # the excess is lost [CE › GOLD PRODUCTION]


def test_attachment_costs_less_on_the_host_it_names() -> None:
    """An Item of Gold Cost 2 that "attaches to a Courtier for 2 less Gold", no Gold at all:
    Equip is offered onto the Courtier (cost 0), not onto the Samurai (cost 2); it is paid."""
    game = game_at(player({"title": "Crane Keep", "bowed": True}, name="Alice",
                          hand=["Courtier's Ledger"],
                          home=[{"title": "Plain Courtier", "attachments": []},
                                {"title": "Plain Samurai", "attachments": []}]),
                   player("Dragon Keep", name="Bob"), defs=DEFS)
    s = game.state
    ledger = find(s, "Courtier's Ledger", 0)
    courtier, samurai = find(s, "Plain Courtier", 0), find(s, "Plain Samurai", 0)
    targets = [a.target for a in game.legal_actions()
               if isinstance(a, Equip) and a.card == ledger]
    assert targets == [courtier]
    assert economy.equip_cost(s, 0, ledger, samurai) == 2
    game.perform(Equip(0, ledger, courtier))
    assert s.cards[ledger].attached_to == courtier


def test_either_keyword_host_discount() -> None:
    """"Attaches to a Fire or Void Shugenja paying 1 less Gold": 2 on the Fire Shugenja, 3 on
    the Water Shugenja."""
    game = game_at(player(name="Alice", hand=["Flame Scroll"],
                          home=[{"title": "Fire Shugenja", "attachments": []},
                                {"title": "Water Shugenja", "attachments": []}]),
                   player("Dragon Keep", name="Bob"), defs=DEFS)
    s = game.state
    scroll = find(s, "Flame Scroll", 0)
    assert economy.equip_cost(s, 0, scroll, find(s, "Fire Shugenja", 0)) == 2
    assert economy.equip_cost(s, 0, scroll, find(s, "Water Shugenja", 0)) == 3
    assert economy.equip_cost(s, 0, scroll, None) == 2


def test_stat_bonus_while_the_shugenja_is_fire() -> None:
    """"While this Shugenja is Fire, he has +1F": the Fire Shugenja carrying it has Force 2,
    the Water Shugenja carrying another copy Force 1."""
    game = game_at(player(name="Alice", home=[
        {"title": "Fire Shugenja", "attachments": ["Ember"]},
        {"title": "Water Shugenja", "attachments": ["Ember"]}]),
        player("Dragon Keep", name="Bob"), defs=DEFS)
    s = game.state
    assert stats.force(s, find(s, "Fire Shugenja", 0)) == 2
    assert stats.force(s, find(s, "Water Shugenja", 0)) == 1


def test_stat_bonus_while_he_has_a_spell_turns_on_and_off() -> None:
    """"has +2F while he has a Spell": Force 1 without, 3 once a Spell is attached, 1 again
    when it is discarded (the effect turns on and off [CE › REMAIN])."""
    game = game_at(player(name="Alice", hand=["Ember"],
                          home=[{"title": "Spell Lover", "attachments": []}]),
                   player("Dragon Keep", name="Bob"), defs=DEFS)
    s = game.state
    lover, ember = find(s, "Spell Lover", 0), find(s, "Ember", 0)
    assert stats.force(s, lover) == 1
    game.perform(Equip(0, ember, lover))
    assert stats.force(s, lover) == 3
    from l5r_desktop.games.ccg.model import moves

    moves.discard(s, ember)
    assert stats.force(s, lover) == 1


@pytest.mark.parametrize("record", [
    cont("gold_production", amount=1, **{"if": {"player": "you", "clan": 3}}),
    cont("gold_production", amount=1, **{"if": {"player": "them", "clan": "Lion"}}),
    cont("gold_production", amount=0),
    cont("entry_discount", amount=1, host={"colour": "red"}),
    cont("stat", stat="force", amount=1, **{"if": {"card": "self", "has": {"type": "ring"}}}),
    cont("stat", stat="force", amount=1, **{"if": {"card": 0, "keyword": "Fire"}}),
])
def test_bad_trait_conditions_are_refused(record: dict[str, Any]) -> None:
    assert abilities.validate(record)
