"""Smaller readings of the ccgtext lane (issue 17), on our own cards and lines: a stat compared
"equal to or lower than" another card's stat (and the pronoun after it names the card
described, not the one compared with [CE › PRONOUNS]); comparisons of base values
[CE › BASE]; a group of up to half a stat, rounded down; a target player with a Family Honor
floor."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, game_at, player

_MEMO = CardDef.from_dict(cd("Court Memo", "strategy", gold_cost=0, focus=1))


def test_equal_to_or_lower_than_and_the_pronoun_after_it() -> None:
    rec = translate_ability(
        "Open: Choose your performing Courtier and target a Follower with Chi equal to or "
        "lower than your Courtier's Force: Bow it.", _MEMO)
    assert rec["targets"][1]["compare"] == {"stat": "chi", "than": 0, "or_equal": True,
                                            "than_stat": "force"}
    assert rec["effects"] == [{"op": "bow", "target": 1}]  # the Follower, not the Courtier


def test_lower_base_personal_honor_is_read() -> None:
    rec = translate_ability("Limited: Choose your performing Samurai and target a Personality "
                            "with lower base Personal Honor: Bow him.", _MEMO)
    assert rec["targets"][1]["compare"] == {"stat": "base_personal_honor", "than": 0,
                                            "or_equal": False}


_HUSH = {"timing": "open",
         "targets": [{"type": "personality", "controller": "you", "performer": True,
                      "choose": True},
                     {"type": "personality", "controller": "opponent",
                      "compare": {"stat": "base_personal_honor", "than": 0}}],
         "effects": [{"op": "bow", "target": 1}]}
_HUSH_ALL = {"timing": "open",
             "targets": [{"type": "personality", "controller": "you", "performer": True,
                          "keyword": "Courtier", "bowed": False},
                         {"type": "personality", "controller": "opponent",
                          "group": {"max_from": {"card": 0, "stat": "chi", "half": True}}}],
             "cost": {"bow_targets": [0]},
             "effects": [{"op": "bow", "target": 1}]}
_SCOLD = {"timing": "limited",
          "target_player": {"who": "opponent", "family_honor_at_least": 30},
          "effects": [{"op": "lose_honor", "amount": 5, "player": "target_player"}]}
DEFS = [cd("Elder", "personality", force=1, chi=5, gold_cost=4, personal_honor=2,
           keywords=["Courtier"]),
        cd("Youth", "personality", force=1, chi=1, gold_cost=2, personal_honor=1),
        cd("Peer", "personality", force=1, chi=1, gold_cost=2, personal_honor=2),
        cd("Hush", "strategy", gold_cost=0, focus=1, abilities=[_HUSH]),
        cd("Hush All", "strategy", gold_cost=0, focus=1, abilities=[_HUSH_ALL]),
        cd("Scold", "strategy", gold_cost=0, focus=1, abilities=[_SCOLD])]


def _uses(game: Game, title: str) -> list[UseAbility]:
    me = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me]


def _game(hand: str, bob: list[Any], bob_honor: int = 10) -> Game:
    return game_at(player(hand=[hand], home=["Elder"]),
                   player("Lion Keep", home=bob, family_honor=bob_honor), phase="action",
                   defs=DEFS)


def test_base_personal_honor_ignores_tokens() -> None:
    """The Elder's printed 2: Youth (printed 1, +3 by a token: 4 now) fits, Peer (2) does
    not."""
    game = _game("Hush", [{"title": "Youth", "tokens": {"+3PH": 1}}, "Peer"])
    s = game.state
    assert {s.title(u.targets[1]) for u in _uses(game, "Hush")} == {"Youth"}


def test_up_to_half_a_stat_rounded_down() -> None:
    """The Elder's Chi 5: groups of one or two of Bob's three (3 + 3 = 6), none of three."""
    game = _game("Hush All", ["Youth", "Peer", {"title": "Youth"}])
    assert sorted(len(u.targets) - 1 for u in _uses(game, "Hush All")) == [1, 1, 1, 2, 2, 2]


def test_a_target_player_with_enough_family_honor() -> None:
    """Bob at 29 Family Honor: not offered; at 30: he loses 5 (30 -> 25)."""
    assert _uses(_game("Scold", [], 29), "Scold") == []
    game = _game("Scold", [], 30)
    uses = _uses(game, "Scold")
    assert [u.target_player for u in uses] == [1]
    game.perform(uses[0])
    assert game.state.players[1].family_honor == 25


def test_the_validator() -> None:
    assert not validate(_HUSH) and not validate(_HUSH_ALL) and not validate(_SCOLD)
    assert validate({**_SCOLD, "target_player": {"who": "opponent",
                                                 "family_honor_at_least": "30"}})
    half = {"max_from": {"card": 0, "stat": "chi", "half": False}}
    assert validate({**_HUSH_ALL, "targets": [_HUSH_ALL["targets"][0],
                                              {"type": "personality", "group": half}]})
