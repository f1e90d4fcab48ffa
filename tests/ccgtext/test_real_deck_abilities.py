"""Issue 17: a game between two real decks (../shared/decks, skipped when absent) on the real
card data uses card abilities automatically, Reactions included: the translated records of
real cards are offered as legal actions and resolve through the engine (random choices among
legal actions, seeded)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
ORACLE = SHARED / "carddata" / "oracle-json"
XML = SHARED / "carddata" / "eopk-xml" / "cards-emperor.xml"
STARTERS = SHARED / "decks" / "ccg" / "eopk"
#: A player's deck (Ben Kimball's) whose Personality answers his own Recruit with a Reaction
#: the translator reads (a Twenty Festivals "Interrupt, Bow: After you Recruit ..., draw").
REACTION_DECK = SHARED / "decks" / "ccg" / "benkimball" / "dragon__strict-honor.txt"

pytestmark = pytest.mark.skipif(
    not (ORACLE.is_dir() and XML.is_file() and STARTERS.is_dir() and REACTION_DECK.is_file()),
    reason="real card data not available in ../shared")


def _starter(clan: str) -> str:
    return str(next(STARTERS.glob(f"Ivory_{clan}_Starter_*.l5d")))


@pytest.fixture(scope="module")
def paths(tmp_path_factory):
    from l5r_desktop.carddb.library import Library
    from l5r_desktop.persistence.paths import DataPaths

    found = DataPaths(tmp_path_factory.mktemp("real-deck-abilities"))
    lib = Library.open(found.library_file, demo=False)
    try:
        assert lib.import_files([ORACLE, XML]).skipped == 0
    finally:
        lib.close()
    return found


def _players(paths, decks: list[str]) -> list:
    import contextlib
    import io

    from l5r_desktop.commands.simulate import _load_deck
    from l5r_desktop.games.ccg.setup import PlayerSetup

    players = []
    for n, deck in enumerate(decks):
        with contextlib.redirect_stderr(io.StringIO()):  # the accepted suggestions
            r = _load_deck(deck, paths, accept_closest=True)
        players.append(PlayerSetup(f"P{n + 1}", r.stronghold, r.dynasty, r.fate, r.sensei,
                                   r.wind))
    return players


def _is_translated(card, record) -> bool:
    """The record the engine ran is the translator's reading of one of the card's lines, or
    our card-by-card record of one (carddb/data/ccg_abilities*.json)."""
    from l5r_desktop.carddb.ccg_abilities import card_abilities
    from l5r_desktop.carddb.ccgtext import split_abilities, translate_ability

    return record in [translate_ability(line, card) for line in split_abilities(card.text)] \
        + card_abilities(card)[0]


def test_real_starter_games_use_translated_abilities(paths) -> None:
    from l5r_desktop.games.ccg.actions import UseAbility
    from l5r_desktop.games.ccg.events import AbilityUsed
    from l5r_desktop.games.ccg.game import Game
    from l5r_desktop.games.ccg.setup import GameSetup

    players = _players(paths, [_starter("Mantis"), _starter("Crab")])
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
                assert _is_translated(card, card.abilities[action.ability]), card.id
                used[card.id] = used.get(card.id, 0) + 1
    assert sum(used.values()) >= 10, used
    assert len(used) >= 3, used


@pytest.mark.parametrize(("decks", "least"), [
    # a real Dragon deck: three copies of a Personality whose Interrupt answers his own
    # Recruit, against the Ivory Mantis starter
    ((str(REACTION_DECK), "Mantis"), 3),
    # the Ivory Mantis starter's Reserve Personality answers his Recruit into a battle with a
    # Ranged Attack
    (("Mantis", "Crab"), 1)], ids=["dragon-vs-mantis", "mantis-vs-crab"])
def test_real_deck_games_open_reaction_windows_and_resolve_reactions(paths, decks, least
                                                                      ) -> None:
    """In eight seeded random games between two real decks the engine opens Reaction windows
    for real cards' translated Reactions (and Interrupt windows for their Interrupts about
    their own card entering play, ``entry_interrupts.py``), and the players take them: each
    use happens in an open window, runs the translated record and resolves
    (``AbilityUsed``)."""
    from l5r_desktop.games.ccg.actions import UseAbility
    from l5r_desktop.games.ccg.events import AbilityUsed, WindowOpened
    from l5r_desktop.games.ccg.game import Game
    from l5r_desktop.games.ccg.setup import GameSetup

    players = _players(paths, [d if d.endswith(".txt") else _starter(d) for d in decks])
    windows = resolved = 0
    for seed in range(8):
        game = Game.new(GameSetup(players, seed=seed, turn_cap=40))
        rng = random.Random(seed)
        while not game.state.game_over and len(game.action_log) < 6000:
            actions = game.legal_actions()
            if not actions:
                break
            uses = [a for a in actions if isinstance(a, UseAbility)]
            action = rng.choice(uses) if uses and rng.random() < 0.5 else rng.choice(actions)
            open_before = len(game.state.windows)
            events = game.perform(action)
            windows += sum(1 for e in events
                           if isinstance(e, WindowOpened)
                           and e.timing in ("reaction", "interrupt"))
            if isinstance(action, UseAbility) and open_before:
                card = game.state.cards[action.card].definition
                record = card.abilities[action.ability]
                assert record["timing"] in ("reaction", "interrupt"), card.id
                assert _is_translated(card, record), card.id
                assert any(isinstance(e, AbilityUsed) for e in events)
                resolved += 1
    assert windows >= least, windows
    assert resolved >= least, resolved
