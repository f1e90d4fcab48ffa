"""Positions taken mid-battle and mid-duel keep every card and the battle/duel state
(docs/position-format.md, "Attacks and duels"); a hand-written position can start at a
battle's Combat Segment."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import PositionError
from l5r_desktop.games.ccg.actions import AcceptChallenge, Focus, Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Step, Zone
from tests.engine.scenario import player, position
from tests.engine_battle.battle_scenario import (
    BATTLE_DEFS,
    assign,
    attack_game,
    census,
    declare,
    done,
    fight,
    pid,
)
from tests.engine_battle.test_ranged_duels import challenge, duel_game


def _round_trip(game: Game) -> Game:
    pos = game.position()
    loaded = Game.from_position(pos)
    assert loaded.position() == pos
    assert all(n == 1 for n in census(loaded.state).values())
    assert [a.label(loaded.state) for a in loaded.legal_actions()] == [
        a.label(game.state) for a in game.legal_actions()]
    return loaded


def test_position_mid_battle_keeps_units_terrain_and_second_battle() -> None:
    game = attack_game(
        player(name="Alice", home=[{"title": "Lion Samurai", "attachments": ["Spearmen"]},
                                   "Crane Samurai"]),
        player("Lion Keep", name="Bob", home=["Ronin", "Crane Courtier"],
               hand=["Muddy Field"]))
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    assign(game, pid(game, "Crane Samurai", 0), 1)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    assign(game, pid(game, "Crane Courtier", 1), 1)
    done(game)
    fight(game, 0)
    s = game.state
    game.perform(UseAbility(1, card=pid(game, "Muddy Field", 1), ability=0))
    pos = game.position()
    att = pos["attack"]
    assert att["current"] == 1 and att["segment"] == "combat"
    assert att["battlefields"][1]["attacking"] == ["Crane Samurai"]
    assert att["battlefields"][1]["terrain"] == "Muddy Field"
    home = pos["players"][0]["home"]
    assert {"title": "Lion Samurai", "bowed": True, "second_battle": True,
            "attachments": [{"title": "Spearmen", "bowed": True}]} in home
    loaded = _round_trip(game)
    ls = loaded.state
    assert ls.attack is not None and len(ls.attack.second_battle) == 1
    for g in (game, loaded):
        g.perform(Pass(0))
        g.perform(Pass(1))
        g.perform(ResolveBattle(0))
    assert loaded.position() == game.position()
    assert s.attack is None


def test_position_mid_duel_keeps_pools_focused_cards_and_duellists() -> None:
    game = duel_game()
    challenge(game)
    game.perform(AcceptChallenge(1))
    game.perform(Focus(0, card=game.state.players[0].focus_pool[0]))
    pos = game.position()
    assert pos["duel"]["stage"] == "focus" and pos["duel"]["to_act"] == 1
    assert pos["players"][0]["focusing"] == ["Focus Five"]
    assert len(pos["players"][1]["focus_pool"]) == 3
    assert {"title": "Swordmaster", "duel": "challenger"} in pos["players"][0]["home"]
    loaded = _round_trip(game)
    assert loaded.state.duel is not None
    assert loaded.state.cards[loaded.state.duel.challenger].title == "Swordmaster"


def test_hand_written_position_at_a_combat_segment() -> None:
    """A bug report can start at a battle: units are listed on the battlefield sides."""
    pos = position(player(name="Alice"), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", priority=1, defs=BATTLE_DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 2,
                     "battlefields": [{"province": i, "attacking": [], "defending": []}
                                      for i in range(4)]}
    pos["attack"]["battlefields"][2] = {
        "province": 2, "attacking": [{"title": "Lion Samurai", "attachments": ["Katana"]}],
        "defending": ["Ronin"]}
    game = Game.from_position(pos)
    s = game.state
    sam = pid(game, "Lion Samurai", 0)
    assert s.cards[sam].zone is Zone.BATTLEFIELD and s.cards[sam].battlefield == 2
    assert s.cards[s.cards[sam].attachments[0]].battlefield == 2
    game.perform(Pass(1))
    game.perform(Pass(0))
    assert s.step is Step.RESOLUTION and battle.preview(s).attacker_force == 5
    bad = dict(pos, duel={"stage": "focus"})
    with pytest.raises(PositionError, match="challenger"):
        Game.from_position(bad)
    with pytest.raises(PositionError):
        Game.from_position(dict(pos, attack={"defender": 1}))
