"""Destroying the ability's own card as a cost ("Destroy this card:"), with exact numbers
[CE › COSTS › Costs and changes]; ``cardtext/costs.py``."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

RITE = {"timing": "limited", "cost": {"destroy_self": True},
        "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
DEFS = [
    cd("Last Rite", "follower", keywords=["Expendable"], force=1, gold_cost=1, focus=1,
       abilities=[RITE]),
    cd("Stubborn Rite", "follower", force=1, gold_cost=1, focus=1,
       abilities=[RITE, {"timing": "continuous", "prevents": "destroyed"}]),
]


def test_destroy_this_card_as_a_cost() -> None:
    """Alice's Last Rite is destroyed to pay (to her Fate discard), then she gains 2 Honor
    (10 -> 12); being Expendable it draws her a card (Fate deck 5 -> 4)."""
    game = game_at(player(home=[{"title": "Crane Samurai", "attachments": ["Last Rite"]}]),
                   defs=DEFS)
    s = game.state
    rite = find(s, "Last Rite")
    game.perform(UseAbility(0, card=rite, ability=0))
    assert rite in s.players[0].fate_discard
    assert s.players[0].family_honor == 12
    assert len(s.players[0].fate_deck) == 4


def test_a_card_that_will_not_be_destroyed_cannot_pay() -> None:
    """Stubborn Rite will not be destroyed: its ability is not offered and is refused."""
    game = game_at(player(home=[{"title": "Crane Samurai", "attachments": ["Stubborn Rite"]}]),
                   defs=DEFS)
    s = game.state
    act = UseAbility(0, card=find(s, "Stubborn Rite"), ability=0)
    assert act not in game.legal_actions()
    assert "will not be destroyed" in (game.why_illegal(act) or "")
    assert s.players[0].family_honor == 10


def test_translated_destroy_cost() -> None:
    """"Political Limited: Bow this Shugenja and destroy this card: Gain 2 Honor." on a
    Spell: both costs."""
    card = CardDef(id="x:1", title="Kaze Rite", type=CardType.SPELL, base_title="Kaze Rite",
                   text="Political Limited: Bow this Shugenja and destroy this card: Gain 2 "
                        "Honor.")
    (rec,), auto = translate(card)
    assert auto == [True]
    assert rec == {"timing": "limited", "keywords": ["political"],
                   "cost": {"bow_host": True, "destroy_self": True},
                   "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
