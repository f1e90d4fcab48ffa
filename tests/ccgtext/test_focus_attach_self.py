"""A Focus Effect that attaches its own card after the duel (``cardtext/attach_self.py``,
``templates/focus_effects.py``) [CE › CHALLENGES AND DUELS], [CE › ATTACHMENTS]: the focused
card, discarded in the duel's cleanup, attaches to the player's Personality if the duel went
the way the line says and the player wants it, paying nothing. Our own test lines and
invented cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext.ability_format import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import GameState
from tests.carddb.harness.focus import DUEL
from tests.ccgtext.test_focus_effects import ALICE_P, BOB_P, _fight, _game
from tests.engine.scenario import cd, find, game_at, player

KEEP = {"timing": "focus", "duel_cards": ["yours"], "after_duel": True, "if_duel": "won",
        "effects": [{"op": "attach_self", "target": 0, "optional": 1}]}
CHOOSE = {"timing": "focus", "after_duel": True,
          "effects": [{"op": "attach_self", "choose": {"keywords": ["Earth", "Shugenja"]}}]}


def _read(line: str, type_: CardType = CardType.ITEM) -> dict[str, Any] | None:
    card = CardDef(id="x:1", title="Plum Blade", type=type_, text=line,
                   base_title="Plum Blade")
    return translate_ability(line, card)


def test_the_lines_are_read() -> None:
    assert _read("As a Focus Effect: After this duel ends, if your Personality won it, you "
                 "may attach this card to him, ignoring Gold cost.") == KEEP
    lost = _read("As a Focus Effect, after this duel ends, if your Personality lost it, you "
                 "may attach this Item to him, ignoring costs.")
    assert lost == {**KEEP, "if_duel": "lost"}
    # "him" names nobody without the duel's outcome
    assert _read("As a Focus Effect: After this duel ends, you may attach this card to him, "
                 "ignoring Gold cost.") is None
    assert _read("As a Focus Effect, after this duel ends, you may attach this Item to one of "
                 "your Earth Shugenja, ignoring costs.") == CHOOSE
    assert _read("As a Focus Effect: After this duel ends, you may attach this card to one "
                 "of your Samurai Personalities, ignoring costs.") == {
        **CHOOSE, "effects": [{"op": "attach_self", "choose": {"keywords": ["Samurai"]}}]}


def _blade() -> dict[str, Any]:
    return cd("Plum Blade", "item", gold_cost=4, focus=1, force=2, keywords=["Weapon"],
              text="As a Focus Effect, ...", abilities=[KEEP])


def test_the_winner_keeps_the_card_without_paying() -> None:
    """Alice (Chi 9) wins; after the duel she accepts: the Blade (Gold Cost 4) leaves her Fate
    discard pile and attaches to her Personality, her Gold pool untouched (0)."""
    game, a, _b = _game(_blade())
    _fight(game, "Plum Blade")
    s = game.state
    blade = find(s, "Plum Blade", 0)
    assert s.duel is None and s.cards[blade].zone is Zone.FATE_DISCARD
    assert game.legal_actions() == [ChooseOption(0, apply=True), ChooseOption(0, apply=False)]
    game.perform(ChooseOption(0, apply=True))
    assert s.cards[blade].attached_to == a and s.cards[blade].in_play
    assert s.cards[a].attachments == [blade] and s.players[0].gold_pool == 0
    assert blade not in s.players[0].fate_discard


def test_declined_or_lost_the_card_stays_discarded() -> None:
    """Alice declines: the Blade stays in her discard pile; with Chi 1 she loses the duel and
    is not asked at all."""
    game, a, _b = _game(_blade())
    _fight(game, "Plum Blade")
    game.perform(ChooseOption(0, apply=False))
    s = game.state
    assert s.cards[find(s, "Plum Blade", 0)].zone is Zone.FATE_DISCARD
    assert s.cards[a].attachments == [] and not s.options
    lost, a2, _b2 = _game(_blade(), alice_chi=1)
    _fight(lost, "Plum Blade")
    assert not lost.state.options and lost.state.cards[a2].attachments == []


def _two_game(record: dict[str, Any]) -> tuple[Game, str, str]:
    """Alice has her duelist and a Crane Samurai at home; her duelist challenges Bob's."""
    alice = player(name="Alice", home=[{"title": "Alice Duelist", "attachments": []},
                                       "Crane Samurai"],
                   hand=[DUEL["title"], "Plum Blade"])
    bob = player("Lion Keep", name="Bob", home=[{"title": "Bob Duelist", "attachments": []}])
    game = game_at(alice, bob, defs=[ALICE_P, BOB_P, DUEL, {**_blade(), "abilities": [record]}])
    s = game.state
    a, b = find(s, "Alice Duelist", 0), find(s, "Bob Duelist", 1)
    game.perform(next(x for x in game.legal_actions() if isinstance(x, UseAbility)
                      and x.targets == (a, b)))
    return game, a, find(s, "Crane Samurai", 0)


def test_one_of_your_personalities_chosen_as_it_resolves() -> None:
    """"... to one of your Personalities": Alice's two Personalities (her duelist, and a
    Samurai at home) are offered, or none; she chooses the Samurai: the Blade is on him. Only
    "Earth Shugenja": she has none, nothing is offered and the Blade stays discarded."""
    rec = {**CHOOSE, "effects": [{"op": "attach_self", "choose": {"keywords": []}}]}
    game, a, sam = _two_game(rec)
    s = game.state
    _fight(game, "Plum Blade")
    blade = find(s, "Plum Blade", 0)
    assert game.legal_actions() == [ChooseCard(0, choice=a), ChooseCard(0, choice=sam),
                                    ChooseOption(0, apply=False)]
    assert ChooseCard(0, choice=sam).label(s) == "Attach Plum Blade to Crane Samurai"
    game.perform(ChooseCard(0, choice=sam))
    assert s.cards[blade].attached_to == sam and not s.options
    assert GameState.from_dict(s.to_dict()).cards[blade].attached_to == sam
    game2, _a2, _sam2 = _two_game(CHOOSE)
    _fight(game2, "Plum Blade")
    assert not game2.state.options
    assert game2.state.cards[find(game2.state, "Plum Blade", 0)].zone is Zone.FATE_DISCARD


def test_a_choice_waiting_survives_a_save() -> None:
    rec = {**CHOOSE, "effects": [{"op": "attach_self", "choose": {"keywords": []}}]}
    game, _a, _sam = _two_game(rec)
    _fight(game, "Plum Blade")
    s = game.state
    assert GameState.from_dict(s.to_dict()).options == s.options and s.options


def test_the_validator() -> None:
    assert not validate(KEEP)
    assert not validate(CHOOSE)
    for eff in ({"op": "attach_self", "optional": 1},
                {"op": "attach_self", "choose": {"keywords": "Water"}},
                {"op": "attach_self", "choose": {"keyword": "Water"}},
                {"op": "attach_self", "target": 0, "choose": {"keywords": []}}):
        assert validate({**KEEP, "effects": [eff]}), eff
