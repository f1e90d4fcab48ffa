"""A Celestial's trait choosing a Personality as it enters play, whose unit the battle's
resolution leaves unbowed while the Celestial remains in play (``choose_card`` in an
``enters_play`` trait, then ``resolution_no_bow`` ``while: source_in_play``,
``cardtext/source_bound.py``) [CE › DURATION OF EFFECTS], [CE › PREVENTION (Including
Negation)], [S1 › D: FINAL STEPS], [CE › CHOICES]. Our own test cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption
from l5r_desktop.games.ccg.cardtext import abilities, trait_others
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, find, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, fight, pid

_TRAIT = {"timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
          "effects": [{"op": "choose_card", "optional": 1, "spec": {"type": "personality"}},
                      {"op": "resolution_no_bow", "target": 0, "while": "source_in_play",
                       "optional": 1}]}
_P = {"chi": 2, "gold_cost": 3, "personal_honor": 1, "honor_requirement": 0}
DEFS = [
    *BASE,
    cd("Quiet Star", "celestial", abilities=[_TRAIT]),
    cd("Tide Monk", "personality", force=2, **_P),
    cd("Deckhand", "follower", force=1, gold_cost=1, focus=1),
    cd("Raider", "personality", force=2, **_P),
]


def _game(choose: str | None) -> Game:
    """Alice's Quiet Star at home resolves its trait (as it would entering play): she picks
    ``choose`` (or declines)."""
    game = attack_game(player(name="Alice", home=[
        "Quiet Star", {"title": "Tide Monk", "attachments": ["Deckhand"]}, "Raider"]),
        player("Lion Keep", name="Bob"), defs=DEFS)
    s = game.state
    star = s.cards[find(s, "Quiet Star", 0)]
    trait_others.resolve_trait(s, star, _TRAIT)
    assert s.options and s.options[0]["player"] == 0
    game.perform(ChooseOption(0, apply=choose is not None))
    if choose is not None:
        o = s.options[0]
        assert set(o["pick"]) == {pid(game, "Tide Monk", 0), pid(game, "Raider", 0)}
        game.perform(ChooseCard(0, choice=pid(game, choose, 0)))
    assert not s.options
    return game


def _attack(game: Game) -> dict[str, bool]:
    declare(game)
    for t in ("Tide Monk", "Raider"):
        assign(game, pid(game, t, 0), 0)
    done(game)
    done(game)  # Bob assigns nobody
    fight(game, 0)
    s = game.state
    return {t: s.cards[find(s, t, 0)].bowed for t in ("Tide Monk", "Deckhand", "Raider")}


def test_the_chosen_unit_comes_home_unbowed() -> None:
    """The Monk (with his Deckhand) chosen: after the resolution the Raider bows, the Monk's
    unit does not."""
    game = _game("Tide Monk")
    assert _attack(game) == {"Tide Monk": False, "Deckhand": False, "Raider": True}


def test_declined_nothing_changes() -> None:
    game = _game(None)
    assert _attack(game) == {"Tide Monk": True, "Deckhand": True, "Raider": True}


def test_it_ends_when_the_celestial_leaves_play() -> None:
    """The Star discarded before the attack: the Monk's unit bows like the Raider."""
    game = _game("Tide Monk")
    moves.discard(game.state, find(game.state, "Quiet Star", 0))
    assert _attack(game) == {"Tide Monk": True, "Deckhand": True, "Raider": True}


def test_a_save_keeps_it() -> None:
    game = _game("Tide Monk")
    again = GameState.from_dict(game.state.to_dict())
    monk = again.cards[find(again, "Tide Monk", 0)]
    assert [(m.kind, m.stat, m.source) for m in monk.modifiers] == [
        ("while_source", "resolution_no_bow", find(again, "Quiet Star", 0))]
    game.state = again
    assert _attack(game)["Tide Monk"] is False


def test_the_validator() -> None:
    assert abilities.validate(_TRAIT) == []
    bad = {**_TRAIT, "effects": [_TRAIT["effects"][0],
                                 {"op": "resolution_no_bow", "target": 0}]}
    assert abilities.validate(bad) != []
    other = {**_TRAIT, "trigger": {"event": "destroyed", "card": "self"}}
    assert abilities.validate(other) != []  # a choice only as the card enters play
