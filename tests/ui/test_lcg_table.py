"""The LCG table drawn by the shared TableScene (ui/table_scene.py) from the LCG builder's
model, with the LCG's panels (ui/lcg/panels.py), on real Qt items: every number is the
engine's, hidden information stays hidden (opponent's hand and unrevealed dial, facedown
cards, every hand behind the cover), bowed cards turn 90°, and nothing of the table leaves the
scene at 1600x1000 and 1280x720."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView

from l5r_desktop.commands.simulate_lcg import lcg_demo_setup
from l5r_desktop.games.lcg import stats
from l5r_desktop.games.lcg.cards import ELEMENTS
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.ui.faces import FaceCache
from l5r_desktop.ui.lcg.layout import CARD_H, CARD_W, SCENE_H, SCENE_W
from l5r_desktop.ui.lcg.panels import LcgPanels
from l5r_desktop.ui.lcg.table_model import LcgViewOptions, build
from l5r_desktop.ui.table_model import TextFace
from l5r_desktop.ui.table_scene import TableScene

NAMES = ("Lantern", "Tide")


def _states() -> dict[str, LcgState]:
    """Positions of one seeded demo game: a conflict with both sides, a set secret dial, the
    end."""
    game = Game.new(lcg_demo_setup(11))
    rnd = random.Random(11)
    found: dict[str, LcgState] = {"setup": game.state.clone()}
    while game.winner is None:
        game.perform(rnd.choice(game.legal_actions()))
        s = game.state
        if s.conflict and s.conflict.attackers and s.conflict.defenders:
            found.setdefault("conflict", s.clone())
        if s.step == "bid" and sum(bool(p.dial) for p in s.players) == 1:
            found.setdefault("bid", s.clone())
        if any(c.bowed and c.zone == "play" for c in s.cards.values()):
            found.setdefault("bowed", s.clone())
        if any(c.broken for c in s.cards.values()):
            found.setdefault("broken", s.clone())
    found["end"] = game.state.clone()
    return found


def _scene() -> tuple[TableScene, LcgPanels]:
    scene = TableScene(FaceCache(None))
    panels = LcgPanels()
    scene.add_panel(panels)
    return scene, panels


def _draw(scene: TableScene, state: LcgState, options: LcgViewOptions) -> None:
    scene.draw(build(state, options), animate=False)


@pytest.fixture(scope="module")
def states() -> dict[str, LcgState]:
    return _states()


def test_conflict_numbers_are_the_engines(qtbot, states) -> None:
    s = states["conflict"]
    scene, panels = _scene()
    _draw(scene, s, LcgViewOptions(viewer=0, names=NAMES))
    c = s.conflict
    assert scene.zone("conflict:attackers").label == f"Attack {stats.side_total(s, c.attacker)}"
    assert scene.zone("conflict:defenders").label == \
        f"Defense {stats.side_total(s, 1 - c.attacker)}"
    for uid in c.attackers + c.defenders:
        item = scene.item(uid)
        assert item is not None and item.face_up
        assert item.boundingRect().width() == CARD_W and item.boundingRect().height() == CARD_H
        face = scene.card_view(uid).face
        assert isinstance(face, TextFace)
        mil, pol = stats.skill(s, uid, "military"), stats.skill(s, uid, "political")
        assert face.lines[1] == f"{'-' if mil is None else mil} / {'-' if pol is None else pol}"
        fate = item.token_items().get("fate")
        assert (fate.count if fate else 0) == s.cards[uid].fate
    for element in ELEMENTS:
        assert panels.label(f"ringfate:{element}") == str(s.rings[element]["fate"])
    assert scene.banner(f"ring:{c.ring}").text == "contested"
    for p in (0, 1):
        ps = s.players[p]
        assert panels.label(f"honor:{p}") == f"Honor {ps.honor}"
        assert panels.label(f"fate:{p}") == f"Fate {ps.fate}"
        assert panels.label(f"conflict_deck:{p}") == f"Conflict deck: {len(ps.conflict_deck)}"
    first = s.first_player
    assert "First player" in panels.label(f"tokens:{first}")
    assert "First player" not in panels.label(f"tokens:{1 - first}")
    assert scene.counter(0) is None and scene.counter(1) is None  # the panels draw them


@pytest.mark.parametrize("viewer", [0, 1])
def test_hidden_information_stays_hidden(qtbot, states, viewer) -> None:
    s = states["bid"]
    scene, panels = _scene()
    _draw(scene, s, LcgViewOptions(viewer=viewer, names=NAMES))
    own, opp = s.players[viewer], s.players[1 - viewer]
    assert all(scene.item(u) is not None and scene.item(u).face_up for u in own.hand)
    assert all(scene.item(u) is None for u in opp.hand)
    assert scene.zone(f"hand:{1 - viewer}").label == f"Hand: {len(opp.hand)} cards"
    backs = [k for k in scene.card_items() if k.startswith(f"hand:{1 - viewer}:")]
    assert len(backs) == min(14, len(opp.hand))
    assert all(not scene.item(k).face_up and scene.item(k).boundingRect().width() == 40
               for k in backs)
    setter = next(p for p in (0, 1) if s.players[p].dial)
    dial_text = panels.label(f"dial:{setter}")
    if setter == viewer:
        assert dial_text == f"Honor dial: {s.players[setter].dial}"
    else:
        assert dial_text == "Honor dial: set (hidden)"
    for uid, item in scene.card_items().items():
        if uid not in s.cards:
            continue
        face = scene.card_view(uid).face
        if s.cards[uid].facedown and s.cards[uid].owner == viewer \
                and s.defs[s.cards[uid].card_id].type.value == "province":
            # a player may look at his own facedown provinces [RR › Facedown Province]
            assert item.face_up and face.facedown and face.lines[2] == "(facedown)"
        elif s.cards[uid].facedown:
            assert not item.face_up and face is None and item.toolTip() == ""
            assert not scene.is_face_visible(uid)
    covered, covered_panels = _scene()
    _draw(covered, s, LcgViewOptions(viewer=viewer, hide_all_hands=True, names=NAMES))
    assert all(covered.item(u) is None for p in s.players for u in p.hand)
    assert not any(v.face.facedown for v in covered.model.cards() if v.face is not None)
    if s.players[viewer].dial and not s.players[viewer].dial_revealed:
        assert covered_panels.label(f"dial:{viewer}") == "Honor dial: set (hidden)"


def test_bowed_cards_turn_and_broken_provinces_show(qtbot, states) -> None:
    s = states["bowed"]
    scene, panels = _scene()
    _draw(scene, s, LcgViewOptions(viewer=0, names=NAMES))
    for uid, item in scene.card_items().items():
        if uid in s.cards:  # an attachment lies under its character, turned with it
            host = s.cards[uid].attached_to or uid
            assert item.rotation() == (90 if s.cards[host].bowed else 0)
    s = states["broken"]
    _draw(scene, s, LcgViewOptions(viewer=0, names=NAMES))
    broken = [u for u, c in s.cards.items() if c.broken]
    assert broken and all(scene.banner(f"province:{u}").text == "BROKEN" for u in broken)
    assert all(panels.label(f"province:{u}") for u in broken)  # its caption stays


def test_the_end_names_the_winner(qtbot, states) -> None:
    s = states["end"]
    scene, panels = _scene()
    _draw(scene, s, LcgViewOptions(viewer=0, names=NAMES))
    assert panels.label(f"result:{s.winner}") == "WINNER"


@pytest.mark.parametrize("size", [(1600, 1000), (1280, 720)])
def test_everything_fits_the_scene_and_the_view(qtbot, states, size) -> None:
    scene, _ = _scene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    for key, s in states.items():
        _draw(scene, s, LcgViewOptions(viewer=s.turn if s.turn in (0, 1) else 0, names=NAMES))
        bounds = scene.itemsBoundingRect()
        assert bounds.left() >= 0 and bounds.top() >= 0, key
        assert bounds.right() <= SCENE_W and bounds.bottom() <= SCENE_H, (key, bounds)
        view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        image = view.grab()
        assert image.width() == size[0] and image.height() == size[1]
