"""The per-card harness for an Event that leaves a triggered trait with its player
(``lasting_trait``, ``cardtext/lasting.py``), with Honor effects.

- ``honor_lost`` with ``below_start`` ("after the next time this game your Honor is below its
  starting value"): the Event lies face down in Alice's first province as her turn begins
  (her Stronghold's starting Honor 10) and resolves; in her Action Phase she takes a harness
  Strategy losing 3 Honor twice, each time from 11 (set before it) to 8. Against the same
  table without the Event, the record's Honor effects must have happened with the first loss,
  and (``once``) not with the second.
- ``province_destroyed`` with ``as_attacker`` ("after the next time this game you destroy a
  Province as the Attacker"): Alice attacks Bob's first province with a Personality of Force
  12 (no defenders); the Event's effects are resolved for her as its Events Phase would
  (``abilities.run_effects``) before the battle; the players pass until the battle resolves
  and the province is destroyed. Against the same table without the record, the record's
  Honor effects (``trigger_player``: the Defender, Bob) must have happened once.
- ``dishonored`` with ``opposing``: in a battle, Alice's attacking Personality has the first
  keyword listed and Bob's defends; the Event's effects are resolved for Alice before; her
  harness Battle Strategy dishonors Bob's Personality. Against the same table without the
  record, the record's Honor effects (``trigger_player``: Bob, the dishonored Personality's
  controller) must have happened.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.carddb.harness.checks import _settle
from tests.carddb.harness.position import Unusable, _honor, _without
from tests.carddb.harness.trait_others import _until_battle_resolves
from tests.engine.scenario import cd, find

#: Alice's tool for losing Honor by her own action.
_LOSS = cd("Harness Loss", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "limited", "effects": [{"op": "lose_honor", "amount": 3, "player": "you"}]}])
_HONOR = ("gain_honor", "lose_honor")
#: Alice's Battle action dishonoring a Personality.
_SHAME = cd("Harness Shame Battle", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "battle", "targets": [{"type": "personality"}],
     "effects": [{"op": "dishonor", "target": 0}]}])


def usable(record: dict[str, Any]) -> bool:
    """Is this an Event record leaving one trait with Honor effects checked here?"""
    effs = record.get("effects", [])
    if len(effs) != 1 or effs[0].get("op") != "lasting_trait":
        return False
    trig = effs[0].get("trigger", {})
    return (trig.get("below_start") or trig.get("as_attacker")
            or (trig.get("event") == "dishonored" and bool(trig.get("opposing")))) is True \
        and all(e.get("op") in _HONOR for e in effs[0].get("effects", []))


def _want(eff: dict[str, Any], actor: int) -> list[int]:
    """Each player's Honor change from the trait's effects (``actor``: trigger_player)."""
    out = [0, 0]
    for e in eff["effects"]:
        who = actor if e.get("player") == "trigger_player" else \
            1 if e.get("player") == "opponent" else 0
        out[who] += e["amount"] * (1 if e["op"] == "gain_honor" else -1)
    return out


def _losses(build: Any, record: dict[str, Any]) -> list[str]:
    card = build.card
    build.provinces = [{"title": card.title, "face_up": False}]
    build.defs.append(_LOSS)
    build.hand += [_LOSS["title"], _LOSS["title"]]
    base = _without(build, record)
    base.provinces = []  # the Event resolved by hand would stop the Events Phase
    shifts = []
    for b in (build, base):
        game = b.game(phase="straighten")
        if game.state.phase.value != "action":
            return [f"Event: the turn stopped in the {game.state.phase.value} Phase"]
        seen = []
        for _ in range(2):  # each loss falls from 11 (the start is 10) to 8
            if game.state.priority == 1:  # Bob passes back to Alice
                game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
            use = next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                        and game.state.title(a.card) == _LOSS["title"]), None)
            if use is None:
                raise Unusable("the Honor loss is not offered")
            game.state.players[0].family_honor = 11
            before = _honor(game)
            _settle(game, game.perform(use))
            seen.append([a - b for a, b in zip(_honor(game), before, strict=True)])
        shifts.append(seen)
    got = [[a - b for a, b in zip(mine, base, strict=True)]
           for mine, base in zip(shifts[0], shifts[1], strict=True)]
    want = _want(record["effects"][0], 0)
    if got != [want, [0, 0]]:
        return [f"lasting trait: Honor against the table without it {got}, record "
                f"{[want, [0, 0]]} (once)"]
    return []


def _battle(build: Any, record: dict[str, Any]) -> list[str]:
    build.battle = True
    build.provinces = [{"title": build.card.title, "face_up": False}]
    build.place(0, {"title": build.new_def("personality", force=12), "attachments": []}, True)
    honors = []
    for b in (build, _without(build, record)):
        game: Game = b.game()
        s = game.state
        me = find(s, build.card.title, 0)
        provinces = len(s.players[1].provinces)
        if b is build:
            abilities.run_effects(s, 0, me, record, ())  # as the Events Phase resolves it
        before = _honor(game)
        _until_battle_resolves(game)
        if len(s.players[1].provinces) != provinces - 1:
            raise Unusable("Bob's province was not destroyed")
        honors.append([a - b for a, b in zip(_honor(game), before, strict=True)])
    got = [a - b for a, b in zip(honors[0], honors[1], strict=True)]
    want = _want(record["effects"][0], 1)
    return [] if got == want else [f"lasting trait: Honor changed by {got} against the table "
                                   f"without it, record {want}"]


def _dishonored(build: Any, record: dict[str, Any]) -> list[str]:
    """Alice's Personality with the first ``opposing`` keyword attacks; Bob's defends; a
    harness Battle Strategy of Alice's dishonors Bob's."""
    trig = record["effects"][0]["trigger"]
    build.battle = True
    build.provinces = [{"title": build.card.title, "face_up": False}]
    build.place(0, {"title": build.new_def("personality", keywords=[trig["opposing"][0]]),
                    "attachments": []}, True)
    foe = build.new_def("personality", keywords=[trig["keyword"]] if "keyword" in trig else [])
    build.place(1, {"title": foe, "attachments": []}, True)
    build.defs.append(_SHAME)
    build.hand.append(_SHAME["title"])
    honors = []
    for b in (build, _without(build, record)):
        game: Game = b.game()
        s = game.state
        if b is build:
            abilities.run_effects(s, 0, find(s, build.card.title, 0), record, ())
        before = _honor(game)
        bob = find(s, foe, 1)
        use = next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                    and s.title(a.card) == _SHAME["title"] and a.targets == (bob,)), None)
        if use is None:
            raise Unusable("the dishonoring Battle action is not offered")
        _settle(game, game.perform(use))
        if not s.cards[bob].dishonored:
            raise Unusable("Bob's Personality was not dishonored")
        honors.append([a - b for a, b in zip(_honor(game), before, strict=True)])
    got = [a - b for a, b in zip(honors[0], honors[1], strict=True)]
    want = _want(record["effects"][0], 1)
    return [] if got == want else [f"lasting trait: Honor changed by {got} against the table "
                                   f"without it, record {want}"]


def exercise_lasting_event(build: Any, record: dict[str, Any]) -> list[str]:
    """See the module docstring."""
    if not usable(record):
        raise Unusable("an Event leaving a trait with these effects: not checked here")
    eff = record["effects"][0]
    if eff["trigger"].get("below_start"):
        if eff.get("once") is not True:
            raise Unusable("a counted trait on Honor losses: not checked here")
        return _losses(build, record)
    if eff["trigger"].get("event") == "dishonored":
        return _dishonored(build, record)
    return _battle(build, record)
