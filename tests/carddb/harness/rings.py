"""Harness checks of the Ring vocabulary (``games/ccg/cardtext/rings.py``): a discard chosen
from the hand only with a hand larger than every other player's (``hand_most``), the whole
hand discarded, a Ring put into play by its own text; the Reaction playing a Ring right after
its player's Favor actions (``favor_resolved``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find

#: The effect ops checked here.
OPS = ("discard_hand",)


def hand_discards(s: GameState, player: int, cond: dict[str, Any]) -> int:
    """How many cards the player's conditional ``discard_chosen`` must have discarded, seen
    from the state after the use: with ``hand_most`` the discard happened exactly when his
    hand then (one more card than now) was larger than every other player's."""
    if set(cond) != {"player", "hand_most"} or cond["player"] != "you":
        raise ValueError(f"the harness does not decide the condition {cond}")
    then = len(s.players[player].hand) + 1
    held = all(then > len(s.players[o].hand) for o in s.opponents(player))
    return 1 if held == bool(cond["hand_most"]) else 0


def check(s: GameState, player: int, eff: dict[str, Any]) -> list[str]:
    """Problems with a ``discard_hand`` effect: the player's hand must be empty."""
    left = len(s.players[player].hand)
    return [f"discard_hand: {left} card(s) still in the hand"] if left else []


def ring_problems(s: GameState, card_id: str) -> list[str]:
    """A Ring put into play by its own ability must count as entered by its own text."""
    card = s.cards[card_id]
    if card.definition.type.value == "ring" and card.in_play and not card.own_text:
        return ["put_into_play: the Ring did not enter play by its own text"]
    return []


#: The harness Favor action (a Strategy of ours: "Favor Political Open: draw a card").
FAVOR_TOOL = "Harness Court Word"


def exercise_favor(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """A Reaction on ``favor_resolved`` (a Ring played after its player's Favor actions):
    Alice holds the card and the Imperial Favor and takes a Favor action of ours, having
    resolved ``favor_actions_at_least`` minus one before it this turn; the Reaction must be
    offered right after it, and is then taken and checked like an action. With one Favor
    action fewer it must not be offered."""
    from tests.carddb.harness.checks import _check  # (checks.py imports this module)
    from tests.carddb.harness.position import _Builder

    need = int(record.get("condition", {}).get("favor_actions_at_least", 1))
    problems: list[str] = []
    for earlier in (need - 1, need - 2):
        if earlier < 0:
            continue
        build = _Builder(card, record, False)
        build.the_card()
        build.meet({k: v for k, v in record.get("condition", {}).items()
                    if k != "favor_actions_at_least"})
        build.favor = True
        build.defs.append(cd(FAVOR_TOOL, "strategy", gold_cost=0, focus=1, abilities=[
            {"timing": "open", "keywords": ["favor", "political"],
             "condition": {"has_favor": True},
             "effects": [{"op": "draw", "amount": 1, "player": "you"}]}]))
        build.hand.append(FAVOR_TOOL)
        game = build.game()
        s = game.state
        s.players[0].favor_actions = [s.turn, earlier]
        game.perform(UseAbility(0, find(s, FAVOR_TOOL, 0), 0, ()))
        me = find(s, card.title, 0)
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me
                and a.ability == index]
        if earlier == need - 1:
            if not uses:
                return [f"not offered after Favor action number {need}"]
            problems += _check(game, uses[0], record)
        elif uses:
            problems.append(f"offered after Favor action number {earlier + 1} (record: "
                            f"{need})")
    return problems


def exercise_lower_chi(card: CardDef, index: int, record: dict[str, Any]) -> list[str]:
    """A Reaction on ``duel_won_lower_chi``: in a battle where Alice and Bob each have a
    Personality, Alice's wins a duel she entered with Chi 1 against Chi 3 (the engine's
    ``DuelResolved`` with its entry Chi, as ``duels.resolution`` records it; the duel itself
    is played by ``tests/engine_battle/test_ring_of_fire.py``); the Reaction must be offered
    and is checked like an action. Entered with Chi 3 against 1, or outside a battle, it
    must not be."""
    from l5r_desktop.games.ccg.attack.events import DuelResolved
    from l5r_desktop.games.ccg.cardtext import triggers
    from tests.carddb.harness.checks import _check
    from tests.carddb.harness.position import _Builder

    problems: list[str] = []
    for chi, battle, offered in (((3, 1), True, False), ((1, 1), False, False),
                                 ((1, 3), True, True)):
        build = _Builder(card, record, True)
        build.the_card()
        build.meet(record.get("condition", {}))
        mine = build.host(0, [], [])["title"]
        theirs = build.host(1, [], [])["title"]
        game = build.game()
        s = game.state
        won = DuelResolved((find(s, mine, 0), find(s, theirs, 1)), outcome="challenger",
                           entry_chi=chi, in_battle=battle)
        triggers.open_reactions(s, [won])
        me = find(s, card.title, 0)
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me
                and a.ability == index]
        if offered and not uses:
            return [*problems, "not offered after a duel won with lower Chi in a battle"]
        if not offered and uses:
            problems.append(f"offered after a duel entered with Chi {chi}, in battle {battle}")
        if offered:
            problems += _check(game, uses[0], record)
    return problems
