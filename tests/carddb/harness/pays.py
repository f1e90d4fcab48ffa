"""The per-card harness for an action whose one effect is another player's choice to pay or
suffer (``pay_or``, ``cardtext/player_pays.py``) about its target (Bob's card): the action is
taken once for each answer Bob may give. Declining: each ``else`` effect is seen on the target
(the restriction on assigning to attack, the negated movement into attacking armies, the card
back in its owner's hand); paying Gold: his Keep bowed for it and none of the ``else``
effects; losing Honor: his Family Honor down by the amount and none of them."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext import movement_negation, restrictions
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _gold
from tests.carddb.harness.settle import _settle
from tests.engine.scenario import find

_ELSE = ("no_assign", "negate_movement", "to_owner_hand")


def usable(record: dict[str, Any]) -> bool:
    """An action whose one effect is a ``pay_or`` on its one target."""
    effs = record.get("effects", [])
    return len(effs) == 1 and effs[0].get("op") == "pay_or" \
        and effs[0].get("payer") in ("controller", "owner")


def _suffered(state: Any, cid: str, eff: dict[str, Any]) -> bool:
    """Did the ``else`` effect ``eff`` happen to ``cid``?"""
    c = state.cards[cid]
    if eff["op"] == "no_assign":
        attack_only = eff.get("side") == "attacking"
        return restrictions.cannot_assign(c, True) and \
            restrictions.cannot_assign(c, False) != attack_only
    if eff["op"] == "negate_movement":
        into = movement_negation.negated(state, cid, True, True) is not None
        other = movement_negation.negated(state, cid, True, False) is not None
        return into and other == (eff.get("to") != "attacking")
    return c.zone.value == "hand" and cid in state.players[c.owner].hand


def _play(card: CardDef, index: int, record: dict[str, Any], answer: str | None
          ) -> tuple[Any, str, list[str]]:
    build = _Builder(card, record, record["timing"] in ("battle", "engage"))
    build.pool = _gold(card, record)
    build.the_card()
    build.target(record["targets"][0])
    game = build.game()
    s = game.state
    s.priority = 0
    me, tid = find(s, card.title, 0), find(s, build.expected[0], 1)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me
            and a.ability == index and a.targets == (tid,)]
    if not uses:
        raise Unusable(f"{card.id} ability {index}: not offered on Bob's card")
    game.perform(uses[0])
    picks = list(s.options[0]["pick"]) if s.options and s.options[0]["player"] == 1 else []
    if picks:
        game.perform(ChooseOption(1, apply=False) if answer is None or answer not in picks
                     else ChooseCard(1, choice=answer))
    _settle(game, [])
    return game, tid, picks


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Take the action for each answer and check it (see the module's docstring)."""
    (eff,) = record["effects"]
    if len(record.get("targets", [])) != 1 or eff.get("target") != 0 or any(
            e["op"] not in _ELSE for e in eff["else"]):
        raise Unusable("a pay_or this harness does not check")
    problems: list[str] = []
    kinds = [next(iter(p)) for p in eff["pay"]]
    game, tid, picks = _play(card, index, record, None)
    want = [k for k in kinds if k in ("gold", "honor")]
    if sorted(picks) != sorted(want):
        problems.append(f"pay_or: Bob offered {picks}, want {want}")
    for e in eff["else"]:
        if not _suffered(game.state, tid, e):
            problems.append(f"pay_or: Bob paid nothing, yet {e['op']} did not happen")
    amount = {k: n for p in eff["pay"] for k, n in p.items()}
    for kind in want:
        game, tid, _ = _play(card, index, record, kind)
        s = game.state
        if any(_suffered(s, tid, e) for e in eff["else"]):
            problems.append(f"pay_or: Bob chose {kind}, yet an else effect happened")
        if kind == "gold" and not s.cards[find(s, "Lion Keep", 1)].bowed:
            problems.append("pay_or: Bob's Keep did not bow to pay the Gold")
        if kind == "honor" and s.players[1].family_honor != 10 - amount["honor"]:
            problems.append(f"pay_or: Bob's Honor is {s.players[1].family_honor}")
    return problems
