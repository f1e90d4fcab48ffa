"""The manual toolkit during an attack keeps units whole, and ``simulate`` plays attacks.
Rules: [S1 › LOCATIONS], [S1 › ATTACHMENTS › Units], [S1 › D: FINAL STEPS] (a province
destroyed other than by resolution), [S1 › PLAYERS WINNING AND LOSING]."""

from __future__ import annotations

import json

from l5r_desktop.games.ccg.actions import ChooseBattlefield, Manual
from l5r_desktop.games.ccg.model.ids import Step, Zone
from tests.engine.scenario import player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid


def _in_battle(automation: str = "assisted"):
    game = attack_game(
        player(name="Alice", home=[{"title": "Lion Samurai", "attachments": ["Spearmen"]},
                                   "Crane Samurai"]),
        player("Lion Keep", name="Bob", home=[{"title": "Ronin", "attachments": ["Katana"]}]),
        automation=automation)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 1)
    assign(game, pid(game, "Crane Samurai", 0), 2)
    done(game)
    assign(game, pid(game, "Ronin", 1), 1)
    done(game)
    return game


def test_moving_a_unit_home_with_the_toolkit_brings_its_attachments() -> None:
    game = _in_battle()
    s = game.state
    sam, spear = pid(game, "Lion Samurai", 0), pid(game, "Spearmen", 0)
    game.perform(Manual(0, op="move", card=sam, zone="home"))
    assert s.cards[sam].zone is Zone.HOME and s.cards[spear].zone is Zone.HOME
    assert s.cards[spear].battlefield is None and s.cards[spear].attached_to == sam


def test_transferring_onto_a_unit_at_a_battlefield() -> None:
    game = _in_battle()
    s = game.state
    katana, sam = pid(game, "Katana", 1), pid(game, "Crane Samurai", 0)
    game.perform(Manual(0, op="transfer", card=katana, target=sam))
    assert s.cards[katana].zone is Zone.BATTLEFIELD and s.cards[katana].battlefield == 2


def test_toolkit_move_unit_and_move_home() -> None:
    """``move_unit`` moves a whole unit into its controller's side; ``move_home`` sends it home
    without bowing (movement, not returning home after battle)."""
    game = _in_battle()
    s = game.state
    csam = pid(game, "Crane Samurai", 0)
    game.perform(ChooseBattlefield(0, battlefield=1))
    assert s.attack is not None and s.attack.current == 1
    current = 1
    game.perform(Manual(0, op="move_unit", card=csam))
    assert csam in s.attack.battlefields[current].attacking
    assert s.cards[csam].battlefield == current
    game.perform(Manual(0, op="move_home", card=csam))
    assert s.cards[csam].zone is Zone.HOME and not s.cards[csam].bowed


def test_province_destroyed_by_the_toolkit_ends_its_battlefield() -> None:
    """A province destroyed other than by resolution: its battlefield ceases to exist, units
    there return home, attackers bow [S1 › D: FINAL STEPS]; later battlefields follow their
    provinces."""
    game = _in_battle()
    s = game.state
    sam, ronin = pid(game, "Lion Samurai", 0), pid(game, "Ronin", 1)
    att = s.attack
    assert att is not None and s.step is Step.CHOOSE_BATTLEFIELD
    game.perform(Manual(0, op="destroy_province", amount=1, target="1"))
    assert len(s.players[1].provinces) == 3
    assert s.cards[sam].zone is Zone.HOME and s.cards[sam].bowed
    assert s.cards[ronin].zone is Zone.HOME and not s.cards[ronin].bowed
    assert att.battlefields[1].ended and att.battlefields[2].province == 1
    assert att.battlefields[3].province == 2


def test_simulate_games_end_by_military_victory_too(capsys) -> None:
    """``simulate`` chooses among the legal actions, which now include attacks."""
    import argparse

    from l5r_desktop.commands import simulate

    args = argparse.Namespace(games=8, seed=100, profile="celestial", turn_cap=200, deck1=None,
                              deck2=None, json=True, save_dir=None)
    assert simulate.run(args, None) == 0  # type: ignore[arg-type]
    out = json.loads(capsys.readouterr().out)
    victories = {g["victory"] for g in out["games"]}
    assert "military" in victories


def test_destroying_the_last_battles_province_sends_everyone_home() -> None:
    """When the province of the last battle is destroyed by an effect, that battle is over and
    the battlefields cease to exist: surviving defenders waiting at an earlier battlefield
    return home unbowed, attackers bow [S1 › D: FINAL STEPS]."""
    game = _in_battle()
    s = game.state
    ronin = pid(game, "Ronin", 1)
    csam = pid(game, "Crane Samurai", 0)
    from tests.engine_battle.battle_scenario import fight

    fight(game, 1)  # Lion Samurai unit 5 vs Ronin + Katana 4: attacker wins
    assert s.attack is not None and s.attack.current == 2 and s.step is Step.COMBAT
    game.perform(Manual(0, op="destroy_province", amount=2, target="1"))
    assert s.phase.value == "dynasty" and s.attack is None
    assert s.cards[csam].zone is Zone.HOME and s.cards[csam].bowed
    assert ronin in s.players[1].honorably_dead


def test_surviving_defenders_go_home_when_a_toolkit_effect_ends_the_attack() -> None:
    game = attack_game(
        player(name="Alice", home=["Ronin", "Crane Samurai"]),
        player("Lion Keep", name="Bob", home=["Lion Samurai"]), automation="assisted")
    s = game.state
    declare(game)
    assign(game, pid(game, "Ronin", 0), 0)
    assign(game, pid(game, "Crane Samurai", 0), 1)
    done(game)
    assign(game, pid(game, "Lion Samurai", 1), 0)
    done(game)
    from tests.engine_battle.battle_scenario import fight

    fight(game, 0)  # Ronin 2 vs Lion Samurai 3: the defender wins and stays there
    lion = pid(game, "Lion Samurai", 1)
    assert s.cards[lion].zone is Zone.BATTLEFIELD and s.attack is not None
    assert s.attack.current == 1
    game.perform(Manual(0, op="destroy_province", amount=1, target="1"))
    assert s.attack is None and s.cards[lion].zone is Zone.HOME and not s.cards[lion].bowed


def test_a_province_destroyed_during_a_challenge_ends_its_battle_after_the_duel() -> None:
    """The current battle's province destroyed while a challenge is pending: the battle is
    over [S1 › D: FINAL STEPS]; when the challenge is refused play does not come back to that
    battle (found by the toolkit property test: ResolveBattle was offered with no battle)."""
    from l5r_desktop.games.ccg.actions import RefuseChallenge, ResolveBattle

    game = _in_battle()
    s = game.state
    sam, ronin = pid(game, "Lion Samurai", 0), pid(game, "Ronin", 1)
    csam = pid(game, "Crane Samurai", 0)
    game.perform(ChooseBattlefield(0, battlefield=1))
    assert s.step is Step.COMBAT and s.attack is not None and s.attack.current == 1
    game.perform(Manual(0, op="challenge", card=sam, target=ronin, amount=4))
    assert s.duel is not None and s.step is Step.CHALLENGE
    game.perform(Manual(0, op="destroy_province", amount=1, target="1"))
    assert s.attack.current is None and s.attack.battlefields[1].ended
    assert s.cards[sam].zone is Zone.HOME and s.cards[ronin].zone is Zone.HOME
    game.perform(RefuseChallenge(game.waiting_for or 0))
    assert s.duel is None
    # the one battlefield left with units (Crane Samurai's) is fought next
    assert s.attack is not None and s.attack.current == 2
    assert s.cards[csam].battlefield == s.attack.current
    assert s.step is Step.COMBAT
    assert not any(isinstance(a, ResolveBattle) for a in game.legal_actions())
