"""The CCG's builder of the game-neutral :class:`~l5r_desktop.ui.table_model.TableModel`: what
the table shows of a CCG ``GameState`` to one viewer, laid out with the CCG's geometry
(:mod:`l5r_desktop.ui.layout`), for ``TableScene`` to draw. No Qt here.

The viewer's side is at the bottom ("near"). Zones, in the order the scene creates them: for
each seat its home row (``home:<p>``: units with their attachments fanned towards the centre,
a drop target whose outline shows only while a drop there is legal), provinces
(``province:<p>:<i>``: the card, face down until revealed, and the province's Region under it),
decks and discards (``pile:<p>:<name>``: the top card, the count as its badge), hand
(``hand:<p>``: faces only for the viewer, :meth:`ViewOptions.shows_hand_of`), focus pool and
focused cards (``focus:<p>``, ``focusing:<p>``); then the attack's battlefields
(``battlefield:<i>``, drop targets, each army on its owner's half).
"""

from __future__ import annotations

from collections.abc import Mapping

from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.ui import layout
from l5r_desktop.ui.layout import PILE_NAMES
from l5r_desktop.ui.table_model import (
    Arrow,
    Banner,
    CardView,
    PileView,
    PromptView,
    Region,
    SeatCounter,
    TableModel,
    ViewOptions,
    ZoneView,
)

PILE_LABELS = {
    "dynasty_deck": "Dynasty deck",
    "dynasty_discard": "Dynasty discard",
    "honorably_dead": "Honorably dead",
    "fate_deck": "Fate deck",
    "fate_discard": "Fate discard",
    "dishonorably_dead": "Dishonorably dead",
}


def _region(rect: layout.Rect) -> Region:
    return Region(rect.x, rect.y, rect.w, rect.h)


def _card_slot(x: float, y: float) -> Region:
    """The outline of one card's place (a province, a pile)."""
    return Region(x - layout.CARD_W / 2 - 5, y - layout.CARD_H / 2 - 5,
                  layout.CARD_W + 10, layout.CARD_H + 10)


def seat_counter(state: GameState, seat: int, near: bool = True) -> SeatCounter:
    """A player's readout: name, Family Honor, Gold pool, cards in hand, the Imperial Favor;
    active while that player has priority and the game goes on."""
    player = state.players[seat]
    lines = [player.name, f"Honor: {player.family_honor}", f"Gold: {player.gold_pool}",
             f"Hand: {len(player.hand)}"]
    if player.favor:
        lines.append("Imperial Favor")
    return SeatCounter(seat, tuple(lines), seat == state.priority and not state.game_over,
                       layout.counter_pos(near))


def seat_piles(state: GameState, seat: int) -> tuple[PileView, ...]:
    """A player's decks (top card face down, the Dynasty or Fate back), discard piles and
    dead piles (last card face up; the dead lie bowed, the dishonorably dead upside down)."""
    player = state.players[seat]
    out = []
    for name in PILE_NAMES:
        pile = player.pile(Zone(name))
        is_deck = name.endswith("_deck")
        top = (pile[0] if is_deck else pile[-1]) if pile else ""
        dead = name.endswith("dead")
        out.append(PileView(
            key=f"pile:{seat}:{name}", seat=seat, name=name, label=PILE_LABELS[name],
            count=len(pile), top=top, face_up=not is_deck,
            back=("dynasty" if name.startswith("dynasty") else "fate") if is_deck else "",
            bowed=dead, upside_down=dead and name.startswith("dis")))
    return tuple(out)


def card_view(state: GameState, card_id: str, zone: str, owner: int, position: int,
              pos: tuple[float, float], *, face_up: bool, z: float = layout.Z_CARD,
              attached_to: str = "") -> CardView:
    """How one card is drawn: its face (title, note, tokens; a dishonored card upside down with
    its dishonor token) only when ``face_up``, bowed only in play, its deck's back."""
    card = state.cards[card_id]
    definition = card.definition
    tokens = dict(card.tokens) if face_up else {}
    if card.dishonored and face_up and "dishonor" not in tokens:
        tokens["dishonor"] = 1
    return CardView(
        id=card_id, zone=zone, owner=owner, position=position, pos=pos, z=z, card=card_id,
        face=definition if face_up else None, title=definition.title if face_up else "",
        back=definition.deck.value, bowed=card.bowed and card.zone.in_play,
        dishonored=card.dishonored and face_up, tokens=tuple(sorted(tokens.items())),
        note=card.note if face_up else "", attached_to=attached_to)


def unit_views(state: GameState, card_id: str, zone: str, owner: int, position: int,
               pos: tuple[float, float], near: bool) -> list[CardView]:
    """A unit face up and its attachments peeking out under it, towards the table's centre."""
    out = [card_view(state, card_id, zone, owner, position, pos, face_up=True)]
    for i, att in enumerate(state.cards[card_id].attachments):
        dx, dy = layout.attachment_offset(near, i)
        out.append(card_view(state, att, zone, owner, i, (pos[0] + dx, pos[1] + dy),
                             face_up=True, z=layout.Z_CARD + layout.Z_ATTACHMENT * (i + 1),
                             attached_to=card_id))
    return out


def home_rect(near: bool) -> Region:
    """The home row's drop outline: the whole row, with room for the attachments' fan."""
    x0, y0 = layout.home_pos(near, 0)
    x1, _ = layout.home_pos(near, layout.home_capacity() - 1)
    left, right = min(x0, x1) - layout.CARD_H / 2, max(x0, x1) + layout.CARD_H / 2
    fan = layout.ATTACHMENT_STEP * layout.FAN_ROOM
    top = y0 - layout.CARD_H / 2 - (fan if near else 0)
    return Region(left, top, right - left, layout.CARD_H + fan)


def home_zone(state: GameState, p: int, near: bool) -> ZoneView:
    """``home:<p>``: the cards at home (Stronghold first), each unit with its attachments."""
    home = [cid for cid in state.players[p].home if state.cards[cid].zone is Zone.HOME]
    key = f"home:{p}"
    cards = [view for slot, cid in enumerate(home)
             for view in unit_views(state, cid, key, p, slot,
                                    layout.home_pos(near, slot, len(home)), near)]
    return ZoneView(key, "", p, "row", tuple(cards), home_rect(near), drop_target=True,
                    always_shown=False)


def province_zones(state: GameState, p: int, near: bool) -> list[ZoneView]:
    """``province:<p>:<i>``: the province's card (face down until revealed) over its Region."""
    player = state.players[p]
    count = len(player.provinces)
    out = []
    for i, card_id in enumerate(player.provinces):
        x, y = layout.province_pos(near, i, count)
        if not near:
            x = layout.TABLE_W - x
        key = f"province:{p}:{i}"
        cards = []
        region = player.province_regions[i] if i < len(player.province_regions) else None
        if region:
            dy = -layout.ATTACHMENT_STEP if near else layout.ATTACHMENT_STEP
            cards.append(card_view(state, region, key, p, 0, (x, y + dy), face_up=True,
                                   z=layout.Z_CARD - 1))
        if card_id:
            cards.append(card_view(state, card_id, key, p, len(cards), (x, y),
                                   face_up=state.cards[card_id].face_up))
        out.append(ZoneView(key, "" if card_id else "empty province", p, "stack",
                            tuple(cards), _card_slot(x, y)))
    return out


def pile_zone(state: GameState, pile: PileView, near: bool) -> ZoneView:
    """A pile's zone: its outline, and its top card drawn as the pile (keyed by the pile, the
    count as its badge; a deck by its back, a dead pile bowed or upside down)."""
    x, y = layout.pile_pos(near, pile.name)
    cards: tuple[CardView, ...] = ()
    if pile.top:
        top = card_view(state, pile.top, pile.key, pile.seat, 0, (x, y),
                        face_up=pile.face_up)
        bowed, upside_down = top.bowed, top.dishonored
        if pile.bowed or pile.upside_down:
            bowed, upside_down = pile.bowed, pile.upside_down
        cards = (CardView(
            id=pile.key, zone=pile.key, owner=pile.seat, position=0, pos=(x, y),
            z=layout.Z_CARD, card=pile.top, face=top.face, title=top.title,
            back=pile.back or top.back, bowed=bowed, dishonored=upside_down,
            tokens=top.tokens, note=top.note, badge=str(pile.count),
            tooltip=f"{pile.label}: {pile.count} cards"),)
    return ZoneView(pile.key, pile.label, pile.seat, "stack", cards, _card_slot(x, y))


def hand_zones(state: GameState, p: int, near: bool, view: ViewOptions) -> list[ZoneView]:
    """``hand:<p>`` (faces only for who may see them), the focus pool ``focus:<p>`` (the same)
    and the focused cards ``focusing:<p>`` (face down until revealed) of a duel."""
    player = state.players[p]
    show = view.shows_hand_of(p)
    hand, pool, focusing = player.hand, player.focus_pool, player.focusing
    zones = []
    for key, cards in (
        (f"hand:{p}", [card_view(state, cid, f"hand:{p}", p, i,
                                 layout.hand_pos(near, i, len(hand)), face_up=show,
                                 z=layout.Z_CARD + i * 0.01) for i, cid in enumerate(hand)]),
        (f"focus:{p}", [card_view(state, cid, f"focus:{p}", p, i,
                                  layout.focus_pos(near, i, False), face_up=show,
                                  z=layout.Z_CARD + i * 0.01) for i, cid in enumerate(pool)]),
        (f"focusing:{p}", [card_view(state, cid, f"focusing:{p}", p, i,
                                     layout.focus_pos(near, i, True),
                                     face_up=state.cards[cid].face_up,
                                     z=layout.Z_CARD + i * 0.01)
                           for i, cid in enumerate(focusing)]),
    ):
        zones.append(ZoneView(key, "", p, "fan", tuple(cards)))
    return zones


def battlefield_zones(state: GameState, viewer: int) -> list[ZoneView]:
    """The attack's battlefields, each above the defender's province it was declared at: the
    attacking and the defending army, each on its owner's half."""
    attack = state.attack
    if attack is None:
        return []
    defender_near = attack.defender == viewer
    count = max(len(state.players[attack.defender].provinces), 1)
    out = []
    for i, field_ in enumerate(attack.battlefields):
        index = min(field_.province, count - 1)
        label = f"Battlefield {i + 1}" + (" (current)" if attack.current == i else "")
        if field_.ended:
            label += " (resolved)"
        key = f"battlefield:{i}"
        cards: list[CardView] = []
        for attacking, units in ((True, field_.attacking), (False, field_.defending)):
            owner = attack.attacker if attacking else attack.defender
            for slot, card_id in enumerate(units):
                pos = layout.battlefield_unit_pos(defender_near, index, count, attacking, slot,
                                                  len(units))
                cards += unit_views(state, card_id, key, owner, slot, pos, owner == viewer)
        out.append(ZoneView(key, label, -1, "row", tuple(cards),
                            _region(layout.battlefield_rect(defender_near, index, count)),
                            drop_target=True, z=layout.Z_BATTLEFIELD))
    return out


def build(state: GameState, view: ViewOptions | None = None, *,
          banners: Mapping[str, tuple[str, bool]] | None = None,
          arrows: tuple[tuple[str, str, str], ...] = (),
          prompt: PromptView | None = None) -> TableModel:
    """The table model of ``state`` seen with ``view`` (default: seat 0, own hand shown):
    ``banners`` (zone key -> (text, emphasised)) are drawn over the battlefields during an
    attack; ``arrows`` are (source, target, label) between cards; ``prompt`` is the phase
    bar's (the adapter's: it knows the controller's choices)."""
    view = view or ViewOptions()
    seats = range(len(state.players))
    zones: list[ZoneView] = []
    piles: list[PileView] = []
    for p in seats:
        near = p == view.viewer
        seat = seat_piles(state, p)
        piles += seat
        zones.append(home_zone(state, p, near))
        zones += province_zones(state, p, near)
        zones += [pile_zone(state, pile, near) for pile in seat]
        zones += hand_zones(state, p, near, view)
    zones += battlefield_zones(state, view.viewer)
    keys = {zone.key for zone in zones}
    shown = (banners or {}) if state.attack is not None else {}
    return TableModel(
        counters=tuple(seat_counter(state, p, p == view.viewer) for p in seats),
        piles=tuple(piles), zones=tuple(zones),
        banners=tuple(Banner(key, text, emphasis) for key, (text, emphasis) in shown.items()
                      if key in keys),
        arrows=tuple(Arrow(s, t, label) for s, t, label in arrows),
        prompt=prompt or PromptView(), table=_region(layout.table_rect()))
