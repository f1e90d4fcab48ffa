"""A target's comparison with an alternative (``compare`` ``or``, ``compare_filter.py``): a
Personality whose Force is at most Oda's, or else whose Personal Honor is, fits if either
comparison holds [CE › TARGET]. Our own invented cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext.compare_filter import compare_problems, compared
from tests.engine.scenario import cd, find, game_at, player

FORCE = {"stat": "force", "than": "self", "or_equal": True}
HONOR = {"stat": "personal_honor", "than": "self", "or_equal": True}


def _man(title: str, force: int, ph: int) -> dict[str, object]:
    return cd(title, "personality", force=force, chi=2, personal_honor=ph, gold_cost=3,
              honor_requirement=0)


def test_either_comparison_is_enough() -> None:
    """Oda 2F / 2PH. Bob's Rook 3F / 1PH fits by Honor, Pawn 1F / 3PH by Force, King 4F / 3PH
    by neither; without the ``or`` only Pawn fits."""
    game = game_at(player(home=["Oda"]),
                   player("Lion Keep", home=["Rook", "Pawn", "King"]),
                   defs=[_man("Oda", 2, 2), _man("Rook", 3, 1), _man("Pawn", 1, 3),
                         _man("King", 4, 3)])
    s = game.state
    oda = find(s, "Oda", 0)
    bob = [find(s, t, 1) for t in ("Rook", "Pawn", "King")]
    either = {"type": "personality", "compare": {**FORCE, "or": HONOR}}
    assert [compared(s, oda, either, c, ()) for c in bob] == [True, True, False]
    alone = {"type": "personality", "compare": FORCE}
    assert [compared(s, oda, alone, c, ()) for c in bob] == [False, True, False]


def test_the_alternative_is_one_valid_comparison() -> None:
    assert compare_problems({"compare": {**FORCE, "or": HONOR}}, 0) == []
    assert compare_problems({"compare": {**FORCE, "or": {**HONOR, "or": FORCE}}}, 0)
    assert compare_problems({"compare": {**FORCE, "or": {"stat": "luck", "than": "self"}}}, 0)
    assert compare_problems({"compare": {**FORCE, "or": "personal_honor"}}, 0)
