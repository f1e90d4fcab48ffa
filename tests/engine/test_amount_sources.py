"""Amounts read from the table when the effect resolves (issue 17, ccgtext2;
``cardtext/amounts.py``), on invented cards with exact numbers:

- ``highest``: "a Force bonus equal to the highest Chi among all Courtiers and Shugenja you
  control (at any location)" — the cards looked at, not targeted [CE › BONUSES AND
  PENALTIES];
- ``keywords_of``: "+1F for each of his keywords except 'Soul of' keywords" — printed or
  granted by a trait in play [CE › KEYWORDS];
- ``times``: "a Force bonus equal to twice its current Force".
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player

_COURT = {"type": "personality", "controller": "you", "any_location": True,
          "any_of": [{"keyword": "Courtier"}, {"keyword": "Shugenja"}]}
DEVOTION = {"timing": "battle_open", "targets": [
    {"type": "personality", "controller": "you", "keyword": "Yojimbo"}],
    "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "duration": "turn",
                 "amount_from": {"highest": _COURT, "stat": "chi"}}]}
INTENT = {"timing": "battle_open", "targets": [
    {"type": "personality", "controller": "you", "performer": True, "keyword": "Paragon",
     "choose": True}],
    "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "duration": "turn",
                 "amount_from": {"keywords_of": 0, "except_prefix": "Soul of"}},
                {"op": "lose_honor", "amount": 4, "player": "you"}]}
_P = {"force": 2, "chi": 2, "personal_honor": 2, "gold_cost": 3, "honor_requirement": 0}
DEFS = [cd("Devotion", "strategy", gold_cost=0, focus=1, abilities=[DEVOTION]),
        cd("Intent", "strategy", gold_cost=0, focus=1, abilities=[INTENT]),
        cd("Plum Guard", "personality", keywords=["Yojimbo", "Samurai"], **_P),
        cd("Plum Paragon", "personality",
           keywords=["Paragon", "Monk", "Crane Clan", "Soul of Plum Elder"], **_P),
        cd("Banner", "item", force=0, chi=0, gold_cost=1, focus=1, abilities=[
            {"timing": "continuous", "ongoing": "keyword", "keyword": "Elite",
             "applies_to": "host"}])]


def _play(game: Game, title: str, target: str) -> None:
    s = game.state
    card = next(c for c in s.players[0].hand if s.title(c) == title)
    game.perform(UseAbility(0, card, 0, (target,)))


def test_the_highest_chi_among_your_courtiers_and_shugenja() -> None:
    """Alice's Crane Courtier (Chi 3) and Crane Shugenja (Chi 3, given +2C: 5) and Bob's
    Crane Shugenja (not hers): the Guard gets +5F (2 -> 7)."""
    game = game_at(player(name="Alice", hand=["Devotion"],
                          home=["Plum Guard", "Crane Courtier", "Crane Shugenja",
                                "Crane Kensai"]),
                   player("Lion Keep", name="Bob", home=["Crane Shugenja"]), defs=DEFS)
    s = game.state
    guard, shugenja = find(s, "Plum Guard", 0), find(s, "Crane Shugenja", 0)
    abilities.run_list(s, 0, shugenja, [{"op": "modify_stat", "target": "self",
                                         "stat": "chi", "amount": 2, "duration": "turn"}], ())
    assert stats.chi(s, shugenja) == 5
    _play(game, "Devotion", guard)
    assert stats.force(game.state, guard) == 7


def test_no_courtier_or_shugenja_no_bonus() -> None:
    game = game_at(player(name="Alice", hand=["Devotion"], home=["Plum Guard", "Crane Kensai"]),
                   player("Lion Keep", name="Bob"), defs=DEFS)
    guard = find(game.state, "Plum Guard", 0)
    _play(game, "Devotion", guard)
    assert stats.force(game.state, guard) == 2


def test_a_bonus_for_each_keyword_but_soul_of() -> None:
    """Paragon, Monk, Crane Clan count (no Samurai: no Seppuku Reaction to the loss); "Soul
    of Plum Elder" does not: 2 + 3 = 5F, Alice 10 -> 6 Honor."""
    game = game_at(player(name="Alice", hand=["Intent"], home=["Plum Paragon"]),
                   player("Lion Keep", name="Bob"), defs=DEFS)
    par = find(game.state, "Plum Paragon", 0)
    _play(game, "Intent", par)
    s = game.state
    assert stats.force(s, par) == 5 and s.players[0].family_honor == 6


def test_a_keyword_granted_by_a_trait_counts_too() -> None:
    """The Banner he carries gives him Elite: 4 keywords, 2 + 4 = 6F."""
    game = game_at(player(name="Alice", hand=["Intent"], home=[
        {"title": "Plum Paragon", "attachments": [{"title": "Banner"}]}]),
                   player("Lion Keep", name="Bob"), defs=DEFS)
    par = find(game.state, "Plum Paragon", 0)
    _play(game, "Intent", par)
    assert stats.force(game.state, par) == 6


def test_the_validator() -> None:
    def ok(src: Any) -> bool:
        return not abilities.validate({**INTENT, "effects": [
            {"op": "modify_stat", "target": 0, "stat": "force", "amount_from": src}]})

    assert ok({"keywords_of": 0}) and ok({"keywords_of": "self", "except_prefix": "Soul of"})
    assert not ok({"keywords_of": 1}) and not ok({"keywords_of": 0, "except_prefix": 3})
    assert ok({"highest": _COURT, "stat": "chi"})
    assert not ok({"highest": _COURT, "stat": "gold"})
    assert not ok({"highest": {**_COURT, "performer": True}, "stat": "chi"})
    assert not ok({"highest": _COURT, "stat": "chi", "times": 2})
