"""The per-card harness for traits that change a rule of the table rather than a card's stats
(used by ``actions`` and ``ongoing``):

- ``honor_victory`` ("Players need N more Honor to win an Honor Victory"): the card is in play
  at Alice's home, Alice has exactly the rulebook's Honor for the victory, and the players pass
  from Bob's Action Phase until Alice's turn begins (the Honor Victory is checked at that point
  [CE › PLAYERS WINNING AND LOSING]). Without the record she wins; with it she does not, and
  with N more Honor she does.
- ``prevents: discarded`` ("This Event may not be discarded from play"): the card is in play at
  Alice's home; the toolkit's discard operation on it is refused with the record and allowed
  without it (and on a free table, manual automation, allowed either way).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.cardtext import effects
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
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
