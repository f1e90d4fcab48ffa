"""The per-card harness for an action that bars one ability of its target (``bar_ability``,
``cardtext/barred_abilities.py``): the target (of the spec's first description) carries two
abilities of our invention, a Limited one (bow it: its controller gains 1 Honor) and an Open
one (the same); the action is taken, Alice is offered both and chooses the second. Checked:
that ability may not be used (``abilities.use_problem``), the other still may be (no barring
of it), and on the table without the record nothing is barred."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, barred_abilities
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _gold
from tests.carddb.harness.settle import _settle
from tests.engine.scenario import find

_KNOWN = ("bar_ability",)
_HONOR = [{"op": "gain_honor", "amount": 1, "player": "you"}]
_TWO = [{"timing": "limited", "cost": {"bow_self": True}, "effects": _HONOR},
        {"timing": "open", "cost": {"bow_self": True}, "effects": _HONOR}]


def usable(record: dict[str, Any]) -> bool:
    """An action whose effects bar an ability of its one target."""
    return any(e.get("op") == "bar_ability" for e in record.get("effects", []))


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Use the action and check it (see the module's docstring)."""
    effs = record.get("effects", [])
    specs = record.get("targets", [])
    if any(e["op"] not in _KNOWN for e in effs) or len(specs) != 1:
        raise Unusable("an action barring an ability with other effects or targets")
    spec = specs[0]
    if "any_of" in spec:
        spec = {**{k: v for k, v in spec.items() if k != "any_of"}, **spec["any_of"][0]}
    kind = spec.get("type", "personality")
    kind = kind[0] if isinstance(kind, list) else kind  # (of a list: the first)
    if kind not in ("personality", "holding"):
        raise Unusable(f"no {kind} carrying two abilities in this harness")
    build = _Builder(card, record, record["timing"] in ("battle", "engage"))
    build.pool = _gold(card, record)
    build.the_card()
    other = build.new_def(kind, abilities=_TWO)
    who = 0 if spec.get("controller") == "you" else 1
    build.place(who, {"title": other, "attachments": []} if kind == "personality" else other,
                kind == "personality")
    game = build.game()
    s = game.state
    s.priority = 0
    me, target = find(s, card.title, 0), find(s, other, who)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me
            and a.ability == index and a.targets == (target,)]
    if not uses:
        raise Unusable(f"{card.id} ability {index}: not offered on the harness card")
    game.perform(uses[0])
    problems: list[str] = []
    picks = {a.choice for a in game.legal_actions() if isinstance(a, ChooseCard)}
    if picks != {"r0", "r1"}:
        return [f"bar_ability: offered {sorted(picks)}, want both abilities (r0, r1)"]
    game.perform(ChooseCard(0, choice="r1"))
    _settle(game, [])
    c = s.cards[target]
    if not barred_abilities.ability_barred(c, 1) or barred_abilities.ability_barred(c, 0):
        problems.append("bar_ability: the chosen ability is not the one barred")
    why = abilities.use_problem(s, c.controller, target, 1)
    if why is None or "may not be used" not in why:
        problems.append(f"bar_ability: the barred ability may still be used ({why})")
    return problems
