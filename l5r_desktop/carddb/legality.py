"""Deck legality per rules profile (``celestial``, ``gold``, ``twenty_festivals``).

The deck-construction table is data (:class:`DeckRules`), one row per profile, taken from the
rulebooks (which win over ENGINE-SPEC §14/§18):

- Celestial 40/40 [S1 › THE PLAY DECK], [S1 › HOLDING › Starting Holdings]: Dynasty ≥ 40,
  Fate ≥ 40; ≤ 1 copy per title of each Event and each Unique card, ≤ 3 of any other; different
  experience levels (incl. none and Inexperienced) are different cards; every card Celestial
  legal; Border Keep and Bamboo Harvesters may not be put in a deck; cards that "do not count
  against deck construction limits" do not count toward the minimum.
- Gold [S2 › Setup], [S2 › "Soul of…" Personalities]: 40/40; ≤ 1 per Event, Elemental Ring and
  Unique card, where every Experienced card and every Ancestor is Unique; ≤ 3 otherwise;
  a "Soul of X" card shares the copy limit of X at the same experience level; one Wind and an
  optional Sensei [S2 › Setup: "your Stronghold, Sensei (if you have one), and Wind"].
- Twenty Festivals [S0 › DECK CONSTRUCTION RULES #], [S0 › SENSEI #]: 40/40; ≤ 1 per Unique,
  ≤ 3 otherwise (Events are not limited); at most one Sensei, which must be "All Clans" or list
  the Stronghold's clan.

The CCG's ``games/ccg/model/profiles.py`` holds the play-time switches; this module only
knows decks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from l5r_desktop.carddb.importers.common import edition_key, full_title, split_experience, title_key
from l5r_desktop.games.ccg.model.cards import CardDef, CardType, Deck
from l5r_desktop.games.ccg.setup import missing_stronghold_stats

if TYPE_CHECKING:
    from l5r_desktop.carddb.decks import ResolvedDeck

ELEMENTS = frozenset({"air", "earth", "fire", "water", "void"})
STARTING_HOLDINGS = frozenset({"border keep", "bamboo harvesters"})
_NOT_COUNTED = "not count against deck construction limits"
#: What a Stronghold must print [S1 › STRONGHOLD]; a database record without them is incomplete.
@dataclass(frozen=True)
class DeckRules:
    """The deck-construction rules of one profile."""

    name: str
    label: str
    edition: str
    citation: str
    min_dynasty: int = 40
    min_fate: int = 40
    max_copies: int = 3
    events_single: bool = True
    elemental_rings_single: bool = False
    experienced_and_ancestors_unique: bool = False
    soul_of_shares_limits: bool = False
    starting_holdings_banned: bool = False
    sensei_allowed: bool = False
    wind_allowed: bool = False
    wind_required: bool = False


DECK_RULES: dict[str, DeckRules] = {
    "celestial": DeckRules(
        name="celestial",
        label="Celestial 40/40",
        edition="celestial",
        citation="[S1 › THE PLAY DECK]",
        starting_holdings_banned=True,
    ),
    "gold": DeckRules(
        name="gold",
        label="Gold Edition",
        edition="gold",
        citation="[S2 › Setup]",
        elemental_rings_single=True,
        experienced_and_ancestors_unique=True,
        soul_of_shares_limits=True,
        sensei_allowed=True,
        wind_allowed=True,
    ),
    "twenty_festivals": DeckRules(
        name="twenty_festivals",
        label="Twenty Festivals",
        edition="twenty_festivals",
        citation="[S0 › DECK CONSTRUCTION RULES #]",
        events_single=False,
        sensei_allowed=True,
    ),
}


@dataclass(frozen=True)
class DeckFormat:
    """A deck format: the card pool of one arc (cards whose legality names ``edition``) built
    under the deck-construction rules of one rules profile (``rules``). Legality is checked
    against a format; the game itself runs under the rules profile the players choose."""

    name: str
    label: str
    edition: str
    rules: str


#: The formats of the arcs the card databases carry (Oracle and EoPK legality tags), one row
#: each, beside the three profiles (each profile is also the format of its own arc). Arcs
#: before Celestial are built with the Gold rules, Celestial and later with the Celestial
#: rules, and the Twenty Festivals arc with its own.
FORMAT_ROWS: tuple[DeckFormat, ...] = (
    DeckFormat("celestial", "Celestial 40/40", "celestial", "celestial"),
    DeckFormat("gold", "Gold Edition", "gold", "gold"),
    DeckFormat("twenty_festivals", "Twenty Festivals", "twenty_festivals", "twenty_festivals"),
    DeckFormat("imperial", "Imperial (Clan Wars)", "imperial", "gold"),
    DeckFormat("jade", "Jade (Hidden Emperor)", "jade", "gold"),
    DeckFormat("diamond", "Diamond (Rain of Blood)", "diamond", "gold"),
    DeckFormat("lotus", "Lotus (Age of Enlightenment)", "lotus", "gold"),
    DeckFormat("samurai", "Samurai (Race for the Throne)", "samurai", "gold"),
    DeckFormat("emperor", "Emperor (Age of Conquest)", "emperor", "celestial"),
    DeckFormat("ivory", "Ivory Edition", "ivory", "celestial"),
    DeckFormat("onyx", "Onyx", "onyx", "celestial"),
    DeckFormat("modern", "Modern", "modern", "celestial"),
    DeckFormat("open", "Open (any card)", "open", "celestial"),
)
FORMATS: dict[str, DeckFormat] = {f.name: f for f in FORMAT_ROWS}


def format_for(name: str) -> DeckFormat:
    """The deck format of a name (a format or profile name, or an arc's legality tag such as
    ``20F`` or ``Ivory Edition``); raises ``ValueError`` for an unknown one."""
    found = FORMATS.get(name) or FORMATS.get(edition_key(name))
    if found is None:
        known = ", ".join(FORMATS)
        raise ValueError(f"unknown deck format {name!r} (known: {known})")
    return found


@dataclass(frozen=True)
class LegalityProblem:
    """One reason a deck is not legal under a profile."""

    code: str
    message: str
    cards: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.message


def rules_for(profile: str) -> DeckRules:
    """The deck rules of a profile name; raises ``ValueError`` for an unknown profile."""
    try:
        return DECK_RULES[profile]
    except KeyError:
        known = ", ".join(DECK_RULES)
        raise ValueError(f"unknown rules profile {profile!r} (known: {known})") from None


def _is_exempt_from_pool(card: CardDef) -> bool:
    """Bundled demo cards and the user's own cards belong to no edition list."""
    return card.id.startswith(("demo:", "custom:"))


#: The copy limit of a card whose trait allows "any number" of copies in a deck.
ANY_NUMBER = 10**6


def _own_copy_limit(card: CardDef) -> int | None:
    """The copies the card's own deck-construction trait allows ("You may include up to ten
    copies of this card in your deck": an ongoing ``deck_copies`` record,
    ``games/ccg/cardtext/trait_kinds.py``), or ``None``. "If the text of any card contradicts
    the Comprehensive Rules, follow the card text" [CE › CARDINAL RULES › Cardinal Rule 1]."""
    for rec in card.abilities:
        if isinstance(rec, dict) and rec.get("ongoing") == "deck_copies":
            n = rec.get("copies")
            return ANY_NUMBER if n == "any" else int(n) if isinstance(n, int) else None
    return None


def copy_limit(card: CardDef, rules: DeckRules) -> int:
    """How many copies of this card's title a deck may hold under ``rules`` (the card's own
    deck-construction trait first)."""
    own = _own_copy_limit(card)
    if own is not None:
        return own
    if card.is_unique:
        return 1
    if rules.events_single and card.type is CardType.EVENT:
        return 1
    if rules.elemental_rings_single and card.type is CardType.RING and any(
        k.casefold() in ELEMENTS for k in card.keywords
    ):
        return 1
    if rules.experienced_and_ancestors_unique and (
        card.experienced > 0 or card.type is CardType.ANCESTOR
    ):
        return 1
    return rules.max_copies


def _limit_group(card: CardDef, rules: DeckRules) -> str:
    """The key cards share a copy limit under: the full title (experience levels differ),
    or for Gold the "Soul of X" title at the card's level."""
    if rules.soul_of_shares_limits:
        for keyword in card.keywords:
            if keyword.casefold().startswith("soul of "):
                _, tag = split_experience(card.title)
                return title_key(full_title(keyword[len("soul of ") :].strip(), tag))
    return title_key(card.title)


def _counts_toward_minimum(card: CardDef) -> bool:
    return _NOT_COUNTED not in card.text.casefold()


def _sensei_clans(sensei: CardDef) -> list[str] | None:
    """The clans a Sensei allows, or None for "All Clans"."""
    clans = []
    for keyword in sensei.keywords:
        word = keyword.casefold()
        if word == "all clans":
            return None
        clans.append(word.removesuffix(" clan").strip())
    return clans


def check_legality(resolved: ResolvedDeck, profile: str) -> list[LegalityProblem]:
    """Every reason ``resolved`` is not a legal deck in the format ``profile`` (a rules profile
    or any :data:`FORMATS` row; empty = legal). A format checks its arc's card pool with its
    rules profile's construction rules."""
    deck_format = format_for(profile)
    rules = rules_for(deck_format.rules)
    cite = rules.citation
    problems: list[LegalityProblem] = []

    def add(code: str, message: str, *cards: str) -> None:
        problems.append(LegalityProblem(code, message, tuple(cards)))

    stronghold = resolved.stronghold
    if stronghold is None:
        add("no-stronghold", f"The deck has no Stronghold {cite}.")
    elif stronghold.type is not CardType.STRONGHOLD:
        add("not-stronghold", f"{stronghold.title} is a {stronghold.type.value}, not a "
            f"Stronghold.", stronghold.title)
    else:
        missing = missing_stronghold_stats(stronghold)
        if missing:
            add("stronghold-data", f"The card data of {stronghold.title} has no "
                f"{', '.join(missing)}: a game cannot start with it (import a database that "
                "has them).", stronghold.title)

    sensei = resolved.sensei
    if sensei is not None:
        if sensei.type is not CardType.SENSEI:
            add("not-sensei", f"{sensei.title} is not a Sensei.", sensei.title)
        elif not rules.sensei_allowed:
            add("sensei-not-allowed", f"{rules.label} decks have no Sensei {cite}.", sensei.title)
        else:
            allowed = _sensei_clans(sensei)
            own = [c.casefold() for c in stronghold.clans] if stronghold else []
            if allowed is not None and not any(c in allowed for c in own):
                clan = stronghold.clans[0] if stronghold and stronghold.clans else "no clan"
                add("sensei-clan", f"{sensei.title} is restricted to "
                    f"{', '.join(sensei.keywords)}; the Stronghold is {clan} "
                    "[S0 › SENSEI #].", sensei.title)

    wind = resolved.wind
    if wind is not None:
        if wind.type is not CardType.WIND:
            add("not-wind", f"{wind.title} is not a Wind.", wind.title)
        elif not rules.wind_allowed:
            add("wind-not-allowed", f"{rules.label} decks have no Wind {cite}.", wind.title)
    elif rules.wind_required:
        add("no-wind", f"{rules.label} decks need a Wind {cite}.")

    for section, expected in (("dynasty", Deck.DYNASTY), ("fate", Deck.FATE)):
        wrong = sorted({c.title for c in getattr(resolved, section) if c.deck is not expected})
        for title in wrong:
            add("wrong-deck", f"{title} is not a {expected.value.capitalize()} card but is in "
                f"the {section.capitalize()} deck.", title)

    if rules.starting_holdings_banned:
        banned = sorted({c.title for c in resolved.dynasty
                         if c.title.casefold() in STARTING_HOLDINGS})
        for title in banned:
            add("starting-holding", f"{title} is a starting Holding and may not be put in a "
                "deck [S1 › HOLDING › Starting Holdings].", title)

    dynasty_count = sum(1 for c in resolved.dynasty if _counts_toward_minimum(c))
    fate_count = sum(1 for c in resolved.fate if _counts_toward_minimum(c))
    if dynasty_count < rules.min_dynasty:
        add("dynasty-size", f"The Dynasty deck has {dynasty_count} cards; {rules.label} needs "
            f"at least {rules.min_dynasty} {cite}.")
    if fate_count < rules.min_fate:
        add("fate-size", f"The Fate deck has {fate_count} cards; {rules.label} needs at least "
            f"{rules.min_fate} {cite}.")

    groups: dict[str, list[CardDef]] = {}
    for card in (*resolved.dynasty, *resolved.fate):
        groups.setdefault(_limit_group(card, rules), []).append(card)
    for cards in groups.values():
        limit = min(copy_limit(c, rules) for c in cards)
        if len(cards) > limit:
            titles = sorted({c.title for c in cards})
            reason = "Unique/Event" if limit == 1 else "non-Unique"
            add("copies", f"{len(cards)} copies of {' + '.join(titles)}; at most {limit} "
                f"allowed ({reason}) {cite}.", *titles)

    key = deck_format.edition
    label = deck_format.label
    pool_cards = [c for c in (stronghold, sensei, wind, *resolved.dynasty, *resolved.fate) if c]
    outside = sorted({c.title for c in pool_cards if not _is_exempt_from_pool(c)
                      and key not in {edition_key(x) for x in c.legal}})
    for title in outside:
        add("not-in-pool", f"{title} is not {label} legal {cite}.", title)
    return problems
