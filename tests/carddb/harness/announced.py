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

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext.announced import DESIGNATORS
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.checks import _check
from tests.carddb.harness.players import player_choice
from tests.carddb.harness.position import Unusable, _Builder, _gold, bowed_if_straightened
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


def _table(card: CardDef, record: dict[str, Any], fitting: bool
           ) -> tuple[Game, int, list[str]]:
    """The table, the harness action announced; returns the game and Alice's Honor then."""
    trig = record["trigger"]
    timing, keyword = _kind(trig)
    battle = timing == "battle" or bool((record.get("condition") or {}).get("at_current"))
    build = _Builder(card, record, battle)
    build.pool = _gold(card, record)
    build.the_card()
    for i, spec in enumerate(record.get("targets", [])):
        build.target(bowed_if_straightened(record, i, spec))
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
    return game, honor, [find(s, t) for t in build.expected]


def exercise_announced(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check one ``announced`` Reaction (see the module's docstring)."""
    trig = record["trigger"]
    if trig.get("by", "any") == "other":
        raise Unusable("this harness answers Alice's own action")
    game, honor, wanted = _table(card, record, fitting=True)
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
    use = player_choice(record, uses, wanted)
    if any(e.get("duration") == "action" for e in record.get("effects", [])):
        problems += _until_the_action_ends(game, use, record, honor)
    else:
        problems += _check(game, use, record, hand_shift=(-1, 0),
                           honor_shift=(1, 0))  # the announced Strategy resolves after it
    if _kind(trig)[1] is not None or trig.get("not_action"):  # a keyword to leave out (or add)
        plain, _, _ = _table(card, record, fitting=False)
        if _offered(plain, find(plain.state, card.title, 0), index):
            problems.append("offered after an action of another kind")
    return problems


def _until_the_action_ends(game: Game, use: UseAbility, record: dict[str, Any],
                           honor: int) -> list[str]:
    """A stat change "until the action ends": there while the announced action waits, gone
    once it has resolved (Alice's Honor +1 then)."""
    (eff,) = record["effects"]
    if eff.get("op") != "modify_stat" or not isinstance(eff.get("target"), int):
        raise Unusable("this harness checks one stat change on a target until the action ends")
    s = game.state
    cid = use.targets[eff["target"]]
    read = stats.chi if eff["stat"] == "chi" else stats.force
    before = read(s, cid)
    game.perform(use)
    problems: list[str] = []
    if read(s, cid) != before + eff["amount"]:
        problems.append(f"{eff['stat']} {before} -> {read(s, cid)} while the action waits, "
                        f"record {eff['amount']:+d}")
    while s.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    if read(s, cid) != before:
        problems.append(f"{eff['stat']} still {read(s, cid)} after the action ended "
                        f"(was {before})")
    if s.players[0].family_honor != honor + 1:
        problems.append("the announced action did not resolve after the window")
    return problems
