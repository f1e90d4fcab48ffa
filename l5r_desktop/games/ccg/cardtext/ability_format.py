"""The declarative ability format that lets the engine run card text: its vocabulary and
:func:`validate` (the interpreter is ``abilities.py``).

A card's ``CardDef.abilities`` is a list of records (JSON objects)::

    {
      "name": "Call to Arms",            # label in menus (optional)
      "timing": "limited",               # limited | open | battle | engage | reaction |
                                         # event | ring_condition (see below)
      "keywords": ["political"],         # ability keywords ("absent": see battles below)
      "from": "hand",                    # where it is used from: hand (Strategies, Rings),
                                         # play (default for other cards), province (20F Events)
      "repeatable": false,               # default: once per turn per card [S1 › TAKING ACTIONS]
      "condition": {"family_honor_at_least": 10},   # checked when announced
      "cost": {"gold": "card", "bow_self": true, "bow_host": true, "discard_self": true,
               "lose_honor": 1, "dishonor_host": true},
      "targets": [{"type": "personality", "controller": "you", "bowed": false,
                   "keyword": "Samurai", "max_force": 3}],
      "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": 2,
                   "duration": "turn"},
                  {"op": "gain_honor", "amount": 1, "player": "you"}],
      "manual": "text the players resolve by hand"   # optional
    }

Timings follow [S1 › ABILITIES]: **limited** = your own Action Phase when you have the
opportunity; **open** = any Action Phase opportunity; **battle** = a Combat Segment (engine II);
**engage** = a battle's Engage Segment, Twenty Festivals only (an action round of Engage
actions, the Defender first, before the Combat Segment [S0 › ENGAGE SEGMENT #, ACTION ROUNDS #,
ENGAGE ACTIONS #]; other profiles have no Engage Segment, so such abilities are never usable
there); **reaction** / **interrupt** = after / before its ``trigger`` event: the engine opens a
trigger window and asks the players (``triggers.py``; a Reaction without a ``trigger`` object is
resolved by the players with the toolkit); **event** = an Event's effect when it resolves in
the Events Phase [S1 › EVENT] (20F: a record of its designator's timing too, used from its
province; **dynasty**: the active player's Dynasty Phase [S0 › EVENT #, DYNASTY ACTIONS #]);
**ring_condition** = the condition under which a Ring may be put into play from hand
[S1 › RING] (its ``condition`` object is the Ring's printed condition);
**battle_open** = "Battle/Open:", usable as either kind of action and counting as both
[S1 › ABILITIES] (Battle rules of Presence and Location apply when it is taken in a battle);
**trait** = a triggered trait: mandatory, not an action, fires on bowed cards too and is not
limited to once per turn [S1 › TRAITS]; it resolves by itself when its ``trigger`` happens,
before any Reaction [S1 › TIMING AND TRIGGERS › B] (``trait_firing.fire_traits``; e.g. "after
this card enters play, lose 2 Honor" = trigger ``{"event": "enters_play", "card": "self"}``);
**continuous** = a non-triggered trait that prevents an occurrence while its card is in play,
"This Personality will not be destroyed" / "... will not bow" (``prevention.py``), or with an
``ongoing`` kind an ongoing effect: stat bonuses, attack strength, negated Fear or attacks,
attachment restrictions, province strength, granted keywords (``ongoing.py``).

Battle and Engage actions obey the Rules of Presence and Location [S1 › B. COMBAT SEGMENT],
[S0 › ACTIONS IN BATTLE #]: you need a unit at the current battlefield (unless the action
moves your unit there, ``move_unit``, or has the ``absent`` keyword [S0 › RULE OF PRESENCE #]);
an ability on a card in a unit is used only while the unit is at the current battlefield, and
cards in units are targeted only there. Taking one passes the opportunity to the next player.

Costs [S1 › COSTS]: ``gold`` (a number, or ``"card"`` = the card's Gold Cost stat, as for
Strategies [S1 › STRATEGY], or ``"chosen"``, "* Gold", and ``gold_from``, a target's stat:
``chosen_gold.py``), ``bow_self``, ``bow_host`` (the Personality an attachment is on),
``discard_self``, ``lose_honor``, ``dishonor_host``, ``bow_targets`` (a list of target indices
bowed as a cost, e.g. "bow your performing Shugenja:"; each such spec must ask for an unbowed
card, so only an unbowed card can be chosen to pay it), ``stat`` (a stat change as a cost,
e.g. "-2 Chi:"; see ``costs.py``), ``dishonor_targets`` / ``destroy_targets`` /
``move_home_targets`` (a chosen card dishonored, destroyed, or its unit moved home to pay:
``target_costs.py``). A bowed card cannot pay a bow cost; an
ability on a bowed card cannot be used [S1 › BOWED AND UNBOWED]. Under CE/GE a ``lose_honor``
cost (like a ``lose_honor`` effect) of an action that targets or is performed by the player's
Courtier or Samurai first opens the Seppuku Reaction (the action waits for the decision; the
seppuku reduces the cost to 1) [S1 › PLAYER ABILITIES], see :func:`cost_reaction`.

Target types: personality, holding, follower, item, spell, attachment, card (any in play),
stronghold, region, terrain (a Terrain in play at a battlefield [CE › TERRAIN]), or a list
of them ("a target Personality or Follower"). Target filters: controller
(you | opponent | any), bowed, dishonorable, keyword, max_force, min_personal_honor, not_self,
no_attachments (a card without attachments), has / lacks (an attached card of a type or
keyword: "with a Weapon", "without Followers"), side (attacking | defending), compare (a stat
lower than, or equal to, an earlier target's, the card's or its bearer's); flags performer
(the performing Personality [S1 › PERFORM]) and choose (chosen, not targeted [S1 › TARGET]);
see ``targets.py``.
The Stronghold is never a target unless the type is
``stronghold`` (Stronghold immunity [S1 › STRONGHOLD]).

Effect ``op`` values are the toolkit operations of ``effects.py`` (bow, straighten, destroy,
discard, dishonor, rehonor, seppuku, gain_honor, lose_honor, draw, add_token, remove_token,
modify_stat, take_favor, discard_favor) plus ``manual`` (open the hand-resolution window),
card movement (``movement.py``), a card from your discard pile into your hand (``to_hand``,
``discard_piles.py``: its target spec has ``"zone": "discard"``), additional actions
(``extra_actions.py``), created cards (``create``, ``created.py``), looking at and
searching decks (``look_top``, ``search_deck``, ``deck_choices.py``), each of the player's
provinces' strength (``province_strength``, ``provinces.py``), destroying your rightmost
province (``destroy_own_province``, also a cost: ``own_provinces.py``), delayed effects
("after your next turn begins": ``after_next_turn_begins``, ``delayed.py``), in a Reaction to
an action's targeting, negating that action's effects (``negate_action``, ``negation.py``), an
Interrupt's effects after the interrupted action resolves (``after_action_resolves``,
``interrupts.py``), and
negating a card's straightening (``negate_straightening``, ``straightening.py``) or a
Personality's movement (``negate_movement``; ``not_negated`` on a movement:
``movement_negation.py``) or its Force bonuses and penalties from actions
(``negate_bonuses``, ``force_negation.py``), a delayed negation of the next action
targeting a card (``negate_next_targeting``, ``next_targeting.py``) or of the next action
a card performs (``negate_next_performed``, ``next_performed.py``), permanently
giving a card a keyword or an ability (``give_keyword``, ``give_ability``, ``given.py``), a
card's Force contribution for the battle (``contribution``, ``contribution.py``), and a
Fate attachment in play into its owner's hand (``to_owner_hand``, ``returns.py``).
``target`` is a target index, ``"self"`` or ``"host"``; ``player`` is ``you``, ``opponent``,
``trigger_player`` (a triggered trait's: the player its trigger is about, e.g. the Attacker who
won the battle, ``trait_others.py``), ``target_controller`` (the controller of the effect's
``target``, else of the first target)
or ``target_player`` (the player the record's ``target_player`` spec targets or chooses,
``{"who": "any" | "opponent", "choose": true?}``: ``player_targets.py``);
``amount_from`` computes the amount from a card's stat when the effect resolves (``amounts.py``);
``each_player`` (a condition) instead of ``player``: the effect on every player it fits, in
turn order (``each_player.py``);
``if`` is a condition checked when the effect resolves (``effect_conditions.py``).
``optional`` (a choice number) lets the resolving player decline the effect ("you may",
``optional.py``).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg import duel_consequences
from l5r_desktop.games.ccg.cardtext import (
    adjacent,
    amounts,
    assign_bowed,
    attach_self,
    attack_restrictions,
    attacker_waits,
    barred_abilities,
    battle_order,
    bring_into_play,
    chosen_cards,
    chosen_effects,
    chosen_gold,
    chosen_keywords,
    chosen_locations,
    contribution,
    costs,
    created,
    deck_bottom,
    deck_choices,
    delayed,
    discard_piles,
    duel_effects,
    each,
    each_player,
    effect_conditions,
    extra_actions,
    first_opportunity,
    focus_effects,
    force_negation,
    given,
    gold_reactions,
    hand_attach,
    hand_costs,
    hand_discards,
    honor_swap,
    interrupts,
    invest,
    lasting,
    movement,
    movement_negation,
    negation,
    next_performed,
    next_targeting,
    one_province,
    ongoing,
    optional,
    own_provinces,
    pile_attach,
    pile_equip,
    player_pays,
    player_picks,
    player_targets,
    prevention,
    province_cards,
    province_losses,
    provinces,
    refills,
    removal,
    restrictions,
    returns,
    rings,
    second_use,
    source_bound,
    straightening,
    switching,
    target_costs,
    target_groups,
    terrains,
    transfers,
    use_limits,
)
from l5r_desktop.games.ccg.cardtext import targets as target_specs
from l5r_desktop.games.ccg.cardtext.spec_format import TARGET_TYPES  # noqa: F401 - API
from l5r_desktop.games.ccg.cardtext.spec_format import spec_problems as _spec_problems
from l5r_desktop.games.ccg.cardtext.trigger_events import ACTOR_TRIGGERS
from l5r_desktop.games.ccg.model.ids import ManualOp

#: The action timings (``abilities.ACTION_TIMINGS``: that module imports this one): an
#: untargeted ``choose_card`` is allowed on them.
_CHOOSING = ("limited", "open", "battle", "engage", "battle_open", "dynasty")

TIMINGS = ("limited", "open", "battle", "engage", "reaction", "interrupt", "event",
           "ring_condition", "trait", "continuous", "battle_open", "focus",
           "invest",  # invest: taken with its card's Recruit (invest.py)
           "dynasty")  # a 20F Event's Dynasty action from its province (ability_use.py)
#: Card-text ops beyond the toolkit's, by the module that resolves them.
TEXT_OPS: dict[str, Any] = {**dict.fromkeys(movement.OPS, movement),
                            **dict.fromkeys(extra_actions.OPS, extra_actions),
                            **dict.fromkeys(created.OPS, created),
                            **dict.fromkeys(deck_choices.OPS, deck_choices),
                            **dict.fromkeys(provinces.OPS, provinces),
                            **dict.fromkeys(own_provinces.OPS, own_provinces),
                            **dict.fromkeys(delayed.OPS, delayed),
                            **dict.fromkeys(negation.OPS, negation),
                            **dict.fromkeys(discard_piles.OPS, discard_piles),
                            **dict.fromkeys(restrictions.OPS, restrictions),
                            **dict.fromkeys(straightening.OPS, straightening),
                            **dict.fromkeys(movement_negation.OPS, movement_negation),
                            **dict.fromkeys(force_negation.OPS, force_negation),
                            **dict.fromkeys(next_targeting.OPS, next_targeting),
                            **dict.fromkeys(next_performed.OPS, next_performed),
                            **dict.fromkeys(given.OPS, given),
                            **dict.fromkeys(returns.OPS, returns),
                            **dict.fromkeys(hand_discards.OPS, hand_discards),
                            **dict.fromkeys(invest.OPS, invest),
                            **dict.fromkeys(interrupts.OPS, interrupts),
                            **dict.fromkeys(removal.OPS, removal),
                            **dict.fromkeys(refills.OPS, refills),
                            **dict.fromkeys(hand_attach.OPS, hand_attach),
                            **dict.fromkeys(attach_self.OPS, attach_self),
                            **dict.fromkeys(chosen_effects.OPS, chosen_effects),
                            **dict.fromkeys(pile_attach.OPS, pile_attach),
                            **dict.fromkeys(bring_into_play.OPS, bring_into_play),
                            **dict.fromkeys(transfers.OPS, transfers),
                            **dict.fromkeys(second_use.OPS, second_use),
                            **dict.fromkeys(honor_swap.OPS, honor_swap),
                            **dict.fromkeys(contribution.OPS, contribution),
                            **dict.fromkeys(province_cards.OPS, province_cards),
                            **dict.fromkeys(one_province.OPS, one_province),
                            **dict.fromkeys(player_picks.OPS, player_picks),
                            **dict.fromkeys(player_pays.OPS, player_pays),
                            **dict.fromkeys(barred_abilities.OPS, barred_abilities),
                            **dict.fromkeys(chosen_keywords.OPS, chosen_keywords),
                            **dict.fromkeys(gold_reactions.OPS, gold_reactions),
                            **dict.fromkeys(chosen_cards.OPS, chosen_cards),
                            **dict.fromkeys(chosen_locations.OPS, chosen_locations),
                            **dict.fromkeys(attack_restrictions.OPS, attack_restrictions),
                            **dict.fromkeys(lasting.OPS, lasting),
                            **dict.fromkeys(pile_equip.OPS, pile_equip),
                            **dict.fromkeys(attacker_waits.OPS, attacker_waits),
                            **dict.fromkeys(battle_order.OPS, battle_order),
                            **dict.fromkeys(adjacent.OPS, adjacent),
                            **dict.fromkeys(terrains.OPS, terrains),
                            **dict.fromkeys(first_opportunity.OPS, first_opportunity),
                            **dict.fromkeys(assign_bowed.OPS, assign_bowed),
                            **dict.fromkeys(deck_bottom.OPS, deck_bottom),
                            **dict.fromkeys(duel_effects.OPS, duel_effects),
                            **dict.fromkeys(source_bound.OPS, source_bound),
                            **dict.fromkeys(switching.OPS, switching)}
EFFECT_OPS = {op.value for op in ManualOp} | {"manual"} | set(TEXT_OPS)
_GROUPS = ("limited", "open", "battle", "engage", "battle_open", "dynasty", "reaction")  # groups
CONDITIONS = ("clan", "your_turn", "enemy_units_here", "reconnaissance",
              "family_honor_at_least", "family_honor_at_most", "personalities_at_least",
              "holdings_at_least", "hand_at_least", "has_favor", "honor_below_opponent",
              "host_keyword", "controls", "at_current", "dead_in_a_pile", "not_invested",
              "fewer_provinces", "adjacent_battlefield", "no_terrain_here",
              "all_here_keyword", "attacker", "defender", "not_your_turns",
              "more_units_here", "host_unbowed", "fewer_units_here", "controls_count",
              "own_turn", "presence", *rings.CONDITIONS,
              "mixed_units_here", "honor_lost_to_other", "controls_none",
              "no_province_lost")


def validate(record: Any) -> list[str]:
    """Problems with one ability record (empty list = the engine can run it)."""
    if not isinstance(record, dict):
        return ["ability must be an object"]
    out = []
    if record.get("timing") not in TIMINGS:
        out.append(f"timing must be one of {', '.join(TIMINGS)}")
    trigger = record.get("trigger")
    if trigger is not None and (not isinstance(trigger, dict)
                                or not isinstance(trigger.get("event"), str)):
        out.append("trigger must be an object naming its event (see triggers.py)")
    if record.get("timing") == "trait" and (trigger is None or record.get("targets")):
        out.append("a triggered trait needs a trigger and chooses no targets")
    cost = record.get("cost", {})
    out += costs.validate(cost)
    if "bowed_ok" in record and record["bowed_ok"] is not True:
        out.append("bowed_ok is true or absent")
    if "away_ok" in record and record["away_ok"] is not True:  # attack/choices.py
        out.append("away_ok is true or absent")
    if record.get("timing") == "dynasty" and record.get("from") != "province":
        out.append("a dynasty action is an Event's, used from its province (from: province)")
    if "no_presence" in record and record["no_presence"] is not True:  # attack/choices.py
        out.append("no_presence is true or absent")
    elif record.get("no_presence") and record.get("timing") not in ("battle", "engage",
                                                                     "battle_open"):
        out.append("no_presence waives the Rule of Presence of a Battle or Engage action")
    cond0 = record.get("condition")
    kws = record.get("keywords") or ()
    if not isinstance(kws, (list, tuple)) or not all(isinstance(k, str) for k in kws):
        out.append("keywords must be a list of ability keywords")
        kws = ()
    if "favor" in kws and not (
            (isinstance(cost, dict) and cost.get("discard_favor"))
            or (isinstance(cond0, dict) and cond0.get("has_favor"))):
        out.append("a Favor ability needs the Imperial Favor (cost discard_favor or condition "
                   "has_favor)")
    if record.get("timing") == "continuous":  # ongoing effects, or prevention
        out += ongoing.validate(record) if "ongoing" in record else prevention.validate(record)
        when = record.get("when")  # an ability_cost's condition (costs.py)
        if record.get("ongoing") == "ability_cost" and isinstance(when, dict) and any(
                k not in CONDITIONS for k in when):
            out.append(f"when's keys must be among {', '.join(CONDITIONS)}")
    out += use_limits.problems(record) + rings.problems(record)  # "Twice per turn"; Rings
    out += chosen_gold.problems(record)  # "* Gold", "pay Gold equal to ..." (chosen_gold.py)
    cond = record.get("condition", {})
    if not isinstance(cond, dict) or any(k not in CONDITIONS for k in cond):
        out.append(f"condition keys must be among {', '.join(CONDITIONS)}")
    elif "adjacent_battlefield" in cond:  # (adjacent.py)
        out += adjacent.condition_problems(cond["adjacent_battlefield"])
    if isinstance(cond, dict) and cond.get("no_province_lost", "turn") not in \
            province_losses.WINDOWS:  # (province_losses.py)
        out.append("no_province_lost is turn or since_last_turn")
    turns = cond.get("not_your_turns", [1]) if isinstance(cond, dict) else [1]
    if not isinstance(turns, list) or not turns or not all(
            isinstance(t, int) and not isinstance(t, bool) and t >= 1 for t in turns):
        out.append("not_your_turns lists turn numbers (1: your first turn)")
    targets = record.get("targets", [])
    if not isinstance(targets, list):
        out.append("targets must be a list")
        targets = []
    if record.get("timing") == "focus":  # a Focus Effect names the duel's Personalities
        out += focus_effects.problems(record)
        refs = record.get("duel_cards")
        targets = [{"type": "personality"}] * (len(refs) if isinstance(refs, list) else 0)
    for n, t in enumerate(targets):
        out += _spec_problems(t)
        if isinstance(t, dict):
            out += target_specs.compare_problems(t, n) + target_specs.attachment_problems(t)
    # the targets an amount, condition or unit may read: not an optional one (targets.py)
    readable = next((n for n, t in enumerate(targets)
                     if isinstance(t, dict) and (t.get("optional") or "group" in t)),
                    len(targets))  # nor a group's cards (target_groups.py)
    bow_targets = cost.get("bow_targets", []) if isinstance(cost, dict) else []
    if not isinstance(bow_targets, list) or any(
            not isinstance(i, int) or not 0 <= i < len(targets)
            or not isinstance(targets[i], dict) or targets[i].get("bowed") is not False
            for i in bow_targets):
        out.append("bow_targets must list targets whose spec asks for an unbowed card")
    out += target_costs.problems(cost, targets, record.get("effects", []))  # dishonor /
    # destroy / move home a chosen card to pay
    out += target_groups.problems(record, _GROUPS)  # "one or more": target_groups.py
    effs = record.get("effects", [])
    if not isinstance(effs, list):
        out.append("effects must be a list")
        effs = []
    for e in effs:
        if not isinstance(e, dict) or not isinstance(e.get("op"), str) or e["op"] not in EFFECT_OPS:
            out.append(f"unknown effect {e!r}")
            continue
        if e["op"] == "choose_card":  # a card chosen as it resolves: the next target index
            if record.get("timing") not in ("event", "focus", *_CHOOSING)[
                    :1 if e.get("targeting") else None] and not chosen_cards.allowed_on(record, e):
                out.append("choose_card: on Events; untargeted on Focus Effects, actions and a "
                           "Terrain's trait before its battle resolves (chosen_cards)")
            if isinstance(e.get("spec"), dict):
                out += _spec_problems(e["spec"])
                targets = [*targets, e["spec"]]
                readable += 1
        if e["op"] == "lasting_trait":  # a trait left with the player (lasting.py)
            out += lasting.record_problems(e, record.get("timing"), readable)
            out += [f"lasting trait: {p}" for p in validate(
                lasting.inner_record(e, record.get("timing"), targets[:readable]))]
        if "each_player" in e:  # every player that fits (each_player.py)
            out += each_player.problems(e, CONDITIONS)
        if "each" in e:  # every card that fits (each.py)
            out += _spec_problems(e["each"]) + each.problems(e)
            unit = e["each"].get("unit_of") if isinstance(e["each"], dict) else None
            if isinstance(unit, int) and unit >= readable \
                    and unit != target_groups.group_index(record):  # a group: per unit
                out.append(f"each.unit_of {unit} has no target")
            other = e["each"].get("other_than") if isinstance(e["each"], dict) else None
            if isinstance(other, int) and other >= readable:
                out.append(f"each.other_than {other} has no target")
        tgt = e.get("target")
        if isinstance(tgt, int) and not 0 <= tgt < len(targets):
            out.append(f"effect target {tgt} has no target")
        if "amount_from" in e:
            out += amounts.problems(e["amount_from"], readable)
            if isinstance(e["amount_from"], dict) and \
                    e["amount_from"].get("card") == amounts.PAID_TOP and not (
                        isinstance(cost, dict) and cost.get("discard_fate_top")):
                out.append("paid_fate_top reads the card a discard_fate_top cost discarded")
            if isinstance(e["amount_from"], dict) and "lost" in e["amount_from"] and (
                    e["op"] in TEXT_OPS or "each" in e or "each_player" in e
                    or any(isinstance(x, dict) and x.get("optional") for x in effs)):
                out.append("a lost amount is read by a plain effect of a record without "
                           "choices (the resolution's start is its measure)")
        if "if" in e:  # a condition on this effect (effect_conditions.py); on a group's
            # card only by the effect on that card's unit, read per card (target_groups.py)
            g = target_groups.group_index(record)
            per_card = g is not None and isinstance(e.get("each"), dict) and \
                e["each"].get("unit_of") == g and isinstance(e["if"], dict) and \
                e["if"].get("card") == g
            out += effect_conditions.problems(e["if"], g + 1 if per_card else readable,
                                              CONDITIONS)
        if "not_negated" in e:  # "will not be negated" (movement_negation.py, negation.py)
            out += movement_negation.not_negated_problems(e)
            if isinstance(e["not_negated"], dict):
                out += effect_conditions.problems(e["not_negated"], readable, CONDITIONS)
        if e["op"] in TEXT_OPS:  # card movement, additional actions
            one = e  # on each card that fits: checked as on one target (abilities.run_list)
            if "each" in e and getattr(TEXT_OPS[e["op"]], "WITH_TARGETS", False):
                one = {k: v for k, v in e.items() if k != "each"} | {"target": 0}
            out += TEXT_OPS[e["op"]].problems(one)
        if e["op"] in delayed.BATTLE_OPS and record.get("timing") not in ("battle",
                                                                          "battle_open"):
            out.append(f"{e['op']} waits for this battle: a Battle action's effect")
        if e["op"] in delayed.OPS and isinstance(e.get("effects"), list):
            out += [p for d in e["effects"] if isinstance(d, dict)
                    and d.get("op") == "province_strength" for p in provinces.problems(d)]
        if e["op"] == "pay_or" and isinstance(e.get("else"), list):  # (player_pays.py)
            out += [f"pay_or else: {p}" for p in validate({**record, "effects": e["else"]})]
        if e["op"] == "give_ability" and isinstance(e.get("ability"), dict):
            out += [f"given ability: {p}" for p in validate(e["ability"])]
        if e["op"] == "create" and e.get("at") and record.get("timing") == "limited":
            out.append("a Limited action has no current battlefield to create a card at")
        if e["op"] == "create" and isinstance(e.get("card"), dict):  # "with the ability ..."
            for a in e["card"].get("abilities", ()) if isinstance(
                    e["card"].get("abilities"), list) else ():
                out += [f"created card's ability: {p}" for p in validate(a)]
        if e["op"] == "challenge" and e.get("token"):  # the duel's consequences
            why = duel_consequences.problem(str(e["token"]))
            if why is not None:
                out.append(why)
        if e["op"] == "challenge":  # the effects of the challenger's win
            out += duel_effects.problems(e)
    if any(isinstance(e, dict) and e.get("player") == "trigger_player" for e in effs):
        out += _trigger_player_problems(record)
    if any(isinstance(e, dict) and e.get("duration") == "action" for e in effs) and (
            record.get("timing") != "reaction" or not isinstance(trigger, dict)
            or trigger.get("event") != "announced"):
        out.append("'until the action ends' (duration action) only in a Reaction to an "
                   "action's announcement (action_end.py)")
    return out + optional.problems(record) + target_specs.optional_problems(record) + \
        _moved_problems(effs) + player_targets.problems(record) + \
        discard_piles.to_hand_problems(record) + returns.spec_problems(record) + \
        hand_costs.cost_problems(record)


def _trigger_player_problems(record: dict[str, Any]) -> list[str]:
    """An effect on ``trigger_player`` (the player a trait's trigger is about) needs a
    triggered trait whose trigger has such a player (``trigger_events.ACTOR_TRIGGERS``), and
    no optional effect (the choice would pause the resolution and lose him)."""
    trig = record.get("trigger")
    if record.get("timing") != "trait" or not isinstance(trig, dict) \
            or trig.get("event") not in ACTOR_TRIGGERS:
        return ["trigger_player names the player of a triggered trait's trigger (one of "
                f"{', '.join(sorted(ACTOR_TRIGGERS))})"]
    if any(isinstance(e, dict) and e.get("optional") for e in record.get("effects", [])):
        return ["a trait with an effect on trigger_player has no optional effect"]
    return []


def _moved_problems(effs: list[Any]) -> list[str]:
    """A ``destroyed`` test (effect_conditions.py) needs the earlier effects of the same
    resolution: none after an optional effect (the choice pauses the resolution, which keeps
    only what moved before it, ``optional.ask``)."""
    seen_optional = False
    for e in effs:
        if not isinstance(e, dict):
            continue
        if e.get("optional") is not None:
            seen_optional = True
        if seen_optional and _tests_moved(e.get("if")):
            return ["a destroyed test cannot follow an optional effect"]
    return []


def _tests_moved(cond: Any) -> bool:
    if isinstance(cond, list):
        return any(_tests_moved(c) for c in cond)
    if not isinstance(cond, dict):
        return False
    return "destroyed" in cond or any(
        _tests_moved(cond.get(k)) for k in ("not", "any", "all"))
