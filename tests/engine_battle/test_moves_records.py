"""Record shapes of the moves lane's cards, played on our own cards (issue 17, moves lane):
"you may target one of his attachments and pay Gold equal to its Gold Cost minus four; if you
did, destroy it" as two records of one ability (with the attachment and its cost, or
without), chosen with the targets as optional targeting is [CE › TAKING ACTIONS › B]; a
Personality chosen in a discard pile and removed, dead or not (``dead``: ``any`` / ``none``)
[CE › DEAD]; "a Dynasty card in any discard pile" (``deck``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS, cd, find, player, position

_SUNDER = [
    {"timing": "battle", "ability": 1, "cost": {"gold": "card", "gold_from": {
        "card": 1, "stat": "gold_cost", "add": -4}},
     "targets": [{"type": "personality", "controller": "opponent"},
                 {"type": "attachment", "attached_to": 0}],
     "effects": [{"op": "destroy", "target": 1}, {"op": "move_home", "target": 0}]},
    {"timing": "battle", "ability": 1, "cost": {"gold": "card"},
     "targets": [{"type": "personality", "controller": "opponent"}],
     "effects": [{"op": "move_home", "target": 0}]}]
_OMEN = [
    {"timing": "battle", "ability": 1, "cost": {"remove_targets": [0]}, "targets": [
        {"type": "personality", "zone": "discard", "controller": "any", "dead": "any",
         "choose": True}, {"type": "personality", "controller": "opponent"}],
     "effects": [{"op": "move_home", "target": 1}, {"op": "bow", "target": 1}]},
    {"timing": "battle", "ability": 1, "cost": {"remove_targets": [0]}, "targets": [
        {"type": "personality", "zone": "discard", "controller": "any", "dead": "none",
         "choose": True}, {"type": "personality", "controller": "opponent"}],
     "effects": [{"op": "move_home", "target": 1}]}]
_DEFS = [*DEFS,
         cd("Sunder", "strategy", gold_cost=0, focus=1, abilities=_SUNDER),
         cd("Seer", "personality", force=2, chi=2, gold_cost=3, personal_honor=1,
            abilities=_OMEN),
         cd("Fine Armor", "item", force=1, gold_cost=6, focus=1),
         cd("Cheap Fan", "item", force=0, gold_cost=2, focus=1),
         cd("Foe", "personality", force=2, chi=2, gold_cost=3, personal_honor=1),
         cd("Ghost", "personality", force=2, chi=2, gold_cost=3, personal_honor=1),
         cd("Scout", "personality", force=1, chi=1, gold_cost=2, personal_honor=1)]


def _game(alice: list[Any], hand: list[str], gold: int, **piles: Any) -> Game:
    pos = position(player({"title": "Crane Keep", "bowed": True}, name="Alice", hand=hand,
                          gold_pool=gold, **piles),
                   player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0, defs=_DEFS)
    foe = {"title": "Foe", "attachments": [{"title": "Fine Armor"}, {"title": "Cheap Fan"}]}
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "attacking": alice,
                                       "defending": [foe], "ended": False}]}
    return Game.from_position(pos)


def _uses(game: Game, title: str) -> list[UseAbility]:
    me = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me]


def test_the_attachment_costs_its_gold_cost_minus_four_then_both_happen() -> None:
    """With 2 Gold: the Armor (6 - 4 = 2) and the Fan (2 - 4: 0) may be targeted, or none;
    the Armor's use destroys it and moves the Foe home, 0 Gold left."""
    game = _game(["Scout"], ["Sunder"], 2)
    s = game.state
    names = sorted(tuple(s.title(t) for t in u.targets) for u in _uses(game, "Sunder"))
    assert names == [("Foe",), ("Foe", "Cheap Fan"), ("Foe", "Fine Armor")]
    game.perform(next(u for u in _uses(game, "Sunder") if len(u.targets) == 2
                      and s.title(u.targets[1]) == "Fine Armor"))
    assert not s.cards[find(s, "Fine Armor", 1)].zone.in_play
    assert s.cards[find(s, "Foe", 1)].zone.value == "home"
    assert s.players[0].gold_pool == 0


def test_one_gold_short_of_the_armor() -> None:
    game = _game(["Scout"], ["Sunder"], 1)
    names = {game.state.title(u.targets[-1]) for u in _uses(game, "Sunder")}
    assert names == {"Foe", "Cheap Fan"}


def test_a_dead_personality_removed_bows_the_target_a_discarded_one_does_not() -> None:
    """Bob's Ghost honorably dead and Alice's Scout discarded from a province: removing the
    Ghost moves the Foe home bowed, removing the Scout moves him home unbowed."""
    for pile, bowed in (("honorably_dead", True), ("dynasty_discard", False)):
        game = _game(["Seer"], [], 0, **{pile: ["Ghost"]})
        s = game.state
        use = _uses(game, "Seer")
        assert len(use) == 1
        game.perform(use[0])
        foe = s.cards[find(s, "Foe", 1)]
        assert foe.zone.value == "home" and foe.bowed is bowed
        assert s.cards[find(s, "Ghost", 0)].zone.value == "removed"
