"""Card-by-card records of the scans lane in a battle (``ccg_abilities_scans.json``, issue
17, 27 Nov), played on our own tables with exact numbers; no card text. The Light of Justice
(oracle:8199): the Magistrate moves to the battle, and only if a dishonorable Personality
is then opposing him may his player take an additional Battle action
[CE › ADDITIONAL (ACTION)], [CE › ORDER OF EFFECTS]. Ikoma Tsukasa (3655): a card in a unit
without attachments, any card in a unit while you control a Terrain [CE › TERRAIN], two
records of one printed ability [CE › TAKING ACTIONS FROM ABILITIES]."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccg_abilities import ability_data
from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid


def _records(card_id: str, n: int = 1) -> list[dict[str, Any]]:
    """The card's records of line ``n`` as the library gives them (with ``ability``)."""
    return [{**r, "ability": n} for r in ability_data()[card_id][n][1]]


_MAGISTRATE = cd("Road Magistrate", "personality", keywords=["Magistrate"], force=1, chi=2,
                 gold_cost=3, personal_honor=1)
_JUSTICE = cd("Lantern Writ", "strategy", gold_cost=0, focus=1,
              abilities=_records("oracle:8199"))


def _in_combat(bob_unit: dict[str, Any]) -> Game:
    """Alice attacks with her Lion Samurai, her Magistrate stays home; Bob defends with
    ``bob_unit``; the battle's engaging window passes and Bob passes his first opportunity:
    Alice acts."""
    game = attack_game({"name": "Alice", "home": ["Lion Samurai", "Road Magistrate"],
                        "hand": ["Lantern Writ"]},
                       {"stronghold": "Lion Keep", "name": "Bob", "home": [bob_unit]},
                       defs=[_MAGISTRATE, _JUSTICE])
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    assign(game, pid(game, bob_unit["title"], 1), 0)
    done(game)
    for _ in range(6):
        s = game.state
        if s.step.value == "combat" and game.waiting_for == 0 and not s.windows:
            break
        game.perform(Pass(game.waiting_for or 0))
    return game


def _play(game: Game) -> None:
    s = game.state
    writ, judge = find(s, "Lantern Writ", 0), pid(game, "Road Magistrate", 0)
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == writ]
    assert use.targets == (judge,)
    game.perform(use)
    assert s.cards[judge].zone is Zone.BATTLEFIELD


def test_a_dishonorable_personality_opposing_him_gives_the_additional_action() -> None:
    """Bob's dishonorable Ronin defends: after the Magistrate moves, Alice may take an
    additional Battle action; she does: she keeps the opportunity (passes -1)."""
    game = _in_combat({"title": "Ronin", "dishonored": True})
    _play(game)
    s = game.state
    assert s.options and game.waiting_for == 0
    game.perform(ChooseOption(0, apply=True))
    assert s.priority == 0 and s.passes == -1


def test_an_honorable_opponent_gives_no_additional_action() -> None:
    """Bob's Ronin is not dishonorable: no choice, the opportunity passes to Bob."""
    game = _in_combat({"title": "Ronin"})
    _play(game)
    s = game.state
    assert not s.options and s.priority == 1 and s.passes == 0


# --- Ikoma Tsukasa (oracle:3655): no attachments, unless you control a Terrain ---------------

_IKOMA = cd("Plum Herald", "personality", force=2, chi=2, personal_honor=2, gold_cost=3,
            honor_requirement=0, abilities=_records("oracle:3655"))
_SPEAR = cd("Bob Spear", "item", force=1, chi=0, gold_cost=1, keywords=["Weapon"])


def _ikoma_battle() -> Game:
    """Alice's Herald attacks; Bob defends with an armed Sage and a bare Ronin; Bob passes
    his first opportunity."""
    game = attack_game({"name": "Alice", "home": ["Plum Herald"], "hand": ["Muddy Field"]},
                       {"stronghold": "Lion Keep", "name": "Bob",
                        "home": [{"title": "Sage", "attachments": ["Bob Spear"]}, "Ronin"]},
                       defs=[_IKOMA, _SPEAR])
    declare(game)
    assign(game, pid(game, "Plum Herald", 0), 0)
    done(game)
    assign(game, pid(game, "Sage", 1), 0)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    game.perform(Pass(1))  # Bob, the Defender, acts first
    return game


def _ikoma_targets(game: Game) -> set[str]:
    herald = pid(game, "Plum Herald", 0)
    return {a.targets[0] for a in game.legal_actions()
            if isinstance(a, UseAbility) and a.card == herald}


def test_ikoma_tsukasa_targets_only_cards_without_attachments() -> None:
    """No Terrain of Alice's: the bare Ronin, the Spear and the Herald himself are offered,
    not the armed Sage; the card is bowed (the first alternative)."""
    game = _ikoma_battle()
    s = game.state
    sage, ronin, spear = pid(game, "Sage", 1), pid(game, "Ronin", 1), pid(game, "Bob Spear", 1)
    herald = pid(game, "Plum Herald", 0)
    assert _ikoma_targets(game) == {ronin, spear, herald}
    game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                      and a.card == herald and a.targets == (ronin,)))
    game.perform(ChooseOption(0, apply=True))
    assert s.cards[ronin].bowed and not s.cards[sage].bowed


def test_ikoma_tsukasa_with_a_terrain_targets_any_card_in_a_unit_once() -> None:
    """Alice plays her Terrain there (Bob passes): the armed Sage is offered too; she bows
    him; the ability (both records: one printed ability) is then used up for the turn."""
    game = _ikoma_battle()
    s = game.state
    game.perform(UseAbility(0, card=pid(game, "Muddy Field", 0), ability=0))
    game.perform(Pass(1))
    sage = pid(game, "Sage", 1)
    assert sage in _ikoma_targets(game)
    herald = pid(game, "Plum Herald", 0)
    game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                      and a.card == herald and a.targets == (sage,)))
    game.perform(ChooseOption(0, apply=True))
    assert s.cards[sage].bowed
    game.perform(Pass(1))
    assert _ikoma_targets(game) == set()
