"""Issue 17: a game between two real starter decks (../shared/decks, skipped when absent) on the
real card data uses card abilities automatically: the translated records of real cards are
offered as legal actions and resolve through the engine (random choices among legal actions,
seeded)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
ORACLE = SHARED / "carddata" / "oracle-json"
XML = SHARED / "carddata" / "eopk-xml" / "cards-emperor.xml"
STARTERS = SHARED / "decks" / "ccg" / "eopk"

pytestmark = pytest.mark.skipif(
    not (ORACLE.is_dir() and XML.is_file() and STARTERS.is_dir()),
    reason="real card data not available in ../shared")


def _starter(clan: str) -> str:
    return str(next(STARTERS.glob(f"Ivory_{clan}_Starter_*.l5d")))


def test_real_starter_games_use_translated_abilities(tmp_path, capsys) -> None:
    from l5r_desktop.carddb.ccg_abilities import card_abilities
    from l5r_desktop.carddb.ccgtext import split_abilities, translate_ability
    from l5r_desktop.carddb.library import Library
    from l5r_desktop.commands.simulate import _load_deck
    from l5r_desktop.games.ccg.actions import UseAbility
    from l5r_desktop.games.ccg.events import AbilityUsed
    from l5r_desktop.games.ccg.game import Game
    from l5r_desktop.games.ccg.setup import GameSetup, PlayerSetup
    from l5r_desktop.persistence.paths import DataPaths

    paths = DataPaths(tmp_path)
    lib = Library.open(paths.library_file, demo=False)
    try:
        assert lib.import_files([ORACLE, XML]).skipped == 0
    finally:
        lib.close()
    players = []
    for clan in ("Mantis", "Crab"):
        r = _load_deck(_starter(clan), paths, accept_closest=True)
        players.append(PlayerSetup(clan, r.stronghold, r.dynasty, r.fate, r.sensei, r.wind))
    capsys.readouterr()
    used: dict[str, int] = {}
    for seed in range(4):
        game = Game.new(GameSetup(players, seed=seed, turn_cap=40))
        rng = random.Random(seed)
        while not game.state.game_over and len(game.action_log) < 6000:
            actions = game.legal_actions()
            if not actions:
                break
            uses = [a for a in actions if isinstance(a, UseAbility)]
            action = rng.choice(uses) if uses and rng.random() < 0.5 else rng.choice(actions)
            events = game.perform(action)
            if isinstance(action, UseAbility):
                assert any(isinstance(e, AbilityUsed) for e in events)
                card = game.state.cards[action.card].definition
                record = card.abilities[action.ability]
                # the record the engine ran is the translator's reading of one of its lines,
                # or our card-by-card record of one (carddb/data/ccg_abilities.json)
                assert record in [translate_ability(line, card)
                                  for line in split_abilities(card.text)] + \
                    card_abilities(card)[0], card.id
                used[card.id] = used.get(card.id, 0) + 1
    assert sum(used.values()) >= 10, used
    assert len(used) >= 3, used
