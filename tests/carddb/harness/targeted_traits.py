"""Triggered traits on an action's targeting (``cardtext/targeted_traits.py``) and Reactions
to it whose effect is another player's choice to pay (``cardtext/player_pays.py``) in the
per-card harness: Bob takes an action of the trigger's kind from a harness Holding of his
(``targeted._tool``: it bows Alice's card and gains him 1 Honor) on the card the trigger
names. Checked by the record's one effect:

- ``negate_action``: nothing happens the first time; a second action the same turn bows the
  card and gains Bob his Honor (the "first time" is used up);
- ``pay_or``: Bob is asked what the record lets him pay; declining, the ``else`` negation
  happens (no bow, no Honor); on a new table paying it (a card of his hand discarded, Gold
  from his Keep) lets the action happen;
- ``player_picks`` by the acting player: Bob's Holding performs nothing, so he discards a
  card of his choice (hand 1 -> 0) and the action happens; a second action this turn costs
  nothing.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness import targeted as harness_targeted
from tests.carddb.harness.position import Unusable, _Builder
from tests.engine.scenario import find

_TOOL = harness_targeted._TOOL
_OPS = ("negate_action", "pay_or", "player_picks")


def handles(record: dict[str, Any]) -> bool:
    """A trait on ``targeted``, or a Reaction on it whose one effect is a ``pay_or``."""
    effects = record.get("effects") or []
    if record.get("timing") == "trait":
        return len(effects) == 1 and effects[0].get("op") in _OPS
    return (len(effects) == 1 and effects[0].get("op") == "pay_or") or _moves_away(record)


def _moves_away(record: dict[str, Any]) -> bool:
    """The card moves itself home, then the action's effects on it are negated when it is
    not a legal target any more."""
    effects = record.get("effects") or []
    return [e.get("op") for e in effects] == ["move_home", "negate_action"] and \
        effects[0].get("target") == "self" and bool(effects[1].get("if_illegal"))


def _exercise_moves_away(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Bob's Battle action on Alice's card at the battlefield: answered, the card is at home,
    unbowed (no longer a legal target: the bowing negated), Bob's Honor still gained; on a
    new table where Alice passes, bowed at the battlefield."""
    build, subject = _build(card, record)
    if not build.battle:
        raise Unusable("moving away from an action outside a battle")
    problems: list[str] = []
    game = build.game()
    before = _strike(game, subject)
    if not _pass_windows(game, (find(game.state, card.title, 0), index)):
        return ["Alice's Reaction is not offered after Bob's action targets her card"]
    _pass_windows(game)
    c = game.state.cards[before["target"]]
    if c.zone.value != "home":
        problems.append("move_home: the card is not at home")
    if _did(game, before) != (False, True):
        problems.append(f"negate_action: (bowed, Bob's Honor) = {_did(game, before)}")
    game = build.game()
    before = _strike(game, subject)
    _pass_windows(game)
    if _did(game, before) != (True, True) or game.state.cards[before["target"]].zone.value \
            == "home":
        problems.append("without the Reaction Bob's action did not bow the card there")
    return problems


def _build(card: CardDef, record: dict[str, Any]) -> tuple[_Builder, str]:
    build, subject, target_type = harness_targeted._table(card, record)
    if build.battle:
        build.host(1, [], [])  # Bob's unit at the battlefield (his presence)
    build.defs.append(harness_targeted._tool(record, target_type, build.battle))
    build.home[1].append(_TOOL)
    build.meet(record.get("condition", {}))
    return build, subject


def _strike(game: Game, subject: str) -> dict[str, Any]:
    """Bob's harness action on Alice's card; the state before it."""
    s = game.state
    s.priority = 1
    target = find(s, subject, 0)
    tool = find(s, _TOOL, 1)
    s.cards[tool].ability_uses.clear()  # (again, for a second action)
    before = {"target": target, "bowed": s.cards[target].bowed, "zone": s.cards[target].zone,
              "force": 0, "honor": s.players[1].family_honor}
    strike = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == tool
              and a.targets == (target,)]
    if not strike:
        raise Unusable(f"Bob's harness action on {subject} is not offered")
    game.perform(strike[0])
    return before


def _pass_windows(game: Game, respond: tuple[str, int] | None = None) -> bool:
    """Pass every window (answering with the card's ability ``respond`` when offered); stop
    at a choice. Whether the response was taken."""
    taken = False
    for _ in range(12):
        s = game.state
        if s.options or not s.windows:
            break
        acts = game.legal_actions()
        use = next((a for a in acts if isinstance(a, UseAbility) and respond is not None
                    and a.card == respond[0] and a.ability == respond[1]), None)
        if use is not None and not taken:
            game.perform(use)
            taken = True
            continue
        game.perform(next(a for a in acts if isinstance(a, Pass)))
    return taken


def _did(game: Game, before: dict[str, Any]) -> tuple[bool, bool]:
    """(the target bowed, Bob gained his 1 Honor)."""
    s = game.state
    c = s.cards[before["target"]]
    return (c.bowed and not before["bowed"],
            s.players[1].family_honor == before["honor"] + 1)


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check one record (see the module's docstring)."""
    if _moves_away(record):
        return _exercise_moves_away(card, index, record)
    (effect,) = record["effects"]
    op = effect["op"]
    problems: list[str] = []
    build, subject = _build(card, record)
    if op in ("pay_or", "player_picks"):
        build.bob_hand.append(build.new_def("strategy"))  # a card Bob may discard
    if op == "pay_or" and any("gold" in p for p in effect["pay"]):
        build.bob_honor = 10
    respond = None if record["timing"] == "trait" else index
    game = build.game()
    before = _strike(game, subject)
    me = find(game.state, card.title, 0)
    if respond is not None and not _pass_windows(game, (me, respond)):
        return ["Alice's Reaction is not offered after Bob's action targets her card"]
    s = game.state
    if op == "negate_action":
        _pass_windows(game)
        if _did(game, before) != (False, False):
            problems.append(f"the first action is not negated: {_did(game, before)}")
        game.state.cards[before["target"]].bowed = before["bowed"]  # (bowed again below)
        again = _strike(game, subject)
        _pass_windows(game)
        if _did(game, again) != (True, True):
            problems.append("a second action this turn is negated too")
        return problems
    if not s.options or s.options[0]["player"] != 1:
        return [*problems, "Bob is not asked to choose"]
    if op == "player_picks":
        hand = list(s.players[1].hand)
        game.perform(ChooseCard(1, choice=s.options[0]["pick"][0]))
        _pass_windows(game)
        if len(game.state.players[1].hand) != len(hand) - 1:
            problems.append("Bob did not discard the card he chose")
        if _did(game, before) != (True, True):
            problems.append("Bob's action did not happen after his discard")
        _strike(game, subject)
        if game.state.options:
            problems.append("a second action this turn asks again")
        return problems
    game.perform(ChooseOption(1, apply=False))  # he pays nothing: the else effects
    _pass_windows(game)
    if _did(game, before) != (False, False):
        problems.append(f"Bob paid nothing, yet his action happened: {_did(game, before)}")
    game = build.game()
    before = _strike(game, subject)
    if respond is not None:
        _pass_windows(game, (find(game.state, card.title, 0), respond))
    s = game.state
    hand, gold = list(s.players[1].hand), s.players[1].gold_pool
    pick = s.options[0]["pick"][0] if s.options else None
    if pick is None:
        return [*problems, "Bob is not asked on a new table"]
    game.perform(ChooseCard(1, choice=pick))
    _pass_windows(game)
    if _did(game, before) != (True, True):
        problems.append(f"Bob paid ({pick}), yet his action is negated")
    s = game.state
    if pick == "gold" and not any(s.cards[c].bowed for c in s.players[1].home
                                  if c == find(s, "Lion Keep", 1)) and s.players[1].gold_pool \
            >= gold:
        problems.append("Bob's Gold was not paid")
    if pick in hand and pick in s.players[1].hand:
        problems.append("Bob's card was not discarded")
    return problems
