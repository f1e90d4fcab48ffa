"""The legal targets of a card ability's ``target`` specs [S1 › TARGETING], enumerated for the
legal-action lists (``uses.py``).

A spec's ``type`` is one target type or a list of them ("a target Personality or Follower").
Filters: ``controller``, ``bowed``, ``dishonorable``, ``keyword``, ``max_force``,
``min_personal_honor``, ``not_self``, ``no_attachments`` and ``side`` (``attacking`` /
``defending``: the card is in a unit of that army at a battlefield [S1 › ARMY]). Two flags
change no candidate: ``performer`` (the Personality or Follower who performs the action, chosen
in the constraints block [S1 › PERFORM]; a card in a unit obeys the Rule of Location like any
target, ``attack/choices.py``) and ``choose`` (the card is chosen, not targeted: "just
choosing something is not targeting" [S1 › TARGET]); see :data:`FILTERS`.

``not_keyword`` (none of these keywords: "Human") and ``unaligned``: ``identity_filters.py``.
``stat_min`` / ``stat_max`` (a stat, current or base, N or higher / lower): ``stat_filters.py``.
``zone`` (``"discard"``) and ``unique``: a card in a discard pile (``discard_piles.py``);
``"zone": "province"``: a card in one of his provinces (``province_cards.py``);
``"zone": "hand"``: a card in the player's own hand, chosen to be discarded as a cost
(``hand_costs.py``).

``at_current``: the card is in a unit at the current battlefield [CE › BATTLES]; ``false``:
it is not ("each Personality you control not at the current battlefield").
``max_personal_honor``: the card's Personal Honor is N or lower ("a target Personality with 0
Personal Honor": Personal Honor is never below 0).
``max_gold_cost`` (ccgtext2): the card's current Gold Cost is N or lower ("target attachments
with a 0 Gold Cost": a Gold Cost is never below 0; a card without one has 0 [CE › BASE]).
``attached_to`` (an earlier target's index): the card is attached to that target ("one of
the Personality's attachments"); checked with the targets chosen before it, like ``compare``
(:func:`target_sets`).
``force_not_base``: the card's current Force differs from its base Force, the printed one
("'Base' refers to a stat ... as printed ... without modifications from effects" [CE › BASE];
"The game always checks a stat's current value, unless text refers to a base value").
``token`` (a token's title, "Poison"): the card has one or more tokens of that title ("a target
Personality with a Poison token"); a token's name is its title, after its stat bonus when it
has one ("+1F Sake", ``model/stats.token_modifier``) [CE › TOKENS].
``at_home``: the card is at its controller's home ("your target Personality at home")
[CE › LOCATIONS]. ``any_location`` ("your performing Courtier at any location") changes no
candidate: such a target of a Battle action is exempt from the first part of the Rule of
Location, "A card in a unit must be at the current battlefield to be targeted by a Battle
action", since the card says where it may be [CE › BATTLES › B. COMBAT SEGMENT]
(``attack/choices.card_actions_in_battle``).
``same_unit`` (``true``): the card is in the unit of the ability's card ("your performing
Follower in this Personality's unit"); ``here`` (``true``): the card is at the location of
the ability's card ("a Personality at this Personality's location"; each player's home is a
location of its own) [CE › LOCATIONS], [CE › UNIT] (``locations.py``).
``any_of`` (a list of specs): a card fitting one of them ("an Air Shugenja or a Holding"),
each with the outer spec's other filters; a card is offered once.
``self_or_attached`` ({"type": follower | item | spell, "keyword": K}): the ability's card
itself, or a card attached to it that fits ("Bow this Personality or one of his Weapons": a
card chosen to pay a bow cost, ``costs.py`` ``bow_targets``).
``carrier`` (``true``): the card the ability's card is attached to ("this Shugenja" of a
Spell, chosen with the targets so an effect may name his location after the Spell is
destroyed as a cost; lane cards).
``controller_controls`` (a target spec): the card's controller controls a card in play that
fits it ("a Personality controlled by a player who controls a dishonorable Personality"); with
``at_least`` N, N or more such cards ("a Holding controlled by a player who controls five or
more Holdings", lane cards).
``compare`` (a stat lower than, or equal to, another card's): ``compare_filter.py``.
``army_of``, ``alone_in_army``, ``opposed``, ``led_by``, ``ability_keyword`` (where a card
stands in its army and unit, and what its abilities say): ``unit_filters.py``.

``has`` / ``lacks`` ({"type": follower | item | spell, "keyword": K}, either or both; ``lacks``
also takes a list of them): the card has an attached card that fits ("a Personality with a
Weapon"), or has none that fits any of them ("without a Weapon or Armor", "a Personality
without Followers"); "with" and "without" a card refer to attachment [CE › ATTACHMENTS]
(:func:`attachment_problems`, :func:`attached_fits`).

``on_self``: the card is attached to the ability's card ("one of this Personality's
Weapons", "one of this Personality's performing Followers": "this Personality's" cards are
those attached to him [CE › ATTACHMENTS]).

``trigger_card``: in a Reaction, the card the answered trigger is about (the innermost
window's first card): ``is`` = that card ("target him"), ``near`` = a card at the same
location as it [CE › LOCATIONS] ("target a Personality at the same location";
``resolution_triggers.py``), ``near_other`` = such a card other than it ("another of your
cards at the same location").

``performed_it`` (``true``): in a Reaction to an action's resolution (``action_resolved``),
the card is one who performed that action [CE › PERFORM] ("target a Personality who
performed it"; ``action_resolved.performers``).

``optional`` (``true``, on the last target only): optional targeting, "described either by
'may target' wording" [CE › TAKING ACTIONS › B. Required targeting]; the action may be taken
with or without that target (each fitting card, or none: the tuple is then one shorter), and
the effects on a target not chosen are skipped (``abilities.run_list``: "a gone target is
skipped"). Optional targeting in the effects block "happens when it is described"; the
translator writes it only for the first sentence of the effects, whose targeting the engine
makes with the others (no Interrupt window opens before an ability's resolution, and nothing
resolves before that sentence). See :func:`optional_problems`.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from l5r_desktop.games.ccg.attack import ranged
from l5r_desktop.games.ccg.cardtext import (
    assignments,
    discard_piles,
    hand_costs,
    identity_filters,
    province_cards,
    reconnaissance,
    source_bound,
    stat_filters,
    target_groups,
    unit_filters,
)
from l5r_desktop.games.ccg.cardtext.attached_filters import (  # noqa: F401 (re-exported)
    attached_fits,
    attached_spec_ok,
    attachment_problems,
    has_token,
)
from l5r_desktop.games.ccg.cardtext.candidate_filters import RARE as _RARE
from l5r_desktop.games.ccg.cardtext.candidate_filters import RareFilters
from l5r_desktop.games.ccg.cardtext.compare_filter import (  # noqa: F401 (re-exported)
    COMPARE_STATS,
    card_ref,
    compare_problems,
    compared,
)
from l5r_desktop.games.ccg.cardtext.unit_filters import (  # noqa: F401 (re-exported)
    any_of_problems,
    card_side,
    has_ability_keyword,
)
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState

_STRONGHOLD = CardType.STRONGHOLD
_Z_HOME = Zone.HOME
_TYPE_MAP = {
    "personality": (CardType.PERSONALITY,),
    "holding": (CardType.HOLDING,),
    "follower": (CardType.FOLLOWER,),
    "item": (CardType.ITEM,),
    "spell": (CardType.SPELL,),
    "attachment": (CardType.FOLLOWER, CardType.ITEM, CardType.SPELL),
    "stronghold": (CardType.STRONGHOLD,),
    "strategy": (CardType.STRATEGY,),  # in a discard pile only (discard_piles.py)
    "ring": (CardType.RING,),
    "region": (CardType.REGION,),  # attached to a province: in play [CE › REGION]
    "celestial": (CardType.CELESTIAL,),  # in play at its player's home [CE › CELESTIAL]
    # a Terrain Strategy in play at a battlefield (attack/combat.after_battle_action): the
    # only Strategy in play [CE › TERRAIN]; in a discard pile a Strategy is "strategy"
    "terrain": (CardType.STRATEGY,),
}
_MISSING: Any = object()
#: The keys a target spec may hold (``abilities.validate`` rejects others).
FILTERS = ("type", "controller", "bowed", "dishonorable", "keyword", "max_force",
           "min_personal_honor", "max_personal_honor", "not_self", "no_attachments", "side",
           "performer", "choose",
           "compare", "at_current", "unit_of", "opposed", "optional", "has", "lacks", "zone",
           "unique", "at_home", "any_location", "on_self", "same_unit", "here", "army_of",
           "led_by", "any_of", "ability_keyword", "self_or_attached", "trigger_card",
           "controller_controls", "token", "attached_to", "force_not_base",
           "attach_to", "attach_less", "kinds",  # a card of the hand (hand_costs.py)
           "of_action",  # a card the interrupted action targets (interrupts.py)
           "near_current",  # at the current battlefield or an adjacent one (adjacent.py)
           "dead",  # a dead Personality in a discard pile (discard_piles.py)
           "deck",  # a card of that deck in a discard pile (discard_piles.py)
           "this_province",  # the Region's own province (province_cards.py)
           "carrier",  # the card the ability's card is attached to ("this Shugenja")
           "performed_it",  # performed the action the Reaction answers (action_resolved.py)
           "face_up",  # a face-up Personality in your province (province_cards.py)
           "face_down",  # a face-down card in a province (province_cards.py)
           *identity_filters.KEYS,  # not_keyword, unaligned: identity_filters.py
           *stat_filters.KEYS,  # stat_min, stat_max: stat_filters.py
           "paid",  # against the Gold paid: chosen_gold.py (bounds once the amount is named)
           "alone_in_army", "group",  # group: target_groups.py
           "max_gold_cost", "other_than",  # other_than: each.py
           "army_of_target",  # in the army of an earlier target (unit_filters.py)
           "opposing_target",  # opposing an earlier target (unit_filters.py)
           "with_followers",  # a ranged target: also a Personality with Followers
           assignments.KEY)  # assigned to the current battlefield this turn (assignments.py)
SIDES = ("attacking", "defending")


def spec_types(spec: dict[str, Any]) -> tuple[CardType, ...] | None:
    """The card types a spec allows (``None``: any card in play but a Stronghold)."""
    kind = spec.get("type", "card")
    if isinstance(kind, list):
        return tuple(t for k in kind for t in _TYPE_MAP.get(k, ()))
    return _TYPE_MAP.get(kind)


def _of_action(state: GameState, player: int, source: str, spec: dict[str, Any],
               in_play: dict[int, list[str]] | None) -> list[str]:
    """``of_action``: the cards fitting the rest of the spec that the innermost waiting action
    (``GameState.resolving``: the action an Interrupt answers, ``interrupts.py``) targets, not
    those it only chose ("choose" is not targeting [CE › TARGET])."""
    held = state.resolving[-1] if state.resolving else None
    if held is None or held.get("card") not in state.cards:
        return []
    specs = state.cards[held["card"]].definition.abilities[held["ability"]].get(
        "targets") or []
    aimed = {cid for i, cid in enumerate(held.get("targets", ()))
             if not (i < len(specs) and specs[i].get("choose"))}
    rest = {k: v for k, v in spec.items() if k != "of_action"}
    return [cid for cid in target_candidates(state, player, source, rest, in_play)
            if cid in aimed]


def _with_followers(state: GameState, player: int, spec: dict[str, Any]) -> bool:
    """May this Ranged/Melee/Fear target be a Personality with Followers: ``with_followers``
    true, or ``"reconnaissance"`` (if the player has Reconnaissance here, ccgtext2)?"""
    flag = spec.get("with_followers")
    if flag == "reconnaissance":
        return reconnaissance.has_reconnaissance(state, player)
    return flag is True


def target_candidates(state: GameState, player: int, source: str, spec: dict[str, Any],
                      in_play: dict[int, list[str]] | None = None) -> list[str]:
    """Cards in play that fit one target spec. ``in_play`` (optional) keeps each player's
    ``moves.in_play_cards`` for a caller asking several times about an unchanged state."""
    if spec.get("type") == "ranged":  # engine II: a Ranged/Melee Attack or Fear target
        return ranged.targets(state, player, with_followers=_with_followers(state, player,
                                                                            spec))
    if "zone" in spec:  # a card in a discard pile (discard_piles.py) or the hand (hand_costs)
        if spec["zone"] == hand_costs.HAND:
            return hand_costs.candidates(state, player, source, spec)
        if spec["zone"] == province_cards.PROVINCE:  # a card in one of your provinces
            return province_cards.candidates(state, player, spec, source)
        if spec["zone"] == source_bound.ANYWHERE:  # face up, in or out of play
            return source_bound.candidates(state)
        return discard_piles.candidates(state, player, spec)
    if "of_action" in spec:  # a card the waiting (interrupted) action targets
        return _of_action(state, player, source, spec, in_play)
    if "any_of" in spec:  # one of several specs ("an Air Shugenja or a Holding")
        outer = {k: v for k, v in spec.items() if k != "any_of"}
        found: dict[str, None] = {}
        for one in spec["any_of"]:
            found.update(dict.fromkeys(target_candidates(
                state, player, source, {**outer, **one}, in_play)))
        return list(found)
    kind = spec.get("type", "card")  # one type (the common case) without a call
    types = _TYPE_MAP.get(kind) if type(kind) is str else spec_types(spec)
    ctrl = spec.get("controller", "any")
    if ctrl == "you":
        owners = [player]
    elif ctrl == "opponent":
        owners = state.opponents(player)
    else:
        owners = [player, *state.opponents(player)]
    out = []
    cards = state.cards
    # the filters, looked up once (the spec is the same for every candidate); the less
    # common ones only when the spec sets one (candidate_filters.py)
    bowed = spec.get("bowed", _MISSING)
    dishonorable = spec.get("dishonorable", _MISSING)
    kw = spec.get("keyword")
    rare = None if _RARE.isdisjoint(spec) else RareFilters(state, source, spec)
    if rare is not None and rare.none_fit:
        return []
    ctrl_has = rare.ctrl_has if rare is not None else None
    for who in owners:
        if ctrl_has is not None and len(target_candidates(
                state, who, source, {**ctrl_has, "controller": "you"}, in_play)) < rare.need:
            continue  # this player controls no such card (or fewer than N)
        if in_play is None:
            listed = moves.in_play_cards(state, who)
        else:
            listed = in_play.get(who)  # type: ignore[assignment]
            if listed is None:
                listed = in_play[who] = moves.in_play_cards(state, who)
        for cid in listed:
            c = cards[cid]
            t = c.definition.type
            if types is None:
                if t is _STRONGHOLD:
                    continue
            elif t not in types:
                continue
            if bowed is not _MISSING and c.bowed != bowed:
                continue
            if dishonorable is not _MISSING and c.dishonored != dishonorable:
                continue
            if kw:
                if type(kw) is str:
                    if not c.definition.has_keyword(kw):
                        continue
                elif not all(c.definition.has_keyword(k) for k in kw):
                    continue  # a list: every keyword ("your Nonhuman Shadowlands Personality")
            if rare is not None and not rare.fits(cid, c):
                continue
            out.append(cid)
    return out


def target_sets(state: GameState, player: int, source: str, rec: dict[str, Any],
                limit: int = 64, in_play: dict[int, list[str]] | None = None
                ) -> list[tuple[str, ...]]:
    """Every legal tuple of distinct required targets (capped at ``limit``); ``in_play`` as
    in :func:`target_candidates`."""
    specs = rec.get("targets", [])
    if specs and "group" in specs[-1]:  # "one or more": target_groups.py
        return _group_sets(state, player, source, rec, limit, in_play)
    if specs and specs[-1].get("optional"):  # "you may target": with it, or without it
        required = {**rec, "targets": specs[:-1]}
        without = target_sets(state, player, source, required, limit, in_play)
        last = {k: v for k, v in specs[-1].items() if k != "optional"}
        with_it = target_sets(state, player, source, {**rec, "targets": [*specs[:-1], last]},
                              limit, in_play)
        if len(specs) > 1 and specs[-2].get("optional"):  # "one to three": shorter first
            return sorted([*without, *with_it], key=len)[:limit]
        return [*with_it, *without][:limit]
    if len(specs) == 1 and "attached_to" not in specs[0]:  # the common case: one target
        cands = target_candidates(state, player, source, specs[0], in_play)
        if "compare" in specs[0]:
            cands = [c for c in cands if compared(state, source, specs[0], c, ())]
        return [(c,) for c in cands[:limit]]
    sets: list[tuple[str, ...]] = [()]
    for spec in specs:
        cands = target_candidates(state, player, source, spec, in_play)
        on = spec.get("attached_to")
        if on is not None:  # attached to an earlier target (chosen in s)
            cands = [c for c in cands if state.cards[c].attached_to is not None]
            sets = [(*s, c) for s in sets for c in cands
                    if state.cards[c].attached_to == s[on] and c not in s][:limit]
            if not sets:
                return []
            continue
        opp = spec.get("opposing_target")
        army = spec.get("army_of_target")
        if opp is not None:  # opposing an earlier target (unit_filters.py)
            sets = [(*s, c) for s in sets for c in cands if c not in s
                    and unit_filters.opposing(state, c, s[opp])][:limit]
        elif army is not None:  # in the army of an earlier target (unit_filters.py)
            sets = [(*s, c) for s in sets for c in cands if c not in s
                    and unit_filters.same_army(state, c, s[army])
                    and ("compare" not in spec or compared(state, source, spec, c, s))
                    ][:limit]
        elif "compare" in spec:
            sets = [(*s, c) for s in sets for c in cands
                    if c not in s and compared(state, source, spec, c, s)][:limit]
        else:
            sets = [(*s, c) for s in sets for c in cands if c not in s][:limit]
        if not sets:
            return []
    return sets


def _group_sets(state: GameState, player: int, source: str, rec: dict[str, Any],
                limit: int, in_play: dict[int, list[str]] | None) -> list[tuple[str, ...]]:
    """The tuples of a record whose last target is a group (``target_groups.py``): the
    earlier targets, then one to the most cards that fit, each set once, smaller first."""
    specs = rec["targets"]
    spec = {k: v for k, v in specs[-1].items() if k != "group"}
    before = target_sets(state, player, source, {**rec, "targets": specs[:-1]}, limit,
                         in_play) if len(specs) > 1 else [()]
    cands = target_candidates(state, player, source, spec, in_play)
    out: list[tuple[str, ...]] = []
    for s in before:
        opp = spec.get("opposing_target")  # opposing an earlier target (unit_filters.py)
        free = [c for c in cands if c not in s
                and ("compare" not in spec or compared(state, source, spec, c, s))
                and (opp is None or unit_filters.opposing(state, c, s[opp]))]
        top = target_groups.most(specs[-1], lambda c, st: stats.stat(state, c, st) or 0, s)
        top = len(free) if top is None else min(top, len(free))
        out += [(*s, *group) for n in range(target_groups.fewest(specs[-1]), top + 1)
                for group in combinations(free, n)
                if target_groups.together(state, specs[-1], group)]
    return sorted(out, key=len)[:limit]


def optional_problems(record: dict[str, Any]) -> list[str]:
    """Problems with a record's optional targets: only the last targets may be optional ("one
    to three" is one required target and two optional ones; :func:`target_sets` offers each
    length), they are no performers and pay no cost
    (``ability_format.validate`` checks that effects name it only as their ``target``: a
    condition, amount or unit read from a card not chosen would have nothing to read)."""
    listed = record.get("targets", [])
    specs = [t for t in listed if isinstance(t, dict)] if isinstance(listed, list) else []
    marked = [n for n, t in enumerate(specs) if "optional" in t]
    if not marked:
        return []
    n = marked[0]
    out = []
    if marked != list(range(n, len(specs))) \
            or any(specs[k]["optional"] is not True for k in marked):
        return ["only the last targets may be optional (optional: true)"]
    if any(specs[k].get("performer") or (specs[k].get("choose") and not (
            specs[k].get("zone") == "hand" and "attach_to" in specs[k])) for k in marked):
        out.append("an optional target is targeted, not a performer or a choice (but a "
                   "card of the hand to attach: 'you may attach a Weapon from your hand')")
    cost = record.get("cost") or {}
    if isinstance(cost, dict) and set(marked) & set(cost.get("bow_targets") or []):
        out.append("an optional target pays no cost")
    return out

