"""The per-card harness for an action that chooses, as it resolves, a card in the unit of its
target (``choose_card`` ``in_units_of``, ``cardtext/chosen_cards.py``) and destroys it, under
a condition on the target's keywords, beside a ``set_stat`` on the target.

The table: a battle; Bob's Personality (the target) with the first keyword the condition
names, carrying an Item of Bob's. The action is taken on him: the cards offered must be the
Item only (he has an attachment, so "without attachments" leaves him out), the Item is
chosen and destroyed, his Force set. On a new table without the keyword nothing is asked and
the Item stays."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, UseAbility
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _gold
from tests.carddb.harness.settle import _settle
from tests.engine.scenario import find

_KNOWN = ("set_stat", "choose_card", "destroy")


def usable(record: dict[str, Any]) -> bool:
    """An action choosing a card in its target's unit."""
    return any(e.get("op") == "choose_card" and "in_units_of" in e
               for e in record.get("effects", []))


def _keyword(cond: dict[str, Any] | None) -> str:
    """The first keyword a condition on the target names ("" if none)."""
    if not cond:
        return ""
    one = cond["any"][0] if "any" in cond else cond
    return str(one.get("keyword", ""))


def _play(card: CardDef, index: int, record: dict[str, Any], keyword: str
          ) -> tuple[Any, str, str, set[str]]:
    build = _Builder(card, record, True)
    build.pool = _gold(card, record)
    build.the_card()
    spec = record["targets"][0]
    build.target({**spec, **({"keyword": keyword} if keyword else {})})
    target = build.expected[0]
    item = build.attach_to(target, {"type": "item"})
    game = build.game()
    s = game.state
    s.priority = 0
    me, tid = find(s, card.title, 0), find(s, target, 1)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me
            and a.ability == index and a.targets == (tid,)]
    if not uses:
        raise Unusable(f"{card.id} ability {index}: not offered on Bob's Personality")
    game.perform(uses[0])
    offered = {a.choice for a in game.legal_actions() if isinstance(a, ChooseCard)}
    return game, tid, find(s, item, 1), offered


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Use the action twice (with and without the keyword) and check it."""
    effs = record["effects"]
    if any(e["op"] not in _KNOWN for e in effs) or len(record.get("targets", [])) != 1:
        raise Unusable("an action choosing in a unit with effects this harness does not check")
    choose = next(e for e in effs if e["op"] == "choose_card")
    word = _keyword(choose.get("if"))
    problems: list[str] = []
    setting = next((e for e in effs if e["op"] == "set_stat"), None)
    game, tid, item, offered = _play(card, index, record, word)
    if offered != {item}:
        problems.append(f"choose_card: offered {sorted(offered)}, want the Item only")
    else:
        game.perform(ChooseCard(0, choice=item))
    _settle(game, [])
    s = game.state
    if s.cards[item].in_play:
        problems.append("destroy: the chosen card is still in play")
    if setting is not None and stats.force(s, tid) != setting["amount"]:
        problems.append(f"set_stat: Force {stats.force(s, tid)}, record {setting['amount']}")
    if word:
        game, tid, item, offered = _play(card, index, record, "")
        _settle(game, [])
        if offered or not game.state.cards[item].in_play:
            problems.append("without the keyword a card was chosen or destroyed")
    return problems
