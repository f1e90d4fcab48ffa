"""Card movement effects: a card putting itself into play (Kata, Events) and discarding one's
other Kata, with exact zones [CE › STRATEGY], [CE › PROVINCES], [CE › DISCARD];
``cardtext/movement.py``."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.events import CardEnteredPlay
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player

KATA = {"timing": "limited", "cost": {"gold": "card"},
        "effects": [{"op": "put_into_play", "target": "self"},
                    {"op": "discard_others", "keyword": "Kata"}]}
DEFS = [
    cd("Strike of Flowing Water", "strategy", keywords=["Kata"], gold_cost=2, focus=1,
       abilities=[KATA]),
    cd("Old Stance", "strategy", keywords=["Kata"], gold_cost=1, focus=1),
    cd("Festival of Lanterns", "event",
       abilities=[{"timing": "open", "effects": [{"op": "put_into_play", "target": "self"}]}]),
]


def test_kata_enters_play_and_discards_your_other_kata() -> None:
    """Alice plays Strike of Flowing Water (2 Gold) from her hand: it enters play in her home
    (not discarded when the action ends); her Old Stance already in play is discarded to her
    Fate discard; Bob's Old Stance stays."""
    game = game_at(player(home=["Old Stance"], hand=["Strike of Flowing Water"]),
                   player("Lion Keep", name="Bob", home=["Old Stance"]), defs=DEFS)
    s = game.state
    kata = find(s, "Strike of Flowing Water")
    mine, bobs = find(s, "Old Stance", 0), find(s, "Old Stance", 1)
    events = game.perform(UseAbility(0, card=kata, ability=0))
    assert s.cards[kata].zone is Zone.HOME and kata in s.players[0].home
    assert s.cards[kata].controller == 0 and s.cards[kata].face_up
    assert kata not in s.players[0].fate_discard and s.players[0].hand == []
    assert mine in s.players[0].fate_discard
    assert s.cards[bobs].zone is Zone.HOME
    assert [e.cards for e in events if isinstance(e, CardEnteredPlay)] == [(kata,)]
    assert s.cards[s.players[0].stronghold].bowed  # type: ignore[index]


def test_event_puts_itself_into_play_and_its_province_refills() -> None:
    """Festival of Lanterns, face up in Alice's province 2: Open: it enters her home and the
    province refills face down from her Dynasty deck (5 -> 4 cards). Twenty Festivals, where
    an Event's abilities are used from its province [S0 › EVENT #] (under Celestial an
    Event only resolves in the Events Phase [CE › EVENT])."""
    game = game_at(player(provinces=["Filler Dynasty",
                                     {"title": "Festival of Lanterns", "face_up": True},
                                     "Filler Dynasty", "Filler Dynasty"]), defs=DEFS,
                   profile="twenty_festivals")
    s = game.state
    fest = find(s, "Festival of Lanterns")
    game.perform(UseAbility(0, card=fest, ability=0))
    p = s.players[0]
    assert fest in p.home and s.cards[fest].zone is Zone.HOME
    assert p.provinces[1] is not None and p.provinces[1] != fest
    assert not s.cards[p.provinces[1]].face_up and len(p.dynasty_deck) == 4


@pytest.mark.parametrize("effect", [
    {"op": "put_into_play", "target": 0},
    {"op": "put_into_play", "target": "self", "bowed": "yes"},
    {"op": "discard_others"},
])
def test_bad_movement_effects_are_refused(effect: dict) -> None:
    """The record validator reports a movement effect the engine cannot run."""
    rec = {"timing": "limited", "targets": [{"type": "personality"}], "effects": [effect]}
    assert abilities.validate(rec)
