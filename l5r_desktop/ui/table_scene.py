"""TableScene: a game table drawn from the game-neutral table model. It knows no game.

``draw(model, options)`` lays every zone, card, counter, banner and arrow out as a game's
builder put them in the :class:`~l5r_desktop.ui.table_model.TableModel` (the CCG's:
``ui/ccg_table_model.build``, the LCG's: ``ui/lcg/table_model.build``), reusing items by key,
so undo, redo and loading simply draw again. Cards are the model's size (``card_size``, a
card's own ``size``); their faces come from the face source: the card library's images
(:class:`~l5r_desktop.ui.faces.FaceCache`) or, for a
:class:`~l5r_desktop.ui.table_model.TextFace`, text drawn by :mod:`l5r_desktop.ui.text_faces`.
Items emit intent; the scene forwards it as its own signals with card ids and zone keys (a
drop on a zone the model marks ``drop_target``, e.g. ``battlefield:<i>``, ``home:<player>``,
with :attr:`TableScene.drop_card` the card under it; a click on a ``clickable`` zone, e.g. an
LCG ring) for the game's adapter to turn into game actions. What only a game knows how to show is
drawn by the per-game panels an adapter adds (:meth:`TableScene.add_panel`), which draw after
the model on every draw (a seat counter marked ``panel`` is theirs to draw).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import Protocol

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from l5r_desktop.ui import layout
from l5r_desktop.ui.card_item import CardItem
from l5r_desktop.ui.faces import FaceCache
from l5r_desktop.ui.occlusion import Occlusion
from l5r_desktop.ui.table_model import (
    CardView,
    Region,
    SeatCounter,
    TableModel,
    TextFace,
    ViewOptions,
    ZoneView,
)
from l5r_desktop.ui.text_faces import TextFaces
from l5r_desktop.ui.zones import ArrowItem, BannerItem, CounterItem, ZoneItem

__all__ = ["TablePanel", "TableScene", "ViewOptions"]


class TablePanel(Protocol):
    """A per-game panel on the shared scene (the LCG's ring tray, players' panels, province
    captions): it draws what only its game knows how to show, after each draw of the model
    (the seat counters marked ``panel`` are its)."""

    def draw(self, scene: TableScene, model: TableModel) -> None:
        """Draw (or redraw) the panel's items into ``scene`` from ``model``."""

    def light(self, scene: TableScene, zones: set[str]) -> None:
        """The zones lit now (legal choices and drops): a panel that draws a zone itself
        (an LCG ring) lights it up."""


class TableScene(QGraphicsScene):
    """The QGraphicsScene of one game table."""

    card_hovered = Signal(str)
    card_clicked = Signal(str)
    card_double_clicked = Signal(str)
    card_context_requested = Signal(str, QPoint)
    unit_drag_started = Signal(str)
    unit_dropped = Signal(str, str)
    #: a click (press and release) in a ``clickable`` zone that hit no card: its key
    zone_clicked = Signal(str)

    def __init__(self, faces: FaceCache, parent=None) -> None:
        super().__init__(parent)
        self.faces = faces
        table = layout.table_rect()
        self.setSceneRect(table.x - 20, table.y - 20, table.w + 40, table.h + 40)
        self.setBackgroundBrush(QBrush(QColor("#1d3b2a")))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self._items: dict[str, CardItem] = {}
        self._zones: dict[str, ZoneItem] = {}
        self._counters: dict[int, CounterItem] = {}
        self._banners: dict[str, BannerItem] = {}
        self._arrows: list[ArrowItem] = []
        self._followers: dict[str, list[str]] = {}
        self._visible: set[str] = set()
        self._legal_drops: set[str] = set()
        self._hidden_zones: set[str] = set()
        self._dragging: str | None = None
        #: the last table model drawn (a face that finishes loading finds its cards there)
        self._model = TableModel()
        self._views: dict[str, CardView] = {}
        self._table: Region | None = None
        self.options = ViewOptions()
        self._view_scale = 0.0
        self._card_size = (layout.CARD_W, layout.CARD_H)
        self._token_looks: dict[str, tuple[str, str]] = {}
        self._lit_zones: set[str] = set()
        self._zone_press = ""
        self._panels: list[TablePanel] = []
        self.text_faces = TextFaces()
        #: the card under the last drop (another than the one dragged and its attachments),
        #: or ``""``; read when ``unit_dropped`` arrives
        self.drop_card = ""
        #: each card draws only what the cards above it leave uncovered (ui/occlusion.py)
        self.occlusion = Occlusion(self)
        faces.face_ready.connect(self._on_face_ready)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """The background, after the cards changed since the last paint are cut again (the
        items are drawn after this)."""
        if self.occlusion.pending():
            self.occlusion.flush()
        super().drawBackground(painter, rect)

    # -- queries -----------------------------------------------------------------------------
    def item(self, key: str) -> CardItem | None:
        """The item showing a card id (or a pile key ``pile:<player>:<name>``)."""
        return self._items.get(key)

    def card_items(self) -> dict[str, CardItem]:
        """Every card item by key."""
        return dict(self._items)

    def zone(self, key: str) -> ZoneItem | None:
        """A zone outline by key (``battlefield:<i>``, ``province:<player>:<i>``, ...)."""
        return self._zones.get(key)

    def zones(self) -> dict[str, ZoneItem]:
        return dict(self._zones)

    def counter(self, player: int) -> CounterItem | None:
        return self._counters.get(player)

    def card_view(self, key: str) -> CardView | None:
        """How the last model drawn shows the item ``key`` (None: no such item)."""
        return self._views.get(key)

    @property
    def model(self) -> TableModel:
        """The last table model drawn."""
        return self._model

    def zone_region(self, key: str) -> Region | None:
        """The region of zone ``key`` in the last model drawn (None: no such zone or no
        outline)."""
        for zone in self._model.zones:
            if zone.key == key:
                return zone.region
        return None

    def add_panel(self, panel: TablePanel) -> None:
        """Add a per-game panel: it draws after the model on every :meth:`draw`."""
        self._panels.append(panel)

    def panels(self) -> list[TablePanel]:
        return list(self._panels)

    def is_face_visible(self, card_id: str) -> bool:
        """True when the viewer may see this card's face (hover previews obey this)."""
        return card_id in self._visible

    def zone_at(self, point: QPointF) -> str:
        """The key of the drop zone under a scene point, or ``""``."""
        return self._zone_at(point, lambda zone: zone.drop_target)

    def clickable_zone_at(self, point: QPointF) -> str:
        """The key of the ``clickable`` zone under a scene point, or ``""``."""
        return self._zone_at(point, lambda zone: zone.clickable)

    def _zone_at(self, point: QPointF, wanted) -> str:
        for zone in self._model.zones:
            region = zone.region
            if region is not None and wanted(zone) and region.contains(point.x(), point.y()):
                return zone.key
        return ""

    def card_at(self, point: QPointF, *, besides: Iterable[str] = ()) -> str:
        """The id of the topmost card under a scene point, other than ``besides``."""
        skip = set(besides)
        for item in self.items(point):
            while item is not None and not isinstance(item, CardItem):
                item = item.parentItem()
            if isinstance(item, CardItem) and item.card_id not in skip \
                    and self._items.get(item.card_id) is item:
                return item.card_id
        return ""

    @property
    def view_scale(self) -> float:
        """The device pixels per scene unit of the view showing the table (0: not known)."""
        return self._view_scale

    def set_view_scale(self, device_scale: float) -> None:
        """The device pixels per scene unit of the view showing the table: cards pre-render
        their look at that scale (``card_sprite``)."""
        self._view_scale = device_scale
        for item in self.items():
            if isinstance(item, CardItem):
                item.set_view_scale(device_scale)

    # -- drawing the model -------------------------------------------------------------------
    def draw(self, model: TableModel, options: ViewOptions | None = None,
             *, animate: bool = True) -> None:
        """Draw ``model`` (items reused by key, the rest removed); ``options.draggable`` says
        which cards may be dragged. Turns and moves animate when ``animate``."""
        if options is not None:
            self.options = options
        if model.table is not None and model.table != self._table:
            self._table = model.table
            t = model.table
            self.setSceneRect(t.x - 20, t.y - 20, t.w + 40, t.h + 40)
        self._model = model
        self._card_size = model.card_size or (layout.CARD_W, layout.CARD_H)
        self._token_looks = {t.kind: (t.color, t.text) for t in model.token_looks}
        self._views = {view.id: view for view in model.cards()}
        seen: set[str] = set()
        self._visible = set()
        self._followers = {}
        self._hidden_zones = set()
        for counter in model.counters:
            if not counter.panel:
                self._draw_counter(counter)
        for seat in [s for s in self._counters if s not in
                     {c.seat for c in model.counters if not c.panel}]:
            self.removeItem(self._counters.pop(seat))
        zones_seen: set[str] = set()
        for zone in model.zones:
            if zone.region is not None:
                self._draw_zone(zone)
                zones_seen.add(zone.key)
            for view in zone.cards:
                self._draw_card(view, animate)
                seen.add(view.id)
                if view.attached_to:
                    self._followers.setdefault(view.attached_to, []).append(view.id)
        for key in [k for k in self._items if k not in seen]:
            self.removeItem(self._items.pop(key))
        for key in [k for k in self._zones if k not in zones_seen]:
            self.removeItem(self._zones.pop(key))
        draggable = self.options.draggable
        for card_id, item in self._items.items():
            item.set_draggable(card_id in draggable)
        self._draw_banners(model)
        self._draw_arrows(model)
        lit = self._legal_drops | self._lit_zones
        for panel in self._panels:
            panel.draw(self, model)
            panel.light(self, lit)

    def banner(self, zone_key: str) -> BannerItem | None:
        """The banner over zone ``zone_key`` (e.g. a battlefield's Force and result)."""
        return self._banners.get(zone_key)

    def arrows(self) -> list[ArrowItem]:
        return list(self._arrows)

    def _draw_banners(self, model: TableModel) -> None:
        wanted = {b.zone: b for b in model.banners if b.zone in self._zones}
        for key in [k for k in self._banners if k not in wanted]:
            self.removeItem(self._banners.pop(key))
        for key, view in wanted.items():
            banner = self._banners.get(key)
            if banner is None:
                banner = BannerItem()
                self._banners[key] = banner
                self.addItem(banner)
            banner.set_text(view.text, view.emphasis, width=view.width)
            banner.setPos(QPointF(*view.pos) if view.pos is not None
                          else self._zones[key].rect().center())

    def _draw_arrows(self, model: TableModel) -> None:
        for arrow in self._arrows:
            self.removeItem(arrow)
        self._arrows = []
        for view in model.arrows:
            a, b = self._items.get(view.source), self._items.get(view.target)
            if a is None or b is None:
                continue
            arrow = ArrowItem(a.scenePos(), b.scenePos(), view.label)
            self.addItem(arrow)
            self._arrows.append(arrow)

    def _draw_zone(self, view: ZoneView) -> None:
        """A zone's outline: a drop target is found by :meth:`zone_at`; one not always shown
        appears only while a drop there is legal."""
        region = view.region
        assert region is not None
        zone = self._zones.get(view.key)
        if zone is None:
            zone = ZoneItem(view.key, region, view.label)
            self._zones[view.key] = zone
            self.addItem(zone)
        else:
            zone.set_rect(region)
            if zone.label != view.label:  # its cached drawing shows the new one
                zone.label = view.label
                zone.update()
        zone.setZValue(layout.Z_ZONE if view.z is None else view.z)
        if not view.always_shown:
            self._hidden_zones.add(view.key)
        zone.set_legal(view.key in self._legal_drops or view.key in self._lit_zones)
        zone.setVisible(view.always_shown or view.key in self._legal_drops)

    def _draw_card(self, view: CardView, animate: bool) -> CardItem:
        """One card item as the model has it (an item that stands for a pile shows whichever
        card is on top: it never turns animated)."""
        item = self._items.get(view.id)
        if item is None:
            item = CardItem(view.id)
            item.set_view_scale(self._view_scale)
            self._connect(item)
            self._items[view.id] = item
            self.addItem(item)
            animate = False
        shown = view.card or view.id
        size = view.size or self._card_size
        item.set_size(*size)
        item.set_back(self.faces.back(view.back) if not self._model.back_color
                      else self.text_faces.back(self._model.back_color, size))
        if view.face is not None:
            self._visible.add(shown)
            item.set_title(view.title)
            item.set_face_source(partial(self._face, view.face, size))
        else:
            item.set_title("")
            item.set_face_source(None)
        item.set_face_up(view.face is not None)
        item.setPos(QPointF(*view.pos))
        item.setZValue(view.z)
        item.set_orientation(view.bowed, view.dishonored,
                             animate=animate and shown == view.id)
        item.set_tokens(dict(view.tokens), along_bottom=self._model.tokens_at_bottom,
                        looks=self._token_looks)
        item.set_note(view.note)
        item.set_badge(view.badge)
        if view.tooltip:
            item.setToolTip(view.tooltip)
        return item

    def _face(self, face: object, size: tuple[float, float]) -> QPixmap | None:
        """The face source: a text face drawn now, else the library's image (None while it
        loads: ``face_ready`` follows)."""
        if isinstance(face, TextFace):
            return self.text_faces.face(face, size)
        return self.faces.face(face)

    def _connect(self, item: CardItem) -> None:
        item.hovered.connect(self.card_hovered)
        item.clicked.connect(self.card_clicked)
        item.double_clicked.connect(self.card_double_clicked)
        item.context_requested.connect(self.card_context_requested)
        item.drag_started.connect(self._on_drag_started)
        item.drag_moved.connect(self._on_drag_moved)
        item.dropped.connect(self._on_dropped)

    def _draw_counter(self, model: SeatCounter) -> None:
        """Draw one seat's counter of the table model."""
        counter = self._counters.get(model.seat)
        if counter is None:
            counter = CounterItem()
            self._counters[model.seat] = counter
            self.addItem(counter)
        counter.setPos(QPointF(*model.pos))
        counter.set_lines(list(model.lines), model.active)

    # -- highlighting ----------------------------------------------------------------------
    def highlight_cards(self, card_ids: set[str] | list[str] | tuple[str, ...]) -> None:
        """Highlight exactly these cards (e.g. those named by a clicked log line)."""
        wanted = set(card_ids)
        for key, item in self._items.items():
            item.set_highlighted(key in wanted)

    def highlighted_cards(self) -> set[str]:
        """The ids of the cards highlighted now."""
        return {key for key, item in self._items.items() if item.highlighted}

    def show_legal_drops(self, zone_keys: set[str]) -> None:
        """Highlight the zones where the dragged unit may be dropped."""
        self._legal_drops = set(zone_keys)
        self._light_zones()

    def highlight_zones(self, zone_keys: Iterable[str]) -> None:
        """Highlight exactly these zones as legal choices (not drops: a ring to click)."""
        self._lit_zones = set(zone_keys)
        self._light_zones()

    def lit_zones(self) -> set[str]:
        """The keys of the zones highlighted now (legal drops and legal choices)."""
        return {key for key in self._legal_drops | self._lit_zones
                if key in self._zones or self.zone_region(key) is not None}

    def _light_zones(self) -> None:
        lit = self._legal_drops | self._lit_zones
        for key, zone in self._zones.items():
            zone.set_legal(key in lit)
            if key in self._hidden_zones:
                zone.setVisible(key in self._legal_drops)
        for panel in self._panels:
            panel.light(self, lit)

    # -- dragging ------------------------------------------------------------------------------
    def _on_drag_started(self, card_id: str) -> None:
        self._dragging = card_id
        for follower in self._followers.get(card_id, []):
            item = self._items.get(follower)
            if item is not None:
                item.set_moving(True)  # carried along: covers nothing while it moves
                item.setZValue(layout.Z_DRAGGED - 1)
        self.unit_drag_started.emit(card_id)

    def _on_drag_moved(self, card_id: str, delta: QPointF) -> None:
        for follower in self._followers.get(card_id, []):
            item = self._items.get(follower)
            if item is not None:
                item.setPos(item.pos() + delta)
        item = self._items.get(card_id)
        hot = self.zone_at(item.pos()) if item is not None else ""
        lit = self._legal_drops | self._lit_zones
        for key, zone in self._zones.items():
            zone.set_legal(key in lit, hot=key == hot and key in self._legal_drops)

    def _on_dropped(self, card_id: str, point: QPointF) -> None:
        self._dragging = None
        for follower in self._followers.get(card_id, []):
            item = self._items.get(follower)
            if item is not None:
                item.set_moving(False)
        item = self._items.get(card_id)
        centre = item.pos() if item is not None else point
        # where the card's centre lies (the zone lit while dragging), else the mouse
        where = self.zone_at(centre) or self.zone_at(point)
        besides = {card_id, *self._followers.get(card_id, [])}
        self.drop_card = self.card_at(point, besides=besides)  # under the mouse
        self.show_legal_drops(set())
        self.unit_dropped.emit(card_id, where)

    # -- clicks on zones ---------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)
        self._zone_press = ""
        if not event.isAccepted() and event.button() == Qt.MouseButton.LeftButton:
            self._zone_press = self.clickable_zone_at(event.scenePos())
            if self._zone_press:
                event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._zone_press = self._zone_press, ""
        if press and event.button() == Qt.MouseButton.LeftButton \
                and self.clickable_zone_at(event.scenePos()) == press:
            self.zone_clicked.emit(press)
            return
        super().mouseReleaseEvent(event)

    def _on_face_ready(self, definition_id: str) -> None:
        for view in self._model.cards():
            face = view.face
            if face is None or isinstance(face, TextFace) \
                    or getattr(face, "id", None) != definition_id:
                continue
            item = self._items.get(view.id)
            if item is not None:
                item.set_face(self.faces.face(face))
