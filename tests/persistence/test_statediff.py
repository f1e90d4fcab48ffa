"""persistence/statediff: the first difference between a replayed and a saved position."""

from __future__ import annotations

from l5r_desktop.persistence.statediff import describe_difference, first_difference


def test_the_first_difference_is_found_in_nested_dicts_and_lists() -> None:
    a = {"players": [{"honor": 5, "hand": ["x", "y"]}, {"honor": 3}], "turn": 2}
    b = {"players": [{"honor": 5, "hand": ["x", "z"]}, {"honor": 4}], "turn": 2}
    assert first_difference(a, b) == ("players[0].hand[1]", "y", "z")
    assert first_difference(a, a) is None
    assert first_difference([1, 2], [1, 2, 3]) == ("the whole position (length)", 2, 3)
    assert first_difference({"a": 1}, {"b": 1})[0] == "a"
    assert first_difference(1, 1.0) == ("the whole position", 1, 1.0)


def test_the_description_is_bounded_whatever_the_file_holds() -> None:
    text = describe_difference({"k" * 5000: "v" * 10**6}, {"k" * 5000: "w"})
    assert len(text) < 300 and "the replay gives 'vvv" in text
    assert describe_difference({"x": 1}, {"x": 1}) == ""
