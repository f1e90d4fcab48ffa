"""Where a Personality assigned this turn (``cardtext/assignments.py``, target filter
``assigned_here``), played from the ccgtext2 lane's records (Back to the Front, oracle:662;
The Thrill of Daring's second line, oracle:11986) on invented cards, with exact numbers; no
card text. Rules: [CE › ASSIGN] (assigning a Personality is assigning his unit), the Absent
keyword (no presence needed [S0 › RULE OF PRESENCE #]), [CE › MOVEMENT]."""

from __future__ import annotations

import json
from typing import Any

from l5r_desktop.games.ccg.actions import (
    Assign,
    ChooseBattlefield,
    DeclareAttack,
    Pass,
    UseAbility,
)
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.battle_state import AttackState
from l5r_desktop.games.ccg.model.ids import Phase
from tests.engine.ccgtext2_tables import records
from tests.engine.scenario import cd, find, player, position

_FRONT, _THRILL = "oracle:662", "oracle:11986"
#: Bob's Battle action: bow Alice's Personality and send him home (Absent: Bob has nobody
#: at the battlefield).
_ROUT = cd("Rout", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "battle", "keywords": ["absent"],
     "targets": [{"type": "personality", "controller": "opponent"}],
     "effects": [{"op": "bow", "target": 0}, {"op": "move_home", "target": 0}]}])


def _battle(card_id: str, ability: int) -> tuple[Game, dict[str, str]]:
    """Alice attacks: her Lion Samurai (with Spearmen) to battlefield 1, her Ronin to 2, her
    Courtier stays home. In the battle at 1 Bob routs the Samurai home, bowed; Alice then has
    the opportunity, with the record's Strategy in hand and nobody at the battlefield."""
    plan = cd("Plan", "strategy", gold_cost=0, focus=1, abilities=records(card_id, ability))
    game = Game.from_position(position(
        player(name="Alice", hand=["Plan"], home=[
            {"title": "Lion Samurai", "attachments": ["Spearmen"]}, "Ronin", "Crane Courtier"]),
        player("Lion Keep", name="Bob", hand=["Rout"]), active=0, priority=0,
        defs=[plan, _ROUT]))
    s = game.state
    ids = {t: find(s, t, 0) for t in ("Lion Samurai", "Spearmen", "Ronin", "Crane Courtier")}
    while s.phase is Phase.ACTION:
        game.perform(Pass(game.waiting_for or 0))
    game.perform(DeclareAttack(0, defender=1))
    game.perform(Assign(0, ids["Lion Samurai"], 0))
    game.perform(Assign(0, ids["Ronin"], 1))
    game.perform(Pass(0))  # Bob has nobody to assign
    game.perform(ChooseBattlefield(0, battlefield=0))
    rout = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                and s.title(a.card) == "Rout" and a.targets == (ids["Lion Samurai"],))
    game.perform(rout)
    assert s.cards[ids["Lion Samurai"]].zone.value == "home"
    assert s.cards[ids["Lion Samurai"]].bowed and s.priority == 0
    return game, ids


def _plans(game: Game) -> list[UseAbility]:
    s = game.state
    return [a for a in game.legal_actions() if isinstance(a, UseAbility)
            and s.title(a.card) == "Plan"]


def test_back_to_the_front_only_the_one_who_assigned_here() -> None:
    """The Ronin assigned to battlefield 2 and the Courtier who never assigned are no
    targets; the Samurai, home now, is (Alice has no presence: the action is Absent)."""
    game, ids = _battle(_FRONT, 1)
    assert [u.targets for u in _plans(game)] == [(ids["Lion Samurai"],)]


def test_back_to_the_front_moves_him_there_and_straightens_his_unit() -> None:
    game, ids = _battle(_FRONT, 1)
    s = game.state
    game.perform(_plans(game)[0])
    samurai = s.cards[ids["Lion Samurai"]]
    assert samurai.zone.value == "battlefield" and samurai.battlefield == 0
    assert not samurai.bowed and not s.cards[ids["Spearmen"]].bowed


def test_thrill_of_daring_moves_him_there_without_straightening() -> None:
    game, ids = _battle(_THRILL, 2)
    s = game.state
    (use,) = _plans(game)
    assert use.targets == (ids["Lion Samurai"],)
    game.perform(use)
    assert s.cards[ids["Lion Samurai"]].battlefield == 0 and s.cards[ids["Lion Samurai"]].bowed


def test_none_fits_outside_a_battle_and_the_record_is_saved() -> None:
    att = AttackState(0, 1, assigned={"p1:c2": 1})
    again = AttackState.from_dict(json.loads(json.dumps(att.to_dict())))
    assert again.assigned == {"p1:c2": 1}
    assert "assigned" not in AttackState(0, 1).to_dict()


def test_the_validator() -> None:
    rec: dict[str, Any] = records(_FRONT, 1)[0]
    assert abilities.validate(rec) == []
    bad = {**rec, "targets": [{**rec["targets"][0], "assigned_here": 1}]}
    assert any("assigned_here" in p for p in abilities.validate(bad))
