"""Additional actions granted by card text, with the exact sequence of opportunities
[CE › ADDITIONAL (ACTION)]; ``cardtext/extra_actions.py``."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.events import Note
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Phase, Step
from tests.engine.scenario import cd, find, game_at, player
from tests.keywords.scenario import opposed_battle

DEFS = [
    cd("Quick Step", "strategy", gold_cost=0, focus=1,
       abilities=[{"timing": "open", "effects": [
           {"op": "gain_honor", "amount": 1, "player": "you"},
           {"op": "additional_action", "kind": "any"}]}]),
    cd("Battle Tempo", "strategy", gold_cost=0, focus=1,
       abilities=[{"timing": "battle_open", "effects": [
           {"op": "gain_honor", "amount": 1, "player": "you"},
           {"op": "additional_action", "kind": "battle"}]}]),
]


def test_the_granted_opportunity_and_its_pass_do_not_count() -> None:
    """Alice plays Quick Step (Open): she gains 1 Honor and keeps the opportunity. She passes
    it: Bob's opportunity; Bob passes; Alice has her normal opportunity again (her pass on the
    granted one did not count); she passes: two passes in a row end the Action Phase."""
    game = game_at(player(hand=["Quick Step"]), defs=DEFS)
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Quick Step"), ability=0))
    assert s.players[0].family_honor == 11
    assert s.priority == 0 and s.passes == -1
    game.perform(Pass(0))
    assert s.priority == 1 and s.phase is Phase.ACTION
    game.perform(Pass(1))
    assert s.priority == 0 and s.phase is Phase.ACTION and s.step is Step.ACTION_ROUND
    game.perform(Pass(0))
    assert s.phase is not Phase.ACTION


def test_an_additional_battle_action_only_in_a_battle() -> None:
    """Battle Tempo in a Combat Segment: Bob (the Defender, first) keeps the opportunity and
    may play another Battle action; in the Action Phase it grants nothing (a note) and the
    opportunity passes as usual."""
    game = opposed_battle({"home": ["Lion Samurai"]},
                          {"home": ["Ronin"], "hand": ["Battle Tempo", "Trip"]}, DEFS)
    s = game.state
    assert game.waiting_for == 1
    game.perform(UseAbility(1, card=find(s, "Battle Tempo"), ability=0))
    assert s.priority == 1 and s.step is Step.COMBAT
    trip = find(s, "Trip")
    assert any(isinstance(a, UseAbility) and a.card == trip for a in game.legal_actions())
    calm = game_at(player(hand=["Battle Tempo"]), defs=DEFS)
    events = calm.perform(UseAbility(0, card=find(calm.state, "Battle Tempo"), ability=0))
    assert calm.state.priority == 1 and calm.state.passes == 0
    assert any(isinstance(e, Note) and "outside a battle" in e.text for e in events)


def test_translated_additional_action() -> None:
    card = CardDef(id="x:1", title="Kaze Tomo", type=CardType.STRATEGY, base_title="Kaze Tomo",
                   text="Battle/Open: Dishonor a target Personality. You may take an "
                        "additional action.")
    (rec,), auto = translate(card)
    assert auto == [True]
    effects = [{k: v for k, v in e.items() if k != "optional"} for e in rec["effects"]]
    assert effects == [{"op": "dishonor", "target": 0},
                       {"op": "additional_action", "kind": "any"}]  # ("you may": optional)
    restricted = CardDef(id="x:2", title="Kaze Tomo", type=CardType.STRATEGY,
                         base_title="Kaze Tomo",
                         text="Engage: Take an additional Battle action to play a Terrain.")
    assert translate(restricted)[1] == [False]
