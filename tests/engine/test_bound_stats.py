"""A Celestial's trait choosing zero to two face-up Personalities in or out of play, who have
a Personal Honor bonus while the Celestial remains in play (``choose_card`` with the zone
``face_up_anywhere``, then ``bound_stat``, ``cardtext/source_bound.py``; the modifier's
duration ``while_source`` ends as its source leaves play, ``model/moves.py``)
[CE › DURATION OF EFFECTS], [CE › IN PLAY AND OUT OF PLAY], [CE › CHOICES]. Our own test
cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption
from l5r_desktop.games.ccg.cardtext import abilities, trait_others
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

_SPEC = {"type": "personality", "zone": "face_up_anywhere", "choose": True}
_TRAIT = {"timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
          "effects": [
              {"op": "choose_card", "optional": 1, "spec": _SPEC},
              {"op": "bound_stat", "target": 0, "stat": "personal_honor", "amount": 1,
               "while": "source_in_play", "optional": 1},
              {"op": "choose_card", "optional": 2, "spec": _SPEC, "distinct": True},
              {"op": "bound_stat", "target": 1, "stat": "personal_honor", "amount": 1,
               "while": "source_in_play", "optional": 2}]}
_P = {"force": 2, "chi": 2, "personal_honor": 2, "gold_cost": 3, "honor_requirement": 0}
DEFS = [
    cd("Kind Star", "celestial", abilities=[_TRAIT]),
    cd("Field Hand", "personality", **_P),
    cd("Waiting Heir", "personality", **_P),
    cd("Hidden Heir", "personality", **_P),
    cd("Old Ghost", "personality", **_P),
]


def _game() -> Game:
    """Alice's Star at home; her Field Hand at home; Bob's Waiting Heir face up and his Hidden
    Heir face down in his provinces; the Old Ghost in Bob's dead pile."""
    return game_at(
        player(home=["Kind Star", "Field Hand"]),
        player("Lion Keep", provinces=[{"title": "Waiting Heir", "face_up": True},
                                       {"title": "Hidden Heir", "face_up": False},
                                       "Filler Dynasty", "Filler Dynasty"],
               honorably_dead=["Old Ghost"]), defs=DEFS)


def _resolve(game: Game, picks: list[str]) -> list[list[str]]:
    """Resolve the trait, choosing ``picks`` (declining the rest); the cards offered."""
    s = game.state
    trait_others.resolve_trait(s, s.cards[find(s, "Kind Star", 0)], _TRAIT)
    offered = []
    for _ in range(6):
        if not s.options:
            break
        o = s.options[0]
        if "pick" in o:
            offered.append(sorted(o["pick"]))
            game.perform(ChooseCard(0, choice=picks.pop(0)))
        else:
            game.perform(ChooseOption(0, apply=bool(picks)))
    return offered


def test_face_up_personalities_in_and_out_of_play_are_offered() -> None:
    game = _game()
    s = game.state
    hand, heir, ghost = (find(s, t) for t in ("Field Hand", "Waiting Heir", "Old Ghost"))
    offered = _resolve(game, [hand, heir])
    assert offered == [sorted([hand, heir, ghost]), sorted([heir, ghost])]  # not face down
    assert stats.personal_honor(s, hand) == 3 and stats.personal_honor(s, heir) == 3
    assert stats.personal_honor(s, ghost) == 2


def test_it_lasts_past_the_turn_and_a_save_then_ends_with_the_celestial() -> None:
    game = _game()
    s = game.state
    hand, heir = find(s, "Field Hand"), find(s, "Waiting Heir")
    _resolve(game, [hand, heir])
    again = GameState.from_dict(s.to_dict())
    assert stats.personal_honor(again, hand) == 3
    moves.discard(s, find(s, "Kind Star", 0))
    assert stats.personal_honor(s, hand) == 2 and stats.personal_honor(s, heir) == 2


def test_zero_chosen() -> None:
    game = _game()
    s = game.state
    _resolve(game, [])
    assert stats.personal_honor(s, find(s, "Field Hand")) == 2


def test_the_validator() -> None:
    assert abilities.validate(_TRAIT) == []
    bad = {**_TRAIT, "effects": [_TRAIT["effects"][0], {**_TRAIT["effects"][1], "while": 1}]}
    assert abilities.validate(bad) != []
    assert abilities.validate({**_TRAIT, "effects": [
        {"op": "choose_card", "spec": {**_SPEC, "controller": "you"}}]}) != []
