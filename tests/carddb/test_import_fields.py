"""Field readers of the importers (``carddb/importers/common.py``) on their fast paths and
their slow ones: the results are what the full readers give."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.importers.common import MalformedRecord, fix_mojibake, parse_stat


def test_mojibake_is_undone_and_clean_text_kept() -> None:
    assert fix_mojibake("Sh\u00c5\u008dj\u00c5\u008d") == "Sh\u014dj\u014d"
    assert fix_mojibake("Hida Kuon - exp2") == "Hida Kuon - exp2"
    assert fix_mojibake("Sh\u014dj\u014d") == "Sh\u014dj\u014d"  # already right


@pytest.mark.parametrize(("raw", "expected"), [
    ("3", (3, False)), ("03", (3, False)), (["2"], (2, False)), (["+2"], (2, False)),
    (["-1"], (-1, False)), ("*", (0, True)), (["1*"], (1, True)), ([" 4 "], (4, False)),
    ([""], (None, False)), (["-"], (None, False)), ([], (None, False)), (None, (None, False)),
    (5, (5, False)), (["7", "7"], (7, False)),
])
def test_stats(raw: object, expected: tuple[int | None, bool]) -> None:
    assert parse_stat(raw, "force") == expected


@pytest.mark.parametrize("raw", [[None], [True], ["x"], ["\u00b2"], ["3", "4"], True])
def test_a_stat_that_is_not_a_number(raw: object) -> None:
    with pytest.raises(MalformedRecord):
        parse_stat(raw, "force")
