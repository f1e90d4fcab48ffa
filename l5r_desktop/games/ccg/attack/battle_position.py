"""Engine II parts of positions (see docs/position-format.md, "Attacks and duels"): the attack
(battlefields with their units, Terrains, the battle under way) and the duel (focus pools,
focused cards), so that ``game.position()`` taken mid-battle or mid-duel loses nothing.

Positions name cards by title, so the cards the attack or duel refers to carry flags on their
own entries: ``"second_battle": true`` (the unit fought in an attacking army's resolution this
Attack Phase), ``"first_actor": true`` (the Naval Personality who acts first) and
``"duel": "challenger"`` / ``"challenged"``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from l5r_desktop.core.errors import PositionError
from l5r_desktop.games.ccg.model.battle_state import AttackState, Battlefield, DuelState
from l5r_desktop.games.ccg.model.ids import Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState

FLAGS = ("second_battle", "first_actor", "duel")


def card_flags(state: GameState, card_id: str) -> dict[str, Any]:
    """The flags a card's position entry carries (empty outside attacks and duels)."""
    out: dict[str, Any] = {}
    att = state.attack
    if att is not None:
        if card_id in att.second_battle:
            out["second_battle"] = True
        if att.first_actor == card_id:
            out["first_actor"] = True
    duel = state.duel
    if duel is not None:
        if duel.challenger == card_id:
            out["duel"] = "challenger"
        elif duel.challenged == card_id:
            out["duel"] = "challenged"
    return out


def to_position(state: GameState, entry: Callable[[GameState, str], Any],
                players: list[dict[str, Any]]) -> dict[str, Any]:
    """Top-level ``attack`` / ``duel`` keys, and each player's ``focus_pool`` / ``focusing``
    (added to ``players`` when not empty)."""
    out: dict[str, Any] = {}
    for p, pd in zip(state.players, players, strict=True):
        for pile in ("focus_pool", "focusing"):
            cards = p.pile(Zone(pile))
            if cards:
                pd[pile] = [entry(state, c) for c in cards]
    att = state.attack
    if att is not None:
        fields: list[dict[str, Any]] = []
        for bf in att.battlefields:
            fd: dict[str, Any] = {
                "province": bf.province,
                "attacking": [entry(state, c) for c in bf.attacking],
                "defending": [entry(state, c) for c in bf.defending],
                "ended": bf.ended,
            }
            if bf.terrain is not None:
                fd["terrain"] = entry(state, bf.terrain)
                fd["terrain_controller"] = state.cards[bf.terrain].controller
            if bf.reconnaissance:
                fd["reconnaissance"] = list(bf.reconnaissance)
            fields.append(fd)
        out["attack"] = {"attacker": att.attacker, "defender": att.defender,
                         "segment": att.segment, "current": att.current,
                         "naval_used": att.naval_used, "battlefields": fields}
    duel = state.duel
    if duel is not None:
        d = duel.to_dict()
        del d["challenger"], d["challenged"]
        out["duel"] = d
    return out


def load(pos: Mapping[str, Any], state: GameState,
         new_card: Callable[[int, Any, Zone], CardState],
         refs: list[tuple[str, str, Any]]) -> None:
    """Read ``attack``, ``duel`` and the focus piles of a position (after the players)."""
    raw_players = pos.get("players", [])
    for i, raw in enumerate(raw_players):
        for pile in ("focus_pool", "focusing"):
            for e in raw.get(pile, []) if isinstance(raw, dict) else []:
                c = new_card(i, e, Zone(pile))
                c.controller = c.owner
                c.face_up = False  # focused cards are revealed only when a strike ends the duel
                state.players[c.owner].pile(Zone(pile)).append(c.id)
    raw_att = pos.get("attack")
    if raw_att is not None:
        if not isinstance(raw_att, dict):
            raise PositionError("attack must be an object")
        att = AttackState(int(raw_att["attacker"]), int(raw_att["defender"]),
                          str(raw_att.get("segment", "infantry")))
        for who in (att.attacker, att.defender):
            if not 0 <= who < len(state.players):
                raise PositionError(f"attack: no such player {who}")
        state.attack = att
        for j, fd in enumerate(raw_att.get("battlefields", [])):
            bf = Battlefield(int(fd["province"]), ended=bool(fd.get("ended", False)))
            for who in fd.get("reconnaissance", []):
                if not isinstance(who, int) or not 0 <= who < len(state.players):
                    raise PositionError(f"battlefield {j + 1}: reconnaissance names no "
                                        f"player ({who!r})")
                bf.reconnaissance.append(who)
            att.battlefields.append(bf)
            for side, who, lst in (("attacking", att.attacker, bf.attacking),
                                   ("defending", att.defender, bf.defending)):
                for e in fd.get(side, []):
                    c = new_card(who, e, Zone.BATTLEFIELD)
                    c.battlefield = j
                    for a in c.attachments:
                        state.cards[a].battlefield = j
                    lst.append(c.id)
            if fd.get("terrain") is not None:
                t = new_card(int(fd.get("terrain_controller", att.attacker)), fd["terrain"],
                             Zone.BATTLEFIELD)
                t.battlefield = j
                bf.terrain = t.id
        current = raw_att.get("current")
        att.current = None if current is None else int(current)
        att.naval_used = bool(raw_att.get("naval_used", False))
    raw_duel = pos.get("duel")
    duel_cards: dict[str, str] = {}
    for cid, flag, value in refs:
        if flag == "second_battle" and state.attack is not None:
            state.attack.second_battle.append(cid)
        elif flag == "first_actor" and state.attack is not None:
            state.attack.first_actor = cid
        elif flag == "duel":
            duel_cards[str(value)] = cid
    if raw_duel is not None:
        if not isinstance(raw_duel, dict) or set(duel_cards) != {"challenger", "challenged"}:
            raise PositionError('a duel needs one card flagged "duel": "challenger" and one '
                                '"duel": "challenged"')
        state.duel = DuelState.from_dict({**raw_duel, **duel_cards})
