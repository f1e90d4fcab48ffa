"""An ongoing bonus lasting while a Personality is not involved in a duel (``while``
``not_in_duel``, ``cardtext/ongoing.py``) [CE › CHALLENGES AND DUELS], and a "when an action
would target" Reaction that redirects the action to a card it chooses among the player's
other cards at the targeted card's location (``trigger_card`` ``near_other``,
``cardtext/targets.py``; ``redirect_target`` to the Reaction's target,
``cardtext/negation.py``) [CE › SUBSTITUTION], [CE › LOCATIONS]. Our own records; exact
numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.battle_state import DuelState
from tests.engine.scenario import cd, find, game_at, player

CALM = {"timing": "continuous", "ongoing": "stat", "stat": "chi", "amount": 1,
        "applies_to": "yours", "filter": {"type": "personality"}, "while": "not_in_duel"}
SHIFT = {"timing": "reaction",
         "trigger": {"event": "would_target", "card": "yours", "by": "other"},
         "cost": {"discard_self": True},
         "targets": [{"type": "card", "controller": "you", "choose": True,
                      "trigger_card": "near_other"}],
         "effects": [{"op": "redirect_target", "to": 0}]}
STRIKE = {"timing": "limited", "targets": [{"type": "personality", "controller": "opponent"}],
          "effects": [{"op": "bow", "target": 0},
                      {"op": "modify_stat", "target": 0, "stat": "force", "amount": -2,
                       "duration": "turn"}]}

DEFS = [cd("Still Water", "celestial", abilities=[CALM, SHIFT]),
        cd("Calm One", "personality", force=3, chi=2, gold_cost=3, personal_honor=2),
        cd("Calm Two", "personality", force=3, chi=2, gold_cost=3, personal_honor=2),
        cd("Bob Duelist", "personality", force=3, chi=2, gold_cost=3, personal_honor=2),
        cd("Bob Tower", "holding", gold_cost=2, abilities=[STRIKE])]


def test_plus_one_chi_except_in_a_duel() -> None:
    """Alice's Calm One: Chi 2 -> 3 with the Celestial; 3 while only challenged; 2 once the
    duel has begun; Bob's Personality stays at 2."""
    game = game_at(player(home=["Still Water", "Calm One"]),
                   player("Lion Keep", home=["Bob Duelist"]), defs=DEFS)
    s = game.state
    one, bob = find(s, "Calm One", 0), find(s, "Bob Duelist", 1)
    assert [stats.chi(s, one), stats.chi(s, bob)] == [3, 2]
    s.duel = DuelState(bob, one, stage="challenge")
    assert stats.chi(s, one) == 3
    s.duel.stage = "focus"
    assert [stats.chi(s, one), stats.chi(s, bob)] == [2, 2]
    s.duel = None
    assert stats.chi(s, one) == 3


def _game() -> Game:
    return game_at(player(home=["Still Water", "Calm One", "Calm Two"]),
                   player("Lion Keep", home=["Bob Tower"]), defs=DEFS, active=1)


def test_the_action_targets_the_chosen_card_instead() -> None:
    """Bob's Tower targets Calm One; Alice may choose Calm Two or the Celestial itself (her
    other cards at home), never Calm One; she chooses Calm Two: Calm Two is bowed at Force 1,
    Calm One unbowed at 3, the Celestial discarded."""
    game = _game()
    s = game.state
    one, two, kami = (find(s, t, 0) for t in ("Calm One", "Calm Two", "Still Water"))
    game.perform(UseAbility(1, card=find(s, "Bob Tower", 1), ability=0, targets=(one,)))
    for _ in range(3):
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == kami]
        if uses:
            break
        game.perform(Pass(game.waiting_for))
    assert sorted(u.targets for u in uses) == sorted([(two,), (kami,)])
    game.perform(next(u for u in uses if u.targets == (two,)))
    while s.windows:
        game.perform(Pass(game.waiting_for))
    assert s.cards[two].bowed and stats.force(s, two) == 1
    assert not s.cards[one].bowed and stats.force(s, one) == 3
    assert not s.cards[kami].in_play


def test_the_validator_knows_near_other_and_not_in_duel() -> None:
    assert not abilities.validate(SHIFT) and not abilities.validate(CALM)
    bad = {**SHIFT, "targets": [{**SHIFT["targets"][0], "trigger_card": "far"}]}
    assert abilities.validate(bad)
