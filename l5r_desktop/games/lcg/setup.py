"""Starting an LCG game [RR › Setup]: decks, the token bank, the first player, shuffles.

A :class:`GameSetup` holds both players' decks as card definitions and the seed; it is all a
replay needs. :func:`create_state` performs setup steps 1-4 (decks, bank and rings, first
player at random, shuffles); steps 5-8 are the players' decisions (stronghold province,
mulligans) handled in ``flow.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from l5r_desktop.core.errors import SetupError
from l5r_desktop.core.rng import Rng, draw_seed, seed_state
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side
from l5r_desktop.games.lcg.state import CardState, LcgState, PlayerState, new_rings


@dataclass
class PlayerDeck:
    """One player's deck: a stronghold, an optional role, five provinces, the dynasty and
    conflict decks (one definition per copy)."""

    name: str
    stronghold: LcgCardDef
    provinces: list[LcgCardDef]
    dynasty: list[LcgCardDef]
    conflict: list[LcgCardDef]
    role: LcgCardDef | None = None

    def all_defs(self) -> list[LcgCardDef]:
        """Every definition the deck uses (with repeats)."""
        extra = [self.role] if self.role else []
        return [self.stronghold, *extra, *self.provinces, *self.dynasty, *self.conflict]

    def to_dict(self) -> dict[str, Any]:
        """JSON form: the definitions once, the deck lists by id."""
        return {"name": self.name, "stronghold": self.stronghold.id,
                "role": self.role.id if self.role else None,
                "provinces": [d.id for d in self.provinces],
                "dynasty": [d.id for d in self.dynasty], "conflict": [d.id for d in self.conflict]}


@dataclass
class GameSetup:
    """Everything needed to start (and replay) an LCG game. ``seed=None`` draws one, once."""

    players: list[PlayerDeck]
    seed: int | None = None
    options: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.seed is None:
            self.seed = draw_seed()

    def defs(self) -> dict[str, LcgCardDef]:
        """Every card definition of both decks, by id."""
        return {d.id: d for p in self.players for d in p.all_defs()}

    def to_dict(self) -> dict[str, Any]:
        """JSON form (card definitions embedded once)."""
        return {"game": "lcg", "seed": self.seed, "options": dict(self.options),
                "cards": [d.to_dict() for d in self.defs().values()],
                "players": [p.to_dict() for p in self.players]}

    @classmethod
    def from_dict(cls, data: Any) -> GameSetup:
        """Inverse of :meth:`to_dict`; :class:`SetupError` when malformed."""
        try:
            defs = {d.id: d for d in (LcgCardDef.from_dict(c) for c in data["cards"])}
            players = []
            for p in data["players"]:
                role = p.get("role")
                players.append(PlayerDeck(
                    str(p["name"]), defs[p["stronghold"]], [defs[i] for i in p["provinces"]],
                    [defs[i] for i in p["dynasty"]], [defs[i] for i in p["conflict"]],
                    defs[role] if role else None))
            seed = data["seed"]
            if isinstance(seed, bool) or not isinstance(seed, int):
                raise SetupError("malformed LCG setup: seed must be an integer")
            return cls(players, seed, dict(data.get("options") or {}))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, SetupError):
                raise
            raise SetupError(f"malformed LCG setup: {exc}") from exc


def validate(setup: GameSetup) -> None:
    """Raise :class:`SetupError` for decks that cannot start a game (deckbuilding legality is
    the card library's job; here only what the engine needs)."""
    if len(setup.players) != 2:
        raise SetupError("an LCG game needs two players")
    for p in setup.players:
        if p.stronghold.type is not LcgType.STRONGHOLD:
            raise SetupError(f"{p.name}: {p.stronghold.name} is not a stronghold")
        if len(p.provinces) != 5 or any(d.type is not LcgType.PROVINCE for d in p.provinces):
            raise SetupError(f"{p.name}: a deck needs exactly five provinces")
        if any(d.side is not Side.DYNASTY for d in p.dynasty):
            raise SetupError(f"{p.name}: the dynasty deck holds a non-dynasty card")
        if any(d.side is not Side.CONFLICT for d in p.conflict):
            raise SetupError(f"{p.name}: the conflict deck holds a non-conflict card")
        if len(p.dynasty) < 5 or len(p.conflict) < 5:
            raise SetupError(f"{p.name}: decks are too small to fill provinces and draw")


def create_state(setup: GameSetup) -> LcgState:
    """Setup steps 1-4 [RR › Setup]: the token bank and the unclaimed ring pool, the first
    player chosen at random, both decks of both players shuffled. The state then waits for
    step 5 (each player's stronghold province, in player order)."""
    validate(setup)
    rng = Rng(seed_state(setup.seed if setup.seed is not None else 0))
    cards: dict[str, CardState] = {}
    players: list[PlayerState] = []
    for i, deck in enumerate(setup.players):
        letter = "AB"[i]
        n = 0

        def make(d: LcgCardDef, zone: str, *, facedown: bool = False,
                 _i: int = i, _letter: str = letter) -> str:
            nonlocal n
            n += 1
            uid = f"{_letter}{n}"
            cards[uid] = CardState(uid, d.id, _i, _i, zone, facedown=facedown)
            return uid

        ps = PlayerState()
        ps.stronghold = make(deck.stronghold, "stronghold")
        ps.role = make(deck.role, "role") if deck.role else None
        ps.provinces = [make(d, "province_row", facedown=True) for d in deck.provinces]
        ps.dynasty_deck = [make(d, "dynasty_deck", facedown=True) for d in deck.dynasty]
        ps.conflict_deck = [make(d, "conflict_deck", facedown=True) for d in deck.conflict]
        players.append(ps)
    first = rng.below(2)
    for ps in players:
        rng.shuffle(ps.dynasty_deck)
        rng.shuffle(ps.conflict_deck)
    state = LcgState(setup.defs(), cards, players, rng.state, first_player=first,
                     phase="setup", step="setup_stronghold", turn=first, rings=new_rings())
    return state
