"""Triggered traits of the card's own entering play, destruction or duel won in the per-card
harness (other cards' triggers, a turn, a bowing: ``trait_others.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import (
    Equip,
    Pass,
    Recruit,
    UseAbility,
)
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness import celestial_choices
from tests.carddb.harness import targeted_traits as harness_targeted_traits
from tests.carddb.harness import trait_others as harness_triggers
from tests.carddb.harness.battle_points import exercise_before_resolution
from tests.carddb.harness.checks import _check, _settle
from tests.carddb.harness.position import (
    _ATTACHMENTS,
    ENTERING,
    Unusable,
    _Builder,
    _honor,
    _without,
)
from tests.carddb.harness.tools import _AXE, _DUEL, _fight_duel
from tests.engine.scenario import find


def _entry(game: Game, me: str, kind: type, invest: bool) -> Any:
    """The Recruit or Equip bringing the card into play: investing where the card has its
    Invest record, else the plain one (on the table without the record: what the entry does
    by itself); a Recruit without clan options."""
    offered = [a for a in game.legal_actions() if isinstance(a, kind) and a.card == me
               and not (kind is Recruit and (a.discount or a.for_honor or a.ignore_hr))]
    if invest and any(a.invest for a in offered):
        return next(a for a in offered if a.invest)
    return next(iter(offered), None)


def _exercise_trait(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """A triggered trait: bring the card into play (recruited from a province, equipped from
    the hand), destroy it, or make it win a duel, and check the record's effects; an Invest
    (``timing`` ``invest``): recruit the card investing. What the
    triggering action does by itself (the card leaving the hand, a keyword's draw) is measured
    on the same table without the record and taken off."""
    build = _Builder(card, record, False)
    build.honor = 40
    kind = card.type.value
    invest = record["timing"] == "invest"  # with the Recruit or Equip (cardtext/invest.py)
    trigger = {"event": "equipped" if kind in _ATTACHMENTS else "recruited",
               "card": "self"} if invest else record["trigger"]
    event = trigger.get("event")
    if event == "targeted":  # an action's targeting (targeted_traits.py)
        return harness_targeted_traits.exercise(card, index, record)
    if trigger.get("card", "self") != "self" or event == "bowed":
        return harness_triggers.exercise_other_trait(build, index, record)
    if event == "before_battle_resolves":  # a Terrain's, with choices (battle_points.py)
        return exercise_before_resolution(card, index, record)
    if event == "enters_play" and celestial_choices.usable(card, record):  # a Celestial's
        return celestial_choices.exercise(card, index, record)  # choice (source_bound.py)
    then = None
    phase = "action"
    if event in ENTERING and kind in ("personality", "holding"):
        build.provinces = [{"title": card.title, "face_up": True}]
        build.pool = 30
        phase = "dynasty"

        def pick(game: Game, me: str) -> Any:
            return _entry(game, me, Recruit, invest)
    elif event == "enters_play" and kind == "region":
        # face down in Alice's first province as Bob ends his turn: her Events Phase reveals
        # it and it attaches there [CE › EVENTS PHASE › E], [CE › REGION]
        build.provinces = [{"title": card.title, "face_up": False}]
        build.active = 1
        build.honor = 20  # not 40: Alice's turn begins, 40 would win an Honor Victory
        phase = "dynasty"

        def pick(game: Game, me: str) -> Any:
            return next((a for a in game.legal_actions() if isinstance(a, Pass)), None)
    elif event in ENTERING and kind in _ATTACHMENTS:
        build.pool = 30
        build.hand.append(card.title)
        build.host(0, ["Shugenja"] if kind == "spell" else [], [])

        def pick(game: Game, me: str) -> Any:
            return _entry(game, me, Equip, invest)
    elif event in ("destroyed", "duel_won") and kind in ("personality", "holding",
                                                          *_ATTACHMENTS):
        if event == "duel_won" and kind != "personality":
            raise Unusable(f"trait on {event} of a {kind}: not made to happen here")
        tool = _AXE if event == "destroyed" else _DUEL
        build.defs.append(tool)
        build.hand.append(tool["title"])
        if kind in _ATTACHMENTS:
            build.host(0, ["Shugenja"] if kind == "spell" else [], [card.title])
        elif kind == "holding":
            build.place(0, card.title, False)
        else:
            mine: dict[str, Any] = {"title": card.title, "attachments": []}
            build.place(0, mine, False)
        if event == "duel_won":
            mine["modifiers"] = [{"stat": "chi", "amount": 5, "duration": "turn"}]
            build.place(1, {"title": build.new_def("personality", chi=1), "attachments": []},
                        False)
            then = _fight_duel

        def pick(game: Game, me: str) -> Any:
            return next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                         and game.state.title(a.card) == tool["title"]
                         and a.targets[0] == me), None)
    else:
        raise Unusable(f"trait on {event} of a {kind}: not made to happen here")
    runs = []
    for b in (build, _without(build, record)):
        game = b.game(phase=phase)
        me = find(game.state, card.title, 0)
        act = pick(game, me)
        if act is None:
            raise Unusable(f"{card.id}: its trigger cannot be made to happen ({kind}, {event})")
        runs.append((game, me, act))
    base, _me, base_act = runs[1]
    honor0, hands0 = _honor(base), [len(p.hand) for p in base.state.players]
    _settle(base, base.perform(base_act))
    if then is not None:
        then(base)
    honor_shift = [a - b for a, b in zip(_honor(base), honor0, strict=True)]
    hand_shift = [len(p.hand) - n for p, n in zip(base.state.players, hands0, strict=True)]
    game, me, act = runs[0]
    use = UseAbility(0, card=me, ability=index)
    return _check(game, use, record, act=act, hand_shift=(hand_shift[0], hand_shift[1]),
                  then=then, honor_shift=(honor_shift[0], honor_shift[1]))
