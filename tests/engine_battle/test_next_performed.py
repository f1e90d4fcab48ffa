"""The next action a card performs, negated (``cardtext/next_performed.py``): a delayed
negation [CE › DELAYED EFFECTS] met by the first action the card performs [CE › PERFORM]:
an ability on it, a Strategy naming it "your performing", the players' Lobby and Tactical
actions; and the translator's reading (``templates/next_targeting.py``) with the condition
"it has no attachments and is not a Samurai" (``templates/conditions.py``). Our own cards and
test lines; exact numbers."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import Lobby, Pass, UseAbility
from l5r_desktop.games.ccg.battle_actions import Tactics
from l5r_desktop.games.ccg.cardtext import abilities, next_performed
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

#: "Open: Target another player's Personality: Negate the effects of the next action
#: performed by him (this turn)."
_HUSH = {"timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
         "effects": [{"op": "negate_next_performed", "target": 0}]}
#: "Open: Choose your performing Courtier: Gain 3 Honor."
_SPEECH = {"timing": "open", "targets": [{"type": "personality", "controller": "you",
                                          "performer": True, "keyword": "Courtier",
                                          "choose": True}],
           "effects": [{"op": "gain_honor", "amount": 3, "player": "you"}]}
_DEFS = [cd("Hush", "strategy", gold_cost=0, focus=1, abilities=[_HUSH]),
         cd("Battle Hush", "strategy", gold_cost=0, focus=1,
            abilities=[{**_HUSH, "timing": "battle"}]),
         cd("Speech", "strategy", gold_cost=0, focus=1, abilities=[_SPEECH])]


def _hushed(bob: dict[str, Any], alice_honor: int = 10) -> tuple[Any, str]:
    """In Bob's turn Alice plays Hush on his Crane Courtier; the opportunity is Bob's."""
    game = game_at(player(name="Alice", hand=["Hush"], family_honor=alice_honor), bob,
                   defs=_DEFS, active=1, priority=0)
    s = game.state
    court = find(s, "Crane Courtier", 1)
    game.perform(UseAbility(0, find(s, "Hush", 0), 0, (court,)))
    assert game.waiting_for == 1
    return game, court


def test_his_own_ability_is_negated_once() -> None:
    """Bob's Courtier bows to Praise (gain 2 Honor): bowed, Bob stays at 10; the negation is
    used up (no modifier left)."""
    game, court = _hushed(player("Lion Keep", name="Bob", home=["Crane Courtier"]))
    s = game.state
    game.perform(UseAbility(1, court, 0))
    assert s.cards[court].bowed and s.players[1].family_honor == 10
    assert not [m for m in s.cards[court].modifiers if m.stat == next_performed.STAT]


def test_a_strategy_he_performs_is_negated_then_the_next_is_not() -> None:
    """Bob's first Speech performed by the Courtier gains nothing (10); his second gains 3."""
    bob = player("Lion Keep", name="Bob", home=["Crane Courtier"], hand=["Speech", "Speech"])
    game, court = _hushed(bob)
    s = game.state
    first, second = [c for c in s.players[1].hand if s.title(c) == "Speech"]
    game.perform(UseAbility(1, first, 0, (court,)))
    assert s.players[1].family_honor == 10
    game.perform(Pass(0))
    game.perform(UseAbility(1, second, 0, (court,)))
    assert s.players[1].family_honor == 13


def test_another_card_of_his_is_not_watched() -> None:
    bob = player("Lion Keep", name="Bob", home=["Crane Courtier", "Shrine"])
    game, _court = _hushed(bob)
    s = game.state
    game.perform(UseAbility(1, find(s, "Shrine", 1), 0))  # Pray: +1 Honor
    assert s.players[1].family_honor == 11


def test_his_lobby_bows_him_and_takes_no_favor() -> None:
    """Bob (12 Honor, more than Alice's 9) lobbies with the Courtier: he bows (the cost) and
    nobody has the Favor."""
    bob = player("Lion Keep", name="Bob", home=["Crane Courtier"], family_honor=12)
    game, court = _hushed(bob, alice_honor=9)
    s = game.state
    assert Lobby(1, card=court) in game.legal_actions()
    game.perform(Lobby(1, card=court))
    assert s.cards[court].bowed
    assert not s.players[1].favor and not s.players[0].favor


def test_a_tactical_action_he_performs_gives_no_force() -> None:
    """Bob's General (a Tactician, 2F) defends; Alice's Hush on him, then Bob discards Focus
    Five for Tactics: the card is discarded, the General stays at 2F."""
    game = attack_game(
        player(name="Alice", home=["Crane Samurai"], hand=["Battle Hush"]),
        player("Lion Keep", name="Bob", home=["General"], hand=["Focus Five"]), defs=_DEFS)
    declare(game)
    assign(game, pid(game, "Crane Samurai", 0), 0)
    done(game)
    gen = pid(game, "General", 1)
    assign(game, gen, 0)
    done(game)
    s = game.state
    game.perform(Pass(1))  # the Defender's first opportunity
    hush = pid(game, "Battle Hush", 0)
    game.perform(UseAbility(0, hush, 0, (gen,)))
    f5 = pid(game, "Focus Five", 1)
    game.perform(Tactics(1, card=f5, target=gen))
    assert f5 in s.players[1].fate_discard
    assert stats.force(s, gen) == 2


def test_the_record_validates() -> None:
    assert not abilities.validate(_HUSH)
    assert abilities.validate({**_HUSH, "effects": [{"op": "negate_next_performed"}]})
    assert abilities.validate({**_HUSH, "effects": [
        {"op": "negate_next_performed", "target": 0, "duration": "game"}]})


def _read(line: str) -> dict[str, Any] | None:
    card = CardDef(id="x:1", title="Stern Look", type=CardType.STRATEGY, text=line,
                   base_title="Stern Look")
    return translate_ability(line, card)


def test_the_translator_reads_it() -> None:
    rec = _read("Open: Target another player's Follower: Negate the effects of the next "
                "action performed by the targeted card (this turn). Bow it if it has no "
                "attachments and is not a Cavalry.")
    assert rec is not None
    assert rec["effects"] == [
        {"op": "negate_next_performed", "target": 0},
        {"op": "bow", "target": 0, "if": {"all": [
            {"card": 0, "no_attachments": True},
            {"not": {"card": 0, "keyword": "Cavalry"}}]}}]
    assert _read("Open: Target another player's Follower: Negate the effects of the next "
                 "action performed by you.") is None
