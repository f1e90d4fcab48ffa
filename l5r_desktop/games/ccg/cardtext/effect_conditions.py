"""Conditions on single effects: "Destroy it if it is an attachment.", "If you control a
Courtier, draw a card.", "Bow it if its Force is now 0."

An effect's ``if`` object is checked when that effect resolves, after the effects written
before it (effects resolve in written order [S1 › ORDER OF EFFECTS], so "now" is then); when
it is false that effect does not happen and the others do. A condition written in the
constraints block restricts the action instead [S1 › ABILITIES › Constraints block] (the
record's ``condition``, ``abilities.condition_ok``). A condition carries through to both
clauses joined by a conjunction [S1 › CONJUNCTIONS] (the translator copies it onto each
effect). "A Samurai" is met by one or more [S1 › NUMBERS OF THINGS].

Forms::

    {"card": 0, "type": "attachment"}            # a target index, "self" or "host", and
    {"card": "self", "keyword": "Berserker"}     # tests: type (a target type or a list),
    {"card": 0, "max_force": 0}                  # keyword, bowed, dishonorable, max_force,
                                                 # min_force, no_attachments, side, clan,
    {"card": 0, "moved": true}                   # moved: "If he moved, ..." (below)
    {"card": 0, "destroyed": true}               # "If the Ranged Attack destroyed a card"
    {"card": 0, "destroyed": true, "type": "follower"}   # "... destroyed a Follower"
    {"card": 0, "discarded": true, "type": "personality"}   # "If this discarded a
                                                 # Personality": a card chosen in a
                                                 # province, now in a discard pile
                                                 # (and "clan": what the card printed)
    {"card": "self", "at_current": true}         # "If she is now there": at the current
                                                 # battlefield as the effect resolves
    {"card": "self", "has": {"keyword": "Weapon"}}   # has / lacks: an attached card
                                                 # (targets.py): "if he has a Weapon"
    {"card": 0, "token": "Fire"}                 # "if your Monk has any Fire tokens"
    {"card": "host", "assigned_here": true}      # "if he assigned there": his unit was
                                                 # assigned to the current battlefield
                                                 # this turn (assignments.py)
    {"card": 0, "base_gold_cost": 0}             # "its base Gold Cost is 0" (as printed,
                                                 # [CE › BASE]; no Gold Cost counts as 0)
    {"card": 0, "won_duel_this_turn": true}      # "he has won a duel this turn"
                                                 # (turn_memory.py)
    {"card": 0, "controller": "other"}           # "if you do not control him" ("you":
                                                 # if you control him), in play
    {"card": 0, "unit_keyword": "Paragon"}       # the Personality of its unit (itself,
                                                 # or the one it is attached to): "if your
                                                 # Personality or your Follower's
                                                 # Personality is a Paragon" [CE › UNIT]
    {"player": "you", "controls": {"type": "personality", "keyword": "Courtier"}}
    {"player": "you", "clan": "Crane", "hand_at_most": 4}   # plus abilities.CONDITIONS
    {"player": "opponent", "controls": {...}}    # the same tests of the other player ("if
                                                 # the enemy leader controls ...": two players)
    {"any": [<condition>, ...]}, {"all": [<condition>, ...]}, {"not": <condition>}

"A, or B if C" (alternative effects [S1 › CHOICES]: "alternate effects") is A with
``{"not": C}`` and B with ``C``: exactly one of them happens.

A card that has left play meets no card test ("it" is gone: nothing to check).

``moved`` ("If he moved, straighten his unit.", "Straighten her if she moved."): the card's
unit moved earlier in this resolution, by an effect written before ("When a unit goes from
one location to another, it moves" [CE › LOCATIONS]; "In 'Move him home. If he moved, ...'"
the result is known only after the earlier effect [CE › ACTIONS › B. Required targeting]). A
unit already where the effect sends it, or stopped by the Second-Battle Rule
[CE › BATTLES › B. COMBAT SEGMENT], did not move. A choice that pauses the resolution keeps
what moved before it (``optional.ask`` saves it with the waiting choice), so "If she moved,
a chosen player gains or loses 3 Honor" reads it after the choice too (a ``destroyed`` test
after a choice is still refused by the validator, ``ability_format``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack.events import UnitMoved
from l5r_desktop.games.ccg.cardtext import identity_filters, turn_memory
from l5r_desktop.games.ccg.cardtext import targets as target_specs
from l5r_desktop.games.ccg.events import CardDestroyed, Event
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

#: Card tests that are target-spec filters (``targets.py`` checks them).
SPEC_TESTS = ("type", "keyword", "bowed", "dishonorable", "max_force", "no_attachments", "side",
              "has", "lacks", "at_current", "token", "opposed",
              "unaligned", "not_keyword",  # "if he is Unaligned" / "Human" (identity_filters)
              "assigned_here")  # "if he assigned there" (assignments.py)
CARD_TESTS = (*SPEC_TESTS, "min_force", "clan", "moved", "destroyed", "unit_keyword",
              "base_gold_cost", "controller", "discarded",
              "won_duel_this_turn")  # "he has won a duel this turn" (turn_memory.py)
_PILES = (Zone.FATE_DISCARD, Zone.DYNASTY_DISCARD, Zone.HONORABLY_DEAD, Zone.DISHONORABLY_DEAD)
#: Player tests beyond the ability conditions of ``abilities.CONDITIONS``.
PLAYER_TESTS = ("controls", "clan", "hand_at_most")


def problems(cond: Any, n_targets: int, ability_conditions: tuple[str, ...]) -> list[str]:
    """Problems with one ``if`` object (empty: the engine can check it)."""
    if not isinstance(cond, dict) or not cond:
        return ["an effect's if must be a non-empty object"]
    if "not" in cond:
        if len(cond) != 1:
            return ["if.not must be the only key"]
        return problems(cond["not"], n_targets, ability_conditions)
    for key in ("any", "all"):
        if key in cond:
            subs = cond[key]
            if len(cond) != 1 or not isinstance(subs, list) or not subs:
                return [f"if.{key} must be the only key and list conditions"]
            return [p for s in subs for p in problems(s, n_targets, ability_conditions)]
    if "card" in cond:
        ref = cond["card"]
        if not (ref in ("self", "host") or (isinstance(ref, int) and not isinstance(ref, bool)
                                            and 0 <= ref < n_targets)):
            return ["if.card must be a target index, self or host"]
        bad = [k for k in cond if k != "card" and k not in CARD_TESTS]
        if bad or len(cond) == 1:
            return [f"card tests must be among {', '.join(CARD_TESTS)}"]
        if "moved" in cond and cond["moved"] is not True:
            return ["if.moved is true (the card's unit moved in this resolution)"]
        if "base_gold_cost" in cond and (not isinstance(cond["base_gold_cost"], int)
                                         or isinstance(cond["base_gold_cost"], bool)):
            return ["if.base_gold_cost is a whole number (the printed Gold Cost)"]
        if cond.get("won_duel_this_turn", True) is not True:
            return ["if.won_duel_this_turn is true (with not: \"unless he has won\")"]
        if "unit_keyword" in cond and not isinstance(cond["unit_keyword"], str):
            return ["if.unit_keyword is a keyword"]
        if cond.get("controller", "you") not in ("you", "other"):
            return ["if.controller is you or other (the player taking the action or not)"]
        if "discarded" in cond and (cond["discarded"] is not True
                                    or set(cond) - {"card", "discarded", "type"}):
            return ["if.discarded is true and the card's only test but its printed type "
                    "(a card out of play, discarded in this resolution)"]
        if "destroyed" in cond and (cond["destroyed"] is not True
                                    or set(cond) - {"card", "destroyed", "type", "clan"}):
            return ["if.destroyed is true and the card's only test but its printed type and "
                    "Clan (destroyed in this resolution: \"destroyed a Follower\")"]
        return target_specs.attachment_problems(cond) + identity_filters.problems(cond)
    if cond.get("player") in ("you", "opponent"):
        allowed = (*PLAYER_TESTS, *ability_conditions)
        bad = [k for k in cond if k != "player" and k not in allowed]
        if bad or len(cond) == 1:
            return [f"player tests must be among {', '.join(allowed)}"]
        if "controls" in cond and not isinstance(cond["controls"], dict):
            return ["if.controls must be a target spec"]
        return []
    return ["an effect's if names a card, the player (you or opponent), any or all"]


def _card_id(card: CardState, targets: tuple[str, ...], ref: Any) -> str | None:
    if ref == "self":
        return card.id
    if ref == "host":
        return card.attached_to
    return (targets[ref] or None) if isinstance(ref, int) and ref < len(targets) else None


def results(events: list[Event]) -> tuple[frozenset[str], frozenset[str]]:
    """What earlier effects of this resolution did, as :func:`holds` reads it: the cards
    whose unit moved, and the cards destroyed."""
    moved = frozenset(c for e in events if isinstance(e, UnitMoved) for c in e.cards)
    destroyed = frozenset(c for e in events if isinstance(e, CardDestroyed) for c in e.cards)
    return moved, destroyed


def holds(state: GameState, player: int, card: CardState, targets: tuple[str, ...],
          cond: dict[str, Any], ability_ok: Any, moved: frozenset[str] = frozenset(),
          destroyed: frozenset[str] = frozenset()) -> bool:
    """Is ``cond`` true now? ``ability_ok(state, player, cond)`` checks the ability conditions
    (``abilities.condition_ok``); ``moved`` / ``destroyed``: the cards whose unit moved, the
    cards destroyed, earlier in this resolution (:func:`results`)."""
    if "not" in cond:
        return not holds(state, player, card, targets, cond["not"], ability_ok, moved,
                         destroyed)
    if "any" in cond:
        return any(holds(state, player, card, targets, c, ability_ok, moved, destroyed)
                   for c in cond["any"])
    if "all" in cond:
        return all(holds(state, player, card, targets, c, ability_ok, moved, destroyed)
                   for c in cond["all"])
    if "card" in cond:
        cid = _card_id(card, targets, cond["card"])
        if cond.get("destroyed"):  # "if the Ranged Attack destroyed a card": it left play
            kinds = cond.get("type")  # "... destroyed a Follower": what the card is
            d = state.cards[cid].definition
            return cid in destroyed and not state.cards[cid].in_play and (
                kinds is None or d.type.value in (
                    kinds if isinstance(kinds, list) else [kinds])) and (
                "clan" not in cond or cond["clan"] in d.clans)
        if cond.get("discarded"):  # "if this discarded a Personality": a card of a province
            # (out of play) that an earlier effect of this resolution put in a discard pile
            c = state.cards.get(cid or "")
            kinds = cond.get("type")
            return c is not None and c.zone in _PILES and (kinds is None or (
                c.definition.type.value in (kinds if isinstance(kinds, list) else [kinds])))
        if cond.get("moved") and cid not in moved:
            return False
        return _card_holds(state, player, card, cid, cond)
    if cond.get("player") == "opponent":  # the other player's tests, from his point of view
        others = state.opponents(player)
        if not others:
            return False
        player = others[0]
    p = state.players[player]
    if "clan" in cond and p.clan != cond["clan"]:
        return False
    if "hand_at_most" in cond and len(p.hand) > cond["hand_at_most"]:
        return False
    if "controls" in cond:
        spec = {**cond["controls"], "controller": "you"}
        if not target_specs.target_candidates(state, player, card.id, spec):
            return False
    rest = {k: v for k, v in cond.items() if k not in ("player", *PLAYER_TESTS)}
    return ability_ok(state, player, rest)


def _card_holds(state: GameState, player: int, card: CardState, cid: str | None,
                cond: dict[str, Any]) -> bool:
    c = state.cards.get(cid) if cid else None
    if c is None or not c.in_play:
        return False
    spec = {k: cond[k] for k in SPEC_TESTS if k in cond}
    if spec:
        spec.setdefault("type", "card")
        if cid not in target_specs.target_candidates(state, player, card.id, spec):
            return False
    if "controller" in cond and (c.controller == player) != (cond["controller"] == "you"):
        return False
    if "min_force" in cond and stats.force(state, cid) < cond["min_force"]:
        return False
    if "unit_keyword" in cond:  # the Personality heading its unit [CE › UNIT]
        head = state.cards.get(c.attached_to or c.id)
        if head is None or not head.definition.has_keyword(cond["unit_keyword"]):
            return False
    if cond.get("won_duel_this_turn") and not turn_memory.won_duel(state, c.id):
        return False  # (turn_memory.py)
    if "base_gold_cost" in cond and (c.definition.gold_cost or 0) != cond["base_gold_cost"]:
        return False  # "its base Gold Cost is 0": as printed, no reduction [CE › BASE]
    return not ("clan" in cond and cond["clan"] not in c.definition.clans)
