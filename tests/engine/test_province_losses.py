"""When a player's provinces were destroyed (``cardtext/province_losses.py``): "if none of
your provinces were destroyed this turn / since your last turn ended" as an ability condition
and as a delayed effect's condition [CE › CONDITIONS], [CE › DELAYED EFFECTS], [CE › TURN
SEQUENCE]. Our own invented cards: Alice's "Wall Keeper" (Open, bow him or one of his Spells:
her provinces +1 strength; if it is not her turn, as that turn ends, 1 Honor if none of her
provinces was destroyed in it) and "Quiet Shrine" (Limited: 3 Honor if none of her provinces
was destroyed since her last turn ended)."""

from __future__ import annotations

import json

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, province_losses
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

KEEPER = {"timing": "open", "cost": {"bow_targets": [0]},
          "targets": [{"type": ["personality", "spell"], "controller": "you", "bowed": False,
                       "choose": True, "self_or_attached": {"type": "spell"}}],
          "effects": [{"op": "province_strength", "amount": 1},
                      {"op": "before_turn_ends", "if": {"player": "you", "your_turn": False},
                       "effects": [{"op": "gain_honor", "amount": 1, "player": "you",
                                    "if": {"player": "you", "no_province_lost": "turn"}}]}]}
SHRINE = {"timing": "limited", "condition": {"no_province_lost": "since_last_turn"},
          "effects": [{"op": "gain_honor", "amount": 3, "player": "you"}]}
_DEFS = [cd("Wall Keeper", "personality", clans=["Crane"], keywords=["Shugenja"], force=2,
            chi=4, gold_cost=5, personal_honor=2, abilities=[KEEPER]),
         cd("Quiet Shrine", "holding", gold_cost=2, abilities=[SHRINE])]


def _game(active: int) -> Game:
    """Turn 4 (Bob's, the second player's) or turn 3 (Alice's); Alice acts first."""
    return game_at(player(home=["Wall Keeper", "Quiet Shrine"]), player("Lion Keep"),
                   defs=_DEFS, turn=3 + active, active=active, priority=0)


def test_the_records_are_valid_and_the_windows() -> None:
    assert abilities.validate(KEEPER) == [] and abilities.validate(SHRINE) == []
    assert abilities.validate({**SHRINE, "condition": {"no_province_lost": "game"}})
    s = _game(1).state  # turn 4, Bob's; Alice's last turn was 3
    assert province_losses.last_turn(s, 0) == 3 and province_losses.last_turn(s, 1) == 2
    s.players[0].provinces_lost_turns = [3]  # in her turn 3, before it ended
    assert province_losses.none_lost(s, 0, "turn")
    assert province_losses.none_lost(s, 0, "since_last_turn")
    s.players[0].provinces_lost_turns = [2, 4]  # in Bob's turn 4, after hers ended
    assert not province_losses.none_lost(s, 0, "since_last_turn")
    assert not province_losses.none_lost(s, 0, "turn")


def _keep(game: Game) -> None:
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Wall Keeper", 0), ability=0,
                            targets=(find(s, "Wall Keeper", 0),)))


def test_on_bobs_turn_alice_gains_one_as_it_ends() -> None:
    """Bob's turn: her provinces 6 -> 7 (Crane Keep 6), Honor 10 -> 11 as the turn ends."""
    game = _game(1)
    s = game.state
    before = stats.province_strength(s, 0)
    _keep(game)
    assert stats.province_strength(s, 0) == before + 1 and s.players[0].family_honor == 10
    phases.end_turn(s)
    assert s.players[0].family_honor == 11


def test_no_honor_if_one_of_her_provinces_fell_this_turn_or_on_her_own_turn() -> None:
    """A province of hers destroyed during Bob's turn (saved and loaded): 10. On her own turn
    nothing waits: 10."""
    game = _game(1)
    s = game.state
    _keep(game)
    moves.destroy_province(s, 0, 2)
    assert s.players[0].provinces_lost_turns == [4]
    s = GameState.from_dict(json.loads(json.dumps(s.to_dict())))
    phases.end_turn(s)
    assert s.players[0].family_honor == 10
    own = _game(0)
    _keep(own)
    assert not own.state.delayed
    phases.end_turn(own.state)
    assert own.state.players[0].family_honor == 10


def test_the_shrine_asks_for_no_loss_since_her_last_turn_ended() -> None:
    """Alice's turn 3: a province of hers destroyed in her turn 1 does not bar the Shrine
    (10 -> 13); one destroyed in Bob's turn 2 does; an old save without the list loads."""
    for lost, offered in (([1], True), ([2], False)):
        game = _game(0)
        s = game.state
        s.players[0].provinces_lost_turns = lost
        shrine = find(s, "Quiet Shrine", 0)
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == shrine]
        assert bool(uses) is offered
        if uses:
            game.perform(uses[0])
            assert s.players[0].family_honor == 13
    data = _game(1).state.to_dict()
    for p in data["players"]:
        p.pop("provinces_lost_turns")
    assert GameState.from_dict(data).players[0].provinces_lost_turns == []
