"""A unit that the battle's resolution does not bow (ongoing ``resolution_no_bow``,
``cardtext/resolution_bowing.py``) [S1 › D: FINAL STEPS], [CE › PREVENTION (Including
Negation)], [CE › UNIT]. Our own test cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.events import Note
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, find, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, fight, pid

_KEEP = {"timing": "continuous", "ongoing": "resolution_no_bow", "applies_to": "unit"}
_P = {"chi": 2, "gold_cost": 3, "personal_honor": 1, "honor_requirement": 0}
DEFS = [
    *BASE,
    cd("Tide Monk", "personality", force=2, **_P, abilities=[_KEEP]),
    cd("Deckhand", "follower", force=1, gold_cost=1, focus=1),
    cd("Raider", "personality", force=2, **_P),
]


def _attack(units: list) -> tuple[Game, list]:
    game = attack_game(player(name="Alice", home=units), player("Lion Keep", name="Bob"),
                       defs=DEFS)
    declare(game)
    for u in units:
        assign(game, pid(game, u["title"] if isinstance(u, dict) else u, 0), 0)
    done(game)
    done(game)  # Bob assigns nobody
    return game, fight(game, 0)


def test_the_monks_unit_comes_home_unbowed() -> None:
    """Alice attacks an empty province with the Monk (carrying a Deckhand) and a Raider: at
    the resolution the Raider bows, the Monk and his Deckhand do not."""
    game, events = _attack([{"title": "Tide Monk", "attachments": ["Deckhand"]}, "Raider"])
    s = game.state
    bowed = {t: s.cards[find(s, t, 0)].bowed for t in ("Tide Monk", "Deckhand", "Raider")}
    assert bowed == {"Tide Monk": False, "Deckhand": False, "Raider": True}
    assert all(s.cards[find(s, t, 0)].zone.value == "home" for t in bowed)
    assert any(isinstance(e, Note) and "unbowed (Tide Monk)" in e.text for e in events)


def test_the_validator() -> None:
    assert abilities.validate(_KEEP) == []
    assert abilities.validate({**_KEEP, "applies_to": "self"}) != []
