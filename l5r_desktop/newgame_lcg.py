"""Starting LCG games from deck choices: the demo decks, decks saved in the data folder (the LCG
deck editor's JSON exports and text lists) or any deck file; resolved in the library.

No Qt here (the New game dialog and tests use it). Problems are :class:`NewGameError` with a
message for the user; nothing is started then.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from l5r_desktop.newgame import NewGameError, read_deck_text

__all__ = ["AUTOMATION_OPTION", "LcgDeckChoice", "lcg_deck_choices", "new_lcg_game",
           "resolve_lcg_choice"]

#: Key of :attr:`GameSetup.options` holding the table's automation level: ``"assisted"``
#: offers the manual toolkit in the card menus, ``"enforced"`` offers only the rules' actions.
AUTOMATION_OPTION = "automation"
LCG_DECK_SUFFIXES = (".json", ".txt")


@dataclass(frozen=True)
class LcgDeckChoice:
    """Where an LCG deck comes from: a demo deck by name, or a deck file."""

    demo: str = ""
    path: str = ""

    def label(self) -> str:
        """What the deck boxes show (and the settings remember)."""
        return f"Demo: {self.demo}" if self.demo else Path(self.path).name


def lcg_deck_choices(decks_dir: Path | None) -> list[LcgDeckChoice]:
    """The demo decks, then the LCG deck files (``*.json``, ``*.txt``) in ``decks_dir``."""
    from l5r_desktop.carddb.lcg_demo import lcg_demo_decks

    choices = [LcgDeckChoice(demo=d.name) for d in lcg_demo_decks()]
    if decks_dir is not None and Path(decks_dir).is_dir():
        files = sorted(p for p in Path(decks_dir).iterdir()
                       if p.suffix.lower() in LCG_DECK_SUFFIXES and p.is_file())
        choices += [LcgDeckChoice(path=str(p)) for p in files]
    return choices


class _DemoThenLibrary:
    """The card lookups of :func:`~l5r_desktop.carddb.lcg_decks.resolve`: the bundled demo
    LCG cards first (a deck saved from a demo deck in the LCG deck editor names them), then
    the library's imported cards."""

    def __init__(self, library: Any) -> None:
        from l5r_desktop.carddb.lcg_demo import lcg_demo_cards

        self.library = library
        self.demo = {c.id: c for c in lcg_demo_cards()}

    def lcg_cards(self, card_ids: Any = None) -> dict[str, Any]:
        if card_ids is None:
            return {**self.library.lcg_cards(), **self.demo}
        ids = list(card_ids)
        found = self.library.lcg_cards([i for i in ids if i not in self.demo])
        found.update({i: self.demo[i] for i in ids if i in self.demo})
        return found

    def lcg_by_title(self, title: str) -> list[Any]:
        key = title.casefold()
        demo = [c for c in self.demo.values() if c.name.casefold() == key]
        return demo or self.library.lcg_by_title(title)

    def closest_titles(self, name: str, n: int = 5, game: str = "lcg") -> list[str]:
        return self.library.closest_titles(name, n=n, game=game)


def resolve_lcg_choice(choice: LcgDeckChoice, library: Any) -> Any:
    """The resolved :class:`~l5r_desktop.carddb.lcg_decks.LcgDeck` of a choice."""
    from l5r_desktop.carddb import lcg_decks
    from l5r_desktop.carddb.lcg_demo import lcg_demo_decks

    if choice.demo:
        for deck in lcg_demo_decks():
            if deck.name == choice.demo:
                return deck
        raise NewGameError(f"there is no demo LCG deck named {choice.demo!r}")
    path = Path(choice.path)
    text = read_deck_text(path)
    try:
        deck = lcg_decks.load_deck(text, _DemoThenLibrary(library))
    except lcg_decks.UnknownLcgCardsError as exc:
        lines = str(exc).splitlines()
        shown = "\n".join(lines[:8] + (["…"] if len(lines) > 8 else []))
        raise NewGameError(f"{path.name}: the library does not know these cards (import "
                           f"the FiveRingsDB data first?)\n{shown}") from exc
    except lcg_decks.LcgDeckError as exc:
        raise NewGameError(f"{path.name}: {exc}") from exc
    if not deck.name:
        deck.name = path.stem
    return deck


def new_lcg_game(library: Any, names: list[str], choices: list[LcgDeckChoice], *,
                 automation: str = "assisted", seed: int | None = None) -> Any:
    """Resolve both decks and start an LCG game (``Game``) for players ``names``."""
    from l5r_desktop.carddb.lcg_convert import engine_deck
    from l5r_desktop.core.errors import SetupError
    from l5r_desktop.games.lcg.game import Game
    from l5r_desktop.games.lcg.setup import GameSetup, PlayerDeck

    if len(names) != 2 or len(choices) != 2:
        raise NewGameError("an LCG game needs two players, each with a deck")
    players = []
    for name, choice in zip(names, choices, strict=True):
        deck = resolve_lcg_choice(choice, library)
        sections = engine_deck(deck)
        if len(sections["stronghold"]) != 1:
            raise NewGameError(f"{choice.label()}: the deck needs exactly one stronghold")
        players.append(PlayerDeck(name.strip() or "Player", sections["stronghold"][0],
                                  sections["provinces"], sections["dynasty"],
                                  sections["conflict"],
                                  sections["role"][0] if sections["role"] else None))
    setup = GameSetup(players, seed=seed, options={AUTOMATION_OPTION: automation})
    try:
        return Game.new(setup)
    except (SetupError, ValueError) as exc:
        raise NewGameError(str(exc)) from exc
