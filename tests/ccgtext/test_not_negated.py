""""This movement will not be negated" (``templates/not_negated.py``): the movement just
described gets ``not_negated`` (true, or the sentence's condition), which the engine honours
against a negation of the Personality's movement and a Reaction negating the action's
movement [CE › PREVENTION (Including Negation)] (``cardtext/movement_negation.py``; the
scenarios: ``tests/engine_battle/test_movement_negation.py``)."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.model.cards import CardDef, CardType


def _rec(text: str) -> dict | None:
    card = CardDef(id="x:1", title="Stern Word", type=CardType.STRATEGY, text=text,
                   base_title="Stern Word")
    (rec,), auto = translate(card)
    return rec if auto == [True] else None


def test_the_sentence_marks_the_movement() -> None:
    plain = _rec("Battle: Target an enemy Personality: Move him home.")
    assert plain is not None
    marked = _rec("Battle: Target an enemy Personality: Move him home. This movement will "
                  "not be negated.")
    assert marked == {**plain, "effects": [{"op": "move_home", "target": 0,
                                            "not_negated": True}]}
    assert _rec("Battle: Target an enemy Personality: Move him home. This movement will "
                "not be negated if you have Reconnaissance.")["effects"] == [
        {"op": "move_home", "target": 0, "not_negated": {"player": "you",
                                                         "reconnaissance": True}}]


def test_what_stays_manual() -> None:
    assert _rec("Battle: Target an enemy Personality: Bow him. This movement will not be "
                "negated.") is None  # no movement before it
    assert _rec("Battle: Target an enemy Personality: Destroy him. This destruction will "
                "not be negated.") is None  # the engine prevents destruction (traits)
    assert _rec("Battle: Target an enemy Personality: Move him home. This movement will "
                "not be negated or delayed.") is None
    assert _rec("Battle: This movement will not be negated.") is None
    assert _rec("Battle: Target an enemy Personality: Move him home. This movement will "
                "not be negated if the moon is full.") is None  # an unread condition
