"""The per-card harness's checks of effects on the table rather than on a target card (used by
``checks._check``, with a :func:`snapshot` taken before the use).

- ``create`` (``cardtext/created.py``): after the use, the cards created since the snapshot
  must include, per ``create`` effect, ``count`` cards of its type with exactly its stats and
keywords, no title, in play: a Personality in the user's home under his control (``at``: a unit
of its own at the current battlefield, in his side), a Follower or Item attached to the card
the effect names (``target: chosen``: one of the user's Personalities, the one chosen as it
resolves), in that Personality's unit [CE › CREATED CARDS], [CE › ATTACHMENTS]; with
the abilities the effect gives it (its definition's), its creator's Clan alignment keyword
(``card.clan``), and, ``until``, a delayed removal waiting for the battle's or the turn's end
or the creator's next turn. Each ability a created card is given is then put in use
on a card of ours with the created card's type, stats and keywords (:func:`exercise_created`).
- ``province_strength`` (``cardtext/provinces.py``): the user's Province Strength (or, for
  the current battlefield's province, the Defender's) changed by the amount (a penalty
  stops at 0).
  With a ``target`` (``cardtext/one_province.py``): the province of the target card changed by
  the amount, the player's other provinces unchanged.
- ``turn_face_up`` (``cardtext/one_province.py``): the target card is face up, still in the
  province it was in.
- ``refill_face_up`` (``cardtext/refills.py``): the province the card came from holds, face
  up, the card that was on top of its owner's Dynasty deck before the triggering action (a
  trait's snapshot) or that refilled it face down before the use (a Reaction's).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import created, one_province
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import GameState

#: The ops checked here.
OPS = ("create", "province_strength", "refill_face_up", "turn_face_up")
_STATS = ("force", "chi", "personal_honor", "gold_production")


def snapshot(state: GameState) -> dict[str, Any]:
    """What these checks compare: the created cards and each player's Province Strength."""
    return {"created": _created(state), "used": set(),
            "ps": [stats.province_strength(state, i) for i in range(len(state.players))],
            "dynasty_top": [p.dynasty_deck[0] if p.dynasty_deck else None
                            for p in state.players],
            "provinces": [[(c, c is not None and state.cards[c].face_up) for c in p.provinces]
                          for p in state.players],
            "one": {c: stats.province_strength(state, p.index, i)
                    for p in state.players for i, c in enumerate(p.provinces) if c}}


def _created(state: GameState) -> set[str]:
    return {cid for cid in state.cards if cid.startswith(created.PREFIX)}


def check(state: GameState, before: dict[str, Any], player: int, effect: dict[str, Any],
          host: str | None) -> list[str]:
    """Problems with one effect of these ops (``host``: the card the effect names, if any)."""
    if effect["op"] == "province_strength" and isinstance(effect.get("target"), int):
        return _check_one(state, before, effect, host)
    if effect["op"] == "turn_face_up":
        c = state.cards.get(host or "")
        if c is None or one_province.province_of(state, c.id) is None or not c.face_up:
            return ["turn_face_up: the card is not face up in its province"]
        return []
    if effect["op"] == "province_strength":
        who = player  # each of his provinces, or the Defender's at the current battlefield
        if effect.get("where") == "battlefield":
            if state.attack is None:
                return ["province_strength: no battle to check the province in"]
            who = state.attack.defender
        want = before["ps"][who] + int(effect["amount"])
        now = stats.province_strength(state, who)
        if now != max(0, want):
            return [f"province_strength: now {now}, record {want}"]
        before["ps"][who] = now  # a second such effect adds to this one
        return []
    if effect["op"] == "refill_face_up":
        return _check_refill(state, before, host)
    if effect.get("target") == created.CHOSEN:  # a Personality of his chosen as it resolves
        host = created.CHOSEN
    return _check_created(state, before["created"], player, effect, host, before["used"])


def _check_one(state: GameState, before: dict[str, Any], effect: dict[str, Any],
               card: str | None) -> list[str]:
    """One province's strength: the target card's province by the amount, the others not."""
    where = one_province.province_of(state, card or "")
    if where is None or card not in before["one"]:
        return ["province_strength: the target is not a card in a province"]
    seat, index = where
    want = before["one"][card] + int(effect["amount"])
    out = []
    for i, other in enumerate(state.players[seat].provinces):
        now = stats.province_strength(state, seat, i)
        if other == card and now != max(0, want):
            out.append(f"province_strength: province {i + 1} now {now}, record {want}")
        elif other != card and other in before["one"] and now != before["one"][other]:
            out.append(f"province_strength: another province changed to {now}")
    before["one"][card] = stats.province_strength(state, seat, index)
    return out


def _check_refill(state: GameState, before: dict[str, Any], card: str | None) -> list[str]:
    c = state.cards.get(card or "")
    if c is None or c.from_province is None:
        return ["refill_face_up: the card did not come from a province"]
    i = c.from_province
    now = state.players[c.owner].provinces[i]
    was = before["provinces"][c.owner]
    refilled = now == before["dynasty_top"][c.owner] or (
        i < len(was) and was[i] == (now, False))  # refilled face down before a Reaction
    if now is None or not refilled or not state.cards[now].face_up:
        return [f"refill_face_up: province {c.from_province + 1} does not hold the deck's "
                "top card face up"]
    return []


def _check_created(state: GameState, before: set[str], player: int, effect: dict[str, Any],
                   host: str | None, used: set[str]) -> list[str]:
    """Problems with one ``create`` effect: ``host`` is the card it attaches to (``None``
    for a Personality); ``used`` collects the created cards already matched to an effect."""
    spec = effect["card"]
    want = int(effect.get("count", 1))
    keywords = list(spec.get("keywords", []))
    clan = state.players[player].clan if spec.get("clan") == "you" else None
    if clan:  # "with your Clan Alignment": the creator's
        keywords.append(f"{clan} Clan")
    found = []
    for cid in sorted(_created(state) - before - used):
        c = state.cards[cid]
        d = c.definition
        if d.type.value != spec["type"] or list(d.keywords) != keywords:
            continue
        if any((getattr(d, k) or 0) != spec.get(k, 0) for k in _STATS if k in spec):
            continue
        if spec.get("bowed") and not c.bowed:  # "it enters play bowed"
            continue
        if host == created.CHOSEN:  # the one chosen: one of the player's Personalities
            on = state.cards.get(c.attached_to or "")
            if on is None or on.controller != player or not on.in_play or \
                    on.definition.type.value != "personality":
                continue
            host = on.id
        owner = player if host is None else state.cards[host].controller  # its unit's
        if not c.in_play or c.controller != owner or d.title:
            continue
        if list(d.abilities) != list(spec.get("abilities", [])):
            continue
        if host is None and not _placed(state, player, cid, effect):
            continue
        if host is not None and c.attached_to != host:
            continue
        found.append(cid)
        if len(found) == want:
            break
    used.update(found)
    if len(found) != want:
        where = "attached to its Personality" if host is not None else \
            "at the current battlefield" if effect.get("at") else "in the home"
        return [f"create: {len(found)} created {spec['type']} {where}, record {want}"]
    return []


def _placed(state: GameState, player: int, cid: str, effect: dict[str, Any]) -> bool:
    """A created Personality where the effect puts it, removed later if it says so."""
    until = effect.get("until")
    when = created.BATTLE_END if until == "battle" else created.DELAYED_UNTIL.get(until or "")
    if until and not any(d["card"] == cid and d["when"] == when for d in state.delayed):
        return False
    if not effect.get("at"):
        return cid in state.players[player].home
    bf = armies.current_battlefield(state)
    side = armies.side_of(state, player)
    return bf is not None and cid in (bf.attacking if side == "attacking" else bf.defending)


def exercise_created(record: dict[str, Any], exercise: Any) -> list[str]:
    """Each ability a ``create`` effect of the record gives its card, put in use (by the
    harness's ``exercise``) on a card of ours made like the created one."""
    problems: list[str] = []
    for n, eff in enumerate(e for e in record.get("effects", []) if e.get("op") == "create"):
        spec = eff["card"]
        if not spec.get("abilities"):
            continue
        made = CardDef(id=f"harness:created{n}", title=f"Harness Created {n}",
                       type=created.TYPES[spec["type"]],
                       keywords=tuple(spec.get("keywords", ())), gold_cost=3,
                       honor_requirement=0, abilities=tuple(spec["abilities"]),
                       **{k: spec.get(k, 0) for k in _STATS if k in spec})
        for k, ability in enumerate(spec["abilities"]):
            problems += [f"created card's ability {k}: {p}" for p in exercise(made, k, ability)]
    return problems
