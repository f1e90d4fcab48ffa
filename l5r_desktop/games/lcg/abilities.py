"""Which abilities may be used and on what: sources, timing, conditions, limits, costs, targets
(the vocabulary is documented in ``cards.py``); their effects resolve in ``resolve.py``.

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
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import (
    attachments_on,
    glory,
    participating,
    side_total,
    skill,
    value,
)


def sources(s: LcgState, p: int) -> list[str]:
    """Cards whose abilities ``p`` may initiate: characters, attachments, the stronghold, the
    role card (active beside the stronghold though not in play [RR › Role Cards]), faceup
    holdings and unbroken faceup provinces (a broken province's text is not active
    [RR › Breaking a Province]), and events in hand [RR › Ability]."""
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
    if s.uses.get(_limit_key(p, uid, i, rec), 0) >= (rec.get("limit") or {}).get("count", 1):
        return False
    if rec.get("max") and s.uses.get(_max_key(p, s.defn(uid).name, i, rec), 0) >= \
            rec["max"].get("count", 1):
        return False
    cost = rec.get("cost") or {}
    card = s.cards[uid]
    d = s.defn(uid)
    fate = cost.get("fate", 0) + cost.get("give_fate", 0) + (
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
    if cost.get("discard_cards", 0) > len(s.players[p].hand) - (1 if card.zone == "hand" else 0):
        return False
    return _conditions_ok(s, p, rec.get("condition") or {}, uid)


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
    declared: "cannot be played during a conflict")."""
    ps = s.players[p]
    if cond.get("at_this_province") and (s.conflict is None or not s.conflict.declared
                                         or s.conflict.province != uid):
        return False
    if "ring" in cond and (s.conflict is None or not s.conflict.declared
                           or s.conflict.ring != cond["ring"]):
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
    if "claimed_ring" in cond and (s.rings.get(cond["claimed_ring"]) or {}).get(
            "claimed_by") != p:
        return False
    if cond.get("winning") and (s.conflict is None or not s.conflict.declared
                                or side_total(s, p) <= side_total(s, other(p))):
        return False
    if cond.get("alone") and (s.conflict is None or not _alone(s, uid)):
        return False
    if cond.get("holding_in_play") and not _pool(s, "holding"):
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


def _alone(s: LcgState, uid: str) -> bool:
    """The character is the only participating character on its side [RR › Alone]."""
    c = s.conflict
    if c is None:
        return False
    return c.attackers == [uid] or c.defenders == [uid]


def _honored_count(s: LcgState, p: int) -> int:
    return sum(s.cards[u].status == "honored" for u in s.players[p].characters)


def immune(s: LcgState, uid: str, to: str) -> bool:
    """True when ``uid`` is immune to effects of the set ``to`` [RR › Immune]."""
    return any(e.get("kind") == "immune" and e.get("card") == uid and e.get("to") == to
               for e in s.effects)


def _pool(s: LcgState, kind: str) -> list[str]:
    """The cards a target of ``type`` ``kind`` is chosen among [RR › Target]: characters
    (default) or attachments in play, provinces (unbroken or not), faceup holdings,
    characters in hand (``character_in_hand``: a player chooses among his own) or faceup in
    provinces (``character_in_province``), for "put into play"."""
    ps0, ps1 = s.players
    if kind == "character_in_hand":
        return [u for ps in s.players for u in ps.hand
                if s.defn(u).type is LcgType.CHARACTER]
    if kind == "character_in_province":
        return [u for ps in s.players for prov in ps.provinces
                for u in s.province_cards.get(prov, ())
                if not s.cards[u].facedown and s.defn(u).type is LcgType.CHARACTER]
    if kind == "attachment":
        return ps0.attachments + ps1.attachments
    if kind == "hand":  # cards in hand, e.g. for "discard a card from your hand" costs
        return ps0.hand + ps1.hand
    if kind == "province":
        return [u for ps in s.players
                for u in [*ps.provinces, *([ps.stronghold_province] if ps.stronghold_province
                                           else [])]]
    if kind == "holding":
        return [u for ps in s.players for prov in [*ps.provinces, ps.stronghold_province or ""]
                for u in s.province_cards.get(prov, ())
                if not s.cards[u].facedown and s.defn(u).type is LcgType.HOLDING]
    return ps0.characters + ps1.characters


def candidates(s: LcgState, p: int, uid: str, spec: dict[str, Any],
               targeting: bool = True) -> list[str]:
    """Cards that meet a target's conditions [RR › Target]: of its ``type`` (character by
    default; attachment, province, holding), and its filters (``attached_to``: an attachment on
    this card / its host, ``broken``, ``attacked``: the province under attack; ``attacking`` /
    ``defending``; ``min_cost`` / ``max_cost``: printed cost; ``max_military`` /
    ``max_political``: current skill; ``min_glory``: current glory; ``ordinary``: no status
    token (``false``: honored or dishonored); ``alone``; ``has_attachments``;
    ``skill_below_self`` / ``skill_at_most_self`` / ``glory_below_self``; ``honored`` /
    ``dishonored``
    true or false: "a character that is not honored"). Cards that
    "cannot be targeted" by the opponent's abilities are left out when the ability targets
    (``targeting``; an "each" effect does not target)."""
    from_event = s.defn(uid).type is LcgType.EVENT
    if spec.get("type") == "character_in_hand":  # a player chooses in his own hand only
        spec = {**spec, "controller": "you"}
    return [u for u in _pool(s, spec.get("type", "character"))
            if meets(s, p, uid, spec, u, from_event=from_event, targeting=targeting)]


def meets(s: LcgState, p: int, uid: str, spec: dict[str, Any], u: str, *,
          from_event: bool = False, targeting: bool = True) -> bool:
    """Whether card ``u`` meets the filters ``spec`` of an ability of ``uid`` used by ``p``
    (see :func:`candidates`); also an attachment's "attach to" restriction."""
    cs = s.cards[u]
    d = s.defn(u)
    if "broken" in spec and cs.broken != spec["broken"]:
        return False
    if spec.get("attacked") and (s.conflict is None or s.conflict.province != u):
        return False
    if spec.get("attached_to") == "self" and cs.attached_to != uid:
        return False
    if from_event and immune(s, u, "events"):
        return False
    ctrl = spec.get("controller", "any")
    if (ctrl == "you" and cs.controller != p) or (ctrl == "opponent" and cs.controller == p):
        return False
    if "participating" in spec and participating(s, u) != spec["participating"]:
        return False
    if "bowed" in spec and cs.bowed != spec["bowed"]:
        return False
    if spec.get("not_self") and u == uid:
        return False
    if "max_cost" in spec and (d.cost or 0) > spec["max_cost"]:
        return False
    if "trait" in spec and not d.has_trait(spec["trait"]):
        return False
    if "clan" in spec and d.clan != spec["clan"]:
        return False
    if "not_clan" in spec and d.clan == spec["not_clan"]:
        return False
    if "honored" in spec and (cs.status == "honored") != spec["honored"]:
        return False
    if "dishonored" in spec and (cs.status == "dishonored") != spec["dishonored"]:
        return False
    if "min_cost" in spec and (d.cost or 0) < spec["min_cost"]:
        return False
    if "ordinary" in spec and (cs.status == "") != spec["ordinary"]:
        return False
    if "alone" in spec and _alone(s, u) != spec["alone"]:
        return False
    if "has_attachments" in spec and bool(attachments_on(s, u)) != spec["has_attachments"]:
        return False
    if not _compared_to_self(s, uid, u, spec):
        return False
    if "min_glory" in spec and glory(s, u) < spec["min_glory"]:
        return False
    if "max_glory" in spec and glory(s, u) > value(s, p, uid, spec["max_glory"]):
        return False  # "with glory X or lower" (a number or a count) [RR › The letter "X"]
    if "min_attachments" in spec and len(attachments_on(s, u)) < spec["min_attachments"]:
        return False
    for kind in ("military", "political"):  # current skill; a dash counts 0 [RR › Dash]
        if f"max_{kind}" in spec and (skill(s, u, kind) or 0) > spec[f"max_{kind}"]:
            return False
    if ("attacking" in spec or "defending" in spec) and not _on_side(s, u, spec):
        return False
    if "has_fate" in spec and (cs.fate > 0) != spec["has_fate"]:
        return False
    if "not_trait" in spec and d.has_trait(spec["not_trait"]):
        return False
    if "unique" in spec and d.unique != spec["unique"]:
        return False
    return not (targeting and cs.controller != p and any(
        e.get("kind") == "untargetable" and e.get("card") == u for e in s.effects))


def _compared_to_self(s: LcgState, uid: str, u: str, spec: dict[str, Any]) -> bool:
    """Filters comparing the candidate with the ability's card (its host for an attachment):
    ``skill_below_self`` / ``skill_at_most_self`` (``"military"`` / ``"political"`` /
    ``"conflict"``: the current conflict's type; lower / equal or lower current skill; a dash
    counts 0 [RR › Dash]), ``glory_below_self``."""
    me = s.cards[uid].attached_to or uid
    for key, strict in (("skill_below_self", True), ("skill_at_most_self", False)):
        kind = spec.get(key)
        if kind == "conflict":  # the current conflict's type
            if s.conflict is None:
                return False
            kind = s.conflict.type
        if kind:
            theirs, mine = skill(s, u, kind) or 0, skill(s, me, kind) or 0
            if theirs > mine or (strict and theirs == mine):
                return False
    return not (spec.get("glory_below_self") and glory(s, u) >= glory(s, me))


def _on_side(s: LcgState, u: str, spec: dict[str, Any]) -> bool:
    """Filters ``attacking`` / ``defending``: the card is (or, with ``false``, is not) an
    attacking / defending character of the current conflict [RR › Attacking, Defending]."""
    c = s.conflict
    for key, side in (("attacking", c.attackers if c else ()),
                      ("defending", c.defenders if c else ())):
        if key in spec and (u in side) != spec[key]:
            return False
    return True


def choice_specs(rec: dict[str, Any]) -> list[dict[str, Any]]:
    """What the player chooses when initiating the ability: its targets, then one card in his
    hand (other than the ability's own card) per card of its ``discard_cards`` cost. The player
    paying a cost chooses the cards he pays it with [RR › Cost: "Discard...", the payment is
    made with cards that player controls]; the chosen cards follow the targets in
    ``UseAbility.targets`` (effects name only the targets' indexes)."""
    own = {"type": "hand", "controller": "you", "not_self": True}
    return [*(rec.get("targets") or []),
            *([own] * int((rec.get("cost") or {}).get("discard_cards", 0)))]


def choices(s: LcgState, p: int, uid: str, rec: dict[str, Any],
            event_cards: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every choice of targets (and cost cards, :func:`choice_specs`), no card twice; cards
    paid in any order are one choice. A target with ``event_card`` is one of the triggering
    condition's cards (``event_cards``: "that character" of "when a character you control
    would leave play")."""
    specs = choice_specs(rec)
    first = len(rec.get("targets") or [])
    pools = [[u for u in candidates(s, p, uid, t) if not t.get("event_card") or u in event_cards]
             for t in specs]
    return [combo for combo in product(*pools) if len(set(combo)) == len(combo)
            and list(combo[first:]) == sorted(combo[first:])]


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
    if is_event:
        s.players[p].hand.remove(uid)
        s.players[card.owner].conflict_discard.append(uid)
        card.zone = "conflict_discard"
        if d.has_keyword("limited"):
            s.players[p].limited_played += 1
    if cost.get("give_fate"):  # "give your opponent 1 fate" [RR › Give]
        moves.spend_fate(s, p, cost["give_fate"], ev)
        moves.gain_fate(s, other(p), cost["give_fate"], ev)
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
    for chosen in a.targets[first:first + cost.get("discard_cards", 0)]:
        if s.cards[chosen].zone == "hand":  # the cards the player chose [RR › Cost]
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

