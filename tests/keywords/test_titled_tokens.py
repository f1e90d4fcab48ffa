"""Titled stat tokens count their stat: "+3F Fire token" [CE › TOKENS] (``model/stats.py``),
and the translator reads "Give <who> a +1F Sake token" (``templates/titled_tokens.py``)."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

TAVERN = {"timing": "limited", "cost": {"bow_self": True},
          "targets": [{"type": "personality"}],
          "effects": [{"op": "add_token", "target": 0, "token": "+1F Sake", "amount": 1}]}


def test_titled_tokens_count_their_stat() -> None:
    """A Force 3 Samurai with two "+1F Sake" tokens and one "-1C Plague" token: Force 5, Chi
    1 (of 2); an untitled "Wealth" token changes no stat."""
    game = game_at(player(name="Alice", home=[{"title": "Lion Samurai", "attachments": [],
                                               "tokens": {"+1F Sake": 2, "-1C Plague": 1,
                                                          "Wealth": 1}}]),
                   player("Dragon Keep", name="Bob"))
    s = game.state
    sam = find(s, "Lion Samurai", 0)
    assert (stats.force(s, sam), stats.chi(s, sam)) == (5, 1)


def test_tavern_gives_a_titled_token_through_the_engine() -> None:
    """Limited, Bow: the Holding gives the target a "+1F Sake" token: his Force 3 -> 4."""
    game = game_at(player(name="Alice", home=["Tavern", {"title": "Lion Samurai",
                                                         "attachments": []}]),
                   player("Dragon Keep", name="Bob"),
                   defs=[cd("Tavern", "holding", gold_cost=2, abilities=[TAVERN])])
    s = game.state
    sam, tavern = find(s, "Lion Samurai", 0), find(s, "Tavern", 0)
    game.perform(UseAbility(0, card=tavern, ability=0, targets=(sam,)))
    assert s.cards[sam].tokens == {"+1F Sake": 1}
    assert stats.force(s, sam) == 4
    assert s.cards[tavern].bowed


def test_the_translator_reads_titled_tokens() -> None:
    card = CardDef(id="x:1", title="Kaze Inn", type=CardType.HOLDING, gold_cost=2,
                   text="Limited, Bow: Give a target Personality a +1F Sake token.")
    recs, auto = translate(card)
    assert auto == [True] and recs == [TAVERN]
    card = CardDef(id="x:2", title="Kaze Tomo", type=CardType.PERSONALITY, base_title="Kaze Tomo",
                   text="Reaction: After Tomo enters play: Give him three -1C Ash tokens.")
    recs, auto = translate(card)
    assert auto == [True]
    assert recs[0]["effects"] == [{"op": "add_token", "target": "self", "token": "-1C Ash",
                                   "amount": 3}]
    # two stats on one titled token: left to the players
    card = CardDef(id="x:3", title="Kaze Inn", type=CardType.HOLDING, gold_cost=2,
                   text="Limited, Bow: Give a target Personality a +1F/+1C Sake token.")
    assert translate(card)[1] == [False]
