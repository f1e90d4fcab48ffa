"""Playing cards [RR › Initiating Abilities/Playing Cards]: characters from provinces (1.4) and
from hand (action windows), attachments, duplicates; the Limited, Unique, No Attachments and
Restricted rules."""

from __future__ import annotations

from l5r_desktop.games.lcg import abilities, attaching, flow, moves, permissions, steps, triggers
from l5r_desktop.games.lcg.actions import (
    Action,
    DiscardDuplicate,
    Pass,
    PlayAttachment,
    PlayCharacter,
    UseAbility,
)
from l5r_desktop.games.lcg.cards import LcgType
from l5r_desktop.games.lcg.events import CardMoved, Event
from l5r_desktop.games.lcg.firing import fire
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import attachments_on, cannot, has_keyword

RESTRICTED_MAX = 2


def _controls_title(s: LcgState, p: int, name: str) -> str | None:
    """A character (or attachment) titled ``name`` that ``p`` controls in play."""
    ps = s.players[p]
    for u in ps.characters + ps.attachments:
        if s.defn(u).name == name:
            return u
    return None


def unique_blocked(s: LcgState, p: int, uid: str) -> bool:
    """A unique card cannot enter play while its player controls a copy [RR › Unique Cards]."""
    d = s.defn(uid)
    return d.unique and _controls_title(s, p, d.name) is not None


def limited_blocked(s: LcgState, p: int, uid: str) -> bool:
    """One Limited card per player per round [RR › Limited]."""
    return s.defn(uid).has_keyword("limited") and s.players[p].limited_played >= 1


def _character_plays(s: LcgState, p: int, uid: str, into: bool) -> list[Action]:
    cost = abilities.play_cost(s, p, uid)
    left = s.players[p].fate - cost
    if left < 0 or unique_blocked(s, p, uid) or limited_blocked(s, p, uid) \
            or not abilities.play_allowed(s, p, uid):
        return []
    if s.cards[uid].zone == "province" and any(  # "you cannot place fate on this character
            rec.get("no_fate_from_province") for rec in s.defn(uid).abilities):  # when it
        left = 0                                 # is played from one of your provinces"
    return [PlayCharacter(p, uid, k, into) for k in range(left + 1)]


def province_characters(s: LcgState, p: int) -> list[str]:
    """Faceup characters in the player's provinces (broken ones too [RR › Breaking a
    Province])."""
    ps = s.players[p]
    out = []
    for prov in ps.provinces:
        for u in s.province_cards.get(prov, ()):
            if not s.cards[u].facedown and s.defn(u).type is LcgType.CHARACTER:
                out.append(u)
    return out


def dynasty_legal(s: LcgState, p: int) -> list[Action]:
    """1.4: play a character from a province (cost plus any extra fate), discard a duplicate,
    trigger an action, or pass [RR › 1.4. Play cards from provinces]."""
    out: list[Action] = [Pass(p)]
    for u in province_characters(s, p):
        out.extend(_character_plays(s, p, u, False))
    out.extend(duplicates(s, p))
    out.extend(abilities.action_uses(s, p))
    return out


def duplicates(s: LcgState, p: int) -> list[Action]:
    """Duplicates of a unique character the player controls, in hand or provinces
    [RR › Duplicates]."""
    out: list[Action] = []
    for u in s.players[p].hand + province_characters(s, p):
        d = s.defn(u)
        if d.unique and d.type is LcgType.CHARACTER and _controls_title(s, p, d.name):
            out.append(DiscardDuplicate(p, u))
    return out


def window_legal(s: LcgState, p: int) -> list[Action]:
    """An action window: actions, events, characters (home or into the conflict) and
    attachments from hand (or from where a permission lets the player play them as if they
    were in his hand: ``permissions.py``), or pass [RR › Appendix I, Action Windows; 3.2.2;
    Play Restrictions and Permissions]."""
    out: list[Action] = [Pass(p)]
    c = s.conflict
    in_conflict = c is not None and c.declared and s.window.get("kind") == "conflict"
    chars = s.players[0].characters + s.players[1].characters
    for u in [*s.players[p].hand, *permissions.extra_playable(s, p)]:
        d = s.defn(u)
        if d.type is LcgType.CHARACTER:
            out.extend(_character_plays(s, p, u, False))
            if s.cards[u].card_id in permissions.as_attachment_ids(s):
                out.extend(PlayAttachment(p, u, t) for t in _attachment_hosts(s, p, u, chars))
            if in_conflict and c is not None and (d.military if c.type == "military"
                                                  else d.political) is not None \
                    and not cannot(s, u, "participate", c.type):
                out.extend(_character_plays(s, p, u, True))
        elif d.type is LcgType.ATTACHMENT:
            if (d.cost or 0) > s.players[p].fate or unique_blocked(s, p, u) \
                    or limited_blocked(s, p, u) or not abilities.play_allowed(s, p, u):
                continue
            out.extend(PlayAttachment(p, u, t) for t in chars if can_attach(s, u, t))
    out.extend(abilities.action_uses(s, p))
    return out


def _as_attachment(s: LcgState, uid: str) -> dict | None:
    """A character's "you may play this character as an attachment" record (a constant
    ``{"play_as_attachment": {"cost_change": -2, "attach_to": {filters}}}``), if any."""
    for rec in s.defn(uid).abilities:
        spec = rec.get("play_as_attachment") if rec.get("timing") == "constant" else None
        if isinstance(spec, dict):
            return spec
    return None


def attachment_cost(s: LcgState, p: int, uid: str) -> int:
    """The fate cost to play ``uid`` as an attachment: printed, or for a character played as
    an attachment its cost with the record's ``cost_change`` (never below 0) [RR › Cost]."""
    spec = _as_attachment(s, uid) if s.defn(uid).type is LcgType.CHARACTER else None
    if spec is None:
        return s.defn(uid).cost or 0
    return max(0, abilities.play_cost(s, p, uid) + int(spec.get("cost_change", 0)))


def _attachment_hosts(s: LcgState, p: int, uid: str, chars: list[str]) -> list[str]:
    """The characters a character may be played on as an attachment [RR › Cardtypes,
    Attachment Cards]: its record's ``attach_to`` filters and the host's "No attachments"."""
    spec = _as_attachment(s, uid)
    if spec is None or attachment_cost(s, p, uid) > s.players[p].fate \
            or unique_blocked(s, p, uid) or not abilities.play_allowed(s, p, uid):
        return []
    return [t for t in chars if t != uid and attaching.host_allows(s, uid, t) and abilities.meets(
        s, p, uid, spec.get("attach_to") or {}, t, targeting=False)]


def can_attach(s: LcgState, att: str, target: str) -> bool:
    """An attachment goes on a character in play that allows it (``attaching.allowed``: "No
    attachments" and its variants, the attachment's "Attach to ..." and "Limit 1 per
    character") [RR › No Attachments, Attachment Cards, Play Restrictions and Permissions]."""
    return attaching.allowed(s, att, target)


def apply_play_character(s: LcgState, a: PlayCharacter, ev: list[Event]) -> None:
    """Pay the fate cost, the character enters play (home, or participating), extra fate is
    placed on it, and its province refills facedown [RR › 1.4; 3.2.2; Fate]."""
    p = a.player
    c = s.cards[a.card]
    prov = c.province if c.zone == "province" else None
    d = s.defn(a.card)
    moves.spend_fate(s, p, abilities.play_cost(s, p, a.card), ev)
    moves.enter_play(s, a.card, p, a.fate, ev)
    if d.has_keyword("limited"):
        s.players[p].limited_played += 1
    if a.into_conflict and s.conflict is not None:
        side = s.conflict.attackers if p == s.conflict.attacker else s.conflict.defenders
        side.append(a.card)
    if prov is not None:
        moves.refill(s, p, prov, ev)
    fire(s, "character_played", (a.card,), p)


def apply_attachment(s: LcgState, a: PlayAttachment, ev: list[Event]) -> None:
    """Pay the cost and attach (a character played as an attachment becomes an attachment
    while in play [RR › Cardtypes]); a third Restricted attachment discards the oldest one
    [RR › Attachment Cards, Restricted]."""
    p = a.player
    moves.spend_fate(s, p, attachment_cost(s, p, a.card), ev)
    if s.defn(a.card).type is LcgType.CHARACTER:  # played as an attachment [RR › Cardtypes]
        s.cards[a.card].cardtype = LcgType.ATTACHMENT.value
    d = s.defn(a.card)
    moves.take_out(s, a.card)  # from hand (or a pile it may be played from: permissions.py)
    c = s.cards[a.card]
    c.zone = "play"
    c.attached_to = a.target
    c.controller = p
    s.players[p].attachments.append(a.card)
    if d.has_keyword("limited"):
        s.players[p].limited_played += 1
    ev.append(CardMoved(text=f"P{p + 1} attaches {d.name} to {s.defn(a.target).name}",
                        cards=(a.card, a.target), zone="play"))
    fire(s, "card_attached", (a.target, a.card), p)  # "after you attach ... to this character"
    restricted = [x for x in attachments_on(s, a.target) if has_keyword(s, x, "restricted")]
    if len(restricted) > RESTRICTED_MAX:
        moves.leave_play(s, restricted[0], ev)


def apply_duplicate(s: LcgState, a: DiscardDuplicate, ev: list[Event]) -> None:
    """Discard the duplicate, place 1 fate from the token pool on the copy in play; a province
    refills [RR › Duplicates]."""
    p = a.player
    prov = s.cards[a.card].province
    target = _controls_title(s, p, s.defn(a.card).name)
    assert target is not None
    moves.discard(s, a.card, ev)
    moves.place_fate(s, target, 1, ev)
    if prov is not None:
        moves.refill(s, p, prov, ev)


def apply_in_dynasty(s: LcgState, a: Action, ev: list[Event]) -> None:
    """One opportunity of 1.4."""
    if isinstance(a, Pass):
        flow.dynasty_pass(s, a.player, ev)
        return
    turn = s.turn
    _apply_card_action(s, a, ev)
    if s.step == "dynasty" and s.turn == turn:
        flow.dynasty_next(s, a.player)


def apply_in_window(s: LcgState, a: Action, ev: list[Event]) -> None:
    """One opportunity of an action window."""
    if isinstance(a, Pass):
        steps.window_pass(s, a.player, ev)
        return
    _apply_card_action(s, a, ev)
    if s.step == "action_window":
        flow.window_acted(s, a.player)


def _apply_card_action(s: LcgState, a: Action, ev: list[Event]) -> None:
    if isinstance(a, PlayCharacter):
        apply_play_character(s, a, ev)
    elif isinstance(a, PlayAttachment):
        apply_attachment(s, a, ev)
    elif isinstance(a, DiscardDuplicate):
        apply_duplicate(s, a, ev)
    elif isinstance(a, UseAbility):
        triggers.initiate(s, a, ev)
