"""A target compared with the sum of another card's stats (the ``compare`` keys ``than_also``
and ``than_if_defending``, ``cardtext/compare_filter.py``) and Great Sacrifice's record
(oracle:2900, ``ccg_abilities_ccgtext.json``): "an enemy unit with total Force equal to or
lower than your performer's Force, plus Personal Honor, plus one if he is defending", the
performer destroyed as the cost. Our own cards and numbers (issue 17, ccgtext lane)."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, player, position

#: Great Sacrifice's record as written (oracle:2900 ability 1)
SACRIFICE = {"timing": "battle", "cost": {"gold": "card", "destroy_targets": [0]},
             "targets": [{"type": "personality", "controller": "you", "performer": True,
                          "bowed": False},
                         {"type": "personality", "controller": "opponent", "compare": {
                             "stat": "unit_force", "than": 0, "than_stat": "force",
                             "or_equal": True, "than_also": ["personal_honor"],
                             "than_if_defending": 1}}],
             "effects": [{"op": "destroy", "target": 1}]}
DEFS = [cd("Hero", "personality", force=3, chi=2, gold_cost=5, personal_honor=2),
        cd("Brute", "personality", force=4, chi=1, gold_cost=4, personal_honor=1),
        cd("Giant", "personality", force=5, chi=1, gold_cost=6, personal_honor=1),
        cd("Spear", "follower", force=1, gold_cost=1),
        cd("Last Stand", "strategy", gold_cost=0, focus=1, abilities=[SACRIFICE])]


def _battle(alice_attacks: bool) -> Game:
    """Alice's Hero (3F, 2PH) against Bob's Brute with a Spear (total 5) and Giant with a
    Spear (total 6)."""
    alice = player(name="Alice", hand=["Last Stand"])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    ours = [{"title": "Hero", "attachments": []}]
    theirs = [{"title": "Brute", "attachments": ["Spear"]},
              {"title": "Giant", "attachments": ["Spear"]}]
    pos["attack"] = {"attacker": 0 if alice_attacks else 1,
                     "defender": 1 if alice_attacks else 0, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": ours if alice_attacks else theirs,
                                       "defending": theirs if alice_attacks else ours}]}
    return Game.from_position(pos)


def _targets(game: Game) -> list[str]:
    return sorted(game.state.title(a.targets[1]) for a in game.legal_actions()
                  if isinstance(a, UseAbility) and game.state.title(a.card) == "Last Stand")


def test_the_record_is_valid_and_bad_sums_are_refused() -> None:
    assert validate(SACRIFICE) == []
    bad = {**SACRIFICE, "targets": [SACRIFICE["targets"][0], {
        "type": "personality", "compare": {"stat": "force", "than": 0, "than_also": "chi"}}]}
    assert any("than_also" in p for p in validate(bad))


def test_attacking_the_bound_is_force_plus_personal_honor() -> None:
    """Attacking: 3 + 2 = 5, the Brute's unit (4 + 1) fits, the Giant's (5 + 1) does not;
    taken, the Hero is destroyed as the cost and the Brute with his Spear destroyed."""
    game = _battle(True)
    assert _targets(game) == ["Brute"]
    s = game.state
    hero, brute = find(s, "Hero", 0), find(s, "Brute", 1)
    game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                      and a.targets == (hero, brute)))
    s = game.state
    assert not s.cards[hero].in_play and not s.cards[brute].in_play


def test_defending_adds_one() -> None:
    """Defending: 3 + 2 + 1 = 6, both units fit."""
    assert _targets(_battle(False)) == ["Brute", "Giant"]


#: Visage of the Orochi's record as written (oracle:9168 ability 1)
VISAGE = {"timing": "battle", "cost": {"gold": "card"},
          "targets": [{"type": "personality", "controller": "you", "performer": True,
                       "choose": True, "opposed": True, "bowed": False, "keyword": "Thunder"},
                      {"type": ["personality", "attachment"], "controller": "opponent",
                       "no_attachments": True, "compare": {"stat": "force", "than": 0,
                                                           "than_floor": 6},
                       "optional": True}],
          "effects": [{"op": "set_stat", "target": 0, "stat": "force", "amount": 6,
                       "if": {"card": 0, "max_force": 5}},
                      {"op": "bow", "target": 1}]}
THUNDER_DEFS = [
    cd("Storm Caller", "personality", force=3, chi=2, gold_cost=5, personal_honor=2,
       keywords=["Thunder"]),
    cd("Storm Lord", "personality", force=7, chi=2, gold_cost=8, personal_honor=2,
       keywords=["Thunder"]),
    cd("Pikeman", "personality", force=5, chi=1, gold_cost=4, personal_honor=1),
    cd("Champion", "personality", force=6, chi=1, gold_cost=6, personal_honor=1),
    cd("Squire", "personality", force=1, chi=1, gold_cost=2, personal_honor=1),
    cd("Shield", "item", force=0, chi=0, gold_cost=1),
    cd("Face of Storms", "strategy", gold_cost=0, focus=1, abilities=[VISAGE])]


def _thunder(mine: str, defenders: bool = True) -> Game:
    """Alice's ``mine`` attacks Bob's Pikeman (5F), Champion (6F) and Squire with a Shield
    (4 cards in play for Bob; ``defenders`` False: Bob has none, Alice is unopposed)."""
    alice = player(name="Alice", hand=["Face of Storms"])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0,
                   defs=THUNDER_DEFS)
    theirs = [{"title": "Pikeman", "attachments": []}, {"title": "Champion", "attachments": []},
              {"title": "Squire", "attachments": ["Shield"]}] if defenders else []
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": mine, "attachments": []}],
                                       "defending": theirs}]}
    return Game.from_position(pos)


def _visage_uses(game: Game) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility)
            and game.state.title(a.card) == "Face of Storms"]


def test_visage_compares_with_the_raised_force() -> None:
    """The Storm Caller (3F) will have 6F: the Pikeman (5F) and the Shield (0F, no
    attachments) may be targeted, not the Champion (6F, not lower) nor the Squire (he has the
    Shield); or no target. Taken on the Pikeman: the Caller has 6F, the Pikeman is bowed."""
    game = _thunder("Storm Caller")
    s = game.state
    uses = _visage_uses(game)
    assert sorted(s.title(u.targets[1]) if len(u.targets) > 1 else "-" for u in uses) == \
        ["-", "Pikeman", "Shield"]
    pike = find(s, "Pikeman", 1)
    game.perform(next(u for u in uses if u.targets[1:] == (pike,)))
    s = game.state
    assert stats.force(s, find(s, "Storm Caller", 0)) == 6
    assert s.cards[pike].bowed


def test_visage_does_not_lower_a_higher_force() -> None:
    """The Storm Lord (7F) keeps 7F ("raise"), and the Champion (6F) is lower: a target."""
    game = _thunder("Storm Lord")
    uses = _visage_uses(game)
    assert "Champion" in {game.state.title(u.targets[1]) for u in uses if len(u.targets) > 1}
    game.perform(next(u for u in uses if len(u.targets) == 1))
    s = game.state
    assert stats.force(s, find(s, "Storm Lord", 0)) == 7


def test_visage_needs_an_opposed_performer() -> None:
    assert validate(VISAGE) == []
    assert _visage_uses(_thunder("Storm Caller", defenders=False)) == []
