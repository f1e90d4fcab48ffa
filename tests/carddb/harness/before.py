"""Reactions "before the resolution of an action" (trigger ``before_resolution``,
``cardtext/targeted.open_before``) in the per-card harness: Bob's harness Holding takes an
action of the trigger's kind (a Battle action in Bob's attack when it asks for one, or moves
a unit) on Alice's Personality — the kinds of effect the record negates, a -1F penalty and 1
Honor for Bob; Alice answers before it resolves with the card's Reaction (its target, or its
chosen card, being that Personality). Checked: the negated kinds did not happen to him, the
rest did; and on a new table where Alice passes, everything happened (the check can fail).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import _ATTACHMENTS, Unusable, _Builder, _gold
from tests.carddb.harness.targeted import _TOOL, _happened, _negated, _negates, _tool
from tests.carddb.harness.windows import answer_windows
from tests.engine.scenario import cd, find


def _table(card: CardDef, record: dict[str, Any]) -> tuple[_Builder, str]:
    """Alice's card where it answers and the Personality of hers Bob's action targets."""
    (effect,) = record["effects"]
    on = effect.get("on")
    specs = record.get("targets") or []
    here = "move_here" in _negated(record)  # his movement to the battlefield: from home
    battle = record["trigger"].get("action") == "battle" or "move" in _negated(record) \
        or any(s.get("side") or s.get("performer") for s in specs) \
        or "at_current" in (record.get("condition") or {})
    build = _Builder(card, record, battle)
    build.pool = _gold(card, record)
    build.attacker = build.active = 1  # Bob's turn (his attack): he takes the action
    kind = card.type.value
    subject = ""
    if kind == "personality":
        build.place(0, {"title": card.title, "attachments": []}, True)
        subject = card.title if on == "self" else ""
    elif kind in _ATTACHMENTS:
        entry = build.host(0, ["Shugenja"] if kind == "spell" else [], [card.title])
        subject = entry["title"] if on == "host" else ""
    elif kind == "strategy":
        build.hand.append(card.title)
    elif kind == "holding":
        build.home[0].append(card.title)
    else:
        raise Unusable(f"no place for a {kind} answering before an action resolves")
    kind_of = "personality"
    if on == "yours":  # "your Followers": one of Alice's, carried at the battlefield
        kind_of = effect["type"]
        if kind_of != "follower":
            raise Unusable("this harness places a Follower for a negation on your cards")
        subject = build.new_def("follower")
        build.host(0, [], [subject])
    if not subject:
        if on not in (None, 0) or len(specs) > 1:
            raise Unusable("the negation names a card this harness does not place")
        subject = build.new_def("personality")
        build.place(0, {"title": subject, "attachments": []}, not here)
    if battle:
        build.host(1, [], [])  # Bob's unit at the battlefield (his presence)
    build.defs.append(_tool(record, kind_of, battle))
    build.home[1].append(_TOOL)
    build.meet(record.get("condition", {}))
    return build, subject


def _play(build: _Builder, subject: str, index: int, answer: bool,
          normal: bool = False) -> tuple[Game, dict[str, Any], bool]:
    """Bob's action on ``subject``; Alice answers before it resolves (or passes). For a
    trigger on an action "taken as an additional action" Bob takes it at a granted
    opportunity, unless ``normal``."""
    game = build.game()
    s = game.state
    s.priority = 1
    if build.record["trigger"].get("additional") and not normal:  # taken as an additional
        s.passes = -1  # action: at the opportunity a granted one gives (extra_actions.py)
    target = find(s, subject, 0)
    before = {"target": target, "bowed": s.cards[target].bowed, "zone": s.cards[target].zone,
              "force": stats.force(s, target),
              "honor": s.players[1].family_honor}
    tool = find(s, _TOOL, 1)
    strike = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == tool
              and a.targets == (target,)]
    if not strike:
        raise Unusable(f"Bob's harness action on {subject} is not offered")
    game.perform(strike[0])
    if not game.state.windows:
        raise Unusable("no window opened before Bob's action resolved")
    me = find(game.state, build.card.title, 0)
    answered = answer_windows(game, me, index, ((), (target,)), answer=answer)
    return game, before, answered


def exercise_before(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check one ``before_resolution`` Reaction (see the module's docstring)."""
    if record["effects"][0].get("op") == "reduce_honor_loss":
        return exercise_reduction(card, index, record)
    if not _negates(record):
        raise Unusable("only negations are checked before an action resolves")
    build, subject = _table(card, record)
    kinds = ["move" if k == "move_here" else k for k in _negated(record)]
    problems: list[str] = []
    game, before, _ = _play(build, subject, index, answer=False)
    plain = _happened(game, before)
    seen = [k for k in kinds if not (k == "bow" and "destroy" in kinds)]
    gone = ("penalty",) if "destroy" not in kinds else ()  # a destroyed card has no Force
    if not all(plain[k] for k in (*seen, *gone, "honor")):
        problems.append(f"without the Reaction Bob's action did not happen: {plain}")
    game, before, answered = _play(build, subject, index, answer=True)
    if not answered:
        return [*problems, "the Reaction was not offered before Bob's action resolved"]
    got = _happened(game, before)
    if kinds:
        wrong = [k for k in seen if got[k]] + [k for k in ("penalty", "honor") if not got[k]]
    else:  # every effect negated
        wrong = [k for k in ("bow", "move", "destroy", "penalty", "honor") if got[k]]
    if wrong:
        problems.append(f"after the Reaction: {got}")
    if record["trigger"].get("additional"):  # a normal action: not answered
        try:
            _play(build, subject, index, answer=True, normal=True)
            problems.append("a window opened before Bob's normal action resolved")
        except Unusable:
            pass
    return problems


def exercise_reduction(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """"Before another player's action resolves: Reduce each Honor loss from its effects by
    N [and you may target and rehonor a dishonorable Personality]": Bob's harness Holding
    makes Alice lose N + 1 Honor and gains 1 itself; answered (with Alice's dishonorable
    Personality as the optional target when the record has one), Alice loses 1, Bob gains 1
    and the Personality is honorable again; passed, Alice loses N + 1."""
    n = int(record["effects"][0]["amount"])
    build = _Builder(card, record, False)
    build.pool = _gold(card, record)
    build.active = 1
    if card.type.value == "strategy":
        build.hand.append(card.title)
    elif card.type.value == "personality":
        build.place(0, {"title": card.title, "attachments": []}, False)
    else:
        raise Unusable(f"no place for a {card.type.value} reducing Honor losses")
    shamed = ""
    if record.get("targets"):
        shamed = build.new_def("personality")
        build.place(0, {"title": shamed, "attachments": [], "dishonored": True}, False)
    build.defs.append(cd(_TOOL, "holding", gold_cost=2, abilities=[{
        "timing": "limited", "effects": [
            {"op": "lose_honor", "amount": n + 1, "player": "opponent"},
            {"op": "gain_honor", "amount": 1, "player": "you"}]}]))
    build.home[1].append(_TOOL)
    problems: list[str] = []
    for answer in (False, True):
        game = build.game()
        s = game.state
        s.priority = 1
        honor = [p.family_honor for p in s.players]
        game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                          and a.card == find(s, _TOOL, 1)))
        me = find(game.state, card.title, 0)
        target = (find(s, shamed, 0),) if shamed else ()
        answered = answer_windows(game, me, index, (target,), answer=answer)
        s = game.state
        lost = honor[0] - s.players[0].family_honor
        want = 1 if answer else n + 1
        if answer and not answered:
            problems.append("the Reaction was not offered before Bob's action resolved")
        if lost != want or s.players[1].family_honor != honor[1] + 1:
            problems.append(f"answered={answer}: Alice lost {lost}, expected {want}")
        if answer and shamed and s.cards[target[0]].dishonored:
            problems.append("the dishonorable Personality was not rehonored")
    return problems
