"""Ongoing effects of non-triggered traits: stat bonuses, attack strength, negation of attacks
and Fear, attachment restrictions (the ``continuous`` records with an ``ongoing`` kind;
"will not be destroyed / bow" stays in ``prevention.py``).

The records (their kinds, fields and validator) are in ``ongoing_schema.py``; this module
applies them.

Rules. A non-triggered trait is a continuous effect lasting while its card is in play
[CE › TRAITS], [CE › DURATION OF EFFECTS]; its bonuses and penalties add to the printed stat
before a stat below 0 becomes 0 [CE › CARD FEATURES › STATS]. "A ranged attack's strength is
treated as a stat with regard to bonuses, penalties, and minimums" [CE › RANGED ATTACK]; Melee
Attacks and Fear follow the same rules [S0 › MELEE ATTACK #, FEAR #]. Negating an effect
prevents it [CE › PREVENTION (Including Negation)]: a negated Fear or attack does nothing to
its target. An attachment's restrictions on entering play are checked before it attaches; if
they cannot be met it does not attach [CE › ATTACHMENTS › Playing attachments C]; once
attached it stays, even if it would no longer be legal [CE › ATTACHMENTS].

``applies_to: battlefield`` (a Terrain's or a Region's trait): the cards in the units at the
card's battlefield (:func:`battlefield_of`: the battlefield a Terrain is in play at [CE ›
TERRAIN], or the battlefield at a Region's province [CE › REGION], [CE › BATTLEFIELD]), both
sides ("While at this battlefield, Cavalry cards have +1F"); a province strength with it is
the strength of that battlefield's province, which the engine keeps as the Defender's one
province strength while the battle there is the current one (``provinces.py`` explains that
model): "This Province has +4 strength".

The engine asks :func:`stat_bonus` (``model/stats.py``), :func:`attack_strength` and
:func:`negated` (``attack/ranged.py``), :func:`attach_problem` (``economy.py``) and
:func:`province_bonus` (``model/stats.py``); each returns at once in a game without such
cards (a per-game memo of the cards that carry each kind).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import (
    locations,
    trait_conditions,
    trait_counts,
    trait_filters,
)
from l5r_desktop.games.ccg.cardtext.duel_state import in_duel
from l5r_desktop.games.ccg.cardtext.ongoing_schema import GRANTABLE as GRANTABLE  # callers' name
from l5r_desktop.games.ccg.cardtext.ongoing_schema import KINDS, validate
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.state import CardState, GameState

_T_PERSONALITY = CardType.PERSONALITY
_T_REGION = CardType.REGION
_UNIT_TYPES = (CardType.PERSONALITY, CardType.FOLLOWER)
_NONE: tuple[dict[str, Any], ...] = ()


def active(state: GameState, src: CardState, rec: dict[str, Any]) -> bool:
    """Does the record's ``if`` hold now (no ``if``: always)?"""
    cond = rec.get("if")
    return cond is None or trait_conditions.holds(state, src, cond)


def records(d: CardDef, kind: str) -> tuple[dict[str, Any], ...]:
    """The definition's valid ongoing records of ``kind`` (kept on it: immutable)."""
    cache = d.__dict__.get("_l5r_ongoing")
    if cache is None:
        cache = {}
        for rec in d.abilities:
            if isinstance(rec, dict) and rec.get("timing") == "continuous" and \
                    "ongoing" in rec and not validate(rec):
                cache.setdefault(rec["ongoing"], []).append(rec)
        cache = {k: tuple(v) for k, v in cache.items()}
        d.__dict__["_l5r_ongoing"] = cache
    return cache.get(kind, _NONE)


_NO_IDS: tuple[str, ...] = ()


def sources(state: GameState, kind: str) -> tuple[str, ...]:
    """Ids of the game's cards carrying an ongoing record of ``kind`` (found once per game,
    for every kind in one pass over the cards)."""
    memo = state._memo  # ability_memo() inlined: asked for every cost and stat
    found = memo.get("ongoing")
    if found is None:
        by_kind: dict[str, list[str]] = {}
        for cid, c in state.cards.items():
            d = c.definition
            if d.abilities and ("continuous", "ongoing") in _keys(d):
                for k in records_kinds(d):
                    by_kind.setdefault(k, []).append(cid)
                    if k in ("attach_only", "cannot_attach"):
                        by_kind.setdefault("attach", []).append(cid)
        found = memo["ongoing"] = {k: tuple(v) for k, v in by_kind.items()}
    return found.get(kind, _NO_IDS)


_sources = sources  # (the module's own name for it)


def _keys(d: CardDef) -> frozenset[tuple[str, str]]:
    """``("continuous", "ongoing")`` when the definition has an ongoing record (a cheap
    filter before the records are validated)."""
    found = d.__dict__.get("_l5r_has_ongoing")
    if found is None:
        found = frozenset(("continuous", "ongoing") for rec in d.abilities
                          if isinstance(rec, dict) and rec.get("timing") == "continuous"
                          and "ongoing" in rec)
        d.__dict__["_l5r_has_ongoing"] = found
    return found


def records_kinds(d: CardDef) -> tuple[str, ...]:
    """The kinds of the definition's valid ongoing records."""
    return tuple(k for k in KINDS if records(d, k))


def _live(state: GameState, src: CardState) -> bool:
    """Is the trait's card in play (a Region attached to its province is [CE › REGION])?"""
    return src.zone.in_play or (src.definition.type is _T_REGION and moves.in_play(state, src))


def _unit_head(state: GameState, card: CardState) -> str:
    """The Personality of the card's unit (the card itself if it leads one)."""
    return card.attached_to if card.attached_to is not None else card.id


def _side(state: GameState, card: CardState) -> str | None:
    """``attacking`` / ``defending`` when the card's unit is at a battlefield."""
    att = state.attack
    head = state.cards[_unit_head(state, card)]
    if att is None or head.battlefield is None or head.battlefield >= len(att.battlefields):
        return None
    bf = att.battlefields[head.battlefield]
    if head.id in bf.attacking:
        return "attacking"
    return "defending" if head.id in bf.defending else None


def _army(state: GameState, card: CardState) -> tuple[int, str] | None:
    """``(battlefield, side)`` of the army the card's unit is in, or ``None`` (an army is
    "one or more units in a given side at a battlefield" [CE › ARMY])."""
    side = _side(state, card)
    if side is None:
        return None
    head = state.cards[_unit_head(state, card)]
    assert head.battlefield is not None
    return head.battlefield, side


def _applies(state: GameState, src: CardState, rec: dict[str, Any], card: CardState) -> bool:
    """Does the record on ``src`` reach ``card``?"""
    scope = rec.get("applies_to", "self")
    if scope == "self":
        return src.id == card.id
    if scope == "host":
        return src.attached_to is not None and src.attached_to == card.id
    if scope == "unit":
        return _unit_head(state, src) == _unit_head(state, card) and \
            trait_filters.matches(card, rec.get("filter", {}), src)
    if scope == "army":
        where = _army(state, src)
        return where is not None and where == _army(state, card) and \
            trait_filters.matches(card, rec.get("filter", {}), src)
    if scope == "battlefield":
        where = _army(state, card)
        flt = rec.get("filter", {})
        return where is not None and where[0] == battlefield_of(state, src) and \
            trait_filters.matches(card, flt, src) and (
                "cavalry" not in flt or _cavalry(state, card) is flt["cavalry"])
    return card.controller == src.controller and \
        trait_filters.matches(card, rec.get("filter", {}), src) and (
            not rec.get("here") or locations.same_location(state, src.id, card.id))


def battlefield_of(state: GameState, src: CardState) -> int | None:
    """The battlefield of the current attack a Terrain is in play at, or the one at a Region's
    province (its player defending there), else ``None``."""
    att = state.attack
    if att is None:
        return None
    if src.definition.type is _T_REGION:
        if att.defender != src.owner or not moves.attached_region(state, src):
            return None
        return next((i for i, bf in enumerate(att.battlefields)
                     if bf.province == src.province), None)
    return next((i for i, bf in enumerate(att.battlefields) if bf.terrain == src.id), None)


def _cavalry(state: GameState, card: CardState) -> bool | None:
    """``True`` for a Cavalry Personality or Follower (printed, or granted by a trait in play),
    ``False`` for an Infantry one [CE › INFANTRY], ``None`` for another card."""
    if card.definition.type not in _UNIT_TYPES:
        return None
    return card.definition.has_keyword("Cavalry") or granted(state, card, "Cavalry") \
        is not None


def stat_bonus(state: GameState, card: CardState, stat: str) -> int:
    """The sum of the ongoing bonuses and penalties to the card's ``stat``."""
    sources = _sources(state, "stat")
    if not sources or not card.zone.in_play:
        return 0
    return sum(stat_bonuses(state, card, stat, sources))


def stat_bonuses(state: GameState, card: CardState, stat: str,
                 sources: Any = None) -> list[int]:
    """Each ongoing bonus or penalty to the card's ``stat``, one by one (a negation of
    penalties from every source leaves out the negative ones, ``force_negation.py``)."""
    if sources is None:
        sources = _sources(state, "stat")
    if not sources or not card.zone.in_play:
        return []
    out: list[int] = []
    cards = state.cards
    for sid in sources:
        src = cards[sid]
        if not _live(state, src):
            continue
        for rec in records(src.definition, "stat"):
            if rec["stat"] != stat or not _applies(state, src, rec, card):
                continue
            when = rec.get("while")
            if when is not None and (in_duel(state, card) if when == "not_in_duel"
                                     else _side(state, card) != when):
                continue
            if "if" in rec and not active(state, src, rec):
                continue
            out.append(rec["amount"] if "per" not in rec else
                       rec["amount"] * _count(state, src, rec["per"]))
    return out


def count(state: GameState, src: CardState, per: dict[str, Any]) -> int:
    """How many cards fit a counted trait's ``per`` now (:func:`_count`)."""
    return _count(state, src, per)


def _count(state: GameState, src: CardState, per: dict[str, Any]) -> int:
    """How many cards fit a counted bonus's ``per`` now: in the units of the card's army
    (``in: army``: none while it is in no army [CE › ARMY]) or in play under its controller
    (``yours`` [CE › CARD CONTROL]); ``trait_counts.matching`` applies the filter. Read
    every time the stat is computed, so the bonus follows the count [CE › REMAIN]."""
    if per["in"] == "attached":  # "for each of his Weapons"
        return trait_counts.matching(state, src.attachments, per, src.id)
    if per["in"] == "unit":  # "for each other Ashigaru in this unit"
        head = state.cards[_unit_head(state, src)]
        return trait_counts.matching(state, [head.id, *head.attachments], per, src.id)
    if per["in"] == "yours_and_discards":  # in play under him, and in his discard piles
        p = state.players[src.controller]
        return trait_counts.matching(state, [*moves.in_play_cards(state, src.controller),
                                             *p.fate_discard, *p.dynasty_discard], per, src.id)
    if per["in"] != "army":
        return trait_counts.matching(state, moves.in_play_cards(state, src.controller), per,
                                     src.id)
    where = _army(state, src)
    if where is None or state.attack is None:
        return 0
    bf = state.attack.battlefields[where[0]]
    heads = bf.attacking if where[1] == "attacking" else bf.defending
    return trait_counts.matching(
        state, [i for h in heads for i in (h, *state.cards[h].attachments)], per, src.id)


def _attack_records(state: GameState, target: str, kind: str, what: str
                    ) -> list[tuple[CardState, dict[str, Any]]]:
    out = []
    sources = _sources(state, what)
    if not sources:
        return out
    card = state.cards[target]
    for sid in sources:
        src = state.cards[sid]
        if not _live(state, src):
            continue
        for rec in records(src.definition, what):
            if kind in rec["attacks"] and _applies(state, src, rec, card) \
                    and active(state, src, rec):
                out.append((src, rec))
    return out


def attack_strength(state: GameState, target: str, kind: str) -> int:
    """The ongoing change to the strength of a ``kind`` (fear | melee | ranged) effect
    targeting ``target``."""
    return sum(rec["amount"] for _src, rec in _attack_records(state, target, kind,
                                                               "attack_strength"))


def negated(state: GameState, target: str, kind: str) -> str | None:
    """The title of the card whose trait negates a ``kind`` effect targeting ``target``."""
    found = _attack_records(state, target, kind, "negate")
    return found[0][0].title if found else None


def granted(state: GameState, card: CardState, keyword: str) -> str | None:
    """The title of the card in play whose trait gives ``card`` the ``keyword`` (one of
    :data:`GRANTABLE`), or ``None``."""
    sources = _sources(state, "keyword")
    if not sources or not card.zone.in_play:
        return None
    for sid in sources:
        src = state.cards[sid]
        if _live(state, src) and any(rec["keyword"] == keyword and _applies(state, src, rec, card)
                                    and active(state, src, rec)
                                    for rec in records(src.definition, "keyword")):
            return src.title
    return None


def keywords_granted_to(state: GameState, card: CardState) -> frozenset[str]:
    """Every keyword traits in play give ``card`` now (casefolded)."""
    sources = _sources(state, "keyword")
    if not sources or not card.zone.in_play:
        return frozenset()
    return frozenset(rec["keyword"].casefold() for sid in sources
                     if _live(state, state.cards[sid])
                     for rec in records(state.cards[sid].definition, "keyword")
                     if _applies(state, state.cards[sid], rec, card)
                     and active(state, state.cards[sid], rec))


def granted_keywords(state: GameState) -> frozenset[str]:
    """Every keyword some card of this game can grant (casefolded)."""
    return frozenset(rec["keyword"].casefold() for sid in _sources(state, "keyword")
                     for rec in records(state.cards[sid].definition, "keyword"))


def attach_problem(state: GameState, card_id: str, target: str) -> str | None:
    """Why the attachment's or the Personality's ongoing restrictions forbid attaching
    ``card_id`` to ``target`` (``None``: they allow it)."""
    att = state.cards[card_id]
    host = state.cards[target]
    for rec in records(att.definition, "attach_only"):
        keyword, clan = rec.get("keyword"), rec.get("clan")
        if rec.get("not"):  # "Will not attach to a Water Personality"
            if (keyword is not None and host.definition.has_keyword(keyword)) or (
                    clan is not None and clan in host.definition.clans):
                return f"{att.title} will not attach to a {keyword or clan + ' Clan'} card"
            continue
        if keyword is not None and not host.definition.has_keyword(keyword):
            return f"{att.title} will only attach to a {keyword}"
        if clan is not None and clan not in host.definition.clans:
            return f"{att.title} will only attach to a {clan} Clan Personality"
        if rec.get("human") and host.definition.has_keyword("Nonhuman"):
            return f"{att.title} will only attach to a Human"  # [CE › HUMAN]
    if host.definition.type is _T_PERSONALITY:
        for rec in records(host.definition, "cannot_attach"):
            keyword = rec.get("keyword")
            if att.definition.type.value in rec.get("types", ()) or (
                    keyword is not None and att.definition.has_keyword(keyword)):
                return f"{host.title} cannot attach {att.title}"
    return None


def has_attach_rules(state: GameState) -> bool:
    """True if a card of this game carries an attachment restriction."""
    return bool(_sources(state, "attach"))


def province_bonus(state: GameState, player: int) -> int:
    """The ongoing change to the strength of the player's provinces (from his cards, and
    from other players' cards with ``applies_to: others``: "other players' provinces have -1
    strength"), and,
    while he defends at a battlefield, to that battlefield's province (``applies_to:
    battlefield``: a Terrain there or a Region at it, whoever controls it)."""
    total = 0
    att = state.attack
    for sid in _sources(state, "province_strength"):
        src = state.cards[sid]
        if not _live(state, src):
            continue
        for r in records(src.definition, "province_strength"):
            if r.get("applies_to") == "battlefield":
                if att is None or att.defender != player or att.current is None or \
                        battlefield_of(state, src) != att.current:
                    continue
            elif (src.controller != player) != (r.get("applies_to") == "others"):
                continue  # "others": other players' provinces [CE › PROVINCES]
            if active(state, src, r):
                total += r["amount"]
    return total


def hand_size_bonus(state: GameState, player: int) -> int:
    """The ongoing change to the player's maximum hand size from cards in play: "You have +1
    maximum hand size." (their controller's), "Other players' maximum hand sizes are reduced
    by 1." (everyone else's) [CE › MAXIMUM HAND SIZE]."""
    total = 0
    for sid in _sources(state, "hand_size"):
        src = state.cards[sid]
        if _live(state, src):
            for r in records(src.definition, "hand_size"):
                mine = r.get("applies_to", "you") == "you"
                if mine == (src.controller == player) and active(state, src, r):
                    total += r["amount"]
    return total


def in_play(state: GameState, kind: str, player: int) -> list[dict[str, Any]]:
    """The active ``kind`` records of the cards in play ``player`` controls."""
    out: list[dict[str, Any]] = []
    for sid in _sources(state, kind):
        src = state.cards[sid]
        if _live(state, src) and src.controller == player:
            out += [r for r in records(src.definition, kind) if active(state, src, r)]
    return out


def honor_victory_bonus(state: GameState) -> int:
    """How much more Family Honor than the rulebook's every player needs for an Honor Victory
    while cards in play say so ("Players need 6 more Honor for the Honor Victory"): a
    non-triggered trait applies while its card is in play [CE › TRAITS], and the Honor
    Victory is checked at the point a turn begins [CE › PLAYERS WINNING AND LOSING]
    (``honor.check_honor_victory``)."""
    total = 0
    for sid in _sources(state, "honor_victory"):
        src = state.cards[sid]
        if _live(state, src):
            total += sum(r["amount"] for r in records(src.definition, "honor_victory")
                         if active(state, src, r))
    return total
