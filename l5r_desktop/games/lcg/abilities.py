"""Which abilities may be used and on what: sources, timing, conditions, limits, costs, targets
(the vocabulary is documented in ``cards.py``; target pools and filters are ``targets.py``,
re-exported here as ``candidates``, ``meets``, ``immune``); their effects resolve in
``resolve.py``.

Limits [RR › Limit X per [period], Action, Action Ability]: each triggered ability of a card
instance may be used once per round unless its ``limit`` says otherwise; ``max`` counts every
copy by title for the player. Uses are counted in ``state.uses`` keyed ``"<p>:<uid>:<i>:<period>"``
(limits) and ``"<p>:max:<name>:<i>:<period>"`` (maxima); a card that leaves play is a new
instance, so its old counters no longer match once it has a new zone entry (see notes).
"""

from __future__ import annotations

from itertools import product
from typing import Any

from l5r_desktop.games.lcg import moves
from l5r_desktop.games.lcg.actions import Action, UseAbility
from l5r_desktop.games.lcg.cards import LcgType
from l5r_desktop.games.lcg.events import Event
from l5r_desktop.games.lcg.moves import other
from l5r_desktop.games.lcg.permissions import extra_playable
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import (
    attachments_on,
    cannot,
    constant_effects,
    glory,
    has_element,
    participating,
    side_total,
    value,
)
from l5r_desktop.games.lcg.targets import alone, candidates, pool
from l5r_desktop.games.lcg.targets import immune as immune  # re-exported
from l5r_desktop.games.lcg.targets import meets as meets  # re-exported


def sources(s: LcgState, p: int) -> list[str]:
    """Cards whose abilities ``p`` may initiate: characters, attachments, the stronghold, the
    role card (active beside the stronghold though not in play [RR › Role Cards]), faceup
    holdings and unbroken faceup provinces (a broken province's text is not active
    [RR › Breaking a Province]), and events in hand [RR › Ability] or that he may play as if
    they were in his hand (``permissions.py``)."""
    ps = s.players[p]
    out = ps.characters + ps.attachments + ([ps.stronghold] if ps.stronghold else [])
    if ps.role:
        out.append(ps.role)
    for prov in [*ps.provinces, ps.stronghold_province or ""]:
        if not prov:
            continue
        pc = s.cards[prov]
        if not pc.facedown and not pc.broken:
            out.append(prov)
        out.extend(u for u in s.province_cards.get(prov, ())
                   if not s.cards[u].facedown and s.defn(u).type is LcgType.HOLDING)
    out.extend(u for u in ps.hand if s.defn(u).type is LcgType.EVENT or any(
        rec.get("from") == "hand" for rec in s.defn(u).abilities))
    out.extend(u for u in extra_playable(s, p) if s.defn(u).type is LcgType.EVENT)
    return out


def _limit_key(p: int, uid: str, i: int, rec: dict[str, Any]) -> str:
    """The use counter of ability ``i``; records that are the options of one printed ability
    ("select one", split into one record each) name the first option's index in ``limit_as``
    and share its counter [RR › Select, Limit X per [period]]."""
    period = (rec.get("limit") or {}).get("period", "round")
    return f"{p}:{uid}:{rec.get('limit_as', i)}:{period}"


def _max_key(p: int, name: str, i: int, rec: dict[str, Any]) -> str:
    return f"{p}:max:{name}:{rec.get('limit_as', i)}:{rec['max'].get('period', 'round')}"


def usable(s: LcgState, p: int, uid: str, i: int, rec: dict[str, Any],
           timing: str = "action") -> bool:
    """Timing, conflict requirement, limits and costs of a triggered ability [RR › Triggered
    Abilities: the cost must be payable; Bow, Bowed]. Actions that need a conflict are used
    in the conflict action window only; triggered ones while a conflict is declared."""
    if rec.get("timing") != timing:
        return False
    if s.defn(uid).type is not LcgType.EVENT and (rec.get("from") == "hand") != (
            s.cards[uid].zone == "hand"):
        return False  # a card's abilities used from hand work there only, the others in play
    c = s.conflict
    want = rec.get("conflict")
    if want:
        if c is None or not c.declared:
            return False
        if timing == "action" and s.window.get("kind") != "conflict":
            return False
        if want in ("military", "political") and c.type != want:
            return False
    if rec.get("participating"):
        host = s.cards[uid].attached_to or uid
        if not participating(s, host):
            return False
    if s.uses.get(_limit_key(p, uid, i, rec), 0) >= (rec.get("limit") or {}).get(
            "count", 1) + _extra_uses(s, uid):
        return False
    if cannot(s, s.cards[uid].attached_to or uid, "trigger") and d_type(s, uid) in (
            LcgType.CHARACTER, LcgType.ATTACHMENT):
        return False  # "that character's abilities cannot be triggered"
    if d_type(s, uid) is LcgType.EVENT and _events_barred(s, p):
        return False
    if rec.get("max") and s.uses.get(_max_key(p, s.defn(uid).name, i, rec), 0) >= \
            rec["max"].get("count", 1):
        return False
    cost = rec.get("cost") or {}
    card = s.cards[uid]
    d = s.defn(uid)
    fate = cost.get("fate", 0) + cost.get("give_fate", 0) + cost.get("fate_to_ring", 0) + (
        d.cost or 0 if d.type is LcgType.EVENT else 0)
    if fate > s.players[p].fate:
        return False
    if d.type is LcgType.EVENT and d.has_keyword("limited") and \
            s.players[p].limited_played >= 1:
        return False  # one Limited card per player per round [RR › Limited]
    if cost.get("bow_self") and card.bowed:
        return False
    if cost.get("honor", 0) > s.players[p].honor:
        return False
    if cost.get("remove_fate_self", 0) > card.fate:
        return False
    if cost.get("dishonor_self") and card.status == "dishonored":
        return False
    if cost.get("discard_favor") and s.favor != p:
        return False  # "discard the Imperial Favor" needs it
    if cost.get("discard_cards", 0) > len(s.players[p].hand) - (1 if card.zone == "hand" else 0):
        return False
    return _conditions_ok(s, p, rec.get("condition") or {}, uid)


def d_type(s: LcgState, uid: str) -> LcgType:
    """The card's type."""
    return s.defn(uid).type


def _extra_uses(s: LcgState, uid: str) -> int:
    """More uses of a character's triggered abilities per period from its attachments
    ("you may trigger each of attached character's triggered abilities an additional time":
    a constant record with ``extra_use``) [RR › Limit X per [period]]."""
    if s.cards[uid].zone != "play" or d_type(s, uid) is not LcgType.CHARACTER:
        return 0
    return sum(1 for a in attachments_on(s, uid) for rec in s.defn(a).abilities
               if rec.get("timing") == "constant" and rec.get("extra_use"))


def _events_barred(s: LcgState, p: int) -> bool:
    """An opponent's character says "opponents cannot play events" (a constant ``cannot``
    ``opponents_play_events`` whose condition holds) [RR › Cannot]."""
    return any(e.get("op") == "cannot" and e.get("what") == "opponents_play_events"
               for u in s.players[other(p)].characters for e in constant_effects(s, u))


def _conditions_ok(s: LcgState, p: int, cond: dict[str, Any], uid: str = "") -> bool:
    """Conditions of an ability [RR › Ability: "if", "while", "during a conflict at this
    province"]: ``at_this_province`` (a conflict is declared against the card itself, a
    province), ``ring`` (the contested ring's element: "during an [air] conflict"),
    ``attacking`` / ``defending`` (you are the attacking / defending player: with the record's
    ``participating``, "while this character is attacking"), ``phase`` ("during the conflict
    phase"), ``claimed_ring`` (that element is in your claimed ring pool),
    ``claimed_at_least`` (that many rings in your claimed pool), ``winning`` (you count more
    skill in the conflict [RR › 3.2.3]), ``alone`` (the card is its side's only participating
    character), ``holding_in_play`` (a faceup holding in anyone's province),
    ``more_honored_characters`` (you control more honored characters), ``more_honorable`` /
    ``less_honorable`` (honor totals compared with the
    opponent's), ``honor_at_least`` / ``honor_at_most``, ``bid_higher`` / ``bid_lower``
    (:func:`_bids_ok`), ``count_at_least`` (a count, ``stats.value``, with its ``at_least``:
    "if you control 3 or more other Bushi characters"), ``no_conflict`` (no conflict is
    declared: "cannot be played during a conflict"), ``first_player``, ``more_participating``
    (more participating characters than the opponent)."""
    ps = s.players[p]
    if cond.get("at_this_province") and (s.conflict is None or not s.conflict.declared
                                         or s.conflict.province not in (
                                             uid, s.cards[uid].province if uid else None)):
        return False  # the province itself, or the province a holding is in
    if "ring" in cond and (s.conflict is None or not s.conflict.declared
                           or not has_element(s, s.conflict.ring, cond["ring"])):
        return False
    if cond.get("attacking") and (s.conflict is None or not s.conflict.declared
                                  or s.conflict.attacker != p):
        return False
    if cond.get("defending") and (s.conflict is None or not s.conflict.declared
                                  or s.conflict.attacker == p):
        return False
    if cond.get("more_honorable") and ps.honor <= s.players[other(p)].honor:
        return False
    if "phase" in cond and s.phase != cond["phase"]:
        return False
    if "claimed_ring" in cond and not any(
            r["claimed_by"] == p and has_element(s, k, cond["claimed_ring"])
            for k, r in s.rings.items()):
        return False
    if cond.get("winning") and (s.conflict is None or not s.conflict.declared
                                or side_total(s, p) <= side_total(s, other(p))):
        return False
    if cond.get("alone") and (s.conflict is None or not alone(s, uid)):
        return False
    if cond.get("holding_in_play") and not pool(s, "holding"):
        return False
    if cond.get("more_honored_characters") and _honored_count(s, p) <= _honored_count(
            s, other(p)):
        return False
    if "claimed_at_least" in cond and sum(
            r.get("claimed_by") == p for r in s.rings.values()) < cond["claimed_at_least"]:
        return False
    if "honor_at_least" in cond and ps.honor < cond["honor_at_least"]:
        return False
    if "honor_at_most" in cond and ps.honor > cond["honor_at_most"]:
        return False
    if not _bids_ok(s, p, cond):
        return False
    if cond.get("no_conflict") and s.conflict is not None and s.conflict.declared:
        return False
    if "honor_lead_at_least" in cond and ps.honor - s.players[other(p)].honor < cond[
            "honor_lead_at_least"]:
        return False  # "if you have at least 5 more honor than an opponent"
    theirs = s.players[other(p)]
    if "opponent_declared_at_least" in cond and 2 - theirs.military_left - \
            theirs.political_left < cond["opponent_declared_at_least"]:
        return False  # "if an opponent has declared 2 or more conflicts this phase"
    if cond.get("more_participating_glory") and not _more_glory(s, p):
        return False
    if cond.get("first_player") and s.first_player != p:
        return False
    if "province_element" in cond and (s.conflict is None or not s.conflict.declared or cond[
            "province_element"] not in s.defn(s.conflict.province).element):
        return False  # "during a conflict at an [earth] province"
    if "imperial_favor" in cond and (s.favor == p) != cond["imperial_favor"]:
        return False
    if cond.get("fewer_characters") and len(ps.characters) >= len(
            s.players[other(p)].characters):
        return False  # "if an opponent controls more characters than you"
    if cond.get("more_participating") and _participants(s, p) <= _participants(s, other(p)):
        return False  # "you control more participating characters than your opponent"
    at_least = cond.get("count_at_least")
    if isinstance(at_least, dict) and value(s, p, uid, at_least) < at_least.get("at_least", 1):
        return False
    return not (cond.get("less_honorable") and ps.honor >= s.players[other(p)].honor)


def play_allowed(s: LcgState, p: int, uid: str) -> bool:
    """A card's play restrictions hold (its constant records' ``play_if`` conditions, as for
    abilities, and ``no_conflict``: "this card cannot be played during a conflict")
    [RR › Play Restrictions and Permissions]."""
    return all(_conditions_ok(s, p, rec["play_if"], uid) for rec in s.defn(uid).abilities
               if rec.get("timing") == "constant" and isinstance(rec.get("play_if"), dict))


def _more_glory(s: LcgState, p: int) -> bool:
    """You count more current glory than the opponent among ready participating characters
    [RR › Glory]."""
    def total(q: int) -> int:
        return sum(glory(s, u) for u in s.players[q].characters
                   if participating(s, u) and not s.cards[u].bowed)
    return s.conflict is not None and total(p) > total(other(p))


def _participants(s: LcgState, p: int) -> int:
    return sum(participating(s, u) for u in s.players[p].characters)


def play_cost(s: LcgState, p: int, uid: str) -> int:
    """The fate cost to play a card: printed, changed by its own constant ``cost_change``
    records whose ``condition`` holds (e.g. 1 less while its player is the first
    player); never below 0 [RR › Cost, Modifiers]."""
    d = s.defn(uid)
    change = sum(int(rec["cost_change"]) for rec in d.abilities
                 if rec.get("timing") == "constant" and "cost_change" in rec
                 and _conditions_ok(s, p, rec.get("condition") or {}, uid))
    return max(0, (d.cost or 0) + change)


def _bids_ok(s: LcgState, p: int, cond: dict[str, Any]) -> bool:
    """``bid_higher`` / ``bid_lower``: the bid on your honor dial is higher / lower than the
    opponent's ("if the bid on your honor dial is higher than an opponent's", "play only if
    your honor bid is lower"); a revealed dial stays as a reference until the next honor bid
    [RR › 2.3. Reveal honor dials]."""
    mine, theirs = s.players[p].dial, s.players[other(p)].dial
    revealed = s.players[p].dial_revealed and s.players[other(p)].dial_revealed
    if cond.get("bid_higher") and not (revealed and mine > theirs):
        return False
    return not (cond.get("bid_lower") and not (revealed and mine < theirs))


def _honored_count(s: LcgState, p: int) -> int:
    return sum(s.cards[u].status == "honored" for u in s.players[p].characters)


def choice_specs(rec: dict[str, Any]) -> list[dict[str, Any]]:
    """What the player chooses when initiating the ability: its targets, then one card in his
    hand (other than the ability's own card) per card of its ``discard_cards`` cost. The player
    paying a cost chooses the cards he pays it with [RR › Cost: "Discard...", the payment is
    made with cards that player controls]; the chosen cards follow the targets in
    ``UseAbility.targets`` (effects name only the targets' indexes)."""
    own = {"type": "hand", "controller": "you", "not_self": True}
    cost = rec.get("cost") or {}
    return [*(rec.get("targets") or []), *([own] * int(cost.get("discard_cards", 0))),
            *([{"type": "unclaimed_ring"}] if cost.get("fate_to_ring") else [])]


def choices(s: LcgState, p: int, uid: str, rec: dict[str, Any],
            event_cards: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every choice of targets (and cost cards, :func:`choice_specs`), no card twice; cards
    paid in any order are one choice. A target with ``event_card`` is one of the triggering
    condition's cards (``event_cards``: "that character" of "when a character you control
    would leave play")."""
    specs = choice_specs(rec)
    first = len(rec.get("targets") or [])
    paid = slice(first, first + int((rec.get("cost") or {}).get("discard_cards", 0)))
    pools = [[u for u in candidates(s, p, uid, t) if not t.get("event_card") or u in event_cards]
             for t in specs]
    return [combo for combo in product(*pools) if len(set(combo)) == len(combo)
            and list(combo[paid]) == sorted(combo[paid])]


def action_uses(s: LcgState, p: int) -> list[Action]:
    """Every action ability ``p`` could initiate now, one action per choice of targets."""
    out: list[Action] = []
    for uid in sources(s, p):
        for i, rec in enumerate(s.defn(uid).abilities):
            if rec.get("timing") != "action" or not usable(s, p, uid, i, rec):
                continue
            out.extend(UseAbility(p, uid, i, combo) for combo in choices(s, p, uid, rec))
    return out


def pay(s: LcgState, a: UseAbility, ev: list[Event]) -> None:
    """Count the use and pay the costs; an event card goes to its owner's discard pile at once
    (it stays there if its effects are canceled [RR › Event Cards, Cancel])."""
    p = a.player
    uid = a.card
    d = s.defn(uid)
    rec = d.abilities[a.index]
    card = s.cards[uid]
    cost = rec.get("cost") or {}
    key = _limit_key(p, uid, a.index, rec)
    s.uses[key] = s.uses.get(key, 0) + 1
    if rec.get("max"):
        mk = _max_key(p, d.name, a.index, rec)
        s.uses[mk] = s.uses.get(mk, 0) + 1
    is_event = d.type is LcgType.EVENT
    moves.spend_fate(s, p, cost.get("fate", 0) + ((d.cost or 0) if is_event else 0), ev)
    if is_event:  # from hand, or a pile it may be played from [RR › Play Restrictions ...]
        moves.take_out(s, uid)
        s.players[card.owner].conflict_discard.append(uid)
        card.zone = "conflict_discard"
        if d.has_keyword("limited"):
            s.players[p].limited_played += 1
    if cost.get("give_fate"):  # "give your opponent 1 fate" [RR › Give]
        moves.spend_fate(s, p, cost["give_fate"], ev)
        moves.gain_fate(s, other(p), cost["give_fate"], ev)
    if cost.get("discard_favor"):  # "discard the Imperial Favor" [RR › Imperial Favor]
        s.favor = None
        ev.append(Event(text=f"P{p + 1} discards the Imperial Favor"))
    if cost.get("bow_self"):
        moves.bow(s, uid, ev)
    if cost.get("honor"):
        moves.lose_honor(s, p, cost["honor"], ev)
    if cost.get("remove_fate_self"):
        card.fate -= cost["remove_fate_self"]
        s.bank_fate += cost["remove_fate_self"]
    if cost.get("dishonor_self"):
        moves.dishonor_card(s, uid, ev)
    first = len(rec.get("targets") or [])
    for chosen in a.targets[first:]:
        if chosen.startswith("ring:"):  # "spend 1 fate to an unclaimed ring" [RR › Cost]
            ring = s.rings[chosen[5:]]
            n = min(cost.get("fate_to_ring", 1), s.players[p].fate)
            s.players[p].fate -= n
            ring["fate"] += n
            ev.append(Event(text=f"P{p + 1} places {n} fate on the {chosen[5:]} ring"))
        elif s.cards[chosen].zone == "hand":  # the cards the player chose [RR › Cost]
            moves.discard(s, chosen, ev)
    _pay_on_targets(s, cost, a.targets, ev)
    ev.append(Event(text=f"P{p + 1} uses {d.name}", cards=(uid, *a.targets)))
    if cost.get("sacrifice_self"):
        moves.leave_play(s, uid, ev)


def _pay_on_targets(s: LcgState, cost: dict[str, Any], targets: tuple[str, ...],
                    ev: list[Event]) -> None:
    """Costs paid with a chosen card ("Sacrifice a (friendly) character", "Dishonor a
    (friendly) Courtier", "Remove 1 fate from a (friendly) character" before the dash):
    ``bow_target`` / ``sacrifice_target`` / ``dishonor_target`` / ``remove_fate_target`` /
    ``discard_target`` (a card of ``"type": "hand"``) name the target index; the record's
    target filters make the cost payable (``controller: you``, ``bowed: false``,
    ``dishonored: false``, ``has_fate: true``) [RR › Costs, Sacrifice]."""
    for key in ("bow_target", "dishonor_target", "remove_fate_target", "sacrifice_target",
                "discard_target"):
        i = cost.get(key)
        if not isinstance(i, int) or not 0 <= i < len(targets):
            continue
        t = targets[i]
        if key == "bow_target":
            moves.bow(s, t, ev)
        elif key == "dishonor_target":
            moves.dishonor_card(s, t, ev)
        elif key == "remove_fate_target" and s.cards[t].fate:
            s.cards[t].fate -= 1
            s.bank_fate += 1
        elif key == "discard_target" and s.cards[t].zone == "hand":
            moves.discard(s, t, ev)
        elif key == "sacrifice_target" and s.cards[t].zone == "play":
            moves.leave_play(s, t, ev)

