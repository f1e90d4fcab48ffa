"""A Region's Reaction "after the resolution of an action that bowed a Personality at a
battlefield at this province or an adjacent province" (``resolved_bowed`` with ``here``
``province``, ``cardtext/resolution_triggers.py``) [CE › AREAS OF THE GAME › BATTLEFIELD],
[CE › REGION]. Our own invented cards: Bob attacks Alice's provinces; her Region Mire is
attached to her province 1 (of 0-3)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, triggers
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position

#: A Region's Reaction after an action bowed a Personality at the battle of its province or of
#: a province beside it: bowing itself, it keeps him from straightening the next time.
MIRE = {"timing": "reaction", "cost": {"bow_self": True},
        "trigger": {"event": "resolved_bowed", "card": "any", "type": "personality",
                    "here": "province"},
        "targets": [{"type": "personality", "trigger_card": "is"}],
        "effects": [{"op": "negate_straightening", "target": 0, "next": True}]}
#: A Battle action bowing an enemy Personality wherever he is.
SNARE = {"timing": "battle", "targets": [{"type": "personality", "controller": "opponent",
                                          "any_location": True}],
         "effects": [{"op": "bow", "target": 0}]}
_MAN = {"force": 2, "chi": 2, "personal_honor": 1, "gold_cost": 3, "honor_requirement": 0}
_DEFS = [cd("Mire", "region", abilities=[MIRE]), cd("Snare Post", "holding", gold_cost=2,
                                                   abilities=[SNARE]),
         *(cd(t, "personality", **_MAN) for t in ("North", "Middle", "South", "Guard"))]


def _game(mire_at: int = 1) -> Game:
    """Bob's North, Middle and South attack Alice's provinces 0, 1 and 3; the battle at
    province 1 (where her Guard defends) is the current one; Alice has the Snare Post."""
    regions: list[Any] = [None] * 4
    regions[mire_at] = "Mire"
    alice = player(name="Alice", home=["Snare Post"], regions=regions)
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=1, priority=0,
                   defs=_DEFS)
    unit = [{"title": t, "attachments": []} for t in ("North", "Middle", "South", "Guard")]
    pos["players"][1]["home"] = []
    fields = [{"province": 0, "attacking": [unit[0]], "defending": [], "ended": False},
              {"province": 1, "attacking": [unit[1]], "defending": [unit[3]], "ended": False},
              {"province": 3, "attacking": [unit[2]], "defending": [], "ended": False}]
    pos["attack"] = {"attacker": 1, "defender": 0, "segment": "combat", "current": 1,
                     "battlefields": fields}
    return Game.from_position(pos)


def _mire_offered(title: str, mire_at: int = 1) -> list[tuple[str, ...]]:
    game = _game(mire_at)
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Snare Post"), ability=0,
                            targets=(find(s, title),)))
    _bob_passes(game)
    mire = find(s, "Mire")
    return [a.targets for a in game.legal_actions() if isinstance(a, UseAbility)
            and a.card == mire]


def _bob_passes(game: Game) -> None:
    """Bob (the active player) is asked first in the window: he passes."""
    if game.state.windows and game.state.windows[-1].actor == 1:
        game.perform(Pass(1))


def test_the_record_is_valid_and_its_filter() -> None:
    assert abilities.validate(MIRE) == [] and triggers.validate_trigger(MIRE) == []
    assert triggers.validate_trigger({**MIRE, "trigger": {**MIRE["trigger"], "here": "x"}})


def test_a_personality_bowed_at_its_province_or_next_to_it() -> None:
    """Middle (at province 1) and North (province 0, adjacent) bowed: the Mire is offered
    with him; South (province 3) is not near; with the Mire at province 3 South is."""
    game = _game()
    s = game.state
    assert _mire_offered("Middle") == [(find(s, "Middle"),)]
    assert _mire_offered("North") == [(find(s, "North"),)]
    assert _mire_offered("South") == []
    assert _mire_offered("South", mire_at=3) == [(find(s, "South"),)]
    assert _mire_offered("North", mire_at=3) == []


def test_the_mire_bows_and_keeps_him_bowed() -> None:
    """Middle bowed, the Mire bows itself and negates his next straightening."""
    game = _game()
    s = game.state
    middle, mire = find(s, "Middle"), find(s, "Mire")
    game.perform(UseAbility(0, card=find(s, "Snare Post"), ability=0, targets=(middle,)))
    _bob_passes(game)
    game.perform(UseAbility(0, card=mire, ability=0, targets=(middle,)))
    assert s.cards[mire].bowed and s.cards[middle].bowed
    from l5r_desktop.games.ccg.cardtext import effects
    effects.apply(s, 1, "straighten", card=middle)
    assert s.cards[middle].bowed
