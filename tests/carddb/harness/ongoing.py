"""Ongoing traits (``timing: continuous``) in the per-card harness: the same table with and
without the record, compared (Gold production and entry discounts: ``gold.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import (
    Equip,
)
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness import gold as harness_gold
from tests.carddb.harness import paying_for as harness_paying
from tests.carddb.harness.ability_cost import exercise_ability_cost
from tests.carddb.harness.battlefield_traits import exercise_battlefield
from tests.carddb.harness.cannot_gain import exercise_cannot_gain
from tests.carddb.harness.cavalry_permission import exercise_cavalry_ability
from tests.carddb.harness.deck_copies import exercise_deck_copies
from tests.carddb.harness.honor_caps import exercise_no_dishonor_max
from tests.carddb.harness.lobby_bar import exercise_no_lobby
from tests.carddb.harness.no_transfer import exercise_no_transfer
from tests.carddb.harness.one_copy import exercise_one_copy
from tests.carddb.harness.open_permissions import exercise_open_permission
from tests.carddb.harness.pile_self_equip import exercise_pile_self_equip
from tests.carddb.harness.position import (
    _ATTACHMENTS,
    Unusable,
    _Builder,
    _without,
)
from tests.carddb.harness.resolution_bowing import exercise_resolution_no_bow
from tests.carddb.harness.self_restrictions import (
    exercise_entry_from,
    exercise_no_battle_actions,
)
from tests.carddb.harness.straighten_from import exercise_straighten_from
from tests.carddb.harness.stronghold_tireless import exercise_stronghold_tireless
from tests.carddb.harness.table_rules import exercise_entry_rules, exercise_honor_victory
from tests.carddb.harness.terrain_bar import exercise_no_terrains
from tests.engine.scenario import find


def _exercise_ongoing(card: CardDef, record: dict[str, Any]) -> list[str]:
    """An ongoing trait (``timing: continuous``): the same table is built with and without the
    record, and what it changes is compared with the record (the stat of the card it applies
    to, a granted keyword, the province's strength, an attack's strength, a negated attack,
    whether an attachment may be equipped)."""
    from l5r_desktop.games.ccg.cardtext import ongoing
    kind = record["ongoing"]
    if kind == "honor_victory":  # a rule of the table (table_rules.py)
        return exercise_honor_victory(card, record)
    if kind == "entry_rules":
        return exercise_entry_rules(card, record)
    if kind == "tireless":
        return exercise_stronghold_tireless(card, record)
    if kind == "open_permission":
        return exercise_open_permission(card, record)
    if kind == "cannot_gain":
        return exercise_cannot_gain(card, record)
    if kind == "resolution_no_bow":
        return exercise_resolution_no_bow(card, record)
    if kind == "one_copy":
        return exercise_one_copy(card, record)
    if kind == "straighten_from":
        return exercise_straighten_from(card, record)
    if kind == "no_dishonor_max":
        return exercise_no_dishonor_max(card, record)
    if kind == "pile_self_equip":  # equipped from the discard pile (rules/legal.py)
        return exercise_pile_self_equip(card, record)
    if kind == "no_transfer":  # "will not be transferred" (transfers.py)
        return exercise_no_transfer(card, record)
    if kind == "deck_copies":  # a deck-construction trait (legality.py)
        return exercise_deck_copies(card, record)
    if kind == "no_lobby":  # "Other players may not lobby" (lobby_bar.py)
        return exercise_no_lobby(card, record)
    if kind == "no_terrains":  # "other players may not play Terrains" (terrain_bar.py)
        return exercise_no_terrains(card, record)
    if kind == "cavalry_ability":  # the Cavalry ability for him (cavalry_permission.py)
        return exercise_cavalry_ability(card, record)
    if kind == "ability_cost":  # "This ability's Gold cost is 0 if ..." (ability_cost.py)
        return exercise_ability_cost(card, record)
    if kind == "entry_from":  # "will only enter play from a province" (self_restrictions)
        return exercise_entry_from(card, record)
    if kind == "no_battle_actions":  # "may not perform Battle actions while ..."
        return exercise_no_battle_actions(card, record)
    if record.get("applies_to") == "battlefield":  # a Terrain's or a Region's
        return exercise_battlefield(card, record)
    if kind == "gold_when_paying":
        return harness_paying.exercise_paying(lambda: _Builder(card, record, False), record)
    cond = record.get("if") or {}
    side = record.get("while") or cond.get("side")  # "while defending" / "if he is ..."
    per = record.get("per") or {}  # a counted bonus: one card it counts, placed below
    army = record.get("applies_to") == "army" or per.get("in") == "army"  # in a battle
    recon = bool(cond.get("reconnaissance"))  # had at a battlefield
    build = _Builder(card, record, side is not None or army or recon or "opposed" in cond)
    if kind == "gold_production":
        return harness_gold.exercise_production(build, record)
    if kind == "entry_discount":
        return harness_gold.exercise_discount(build, record)
    need = harness_gold.meet_condition(build, record.get("if"))
    if side == "defending":
        build.attacker = 1
    ctype = card.type.value
    affected = card.title
    if kind == "attach_only":  # our card in hand; a host that does not qualify
        build.pool = 30
        build.honor = 40
        build.hand.append(card.title)
        barred = [record["keyword"]] if record.get("not") and record.get("keyword") else []
        if record.get("human"):  # a Nonhuman host [CE › HUMAN]
            barred = ["Nonhuman"]
        clans = [record["clan"]] if record.get("not") and record.get("clan") else []
        host = build.new_def("personality", keywords=barred, clans=clans)
        build.place(0, {"title": host, "attachments": []}, False)
        return _equip_ablation(build, record, card.title, host, blocked=True)
    if kind == "cannot_attach":  # our Personality; an attachment it refuses, in hand
        build.pool = 30
        build.honor = 40
        forbidden = (record.get("types") or ["item"])[0]
        tool = build.new_def(forbidden, keywords=[record["keyword"]] if record.get("keyword")
                             else [])
        build.hand.append(tool)
        build.place(0, {"title": card.title, "attachments": []}, False)
        return _equip_ablation(build, record, tool, card.title, blocked=True)
    in_unit = record.get("applies_to") == "unit" and bool(record.get("filter"))
    mate = _unit_mate(build, record) if in_unit else None  # a card of the unit that fits
    if ctype in _ATTACHMENTS:
        entry = build.host(0 if side != "defending" else 1, need["host_keywords"],
                           [card.title, *([mate[0]] if mate and mate[1] else [])],
                           clans=need["host_clans"])
        if record.get("applies_to") == "host":
            affected = entry["title"]
        if mate:
            affected = mate[0] if mate[1] else entry["title"]
    elif ctype == "personality":
        extra = [mate[0]] if mate and mate[1] else []
        build.place(0 if side != "defending" else 1,
                    {"title": card.title, "attachments": need["attachments"] + extra}, True)
        if mate:
            affected = mate[0]
    elif ctype in ("holding", "stronghold", "celestial"):  # in play at home
        if ctype == "stronghold":
            build.stronghold = card.title
        else:
            build.place(0, card.title, False)
    elif ctype == "region":  # attached to Alice's first province [CE › REGION]
        build.regions.append(card.title)
    else:
        raise Unusable(f"ongoing {kind} on a {ctype}: not placed here")
    if record.get("applies_to") == "yours":
        affected = _your_card(build, record.get("filter") or {}, 1 if side == "defending" else 0)
    if army and not per:  # a card of ours that fits the filter, in a unit of the same army
        flt = record.get("filter") or {}
        kw = [flt["keyword"]] if flt.get("keyword") else []
        if flt.get("type") == "follower":
            affected = build.new_def("follower", keywords=kw)
            build.host(0, [], [affected])
        else:
            affected = build.host(0, kw, [])["title"]
    if per:
        _place_counted(build, per)
    if side == "defending":  # Alice's card defends: swap who is who for the check below
        build.units = (build.units[1], build.units[0])
    games = (build.game(), _without(build, record).game())
    got: list[Any] = []
    for game in games:
        st = game.state
        target = find(st, affected, 0)
        if kind == "stat":
            got.append(getattr(stats, record["stat"])(st, target))
        elif kind == "keyword":
            got.append(bool(ongoing.granted(st, st.cards[target], record["keyword"])))
        elif kind == "province_strength":  # Alice's and Bob's
            got.append([stats.province_strength(st, 0), stats.province_strength(st, 1)])
        elif kind == "hand_size":  # Alice's and Bob's
            got.append([stats.max_hand_size(st, 0), stats.max_hand_size(st, 1)])
        elif kind == "attack_strength":
            got.append([ongoing.attack_strength(st, target, a) for a in record["attacks"]])
        elif kind == "negate":
            got.append([bool(ongoing.negated(st, target, a)) for a in record["attacks"]])
        else:
            raise Unusable(f"ongoing {kind}: not checked here")
    with_it, without = got
    if kind == "stat":
        want = record["amount"] * (_counted_yours(games[0].state, per, card.title)
                                   if per.get("in") in ("yours", "yours_and_discards")
                                   else 1)
        return [] if with_it - without == want or (
            record["amount"] < 0 and with_it == 0) else [
            f"ongoing stat: {record['stat']} {without} -> {with_it}, record {want}"]
    if kind == "keyword":
        return [] if with_it and not without else [f"ongoing keyword: {without} -> {with_it}"]
    if kind == "province_strength":  # Alice's own, or other players' ("others")
        mine = record.get("applies_to") != "others"
        want = [record["amount"] if mine else 0, 0 if mine else record["amount"]]
        return [] if [a - b for a, b in zip(with_it, without, strict=True)] == want else [
            f"ongoing province strength {without} -> {with_it}, record {record['amount']}"]
    if kind == "hand_size":
        mine = record.get("applies_to", "you") == "you"
        want = [record["amount"] if mine else 0, 0 if mine else record["amount"]]
        got_diff = [a - b for a, b in zip(with_it, without, strict=True)]
        return [] if got_diff == want else [f"ongoing hand size changed by {got_diff}, "
                                            f"record {want}"]
    if kind == "attack_strength":
        return [] if all(a - b == record["amount"] for a, b in zip(with_it, without,
                                                                    strict=True)) else [
            f"ongoing attack strength {without} -> {with_it}, record {record['amount']}"]
    return [] if all(with_it) and not any(without) else [f"ongoing negate: {without} -> "
                                                         f"{with_it}"]


def _filter_def(build: _Builder, kind: str, flt: dict[str, Any]) -> str:
    """A new card of ``kind`` fitting a trait's filter (its keywords, its clan)."""
    kw = [flt["keyword"]] if flt.get("keyword") else []
    kw += list(flt.get("keywords", []))
    kw += list(flt.get("any_keyword", [])[:1])  # one of them is enough
    extra = {"clans": [flt["clan"]]} if flt.get("clan") else {}
    return build.new_def(kind, keywords=kw, **extra)


def _your_card(build: _Builder, flt: dict[str, Any], who: int) -> str:
    """A card of ours in play that a ``yours`` filter fits (an attachment on a Personality
    of ours; a Personality or Holding at home, or in the battle's unit); ``who``: the seat
    the builder places Alice's units at before a defending side is swapped in."""
    ftype = flt.get("type", "personality")
    if ftype in _ATTACHMENTS:  # on a Personality of ours (at the card's location)
        title = _filter_def(build, ftype, flt)
        entry = build.host(who, [], [title])
        # an Item's Force and Chi are its bearer's modifiers [CE › ITEM]: his stat shows it
        return entry["title"] if ftype == "item" else title
    kind = ftype if ftype in ("personality", "holding") else "personality"
    title = _filter_def(build, kind, flt)
    build.place(who if kind != "holding" else 0,
                {"title": title, "attachments": []} if kind != "holding" else title,
                kind != "holding")
    return title


def _unit_mate(build: _Builder, record: dict[str, Any]) -> tuple[str, bool]:
    """The card of the trait card's unit a ``unit`` filter reaches: ``(title, True)`` for a
    new Follower / Item / Spell fitting it (attached with the card), ``(title, False)`` when
    it is the unit's Personality (the card's bearer, for an attachment)."""
    flt = record["filter"]
    kind = flt.get("type")
    if kind in _ATTACHMENTS or (kind is None and build.card.type.value != "personality"):
        return _filter_def(build, kind or "follower", flt), True
    if kind is None:  # a keyword on any card of the unit: a Follower with it
        return _filter_def(build, "follower", flt), True
    raise Unusable(f"a unit filter {flt}: not placed here")


def _counted_yours(st: Any, per: dict[str, Any], title: str) -> int:
    """How many of Alice's cards in play fit a ``yours`` count (the one placed for it, and
    e.g. the card's own bearer of that clan), read from the table's definitions; for
    ``yours_and_discards`` her discard piles' cards too."""
    flt = per.get("filter") or {}
    n = 0
    piles = set(st.players[0].fate_discard) | set(st.players[0].dynasty_discard) \
        if per.get("in") == "yours_and_discards" else set()
    for c in st.cards.values():
        d = c.definition
        if (c.id not in piles and (c.controller != 0 or not c.zone.in_play)) or (
                per.get("other") and d.title == title):
            continue
        if ("type" in flt and d.type.value != flt["type"]) or (
                "keyword" in flt and flt["keyword"].casefold() not in
                {k.casefold() for k in d.keywords}) or (
                "clan" in flt and flt["clan"] not in d.clans):
            continue
        n += 1
    return n


def _place_counted(build: _Builder, per: dict[str, Any]) -> None:
    """One card of ours that a counted bonus (``per``) counts: in a unit of the card's army
    (``army``: the card is placed at the battlefield) or in play at Alice's home
    (``yours``), fitting the filter (a Follower on a Personality of ours without it)."""
    flt = per.get("filter") or {}
    kw = [flt["keyword"]] if flt.get("keyword") else []
    kind = flt.get("type", "personality")
    if per["in"] == "yours_and_discards":  # one in Alice's Fate discard pile (the card
        # itself, in play, is counted too when it fits)
        build.piles[0]["fate_discard"] = [*build.piles[0].get("fate_discard", []),
                                          build.new_def("strategy", keywords=kw)]
        return
    if per["in"] in ("attached", "unit"):  # on the card, or in the card's unit
        entry = next(e for e in (*build.units[0], *build.units[1], *build.home[0])
                     if isinstance(e, dict) and (e.get("title") == build.card.title or
                                                 build.card.title in e.get("attachments", [])))
        entry["attachments"].append(_filter_def(build, kind if kind in _ATTACHMENTS
                                                else "follower", flt))
        return
    if kind == "personality":
        if "clan" in flt:
            build.host(0, kw, [], clans=[flt["clan"]])
            return
        build.host(0, kw, [])
    elif kind in _ATTACHMENTS:
        build.host(0, [], [build.new_def(kind, keywords=kw)])
    else:
        build.place(0, build.new_def(kind, keywords=kw), False)


def _equip_ablation(build: _Builder, record: dict[str, Any], attachment: str, host: str,
                    blocked: bool) -> list[str]:
    """Equip ``attachment`` to ``host``: refused with the record, offered without it."""
    offered = []
    for b in (build, _without(build, record)):
        game = b.game()
        st = game.state
        a, h = find(st, attachment, 0), find(st, host, 0)
        offered.append(any(isinstance(x, Equip) and x.card == a and x.target == h
                           for x in game.legal_actions()))
    return [] if offered == [not blocked, True] else [
        f"ongoing {record['ongoing']}: Equip offered {offered[0]} with the record, "
        f"{offered[1]} without"]
