"""Positions: a documented, human-readable JSON description of a game mid-way (see
``docs/position-format.md``). Cards are named by title; their definitions come from the
position's own ``card_defs`` (inline), the ``card_defs`` argument, or the built-in starting
Holdings. Scenario tests, bug reports and the position editor use this format.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from l5r_desktop.core.errors import PositionError
from l5r_desktop.games.ccg.attack import battle_position
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.ids import Automation, Duration, Phase, Step, Zone, player_tag
from l5r_desktop.games.ccg.model.profiles import PROFILES
from l5r_desktop.games.ccg.model.starting import BAMBOO_HARVESTERS, BORDER_KEEP
from l5r_desktop.games.ccg.model.state import CardState, GameState, Modifier, PlayerState

FORMAT = "l5r-position"
VERSION = 1

_PILES = ("hand", "dynasty_deck", "fate_deck", "dynasty_discard", "fate_discard",
          "honorably_dead", "dishonorably_dead", "removed")


# ---------------------------------------------------------------------------------------
# writing

def _card_entry(state: GameState, cid: str, *, with_place: bool = False) -> Any:
    c = state.cards[cid]
    entry: dict[str, Any] = {"title": c.title}
    if c.bowed:
        entry["bowed"] = True
    if c.dishonored:
        entry["dishonored"] = True
    if c.attachments:
        entry["attachments"] = [_card_entry(state, a) for a in c.attachments]
    if c.tokens:
        entry["tokens"] = dict(c.tokens)
    if c.modifiers:
        entry["modifiers"] = [m.to_dict() for m in c.modifiers]
    if c.note:
        entry["note"] = c.note
    used = sorted(i for i, t in c.ability_uses.items() if t == state.turn)
    if used:
        entry["used_abilities"] = used
    if c.own_text:
        entry["own_text"] = True
    if c.given:
        entry["given"] = {k: list(v) for k, v in c.given.items()}
    if c.controller != c.owner:
        entry["owner"] = c.owner
    if c.under:
        entry["under"] = [state.cards[u].title for u in c.under]
    if state.attack is not None or state.duel is not None:  # engine II references
        entry.update(battle_position.card_flags(state, cid))
    return entry if len(entry) > 1 else c.title


def position_from_state(state: GameState, *, include_defs: bool = True) -> dict[str, Any]:
    """The position of a state (see docs/position-format.md)."""
    players = []
    for p in state.players:
        pd: dict[str, Any] = {
            "name": p.name,
            "family_honor": p.family_honor,
            "gold_pool": p.gold_pool,
            "imperial_favor": p.favor,
            "stronghold": _card_entry(state, p.stronghold) if p.stronghold else None,
            "home": [_card_entry(state, c) for c in p.home if c != p.stronghold],
            "provinces": [
                None if c is None else
                ({"title": state.title(c), "face_up": True} if state.cards[c].face_up
                 else state.title(c))
                for c in p.provinces
            ],
            "regions": [None if r is None else state.title(r) for r in p.province_regions],
        }
        for pile in _PILES:
            pd[pile] = [_card_entry(state, c) for c in p.pile(Zone(pile))]
        pd["bought_for_honor_this_turn"] = p.bought_for_honor_turn == state.turn
        pd["lobbied_this_turn"] = p.lobbied_turn == state.turn
        pd["events_resolved"] = list(p.events_resolved)
        if p.failed_searches:
            pd["failed_searches"] = list(p.failed_searches)
        if p.cycled:
            pd["cycled"] = True
        if p.hr_waived:
            pd["honor_requirement_waived"] = True
        if p.eliminated:
            pd["eliminated"] = True
        if p.provinces_destroyed:
            pd["provinces_destroyed"] = p.provinces_destroyed
        if p.sensei:
            pd["sensei"] = state.title(p.sensei)
        if p.wind:
            pd["wind"] = state.title(p.wind)
        players.append(pd)
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "profile": state.profile_name,
        "automation": state.automation.value,
        "turn": state.turn,
        "phase": state.phase.value,
        "step": state.step.value,
        "active": state.active,
        "priority": state.priority,
        "passes": state.passes,
        "first_player": state.first_player,
        "rng_state": state.rng_state,
        "winner": state.winner,
        "victory": state.victory,
        "players": players,
    }
    if state.turn_cap is not None:
        out["turn_cap"] = state.turn_cap
    if state.cursor:
        out["cursor"] = state.cursor
    out.update(battle_position.to_position(state, _card_entry, players))  # engine II
    if include_defs:
        seen: dict[str, dict[str, Any]] = {}
        for c in state.cards.values():
            seen.setdefault(c.title, c.printed.to_dict())
        out["card_defs"] = [seen[t] for t in sorted(seen)]
    return out


# ---------------------------------------------------------------------------------------
# reading

class _Loader:
    def __init__(self, pos: Mapping[str, Any],
                 card_defs: Iterable[CardDef] | Mapping[str, CardDef] | None) -> None:
        self.defs: dict[str, CardDef] = {}
        for d in (BORDER_KEEP, BAMBOO_HARVESTERS):
            self.defs[d.title.casefold()] = d
        if isinstance(card_defs, Mapping):
            card_defs = card_defs.values()
        for d in card_defs or ():
            if not isinstance(d, CardDef):
                raise PositionError("card_defs must hold CardDef objects")
            self.defs[d.title.casefold()] = d
        inline = pos.get("card_defs", [])
        if not isinstance(inline, list):
            raise PositionError("card_defs must be a list of card definitions")
        for raw in inline:
            try:
                d = CardDef.from_dict(raw)
            except ValueError as exc:
                raise PositionError(f"bad inline card definition: {exc}") from exc
            self.defs[d.title.casefold()] = d
        self.state: GameState | None = None
        self.counters: dict[int, int] = {}
        #: (card id, flag, value) of engine II reference flags (battle_position.FLAGS).
        self.refs: list[tuple[str, str, Any]] = []

    def definition(self, title: Any) -> CardDef:
        if not isinstance(title, str):
            raise PositionError(f"a card title must be a string, got {title!r}")
        d = self.defs.get(title.casefold())
        if d is None:
            raise PositionError(f"unknown card {title!r}: define it in card_defs")
        return d

    def new_card(self, player: int, entry: Any, zone: Zone) -> CardState:
        assert self.state is not None
        if isinstance(entry, str):
            entry = {"title": entry}
        if not isinstance(entry, dict) or "title" not in entry:
            raise PositionError(f"a card must be a title or an object with a title: {entry!r}")
        d = self.definition(entry["title"])
        owner = int(entry.get("owner", player))
        if not 0 <= owner < len(self.state.players):
            raise PositionError(f"{d.title}: no such owner {owner}")
        n = self.counters.get(owner, 0) + 1
        self.counters[owner] = n
        c = CardState(f"{player_tag(owner)}:c{n}", d, owner, zone, zone not in (
            Zone.HAND, Zone.DYNASTY_DECK, Zone.FATE_DECK))
        c.controller = player
        c.bowed = bool(entry.get("bowed", False))
        c.dishonored = bool(entry.get("dishonored", False))
        c.note = str(entry.get("note", ""))
        c.own_text = bool(entry.get("own_text", False))
        tokens = entry.get("tokens", {})
        if not isinstance(tokens, dict) or not all(
                isinstance(v, int) and not isinstance(v, bool) and v > 0
                for v in tokens.values()):
            raise PositionError(f"{d.title}: tokens must map names to positive counts")
        c.tokens = {str(k): v for k, v in tokens.items()}
        try:
            c.modifiers = [Modifier.from_dict(m) for m in entry.get("modifiers", [])]
        except (KeyError, TypeError, ValueError) as exc:
            raise PositionError(f"{d.title}: bad modifier ({exc})") from exc
        for m in c.modifiers:
            Duration(m.duration)
        try:
            c.set_given(entry.get("given", {}))
        except ValueError as exc:
            raise PositionError(f"{d.title}: {exc}") from exc
        for i in entry.get("used_abilities", []):
            c.ability_uses[int(i)] = self.state.turn
        self.state.cards[c.id] = c
        self.refs.extend((c.id, f, entry[f]) for f in battle_position.FLAGS if entry.get(f))
        for t in entry.get("under", []):
            u = self.new_card(player, t, Zone.UNDER)
            c.under.append(u.id)
        for a in entry.get("attachments", []):
            ac = self.new_card(player, a, zone)
            if ac.definition.type not in (CardType.FOLLOWER, CardType.ITEM, CardType.SPELL):
                raise PositionError(f"{ac.title} cannot be attached to {d.title}")
            ac.attached_to = c.id
            c.attachments.append(ac.id)
        return c


def _enum(cls: Any, value: Any, what: str) -> Any:
    try:
        return cls(value)
    except ValueError:
        raise PositionError(f"unknown {what} {value!r}") from None


def state_from_position(pos: Mapping[str, Any],
                        card_defs: Iterable[CardDef] | Mapping[str, CardDef] | None = None
                        ) -> GameState:
    """Build a :class:`GameState` from a position; raises :class:`PositionError`."""
    if not isinstance(pos, Mapping):
        raise PositionError("a position must be a JSON object")
    if pos.get("format", FORMAT) != FORMAT:
        raise PositionError(f"not a position (format {pos.get('format')!r})")
    if int(pos.get("version", VERSION)) > VERSION:
        raise PositionError(f"position version {pos.get('version')} is newer than this program")
    profile = str(pos.get("profile", "celestial"))
    if profile not in PROFILES:
        raise PositionError(f"unknown rules profile {profile!r}")
    loader = _Loader(pos, card_defs)
    state = GameState(profile, _enum(Automation, pos.get("automation", "enforced"),
                                     "automation level"))
    loader.state = state
    state.mark_loaded_effects()  # its cards may carry effects until a phase or battle ends
    try:
        state.turn = int(pos.get("turn", 1))
        state.phase = _enum(Phase, pos.get("phase", "action"), "phase")
        default_step = {Phase.ACTION: "action_round", Phase.ATTACK: "declare",
                        Phase.DYNASTY: "recruit"}.get(state.phase, "")
        state.step = _enum(Step, pos.get("step", default_step), "step")
        raw_players = pos.get("players")
        if not isinstance(raw_players, list) or len(raw_players) < 2:
            raise PositionError("a position needs a list of at least two players")
        state.active = int(pos.get("active", 0))
        state.priority = int(pos.get("priority", state.active))
        state.passes = int(pos.get("passes", 0))
        state.first_player = int(pos.get("first_player", 0))
        state.rng_state = int(pos.get("rng_state", pos.get("seed", 0)))
        state.winner = pos.get("winner")
        state.victory = pos.get("victory")
        state.turn_cap = pos.get("turn_cap")
        state.cursor = int(pos.get("cursor", 0))
        for i, raw in enumerate(raw_players):
            if not isinstance(raw, dict):
                raise PositionError(f"player {i + 1} must be an object")
            p = PlayerState(i, str(raw.get("name", f"Player {i + 1}")))
            state.players.append(p)
        for who in (state.active, state.priority, state.first_player):
            if not 0 <= who < len(state.players):
                raise PositionError(f"no such player {who}")
        for i, raw in enumerate(raw_players):
            _load_player(loader, state, i, raw)
        state.definitions_changed()  # the game's cards (GameState.ability_keys)
        battle_position.load(pos, state, loader.new_card, loader.refs)  # engine II
        state.definitions_changed()  # (and those of the battlefields)
    except (TypeError, ValueError, KeyError) as exc:
        if isinstance(exc, PositionError):
            raise
        raise PositionError(f"malformed position: {exc}") from exc
    return state


def _load_player(loader: _Loader, state: GameState, i: int, raw: dict[str, Any]) -> None:
    p = state.players[i]
    p.family_honor = int(raw.get("family_honor", 0))
    p.gold_pool = int(raw.get("gold_pool", 0))
    p.favor = bool(raw.get("imperial_favor", False))
    sh = raw.get("stronghold")
    if sh is not None:
        c = loader.new_card(i, sh, Zone.HOME)
        if c.definition.type is not CardType.STRONGHOLD:
            raise PositionError(f"{c.title} is not a Stronghold")
        p.stronghold = c.id
        p.home.append(c.id)
        p.clan = c.definition.clans[0] if c.definition.clans else None
    for key in ("sensei", "wind"):
        if raw.get(key):
            c = loader.new_card(i, raw[key], Zone.HOME)
            p.home.append(c.id)
            setattr(p, key, c.id)
    for entry in raw.get("home", []):
        c = loader.new_card(i, entry, Zone.HOME)
        if c.definition.type in (CardType.FOLLOWER, CardType.ITEM, CardType.SPELL):
            raise PositionError(f"{c.title} must be attached to a Personality")
        p.home.append(c.id)
    provinces = raw.get("provinces", [None] * 4)
    regions = raw.get("regions", [None] * len(provinces))
    if not isinstance(provinces, list) or not isinstance(regions, list) or \
            len(regions) != len(provinces):
        raise PositionError("provinces and regions must be lists of the same length")
    for n, entry in enumerate(provinces):
        if entry is None:
            p.provinces.append(None)
            continue
        face_up = isinstance(entry, dict) and bool(entry.get("face_up", False))
        c = loader.new_card(i, entry, Zone.PROVINCE)
        c.face_up = face_up
        c.province = n
        p.provinces.append(c.id)
    for n, entry in enumerate(regions):
        if entry is None:
            p.province_regions.append(None)
            continue
        c = loader.new_card(i, entry, Zone.PROVINCE)
        c.province = n
        c.face_up = True
        p.province_regions.append(c.id)
    for pile in _PILES:
        zone = Zone(pile)
        for entry in raw.get(pile, []):
            c = loader.new_card(i, entry, zone)
            c.controller = c.owner
            state.players[c.owner].pile(zone).append(c.id)
    if raw.get("bought_for_honor_this_turn"):
        p.bought_for_honor_turn = state.turn
    if raw.get("lobbied_this_turn"):
        p.lobbied_turn = state.turn
    p.events_resolved = [str(t) for t in raw.get("events_resolved", [])]
    p.failed_searches = [str(t) for t in raw.get("failed_searches", [])]
    p.cycled = bool(raw.get("cycled", False))
    p.hr_waived = bool(raw.get("honor_requirement_waived", False))
    p.eliminated = bool(raw.get("eliminated", False))
    p.provinces_destroyed = int(raw.get("provinces_destroyed", 0))
