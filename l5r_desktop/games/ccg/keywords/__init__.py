"""Card keywords with rules of their own, which the cards print but the rest of the engine
does not read: Conqueror, Resilient, Elite (battles, ``battle.py``), Destined, Expendable
(draws, ``draws.py``), Kharmic and Reserve (player abilities, ``player_abilities.py``), Brash
and Overconfident (another player may draw, ``may_draw.py``), Stalwart (a negated bowing,
``stalwart.py``), Legacy (a Dynasty player ability, ``legacy.py`` [S0 › LEGACY #]).

Sources. The Celestial Edition comprehensive rules define none of these keywords (they came
with later sets); the Twenty Festivals comprehensive rules define the first ones in their
glossary [S0 › CONQUEROR #, DESTINED #, EXPENDABLE #, KHARMIC #, RESERVE #, RESILIENT #] and
the cards print the same rule as reminder text. A keyword's rule is the card's, so it applies
under every rules profile (a card without the keyword is never affected: the demo cards and
the golden games do not change). Elite is defined by its reminder text only ("Elite cards
contribute Force even if bowed"), and so are Brash, Overconfident and Stalwart (no rulebook
here names them; their modules quote the reminder text); Kiho and Kata have no keyword rule
in any of the rulebooks here (the Celestial rules name Kiho only as an ability keyword
[CE › KEYWORDS], [CE › NEED NOT]): cards refer to them by their own text, which the ability
records carry.

:func:`in_game` answers "does any card of this game carry the keyword?" once per game, so the
engine's hot paths skip keyword checks in games without such cards.
"""

from __future__ import annotations

from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.model.state import GameState

#: The keywords this package gives rules to (casefolded).
RULED = ("conqueror", "resilient", "elite", "destined", "expendable", "kharmic", "reserve",
         "brash", "overconfident", "stalwart", "legacy")


_RULED = frozenset(RULED)


def ruled_in_game(state: GameState) -> frozenset[str]:
    """The keywords of :data:`RULED` that some card of this game carries (once per game)."""
    memo = state._memo  # ability_memo() inlined: asked after every action
    found = memo.get("ruled_keywords")
    if found is None:
        seen: set[str] = set(_RULED & ongoing.granted_keywords(state))
        for c in state.cards.values():
            seen.update(_RULED & c.definition.keyword_set)
        found = memo["ruled_keywords"] = frozenset(seen)
    return found


def has(state: GameState, card_id: str, keyword: str) -> bool:
    """The card has ``keyword``: printed, or granted by a trait of a card in play
    (``cardtext/ongoing.py``)."""
    card = state.cards[card_id]
    return card.definition.has_keyword(keyword) or ongoing.granted(state, card, keyword) \
        is not None


def in_game(state: GameState, keyword: str) -> bool:
    """True if a card of this game carries ``keyword`` (casefolded, one of :data:`RULED`)."""
    return keyword in ruled_in_game(state)
