"""The per-card harness for triggered traits about another card or about no card
(``cardtext/trait_others.py``; used by ``traits`` and ``reactions``).

- ``destroyed`` with ``card`` ``yours``/``any``: the card is in play for Alice (at home, a
  Holding, or attached to a Personality of ours); a Personality of ours fitting the trigger's
  type/keyword is destroyed by a harness Strategy; the trait is checked like an action. What
  destroying that Personality does by itself is measured on the same table without the record
  and taken off.
- ``action_resolved``: the card is in play for Alice; she takes a harness Strategy with the
  record's ability keyword (gaining 1 Honor, measured on the table without the record and
  taken off); Bob's actions (``opponent``) are not made to happen here.
- ``duel_won`` about an attachment's bearer (a trait, ``"card": "host"``) or a Reaction on
  a Personality's own win (or, ``yours``/``any``, the win of another Personality of ours, the
  card in play beside him): the Personality (the card, or ours carrying it) with +5 Chi
  challenges Bob's Personality of Chi 1 by a harness Strategy; both strike and ours wins;
  the trait is checked like an action, the Reaction taken in the window that opens.
- ``bowed`` (the card's own): the card is in play for Alice, unbowed; a harness Strategy
  bows it.
- ``province_won`` (no ``player`` filter): the card is in play at Alice's home; Alice attacks
  Bob's first province (strength 7, no defenders) with a Personality of Force 12; the players
  pass until the battle resolves and the province is destroyed; the trait's effects on
  ``trigger_player`` are Alice's (the Attacker). What the battle does by itself is measured
  on the same table without the record and taken off.
- ``honor_lost`` from your Battle action: ``battle_honor.py``.
- ``resolved_penalized``: the card in Alice's army at the battle, a harness Strategy's Battle
  action gives Bob's Personality there -1F (``action_memory.penalty_pick``).
- ``turn_began``: the card is in play for Alice, bowed, during her Action Phase; the players
  pass until Bob's turn begins (an ``opponent`` trigger or any player's turn; Alice's own
  Straighten Phase would straighten the card anyway, so ``you`` is not made to happen here).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.events import Event, TurnBegan
from l5r_desktop.games.ccg.game import Game
from tests.carddb.harness import host_keywords
from tests.carddb.harness.action_memory import penalty_pick
from tests.carddb.harness.battle_honor import exercise_battle_honor
from tests.carddb.harness.checks import _check, _settle
from tests.carddb.harness.position import _ATTACHMENTS, Unusable, _honor, _without
from tests.carddb.harness.tools import _AXE, _DUEL, _fight_duel
from tests.engine.scenario import cd, find

#: Alice's tool for bowing one of her own cards.
_BOW = cd("Harness Bow", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "limited", "targets": [{"type": "card", "controller": "you"}],
     "effects": [{"op": "bow", "target": 0}]}])


def _place_card(build: Any, bowed: bool) -> None:
    """The card in play for Alice: a Personality or Holding at home, an attachment on a
    Personality of ours."""
    card = build.card
    kind = card.type.value
    if kind in _ATTACHMENTS:
        entry = build.host(0, ["Shugenja"] if kind == "spell" else [], [card.title])
        entry["bowed"] = bowed
    elif kind == "event":  # an Event in play is at its home [CE › EVENT]
        build.place(0, card.title, False)
    elif kind in ("personality", "holding"):
        build.place(0, {"title": card.title, "attachments": [], "bowed": bowed}
                    if kind == "personality" else {"title": card.title, "bowed": bowed}, False)
    else:
        raise Unusable(f"trait of a {kind} about another card: not made to happen here")


def _battle_action(build: Any, trig: dict[str, Any]) -> Any:
    """"After each resolution of one of your Battle actions" on a Terrain: the Terrain Alice's,
    in play at the battlefield of the battle, her Personality there, and a harness Strategy
    with a Battle action (gaining 1 Honor) in her hand; returns the pick of that action."""
    if trig.get("player") != "you" or not (build.card.type.value == "strategy"
                                            and build.card.has_keyword("Terrain")):
        raise Unusable(f"a Battle action's trait on a {build.card.type.value}: not made to "
                       "happen here")
    build.battle = True
    build.terrain = build.card.title
    build.terrain_controller = 0
    build.place(0, {"title": build.new_def("personality"), "attachments": []}, True)
    tool = cd("Harness Battle action", "strategy", gold_cost=0, focus=1,
              abilities=[{"timing": "battle", "effects": [{"op": "gain_honor", "amount": 1,
                                                           "player": "you"}]}])
    build.defs.append(tool)
    build.hand.append(tool["title"])

    def pick(game: Game) -> Any:
        return next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                     and game.state.title(a.card) == tool["title"]), None)
    return pick


def _winning_host(build: Any, record: dict[str, Any]) -> None:
    """A trait on an attachment about its bearer's winning army gaining resolution Honor:
    it is on Alice's attacking Personality (Force 2, with the keywords the record's conditions
    name) facing Bob's of Force 1 at his first province (strength 7): she wins, destroys his
    unit and gains Honor from the resolution."""
    kind = build.card.type.value
    if kind not in _ATTACHMENTS:
        raise Unusable(f"a {kind}'s trait about its bearer: not placed here")
    build.battle = True
    words = ["Shugenja"] if kind == "spell" else []
    build.host(0, [*words, *host_keywords.named(record)], [build.card.title])
    build.place(1, {"title": build.new_def("personality", force=1), "attachments": []}, True)


def _until_turn_begins(game: Game) -> list[Event]:
    """Pass until the next turn begins (at most 12 actions)."""
    events: list[Event] = []
    for _ in range(12):
        if any(isinstance(e, TurnBegan) for e in events):
            break
        passes = [a for a in game.legal_actions() if isinstance(a, Pass)]
        if not passes:
            break
        events += game.perform(passes[0])
    return events


def _until_battle_resolves(game: Game) -> list[Event]:
    """Pass (and resolve the battle when it is due) until it has resolved (at most 12
    actions)."""
    events: list[Event] = []
    for _ in range(12):
        if any(type(e).__name__ == "BattleResolved" for e in events):
            break
        acts = [a for a in game.legal_actions() if isinstance(a, (Pass, ResolveBattle))]
        if not acts:
            break
        events += game.perform(acts[0])
    return events


def exercise_other_trait(build: Any, index: int, record: dict[str, Any]) -> list[str]:
    """Make the trigger happen (see the module docstring) and check the trait's effects."""
    trig = record["trigger"]
    event = trig.get("event")
    then = None
    if event == "honor_lost":  # from your Battle action (battle_honor.py)
        return exercise_battle_honor(build, record)
    if event == "destroyed":
        if trig.get("type", "personality") not in ("personality", "card"):
            raise Unusable(f"destroyed {trig.get('type')}: not made to happen here")
        _place_card(build, bowed=False)
        kws = [trig["keyword"]] if trig.get("keyword") else []
        victim = build.new_def("personality", keywords=kws)
        build.place(0, {"title": victim, "attachments": []}, False)
        build.defs.append(_AXE)
        build.hand.append(_AXE["title"])

        def pick(game: Game) -> Any:
            who = find(game.state, victim, 0)
            return next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                         and game.state.title(a.card) == _AXE["title"]
                         and a.targets == (who,)), None)
    elif event == "action_resolved" and trig.get("battle_action"):
        pick = _battle_action(build, trig)
    elif event == "action_resolved" and trig.get("player") != "opponent":
        _place_card(build, bowed=False)
        tool = cd(f"Harness {trig['action_keyword']} action", "strategy", gold_cost=0, focus=1,
                  abilities=[{"timing": "limited", "keywords": [trig["action_keyword"]],
                              "effects": [{"op": "gain_honor", "amount": 1,
                                           "player": "you"}]}])
        build.defs.append(tool)
        build.hand.append(tool["title"])

        def pick(game: Game) -> Any:
            return next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                         and game.state.title(a.card) == tool["title"]), None)
    elif event == "resolved_penalized":  # what an action did (harness/action_memory.py)
        pick = penalty_pick(build, trig)
    elif event == "bowed" and trig.get("card", "self") == "self":
        _place_card(build, bowed=False)
        build.defs.append(_BOW)
        build.hand.append(_BOW["title"])

        def pick(game: Game) -> Any:
            me = find(game.state, build.card.title, 0)
            return next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                         and game.state.title(a.card) == _BOW["title"]
                         and a.targets == (me,)), None)
    elif event == "duel_won" and trig.get("card") == "host":
        return _duel_trait(build, index, record)
    elif event == "province_won" and "player" not in trig:
        build.battle = True
        _place_card(build, bowed=False)
        build.place(0, {"title": build.new_def("personality", force=12), "attachments": []},
                    True)
        then = _until_battle_resolves

        def pick(game: Game) -> Any:
            return next((a for a in game.legal_actions() if isinstance(a, Pass)), None)
    elif event == "resolution_honor" and trig.get("card") == "host":
        _winning_host(build, record)
        then = _until_battle_resolves

        def pick(game: Game) -> Any:
            return next((a for a in game.legal_actions() if isinstance(a, Pass)), None)
    elif event == "turn_began" and trig.get("player") != "you":
        _place_card(build, bowed=True)
        then = _until_turn_begins

        def pick(game: Game) -> Any:
            return next((a for a in game.legal_actions() if isinstance(a, Pass)), None)
    else:
        raise Unusable(f"trait on {event} ({trig}): not made to happen here")
    runs = []
    for b in (build, _without(build, record)):
        game = b.game()
        act = pick(game)
        if act is None:
            raise Unusable(f"{build.card.id}: its trigger cannot be made to happen ({event})")
        runs.append((game, act))
    base, base_act = runs[1]
    honor0, hands0 = _honor(base), [len(p.hand) for p in base.state.players]
    _settle(base, base.perform(base_act))
    if then is not None:
        then(base)
    honor_shift = [a - b for a, b in zip(_honor(base), honor0, strict=True)]
    hand_shift = [len(p.hand) - n for p, n in zip(base.state.players, hands0, strict=True)]
    game, act = runs[0]
    use = UseAbility(0, card=find(game.state, build.card.title, 0), ability=index)
    return _check(game, use, record, act=act, hand_shift=(hand_shift[0], hand_shift[1]),
                  then=then, honor_shift=(honor_shift[0], honor_shift[1]))


def _duelist(build: Any, own: bool = True) -> str:
    """Alice's Personality (+5 Chi) who will win the duel (the card, or ours carrying it;
    ``own`` False: another Personality of ours, the card at home beside him), Bob's of Chi 1,
    and the challenging Strategy in Alice's hand; returns the winner's title."""
    card = build.card
    kind = card.type.value
    chi = [{"stat": "chi", "amount": 5, "duration": "turn"}]
    if not own:
        _place_card(build, bowed=False)
        winner = build.new_def("personality")
        build.place(0, {"title": winner, "attachments": [], "modifiers": chi}, False)
    elif kind == "personality":
        build.place(0, {"title": card.title, "attachments": [], "modifiers": chi}, False)
        winner = card.title
    elif kind in _ATTACHMENTS:
        entry = build.host(0, ["Shugenja"] if kind == "spell" else [], [card.title])
        entry["modifiers"] = chi
        winner = entry["title"]
    else:
        raise Unusable(f"a duel for a {kind}: not made to happen here")
    build.place(1, {"title": build.new_def("personality", chi=1), "attachments": []}, False)
    build.defs.append(_DUEL)
    build.hand.append(_DUEL["title"])
    return winner


def _challenge(game: Game, winner: str) -> Any:
    me = find(game.state, winner, 0)
    return next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                 and game.state.title(a.card) == _DUEL["title"] and a.targets[0] == me), None)


def _duel_trait(build: Any, index: int, record: dict[str, Any]) -> list[str]:
    winner = _duelist(build)
    game, base = build.game(), _without(build, record).game()
    act, base_act = _challenge(game, winner), _challenge(base, winner)
    if act is None or base_act is None:
        raise Unusable(f"{build.card.id}: the duel cannot be made to happen")
    honor0, hands0 = _honor(base), [len(p.hand) for p in base.state.players]
    _settle(base, base.perform(base_act))
    _fight_duel(base)  # what the challenge does by itself (the Strategy leaves the hand)
    honor_shift = [a - b for a, b in zip(_honor(base), honor0, strict=True)]
    hand_shift = [len(p.hand) - n for p, n in zip(base.state.players, hands0, strict=True)]
    use = UseAbility(0, card=find(game.state, build.card.title, 0), ability=index)
    return _check(game, use, record, act=act, then=_fight_duel,
                  hand_shift=(hand_shift[0], hand_shift[1]),
                  honor_shift=(honor_shift[0], honor_shift[1]))


def exercise_duel_reaction(build: Any, index: int, record: dict[str, Any]) -> list[str]:
    """A Reaction after its Personality wins a duel: the duel is fought, then the Reaction
    the window offers is taken and checked."""
    who = record["trigger"].get("card", "self")
    if who not in ("self", "yours", "any"):
        raise Unusable(f"a Reaction to a duel of {who}: not made to happen here")
    winner = _duelist(build, own=who == "self")
    game = build.game()
    act = _challenge(game, winner)
    if act is None:
        raise Unusable(f"{build.card.id}: the duel cannot be made to happen")
    game.perform(act)
    _fight_duel(game)
    for _ in range(6):  # the other seat may be asked first; pass until the card answers
        me = find(game.state, build.card.title, 0)
        acts = game.legal_actions()
        uses = [a for a in acts if isinstance(a, UseAbility) and a.card == me
                and a.ability == index]
        if uses:
            return _check(game, uses[0], record)
        passes = [a for a in acts if isinstance(a, Pass) and a.player != 0]
        if not passes or not game.state.windows:
            break
        game.perform(passes[0])
    raise Unusable(f"{build.card.id} ability {index}: no Reaction offered after its duel")
