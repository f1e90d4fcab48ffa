"""Shared kit of the ability-data engine tests (tests/lcg/test_ability_data.py and the
``ability_cases_*`` modules it loads): stand-in cards, a small conflict table, the engine's
UseAbility found among the legal actions and performed, and the registry of cases by card id.

Each case puts the card with our record into a small game (a military or political conflict,
player A attacking with one character, B defending with one), finds the engine's UseAbility
for it among the legal actions, performs it through ``Game.perform`` and checks the exact
result. Definitions are built from the record's card id with stand-in stats (the records are
ours; the real cards' text is not needed); demo cards use their bundled definitions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from l5r_desktop.carddb.lcg_abilities import abilities_for
from l5r_desktop.carddb.lcg_convert import to_engine_card
from l5r_desktop.carddb.lcg_demo import lcg_demo_cards
from l5r_desktop.games.lcg.actions import UseAbility
from l5r_desktop.games.lcg.cards import LcgCardDef, LcgType, Side
from l5r_desktop.games.lcg.game import Game, position_of
from l5r_desktop.games.lcg.state import Conflict, LcgState
from l5r_desktop.games.lcg.stats import skill
from tests.lcg.scenario import put, started

FIGHTER = LcgCardDef(id="t:fighter", name="Fighter", type=LcgType.CHARACTER, side=Side.DYNASTY,
                     cost=3, military=3, political=2, glory=1)
CHEAP = LcgCardDef(id="t:cheap", name="Cheap", type=LcgType.CHARACTER, side=Side.DYNASTY,
                   cost=1, military=1, political=1, glory=0)


def card_def(card_id: str, card_type: LcgType, side: Side, **kw: Any) -> LcgCardDef:
    demo = {c.id: c for c in lcg_demo_cards()}
    if card_id in demo:
        return to_engine_card(demo[card_id])
    return LcgCardDef(id=card_id, name=card_id, type=card_type, side=side,
                      abilities=abilities_for(card_id), **kw)


@dataclass
class Table:
    """A conflict in progress: A's attacker ``a``, B's defender ``b``, A deciding."""

    state: LcgState
    a: str
    b: str


def table(ctype: str = "military") -> Table:
    s = started(1).state
    a = put(s, 0, FIGHTER)
    b = put(s, 1, FIGHTER)
    s.conflict = Conflict(0, ctype, "air", s.players[1].provinces[0], [a], [b], declared=True)
    s.step, s.turn, s.window = "action_window", 0, {"kind": "conflict", "passes": 0}
    s.players[0].fate, s.players[0].honor = 10, 10
    s.players[1].honor = 10
    return Table(s, a, b)


def use(t: Table, uid: str, targets: tuple[str, ...] = ()) -> LcgState:
    """Perform the card's first ability with these targets through the engine."""
    game = Game.from_position(position_of(t.state))
    wanted = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == uid
              and a.targets == targets]
    assert wanted, [a for a in game.legal_actions() if isinstance(a, UseAbility)]
    game.perform(wanted[0])
    return game.state


def place(t: Table, d: LcgCardDef, where: str) -> str:
    s = t.state
    if where == "hand":
        return put(s, 0, d, "hand")
    if where in ("holding", "province"):
        prov = s.players[0].provinces[0]
        if where == "province":
            s.defs[d.id] = d
            s.cards[prov].card_id = d.id
            s.cards[prov].facedown = False
            return prov
        uid = put(s, 0, d, "province")
        s.players[0].characters.remove(uid) if uid in s.players[0].characters else None
        s.cards[uid].province = prov
        s.province_cards.setdefault(prov, []).append(uid)
        return uid
    if where == "stronghold":
        s.defs[d.id] = d
        s.cards[s.players[0].stronghold].card_id = d.id
        return s.players[0].stronghold
    return put(s, 0, d)


def mil(s: LcgState, uid: str) -> int:
    return skill(s, uid, "military")


def pol(s: LcgState, uid: str) -> int:
    return skill(s, uid, "political")


CASES: dict[str, Callable[[], None]] = {}


def case(*ids: str) -> Callable[[Callable[[str], None]], Callable[[str], None]]:
    def register(fn: Callable[[str], None]) -> Callable[[str], None]:
        for card_id in ids:
            CASES[card_id] = lambda cid=card_id, f=fn: f(cid)
        return fn
    return register


MONK = LcgCardDef(id="t:monk", name="Monk", type=LcgType.CHARACTER, side=Side.DYNASTY,
                  cost=2, military=2, political=2, glory=1, traits=("Monk",))
BUSHI = LcgCardDef(id="t:bushi", name="Bushi", type=LcgType.CHARACTER, side=Side.DYNASTY,
                   cost=2, military=2, political=1, glory=1, traits=("Bushi",))


def character(t: Table, card_id: str, *, participating: bool = False, **kw: Any) -> str:
    stats = {"cost": 2, "military": 2, "political": 2} | kw
    uid = place(t, card_def(card_id, LcgType.CHARACTER, Side.DYNASTY, **stats), "play")
    if participating:
        t.state.conflict.attackers.append(uid)
    return uid


def targets_of(t: Table, uid: str) -> set[tuple[str, ...]]:
    game = Game.from_position(position_of(t.state))
    return {a.targets for a in game.legal_actions()
            if isinstance(a, UseAbility) and a.card == uid}


def defending_at(t: Table) -> None:
    """The conflict moves to A's first province: B attacks with ``b``, A defends with ``a``."""
    s = t.state
    s.conflict = Conflict(1, "military", "air", s.players[0].provinces[0], [t.b], [t.a],
                          declared=True)


COURTIER = LcgCardDef(id="t:courtier", name="Courtier", type=LcgType.CHARACTER,
                      side=Side.DYNASTY, cost=2, military=1, political=3, glory=1,
                      traits=("Courtier",))


def attach(s: LcgState, p: int, d: LcgCardDef, host: str) -> str:
    """Put attachment ``d`` of player ``p`` in play on ``host``; its uid."""
    from l5r_desktop.games.lcg.state import CardState

    s.defs[d.id] = d
    uid = f"{'AB'[p]}x{len(s.cards)}"
    s.cards[uid] = CardState(uid, d.id, p, p, "play", attached_to=host)
    s.players[p].attachments.append(uid)
    return uid


def offered(game: Game, uid: str) -> list[UseAbility]:
    """The engine's UseAbility actions of card ``uid`` among the legal actions now."""
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == uid]


def game_of(t: Table) -> Game:
    """A game at the table's position (the engine's legal actions and perform)."""
    return Game.from_position(position_of(t.state))
