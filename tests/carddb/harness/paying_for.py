"""The per-card harness for Gold given for a kind of card paid for (``gold_when_paying``,
``cardtext/paying_for.py``) and for what counted Gold productions count (``per``).

- ``gold_when_paying``: the card at Alice's home, unbowed, her pool empty and her Stronghold
  bowed; a card that fits ``paying`` (a Personality or Holding face up in her province in her
  Dynasty Phase, or an attachment in her hand with a Personality to carry it) of Gold Cost
  the record's amount (6 for ``all``; a printed minimum above it: the rest in her pool): the
  engine offers bringing it into play with the record and not without; taking it bows the
  card and puts the paid-for card in play. A card of the same cost that differs in what the
  record asks for (the keyword, else the uniqueness, else the type) is not offered.
- a counted ``gold_production``: two cards of ours that fit the count at Alice's home; the
  record adds its amount for each (and for the card itself when it fits and is counted).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from l5r_desktop.games.ccg.actions import Equip, Recruit
from l5r_desktop.games.ccg.cardtext import paying_for
from tests.carddb.harness.position import _ATTACHMENTS, Unusable, _without
from tests.engine.scenario import find


def _paid_kind(want: dict[str, Any]) -> str:
    kinds = want.get("type", "personality")
    kind = kinds[0] if isinstance(kinds, list) else kinds
    if kind not in ("personality", "holding", *_ATTACHMENTS):
        raise Unusable(f"paying for a {kind}: not brought into play here")
    return str(kind)


def _keywords(want: dict[str, Any], fit: bool) -> list[str]:
    """The keywords of a card that fits ``want`` or (``fit`` false) of one that differs in
    one thing it asks for: the keyword, else the uniqueness."""
    words = [want["keyword"]] if "keyword" in want else []
    if "any_keyword" in want:
        words.append(want["any_keyword"][0])
    unique = want.get("unique")
    if not fit:
        if words:
            words = []
        elif unique is not None:
            unique = not unique
    return [*words, "Unique"] if unique else words


def _other_kind(want: dict[str, Any]) -> str:
    """A kind of card the record's ``type`` does not name."""
    kinds = want["type"] if isinstance(want["type"], list) else [want["type"]]
    return next(k for k in ("personality", "holding", "follower", "item") if k not in kinds)


def _offered(build: Any, title: str, host: str | None, phase: str) -> tuple[Any, list[Any]]:
    game = build.game(phase=phase)
    st = game.state
    me = find(st, title, 0)
    target = find(st, host, 0) if host else None
    acts = [a for a in game.legal_actions()
            if (isinstance(a, Recruit) and a.card == me and not a.discount and not a.for_honor
                and not a.invest)
            or (isinstance(a, Equip) and a.card == me and a.target == target and not a.invest)]
    return game, acts


def exercise_paying(new_build: Callable[[], Any], record: dict[str, Any]) -> list[str]:
    """See the module docstring (``new_build``: a fresh table builder for the card)."""
    build = new_build()
    card = build.card
    want = record["paying"]
    kind = _paid_kind(want)
    gold = 6 if record["amount"] == "all" else int(record["amount"])
    if (card.gold_production or 0) >= gold:
        raise Unusable("the record gives no more than the card's production")
    cost = max(gold, want.get("min_printed_gold_cost", 0))  # the rest in Alice's pool
    if record["amount"] == "all":
        gold = cost
    fits = [True] + ([False] if {"keyword", "any_keyword", "unique", "type"} & set(want)
                     else [])
    problems: list[str] = []
    for fit in fits:
        b = new_build()
        b.place(0, card.title, False)
        b.honor = 40
        b.defs[1] = {**b.defs[1], "clans": []}  # no Clan discount
        b.pool = cost - gold
        extra: dict[str, Any] = {"gold_cost": cost}
        if kind == "personality":
            extra["honor_requirement"] = 0
        made = kind if fit or {"keyword", "any_keyword", "unique"} & set(want) else \
            _other_kind(want)
        if made != kind:
            extra = {"gold_cost": cost, **({"honor_requirement": 0}
                                          if made == "personality" else {})}
        title = b.new_def(made, keywords=_keywords(want, fit), **extra)
        host = None
        if made in _ATTACHMENTS:
            b.hand.append(title)
            host = b.new_def("personality", keywords=["Shugenja"] if made == "spell" else [])
            b.place(0, {"title": host, "attachments": []}, False)
            phase = "action"
        else:
            b.provinces = [{"title": title, "face_up": True}]
            phase = "dynasty"
        game, acts = _offered(b, title, host, phase)
        if not fit:
            if acts:
                problems.append(f"gold_when_paying: a card without {want} is offered too")
            continue
        _g0, acts0 = _offered(_without(b, record), title, host, phase)
        if not acts or acts0:
            return [f"gold_when_paying: offered {bool(acts)} with the record, {bool(acts0)} "
                    f"without (Gold Cost {cost})"]
        game.perform(acts[0])
        st = game.state
        if not st.cards[find(st, title, 0)].zone.in_play:
            problems.append("gold_when_paying: the card paid for is not in play")
        if not st.cards[find(st, card.title, 0)].bowed:
            problems.append("gold_when_paying: the card did not bow to pay")
        if not paying_for.fits(st, find(st, title, 0), want):
            problems.append("gold_when_paying: the harness's card does not fit")
    return problems


def place_counted(build: Any, record: dict[str, Any]) -> int:
    """For a counted Gold production: two cards of ours that fit the count at Alice's home;
    the Gold the record then adds."""
    per = record["per"]
    flt = per.get("filter") or {}
    words = [flt["keyword"]] if "keyword" in flt else []
    if "any_keyword" in flt:
        words.append(flt["any_keyword"][-1])
    if flt.get("unique"):
        words.append("Unique")
    for _ in range(2):
        build.place(0, build.new_def(flt.get("type", "holding"), keywords=words), False)
    card = build.card
    itself = not per.get("other") and card.type.value == flt.get("type", card.type.value) and (
        "unique" not in flt or card.has_keyword("Unique") == flt["unique"]) and (
        "keyword" not in flt or card.has_keyword(flt["keyword"])) and (
        "any_keyword" not in flt or any(card.has_keyword(k) for k in flt["any_keyword"]))
    return int(record["amount"]) * (2 + int(itself))
