"""A Focus Effect that asks its player a choice stops the duel until it is answered
[CE › CHALLENGES AND DUELS › E: Focus Effects resolve], [CE › CHOICES]: step E waits
(``DuelState.stage`` ``focus_choice``), so the answer counts in the duel's totals (step G);
the duel then resolves. Invented cards: Alice's Personality (Chi 1) challenges Bob's (Chi 1);
the loser is dishonored."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility
from l5r_desktop.games.ccg.attack.events import DuelResolved
from l5r_desktop.games.ccg.cardtext.ability_format import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.battle_state import DuelState
from l5r_desktop.games.ccg.model.state import GameState
from tests.carddb.harness.focus import DUEL
from tests.ccgtext.test_focus_effects import ALICE_P, BOB_P, _fight, _focus_card, _game
from tests.engine.scenario import find, game_at, player

#: "As a Focus Effect, you may give your Personality +10 Chi (this turn)."
_RISE = {"timing": "focus", "duel_cards": ["yours"],
         "effects": [{"op": "modify_stat", "target": 0, "stat": "chi", "amount": 10,
                      "duration": "turn", "optional": 1}]}


def _at_choice() -> tuple[Game, str, str]:
    game, a, b = _game(_focus_card("Sudden Resolve", _RISE), alice_chi=1)
    _fight(game, "Sudden Resolve")
    return game, a, b


def test_the_record_is_valid() -> None:
    assert validate(_RISE) == []


def test_the_duel_waits_for_the_focus_effects_choice() -> None:
    """After the strike the duel has not resolved: nobody is dishonored, the duel is at
    step E, and Alice (who focused the card) is asked, not Bob."""
    game, a, b = _at_choice()
    s = game.state
    assert s.duel is not None and s.duel.stage == "focus_choice"
    assert not s.cards[a].dishonored and not s.cards[b].dishonored
    acts = game.legal_actions()
    assert acts and all(isinstance(x, ChooseOption) and x.player == 0 for x in acts)


def _totals(game: Game, apply: bool) -> tuple[int, int]:
    events = game.perform(ChooseOption(0, apply=apply))
    done = [e for e in events if isinstance(e, DuelResolved)]
    assert len(done) == 1 and game.state.duel is None
    return done[0].challenger_total, done[0].challenged_total


def test_the_answer_counts_in_the_totals() -> None:
    """Applied: Alice's Chi 1 + 10 + Focus 1 = 12 against Bob's Chi 1 + the Focus Value of
    the card he focused: Bob's Personality dishonored. Declined: 1 + 1 = 2 against the same.
    Either way the duel ends and its focused cards are discarded."""
    game, a, b = _at_choice()
    s = game.state
    bob = 1 + sum(s.cards[c].definition.focus or 0 for c in s.players[1].focusing)
    assert _totals(game, True) == (12, bob)
    assert s.cards[b].dishonored and not s.cards[a].dishonored
    assert not s.players[0].focusing and not s.players[1].focusing
    game, a, b = _at_choice()
    assert _totals(game, False) == (2, bob)
    assert game.state.cards[a].dishonored


def test_a_save_at_the_choice_reloads_and_goes_on() -> None:
    game, _a, b = _at_choice()
    data = game.state.to_dict()
    again = Game.from_state(GameState.from_dict(data))
    assert again.state.to_dict() == data and again.state.duel is not None
    again.perform(ChooseOption(0, apply=True))
    assert again.state.duel is None and again.state.cards[b].dishonored


def test_the_focused_cards_still_to_resolve_are_saved() -> None:
    duel = DuelState("p1:x", "p2:y", stage="focus_choice", focus_left=["p1:f2"])
    assert DuelState.from_dict(duel.to_dict()).focus_left == ["p1:f2"]
    assert "focus_left" not in DuelState("p1:x", "p2:y").to_dict()  # saves unchanged




def test_the_focus_effects_after_the_choice_resolve_after_it() -> None:
    """Focus order: Alice's card (the challenger's) first, then Bob's "As a Focus Effect, gain
    2 Honor" card: Bob's Honor stays 10 while Alice's choice waits (his card is kept in
    ``focus_left``), and is 12 once she has answered and the duel has resolved."""
    edge = _focus_card("Bob Edge", {"timing": "focus", "effects": [
        {"op": "gain_honor", "amount": 2, "player": "you"}]})
    rise = _focus_card("Sudden Resolve", _RISE)
    alice = player(name="Alice", home=[{"title": "Alice Duelist", "attachments": []}],
                   hand=[DUEL["title"], "Sudden Resolve"])
    bob = player("Lion Keep", name="Bob", home=[{"title": "Bob Duelist", "attachments": []}],
                 fate_deck=["Bob Edge"] * 5)
    game = game_at(alice, bob, defs=[{**ALICE_P, "chi": 1}, BOB_P, DUEL, edge, rise])
    s = game.state
    a, b = find(s, "Alice Duelist", 0), find(s, "Bob Duelist", 1)
    game.perform(next(x for x in game.legal_actions() if isinstance(x, UseAbility)
                      and x.targets == (a, b)))
    _fight(game, "Sudden Resolve")
    assert s.duel is not None and s.duel.stage == "focus_choice"
    assert s.duel.focus_left == s.players[1].focusing and s.players[1].family_honor == 10
    assert _totals(game, True) == (12, 2)  # Bob: Chi 1 + Focus 1
    assert s.players[1].family_honor == 12 and s.cards[b].dishonored
