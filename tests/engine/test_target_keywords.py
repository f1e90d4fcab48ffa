"""Targets needing several keywords ("your performing unbowed Nonhuman Shadowlands
Personality": the card has every one of them [CE › KEYWORDS: "A card either has a given
keyword or it does not"]): a target spec's ``keyword`` may be a list (``cardtext/targets.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player

_GRIP = cd("Dark Grip", "strategy", gold_cost=0, focus=1, abilities=[{
    "timing": "limited", "targets": [
        {"type": "personality", "controller": "you", "performer": True,
         "keyword": ["Nonhuman", "Shadowlands"]},
        {"type": "personality", "controller": "opponent"}],
    "effects": [{"op": "bow", "target": 1}]}])
_DEFS = [
    _GRIP,
    cd("Plum Ogre", "personality", keywords=["Nonhuman", "Shadowlands"], force=3, chi=1,
       personal_honor=0, gold_cost=3, honor_requirement=0),
    cd("Plum Naga", "personality", keywords=["Nonhuman"], force=3, chi=1, personal_honor=0,
       gold_cost=3, honor_requirement=0),
    cd("Plum Oni", "personality", keywords=["Shadowlands"], force=3, chi=1, personal_honor=0,
       gold_cost=3, honor_requirement=0),
    cd("Calm Foe", "personality", force=1, chi=1, personal_honor=1, gold_cost=3),
]


def _game() -> Game:
    return game_at(player(hand=["Dark Grip"], home=[
        {"title": t, "attachments": []} for t in ("Plum Ogre", "Plum Naga", "Plum Oni")]),
        player("Lion Keep", home=[{"title": "Calm Foe", "attachments": []}]), defs=_DEFS)


def test_only_a_card_with_every_keyword_is_offered() -> None:
    game = _game()
    s = game.state
    me = find(s, "Dark Grip")
    performers = {s.title(u.targets[0]) for u in game.legal_actions()
                  if isinstance(u, UseAbility) and u.card == me}
    assert performers == {"Plum Ogre"}


def test_a_card_missing_one_keyword_is_refused_and_the_right_one_resolves() -> None:
    game = _game()
    s = game.state
    grip, foe = find(s, "Dark Grip"), find(s, "Calm Foe")
    with pytest.raises(IllegalActionError):
        game.perform(UseAbility(0, card=grip, targets=(find(s, "Plum Naga"), foe)))
    game.perform(UseAbility(0, card=grip, targets=(find(s, "Plum Ogre"), foe)))
    assert game.state.cards[foe].bowed


def test_a_single_keyword_still_works() -> None:
    one = {**_GRIP, "id": "t:One Grip", "title": "One Grip", "abilities": [{
        **_GRIP["abilities"][0], "targets": [
            {"type": "personality", "controller": "you", "performer": True,
             "keyword": "Nonhuman"}, {"type": "personality", "controller": "opponent"}]}]}
    game = game_at(player(hand=["One Grip"], home=[
        {"title": t, "attachments": []} for t in ("Plum Ogre", "Plum Naga", "Plum Oni")]),
        player("Lion Keep", home=[{"title": "Calm Foe", "attachments": []}]),
        defs=[*_DEFS, one])
    s = game.state
    me = find(s, "One Grip")
    assert {s.title(u.targets[0]) for u in game.legal_actions()
            if isinstance(u, UseAbility) and u.card == me} == {"Plum Ogre", "Plum Naga"}


@pytest.mark.parametrize("keyword", [["Monk", 3], [], 7])
def test_the_validator_refuses_a_malformed_keyword(keyword: Any) -> None:
    record = {"timing": "limited", "targets": [{"type": "personality", "keyword": keyword}],
              "effects": [{"op": "bow", "target": 0}]}
    assert abilities.validate(record) == ["a target's keyword is a keyword or a list of keywords"]


def test_the_validator_accepts_a_list() -> None:
    assert abilities.validate({"timing": "limited", "targets": [
        {"type": "personality", "keyword": ["Monk", "Earth"]}],
        "effects": [{"op": "bow", "target": 0}]}) == []
