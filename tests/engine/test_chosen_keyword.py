"""A keyword chosen among several and given permanently (``cardtext/chosen_keywords.py``)
[CE › CHOICES], [CE › TRAITS]. Invented cards only."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseCard, UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

_BRAND = {"timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
          "effects": [{"op": "dishonor", "target": 0},
                      {"op": "give_keyword_chosen", "target": 0,
                       "keywords": ["Kolat", "Ninja", "Shadowlands"]}]}


def test_the_player_chooses_the_keyword_given_for_good() -> None:
    """Alice's Brand dishonors Bob's Samurai and, of the three offered, gives him Ninja only;
    saved and reloaded he is still a Ninja."""
    game = game_at(player(hand=["Brand"]),
                   player("Lion Keep", home=[{"title": "Lion Samurai", "attachments": []}]),
                   defs=[cd("Brand", "strategy", gold_cost=0, focus=1, abilities=[_BRAND])])
    s = game.state
    sam = find(s, "Lion Samurai")
    game.perform(UseAbility(0, find(s, "Brand"), 0, (sam,)))
    assert s.cards[sam].dishonored and s.options[0]["pick"] == ["Kolat", "Ninja", "Shadowlands"]
    assert ChooseCard(0, choice="Ninja").label(s) == "Permanently give Lion Samurai Ninja"
    game.perform(ChooseCard(0, choice="Ninja"))
    d = s.cards[sam].definition
    assert d.has_keyword("Ninja") and not d.has_keyword("Kolat") and not s.options
    again = GameState.from_dict(s.to_dict())
    assert again.cards[sam].definition.has_keyword("Ninja")


def test_the_validator() -> None:
    assert validate(_BRAND) == []
    one = {**_BRAND, "effects": [{"op": "give_keyword_chosen", "target": 0,
                                  "keywords": ["Ninja"]}]}
    assert validate(one) != []
