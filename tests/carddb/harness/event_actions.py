"""The per-card harness for an Event's action records (a designator: Open, Limited,
Battle/Open, Dynasty), used under Twenty Festivals: "While they are face-up in their player's
Provinces, their abilities can be used ... Events in Provinces are discarded once an ability
on them is used, unless the ability puts the Event itself into play" [S0 › EVENT #].

The Event lies face-up in Alice's first province; the table is first made under Celestial,
where it must not be offered ("An Event only resolves during the Events Phase" [CE › EVENT]),
then the same position under Twenty Festivals (a Dynasty action: in Alice's Dynasty Phase),
where the use is taken and checked like any action (``checks._check``, an effect on
``each_player`` by the Honor of each player against its condition); afterwards the Event must
be in Alice's discard pile, or at her home when an effect puts it into play, and its province
refilled with another card.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import rules
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.carddb.harness.checks import _check
from tests.carddb.harness.players import player_choice
from tests.carddb.harness.position import Unusable, _Builder, bowed_if_straightened
from tests.engine.scenario import find

#: The action timings of an Event's records (ability_format.py).
TIMINGS = ("limited", "open", "battle_open", "dynasty")


def is_event_action(card: CardDef, record: dict[str, Any]) -> bool:
    """An Event's record used as an action from its province."""
    return card.type is CardType.EVENT and record.get("timing") in TIMINGS


def _uses(game: Game, card_id: str, index: int) -> list[UseAbility]:
    return [a for a in rules.legal_actions(game.state, 0) if isinstance(a, UseAbility)
            and a.card == card_id and a.ability == index]


def exercise_event_action(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Use the Event's action from Alice's province under Twenty Festivals; the problems."""
    build = _Builder(card, record, False)
    build.provinces.append({"title": card.title, "face_up": True})
    for i, spec in enumerate(record.get("targets", [])):
        build.target(bowed_if_straightened(record, i, spec))
    build.meet(record.get("condition", {}))
    each_player = [e["each_player"].get("family_honor_at_least", 0)
                   for e in record.get("effects", []) if "each_player" in e]
    if each_player:  # Alice meets the condition, Bob (10) does not
        if min(each_player) <= 10:
            raise Unusable("an each_player condition Bob's 10 Honor meets: not checked here")
        build.honor = max(build.honor, *each_player)
    celestial = build.game()
    problems: list[str] = []
    me = find(celestial.state, card.title, 0)
    if _uses(celestial, me, index):
        problems.append("offered from a province under Celestial")
    pos = celestial.position()
    pos["profile"] = "twenty_festivals"
    if record["timing"] == "dynasty":
        pos.update(phase="dynasty", step="recruit")
    game = Game.from_position(pos)
    state = game.state
    me = find(state, card.title, 0)
    uses = _uses(game, me, index)
    if not uses:
        raise Unusable(f"{card.id} ability {index}: not offered from the province under "
                       f"Twenty Festivals ({state.phase.value}/{state.step.value})")
    use = player_choice(record, uses, [find(state, t) for t in build.expected])
    razed = [e for e in record.get("effects", []) if e.get("op") == "destroy_own_province"]
    if any(e.get("which") != "rightmost" for e in razed):
        raise Unusable("an Event action destroying another province: not checked here")
    plain = {**record, "effects": [{k: v for k, v in e.items() if k != "each_player"}
                                   for e in record.get("effects", []) if e not in razed]}
    bob = state.players[1].family_honor
    rows = list(state.players[0].provinces)
    problems += _check(game, use, plain)  # Alice's part: she meets each condition
    if razed:  # "Destroy your rightmost province": its card in her discard pile
        now = state.players[0].provinces
        if len(now) != len(rows) - len(razed) or rows[-1] not in \
                state.players[0].dynasty_discard:
            problems.append(f"provinces {len(rows)} -> {len(now)}, the rightmost's card "
                            "not discarded")
    if each_player and state.players[1].family_honor != bob:  # Bob (10) meets none
        problems.append(f"Bob's Honor {bob} -> {state.players[1].family_honor}: he does not "
                        "meet the condition")
    into_play = any(e.get("op") == "put_into_play" for e in record.get("effects", []))
    me_card = state.cards[me]
    if into_play and me not in state.players[0].home:
        problems.append("the Event put into play is not at Alice's home")
    if not into_play and me not in state.players[0].dynasty_discard:
        problems.append("the Event used is not in Alice's discard pile")
    if me in state.players[0].provinces or me_card.zone.value == "province":
        problems.append("the Event used is still in its province")
    first = state.players[0].provinces[0] if state.players[0].provinces else None
    if first is None:
        problems.append("the Event's province was not refilled")
    return problems
