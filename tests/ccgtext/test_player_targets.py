"""A player as an ability's target or choice (``cardtext/player_targets.py``,
``templates/target_players.py``): "Targets can be cards, players, ..." [CE › TARGET]; the
player is picked when the action is announced, with its card targets
[CE › TAKING ACTIONS › B]; "gains or loses" is chosen by the player taking the action when it
resolves [CE › CHOICES]. Our own test lines and cards."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility, action_from_dict
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, game_at

_STRATEGY = CardDef.from_dict(cd("Onward", "strategy", gold_cost=0, focus=1))
_KAZE = CardDef.from_dict(cd("Kaze Tomo", "personality", force=2, chi=2, gold_cost=3,
                             personal_honor=2))
_EITHER = [{"op": "gain_honor", "amount": 2, "player": "target_player", "optional": 1},
           {"op": "lose_honor", "amount": 2, "player": "target_player", "otherwise": 1}]


def _read(line: str, card: CardDef = _STRATEGY) -> Any:
    return translate_ability(line, card)


# --- the translator -------------------------------------------------------------------------

def test_a_target_player_gains_or_loses_honor() -> None:
    rec = _read("Political Limited: Bow your target unbowed Courtier. A target player gains "
                "or loses 2 Honor.")
    assert rec["target_player"] == {"who": "any"}
    assert rec["effects"] == [{"op": "bow", "target": 0}, *_EITHER]


@pytest.mark.parametrize(("line", "effects"), [
    ("Limited: Choose a player, who loses 3 Honor.",
     [{"op": "lose_honor", "amount": 3, "player": "target_player"}]),
    ("Limited: Choose a player who gains 1 Honor.",
     [{"op": "gain_honor", "amount": 1, "player": "target_player"}]),
    ("Limited: Choose a player. He gains or loses 2 Honor.", _EITHER),
])
def test_a_chosen_player(line: str, effects: list[dict[str, Any]]) -> None:
    rec = _read(line)
    assert rec["target_player"] == {"who": "any", "choose": True}
    assert rec["effects"] == effects


def test_a_reaction_chooses_a_player() -> None:
    rec = _read("Reaction: After Kaze enters play: Choose a player. He loses 1 Honor.", _KAZE)
    assert rec["timing"] == "reaction" and rec["target_player"]["choose"] is True
    assert rec["effects"] == [{"op": "lose_honor", "amount": 1, "player": "target_player"}]


@pytest.mark.parametrize("line", [
    "Limited: Choose a player. Gain 1 Honor.",  # the player is named by no effect
    "Limited: Choose a player. Gain 1 Honor. He loses 1 Honor.",  # "he" is not right after
    "Limited: A target player discards a card at random.",  # not Honor
    "Limited: A target player gains 1 Honor. Choose a player, who loses 1 Honor.",  # two
    "Limited: Target another player. He loses 2 Honor.",
])
def test_near_misses_stay_manual(line: str) -> None:
    assert _read(line) is None


def test_the_validator_guards_the_player_target() -> None:
    eff = {"op": "lose_honor", "amount": 1, "player": "target_player"}
    assert validate({"timing": "limited", "effects": [eff]})  # names no target player
    assert validate({"timing": "limited", "target_player": {"who": "all"}, "effects": [eff]})
    assert validate({"timing": "trait", "trigger": {"event": "enters_play", "card": "self"},
                     "target_player": {"who": "any"}, "effects": [eff]})
    assert validate({"timing": "limited", "target_player": {"who": "any"},
                     "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]})
    assert not validate({"timing": "limited", "target_player": {"who": "opponent"},
                         "effects": [eff]})


# --- the engine ---------------------------------------------------------------------------

_SCORN = {"timing": "limited", "target_player": {"who": "any"},
          "effects": [{"op": "lose_honor", "amount": 3, "player": "target_player"}]}
_FAVORS = {"timing": "limited", "target_player": {"who": "any"}, "effects": _EITHER}
_RIVAL = {"timing": "limited", "target_player": {"who": "opponent"},
          "effects": [{"op": "lose_honor", "amount": 1, "player": "target_player"},
                      {"op": "gain_honor", "amount": 1, "player": "you"}]}


def _game(rec: dict[str, Any]) -> Game:
    defs = [cd("Scorn", "strategy", gold_cost=0, focus=1, abilities=[rec])]
    return game_at(p1={"hand": ["Scorn"], "family_honor": 10},
                   p2={"family_honor": 10}, phase="action", defs=defs)


def _uses(game: Game) -> list[UseAbility]:
    me = find(game.state, "Scorn", 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me]


def test_one_use_per_player_and_the_chosen_one_loses_honor() -> None:
    game = _game(_SCORN)
    uses = _uses(game)
    assert sorted(u.target_player for u in uses) == [0, 1]
    bob = next(u for u in uses if u.target_player == 1)
    assert bob.label(game.state).endswith(f"on {game.state.players[1].name}")
    game.perform(bob)
    assert [p.family_honor for p in game.state.players] == [10, 7]


def test_a_target_player_of_another_player_is_never_yourself() -> None:
    game = _game(_RIVAL)
    (use,) = _uses(game)
    assert use.target_player == 1
    game.perform(use)
    assert [p.family_honor for p in game.state.players] == [11, 9]


@pytest.mark.parametrize(("apply", "honor"), [(True, [10, 12]), (False, [10, 8])])
def test_gains_or_loses_is_chosen_when_it_resolves(apply: bool, honor: list[int]) -> None:
    game = _game(_FAVORS)
    game.perform(next(u for u in _uses(game) if u.target_player == 1))
    assert game.state.options and game.state.options[0]["target_player"] == 1
    game.perform(ChooseOption(0, apply=apply))
    assert [p.family_honor for p in game.state.players] == honor


def test_the_use_saves_with_its_player_and_old_uses_save_as_before() -> None:
    use = UseAbility(0, card="c1", ability=0, target_player=1)
    assert action_from_dict(use.to_dict()) == use
    assert "target_player" not in UseAbility(0, card="c1", ability=0).to_dict()


def test_a_use_naming_a_player_the_record_does_not_allow_is_refused() -> None:
    game = _game(_RIVAL)
    me = find(game.state, "Scorn", 0)
    assert game.why_illegal(UseAbility(0, card=me, ability=0, target_player=0)) is not None
    assert game.why_illegal(UseAbility(0, card=me, ability=0)) is not None  # none named
