"""Created cards (``cardtext/created.py``) [CE › CREATED CARDS]: the effect gives the card its
stats and keywords (unspecified stats 0, no title, an Honor Requirement of "--"); a created
Follower or Item enters play attached to the target, or never exists; a created card that
leaves play ceases to exist (out of the game, never in a discard pile)."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player

_SPIRIT = {"type": "personality", "force": 2, "chi": 2, "personal_honor": 3,
           "keywords": ["Lion Clan", "Samurai", "Spirit"]}
_DEFS = [
    cd("Call the Ancestor", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "limited", "effects": [{"op": "create", "card": _SPIRIT}]}]),
    cd("Arm the Guard", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "limited", "targets": [{"type": "personality", "controller": "you"}],
        "effects": [{"op": "create", "card": {"type": "follower", "force": 1}, "target": 0,
                     "count": 2},
                    {"op": "create", "card": {"type": "item", "force": 1, "chi": 0,
                                              "keywords": ["Weapon"]}, "target": 0}]}]),
    cd("Plain Guard", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
       honor_requirement=0),
]


def _game() -> Game:
    return game_at(player(hand=["Call the Ancestor", "Arm the Guard"],
                          home=[{"title": "Plain Guard", "attachments": []}]),
                   player("Lion Keep"), defs=_DEFS)


def _use(game: Game, title: str, *targets: str) -> None:
    game.perform(UseAbility(0, card=find(game.state, title), ability=0, targets=targets))


def test_a_created_personality_enters_play_with_the_given_stats_and_keywords() -> None:
    game = _game()
    before = set(game.state.players[0].home)
    _use(game, "Call the Ancestor")
    s = game.state
    new = [c for c in s.players[0].home if c not in before]
    assert len(new) == 1
    card = s.cards[new[0]]
    assert (stats.force(s, card.id), stats.chi(s, card.id),
            stats.personal_honor(s, card.id)) == (2, 2, 3)
    d = card.definition
    assert d.title == "" and d.gold_cost == 0 and d.honor_requirement is None
    assert d.keywords == ("Lion Clan", "Samurai", "Spirit") and card.controller == 0
    assert d.clans == ("Lion",)  # its Clan alignment, as an imported card's
    assert not card.bowed and card.face_up


def test_a_created_lion_clan_personality_counts_as_a_lion_clan_personality() -> None:
    """A trait counting "each Lion Clan Personality you control" counts the created one: 1F
    plus 1 for the Guard's Lion clan, then plus 1 for the created Lion Clan Spirit."""
    counter = cd("Lion Banner", "item", force=1, chi=0, gold_cost=1, focus=1, abilities=[{
        "timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 1,
        "applies_to": "self", "per": {"in": "yours",
                                      "filter": {"type": "personality", "clan": "Lion"}}}])
    guard = cd("Lion Guard", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
               honor_requirement=0, clans=["Lion"])
    game = game_at(player(hand=["Call the Ancestor"],
                          home=[{"title": "Lion Guard", "attachments": ["Lion Banner"]}]),
                   player("Lion Keep"), defs=[*_DEFS, counter, guard])
    banner = find(game.state, "Lion Banner")
    assert stats.force(game.state, banner) == 2
    _use(game, "Call the Ancestor")
    assert stats.force(game.state, banner) == 3


def test_created_attachments_enter_play_on_the_target_and_add_their_force() -> None:
    game = _game()
    guard = find(game.state, "Plain Guard")
    assert stats.unit_force(game.state, guard) == 2
    _use(game, "Arm the Guard", guard)
    s = game.state
    kinds = sorted(s.cards[a].definition.type.value for a in s.cards[guard].attachments)
    assert kinds == ["follower", "follower", "item"]
    # 2 (him) + 1 (the Weapon's +1F) + 1 + 1 (the two 1F Followers)
    assert stats.unit_force(s, guard) == 5


def test_a_created_card_leaving_play_ceases_to_exist() -> None:
    game = _game()
    guard = find(game.state, "Plain Guard")
    _use(game, "Arm the Guard", guard)
    s = game.state
    made = list(s.cards[guard].attachments)
    moves.destroy(s, guard)  # attachments leave play with their Personality
    p = s.players[0]
    assert all(s.cards[a].zone is Zone.REMOVED and a in p.removed for a in made)
    assert not any(a in p.fate_discard or a in p.dynasty_discard for a in made)
    assert guard in p.honorably_dead  # a printed card still goes to its pile


def test_a_created_follower_without_a_personality_never_exists() -> None:
    game = _game()
    s = game.state
    n = len(s.cards)
    from l5r_desktop.games.ccg.cardtext import created

    events = created.apply(s, 0, find(s, "Arm the Guard"),
                           {"op": "create", "card": {"type": "follower", "force": 1},
                            "target": 0}, (find(s, "Call the Ancestor"),))
    assert len(s.cards) == n and "never exists" in events[0].text


def test_the_state_round_trips_with_a_created_card() -> None:
    from l5r_desktop.games.ccg.model.state import GameState

    game = _game()
    _use(game, "Call the Ancestor")
    data = game.state.to_dict()
    assert GameState.from_dict(data).to_dict() == data


@pytest.mark.parametrize(("effect", "problem"), [
    ({"op": "create", "card": {"type": "strategy"}}, "create names a card"),
    ({"op": "create", "card": {"type": "holding", "bowed": False}}, "enters play bowed"),
    ({"op": "create", "card": {"type": "holding", "force": 1}}, "has only the stats"),
    ({"op": "create", "card": {"type": "follower", "force": 1}}, "attached to a target"),
    ({"op": "create", "card": {"type": "personality", "gold_cost": 2}}, "has only the stats"),
    ({"op": "create", "card": {"type": "personality", "force": -1}}, "whole number"),
    ({"op": "create", "card": {"type": "personality"}, "count": 9}, "count is 1 to 5"),
    ({"op": "create", "card": {"type": "item"}, "target": "anywhere"}, "self, host or chosen"),
])
def test_the_validator_refuses_a_malformed_creation(effect: dict[str, Any],
                                                    problem: str) -> None:
    record = {"timing": "limited", "effects": [effect]}
    assert any(problem in p for p in abilities.validate(record))


_TWO_BLADES = cd("Two Blades", "strategy", gold_cost=0, focus=1, abilities=[{
    "timing": "limited", "targets": [{"type": "personality", "controller": "you"}],
    "effects": [{"op": "create", "card": {"type": "item", "force": 2, "chi": 0,
                                          "keywords": ["Weapon"]}, "target": 0, "count": 2},
                {"op": "create", "card": {"type": "follower", "force": 1}, "target": 0}]}])
_OLD_SWORD = cd("Old Sword", "item", force=1, chi=0, gold_cost=1, keywords=["Weapon"])


def test_a_created_weapon_for_a_personality_with_a_weapon_never_exists() -> None:
    """[CE › ATTACHMENTS] C: a created card's restrictions on entering play are checked like
    any attachment's: a Personality carries one Weapon, so of two created +2F Weapons only the
    first attaches (Force 2 -> 2 + 2 + the 1F Follower = 5), and for a Personality who already
    carries a Weapon none does (2 + 1 Old Sword + 1 Follower = 4)."""
    defs = [*_DEFS, _TWO_BLADES, _OLD_SWORD]
    game = game_at(player(hand=["Two Blades"],
                          home=[{"title": "Plain Guard", "attachments": []}]),
                   player("Lion Keep"), defs=defs)
    guard = find(game.state, "Plain Guard")
    n = len(game.state.cards)
    _use(game, "Two Blades", guard)
    s = game.state
    kinds = sorted(s.cards[a].definition.type.value for a in s.cards[guard].attachments)
    assert kinds == ["follower", "item"] and stats.unit_force(s, guard) == 5
    assert len(s.cards) == n + 2  # the refused Weapon never existed
    armed = game_at(player(hand=["Two Blades"],
                           home=[{"title": "Plain Guard", "attachments": ["Old Sword"]}]),
                    player("Lion Keep"), defs=defs)
    guard = find(armed.state, "Plain Guard")
    events = armed.perform(UseAbility(0, card=find(armed.state, "Two Blades"), ability=0,
                                      targets=(guard,)))
    s = armed.state
    kinds = sorted(s.cards[a].definition.type.value for a in s.cards[guard].attachments)
    assert kinds == ["follower", "item"] and stats.unit_force(s, guard) == 4
    texts = [getattr(e, "text", "") for e in events]
    assert sum("already carries a Weapon" in t and "never exists" in t for t in texts) == 2
