"""Moving cards between areas: the one place that keeps every pile consistent.

Rules applied here: cards owned by a player always go to that player's decks, hand and discard
piles, and to the deck of their own type [S1 › FATE AND DYNASTY DECKS]; a card's "memory"
(bowed, dishonor, tokens, effects, used abilities) ends when it enters a deck or hand or leaves
play face down (tracking rule) [S1 › DURATION OF EFFECTS]; tokens leave with their card
[S1 › TOKENS]; attachments leave play the same way as their Personality [S1 › ATTACHMENTS];
the cards under an Experienced stack are removed from the game [S1 › OVERLAYING]; destroyed
Personalities are dead, honorably or dishonorably [S1 › DISCARD PILES]; emptied provinces are
refilled face down from the owner's Dynasty deck, or refilled later, left to right, when the
deck can [S1 › PROVINCES].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import one_province, province_losses
from l5r_desktop.games.ccg.events import (
    CardDestroyed,
    CardDiscarded,
    CardsDrawn,
    Event,
    ProvinceDestroyed,
    ProvinceRefilled,
)
from l5r_desktop.games.ccg.model.cards import CardType, Deck
from l5r_desktop.games.ccg.model.ids import Duration, Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_D_WHILE_SOURCE = Duration.WHILE_SOURCE
_K_FATE = Deck.FATE
_T_PERSONALITY = CardType.PERSONALITY
_T_REGION = CardType.REGION
_Z_BATTLEFIELD = Zone.BATTLEFIELD
_Z_DISHONORABLY_DEAD = Zone.DISHONORABLY_DEAD
_Z_DYNASTY_DECK = Zone.DYNASTY_DECK
_Z_DYNASTY_DISCARD = Zone.DYNASTY_DISCARD
_Z_FATE_DECK = Zone.FATE_DECK
_Z_FATE_DISCARD = Zone.FATE_DISCARD
_Z_FOCUSING = Zone.FOCUSING
_Z_FOCUS_POOL = Zone.FOCUS_POOL
_Z_HAND = Zone.HAND
_Z_HOME = Zone.HOME
_Z_HONORABLY_DEAD = Zone.HONORABLY_DEAD
_Z_PROVINCE = Zone.PROVINCE
_Z_REMOVED = Zone.REMOVED
_Z_UNDER = Zone.UNDER
#: The id prefix of cards created by effects (``cardtext/created.py``): such a card ceases to
#: exist when it leaves play, so it goes out of the game instead [CE › CREATED CARDS].
CREATED_PREFIX = "created:"


def deck_zone(card: CardState) -> Zone:
    """The deck a card belongs in."""
    return _Z_FATE_DECK if card.definition.deck is _K_FATE else _Z_DYNASTY_DECK


def discard_zone(card: CardState) -> Zone:
    """The discard pile a card belongs in."""
    return _Z_FATE_DISCARD if card.definition.deck is _K_FATE else _Z_DYNASTY_DISCARD


def take(state: GameState, card: CardState) -> None:
    """Remove a card id from wherever it is listed (its zone fields are left for ``put``)."""
    if card.attached_to is not None:
        host = state.cards[card.attached_to]
        if card.id in host.attachments:
            host.attachments.remove(card.id)
        card.attached_to = None
        return
    zone = card.zone
    if zone is _Z_PROVINCE:
        p = state.players[card.owner]
        i = card.province
        if i is not None and i < len(p.provinces) and p.provinces[i] == card.id:
            p.provinces[i] = None
        elif i is not None and i < len(p.province_regions) and p.province_regions[i] == card.id:
            p.province_regions[i] = None
        card.province = None
        if _keeps_province(card.definition):  # forgotten by ``put`` unless it enters play
            card.from_province = i
        return
    if zone is _Z_BATTLEFIELD:
        att = state.attack
        if att is not None and card.battlefield is not None and \
                card.battlefield < len(att.battlefields):
            bf = att.battlefields[card.battlefield]
            for side in (bf.attacking, bf.defending):
                if card.id in side:
                    side.remove(card.id)
            if bf.terrain == card.id:
                bf.terrain = None
        card.battlefield = None
        return
    if zone is _Z_HOME:
        lst = state.players[card.controller].home
    elif zone is _Z_UNDER:
        for other in state.cards.values():
            if card.id in other.under:
                other.under.remove(card.id)
                break
        return
    else:
        lst = state.players[card.owner].pile(zone)
    if card.id in lst:
        lst.remove(card.id)


def _keeps_province(d: Any) -> bool:
    """Has the card an ability refilling the province it came from (``refill_face_up``,
    ``cardtext/refills.py``)? Only such a card keeps that province (``from_province``), so
    other games' states, saves and replays stay as they were. Kept on the definition."""
    found = d.__dict__.get("_l5r_keeps_province")
    if found is None:
        found = d.__dict__["_l5r_keeps_province"] = any(
            isinstance(r, dict) and any(isinstance(e, dict) and e.get("op") == "refill_face_up"
                                        for e in r.get("effects") or ())
            for r in d.abilities)
    return bool(found)


def attach(state: GameState, card: CardState, host_id: str) -> None:
    """Put ``card`` (from wherever it is) on the card ``host_id`` in play, face up, under the
    host's controller and at the host's place [S1 › ATTACHMENTS › Playing attachments]."""
    host = state.cards[host_id]
    take(state, card)
    card.zone = host.zone
    card.battlefield = host.battlefield
    card.controller = host.controller
    card.face_up = True
    card.attached_to = host_id
    host.attachments.append(card.id)


def _forget(card: CardState) -> None:
    card.bowed = False
    card.dishonored = False
    card.tokens = {}
    card.modifiers = []
    card.ability_uses = {}
    card.note = ""
    card.own_text = False


def _leave_play_cleanup(card: CardState) -> None:
    card.bowed = False
    card.tokens = {}
    card.modifiers = []
    card.own_text = False
    card.controller = card.owner


def _ungive(state: GameState, card: CardState) -> None:
    """What effects permanently gave the card ends as it leaves play or is forgotten, like
    its other effects (``_leave_play_cleanup``): a card entering play again is a new card."""
    if card.given:
        card.set_given({})
        state.definitions_changed()


def _end_while_source(state: GameState, source: str) -> None:
    """The card ``source`` left play: the modifiers lasting "while this card remains in play"
    that it applied end, on cards in or out of play [CE › DURATION OF EFFECTS]
    (``Duration.WHILE_SOURCE``, ``cardtext/source_bound.py``); asked only when such a
    modifier may be on a card (``GameState.source_effects``)."""
    for c in state.cards.values():
        if c.modifiers and any(m.duration is _D_WHILE_SOURCE and m.source == source
                               for m in c.modifiers):
            c.modifiers = [m for m in c.modifiers
                           if not (m.duration is _D_WHILE_SOURCE and m.source == source)]


def put(state: GameState, card: CardState, zone: Zone, *, top: bool = True,
        province: int | None = None, controller: int | None = None) -> None:
    """List a (taken) card in ``zone``; decks/hand face down (memory forgotten), piles face up."""
    was_in_play = card.zone.in_play
    card.zone = zone
    if was_in_play and state.source_effects and not zone.in_play:
        _end_while_source(state, card.id)
    if zone is not _Z_HOME and zone is not _Z_BATTLEFIELD:
        card.from_province = None  # kept only while in play from a province (refills.py)
    if was_in_play and card.definition.id.startswith(CREATED_PREFIX) and \
            zone is not _Z_HOME and zone is not _Z_BATTLEFIELD:
        zone = card.zone = _Z_REMOVED  # it ceases to exist [CE › CREATED CARDS]
    if zone in (_Z_DYNASTY_DECK, _Z_FATE_DECK, _Z_HAND, _Z_FOCUS_POOL, _Z_FOCUSING):
        if zone in (_Z_DYNASTY_DECK, _Z_FATE_DECK):
            zone = deck_zone(card)
            card.zone = zone
        _forget(card)
        _ungive(state, card)
        card.controller = card.owner
        card.face_up = False
        lst = state.players[card.owner].pile(zone)
        if top:
            lst.insert(0, card.id)
        else:
            lst.append(card.id)
        return
    if zone is _Z_HOME:
        if controller is not None:
            card.controller = controller
        card.face_up = True
        state.players[card.controller].home.append(card.id)
        return
    if zone is _Z_PROVINCE:
        p = state.players[card.owner]
        assert province is not None
        card.province = province
        card.controller = card.owner
        card.face_up = False
        if card.definition.type is _T_REGION and p.provinces[province] is not None and \
                p.provinces[province] != card.id and p.province_regions[province] is None:
            p.province_regions[province] = card.id
            card.face_up = True
        else:
            p.provinces[province] = card.id
        return
    # discard piles, dead piles, removed
    if was_in_play:
        _leave_play_cleanup(card)
        _ungive(state, card)
    card.controller = card.owner
    card.face_up = True
    if zone in (_Z_DYNASTY_DISCARD, _Z_FATE_DISCARD):
        zone = discard_zone(card)
        card.zone = zone
    state.players[card.owner].pile(zone).append(card.id)


def move(state: GameState, card_id: str, zone: Zone, *, top: bool = True,
         province: int | None = None, controller: int | None = None) -> None:
    """Take a card from where it is and put it in ``zone`` (attachments are not followed)."""
    card = state.cards[card_id]
    take(state, card)
    put(state, card, zone, top=top, province=province, controller=controller)


def _leave_with_host(state: GameState, card: CardState, events: list[Event],
                     destroyed: bool, reason: str) -> None:
    """Attachments leave play the same way as their Personality; stack cards are removed."""
    for a in list(card.attachments):
        ac = state.cards[a]
        card.attachments.remove(a)
        ac.attached_to = None
        put(state, ac, discard_zone(ac))
        if destroyed:
            events.append(CardDestroyed((a,), discard_zone(ac).value, reason=reason))
        else:
            events.append(CardDiscarded((a,), "play"))
    for u in list(card.under):
        uc = state.cards[u]
        uc.zone = _Z_REMOVED
        uc.face_up = True
        state.players[uc.owner].removed.append(u)
    card.under = []


def destroy(state: GameState, card_id: str, reason: str = "") -> list[Event]:
    """Destroy a card in play [S1 › DESTROY]. A Personality becomes dead: honorably or
    dishonorably by his status [S1 › DISCARD PILES]; the caller applies the dishonorable
    Honor loss (see ``honor.destroy_personality``)."""
    card = state.cards[card_id]
    events: list[Event] = []
    from_zone = card.zone
    take(state, card)
    _leave_with_host(state, card, events, True, reason)
    if card.definition.type is _T_PERSONALITY and from_zone.in_play:
        pile = _Z_DISHONORABLY_DEAD if card.dishonored else _Z_HONORABLY_DEAD
        dishonored = card.dishonored
        put(state, card, pile)
        card.dishonored = dishonored
    else:
        pile = discard_zone(card)
        put(state, card, pile)
    events.insert(0, CardDestroyed((card_id,), pile.value, reason=reason))
    return events


def discard(state: GameState, card_id: str) -> list[Event]:
    """Discard a card (not destroying it); a discarded dishonorable Personality stays
    dishonorable in the pile [S1 › DISCARD PILES]."""
    card = state.cards[card_id]
    events: list[Event] = []
    from_zone = card.zone
    take(state, card)
    _leave_with_host(state, card, events, False, "")
    dishonored = card.dishonored and from_zone.in_play
    put(state, card, discard_zone(card))
    card.dishonored = dishonored
    events.insert(0, CardDiscarded((card_id,), from_zone.value))
    return events


def draw(state: GameState, player: int, count: int = 1) -> list[Event]:
    """Draw Fate cards; drawing from an empty deck does nothing [S1 › FATE AND DYNASTY DECKS]."""
    p = state.players[player]
    drawn: list[str] = []
    for _ in range(count):
        if not p.fate_deck:
            break
        cid = p.fate_deck.pop(0)
        card = state.cards[cid]
        card.zone = _Z_HAND
        card.face_up = False
        p.hand.append(cid)
        drawn.append(cid)
    return [CardsDrawn(tuple(drawn), player=player)] if drawn else []


def refill(state: GameState, player: int) -> list[Event]:
    """Refill every empty province, left to right, face down [S1 › PROVINCES]."""
    p = state.players[player]
    events: list[Event] = []
    for i, occupant in enumerate(p.provinces):
        if occupant is None and p.dynasty_deck:
            cid = p.dynasty_deck.pop(0)
            card = state.cards[cid]
            card.zone = _Z_PROVINCE
            card.province = i
            card.face_up = False
            card.controller = player
            p.provinces[i] = cid
            events.append(ProvinceRefilled((cid,), player, i))
    return events


def in_play_cards(state: GameState, player: int) -> list[str]:
    """Every card the player controls in play: home cards, their attachments, units at
    battlefields and their attachments."""
    out: list[str] = []
    append = out.append
    cards = state.cards
    p = state.players[player]
    for cid in p.home:
        append(cid)
        att = cards[cid].attachments
        if att:
            out += att
    att_state = state.attack
    if att_state is not None:
        for bf in att_state.battlefields:
            for cid in bf.attacking + bf.defending:
                if cards[cid].controller == player:
                    out.append(cid)
                    out.extend(cards[cid].attachments)
            if bf.terrain and cards[bf.terrain].controller == player:
                out.append(bf.terrain)
    for r in p.province_regions:
        if r is not None:
            append(r)
    return out


def place_terrain(state: GameState, card_id: str, player: int) -> bool:
    """Put a Terrain Strategy into play at the current battlefield as its Terrain, under
    ``player``'s control, face up, in no side [CE › TERRAIN] ("A Terrain is not in any side
    or army"); False (nothing changes) when there is no battle or a Terrain is there already
    ("If a Terrain is already in play at the current battlefield, no player can play another
    Terrain there")."""
    att = state.attack
    current = att.current if att is not None else None
    if att is None or current is None or not 0 <= current < len(att.battlefields):
        return False
    bf = att.battlefields[current]
    if bf.terrain is not None:
        return False
    card = state.cards[card_id]
    take(state, card)
    card.zone = _Z_BATTLEFIELD
    card.battlefield = current
    card.face_up = True
    card.controller = player
    bf.terrain = card_id
    return True


def attached_region(state: GameState, card: CardState) -> bool:
    """True for a Region attached to one of its player's provinces: it has entered play there
    [CE › REGION] ("Regions normally enter play from Provinces during the Events Phase"),
    though its zone is the province's (a Region merely face-up in a province is not)."""
    if card.zone is not _Z_PROVINCE or card.province is None:
        return False
    regions = state.players[card.owner].province_regions
    return card.province < len(regions) and regions[card.province] == card.id


def in_play(state: GameState, card: CardState) -> bool:
    """True for a card in play: at home, at a battlefield, or a Region attached to a province
    (:func:`attached_region`)."""
    return card.zone.in_play or (card.zone is _Z_PROVINCE and attached_region(state, card))


def personalities_in_play(state: GameState, player: int) -> list[str]:
    """The player's Personalities in play (home and battlefields)."""
    cards = state.cards
    out = [c for c in state.players[player].home
           if cards[c].definition.type is _T_PERSONALITY]
    if state.attack is not None:
        for bf in state.attack.battlefields:
            out.extend(c for c in bf.attacking + bf.defending if cards[c].controller == player)
    return out


def destroy_province(state: GameState, player: int, index: int, by: int = -1) -> list[Event]:
    """Destroy a province: its Dynasty cards and Region go to the discard pile (not
    "discarding"), the remaining provinces are pushed together [S1 › PROVINCES]. ``by``: the
    player destroying it (the event also names the Attack Phase's players, if any)."""
    p = state.players[player]
    events: list[Event] = []
    touched = []
    for cid in (p.provinces[index], p.province_regions[index]):
        if cid is not None:
            c = state.cards[cid]
            c.province = None
            c.zone = discard_zone(c)
            c.face_up = True
            p.pile(c.zone).append(cid)
            touched.append(cid)
    del p.provinces[index]
    del p.province_regions[index]
    p.provinces_destroyed += 1
    province_losses.record(state, player)  # when ("none destroyed this turn")
    one_province.renumber(state, player, index)  # its own strength bonuses go with it
    for i, cid in enumerate(p.provinces):
        if cid is not None:
            state.cards[cid].province = i
    for i, cid in enumerate(p.province_regions):
        if cid is not None:
            state.cards[cid].province = i
    att = state.attack
    events.append(ProvinceDestroyed(tuple(touched), player=player, province=index, by=by,
                                    attacker=att.attacker if att is not None else -1,
                                    defender=att.defender if att is not None else -1))
    return events
