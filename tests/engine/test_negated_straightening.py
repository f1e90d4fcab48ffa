"""Negating a card's straightening [CE › PREVENTION (Including Negation)], [CE › DURATION OF
EFFECTS], [CE › STRAIGHTEN PHASE] (``cardtext/straightening.py``) and the translator's
reading of it (``templates/negate_straightening.py``)."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player


def _hobble(name: str, **negate) -> dict:
    return cd(name, "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "bow", "target": 0},
                    {"op": "negate_straightening", "target": 0, **negate}]}])


DEFS = [
    _hobble("Hobble"),                                  # every straightening, this turn
    _hobble("Trip", next=True),                         # the next one, this turn
    _hobble("Chain", duration="next_turn"),             # until Alice's next turn begins
    cd("Rouse", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "straighten", "target": 0}]}]),
]


def _game(hand: list[str]):
    return game_at(player(hand=hand), player("Lion Keep", home=["Lion Samurai"]), defs=DEFS)


def _use(game, title: str, target: str) -> None:
    """Alice plays a Strategy of that title from her hand on ``target``; Bob passes back."""
    s = game.state
    card = next(c for c in s.players[0].hand if s.title(c) == title)
    game.perform(UseAbility(0, card, 0, (target,)))
    if game.state.priority != 0:
        game.perform(Pass(1))


def test_the_next_straightening_is_negated_once() -> None:
    """Trip bows Bob's Samurai and negates his next straightening: the first Rouse leaves him
    bowed, the second straightens him."""
    game = _game(["Trip", "Rouse", "Rouse"])
    lion = find(game.state, "Lion Samurai")
    _use(game, "Trip", lion)
    assert game.state.cards[lion].bowed
    _use(game, "Rouse", lion)
    assert game.state.cards[lion].bowed
    _use(game, "Rouse", lion)
    assert not game.state.cards[lion].bowed


def test_every_straightening_is_negated_this_turn_then_the_straighten_phase_works() -> None:
    """Hobble: both Rouses fail this turn; the negation ends with the turn, so Bob's Straighten
    Phase straightens him."""
    game = _game(["Hobble", "Rouse", "Rouse"])
    lion = find(game.state, "Lion Samurai")
    _use(game, "Hobble", lion)
    _use(game, "Rouse", lion)
    _use(game, "Rouse", lion)
    assert game.state.cards[lion].bowed
    phases.end_turn(game.state)
    if game.state.active != 1 or game.state.cards[lion].bowed:
        phases.straighten_phase(game.state)
    assert game.state.active == 1 and not game.state.cards[lion].bowed


def test_until_your_next_turn_begins_covers_the_other_players_straighten_phase() -> None:
    game = _game(["Chain"])
    lion = find(game.state, "Lion Samurai")
    _use(game, "Chain", lion)
    phases.end_turn(game.state)
    assert game.state.active == 1
    phases.straighten_phase(game.state)
    assert game.state.cards[lion].bowed


def test_the_record_and_the_translator() -> None:
    base = {"timing": "open", "targets": [{"type": "personality"}]}
    assert not abilities.validate({**base, "effects": [
        {"op": "negate_straightening", "target": 0, "next": True, "duration": "game"}]})
    assert abilities.validate({**base, "effects": [
        {"op": "negate_straightening", "target": 0, "duration": "battle"}]})
    assert abilities.validate({**base, "effects": [{"op": "negate_straightening"}]})
    card = CardDef(id="t:1", title="Plum Snare", type=CardType.STRATEGY, gold_cost=0)
    rec = translate_ability("Open: Target an enemy Personality: Bow him. Negate his next "
                            "straightening (this turn).", card)
    assert rec["effects"] == [{"op": "bow", "target": 0},
                              {"op": "negate_straightening", "target": 0, "next": True}]
    rec = translate_ability("Open: Target an enemy Personality: Bow him. Negate his "
                            "straightening until your next turn begins.", card)
    assert rec["effects"][1] == {"op": "negate_straightening", "target": 0,
                                 "duration": "next_turn"}
    rec = translate_ability("Open: Target a bowed Personality: Negate his next "
                            "straightening this game.", card)
    assert rec["effects"] == [{"op": "negate_straightening", "target": 0, "next": True,
                               "duration": "game"}]
    for line in ("Open: Target an enemy Personality: Bow him. Negate his straightening "
                 "until your next Events Phase begins.",
                 "Open: Negate your Stronghold's straightening (this turn)."):
        rec = translate_ability(line, card)
        assert rec is None or "manual" in rec, line
