"""The per-card harness for Focus Effects (``timing: focus``, ``cardtext/focus_effects.py``).

Alice's Personality challenges Bob's with a harness Strategy (the loser is dishonored, which
changes no Honor and bows nothing); Bob accepts and focuses a card of his focus pool, Alice
focuses the card from her hand (once per duel [CE › DUELS › C]), Bob strikes. Alice's
Personality has Chi 9 and Bob's Chi 1 (Alice wins), the other way round for an effect that
needs Alice's Personality to lose (``if_duel: lost``). What the duel does by itself (the
Strategy and the focused card leaving Alice's hand) is measured on the same table where the
card has neither the record nor a Focus Effect in its text, and taken off; then each effect is
checked on the duel's Personality it names (the loser: the other one).
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.battle_actions import AcceptChallenge, Focus, Strike
from l5r_desktop.games.ccg.events import Event
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.carddb.harness.checks import _check, _settle
from tests.carddb.harness.position import Unusable, _Builder, _honor, _without
from tests.engine.scenario import cd, find

#: Alice's challenge: her target Personality challenges Bob's; the loser is dishonored.
DUEL = cd("Harness Focus Duel", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "limited", "targets": [{"type": "personality", "controller": "you"},
                                      {"type": "personality", "controller": "opponent"}],
     "effects": [{"op": "challenge", "target": 1, "token": "dishonor_loser"}]}])
#: The same challenge whose loser is destroyed: for a Focus Effect negating that destruction
#: (``negate_duel_destruction``), whose check is that no one is destroyed for losing.
DESTROYING_DUEL = {**DUEL, "abilities": [
    {**DUEL["abilities"][0], "effects": [{"op": "challenge", "target": 1,
                                          "token": "destroy_loser"}]}]}


def _duel(game: Game, card_id: str) -> list[Event]:
    """Bob accepts and focuses, Alice focuses the card from her hand, Bob strikes; then the
    Focus Effects and the duel resolve."""
    events: list[Event] = []
    for _ in range(12):
        s = game.state
        if s.duel is None or s.options:  # over, or a Focus Effect's choice (focus_choices)
            break
        acts = game.legal_actions()
        accept = next((a for a in acts if isinstance(a, AcceptChallenge)), None)
        if accept is not None:
            events += game.perform(accept)
            continue
        if s.duel.to_act == 1:
            focused = s.players[1].focusing
            pick = next((a for a in acts if isinstance(a, Focus) and a.card
                         and s.cards[a.card].zone.value == "focus_pool"), None) \
                if not focused else next((a for a in acts if isinstance(a, Strike)), None)
        else:
            pick = next((a for a in acts if isinstance(a, Focus) and a.card == card_id), None)
        if pick is None:
            raise Unusable("the duel does not go as the harness drives it")
        events += game.perform(pick)
    return events


def exercise_focus(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """Focus the card in a duel Alice wins (or loses, for ``if_duel: lost``) and check."""
    if any(e.get("op") == "choose_card" for e in record.get("effects", [])):
        from tests.carddb.harness.focus_choices import exercise_focus_choice

        return exercise_focus_choice(card, record)  # a card chosen as it resolves
    lose = record.get("if_duel") == "lost"
    build = _Builder(card, record, False)
    negates = any(e.get("op") == "negate_duel_destruction" for e in record.get("effects", []))
    build.defs.append(DESTROYING_DUEL if negates else DUEL)
    build.hand += [DUEL["title"], card.title]
    # a Personality the card may be attached to "one of your Water Shugenja" (attach_self)
    kws = [k for e in record.get("effects", []) if e.get("op") == "attach_self"
           for k in e.get("choose", {}).get("keywords", [])]
    mine = build.new_def("personality", chi=1 if lose else 9,
                         **({"keywords": kws} if kws else {}))
    theirs = build.new_def("personality", chi=9 if lose else 1)
    build.place(0, {"title": mine, "attachments": []}, False)
    build.place(1, {"title": theirs, "attachments": []}, False)
    plain = _without(build, record)
    plain.defs[0] = {**plain.defs[0], "text": ""}  # no Focus Effect left to the players
    runs = []
    for b in (build, plain):
        game = b.game()
        s = game.state
        me, alice_p, bob_p = (find(s, card.title, 0), find(s, mine, 0), find(s, theirs, 1))
        act = next((a for a in game.legal_actions() if isinstance(a, UseAbility)
                    and s.title(a.card) == DUEL["title"] and a.targets == (alice_p, bob_p)),
                   None)
        if act is None:
            raise Unusable("the harness challenge is not offered")
        runs.append((game, me, alice_p, bob_p, act))
    base, base_me, _a, _b, base_act = runs[1]
    honor0, hands0 = _honor(base), [len(p.hand) for p in base.state.players]
    base.perform(base_act)
    _duel(base, base_me)
    honor_shift = [a - b for a, b in zip(_honor(base), honor0, strict=True)]
    hand_shift = [len(p.hand) - n for p, n in zip(base.state.players, hands0, strict=True)]
    game, me, alice_p, bob_p, act = runs[0]
    winner = bob_p if lose else alice_p
    named = {"yours": alice_p, "other": bob_p, "winner": winner,
             "loser": alice_p if lose else bob_p}
    use = UseAbility(0, card=me, ability=index,
                     targets=tuple(named[r] for r in record.get("duel_cards", [])))
    return _check(game, use, record, act=act, hand_shift=(hand_shift[0], hand_shift[1]),
                  honor_shift=(honor_shift[0], honor_shift[1]),
                  then=lambda g: _settle(g, _duel(g, me)))  # "you may" after the duel
