"""The per-card harness for Event records and for Reactions to a dishonoring (used by
``actions`` and ``reactions``).

- An Event (``timing: event``): the card lies face down in Alice's first province as her turn
  begins (the position starts at her Straighten Phase, so the engine straightens, reveals it in
  the Events Phase and resolves it [CE › EVENTS PHASE], [CE › EVENT]). The same table is built
  without the record (the Event then waits for the players) and the Honor, hands, the
  Imperial Favor and Alice's provinces are compared with the record's effects; the Event must
  end in the discard pile, or at Alice's home when an effect puts it into play. An effect on
  ``each_player`` with a Family Honor condition: Alice has that much, Bob (10) not. A "you
  may" is applied; on a third table declined, which must change nothing; the turn must reach
  the Action Phase after it.
- A Reaction ``After <card> is dishonored``: a Strategy of ours in Alice's hand dishonors the
  card the trigger is about (the card itself, the Personality carrying it, or one of Alice's
  Personalities); the window that opens offers the Reaction, taken and checked like an action.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.carddb.harness import deck_choices as harness_deck
from tests.carddb.harness import (
    event_attacker_waits,
    event_choices,
    event_gifts,
    event_lasting,
    event_movement,
    event_pile_equip,
)
from tests.carddb.harness.position import _ATTACHMENTS, Unusable, _honor, _without
from tests.engine.scenario import cd, find

#: Effects an Event record may have that this harness checks (no targets: an Event's
#: resolution chooses none here).
EVENT_OPS = ("gain_honor", "lose_honor", "draw", "take_favor", "discard_favor",
             "put_into_play", "destroy_own_province", "after_next_turn_begins", "search_deck")
#: The ``each_player`` conditions this harness meets: Alice fits, Bob (10 Honor) does not.
_EACH_PLAYER = ("family_honor_at_least",)

#: Alice's tool for dishonoring one of her own Personalities.
SHAME = cd("Harness Shame", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "limited", "targets": [{"type": "personality", "controller": "you"}],
     "effects": [{"op": "dishonor", "target": 0}]}])


def _event_effects_usable(record: dict[str, Any]) -> None:
    if record.get("targets") or record.get("cost") or record.get("condition"):
        raise Unusable("an Event record with targets, costs or a condition: not resolved here")
    ops = [e["op"] for e in record.get("effects", [])]
    if not ops or any(op not in EVENT_OPS or "if" in e or any(
            k not in _EACH_PLAYER for k in e.get("each_player", {}))
                      for op, e in zip(ops, record["effects"], strict=True)):
        raise Unusable(f"Event effects {ops}: not checked here")
    if any(e.get("target", "self") != "self" for e in record["effects"]):
        raise Unusable("an Event effect on a target: not checked here")
    if any(e["op"] == "search_deck" and (e.get("deck") != "fate" or e.get("to", "hand") != "hand"
                                         or "optional" in e) for e in record["effects"]):
        raise Unusable("a search of another deck, to another place or optional: not here")


def _expected(record: dict[str, Any], build: Any) -> tuple[list[int], list[int], Any]:
    """What the record's effects change: Honor and hands per player, the Favor."""
    want_honor, want_hands = [0, 0], [0, 0]
    favor: bool | None = None
    honor_now = [build.honor, 10]
    for eff in record["effects"]:
        if "each_player" in eff:  # every player it fits (Alice's Honor meets it)
            need = eff["each_player"].get("family_honor_at_least", 0)
            whom = [p for p in (0, 1) if honor_now[p] >= need]
        else:
            whom = [1 if eff.get("player") == "opponent" else 0]
        for who in whom:
            if eff["op"] == "gain_honor":
                want_honor[who] += eff["amount"]
            elif eff["op"] == "lose_honor":
                want_honor[who] -= eff["amount"]
            elif eff["op"] == "draw":
                want_hands[who] += eff["amount"]
            elif eff["op"] == "search_deck":  # the card found goes to the hand
                want_hands[who] += 1
            elif eff["op"] in ("take_favor", "discard_favor"):
                favor = eff["op"] == "take_favor"
    return want_honor, want_hands, favor


def _searched(s: Any, base: Any, record: dict[str, Any]) -> list[str]:
    """A search of Alice's Fate deck: the deck is the one of the table without the record
    less the cards now in her hand, each of the type looked for."""
    finds = [e for e in record["effects"] if e["op"] == "search_deck"]
    if not finds:
        return []
    old, deck = base.players[0].fate_deck, s.players[0].fate_deck
    found = [c for c in old if c not in deck]
    if sorted(deck) != sorted(c for c in old if c not in found) or len(found) != len(finds) \
            or any(c not in s.players[0].hand for c in found):
        return [f"search_deck: {len(found)} card(s) went from the deck to the hand, record "
                f"{len(finds)}"]
    got = [s.cards[c].definition.type.value for c in found]
    for kind in (e.get("find", {}).get("type") for e in finds):
        if kind and kind not in got:
            return [f"search_deck: found {got}, record a {kind}"]
        got.remove(kind if kind else got[0])
    return []


def _next_turn(game: Game) -> None:
    """Pass until Alice's next turn has begun (Bob's turn in between; at most 40 actions)."""
    start = game.state.turn
    for _ in range(40):
        if game.state.turn >= start + 2 or game.state.game_over:
            return
        acts = game.legal_actions()
        passes = [a for a in acts if isinstance(a, Pass)]
        game.perform(passes[0] if passes else acts[0])


def _delayed(game: Game, base: Game, record: dict[str, Any]) -> list[str]:
    """A delayed effect ("after your next turn begins"): nothing of it yet; when Alice's next
    turn has begun, her Honor, hand and Province Strength differ from the table without the
    record by its effects."""
    inner = [e for eff in record["effects"] if eff["op"] == "after_next_turn_begins"
             for e in eff["effects"]]
    if not inner:
        return []
    if any(e["op"] == "draw" for e in inner):
        raise Unusable("a delayed draw: not checked here")
    ps = [stats.province_strength(g.state, 0) for g in (game, base)]
    problems = [] if ps[0] == ps[1] else [f"delayed: applied at once ({ps[0]} vs {ps[1]})"]
    before = [(_honor(g)[0], stats.province_strength(g.state, 0)) for g in (game, base)]
    for g in (game, base):
        _next_turn(g)
    after = [(_honor(g)[0], stats.province_strength(g.state, 0)) for g in (game, base)]
    want = [0, 0]
    for e in inner:
        sign = -1 if e["op"] == "lose_honor" else 1
        want[1 if e["op"] == "province_strength" else 0] += sign * e["amount"]
    got = [(after[0][k] - before[0][k]) - (after[1][k] - before[1][k]) for k in (0, 1)]
    if got != want:
        problems.append(f"delayed: Honor and Province Strength changed by {got} at Alice's "
                        f"next turn, record {want}")
    return problems


def exercise_event(build: Any, record: dict[str, Any]) -> list[str]:
    """Resolve the Event as Alice's turn begins, with and without its record."""
    if event_choices.usable(record):  # a card chosen as it resolves (event_choices.py)
        return event_choices.exercise_chosen_event(build, record)
    if event_movement.usable(record):  # a Region, then all movement (event_movement.py)
        return event_movement.exercise_movement_event(build, record)
    if event_lasting.usable(record):  # a trait left with Alice (event_lasting.py)
        return event_lasting.exercise_lasting_event(build, record)
    if event_gifts.usable(record):  # your Personality chosen and given things (event_gifts)
        return event_gifts.exercise_gift_event(build, record)
    if event_choices.usable_look(record):  # any player's deck looked at (event_choices.py)
        return event_choices.exercise_look_any(build, record)
    if event_pile_equip.usable(record):  # Equip from the discard pile (event_pile_equip.py)
        return event_pile_equip.exercise_pile_equip_event(build, record)
    if event_attacker_waits.usable(record):  # the Attacker waits (event_attacker_waits.py)
        return event_attacker_waits.exercise_attacker_waits_event(build, record)
    _event_effects_usable(record)
    card = build.card
    build.provinces = [{"title": card.title, "face_up": False}]
    for eff in record["effects"]:  # Alice's Honor meets an each_player condition
        build.honor = max(build.honor, eff.get("each_player", {}).get(
            "family_honor_at_least", 0))
    runs = []  # the same turn begins with and without the record; what differs is its own
    for b, answer in ((build, True), (_without(build, record), True), (build, False)):
        game = b.game(phase="straighten")
        for _ in range(4):  # "you may": applied (declined on the third table); a search
            pick = harness_deck.choose(game)  # takes the first card offered
            if pick is not None:
                game.perform(pick)
            elif game.state.options:
                game.perform(ChooseOption(game.state.options[0]["player"], apply=answer))
        runs.append((game, _honor(game), [len(p.hand) for p in game.state.players],
                     len(game.state.players[0].provinces)))
    (game, honor, hands, provinces), (_g0, honor0, hands0, provinces0) = runs[:2]
    problems = []
    if any("optional" in e for e in record["effects"]):
        declined = runs[2][1:]
        if declined != (honor0, hands0, provinces0):
            problems.append(f"Event declined: {declined}, without it "
                            f"{(honor0, hands0, provinces0)}")
    if game.state.phase.value != "action":
        problems.append(f"Event: the turn stopped in the {game.state.phase.value} Phase")
    s = game.state
    want_honor, want_hands, favor = _expected(record, build)
    got_honor = [a - b for a, b in zip(honor, honor0, strict=True)]
    if got_honor != want_honor:
        problems.append(f"Event: Honor changed by {got_honor}, record {want_honor}")
    got_hands = [a - b for a, b in zip(hands, hands0, strict=True)]
    if got_hands != want_hands:
        problems.append(f"Event: hands changed by {got_hands}, record {want_hands}")
    if favor is not None and s.players[0].favor is not favor:
        problems.append(f"Event: Alice's Imperial Favor {s.players[0].favor}, record {favor}")
    lost = sum(1 for e in record["effects"] if e["op"] == "destroy_own_province")
    if provinces0 - provinces != lost:
        problems.append(f"Event: Alice lost {provinces0 - provinces} provinces, record {lost}")
    problems += _delayed(runs[0][0], runs[1][0], record)
    problems += _searched(s, runs[1][0].state, record)
    me = find(s, card.title, 0)
    stays = any(e["op"] == "put_into_play" for e in record["effects"])
    where = "home" if stays else "dynasty_discard"
    if s.cards[me].zone.value != where or (stays and me not in s.players[0].home):
        problems.append(f"Event: in {s.cards[me].zone.value}, record {where}")
    elif not stays and me not in s.players[0].dynasty_discard:  # left in resolution
        problems.append("Event: in dynasty_discard, not listed in the discard pile")
    return problems


def dishonor_trigger(build: Any, card_spec: str) -> tuple[Game, Any]:
    """Alice's table for a Reaction after a dishonoring, and the action that dishonors the
    card the trigger is about (``card_spec``: self, host, yours, any)."""
    card = build.card
    kind = card.type.value
    build.defs.append(SHAME)
    build.hand.append(SHAME["title"])
    if kind == "personality" and card_spec in ("self", "yours", "any"):
        build.place(0, {"title": card.title, "attachments": []}, False)
        subject = card.title
    elif kind in _ATTACHMENTS and card_spec in ("host", "yours", "any"):
        subject = build.new_def("personality", keywords=["Shugenja"] if kind == "spell" else [])
        build.place(0, {"title": subject, "attachments": [card.title]}, False)
    elif kind in ("holding", "stronghold", "strategy") and card_spec in ("yours", "any"):
        if kind == "holding":
            build.place(0, card.title, False)
        elif kind == "strategy":
            build.hand.append(card.title)
        else:
            build.stronghold = card.title
        subject = build.new_def("personality")
        build.place(0, {"title": subject, "attachments": []}, False)
    else:
        raise Unusable(f"dishonoring for a {kind} ({card_spec}): not made to happen here")
    game = build.game()
    who = find(game.state, subject, 0)
    act = next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                and game.state.title(a.card) == SHAME["title"] and a.targets == (who,)), None)
    if act is None:
        raise Unusable("the dishonoring Strategy is not offered")
    return game, act
