"""The per-card harness for an Event that chooses one of its player's Personalities while it
resolves (``choose_card``, ``cardtext/chosen_cards.py``) and permanently gives him stats,
keywords and abilities (``modify_stat`` with ``duration: game``, ``give_keyword``,
``give_ability``: ``cardtext/given.py``).

The Event lies face down in Alice's first province as her turn begins; Alice has a Personality
of ours at home (with the keywords the choice asks for), Bob one too. The Event stops at the
choice, which must offer Alice's Personality and not Bob's; Alice's is chosen; the turn must
reach its Action Phase with the Event in the discard pile. Alice's Personality must then have
each given keyword, the given abilities at the end of his abilities in the record's order,
and his stats changed by the record's amounts against the table without the record; all of
it still so after Bob's turn and at Alice's next (permanent: "until the end of the game"
[CE › PERMANENT(LY)]). Each given ability is then put in use on a Personality of ours that
carries it (``given.exercise_given``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.carddb.harness import given as harness_given
from tests.carddb.harness.position import Unusable, _without
from tests.engine.scenario import find

#: The effects on the chosen card this harness checks.
OPS = ("give_keyword", "give_ability", "modify_stat")
_STATS = {"force": stats.force, "chi": stats.chi, "personal_honor": stats.personal_honor}


def usable(record: dict[str, Any]) -> bool:
    """Is this an Event record choosing one of your Personalities, then giving him things
    permanently?"""
    effs = record.get("effects", [])
    if len(effs) < 2 or effs[0].get("op") != "choose_card":
        return False
    spec = effs[0].get("spec", {})
    return spec.get("controller") == "you" and spec.get("type") == "personality" and all(
        e.get("op") in OPS and e.get("target") == 0 and "if" not in e
        and e.get("duration", "game") == "game" for e in effs[1:])


def _stats(game: Game, cid: str) -> dict[str, int]:
    return {k: f(game.state, cid) for k, f in _STATS.items()}


def _next_turn(game: Game) -> None:
    from tests.carddb.harness.events import _next_turn as passing

    passing(game)


def _state_problems(game: Game, base: Game, title: str, record: dict[str, Any],
                    when: str) -> list[str]:
    s = game.state
    mine, plain = find(s, title, 0), find(base.state, title, 0)
    c = s.cards[mine]
    problems = []
    if not c.in_play:
        return [f"{when}: the chosen Personality is not in play"]
    effs = record["effects"][1:]
    for eff in effs:
        if eff["op"] == "give_keyword" and not c.definition.has_keyword(eff["keyword"]):
            problems.append(f"{when}: give_keyword: the card has no {eff['keyword']}")
    given = [e["ability"] for e in effs if e["op"] == "give_ability"]
    plain_count = len(base.state.cards[plain].definition.abilities)
    if list(c.definition.abilities[plain_count:]) != given:
        problems.append(f"{when}: give_ability: the card's abilities are not the given ones")
    want = {k: 0 for k in _STATS}
    for eff in effs:
        if eff["op"] == "modify_stat":
            want[eff["stat"]] += eff["amount"]
    now, then = _stats(game, mine), _stats(base, plain)
    got = {k: now[k] - then[k] for k in _STATS}
    if got != want:
        problems.append(f"{when}: stats changed by {got}, record {want}")
    return problems


def exercise_gift_event(build: Any, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if not usable(record):
        raise Unusable("an Event choosing your Personality with these effects: not checked")
    spec = record["effects"][0]["spec"]
    if set(spec) - {"type", "controller", "keyword"}:
        raise Unusable(f"a choice of {spec}: not met here")
    card = build.card
    build.provinces = [{"title": card.title, "face_up": False}]
    kws = [spec["keyword"]] if "keyword" in spec else []
    mine = build.new_def("personality", keywords=kws)
    build.place(0, {"title": mine, "attachments": []}, False)
    foe = build.new_def("personality", keywords=kws)
    build.place(1, {"title": foe, "attachments": []}, False)
    game = build.game(phase="straighten")
    s = game.state
    alice, bob = find(s, mine, 0), find(s, foe, 1)
    o = s.options[0] if s.options else None
    if o is None or o.get("ask") != "choose" or alice not in o["pick"] or bob in o["pick"]:
        return [f"Event: no choice of Alice's Personality alone ({o})"]
    game.perform(ChooseCard(0, choice=alice))
    problems: list[str] = []
    if s.phase.value != "action":
        problems.append(f"Event: the turn stopped in the {s.phase.value} Phase")
    if find(s, card.title, 0) not in s.players[0].dynasty_discard:
        problems.append("Event: not in the discard pile")
    base = _without(build, record).game(phase="straighten")
    problems += _state_problems(game, base, mine, record, "at once")
    for g in (game, base):
        _next_turn(g)
    problems += _state_problems(game, base, mine, record, "at Alice's next turn")
    from tests.carddb.harness.actions import exercise

    return problems + harness_given.exercise_given(record, exercise)
