"""Reactions "after you announce an action" in the per-card harness (trigger ``announced``,
``cardtext/announced.py``): the card is placed where it answers (in Alice's unit at the
battlefield when its condition asks for the current battlefield or the trigger for a Battle
action; bowed when its record lets it answer bowed and straightens it), Alice announces a
harness Strategy whose action has the trigger's kind (Battle, else Open) and keyword, gaining
1 Honor; the window opens before that action does anything (Alice still at her Honor), the
card's Reaction is taken and checked like an action. Checked too: the same action without the
keyword (or with the keyword the trigger bars) offers no such Reaction (the check can fail).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.announced import DESIGNATORS
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.checks import _check
from tests.carddb.harness.position import Unusable, _Builder, _gold
from tests.carddb.harness.resolution import _offered
from tests.engine.scenario import cd, find

_TOOL = "Harness Plan"


def _kind(trig: dict[str, Any]) -> tuple[str, str | None]:
    """The harness action's designator and keyword for the trigger."""
    want = trig.get("action")
    want = want[0] if isinstance(want, list) else want
    if want in DESIGNATORS:
        return str(want), None
    return "battle", want


def _table(card: CardDef, record: dict[str, Any], fitting: bool) -> tuple[Game, int]:
    """The table, the harness action announced; returns the game and Alice's Honor then."""
    trig = record["trigger"]
    timing, keyword = _kind(trig)
    battle = timing == "battle" or bool((record.get("condition") or {}).get("at_current"))
    build = _Builder(card, record, battle)
    build.pool = _gold(card, record)
    build.the_card()
    build.meet({k: v for k, v in (record.get("condition") or {}).items()
                if k != "at_current"})
    words = [keyword] if keyword and fitting else []
    if trig.get("not_action") and not fitting:
        words.append(str(trig["not_action"]))  # the kind the trigger bars
    build.defs.append(cd(_TOOL, "strategy", gold_cost=0, focus=1,
                         abilities=[{"timing": timing, "keywords": words,
                                     "effects": [{"op": "gain_honor", "amount": 1,
                                                  "player": "you"}]}]))
    build.hand.append(_TOOL)
    game = build.game()
    s = game.state
    me = find(s, card.title, 0)
    if record.get("bowed_ok") and any(e.get("op") == "straighten" and e.get("target") == "self"
                                      for e in record.get("effects", [])):
        s.cards[me].bowed = True  # it answers bowed, and is seen straightening
    s.priority = 0
    tool = find(s, _TOOL, 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == tool]
    if not uses:
        raise Unusable("the harness action is not offered")
    honor = s.players[0].family_honor
    game.perform(uses[0])
    return game, honor


def exercise_announced(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check one ``announced`` Reaction (see the module's docstring)."""
    trig = record["trigger"]
    if trig.get("by", "any") == "other" or record.get("targets"):
        raise Unusable("this harness answers Alice's own action, with no targets")
    game, honor = _table(card, record, fitting=True)
    s = game.state
    me = find(s, card.title, 0)
    problems: list[str] = []
    if not s.windows or s.windows[-1].trigger != "announced":
        problems.append("no window opened after the announcement")
    if s.players[0].family_honor != honor:
        problems.append("the announced action resolved before the window")
    uses = _offered(game, me, index)
    if not uses:
        raise Unusable("the Reaction is not offered after the announcement")
    problems += _check(game, uses[0], record, hand_shift=(-1, 0),
                       honor_shift=(1, 0))  # the announced Strategy resolves after it
    if _kind(trig)[1] is not None or trig.get("not_action"):  # a keyword to leave out (or add)
        plain, _ = _table(card, record, fitting=False)
        if _offered(plain, find(plain.state, card.title, 0), index):
            problems.append("offered after an action of another kind")
    return problems
