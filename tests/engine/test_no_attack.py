""""You may not declare an attack [this turn]" (issue 17, core lane): ``no_attack`` puts a
restriction on the player for the turn (``cardtext/restrictions.py``, kept on his Stronghold);
his Attack Phase then offers no attack [CE › ATTACK PHASE], [CE › DURATION OF EFFECTS ›
Ongoing effects]. Our own cards; exact Honor and offered actions."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import DeclareAttack, Pass, UseAbility
from l5r_desktop.games.ccg.attack import choices
from l5r_desktop.games.ccg.cardtext import restrictions
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Phase
from tests.carddb.harness import exercise
from tests.engine.scenario import cd, find, game_at, player

_BUILD = {"timing": "limited", "effects": [{"op": "gain_honor", "amount": 2, "player": "you"},
                                           {"op": "no_attack", "player": "you"}]}
DEFS = [cd("Mason", "personality", force=1, chi=2, gold_cost=3, personal_honor=1,
           abilities=[_BUILD])]


def _to_attack_phase(game: Game) -> None:
    for _ in range(30):
        if game.state.phase is Phase.ATTACK:
            return
        acts = game.legal_actions()
        game.perform(next((a for a in acts if isinstance(a, Pass)), acts[0]))


def _declares(game: Game) -> list[DeclareAttack]:
    return [a for a in game.legal_actions() if isinstance(a, DeclareAttack)]


def test_no_attack_after_the_action_this_turn_only() -> None:
    game = game_at(player(home=[{"title": "Mason", "attachments": []}]), defs=DEFS)
    s = game.state
    honor = s.players[0].family_honor
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility)
              and a.card == find(s, "Mason", 0)]
    game.perform(use)
    assert s.players[0].family_honor == honor + 2
    assert restrictions.may_not_attack(s, 0) and not restrictions.may_not_attack(s, 1)
    _to_attack_phase(game)
    assert game.state.phase is Phase.ATTACK and game.state.active == 0
    assert _declares(game) == []
    why = choices.explain(game.state, DeclareAttack(0, defender=1))
    assert "may not declare an attack" in why
    turn = game.state.turn
    for _ in range(30):  # the turn ends: the restriction with it
        if game.state.turn > turn:
            break
        acts = game.legal_actions()
        game.perform(next((a for a in acts if isinstance(a, Pass)), acts[0]))
    assert game.state.turn == turn + 1 and not restrictions.may_not_attack(game.state, 0)


def test_without_the_action_the_attack_is_offered() -> None:
    game = game_at(player(home=[{"title": "Mason", "attachments": []}]), defs=DEFS)
    _to_attack_phase(game)
    assert _declares(game) == [DeclareAttack(0, defender=1)]


def test_translator_validator_and_harness(monkeypatch: Any) -> None:
    card = CardDef.from_dict(DEFS[0])
    assert translate_ability("Limited: Gain 2 Honor. You may not declare an attack this turn.",
                             card) == _BUILD
    assert translate_ability("Limited: You may not declare an attack until your next turn.",
                             card) is None
    assert not validate(_BUILD)
    assert validate({**_BUILD, "effects": [{"op": "no_attack", "player": "opponent"}]})
    assert validate({**_BUILD, "effects": [{"op": "no_attack", "target": 0}]})
    monkeypatch.setattr("tests.carddb.harness.position.card_abilities",
                        lambda c: ([_BUILD], ["data"]))
    assert exercise(card, 0, _BUILD) == []
    monkeypatch.setattr(restrictions, "apply", lambda *a, **k: [])
    assert exercise(card, 0, _BUILD) == ["no_attack: the player may still declare an attack"]
