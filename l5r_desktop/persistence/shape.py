"""The shape check of a state read from a save: every field has the type the engine expects and
every reference names something that exists. No Qt.

``GameState.from_dict`` converts what it can and keeps the rest as it finds it; a crafted or
damaged snapshot can therefore hold a list where a card id belongs, a string where a battlefield
index belongs, or a unit that does not exist. The engine and the table trust the state, so
:func:`state_problem` looks at every field first and names the first problem it sees (the
loader refuses the file with it). It never raises.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from l5r_desktop.games.ccg.model.ids import Zone

if TYPE_CHECKING:
    from l5r_desktop.games.ccg.model.battle_state import AttackState, DuelState
    from l5r_desktop.games.ccg.model.state import CardState, GameState, PlayerState

#: ``AttackState.segment`` values the battle engine knows (``games/ccg/attack/armies.py``;
#: ``before_resolution``: a battle waiting, before it resolves, for its Terrain's choices,
#: ``games/ccg/cardtext/battle_points.py``).
SEGMENTS = frozenset({"declaration", "infantry", "cavalry", "battles", "engage", "combat",
                      "resolution", "before_resolution"})
#: Piles of a player that hold card ids (``HOME`` included).
PILES = tuple(z.value for z in Zone if z.value not in ("province", "battlefield", "under"))
_PLAYER_BOOLS = ("favor", "eliminated", "cycled", "hr_waived")
_PLAYER_INTS = ("family_honor", "gold_pool", "bought_for_honor_turn", "lobbied_turn",
                "provinces_destroyed")
_CARD_BOOLS = ("face_up", "bowed", "dishonored", "own_text")
#: Largest absolute value accepted in a counter (honor, gold, turn, tokens...): far beyond any
#: game, small enough that arithmetic on it stays cheap.
MAX_MAGNITUDE = 10**9


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and \
        -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE


def _opt_int(value: Any) -> bool:
    return value is None or _int(value)


def _opt_str(value: Any) -> bool:
    return value is None or isinstance(value, str)


class _Check:
    """Holds the state being checked and answers "does this name a card / a player"."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.cards = state.cards
        self.n = len(state.players)

    def card(self, value: Any) -> bool:
        return isinstance(value, str) and value in self.cards

    def opt_card(self, value: Any) -> bool:
        return value is None or self.card(value)

    def cards_list(self, value: Any) -> bool:
        return isinstance(value, list) and all(self.card(c) for c in value)

    def player(self, value: Any) -> bool:
        return _int(value) and 0 <= value < self.n

    def opt_player(self, value: Any) -> bool:
        return value is None or self.player(value)


def state_problem(state: GameState) -> str | None:
    """The first thing wrong with ``state``'s shape, or ``None`` when it is sound."""
    if not isinstance(state.players, list) or not state.players:
        return "it has no players"
    check = _Check(state)
    for problem in (_game_problem(check), *(_player_problem(check, i, p)
                                             for i, p in enumerate(state.players)),
                    _cards_problem(check), _attack_problem(check, state.attack),
                    _duel_problem(check, state.duel), _pending_problem(check),
                    _windows_problem(check)):
        if problem:
            return problem
    return None


def _game_problem(check: _Check) -> str | None:
    s = check.state
    for name in ("turn", "passes", "cursor", "rng_state"):
        value = getattr(s, name)
        if not isinstance(value, int) or isinstance(value, bool):
            return f"its {name.replace('_', ' ')} is not a whole number"
    if not _int(s.turn) or s.turn < 0 or not _int(s.passes) or not _int(s.cursor):
        return "its turn counters are out of range"
    for name in ("active", "first_player", "priority"):
        if not check.player(getattr(s, name)):
            return f"the {name.replace('_', ' ')} is an unknown player"
    if not check.opt_player(s.winner):
        return "the winner is an unknown player"
    if not _opt_str(s.victory):
        return "the victory is not text"
    if not _opt_int(s.turn_cap) or (s.turn_cap is not None and s.turn_cap < 0):
        return "the turn cap is not a whole number"
    return None


def _player_problem(check: _Check, index: int, p: PlayerState) -> str | None:
    if not isinstance(p.name, str):
        return f"player {index + 1}'s name is not text"
    if p.index != index:
        return f"{p.name} is listed in the wrong seat"
    for name in _PLAYER_INTS:
        if not _int(getattr(p, name)):
            return f"{p.name}'s {name.replace('_', ' ')} is not a number"
    for name in _PLAYER_BOOLS:
        if not isinstance(getattr(p, name), bool):
            return f"{p.name}'s {name.replace('_', ' ')} is not true or false"
    if not _opt_str(p.clan):
        return f"{p.name}'s clan is not text"
    if not check.card(p.stronghold) or not check.opt_card(p.sensei) \
            or not check.opt_card(p.wind):
        return f"{p.name}'s Stronghold, Sensei or Wind is an unknown card"
    for zone in PILES:
        if not check.cards_list(getattr(p, zone, None)):
            return f"{p.name}'s {zone.replace('_', ' ')} names unknown cards"
    if not isinstance(p.provinces, list) or not all(check.opt_card(c) for c in p.provinces):
        return f"{p.name}'s provinces name unknown cards"
    if not isinstance(p.province_regions, list) or not all(
            check.opt_card(c) for c in p.province_regions):
        return f"{p.name}'s province regions name unknown cards"
    if len(p.province_regions) != len(p.provinces):
        return f"{p.name}'s province regions do not match the provinces"
    if not isinstance(p.events_resolved, list) or not all(
            isinstance(e, str) for e in p.events_resolved):
        return f"{p.name}'s resolved events are malformed"
    if not isinstance(p.failed_searches, list) or not all(
            isinstance(e, str) for e in p.failed_searches):
        return f"{p.name}'s failed searches are malformed"
    if not isinstance(p.provinces_lost_turns, list) or not all(
            _int(t) and t >= 0 for t in p.provinces_lost_turns):
        return f"{p.name}'s turns of destroyed provinces are malformed"
    return None


def _card_problem(check: _Check, key: str, c: CardState) -> str | None:
    if c.id != key:
        return f"card {key} is listed under another id"
    if not check.player(c.owner) or not check.player(c.controller):
        return f"card {c.id} belongs to an unknown player"
    for name in _CARD_BOOLS:
        if not isinstance(getattr(c, name), bool):
            return f"card {c.id}'s {name.replace('_', ' ')} is not true or false"
    if not _opt_int(c.province) or not _opt_int(c.battlefield):
        return f"card {c.id}'s province or battlefield is not a number"
    if not check.cards_list(c.attachments) or not check.cards_list(c.under) \
            or not check.opt_card(c.attached_to):
        return f"card {c.id} is attached to unknown cards"
    if c.id in c.attachments or c.attached_to == c.id or c.id in c.under:
        return f"card {c.id} is attached to itself"
    if not isinstance(c.note, str):
        return f"card {c.id}'s note is not text"
    if not all(_int(v) for v in c.tokens.values()) or not all(
            _int(v) for v in c.ability_uses.values()):
        return f"card {c.id}'s counters are out of range"
    if not all(_int(m.amount) for m in c.modifiers):
        return f"card {c.id}'s modifiers are out of range"
    return None


def _cards_problem(check: _Check) -> str | None:
    if not isinstance(check.cards, dict):
        return "its cards are malformed"
    for key, c in check.cards.items():
        problem = _card_problem(check, key, c)
        if problem:
            return problem
    return None


def _attack_problem(check: _Check, att: AttackState | None) -> str | None:
    if att is None:
        return None
    if not check.player(att.attacker) or not check.player(att.defender):
        return "the attack names an unknown player"
    if att.segment not in SEGMENTS:
        return "the attack is in an unknown segment"
    if not isinstance(att.battlefields, list) or not att.battlefields:
        return "the attack has no battlefields"
    if att.current is not None and not (_int(att.current)
                                        and 0 <= att.current < len(att.battlefields)):
        return "the attack's current battlefield is unknown"
    for n, bf in enumerate(att.battlefields, 1):
        if not _int(bf.province) or not isinstance(bf.ended, bool):
            return f"battlefield {n} of the attack is malformed"
        if not check.cards_list(bf.attacking) or not check.cards_list(bf.defending):
            return f"battlefield {n} of the attack names unknown units"
        if not check.opt_card(bf.terrain):
            return f"battlefield {n} of the attack names an unknown terrain"
        if not isinstance(bf.reconnaissance, list) or not all(
                check.player(x) for x in bf.reconnaissance):
            return f"battlefield {n} of the attack gives Reconnaissance to unknown players"
    if not all(check.player(x) for v in att.allies.values() for x in v):
        return "the attack's allies are unknown players"
    if not check.cards_list(att.second_battle) or not check.opt_card(att.first_actor) \
            or not check.opt_card(att.extra_actor):
        return "the attack names unknown units"
    if not isinstance(att.naval_used, bool):
        return "the attack is malformed"
    return None


def _duel_problem(check: _Check, duel: DuelState | None) -> str | None:
    if duel is None:
        return None
    if not check.card(duel.challenger) or not check.card(duel.challenged):
        return "the duel names unknown Personalities"
    if not check.player(duel.to_act) or not check.player(duel.resume_priority) \
            or not check.opt_player(duel.must_focus) or not check.opt_player(duel.pass_after):
        return "the duel names unknown players"
    if not all(_int(x) for x in duel.hand_focused) or not _int(duel.refusal_honor):
        return "the duel is malformed"
    if not all(check.card(k[0]) and check.card(k[2]) and check.card(k[3])
               for k in duel.after_focus) or not check.cards_list(duel.focus_left):
        return "the duel's delayed Focus Effects name unknown cards"
    return None


def _pending_problem(check: _Check) -> str | None:
    s = check.state
    if not all(check.card(c) and check.player(p) for c, p in s.pending):
        return "its pending card effects name unknown cards"
    for r in s.reactions:
        if not check.player(r.get("player")) or not _int(r.get("amount")) \
                or not all(check.card(c) for c in r.get("candidates", ())):
            return "its waiting Seppuku reactions are malformed"
    return None


def _windows_problem(check: _Check) -> str | None:
    """Open trigger windows (``core/windows.py``) name known cards and players."""
    for w in check.state.windows:
        if not all(check.card(c) for c in w.cards):
            return "its open trigger window names unknown cards"
        if not all(check.player(p) for p in w.order) or not 0 <= w.turn < len(w.order):
            return "its open trigger window names unknown players"
    return None
