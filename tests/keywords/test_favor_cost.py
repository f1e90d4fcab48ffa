"""Discarding the Imperial Favor as a cost (``discard_favor``): only its controller can pay
it, and paying it leaves the Favor uncontrolled [CE › THE IMPERIAL FAVOR]; a Favor ability
needs the Favor [S0 › USING ABILITIES 0.4]; the translator reads "Discard the Imperial Favor
to <effect>" (``templates/favor_cost.py``)."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

GRACE = {"timing": "limited", "keywords": ["favor", "political"],
         "cost": {"discard_favor": True},
         "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
DEFS = [cd("Court Poet", "personality", force=1, chi=2, personal_honor=1, gold_cost=3,
           honor_requirement=0, abilities=[GRACE])]


def _game(favor: bool):
    return game_at(player(name="Alice", imperial_favor=favor,
                          home=[{"title": "Court Poet", "attachments": []}]),
                   player("Lion Keep", name="Bob"), defs=DEFS)


def test_the_favors_controller_pays_and_the_favor_is_uncontrolled() -> None:
    game = _game(True)
    s = game.state
    poet = find(s, "Court Poet", 0)
    assert any(isinstance(a, UseAbility) and a.card == poet for a in game.legal_actions())
    game.perform(UseAbility(0, card=poet, ability=0))
    assert [p.favor for p in s.players] == [False, False]
    assert s.players[0].family_honor == 12


def test_without_the_favor_the_ability_is_not_offered() -> None:
    game = _game(False)
    s = game.state
    poet = find(s, "Court Poet", 0)
    assert not any(isinstance(a, UseAbility) and a.card == poet for a in game.legal_actions())
    assert abilities.use_problem(s, 0, poet, 0) == "You do not control the Imperial Favor"


def test_a_favor_ability_needs_the_favor() -> None:
    rec = {**GRACE, "cost": {}}
    assert abilities.validate(rec)
    assert not abilities.validate({**rec, "condition": {"has_favor": True}})


def test_the_translator_reads_the_favor_cost() -> None:
    card = CardDef(id="x:1", title="Kaze Tomo", base_title="Kaze Tomo", type=CardType.PERSONALITY,
                   text="Favor Political Limited: Discard the Imperial Favor to gain 2 Honor.")
    recs, auto = translate(card)
    assert auto == [True] and recs == [GRACE]
    card = CardDef(id="x:2", title="Kaze Tomo", base_title="Kaze Tomo", type=CardType.PERSONALITY,
                   text="Favor Political Limited: Gain 2 Honor.")
    assert translate(card)[1] == [False]  # a Favor ability that does not discard it
