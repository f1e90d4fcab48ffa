"""Traits of a Terrain or a Region on its battlefield (``applies_to: battlefield``,
``cardtext/ongoing.py``) in the per-card harness: the card in play at the battle's battlefield
(Alice's Terrain there, or her Region at the province she defends), a card of Alice's there
that the filter fits and one at home, and the same table without the record: the stat of each
(the one at home unchanged), or the defending province's strength, compared."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import find


def exercise_battlefield(card: CardDef, record: dict[str, Any]) -> list[str]:
    """A battlefield trait of a Terrain or a Region, checked with and without the record."""
    kind = record["ongoing"]
    ctype = card.type.value
    build = _Builder(card, record, True)
    if ctype == "region":  # attached to Alice's first province, where the battle is
        build.regions.append(card.title)
        build.attacker = 1
    elif ctype == "strategy" and card.has_keyword("Terrain"):  # Alice's, at the battlefield
        build.terrain = card.title
        build.terrain_controller = 0
        if record.get("while") == "defending":
            build.attacker = 1
    else:
        raise Unusable(f"a battlefield trait on a {ctype}: not placed here")
    if record.get("while") == "attacking" and build.attacker == 1:
        raise Unusable("an attacking card at a Region's battlefield: Alice defends there")
    affected = away = ""
    if kind == "no_movement":  # Alice's unit there: moved home with and without the record
        return _exercise_no_movement(build, record)
    if kind == "province_max_base":  # the Defender's +3 held back to his base strength
        return _exercise_max_base(build, record)
    if kind == "stat":
        flt = record.get("filter") or {}
        kw = [flt["keyword"]] if flt.get("keyword") else []
        kw += list(flt.get("keywords", []))
        if flt.get("cavalry"):
            kw.append("Cavalry")
        if flt.get("type") == "follower":
            affected = build.new_def("follower", keywords=kw)
            away = build.new_def("follower", keywords=kw)
            build.host(0, [], [affected])
            build.home[0].append({"title": build.new_def("personality"),
                                  "attachments": [{"title": away}]})
        elif flt.get("type", "personality") == "personality":
            affected = build.host(0, kw, [])["title"]
            away = build.new_def("personality", keywords=kw)
            build.home[0].append({"title": away, "attachments": []})
        else:
            raise Unusable(f"a battlefield stat on {flt.get('type')} cards: not placed here")
    elif kind != "province_strength":
        raise Unusable(f"a battlefield {kind} trait: not checked here")
    got: list[tuple[int, int]] = []
    for game in (build.game(), _without(build, record).game()):
        st = game.state
        if kind == "stat":
            read = getattr(stats, record["stat"])
            got.append((read(st, find(st, affected, 0)), read(st, find(st, away, 0))))
        else:
            assert st.attack is not None
            got.append((stats.province_strength(st, st.attack.defender), 0))
    (with_it, home_with), (without, home_without) = got
    want = record["amount"]
    problems = []
    if not (with_it - without == want or (want < 0 and with_it == 0)):
        problems.append(f"battlefield trait: {without} -> {with_it}, record {want}")
    if home_with != home_without:
        problems.append(f"a card at home changed too: {home_without} -> {home_with}")
    return problems


def _exercise_max_base(build: _Builder, record: dict[str, Any]) -> list[str]:
    """A battlefield's province held to its base strength (``province_max_base``): the
    Defender's provinces given +3 for the turn; the province of the battle is at its base with
    the record (``province_limits.base``), 3 over it without."""
    from l5r_desktop.games.ccg.cardtext import province_limits
    from l5r_desktop.games.ccg.model.card_state import Modifier

    got = []
    for game in (build.game(), _without(build, record).game()):
        st = game.state
        assert st.attack is not None
        keep = st.players[st.attack.defender].stronghold
        st.cards[keep].modifiers.append(Modifier("province_strength", 3))
        got.append((stats.province_strength(st, st.attack.defender),
                    province_limits.base(st, st.attack.defender)))
    (with_it, base), (without, _b) = got
    if with_it != base or without != base + 3:
        return [f"province_max_base: {with_it} with the record, {without} without, base {base}"]
    return []


def _exercise_no_movement(build: _Builder, record: dict[str, Any]) -> list[str]:
    """"Personalities cannot move to or from this battlefield": Alice's unit at the
    battlefield is moved home by an effect (``armies.move_home``, what a move effect calls);
    with the record it stays, without it it goes home."""
    from l5r_desktop.games.ccg.attack import armies

    who = build.host(0, [], [])["title"]
    where = []
    for game in (build.game(), _without(build, record).game()):
        st = game.state
        pid = find(st, who, 0)
        armies.move_home(st, pid, "harness")
        where.append(st.cards[pid].zone.value)
    return [] if where == ["battlefield", "home"] else [
        f"no_movement: the unit ended at {where[0]} with the record, {where[1]} without"]
