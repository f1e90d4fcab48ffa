"""Gold and bringing cards into play: producers, payment, recruit options, equip restrictions,
Unique / Singular / Loyal.

Rules: [S1 › GOLD PRODUCTION] (Gold exists only while paying; excess is lost; a source is never
split between payments; 20F keeps a Gold pool until the end of the phase [S0 › PAYING GOLD
COSTS #]); [S1 › DYNASTY PHASE] clan options; [S1 › PERSONALITY › Playing Personalities];
[S1 › HOLDING]; [S1 › ATTACHMENTS], [S1 › FOLLOWER], [S1 › SPELL], [S1 › WEAPON], [S1 › ARMOR],
[S1 › KENSAI]; [S1 › UNIQUE], [S1 › SINGULAR], [S1 › LOYAL].
"""

from __future__ import annotations

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg import gold_choice
from l5r_desktop.games.ccg.cardtext import (
    gold_reactions,
    gold_traits,
    ongoing,
    paying_for,
    restrictions,
)
from l5r_desktop.games.ccg.events import CardsBowed, Event, GoldPaid, GoldProduced, Note
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Phase
from l5r_desktop.games.ccg.model.state import GameState

# Enum members bound to module names: a look-up on an enum class goes through
# EnumType's __getattr__ hook, several times slower, and these run in the hot paths.
_P_DYNASTY = Phase.DYNASTY
_T_PERSONALITY = CardType.PERSONALITY

_STRONGHOLD = CardType.STRONGHOLD  # module names: faster than enum attribute look-ups
_HOLDING = CardType.HOLDING
_SPELL = CardType.SPELL
_FOLLOWER = CardType.FOLLOWER
#: ``paying`` of a payment for an action's Gold cost (no card paid for: ``gold_reactions``).
ACTION = gold_reactions.ACTION
_ACTION = ACTION
_ITEM = CardType.ITEM


def _production(state: GameState, cid: str) -> int:
    """Gold a card would produce if bowed now: 0 unless it is an unbowed Stronghold or
    Holding [S1 › GOLD PRODUCTION]."""
    c = state.cards[cid]
    if c.bowed:
        return 0
    d = c.definition
    t = d.type
    if t is not _STRONGHOLD and t is not _HOLDING:
        return 0
    if t is _HOLDING and c.modifiers and restrictions.barred(c):
        return 0  # "its abilities may not be used": a Holding's "Bow this card: Produce X
        # Gold" is an ability on it [CE › TRAITS]; a Stronghold's production is the
        # rulebook's [CE › GOLD PRODUCTION]
    if c.modifiers or c.tokens or (d.abilities and gold_traits.has_production_traits(state, cid)):
        return max(0, stats.gold_production(state, cid))
    return max(0, d.gold_production or 0)


def producers(state: GameState, player: int, exclude: tuple[str, ...] = (),
              paying: str | None = None) -> list[tuple[str, int]]:
    """Unbowed cards the player controls that can bow to produce Gold, with their amounts
    (``exclude``: cards that bow to pay another cost of the same ability; ``paying``: the
    card paid for, which traits of ``cardtext/paying_for.py`` may give more)."""
    out = []
    special = paying_for.holders(state) if paying is not None and paying != _ACTION else ()
    for cid in state.players[player].home:
        if cid in exclude:
            continue
        amount = _production(state, cid)
        if special and cid in special:
            amount = paying_for.amount(state, cid, amount, paying)[0]
        if amount > 0:
            out.append((cid, amount))
    return out


def available_gold(state: GameState, player: int, exclude: tuple[str, ...] = (),
                   paying: str | None = None) -> int:
    """Gold the player could have for one payment: the pool plus every unbowed producer (the
    sum of :func:`producers`, computed without building the list) plus what Gold Reactions
    could add to a payment for ``paying`` (``cardtext/gold_reactions.py``; ``None``: the
    Reactions about any Gold cost)."""
    total = state.players[player].gold_pool
    cards = state.cards
    for cid in state.players[player].home:
        c = cards[cid]  # (the quick part of _production inlined: asked for every listing)
        if c.bowed or (c.definition.type is not _HOLDING
                       and c.definition.type is not _STRONGHOLD):
            continue
        if cid not in exclude:
            total += _production(state, cid)
    return total + gold_reactions.extra(state, player, paying, exclude) + \
        paying_for.extra(state, player, None if paying == _ACTION else paying, exclude)


def specific_gold(state: GameState, player: int, paying: str) -> int:
    """The Gold only a payment for ``paying`` could add to what :func:`available_gold` counts
    for no card: Gold Reactions about its kind (``gold_reactions.specific``) and traits that
    give more for it (``paying_for.extra``)."""
    return gold_reactions.specific(state, player, paying) + \
        paying_for.extra(state, player, None if paying == _ACTION else paying)


def pay(state: GameState, player: int, amount: int, payment: tuple[str, ...] = (),
        for_cards: tuple[str, ...] = (), exclude: tuple[str, ...] = (),
        paying: str | None = None) -> list[Event]:
    """Pay a Gold cost: the pool first, then bow producers (``payment`` or chosen by
    :func:`~.gold_choice.choose_sources`; never the cards of ``exclude``, which bow for
    another cost of the same ability) and Gold Reactions (named in ``payment``, or chosen only
    when the producers fall short; ``paying``: the card paid for,
    ``cardtext/gold_reactions.py``). Excess is lost (CE/GE) or kept in the pool (20F; not
    Gold that may only pay for that card).
    Raises :class:`IllegalActionError` (state untouched) when the cost cannot be paid."""
    p = state.players[player]
    events: list[Event] = []
    if amount <= 0 and not payment:
        return events
    chosen, reacting = payment_sources(state, player, amount, payment, exclude, paying)
    for s in reacting:
        events += gold_reactions.use(state, player, s)
    amounts = dict(producers(state, player, exclude, paying))
    produced = sum(s.amount for s in reacting)
    restricted = sum(s.amount for s in reacting if s.restricted)
    special = paying_for.holders(state) if paying is not None and paying != _ACTION else ()
    for cid in chosen:
        n, rec = amounts[cid], None
        if special and cid in special:  # which trait gave it (before the card bows)
            rec = paying_for.amount(state, cid, _production(state, cid), paying)[1]
        state.cards[cid].bowed = True
        produced += n
        if rec and paying_for.restricted(rec):
            restricted += n
        if rec and rec.get("way") == "discount":
            events.append(Note((cid, paying or ""), text=f"{state.title(cid)}: "
                               f"{state.title(paying or '')} enters play for {n} less Gold"))
        else:
            events.append(GoldProduced((cid,), player, n))
    if chosen:
        events.append(CardsBowed(tuple(chosen), reason="to produce Gold"))
    pool = p.gold_pool + produced
    excess = pool - amount
    if state.profile.gold_pool_until_end_of_phase:
        kept = min(excess, pool - restricted - max(0, amount - restricted))
        p.gold_pool = kept
        events.append(GoldPaid(for_cards, player=player, amount=amount, kept=kept,
                               lost=excess - kept))
    else:
        p.gold_pool = 0
        events.append(GoldPaid(for_cards, player=player, amount=amount, lost=excess))
    return events


def payment_sources(state: GameState, player: int, amount: int, payment: tuple[str, ...],
                 exclude: tuple[str, ...], paying: str | None
                 ) -> tuple[list[str], list[gold_reactions.Source]]:
    """The producers to bow and the Gold Reactions to use for a payment (see :func:`pay`);
    raises :class:`IllegalActionError` when they cannot pay it."""
    needed = max(0, amount - state.players[player].gold_pool)
    found = gold_reactions.sources(state, player, paying, exclude)
    if payment:
        if len(set(payment)) != len(payment):
            raise IllegalActionError("The same card cannot pay twice")
        tokens = {s.token: s for s in found}
        reacting = [tokens[t] for t in payment if t in tokens]
        bowed = tuple(s.card for s in reacting if s.bows)
        amounts = dict(producers(state, player, exclude + bowed, paying))
        chosen = [c for c in payment if c not in tokens]
        for cid in chosen:
            if cid not in amounts:
                what = state.title(cid) if cid in state.cards else repr(cid)
                raise IllegalActionError(f"{what} cannot produce Gold now")
        total = sum(amounts[c] for c in chosen) + sum(s.amount for s in reacting)
        if total < needed:
            raise IllegalActionError(
                f"Not enough Gold: need {amount}, the chosen cards produce "
                f"{total + state.players[player].gold_pool}")
        return chosen, reacting
    srcs = producers(state, player, exclude, paying)
    reacting = gold_reactions.pick(found, needed, dict(srcs)) if found else []
    bowed = tuple(s.card for s in reacting if s.bows)
    if bowed:
        srcs = producers(state, player, exclude + bowed, paying)
    picked = gold_choice.choose_sources(srcs, needed - sum(s.amount for s in reacting))
    if picked is None:
        raise IllegalActionError(
            f"Not enough Gold: need {amount}, can produce "
            f"{available_gold(state, player, exclude, paying)}")
    return picked, reacting


def produce(state: GameState, player: int, card_id: str) -> list[Event]:
    """Bow a producer ahead of a payment (the table gesture); the Gold waits in the pool for
    the next payment and is lost at the end of the phase."""
    amount = stats.gold_production(state, card_id)
    state.cards[card_id].bowed = True
    state.players[player].gold_pool += amount
    return [GoldProduced((card_id,), player, amount),
            CardsBowed((card_id,), reason="to produce Gold")]


# -- control restrictions ---------------------------------------------------------------

def _titles(d: CardDef) -> set[str]:
    names = {d.title.casefold()}
    if d.base_title:
        names.add(d.base_title.casefold())
    return names


def unique_blocked(state: GameState, player: int, d: CardDef) -> bool:
    """Unique/Singular: a player will not control two with the same title (GE: nobody may
    bring one in while a copy is in play) [S1 › UNIQUE], [S1 › SINGULAR], [S2 › Setup]; a
    card whose trait says "You may only have one copy of <it> in play" (ongoing
    ``one_copy``), while its player controls one [CE › TRAITS]."""
    if not (d.is_unique or d.is_singular):
        return bool(d.abilities) and bool(ongoing.records(d, "one_copy")) and \
            _copy_in_play(state, player, d)
    names = _titles(d)
    scope = range(len(state.players)) if state.profile.unique_global else (player,)
    from l5r_desktop.games.ccg.model.moves import in_play_cards

    for who in scope:
        for cid in in_play_cards(state, who):
            other = state.cards[cid].definition
            if (other.is_unique or other.is_singular) and _titles(other) & names:
                return True
    return False


def _copy_in_play(state: GameState, player: int, d: CardDef) -> bool:
    """Does the player control a card in play with the same title as ``d``?"""
    from l5r_desktop.games.ccg.model.moves import in_play_cards

    names = _titles(d)
    return any(_titles(state.cards[cid].definition) & names
               for cid in in_play_cards(state, player))


def loyal_blocked(state: GameState, player: int, d: CardDef) -> bool:
    """Loyal: only a player sharing its Clan alignment controls it [S1 › LOYAL]."""
    if "loyal" not in d.keyword_set:
        return False
    clan = state.players[player].clan
    return clan is None or clan not in d.clans


def clan_aligned(state: GameState, player: int, card_id: str) -> bool:
    """True when the Personality has the player's Clan alignment [S1 › CLAN ALIGNMENT]."""
    clan = state.players[player].clan
    return clan is not None and clan in state.cards[card_id].definition.clans


def recruit_options(state: GameState, player: int, card_id: str, gold: int | None = None
                    ) -> list[tuple[bool, bool, bool, int]]:
    """Every legal (discount, for_honor, ignore_hr, gold to pay) for recruiting ``card_id`` in
    the player's own Dynasty Phase, per profile, that the player can afford (``gold``: the
    Gold he can produce, when already known)."""
    c = state.cards[card_id]
    d = c.definition
    prof = state.profile
    if gold is None:
        gold = available_gold(state, player, paying=card_id)
    cost = max(0, stats.gold_cost(state, card_id)
               - gold_traits.entry_discount(state, player, card_id))
    own_dynasty = state.phase is _P_DYNASTY and state.active == player
    if d.type is _HOLDING:
        return [(False, False, False, cost)] if cost <= gold else []
    hr = stats.honor_requirement(state, card_id)
    p = state.players[player]
    in_clan = p.clan is not None and p.clan in d.clans  # clan_aligned, asked once
    honor_ok = hr is None or p.family_honor >= hr or (p.hr_waived and in_clan) or \
        gold_traits.ignores_honor_requirement(state, player, card_id)  # a card's trait
    aligned = own_dynasty and in_clan
    out: list[tuple[bool, bool, bool, int]] = []
    surcharge = 0
    if prof.off_clan_surcharge and d.clans and not in_clan:
        surcharge = prof.off_clan_surcharge
    honor_allowed = (prof.buy_for_honor and aligned and not (
        prof.buy_for_honor_once_per_turn and p.bought_for_honor_turn == state.turn))
    ignore_choices = [False]
    if aligned and prof.ignore_hr_surcharge is not None:
        ignore_choices.append(True)
    for ignore in ignore_choices:
        if not ignore and not honor_ok:
            continue
        base = cost + surcharge + ((prof.ignore_hr_surcharge or 0) if ignore else 0)
        combos = [(False, False)]
        if aligned and prof.clan_discount:
            combos.append((True, False))
        if honor_allowed:
            combos.append((False, True))
        for discount, for_honor in combos:
            pay_amount = max(0, base - (prof.clan_discount if discount else 0))
            if pay_amount <= gold:
                out.append((discount, for_honor, ignore, pay_amount))
    return out


def equip_cost(state: GameState, player: int, card_id: str, target: str | None) -> int:
    """The Gold cost of equipping ``card_id`` to ``target``: its Gold Cost less its own
    traits' discount (``cardtext/gold_traits.py``; ``target`` ``None``: the least it could
    cost on any Personality) [CE › GOLD COST]."""
    if state.cards[card_id].definition.abilities and \
            gold_traits.ignores_gold(state, player, card_id, target):
        return 0  # "Equips to ... ignoring Gold cost" (gold_traits.py)
    cost = stats.gold_cost(state, card_id)
    if target is None:
        return max(0, cost - gold_traits.best_discount(state, player, card_id))
    return max(0, cost - gold_traits.entry_discount(state, player, card_id, target))


class TargetFacts:
    """What the Equip restrictions need to know about one Personality (computed once per
    legal-action listing instead of once per attachment; Personal Honor and Chi only when a
    restriction asks for them)."""

    __slots__ = ("_chi", "_ph", "_state", "armor", "bowed", "id", "kensai", "shugenja",
                 "spells", "two_handed", "weapons")

    def __init__(self, state: GameState, target: str) -> None:
        cards = state.cards
        t = cards[target]
        self._state = state
        self.id = target
        self.bowed = t.bowed
        self._ph: int | None = None
        self._chi: int | None = None
        kws = t.definition.keyword_set
        self.shugenja = "shugenja" in kws
        self.kensai = "kensai" in kws
        self.weapons = 0
        self.two_handed = False
        self.armor = False
        self.spells = 0
        for a in t.attachments:
            ad = cards[a].definition
            akw = ad.keyword_set
            if "weapon" in akw:
                self.weapons += 1
                self.two_handed = self.two_handed or "two-handed" in akw
            if "armor" in akw:
                self.armor = True
            if ad.type is _SPELL:
                self.spells += 1

    @property
    def title(self) -> str:
        """The Personality's title (for reasons)."""
        return self._state.cards[self.id].definition.title

    @property
    def ph(self) -> int:
        """Current Personal Honor."""
        if self._ph is None:
            self._ph = stats.personal_honor(self._state, self.id)
        return self._ph

    @property
    def chi(self) -> int:
        """Current Chi when the profile limits Spells by Chi (GE), else 0."""
        if self._chi is None:
            self._chi = stats.chi(self._state, self.id) \
                if self._state.profile.spells_limited_by_chi else 0
        return self._chi


def equip_problem(state: GameState, player: int, card_id: str, target: str,
                  facts: TargetFacts | None = None, *, unique_checked: bool = False,
                  ignore_honor: bool = False) -> str | None:
    """Why ``card_id`` cannot attach to ``target`` (restrictions only, not Gold); ``None`` if it
    can [S1 › ATTACHMENTS], [S1 › FOLLOWER], [S1 › SPELL], [S1 › WEAPON], [S1 › ARMOR],
    [S1 › KENSAI]; 20F Two-Handed; GE unbowed target and Spells up to Chi. ``facts`` may pass
    the target's precomputed :class:`TargetFacts`; ``unique_checked`` says the caller has
    already found the card not blocked by Unique/Singular (it does not depend on the target);
    ``ignore_honor``: an effect attaches it "ignoring Honor Requirements" (``pile_attach``)."""
    c = state.cards[card_id]
    d = c.definition
    if facts is None:
        t = state.cards.get(target)
        if t is None or t.definition.type is not _T_PERSONALITY or not t.in_play:
            return "Attachments go on a Personality in play"
        if t.controller != player:
            return "You may only Equip your own Personalities"
        facts = TargetFacts(state, target)
    if state.profile.equip_requires_unbowed and facts.bowed:
        return f"{facts.title} is bowed and cannot be targeted"
    t = d.type
    if t is _FOLLOWER:
        hr = stats.honor_requirement(state, card_id)
        if hr is not None and facts.ph < hr and not ignore_honor and \
                not gold_traits.ignores_honor_requirement(state, player, card_id):
            return (f"{facts.title}'s Personal Honor {facts.ph} is below "
                    f"the Follower's Honor Requirement {hr}")
    elif t is _SPELL:
        if not facts.shugenja:
            return "Spells attach only to a Shugenja"
        if state.profile.spells_limited_by_chi and facts.spells >= facts.chi:
            return f"{facts.title} already has as many Spells as his Chi"
    elif t is not _ITEM:
        return f"{d.title} is not an attachment"
    kws = d.keyword_set
    if "weapon" in kws:
        limit = 2 if facts.kensai else 1
        if facts.weapons >= limit:
            return f"{facts.title} already carries {'two Weapons' if limit == 2 else 'a Weapon'}"
        if state.profile.two_handed_rule and facts.weapons and (
                "two-handed" in kws or facts.two_handed):
            return "A Two-Handed Weapon cannot be carried with another Weapon"
    if "armor" in kws and facts.armor:
        return f"{facts.title} already wears Armor"
    if ongoing.has_attach_rules(state):  # traits: "Will only attach to ...", "Cannot attach"
        why = ongoing.attach_problem(state, card_id, facts.id)
        if why is not None:
            return why
    if not unique_checked and unique_blocked(state, player, d):
        return f"You already control a copy of {d.title}"
    return None


def equip_fits(state: GameState, card_id: str, facts: list[TargetFacts]) -> list[str]:
    """The Personalities (of ``facts``) that ``card_id`` may attach to: the restrictions of
    :func:`equip_problem` (without Gold and Unique/Singular, which do not depend on the target)
    as one boolean test per target, the card's own facts looked up once. The legal-action
    listing uses it; :func:`equip_problem` explains a refusal."""
    d = state.cards[card_id].definition
    prof = state.profile
    t = d.type
    hr: int | None = None
    if t is _FOLLOWER:
        hr = stats.honor_requirement(state, card_id)
        if hr is not None and gold_traits.ignores_honor_requirement(
                state, state.cards[card_id].owner, card_id):
            hr = None  # a card's trait lets it ignore the requirement (gold_traits.py)
    elif t is not _SPELL and t is not _ITEM:
        return []
    spell = t is _SPELL
    kws = d.keyword_set
    weapon = "weapon" in kws
    two_handed = "two-handed" in kws
    armor = "armor" in kws
    unbowed = prof.equip_requires_unbowed
    by_chi = prof.spells_limited_by_chi
    two_handed_rule = prof.two_handed_rule
    out = []
    for f in facts:
        if unbowed and f.bowed:
            continue
        if hr is not None and f.ph < hr:
            continue
        if spell and (not f.shugenja or (by_chi and f.spells >= f.chi)):
            continue
        if weapon:
            if f.weapons >= (2 if f.kensai else 1):
                continue
            if two_handed_rule and f.weapons and (two_handed or f.two_handed):
                continue
        if armor and f.armor:
            continue
        out.append(f.id)
    if out and ongoing.has_attach_rules(state):  # traits' attachment restrictions
        out = [t for t in out if ongoing.attach_problem(state, card_id, t) is None]
    return out
