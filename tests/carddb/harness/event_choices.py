"""The per-card harness for an Event that chooses a card while it resolves (``choose_card``,
``cardtext/chosen_cards.py``) and then bars it from attacking (``no_attacking``,
``cardtext/attack_restrictions.py``).

The Event lies face down in Alice's first province as her turn begins; Bob has a Personality of
ours at home. The Event stops at the choice (the cards offered must include Bob's
Personality); Bob's Personality is chosen; the turn must reach its Action Phase with the Event
in the discard pile. Then the players pass to Bob's turn, Bob declares an attack on Alice, and
his Personality must not be offered to assign; on the table without the record it must be.

An Event that looks at the top of any player's Fate deck and may discard (``look_top`` with
``whose: any``, ``cardtext/deck_choices.py``): Bob's Stronghold is chosen for his deck, the
first card offered is discarded and the others put back as offered; Bob's deck is then one
card shorter with the same other cards, that card is in his Fate discard pile, Alice's deck
and every hand are as on the table without the record, and the turn reaches its Action
Phase with the Event in the discard pile."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, DeclareAttack, Pass
from l5r_desktop.games.ccg.battle_actions import Assign
from l5r_desktop.games.ccg.game import Game
from tests.carddb.harness.position import Unusable, _without
from tests.engine.scenario import find

#: The records this harness checks: one chosen card, then effects on it among these.
OPS = ("no_attacking",)


def usable(record: dict[str, Any]) -> bool:
    """Is this an Event record of a chosen card this harness checks?"""
    effs = record.get("effects", [])
    return bool(effs) and effs[0].get("op") == "choose_card" and all(
        e.get("op") in OPS and e.get("target") == 0 for e in effs[1:]) and len(effs) > 1


def _assignable(game: Game, card: str) -> bool:
    """Pass to Bob's Attack Phase, declare his attack on Alice: may ``card`` be assigned?"""
    for _ in range(80):
        s = game.state
        if s.game_over:
            break
        acts = game.legal_actions()
        declare = [a for a in acts if isinstance(a, DeclareAttack) and a.player == 1]
        if declare:  # Bob's first Maneuvers: his only Personality assigns or nothing does
            game.perform(declare[0])
            return any(isinstance(a, Assign) and a.card == card for a in game.legal_actions())
        passes = [a for a in acts if isinstance(a, Pass)]
        game.perform(passes[0] if passes else acts[0])
    raise Unusable("Bob's Maneuvers were not reached")


def exercise_chosen_event(build: Any, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if not usable(record):
        raise Unusable("an Event choosing a card with these effects: not checked here")
    card = build.card
    build.provinces = [{"title": card.title, "face_up": False}]
    foe = build.new_def("personality")
    build.place(1, {"title": foe, "attachments": []}, False)
    problems: list[str] = []
    game = build.game(phase="straighten")
    s = game.state
    bob = find(s, foe, 1)
    o = s.options[0] if s.options else None
    if o is None or o.get("ask") != "choose" or bob not in o["pick"]:
        return [f"Event: no choice offering Bob's Personality ({o})"]
    game.perform(ChooseCard(0, choice=bob))
    if s.phase.value != "action":
        problems.append(f"Event: the turn stopped in the {s.phase.value} Phase")
    me = find(s, card.title, 0)
    if me not in s.players[0].dynasty_discard:
        problems.append("Event: not in the discard pile")
    base = _without(build, record).game(phase="straighten")
    for g, want in ((game, False), (base, True)):
        got = _assignable(g, find(g.state, foe, 1))
        if got != want:
            problems.append(f"no_attacking: Bob's chosen Personality assignable {got} "
                            f"({'with' if g is game else 'without'} the record)")
    return problems


def usable_look(record: dict[str, Any]) -> bool:
    """Is this an Event record that looks at any player's deck and may discard?"""
    effs = record.get("effects", [])
    return len(effs) == 1 and effs[0].get("op") == "look_top" and \
        effs[0].get("whose") == "any" and effs[0].get("deck") == "fate"


def exercise_look_any(build: Any, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    card = build.card
    eff = record["effects"][0]
    build.provinces = [{"title": card.title, "face_up": False}]
    game = build.game(phase="straighten")
    s = game.state
    o = s.options[0] if s.options else None
    bob_keep = s.players[1].stronghold
    if o is None or o.get("ask") != "whose" or bob_keep not in o["pick"]:
        return [f"Event: no choice of whose deck offering Bob's ({o})"]
    decks = [list(p.fate_deck) for p in s.players]
    game.perform(ChooseCard(0, choice=bob_keep))
    for _ in range(12):
        if not s.options:
            break
        game.perform(ChooseCard(0, choice=s.options[0]["pick"][0]))
    problems: list[str] = []
    gone = [c for c in decks[1] if c not in s.players[1].fate_deck]
    want = min(eff.get("discard", 0), len(decks[1][:eff["count"]]))
    if len(gone) != want or any(c not in s.players[1].fate_discard or not s.cards[c].face_up
                                for c in gone):
        problems.append(f"look_top any: {len(gone)} card(s) of Bob's deck discarded, "
                        f"record {want}")
    if sorted(s.players[1].fate_deck) != sorted(c for c in decks[1] if c not in gone):
        problems.append("look_top any: Bob's deck's other cards changed")
    base = _without(build, record).game(phase="straighten")
    if [len(p.hand) for p in s.players] != [len(p.hand) for p in base.state.players] or \
            s.players[0].fate_deck != base.state.players[0].fate_deck:
        problems.append("look_top any: Alice's deck or a hand changed")
    if s.phase.value != "action":
        problems.append(f"Event: the turn stopped in the {s.phase.value} Phase")
    if find(s, card.title, 0) not in s.players[0].dynasty_discard:
        problems.append("Event: not in the discard pile")
    return problems
