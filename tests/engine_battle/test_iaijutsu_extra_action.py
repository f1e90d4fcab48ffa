"""An additional Battle action restricted to a keyword, with a price for not taking it
(``additional_action`` ``keyword`` / ``or_bow``, ``cardtext/extra_actions.py``;
``AttackState.extra_keyword`` / ``extra_or_bow``) [CE › ADDITIONAL (ACTION)]: the granted
opportunity offers only the Battle actions the card performs that have the keyword (its
ability's or its card's [CE › ABILITIES › Ability keywords]); used to pass ("A granted action
opportunity can be used to pass"), the card is bowed. The record of Mirumoto Inokuchi
(oracle:5106) on our own invented cards; exact numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.battle_state import AttackState
from tests.engine.scenario import cd, find, player, position

_DRAW = {"timing": "battle", "bowed_ok": True, "effects": [
    {"op": "straighten", "target": "self"},
    {"op": "additional_action", "kind": "battle", "performer": "self", "keyword": "iaijutsu",
     "or_bow": True}]}
_ME = [{"type": "personality", "controller": "you", "performer": True}]
_GAIN = [{"op": "gain_honor", "amount": 1, "player": "you"}]
DEFS = [cd("Swift Blade", "personality", clans=["Dragon"], keywords=["Samurai", "Duelist"],
           force=2, chi=2, gold_cost=4, personal_honor=2, abilities=[_DRAW]),
        cd("Quick Draw", "strategy", gold_cost=0, focus=1, abilities=[
            {"timing": "battle", "keywords": ["iaijutsu"], "targets": _ME, "effects": _GAIN}]),
        cd("War Cry", "strategy", gold_cost=0, focus=1, abilities=[
            {"timing": "battle", "targets": _ME, "effects": _GAIN}])]


def _game() -> Game:
    """Alice attacks with her bowed Swift Blade and a Crane Samurai; she acts."""
    alice = player(name="Alice", hand=["Quick Draw", "War Cry"])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Swift Blade", "bowed": True},
                                                     "Crane Samurai"],
                                       "defending": ["Lion Samurai"]}]}
    return Game.from_position(pos)


def _draw(game: Game) -> str:
    blade = find(game.state, "Swift Blade", 0)
    game.perform(UseAbility(0, blade, 0))
    return blade


def test_only_an_iaijutsu_action_he_performs_is_offered() -> None:
    """The bowed Blade straightens; the granted opportunity offers Quick Draw with him only
    (not War Cry, not with the Crane Samurai); taken: 10 -> 11, the Blade stays unbowed and
    the restriction ends."""
    game = _game()
    blade = _draw(game)
    s = game.state
    assert not s.cards[blade].bowed and s.priority == 0
    assert s.attack.extra_keyword == "iaijutsu" and s.attack.extra_or_bow
    again = type(s).from_dict(s.to_dict())  # saved with the restriction
    assert again.attack.extra_keyword == "iaijutsu" and again.attack.extra_or_bow
    mine = [a for a in game.legal_actions() if isinstance(a, UseAbility)]
    assert mine == [UseAbility(0, find(s, "Quick Draw", 0), 0, (blade,))]
    game.perform(mine[0])
    s = game.state
    assert s.players[0].family_honor == 11 and not s.cards[blade].bowed
    assert s.attack.extra_actor is None and not s.attack.extra_or_bow


def test_passing_the_granted_opportunity_bows_him() -> None:
    game = _game()
    blade = _draw(game)
    game.perform(Pass(0))
    s = game.state
    assert s.cards[blade].bowed and s.attack.extra_actor is None
    assert s.players[0].family_honor == 10 and s.priority == 1


def test_the_validator_and_an_old_save() -> None:
    assert not abilities.validate(_DRAW)
    no_performer = {"op": "additional_action", "kind": "battle", "keyword": "iaijutsu"}
    assert abilities.validate({**_DRAW, "effects": [no_performer]})
    assert "extra_keyword" not in AttackState(0, 1).to_dict()  # old saves unchanged
