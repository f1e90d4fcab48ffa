"""The Courage keyword's player ability (issue 17, misc lane; ``cardtext/courage.py``):
"Repeatable Courage Interrupt" of every player, discarding a Courage card from his hand to
give one of the action's Fear effects +2 or -2 strength [S0 › COURAGE #], played as an
Interrupt record of the Courage card, answered before the Fear action resolves
[S0 › INTERRUPT ACTIONS #], [S0 › FEAR #]. Invented cards, our own words."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccg_abilities import card_abilities
from l5r_desktop.carddb.ccg_coverage import classify
from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, courage, triggers
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid


def _fear(title: str, n: int) -> dict[str, Any]:
    return cd(title, "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "targets": [{"type": "ranged"}],
        "effects": [{"op": "fear", "target": 0, "amount": n}]}])


DEFS = [
    _fear("Roar", 3), _fear("Growl", 1),
    cd("Bold Heart", "strategy", keywords=["Courage"], gold_cost=0, focus=1,
       abilities=[courage.record()]),
    cd("Iron Will", "strategy", keywords=["Courage"], gold_cost=0, focus=1,
       abilities=[courage.record()]),
    cd("Plain Shot", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "targets": [{"type": "ranged"}],
        "effects": [{"op": "ranged_attack", "target": 0, "amount": 1}]}]),
]


def _battle(alice_hand: list[str], bob_hand: list[str]) -> Any:
    """Alice attacks with a Lion Samurai; Bob defends with a Lion Samurai (Force 3) and
    passes the first opportunity."""
    game = attack_game(player(name="Alice", home=["Lion Samurai"], hand=alice_hand),
                       player("Lion Keep", name="Bob", home=["Lion Samurai"], hand=bob_hand),
                       defs=DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Lion Samurai", 1), 0)
    done(game)
    game.perform(Pass(1))
    return game


def _courage(game: Any, who: int, title: str) -> UseAbility | None:
    return next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                 and a.player == who and game.state.cards[a.card].title == title), None)


def _roar(game: Any, fear: str = "Roar") -> str:
    """Alice's Fear on Bob's Samurai; returns his id."""
    sam = pid(game, "Lion Samurai", 1)
    game.perform(UseAbility(0, card=pid(game, fear, 0), ability=0, targets=(sam,)))
    return sam


def _pass_all(game: Any) -> None:
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))


def test_passed_the_fear_bows_him() -> None:
    game = _battle(["Roar"], ["Bold Heart"])
    sam = _roar(game)
    assert game.state.windows  # Bob may answer with his Courage card
    _pass_all(game)
    assert game.state.cards[sam].bowed


def test_minus_two_saves_him_the_card_discarded() -> None:
    game = _battle(["Roar"], ["Bold Heart"])
    s = game.state
    sam = _roar(game)
    game.perform(Pass(0))  # Alice, the active player, passes first
    use = _courage(game, 1, "Bold Heart")
    assert use is not None
    game.perform(use)
    game.perform(ChooseOption(1, apply=False))  # -2: Fear 1 against Force 3
    assert s.resolving[-1]["negate"] == [{"on": "", "kinds": ["fear"], "strength": -2}]
    _pass_all(game)
    assert not s.cards[sam].bowed
    assert pid(game, "Bold Heart", 1) in s.players[1].fate_discard


def test_plus_two_for_the_acting_player() -> None:
    game = _battle(["Growl", "Iron Will"], [])
    s = game.state
    sam = _roar(game, "Growl")  # Fear 1 against Force 3: nothing, unless +2
    use = _courage(game, 0, "Iron Will")
    assert use is not None
    game.perform(use)
    game.perform(ChooseOption(0, apply=True))
    _pass_all(game)
    assert s.cards[sam].bowed


def test_repeatable_with_several_cards() -> None:
    game = _battle(["Roar"], ["Bold Heart", "Iron Will"])
    s = game.state
    _roar(game)
    game.perform(Pass(0))
    game.perform(_courage(game, 1, "Bold Heart"))
    game.perform(ChooseOption(1, apply=False))
    game.perform(Pass(0))
    second = _courage(game, 1, "Iron Will")
    assert second is not None and _courage(game, 1, "Bold Heart") is None
    game.perform(second)
    game.perform(ChooseOption(1, apply=False))
    assert [e["strength"] for e in s.resolving[-1]["negate"]] == [-2, -2]


def test_no_fear_no_courage() -> None:
    game = _battle(["Plain Shot"], ["Bold Heart"])
    sam = pid(game, "Lion Samurai", 1)
    game.perform(UseAbility(0, card=pid(game, "Plain Shot", 0), ability=0, targets=(sam,)))
    while game.state.windows:  # (Bob's own windows, if any: never his Courage card)
        assert _courage(game, 1, "Bold Heart") is None
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert pid(game, "Bold Heart", 1) in game.state.players[1].hand


def test_the_record_of_every_courage_card_and_its_coverage() -> None:
    rec = courage.record()
    assert not abilities.validate(rec) and not triggers.validate_trigger(rec)
    brave = CardDef(id="x:9", title="Steel Nerve", type=CardType.STRATEGY,
                    keywords=("Courage",), text="", base_title="Steel Nerve")
    records, sources = card_abilities(brave)
    assert records == [rec] and sources == []
    assert classify(brave)[0] == "vanilla"  # the keyword's rule is played: nothing manual
    plain = CardDef(id="x:8", title="Calm", type=CardType.STRATEGY, text="",
                    base_title="Calm")
    assert card_abilities(plain) == ([], [])
