"""An additional action granted by a Reaction (inside a trigger window) is taken once the
windows have closed [CE › ADDITIONAL (ACTION)]: "taken once the action or trait that granted it
has ended, and the opportunity to play Reactions to the end of the action or trait has
passed" (``extra_actions.keep`` / ``after_windows``). Invented cards: Alice's Limited action
creates a Personality; her Herald's Reaction to a Personality of hers entering play gains 1
Honor and grants her an additional action."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, extra_actions
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Phase, Step
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

HERALD = {"timing": "reaction", "trigger": {"event": "enters_play", "card": "yours"},
          "effects": [{"op": "gain_honor", "amount": 1, "player": "you"},
                      {"op": "additional_action", "kind": "any"}]}
CALL = {"timing": "limited", "effects": [{"op": "create", "card": {
    "type": "personality", "force": 2, "chi": 2, "personal_honor": 2}}]}
DEFS = [cd("Plum Herald", "personality", force=1, chi=1, personal_honor=1, gold_cost=2,
           honor_requirement=0, abilities=[HERALD]),
        cd("Plum Call", "strategy", gold_cost=0, focus=1, abilities=[CALL])]


def _in_window() -> tuple[Game, str]:
    """Alice's Call has resolved (the opportunity passed to Bob); the Reaction window is
    open and Alice uses her Herald's Reaction."""
    game = game_at(player(home=["Plum Herald"], hand=["Plum Call"]), player("Lion Keep"),
                   defs=DEFS)
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Plum Call"), ability=0))
    assert s.windows and s.priority == 1
    herald = find(s, "Plum Herald")
    game.perform(next(a for a in game.legal_actions()
                      if isinstance(a, UseAbility) and a.card == herald))
    return game, herald


def test_the_record_is_valid() -> None:
    assert abilities.validate(HERALD) == []


def test_the_grant_waits_for_the_window_then_alice_acts_again() -> None:
    """Honor 10 -> 11 at once; the grant is kept while the window is open; when every player
    has passed the window closes and Alice has the opportunity (her pass on it does not
    count): Bob passes, then Alice has her normal opportunity again."""
    game, _herald = _in_window()
    s = game.state
    assert s.players[0].family_honor == 11
    assert [d["when"] for d in s.delayed] == [extra_actions.AFTER_WINDOWS]
    while s.windows:
        game.perform(Pass(game.waiting_for))
    assert not s.delayed
    assert s.priority == 0 and s.passes == -1 and s.step is Step.ACTION_ROUND
    game.perform(Pass(0))  # the granted opportunity, used to pass
    assert s.priority == 1 and s.phase is Phase.ACTION
    game.perform(Pass(1))
    assert s.priority == 0 and s.phase is Phase.ACTION  # Alice's normal opportunity
    game.perform(Pass(0))
    assert s.phase is not Phase.ACTION


def test_a_save_inside_the_window_keeps_the_grant() -> None:
    game, _herald = _in_window()
    data = game.state.to_dict()
    again = Game.from_state(GameState.from_dict(data))
    s = again.state
    assert s.to_dict() == data
    while s.windows:
        again.perform(Pass(again.waiting_for))
    assert s.priority == 0 and s.passes == -1


def test_outside_an_action_round_the_kept_grant_is_dropped() -> None:
    game, _herald = _in_window()
    s = game.state
    s.step = Step.RESOLVE_TEXT  # (as if text were being resolved by hand)
    s.windows.clear()
    events = extra_actions.after_windows(s)
    assert not s.delayed and s.priority == 1
    assert "not taken" in events[0].text
