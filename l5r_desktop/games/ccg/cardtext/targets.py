"""The legal targets of a card ability's ``target`` specs [S1 › TARGETING], enumerated for the
legal-action lists (``uses.py``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack import ranged
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardType
from l5r_desktop.games.ccg.model.state import GameState

_STRONGHOLD = CardType.STRONGHOLD
_TYPE_MAP = {
    "personality": (CardType.PERSONALITY,),
    "holding": (CardType.HOLDING,),
    "follower": (CardType.FOLLOWER,),
    "item": (CardType.ITEM,),
    "spell": (CardType.SPELL,),
    "attachment": (CardType.FOLLOWER, CardType.ITEM, CardType.SPELL),
    "stronghold": (CardType.STRONGHOLD,),
}
_MISSING: Any = object()


def target_candidates(state: GameState, player: int, source: str, spec: dict[str, Any],
                      in_play: dict[int, list[str]] | None = None) -> list[str]:
    """Cards in play that fit one target spec. ``in_play`` (optional) keeps each player's
    ``moves.in_play_cards`` for a caller asking several times about an unchanged state."""
    if spec.get("type") == "ranged":  # engine II: a Ranged/Melee Attack or Fear target
        return ranged.targets(state, player)
    types = _TYPE_MAP.get(spec.get("type", "card"))
    ctrl = spec.get("controller", "any")
    if ctrl == "you":
        owners = [player]
    elif ctrl == "opponent":
        owners = state.opponents(player)
    else:
        owners = [player, *state.opponents(player)]
    out = []
    cards = state.cards
    # the filters, looked up once (the spec is the same for every candidate)
    bowed = spec.get("bowed", _MISSING)
    dishonorable = spec.get("dishonorable", _MISSING)
    kw = spec.get("keyword")
    max_force = spec.get("max_force", _MISSING)
    min_ph = spec.get("min_personal_honor", _MISSING)
    not_self = spec.get("not_self")
    bare = spec.get("no_attachments")
    for who in owners:
        if in_play is None:
            listed = moves.in_play_cards(state, who)
        else:
            listed = in_play.get(who)  # type: ignore[assignment]
            if listed is None:
                listed = in_play[who] = moves.in_play_cards(state, who)
        for cid in listed:
            c = cards[cid]
            t = c.definition.type
            if types is None:
                if t is _STRONGHOLD:
                    continue
            elif t not in types:
                continue
            if bowed is not _MISSING and c.bowed != bowed:
                continue
            if dishonorable is not _MISSING and c.dishonored != dishonorable:
                continue
            if kw and not c.definition.has_keyword(kw):
                continue
            if max_force is not _MISSING and stats.force(state, cid) > max_force:
                continue
            if min_ph is not _MISSING and stats.personal_honor(state, cid) < min_ph:
                continue
            if not_self and cid == source:
                continue
            if bare and c.attachments:
                continue
            out.append(cid)
    return out



def target_sets(state: GameState, player: int, source: str, rec: dict[str, Any],
                limit: int = 64, in_play: dict[int, list[str]] | None = None
                ) -> list[tuple[str, ...]]:
    """Every legal tuple of distinct required targets (capped at ``limit``); ``in_play`` as
    in :func:`target_candidates`."""
    specs = rec.get("targets", [])
    if len(specs) == 1:  # the common case: one target
        return [(c,) for c in target_candidates(state, player, source, specs[0],
                                                in_play)[:limit]]
    sets: list[tuple[str, ...]] = [()]
    for spec in specs:
        cands = target_candidates(state, player, source, spec, in_play)
        sets = [(*s, c) for s in sets for c in cands if c not in s][:limit]
        if not sets:
            return []
    return sets
