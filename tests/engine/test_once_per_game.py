""""Once per game" (record ``per_game: 1``, ``cardtext/use_limits.py``): used once, the
ability is not offered again in that turn or any later one, also after a save; without it the
same ability is offered again the next turn [CE › TAKING ACTIONS FROM ABILITIES]. Our own
invented cards and test lines."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

_PRAYER = {"timing": "limited", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}


def _offered(game: Game, card: str) -> bool:
    return any(isinstance(a, UseAbility) and a.card == card for a in game.legal_actions())


def _later(game: Game) -> Game:
    """The same table two turns later (Alice's next turn), through a save and a load."""
    state = GameState.from_dict(game.state.to_dict())
    state.turn += 2
    state.priority = 0  # Alice may act (she has just acted: Bob would be next)
    return Game.from_state(state)


def _game(record: dict) -> tuple[Game, str]:
    monk = cd("Plum Monk", "personality", force=1, chi=1, personal_honor=1, gold_cost=2,
              honor_requirement=0, abilities=[record])
    game = game_at(player(home=["Plum Monk"]), player("Lion Keep"), defs=[monk])
    return game, find(game.state, "Plum Monk")


def test_once_per_game_is_never_offered_again() -> None:
    """Honor 10 -> 11 once; not offered again this turn, nor two turns later (after a save
    and a load)."""
    game, monk = _game({**_PRAYER, "per_game": 1})
    game.perform(UseAbility(0, card=monk, ability=0))
    assert game.state.players[0].family_honor == 11
    assert not _offered(game, monk)
    assert not _offered(_later(game), monk)


def test_once_per_turn_is_offered_again_the_next_turn() -> None:
    game, monk = _game(_PRAYER)
    game.perform(UseAbility(0, card=monk, ability=0))
    assert not _offered(game, monk)
    assert _offered(_later(game), monk)


def test_the_reaction_line_and_the_validator() -> None:
    line = "Reaction: Once per game, after Plum Monk enters play: Gain 2 Honor."
    rec = translate_ability(line, CardDef(id="x", title="Plum Monk", type=CardType.PERSONALITY,
                                          text=line, base_title="Plum Monk"))
    assert rec == {"timing": "reaction", "trigger": {"event": "enters_play", "card": "self"},
                   "per_game": 1,
                   "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
    assert abilities.validate({**_PRAYER, "per_game": 2})
    assert abilities.validate({**_PRAYER, "per_game": 1, "repeatable": True})
