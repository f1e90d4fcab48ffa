"""The per-card harness for a card's trait choosing a card as it enters play, its effect
lasting while the card remains in play (``choose_card`` then ``resolution_no_bow``,
``cardtext/source_bound.py``): a Celestial's.

The Celestial lies face down in Alice's first province as Bob ends his turn; her Events Phase
reveals it and it enters play at home [CE › EVENTS PHASE], [CE › CELESTIAL]. Alice has a
Personality at home, Bob one at his. The trait stops for Alice's choice ("In traits, the
choice belongs to the player whose card it is" [CE › CHOICES]; a "you may" is accepted
first): both Personalities must be offered; Alice's is chosen. Checked: the battle's
resolution now leaves Alice's Personality's unit unbowed because of the Celestial
(``resolution_bowing.kept_by``), Bob's not; on the table without the record nobody's; once
the Celestial is discarded, Alice's no longer either (the effect lasts while it remains in
play)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, Pass
from l5r_desktop.games.ccg.cardtext import resolution_bowing
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import find

#: The effects on the chosen card this harness checks.
OPS = ("resolution_no_bow",)


def usable(card: CardDef, record: dict[str, Any]) -> bool:
    """A Celestial's trait as it enters play: one card chosen, then effects of :data:`OPS`
    on it."""
    effs = record.get("effects", [])
    return card.type.value == "celestial" and len(effs) > 1 and \
        effs[0].get("op") == "choose_card" and all(
            e.get("op") in OPS and e.get("target") == 0 for e in effs[1:])


def _table(card: CardDef, record: dict[str, Any]) -> tuple[_Builder, str, str]:
    build = _Builder(card, record, False)
    build.provinces = [{"title": card.title, "face_up": False}]
    build.active = 1  # Bob's turn: he passes its Dynasty Phase, Alice's turn begins
    build.honor = 20
    mine = build.new_def("personality")
    theirs = build.new_def("personality")
    build.place(0, {"title": mine, "attachments": []}, False)
    build.place(1, {"title": theirs, "attachments": []}, False)
    return build, mine, theirs


def _reveal(build: _Builder) -> Game:
    game = build.game(phase="dynasty")
    for _ in range(6):  # Bob's Dynasty and End Phases pass; Alice's turn begins
        if game.state.active == 0 or game.state.options:
            break
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    return game


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check the record (see the module's docstring)."""
    build, mine, theirs = _table(card, record)
    game = _reveal(build)
    s = game.state
    me, alice_p, bob_p = find(s, card.title, 0), find(s, mine, 0), find(s, theirs, 1)
    if not moves.in_play(s, s.cards[me]):
        raise Unusable(f"{card.id}: the Celestial did not enter play as Alice's turn began")
    problems: list[str] = []
    for _ in range(4):
        if not s.options:
            break
        o = s.options[0]
        if o["player"] != 0:
            problems.append("the choice is not the Celestial's controller's")
            break
        if "pick" in o:
            if alice_p not in o["pick"] or bob_p not in o["pick"]:
                problems.append(f"offered {o['pick']}, want both {alice_p} and {bob_p}")
                break
            game.perform(ChooseCard(0, choice=alice_p))
        else:
            game.perform(ChooseOption(0, apply=True))
    if s.options:
        problems.append("the trait still waits after the choice")
    if resolution_bowing.kept_by(s, alice_p) != card.title:
        problems.append("resolution_no_bow: the chosen Personality's unit is not kept "
                        "unbowed by the card")
    if resolution_bowing.kept_by(s, bob_p) is not None:
        problems.append("resolution_no_bow: a Personality not chosen is kept unbowed")
    moves.discard(s, me)
    if resolution_bowing.kept_by(s, alice_p) is not None:
        problems.append("resolution_no_bow: still kept unbowed once the card left play")
    plain = _reveal(_without(build, record))
    if plain.state.options or resolution_bowing.kept_by(
            plain.state, find(plain.state, mine, 0)) is not None:
        problems.append("without the record: a choice or an unbowed unit all the same")
    return problems
