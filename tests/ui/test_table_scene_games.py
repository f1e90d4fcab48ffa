"""What the one TableScene learnt to draw both games (issue 15, item 5, step 5), on hand-made
models of no game: card sizes, text faces and plain backs, tokens with their own looks along
the bottom edge, placed banners, clicks on clickable zones, the card under a drop, lit zones,
per-game panels; a zone whose label changes is drawn again (zones are cached drawings)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsView

from l5r_desktop.ui.faces import FaceCache
from l5r_desktop.ui.table_model import (
    Banner,
    CardView,
    Region,
    TableModel,
    TextFace,
    TokenLook,
    ViewOptions,
    ZoneView,
)
from l5r_desktop.ui.table_scene import TableScene
from l5r_desktop.ui.text_faces import RESOLUTION

FACE = TextFace("t:a", ("Alpha", "2 / 1", "glory 1"), "character", color="#e8dcc0")


def _model(*, label: str = "Ring", tokens=(("fate", 3), ("honored", 1))) -> TableModel:
    host = CardView("a", "home", 0, 0, (100.0, 100.0), z=1.0, card="a", face=FACE,
                    title="Alpha", tokens=tokens)
    under = CardView("b", "home", 0, 0, (100.0, 100.0), z=0.5, card="b", face=FACE,
                     attached_to="a")
    small = CardView("hand:1:0", "hand:1", 1, 0, (300.0, 40.0), back="conflict",
                     size=(20.0, 24.0))
    zones = (
        ZoneView("home", "Home", 0, "row", (host, under), region=Region(0, 0, 250, 200),
                 drop_target=True),
        ZoneView("hand:1", "Hand: 1", 1, "fan", (small,), region=Region(280, 0, 60, 80)),
        ZoneView("ring", label, -1, "stack", region=Region(400, 0, 60, 60), clickable=True),
        ZoneView("tray", "Tray", -1, "row", region=Region(380, 100, 100, 60)),
    )
    return TableModel(zones=zones, banners=(Banner("ring", "fate 2", pos=(430.0, 75.0),
                                                   width=50.0),),
                      table=Region(0, 0, 500, 220), card_size=(50.0, 70.0),
                      back_color="#5b3a29", tokens_at_bottom=True,
                      token_looks=(TokenLook("fate", "#e9c46a", "{count}"),
                                   TokenLook("honored", "#fafafa", "H")))


def _scene() -> TableScene:
    scene = TableScene(FaceCache(None))
    scene.draw(_model(), ViewOptions(draggable=frozenset({"a"})), animate=False)
    return scene


def test_cards_take_the_models_sizes_faces_and_backs(qapp) -> None:
    scene = _scene()
    host, small = scene.item("a"), scene.item("hand:1:0")
    assert host.boundingRect() == QRectF(-25, -35, 50, 70)
    assert small.boundingRect() == QRectF(-10, -12, 20, 24)
    assert host.face_up and not small.face_up
    assert host._face is None  # a face is drawn when its card is first painted (issue 22)
    image = QImage(500, 220, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    face = host._face
    assert (face.width(), face.height()) == (round(50 * RESOLUTION), round(70 * RESOLUTION))
    assert face.toImage().pixelColor(face.width() // 2, face.height() - 8) == QColor("#e8dcc0")
    back = small._back
    assert back.toImage().pixelColor(back.width() // 2, back.height() // 2) == \
        QColor("#5b3a29")
    # the same face on two cards is drawn once
    assert scene.item("b")._face.cacheKey() == face.cacheKey()


def test_tokens_lie_along_the_bottom_with_the_models_looks(qapp) -> None:
    scene = _scene()
    tokens = scene.item("a").token_items()
    assert {n: t.label() for n, t in tokens.items()} == {"fate": "3", "honored": "H"}
    assert {n: (t.pos().x(), t.pos().y()) for n, t in tokens.items()} == {
        "fate": (25 - 18, 35 - 18), "honored": (25 - 18 - 32, 35 - 18)}  # model order
    scene = TableScene(FaceCache(None))
    plain = _model()
    plain = TableModel(zones=plain.zones, card_size=(50.0, 70.0))
    scene.draw(plain, animate=False)
    tokens = scene.item("a").token_items()
    assert tokens["fate"].label() == "fat×3"  # the default look, down the right edge
    assert (tokens["fate"].pos().x(), tokens["fate"].pos().y()) == (25 - 18, -35 + 20)


def test_banners_sit_where_the_model_places_them(qapp) -> None:
    scene = _scene()
    banner = scene.banner("ring")
    assert banner is not None and banner.text == "fate 2"
    assert (banner.pos().x(), banner.pos().y()) == (430.0, 75.0)
    assert banner.boundingRect().width() == 50 + 6


def test_clicks_on_clickable_zones_and_cards(qtbot) -> None:
    scene = _scene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(600, 300)
    view.show()
    zones, cards = [], []
    scene.zone_clicked.connect(zones.append)
    scene.card_clicked.connect(cards.append)

    def click(x: float, y: float) -> None:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(QPointF(x, y)))

    click(430, 30)  # in the ring
    click(430, 130)  # in the tray: not clickable
    click(100, 100)  # a card
    assert zones == ["ring"] and cards == ["a"]
    assert scene.clickable_zone_at(QPointF(430, 30)) == "ring"
    assert scene.clickable_zone_at(QPointF(100, 100)) == ""


def test_a_drop_names_the_zone_and_the_card_under_it(qapp) -> None:
    scene = _scene()
    dropped: list[tuple[str, str]] = []
    scene.unit_dropped.connect(lambda card, zone: dropped.append((card, zone)))
    small = scene.item("hand:1:0")
    small.dropped.emit("hand:1:0", QPointF(100, 100))  # released over card a
    assert scene.drop_card == "a"
    host = scene.item("a")
    host.dropped.emit("a", QPointF(100, 100))  # over itself and its attachment only
    assert scene.drop_card == ""
    assert dropped == [("hand:1:0", "home"), ("a", "home")]
    assert scene.card_at(QPointF(100, 100)) == "a"
    assert scene.card_at(QPointF(100, 100), besides={"a"}) == "b"


def test_highlights_of_cards_and_zones(qapp) -> None:
    scene = _scene()
    scene.highlight_cards({"a"})
    scene.highlight_zones({"ring"})
    assert scene.highlighted_cards() == {"a"} and scene.lit_zones() == {"ring"}
    scene.show_legal_drops({"home"})
    assert scene.lit_zones() == {"ring", "home"}
    scene.show_legal_drops(set())
    scene.highlight_zones(())
    scene.highlight_cards(())
    assert scene.highlighted_cards() == set() and scene.lit_zones() == set()


def test_panels_draw_after_each_draw_from_the_model(qapp) -> None:
    scene = _scene()
    seen: list[TableModel] = []

    lit: list[set[str]] = []

    class Panel:
        def draw(self, scene_, model) -> None:
            assert scene_ is scene and scene.item("a") is not None  # the cards are drawn
            seen.append(model)

        def light(self, scene_, zones: set[str]) -> None:
            lit.append(set(zones))

    scene.add_panel(Panel())
    model = _model(label="Air")
    scene.draw(model, animate=False)
    assert seen == [model] and scene.model is model and lit == [set()]
    scene.highlight_zones({"ring"})  # a panel that draws a zone itself lights it up
    scene.show_legal_drops({"home"})
    assert lit[1:] == [{"ring"}, {"ring", "home"}]
    assert scene.zone_region("ring") == Region(400, 0, 60, 60)


def test_a_zone_whose_label_changes_is_drawn_again(qtbot) -> None:
    scene = _scene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(600, 300)
    view.show()
    qtbot.waitExposed(view)
    ring = QRectF(400, 0, 60, 60)
    area = view.mapFromScene(ring).boundingRect()
    before = view.grab(area).toImage()
    scene.draw(_model(label="Fire ring"), animate=False)
    assert scene.zone("ring").label == "Fire ring"
    assert view.grab(area).toImage() != before
