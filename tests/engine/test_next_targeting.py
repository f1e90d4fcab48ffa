"""A delayed negation of the next action of another player that targets a card
(``cardtext/next_targeting.py``) [CE › DELAYED EFFECTS], [CE › TAKING ACTIONS › B. Required
targeting, D. Action resolution]: used up by the first such action, whose effects are all
negated while its costs are paid; the player's own actions, other kinds of action and
chosen (not targeted) cards do not meet it; it ends with its duration. The translator's
reading (``templates/next_targeting.py``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.state import Modifier
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

_MINE = [{"type": "personality", "controller": "you"}]
_ANY = [{"type": "personality"}]


def _open(name: str, targets: list[dict[str, Any]], effects: list[dict[str, Any]],
          gold: int = 0) -> dict[str, Any]:
    return cd(name, "strategy", gold_cost=gold, focus=1, abilities=[
        {"timing": "open", "targets": targets, "effects": effects}])


DEFS = [
    _open("Veil", _MINE, [{"op": "negate_next_targeting", "target": 0}]),
    _open("Long Veil", _MINE, [{"op": "negate_next_targeting", "target": 0,
                                "action": "battle", "duration": "game"}]),
    _open("Strike", _ANY, [{"op": "bow", "target": 0},
                           {"op": "gain_honor", "amount": 1, "player": "you"}], gold=1),
    _open("Glance", [{"type": "personality", "choose": True}], [{"op": "bow", "target": 0}]),
]


def _game() -> Game:
    return game_at(player(hand=["Veil", "Long Veil", "Strike"], home=["Crane Samurai"]),
                   player("Lion Keep", hand=["Strike", "Strike", "Glance"]), defs=DEFS)


def _play(game: Game, who: int, title: str) -> None:
    """``who`` plays a Strategy of that title on Alice's Samurai (it is his opportunity)."""
    s = game.state
    card = next(c for c in s.players[who].hand if s.title(c) == title)
    use = UseAbility(who, card, 0, (find(s, "Crane Samurai"),))
    assert use in game.legal_actions(), (title, game.legal_actions())
    game.perform(use)


def test_the_next_action_of_the_other_player_is_negated_once() -> None:
    """Veil on Alice's Samurai; Bob's first Strike (1 Gold paid, Strategy discarded) bows
    nothing and gains nothing (Bob 10 Honor), his second bows the Samurai (11)."""
    game = _game()
    s = game.state
    sam = find(s, "Crane Samurai")
    _play(game, 0, "Veil")
    assert [m.stat for m in s.cards[sam].modifiers] == ["next_targeting"]
    honor = s.players[1].family_honor
    _play(game, 1, "Strike")
    assert not s.cards[sam].bowed and s.players[1].family_honor == honor
    assert len(s.players[1].hand) == 2 and not s.cards[sam].modifiers  # used up
    game.perform(next(a for a in game.legal_actions() if type(a).__name__ == "Pass"))
    _play(game, 1, "Strike")
    assert s.cards[sam].bowed and s.players[1].family_honor == honor + 1


def test_a_chosen_card_and_another_kind_of_action_do_not_meet_it() -> None:
    """Long Veil waits for a Battle action: Bob's Open Strike bows the Samurai; Bob's Glance
    chooses (does not target) him and leaves the negation waiting."""
    game = _game()
    s = game.state
    sam = find(s, "Crane Samurai")
    _play(game, 0, "Long Veil")
    _play(game, 1, "Glance")
    assert s.cards[sam].bowed and len(s.cards[sam].modifiers) == 1


def test_the_players_own_action_does_not_meet_it_and_it_ends_with_the_turn() -> None:
    game = _game()
    s = game.state
    sam = find(s, "Crane Samurai")
    _play(game, 0, "Veil")
    game.perform(next(a for a in game.legal_actions() if type(a).__name__ == "Pass"))
    _play(game, 0, "Strike")  # Alice's own Strike is not negated
    assert s.cards[sam].bowed and len(s.cards[sam].modifiers) == 1
    phases.end_turn(s)
    assert not s.cards[sam].modifiers


def test_saved_form_validator_and_translator() -> None:
    m = Modifier("next_targeting", 0, source="p0:c1", kind="restriction",
                 scope="other battle")
    assert Modifier.from_dict(m.to_dict()) == m
    base = {"timing": "open", "targets": _MINE}
    assert not abilities.validate({**base, "effects": [
        {"op": "negate_next_targeting", "target": 0, "action": "limited"}]})
    assert abilities.validate({**base, "effects": [{"op": "negate_next_targeting"}]})
    assert abilities.validate({**base, "effects": [
        {"op": "negate_next_targeting", "target": 0, "duration": "battle"}]})
    card = CardDef(id="t:1", title="Screen", type=CardType.STRATEGY, gold_cost=0)
    rec = translate_ability("Open: Target your Personality: Give her +1F. After the next time "
                            "this turn another player's action targets her, negate its "
                            "effects.", card)
    assert rec["effects"][1] == {"op": "negate_next_targeting", "target": 0}
    rec = translate_ability("Open: Target your Follower: After the next time this game "
                            "another player's Battle action targets it, negate its "
                            "effects.", card)
    assert rec["effects"] == [{"op": "negate_next_targeting", "target": 0,
                               "action": "battle", "duration": "game"}]
    rec = translate_ability("Open: Target your Personality: After the next time this turn "
                            "another player's Political action targets him, negate its "
                            "effects.", card)
    assert rec is None or "manual" in rec
