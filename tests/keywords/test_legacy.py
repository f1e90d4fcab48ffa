"""Legacy: the Dynasty player ability that removes a card of the hand from the game to find a
Legacy Holding in the deck or Provinces and Recruit it, once per turn [S0 › LEGACY #]
(``games/ccg/keywords/legacy.py``), with exact zones, Gold and the deck shuffled
[CE › SEARCH]."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import KeywordAbility, Pass, Recruit
from l5r_desktop.games.ccg.keywords.legacy import LEGACY_KEY
from tests.engine.scenario import cd, find, game_at, player

DEFS = [cd("Old Estate", "holding", keywords=["Legacy"], gold_cost=2, gold_production=1)]


def _legacy(game) -> list[KeywordAbility]:
    return [a for a in game.legal_actions() if isinstance(a, KeywordAbility)
            and a.use == "legacy"]


def test_legacy_finds_the_holding_in_the_deck_and_recruits_it() -> None:
    """Alice (Gold Mine, 3 Gold; hand: 2 cards; the Estate in her Dynasty deck of 6): she
    removes a hand card from the game, pays 2 for the Estate, which enters play bowed; deck
    6 -> 5, shuffled (the game's random state moved); the ability is not offered again this
    turn."""
    game = game_at(player(home=["Gold Mine"], hand=["Filler Fate", "Filler Fate"],
                          dynasty_deck=["Filler Dynasty"] * 3 + ["Old Estate"]
                          + ["Filler Dynasty"] * 2),
                   phase="dynasty", defs=DEFS)
    s = game.state
    p = s.players[0]
    estate = find(s, "Old Estate")
    offered = _legacy(game)
    assert {(a.card, a.target) for a in offered} == {(c, estate) for c in p.hand}
    gone = p.hand[0]
    rng_before = s.rng_state
    game.perform(KeywordAbility(0, "legacy", gone, target=estate))
    assert gone in p.removed and len(p.hand) == 1
    assert estate in p.home and s.cards[estate].bowed
    assert len(p.dynasty_deck) == 5 and s.rng_state != rng_before
    assert s.cards[find(s, "Gold Mine")].bowed  # paid 2 from the Mine's 3
    assert s.cards[p.stronghold].ability_uses[LEGACY_KEY] == s.turn
    assert _legacy(game) == []


def test_legacy_from_a_province_refills_it() -> None:
    """The Estate face down in Alice's first Province: recruited by Legacy, the Province is
    refilled from the deck (deck 5 -> 4)."""
    game = game_at(player(home=["Gold Mine"], hand=["Filler Fate"],
                          provinces=["Old Estate", "Filler Dynasty", "Filler Dynasty",
                                     "Filler Dynasty"]),
                   phase="dynasty", defs=DEFS)
    s = game.state
    p = s.players[0]
    estate = find(s, "Old Estate")
    game.perform(KeywordAbility(0, "legacy", p.hand[0], target=estate))
    assert estate in p.home and p.provinces[0] not in (None, estate)
    assert len(p.dynasty_deck) == 4


def test_legacy_is_not_offered_without_a_holding_to_find_gold_or_a_hand() -> None:
    """No Legacy Holding anywhere: no Legacy (taking it would lose the game). The Estate
    costs 2 with 1 Gold (the Stronghold bowed, a Small Farm): none. An empty hand: none. Bob
    in Alice's Dynasty Phase: none, and the refusal says why."""
    none_found = game_at(player(home=["Gold Mine"], hand=["Filler Fate"]), phase="dynasty",
                         defs=DEFS)
    assert _legacy(none_found) == []
    poor = game_at(player({"title": "Crane Keep", "bowed": True}, home=["Small Farm"],
                          hand=["Filler Fate"],
                          dynasty_deck=["Old Estate"] + ["Filler Dynasty"] * 4),
                   phase="dynasty", defs=DEFS)
    assert _legacy(poor) == []
    empty = game_at(player(home=["Gold Mine"], dynasty_deck=["Old Estate"]
                           + ["Filler Dynasty"] * 4), phase="dynasty", defs=DEFS)
    assert _legacy(empty) == []
    game = game_at(player(home=["Gold Mine"]),
                   player("Lion Keep", name="Bob", home=["Gold Mine"], hand=["Filler Fate"],
                          dynasty_deck=["Old Estate"] + ["Filler Dynasty"] * 4),
                   phase="dynasty", defs=DEFS)
    s = game.state
    bob = s.players[1]
    why = game.rules.problem(s, KeywordAbility(1, "legacy", bob.hand[0],
                                               target=find(s, "Old Estate")), None)
    assert why is not None


def test_legacy_in_the_action_phase_is_refused() -> None:
    """A Dynasty action: in Alice's Action Phase it is not offered and is refused with the
    reason; recruiting normally in the Dynasty Phase is unchanged (Pass still offered)."""
    game = game_at(player(home=["Gold Mine"], hand=["Filler Fate"],
                          dynasty_deck=["Old Estate"] + ["Filler Dynasty"] * 4), defs=DEFS)
    s = game.state
    assert _legacy(game) == []
    why = game.rules.problem(s, KeywordAbility(0, "legacy", s.players[0].hand[0],
                                               target=find(s, "Old Estate")), None)
    assert why is not None and "Dynasty" in why
    dyn = game_at(player(home=["Gold Mine"], hand=["Filler Fate"],
                         provinces=[{"title": "Ronin", "face_up": True}, None, None, None]),
                  phase="dynasty", defs=DEFS)
    assert any(isinstance(a, Recruit) for a in dyn.legal_actions())
    assert any(isinstance(a, Pass) for a in dyn.legal_actions())
