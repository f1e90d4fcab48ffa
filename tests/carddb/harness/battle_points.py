"""A Terrain's triggered trait before its battle resolves (``before_battle_resolves``,
``cardtext/battle_points.py``) in the per-card harness.

Alice's Terrain is in play at the battlefield of the battle (Alice attacks Bob's first
province); for each card the trait chooses (``choose_card``) a card of our own invention that
fits the choice's spec is placed there (an attacking one Alice's, a defending one Bob's; bowed
when the effects on it straighten it, with Force one over a ``stat_min``), and a copy of it at
home, which must not be offered. The players pass; at ``ResolveBattle`` the battle must wait
for Alice (the Terrain's controller); every "you may" is taken and the card made for each
choice chosen; each effect on a chosen card must have happened before the battle's
resolution (bowed, straightened: seen in the events before it), and the battle must resolve.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, Pass, ResolveBattle
from l5r_desktop.games.ccg.attack.events import BattleResolved
from l5r_desktop.games.ccg.events import CardsBowed, CardsStraightened, Event
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder
from tests.engine.scenario import find

#: The effects this harness checks on a chosen card.
_ON_CHOSEN = ("bow", "straighten")


def _fitting(build: _Builder, spec: dict[str, Any], bowed: bool) -> tuple[int, str, str]:
    """A card of ours fitting ``spec`` at the battlefield, and its twin at home: (seat, title
    there, title at home)."""
    kinds = spec.get("type", "card")
    if kinds not in ("personality", "card"):
        raise Unusable(f"a choice of {kinds} before the resolution: not placed here")
    who = 1 if spec.get("side") == "defending" else 0  # Alice attacks
    kw = [spec["keyword"]] if isinstance(spec.get("keyword"), str) else []
    force = int(spec.get("stat_min", {}).get("force", 1)) + 1
    extra = {"force": force}
    there = build.new_def("personality", keywords=kw, **extra)
    home = build.new_def("personality", keywords=kw, **extra)
    build.place(who, {"title": there, "attachments": [], "bowed": bowed}, True)
    build.place(who, {"title": home, "attachments": []}, False)
    return who, there, home


def exercise_before_resolution(card: CardDef, index: int, record: dict[str, Any]
                               ) -> list[str]:
    """See the module docstring."""
    if not (card.type.value == "strategy" and card.has_keyword("Terrain")):
        raise Unusable(f"a {card.type.value}'s trait before a battle resolves: not placed here")
    effs = record["effects"]
    build = _Builder(card, record, True)
    build.terrain = card.title
    build.terrain_controller = 0
    chosen: list[tuple[int, str, str]] = []
    for n, eff in enumerate(effs):
        if eff["op"] != "choose_card":
            continue
        k = len(chosen)
        straightens = any(e["op"] == "straighten" and e.get("target") == k for e in effs[n:])
        chosen.append(_fitting(build, eff["spec"], straightens))
    if not any(who == 0 for who, _t, _h in chosen):  # Alice's Presence there (she attacks)
        build.place(0, {"title": build.new_def("personality"), "attachments": []}, True)
    if not any(who == 1 for who, _t, _h in chosen):  # and a defender
        build.place(1, {"title": build.new_def("personality"), "attachments": []}, True)
    game = build.game()
    s = game.state
    events: list[Event] = []
    for _ in range(6):  # the players pass until the battle is to be resolved
        acts = [a for a in game.legal_actions() if isinstance(a, (Pass, ResolveBattle))]
        if not acts:
            break
        events += game.perform(acts[-1] if isinstance(acts[-1], ResolveBattle) else acts[0])
        if any(isinstance(a, ResolveBattle) for a in acts):
            break
    problems = []
    if any(isinstance(e, BattleResolved) for e in events) or not s.options:
        return ["the battle did not wait for the Terrain's choices"]
    if s.options[0]["player"] != 0:
        problems.append("the choice is not the Terrain's controller's")
    ids = [(find(s, there, who), find(s, home, who)) for who, there, home in chosen]
    k = 0
    for _ in range(4 * len(effs)):
        if not s.options:
            break
        o = s.options[0]
        if "pick" in o:
            want, away = ids[k]
            if want not in o["pick"] or away in o["pick"]:
                problems.append(f"choice {k}: offered {o['pick']}, want {want} and not {away}")
                break
            events += game.perform(ChooseCard(0, choice=want))
            k += 1
        else:
            events += game.perform(ChooseOption(0, apply=True))
    end = next((n for n, e in enumerate(events) if isinstance(e, BattleResolved)), None)
    if end is None:
        return [*problems, "the battle did not resolve after the choices"]
    before = events[:end]  # (the Final Steps bow the attackers afterwards)
    for eff in effs:
        if eff["op"] == "choose_card":
            continue
        if eff["op"] not in _ON_CHOSEN or not isinstance(eff.get("target"), int):
            problems.append(f"{eff['op']}: this harness does not check it")
            continue
        cid = ids[eff["target"]][0]
        kind = CardsBowed if eff["op"] == "bow" else CardsStraightened
        if not any(isinstance(e, kind) and cid in e.cards for e in before):
            problems.append(f"{eff['op']}: the chosen card {cid} was not, before the "
                            "resolution")
    return problems
