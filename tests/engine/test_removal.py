"""Removing a card from the game as an effect (issue 17, core lane; ``cardtext/removal.py``)
[CE › AREAS OF THE GAME › OUTSIDE THE GAME], on invented cards."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, removal
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player

# "Limited: Target an enemy Personality: Remove him from the game."
BANISH = {"timing": "limited", "targets": [{"type": "personality", "controller": "opponent"}],
          "effects": [{"op": "remove_from_game", "target": 0}]}
# "Limited: Target an enemy Personality: Destroy him. Remove him from the game."
ERASE = {"timing": "limited", "targets": [{"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "destroy", "target": 0}, {"op": "remove_from_game", "target": 0}]}


def _game(rec: dict) -> Game:
    exile = cd("Exile", "strategy", gold_cost=0, focus=1, abilities=[rec])
    return game_at(player(name="Alice", hand=["Exile"]),
                   player("Lion Keep", name="Bob", home=[
                       {"title": "Lion Samurai", "attachments": [{"title": "Katana"}]}]),
                   defs=[exile])


def _use(game: Game) -> None:
    card = find(game.state, "Exile", 0)
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]
    game.perform(use)


def test_a_card_in_play_leaves_the_game_and_its_attachment_is_discarded() -> None:
    game = _game(BANISH)
    s = game.state
    sam, katana = find(s, "Lion Samurai", 1), find(s, "Katana", 1)
    _use(game)
    assert s.cards[sam].zone is Zone.REMOVED and not s.cards[sam].in_play
    assert s.cards[katana].zone is Zone.FATE_DISCARD
    assert s.players[1].fate_discard == [katana] and sam not in s.players[1].dynasty_discard


def test_a_card_destroyed_first_is_removed_from_its_pile() -> None:
    """Destroyed (dead in the discard pile), then removed: he is outside the game."""
    game = _game(ERASE)
    s = game.state
    sam = find(s, "Lion Samurai", 1)
    _use(game)
    assert s.cards[sam].zone is Zone.REMOVED
    assert sam not in (*s.players[1].honorably_dead, *s.players[1].dynasty_discard)


def test_a_card_in_a_hand_stays_there() -> None:
    """Only a card in play or in a discard pile is removed: Alice's Pride stays in her hand,
    with a note."""
    game = game_at(player(name="Alice", hand=["Pride"]))
    s = game.state
    pride = find(s, "Pride", 0)
    events = removal.apply(s, 0, pride, {"op": "remove_from_game", "target": "self"}, ())
    assert s.players[0].hand == [pride] and s.cards[pride].zone is Zone.HAND
    assert "not removed" in events[0].text


def test_the_validator_refuses_a_removal_without_a_card() -> None:
    assert abilities.validate(BANISH) == []
    assert any("remove_from_game" in p for p in abilities.validate(
        {**BANISH, "effects": [{"op": "remove_from_game", "target": "host2"}]}))
