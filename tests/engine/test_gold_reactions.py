"""Gold Reactions "when paying" (``cardtext/gold_reactions.py``, ``economy.pay``)
[CE › TIMING AND TRIGGERS › "When" triggers], [CE › TRAITS] (optional), [CE › GOLD
PRODUCTION]: optional Gold sources of a payment, used when named or when the producers fall
short. Exact Gold, bowing and piles out."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.actions import Equip, Recruit
from l5r_desktop.games.ccg.cardtext import abilities, gold_reactions, triggers
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player


def _gold(for_: str, n: int, **kw: Any) -> dict[str, Any]:
    return {"timing": "reaction", "trigger": {"event": "paying_gold", "for": for_},
            "effects": [{"op": "produce_gold", "amount": n, **kw}]}


DEFS = [
    cd("Lucky Break", "strategy", gold_cost=0, focus=1,
       abilities=[{**_gold("attachment", 2), "cost": {"gold": "card"}}]),
    cd("Harbor Stall", "holding", gold_cost=3, gold_production=2,
       abilities=[_gold("any", 1)]),
    cd("Kolat Broker", "personality", force=1, chi=2, gold_cost=4, personal_honor=1,
       honor_requirement=0,
       abilities=[{**_gold("holding", 2, only_that_card=True), "keywords": ["kolat"],
                   "cost": {"bow_self": True}}]),
    cd("Heavy Spear", "item", keywords=["Weapon"], force=2, chi=0, gold_cost=3, focus=1),
    cd("Rice Paddy", "holding", gold_cost=3, gold_production=1),
    cd("Tea Stand", "holding", gold_cost=1),
]
_KEEP = {"title": "Crane Keep", "bowed": True}  # Alice's Gold: what the test gives her


def _equip_game(hand: list[str], home: list[Any], profile: str = "celestial") -> Game:
    return game_at(player(_KEEP, home=["Ronin", *home], hand=hand), defs=DEFS,
                   profile=profile)


def _equips(game: Game, item: str) -> list[Equip]:
    return [a for a in game.legal_actions() if isinstance(a, Equip) and a.card == item]


def test_strategy_pays_for_an_attachment_only_when_needed() -> None:
    """Small Farm (1) and Lucky Break (+2 for an attachment): the Heavy Spear (3) is offered
    and paid with both: Farm bowed, Lucky Break in the discard pile, pool 0. Without the
    Strategy in hand it is not offered; a Club (1) is paid by the Farm alone and the
    Strategy stays in hand."""
    game = _equip_game(["Lucky Break", "Heavy Spear"], ["Small Farm"])
    s = game.state
    spear, ronin, brk = find(s, "Heavy Spear"), find(s, "Ronin"), find(s, "Lucky Break")
    assert economy.available_gold(s, 0) == 1
    assert economy.available_gold(s, 0, paying=spear) == 3
    assert _equips(game, spear) == [Equip(0, spear, ronin)]
    game.perform(Equip(0, spear, ronin))
    assert s.cards[spear].attached_to == ronin
    assert s.cards[find(s, "Small Farm")].bowed
    assert brk in s.players[0].fate_discard and brk not in s.players[0].hand
    assert s.players[0].gold_pool == 0
    assert _equips(_equip_game(["Heavy Spear"], ["Small Farm"]), spear) == []
    game = _equip_game(["Lucky Break", "Club"], ["Small Farm"])
    s = game.state
    club = find(s, "Club")
    game.perform(Equip(0, club, find(s, "Ronin")))
    assert find(s, "Lucky Break") in s.players[0].hand
    assert s.cards[find(s, "Small Farm")].bowed


def test_a_payment_may_name_the_reaction() -> None:
    """A Club (1) paid by naming Lucky Break: the Farm stays unbowed, the Strategy is
    discarded, the excess Gold (1) is lost; a name that is no source is refused with nothing
    changed."""
    game = _equip_game(["Lucky Break", "Club"], ["Small Farm"])
    s = game.state
    club, ronin, brk = find(s, "Club"), find(s, "Ronin"), find(s, "Lucky Break")
    tok = gold_reactions.token(brk, 0)
    with pytest.raises(IllegalActionError):
        game.perform(Equip(0, club, ronin, payment=(gold_reactions.token(brk, 1),)))
    assert brk in s.players[0].hand
    game.perform(Equip(0, club, ronin, payment=(tok,)))
    assert not s.cards[find(s, "Small Farm")].bowed
    assert brk in s.players[0].fate_discard and s.cards[club].attached_to == ronin


def test_not_for_what_it_does_not_name() -> None:
    """Lucky Break does not pay for a Holding: a Rice Paddy (3) in the province with only the
    Farm (1) is not offered."""
    p1 = player(_KEEP, home=["Small Farm"], hand=["Lucky Break"],
                provinces=[{"title": "Rice Paddy", "face_up": True}] + ["Filler Dynasty"] * 3)
    game = game_at(p1, phase="dynasty", defs=DEFS)
    paddy = find(game.state, "Rice Paddy")
    assert not [a for a in game.legal_actions() if isinstance(a, Recruit) and a.card == paddy]


def test_holding_reaction_with_its_own_bowing_and_once_per_turn() -> None:
    """The Harbor Stall (produces 2; Reaction +1 on any Gold cost): the Heavy Spear (3) is
    paid by bowing it and its Reaction together; the next payment this turn cannot use the
    Reaction again (the turn's use is kept on the card)."""
    game = _equip_game(["Heavy Spear"], ["Harbor Stall"])
    s = game.state
    spear, ronin, stall = find(s, "Heavy Spear"), find(s, "Ronin"), find(s, "Harbor Stall")
    assert economy.available_gold(s, 0) == 3
    game.perform(Equip(0, spear, ronin))
    assert s.cards[stall].bowed and s.cards[stall].ability_uses == {0: s.turn}
    s.cards[stall].bowed = False
    assert economy.available_gold(s, 0) == 2
    assert gold_reactions.sources(s, 0) == []


def _broker_game(paid_for: str, pool: int, profile: str) -> Game:
    p1 = player(_KEEP, home=["Small Farm", "Kolat Broker"], gold_pool=pool,
                provinces=[{"title": paid_for, "face_up": True}] + ["Filler Dynasty"] * 3)
    return game_at(p1, phase="dynasty", defs=DEFS, profile=profile)


def _recruit(game: Game, title: str) -> Recruit:
    cid = find(game.state, title)
    return next(a for a in game.legal_actions() if isinstance(a, Recruit) and a.card == cid)


def test_bowing_personality_pays_only_for_a_holding() -> None:
    """The Kolat Broker (Reaction, bow: +2 Gold that may only pay for that Holding) and the
    Small Farm (1) recruit the Rice Paddy (3): both bowed, pool 0. In the Twenty Festivals
    pool, Gold left over is kept but not the Broker's: with 2 in the pool, the Broker named
    for the Paddy leaves 1 (the pool's); for the Tea Stand (1) the Broker's 2 leave 0 (its
    excess 1 is lost)."""
    game = _broker_game("Rice Paddy", 0, "celestial")
    s = game.state
    game.perform(_recruit(game, "Rice Paddy"))
    assert s.cards[find(s, "Rice Paddy")].in_play and s.cards[find(s, "Kolat Broker")].bowed
    assert s.cards[find(s, "Small Farm")].bowed and s.players[0].gold_pool == 0
    for paid_for, pool, left in (("Rice Paddy", 2, 1), ("Tea Stand", 0, 0)):
        game = _broker_game(paid_for, pool, "twenty_festivals")
        s = game.state
        broker = find(s, "Kolat Broker")
        game.perform(replace(_recruit(game, paid_for),
                             payment=(gold_reactions.token(broker, 0),)))
        assert s.cards[broker].bowed and not s.cards[find(s, "Small Farm")].bowed
        assert s.cards[find(s, paid_for)].in_play
        assert s.players[0].gold_pool == left, paid_for


def test_bowed_card_and_validator() -> None:
    """A bowed Broker adds nothing; the validator refuses an unknown ``for``, a second
    effect, a target."""
    p1 = player(_KEEP, home=[{"title": "Kolat Broker", "bowed": True}])
    game = game_at(p1, phase="dynasty", defs=DEFS)
    assert gold_reactions.sources(game.state, 0, find(game.state, "Filler Dynasty")) == []
    for bad in (_gold("strategy", 2),
                {**_gold("any", 2), "effects": [{"op": "produce_gold", "amount": 2},
                                                {"op": "draw", "amount": 1}]},
                {**_gold("any", 2), "targets": [{"type": "personality"}]},
                _gold("any", 0)):
        assert triggers.validate_trigger(bad) or abilities.validate(bad), bad
    assert not triggers.validate_trigger(_gold("any", 1)) and not abilities.validate(
        _gold("any", 1))


def test_no_gold_reaction_no_change() -> None:
    """A game without such cards pays as before: the Club is paid by the Farm."""
    game = _equip_game(["Club"], ["Small Farm"])
    s = game.state
    assert gold_reactions.sources(s, 0) == [] and economy.available_gold(s, 0) == 1
    game.perform(Equip(0, find(s, "Club"), find(s, "Ronin")))
    assert s.cards[find(s, "Club")].zone is Zone.HOME
