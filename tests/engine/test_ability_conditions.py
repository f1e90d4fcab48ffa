"""Conditions of an ability's constraints block, checked when it is announced [CE › ABILITIES]
(``abilities.condition_ok``): you are a player of a Clan, whose turn it is, enemy units at
the current battlefield."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player, position


def _ok(game: Game, cond: dict[str, Any], who: int = 0) -> bool:
    return abilities.condition_ok(game.state, who, cond)


def test_clan_and_turn() -> None:
    """Alice (Crane Keep) on her turn: she is Crane, not Lion; it is her turn, not Bob's."""
    game = game_at(player(name="Alice"), player("Lion Keep", name="Bob"))
    assert _ok(game, {"clan": "Crane"}) and not _ok(game, {"clan": "Lion"})
    assert _ok(game, {"clan": "Lion"}, who=1)
    assert _ok(game, {"your_turn": True}) and not _ok(game, {"your_turn": False})
    assert _ok(game, {"your_turn": False}, who=1)


@pytest.mark.parametrize(("defended", "expected"), [(True, True), (False, False)])
def test_enemy_units_at_the_current_battlefield(defended: bool, expected: bool) -> None:
    """Alice attacks with a Ronin; with Bob's Ronin defending, enemy units are there (for
    Alice and for Bob); alone, none for Alice."""
    pos = position(player(name="Alice"), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0,
                   defs=[cd("Guard", "personality", force=2, chi=2, personal_honor=1,
                            gold_cost=3, honor_requirement=0)])
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0,
                                       "attacking": [{"title": "Ronin", "attachments": []}],
                                       "defending": [{"title": "Guard", "attachments": []}]
                                       if defended else [], "ended": False}]}
    game = Game.from_position(pos)
    assert _ok(game, {"enemy_units_here": True}) is expected
    assert _ok(game, {"enemy_units_here": True}, who=1) is True  # Alice's Ronin is there


def test_the_new_condition_keys_validate() -> None:
    rec = {"timing": "battle", "condition": {"clan": "Crab", "enemy_units_here": True,
                                             "your_turn": False},
           "effects": [{"op": "draw", "amount": 1}]}
    assert abilities.validate(rec) == []


def test_the_host_keyword_condition_is_checked_on_the_card_that_carries_it() -> None:
    """Our invented Spell, "Limited: If this Shugenja is Air: gain 3 Honor", on an Air
    Shugenja and on a Fire one: only the first copy may be used; without its card (a Ring's
    condition) the key is never met."""
    from l5r_desktop.games.ccg.actions import UseAbility

    rec = {"timing": "limited", "condition": {"host_keyword": "Air"},
           "effects": [{"op": "gain_honor", "amount": 3, "player": "you"}]}
    assert abilities.validate(rec) == []
    shugenja = {"force": 1, "chi": 3, "personal_honor": 1, "gold_cost": 3,
                "honor_requirement": 0}
    defs = [cd("Gale Scroll", "spell", gold_cost=1, focus=1, abilities=[rec]),
            cd("Kite Sage", "personality", keywords=["Shugenja", "Air"], **shugenja),
            cd("Ember Sage", "personality", keywords=["Shugenja", "Fire"], **shugenja)]
    game = game_at(player(name="Alice", home=[
        {"title": "Kite Sage", "attachments": [{"title": "Gale Scroll"}]},
        {"title": "Ember Sage", "attachments": [{"title": "Gale Scroll"}]}]),
        player("Lion Keep", name="Bob"), defs=defs)
    s = game.state
    on_air, on_fire = (next(a for a in s.cards[find(s, sage, 0)].attachments)
                       for sage in ("Kite Sage", "Ember Sage"))
    offered = {a.card for a in game.legal_actions() if isinstance(a, UseAbility)}
    assert on_air in offered and on_fire not in offered
    assert abilities.use_problem(s, 0, on_fire, 0) == "The condition of Gale Scroll is not met"
    assert abilities.use_problem(s, 0, on_air, 0) is None
    assert not _ok(game, {"host_keyword": "Air"})
    honor = s.players[0].family_honor
    game.perform(next(a for a in game.legal_actions()
                      if isinstance(a, UseAbility) and a.card == on_air))
    assert game.state.players[0].family_honor == honor + 3
