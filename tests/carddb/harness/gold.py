"""The per-card harness for traits that change Gold and for traits under a condition
(``cardtext/gold_traits.py``, ``cardtext/trait_conditions.py``), used by ``ongoing``.

- A condition on a trait is met on the table: Alice's Stronghold of the clan it names, Bob's
  turn for "if it is not your turn", the Personality carrying the Spell given the element it
  names, an attachment of the type or keyword "while he has a ..." names, the card at the
  battlefield with Alice's Terrain there.
- ``gold_production``: the card at Alice's home; the Gold it produces and the Gold Alice can
  pay with are compared with and without the record.
- ``entry_discount``: the card face up in Alice's province (a Personality or Holding, in her
  Dynasty Phase) or in her hand with a Personality meeting its ``host`` (an attachment), with
  exactly its Gold Cost less the discount in her pool: the engine offers the Recruit or
  Equip with the record and not without it, and the card enters play when it is taken.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import economy
from l5r_desktop.games.ccg.actions import Equip, Recruit
from l5r_desktop.games.ccg.model import stats
from tests.carddb.harness import paying_for as harness_paying
from tests.carddb.harness.position import _ATTACHMENTS, Unusable, _without
from tests.engine.scenario import cd, find


def meet_condition(build: Any, cond: dict[str, Any] | None) -> dict[str, list[Any]]:
    """Make ``cond`` (a trait's ``if``) true on Alice's side; what the card's Personality
    needs: ``host_keywords`` (its bearer's keywords) and ``attachments`` (on the card)."""
    need: dict[str, list[Any]] = {"host_keywords": [], "attachments": [], "host_clans": []}
    if not cond:
        return need
    if "any" in cond:
        return meet_condition(build, cond["any"][0])
    if "all" in cond:
        for sub in cond["all"]:
            more = meet_condition(build, sub)
            for k, v in more.items():
                need[k] += v
        return need
    if cond.get("player") == "you":
        if "clan" in cond:
            build.defs[1] = {**build.defs[1], "clans": [cond["clan"]]}
        if cond.get("your_turn") is False:
            build.active = 1
        if cond.get("reconnaissance"):  # at the battlefield (the builder's battle)
            build.reconnaissance = True
        if cond.get("favor"):  # Alice holds the Imperial Favor
            build.favor = True
        if cond.get("went_first") is False:  # Bob went first (a Courtesy trait)
            build.first_player = 1
        if cond.get("fewer_provinces"):  # Alice has 3 Provinces, Bob 4 (Compassion)
            build.alice_provinces = 3
        if "controls" in cond:  # Alice controls such a card (as many as it counts), at home
            for _ in range(cond["controls"].get("at_least", 1)):
                _controlled(build, 0, cond["controls"])
        return need
    if cond.get("player") == "others" and "clan" in cond:  # Bob's Stronghold of that clan
        build.defs.append(cd("Harness Bob Keep", "stronghold", clans=[cond["clan"]],
                             province_strength=7, gold_production=4, starting_honor=10))
        build.bob_keep = "Harness Bob Keep"
        return need
    if cond.get("player") == "others":  # Bob controls such a card, at home
        _controlled(build, 1, cond["controls"])
        return need
    if cond.get("card") in ("self", "host") and set(cond) == {"card", "side"}:
        if not build.battle:  # the caller puts the card's unit on that side (ongoing.py)
            raise Unusable("a side outside a battle")
        return need
    if cond.get("card") in ("self", "host") and set(cond) == {"card", "opposed"}:
        if not build.battle:
            raise Unusable("opposed outside a battle")
        if cond["opposed"]:  # a unit of Bob's on the other side
            build.place(1, {"title": build.new_def("personality"), "attachments": []}, True)
        return need
    if cond.get("card") == "host" and set(cond) == {"card", "clan"}:
        need["host_clans"] = [cond["clan"]]
        return need
    if cond.get("terrain_here"):  # "while you control a Terrain at its battlefield"
        if set(cond) != {"card", "terrain_here"} or cond["card"] != "self":
            raise Unusable(f"trait condition {cond}: not met here")
        build.battle = True  # the card in Alice's unit at the battlefield, her Terrain there
        build.terrain = build.new_def("strategy", keywords=["Terrain"])
        build.terrain_controller = 0
        return need
    if cond.get("card") in ("self", "host") and set(cond) <= {"card", "keyword", "has"}:
        if "keyword" in cond:
            if cond["card"] != "host":
                raise Unusable("a keyword test on the card itself: not met here")
            need["host_keywords"].append(cond["keyword"])
        if "has" in cond:
            has = cond["has"]
            kind = has.get("type", "item")
            kw = [has["keyword"]] if "keyword" in has else []
            need["attachments"].append(build.new_def(kind, keywords=kw))
        return need
    raise Unusable(f"trait condition {cond}: not met here")


def _controlled(build: Any, who: int, ctl: dict[str, Any]) -> None:
    """A card in play at ``who``'s home that fits a ``controls`` test (a Personality unless
    the test names a type; a Holding for a keyword no Personality carries)."""
    kind = ctl.get("type", "personality")
    keywords = [ctl["keyword"]] if "keyword" in ctl else []
    if "title" in ctl:
        build.defs.append(cd(ctl["title"], kind, force=2, chi=2, personal_honor=2, gold_cost=3,
                             honor_requirement=0))
        title = ctl["title"]
    else:
        title = build.new_def(kind, keywords=keywords)
    entry: dict[str, Any] = {"title": title}
    if ctl.get("dishonorable"):
        entry["dishonored"] = True
    if kind == "personality":
        entry["attachments"] = []
        build.place(who, entry, False)
    elif kind in ("follower", "item", "spell"):
        build.host(who, [], [entry])
    else:
        build.place(who, entry, False)


def exercise_production(build: Any, record: dict[str, Any]) -> list[str]:
    """The card produces ``amount`` more Gold with the record, the condition met."""
    meet_condition(build, record.get("if"))
    build.place(0, build.card.title, False)
    amount = record["amount"] if "per" not in record else \
        harness_paying.place_counted(build, record)  # "plus 1 Gold for each ..."
    got = []
    for b in (build, _without(build, record)):
        st = b.game().state
        me = find(st, build.card.title, 0)
        got.append((stats.gold_production(st, me), economy.available_gold(st, 0)))
    (made, avail), (made0, avail0) = got
    if made - made0 == amount and avail - avail0 == amount:
        return []
    return [f"gold production {made0} -> {made}, available {avail0} -> {avail}, "
            f"record {amount}"]


def exercise_discount(build: Any, record: dict[str, Any]) -> list[str]:
    """With the card's Gold Cost less the discount in the pool, the engine offers bringing it
    into play with the record and not without; taking it puts the card in play."""
    card = build.card
    if not card.has_keyword("Loyal"):  # (a Loyal card is recruited by its clan only)
        build.defs[1] = {**build.defs[1], "clans": []}  # no Clan discount unless the
    need = meet_condition(build, record.get("if"))   # record's condition names the clan
    kind = card.type.value
    build.honor = 40
    discount = _discount(build, record)
    build.pool = max(0, int(card.gold_cost or 0) - discount)
    if kind in ("personality", "holding"):
        build.provinces = [{"title": card.title, "face_up": True}]
        phase = "dynasty"
        host = None
    elif kind in _ATTACHMENTS:
        build.hand.append(card.title)
        flt = record.get("host") or {}
        keywords = [*need["host_keywords"], *([flt["keyword"]] if "keyword" in flt else []),
                    *flt.get("any_keyword", [])[:1], *flt.get("keywords", []),
                    *(["Shugenja"] if kind == "spell" else [])]
        extra: dict[str, Any] = {"clans": [flt["clan"]]} if "clan" in flt else {}
        if "title" in flt:
            build.defs.append(cd(flt["title"], "personality", force=2, chi=2,
                                 personal_honor=2, gold_cost=3, honor_requirement=0,
                                 keywords=keywords))
            host = flt["title"]
        else:
            host = build.new_def("personality", keywords=sorted(set(keywords)), **extra)
        build.place(0, {"title": host, "attachments": []}, False)
        phase = "action"
    else:
        raise Unusable(f"entry discount on a {kind}: not brought into play here")
    offered = []
    for b in (build, _without(build, record)):
        game = b.game(phase=phase)
        st = game.state
        me = find(st, card.title, 0)
        target = find(st, host, 0) if host else None
        acts = [a for a in game.legal_actions()
                if (isinstance(a, Recruit) and a.card == me and not a.discount
                    and not a.for_honor)
                or (isinstance(a, Equip) and a.card == me and a.target == target)]
        offered.append((game, acts))
    (game, acts), (_g0, acts0) = offered
    if not acts or acts0:
        return [f"entry discount: offered with {build.pool} Gold {bool(acts)} with the record, "
                f"{bool(acts0)} without (Gold Cost {card.gold_cost}, discount {discount})"]
    game.perform(acts[0])
    me = find(game.state, card.title, 0)
    if not game.state.cards[me].zone.in_play:
        return ["entry discount: not in play"]
    if game.state.players[0].gold_pool:  # paid exactly its Gold Cost less the discount
        return [f"entry discount: {game.state.players[0].gold_pool} Gold left of {build.pool}"]
    return []


def _discount(build: Any, record: dict[str, Any]) -> int:
    """The Gold the record takes off in the harness's table: the whole Gold Cost
    (``ignore_gold``), its amount, or for a count (``per``, ``trait_counts.py``) the amount
    times the cards of ours placed at Alice's home for it: enough to reach ``max`` and one
    more (so a missing limit shows), else one."""
    if record.get("ignore_gold"):
        return int(build.card.gold_cost or 0)
    per = record.get("per")
    if per is None:
        return int(record["amount"])
    n = -(-record["max"] // record["amount"]) + 1 if "max" in record else 1
    flt = per.get("filter") or {}
    for _ in range(n):
        title = build.new_def("personality", keywords=[flt["keyword"]] if "keyword" in flt
                              else [])
        build.place(0, {"title": title, "attachments": []}, False)
    return min(record["amount"] * n, record.get("max", record["amount"] * n))
