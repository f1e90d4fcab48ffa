"""Playing cards from outside the hand "as if it were in your hand" [RR › Play Restrictions and
Permissions, Play and Put into Play, 3.2.2. Conflict action window].

A permission lets a player play cards from another zone in the ways he plays cards from his
hand: characters (home, or into the conflict during a conflict), attachments and events, paying
their costs as usual. Two sources:

- a constant record ``{"timing": "constant", "play_as_hand": {"zone": ..., "type": ...,
  "trait": ..., "during_conflict": true}, "condition": {...}}`` on a card the player controls
  in play (character, attachment, stronghold, faceup holding, faceup unbroken province):
  ``zone`` ``provinces`` (faceup cards in his provinces: "you may play each character in your
  provinces as if it were in your hand"), ``this_province`` (the province the holding is in:
  a card letting its owner play the characters of this province while a conflict goes on),
  ``conflict_discard`` / ``dynasty_discard`` (his discard pile); ``type`` / ``trait`` narrow
  the cards; ``during_conflict``: only while a conflict is declared; the record's
  ``condition`` as for constant abilities (``stats.constant_holds``);
- a lasting effect made by the ``may_play`` op (an event taken from the conflict discard
  pile may be played from there as from the hand, until the conflict ends),
  for that card while it stays in the zone it was in.

A card leaving its zone leaves it for good (``moves.take_out``); a character played from a
province refills it [RR › Refill a Province].
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.lcg.cards import LcgType
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.games.lcg.stats import constant_holds

#: The last game's card definitions and the card ids with a ``play_as_hand`` record / a
#: ``play_as_attachment`` record (most games: none); one entry, so the check is cheap.
_LAST: list[Any] = [None, -1, frozenset(), frozenset()]


def _ids(s: LcgState) -> list[Any]:
    last = _LAST
    if last[0] is not s.defs or last[1] != len(s.defs):
        def having(key: str) -> frozenset[str]:
            return frozenset(cid for cid, d in s.defs.items()
                             if any(isinstance(r.get(key), dict) for r in d.abilities))
        last[:] = [s.defs, len(s.defs), having("play_as_hand"), having("play_as_attachment")]
    return last


def _permission_ids(s: LcgState) -> frozenset[str]:
    """Card ids with a ``play_as_hand`` record (most games: none)."""
    return _ids(s)[2]


def as_attachment_ids(s: LcgState) -> frozenset[str]:
    """Card ids with a ``play_as_attachment`` record (``play.py``)."""
    return _ids(s)[3]


def _sources(s: LcgState, p: int, ids: frozenset[str]) -> list[str]:
    ps = s.players[p]
    provs = [*ps.provinces, *([ps.stronghold_province] if ps.stronghold_province else [])]
    cands = [*ps.characters, *ps.attachments, *([ps.stronghold] if ps.stronghold else []),
             *(u for u in provs if not s.cards[u].facedown and not s.cards[u].broken),
             *(u for prov in provs for u in s.province_cards.get(prov, ())
               if not s.cards[u].facedown)]
    return [u for u in cands if s.cards[u].card_id in ids]


def _zone_cards(s: LcgState, p: int, src: str, spec: dict[str, Any]) -> list[str]:
    ps = s.players[p]
    zone = spec.get("zone")
    if zone == "provinces":
        cards = [u for prov in ps.provinces for u in s.province_cards.get(prov, ())
                 if not s.cards[u].facedown]
    elif zone == "this_province":
        prov = s.cards[src].province
        cards = [u for u in s.province_cards.get(prov or "", ()) if not s.cards[u].facedown]
    elif zone in ("conflict_discard", "dynasty_discard"):
        cards = list(getattr(ps, zone))
    else:
        return []
    kind, trait = spec.get("type"), spec.get("trait")
    return [u for u in cards if (kind is None or s.defn(u).type.value == kind)
            and (trait is None or s.defn(u).has_trait(trait))
            and s.defn(u).type in (LcgType.CHARACTER, LcgType.ATTACHMENT, LcgType.EVENT)]


def extra_playable(s: LcgState, p: int) -> list[str]:
    """The cards outside ``p``'s hand that he may play now as if they were in his hand
    (module docstring), each once."""
    out: list[str] = []
    ids = _permission_ids(s)
    if not ids and not s.effects:
        return out
    for e in s.effects:
        if e.get("kind") == "may_play" and e.get("player") == p and e["card"] not in out \
                and s.cards[e["card"]].zone == e.get("zone"):
            out.append(e["card"])
    if not ids:
        return out
    conflict = s.conflict is not None and s.conflict.declared
    for src in _sources(s, p, ids):
        for rec in s.defn(src).abilities:
            spec = rec.get("play_as_hand")
            if rec.get("timing") != "constant" or not isinstance(spec, dict) or (
                    spec.get("during_conflict") and not conflict) or not constant_holds(
                    s, src, rec.get("condition") or {}):
                continue
            out.extend(u for u in _zone_cards(s, p, src, spec) if u not in out)
    return out
