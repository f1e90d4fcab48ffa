"""Looked-at cards put on the bottom of the deck or rearranged, and a look at the deck the
player chooses (``cardtext/deck_choices.py`` ``bottom``; ``templates/deck_choices.py``)
[CE › LOOK], [CE › CHOICES]: our own test lines, then scenarios with the exact order of the
deck after each choice."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate
from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

ONE = "Limited, Bow: Look at the top card of your Dynasty deck. You may put it on the bottom."
UNDER = ("Limited: Look at the top four cards of your Fate deck. You may put one or two of them "
         "on the bottom of your deck. Put the rest back in any order.")
SHUFFLE = "Open: Look at the top two cards of your Fate deck. You may rearrange them."
EITHER = ("Limited: Look at the top two cards of your Fate or Dynasty deck. Put them back in "
          "any order.")


def _records(text: str) -> list[dict[str, Any]] | None:
    card = CardDef(id="x:1", title="Plum Archive", type=CardType.HOLDING, text=text,
                   base_title="Plum Archive")
    recs, auto = translate(card)
    return recs if all(auto) else None


def test_the_lines_are_read() -> None:
    assert _records(ONE)[0]["effects"] == [
        {"op": "look_top", "deck": "dynasty", "count": 1, "bottom": 1, "rest": "top"}]
    assert _records(UNDER)[0]["effects"] == [
        {"op": "look_top", "deck": "fate", "count": 4, "bottom": 2, "rest": "top"}]
    assert _records(SHUFFLE)[0]["effects"] == [
        {"op": "look_top", "deck": "fate", "count": 2, "rest": "top"}]
    assert _records(EITHER)[0]["effects"] == [
        {"op": "look_top", "deck": "fate", "count": 2, "optional": 1, "rest": "top"},
        {"op": "look_top", "deck": "dynasty", "count": 2, "otherwise": 1, "rest": "top"}]


def test_near_misses_stay_manual() -> None:
    for line in (
        # several cards: which stay on top, in what order, is not said
        "Limited: Look at the top three cards of your Fate deck. You may put one of them on "
        "the bottom of your deck.",
        # "it" is one card
        "Limited: Look at the top two cards of your Fate deck. You may put it on the bottom.",
        # one or two of two: none would stay on top to be put back
        "Limited: Look at the top two cards of your Fate deck. You may put one or two of them "
        "on the bottom of your deck. Put the rest back in any order.",
        "Limited: You may rearrange them.",
    ):
        assert _records(line) is None, line


def _game(text: str, fate: list[str], dynasty: list[str] | None = None) -> Game:
    recs = _records(text)
    assert recs is not None
    defs = [cd("Plum Archive", "holding", gold_cost=2, abilities=recs),
            *(cd(t, "strategy", gold_cost=1, focus=1) for t in dict.fromkeys(fate)),
            *(cd(t, "holding", gold_cost=1) for t in dict.fromkeys(dynasty or []))]
    return game_at(player(home=["Plum Archive"], fate_deck=fate,
                          **({"dynasty_deck": dynasty} if dynasty else {})),
                   player("Lion Keep"), defs=defs)


def _titles(state: GameState, ids: list[str]) -> list[str]:
    return [state.title(c) for c in ids]


def _use(game: Game) -> None:
    game.perform(UseAbility(0, card=find(game.state, "Plum Archive"), ability=0))


def test_two_under_the_deck_the_last_one_stays_on_top() -> None:
    """Top four of A B C D E: Alice puts C on the bottom, then A under it; B and D go back on
    top in the order she chooses (D first): the deck is D B E C A."""
    game = _game(UNDER, ["Card A", "Card B", "Card C", "Card D", "Card E"])
    s = game.state
    _use(game)
    a, b, c, d = (find(s, f"Card {x}") for x in "ABCD")
    assert game.legal_actions() == [*(ChooseCard(0, choice=x) for x in (a, b, c, d)),
                                    ChooseOption(0, apply=False)]
    assert ChooseCard(0, choice=c).label(s) == "Put Card C on the bottom of your deck"
    game.perform(ChooseCard(0, choice=c))
    game.perform(ChooseCard(0, choice=a))
    assert game.legal_actions() == [ChooseCard(0, choice=b), ChooseCard(0, choice=d)]
    game.perform(ChooseCard(0, choice=d))
    assert not s.options
    assert _titles(s, s.players[0].fate_deck) == ["Card D", "Card B", "Card E", "Card C",
                                                  "Card A"]
    assert s.players[0].hand == []


def test_putting_none_under_keeps_them_all_on_top() -> None:
    """Alice selects none for the bottom: the four go back on top in her order (B C A D)."""
    game = _game(UNDER, ["Card A", "Card B", "Card C", "Card D", "Card E"])
    s = game.state
    _use(game)
    game.perform(ChooseOption(0, apply=False))
    for x in "BCA":
        game.perform(ChooseCard(0, choice=find(s, f"Card {x}")))
    assert _titles(s, s.players[0].fate_deck) == ["Card B", "Card C", "Card A", "Card D",
                                                  "Card E"]


def test_one_card_to_the_bottom_or_left_where_it_was() -> None:
    """The top Dynasty card (Farm A) goes under the deck: Farm B C A; declined, the deck is
    unchanged."""
    dyn = ["Farm A", "Farm B", "Farm C"]
    game = _game(ONE, ["Card A"], dyn)
    s = game.state
    _use(game)
    game.perform(ChooseCard(0, choice=find(s, "Farm A")))
    assert _titles(s, s.players[0].dynasty_deck) == ["Farm B", "Farm C", "Farm A"]
    kept = _game(ONE, ["Card A"], dyn)
    _use(kept)
    kept.perform(ChooseOption(0, apply=False))
    assert _titles(kept.state, kept.state.players[0].dynasty_deck) == dyn
    assert not kept.state.options


def test_the_player_chooses_the_deck_as_it_resolves() -> None:
    """Declining the Fate look, Alice looks at her Dynasty deck: its top two are offered and
    put back Farm B first; the Fate deck is untouched."""
    game = _game(EITHER, ["Card A", "Card B"], ["Farm A", "Farm B", "Farm C"])
    s = game.state
    _use(game)
    game.perform(ChooseOption(0, apply=False))
    fa, fb = find(s, "Farm A"), find(s, "Farm B")
    assert game.legal_actions() == [ChooseCard(0, choice=fa), ChooseCard(0, choice=fb)]
    game.perform(ChooseCard(0, choice=fb))
    assert _titles(s, s.players[0].dynasty_deck) == ["Farm B", "Farm A", "Farm C"]
    assert _titles(s, s.players[0].fate_deck) == ["Card A", "Card B"]


def test_a_choice_for_the_bottom_survives_a_save() -> None:
    game = _game(UNDER, ["Card A", "Card B", "Card C", "Card D", "Card E"])
    s = game.state
    _use(game)
    game.perform(ChooseCard(0, choice=find(s, "Card B")))
    other = GameState.from_dict(s.to_dict())
    assert other.options == s.options and other.options[0]["ask"] == "to_bottom"


def test_the_validator() -> None:
    def ok(eff: dict[str, Any]) -> bool:
        return not abilities.validate({"timing": "limited", "effects": [eff]})

    look = {"op": "look_top", "deck": "fate", "count": 3, "rest": "top"}
    assert ok({**look, "bottom": 2})
    assert not ok({**look, "bottom": 4})
    assert not ok({**look, "bottom": 1, "rest": "bottom"})
    assert not ok({**look, "bottom": 2, "to_hand": 2})
