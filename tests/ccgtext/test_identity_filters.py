"""Targets by what a card is not (issue 17, ccgtext lane): "Human" is a Personality or
Follower without the Nonhuman keyword [CE › HUMAN] (``not_keyword``), "unaligned" a card
without a Clan alignment [CE › UNALIGNED] (``unaligned``), and the two ways of "bow your
performing Monk unless he is Void" (``identity_filters.py``). Our own test lines and cards."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, game_at, player

_TALE = CardDef.from_dict(cd("Old Tale", "strategy", gold_cost=0, focus=1))


def _read(line: str) -> Any:
    return translate_ability(line, _TALE)


# --- the translator -------------------------------------------------------------------------

def test_unaligned_and_human_are_read_as_filters() -> None:
    rec = _read("Open: Target an unaligned Personality: Give him -2F.")
    assert rec["targets"] == [{"type": "personality", "unaligned": True}]
    rec = _read("Battle: Choose your performing Human Personality and target an enemy "
                "Personality: Bow him.")
    assert rec["targets"][0] == {"type": "personality", "controller": "you", "performer": True,
                                 "not_keyword": "Nonhuman", "choose": True}
    rec = _read("Open: Target a Human Follower: Bow it.")
    assert rec["targets"] == [{"type": "follower", "not_keyword": "Nonhuman"}]


@pytest.mark.parametrize("line", [
    "Open: Target a Human Holding: Bow it.",  # only Personalities and Followers are Human
    "Open: Target a Human card: Bow it.",
    "Open: Target a Human Personality or Holding: Bow it.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None


def test_the_validator() -> None:
    base = {"timing": "open", "effects": [{"op": "bow", "target": 0}]}
    assert not validate({**base, "targets": [{"type": "personality",
                                              "not_keyword": ["Void", "Nonhuman"]}]})
    assert validate({**base, "targets": [{"type": "personality", "not_keyword": ""}]})
    assert validate({**base, "targets": [{"type": "personality", "not_keyword": 3}]})
    assert validate({**base, "targets": [{"type": "personality", "unaligned": False}]})


# --- the engine -----------------------------------------------------------------------------

_CHILL = {"timing": "open", "targets": [{"type": "personality", "unaligned": True}],
          "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -2,
                       "duration": "turn"}]}
_SEND = {"timing": "open",
         "targets": [{"type": "personality", "controller": "you", "performer": True,
                      "not_keyword": "Nonhuman", "choose": True},
                     {"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "bow", "target": 1}]}
#: the two ways of "Bow your performing Monk unless he is Air: draw a card"
_CALM = [{"timing": "open", "targets": [{"type": "personality", "controller": "you",
                                         "performer": True, "keyword": ["Monk", "Air"]}],
          "effects": [{"op": "draw", "amount": 1, "player": "you"}]},
         {"timing": "open", "cost": {"bow_targets": [0]},
          "targets": [{"type": "personality", "controller": "you", "performer": True,
                       "keyword": "Monk", "not_keyword": "Air", "bowed": False}],
          "effects": [{"op": "draw", "amount": 1, "player": "you"}]}]
DEFS = [cd("Wanderer", "personality", force=4, chi=1, gold_cost=3, personal_honor=0),
        cd("Clan Wanderer", "personality", keywords=["Crab Clan"], force=4, chi=1,
           gold_cost=3, personal_honor=0),
        cd("Oni", "personality", keywords=["Nonhuman"], force=5, chi=0, gold_cost=5,
           personal_honor=0),
        cd("Air Monk", "personality", keywords=["Monk", "Air"], force=1, chi=3, gold_cost=3,
           personal_honor=1),
        cd("Earth Monk", "personality", keywords=["Monk", "Earth"], force=1, chi=3,
           gold_cost=3, personal_honor=1),
        cd("Chill", "strategy", gold_cost=0, focus=1, abilities=[_CHILL]),
        cd("Send", "strategy", gold_cost=0, focus=1, abilities=[_SEND]),
        cd("Calm", "strategy", gold_cost=0, focus=1, abilities=_CALM)]


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_only_an_unaligned_personality_is_offered() -> None:
    """Bob's Wanderer (no Clan), Clan Wanderer (a Crab Clan keyword) and Lion Samurai (Lion
    Clan): only the Wanderer is offered, and his Force goes 4 -> 2."""
    game = game_at(p1={"hand": ["Chill"]},
                   p2={"home": ["Wanderer", "Clan Wanderer", "Lion Samurai"]},
                   phase="action", defs=DEFS)
    s = game.state
    wanderer = find(s, "Wanderer", 1)
    uses = _uses(game, "Chill")
    assert [u.targets for u in uses] == [(wanderer,)]
    game.perform(uses[0])
    assert stats.force(s, wanderer) == 2
    assert stats.force(s, find(s, "Clan Wanderer", 1)) == 4


def test_a_nonhuman_does_not_perform_for_a_human() -> None:
    """Alice's Oni (Nonhuman) and Crane Samurai: only the Samurai performs; Bob's Lion
    Samurai is bowed."""
    game = game_at(p1={"hand": ["Send"], "home": ["Oni", "Crane Samurai"]},
                   p2={"home": ["Lion Samurai"]}, phase="action", defs=DEFS)
    s = game.state
    uses = _uses(game, "Send")
    assert {u.targets[0] for u in uses} == {find(s, "Crane Samurai", 0)}
    game.perform(uses[0])
    assert s.cards[find(s, "Lion Samurai", 1)].bowed


@pytest.mark.parametrize(("monk", "bows"), [("Air Monk", False), ("Earth Monk", True)])
def test_bow_unless_he_is_air(monk: str, bows: bool) -> None:
    """The Air Monk performs without bowing, the Earth Monk bows; either draws one card (hand
    1 -> 1: the Strategy out, a card in; Fate deck 5 -> 4). A bowed Earth Monk cannot
    perform, a bowed Air Monk can."""
    game = game_at(p1=player(hand=["Calm"], home=[monk]), phase="action", defs=DEFS)
    s = game.state
    me = find(s, monk, 0)
    uses = _uses(game, "Calm")
    assert len(uses) == 1 and uses[0].targets == (me,)
    game.perform(uses[0])
    assert s.cards[me].bowed is bows
    assert len(s.players[0].hand) == 1 and len(s.players[0].fate_deck) == 4
    bowed = game_at(p1={"hand": ["Calm"], "home": [{"title": monk, "bowed": True}]},
                    phase="action", defs=DEFS)
    assert len(_uses(bowed, "Calm")) == (0 if bows else 1)
