"""The LCG's builder of the game-neutral :class:`~l5r_desktop.ui.table_model.TableModel`: what
the LCG table shows of an :class:`~l5r_desktop.games.lcg.state.LcgState` for one viewer
(docs/architecture.md, "The table model", step 5). No Qt here: the shared
:class:`~l5r_desktop.ui.table_scene.TableScene` draws what this returns (with the LCG's panels,
:mod:`l5r_desktop.ui.lcg.panels`) and reads no game state; where things go is
:mod:`l5r_desktop.ui.lcg.layout`'s. The model says the LCG's card size (78 x 108), its plain
card back, its tokens along the cards' bottom edge (fate: its count; status: H or D) and that
the panels draw the seat counters.

The zones, far side first (its provinces, home area, hand and panel), then the near side, the
ring tray and the conflict area:

- ``provinces:<seat>`` (the outline) and one ``province:<uid>`` per province, four then the
  stronghold province, labelled by what the viewer may know ("Facedown province",
  "Stronghold province", or its name and strength), holding the stronghold, or the dynasty
  cards on it (two drawn), or the province card itself; a broken province has the banner
  "BROKEN" (emphasised); cards stacked on a province lie later ones on top;
- ``home:<seat>``: the characters not in the conflict (a drop target: sending home), each
  followed by its attachments (``attached_to`` the character, at its place, under it and
  turned with it);
- ``hand:<seat>``: the hand, face up for the viewer (or every hand when revealed); a hidden
  hand has a small outline with the label "Hand: N cards" and at most 14 faceless small
  cards (``size``) whose ids are ``hand:<seat>:<n>`` (the cards' own ids would tell which card
  is which);
- ``panel:<seat>``: the outline of the player's panel (the counter and piles are drawn in it);
- ``rings`` and one ``ring:<element>`` per ring: owner the player who claimed it (else -1),
  its fate as the zone's ``fate`` tokens, ``clickable`` (a click on it chooses it), the banner
  "contested", "claimed" and the name, or "fate N" under it (emphasised when contested);
- ``conflict`` (a drop target, the banner "No conflict" or, on its top edge, who attacks
  what), and during a conflict ``conflict:attackers`` / ``conflict:defenders`` labelled (and
  bannered) with the engine's totals ("Attack 5", "Defense 1"), holding the participants and
  their attachments.

The seats' counters carry the lines of each player's panel in a fixed order
(:data:`COUNTER_LINES`: name, honor, fate, honor dial, conflicts left, tokens, Imperial Favor,
claimed rings, result; an empty line is not drawn). The honor dial of the other player stays
hidden ("set (hidden)") until the dials are revealed, and everyone's behind the hand-off
cover. The piles are the decks (top card hidden, the dynasty or conflict back) and the
discard piles (last card face up).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from l5r_desktop.games.lcg import stats
from l5r_desktop.games.lcg.cards import ELEMENTS
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.ui.lcg import layout
from l5r_desktop.ui.lcg.card_faces import card_view
from l5r_desktop.ui.lcg.layout import COUNTER_LINES
from l5r_desktop.ui.table_model import (
    Banner,
    CardView,
    PileView,
    Region,
    SeatCounter,
    TableModel,
    ZoneView,
)

__all__ = ["COUNTER_LINES", "PILES", "LcgViewOptions", "build", "seat_counter", "seat_piles"]


#: A seat's piles in the order the panel lists them: (zone name, label, back of a deck).
PILES = (("dynasty_deck", "Dynasty deck", "dynasty"),
         ("dynasty_discard", "Dynasty discard", ""),
         ("conflict_deck", "Conflict deck", "conflict"),
         ("conflict_discard", "Conflict discard", ""))


@dataclass(frozen=True)
class LcgViewOptions:
    """How the table is seen: ``viewer`` sits at the bottom; ``hide_all_hands`` behind the
    hand-off cover; ``reveal_all_hands`` shows both hands' faces (the replay window's "Show
    both hands"); ``names`` the players' names (the LCG state has none)."""

    viewer: int = 0
    hide_all_hands: bool = False
    names: tuple[str, ...] = ()
    reveal_all_hands: bool = False


def player_name(options: LcgViewOptions, seat: int) -> str:
    """The name of ``seat`` ("Player 1" when the options name nobody there)."""
    names = options.names
    return names[seat] if seat < len(names) else f"Player {seat + 1}"


def _dial(state: LcgState, seat: int, options: LcgViewOptions) -> str:
    """The honor dial as the viewer may see it: his own, or any once revealed."""
    ps = state.players[seat]
    own = seat == options.viewer and not options.hide_all_hands
    if ps.dial_revealed or own:
        return str(ps.dial) if ps.dial else "–"
    return "set (hidden)" if ps.dial else "–"


def seat_counter(state: LcgState, seat: int, options: LcgViewOptions) -> SeatCounter:
    """A player's panel lines (see :data:`COUNTER_LINES`); active while that player decides
    and the game goes on."""
    ps = state.players[seat]
    left = [k for k, ok in (("mil", ps.military_left), ("pol", ps.political_left)) if ok]
    tokens = [t for t, on in (("First player", state.first_player == seat),
                              ("passed", ps.passed)) if on]
    favor = f"Imperial Favor ({state.favor_side or 'either'})" if state.favor == seat else ""
    claimed = [e for e in ELEMENTS if state.rings[e]["claimed_by"] == seat]
    result = "WINNER" if state.winner == seat else ""
    lines = (player_name(options, seat), f"Honor {ps.honor}", f"Fate {ps.fate}",
             f"Honor dial: {_dial(state, seat, options)}",
             f"Conflicts left: {ps.conflicts_left} ({', '.join(left) or 'none'})",
             " · ".join(tokens), favor, f"Claimed rings: {', '.join(claimed) or 'none'}",
             result)
    return SeatCounter(seat, lines, state.turn == seat and state.winner is None,
                       layout.panel_region(seat != options.viewer).center, panel=True)


def seat_piles(state: LcgState, seat: int) -> tuple[PileView, ...]:
    """A player's decks (the top card, the deck list's last, face down) and discard piles
    (the last card discarded face up)."""
    ps = state.players[seat]
    out = []
    for name, label, back in PILES:
        pile = getattr(ps, name)
        out.append(PileView(key=f"pile:{seat}:{name}", seat=seat, name=name, label=label,
                            count=len(pile), top=pile[-1] if pile else "", face_up=not back,
                            back=back, bowed=False, upside_down=False))
    return tuple(out)


def _peeker(options: LcgViewOptions) -> int | None:
    """Who may look at his own facedown cards (nobody behind the hand-off cover)."""
    return None if options.hide_all_hands else options.viewer


def _with_attachments(state: LcgState, uid: str, zone: str, position: int,
                      pos: tuple[float, float], viewer: int | None,
                      z: float = 0.0) -> list[CardView]:
    """A character and, after it, its attachments (at its place, under it: they are listed
    on its face, and follow it when it is dragged)."""
    host = card_view(state, uid, zone, position, pos, viewer=viewer, z=z)
    out = [host]
    for n, att in enumerate(stats.attachments_on(state, uid)):
        view = card_view(state, att, zone, n, pos, viewer=viewer, z=z - 0.5 - 0.001 * n,
                         attached_to=uid)
        out.append(replace(view, bowed=host.bowed))  # turned with it, hidden under it
    return out


def _provinces(state: LcgState, seat: int, top: bool,
               options: LcgViewOptions) -> tuple[list[ZoneView], list[Banner]]:
    ps = state.players[seat]
    viewer = _peeker(options)
    zones = [ZoneView(f"provinces:{seat}", "Provinces", seat, "row",
                      region=layout.provinces_region(top))]
    banners = []
    for n, prov in enumerate([*ps.provinces, ps.stronghold_province]):
        if prov is None:
            continue
        card = state.cards[prov]
        if card.facedown:
            label = "Stronghold province" if n == 4 else "Facedown province"
        else:
            label = f"{state.defs[card.card_id].name} · {stats.province_strength(state, prov)}"
        x, y = layout.province_slot(top, n)
        key = f"province:{prov}"
        if n == 4 and ps.stronghold:
            on = [ps.stronghold]
        else:
            on = state.province_cards.get(prov, [])[:2] or [prov]
        cards = tuple(card_view(state, uid, key, i, layout.centre(x + 12 * i, y + 6 * i),
                                viewer=viewer, z=0.1 * i) for i, uid in enumerate(on))
        zones.append(ZoneView(key, label, seat, "stack", cards,
                              region=Region(x, y, layout.CARD_W, layout.CARD_H)))
        if card.broken:
            banners.append(Banner(key, "BROKEN", emphasis=True, width=layout.CARD_W + 4))
    return zones, banners


def _home(state: LcgState, seat: int, top: bool, options: LcgViewOptions) -> ZoneView:
    home = [u for u in state.players[seat].characters if not stats.participating(state, u)]
    centres = layout.home_row(top, [state.cards[u].bowed for u in home])
    cards = [view for n, (uid, pos) in enumerate(zip(home, centres, strict=True))
             for view in _with_attachments(state, uid, f"home:{seat}", n, pos,
                                           _peeker(options))]
    return ZoneView(f"home:{seat}", f"Home · {player_name(options, seat)}", seat, "row",
                    tuple(cards), region=layout.home_region(top), drop_target=True)


def _hand(state: LcgState, seat: int, top: bool, options: LcgViewOptions) -> ZoneView:
    hand = state.players[seat].hand
    key = f"hand:{seat}"
    hidden = options.hide_all_hands or (seat != options.viewer
                                        and not options.reveal_all_hands)
    centres = layout.hand_cards(top, len(hand), not hidden)
    if hidden:
        cards = tuple(CardView(f"{key}:{n}", key, seat, n, pos, z=0.01 * n, back="conflict",
                               size=layout.SMALL_BACK)
                      for n, pos in enumerate(centres))
        return ZoneView(key, f"Hand: {len(hand)} cards", seat, "fan", cards,
                        region=layout.hand_region(top, False))
    cards = tuple(card_view(state, uid, key, n, pos, viewer=_peeker(options), face_up=True,
                            z=0.01 * n)
                  for n, (uid, pos) in enumerate(zip(hand, centres, strict=True)))
    return ZoneView(key, f"Hand · {len(hand)} cards", seat, "fan", cards,
                    region=layout.hand_region(top, True))


def _rings(state: LcgState, options: LcgViewOptions) -> tuple[list[ZoneView], list[Banner]]:
    contested = state.conflict.ring if state.conflict else None
    zones = [ZoneView("rings", "Ring tray", -1, "row", region=layout.rings_region())]
    banners = []
    for n, element in enumerate(ELEMENTS):
        ring = state.rings[element]
        key = f"ring:{element}"
        owner = ring["claimed_by"]
        if owner is not None:  # two lines: the tray gives a ring no more width
            status = f"claimed\n{player_name(options, owner)}"
        elif element == contested:
            status = "contested"
        else:
            status = f"fate {ring['fate']}"
        region = layout.ring_region(n)
        zones.append(ZoneView(key, element.capitalize(), -1 if owner is None else owner,
                              "stack", region=region, tokens=(("fate", ring["fate"]),),
                              clickable=True))
        lines = status.count("\n") + 1
        banners.append(Banner(key, status, emphasis=element == contested,
                              pos=(region.center[0], region.y + region.h + 6 + 10 * lines),
                              width=region.w + 6))
    return zones, banners


def _conflict(state: LcgState,
              options: LcgViewOptions) -> tuple[list[ZoneView], list[Banner]]:
    c = state.conflict
    region = layout.conflict_region()
    area = ZoneView("conflict", "Conflict area", -1, "row", region=region, drop_target=True)
    if c is None:
        return [area], [Banner("conflict", "No conflict")]
    prov = state.cards[c.province]
    target = "facedown province" if prov.facedown else state.defs[prov.card_id].name
    text = (f"{player_name(options, c.attacker)} attacks {player_name(options, 1 - c.attacker)}"
            f": {c.type} {c.ring} conflict at {target}")
    zones = [area]
    # on the area's top edge, above the sides' totals
    banners = [Banner("conflict", text, pos=(region.center[0], region.y), width=region.w - 40)]
    for attacking, uids in ((True, c.attackers), (False, c.defenders)):
        key = "conflict:attackers" if attacking else "conflict:defenders"
        seat = c.attacker if attacking else 1 - c.attacker
        total = stats.side_total(state, seat)
        centres = layout.conflict_cards(attacking, [state.cards[u].bowed for u in uids])
        cards = [view for n, (uid, pos) in enumerate(zip(uids, centres, strict=True))
                 for view in _with_attachments(state, uid, key, n, pos, _peeker(options),
                                               z=0.01 * n)]
        side = layout.conflict_side_region(attacking)
        label = f"{'Attack' if attacking else 'Defense'} {total}"
        zones.append(ZoneView(key, label, seat, "row", tuple(cards), region=side))
        # the total, read at a glance over the side's label
        banners.append(Banner(key, label, pos=(side.center[0], side.y + 14), width=110))
    return zones, banners


def build(state: LcgState, options: LcgViewOptions | None = None) -> TableModel:
    """The table model of ``state`` as ``options.viewer`` sees it."""
    options = options or LcgViewOptions()
    seats = range(len(state.players))
    zones: list[ZoneView] = []
    banners: list[Banner] = []
    for seat in (1 - options.viewer, options.viewer):
        top = seat != options.viewer
        provinces, broken = _provinces(state, seat, top, options)
        zones += [*provinces, _home(state, seat, top, options), _hand(state, seat, top, options),
                  ZoneView(f"panel:{seat}", player_name(options, seat), seat, "row",
                           region=layout.panel_region(top))]
        banners += broken
    rings, statuses = _rings(state, options)
    conflict, headers = _conflict(state, options)
    return TableModel(counters=tuple(seat_counter(state, p, options) for p in seats),
                      piles=tuple(pile for p in seats for pile in seat_piles(state, p)),
                      zones=tuple(zones + rings + conflict),
                      banners=tuple([*banners, *statuses, *headers]),
                      table=Region(0, 0, layout.SCENE_W, layout.SCENE_H),
                      card_size=(layout.CARD_W, layout.CARD_H), back_color=layout.BACK_COLOR,
                      tokens_at_bottom=True, token_looks=layout.TOKEN_LOOKS)
