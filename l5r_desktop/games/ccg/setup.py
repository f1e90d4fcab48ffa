"""Game setup: who plays which deck under which profile, and the start of the game.

Start of game [S1 › START OF GAME › A–G]: Strongholds revealed, each player starts with the
Stronghold and an unbowed Border Keep (CE) and Family Honor = Starting Family Honor; the highest
Honor goes first, ties broken randomly (GE: each cuts his Fate deck and adds the Focus Value
[S2 › Determining Who Starts]); players not going first add a bowed Bamboo Harvesters (CE);
decks are shuffled with the game's seeded RNG; four provinces are filled face down from the
Dynasty deck; everyone draws the starting hand (6 CE, 5 GE/20F).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from l5r_desktop.core.errors import SetupError
from l5r_desktop.core.rng import Rng, draw_seed, seed_state
from l5r_desktop.games.ccg import honor
from l5r_desktop.games.ccg.events import CardEnteredPlay, Event, Note
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef, CardType, Deck
from l5r_desktop.games.ccg.model.ids import Automation, Phase, Zone, player_tag
from l5r_desktop.games.ccg.model.profiles import get_profile
from l5r_desktop.games.ccg.model.starting import BAMBOO_HARVESTERS, BORDER_KEEP
from l5r_desktop.games.ccg.model.state import CardState, GameState, PlayerState

PROVINCES = 4


@dataclass
class PlayerSetup:
    """One player's name and deck (card definitions; the same definition may repeat)."""

    name: str
    stronghold: CardDef
    dynasty: list[CardDef]
    fate: list[CardDef]
    sensei: CardDef | None = None
    wind: CardDef | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON form with full card definitions (a save is self-contained)."""
        defs: dict[str, dict[str, Any]] = {}
        for d in [self.stronghold, *self.dynasty, *self.fate, self.sensei, self.wind]:
            if d is not None:
                defs[d.id] = d.to_dict()
        return {
            "name": self.name,
            "stronghold": self.stronghold.id,
            "dynasty": [d.id for d in self.dynasty],
            "fate": [d.id for d in self.fate],
            "sensei": self.sensei.id if self.sensei else None,
            "wind": self.wind.id if self.wind else None,
            "definitions": defs,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PlayerSetup:
        """Inverse of :meth:`to_dict`; raises :class:`SetupError` when malformed."""
        try:
            defs = {k: CardDef.from_dict(v) for k, v in data["definitions"].items()}

            def get(i: str | None) -> CardDef | None:
                return defs[i] if i is not None else None

            stronghold = defs[data["stronghold"]]
            return cls(str(data["name"]), stronghold, [defs[i] for i in data["dynasty"]],
                       [defs[i] for i in data["fate"]], get(data.get("sensei")),
                       get(data.get("wind")))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SetupError(f"malformed player setup: {exc}") from exc


@dataclass
class GameSetup:
    """Everything needed to start (and replay) a game.

    ``seed=None`` means "any seed": one is drawn here, once, and kept, so every game built from
    this setup (the table's, a reload, the autosave replica, crash recovery) is the same game.
    """

    players: list[PlayerSetup]
    profile: str = "celestial"
    automation: str = "enforced"
    seed: int | None = None
    turn_cap: int | None = None
    options: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.seed is None:
            self.seed = draw_seed()

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {"players": [p.to_dict() for p in self.players], "profile": self.profile,
                "automation": self.automation, "seed": self.seed, "turn_cap": self.turn_cap,
                "options": dict(self.options)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameSetup:
        """Inverse of :meth:`to_dict`; raises :class:`SetupError` when malformed."""
        if not isinstance(data, dict) or not isinstance(data.get("players"), list):
            raise SetupError("malformed game setup: no players")
        seed = data.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise SetupError("malformed game setup: seed must be an integer")
        return cls([PlayerSetup.from_dict(p) for p in data["players"]],
                   str(data.get("profile", "celestial")), str(data.get("automation", "enforced")),
                   seed, data.get("turn_cap"), dict(data.get("options", {})))


#: The numbers every Stronghold prints [S1 › STRONGHOLD]: Base Province Strength (top), Gold
#: Production (middle), Starting Family Honor (bottom).
STRONGHOLD_STATS = (("province_strength", "Province Strength"),
                    ("gold_production", "Gold Production"),
                    ("starting_honor", "Starting Family Honor"))


def missing_stronghold_stats(stronghold: CardDef) -> list[str]:
    """The printed Stronghold numbers [S1 › STRONGHOLD] a card record lacks (names for the
    user). A record without them would start the game with Province Strength 0, no Gold and
    0 Honor [S1 › START OF GAME › A] (the Oracle export has such Ivory Strongholds)."""
    return [label for name, label in STRONGHOLD_STATS if getattr(stronghold, name) is None]


def validate(setup: GameSetup) -> None:
    """Raise :class:`SetupError` for a setup that cannot start a game."""
    try:
        get_profile(setup.profile)
        Automation(setup.automation)
    except ValueError as exc:
        raise SetupError(str(exc)) from exc
    if len(setup.players) < 2:
        raise SetupError("a game needs at least two players")
    for p in setup.players:
        if p.stronghold.type is not CardType.STRONGHOLD:
            raise SetupError(f"{p.name}: {p.stronghold.title} is not a Stronghold")
        missing = missing_stronghold_stats(p.stronghold)
        if missing:
            raise SetupError(f"{p.name}: the card data of {p.stronghold.title} has no "
                             f"{', '.join(missing)}; a Stronghold needs them to start a game")
        for d in p.dynasty:
            if d.deck is not Deck.DYNASTY:
                raise SetupError(f"{p.name}: {d.title} is not a Dynasty card")
        for d in p.fate:
            if d.deck is not Deck.FATE:
                raise SetupError(f"{p.name}: {d.title} is not a Fate card")


def create_state(setup: GameSetup) -> tuple[GameState, list[Event]]:
    """Build the state at the start of the game (before the first turn begins)."""
    validate(setup)
    prof = get_profile(setup.profile)
    state = GameState(setup.profile, Automation(setup.automation))
    state.turn_cap = setup.turn_cap
    rng = Rng(seed_state(setup.seed))
    events: list[Event] = []
    for i, ps in enumerate(setup.players):
        tag = player_tag(i)
        p = PlayerState(i, ps.name)
        state.players.append(p)
        sh = CardState(f"{tag}:s", ps.stronghold, i, Zone.HOME, True)
        state.cards[sh.id] = sh
        p.stronghold = sh.id
        p.home.append(sh.id)
        p.clan = ps.stronghold.clans[0] if ps.stronghold.clans else None
        p.family_honor = ps.stronghold.starting_honor or 0
        for key, d in (("sensei", ps.sensei), ("wind", ps.wind)):
            if d is not None:
                c = CardState(f"{tag}:{key}", d, i, Zone.HOME, True)
                state.cards[c.id] = c
                p.home.append(c.id)
                setattr(p, key, c.id)
                if key == "sensei":
                    p.family_honor += d.starting_honor or 0
        for n, d in enumerate(ps.dynasty, 1):
            c = CardState(f"{tag}:d{n}", d, i, Zone.DYNASTY_DECK)
            state.cards[c.id] = c
            p.dynasty_deck.append(c.id)
        for n, d in enumerate(ps.fate, 1):
            c = CardState(f"{tag}:f{n}", d, i, Zone.FATE_DECK)
            state.cards[c.id] = c
            p.fate_deck.append(c.id)
        if prof.starting_holdings:
            bk = CardState(f"{tag}:bk", setup.options.get("border_keep", BORDER_KEEP)
                           if isinstance(setup.options.get("border_keep"), CardDef)
                           else BORDER_KEEP, i, Zone.HOME, True)
            state.cards[bk.id] = bk
            p.home.append(bk.id)
            events.append(CardEnteredPlay((sh.id, bk.id), player=i, how="start of game"))
        else:
            events.append(CardEnteredPlay((sh.id,), player=i, how="start of game"))
    state.definitions_changed()  # the game's cards (GameState.ability_keys)
    # D. shuffle (before the GE cut, which needs shuffled decks)
    for p in state.players:
        rng.shuffle(p.dynasty_deck)
        rng.shuffle(p.fate_deck)
    # B. starting player
    honors = [p.family_honor for p in state.players]
    if prof.cut_for_first_player:
        for _attempt in range(10):
            cuts = []
            for p in state.players:
                if p.fate_deck:
                    cid = p.fate_deck[rng.below(len(p.fate_deck))]
                    cuts.append(state.cards[cid].definition.focus or 0)
                else:
                    cuts.append(0)
            totals = [h + c for h, c in zip(honors, cuts, strict=True)]
            events.append(Note((), text="Cut for the first player: " + ", ".join(
                f"{p.name} {t}" for p, t in zip(state.players, totals, strict=True))))
            if totals.count(max(totals)) == 1:
                break
        honors = totals
    best = max(honors)
    tied = [i for i, h in enumerate(honors) if h == best]
    first = tied[rng.below(len(tied))] if len(tied) > 1 else tied[0]
    if len(tied) > 1:
        events.append(Note((), text=f"Tie for the first player; {state.players[first].name} "
                                    "wins the coin flip"))
    state.first_player = first
    state.active = first
    state.priority = first
    # C. Bamboo Harvesters for those not going first
    if prof.starting_holdings:
        for i, p in enumerate(state.players):
            if i != first:
                bh = CardState(f"{player_tag(i)}:bh", BAMBOO_HARVESTERS, i, Zone.HOME, True)
                bh.bowed = True
                state.cards[bh.id] = bh
                state.definitions_changed()
                p.home.append(bh.id)
                events.append(CardEnteredPlay((bh.id,), player=i, how="start of game, bowed"))
    # E. provinces, F. starting hands
    for i, p in enumerate(state.players):
        p.provinces = [None] * PROVINCES
        p.province_regions = [None] * PROVINCES
        events += moves.refill(state, i)
    for i in range(len(state.players)):
        events += moves.draw(state, i, prof.starting_hand)
    # The Imperial Favor: a lone Dragon player starts with it [S1 › THE IMPERIAL FAVOR]
    if prof.dragon_starts_with_favor:
        dragons = [i for i, p in enumerate(state.players) if p.clan == "Dragon"]
        if len(dragons) == 1:
            events += honor.set_favor(state, dragons[0])
    state.rng_state = rng.state
    state.phase = Phase.SETUP
    return state, events
