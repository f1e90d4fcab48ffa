"""Alternative effects ("Bow or straighten him", "bow him or move him home and gain 1
Honor"): one or the other, chosen by the player taking the action when they would resolve
[CE › CHOICES] (an optional group and its ``otherwise`` group, ``cardtext/optional.py``), and
the translator's reading (``templates/either_or.py``)."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

# "Target a Personality: Bow him, or move him home and gain 1 Honor. Draw a card."
SWAY = {"timing": "limited", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "bow", "target": 0, "optional": 1},
                    {"op": "move_home", "target": 0, "otherwise": 1},
                    {"op": "gain_honor", "amount": 1, "player": "you", "otherwise": 1},
                    {"op": "draw", "amount": 1, "player": "you"}]}


def _used() -> tuple[Game, str]:
    game = game_at(player(hand=["Sway"]), player("Lion Keep", home=["Lion Samurai"]),
                   defs=[cd("Sway", "strategy", gold_cost=0, focus=1, abilities=[SWAY])])
    s = game.state
    lion = find(s, "Lion Samurai")
    game.perform(UseAbility(0, card=find(s, "Sway"), targets=(lion,)))
    return game, lion


def test_the_choice_waits_and_is_labelled_with_both_alternatives() -> None:
    game, lion = _used()
    s = game.state
    assert not s.cards[lion].bowed and len(s.players[0].hand) == 0
    acts = game.legal_actions()
    assert acts == [ChooseOption(0, apply=True), ChooseOption(0, apply=False)]
    assert [a.label(s) for a in acts] == ["Choose bow (Sway)",
                                          "Choose move home, gain honor (Sway)"]


def test_the_first_alternative_skips_the_second() -> None:
    game, lion = _used()
    game.perform(ChooseOption(0, apply=True))
    s = game.state
    assert s.cards[lion].bowed and s.players[0].family_honor == 10
    assert len(s.players[0].hand) == 1 and not s.options


def test_the_second_alternative_skips_the_first() -> None:
    """Bob's Samurai is at home already: moving him home changes nothing, the Honor is
    gained, he stays unbowed, the card is drawn."""
    game, lion = _used()
    game.perform(ChooseOption(0, apply=False))
    s = game.state
    assert not s.cards[lion].bowed and s.players[0].family_honor == 11
    assert len(s.players[0].hand) == 1 and not s.options


@pytest.mark.parametrize("effects", [
    [{"op": "bow", "target": 0, "otherwise": 1}],  # no choice before it
    [{"op": "bow", "target": 0, "optional": 1}, {"op": "draw", "amount": 1},
     {"op": "straighten", "target": 0, "otherwise": 1}],  # not right after it
    [{"op": "bow", "target": 0, "optional": 1},
     {"op": "straighten", "target": 0, "otherwise": 2}],  # another choice's number
])
def test_misplaced_alternatives_are_refused(effects) -> None:
    rec = {"timing": "limited", "targets": [{"type": "personality"}], "effects": effects}
    assert abilities.validate(rec)


def _read(text: str) -> dict | None:
    card = CardDef(id="x:1", title="Kaze Tomo", base_title="Kaze Tomo",
                   type=CardType.PERSONALITY, text=text)
    recs, auto = translate(card)
    return recs[0] if auto == [True] else None


def test_the_translator_reads_alternatives() -> None:
    assert _read("Battle: Target a Personality: Bow or straighten him.")["effects"] == [
        {"op": "bow", "target": 0, "optional": 1},
        {"op": "straighten", "target": 0, "otherwise": 1}]
    assert _read("Battle: Target an enemy Personality: Dishonor him or move him home."
                 )["effects"] == [{"op": "dishonor", "target": 0, "optional": 1},
                                  {"op": "move_home", "target": 0, "otherwise": 1}]
    assert _read("Limited: Rehonor or destroy a target Personality.")["effects"] == [
        {"op": "rehonor", "target": 0, "optional": 1},
        {"op": "destroy", "target": 0, "otherwise": 1}]
    # a half that adds a target, and three alternatives, stay manual
    assert _read("Battle: Target a Personality: Bow him or bow a target Follower.") is None
    assert _read("Battle: Target a Personality: Bow, straighten or destroy him.") is None
