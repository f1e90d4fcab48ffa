"""The LCG's builder of the game-neutral table model (ui/lcg/table_model.py): state in, exact
counters and piles out, the hidden honor dial hidden; the LCG scene draws exactly them."""

from __future__ import annotations

from l5r_desktop.ui.lcg import table_model as lcg_model
from l5r_desktop.ui.lcg.table import LcgTableScene
from l5r_desktop.ui.lcg.table_model import LcgViewOptions
from l5r_desktop.ui.table_model import PileView, SeatCounter
from tests.lcg.scenario import board

NAMES = ("Lantern", "Tide")


def _state():
    g = board(3)
    s = g.state
    a, b = s.players
    a.honor, a.fate, b.honor, b.fate = 11, 4, 9, 0
    a.dial, b.dial = 3, 2  # both bids set, none revealed
    b.passed, b.military_left, b.conflicts_left = True, False, 1
    s.favor, s.favor_side = 1, "political"
    s.rings["fire"]["claimed_by"] = 1
    s.rings["void"]["claimed_by"] = 1
    return s


def test_counters_say_each_players_panel_and_hide_the_other_bid() -> None:
    s = _state()
    model = lcg_model.build(s, LcgViewOptions(viewer=0, names=NAMES))
    assert model.counter(0) == SeatCounter(0, (
        "Lantern", "Honor 11", "Fate 4", "Honor dial: 3", "Conflicts left: 2 (mil, pol)",
        "First player", "", "Claimed rings: none", ""), True)
    assert model.counter(1) == SeatCounter(1, (
        "Tide", "Honor 9", "Fate 0", "Honor dial: set (hidden)", "Conflicts left: 1 (pol)",
        "passed", "Imperial Favor (political)", "Claimed rings: fire, void", ""), False)
    assert len(lcg_model.COUNTER_LINES) == len(model.counter(0).lines)
    # the other seat sees its own bid, not the first one's; behind the cover nobody's
    seen = lcg_model.build(s, LcgViewOptions(viewer=1, names=NAMES))
    assert seen.counter(0).lines[3] == "Honor dial: set (hidden)"
    assert seen.counter(1).lines[3] == "Honor dial: 2"
    covered = lcg_model.build(s, LcgViewOptions(viewer=0, hide_all_hands=True))
    assert [c.lines[3] for c in covered.counters] == ["Honor dial: set (hidden)"] * 2
    assert covered.counter(1).lines[0] == "Player 2"  # no names given
    s.players[0].dial_revealed = s.players[1].dial_revealed = True
    s.players[1].dial = 0
    shown = lcg_model.build(s, LcgViewOptions(viewer=0, hide_all_hands=True))
    assert [c.lines[3] for c in shown.counters] == ["Honor dial: 3", "Honor dial: –"]
    s.winner = 1
    over = lcg_model.build(s, LcgViewOptions(viewer=0))
    assert [c.lines[-1] for c in over.counters] == ["", "WINNER"]
    assert not any(c.active for c in over.counters)


def test_piles_are_the_decks_face_down_and_the_discards_face_up() -> None:
    s = _state()
    ps = s.players[1]
    ps.conflict_discard = ps.conflict_deck[-2:]
    del ps.conflict_deck[-2:]
    model = lcg_model.build(s, LcgViewOptions(viewer=0))
    piles = model.piles_of(1)
    assert [p.key for p in piles] == ["pile:1:dynasty_deck", "pile:1:dynasty_discard",
                                      "pile:1:conflict_deck", "pile:1:conflict_discard"]
    assert piles[2] == PileView("pile:1:conflict_deck", 1, "conflict_deck", "Conflict deck",
                                len(ps.conflict_deck), ps.conflict_deck[-1], False, "conflict",
                                False, False)
    assert piles[3] == PileView("pile:1:conflict_discard", 1, "conflict_discard",
                                "Conflict discard", 2, ps.conflict_discard[-1], True, "", False,
                                False)
    assert piles[1].count == 0 and piles[1].top == ""
    assert piles[0].back == "dynasty" and not piles[0].face_up


def test_the_lcg_scene_draws_the_model_counters_and_piles(qtbot) -> None:
    s = _state()
    options = LcgViewOptions(viewer=1, names=NAMES)
    scene = LcgTableScene()
    scene.sync(s, options)
    model = lcg_model.build(s, options)
    for counter in model.counters:
        lines = dict(zip(lcg_model.COUNTER_LINES, counter.lines, strict=True))
        for key in lcg_model.COUNTER_LINES[1:]:
            assert (scene.label(f"{key}:{counter.seat}") or "").strip() == lines[key]
    for pile in model.piles:
        assert scene.label(f"{pile.name}:{pile.seat}") == f"{pile.label}: {pile.count}"


def test_zone_tokens_and_text_faces_default_to_nothing() -> None:
    from l5r_desktop.ui.table_model import CardView, TextFace, ZoneView

    ring = ZoneView("ring:air", "Air", -1, "stack")
    assert ring.tokens == ()
    face = TextFace("t:keep", ("Keep", "+2"))
    assert (face.kind, face.facedown) == ("", False)
    assert CardView("A1", "home:0", 0, 0, (0.0, 0.0), face=face).face_up
