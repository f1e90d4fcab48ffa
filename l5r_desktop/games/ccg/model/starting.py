"""The rules-named starting Holdings of the Celestial Edition [S1 › START OF GAME].

Their printed text is not in the rulebooks (ENGINE-SPEC §21.6); these are our own generic
definitions: Border Keep produces 2 Gold (as in the learn-to-play example [S4 › Paying Gold
Costs]), Bamboo Harvesters produces 2 Gold. A game setup may override them.
"""

from __future__ import annotations

from l5r_desktop.games.ccg.model.cards import CardDef, CardType

BORDER_KEEP = CardDef(
    id="rules:border-keep",
    title="Border Keep",
    type=CardType.HOLDING,
    text="Starting Holding. Bow this card: Produce 2 Gold.",
    gold_cost=0,
    gold_production=2,
)

BAMBOO_HARVESTERS = CardDef(
    id="rules:bamboo-harvesters",
    title="Bamboo Harvesters",
    type=CardType.HOLDING,
    text="Starting Holding for players who do not go first. Bow this card: Produce 2 Gold.",
    gold_cost=0,
    gold_production=2,
)

STARTING_TITLES = frozenset({BORDER_KEEP.title.casefold(), BAMBOO_HARVESTERS.title.casefold()})
