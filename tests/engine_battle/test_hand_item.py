"""An Item whose Battle action is used from play, destroying it, or from the hand, discarding
it (issue 17, misc lane): a record with ``"from": "hand"`` on a non-Strategy card is used
from its owner's hand, where an attachment stays while its ability is used [CE › HAND]:
the record's cost ``discard_self`` is the printed cost of discarding it [CE › COSTS]; the
card ends in his discard pile; abilities on cards
out of play are used only when the card says so [CE › TAKING ACTIONS FROM ABILITIES]. Our own
invented card and words."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.model import moves
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_PERFORMER = {"type": ["personality", "follower"], "controller": "you", "performer": True,
              "keyword": "Ninja", "choose": True}
_STAR = [{"op": "ranged_attack", "target": 1, "amount": 3}]
DEFS = [
    cd("Iron Star", "item", keywords=["Weapon"], gold_cost=0, focus=1, abilities=[
        {"timing": "battle", "ability": 2, "cost": {"destroy_self": True},
         "targets": [_PERFORMER, {"type": "ranged"}], "effects": _STAR},
        {"timing": "battle", "ability": 2, "from": "hand", "cost": {"discard_self": True},
         "targets": [_PERFORMER, {"type": "ranged"}], "effects": _STAR}]),
    cd("Shade", "personality", clans=["Scorpion"], keywords=["Ninja"], force=2, chi=2,
       gold_cost=4, personal_honor=1),
]


def _battle(alice_home: list[Any], hand: list[str]) -> Any:
    """Alice attacks with her Shade (and whoever else); Bob defends with a Ronin (Force 2)
    and passes the first opportunity."""
    game = attack_game(player(name="Alice", home=alice_home, hand=hand),
                       player("Lion Keep", name="Bob", home=["Ronin"]), defs=DEFS)
    declare(game)
    for entry in alice_home:
        title = entry["title"] if isinstance(entry, dict) else entry
        assign(game, pid(game, title, 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    game.perform(Pass(1))
    return game


def _star_uses(game: Any, index: int) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility)
            and game.state.cards[a.card].title == "Iron Star" and a.ability == index]


def test_thrown_from_the_hand() -> None:
    game = _battle(["Shade"], ["Iron Star"])
    s = game.state
    ronin = pid(game, "Ronin", 1)
    (use,) = [u for u in _star_uses(game, 1) if u.targets[1] == ronin]
    assert _star_uses(game, 0) == []  # not in play
    game.perform(use)
    star = pid(game, "Iron Star", 0)
    assert not moves.in_play(s, s.cards[ronin])  # Ranged 3 against Force 2
    assert star in s.players[0].fate_discard and star not in s.players[0].hand


def test_thrown_from_play_destroying_it() -> None:
    game = _battle([{"title": "Shade", "attachments": ["Iron Star"]}], [])
    s = game.state
    ronin = pid(game, "Ronin", 1)
    (use,) = [u for u in _star_uses(game, 0) if u.targets[1] == ronin]
    game.perform(use)
    assert not moves.in_play(s, s.cards[ronin])
    assert pid(game, "Iron Star", 0) in s.players[0].fate_discard


def test_no_ninja_to_perform_it() -> None:
    game = _battle(["Lion Samurai"], ["Iron Star"])
    assert _star_uses(game, 1) == []
