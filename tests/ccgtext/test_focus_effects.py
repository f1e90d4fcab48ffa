"""Focus Effects [CE › CHALLENGES AND DUELS › E: Focus Effects resolve], [CE › TRAITS]: the
engine resolves a focused card's ``focus`` record at step E (mandatory, for the player who
focused it), its delayed part after the duel ends [CE › DELAYED EFFECTS], only if its
condition on the duel's outcome holds; a Focus Effect without a record is still left to the
players. The translator reads "As a Focus Effect, ..." lines. Scenario tests with exact numbers
on invented cards (Alice's Personality challenges Bob's; the loser is dishonored)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.battle_actions import AcceptChallenge, Focus, Strike
from l5r_desktop.games.ccg.cardtext.ability_format import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.state import GameState
from tests.carddb.harness.focus import DUEL
from tests.engine.scenario import cd, find, game_at, player

ALICE_P = cd("Alice Duelist", "personality", force=2, chi=9, personal_honor=2, gold_cost=3,
             honor_requirement=0)
BOB_P = cd("Bob Duelist", "personality", force=2, chi=1, personal_honor=2, gold_cost=3,
           honor_requirement=0)


def _focus_card(title: str, record: dict[str, Any], text: str = "As a Focus Effect, ...") \
        -> dict[str, Any]:
    return cd(title, "strategy", gold_cost=0, focus=1, text=text, abilities=[record])


def _game(card: dict[str, Any], *, alice_chi: int = 9) -> tuple[Game, str, str]:
    alice_p = {**ALICE_P, "chi": alice_chi}
    alice = player(name="Alice", home=[{"title": "Alice Duelist", "attachments": []}],
                   hand=[DUEL["title"], card["title"]])
    bob = player("Lion Keep", name="Bob", home=[{"title": "Bob Duelist", "attachments": []}])
    game = game_at(alice, bob, defs=[alice_p, BOB_P, DUEL, card])
    s = game.state
    a, b = find(s, "Alice Duelist", 0), find(s, "Bob Duelist", 1)
    game.perform(next(x for x in game.legal_actions() if isinstance(x, UseAbility)
                      and x.targets == (a, b)))
    return game, a, b


def _fight(game: Game, title: str) -> None:
    """Bob accepts and focuses from his pool, Alice focuses ``title`` from her hand, Bob
    strikes."""
    s: GameState = game.state
    assert s.duel is not None
    accept = [x for x in game.legal_actions() if isinstance(x, AcceptChallenge)]
    if accept:  # a refusable challenge
        game.perform(accept[0])
    game.perform(next(x for x in game.legal_actions() if isinstance(x, Focus) and x.card
                      and s.cards[x.card].zone.value == "focus_pool"))
    mine = find(s, title, 0)
    game.perform(next(x for x in game.legal_actions() if isinstance(x, Focus)
                      and x.card == mine))
    game.perform(next(x for x in game.legal_actions() if isinstance(x, Strike)))


def test_an_immediate_focus_effect_bows_the_other_personality() -> None:
    """"As a Focus Effect, bow the other Personality": Bob's Personality bowed at step E; the
    duel then resolves (Alice wins, Bob's Personality dishonored); no hand resolution."""
    rec = {"timing": "focus", "duel_cards": ["other"], "effects": [{"op": "bow", "target": 0}]}
    game, a, b = _game(_focus_card("Low Sweep", rec))
    _fight(game, "Low Sweep")
    s = game.state
    assert s.duel is None and not s.pending
    assert s.cards[b].bowed and not s.cards[a].bowed
    assert s.cards[b].dishonored


def test_a_delayed_focus_effect_on_the_winner_after_the_duel() -> None:
    """"After this duel ends, bow its winner, and gain 2 Honor": Alice (Chi 9) wins: her
    Personality bowed, Honor 10 -> 12."""
    rec = {"timing": "focus", "duel_cards": ["winner"], "after_duel": True,
           "effects": [{"op": "bow", "target": 0},
                       {"op": "gain_honor", "amount": 2, "player": "you"}]}
    game, a, b = _game(_focus_card("Heavy Blow", rec))
    _fight(game, "Heavy Blow")
    s = game.state
    assert s.duel is None and not s.pending
    assert s.cards[a].bowed and not s.cards[b].bowed
    assert s.players[0].family_honor == 12 and s.players[1].family_honor == 10


def test_a_focus_effect_if_your_personality_won_does_not_happen_when_he_lost() -> None:
    """"After this duel ends, if your Personality won it, gain 2 Honor": Alice's Personality
    (Chi 1 against 1 + Bob's focus) loses: Honor stays 10; with Chi 9 it is 12."""
    rec = {"timing": "focus", "after_duel": True, "if_duel": "won",
           "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
    game, a, _b = _game(_focus_card("Proud Stance", rec), alice_chi=1)
    _fight(game, "Proud Stance")
    s = game.state
    assert s.cards[a].dishonored  # she lost
    assert s.players[0].family_honor == 10
    game, _a, _b = _game(_focus_card("Proud Stance", rec))
    _fight(game, "Proud Stance")
    assert game.state.players[0].family_honor == 12


_LOSER_DRAWS = {"timing": "focus", "duel_cards": ["loser"], "after_duel": True,
                "effects": [{"op": "draw", "amount": 1, "player": "target_controller",
                             "target": 0}]}


def test_the_losers_controller_draws_after_the_duel() -> None:
    """"After this duel ends, the loser's controller draws a card": Alice (Chi 9) wins, so
    Bob draws one card (Alice's hand only loses the two cards she played)."""
    game, _a, b = _game(_focus_card("Parting Gift", _LOSER_DRAWS))
    hands = [len(p.hand) for p in game.state.players]
    _fight(game, "Parting Gift")
    s = game.state
    assert s.duel is None and s.cards[b].dishonored
    assert [len(p.hand) for p in s.players] == [hands[0] - 1, hands[1] + 1]


def test_after_a_tie_both_lose_and_each_controller_draws() -> None:
    """A tie: "there is no winner, and both lose the duel" [CE › CHALLENGES AND DUELS › H],
    so the effect resolves for each loser: Alice and Bob each draw one card."""
    game, _a, _b = _game(_focus_card("Parting Gift", _LOSER_DRAWS))
    pool = game.state.players[1].focus_pool
    bob_focus = game.state.cards[pool[0]].definition.focus or 0
    # Alice's Chi + her card's Focus 1 = Bob's Chi 1 + the Focus Value of his pool card
    game, a, b = _game(_focus_card("Parting Gift", _LOSER_DRAWS), alice_chi=bob_focus)
    hands = [len(p.hand) for p in game.state.players]
    _fight(game, "Parting Gift")
    s = game.state
    assert s.cards[a].dishonored and s.cards[b].dishonored  # both lost
    assert [len(p.hand) for p in s.players] == [hands[0] - 1 + 1, hands[1] + 1]


def test_a_focus_effect_without_a_record_is_left_to_the_players() -> None:
    game, _a, _b = _game(cd("Odd Trick", "strategy", gold_cost=0, focus=1,
                            text="As a Focus Effect, do something odd."))
    _fight(game, "Odd Trick")
    s = game.state
    assert s.duel is not None and s.pending and s.duel.stage == "focus_effects"


def test_the_delayed_effects_survive_a_save_in_the_middle_of_the_duel() -> None:
    """A delayed Focus Effect waiting while another focused card is resolved by hand is kept
    in the saved duel and still happens after it."""
    from l5r_desktop.games.ccg.model.battle_state import DuelState

    duel = DuelState("p1:x", "p2:y", after_focus=[["p1:f1", 0, "p1:x", "p2:y"]])
    again = DuelState.from_dict(duel.to_dict())
    assert again.after_focus == [["p1:f1", 0, "p1:x", "p2:y"]]
    assert "after_focus" not in DuelState("p1:x", "p2:y").to_dict()  # saves unchanged


def test_the_validator_refuses_a_winner_before_the_duel_resolved() -> None:
    assert validate({"timing": "focus", "duel_cards": ["winner"],
                     "effects": [{"op": "bow", "target": 0}]})
    assert validate({"timing": "focus", "if_duel": "won",
                     "effects": [{"op": "draw", "amount": 1, "player": "you"}]})
    assert validate({"timing": "focus", "duel_cards": ["loser"],
                     "effects": [{"op": "bow", "target": 0}]})
    assert not validate({"timing": "focus", "duel_cards": ["loser"], "after_duel": True,
                         "effects": [{"op": "bow", "target": 0}]})
    assert validate({"timing": "focus", "effects": [{"op": "bow", "target": 0}]})
    assert not validate({"timing": "focus", "duel_cards": ["other"],
                         "effects": [{"op": "bow", "target": 0}]})


def _read(line: str) -> dict[str, Any] | None:
    return translate_ability(line, CardDef(id="x", title="Foo", type=CardType.STRATEGY,
                                           text=line))


def test_the_translator_reads_focus_effects() -> None:
    assert _read("As a Focus Effect, bow the other Personality.") == {
        "timing": "focus", "duel_cards": ["other"], "effects": [{"op": "bow", "target": 0}]}
    assert _read("As a Focus Effect: After this duel ends, give its winner -2F.") == {
        "timing": "focus", "duel_cards": ["winner"], "after_duel": True,
        "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -2,
                     "duration": "turn"}]}
    assert _read("As a Focus Effect, after this duel ends, if your Personality lost it, gain 3 "
                 "Honor.") == {"timing": "focus", "after_duel": True, "if_duel": "lost",
                               "effects": [{"op": "gain_honor", "amount": 3,
                                            "player": "you"}]}
    assert _read("As a Focus Effect, this duel's winner gains 3 Honor after it ends.") == {
        "timing": "focus", "duel_cards": ["winner"], "after_duel": True,
        "effects": [{"op": "gain_honor", "amount": 3, "player": "target_controller",
                     "target": 0}]}
    assert _read("As a Focus Effect, if you win this duel, draw two cards.") == {
        "timing": "focus", "after_duel": True, "if_duel": "won",
        "effects": [{"op": "draw", "amount": 2, "player": "you"}]}
    assert _read("As a Focus Effect: After this duel ends, the loser's controller draws two "
                 "cards.") == {"timing": "focus", "duel_cards": ["loser"], "after_duel": True,
                               "effects": [{"op": "draw", "amount": 2,
                                            "player": "target_controller", "target": 0}]}
    assert _read("As a Focus Effect: After this duel ends, its winner's controller gains 1 "
                 "Honor and bow the loser.")["duel_cards"] == ["winner", "loser"]
    # a loser before the duel resolved, his controller's choices, choices: manual
    assert _read("As a Focus Effect: The loser's controller draws a card.") is None
    assert _read("As a Focus Effect: After this duel ends, the loser's controller discards a "
                 "card.") is None
    assert _read("As a Focus Effect, give the duel's winner +3F.") is None
    assert _read("As a Focus Effect: You may bow a Follower on a Personality involved in "
                 "this duel.") is None
