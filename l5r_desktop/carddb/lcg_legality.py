"""LCG deckbuilding legality (Rules Reference 1.6 › Deckbuilding, Deck Limits, Influence, Role
Cards, Appendix V: Restricted List).

:func:`check_deck` returns every broken rule as an :class:`LcgProblem` (rule name + a sentence
a player understands); an empty list means the deck is legal. The rules checked, in the Rules
Reference's words:

- exactly 1 stronghold; at most 1 role card [Deckbuilding];
- dynasty deck 40–45 cards, in-clan or neutral [Deckbuilding] (format ``core``: at least 30,
  "out-of-the-box play from one core set", the Note under Deckbuilding);
- conflict deck 40–45 cards, in-clan, neutral or bought with influence from a **single** other
  clan, within the stronghold's influence; a clan card with no influence cost cannot be bought;
  at most 10 character cards [Deckbuilding], [Influence, Influence Cost];
- no more than 3 copies by title across both decks, or X for "Limit X per deck" [Deck Limits];
- at most 1 card (by title) from the Restricted List in the decks and provinces [Deckbuilding],
  [Appendix V]; banned cards not at all (the lists are data: :func:`load_card_lists`);
- exactly 5 provinces, one for each element, in-clan or neutral, 1 copy per title
  [Deckbuilding];
- "___ role only" cards need that role [Role Cards]; a card that names several clans as the
  only ones allowed to use it (``allowed_clans``) needs the primary clan to be one of them.

Roles change deckbuilding by their own text, read here from their traits: a Keeper role adds 3
influence; a Seeker role lets one province be replaced by a second province of its element; a
role whose trait is a clan ("Support of …") adds 8 influence that may only be spent on that clan.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from l5r_desktop.carddb.lcg_cards import ELEMENTS, LCG_CLANS, LcgCard

if TYPE_CHECKING:
    from l5r_desktop.carddb.lcg_decks import LcgDeck

CARD_LISTS_FILE = "lcg_card_lists.json"
SUPPORT_ROLE_INFLUENCE = 8
KEEPER_ROLE_INFLUENCE = 3
MAX_CONFLICT_CHARACTERS = 10


#: Where each rule comes from (Rules Reference 1.6 headings), for explanations.
RULE_SOURCES = {
    "stronghold": "Deckbuilding",
    "role": "Deckbuilding; Role Cards",
    "dynasty size": "Deckbuilding",
    "dynasty clan": "Deckbuilding; Clan",
    "conflict size": "Deckbuilding",
    "conflict characters": "Deckbuilding",
    "influence clan": "Deckbuilding; Influence, Influence Cost",
    "influence cost": "Influence, Influence Cost",
    "influence": "Influence, Influence Cost",
    "copies": "Deck Limits",
    "restricted": "Deckbuilding; Appendix V: Restricted List",
    "banned": "the banned list (lcg_card_lists.json)",
    "provinces": "Deckbuilding",
    "province copies": "Deckbuilding",
    "province clan": "Deckbuilding",
    "province elements": "Deckbuilding",
    "role only": "Role Cards",
    "clan only": "the card's own text",
}


@dataclass(frozen=True)
class DeckSizes:
    """Deck size bounds of one format."""

    minimum: int = 40
    maximum: int = 45


FORMATS = {"standard": DeckSizes(40, 45), "core": DeckSizes(30, 45)}


@dataclass(frozen=True)
class LcgProblem:
    """One broken deckbuilding rule: ``rule`` names it, ``message`` explains it."""

    rule: str
    message: str

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class CardLists:
    """The restricted and banned lists (card ids; a list applies to every card of the same
    title)."""

    restricted: frozenset[str] = frozenset()
    banned: frozenset[str] = frozenset()
    version: str = ""
    problems: tuple[str, ...] = field(default=(), compare=False)


def _parse_lists(text: str, where: str) -> CardLists:
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError(f"{where}: must be a JSON object")
    out = {}
    for key in ("restricted", "banned"):
        value = data.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ValueError(f"{where}: {key!r} must be a list of card ids")
        out[key] = frozenset(value)
    return CardLists(out["restricted"], out["banned"], str(data.get("version", "")))


def load_card_lists(data_dir: Path | None = None) -> CardLists:
    """The user's ``<data dir>/lcg_card_lists.json`` when present and valid, else the bundled
    list (Rules Reference 1.6). A damaged user file is reported in ``problems`` and ignored."""
    bundled = resources.files("l5r_desktop.carddb") / "data" / CARD_LISTS_FILE
    base = _parse_lists(bundled.read_text(encoding="utf-8"), "bundled list")
    if data_dir is None:
        return base
    user = Path(data_dir) / CARD_LISTS_FILE
    if not user.is_file():
        return base
    try:
        return _parse_lists(user.read_text(encoding="utf-8"), str(user))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return CardLists(base.restricted, base.banned, base.version,
                         (f"{user} was not used ({exc}); the bundled list applies",))


def _titles(ids: frozenset[str], cards: dict[str, LcgCard], deck: LcgDeck) -> set[str]:
    """The titles an id list names (for ids the deck holds or the library gave)."""
    known = {c.id: c.name for c, _ in deck.cards.values()} | {i: c.name for i, c in cards.items()}
    return {known[i].casefold() for i in ids if i in known}


def _influence_pool(deck: LcgDeck, stronghold: LcgCard | None) -> tuple[int, str | None]:
    """The stronghold's influence plus the role's: a Keeper role adds 3, a role whose trait
    is a clan ("Support of …") adds 8 that may only be spent on that clan (returned)."""
    pool = stronghold.influence_pool or 0 if stronghold else 0
    support = None
    for role, _ in deck.of_type("role"):
        traits = {t.casefold() for t in role.traits}
        clans = sorted(traits & set(LCG_CLANS))
        if clans:
            pool += SUPPORT_ROLE_INFLUENCE
            support = clans[0]
        elif "keeper" in traits:
            pool += KEEPER_ROLE_INFLUENCE
    return pool, support


def _seeker_element(roles: list[LcgCard]) -> str | None:
    """A Seeker role's element: one province may be replaced by another of that element."""
    for role in roles:
        traits = {t.casefold() for t in role.traits}
        if "seeker" in traits:
            for element in ELEMENTS:
                if element in traits:
                    return element
    return None


def _province_elements_ok(provinces: list[LcgCard], seeker: str | None = None) -> bool:
    """True when each of the five elements can be given to a different province (with a
    Seeker role, one element may instead be the Seeker's element a second time)."""
    options = [set(ELEMENTS) if "all" in p.elements else set(p.elements) for p in provinces]
    targets = [list(ELEMENTS)]
    if seeker:
        targets += [[e for e in ELEMENTS if e != gone] + [seeker]
                    for gone in ELEMENTS if gone != seeker]

    def assign(index: int, left: tuple[str, ...]) -> bool:
        if index == len(options):
            return True
        for i, element in enumerate(left):
            if element in options[index] and assign(index + 1, left[:i] + left[i + 1:]):
                return True
        return False

    return len(options) == len(ELEMENTS) and any(assign(0, tuple(t)) for t in targets)


def _role_fits(card: LcgCard, roles: list[LcgCard]) -> bool:
    need = (card.role_restriction or "").casefold()
    return any(need in {t.casefold() for t in role.traits} for role in roles)


def check_deck(deck: LcgDeck, lists: CardLists | None = None,
               cards: dict[str, LcgCard] | None = None) -> list[LcgProblem]:
    """Every deckbuilding rule the deck breaks (empty = legal). ``lists`` defaults to the
    bundled restricted/banned lists; ``cards`` may give more cards by id to name them."""
    lists = lists or load_card_lists()
    cards = cards or {}
    problems: list[LcgProblem] = []

    def fail(rule: str, message: str) -> None:
        problems.append(LcgProblem(rule, message))

    sizes = FORMATS.get(deck.format, FORMATS["standard"])
    strongholds = deck.of_type("stronghold")
    roles = [c for c, _ in deck.of_type("role")]
    mine = [c for c, _ in strongholds if c.clan == deck.primary_clan]
    stronghold = mine[0] if mine else strongholds[0][0] if strongholds else None
    count_sh = sum(n for _, n in strongholds)
    if count_sh != 1:
        fail("stronghold", f"A deck needs exactly 1 stronghold; this one has {count_sh}.")
    if sum(n for _, n in deck.of_type("role")) > 1:
        fail("role", "A deck may use at most 1 role card.")
    clan = deck.primary_clan or (stronghold.clan if stronghold else None)

    def in_clan_or_neutral(card: LcgCard) -> bool:
        return card.is_neutral or card.clan == clan

    # Dynasty deck.
    dynasty = deck.by_side("dynasty")
    total = sum(n for _, n in dynasty)
    if not sizes.minimum <= total <= sizes.maximum:
        fail("dynasty size", f"The dynasty deck has {total} cards; it needs "
             f"{sizes.minimum} to {sizes.maximum}.")
    for card, _ in dynasty:
        if not in_clan_or_neutral(card):
            fail("dynasty clan", f"{card.name} is a {card.clan.capitalize()} card; dynasty "
                 f"cards must be in-clan or neutral.")
    # Conflict deck and influence.
    conflict = deck.by_side("conflict")
    total = sum(n for _, n in conflict)
    if not sizes.minimum <= total <= sizes.maximum:
        fail("conflict size", f"The conflict deck has {total} cards; it needs "
             f"{sizes.minimum} to {sizes.maximum}.")
    characters = sum(n for c, n in conflict if c.type == "character")
    if characters > MAX_CONFLICT_CHARACTERS:
        fail("conflict characters", f"The conflict deck has {characters} characters; at most "
             f"{MAX_CONFLICT_CHARACTERS} are allowed.")
    splash = [(c, n) for c, n in conflict if not in_clan_or_neutral(c)]
    splash_clans = sorted({c.clan for c, _ in splash})
    if len(splash_clans) > 1:
        fail("influence clan", "Out-of-clan conflict cards must all come from a single other "
             f"clan; this deck uses {', '.join(c.capitalize() for c in splash_clans)}.")
    elif splash_clans and deck.secondary_clan and splash_clans[0] != deck.secondary_clan:
        fail("influence clan", f"The out-of-clan cards are {splash_clans[0].capitalize()}, "
             f"but the deck names {deck.secondary_clan.capitalize()} as its second clan.")
    for card, _ in splash:
        if card.influence_cost is None:
            fail("influence cost", f"{card.name} has no influence cost, so it cannot be "
                 "included out of clan.")
    spent = sum((c.influence_cost or 0) * n for c, n in splash)
    pool, support = _influence_pool(deck, stronghold)
    if spent > pool:
        with_role = stronghold is not None and pool != (stronghold.influence_pool or 0)
        fail("influence", f"The out-of-clan cards cost {spent} influence; the stronghold"
             f"{' and role allow' if with_role else ' allows'} {pool}.")
    if support and splash_clans and splash_clans != [support] and \
            spent > pool - SUPPORT_ROLE_INFLUENCE:
        fail("influence", f"The role's extra influence may only be spent on "
             f"{support.capitalize()} cards.")
    # Copies by title, across both decks.
    copies: Counter[str] = Counter()
    limits: dict[str, int] = {}
    names: dict[str, str] = {}
    for card, n in dynasty + conflict:
        key = card.name.casefold()
        copies[key] += n
        limits[key] = min(limits.get(key, card.deck_limit), card.deck_limit)
        names[key] = card.name
    for key, n in sorted(copies.items()):
        if n > limits[key]:
            fail("copies", f"{names[key]}: {n} copies; at most {limits[key]} by title across "
                 "the dynasty and conflict decks.")
    # Restricted and banned lists.
    everything = [c for c, _ in deck.cards.values()]
    restricted = _titles(lists.restricted, cards, deck)
    chosen = sorted({c.name for c in everything if c.name.casefold() in restricted})
    if len(chosen) > 1:
        fail("restricted", "At most 1 card from the Restricted List may be included; this "
             f"deck has {', '.join(chosen)}.")
    banned = _titles(lists.banned, cards, deck)
    for name in sorted({c.name for c in everything if c.name.casefold() in banned}):
        fail("banned", f"{name} is banned.")
    # Provinces.
    provinces = deck.of_type("province")
    count = sum(n for _, n in provinces)
    if count != 5:
        fail("provinces", f"A deck needs exactly 5 provinces; this one has {count}.")
    for card, n in provinces:
        if n > 1:
            fail("province copies", f"{card.name}: {n} copies; 1 of each province by title.")
        if not in_clan_or_neutral(card):
            fail("province clan", f"{card.name} is a {card.clan.capitalize()} province; "
                 "provinces must be in-clan or neutral.")
    if count == 5 and all(n == 1 for _, n in provinces) and \
            not _province_elements_ok([c for c, _ in provinces], _seeker_element(roles)):
        fail("province elements", "The 5 provinces must represent all five elements "
             "(air, earth, fire, water, void), one each.")
    # Role-only cards and cards only some clans may use.
    for card in sorted(everything, key=lambda c: c.name):
        if card.role_restriction and not _role_fits(card, roles):
            fail("role only", f"{card.name} is \"{card.role_restriction.capitalize()} role "
                 "only\"; the deck's role does not allow it.")
        allowed = set(card.allowed_clans)
        if len(allowed) > 1 and "*" not in allowed and clan not in allowed:
            fail("clan only", f"{card.name} may only be used by "
                 f"{' and '.join(c.capitalize() for c in sorted(allowed))} decks.")
    return problems


def is_legal(deck: LcgDeck, lists: CardLists | None = None) -> bool:
    """True when :func:`check_deck` finds nothing."""
    return not check_deck(deck, lists)
