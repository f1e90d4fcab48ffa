"""Twenty Festivals Interrupts to an action (``cardtext/interrupts.py``) in the per-card
harness, for the records ``before.py`` does not check (a single negation on one card): an
action of the trigger's kind is taken from a harness Holding, Bob's (Alice's own when the
Interrupt answers "the action is yours"), on a card of Alice's: the card itself when the
Interrupt straightens it afterwards, else a Personality of hers. It does the kinds of effect
the Interrupt negates (a Fear, a Melee or Ranged Attack strong enough to destroy, a bowing),
bows the card the Interrupt straightens afterwards, and gains its player 1 Honor.

Checked on two tables: passed, everything the action does happened; answered (the
Interrupt's targets being cards of ours that fit), what it negates did not happen, the rest
of the action did (nothing of it for "negate its effects"), its own effects happened (a
target bowed) and its delayed effects "after it resolves" too (the card straightened after
the action bowed it; a Force bonus on its target, compared with the passed table).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Zone
from tests.carddb.harness.position import _ATTACHMENTS, Unusable, _Builder, _gold
from tests.carddb.harness.windows import answer_windows
from tests.engine.scenario import cd, find

_TOOL = "Harness Drill Hall"
_ATTACKS = {"fear": "fear", "melee": "melee_attack", "ranged": "ranged_attack"}
_PLAIN = {"bow": "bow", "destroy": "destroy", "move": "move_home", "penalty": "penalty"}
_BY_EFFECT = {"fear": "fear", "ranged_attack": "ranged_attack"}


def _parts(record: dict[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]],
                                             list[dict[str, Any]]]:
    """The record's negations, delayed effects and other effects."""
    effs = record["effects"]
    negs = [e for e in effs if e["op"] == "negate_action"]
    after = [i for e in effs if e["op"] == "after_action_resolves" for i in e["effects"]]
    rest = [e for e in effs if e["op"] not in ("negate_action", "after_action_resolves")]
    return negs, after, rest


def _kinds(negs: list[dict[str, Any]]) -> list[str]:
    return [w for n in negs for w in n.get("what", [])]


def _table(card: CardDef, record: dict[str, Any]) -> tuple[_Builder, str, int]:
    """The position, the harness title of the card the tool's action targets, and the seat
    of the player taking that action."""
    trig = record["trigger"]
    negs, after, _rest = _parts(record)
    want = trig.get("action")
    wants = [want] if isinstance(want, str) else list(want or [])
    kinds = _kinds(negs)
    ons = {n.get("on") for n in negs} - {None, "self", "unit"}
    if len(ons) > 1 or any(not isinstance(o, int) for o in ons):
        raise Unusable("a negation on a card this harness does not place")
    engage = wants == ["engage"]
    battle = engage or bool({"battle", "fear", "ranged_attack"} & set(wants)) or \
        bool(set(kinds) & {"fear", "melee", "ranged", "move"})
    actor = 0 if trig.get("by") == "you" else 1
    build = _Builder(card, record, battle)
    build.engage = engage
    build.pool = _gold(card, record)
    build.attacker = build.active = actor
    kind = card.type.value
    host = ""
    if kind == "personality":
        build.place(0, {"title": card.title, "attachments": []}, True)
    elif record.get("from") == "hand":  # used from Alice's hand (a Courage card's Interrupt)
        build.hand.append(card.title)
    elif kind in _ATTACHMENTS:
        host = build.host(0, ["Shugenja"] if kind == "spell" else [], [card.title])["title"]
    elif kind == "strategy":
        build.hand.append(card.title)
    elif kind == "holding":
        build.home[0].append(card.title)
    else:
        raise Unusable(f"no place for a {kind} interrupting an action")
    on_card = any(n.get("on") == "self" for n in negs) or any(
        e.get("target") == "self" for e in after)
    for spec in record.get("targets", []):
        if not spec.get("of_action"):  # the card the action targets: the subject
            build.target(spec)
    subject = card.title
    if any(n.get("on") == "unit" for n in negs):  # "all cards in this unit": its Personality
        subject = host or card.title
    elif ons:  # "negate your target Personality's destruction": the Interrupt's own target
        subject = build.expected[ons.pop()]
    elif not on_card:
        subject = build.new_def("personality", force=2)
        build.place(0, {"title": subject, "attachments": []}, True)
    if battle and actor == 1:
        build.host(1, [], [])  # Bob's unit at the battlefield (his presence)
    build.defs.append(_tool(record, card, subject == card.title, battle, engage, actor))
    if trig.get("type") == "strategy":  # "an action from a Strategy": in the actor's hand
        if actor != 1:
            raise Unusable("Alice's own Strategy answered by her Interrupt")
        build.bob_hand.append(_TOOL)
    elif trig.get("type", "holding") == "holding":
        build.home[actor].append(_TOOL)
    else:
        raise Unusable(f"an action from a {trig['type']}: no such harness card")
    return build, subject, actor


def _tool(record: dict[str, Any], card: CardDef, on_card: bool, battle: bool, engage: bool,
          actor: int) -> dict[str, Any]:
    """The harness Holding's action: the kinds of effect the Interrupt negates (or a bowing),
    then 1 Honor for its player."""
    trig = record["trigger"]
    negs, after, _rest = _parts(record)
    want = trig.get("action")
    wants = [want] if isinstance(want, str) else list(want or [])
    kinds = _kinds(negs)
    attacks = [_ATTACKS[k] for k in kinds if k in _ATTACKS]
    attacks += [_BY_EFFECT[w] for w in wants if w in _BY_EFFECT
                and _BY_EFFECT[w] not in attacks]
    plain = [_PLAIN[k] for k in kinds if k in _PLAIN]
    if (not plain and not attacks) or any(e.get("op") == "straighten" for e in after):
        plain = [*plain, "bow"] if "bow" not in plain else plain
    if attacks and actor == 0:
        raise Unusable("Alice's own attack on her own card")
    does = [{"op": a, "target": 0, "amount": 9} for a in attacks]
    does += [{"op": p, "target": 0} for p in plain if p != "penalty"]
    if "penalty" in plain:
        does.append({"op": "modify_stat", "target": 0, "stat": "force", "amount": -1,
                     "duration": "turn"})
    target: dict[str, Any] = {"type": "ranged"} if attacks else {
        "type": card.type.value if on_card else "personality",
        "controller": "opponent" if actor == 1 else "you"}
    if attacks and set(plain) - {"penalty"}:
        raise Unusable("an attack and another kind of effect on one target")
    rec: dict[str, Any] = {
        "timing": "engage" if engage else "battle" if battle else "limited",
        "targets": [target],
        "effects": [*does, {"op": "gain_honor", "amount": 1, "player": "you"}]}
    keywords = [w for w in wants if w not in ("battle", "engage", "open", "limited")
                and w not in _BY_EFFECT]
    if keywords:
        rec["keywords"] = keywords
    if trig.get("type") == "strategy":
        return cd(_TOOL, "strategy", gold_cost=0, focus=1, abilities=[rec])
    return cd(_TOOL, "holding", gold_cost=2, abilities=[rec])


def _play(build: _Builder, subject: str, index: int, actor: int, answer: bool, *,
          apply: bool = True) -> tuple[Game, dict[str, Any], bool]:
    """The tool's action on ``subject``; Alice interrupts it with the card (or passes), a
    choice of its effects taken the first way (``apply``) or the other."""
    game = build.game()
    s = game.state
    s.priority = actor
    target = find(s, subject, 0)
    tool = find(s, _TOOL, actor)
    mine = iter(build.expected)
    chosen = tuple(target if spec.get("of_action") else find(s, next(mine), 0)
                   for spec in build.record.get("targets", []))
    before = {"target": target, "honor": s.players[actor].family_honor,
              "subject_force": stats.force(s, target),
              "force": {c: stats.force(s, c) for c in chosen}, "chosen": chosen}
    strike = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == tool
              and a.targets == (target,)]
    if not strike:
        raise Unusable(f"the harness action on {subject} is not offered")
    game.perform(strike[0])
    if not game.state.windows:
        raise Unusable("no Interrupt window opened before the harness action resolved")
    me = find(game.state, build.card.title, 0)
    answered = answer_windows(game, me, index, (chosen,), answer=answer, apply=apply)
    return game, before, answered


def _done(game: Game, before: dict[str, Any]) -> dict[str, bool]:
    """What the tool's action did to its target."""
    s = game.state
    c = s.cards[before["target"]]
    gone = not moves.in_play(s, c)
    return {"gone": gone, "bowed": c.bowed, "home": c.zone is Zone.HOME,
            "penalty": not gone and stats.force(s, c.id) < before["subject_force"]}


def own(record: dict[str, Any]) -> bool:
    """Is the record an Interrupt this module checks (``before.py`` checks one negation on
    the card itself or its bearer, the Interrupt having at most one target and no cost paid
    with one)?"""
    if not record["trigger"].get("interrupt"):
        return False
    effs = record["effects"]
    paid = {"bow_targets", "destroy_targets"} & set(record.get("cost") or {})
    return bool(paid) or len(record.get("targets") or []) > 1 or not (
        len(effs) == 1 and effs[0]["op"] == "negate_action"
        and effs[0].get("on") in ("self", "host"))


def exercise_interrupt(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check one Interrupt (see the module's docstring)."""
    build, subject, actor = _table(card, record)
    negs, after, rest = _parts(record)
    kinds = _kinds(negs)
    whole = any(not n.get("what") and "on" not in n for n in negs)
    problems: list[str] = []
    game, before, _ = _play(build, subject, index, actor, answer=False)
    plain = _done(game, before)
    honor = game.state.players[actor].family_honor - before["honor"]
    tool = build.defs[-1]["abilities"][0]["effects"]
    ops = {e["op"] for e in tool}
    expect = {"gone": bool(ops & {"destroy", "ranged_attack", "melee_attack"}),
              "bowed": bool(ops & {"bow", "fear"}) and not (
                  ops & {"destroy", "ranged_attack", "melee_attack"}),
              "home": "move_home" in ops,
              "penalty": any(e["op"] == "modify_stat" for e in tool)}
    if honor != 1 or any(expect[k] and not plain[k] for k in expect):
        problems.append(f"passed, the harness action did not happen: {plain}, Honor +{honor}")
    game, before2, answered = _play(build, subject, index, actor, answer=True)
    if not answered:
        return [*problems, "the Interrupt was not offered before the action resolved"]
    got = _done(game, before2)
    s = game.state
    honor = s.players[actor].family_honor - before2["honor"]
    negated = whole or bool(kinds)
    if whole and honor != 0:
        problems.append(f"every effect negated, yet Honor +{honor}")
    if not whole and honor != 1:
        problems.append(f"the action's Honor is not negated, yet Honor +{honor}")
    if negated:
        left = [k for k in expect if expect[k] and got[k]]
        if left:
            problems.append(f"answered, the negated effects happened: {got}")
    for e in after:
        if e["op"] == "straighten" and e.get("target") == "self" and got["bowed"]:
            problems.append("the card was not straightened after the action resolved")
        if e["op"] == "modify_stat":
            cid = before2["chosen"][e["target"]]
            now, was = stats.force(s, cid), stats.force(
                _play(build, subject, index, actor, answer=False)[0].state, cid)
            if now - was != e["amount"]:
                problems.append(f"Force after the action {was} -> {now}, not +{e['amount']}")
    redirect = next((e for e in rest if e["op"] == "redirect_target"), None)
    if redirect is not None:  # "the action targets him instead of another card"
        rest = [e for e in rest if e is not redirect]
        new = before2["chosen"][redirect["to"]]
        if got["bowed"] or not s.cards[new].bowed:
            problems.append("the action did not bow the Interrupt's card instead")
    cost = record.get("cost") or {}
    for i in cost.get("bow_targets", []):
        if not s.cards[before2["chosen"][i]].bowed:
            problems.append("the card bowed to pay was not bowed")
    for i in cost.get("destroy_targets", []):
        if moves.in_play(s, s.cards[before2["chosen"][i]]):
            problems.append("the card destroyed to pay is still in play")
    for e in rest:
        if e["op"] == "bow" and isinstance(e.get("target"), int) and \
                not s.cards[before2["chosen"][e["target"]]].bowed:
            problems.append("the Interrupt's target was not bowed")
        elif e["op"] != "bow":
            raise Unusable(f"an Interrupt's own effect {e['op']} this harness does not check")
    return problems
