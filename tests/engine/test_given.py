"""Permanently giving a card keywords and abilities [CE › DURATION OF EFFECTS › Ongoing
effects], [CE › PERMANENT(LY)], [CE › ABILITIES] (``cardtext/given.py``, ``CardState.give``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

#: Our own test ability: "Limited, Bow: gain 2 Honor" (given to the Monk).
PRAYER = {"timing": "limited", "cost": {"bow_self": True},
          "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
CHOOSE = [{"type": "personality", "controller": "you", "performer": True, "choose": True}]
IS_MONK = {"card": 0, "keyword": "Monk"}

DEFS = [
    # "If he is a Monk, permanently give him +1F and PRAYER. Otherwise, permanently give him
    # Monk." (the shape of the Spirit cycle, with our own numbers and keywords)
    cd("Way of the Monk", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "limited", "targets": CHOOSE,
        "effects": [
            {"op": "modify_stat", "target": 0, "stat": "force", "amount": 1,
             "duration": "game", "if": IS_MONK},
            {"op": "give_ability", "target": 0, "ability": PRAYER, "if": IS_MONK},
            {"op": "give_keyword", "target": 0, "keyword": "Monk", "if": {"not": IS_MONK}}]}]),
    cd("Saddle Up", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "open", "targets": CHOOSE,
        "effects": [{"op": "give_keyword", "target": 0, "keyword": "Cavalry"}]}]),
    cd("Assassin", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "limited", "targets": [{"type": "personality", "controller": "any"}],
        "effects": [{"op": "destroy", "target": 0}]}]),
]


def _game(hand: list[str]):
    return game_at(player(hand=hand, home=["Crane Samurai", "Crane Courtier"]),
                   player("Lion Keep", home=["Lion Samurai"]), defs=DEFS)


def _play(game, title: str, target: str) -> None:
    """Alice plays a Strategy of that title from her hand on ``target``; Bob passes back."""
    s = game.state
    card = next(c for c in s.players[0].hand if s.title(c) == title)
    game.perform(UseAbility(0, card, 0, (target,)))
    if game.state.priority != 0:
        game.perform(Pass(1))


def _prayers(game, card: str) -> list[Any]:
    return [a for a in game.actions_for_card(card, 0)
            if isinstance(a, UseAbility) and a.card == card]


def test_the_keyword_then_the_ability_are_given_and_the_ability_plays() -> None:
    """First play: the Samurai is no Monk, so he gets Monk (and no Force). Second play: he is
    a Monk now, so +1F (2 -> 3) and the ability; using it bows him and Alice goes 10 -> 12."""
    game = _game(["Way of the Monk", "Way of the Monk"])
    sam = find(game.state, "Crane Samurai")
    _play(game, "Way of the Monk", sam)
    c = game.state.cards[sam]
    assert c.definition.has_keyword("Monk") and not c.printed.has_keyword("Monk")
    assert len(c.definition.abilities) == len(c.printed.abilities) == 0
    assert stats.stat(game.state, sam, "force") == 2
    assert _prayers(game, sam) == []
    _play(game, "Way of the Monk", sam)
    c = game.state.cards[sam]
    assert stats.stat(game.state, sam, "force") == 3
    assert c.given == {"keywords": ["Monk"], "abilities": [PRAYER]}
    uses = _prayers(game, sam)
    assert [u.ability for u in uses] == [0]
    honor = game.state.players[0].family_honor
    game.perform(uses[0])
    assert game.state.cards[sam].bowed
    assert game.state.players[0].family_honor == honor + 2
    # the other Personality of the same definition family was given nothing
    assert not game.state.cards[find(game.state, "Crane Courtier")].definition.has_keyword(
        "Monk")


def test_a_given_keyword_counts_for_the_rules_cavalry_unit() -> None:
    """Cavalry given to a Personality without Followers makes his unit Cavalry
    [CE › CAVALRY]."""
    game = _game(["Saddle Up"])
    sam = find(game.state, "Crane Samurai")
    assert not armies.is_cavalry(game.state, sam)
    _play(game, "Saddle Up", sam)
    assert armies.is_cavalry(game.state, sam)


def test_what_was_given_is_saved_and_the_printed_definition_is_kept() -> None:
    game = _game(["Saddle Up"])
    sam = find(game.state, "Crane Samurai")
    _play(game, "Saddle Up", sam)
    doc = game.state.to_dict()
    assert "Cavalry" not in doc["definitions"]["t:Crane Samurai"].get("keywords", [])
    back = GameState.from_dict(doc)
    assert back.to_dict() == doc
    assert back.cards[sam].definition.has_keyword("Cavalry")
    assert armies.is_cavalry(back, sam)
    assert not back.cards[sam].printed.has_keyword("Cavalry")


def test_leaving_play_ends_what_was_given() -> None:
    game = _game(["Saddle Up", "Assassin"])
    sam = find(game.state, "Crane Samurai")
    _play(game, "Saddle Up", sam)
    _play(game, "Assassin", sam)
    c = game.state.cards[sam]
    assert not c.zone.in_play
    assert c.given == {} and c.definition is c.printed


def test_the_validator_checks_the_given_ability_and_the_duration() -> None:
    ok = {"timing": "open", "targets": CHOOSE,
          "effects": [{"op": "give_ability", "target": 0, "ability": PRAYER}]}
    assert abilities.validate(ok) == []
    bad = {**ok, "effects": [{"op": "give_ability", "target": 0,
                              "ability": {**PRAYER, "timing": "whenever"}}]}
    assert any(p.startswith("given ability: timing") for p in abilities.validate(bad))
    battle = {**ok, "effects": [{"op": "give_keyword", "target": 0, "keyword": "Monk",
                                 "duration": "battle"}]}  # for the turn: test_turn_keywords
    assert abilities.validate(battle) != []
    turn_ability = {**ok, "effects": [{**ok["effects"][0], "duration": "turn"}]}
    assert abilities.validate(turn_ability) != []
    nokw = {**ok, "effects": [{"op": "give_keyword", "target": 0}]}
    assert abilities.validate(nokw) != []


def test_a_malformed_given_in_a_save_is_refused() -> None:
    game = _game([])
    doc = game.state.to_dict()
    sam = find(game.state, "Crane Samurai")
    entry = next(c for c in doc["cards"] if c["id"] == sam) if isinstance(
        doc["cards"], list) else doc["cards"][sam]
    entry["given"] = {"keywords": [3]}
    try:
        GameState.from_dict(doc)
    except ValueError as exc:
        assert "given keywords" in str(exc)
    else:
        raise AssertionError("a malformed given was accepted")
