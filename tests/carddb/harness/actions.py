"""The per-card harness's entry points: whether a record can be put in use
(:func:`exercisable`) and using it (:func:`exercise`): an ability of an action timing is used
here; triggered traits, Reactions and Interrupts, ongoing traits and Events go to their own
modules.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import (
    UseAbility,
)
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness import (
    action_choices,
    event_actions,
    opposing_moves,
    optional_targets,
    switching,
    table_rules,
)
from tests.carddb.harness import barred as harness_barred
from tests.carddb.harness import chosen_gold as harness_gold
from tests.carddb.harness import events as harness_events
from tests.carddb.harness import given as harness_given
from tests.carddb.harness import locations as harness_locations
from tests.carddb.harness import movement as harness_movement
from tests.carddb.harness import pays as harness_pays
from tests.carddb.harness import player_picks as harness_picks
from tests.carddb.harness import table_ops as harness_table_ops
from tests.carddb.harness import terrains as harness_terrains
from tests.carddb.harness import unit_choice as harness_unit_choice
from tests.carddb.harness.checks import _check
from tests.carddb.harness.focus import exercise_focus
from tests.carddb.harness.ongoing import _exercise_ongoing
from tests.carddb.harness.players import player_choice
from tests.carddb.harness.position import (
    ACTION_TIMINGS,
    ONGOING,
    PREVENTS,
    TRIGGERS,
    Unusable,
    _Builder,
    _gold,
    bowed_if_straightened,
)
from tests.carddb.harness.reactions import _exercise_trigger
from tests.carddb.harness.traits import _exercise_trait
from tests.engine.scenario import find


def exercisable(record: dict[str, Any]) -> bool:
    """Whether this harness can put the record in use."""
    timing = record.get("timing")
    if timing in ACTION_TIMINGS or timing in ("event", "focus", "invest", "dynasty"):
        return True  # events.py, event_actions.py (dynasty), focus.py, traits.py (Invest)
    if timing == "continuous":
        return record.get("ongoing") in ONGOING or (
            "ongoing" not in record and record.get("prevents") in PREVENTS)
    trigger = record.get("trigger") or {}
    return trigger.get("event") in TRIGGERS.get(str(timing), ())

def _bowed_each(eff: dict[str, Any]) -> dict[str, Any]:
    """The spec of a card an "each" effect reaches, bowed if the effect straightens it."""
    each = eff["each"]
    return {**each, "bowed": True} if eff["op"] == "straighten" and "bowed" not in each \
        else each


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Use ability ``index`` of the card (its ``record``) in a position made for it; the
    problems found (empty: every effect and cost happened as the record says). Raises
    :class:`Unusable` when the engine offers no use."""
    problems = _exercise(card, index, record)
    return problems + harness_table_ops.exercise_created(record, exercise)


def _exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """:func:`exercise` without the created cards' own abilities."""
    if record.get("timing") in ("trait", "invest"):
        return _exercise_trait(card, index, record)
    if record.get("timing") == "continuous" and "ongoing" not in record:
        return table_rules.exercise_prevention(card, record)
    if record.get("timing") == "continuous":
        return _exercise_ongoing(card, record)
    if record.get("timing") in ("reaction", "interrupt"):
        return _exercise_trigger(card, index, record)
    if record.get("timing") == "event":
        return harness_events.exercise_event(_Builder(card, record, False), record)
    if event_actions.is_event_action(card, record):  # 20F: used from its province
        return event_actions.exercise_event_action(card, index, record)
    if record.get("timing") == "focus":
        return exercise_focus(card, index, record)
    if harness_barred.usable(record):  # one ability of the target barred (barred.py)
        return harness_barred.exercise(card, index, record)
    if harness_pays.usable(record):  # another player pays or suffers (pays.py)
        return harness_pays.exercise(card, index, record)
    if harness_unit_choice.usable(record):  # a card chosen in the target's unit
        return harness_unit_choice.exercise(card, index, record)
    if action_choices.usable(record):  # a card chosen as the action resolves
        return action_choices.exercise(card, index, record)
    if switching.usable(record):  # two Personalities' locations switched (switching.py)
        return switching.exercise(card, index, record)
    if opposing_moves.usable(record):  # cards opposing a target elsewhere, moved here
        return opposing_moves.exercise(card, index, record)
    timing = record["timing"]
    battle = timing in ("battle", "engage")
    build = _Builder(card, record, battle)
    build.engage = timing == "engage"
    rec = harness_gold.record_for_use(record)  # "* Gold": the use paying AMOUNT
    build.pool = _gold(card, rec)
    build.the_card()
    for i, spec in enumerate(rec.get("targets", [])):
        build.target(bowed_if_straightened(rec, i, spec))
    for eff in rec.get("effects", []):  # a card of ours each "each" effect reaches
        if "each" in eff and "unit_of" in eff["each"]:  # the named card is in its own unit
            ref = eff["each"]["unit_of"]
            build.each_titles.append(build.attach_to(build.expected[ref], _bowed_each(eff))
                                     if isinstance(ref, int) else card.title)
        elif "each" in eff:
            build.target(_bowed_each(eff))
            build.each_titles.append(build.expected.pop())
    harness_movement.start_away(build, record)  # a unit moved to the battlefield starts home
    harness_locations.prepare(build, record)  # a location to choose (locations.py)
    build.meet(record.get("condition", {}))
    harness_terrains.prepare(build, record)  # a Terrain to destroy (terrains.py)
    harness_picks.prepare(build, record)  # cards other players choose (player_picks.py)
    if any(e.get("op") == "to_deck_bottom" and e["from"] == "hand"
           for e in record.get("effects", [])):  # one more than the most put under the deck
        build.hand += ["Filler Fate"] * 4  # (deck_bottom.py)
    if any(e.get("op") == "discard_random" for e in record.get("effects", [])):
        build.hand += ["Filler Fate"] * 2  # cards to discard at random (hand_discards.py)
        build.bob_hand += ["Filler Fate"] * 2
    game = build.game()
    extra = harness_gold.from_target(game, rec, [find(game.state, t) for t in build.expected])
    if extra:  # "pay Gold equal to his ...": read from the target made for it
        build.pool += extra
        game = build.game()
    state = game.state
    me = find(state, card.title, 0)
    uses = [a for a in game.legal_actions()
            if isinstance(a, UseAbility) and a.card == me and a.ability == index
            and harness_gold.gold_of(record, a)]
    if not uses:
        raise Unusable(f"{card.id} ability {index}: not offered ({timing}); "
                       f"{game.state.phase.value}/{game.state.step.value}")
    wanted = [find(state, t) for t in build.expected]
    use = player_choice(record, uses, wanted)
    problems = _check(game, use, rec, each=[find(state, t) for t in build.each_titles])
    if list(use.targets) != wanted and harness_movement.placed_away(record):
        problems.append("the cards placed at home for its targets were not offered")
    if any("otherwise" in e for e in record.get("effects", [])):  # "A or B": B on a new table
        again = build.game()
        problems += [f"second alternative: {p}" for p in _check(
            again, use, rec, each=[find(again.state, t) for t in build.each_titles],
            second=True)]
    if harness_given.conditions(record):  # "if he is a K": the other branch, K given first
        again = build.game()
        use2 = next(a for a in again.legal_actions() if a == use)
        harness_given.with_keyword(again, use2, record)
        problems += [f"with the keyword: {p}" for p in _check(
            again, use2, record, each=[find(again.state, t) for t in build.each_titles])]
    if any(e["op"] == "give_ability" for e in record.get("effects", [])):
        problems += harness_given.exercise_given(record, exercise)
    problems += harness_terrains.with_terrain(build, index, record)  # "If no Terrain ..."
    if optional_targets.has_optional(record):  # "you may target": also used without it
        problems += optional_targets.without(build, index, record)
    if build.pool and not card.gold_production:  # one Gold less than the record's cost:
        # not offered (a card that produces Gold itself is left out: see the report)
        build.pool -= 1
        poorer = build.game()
        me = find(poorer.state, card.title, 0)
        _own_gold_reactions_used(poorer, me)
        if harness_gold.poorer_offers(poorer, record, me, index,
                                      [find(poorer.state, t) for t in build.expected]):
            problems.append(f"offered with {build.pool} Gold, record {build.pool + 1}")
    return problems


def _own_gold_reactions_used(game: Any, card_id: str) -> None:
    """The card's own Gold Reactions used this turn (Yoritomo Singh's "When paying an
    action's Gold cost: Produce 3 Gold" would pay the Gold the poorer table lacks)."""
    c = game.state.cards[card_id]
    for i, rec in enumerate(c.definition.abilities):
        if isinstance(rec, dict) and (rec.get("trigger") or {}).get("event") == "paying_gold":
            c.ability_uses[i] = game.state.turn
