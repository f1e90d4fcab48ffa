"""One small handler per effect verb (``OPS[op]``), shared by card abilities and the manual
toolkit. Each handler gets ``(state, player, source uid, target uid or None, record, events)``
and returns whether the effect resolved (for "then" [RR › The word "then"])."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.core.rng import Rng
from l5r_desktop.games.lcg import attaching, moves
from l5r_desktop.games.lcg.conflict_effects import CONFLICT_OPS
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.looks import look_at
from l5r_desktop.games.lcg.more_effects import MORE_OPS
from l5r_desktop.games.lcg.moves import other
from l5r_desktop.games.lcg.searches import search_deck
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import cannot, value
from l5r_desktop.games.lcg.stops import choosable, interpose
from l5r_desktop.games.lcg.targets import candidates

Handler = Callable[[LcgState, int, str, "str | None", dict[str, Any], list[Event]], bool]


def _n(s: LcgState, p: int, card: str | None, e: dict[str, Any]) -> int:
    """The effect's ``amount`` (default 1): a number or a count (``stats.value``)."""
    return value(s, p, card, e.get("amount"), 1)


def _who(s: LcgState, p: int, target: str | None, e: dict[str, Any]) -> int:
    who = e.get("player", "you")
    if who == "opponent":
        return other(p)
    if who == "target_controller" and target:
        return s.cards[target].controller
    return p


def affected_player(s: LcgState, p: int, target: str | None, e: dict[str, Any]) -> int:
    """The player an effect about a player affects (``player``: you / opponent /
    target_controller; a random discard's default is the opponent)."""
    if e.get("op") == "discard_random" and "player" not in e:
        return other(p)
    return _who(s, p, target, e)


def _bow(s, p, src, t, e, ev) -> bool:
    return t is not None and moves.bow(s, t, ev)


def _ready(s, p, src, t, e, ev) -> bool:
    return t is not None and moves.ready(s, t, ev)


def _honor(s, p, src, t, e, ev) -> bool:
    return t is not None and moves.honor_card(s, t, ev)


def _dishonor(s, p, src, t, e, ev) -> bool:
    return t is not None and moves.dishonor_card(s, t, ev)


def _gain_fate(s, p, src, t, e, ev) -> bool:
    moves.gain_fate(s, _who(s, p, t, e), _n(s, p, t or src, e), ev)
    return True


def _lose_fate(s, p, src, t, e, ev) -> bool:
    who = _who(s, p, t, e)
    if s.players[who].fate == 0:
        return False
    moves.lose_fate(s, who, _n(s, p, t or src, e), ev)
    return True


def _gain_honor(s, p, src, t, e, ev) -> bool:
    moves.gain_honor(s, _who(s, p, t, e), _n(s, p, t or src, e), ev)
    return True


def _lose_honor(s, p, src, t, e, ev) -> bool:
    moves.lose_honor(s, _who(s, p, t, e), _n(s, p, t or src, e), ev)
    return True


def _take_honor(s, p, src, t, e, ev) -> bool:
    """Take honor from the opponent [RR › Take]."""
    if s.players[other(p)].honor == 0:
        return False
    moves.give_honor(s, other(p), _n(s, p, t or src, e), ev)
    return True


def _draw(s, p, src, t, e, ev) -> bool:
    moves.draw(s, _who(s, p, t, e), _n(s, p, t or src, e), ev)
    return True


def _discard_random(s, p, src, t, e, ev) -> bool:
    who = affected_player(s, p, t, e)
    hand = s.players[who].hand
    if not hand:
        return False
    rng = Rng(s.rng)
    for _ in range(_n(s, p, t or src, e)):
        if not hand:
            break
        victim = hand[rng.below(len(hand))]
        moves.discard(s, victim, ev)
    s.rng = rng.state
    return True


def _place_fate(s, p, src, t, e, ev) -> bool:
    """Place fate from the token pool on a character [RR › Fate]."""
    if t is None:
        return False
    return moves.place_fate(s, t, _n(s, p, t or src, e), ev)


def _remove_fate(s, p, src, t, e, ev) -> bool:
    """Remove ``amount`` fate (``"all"``: every fate) from a character to the pool
    [RR › Fate]."""
    if t is None or s.cards[t].fate == 0 or cannot(s, t, "lose_fate"):
        return False
    amount = e.get("amount", 1)
    n = s.cards[t].fate if amount == "all" else min(_n(s, p, t, e), s.cards[t].fate)
    s.cards[t].fate -= n
    s.bank_fate += n
    return True


def _skill(s, p, src, t, e, ev) -> bool:
    """A lasting skill (and glory) modifier until the end of the conflict / phase / round
    [RR › Lasting Effects, Glory]."""
    if t is None:
        return False
    s.effects.append({"kind": "skill", "card": t, "military": value(s, p, t, e.get("military")),
                      "political": value(s, p, t, e.get("political")),
                      "glory": value(s, p, t, e.get("glory")),
                      "until": e.get("duration", "conflict")})
    return True


def _untargetable(s, p, src, t, e, ev) -> bool:
    if t is None:
        return False
    s.effects.append({"kind": "untargetable", "card": t, "until": e.get("duration", "phase")})
    return True


def _discard_card(s, p, src, t, e, ev) -> bool:
    """Discard a character from play [RR › Leaves Play]."""
    if t is None:
        return False
    moves.leave_play(s, t, ev)
    return True


def _delayed(s, p, src, t, e, ev) -> bool:
    """A delayed effect: ``effects`` resolve "at the end of" the conflict / phase / round
    (``at``), with the ability's targets [RR › Delayed Effects]."""
    s.effects.append({"kind": "delayed", "at": e.get("at", "phase"), "player": p,
                      "source": src, "targets": list(e.get("_targets") or ()),
                      "effects": e.get("effects") or []})
    return True


def _immune(s, p, src, t, e, ev) -> bool:
    """The target is immune to a set of effects (``to``: ``rings`` or ``events``) for a
    duration [RR › Immune]."""
    if t is None:
        return False
    s.effects.append({"kind": "immune", "card": t, "to": e.get("to", "events"),
                      "until": e.get("duration", "phase")})
    return True


def _instead(s, p, src, t, e, ev) -> bool:
    """A replacement effect [RR › Replacement Effects, "Would"]: the next time the target
    *would* leave play (``event``; or ``bow``, ``ready``, ``honor``, ``dishonor``,
    ``receive_fate``, be ``discarded`` from a hand or province), it does ``do`` instead
    (``bow``, ``remove_fate``, ``discard_status``, ``discard_source`` (this card, e.g. the
    attachment whose interrupt it is) or ``nothing``); with ``player`` (you / opponent /
    target_controller) the next time that player would ``gain_honor``, ``lose_honor``,
    ``gain_fate``, ``lose_fate`` or ``draw``, he does ``do`` instead (``nothing``,
    ``gain_honor``, ``lose_honor``, ``gain_fate``, ``draw``; ``amount``: that many, else as
    many as were replaced). The most recent one is used (``replacements.py``)."""
    base = {"kind": "instead", "event": e.get("event", "leave_play"),
            "do": e.get("do", "nothing"), "until": e.get("duration", "round"), "source": src}
    if "player" in e:
        s.effects.append({**base, "player": _who(s, p, t, e), "amount": e.get("amount")})
        return True
    if t is None:
        return False
    s.effects.append({**base, "card": t})
    return True


def _gain_keyword(s, p, src, t, e, ev) -> bool:
    """The target gains a keyword for a duration (``keyword``: covert, pride, sincerity,
    courtesy, ...; ``duration`` conflict | phase | round | permanent) [RR › Gains,
    Lasting Effects]; the engine reads it wherever the keyword matters."""
    kw = str(e.get("keyword", "")).casefold()
    if t is None or not kw:
        return False
    s.effects.append({"kind": "keyword", "card": t, "keyword": kw,
                      "until": e.get("duration", "conflict"), "ring": e.get("ring")})
    ev.append(Event(text=f"{s.defn(t).name} gains {kw}", cards=(t,)))
    if kw == "no attachments" and s.cards[t].zone == "play":
        attaching.discard_illegal(s, t, ev)  # [RR › Attachment Cards, No Attachments]
    return True


def _discard_status(s, p, src, t, e, ev) -> bool:
    """Discard a character's status token: it becomes ordinary [RR › Personal Honor, Status
    Tokens]."""
    if t is None or not s.cards[t].status:
        return False
    s.cards[t].status = ""
    ev.append(Event(text=f"{s.defn(t).name} loses its status token", cards=(t,)))
    return True


def _return_to_hand(s, p, src, t, e, ev) -> bool:
    """Return a character or attachment in play to its owner's hand: it leaves play (fate
    back to the pool, attachments discarded, status token gone) [RR › Leaves Play, Hand]."""
    if t is None or s.cards[t].zone != "play":
        return False
    moves.leave_play(s, t, ev, to_hand=True)
    return True


CANNOT = ("participate", "attack", "defend", "bow", "ready", "honor", "dishonor", "leave_play",
          "participate_attacker", "bow_resolution", "bow_resolution_defending",
          "receive_dishonored", "trigger", "be_discarded", "lose_fate")


def _cannot(s, p, src, t, e, ev) -> bool:
    """The target "cannot" do ``what`` (:data:`CANNOT`; ``conflict``: only in conflicts of
    that type) for a duration [RR › Cannot]. A participating character that gains "cannot
    participate" moves home bowed [RR › Participating and Cannot Participate].
    ``participate_attacker``: "cannot participate as an attacker" (not declared, not moved in
    on the attacking side); ``bow_resolution`` (``_defending``: while defending): "does not
    bow as a result of conflict resolution" [RR › 3.2.8]; ``trigger``: its abilities cannot
    be triggered; ``be_discarded`` / ``lose_fate``: "cannot be discarded or lose fate"."""
    what = e.get("what")
    if t is None or what not in CANNOT:
        return False
    s.effects.append({"kind": "cannot", "card": t, "what": what, "conflict": e.get("conflict"),
                      "until": e.get("duration", "phase")})
    c = s.conflict
    if what == "participate" and c is not None and e.get("conflict") in (None, c.type) \
            and (t in c.attackers or t in c.defenders):
        (c.attackers if t in c.attackers else c.defenders).remove(t)
        s.cards[t].bowed = True
        ev.append(Event(text=f"{s.defn(t).name} cannot participate: home, bowed", cards=(t,)))
    return True


def _put_into_play(s, p, src, t, e, ev) -> bool:
    """Put a character from its owner's hand or a province into play without paying its cost
    (``into_conflict``: participating on its controller's side, if it can) [RR › Play and Put
    into Play]; a unique one cannot while its player controls a copy [RR › Unique Cards]; a
    province it leaves refills facedown; from a discard pile it leaves the pile."""
    if t is None or s.cards[t].zone not in ("hand", "province", "dynasty_discard",
                                            "conflict_discard") \
            or s.defn(t).type.value != "character":
        return False
    owner = s.cards[t].owner
    d = s.defn(t)
    if d.unique and any(s.defn(u).name == d.name for u in s.players[owner].characters):
        return False
    prov = s.cards[t].province if s.cards[t].zone == "province" else None
    moves.enter_play(s, t, owner, 0, ev)
    c = s.conflict
    if e.get("into_conflict") and c is not None and c.declared and (
            d.military if c.type == "military" else d.political) is not None \
            and not cannot(s, t, "participate", c.type):
        (c.attackers if owner == c.attacker else c.defenders).append(t)
    if prov is not None:
        moves.refill(s, owner, prov, ev)
    return True


def _opponent_chooses(s, p, src, t, e, ev) -> bool:
    """The opponent (``chooser: you``: the ability's player, after looking) chooses a card
    meeting ``filter`` (from the chooser's view: ``controller: you`` is his own; ``type:
    hand`` a card in hand) or selects one of ``options``, ``times`` times (a number or a
    count); the game stops for him at ``card_choice`` (``choices.py``) [RR › Choose, Select].
    Nothing to choose: the effect does not resolve."""
    chooser = p if e.get("chooser") == "you" else other(p)
    times = value(s, p, src, e.get("times"), 1)
    if times < 1:
        return False
    if "options" in e:
        effects: Any = e["options"]
        options = [f"option:{i}" for i in range(len(effects))]
    else:
        options = candidates(s, chooser, src, {**e.get("filter", {}), "type": e.get(
            "filter", {}).get("type", "character")}, targeting=False)
        effects = e.get("effects") or []
    if not options:
        return False
    data = {"player": p, "source": src, "options": options, "effects": effects,
            "labels": e.get("labels") or [], "targets": list(e.get("_targets") or ()),
            "chooser": chooser, "left": times, "filter": e.get("filter") or {}}
    if not choosable(s, e):
        ev.append(Event(text=f"Resolve by hand: P{chooser + 1} chooses for "
                             f"{s.defn(src).name}", cards=(src,)))
        return True
    interpose(s, "card_choice", chooser, p, {"card_choice": data})
    return True


def _return_to_deck(s, p, src, t, e, ev) -> bool:
    """A character in play returns to the top (``bottom``: the bottom) of its owner's deck
    (dynasty or conflict, by its side): it leaves play, then goes from the discard pile onto
    the deck [RR › Leaves Play]."""
    if t is None or s.cards[t].zone != "play":
        return False
    moves.leave_play(s, t, ev)
    c = s.cards[t]
    if c.zone not in ("dynasty_discard", "conflict_discard"):
        return True  # a replacement effect kept it in play
    owner = s.players[c.owner]
    getattr(owner, c.zone).remove(t)
    deck = "dynasty_deck" if c.zone == "dynasty_discard" else "conflict_deck"
    if e.get("bottom"):  # "return it to the bottom of its deck"
        getattr(owner, deck).insert(0, t)
    else:
        getattr(owner, deck).append(t)  # the top card is the last one
    c.zone = deck
    ev.append(Event(text=f"{s.defn(t).name} goes on top of its deck", cards=(t,)))
    return True


def _discard_from_hand(s, p, src, t, e, ev) -> bool:
    """Discard a card from its owner's hand [RR › Discard Piles]."""
    if t is None or s.cards[t].zone != "hand":
        return False
    moves.discard(s, t, ev)
    return True


def _move_attachment(s, p, src, t, e, ev) -> bool:
    """Move an attachment (``target``) to another character (the target index ``to``) it
    may be attached to (``attaching.allowed``: "No attachments" and its variants, its own
    "attach to" restrictions and "Limit 1 per character") [RR › Attachment Cards, Move]."""
    targets = e.get("_targets") or ()
    to = e.get("to", 1)
    host = targets[to] if isinstance(to, int) and to < len(targets) else None
    if t is None or host is None or s.cards[t].zone != "play" or s.cards[host].zone != "play" \
            or s.cards[t].attached_to in (None, host) or not attaching.allowed(s, t, host):
        return False
    s.cards[t].attached_to = host
    ev.append(Event(text=f"{s.defn(t).name} moves to {s.defn(host).name}", cards=(t, host)))
    return True


def _may_play(s, p, src, t, e, ev) -> bool:
    """The player may play the target card (in a discard pile, a province or his hand) as if
    it were in his hand while it stays where it is, until the end of ``duration`` (default
    the phase) [RR › Play Restrictions and Permissions] (``permissions.py``)."""
    if t is None:
        return False
    s.effects.append({"kind": "may_play", "card": t, "player": p, "zone": s.cards[t].zone,
                      "until": e.get("duration", "phase")})
    ev.append(Event(text=f"P{p + 1} may play {s.defn(t).name} as if it were in hand",
                    cards=(t,)))
    return True


def _manual(s, p, src, t, e, ev) -> bool:
    ev.append(Event(text=f"Resolve by hand: {e.get('text', '')}", cards=(src,)))
    return True


OPS: dict[str, Handler] = {
    "bow": _bow, "ready": _ready, "honor": _honor, "dishonor": _dishonor,
    "gain_fate": _gain_fate, "lose_fate": _lose_fate, "gain_honor": _gain_honor,
    "lose_honor": _lose_honor, "take_honor": _take_honor, "draw": _draw,
    "discard_random": _discard_random, "place_fate": _place_fate, "remove_fate": _remove_fate,
    "skill": _skill, "cannot_be_targeted": _untargetable, "discard_card": _discard_card,
    "manual": _manual, "delayed": _delayed, "immune": _immune, "instead": _instead,
    "gain_keyword": _gain_keyword, "return_to_hand": _return_to_hand,
    "discard_status": _discard_status, "cannot": _cannot, "put_into_play": _put_into_play,
    "opponent_chooses": _opponent_chooses, "return_to_deck": _return_to_deck,
    "discard_from_hand": _discard_from_hand, "move_attachment": _move_attachment,
    "search_deck": search_deck, "may_play": _may_play, "look_at": look_at, **MORE_OPS,
    **CONFLICT_OPS,
}
