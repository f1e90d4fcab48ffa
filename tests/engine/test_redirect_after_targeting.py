"""An action redirected after its targeting: a guard's Reaction, once another player's
action has targeted a Personality of his controller's at his location, making the action
target the guard in that one's place when he is a legal target (trigger ``targeted``,
``redirect_target`` to itself,
``cardtext/negation.py``); the held action goes on with its new target when the window closes
(``targeted.redirected``) [CE › TIMING AND TRIGGERS: a Reaction "after an action targets"
answers its step B], [CE › SUBSTITUTION]. Cards made up; the guard's ability is given by an
invented Strategy, as Spirit of the Yojimbo gives it."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player

GUARD = {"timing": "reaction",
         "trigger": {"event": "targeted", "card": "yours", "type": "personality",
                     "here": True, "by": "other"},
         "effects": [{"op": "redirect_target", "to": "self"}]}
DEFS = [
    cd("Oath Guard", "personality", clans=["Crane"], keywords=["Yojimbo"], force=2, chi=2,
       personal_honor=2, gold_cost=5, honor_requirement=0),
    cd("Sworn Oath", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "limited",
        "targets": [{"type": "personality", "controller": "you", "performer": True,
                     "bowed": False, "choose": True}],
        "effects": [{"op": "give_ability", "target": 0, "ability": GUARD,
                     "if": {"card": 0, "keyword": "Yojimbo"}},
                    {"op": "give_keyword", "target": 0, "keyword": "Yojimbo",
                     "if": {"not": {"card": 0, "keyword": "Yojimbo"}}}]}]),
    cd("Strike", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "bow", "target": 0},
                    {"op": "modify_stat", "target": 0, "stat": "force", "amount": -1,
                     "duration": "turn"},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Slight", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "open", "targets": [{"type": "personality", "controller": "opponent",
                                       "keyword": "Courtier"}],
        "effects": [{"op": "bow", "target": 0}]}]),
]


def _game(strategy: str, guard_home: bool = True) -> Game:
    """Alice gives her Oath Guard the ability (her Limited action), then Bob plays
    ``strategy`` on her Crane Courtier at home."""
    home = ["Crane Courtier", "Oath Guard"] if guard_home else ["Crane Courtier"]
    game = game_at(player(home=home, hand=["Sworn Oath"]),
                   player("Lion Keep", hand=[strategy]), defs=DEFS)
    s = game.state
    guard = find(s, "Oath Guard")
    game.perform(UseAbility(0, find(s, "Sworn Oath"), 0, (guard,)))
    while s.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert s.cards[guard].definition.abilities[-1] == GUARD
    if s.priority == 0:
        game.perform(Pass(0))  # Bob's opportunity
    game.perform(UseAbility(1, s.players[1].hand[0], 0, (find(s, "Crane Courtier"),)))
    return game


def _answer(game: Game, take: bool) -> None:
    s = game.state
    guard = find(s, "Oath Guard")
    while s.windows:
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility)
                and a.card == guard]
        game.perform(uses[0] if take and uses else
                     next(a for a in game.legal_actions() if isinstance(a, Pass)))
        take = False


def test_the_guard_takes_the_action_after_it_targeted_the_courtier() -> None:
    """Bob's Strike targets the Courtier; the Guard's Reaction: the Guard is bowed and at
    2 - 1 = 1F, the Courtier unbowed at 1F, Bob 10 -> 11 Honor."""
    game = _game("Strike")
    s = game.state
    guard, courtier = find(s, "Oath Guard"), find(s, "Crane Courtier")
    assert any(isinstance(a, UseAbility) and a.card == guard for a in game.legal_actions())
    honor = s.players[1].family_honor
    _answer(game, take=True)
    assert s.cards[guard].bowed and not s.cards[courtier].bowed
    assert stats.force(s, guard) == 1 and stats.force(s, courtier) == 1
    assert s.players[1].family_honor == honor + 1


def test_passing_leaves_the_courtier_targeted() -> None:
    game = _game("Strike")
    s = game.state
    _answer(game, take=False)
    assert s.cards[find(s, "Crane Courtier")].bowed
    assert not s.cards[find(s, "Oath Guard")].bowed


def test_an_illegal_new_target_changes_nothing() -> None:
    """Slight targets Courtiers only: the Guard is no legal target, the Courtier is bowed."""
    game = _game("Slight")
    s = game.state
    _answer(game, take=True)
    assert s.cards[find(s, "Crane Courtier")].bowed
    assert not s.cards[find(s, "Oath Guard")].bowed

