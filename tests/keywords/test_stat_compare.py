"""Targets compared by a stat ("a target enemy Personality with lower Force"): with no second
card named, the performing card's own stat is meant [CE › MISCELLANEOUS USAGE] — the
performer, the card itself or its bearer; checked when targets are chosen
(``cardtext/targets.py`` ``compare``)."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from tests.engine.scenario import cd, find, game_at, player


def _cmp(stat: str, than: Any, or_equal: bool = False) -> dict[str, Any]:
    return {"stat": stat, "than": than, "or_equal": or_equal}


BRUTE = {"timing": "limited", "targets": [{"type": "personality", "controller": "opponent",
                                           "compare": _cmp("force", "self")}],
         "effects": [{"op": "bow", "target": 0}]}
CHOKE = {"timing": "limited", "cost": {"gold": "card"},
         "targets": [{"type": "personality", "controller": "you", "performer": True},
                     {"type": "personality", "controller": "opponent",
                      "compare": _cmp("chi", 0, or_equal=True)}],
         "effects": [{"op": "bow", "target": 1}]}
KATANA = {"timing": "limited", "targets": [{"type": "personality", "controller": "opponent",
                                            "compare": _cmp("force", "host")}],
          "effects": [{"op": "bow", "target": 0}]}


def _p(title: str, force: int, chi: int) -> dict[str, Any]:
    return cd(title, "personality", force=force, chi=chi, personal_honor=1, gold_cost=3,
              honor_requirement=0)


DEFS = [
    cd("Stone Brute", "personality", force=3, chi=2, personal_honor=1, gold_cost=5,
       honor_requirement=0, abilities=[BRUTE]),
    cd("Choke", "strategy", gold_cost=0, focus=1, abilities=[CHOKE]),
    cd("Katana", "item", force=1, chi=0, gold_cost=2, focus=1, abilities=[KATANA]),
    _p("Weak", 2, 2), _p("Even", 3, 3), _p("Strong", 4, 4), _p("Sage", 1, 3),
    _p("Dolt", 2, 1),
]
ENEMIES = [{"title": t, "attachments": []} for t in ("Weak", "Even", "Strong")]


def _offered(game, card: str) -> list[tuple[str, ...]]:
    me = find(game.state, card, 0)
    return [tuple(game.state.title(c) for c in a.targets) for a in game.legal_actions()
            if isinstance(a, UseAbility) and a.card == me]


def test_lower_than_the_card_itself() -> None:
    """Stone Brute (Force 3): only the Force 2 enemy is a target (not 3, not 4)."""
    game = game_at(player(name="Alice", home=[{"title": "Stone Brute", "attachments": []}]),
                   player("Dragon Keep", name="Bob", home=ENEMIES), defs=DEFS)
    assert _offered(game, "Stone Brute") == [("Weak",)]


def test_equal_or_lower_than_the_performer() -> None:
    """Choke: performer Sage (Chi 3) may target the Chi 2 and Chi 3 enemies; Dolt (Chi 1)
    none."""
    game = game_at(player(name="Alice", hand=["Choke"],
                          home=[{"title": t, "attachments": []} for t in ("Sage", "Dolt")]),
                   player("Dragon Keep", name="Bob", home=ENEMIES), defs=DEFS)
    assert sorted(_offered(game, "Choke")) == [("Sage", "Even"), ("Sage", "Weak")]


def test_lower_than_the_bearer_counts_his_items() -> None:
    """Katana (+1F Item) on a Force 2 Personality: his Force is 3; the Force 2 enemy only.
    After the bow it is bowed."""
    game = game_at(player(name="Alice", home=[{"title": "Dolt", "attachments": ["Katana"]}]),
                   player("Dragon Keep", name="Bob", home=ENEMIES), defs=DEFS)
    assert _offered(game, "Katana") == [("Weak",)]
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Katana", 0), ability=0,
                            targets=(find(s, "Weak", 1),)))
    assert s.cards[find(s, "Weak", 1)].bowed


@pytest.mark.parametrize("cmp", [
    _cmp("focus", "self"), _cmp("force", 1), _cmp("force", "them"),
    {"stat": "force", "than": "self", "strict": True},
])
def test_bad_comparisons_are_refused(cmp: dict[str, Any]) -> None:
    rec = {"timing": "limited", "targets": [{"type": "personality", "compare": cmp}],
           "effects": [{"op": "bow", "target": 0}]}
    assert abilities.validate(rec)


def test_a_followers_own_force_is_compared() -> None:
    """A Follower performs its own abilities [CE › PERFORM]: "an enemy card with equal or
    lower Force" on a Follower compares with the Follower's Force, not its Personality's;
    the Follower has no Chi or Personal Honor to compare (left manual)."""
    from l5r_desktop.carddb.ccgtext.translate import translate_ability
    from l5r_desktop.games.ccg.model.cards import CardDef

    mule = CardDef.from_dict(cd("War Mule", "follower", force=2, gold_cost=1, focus=1))
    rec = translate_ability("Battle: Bow a target enemy Personality with equal or lower "
                            "Force.", mule)
    assert rec is not None and rec["targets"][0]["compare"] == _cmp("force", "self", True)
    assert translate_ability("Battle: Bow a target enemy Personality with lower Chi.",
                             mule) is None
