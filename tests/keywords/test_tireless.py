"""Tireless: an ability with the Tireless keyword may be used even if its card is bowed
[S0 › TIRELESS #] (``abilities.tireless``); other abilities of a bowed card may not
[S1 › BOWED AND UNBOWED]. The translator reads the keyword and drops its reminder text."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

RISE = {"timing": "open", "keywords": ["tireless"],
        "effects": [{"op": "straighten", "target": "self"}]}
CHEER = {"timing": "open", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
DEFS = [cd("Tireless Monk", "personality", force=2, chi=3, personal_honor=1, gold_cost=4,
           honor_requirement=0, abilities=[RISE, CHEER])]


def test_a_bowed_card_uses_its_tireless_ability_only() -> None:
    """The bowed Monk is offered his Tireless ability (index 0), not the other (index 1);
    using it straightens him."""
    game = game_at(player(name="Alice", home=[{"title": "Tireless Monk", "bowed": True,
                                               "attachments": []}]),
                   player("Lion Keep", name="Bob"), defs=DEFS)
    s = game.state
    monk = find(s, "Tireless Monk", 0)
    offered = [a.ability for a in game.legal_actions()
               if isinstance(a, UseAbility) and a.card == monk]
    assert offered == [0]
    assert abilities.use_problem(s, 0, monk, 1) == \
        "Tireless Monk is bowed; its abilities cannot be used"
    game.perform(UseAbility(0, card=monk, ability=0))
    assert not s.cards[monk].bowed


def test_the_translator_reads_tireless_and_its_reminder() -> None:
    card = CardDef(id="x:1", title="Kaze Tomo", base_title="Kaze Tomo", type=CardType.PERSONALITY,
                   text="Tireless Open: Straighten Tomo. (Tireless actions can be taken even "
                        "while bowed.)")
    recs, auto = translate(card)
    assert auto == [True] and recs == [RISE]


def test_even_if_bowed_is_a_permission_of_the_ability() -> None:
    """"Even if this card is bowed" (``bowed_ok``): offered on the bowed card [CE ›
    PERMISSIONS]; read by ``templates/even_if_bowed.py``."""
    rec = {"timing": "open", "bowed_ok": True,
           "effects": [{"op": "straighten", "target": "self"}]}
    defs = [cd("Stubborn Monk", "personality", force=2, chi=3, personal_honor=1, gold_cost=4,
               honor_requirement=0, abilities=[rec])]
    game = game_at(player(name="Alice", home=[{"title": "Stubborn Monk", "bowed": True,
                                               "attachments": []}]),
                   player("Lion Keep", name="Bob"), defs=defs)
    s = game.state
    monk = find(s, "Stubborn Monk", 0)
    game.perform(UseAbility(0, card=monk, ability=0))
    assert not s.cards[monk].bowed
    assert abilities.validate({**rec, "bowed_ok": 1})
    card = CardDef(id="x:2", title="Kaze Tomo", base_title="Kaze Tomo", type=CardType.PERSONALITY,
                   text="Open: Even if Tomo is bowed: Straighten Tomo.")
    recs, auto = translate(card)
    assert auto == [True] and recs == [rec]
    card = CardDef(id="x:3", title="Kaze Tomo", base_title="Kaze Tomo", type=CardType.PERSONALITY,
                   text="Open: Even if Kaze Fumio is bowed: Straighten Tomo.")
    assert translate(card)[1] == [False]  # another card's name
