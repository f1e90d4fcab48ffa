"""The per-card harness for prevention traits with a source or a condition
(``prevention.prevented_from``: "Negate <his> dishonoring / destruction from other players'
cards' effects", "While this Shugenja is Earth and defending, ..."): the protected card (the
card itself, or the Personality carrying it, given the keyword the condition names) in play,
defending at the battlefield when the condition asks so. Bob's effect (the toolkit's
operation as a card's effect applies it, Bob acting) dishonors / destroys it: with the record
nothing happens; without it, it does. Alice's own effect does it either way; with the
condition's side unmet (the card at home) Bob's effect does it too."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import effects
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import _ATTACHMENTS, Unusable, _Builder, _without
from tests.engine.scenario import find

_OP = {"dishonored": "dishonor", "destroyed": "destroy"}


def _keywords(cond: dict[str, Any] | None) -> tuple[list[str], str | None]:
    """The host keywords and the side the trait's ``if`` asks for (a plain card test)."""
    if not cond:
        return [], None
    if cond.get("card") not in ("host", "self") or set(cond) - {"card", "keyword", "side"}:
        raise Unusable(f"prevention condition {cond}: not met here")
    return ([cond["keyword"]] if "keyword" in cond else []), cond.get("side")


def _happened(st: Any, cid: str, occurrence: str) -> bool:
    c = st.cards[cid]
    return c.dishonored if occurrence == "dishonored" else not c.in_play


def exercise_prevention_from(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    occurrence = record["prevents"]
    if occurrence not in _OP or record.get("from") != "others":
        raise Unusable(f"prevention {occurrence} {record.get('from')}: not checked here")
    keywords, side = _keywords(record.get("if"))
    kind = card.type.value
    cases = [(True, 1, True, False), (False, 1, True, True), (True, 0, True, True)]
    if side is not None:
        cases.append((True, 1, False, True))  # at home: the condition does not hold
    problems = []
    for with_record, actor, placed_side, want in cases:
        build = _Builder(card, record, side is not None and placed_side)
        if side == "defending":
            build.attacker = 1
        if kind in _ATTACHMENTS and record.get("applies_to") == "host":
            protected = build.host(0, keywords, [card.title])["title"]
        elif kind in _ATTACHMENTS:  # the attachment itself, on a Personality of ours
            build.host(0, keywords, [card.title])
            protected = card.title
        elif kind == "personality" and record.get("applies_to", "self") == "self":
            build.place(0, {"title": card.title, "attachments": []}, True)
            protected = card.title
        else:
            raise Unusable(f"prevention on a {kind}: not placed here")
        game = (build if with_record else _without(build, record)).game()
        st = game.state
        target = find(st, protected, 0)
        effects.apply(st, actor, _OP[occurrence], card=target)
        if _happened(st, target, occurrence) != want:
            problems.append(f"prevents {occurrence} from others: {'Bob' if actor else 'Alice'}"
                            f"'s effect {'did' if not want else 'did not'} do it "
                            f"({'with' if with_record else 'without'} the record"
                            f"{'' if placed_side else ', at home'})")
        elif with_record and actor == 1 and not want and "limit" in record:
            problems += _second_time(st, target, occurrence, record["limit"])
    return problems


def _second_time(st: Any, target: str, occurrence: str, limit: str) -> list[str]:
    """A ``limit`` trait negates the first time only: Bob's second effect this turn does it
    (for "this game", his effect in a later turn too)."""
    if limit == "game":
        st.turn += 1  # a later turn: still used
    effects.apply(st, 1, _OP[occurrence], card=target)
    if not _happened(st, target, occurrence):
        return [f"limit {limit}: Bob's second effect did not do it"]
    return []
