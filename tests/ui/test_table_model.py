"""The game-neutral table model's first slice (issue 15, item 4): the CCG adapter's builder
turns a state into seat counters, and TableScene draws exactly those."""

from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace

import pytest

from l5r_desktop.games.ccg.model.ids import Phase, Step
from l5r_desktop.ui import ccg_table_model, layout, table_model
from l5r_desktop.ui.faces import FaceCache
from l5r_desktop.ui.table_model import SeatCounter, ViewOptions
from l5r_desktop.ui.table_scene import TableScene
from tests.engine.scenario import game_at, player


def _draw(scene: TableScene, state, viewer: int) -> None:
    view = ViewOptions(viewer=viewer)
    scene.draw(ccg_table_model.build(state, view), view, animate=False)


def _state():
    game = game_at(player(family_honor=7, hand=["Club"]),
                   player("Lion Keep", family_honor=12))
    state = game.state
    state.players[1].favor = True
    state.players[0].gold_pool = 3
    return state


def test_the_ccg_builder_gives_each_seat_its_counter() -> None:
    state = _state()
    model = ccg_table_model.build(state)
    names = [p.name for p in state.players]
    assert [c.seat for c in model.counters] == [0, 1]
    assert model.counter(0) == SeatCounter(
        0, (names[0], "Honor: 7", "Gold: 3", "Hand: 1"), state.priority == 0,
        layout.counter_pos(True))
    assert model.counter(1).lines == (names[1], "Honor: 12", "Gold: 0", "Hand: 0",
                                      "Imperial Favor")
    assert model.counter(0).active != model.counter(1).active  # one seat has priority
    with pytest.raises(IndexError, match="seat 2"):
        model.counter(2)
    state.phase, state.step = Phase.GAME_OVER, Step.NONE
    assert state.game_over
    assert not any(c.active for c in ccg_table_model.build(state).counters)


def test_the_scene_draws_the_model_counters(qapp) -> None:
    state = _state()
    scene = TableScene(FaceCache(None))
    _draw(scene, state, 1)
    model = ccg_table_model.build(state)
    for seat in (0, 1):
        drawn = scene.counter(seat)
        assert drawn is not None
        assert (tuple(drawn.lines), drawn.active) == (model.counter(seat).lines,
                                                      model.counter(seat).active)


def test_the_table_model_imports_neither_qt_nor_a_game() -> None:
    tree = ast.parse(Path(table_model.__file__).read_text(encoding="utf-8"))
    imported = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    imported += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert "dataclasses" in imported
    assert not [m for m in imported if m.startswith(("PySide6", "l5r_desktop"))], imported


def test_the_ccg_builder_gives_each_seat_its_piles() -> None:
    """Decks show their top (first) card by its back; discards and dead piles their last card
    face up; the dead lie bowed, the dishonorably dead upside down; empty piles have no top."""
    game = game_at(player(fate_deck=["Armor", "Pride"], fate_discard=["Club", "Katana"],
                          dishonorably_dead=["Crane Samurai"], dynasty_deck=[]))
    state = game.state
    me = state.players[0]
    piles = {p.name: p for p in ccg_table_model.build(state).piles_of(0)}
    assert list(piles) == ["dynasty_deck", "dynasty_discard", "honorably_dead", "fate_deck",
                           "fate_discard", "dishonorably_dead"]
    fate = piles["fate_deck"]
    assert (fate.key, fate.count, fate.top, fate.face_up, fate.back) == (
        "pile:0:fate_deck", 2, me.fate_deck[0], False, "fate")
    discard = piles["fate_discard"]
    assert (discard.count, discard.top, discard.face_up, discard.back, discard.bowed) == (
        2, me.fate_discard[-1], True, "", False)
    dead = piles["dishonorably_dead"]
    assert (dead.label, dead.count, dead.bowed, dead.upside_down) == (
        "Dishonorably dead", 1, True, True)
    empty = piles["dynasty_deck"]
    assert (empty.count, empty.top, empty.back) == (0, "", "dynasty")
    assert not piles["honorably_dead"].upside_down and piles["honorably_dead"].bowed


def test_the_scene_draws_the_model_piles(qapp) -> None:
    game = game_at(player(fate_deck=["Armor", "Pride"], fate_discard=["Club"],
                          dishonorably_dead=["Crane Samurai"], dynasty_deck=[]))
    state = game.state
    scene = TableScene(FaceCache(None))
    _draw(scene, state, 0)
    for pile in ccg_table_model.build(state).piles_of(0):
        assert scene.zone(pile.key) is not None
        item = scene.item(pile.key)
        if not pile.top:
            assert item is None
            continue
        assert item is not None and item.toolTip() == f"{pile.label}: {pile.count} cards"
        assert (item.face_up, item.bowed, item.dishonored) == (
            pile.face_up, pile.bowed, pile.upside_down)


def test_a_face_that_arrives_goes_to_the_model_pile_top(qapp) -> None:
    """When a card face finishes loading, a face-up pile whose model top is that card shows
    it; a pile whose top is another card does not."""
    game = game_at(player(fate_discard=["Katana", "Club"], dynasty_discard=["Gold Mine"]))
    state = game.state
    scene = TableScene(FaceCache(None))
    _draw(scene, state, 0)
    got: dict[str, list] = {"pile:0:fate_discard": [], "pile:0:dynasty_discard": []}
    for key, calls in got.items():
        scene.item(key).set_face = calls.append  # record what the scene hands the item
    marker = object()
    scene.faces.face = lambda definition: marker
    top = state.cards[state.players[0].fate_discard[-1]].definition.id
    under = state.cards[state.players[0].fate_discard[0]].definition.id
    scene._on_face_ready(under)
    assert got == {"pile:0:fate_discard": [], "pile:0:dynasty_discard": []}
    scene._on_face_ready(top)
    assert got == {"pile:0:fate_discard": [marker], "pile:0:dynasty_discard": []}


def test_the_model_finds_zones_and_cards_and_says_which_hands_show() -> None:
    from l5r_desktop.ui.table_model import CardView, Region, TableModel, ViewOptions, ZoneView

    host = CardView("c1", "home:0", 0, 0, (10.0, 20.0), face=object(), title="Host")
    sword = CardView("c2", "home:0", 0, 0, (10.0, -6.0), attached_to="c1")
    model = TableModel(zones=(ZoneView("home:0", "", 0, "row", (host, sword),
                                       Region(0, 0, 50, 50), drop_target=True),
                              ZoneView("hand:1", "", 1, "fan")))
    assert model.zone("home:0").cards == (host, sword)
    assert [c.id for c in model.cards()] == ["c1", "c2"]
    assert model.card("c2").attached_to == "c1"
    assert host.face_up and not sword.face_up
    with pytest.raises(KeyError):
        model.zone("home:9")
    with pytest.raises(KeyError):
        model.card("c9")
    assert Region(0, 0, 50, 50).contains(50, 0) and not Region(0, 0, 50, 50).contains(51, 0)
    assert ViewOptions(viewer=1).shows_hand_of(1) and not ViewOptions(viewer=1).shows_hand_of(0)
    assert not ViewOptions(viewer=1, hide_all_hands=True).shows_hand_of(1)
    assert ViewOptions(viewer=1, reveal_all_hands=True).shows_hand_of(0)


def test_the_scene_draws_a_model_of_any_game(qapp) -> None:
    """A hand-made model with zones no CCG has: the scene draws its outline, cards (face,
    back, turn, tokens, badge, tooltip), banner and arrow, finds its drop target and moves an
    attached card with its host."""
    from PySide6.QtCore import QPointF

    from l5r_desktop.ui.table_model import Arrow, Banner, CardView, Region, ZoneView

    face = SimpleNamespace(id="def:crab", title="Crab", image="")
    host = CardView("u1", "tray", 0, 0, (300.0, 200.0), face=face, title="Crab",
                    back="fate", bowed=True, tokens=(("fate", 2),), badge="3",
                    tooltip="a crab")
    rider = CardView("u2", "tray", 0, 0, (300.0, 170.0), z=-1.0, attached_to="u1")
    tray = ZoneView("tray", "Ring tray", -1, "row", (host, rider), Region(100, 50, 400, 300),
                    drop_target=True)
    model = table_model.TableModel(zones=(tray, ZoneView("hidden", "", 0, "fan")),
                                   banners=(Banner("tray", "Air ring", True),),
                                   arrows=(Arrow("u1", "u2", "claims"),),
                                   table=Region(0, 0, 800, 600))
    scene = TableScene(FaceCache(None))
    asked: list[object] = []
    scene.faces.face = lambda definition: asked.append(definition)  # no face is loaded
    scene.draw(model, ViewOptions(draggable=frozenset({"u1"})), animate=False)
    assert asked == []  # nothing painted yet: no face is loaded (issue 22)
    from PySide6.QtGui import QImage, QPainter

    image = QImage(800, 600, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert asked == [face]  # painted: the face source is asked for the face-up card only
    assert set(scene.zones()) == {"tray"} and scene.zone("tray").label == "Ring tray"
    item = scene.item("u1")
    assert (item.pos().x(), item.pos().y(), item.face_up, item.bowed, item.draggable) == (
        300.0, 200.0, True, True, True)
    assert (item.toolTip(), item._badge, set(item._tokens)) == ("a crab", "3", {"fate"})
    assert not scene.item("u2").face_up and scene.item("u2").zValue() == -1.0
    assert scene.is_face_visible("u1") and not scene.is_face_visible("u2")
    assert scene.banner("tray").text == "Air ring" and scene.banner("tray").emphasis
    assert [a.label for a in scene.arrows()] == ["claims"]
    assert scene.zone_at(QPointF(150, 100)) == "tray" and scene.zone_at(QPointF(700, 500)) == ""
    assert scene.sceneRect().width() == 840
    scene._on_drag_started("u1")
    scene._on_drag_moved("u1", QPointF(10, 5))
    assert (scene.item("u2").pos().x(), scene.item("u2").pos().y()) == (310.0, 175.0)
    scene.draw(table_model.TableModel(), animate=False)  # an empty model clears the table
    assert scene.card_items() == {} and scene.zones() == {} and scene.banner("tray") is None


def test_a_home_outline_shows_only_while_a_drop_there_is_legal(qapp) -> None:
    state = _state()
    scene = TableScene(FaceCache(None))
    _draw(scene, state, 0)
    home = scene.zone("home:0")
    assert home is not None and not home.isVisible()
    scene.show_legal_drops({"home:0"})
    assert home.isVisible() and home.legal
    _draw(scene, state, 0)  # drawing again keeps it while the drag goes on
    assert home.isVisible()
    scene.show_legal_drops(set())
    assert not home.isVisible() and scene.zone("province:0:0").isVisible()


def test_the_preview_shows_what_the_model_shows(qapp) -> None:
    """A card with its face and note, a hidden hand card by its back, a discard by its top
    card, a deck not at all: read from the last model drawn, not from the state."""
    from l5r_desktop.ui.widgets.preview import show_table_card

    game = game_at(player(hand=["Club"], fate_discard=["Katana", "Armor"]),
                   player("Lion Keep", hand=["Pride"]))
    state = game.state
    scene = TableScene(FaceCache(None))
    _draw(scene, state, 0)
    shown: list[tuple] = []
    preview = SimpleNamespace(show_card=lambda key, card, pixmap, note="", pinned=False:
                              shown.append((key, card and card.title, note, pinned)))
    mine, theirs = state.players[0].hand[0], state.players[1].hand[0]
    state.cards[mine].note = "changed after drawing"  # the model drawn is what counts
    for key in (mine, theirs, "pile:0:fate_discard", "pile:0:fate_deck", "nothing"):
        show_table_card(preview, scene, scene.faces, key, pinned=key == mine)
    assert shown == [(mine, "Club", "", True), (theirs, None, "", False),
                     ("pile:0:fate_discard", "Armor", "", False)]
