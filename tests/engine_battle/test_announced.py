"""Reactions "after you announce an action" (trigger ``announced``, ``cardtext/announced.py``,
the window ``targeted.open_announced``): the window opens after the announcement, before the
action's targeting, costs and effects [CE › TAKING ACTIONS FROM ABILITIES › A], [CE › TIMING
AND TRIGGERS]; the players' Tactician, Lobby and Favor abilities are announced actions too
[CE › PLAYER ABILITIES]. Our own cards and test line; exact numbers."""

from __future__ import annotations

import json
from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import Lobby, Pass, UseAbility
from l5r_desktop.games.ccg.battle_actions import Tactics
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, player, position

_LINE = ("Reaction: Even if Kenji is bowed, after you announce a Tactical action, if he is at "
         "the current battlefield: Straighten him.")


def _read() -> dict[str, Any]:
    card = CardDef(id="x:1", title="Kenji", type=CardType.PERSONALITY, text=_LINE,
                   base_title="Kenji")
    rec = translate_ability(_LINE, card)
    assert rec is not None
    return rec


#: "Tactical Battle: Gain 1 Honor." and "Battle: Gain 1 Honor."
_PLAN = {"timing": "battle", "keywords": ["tactical"],
         "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
_CHARGE = {"timing": "battle", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}


def _defs() -> list[dict[str, Any]]:
    return [cd("Kenji", "personality", clans=["Lion"], keywords=["Samurai"], force=2, chi=2,
               gold_cost=4, personal_honor=1, abilities=[_read()]),
            cd("Lion General", "personality", clans=["Lion"], keywords=["Tactician"], force=2,
               chi=2, gold_cost=4, personal_honor=1),
            cd("Plan", "strategy", gold_cost=0, focus=3, abilities=[_PLAN]),
            cd("Charge", "strategy", gold_cost=0, focus=2, abilities=[_CHARGE])]


def _battle(kenji_home: bool = False, kenji_owner: int = 0) -> Game:
    """Alice attacks Bob's first province with her Lion General (and a bowed Kenji, unless
    at home); Bob defends with a Crane Samurai. Alice has the opportunity."""
    kenji = {"title": "Kenji", "bowed": True}
    attacking: list[Any] = ["Lion General"]
    alice = player("Lion Keep", name="Alice", hand=["Plan", "Charge"])
    bob = player(name="Bob", hand=["Plan"])
    if kenji_owner == 1:
        bob["home"] = [kenji]
    elif kenji_home:
        alice["home"] = [kenji]
    else:
        attacking.append(kenji)
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0,
                   defs=_defs())
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": attacking,
                                       "defending": ["Crane Samurai"]}]}
    return Game.from_position(pos)


def _reaction(game: Game) -> list[UseAbility]:
    s = game.state
    return [a for a in game.legal_actions() if isinstance(a, UseAbility)
            and s.title(a.card) == "Kenji"]


def _hand(game: Game, who: int, title: str) -> str:
    s = game.state
    return next(c for c in s.players[who].hand if s.title(c) == title)


def test_the_line_reads() -> None:
    assert _read() == {
        "timing": "reaction",
        "trigger": {"event": "announced", "card": "any", "by": "you", "action": "tactical"},
        "bowed_ok": True, "condition": {"at_current": True},
        "effects": [{"op": "straighten", "target": "self"}]}


def test_a_tactical_strategy_waits_while_kenji_straightens() -> None:
    """Alice announces Plan: the window opens before anything of it (Plan still in her hand,
    Honor 10); Kenji straightens; when the window closes Plan resolves: 10 -> 11."""
    game = _battle()
    s = game.state
    kenji = find(s, "Kenji", 0)
    plan = _hand(game, 0, "Plan")
    game.perform(UseAbility(0, plan, 0))
    assert s.windows and s.windows[-1].trigger == "announced"
    assert plan in s.players[0].hand and s.players[0].family_honor == 10
    (use,) = _reaction(game)
    game.perform(use)
    assert not s.cards[kenji].bowed
    while s.windows:
        game.perform(Pass(game.waiting_for or 0))
    assert s.players[0].family_honor == 11
    assert plan in s.players[0].fate_discard
    assert game.waiting_for == 1  # the opportunity passed to Bob once Plan resolved


def test_the_tacticians_ability_is_a_tactical_action() -> None:
    """The Tactician's player ability opens the window too; passed, Kenji stays bowed and
    the General gets the discarded card's Focus Value: 2F -> 4F."""
    game = _battle()
    s = game.state
    gen = find(s, "Lion General", 0)
    game.perform(Tactics(0, card=_hand(game, 0, "Charge"), target=gen))
    assert s.windows and _reaction(game)
    while s.windows:
        game.perform(Pass(game.waiting_for or 0))
    assert s.cards[find(s, "Kenji", 0)].bowed
    assert stats.force(s, gen) == 4


def test_a_non_tactical_action_opens_no_window() -> None:
    game = _battle()
    s = game.state
    game.perform(UseAbility(0, _hand(game, 0, "Charge"), 0))
    assert not s.windows
    assert s.players[0].family_honor == 11


def test_not_offered_at_home() -> None:
    game = _battle(kenji_home=True)
    s = game.state
    game.perform(UseAbility(0, _hand(game, 0, "Plan"), 0))
    assert not s.windows and s.players[0].family_honor == 11


def test_another_players_action_is_not_yours() -> None:
    """Bob's Kenji (at home: the condition aside) does not answer Alice's action; nor does
    Alice's answer Bob's: here Bob owns the only Kenji and Alice plays Plan."""
    game = _battle(kenji_owner=1)
    s = game.state
    game.perform(UseAbility(0, _hand(game, 0, "Plan"), 0))
    assert not s.windows and s.players[0].family_honor == 11


def test_lobby_is_announced_too_but_is_not_tactical() -> None:
    """In the Action Phase Alice's Lobby opens no window for a Tactical-only Reaction."""
    alice = player("Lion Keep", name="Alice", home=["Kenji", "Lion General"], family_honor=12)
    pos = position(alice, player(name="Bob"), phase="action", step="action_round", active=0,
                   priority=0, defs=_defs())
    game = Game.from_position(pos)
    s = game.state
    game.perform(Lobby(0, card=find(s, "Lion General", 0)))
    assert not s.windows and s.players[0].favor


def test_a_save_inside_the_window_reloads_into_it() -> None:
    game = _battle()
    game.perform(UseAbility(0, _hand(game, 0, "Plan"), 0))
    data = game.state.to_dict()
    again = Game(type(game.state).from_dict(json.loads(json.dumps(data))))
    s = again.state
    assert s.windows and s.windows[-1].trigger == "announced"
    (use,) = _reaction(again)
    again.perform(use)
    while s.windows:
        again.perform(Pass(again.waiting_for or 0))
    assert not s.cards[find(s, "Kenji", 0)].bowed
    assert s.players[0].family_honor == 11


_STIPEND_LINE = ("Reaction: After you announce a non-Iaijutsu action, choose your performing "
                 "Magistrate to give him +2C until the action ends.")
#: "Open: Gain 1 Honor." and "Iaijutsu Open: Gain 1 Honor."
_PRAISE = {"timing": "open", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
_DRAW = {"timing": "open", "keywords": ["iaijutsu"],
         "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}


def _stipend_game() -> Game:
    """Action Phase: Alice has the Purse (the line above) and an Emerald Magistrate (Chi 2)
    at home, Praise and Draw in hand."""
    purse = CardDef(id="x:2", title="Purse", type=CardType.HOLDING, text=_STIPEND_LINE,
                    base_title="Purse")
    rec = translate_ability(_STIPEND_LINE, purse)
    assert rec is not None and rec["effects"][0]["duration"] == "action"
    defs = [cd("Purse", "holding", gold_cost=2, abilities=[rec]),
            cd("Emerald Magistrate", "personality", clans=["Crane"], keywords=["Magistrate"],
               force=1, chi=2, gold_cost=3, personal_honor=1),
            cd("Praise", "strategy", gold_cost=0, focus=1, abilities=[_PRAISE]),
            cd("Draw", "strategy", gold_cost=0, focus=1, abilities=[_DRAW])]
    alice = player(name="Alice", home=["Purse", "Emerald Magistrate"], hand=["Praise", "Draw"])
    pos = position(alice, player("Lion Keep", name="Bob"), phase="action", step="action_round",
                   active=0, priority=0, defs=defs)
    return Game.from_position(pos)


def test_a_bonus_until_the_announced_action_ends() -> None:
    """Alice announces Praise; the Purse gives her Magistrate +2C (Chi 2 -> 4) while Praise
    waits; once Praise resolved (10 -> 11) the bonus has ended: Chi 2."""
    game = _stipend_game()
    s = game.state
    mag = find(s, "Emerald Magistrate", 0)
    game.perform(UseAbility(0, _hand(game, 0, "Praise"), 0))
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility)
              and s.title(a.card) == "Purse"]
    assert use.targets == (mag,)
    game.perform(use)
    assert stats.chi(s, mag) == 4 and s.players[0].family_honor == 10
    data = json.loads(json.dumps(s.to_dict()))  # saved with the bonus and its duration
    again = Game(type(s).from_dict(data))
    assert stats.chi(again.state, mag) == 4
    for g in (game, again):
        while g.state.windows:
            g.perform(Pass(g.waiting_for or 0))
        assert stats.chi(g.state, mag) == 2 and g.state.players[0].family_honor == 11


def test_an_iaijutsu_action_opens_no_window_for_it() -> None:
    game = _stipend_game()
    s = game.state
    game.perform(UseAbility(0, _hand(game, 0, "Draw"), 0))
    assert not s.windows and s.players[0].family_honor == 11


def test_a_damaged_record_gives_no_modifier_until_the_action_ends() -> None:
    """A saved definition's record whose effects are no list (a damaged save the fuzzer made:
    tests/persistence/test_save_fuzzer.py) reads as giving none; one with such a duration
    does (the game's ability keys, which ``action_end.used`` reads); neither raises."""
    from types import SimpleNamespace

    from l5r_desktop.games.ccg.model.cards import ACTION_END_KEY, ability_keys

    def keys(*recs: object) -> frozenset[tuple[str, str]]:
        return ability_keys([SimpleNamespace(abilities=recs)])  # type: ignore[list-item]

    assert ACTION_END_KEY not in keys({"timing": "open", "effects": 7})
    assert ACTION_END_KEY not in keys(["not", "a", "record"])
    assert ACTION_END_KEY not in keys({"timing": "open", "effects": [3, {"op": "bow"}]})
    assert ACTION_END_KEY in keys({"timing": "reaction", "effects": [
        {"op": "modify_stat", "stat": "chi", "amount": 1, "duration": "action"}]})
