"""The strength of one province, apart from the player's other provinces: "Give a target
Province +3 or -3 strength.", "Give a Province +3 strength.", "You may increase the
Province's strength by 2." (the province of a face-down card the action targets).

Effect (in an ability record's ``effects``; ``provinces.py`` checks and applies it)::

    {"op": "province_strength", "amount": 3, "target": 0}
        # the province holding the card of target 0, until the end of the turn
    {"op": "turn_face_up", "target": 0}   # "Turn the face-down card face-up."

A province is named by the card in it (``province_cards.py``: a spec with ``zone``
``province``, any player's with ``controller`` ``any``, targeted or chosen, ``face_down``
optional).

Rules. "Each province has a separate Province Strength stat, whose base value is the
Stronghold's Province Strength" [CE › AREAS OF THE GAME › PROVINCES] (the learn-to-play
book's words; the comprehensive rules: a stat "associated with ... a province" [CE › CARD
FEATURES › STATS] whose base is its player's Stronghold's [CE › STRONGHOLD › Base Province
Strength]); the Twenty Festivals rulebook: "Strength may go up and down separately for each
Province" [20F › PROVINCE STRENGTH]. The engine keeps the strength all of a player's
provinces share on his Stronghold (``stats.province_strength``); a bonus to one province is a
modifier of kind :data:`KIND` on that Stronghold whose ``scope`` is the province's index,
counted only when that province's strength is read (the battle at it: ``armies.preview``).
It lasts until the end of the turn unless the card says otherwise [CE › DURATION OF EFFECTS ›
Ongoing effects] (the modifier's duration ends it like any other). When a province is
destroyed its bonuses go with it and the provinces to its right, pushed together [CE › AREAS
OF THE GAME › PROVINCES], keep theirs (:func:`renumber`, called by
``moves.destroy_province``). If the card leaves its province before the effect resolves, the
effect no longer names a province: nothing happens (a note).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from l5r_desktop.games.ccg.events import Event, Note, NoteChanged, StatModified
from l5r_desktop.games.ccg.model.card_state import Modifier
from l5r_desktop.games.ccg.model.ids import Duration, Zone
from l5r_desktop.games.ccg.model.state import CardState, GameState, lasting

#: The modifier kind of a bonus to one province (``scope``: the province's index).
KIND = "one_province"
#: The effect op of this module (``province_strength`` with a target is ``provinces.py``'s).
OPS = ("turn_face_up",)
#: ``abilities.run_list`` passes the action's targets to :func:`apply`.
WITH_TARGETS = True
_STAT = "province_strength"
_Z_PROVINCE = Zone.PROVINCE


def bonus(keep: CardState, index: int) -> int:
    """The bonuses and penalties given to province ``index`` alone, on its player's
    Stronghold ``keep``."""
    scope = str(index)
    return sum(m.amount for m in keep.modifiers if m.kind == KIND and m.scope == scope)


def province_of(state: GameState, card_id: str) -> tuple[int, int] | None:
    """``(player, index)`` of the province holding ``card_id``, or ``None``."""
    c = state.cards.get(card_id)
    if c is None or c.zone is not _Z_PROVINCE or c.province is None:
        return None
    for p in state.players:
        if c.province < len(p.provinces) and p.provinces[c.province] == card_id:
            return p.index, c.province
    return None


def give(state: GameState, player: int, card_id: str, province_card: str, amount: int,
         duration: str = "turn") -> list[Event]:
    """Give the province holding ``province_card`` ``amount`` strength (a modifier on its
    player's Stronghold, scoped to the province)."""
    where = province_of(state, province_card)
    if where is None:
        return [Note((card_id,), text=f"{state.title(card_id)}: the card has left its "
                                      "province, no province's strength changes")]
    seat, index = where
    keep = state.players[seat].stronghold
    if not keep:
        return [Note((card_id,), text="Province strength unchanged (no Stronghold)")]
    d = lasting(state, duration)
    state.cards[keep].modifiers.append(Modifier(
        _STAT, amount, d, card_id, KIND, player if d is Duration.NEXT_TURN else -1,
        scope=str(index)))
    name = state.players[seat].name
    return [StatModified((keep,), stat=_STAT, amount=amount, duration=d.value),
            Note((card_id,), text=f"{state.title(card_id)}: {name}'s province {index + 1} "
                                  f"has {amount:+d} strength")]


def renumber(state: GameState, player: int, index: int) -> None:
    """Province ``index`` of ``player`` was destroyed: its own bonuses end, those of the
    provinces to its right follow them as they are pushed together."""
    keep = state.players[player].stronghold
    c = state.cards.get(keep) if keep else None
    if c is None or not any(m.kind == KIND for m in c.modifiers):
        return
    kept = []
    for m in c.modifiers:
        if m.kind == KIND:
            i = int(m.scope)
            if i == index:
                continue
            if i > index:
                m = replace(m, scope=str(i - 1))
        kept.append(m)
    c.modifiers = kept


def apply(state: GameState, player: int, card_id: str, effect: dict[str, Any],
          targets: tuple[str, ...] = ()) -> list[Event]:
    """``turn_face_up``: the target card, still in its province, is turned face-up (a card
    already face-up stays so)."""
    t = effect.get("target")
    cid = targets[t] if isinstance(t, int) and t < len(targets) else ""
    c = state.cards.get(cid)
    if c is None or province_of(state, cid) is None:
        return [Note((card_id,), text=f"{state.title(card_id)}: the card is no longer in "
                                      "its province")]
    if c.face_up:
        return []
    c.face_up = True
    return [NoteChanged((cid,), note="face up")]


def problems(effect: dict[str, Any]) -> list[str]:
    """Problems with a ``turn_face_up`` effect."""
    t = effect.get("target")
    if not isinstance(t, int) or isinstance(t, bool) or t < 0:
        return ["turn_face_up names a target card in a province"]
    return []
