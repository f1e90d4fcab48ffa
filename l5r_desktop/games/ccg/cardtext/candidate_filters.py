"""The less common filters of a target spec, checked card by card (``targets.target_candidates``).

Most target specs of real games name only a type, a controller and perhaps ``bowed``,
``dishonorable`` or a ``keyword``; ``target_candidates`` checks those inline. A spec holding
any key of :data:`RARE` gets a :class:`RareFilters` read once per listing, whose
:meth:`RareFilters.fits` runs only the filters the spec sets, so the common listing does not
test thirty absent filters on every candidate. What each filter means is documented with the
specs (``targets.py``'s module text) and in the modules named below.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import (
    action_resolved,
    adjacent,
    assignments,
    identity_filters,
    locations,
    restrictions,
    stat_filters,
    turn_memory,
    unit_filters,
)
from l5r_desktop.games.ccg.cardtext.attached_filters import attached_fits, has_token
from l5r_desktop.games.ccg.cardtext.unit_filters import card_side, has_ability_keyword
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

_Z_HOME = Zone.HOME
_MISSING: Any = object()

#: The spec keys whose filters :class:`RareFilters` checks.
RARE: frozenset[str] = frozenset({
    "max_force", "min_personal_honor", "max_personal_honor", "max_gold_cost", "token",
    "force_not_base", "not_self", "no_attachments", "side", "at_current", "near_current",
    "at_home", "opposed", "alone_in_army", "has", "lacks", "performer", "on_self", "carrier",
    "same_unit", "here", "army_of", "led_by", "ability_keyword", "self_or_attached",
    "trigger_card", "performed_it", "controller_controls", assignments.KEY, "not_keyword",
    "unaligned", "stat_min", "stat_max"})


class RareFilters:
    """The :data:`RARE` filters of one spec, read once for a listing of its candidates."""

    def __init__(self, state: GameState, source: str, spec: dict[str, Any]) -> None:
        self.state, self.source, self.spec = state, source, spec
        self.max_force = spec.get("max_force", _MISSING)
        self.min_ph = spec.get("min_personal_honor", _MISSING)
        self.max_ph = spec.get("max_personal_honor", _MISSING)
        self.max_gold = spec.get("max_gold_cost", _MISSING)
        self.token = spec.get("token")
        self.not_base = spec.get("force_not_base")
        self.not_self = spec.get("not_self")
        bare = spec.get("no_attachments")
        if type(bare) is dict:  # "unless <this card> has performed a K action this turn"
            bare = turn_memory.bare_needed(state, source, bare)
        self.bare = bare
        self.side = spec.get("side")
        self.at_current = spec.get("at_current")
        self.near = spec.get("near_current")  # here or at an adjacent battlefield
        self.at_home = spec.get("at_home")
        self.opposed = spec.get("opposed")
        self.alone = spec.get("alone_in_army")
        self.has = spec.get("has")
        self.lacks = spec.get("lacks")
        self.performer = spec.get("performer")
        self.on_self = spec.get("on_self")
        self.carrier = spec.get("carrier")
        self.same_unit = spec.get("same_unit")
        self.here = spec.get("here")
        self.army_of = spec.get("army_of")
        self.led_by = spec.get("led_by")
        self.ability_kw = spec.get("ability_keyword")
        self.own = spec.get("self_or_attached")
        self.trig_card = spec.get("trigger_card")  # the card the answered trigger is about
        self.about = ""
        #: ``True`` when no card can fit (the trigger's card is gone).
        self.none_fit = False
        if self.trig_card is not None:
            w = state.windows[-1] if state.windows else None
            self.about = w.cards[0] if w is not None and w.cards else ""
            about = state.cards.get(self.about)
            self.none_fit = about is None or not about.in_play
        self.did_it = action_resolved.performers(state) if spec.get("performed_it") else None
        ctrl_has = spec.get("controller_controls")
        #: "a card controlled by a player who controls (N or more) <spec>": that spec, and N.
        self.need = 1
        if ctrl_has is not None and "at_least" in ctrl_has:  # "who controls five or more"
            self.need = ctrl_has["at_least"]
            ctrl_has = {k: v for k, v in ctrl_has.items() if k != "at_least"}
        self.ctrl_has = ctrl_has
        self.assigned = spec.get(assignments.KEY)
        self.ident = "not_keyword" in spec or "unaligned" in spec  # identity_filters.py
        self.ranged_stat = "stat_min" in spec or "stat_max" in spec  # stat_filters.py

    def fits(self, cid: str, c: CardState) -> bool:
        """Does the card ``cid`` (``c``) pass every filter the spec sets?"""
        state, source, spec = self.state, self.source, self.spec
        if self.ident and not identity_filters.fits(c.definition, spec):
            return False
        if self.ranged_stat and not stat_filters.fits(state, cid, spec):
            return False
        if self.max_force is not _MISSING and stats.force(state, cid) > self.max_force:
            return False
        if self.min_ph is not _MISSING and stats.personal_honor(state, cid) < self.min_ph:
            return False
        if self.max_ph is not _MISSING and stats.personal_honor(state, cid) > self.max_ph:
            return False
        if self.max_gold is not _MISSING and stats.gold_cost(state, cid) > self.max_gold:
            return False
        if self.not_self and cid == source:
            return False
        if self.bare and c.attachments:
            return False
        if self.side and card_side(state, cid) != self.side:
            return False
        if self.at_current is not None and \
                self.at_current != armies.at_current_battlefield(state, cid):
            return False  # true: at the current battlefield; false: not there
        if self.near and not adjacent.near_current(state, c):
            return False
        if self.opposed and not unit_filters.opposed(state, cid):
            return False
        if self.alone and not unit_filters.alone_in_army(state, cid):
            return False
        if self.has is not None and not attached_fits(state, c.attachments, self.has):
            return False
        if self.lacks is not None and attached_fits(state, c.attachments, self.lacks):
            return False
        if self.performer and c.modifiers and restrictions.cannot_perform(c):
            return False  # "may not perform actions" (restrictions.py)
        if self.at_home and c.zone is not _Z_HOME:
            return False
        if self.assigned and not assignments.assigned_here(state, cid):
            return False
        if self.token and not has_token(c.tokens, self.token):
            return False
        if self.not_base and stats.force(state, cid) == (c.definition.force or 0):
            return False
        if self.on_self and c.attached_to != source:
            return False
        if self.carrier and (source not in state.cards
                             or state.cards[source].attached_to != cid):
            return False
        return self._where_fits(cid, c)

    def _where_fits(self, cid: str, c: CardState) -> bool:
        """The filters about the card's place and its unit, and the action's performers."""
        state, source, about = self.state, self.source, self.about
        if self.same_unit and not locations.same_unit(state, cid, source):
            return False
        if self.here and not locations.same_location(state, cid, source):
            return False
        if self.army_of and not unit_filters.same_army(state, cid, source):
            return False
        if self.led_by is not None and not unit_filters.led_by_fits(state, cid, self.led_by):
            return False
        if self.ability_kw and not has_ability_keyword(c.definition, self.ability_kw):
            return False
        if self.own is not None and cid != source and not (
                c.attached_to == source and attached_fits(state, [cid], self.own)):
            return False
        if self.did_it is not None and cid not in self.did_it:
            return False  # "a Personality who performed it" (action_resolved.py)
        trig = self.trig_card
        return trig is None or not (
            cid != about if trig == "is"
            else (cid == about and trig == "near_other")
            or not locations.same_location(state, cid, about))
