"""Every kind of modifier the card-text modules put on cards is saved and loaded (a save made
while one is on a card reloads: "Never lose a game"). Found by the duels lane: the
"may assign even if bowed" permission (``cardtext/assign_bowed.py``) was refused on load."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.cardtext import assign_bowed, straightening
from l5r_desktop.games.ccg.model.card_state import Modifier


@pytest.mark.parametrize("stat,kind", [(assign_bowed.STAT, assign_bowed.KIND),
                                       (straightening.STAT, straightening.WHILE)])
def test_a_modifier_kind_round_trips(stat: str, kind: str) -> None:
    m = Modifier(stat, 0, source="p1:c1", kind=kind)
    assert Modifier.from_dict(m.to_dict()) == m


def test_an_unknown_kind_is_refused() -> None:
    with pytest.raises(ValueError):
        Modifier.from_dict({"stat": "force", "amount": 1, "kind": "no such kind"})
