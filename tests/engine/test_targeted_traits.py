"""Triggered traits on an action's targeting (``cardtext/targeted_traits.py``) and another
player's choice to pay or suffer (``cardtext/player_pays.py``): the first Political action of
the turn on a card negated; the acting player discarding a card to keep his action; a card
discarded unless a strong performer took the action; two Gold paid or the action negated
[CE › TRAITS], [CE › TIMING AND TRIGGERS], [CE › CHOICES], [CE › PERFORM]. Invented cards
only."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, triggers
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, find_all, game_at, player

_SHOVE = {"timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
          "effects": [{"op": "bow", "target": 0},
                      {"op": "gain_honor", "amount": 1, "player": "you"}]}
_NEGATE_POLITICAL = {"timing": "trait", "first": "turn",
                     "trigger": {"event": "targeted", "card": "self", "action": "political"},
                     "effects": [{"op": "negate_action"}]}
_ARMOR = {"timing": "trait", "first": "turn",
          "trigger": {"event": "targeted", "card": "host", "by": "other", "action": "open"},
          "effects": [{"op": "pay_or", "payer": "acting", "pay": [{"discard": 1}],
                       "else": [{"op": "negate_action"}]}]}
_TOLL = {"timing": "trait", "first": "phase", "unless_performer": "base_force",
         "trigger": {"event": "targeted", "card": "self", "by": "other"},
         "effects": [{"op": "player_picks", "who": "acting", "from": "hand",
                      "then": "discard"}]}
_FEE = {"timing": "reaction", "keywords": ["political"], "cost": {"bow_self": True},
        "trigger": {"event": "targeted", "card": "yours", "type": "personality",
                    "by": "other", "action": "political"},
        "effects": [{"op": "pay_or", "payer": "acting", "pay": [{"gold": 2}],
                     "else": [{"op": "negate_action"}]}]}


def _game(alice_home: list[Any], bob: dict[str, Any], defs: list[dict[str, Any]]) -> Game:
    defs = [cd("Shove", "strategy", gold_cost=0, focus=1, abilities=[_SHOVE]),
            cd("Slight", "strategy", gold_cost=0, focus=1,
               abilities=[{**_SHOVE, "keywords": ["political"]}]),
            cd("Spare", "strategy", gold_cost=0, focus=1), *defs]
    game = game_at(player(home=alice_home), player("Lion Keep", **bob), defs=defs)
    game.perform(Pass(0))  # Bob acts
    return game


def _use(game: Game, title: str, target: str) -> None:
    s = game.state
    card = next(c for c in find_all(s, title) if s.cards[c].zone.value == "hand")
    game.perform(UseAbility(1, card, 0, (target,)))


def validate(rec: dict[str, Any]) -> list[str]:
    return abilities.validate(rec) + triggers.validate_trigger(rec)


def test_the_records_are_valid() -> None:
    for rec in (_NEGATE_POLITICAL, _ARMOR, _TOLL, _FEE):
        assert validate(rec) == []
    assert validate({**_TOLL, "first": "battle"}) != []
    assert validate({**_TOLL, "trigger": {**_TOLL["trigger"], "card": "yours"}}) != []
    assert validate({**_ARMOR, "effects": [{**_ARMOR["effects"][0], "payer": "me"}]}) != []
    bad = {**_FEE, "effects": [{**_FEE["effects"][0], "else": [{"op": "discard_chosen"}]}]}
    assert validate(bad) != []
    bad = {**_FEE, "effects": [{**_FEE["effects"][0], "else": [{"op": "no_such_op"}]}]}
    assert validate(bad) != []


def test_only_the_first_political_action_each_turn_is_negated() -> None:
    """Bob's first Slight (Political) on the Envoy: negated (unbowed, Bob 10); a Shove (not
    Political) is not met and bows him; after a straighten, the second Slight bows him and
    Bob gains 1 (10 -> 12 with the Shove's)."""
    envoy = cd("Quiet Envoy", "personality", force=2, chi=2, gold_cost=3, personal_honor=1,
               abilities=[_NEGATE_POLITICAL])
    game = _game([{"title": "Quiet Envoy", "attachments": []}],
                 {"hand": ["Slight", "Shove", "Slight"]}, [envoy])
    s = game.state
    target = find(s, "Quiet Envoy")
    _use(game, "Slight", target)
    assert not s.cards[target].bowed and s.players[1].family_honor == 10
    assert s.resolving == [] and s.windows == []
    game.perform(Pass(0))
    _use(game, "Shove", target)
    assert s.cards[target].bowed and s.players[1].family_honor == 11
    s.cards[target].bowed = False
    game.perform(Pass(0))
    _use(game, "Slight", target)
    assert s.cards[target].bowed and s.players[1].family_honor == 12


def _armored(hand: list[str]) -> Game:
    armor = cd("Old Armor", "item", keywords=["Armor"], gold_cost=2, abilities=[_ARMOR])
    return _game([{"title": "Crane Samurai", "attachments": ["Old Armor"]}],
                 {"hand": ["Shove", *hand]}, [armor])


def test_the_acting_player_discards_a_card_or_his_action_is_negated() -> None:
    """Bob is asked: discarding Spare lets his Shove bow the Samurai (Bob 10 -> 11, hand
    empty); declining negates it (unbowed, 10); with no card to discard it is negated at once."""
    game = _armored(["Spare"])
    s = game.state
    sam = find(s, "Crane Samurai")
    _use(game, "Shove", sam)
    spare = find(s, "Spare")
    assert s.options and s.options[0]["player"] == 1 and s.options[0]["pick"] == [spare]
    assert set(game.legal_actions()) == {ChooseCard(1, choice=spare), ChooseOption(1, False)}
    game.perform(ChooseCard(1, choice=spare))
    assert s.cards[sam].bowed and s.players[1].family_honor == 11
    assert s.players[1].hand == [] and s.resolving == []

    game = _armored(["Spare"])
    s = game.state
    sam = find(s, "Crane Samurai")
    _use(game, "Shove", sam)
    game.perform(ChooseOption(1, False))
    assert not s.cards[sam].bowed and s.players[1].family_honor == 10
    assert s.players[1].hand == [find(s, "Spare")] and s.priority == 0

    game = _armored([])
    s = game.state
    sam = find(s, "Crane Samurai")
    _use(game, "Shove", sam)
    assert not s.options and not s.cards[sam].bowed and s.players[1].family_honor == 10


def test_a_save_while_the_trait_waits_reloads_and_goes_on() -> None:
    game = _armored(["Spare"])
    s = game.state
    sam = find(s, "Crane Samurai")
    _use(game, "Shove", sam)
    data = s.to_dict()
    again = GameState.from_dict(data)
    assert again.resolving == s.resolving and again.resolving[-1]["stage"] == "traits"
    assert again.options == s.options
    game2 = Game(again)
    game2.perform(ChooseCard(1, choice=find(again, "Spare")))
    assert again.cards[sam].bowed and again.players[1].family_honor == 11


def _tolled(bob_home: list[Any], hand: list[str]) -> Game:
    toll = cd("Toll Keeper", "personality", force=3, chi=2, gold_cost=5, personal_honor=1,
              abilities=[_TOLL])
    brute = cd("Brute", "personality", force=3, chi=1, gold_cost=3, personal_honor=0,
               abilities=[{**_SHOVE, "timing": "open"}])
    weakling = cd("Weakling", "personality", force=1, chi=1, gold_cost=3, personal_honor=0,
                  abilities=[{**_SHOVE, "timing": "open"}])
    return _game([{"title": "Toll Keeper", "attachments": []}],
                 {"home": bob_home, "hand": hand}, [toll, brute, weakling])


def test_a_weaker_performer_costs_the_player_a_card_once_each_phase() -> None:
    """Bob's Weakling (1F < base 3F) targets the Keeper: Bob discards a card of his choice
    (hand 2 -> 1), then the bowing; his Shove later this phase: no discard."""
    game = _tolled([{"title": "Weakling", "attachments": []}], ["Spare", "Shove"])
    s = game.state
    keeper, weak = find(s, "Toll Keeper"), find(s, "Weakling")
    game.perform(UseAbility(1, weak, 0, (keeper,)))
    spare = find(s, "Spare")
    assert s.options[0]["player"] == 1
    game.perform(ChooseCard(1, choice=spare))
    assert s.cards[keeper].bowed and s.players[1].fate_discard == [spare]
    s.cards[keeper].bowed = False
    game.perform(Pass(0))
    _use(game, "Shove", keeper)
    assert s.cards[keeper].bowed and not s.options and s.players[1].hand == []


def test_a_performer_as_strong_as_the_base_force_costs_nothing() -> None:
    """The Brute (3F = base 3F): no discard; his first time is used up (a Shove after it
    costs nothing either); a Strategy performed by no card would have cost one."""
    game = _tolled([{"title": "Brute", "attachments": []}], ["Spare", "Shove"])
    s = game.state
    keeper = find(s, "Toll Keeper")
    game.perform(UseAbility(1, find(s, "Brute"), 0, (keeper,)))
    assert not s.options and s.cards[keeper].bowed and len(s.players[1].hand) == 2
    game = _tolled([], ["Spare", "Shove"])
    s = game.state
    _use(game, "Shove", find(s, "Toll Keeper"))
    assert s.options and s.options[0]["pick"] == [find(s, "Spare")]


def _fee_game(bob_gold: int) -> Game:
    broker = cd("Broker", "personality", force=1, chi=2, gold_cost=3, personal_honor=1,
                abilities=[_FEE])
    game = _game([{"title": "Broker", "attachments": []},
                  {"title": "Crane Samurai", "attachments": []}],
                 {"hand": ["Slight"], "gold_pool": bob_gold}, [broker])
    s = game.state
    s.cards[find(s, "Lion Keep")].bowed = True  # Bob's Gold is his pool only
    return game


def _answer_fee(game: Game) -> None:
    s = game.state
    broker = find(s, "Broker")
    while s.windows:
        acts = game.legal_actions()
        use = next((a for a in acts if isinstance(a, UseAbility) and a.card == broker), None)
        game.perform(use if use is not None else next(a for a in acts if isinstance(a, Pass)))
        if s.options:
            return


def test_the_player_pays_two_gold_or_his_political_action_is_negated() -> None:
    """Alice's Broker (bowed to pay) asks Bob: paying 2 Gold (pool 3 -> 1) lets Slight bow
    her Samurai (Bob 11); declining negates it (Bob 10); with 1 Gold he is not asked."""
    for pay, bowed, honor, pool in ((True, True, 11, 1), (False, False, 10, 3)):
        game = _fee_game(3)
        s = game.state
        sam = find(s, "Crane Samurai")
        _use(game, "Slight", sam)
        _answer_fee(game)
        assert s.options[0]["player"] == 1 and s.options[0]["pick"] == ["gold"]
        assert s.cards[find(s, "Broker")].bowed
        game.perform(ChooseCard(1, choice="gold") if pay else ChooseOption(1, False))
        while s.windows:
            game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
        assert (s.cards[sam].bowed, s.players[1].family_honor) == (bowed, honor)
        assert s.players[1].gold_pool == (0 if pay else pool)  # (the rest is lost: CE)
    game = _fee_game(1)
    s = game.state
    sam = find(s, "Crane Samurai")
    _use(game, "Slight", sam)
    _answer_fee(game)
    while s.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert not s.options and not s.cards[sam].bowed and s.players[1].family_honor == 10
