"""Reconnaissance (``cardtext/reconnaissance.py``): a player has it at a battlefield once card
text (or the toolkit) gives it there; "If you have Reconnaissance: ..." abilities are offered
only then, and "... if you have Reconnaissance" effects happen only then. The rulebooks give no
rule of their own for it: it is what the cards say ("You have Reconnaissance there.")."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import effects, reconnaissance
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.battle_state import AttackState
from l5r_desktop.games.ccg.position import position_from_state
from tests.engine.scenario import cd, find, player, position

#: "Battle: If you have Reconnaissance: Gain 2 Honor." (made up)
SCOUTED = {"timing": "battle", "condition": {"reconnaissance": True},
           "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
#: "Battle: You have Reconnaissance at this battlefield." (made up)
SCOUTING = {"timing": "battle", "effects": [{"op": "reconnaissance"}]}
#: "Battle: Gain 1 Honor, or 3 Honor if you have Reconnaissance." (made up)
MORE = {"timing": "battle", "effects": [
    {"op": "gain_honor", "amount": 1, "player": "you",
     "if": {"not": {"player": "you", "reconnaissance": True}}},
    {"op": "gain_honor", "amount": 3, "player": "you",
     "if": {"player": "you", "reconnaissance": True}}]}
DEFS = [cd("Sniper", "personality", clans=["Crab"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[SCOUTED]),
        cd("Scout", "personality", clans=["Crab"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[SCOUTING]),
        cd("Archer", "personality", clans=["Crab"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[MORE]),
        cd("Foe", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
           personal_honor=2)]


def _game(units: list[str], recon: list[int] | None = None, current: int = 0) -> Game:
    alice = player(name="Alice", home=[])
    bob = player("Lion Keep", name="Bob", home=[])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    fields: list[dict[str, Any]] = [
        {"province": i, "attacking": [{"title": t, "attachments": []} for t in units]
         if i == current else [], "defending": [{"title": "Foe", "attachments": []}]
         if i == current else [], "ended": False} for i in range(2)]
    if recon is not None:
        fields[0]["reconnaissance"] = recon
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": current,
                     "battlefields": fields}
    return Game.from_position(pos)


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_an_ability_asking_for_reconnaissance_is_offered_only_with_it() -> None:
    assert _uses(_game(["Sniper"]), "Sniper") == []
    assert _uses(_game(["Sniper"], recon=[1]), "Sniper") == []  # Bob's, not Alice's
    game = _game(["Sniper"], recon=[0])
    honor = game.state.players[0].family_honor
    (use,) = _uses(game, "Sniper")
    game.perform(use)
    assert game.state.players[0].family_honor == honor + 2


def test_reconnaissance_is_had_at_one_battlefield() -> None:
    """Alice has it at battlefield 1 while the battle is at battlefield 2: not there."""
    game = _game(["Sniper"], recon=[0], current=1)
    assert not reconnaissance.has_reconnaissance(game.state, 0)
    assert _uses(game, "Sniper") == []


def test_card_text_gives_reconnaissance_at_the_current_battlefield() -> None:
    game = _game(["Scout", "Sniper"])
    (scouting,) = _uses(game, "Scout")
    game.perform(scouting)
    s = game.state
    assert s.attack.battlefields[0].reconnaissance == [0]
    assert reconnaissance.has_reconnaissance(s, 0) and not reconnaissance.has_reconnaissance(s, 1)
    s.priority = 0  # Alice's opportunity again (Bob passed)
    assert len(_uses(game, "Sniper")) == 1


def test_an_effect_under_if_you_have_reconnaissance() -> None:
    for recon, gained in ((None, 1), ([0], 3)):
        game = _game(["Archer"], recon=recon)
        honor = game.state.players[0].family_honor
        (use,) = _uses(game, "Archer")
        game.perform(use)
        assert game.state.players[0].family_honor == honor + gained


def test_the_toolkit_gives_it_only_during_a_battle() -> None:
    game = _game(["Sniper"])
    game.state.attack.current = None
    assert "no current battlefield" in (effects.check(game.state, 0, "reconnaissance") or "")
    assert effects.check(game.state, 0, "reconnaissance", target="5") is not None


def test_it_is_kept_by_saves_and_positions() -> None:
    game = _game(["Sniper"], recon=[0])
    att = game.state.attack
    assert AttackState.from_dict(att.to_dict()).battlefields[0].reconnaissance == [0]
    assert "reconnaissance" not in att.battlefields[1].to_dict()  # nobody: no key
    again = Game.from_position(position_from_state(game.state))  # the position writer too
    assert again.state.attack.battlefields[0].reconnaissance == [0]


def test_the_validator_reads_the_condition_and_the_effect() -> None:
    assert validate(SCOUTED) == [] and validate(SCOUTING) == [] and validate(MORE) == []


def test_a_position_giving_it_to_no_player_is_refused() -> None:
    import pytest

    from l5r_desktop.core.errors import PositionError

    game = _game(["Sniper"], recon=[0])
    pos = position_from_state(game.state)
    pos["attack"]["battlefields"][0]["reconnaissance"] = [5]
    with pytest.raises(PositionError, match="reconnaissance"):
        Game.from_position(pos)
