"""The LCG table scene (issue 20, first slice): everything an LCG position shows, read-only.

:class:`LcgTableScene` draws an :class:`~l5r_desktop.games.lcg.state.LcgState` for one viewer
(the near side, at the bottom): for each side the stronghold on the stronghold province and the
four other provinces with their dynasty cards (facedown until revealed, broken provinces
crossed), the dynasty and conflict decks and discard piles (counts), the hand (the viewer's
faces; the opponent's backs; every hand hidden behind the hot-seat cover), the home area with
characters (bowed cards turned 90°, fate on the card, honored / dishonored status, attachments
listed under the title); in the middle the ring tray (five rings, fate on each unclaimed ring,
the contested ring, who claimed which) and the conflict area (attackers and defenders with
their skill and both totals as the engine counts them); and each player's panel (honor, fate,
honor dial hidden until revealed or own, conflicts left, first player token, Imperial Favor).

The scene has a fixed logical size (:data:`SCENE_W` × :data:`SCENE_H`); the view scales it to
the window. Every number comes from the engine (``games.lcg.stats``): the table computes
nothing of the rules. Items are kept by key for tests (``card_item(uid)``, ``label(key)``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from l5r_desktop.games.lcg import stats
from l5r_desktop.games.lcg.cards import ELEMENTS
from l5r_desktop.games.lcg.labels import may_look
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.ui.lcg.table_model import COUNTER_LINES, LcgViewOptions
from l5r_desktop.ui.lcg.table_model import build as build_model
from l5r_desktop.ui.table_model import PileView, SeatCounter, TableModel

__all__ = ["CARD_H", "CARD_W", "SCENE_H", "SCENE_W", "LcgTableScene", "LcgViewOptions"]

SCENE_W = 1600.0
SCENE_H = 1000.0
CARD_W = 78.0
CARD_H = 108.0
GAP = 8.0
PANEL_X = 1290.0  # the players' panels and piles sit right of this line
_PANEL_PT = 12.5  # the panels' text (read at 1280x720 with the docks open)

_TABLE = QColor("#23412f")
_ZONE = QColor("#2e5a40")
_TEXT = QColor("#f2efe6")
_BACK = QColor("#5b3a29")
_BROKEN = QColor("#b03030")
_TYPE_COLORS = {"character": "#e8dcc0", "holding": "#d7e3c8", "event": "#e6cfcf",
                "attachment": "#d8d4ea", "province": "#c9c2b0", "stronghold": "#cbb27a",
                "role": "#c0cbd6"}
#: Where a seat panel's counter lines go: (key, dx, dy, point size, bold, width to fit).
_PANEL_PLACES = (("honor", 0, 16, 17, True, None), ("fate", 150, 16, 17, True, None),
                 ("dial", 0, 48, _PANEL_PT, False, None),
                 ("conflicts", 0, 72, _PANEL_PT, False, 280),
                 ("tokens", 0, 96, _PANEL_PT, True, 280),
                 ("claimed", 0, 226, _PANEL_PT, False, 280),
                 ("favor", 0, 258, _PANEL_PT, True, 280), ("result", 0, 290, 16, True, None))
_RING_COLORS = {"air": "#cfe3f0", "earth": "#c9b48a", "fire": "#e98c5a", "water": "#6fa8d6",
                "void": "#a48ac4"}


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


class LcgCardItem(QGraphicsRectItem):
    """One card: its title and numbers, or its back; bowed cards turn 90°."""

    def __init__(self, uid: str, lines: list[str], *, face_up: bool, kind: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(0, 0, CARD_W, CARD_H, parent)
        self.uid = uid
        self.face_up = face_up
        self.lines = lines if face_up else []
        color = QColor(_TYPE_COLORS.get(kind, "#e8dcc0")) if face_up else _BACK
        self.setBrush(QBrush(color))
        self.setPen(QPen(QColor("#111111"), 1.2))
        self.setTransformOriginPoint(CARD_W / 2, CARD_H / 2)
        y = 4.0
        for n, line in enumerate(self.lines):
            if y > CARD_H - 50 and n < len(self.lines) - 1:  # keep the tokens' corner clear
                line = f"+{len(self.lines) - n} more"
            text = QGraphicsSimpleTextItem(line, self)
            text.setFont(_font(12 if n == 1 else 9, bold=n < 2))
            text.setBrush(QBrush(QColor("#161616")))
            _fit(text, CARD_W - 6)
            text.setPos(3, y)
            y += text.boundingRect().height() + 1
            if line.endswith(" more") and line.startswith("+"):
                break
        self.badges: dict[str, str] = {}
        self.peeked = False  # a facedown card shown to its owner only

    def add_badge(self, key: str, text: str, color: str, corner: int) -> None:
        """A round token on a corner (0 bottom-left fate, 1 bottom-right status)."""
        r = 13.0
        x = 2 if corner == 0 else CARD_W - 2 * r - 2
        dot = QGraphicsEllipseItem(x, CARD_H - 2 * r - 2, 2 * r, 2 * r, self)
        dot.setBrush(QBrush(QColor(color)))
        dot.setPen(QPen(QColor("#111111"), 1))
        label = QGraphicsSimpleTextItem(text, dot)
        label.setFont(_font(9, bold=True))
        rect = label.boundingRect()
        label.setPos(x + r - rect.width() / 2, CARD_H - r - 2 - rect.height() / 2)
        self.badges[key] = text


def _fit(text: QGraphicsSimpleTextItem, width: float) -> None:
    """Cut a text item's string with "…" until it fits ``width``."""
    full = text.text()
    if text.boundingRect().width() <= width:
        return
    text.setToolTip(full)
    cut = full
    while cut and text.boundingRect().width() > width:
        cut = cut[:-1]
        text.setText(cut.rstrip() + "…")


class LcgTableScene(QGraphicsScene):
    """The LCG table for one viewer; :meth:`sync` redraws it from a state."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, SCENE_W, SCENE_H)
        self.setBackgroundBrush(QBrush(_TABLE))
        self._cards: dict[str, LcgCardItem] = {}
        self._labels: dict[str, QGraphicsSimpleTextItem] = {}
        self._zones: dict[str, QGraphicsRectItem] = {}
        self._ring_items: dict[str, QGraphicsEllipseItem] = {}
        self.state: LcgState | None = None
        self._peeker: int | None = None

    def set_view_scale(self, device_scale: float) -> None:
        """The view's device scale (the LCG table draws plain items: nothing to re-render)."""
        self.view_scale = device_scale

    # -- test / controller access -------------------------------------------------------------
    def card_item(self, uid: str) -> LcgCardItem | None:
        """The item drawing card ``uid`` (None when it is not on the table or hidden in a
        deck)."""
        return self._cards.get(uid)

    def item(self, uid: str) -> LcgCardItem | None:
        """Same as :meth:`card_item` (the name the table drivers use)."""
        return self._cards.get(uid)

    def ring_item(self, element: str) -> QGraphicsEllipseItem | None:
        """The circle drawing ring ``element``."""
        return self._ring_items.get(element)

    def card_items(self) -> dict[str, LcgCardItem]:
        """Every card item by uid."""
        return dict(self._cards)

    def label(self, key: str) -> str | None:
        """The text of a labelled number (``honor:0``, ``ring:fire``, ``total:attack`` ...)."""
        item = self._labels.get(key)
        return item.toolTip() or item.text() if item else None

    def zone_rect(self, key: str) -> QRectF | None:
        """The scene rectangle of a zone (``home:0``, ``conflict``, ``rings`` ...)."""
        item = self._zones.get(key)
        return item.sceneBoundingRect() if item else None

    # -- drawing ----------------------------------------------------------------------------
    def sync(self, state: LcgState, options: LcgViewOptions | None = None) -> None:
        """Redraw the whole table from ``state`` as ``options.viewer`` sees it."""
        options = options or LcgViewOptions()
        _NAMES[0] = options.names
        #: who may look at his own facedown cards (nobody behind the hand-off cover)
        self._peeker = None if options.hide_all_hands else options.viewer
        self.clear()
        self._cards.clear()
        self._labels.clear()
        self._zones.clear()
        self._ring_items.clear()
        self.state = state
        near = options.viewer
        far = 1 - near
        model = build_model(state, options)
        self._side(state, model, far, options, top=True)
        self._side(state, model, near, options, top=False)
        self._rings(state, 20.0, 384.0)
        self._conflict(state, 420.0, 384.0)

    def _zone(self, key: str, rect: QRectF, title: str) -> QGraphicsRectItem:
        item = QGraphicsRectItem(rect)
        item.setBrush(QBrush(_ZONE))
        item.setPen(QPen(QColor("#4f7f61"), 1))
        item.setZValue(-1)
        self.addItem(item)
        caption = QGraphicsSimpleTextItem(title, item)
        caption.setFont(_font(8))
        caption.setBrush(QBrush(QColor("#bcd3c3")))
        caption.setPos(rect.x() + 4, rect.y() + 2)
        self._zones[key] = item
        return item

    def _text(self, key: str, text: str, x: float, y: float, *, size: float = 10,
              bold: bool = False, width: float | None = None) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(_font(size, bold))
        item.setBrush(QBrush(_TEXT))
        item.setPos(x, y)
        self.addItem(item)
        if width is not None:
            _fit(item, width)
        if key:
            self._labels[key] = item
        return item

    def _card(self, state: LcgState, uid: str, x: float, y: float, *,
              face_up: bool | None = None) -> LcgCardItem:
        card = state.cards[uid]
        d = state.defs[card.card_id]
        shown = (not card.facedown) if face_up is None else face_up
        peek = not shown and may_look(state, uid, self._peeker)
        lines = _card_lines(state, uid) if shown or peek else []
        item = LcgCardItem(uid, [*lines[:2], "(facedown)", *lines[2:]] if peek else lines,
                           face_up=shown or peek, kind=d.type.value)
        item.peeked = peek
        if peek:  # the owner looks at his facedown card: a dashed edge says only he sees it
            item.setPen(QPen(QColor("#5b3a29"), 3, Qt.PenStyle.DashLine))
        item.setPos(x, y)
        if card.bowed:
            item.setRotation(90)
        if shown and card.fate:
            item.add_badge("fate", str(card.fate), "#e9c46a", 0)
        if shown and card.status:
            item.add_badge("status", "H" if card.status == "honored" else "D",
                           "#fafafa" if card.status == "honored" else "#333333", 1)
        if shown:
            item.setToolTip(_tooltip(state, uid))
        self.addItem(item)
        self._cards[uid] = item
        return item

    def _side(self, state: LcgState, model: TableModel, p: int, options: LcgViewOptions, *,
              top: bool) -> None:
        ps = state.players[p]
        hand_y, prov_y, home_y = (8.0, 66.0, 232.0) if top else (846.0, 680.0, 544.0)
        # provinces: the four others left to right, then the stronghold province
        self._zone(f"provinces:{p}", QRectF(10, prov_y - 4, 580, 160), "Provinces")
        slots = [*ps.provinces, ps.stronghold_province]
        for n, prov in enumerate(slots):
            if prov is None:
                continue
            x = 20.0 + n * (CARD_W + 2 * GAP + 19)
            self._province(state, p, prov, x, prov_y + 14, is_stronghold=n == 4)
        # home area
        self._zone(f"home:{p}", QRectF(10, home_y - 4, PANEL_X - 20, CARD_H + 22),
                   f"Home · {_name(state, p)}")
        home = [u for u in ps.characters if not stats.participating(state, u)]
        x = 20.0
        for uid in home:
            self._card(state, uid, x + (CARD_H - CARD_W) / 2 * state.cards[uid].bowed,
                       home_y + 12)
            x += (CARD_H if state.cards[uid].bowed else CARD_W) + GAP
        # hand
        hidden = options.hide_all_hands or (p != options.viewer
                                            and not options.reveal_all_hands)
        if hidden:
            self._text(f"hand:{p}", f"Hand: {len(ps.hand)} cards", 20, hand_y + 10,
                       size=10, bold=True)
            for n in range(min(14, len(ps.hand))):
                back = QGraphicsRectItem(150 + n * 24, hand_y + 4, 40, 48)
                back.setBrush(QBrush(_BACK))
                back.setPen(QPen(QColor("#111111"), 1))
                self.addItem(back)
        else:
            zone = self._zone(f"hand:{p}", QRectF(10, hand_y - 4, PANEL_X - 20, CARD_H + 26),
                              f"Hand · {len(ps.hand)} cards")
            self._labels[f"hand:{p}"] = zone.childItems()[0]
            step = min(CARD_W + GAP, (PANEL_X - 40 - CARD_W) / max(1, len(ps.hand) - 1))
            for n, uid in enumerate(ps.hand):
                self._card(state, uid, 20 + n * step, hand_y + 12, face_up=True)
        self._panel(model.counter(p), model.piles_of(p), top)

    def _province(self, state: LcgState, p: int, prov: str, x: float, y: float, *,
                  is_stronghold: bool) -> None:
        card = state.cards[prov]
        d = state.defs[card.card_id]
        if card.facedown:
            head = "Stronghold province" if is_stronghold else "Facedown province"
        else:
            head = f"{d.name} · {stats.province_strength(state, prov)}"
        text = self._text(f"province:{prov}", head, x, y + CARD_H + 3, size=9,
                          width=CARD_W + 2 * GAP + 14)
        if card.broken:
            text.setBrush(QBrush(QColor("#ff9a9a")))
            self._text(f"broken:{prov}", "BROKEN", x, y + CARD_H + 20, size=9, bold=True)
        if is_stronghold and state.players[p].stronghold:
            self._card(state, state.players[p].stronghold, x, y)
            return
        on = state.province_cards.get(prov, [])
        for n, uid in enumerate(on[:2]):
            self._card(state, uid, x + 12 * n, y + 6 * n)
        if not on:
            self._card(state, prov, x, y)
        if card.broken:
            cross = QGraphicsRectItem(x - 2, y + CARD_H / 2 - 3, CARD_W + 4, 6)
            cross.setBrush(QBrush(_BROKEN))
            cross.setRotation(0)
            cross.setZValue(5)
            self.addItem(cross)

    def _panel(self, counter: SeatCounter, piles: tuple[PileView, ...], top: bool) -> None:
        """Draw one seat's panel from the table model: its counter's lines (in the order of
        :data:`~l5r_desktop.ui.lcg.table_model.COUNTER_LINES`) and its piles' counts."""
        p = counter.seat
        lines = dict(zip(COUNTER_LINES, counter.lines, strict=False))
        y = 8.0 if top else 544.0
        self._zone(f"panel:{p}", QRectF(PANEL_X, y - 4, SCENE_W - PANEL_X - 10, 356),
                   lines["name"])
        x = PANEL_X + 12
        for key, dx, dy, size, bold, width in _PANEL_PLACES:
            text = lines.get(key, "")
            if text or key == "tokens":
                self._text(f"{key}:{p}", text or " ", x + dx, y + dy, size=size, bold=bold,
                           width=width)
        for n, pile in enumerate(piles):
            self._text(f"{pile.name}:{p}", f"{pile.label}: {pile.count}", x, y + 126 + 24 * n,
                       size=_PANEL_PT)

    def _rings(self, state: LcgState, x: float, y: float) -> None:
        self._zone("rings", QRectF(x - 10, y - 10, 390, 146), "Ring tray")
        contested = state.conflict.ring if state.conflict else None
        for n, element in enumerate(ELEMENTS):
            ring = state.rings[element]
            cx = x + 4 + n * 74
            circle = QGraphicsEllipseItem(cx, y + 16, 66, 66)
            circle.setBrush(QBrush(QColor(_RING_COLORS[element])))
            pen = QPen(QColor("#ffd23f") if element == contested else QColor("#111111"),
                       5 if element == contested else 1.5)
            circle.setPen(pen)
            circle.setData(0, f"ring:{element}")
            self.addItem(circle)
            self._ring_items[element] = circle
            name = QGraphicsSimpleTextItem(element.capitalize(), circle)
            name.setFont(_font(10, bold=True))
            name.setBrush(QBrush(QColor("#161616")))
            rect = name.boundingRect()
            name.setPos(cx + 33 - rect.width() / 2, y + 26)
            if ring["claimed_by"] is not None:
                status = f"claimed: {_name(state, ring['claimed_by'])}"
            elif element == contested:
                status = "contested"
            else:
                status = f"fate {ring['fate']}"
            text = self._text(f"ring:{element}", status, cx - 2, y + 88, size=10, width=72)
            self._text(f"ringfate:{element}", str(ring["fate"]), cx + 28, y + 48, size=12,
                       bold=True).setBrush(QBrush(QColor("#161616")))
            text.setZValue(2)

    def _conflict(self, state: LcgState, x: float, y: float) -> None:
        c = state.conflict
        self._zone("conflict", QRectF(x, y - 10, PANEL_X - x - 10, 146), "Conflict area")
        if c is None:
            self._text("conflict", "No conflict", x + 12, y + 14, size=11)
            return
        attacker = _name(state, c.attacker)
        defender = _name(state, 1 - c.attacker)
        prov = state.cards[c.province]
        target = "facedown province" if prov.facedown else state.defs[prov.card_id].name
        self._text("conflict", f"{attacker} attacks {defender}: {c.type} {c.ring} conflict "
                   f"at {target}", x + 100, y - 8, size=9, bold=True, width=PANEL_X - x - 120)
        half = (PANEL_X - x - 10) / 2
        self._text("total:attack", f"Attack {stats.side_total(state, c.attacker)}",
                   x + 10, y + 3, size=13, bold=True)
        self._text("total:defense", f"Defense {stats.side_total(state, 1 - c.attacker)}",
                   x + half + 10, y + 3, size=13, bold=True)
        for left, uids in ((x + 10, c.attackers), (x + half + 10, c.defenders)):
            room = half - 20 - CARD_H  # a bowed card is CARD_H wide
            step = min(CARD_W + GAP, room / max(1, len(uids) - 1))
            for n, uid in enumerate(uids):
                bowed = state.cards[uid].bowed
                self._card(state, uid, left + n * step + (CARD_H - CARD_W) / 2 * bowed,
                           y + 26 - (CARD_H - CARD_W) / 2 * bowed)


_NAMES: list[tuple[str, ...]] = [()]


def _name(state: LcgState, p: int) -> str:
    names = _NAMES[0]
    return names[p] if p < len(names) else f"Player {p + 1}"


def _card_lines(state: LcgState, uid: str) -> list[str]:
    """Title, then the numbers a player reads at a glance."""
    d = state.defn(uid)
    lines = [d.name]
    kind = d.type.value
    if kind == "character":
        mil = stats.skill(state, uid, "military")
        pol = stats.skill(state, uid, "political")
        lines.append(f"{'-' if mil is None else mil} / {'-' if pol is None else pol}")
        lines.append(f"glory {d.glory}")
        for att in stats.attachments_on(state, uid):
            lines.append(f"+ {state.defn(att).name}")
    elif kind == "stronghold":
        lines.append(f"+{d.strength_bonus or 0}")
        lines.append(f"honor {d.honor}")
        lines.append(f"fate {d.fate}")
        lines.append(f"influence {d.influence}")
    elif kind == "holding":
        lines.append(f"+{d.strength_bonus or 0}")
        lines.append("holding")
    elif kind == "province":
        lines.append(str(stats.province_strength(state, uid)))
        lines.append("strength")
    else:
        lines.append("" if d.cost is None else str(d.cost))
        lines.append(kind if d.cost is None else f"{kind} · cost")
    return lines


def _tooltip(state: LcgState, uid: str) -> str:
    d = state.defn(uid)
    parts = [d.name, d.type.value]
    if d.traits:
        parts.append(". ".join(d.traits))
    if d.text:
        parts.append(d.text)
    return "\n".join(parts)

