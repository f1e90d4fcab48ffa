""""This movement will not be negated" (``templates/not_negated.py``): read as no record
because the engine negates no movement [CE › PREVENTION (Including Negation)]; the guard
below fails when it learns to, so that the reading is then given a record."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.cardtext import ongoing, prevention
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


def _rec(text: str) -> dict | None:
    card = CardDef(id="x:1", title="Stern Word", type=CardType.STRATEGY, text=text,
                   base_title="Stern Word")
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_the_sentence_adds_nothing_to_the_movement() -> None:
    plain = _rec("Battle: Target an enemy Personality: Move him home.")
    assert plain is not None
    assert _rec("Battle: Target an enemy Personality: Move him home. This movement will "
                "not be negated.") == plain
    assert _rec("Battle: Target an enemy Personality: Move him home. This movement will "
                "not be negated if you have Reconnaissance.") == plain


def test_what_stays_manual() -> None:
    assert _rec("Battle: Target an enemy Personality: Bow him. This movement will not be "
                "negated.") is None  # no movement before it
    assert _rec("Battle: Target an enemy Personality: Destroy him. This destruction will "
                "not be negated.") is None  # the engine prevents destruction (traits)
    assert _rec("Battle: Target an enemy Personality: Move him home. This movement will "
                "not be negated or delayed.") is None
    assert _rec("Battle: This movement will not be negated.") is None


def test_guard_the_engine_negates_no_movement() -> None:
    """The reading above is right only while nothing in the engine negates or prevents a
    movement: prevention traits prevent destruction and bowing, ongoing negation reaches
    attacks and Fear (a card that may not be discarded from play is no movement of a unit)."""
    assert set(prevention.PREVENTS) == {"destroyed", "bowed", "discarded"}
    assert set(ongoing.ATTACKS) == {"fear", "melee", "ranged"}
    assert "negate" in ongoing.KINDS and not any("mov" in k for k in ongoing.KINDS)

