""""Opposed": a card in a unit at a battlefield with one or more units on the other side
[CE › OPPOSED] (the ``opposed`` target filter, ``cardtext/targets.py``), read from "your
target opposed Personality" (``templates/opposed.py``)."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, player, position

BANZAI = {"timing": "battle", "targets": [{"type": "personality", "controller": "you",
                                           "opposed": True}],
          "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": 2,
                       "duration": "turn"}]}
DEFS = [cd("Banzai", "strategy", gold_cost=0, focus=1, abilities=[BANZAI]),
        cd("Brave", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
           honor_requirement=0),
        cd("Lonely", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
           honor_requirement=0),
        cd("Guard", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
           honor_requirement=0)]


def _battle(current: int) -> Game:
    """Alice's Brave attacks province 0 (Bob's Guard defends), her Lonely attacks province 1
    (nobody defends); ``current`` is the battlefield being fought."""
    alice = player(name="Alice", hand=["Banzai"])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, defs=DEFS, phase="attack", step="combat", active=0, priority=0)
    unit = {"attachments": []}
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": current,
                     "battlefields": [
                         {"province": 0, "attacking": [{"title": "Brave", **unit}],
                          "defending": [{"title": "Guard", **unit}], "ended": False},
                         {"province": 1, "attacking": [{"title": "Lonely", **unit}],
                          "defending": [], "ended": False}]}
    return Game.from_position(pos)


def test_only_an_opposed_personality_is_a_target() -> None:
    """At battlefield 0 Brave is opposed and gets +2F (2 -> 4); Lonely (alone at battlefield
    1) is never a target."""
    game = _battle(0)
    s = game.state
    banzai = find(s, "Banzai", 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == banzai]
    assert [tuple(s.title(t) for t in a.targets) for a in uses] == [("Brave",)]
    game.perform(uses[0])
    assert stats.force(s, find(s, "Brave", 0)) == 4


def test_the_translator_reads_opposed() -> None:
    card = CardDef(id="x:1", title="Banzai", type=CardType.STRATEGY, gold_cost=0, focus=1,
                   text="Battle: Give your target opposed Personality +2F.")
    recs, auto = translate(card)
    assert auto == [True]
    assert recs[0]["targets"] == BANZAI["targets"]
    card = CardDef(id="x:2", title="Banzai", type=CardType.STRATEGY, gold_cost=0, focus=1,
                   text="Battle: Choose your performing opposed Samurai: Gain 1 Honor.")
    recs, auto = translate(card)
    assert auto == [True] and recs[0]["targets"][0]["opposed"] is True
    assert recs[0]["targets"][0]["performer"] is True


def test_an_unopposed_personality_at_the_current_battlefield_is_no_target() -> None:
    """At battlefield 1 nobody defends: Lonely is there but not opposed, so Banzai has no
    target."""
    game = _battle(1)
    s = game.state
    banzai = find(s, "Banzai", 0)
    assert not [a for a in game.legal_actions()
                if isinstance(a, UseAbility) and a.card == banzai]
