"""The game-neutral table model (issue 15, item 5): what a table shows, without Qt or a game.

A game's builder (the CCG's: ``ui/ccg_table_model.build``) turns its state, as one viewer sees
it (:class:`ViewOptions`), into a :class:`TableModel`; the scene (``ui/table_scene.py``) draws
the model and nothing else, so one scene can draw any game. The model holds:

- **zones** (:class:`ZoneView`): every place cards lie (a home row, a province, a pile, a hand,
  a battlefield), with the region the builder laid it out in (the game's layout), its label,
  whether cards may be dropped on it, and its **cards** (:class:`CardView`): where each one is
  drawn, face up or not (a card the viewer may not see has no ``face``: hand privacy is the
  builder's), bowed, dishonored (upside down), tokens, note, badge, the card it is attached to;
- the seats' **counters** (:class:`SeatCounter`) and a summary of their **piles**
  (:class:`PileView`; a pile is drawn from its zone);
- **overlays**: texts over zones (:class:`Banner`) and arrows between cards (:class:`Arrow`);
- the **prompt** (:class:`PromptView`): the phase bar's status line, prompt and choices.

This module imports neither Qt nor a game, so both games' builders and any scene share it.
Fields are only ever added (with defaults), never changed, so builders keep working.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

#: ``ZoneView.kind``: cards side by side, piled on one another, or overlapping in a fan.
ZONE_KINDS = ("row", "stack", "fan")


@dataclass(frozen=True, slots=True)
class Region:
    """An axis-aligned rectangle in scene units (x, y: top left)."""

    x: float
    y: float
    w: float
    h: float

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h


@dataclass(frozen=True, slots=True)
class ViewOptions:
    """How one viewer sees the table: whose side is at the bottom (``viewer``), which hands
    show (every hand hidden behind the hand-off cover, or every hand revealed), and which cards
    may be dragged now. The builder reads the first three, the scene ``draggable``."""

    viewer: int = 0
    hide_all_hands: bool = False
    reveal_all_hands: bool = False
    draggable: frozenset[str] = frozenset()

    def shows_hand_of(self, seat: int) -> bool:
        """True when the viewer may see the faces of ``seat``'s hand."""
        return self.reveal_all_hands or (seat == self.viewer and not self.hide_all_hands)


@dataclass(frozen=True, slots=True)
class SeatCounter:
    """One seat's readout: the lines shown (name first), whether that seat acts now, and where
    its centre is (scene units)."""

    seat: int
    lines: tuple[str, ...]
    active: bool
    pos: tuple[float, float] = (0.0, 0.0)
    #: drawn by a per-game panel (the LCG's players' panels), not by the scene
    panel: bool = False


@dataclass(frozen=True, slots=True)
class PileView:
    """One deck or discard pile of a seat (a summary: the scene draws the pile's zone, key
    ``key``, whose one card is the top card with the count as its badge).

    ``key`` is the pile's zone key (``pile:<seat>:<name>``); ``top`` the card on top (``""``
    when empty), shown face up or by ``back`` (the game's name of the card back); ``bowed``
    (turned 90°) and ``upside_down`` (180°) say how the top card lies."""

    key: str
    seat: int
    name: str
    label: str
    count: int
    top: str
    face_up: bool
    back: str
    bowed: bool
    upside_down: bool


@dataclass(frozen=True, slots=True)
class CardView:
    """One card as the viewer sees it, where the builder laid it out.

    ``id`` keys the drawn item (a card id; for a pile, the pile's key) and ``card`` is the id
    of the game's card shown (the pile's top card; else the same as ``id``). ``zone`` is the
    key of the :class:`ZoneView` holding it, ``owner`` its seat, ``position`` its place in the
    zone (an attachment: its place under ``attached_to``, the card it moves with). ``pos`` is
    its centre and ``z`` its drawing order (scene units). ``face`` is what the scene's face
    source draws (the game's card definition, with an ``id``); ``None`` when the viewer sees
    only the back, named by ``back`` (the game's name: ``"dynasty"``, ``"fate"``, ...).
    ``bowed`` turns the card 90°, ``dishonored`` 180° (upside down); ``tokens`` are
    (kind, count) pairs drawn on the card, ``badge`` a short text in its corner (a pile's
    count), ``tooltip`` replaces the title as the hover text when not empty."""

    id: str
    zone: str
    owner: int
    position: int
    pos: tuple[float, float]
    z: float = 0.0
    card: str = ""
    face: object | None = None
    title: str = ""
    back: str = ""
    bowed: bool = False
    dishonored: bool = False
    tokens: tuple[tuple[str, int], ...] = ()
    note: str = ""
    attached_to: str = ""
    badge: str = ""
    tooltip: str = ""
    #: (width, height) in scene units when not the model's ``card_size`` (a hidden hand's
    #: small backs)
    size: tuple[float, float] | None = None

    @property
    def face_up(self) -> bool:
        """True when the viewer sees the card's face."""
        return self.face is not None


@dataclass(frozen=True, slots=True)
class TextFace:
    """A card face drawn as text, for a game with no card images (the LCG): ``lines`` (title
    first, then the numbers read at a glance), ``kind`` (the card type, which colours it) and
    ``facedown`` (the viewer looks at a card that lies face down for everyone else).
    ``id`` names the card's definition, like any ``CardView.face``; ``color`` the face's
    background (``#rrggbb``; ``""``: parchment), chosen by the game's builder from ``kind``.
    The scene's face source draws it (``ui/text_faces.py``)."""

    id: str
    lines: tuple[str, ...]
    kind: str = ""
    facedown: bool = False
    color: str = ""


@dataclass(frozen=True, slots=True)
class TokenLook:
    """How the tokens of one ``kind`` look on the cards: a ``color`` (``#rrggbb``) and a
    ``text`` in which ``{count}`` is the count (``""``: the scene's label, the kind's first
    letters and the count)."""

    kind: str
    color: str
    text: str = ""


@dataclass(frozen=True, slots=True)
class ZoneView:
    """One place cards lie: ``key`` (``home:<seat>``, ``province:<seat>:<i>``,
    ``pile:<seat>:<name>``, ``hand:<seat>``, ``battlefield:<i>`` ...), ``label`` drawn in its
    outline, ``owner`` (``-1``: shared), ``kind`` (:data:`ZONE_KINDS`), its ``cards`` in order.

    ``region`` is the outline the builder laid out (``None``: no outline, e.g. a hand);
    ``drop_target`` says a dragged card may be dropped on it (the controller decides where it
    may, the scene highlights those); ``always_shown`` ``False`` draws the outline only while it
    is a legal drop; ``z`` its drawing order (``None``: the scene's order for zones)."""

    key: str
    label: str
    owner: int
    kind: str
    cards: tuple[CardView, ...] = ()
    region: Region | None = None
    drop_target: bool = False
    always_shown: bool = True
    z: float | None = None
    #: (kind, count) pairs lying on the zone itself, not on a card (the fate on an LCG ring)
    tokens: tuple[tuple[str, int], ...] = ()
    #: a click in its region that hits no card is the scene's ``zone_clicked`` (an LCG ring)
    clickable: bool = False


@dataclass(frozen=True, slots=True)
class Banner:
    """A text drawn over the centre of zone ``zone`` (e.g. a battle's Force), ``emphasis`` for
    a result."""

    zone: str
    text: str
    emphasis: bool = False
    #: its centre in scene units (``None``: the zone's centre)
    pos: tuple[float, float] | None = None
    #: its width in scene units (``0``: the scene's, one CCG battlefield)
    width: float = 0.0


@dataclass(frozen=True, slots=True)
class Arrow:
    """An arrow from card ``source`` to card ``target`` (ids of drawn cards) with a label (a
    duel's challenge, a Ranged Attack)."""

    source: str
    target: str
    label: str = ""


@dataclass(frozen=True, slots=True)
class Choice:
    """One choice of the prompt: its label and the game's action it requests (opaque here)."""

    label: str
    action: object = None


@dataclass(frozen=True, slots=True)
class PromptView:
    """The phase bar: the ``status`` line (where the game is), the ``prompt`` (who does what)
    and the ``choices`` offered as buttons, of which the last ``minor`` wait in its More menu
    (legal choices few players want)."""

    status: str = ""
    prompt: str = ""
    choices: tuple[Choice, ...] = ()
    minor: int = 0


@dataclass(frozen=True, slots=True)
class TableModel:
    """What the table shows of one state, as one viewer sees it."""

    counters: tuple[SeatCounter, ...] = ()
    piles: tuple[PileView, ...] = ()
    zones: tuple[ZoneView, ...] = ()
    banners: tuple[Banner, ...] = ()
    arrows: tuple[Arrow, ...] = ()
    prompt: PromptView = field(default_factory=PromptView)
    #: the table's extent in scene units (``None``: the scene's own)
    table: Region | None = None
    #: the (width, height) of a card in scene units (``None``: the scene's, the CCG card
    #: images' 120 x 168; the LCG's text cards are 78 x 108)
    card_size: tuple[float, float] | None = None
    #: every card back drawn plain in this colour (``#rrggbb``; ``""``: the face source's
    #: back images, named by ``CardView.back``), for a game with no back art (the LCG)
    back_color: str = ""
    #: the cards' tokens sit in a row along their bottom edge (a text face keeps that room
    #: free) instead of down their right edge from the top (over a card image's corner)
    tokens_at_bottom: bool = False
    #: the look of some kinds of token (the others keep the scene's)
    token_looks: tuple[TokenLook, ...] = ()

    def piles_of(self, seat: int) -> tuple[PileView, ...]:
        """The piles of ``seat``, in the model's order."""
        return tuple(p for p in self.piles if p.seat == seat)

    def counter(self, seat: int) -> SeatCounter:
        """The counter of ``seat`` (IndexError for a seat the table does not have)."""
        found = [c for c in self.counters if c.seat == seat]
        if not found:
            raise IndexError(f"no counter for seat {seat}")
        return found[0]

    def zone(self, key: str) -> ZoneView:
        """The zone ``key`` (KeyError when the table has none)."""
        for zone in self.zones:
            if zone.key == key:
                return zone
        raise KeyError(key)

    def cards(self) -> Iterator[CardView]:
        """Every card drawn, zone by zone."""
        for zone in self.zones:
            yield from zone.cards

    def card(self, card_id: str) -> CardView:
        """The card drawn as ``card_id`` (KeyError when not on the table)."""
        for view in self.cards():
            if view.id == card_id:
                return view
        raise KeyError(card_id)
