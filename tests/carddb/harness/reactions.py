"""Reactions and Interrupts in the per-card harness: the trigger made to happen (the card
recruited or equipped, a unit assigned, a Reserve Personality Recruited into a battle, a
dishonoring, a duel won), then the response the window offers taken and checked.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import (
    Assign,
    DeclareAttack,
    Equip,
    KeywordAbility,
    Pass,
    Recruit,
    UseAbility,
)
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness import action_memory as harness_memory
from tests.carddb.harness import action_resolved as harness_action_resolved
from tests.carddb.harness import announced as harness_announced
from tests.carddb.harness import battle_results as harness_results
from tests.carddb.harness import before as harness_before
from tests.carddb.harness import engaging as harness_engaging
from tests.carddb.harness import equip_reactions as harness_equip
from tests.carddb.harness import event_window as harness_event_window
from tests.carddb.harness import events as harness_events
from tests.carddb.harness import gold_reactions as harness_gold
from tests.carddb.harness import interrupt_strength as harness_strength
from tests.carddb.harness import interrupts as harness_interrupts
from tests.carddb.harness import ranged_targeted as harness_ranged
from tests.carddb.harness import resolution as harness_resolution
from tests.carddb.harness import rings as harness_rings
from tests.carddb.harness import targeted as harness_targeted
from tests.carddb.harness import targeted_traits as harness_targeted_traits
from tests.carddb.harness import trait_others as harness_triggers
from tests.carddb.harness.checks import _check
from tests.carddb.harness.players import player_choice
from tests.carddb.harness.position import (
    _ATTACHMENTS,
    Unusable,
    _Builder,
    _gold,
)
from tests.engine.scenario import find


def _exercise_trigger(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """A Reaction or Interrupt: make its trigger happen to the card (or the Personality it is
    attached to, or one of Alice's cards), then take the response the engine offers in the
    window and check it like an action."""
    event = record["trigger"]["event"]
    if event == "targeted" and "attack" in record["trigger"]:  # attack_strength.py
        return harness_ranged.exercise_ranged_targeted(card, index, record)
    if event == "targeted" and harness_targeted_traits.handles(record):  # another player
        return harness_targeted_traits.exercise(card, index, record)  # pays (player_pays.py)
    if event in ("targeted", "would_target"):  # an action's targeting (targeted.py)
        return harness_targeted.exercise_targeted(card, index, record)
    if event == "before_resolution" and harness_strength.applies(record):  # its strength
        return harness_strength.exercise(card, index, record)  # (interrupt_strength.py)
    if event == "before_resolution" and harness_interrupts.own(record):  # an Interrupt
        return harness_interrupts.exercise_interrupt(card, index, record)
    if event == "before_resolution":  # before an action resolves (targeted.open_before)
        return harness_before.exercise_before(card, index, record)
    if event == "paying_gold":  # Gold when paying (gold_reactions.py)
        return harness_gold.exercise_gold_reaction(card, index, record)
    if event == "resolved_bowed":  # after an action that bowed (resolution_triggers.py)
        return harness_resolution.exercise_resolution(card, index, record)
    if event in harness_memory.TRIGGERS:  # after an action that moved ... (action_memory.py)
        return harness_memory.exercise_action_memory(card, index, record)
    if event == "action_resolved":  # after an action resolved (action_resolved.py)
        return harness_action_resolved.exercise_action_resolved(card, index, record)
    if event == "before_event":  # before an Event resolves (event_window.py)
        return harness_event_window.exercise_before_event(card, index, record)
    if event == "announced":  # after an action is announced (announced.py)
        return harness_announced.exercise_announced(card, index, record)
    if harness_equip.applies(record):  # an attachment of the hand equipped to him
        return harness_equip.exercise(card, index, record)
    if event in harness_results.TRIGGERS:  # a battle's result (battle_results.py)
        return harness_results.exercise_battle_result(card, index, record)
    if event == "engaged":  # after engaging (a battle beginning: engaging.py)
        return harness_engaging.exercise_engaged(card, index, record)
    if event == "favor_resolved":  # a Ring played after Favor actions (harness/rings.py)
        return harness_rings.exercise_favor(card, index, record)
    if event == "duel_won_lower_chi":  # a Ring played after such a duel (harness/rings.py)
        return harness_rings.exercise_lower_chi(card, index, record)
    build = _Builder(card, record, False)
    build.pool = _gold(card, record)
    kind = card.type.value
    for spec in record.get("targets", []):
        build.target(spec)
    build.meet(record.get("condition", {}))
    if event == "duel_won":  # trait_others.py: a duel the card wins
        return harness_triggers.exercise_duel_reaction(build, index, record)
    if event == "assigned":
        if kind == "personality":
            build.place(0, {"title": card.title, "attachments": []}, False)
            subject = card.title
        elif kind in _ATTACHMENTS:
            subject = build.new_def("personality", keywords=["Shugenja"])
            build.place(0, {"title": subject, "attachments": [card.title]}, False)
        elif kind == "strategy":
            build.hand.append(card.title)
            subject = build.new_def("personality")
            build.place(0, {"title": subject, "attachments": []}, False)
        else:
            raise Unusable(f"no way to assign for a {kind}")
        game = build.game(phase="attack", step="declare")
        game.perform(DeclareAttack(0, defender=1))
        trigger_action: Any = Assign(0, card=find(game.state, subject, 0), battlefield=0)
    elif event == "assigns_or_moves":
        # Alice attacks with the card; Bob assigns a Personality opposite it (``opposing``)
        if kind != "personality":
            raise Unusable(f"no unit of its own for a {kind} to be opposed by")
        build.place(0, {"title": card.title, "attachments": []}, False)
        bob = build.new_def("personality")
        build.place(1, {"title": bob, "attachments": []}, False)
        game = build.game(phase="attack", step="declare")
        game.perform(DeclareAttack(0, defender=1))
        game.perform(Assign(0, card=find(game.state, card.title, 0), battlefield=0))
        game.perform(Pass(0))
        trigger_action = Assign(1, card=find(game.state, bob, 1), battlefield=0)
    elif event == "recruited_in_battle":
        # Alice's Reserve Personality face up in a province, Recruited by the Reserve player
        # ability into the current battlefield, where Bob has a unit (he would be opposed)
        if kind != "personality" or not card.has_keyword("Reserve"):
            raise Unusable(f"{card.id}: only a Reserve Personality is Recruited into a battle")
        build.battle = True
        build.honor = 40
        build.pool += 30
        build.provinces = [{"title": card.title, "face_up": True}]
        if not build.units[1]:
            build.host(1, [], [])
        game = build.game()
        me = find(game.state, card.title, 0)
        trigger_action = next((a for a in game.legal_actions()
                               if isinstance(a, KeywordAbility) and a.card == me
                               and a.use == "reserve_recruit"), None)
    elif event == "dishonored":
        game, trigger_action = harness_events.dishonor_trigger(
            build, str(record["trigger"].get("card", "self")))
    elif kind in ("personality", "holding"):
        build.honor = 40
        build.pool += 30
        build.provinces = [{"title": card.title, "face_up": True}]
        _gold_holding(build, record)
        game = build.game(phase="dynasty")
        me = find(game.state, card.title, 0)
        trigger_action = next((a for a in game.legal_actions()
                               if isinstance(a, Recruit) and a.card == me), None)
    elif kind in _ATTACHMENTS:
        build.honor = 40
        build.pool += 30
        build.hand.append(card.title)
        build.host(0, ["Shugenja"] if kind == "spell" else [], [])
        _gold_holding(build, record)
        game = build.game()
        me = find(game.state, card.title, 0)
        trigger_action = next((a for a in game.legal_actions()
                               if isinstance(a, Equip) and a.card == me), None)
    else:
        raise Unusable(f"no way to bring a {kind} into play in this harness")
    if trigger_action is None:
        raise Unusable(f"{card.id}: its trigger cannot be made to happen")
    game.perform(trigger_action)
    game.state.players[0].gold_pool = _gold(card, record)  # what was left paid for the card
    for _ in range(6):  # the other seat may be asked first; pass until the card answers
        me = find(game.state, card.title, 0)
        acts = game.legal_actions()
        uses = [a for a in acts if isinstance(a, UseAbility) and a.card == me
                and a.ability == index]
        if uses:
            wanted = [find(game.state, t) for t in build.expected]
            use = player_choice(record, uses, wanted)
            return _check(game, use, record)
        passes = [a for a in acts if isinstance(a, Pass) and a.player != 0]
        if not passes or not game.state.windows:
            break
        game.perform(passes[0])
    raise Unusable(f"{card.id} ability {index}: no {record['timing']} offered after "
                   f"{event}")


def _gold_holding(build: Any, record: dict[str, Any]) -> None:
    """For a Reaction with a Gold cost to its card entering play: an unbowed Holding of ours
    producing that Gold (the Recruit or Equip spends the pool, whose excess is lost, before
    the window opens)."""
    gold = record.get("cost", {}).get("gold")
    if isinstance(gold, int) and gold > 0:
        build.place(0, build.new_def("holding", gold_production=gold), False)
