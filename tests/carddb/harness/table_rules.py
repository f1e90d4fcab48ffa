"""The per-card harness for traits that change a rule of the table rather than a card's stats
(used by ``actions`` and ``ongoing``):

- ``honor_victory`` ("Players need N more Honor to win an Honor Victory"): the card is in play
  at Alice's home, Alice has exactly the rulebook's Honor for the victory, and the players pass
  from Bob's Action Phase until Alice's turn begins (the Honor Victory is checked at that point
  [CE › PLAYERS WINNING AND LOSING]). Without the record she wins; with it she does not, and
  with N more Honor she does.
- ``entry_rules`` ("Your Mercenary cards cost 2 less Gold and ignore their Honor
  Requirements"): see :func:`exercise_entry_rules`.
- ``prevents: discarded`` ("This Event may not be discarded from play"): the card is in play at
  Alice's home; the toolkit's discard operation on it is refused with the record and allowed
  without it (and on a free table, manual automation, allowed either way).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Equip, Recruit
from l5r_desktop.games.ccg.cardtext import effects
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.carddb.harness.prevention_from import exercise_prevention_from
from tests.carddb.harness.trait_others import _until_turn_begins
from tests.engine.scenario import find

#: The rulebook's Family Honor for an Honor Victory (the Celestial profile).
_VICTORY = 40


def _at_home(build: _Builder) -> None:
    kind = build.card.type.value
    if kind not in ("event", "holding", "celestial", "ring"):
        raise Unusable(f"a table rule of a {kind}: not placed here")
    build.place(0, build.card.title, False)


def exercise_honor_victory(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    problems = []
    for honor, with_record, wins in ((_VICTORY, False, True), (_VICTORY, True, False),
                                     (_VICTORY + record["amount"], True, True)):
        build = _Builder(card, record, False)
        _at_home(build)
        build.honor = honor
        build.active = 1
        game = (build if with_record else _without(build, record)).game()
        _until_turn_begins(game)
        won = game.state.winner == 0
        if won != wins:
            problems.append(f"honor_victory: Alice with {honor} Honor "
                            f"{'won' if won else 'did not win'} "
                            f"({'with' if with_record else 'without'} the record)")
    return problems


def exercise_prevention(card: CardDef, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if record.get("from") == "others":  # prevention_from.py
        return exercise_prevention_from(card, record)
    if record.get("prevents") != "discarded" or record.get("applies_to", "self") != "self":
        raise Unusable(f"prevention {record.get('prevents')}: not checked here")
    problems = []
    for with_record in (True, False):
        build = _Builder(card, record, False)
        _at_home(build)
        game = (build if with_record else _without(build, record)).game()
        me = find(game.state, card.title, 0)
        refused = effects.check(game.state, 0, "discard", card=me)
        if (refused is not None) != with_record:
            problems.append(f"prevents discarded: the discard is "
                            f"{'refused' if refused else 'allowed'} "
                            f"({'with' if with_record else 'without'} the record)")
        if effects.check(game.state, 0, "discard", card=me, free=True) is not None:
            problems.append("prevents discarded: refused on a free table too")
    return problems


def _entry_table(build: _Builder, record: dict[str, Any], kind: str) -> tuple[str, str | None]:
    """A card of ours with the record's keyword, Gold Cost 3 and an Honor Requirement above
    what Alice (10 Honor) or her Personality (Personal Honor 2) has when the record ignores
    it: a Personality face up in her first province, or a Follower in her hand beside a
    Personality of ours. The pool holds its cost less the record's discount."""
    ignore = bool(record.get("ignore_honor_requirement"))
    words = [record["keyword"]]
    if kind == "personality":
        title = build.new_def("personality", keywords=words, gold_cost=3,
                              honor_requirement=20 if ignore else 0)
        build.provinces = [{"title": title, "face_up": True}]
        host = None
    else:
        title = build.new_def("follower", keywords=words, gold_cost=3,
                              honor_requirement=5 if ignore else 0)
        build.hand.append(title)
        host = build.new_def("personality")
        build.place(0, {"title": host, "attachments": []}, False)
    build.pool = 3 - int(record.get("gold", 0))
    return title, host


def exercise_entry_rules(card: CardDef, record: dict[str, Any]) -> list[str]:
    """``entry_rules`` ("Your Mercenary cards cost 2 less Gold and ignore their Honor
    Requirements"): the card in play for Alice (her Stronghold bowed, so the pool is all her
    Gold); her Personality with the keyword is offered to Recruit, her Follower with it to
    Equip, with the pool one Gold short of its cost by the record's discount and an Honor
    Requirement she does not meet when the record ignores it; without the record neither is
    offered; taking the Recruit puts the card in play."""
    problems = []
    for kind, phase in (("personality", "dynasty"), ("follower", "action")):
        offered = []
        for with_record in (True, False):
            build = _Builder(card, record, False)
            if card.type.value == "stronghold":
                build.stronghold = card.title
            else:
                _at_home(build)
            title, host = _entry_table(build, record, kind)
            game = (build if with_record else _without(build, record)).game(phase=phase)
            st = game.state
            st.cards[st.players[0].stronghold].bowed = True  # the pool is all her Gold
            me = find(st, title, 0)
            target = find(st, host, 0) if host else None
            acts = [a for a in game.legal_actions()
                    if (isinstance(a, Recruit) and a.card == me and not a.discount
                        and not a.for_honor and not a.ignore_hr)
                    or (isinstance(a, Equip) and a.card == me and a.target == target)]
            offered.append((game, acts, me))
        (game, acts, me), (_g0, acts0, _m0) = offered
        if not acts or acts0:
            problems.append(f"entry_rules: a {kind} offered {bool(acts)} with the record, "
                            f"{bool(acts0)} without")
            continue
        game.perform(acts[0])
        if not game.state.cards[me].zone.in_play or game.state.players[0].gold_pool:
            problems.append(f"entry_rules: the {kind} not in play for exactly its Gold")
    return problems
