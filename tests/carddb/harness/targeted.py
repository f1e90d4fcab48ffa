"""Reactions to an action's targeting (and "when an action would target" redirections)
in the per-card harness (``cardtext/targeted.py``,
``cardtext/negation.py``): Bob takes an action (from a harness Holding of his, with the
record's designator or keyword) that targets Alice's card the trigger names, and does to it
the kinds of effect the record negates, plus a -1F penalty on it and 1 Honor for himself;
Alice answers with the card's Reaction. Checked: what the record negates did not happen, the
rest did; and on a new table where Alice passes, everything happened (the check can fail).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.ids import Zone
from tests.carddb.harness import host_keywords
from tests.carddb.harness.checks import _check
from tests.carddb.harness.players import player_choice
from tests.carddb.harness.position import _ATTACHMENTS, Unusable, _Builder, _gold
from tests.carddb.harness.windows import answer_windows
from tests.engine.scenario import cd, find

_TOOL = "Harness Watchtower"
_OPS = {"bow": "bow", "destroy": "destroy", "move": "move_home",
        "move_here": "move_unit"}  # "his movement to the current battlefield": from home


def _table(card: CardDef, record: dict[str, Any]) -> tuple[_Builder, str, str]:
    """The position: Alice's card where it answers, the card Bob's action targets (its
    harness title) and the target type of Bob's action."""
    trig = record["trigger"]
    what = _negated(record)
    if trig.get("side", "defending") != "defending":
        raise Unusable("Alice defends in this harness: no attacking card of hers")
    battle = trig.get("action") in ("battle", "fear", "ranged_attack") or "move" in what \
        or trig.get("here") == "battlefield" or "side" in trig
    build = _Builder(card, record, battle)
    build.pool = _gold(card, record)
    build.attacker = 1  # Bob's turn: he takes the action (a battle: he attacks)
    build.active = 1
    kind = card.type.value
    who = trig.get("card", "self")
    subject = card.title
    if kind == "personality":
        build.place(0, {"title": card.title, "attachments": []}, True)
    elif kind in _ATTACHMENTS:
        words = ["Shugenja"] if kind == "spell" else []
        entry = build.host(0, [*words, *host_keywords.named(record)], [card.title])
        if who == "host":
            subject = entry["title"]
    elif kind == "strategy":
        build.hand.append(card.title)
    elif kind == "holding" and who == "yours":  # at Alice's home, answering for her cards
        build.home[0].append(card.title)
    elif kind == "celestial" and who == "yours" and not battle:
        build.place(0, card.title, False)  # in play at home [CE › CELESTIAL]
    else:
        raise Unusable(f"no place for a {kind} answering an action's targeting")
    if who == "yours" or (who == "any" and "keyword" in trig):  # "a Magistrate": Alice's
        want = trig.get("type", "personality")
        if want in ("attachment", "follower"):  # carried by a Personality of Alice's
            subject = build.new_def("item" if want == "attachment" else "follower")
            build.host(0, [], [subject])
        else:
            kw = [trig["keyword"]] if trig.get("keyword") else []
            subject = build.new_def(want, keywords=kw)
            build.place(0, {"title": subject, "attachments": []}, True)
    elif kind == "strategy":
        raise Unusable("a Strategy answers the targeting of your cards only")
    specs = record.get("targets", [])
    build.cost_cards = {}  # type: ignore[attr-defined]  # target index -> harness title
    for i, spec in enumerate(specs):  # "one of his Weapons" (the targeted card's): on him
        on = spec.get("attached_to")
        if isinstance(on, int) and specs[on].get("trigger_card") == "is":
            build.cost_cards[i] = build.attach_to(subject, spec)  # type: ignore[attr-defined]
    target_type = {"personality": "personality", "holding": "holding"}.get(
        kind if subject == card.title else "personality", "card")
    if who == "yours" and trig.get("type") in ("attachment", "follower"):
        target_type = trig["type"]
    elif subject == card.title and kind in _ATTACHMENTS:
        target_type = kind
    return build, subject, target_type


def _negated(record: dict[str, Any]) -> list[str]:
    """The kinds of effect the record's one negation names (``[]``: all, or no negation)."""
    effects = record["effects"]
    if len(effects) == 1 and effects[0].get("op") in ("negate_action", "redirect_target"):
        return list(effects[0].get("what", []))
    return []


def _negates(record: dict[str, Any]) -> bool:
    effects = record["effects"]
    return len(effects) == 1 and effects[0].get("op") in ("negate_action", "redirect_target")


def _tool(record: dict[str, Any], target_type: str, battle: bool) -> dict[str, Any]:
    """Bob's Holding: an action of the trigger's kind that targets Alice's card (a Fear
    action: its target is the Fear's, among Alice's units at the battlefield)."""
    trig = record["trigger"]
    action = trig.get("action")
    timing = "battle" if battle else "limited"
    if action in ("limited", "open"):
        timing = action
    by_effect = action in ("fear", "ranged_attack")
    kinds = (_negated(record) or ["bow"]) if _negates(record) else ["bow"]
    does = [{"op": action, "target": 0, "amount": 9}] if by_effect else []
    does += [{"op": _OPS[k], "target": 0} for k in kinds
             if not (by_effect and k == ("bow" if action == "fear" else "destroy"))]
    stat = [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -1,
             "duration": "turn"}] if _negates(record) else []
    rec: dict[str, Any] = {
        "timing": timing,
        "targets": [{"type": "ranged"} if by_effect else
                    {"type": target_type, "controller": "opponent"}],
        "effects": [*does, *stat, {"op": "gain_honor", "amount": 1, "player": "you"}]}
    if action is not None and action not in ("battle", "limited", "open") and not by_effect:
        rec["keywords"] = [action]
    return cd(_TOOL, "holding", gold_cost=2, abilities=[rec])


def _play(build: _Builder, subject: str, index: int, answer: bool
          ) -> tuple[Game, dict[str, Any]]:
    """Bob takes his action on Alice's card; Alice answers with the record (or passes)."""
    game = build.game()
    s = game.state
    s.priority = 1  # Bob acts (the Combat Segment's first opportunity is his as attacker)
    target = find(s, subject, 0)
    before = {"bowed": s.cards[target].bowed, "zone": s.cards[target].zone,
              "force": stats.force(s, target), "honor": s.players[1].family_honor}
    tool = find(s, _TOOL, 1)
    strike = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == tool
              and a.targets == (target,)]
    if not strike:
        raise Unusable(f"Bob's harness action on {subject} is not offered")
    game.perform(strike[0])
    if not s.windows and not game.state.windows:
        raise Unusable("no window opened after Bob's action targeted Alice's card")
    me = find(game.state, build.card.title, 0)
    for _ in range(10):
        if not game.state.windows:
            break
        acts = game.legal_actions()
        use = next((a for a in acts if isinstance(a, UseAbility) and a.card == me
                    and a.ability == index), None)
        if answer and use is not None:
            game.perform(use)
            continue
        game.perform(next(a for a in acts if isinstance(a, Pass)))
    return game, {"target": target, **before}


def _respond(build: _Builder, subject: str, index: int, record: dict[str, Any]
             ) -> list[str]:
    """A Reaction with other effects: taken in the window Bob's action opened and checked
    like an action (Bob gains his 1 Honor as his action goes on after it)."""
    game = build.game()
    s = game.state
    s.priority = 1
    target = find(s, subject, 0)
    tool = find(s, _TOOL, 1)
    strike = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == tool
              and a.targets == (target,)]
    if not strike:
        raise Unusable(f"Bob's harness action on {subject} is not offered")
    game.perform(strike[0])
    me = find(game.state, build.card.title, 0)
    for _ in range(4):  # Alice answers first when she is asked first, else after Bob passes
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility)
                and a.card == me and a.ability == index]
        if uses or not game.state.windows:
            break
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    if not uses:
        raise Unusable("Alice's Reaction is not offered in the window")
    use = player_choice(record, uses, [])
    return _check(game, use, record, honor_shift=(0, 1))


def _twice(build: _Builder, subject: str, index: int) -> list[str]:
    """Bob's action twice more this turn (his tool used again): Alice's Reaction is offered
    the second time, not the third."""
    game, _ = _play(build, subject, index, answer=True)
    offered = []
    for _ in range(2):
        s = game.state
        s.priority = 1
        tool = find(s, _TOOL, 1)
        s.cards[tool].ability_uses.clear()  # Bob's harness Holding acts again
        target = find(s, subject, 0)
        strike = [a for a in game.legal_actions() if isinstance(a, UseAbility)
                  and a.card == tool and a.targets == (target,)]
        if not strike:
            return [f"Bob's harness action on {subject} is not offered again"]
        game.perform(strike[0])
        me = find(game.state, build.card.title, 0)
        offered.append(answer_windows(game, me, index, once=False))
    return [] if offered == [True, False] else [
        f"Twice per turn: offered for the second and third actions {offered}, "
        "expected [True, False]"]


def _happened(game: Game, before: dict[str, Any]) -> dict[str, bool]:
    s = game.state
    c = s.cards[before["target"]]
    gone = not c.in_play
    return {"destroy": gone, "bow": not gone and c.bowed and not before["bowed"],
            "move": not gone and c.zone is not before["zone"],
            "penalty": not gone and stats.force(s, before["target"]) == before["force"] - 1,
            "honor": s.players[1].family_honor == before["honor"] + 1}


def _redirect(build: _Builder, card: CardDef, subject: str, index: int) -> list[str]:
    """"When an action would target <card>, it targets this card instead": Bob's action
    bows and gives -1F to the card it targets; answered, this card gets it instead."""
    problems: list[str] = []
    game, before = _play(build, subject, index, answer=False)
    if not _happened(game, before)["bow"]:
        problems.append("without the Reaction Bob's action did not bow its target")
    game, before = _play(build, subject, index, answer=True)
    got = _happened(game, before)
    me = find(game.state, card.title, 0)
    if got["bow"] or got["penalty"] or not got["honor"]:
        problems.append(f"after the Reaction, on the card first targeted: {got}")
    if not game.state.cards[me].bowed:
        problems.append("the action did not target the Reaction's card instead")
    return problems


def _redirect_chosen(build: _Builder, subject: str, index: int, record: dict[str, Any],
                     target_type: str) -> list[str]:
    """"When an action would target <card>, ... choose one of your X: the action targets him
    instead": another card of Alice's that fits both Bob's action and the chosen card's spec
    is placed beside the first; answered choosing it, it gets the bowing and the -1F, the
    first card nothing, and Bob still gains his Honor."""
    spec = record["targets"][0]
    kw = [spec["keyword"]] if spec.get("keyword") else []
    if target_type == "personality":
        other = build.new_def("personality", keywords=kw)
        build.place(0, {"title": other, "attachments": []}, True)
    elif target_type in ("item", "follower", "spell"):
        other = build.new_def(target_type, keywords=kw)
        build.host(0, [], [other])
    else:
        raise Unusable(f"no other card of Alice's for an action on a {target_type}")
    problems: list[str] = []
    game, before = _play(build, subject, index, answer=False)
    if not _happened(game, before)["bow"]:
        problems.append("without the Reaction Bob's action did not bow its target")
    game = build.game()
    s = game.state
    s.priority = 1
    target, moved_to = find(s, subject, 0), find(s, other, 0)
    before = {"target": target, "bowed": s.cards[target].bowed, "zone": s.cards[target].zone,
              "force": stats.force(s, target), "honor": s.players[1].family_honor}
    force_other = stats.force(s, moved_to)
    tool = find(s, _TOOL, 1)
    game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                      and a.card == tool and a.targets == (target,)))
    me = find(s, build.card.title, 0)
    answered = answer_windows(game, me, index, ((moved_to,),))
    if not answered:
        return [*problems, "the Reaction choosing the other card was not offered"]
    got = _happened(game, before)
    if subject == build.card.title and (record.get("cost") or {}).get("bow_self"):
        got["bow"] = False  # the Reaction's card bowed to pay for it
    if got["bow"] or got["penalty"] or not got["honor"]:
        problems.append(f"after the Reaction, on the card first targeted: {got}")
    c = game.state.cards[moved_to]
    if not c.bowed or stats.force(game.state, moved_to) != force_other - 1:
        problems.append("the action did not target the chosen card instead")
    return problems


def _costs_paid(game: Game, card: CardDef, record: dict[str, Any], placed: dict[int, str]
                ) -> list[str]:
    """The cards chosen to pay a bow or destroy cost: the card itself, or one the harness
    attached to the targeted card for it ("bow or destroy one of his Weapons")."""
    s = game.state
    cost = record.get("cost") or {}
    out = []
    for i in cost.get("bow_targets", []):
        title = placed.get(i, card.title)
        if not s.cards[find(s, title, 0)].bowed:
            out.append(f"the card chosen to pay the bow cost ({title}) is not bowed")
    for i in cost.get("destroy_targets", []):
        if i in placed and s.cards[find(s, placed[i], 0)].in_play:
            out.append(f"the card chosen to pay the destroy cost ({placed[i]}) is in play")
    return out


def exercise_targeted(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check one ``targeted`` Reaction (see the module's docstring)."""
    build, subject, target_type = _table(card, record)
    if build.battle:
        build.host(1, [], [])  # Bob's unit at the battlefield (his presence)
        if build.units[0] == [] or not any(
                (e.get("title") if isinstance(e, dict) else e) == subject
                or subject in (e.get("attachments", []) if isinstance(e, dict) else [])
                for e in build.units[0]):
            raise Unusable("the targeted card is not at the battlefield")
    build.defs.append(_tool(record, target_type, build.battle))
    build.home[1].append(_TOOL)
    build.meet(record.get("condition", {}))
    for spec in record.get("targets", []):
        if spec.get("zone") == "hand":  # a card of Alice's hand to discard (hand_costs.py)
            build.hand.append(build.new_def("strategy"))
    if not _negates(record):
        return _respond(build, subject, index, record)
    (effect,) = record["effects"]
    if record["trigger"]["event"] == "would_target" and effect.get("to") != "self":
        return _redirect_chosen(build, subject, index, record, target_type)
    if record["trigger"]["event"] in ("would_target", "targeted") and \
            effect["op"] == "redirect_target":
        return _redirect(build, card, subject, index)
    kinds = effect.get("what") or ["bow"]
    problems: list[str] = []
    game, before = _play(build, subject, index, answer=False)
    plain = _happened(game, before)
    seen = [k for k in kinds if not (k == "bow" and "destroy" in kinds)]  # gone: no bow
    if not all(plain[k] for k in (*seen, "honor")):
        problems.append(f"without the Reaction Bob's action did not happen: {plain}")
    game, before = _play(build, subject, index, answer=True)
    got = _happened(game, before)
    if "on" not in effect:
        expect = dict.fromkeys(got, False)
    elif "what" not in effect:
        expect = {**dict.fromkeys(got, False), "honor": True}
    else:  # Bob's action did only the negated kinds, the penalty and the Honor
        expect = {"bow": False, "destroy": False, "move": False, "penalty": True,
                  "honor": True}
    if got != expect:
        problems.append(f"after the Reaction: {got}, record says {expect}")
    if card.type.value == "strategy" and \
            game.state.cards[find(game.state, card.title, 0)].zone is not Zone.FATE_DISCARD:
        problems.append("the Strategy was not discarded")
    if record.get("per_turn") == 2:  # "Twice per turn": a second use, not a third
        problems += _twice(build, subject, index)
    problems += _costs_paid(game, card, record, getattr(build, "cost_cards", {}))
    if (record.get("cost") or {}).get("discard_targets") and len(
            game.state.players[0].hand) != len(build.hand) - 1 - (card.type.value == "strategy"):
        problems.append("the card chosen in the hand to pay the cost was not discarded")
    return problems
