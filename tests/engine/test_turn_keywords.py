"""A keyword given for the turn (issue 17, core lane; ``cardtext/given.py``, duration
``turn``): it lasts until the end of the turn [CE › DURATION OF EFFECTS › Ongoing effects],
then the card is read without it; a permanent gift stays. Invented cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

# "Limited: Target your Personality: Give him Naval."
HARBOR = {"timing": "limited", "targets": [{"type": "personality", "controller": "you"}],
          "effects": [{"op": "give_keyword", "target": 0, "keyword": "Naval",
                       "duration": "turn"}]}


def _game() -> Game:
    pier = cd("Old Pier", "holding", gold_cost=2, abilities=[HARBOR])
    return game_at(player(name="Alice", home=["Old Pier",
                                              {"title": "Crane Samurai", "attachments": []}]),
                   defs=[pier])


def test_naval_until_the_end_of_the_turn() -> None:
    game = _game()
    s = game.state
    sam, pier = find(s, "Crane Samurai", 0), find(s, "Old Pier", 0)
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == pier]
    game.perform(use)
    assert s.cards[sam].definition.has_keyword("Naval")
    phases.end_turn(s)
    assert not s.cards[sam].definition.has_keyword("Naval") and s.cards[sam].given == {}


def test_a_permanent_keyword_outlives_the_turn() -> None:
    """Cavalry given permanently and Naval for the turn: after the turn only Cavalry."""
    game = _game()
    s = game.state
    sam, pier = find(s, "Crane Samurai", 0), find(s, "Old Pier", 0)
    abilities.run_list(s, 0, pier, [{"op": "give_keyword", "target": 0,
                                     "keyword": "Cavalry"}, HARBOR["effects"][0]], (sam,))
    assert {"cavalry", "naval"} <= s.cards[sam].definition.keyword_set
    data = s.to_dict()
    assert type(s).from_dict(data).to_dict() == data  # the marker is saved with the card
    phases.end_turn(s)
    kws = s.cards[sam].definition.keyword_set
    assert "cavalry" in kws and "naval" not in kws


def test_the_validator_and_the_translator() -> None:
    assert abilities.validate(HARBOR) == []
    assert any("duration game" in p for p in abilities.validate(
        {**HARBOR, "effects": [{**HARBOR["effects"][0], "duration": "battle"}]}))
    card = CardDef(id="x:1", title="Old Pier", type=CardType.HOLDING, base_title="Old Pier",
                   text="Limited: Give your target Personality Cavalry. Destroy this Holding.")
    (rec,), auto = translate(card)
    assert auto == [True] and rec["effects"][0] == {
        "op": "give_keyword", "target": 0, "keyword": "Cavalry", "duration": "turn"}
    card: Any = CardDef(id="x:2", title="Old Pier", type=CardType.HOLDING,
                        base_title="Old Pier", text="Limited: Give your target Personality "
                                                    "Tactician.")
    assert translate(card)[1] == [False]  # a keyword the template does not give
