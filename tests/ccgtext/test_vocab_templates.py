"""The translator templates of the engine vocabulary of issue 17 part B (ongoing traits,
Kata entering play, duel consequences): our own test sentences in, exact records out, and a
record that runs; a variant the templates do not read stays manual."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import find, game_at, player

P, F, IT, S, H, ST = (CardType.PERSONALITY, CardType.FOLLOWER, CardType.ITEM, CardType.SPELL,
                      CardType.HOLDING, CardType.STRATEGY)


def _card(text: str, type_: CardType = P, title: str = "Kaze Tomo", **kw) -> CardDef:
    return CardDef(id="x:1", title=title, type=type_, text=text, base_title=title, **kw)


def _one(text: str, type_: CardType = P, **kw) -> dict | None:
    recs, auto = translate(_card(text, type_, **kw))
    return recs[0] if auto == [True] else None


def _cont(kind: str, **kw) -> dict:
    return {"timing": "continuous", "ongoing": kind, **kw}


@pytest.mark.parametrize(("text", "type_", "record"), [
    ("This Follower has +2F while defending.", F,
     _cont("stat", stat="force", amount=2, applies_to="self", **{"while": "defending"})),
    ("This Personality has +1PH.", IT,
     _cont("stat", stat="personal_honor", amount=1, applies_to="host")),
    ("This Shugenja has +3F.", S, _cont("stat", stat="force", amount=3, applies_to="host")),
    ("Your Samurai have +1F.", P,
     _cont("stat", stat="force", amount=1, applies_to="yours",
           filter={"type": "personality", "keyword": "Samurai"})),
    ("Melee and Ranged Attacks targeting cards in this unit have -5 strength.", F,
     _cont("attack_strength", amount=-5, attacks=["melee", "ranged"], applies_to="unit")),
    ("Fear effects, Melee Attacks, and Ranged Attacks targeting this Follower have -4 "
     "strength.", F,
     _cont("attack_strength", amount=-4, attacks=["fear", "melee", "ranged"],
           applies_to="self")),
    ("Negate Fear effects targeting this Follower.", F,
     _cont("negate", attacks=["fear"], applies_to="self")),
    ("Will only attach to a Crane Clan Personality.", IT, _cont("attach_only", clan="Crane")),
    ("Can only attach to a Courtier.", F, _cont("attach_only", keyword="Courtier")),
    ("Cannot attach Armor or Followers.", P,
     _cont("cannot_attach", types=["follower"], keyword="Armor")),
    ("Your provinces have +2 strength.", H, _cont("province_strength", amount=2)),
    ("This Personality has Conqueror.", IT,
     _cont("keyword", keyword="Conqueror", applies_to="host")),
    ("This Personality has Resilient.", P,
     _cont("keyword", keyword="Resilient", applies_to="self")),
])
def test_ongoing_trait_lines(text: str, type_: CardType, record: dict) -> None:
    assert _one(text, type_) == record


@pytest.mark.parametrize(("text", "type_"), [
    ("This Follower has +1F for every two Farms you control.", F),   # a count: manual
    ("This Item has +1F per Farm.", IT),            # ("This Item has +1F." is read now:
                                                    # test_trait_sentences_text.py)
    ("This Shugenja has +1C.", P),                                    # not a Shugenja
    ("Will only attach to a Personality with 3 or higher Chi.", F),
    ("Cannot attach Items or Kiho.", P),
    ("Negate Fear effects targeting this Follower. Draw a card.", F),
    ("Your Holdings have +1F.", P),
    ("This Personality has Tactician.", IT),   # not a keyword the engine grants
])
def test_variants_stay_manual(text: str, type_: CardType) -> None:
    assert _one(text, type_) is None


def test_kata_line_and_its_record_runs() -> None:
    """"Political Open: Put this Kata into play. Discard your other Kata in play." on a
    Strategy: the record, and in a game the Kata enters play, the older one is discarded."""
    text = "Political Open: Put this Kata into play. Discard your other Kata in play."
    rec = _one(text, ST, keywords=("Kata",))
    assert rec == {"timing": "open", "keywords": ["political"], "cost": {"gold": "card"},
                   "effects": [{"op": "put_into_play", "target": "self"},
                               {"op": "discard_others", "keyword": "Kata"}]}
    assert _one("Limited: Put this card into play.", P) is None  # only a Strategy
    kata = {"id": "t:New Kata", "title": "New Kata", "type": "strategy", "keywords": ["Kata"],
            "gold_cost": 0, "focus": 1, "abilities": [rec]}
    old = {"id": "t:Old Kata", "title": "Old Kata", "type": "strategy", "keywords": ["Kata"],
           "gold_cost": 0, "focus": 1}
    game = game_at(player(home=["Old Kata"], hand=["New Kata"]), defs=[kata, old])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "New Kata"), ability=0))
    assert s.cards[find(s, "New Kata")].zone is Zone.HOME
    assert find(s, "Old Kata") in s.players[0].fate_discard


@pytest.mark.parametrize(("text", "token", "stat"), [
    ("Iaijutsu Battle: Tomo challenges a target enemy Personality. Bow and dishonor the "
     "loser.", "bow_loser+dishonor_loser", None),
    ("Battle: Tomo challenges a target enemy Personality to a duel of Force. Give the "
     "duel's loser -3F.", "loser_force:-3", "force"),
    ("Battle: Tomo challenges a target enemy Personality.", "none", None),
])
def test_challenge_and_consequences(text: str, token: str, stat: str | None) -> None:
    rec = _one(text)
    assert rec is not None
    effect = {"op": "challenge", "target": 0, "token": token}
    if stat:
        effect["stat"] = stat
    assert rec["effects"] == [effect]
    assert rec["targets"] == [{"type": "personality", "controller": "opponent"}]


def test_strategy_challenger_and_unread_consequence() -> None:
    """"Your target unbowed Personality challenges ..." on a Strategy: the challenger is the
    first target; a consequence with a condition stays manual."""
    rec = _one("Iaijutsu Battle: Your target unbowed Personality challenges a target enemy "
               "Personality. Dishonor and bow the duel's loser.", ST)
    assert rec is not None and rec["effects"] == [
        {"op": "challenge", "target": 1, "token": "dishonor_loser+bow_loser"}]
    assert rec["targets"][0] == {"type": "personality", "controller": "you", "bowed": False}
    assert _one("Battle: Tomo challenges a target enemy Personality. Bow the loser. Destroy "
                "him if he is defending.") is None


def test_ongoing_stat_record_from_text_plays() -> None:
    """A translated "Your Samurai have +1F." on a Personality in play gives Crane Samurai
    2 -> 3 Force."""
    rec = _one("Your Samurai have +1F.")
    lord = {"id": "t:Lord", "title": "Lord", "type": "personality", "force": 1, "chi": 2,
            "gold_cost": 3, "personal_honor": 1, "abilities": [rec]}
    game = game_at(player(home=["Lord", "Crane Samurai"]), defs=[lord])
    assert stats.force(game.state, find(game.state, "Crane Samurai")) == 3
