"""What the harness reads off a record without a table: the timings, triggers and ongoing
kinds it exercises, the Gold a use costs, each player's Honor, a target spec made bowed when
the record straightens that target."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef

#: Timings this harness puts a card in use for (the others are reported, not exercised).
ACTION_TIMINGS = ("limited", "open", "battle", "battle_open", "engage")
#: Triggers the harness makes happen: a card entering play (recruited from a province or
#: equipped from the hand), a Reserve Personality Recruited into a battle, and a unit
#: assigned to a battlefield.
ENTERING = ("enters_play", "recruited", "equipped")
TRIGGERS = {"trait": (*ENTERING, "destroyed", "duel_won", "turn_began", "action_resolved",
                      "bowed", "province_won", "honor_lost", "before_battle_resolves",
                      "resolution_honor", "resolved_penalized", "targeted"),
            "reaction": (*ENTERING, "assigned", "recruited_in_battle", "dishonored",
                         "duel_won", "targeted", "would_target", "resolved_bowed",
                         "before_resolution", "assigns_or_moves", "paying_gold",
                         "engaged", "action_resolved", "favor_resolved",
                         "duel_won_lower_chi", "battle_destroyed", "province_won",
                         "announced", "before_event",
                         "resolved_moved", "resolved_destroyed", "resolved_created"),
            "interrupt": ("assigned", *ENTERING, "recruited_in_battle")}


#: Ongoing trait kinds (ccgvocab's ``cardtext/ongoing.py``) checked by comparing the same
#: table with and without the record.
ONGOING = ("stat", "keyword", "province_strength", "attack_strength", "negate", "attach_only",
           "cannot_attach", "gold_production", "entry_discount", "hand_size", "honor_victory",
           "entry_rules", "tireless", "open_permission",
           "cannot_gain", "resolution_no_bow", "one_copy",
           "straighten_from", "no_dishonor_max", "gold_when_paying", "no_lobby",
           "no_movement", "deck_copies", "no_transfer", "pile_self_equip",
           "province_max_base", "no_terrains", "cavalry_ability", "entry_from",
           "no_battle_actions", "ability_cost")
#: Prevention traits (``timing: continuous`` with ``prevents``) the harness checks.
PREVENTS = ("discarded", "dishonored", "destroyed")


def _gold(card: CardDef, record: dict[str, Any]) -> int:
    gold = record.get("cost", {}).get("gold", 0)
    counted = record.get("cost", {}).get("gold_count", {}).get("min", 0)  # Alice controls
    # fewer such cards than the minimum here (costs.counted_gold)
    return (int(card.gold_cost or 0) if gold == "card" else int(gold)) + int(counted)


def _honor(game: Game) -> list[int]:
    return [p.family_honor for p in game.state.players]


def bowed_if_straightened(record: dict[str, Any], index: int,
                          spec: dict[str, Any]) -> dict[str, Any]:
    """The target spec, bowed when an effect straightens that target: a straightening is only
    seen on a bowed card (the state check would pass on a card that never bowed)."""
    if "bowed" in spec or not any(
            e.get("op") == "straighten" and (e.get("target") == index or (
                "each" in e and e["each"].get("unit_of") == index))  # he is in his unit
            for e in record.get("effects", [])):
        return spec
    return {**spec, "bowed": True}
