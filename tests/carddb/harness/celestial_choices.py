"""The per-card harness for a card's trait choosing a card (or up to two) as it enters play,
its effect lasting while the card remains in play (``choose_card`` then ``resolution_no_bow``
or ``bound_stat``, ``cardtext/source_bound.py``): a Celestial's.

The Celestial lies face down in Alice's first province as Bob ends his turn; her Events Phase
reveals it and it enters play at home [CE › EVENTS PHASE], [CE › CELESTIAL]. Alice has a
Personality at home, Bob one at his and one face up in his last province. The trait stops for
Alice's choices ("In traits, the choice belongs to the player whose card it is" [CE ›
CHOICES]; a "you may" is accepted first): both Personalities in play must be offered, and the
one in the province for a face-up Personality in or out of play; Alice's is chosen first, Bob's
in the province second. Checked: the battle's resolution now leaves Alice's Personality's unit
unbowed because of the Celestial (``resolution_bowing.kept_by``), or each chosen card has the
stat bonus; Bob's Personality at home has neither; on the table without the record nobody;
once the Celestial is discarded, nobody either (the effect lasts while it remains in
play)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, ChooseOption, Pass
from l5r_desktop.games.ccg.cardtext import resolution_bowing
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.position import Unusable, _Builder, _without
from tests.engine.scenario import find

#: The effects on the chosen cards this harness checks.
OPS = ("resolution_no_bow", "bound_stat")


def usable(card: CardDef, record: dict[str, Any]) -> bool:
    """A Celestial's trait as it enters play: one or two cards chosen, each followed by
    effects of :data:`OPS` on it."""
    effs = record.get("effects", [])
    chosen = [e for e in effs if e.get("op") == "choose_card"]
    return card.type.value == "celestial" and len(effs) > 1 and \
        effs[0].get("op") == "choose_card" and 1 <= len(chosen) <= 2 and all(
            e.get("op") in OPS and e.get("target") in (0, 1)
            for e in effs if e.get("op") != "choose_card")


def _table(card: CardDef, record: dict[str, Any]) -> tuple[_Builder, str, str, str]:
    build = _Builder(card, record, False)
    build.provinces = [{"title": card.title, "face_up": False}]
    build.active = 1  # Bob's turn: he passes its Dynasty Phase, Alice's turn begins
    build.honor = 20
    mine = build.new_def("personality")
    theirs = build.new_def("personality")
    waiting = build.new_def("personality")
    build.place(0, {"title": mine, "attachments": []}, False)
    build.place(1, {"title": theirs, "attachments": []}, False)
    build.face_up[1].append({"title": waiting, "face_up": True})  # out of play
    return build, mine, theirs, waiting


def _reveal(build: _Builder) -> Game:
    game = build.game(phase="dynasty")
    for _ in range(6):  # Bob's Dynasty and End Phases pass; Alice's turn begins
        if game.state.active == 0 or game.state.options:
            break
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    return game


def _stat(state: Any, cid: str, stat: str) -> int:
    return int(getattr(stats, stat)(state, cid) or 0)


def exercise(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Check the record (see the module's docstring)."""
    build, mine, theirs, waiting = _table(card, record)
    game = _reveal(build)
    s = game.state
    me = find(s, card.title, 0)
    alice_p, bob_p, bob_out = find(s, mine, 0), find(s, theirs, 1), find(s, waiting, 1)
    if not moves.in_play(s, s.cards[me]):
        raise Unusable(f"{card.id}: the Celestial did not enter play as Alice's turn began")
    effs = record["effects"]
    specs = [e["spec"] for e in effs if e["op"] == "choose_card"]
    picks = [alice_p, bob_out][:len(specs)]
    bound = [e for e in effs if e["op"] == "bound_stat"]
    before = {(e["target"], e["stat"]): _stat(s, picks[e["target"]], e["stat"])
              for e in bound if e["target"] < len(picks)}
    home_before = {e["stat"]: _stat(s, bob_p, e["stat"]) for e in bound}
    problems: list[str] = []
    k = 0
    for _ in range(3 * len(specs) + 1):
        if not s.options:
            break
        o = s.options[0]
        if o["player"] != 0:
            problems.append("the choice is not the Celestial's controller's")
            break
        if "pick" in o:
            want = {alice_p, bob_p} | ({bob_out} if specs[k].get("zone") else set())
            if not want - {p for p in picks[:k]} <= set(o["pick"]):
                problems.append(f"choice {k}: offered {o['pick']}, want {sorted(want)}")
                break
            game.perform(ChooseCard(0, choice=picks[k]))
            k += 1
        else:
            game.perform(ChooseOption(0, apply=True))
    if s.options:
        problems.append("the trait still waits after the choices")
    for e in effs:
        if e["op"] == "resolution_no_bow" and \
                resolution_bowing.kept_by(s, picks[e["target"]]) != card.title:
            problems.append("resolution_no_bow: the chosen Personality's unit is not kept "
                            "unbowed by the card")
        if e["op"] == "bound_stat":
            got = _stat(s, picks[e["target"]], e["stat"]) - before[(e["target"], e["stat"])]
            if got != e["amount"]:
                problems.append(f"bound_stat: choice {e['target']} changed by {got}")
            if _stat(s, bob_p, e["stat"]) != home_before[e["stat"]]:
                problems.append("bound_stat: a Personality not chosen changed")
    if resolution_bowing.kept_by(s, bob_p) is not None:
        problems.append("resolution_no_bow: a Personality not chosen is kept unbowed")
    moves.discard(s, me)
    if any(resolution_bowing.kept_by(s, p) is not None for p in picks):
        problems.append("resolution_no_bow: still kept unbowed once the card left play")
    if any(_stat(s, picks[t], st) != v for (t, st), v in before.items()):
        problems.append("bound_stat: the bonus stays once the card left play")
    plain = _reveal(_without(build, record))
    if plain.state.options or resolution_bowing.kept_by(
            plain.state, find(plain.state, mine, 0)) is not None:
        problems.append("without the record: a choice or an unbowed unit all the same")
    return problems
