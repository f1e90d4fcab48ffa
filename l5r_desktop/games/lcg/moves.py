"""State primitives every rule uses: honor and fate through the token bank, drawing, refilling,
bowing, status tokens, leaving play, winning. Each appends its events to ``ev``."""

from __future__ import annotations

from l5r_desktop.core.rng import Rng
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.events import (
    CardChanged,
    CardMoved,
    ConflictEvent,
    Event,
    FateChanged,
    GameWon,
    HonorChanged,
)
from l5r_desktop.games.lcg.firing import fire
from l5r_desktop.games.lcg.replacements import take as take_replacement
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import cannot, has_keyword

WIN_HONOR = 25
DECK_OUT_HONOR = 5


def other(p: int) -> int:
    """The opponent of player ``p``."""
    return 1 - p


def in_player_order(s: LcgState) -> tuple[int, int]:
    """The players, first player first [RR › In Player Order]."""
    return (s.first_player, 1 - s.first_player)


# -- honor and fate -------------------------------------------------------------------------
def gain_honor(s: LcgState, p: int, n: int, ev: list[Event]) -> None:
    """Player ``p`` takes ``n`` honor from the token bank [RR › Honor]."""
    if n <= 0 or _player_replaced(s, p, "gain_honor", n, ev):
        return
    s.bank_honor -= n
    s.players[p].honor += n
    ev.append(HonorChanged(text=f"P{p + 1} gains {n} honor", player=p, amount=n))
    check_honor(s, ev)


def lose_honor(s: LcgState, p: int, n: int, ev: list[Event]) -> None:
    """Player ``p`` returns ``n`` honor (at most all he has) to the token bank [RR › Honor]."""
    n = min(n, s.players[p].honor)
    if n <= 0 or _player_replaced(s, p, "lose_honor", n, ev):
        return
    s.players[p].honor -= n
    s.bank_honor += n
    ev.append(HonorChanged(text=f"P{p + 1} loses {n} honor", player=p, amount=-n))
    check_honor(s, ev)


def give_honor(s: LcgState, giver: int, n: int, ev: list[Event]) -> None:
    """``giver`` gives ``n`` honor (at most all he has) to the opponent: the honor bid's
    transfer [RR › 2.4] and "take honor" [RR › Take]."""
    n = min(n, s.players[giver].honor)
    if n <= 0:
        return
    s.players[giver].honor -= n
    s.players[other(giver)].honor += n
    ev.append(HonorChanged(text=f"P{giver + 1} gives {n} honor to P{2 - giver}",
                           player=giver, amount=-n))
    check_honor(s, ev)


def gain_fate(s: LcgState, p: int, n: int, ev: list[Event]) -> None:
    """Player ``p`` takes ``n`` fate from the general token pool [RR › Fate]."""
    if n <= 0 or _player_replaced(s, p, "gain_fate", n, ev):
        return
    s.bank_fate -= n
    s.players[p].fate += n
    ev.append(FateChanged(text=f"P{p + 1} gains {n} fate", player=p, amount=n))


def spend_fate(s: LcgState, p: int, n: int, ev: list[Event]) -> None:
    """Player ``p`` returns ``n`` fate (a cost, or lost fate) to the token pool [RR › Fate]."""
    n = min(n, s.players[p].fate)
    if n <= 0:
        return
    s.players[p].fate -= n
    s.bank_fate += n
    ev.append(FateChanged(text=f"P{p + 1} spends {n} fate", player=p, amount=-n))


def lose_fate(s: LcgState, p: int, n: int, ev: list[Event]) -> None:
    """Player ``p`` loses ``n`` fate by an effect (not a cost: :func:`spend_fate`) unless a
    replacement effect changes it [RR › Fate, Replacement Effects]."""
    if n > 0 and not _player_replaced(s, p, "lose_fate", n, ev):
        spend_fate(s, p, n, ev)


def _player_replaced(s: LcgState, p: int, event: str, n: int, ev: list[Event]) -> bool:
    """A replacement effect about player ``p`` for ``event`` (gain / lose honor or fate,
    draw ``n``): the most recent one is used and does its ``do`` instead, with its own
    ``amount`` or ``n`` [RR › Replacement Effects] (``replacements.py``)."""
    if not s.effects:
        return False
    e = take_replacement(s, event, player=p)
    if e is None:
        return False
    ev.append(Event(text=f"P{p + 1}: {event.replace('_', ' ')} replaced"))
    do, amount = e.get("do", "nothing"), int(e.get("amount") or n)
    if do == "gain_honor":
        gain_honor(s, p, amount, ev)
    elif do == "lose_honor":
        lose_honor(s, p, amount, ev)
    elif do == "gain_fate":
        gain_fate(s, p, amount, ev)
    elif do == "draw":
        draw(s, p, amount, ev)
    return True


def check_honor(s: LcgState, ev: list[Event]) -> None:
    """25 honor wins; 0 honor loses [RR › Winning the Game]. Checked in player order when both
    happen at once (docs/lcg-rules-notes.md); not during setup, before starting honor is
    gained."""
    if s.winner is not None or s.phase == "setup":
        return
    for p in in_player_order(s):
        if s.players[p].honor >= WIN_HONOR:
            win(s, p, "honor", ev)
            return
    for p in in_player_order(s):
        if s.players[p].honor <= 0:
            win(s, other(p), "dishonor", ev)
            return


def win(s: LcgState, p: int, how: str, ev: list[Event]) -> None:
    """The game ends at once with ``p`` the winner [RR › Winning the Game]."""
    if s.winner is not None:
        return
    s.winner = p
    s.victory = how
    s.step = "game_over"
    ev.append(GameWon(text=f"P{p + 1} wins ({how})", player=p, how=how))


# -- decks ------------------------------------------------------------------------------------
def _reshuffle(s: LcgState, p: int, deck: str, discard: str, ev: list[Event]) -> None:
    """Running out of cards: lose 5 honor, then the discard pile becomes the deck
    [RR › Running Out of Cards]."""
    ps = s.players[p]
    lose_honor(s, p, DECK_OUT_HONOR, ev)
    pile = getattr(ps, discard)
    for uid in pile:
        s.cards[uid].zone = deck
        s.cards[uid].facedown = True
    new = pile[:]
    rng = Rng(s.rng)
    rng.shuffle(new)
    s.rng = rng.state
    setattr(ps, deck, new)
    pile.clear()
    ev.append(Event(text=f"P{p + 1} ran out of cards: {discard} shuffled into {deck}"))


def draw(s: LcgState, p: int, n: int, ev: list[Event]) -> None:
    """Draw ``n`` conflict cards [RR › Drawing cards]; an empty deck first costs 5 honor and
    reshuffles the discard pile [RR › Running Out of Cards]."""
    ps = s.players[p]
    drawn: list[str] = []
    if n > 0 and _player_replaced(s, p, "draw", n, ev):
        return
    for _ in range(n):
        if not ps.conflict_deck:
            _reshuffle(s, p, "conflict_deck", "conflict_discard", ev)
            if not ps.conflict_deck or s.winner is not None:
                break
        uid = ps.conflict_deck.pop()
        ps.hand.append(uid)
        s.cards[uid].zone = "hand"
        s.cards[uid].facedown = False
        drawn.append(uid)
    if drawn:
        ev.append(Event(text=f"P{p + 1} draws {len(drawn)}"))
        if s.phase != "setup":  # "after you draw cards" [RR › Draw]; not the setup hands
            fire(s, "cards_drawn", tuple(drawn), p)


def refill(s: LcgState, p: int, prov: str, ev: list[Event], faceup: bool = False) -> None:
    """Refill an empty province from the dynasty deck, facedown [RR › Refill a Province]."""
    if s.province_cards.get(prov):
        return
    ps = s.players[p]
    if not ps.dynasty_deck:
        _reshuffle(s, p, "dynasty_deck", "dynasty_discard", ev)
        if not ps.dynasty_deck or s.winner is not None:
            return
    uid = ps.dynasty_deck.pop()
    c = s.cards[uid]
    c.zone = "province"
    c.province = prov
    c.facedown = not faceup
    s.province_cards.setdefault(prov, []).append(uid)


def rally(s: LcgState, p: int, prov: str, ev: list[Event]) -> None:
    """Rally: when the card is revealed in a province, the top card of the dynasty deck is
    placed faceup in that province too (the Rally keyword of later rules documents; not in
    Rules Reference 1.6, see docs/lcg-rules-notes.md)."""
    ps = s.players[p]
    if not ps.dynasty_deck:
        _reshuffle(s, p, "dynasty_deck", "dynasty_discard", ev)
        if not ps.dynasty_deck or s.winner is not None:
            return
    uid = ps.dynasty_deck.pop()
    c = s.cards[uid]
    c.zone = "province"
    c.province = prov
    c.facedown = False
    s.province_cards.setdefault(prov, []).append(uid)
    ev.append(CardMoved(text=f"Rally: {s.defs[c.card_id].name} placed faceup", cards=(uid,),
                        zone="province"))


def take_from_province(s: LcgState, uid: str) -> None:
    """Take a dynasty card off its province (the caller puts it somewhere and refills)."""
    c = s.cards[uid]
    if c.province is not None:
        s.province_cards[c.province].remove(uid)
    c.province = None


def take_out(s: LcgState, uid: str) -> None:
    """Take a card out of its hand, province or discard pile as it is played from there (the
    caller puts it somewhere; a province is refilled by the caller) [RR › Play and Put into
    Play, Play Restrictions and Permissions]."""
    c = s.cards[uid]
    ps = s.players[c.owner]
    if c.zone == "hand":
        s.players[c.controller].hand.remove(uid)
    elif c.zone == "province":
        take_from_province(s, uid)
    elif c.zone in ("dynasty_discard", "conflict_discard"):
        getattr(ps, c.zone).remove(uid)


def discard(s: LcgState, uid: str, ev: list[Event]) -> None:
    """Put an out-of-play card (hand, province) into its owner's discard pile, unless a
    replacement effect for it being ``discarded`` does something else [RR › Discard Piles,
    Replacement Effects]."""
    c = s.cards[uid]
    if c.zone in ("hand", "province") and _replaced(s, uid, ev, "discarded"):
        return
    ps = s.players[c.owner]
    came_from = c.zone
    if c.zone == "hand":
        ps.hand.remove(uid)
    elif c.zone == "province":
        take_from_province(s, uid)
    pile = "dynasty_discard" if s.defs[c.card_id].side is Side.DYNASTY else "conflict_discard"
    getattr(ps, pile).append(uid)
    c.zone = pile
    c.facedown = False
    c.bowed = False
    ev.append(CardMoved(text=f"{s.defs[c.card_id].name} discarded", cards=(uid,), zone=pile))
    if came_from in ("hand", "province"):  # "after a card is discarded" [RR › Discard]
        fire(s, "card_discarded", (uid,), c.owner, **{"from": came_from})


# -- cards in play ------------------------------------------------------------------------
def bow(s: LcgState, uid: str, ev: list[Event]) -> bool:
    """Bow a ready card [RR › Bow, Bowed]; False if it was already bowed."""
    c = s.cards[uid]
    if c.bowed or cannot(s, uid, "bow") or _replaced(s, uid, ev, "bow"):
        return False
    c.bowed = True
    fire(s, "card_bowed", (uid,), c.controller)
    ev.append(CardChanged(text=f"{s.defs[c.card_id].name} bows", cards=(uid,), what="bowed"))
    return True


def ready(s: LcgState, uid: str, ev: list[Event]) -> bool:
    """Ready a bowed card [RR › Ready]; False if it was ready."""
    c = s.cards[uid]
    if not c.bowed or cannot(s, uid, "ready") or _replaced(s, uid, ev, "ready"):
        return False
    c.bowed = False
    ev.append(CardChanged(text=f"{s.defs[c.card_id].name} readies", cards=(uid,), what="ready"))
    return True


def honor_card(s: LcgState, uid: str, ev: list[Event]) -> bool:
    """Honor a character: a dishonored one becomes ordinary; an honored one cannot be honored
    again [RR › Personal Honor, Personal Dishonor]."""
    c = s.cards[uid]
    if c.status == "honored" or cannot(s, uid, "honor") or _replaced(s, uid, ev, "honor"):
        return False
    c.status = "" if c.status == "dishonored" else "honored"
    fire(s, "card_honored", (uid,), c.controller)
    ev.append(CardChanged(text=f"{s.defs[c.card_id].name} is honored", cards=(uid,),
                          what="honored"))
    return True


def dishonor_card(s: LcgState, uid: str, ev: list[Event]) -> bool:
    """Dishonor a character: an honored one becomes ordinary [RR › Personal Honor, Personal
    Dishonor]; an ordinary one that "cannot receive dishonored status tokens" stays ordinary
    (``cannot`` ``receive_dishonored``)."""
    c = s.cards[uid]
    if c.status == "dishonored" or cannot(s, uid, "dishonor") or (
            c.status != "honored" and cannot(s, uid, "receive_dishonored")) \
            or _replaced(s, uid, ev, "dishonor"):
        return False
    c.status = "" if c.status == "honored" else "dishonored"
    fire(s, "card_dishonored", (uid,), c.controller)
    ev.append(CardChanged(text=f"{s.defs[c.card_id].name} is dishonored", cards=(uid,),
                          what="dishonored"))
    return True


def break_province(s: LcgState, prov: str, breaker: int, ev: list[Event]) -> None:
    """The province breaks (``breaker``: the player who broke it); breaking a stronghold
    province wins the game [RR › Breaking a Province, Broken Province]."""
    s.cards[prov].broken = True
    s.cards[prov].facedown = False
    fire(s, "province_broken", (prov,), breaker)
    ev.append(ConflictEvent(text=f"{s.defs[s.cards[prov].card_id].name} is broken",
                            cards=(prov,), what="broken"))
    if s.players[other(breaker)].stronghold_province == prov:
        win(s, breaker, "stronghold", ev)


def place_fate(s: LcgState, uid: str, n: int, ev: list[Event]) -> bool:
    """Place ``n`` fate from the general token pool on a character (an effect, a duplicate),
    unless a replacement for it receiving fate does something else; ``fate_placed`` fires
    [RR › Fate, Duplicates, Replacement Effects]. False when nothing was placed."""
    if n <= 0 or _replaced(s, uid, ev, "receive_fate"):
        return False
    s.cards[uid].fate += n
    s.bank_fate -= n
    fire(s, "fate_placed", (uid,), s.cards[uid].controller, amount=n)
    return True


def place_ring_fate(s: LcgState, ring: str, n: int) -> None:
    """Place ``n`` fate from the general token pool on ``ring``; ``fate_placed`` fires with
    the ring (4.4, effects) [RR › 4.4. Place fate on unclaimed rings, Rings]."""
    s.rings[ring]["fate"] += n
    s.bank_fate -= n
    fire(s, "fate_placed", (), None, ring=ring, amount=n)


def enter_play(s: LcgState, uid: str, p: int, fate: int, ev: list[Event]) -> None:
    """A character enters play at its controller's home, ready, ordinary, with ``fate`` placed
    on it from the player's pool [RR › Fate, Play and Put into Play]; ``enters_play`` fires
    whether it was played or put into play [RR › Enters Play]."""
    c = s.cards[uid]
    ps = s.players[p]
    take_out(s, uid)
    c.zone = "play"
    c.controller = p
    c.facedown = False
    c.bowed = False
    c.status = ""
    c.fate = 0
    ps.characters.append(uid)
    if fate:
        ps.fate -= fate
        c.fate = fate
    ev.append(CardMoved(text=f"P{p + 1} plays {s.defs[c.card_id].name}"
                        + (f" with {fate} fate" if fate else ""), cards=(uid,), zone="play"))
    fire(s, "enters_play", (uid,), p)  # played or put into play [RR › Enters Play]
    if fate:  # the extra fate placed on it as it is played [RR › Fate]
        fire(s, "fate_placed", (uid,), p, amount=fate)


def _replaced(s: LcgState, uid: str, ev: list[Event], event: str = "leave_play") -> bool:
    """A replacement effect on ``uid`` for ``event`` (``replacements.CARD_EVENTS``: leave
    play, bow, ready, honor, dishonor, receive fate, be discarded from a hand or province):
    the most recently created one is used and consumed, and does its ``do`` (``bow``,
    ``remove_fate``, ``discard_status``, ``discard_source``: the card whose ability made it,
    e.g. an attachment, is discarded, ``nothing``) instead [RR › Replacement Effects,
    "Would"]."""
    if not s.effects:
        return False
    e = take_replacement(s, event, card=uid)
    if e is None:
        return False
    do = e.get("do")
    if do == "bow" and event != "bow":
        bow(s, uid, ev)
    elif do == "remove_fate" and s.cards[uid].fate:
        s.cards[uid].fate -= 1
        s.bank_fate += 1
    elif do == "discard_status":  # "instead discard its status token"
        s.cards[uid].status = ""
    elif do == "discard_source" and s.cards.get(e.get("source", "")) is not None \
            and s.cards[e["source"]].zone == "play":  # "discard this attachment instead"
        leave_play(s, e["source"], ev)
    ev.append(CardChanged(text=f"{s.defs[s.cards[uid].card_id].name}: "
                               f"{event.replace('_', ' ')} replaced", cards=(uid,),
                          what="replaced"))
    return True


def leave_play(s: LcgState, uid: str, ev: list[Event], to_hand: bool = False) -> None:
    """A card leaves play [RR › Leaves Play]: a holding goes from its province to the dynasty
    discard pile and the empty province refills facedown [RR › Refill a Province]; a
    character's or attachment's fate returns to the token pool, its
    attachments are discarded (ancestral ones return to hand [RR › Ancestral]), lasting effects
    on it expire; an honored character's controller gains 1 honor, a dishonored one's loses 1
    [RR › Personal Honor, Personal Dishonor]; Courtesy gains 1 fate [RR › Courtesy], Sincerity
    draws 1 card [RR › Sincerity]. It is no longer participating [RR › Participating]; its
    ability uses are forgotten (a new instance [RR › Limit X per [period]])."""
    c = s.cards[uid]
    d = s.defs[c.card_id]
    p = c.controller
    if _replaced(s, uid, ev) or (c.zone == "play" and (cannot(s, uid, "leave_play") or (
            not to_hand and cannot(s, uid, "be_discarded")))):
        return
    if c.zone == "province":  # a holding: discarded from its province, which refills
        prov = c.province
        discard(s, uid, ev)
        mark = f":{uid}:"
        s.uses = {k: v for k, v in s.uses.items() if mark not in k}
        if prov is not None:
            refill(s, c.owner, prov, ev)
        return
    ps = s.players[p]
    as_attachment = s.defn(uid).type is LcgType.ATTACHMENT  # its current cardtype
    courtesy = has_keyword(s, uid, "courtesy")  # as the card last existed in play
    sincerity = has_keyword(s, uid, "sincerity")
    for a in [a for a in s.players[0].attachments + s.players[1].attachments
              if s.cards[a].attached_to == uid]:
        leave_play(s, a, ev, to_hand=has_keyword(s, a, "ancestral"))
    if c.fate:
        s.bank_fate += c.fate
        c.fate = 0
    if as_attachment:
        s.players[c.controller].attachments.remove(uid)
        c.attached_to = None
    else:
        ps.characters.remove(uid)
    conflict = s.conflict
    if conflict is not None:
        if uid in conflict.attackers:
            conflict.attackers.remove(uid)
        if uid in conflict.defenders:
            conflict.defenders.remove(uid)
    s.effects = [e for e in s.effects if e.get("card") != uid]
    mark = f":{uid}:"
    if any(mark in k for k in s.uses):  # a new instance has no memory of its uses
        s.uses = {k: v for k, v in s.uses.items() if mark not in k}
    status = c.status
    c.status = ""
    c.bowed = False
    c.blank = ""  # a new instance: nothing blanks it [RR › Blank, Lasting Effects]
    c.cardtype = ""  # its printed cardtype again out of play [RR › Cardtypes]
    owner = s.players[c.owner]
    c.controller = c.owner
    if to_hand:
        owner.hand.append(uid)
        c.zone = "hand"
    else:
        pile = "dynasty_discard" if d.side is Side.DYNASTY else "conflict_discard"
        getattr(owner, pile).append(uid)
        c.zone = pile
    ev.append(CardMoved(text=f"{d.name} leaves play", cards=(uid,), zone=c.zone))
    if not as_attachment:
        fire(s, "character_leaves_play", (uid,), p)
    if status == "honored":
        gain_honor(s, p, 1, ev)
    elif status == "dishonored":
        lose_honor(s, p, 1, ev)
    if courtesy:
        gain_fate(s, p, 1, ev)
    if sincerity:
        draw(s, p, 1, ev)
