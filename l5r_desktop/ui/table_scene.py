"""TableScene: the table drawn from a game state. It never decides rules.

``sync(state, view)`` lays every visible card out from the state (the only source of truth)
and reuses items by card id, so undo, redo and loading simply sync again. Items emit intent;
the scene forwards it as its own signals with card ids and drop-zone keys (``battlefield:<i>``,
``home:<player>``) for the controller to turn into engine actions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, QPointF, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsScene

from l5r_desktop.games.ccg.model.cards import CardType, Deck
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.ui import layout
from l5r_desktop.ui.card_item import CardItem
from l5r_desktop.ui.ccg_table_model import build as build_model
from l5r_desktop.ui.faces import FaceCache
from l5r_desktop.ui.table_model import PileView, SeatCounter
from l5r_desktop.ui.zones import ArrowItem, BannerItem, CounterItem, ZoneItem

#: The card back of each ``PileView.back`` the CCG builder names.
_BACKS = {"dynasty": Deck.DYNASTY, "fate": Deck.FATE}


@dataclass
class ViewOptions:
    """How the table is seen: whose side is at the bottom, which hands are shown."""

    viewer: int = 0
    hide_all_hands: bool = False
    reveal_all_hands: bool = False
    draggable: frozenset[str] = field(default_factory=frozenset)
    #: battlefield index -> (banner text, emphasised) drawn over the battlefield
    banners: dict[int, tuple[str, bool]] = field(default_factory=dict)
    #: (source card, target card, label) arrows, e.g. a duel challenge or a Ranged Attack
    arrows: tuple[tuple[str, str, str], ...] = ()


class TableScene(QGraphicsScene):
    """The QGraphicsScene of one game table."""

    card_hovered = Signal(str)
    card_clicked = Signal(str)
    card_double_clicked = Signal(str)
    card_context_requested = Signal(str, QPoint)
    unit_drag_started = Signal(str)
    unit_dropped = Signal(str, str)

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
        self._banners: dict[int, BannerItem] = {}
        self._arrows: list[ArrowItem] = []
        self._followers: dict[str, list[str]] = {}
        self._visible: set[str] = set()
        self._legal_drops: set[str] = set()
        self._dragging: str | None = None
        self._state: GameState | None = None
        #: pile zone key -> the card on top, from the last table model drawn
        self._pile_tops: dict[str, str] = {}
        self.options = ViewOptions()
        self._view_scale = 0.0
        faces.face_ready.connect(self._on_face_ready)

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

    def is_face_visible(self, card_id: str) -> bool:
        """True when the viewer may see this card's face (hover previews obey this)."""
        return card_id in self._visible

    def zone_at(self, point: QPointF) -> str:
        """The key of the drop zone under a scene point, or ``""``."""
        for key, zone in self._zones.items():
            if key.startswith(("battlefield:", "home:")) and zone.rect().contains(point):
                return key
        return ""

    def set_view_scale(self, device_scale: float) -> None:
        """The device pixels per scene unit of the view showing the table: cards pre-render
        their look at that scale (``card_sprite``)."""
        self._view_scale = device_scale
        for item in self.items():
            if isinstance(item, CardItem):
                item.set_view_scale(device_scale)

    # -- sync ----------------------------------------------------------------------------------
    def sync(self, state: GameState, options: ViewOptions | None = None,
             *, animate: bool = True) -> None:
        """Lay the whole table out from ``state`` as seen with ``options``."""
        if options is not None:
            self.options = options
        self._state = state
        opts = self.options
        seen: set[str] = set()
        self._visible = set()
        self._followers = {}
        zones_seen: set[str] = set()
        model = build_model(state)
        self._pile_tops = {pile.key: pile.top for pile in model.piles}
        for p in range(len(state.players)):
            near = p == opts.viewer
            self._sync_counter(model.counter(p), near)
            self._sync_home(state, p, near, seen, animate)
            self._sync_provinces(state, p, near, seen, zones_seen, animate)
            self._sync_piles(state, model.piles_of(p), near, seen, zones_seen)
            self._sync_hand(state, p, near, seen, animate)
            self._sync_focus(state, p, near, seen, animate)
            home_zone = self._zone(f"home:{p}", self._home_rect(near), "")
            home_zone.setVisible(home_zone.key in self._legal_drops)
            zones_seen.add(home_zone.key)
        self._sync_battlefields(state, seen, zones_seen, animate)
        for key in [k for k in self._items if k not in seen]:
            item = self._items.pop(key)
            self.removeItem(item)
        for key in [k for k in self._zones if k not in zones_seen]:
            self.removeItem(self._zones.pop(key))
        for card_id, item in self._items.items():
            item.set_draggable(card_id in opts.draggable)
        self._sync_banners(state)
        self._sync_arrows()

    def banner(self, index: int) -> BannerItem | None:
        """The Force / result banner of battlefield ``index``."""
        return self._banners.get(index)

    def arrows(self) -> list[ArrowItem]:
        return list(self._arrows)

    def _sync_banners(self, state: GameState) -> None:
        wanted = self.options.banners if state.attack is not None else {}
        for index in [i for i in self._banners if i not in wanted]:
            self.removeItem(self._banners.pop(index))
        for index, (text, emphasis) in wanted.items():
            zone = self._zones.get(f"battlefield:{index}")
            if zone is None:
                continue
            banner = self._banners.get(index)
            if banner is None:
                banner = BannerItem()
                self._banners[index] = banner
                self.addItem(banner)
            banner.set_text(text, emphasis)
            banner.setPos(zone.rect().center())

    def _sync_arrows(self) -> None:
        for arrow in self._arrows:
            self.removeItem(arrow)
        self._arrows = []
        for source, target, label in self.options.arrows:
            a, b = self._items.get(source), self._items.get(target)
            if a is None or b is None:
                continue
            arrow = ArrowItem(a.scenePos(), b.scenePos(), label)
            self.addItem(arrow)
            self._arrows.append(arrow)

    def _sync_focus(self, state: GameState, p: int, near: bool, seen: set[str],
                    animate: bool) -> None:
        """The focus pool (the owner may look) and focused cards (face down) during a duel."""
        player = state.players[p]
        show_pool = self.options.reveal_all_hands or (
            p == self.options.viewer and not self.options.hide_all_hands)
        for i, card_id in enumerate(player.focus_pool):
            self._card(state, card_id, layout.focus_pos(near, i, False), face_up=show_pool,
                       seen=seen, animate=animate, z=layout.Z_CARD + i * 0.01)
        for i, card_id in enumerate(player.focusing):
            self._card(state, card_id, layout.focus_pos(near, i, True),
                       face_up=state.cards[card_id].face_up, seen=seen, animate=animate,
                       z=layout.Z_CARD + i * 0.01)

    def _home_rect(self, near: bool) -> layout.Rect:
        x0, y0 = layout.home_pos(near, 0)
        x1, _ = layout.home_pos(near, layout.home_capacity() - 1)
        left, right = min(x0, x1) - layout.CARD_H / 2, max(x0, x1) + layout.CARD_H / 2
        fan = layout.ATTACHMENT_STEP * layout.FAN_ROOM
        top = y0 - layout.CARD_H / 2 - (fan if near else 0)
        return layout.Rect(left, top, right - left, layout.CARD_H + fan)

    def _zone(self, key: str, rect: layout.Rect, label: str) -> ZoneItem:
        zone = self._zones.get(key)
        if zone is None:
            zone = ZoneItem(key, rect, label)
            self._zones[key] = zone
            self.addItem(zone)
        else:
            zone.set_rect(rect)
            zone.label = label
        return zone

    def _card(self, state: GameState, card_id: str, pos: tuple[float, float], *,
              face_up: bool, seen: set[str], animate: bool, z: float = layout.Z_CARD,
              key: str | None = None) -> CardItem:
        key = key or card_id
        item = self._items.get(key)
        if item is None:
            item = CardItem(key)
            item.set_view_scale(self._view_scale)
            self._connect(item)
            self._items[key] = item
            self.addItem(item)
            animate = False
        card = state.cards[card_id]
        definition = card.definition
        item.set_back(self.faces.back(definition.deck))
        if face_up:
            self._visible.add(card_id)
            item.set_title(definition.title)
            item.set_face(self.faces.face(definition))
        else:
            item.set_title("")
            item.set_face(None)
        item.set_face_up(face_up)
        item.setPos(QPointF(*pos))
        item.setZValue(z)
        item.set_orientation(card.bowed and card.zone.in_play,
                             card.dishonored and face_up, animate=animate)
        item.set_tokens(dict(card.tokens) if face_up else {})
        if card.dishonored and face_up and "dishonor" not in card.tokens:
            item.set_tokens({**card.tokens, "dishonor": 1})
        item.set_note(card.note if face_up else "")
        item.set_badge("")
        seen.add(key)
        return item

    def _connect(self, item: CardItem) -> None:
        item.hovered.connect(self.card_hovered)
        item.clicked.connect(self.card_clicked)
        item.double_clicked.connect(self.card_double_clicked)
        item.context_requested.connect(self.card_context_requested)
        item.drag_started.connect(self._on_drag_started)
        item.drag_moved.connect(self._on_drag_moved)
        item.dropped.connect(self._on_dropped)

    def _sync_unit(self, state: GameState, card_id: str, pos: tuple[float, float], near: bool,
                   seen: set[str], animate: bool) -> None:
        self._card(state, card_id, pos, face_up=True, seen=seen, animate=animate)
        card = state.cards[card_id]
        followers = []
        for i, att in enumerate(card.attachments):
            dx, dy = layout.attachment_offset(near, i)
            self._card(state, att, (pos[0] + dx, pos[1] + dy), face_up=True, seen=seen,
                       animate=animate, z=layout.Z_CARD + layout.Z_ATTACHMENT * (i + 1))
            followers.append(att)
        self._followers[card_id] = followers

    def _sync_home(self, state: GameState, p: int, near: bool, seen: set[str],
                   animate: bool) -> None:
        player = state.players[p]
        home = [cid for cid in player.home if state.cards[cid].zone is Zone.HOME]
        for slot, card_id in enumerate(home):
            self._sync_unit(state, card_id, layout.home_pos(near, slot, len(home)), near, seen,
                            animate)

    def _sync_provinces(self, state: GameState, p: int, near: bool, seen: set[str],
                        zones_seen: set[str], animate: bool) -> None:
        player = state.players[p]
        count = len(player.provinces)
        for i, card_id in enumerate(player.provinces):
            x, y = layout.province_pos(near, i, count)
            if not near:
                x = layout.TABLE_W - x
            rect = layout.Rect(x - layout.CARD_W / 2 - 5, y - layout.CARD_H / 2 - 5,
                               layout.CARD_W + 10, layout.CARD_H + 10)
            zone = self._zone(f"province:{p}:{i}", rect, "" if card_id else "empty province")
            zones_seen.add(zone.key)
            region = player.province_regions[i] if i < len(player.province_regions) else None
            if region:
                dy = -layout.ATTACHMENT_STEP if near else layout.ATTACHMENT_STEP
                self._card(state, region, (x, y + dy), face_up=True, seen=seen,
                           animate=animate, z=layout.Z_CARD - 1)
            if card_id:
                card = state.cards[card_id]
                self._card(state, card_id, (x, y), face_up=card.face_up, seen=seen,
                           animate=animate)

    def _sync_piles(self, state: GameState, piles: tuple[PileView, ...], near: bool,
                    seen: set[str], zones_seen: set[str]) -> None:
        """Draw one seat's piles of the table model: a zone each, its top card and count."""
        for pile in piles:
            x, y = layout.pile_pos(near, pile.name)
            rect = layout.Rect(x - layout.CARD_W / 2 - 5, y - layout.CARD_H / 2 - 5,
                               layout.CARD_W + 10, layout.CARD_H + 10)
            zone = self._zone(pile.key, rect, pile.label)
            zones_seen.add(zone.key)
            if not pile.top:
                continue
            item = self._card(state, pile.top, (x, y), face_up=pile.face_up, seen=seen,
                              animate=False, key=pile.key)
            if pile.back:
                item.set_back(self.faces.back(_BACKS[pile.back]))
            if pile.bowed or pile.upside_down:
                item.set_orientation(pile.bowed, pile.upside_down, animate=False)
            item.set_badge(str(pile.count))
            item.setToolTip(f"{pile.label}: {pile.count} cards")

    def _sync_hand(self, state: GameState, p: int, near: bool, seen: set[str],
                   animate: bool) -> None:
        opts = self.options
        player = state.players[p]
        show = opts.reveal_all_hands or (p == opts.viewer and not opts.hide_all_hands)
        count = len(player.hand)
        for i, card_id in enumerate(player.hand):
            self._card(state, card_id, layout.hand_pos(near, i, count), face_up=show, seen=seen,
                       animate=animate, z=layout.Z_CARD + i * 0.01)

    def _sync_counter(self, model: SeatCounter, near: bool) -> None:
        """Draw one seat's counter of the table model."""
        counter = self._counters.get(model.seat)
        if counter is None:
            counter = CounterItem()
            self._counters[model.seat] = counter
            self.addItem(counter)
        counter.setPos(QPointF(*layout.counter_pos(near)))
        counter.set_lines(list(model.lines), model.active)

    def _sync_battlefields(self, state: GameState, seen: set[str], zones_seen: set[str],
                           animate: bool) -> None:
        attack = state.attack
        if attack is None:
            return
        defender_near = attack.defender == self.options.viewer
        count = len(state.players[attack.defender].provinces)
        for i, field_ in enumerate(attack.battlefields):
            index = min(field_.province, max(count - 1, 0))
            rect = layout.battlefield_rect(defender_near, index, max(count, 1))
            label = f"Battlefield {i + 1}" + (" (current)" if attack.current == i else "")
            if field_.ended:
                label += " (resolved)"
            zone = self._zone(f"battlefield:{i}", rect, label)
            zone.setZValue(layout.Z_BATTLEFIELD)
            zones_seen.add(zone.key)
            for attacking, units in ((True, field_.attacking), (False, field_.defending)):
                owner_near = (attack.attacker if attacking else attack.defender) == \
                    self.options.viewer
                for slot, card_id in enumerate(units):
                    pos = layout.battlefield_unit_pos(defender_near, index, max(count, 1),
                                                      attacking, slot, len(units))
                    self._sync_unit(state, card_id, pos, owner_near, seen, animate)

    # -- highlighting ----------------------------------------------------------------------
    def highlight_cards(self, card_ids: set[str] | list[str] | tuple[str, ...]) -> None:
        """Highlight exactly these cards (e.g. those named by a clicked log line)."""
        wanted = set(card_ids)
        for key, item in self._items.items():
            item.set_highlighted(key in wanted)

    def show_legal_drops(self, zone_keys: set[str]) -> None:
        """Highlight the zones where the dragged unit may be dropped."""
        self._legal_drops = set(zone_keys)
        for key, zone in self._zones.items():
            zone.set_legal(key in self._legal_drops)
            if key.startswith("home:"):
                zone.setVisible(key in self._legal_drops)

    # -- dragging ------------------------------------------------------------------------------
    def _on_drag_started(self, card_id: str) -> None:
        self._dragging = card_id
        for follower in self._followers.get(card_id, []):
            item = self._items.get(follower)
            if item is not None:
                item.setZValue(layout.Z_DRAGGED - 1)
        self.unit_drag_started.emit(card_id)

    def _on_drag_moved(self, card_id: str, delta: QPointF) -> None:
        for follower in self._followers.get(card_id, []):
            item = self._items.get(follower)
            if item is not None:
                item.setPos(item.pos() + delta)
        item = self._items.get(card_id)
        hot = self.zone_at(item.pos()) if item is not None else ""
        for key, zone in self._zones.items():
            zone.set_legal(key in self._legal_drops, hot=key == hot and key in self._legal_drops)

    def _on_dropped(self, card_id: str, point: QPointF) -> None:
        self._dragging = None
        item = self._items.get(card_id)
        where = self.zone_at(item.pos() if item is not None else point)
        self.show_legal_drops(set())
        self.unit_dropped.emit(card_id, where)

    def _on_face_ready(self, definition_id: str) -> None:
        state = self._state
        if state is None:
            return
        for key, item in self._items.items():
            if not item.face_up:
                continue
            card_id = self._pile_tops.get(key, "") if key.startswith("pile:") else key
            card = state.cards.get(card_id)
            if card is not None and card.definition.id == definition_id:
                item.set_face(self.faces.face(card.definition))


def card_kind_label(card_type: CardType) -> str:
    """A readable card type for previews."""
    return card_type.value.capitalize()
