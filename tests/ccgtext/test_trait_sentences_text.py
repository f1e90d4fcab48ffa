"""The translator's general stat and keyword traits (``templates/trait_sentences.py``): the
subject, one grant and the condition become an ``ongoing`` record; near misses stay manual.
Our own test lines (invented names, numbers and clans)."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_ROKU = CardDef(id="t:roku", title="Mirumoto Roku", type=CardType.PERSONALITY, force=2,
                chi=2, gold_cost=5, personal_honor=2, keywords=("Samurai",), clans=("Dragon",))
_TROOP = CardDef(id="t:troop", title="Tide Troop", type=CardType.FOLLOWER, force=1,
                 gold_cost=1)
_BLADE = CardDef(id="t:blade", title="Tide Blade", type=CardType.ITEM, force=1, gold_cost=1)
_SPELL = CardDef(id="t:spell", title="Tide Call", type=CardType.SPELL, gold_cost=1)
_MARKET = CardDef(id="t:market", title="Salt Market", type=CardType.HOLDING, gold_cost=2)


def _c(**kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", **kw}


def _stat(amount: int = 1, stat: str = "force", **kw: Any) -> dict[str, Any]:
    return _c(ongoing="stat", stat=stat, amount=amount, **kw)


@pytest.mark.parametrize(("line", "card", "want"), [
    ("Roku has +2F if you are Crab Clan.", _ROKU,
     _stat(2, applies_to="self", **{"if": {"player": "you", "clan": "Crab"}})),
    ("Roku has +1C while another player is Unicorn Clan.", _ROKU,
     _stat(1, "chi", applies_to="self", **{"if": {"player": "others", "clan": "Unicorn"}})),
    ("This Follower has +3F while you control a Mine.", _TROOP,
     _stat(3, applies_to="self", **{"if": {"player": "you", "controls": {"keyword": "Mine"}}})),
    ("Roku has +1PH while you control Togashi Ika.", _ROKU,
     _stat(1, "personal_honor", applies_to="self",
           **{"if": {"player": "you", "controls": {"title": "Togashi Ika"}}})),
    ("Roku has -2F while he is unopposed.", _ROKU,
     _stat(-2, applies_to="self", **{"if": {"card": "self", "opposed": False}})),
    ("This Personality has Naval while he is Mantis Clan.", _TROOP,
     _c(ongoing="keyword", keyword="Naval", applies_to="host",
        **{"if": {"card": "host", "clan": "Mantis"}})),
    ("This Personality has +2F while he is Magistrate.", _BLADE,
     _stat(2, applies_to="host", **{"if": {"card": "host", "keyword": "Magistrate"}})),
    ("This Follower has +1F while attached to a Ronin.", _TROOP,
     _stat(1, applies_to="self", **{"if": {"card": "host", "keyword": "Ronin"}})),
    ("While Roku is attacking, he has Elite.", _ROKU,
     _c(ongoing="keyword", keyword="Elite", applies_to="self",
        **{"if": {"card": "self", "side": "attacking"}})),
    ("This Shugenja has Conqueror while he is Fire.", _SPELL,
     _c(ongoing="keyword", keyword="Conqueror", applies_to="host",
        **{"if": {"card": "host", "keyword": "Fire"}})),
    ("This Personality has Cavalry.", _BLADE,
     _c(ongoing="keyword", keyword="Cavalry", applies_to="host")),
    ("Your Ninja have +2F.", _MARKET,
     _stat(2, applies_to="yours", filter={"keyword": "Ninja"})),
    ("Your other Dragon Clan Personalities have +1C.", _ROKU,
     _stat(1, "chi", applies_to="yours",
           filter={"type": "personality", "clan": "Dragon", "other": True})),
    ("Your other Water Shugenja have +1F.", _ROKU,
     _stat(1, applies_to="yours",
           filter={"type": "personality", "keywords": ["Water", "Shugenja"], "other": True})),
    ("Your Spells have +1C.", _MARKET, _stat(1, "chi", applies_to="yours",
                                              filter={"type": "spell"})),
    ("Other Followers in this unit have +2F.", _TROOP,
     _stat(2, applies_to="unit", filter={"type": "follower", "other": True})),
    ("Archers in this unit have +1F.", _TROOP,
     _stat(1, applies_to="unit", filter={"keyword": "Archer"})),
    ("Followers in this unit have Cavalry.", _ROKU,
     _c(ongoing="keyword", keyword="Cavalry", applies_to="unit", filter={"type": "follower"})),
    ("Roku enters play for 2 less Gold if any other player is Crab Clan.", _ROKU,
     _c(ongoing="entry_discount", amount=2, **{"if": {"player": "others", "clan": "Crab"}})),
    ("Enters play paying 1 less Gold if you control a Magistrate.", _ROKU,
     _c(ongoing="entry_discount", amount=1,
        **{"if": {"player": "you", "controls": {"keyword": "Magistrate"}}})),
    ("This Item has +1F.", _BLADE, _stat(1, applies_to="self")),  # its bearer's modifier
    ("Will only attach to a Human.", _TROOP, _c(ongoing="attach_only", human=True)),
    ("Will not attach to a Fire Personality.", _BLADE,
     _c(ongoing="attach_only", keyword="Fire", **{"not": True})),
    ("Will not attach Spells or Items.", _ROKU, _c(ongoing="cannot_attach",
                                                   types=["spell", "item"])),
    ("Fear and Melee Attacks targeting this Personality have -2 strength.", _BLADE,
     _c(ongoing="attack_strength", amount=-2, attacks=["fear", "melee"], applies_to="host")),
    ("Ranged Attacks targeting Roku have -1 strength.", _ROKU,
     _c(ongoing="attack_strength", amount=-1, attacks=["ranged"], applies_to="self")),
    ("Roku has +1F for each Mine you control.", _ROKU,
     _stat(1, applies_to="self", per={"in": "yours", "filter": {"keyword": "Mine"}})),
    ("Roku has +1C for each of his Water Spells.", _ROKU,
     _stat(1, "chi", applies_to="self",
           per={"in": "attached", "filter": {"type": "spell", "keyword": "Water"}})),
    ("This Follower has +2F for each other Archer in this unit.", _TROOP,
     _stat(2, applies_to="self", per={"in": "unit", "filter": {"keyword": "Archer"},
                                      "other": True})),
    ("This card has +1F for each Dragon Clan Personality you control.", _BLADE,
     _stat(1, applies_to="self", per={"in": "yours", "filter": {"type": "personality",
                                                                "clan": "Dragon"}})),
    ("This Holding enters play paying 2 less Gold for each Farm you control.", _MARKET,
     _c(ongoing="entry_discount", amount=2, per={"in": "yours", "filter": {"keyword": "Farm"}})),
    ("Compassion: Roku has Cavalry. (Compassion takes effect while you have fewer Provinces "
     "than anyone else.)", _ROKU,
     _c(ongoing="keyword", keyword="Cavalry", applies_to="self",
        **{"if": {"player": "you", "fewer_provinces": True}})),
    ("Courtesy: Roku has +1F while attacking. (Courtesy traits do not take effect if you went "
     "first.)", _ROKU,
     _stat(1, applies_to="self", **{"while": "attacking",
                                    "if": {"player": "you", "went_first": False}})),
    ("Courtesy: Roku has Destined. (Courtesy traits do not take effect if you went first. "
     "Draw a card after you Recruit a Destined card.)", _ROKU,
     _c(ongoing="keyword", keyword="Destined", applies_to="self",
        **{"if": {"player": "you", "went_first": False}})),
])
def test_reads(line: str, card: CardDef, want: dict[str, Any]) -> None:
    assert translate_ability(line, card) == want


@pytest.mark.parametrize(("line", "card"), [
    ("Roku has +1F/+1C while attacking.", _ROKU),  # two grants: records
    ("Roku has +1F and Elite while defending.", _ROKU),
    ("Roku has +1F while opposing a Shugenja.", _ROKU),  # "opposing": not read
    ("Roku has +1F for each Ring you control.", _ROKU),  # Rings are not counted
    ("Courtesy: After you Recruit Roku, gain 1 Honor.", _ROKU),  # not an ongoing trait
    ("Roku has +1F if he won a duel this turn.", _ROKU),
    ("Kenji has +1F if you are Crab Clan.", _ROKU),  # another card's name
    ("This Item has Cavalry while you control a Mine.", _BLADE),  # an Item's own keyword
    ("Your Personalities have Cavalry while attacking.", _MARKET),
    ("Roku enters play for 4 less Gold if you are the Defender.", _ROKU),
    ("This Follower has Tactician.", _TROOP),  # not a keyword a trait may give
    ("Ranged Attacks targeting Kenji have -1 strength.", _ROKU),  # another card's name
])
def test_leaves_manual(line: str, card: CardDef) -> None:
    assert translate_ability(line, card) is None
