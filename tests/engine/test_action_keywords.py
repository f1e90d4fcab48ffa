"""An action's keywords for a trigger's kind of action (``cardtext/negation.py``): "An ability
has any boldface keywords that appear immediately before its designator", "An ability also
has any keywords that are on its card" [CE › ABILITIES › Ability keywords], "Actions have the
keywords and designator of their ability" [CE › ABILITIES]. Fear and Maho have no rule of their
own ("Some keywords have meaning in the rules, while others are only descriptive terms"
[CE › KEYWORDS]), but other cards name them: a Celestial "Fear Battle:" action is a Fear
action although it makes no Fear effect, and any action of a Maho card is a Maho action."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position


def _react(name: str, action: str) -> dict:
    """"Reaction: After a <Kind> action targets your Personality: Negate its effects." (ours)"""
    return {"name": name, "timing": "reaction",
            "trigger": {"event": "targeted", "card": "yours", "type": "personality",
                        "action": action},
            "effects": [{"op": "negate_action"}]}


_SHOVE = {"timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
          "effects": [{"op": "bow", "target": 0},
                      {"op": "gain_honor", "amount": 1, "player": "you"}]}

DEFS = [
    cd("Calm Resolve", "strategy", gold_cost=0, focus=1, abilities=[_react("Calm", "fear")]),
    cd("Pure Ward", "strategy", gold_cost=0, focus=1, abilities=[_react("Ward", "maho")]),
    cd("Quiet Samurai", "personality", clans=["Lion"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=3, personal_honor=2),
    cd("Bob Runner", "personality", clans=["Crab"], force=2, chi=1, gold_cost=2,
       personal_honor=1),
    # Bob's cards: "Fear Battle: Target an enemy Personality: Bow him. Gain 1 Honor." (ours),
    # the same ability without a keyword on a Maho card, and on a plain card
    cd("Dread Banner", "holding", gold_cost=2,
       abilities=[{"name": "Dread", **_SHOVE, "keywords": ["fear"]}]),
    cd("Blood Altar", "holding", gold_cost=2, keywords=["Maho"],
       abilities=[{"name": "Blood", **_SHOVE}]),
    cd("Plain Banner", "holding", gold_cost=2, abilities=[{"name": "Plain", **_SHOVE}]),
]


def _battle(bob_home: str, alice_hand: str) -> Game:
    """Bob's turn, a battle at Alice's province: her 2F Samurai defends, his card at home."""
    alice = player(name="Alice", hand=[alice_hand])
    bob = player("Lion Keep", name="Bob", home=[bob_home])
    pos = position(alice, bob, phase="attack", step="combat", active=1, priority=1,
                   defs=DEFS)
    pos["attack"] = {"attacker": 1, "defender": 0, "segment": "combat", "current": 0,
                     "battlefields": [{
                         "province": 0, "ended": False,
                         "attacking": [{"title": "Bob Runner", "attachments": []}],
                         "defending": [{"title": "Quiet Samurai", "attachments": []}]}]}
    return Game.from_position(pos)


def _bob_acts(bob_home: str, alice_hand: str) -> tuple[Game, bool]:
    """Bob's card bows Alice's Samurai; Alice takes her Reaction if it is offered. Returns the
    game and whether it was offered."""
    game = _battle(bob_home, alice_hand)
    s = game.state
    sam, reaction = find(s, "Quiet Samurai"), find(s, alice_hand)
    game.perform(UseAbility(1, find(s, bob_home), 0, (sam,)))
    offered = False
    for _ in range(4):
        uses = [a for a in game.legal_actions()
                if isinstance(a, UseAbility) and a.card == reaction]
        if uses:
            game.perform(uses[0])
            offered = True
            break
        if not game.state.windows:
            break
        game.perform(Pass(game.waiting_for))
    while game.state.windows:
        game.perform(Pass(game.waiting_for))
    return game, offered


def test_a_fear_keyword_action_is_a_fear_action() -> None:
    """Bob's "Fear Battle:" bowing (no Fear effect) is answered by "After a Fear action
    targets ...": nothing happens (the Samurai stays unbowed, Bob stays at 10 Honor). The same
    bowing without the keyword opens no window for it: bowed, Bob 10 -> 11."""
    game, offered = _bob_acts("Dread Banner", "Calm Resolve")
    s = game.state
    assert offered and not s.cards[find(s, "Quiet Samurai")].bowed
    assert s.players[1].family_honor == 10
    game, offered = _bob_acts("Plain Banner", "Calm Resolve")
    s = game.state
    assert not offered and s.cards[find(s, "Quiet Samurai")].bowed
    assert s.players[1].family_honor == 11


def test_an_action_of_a_maho_card_is_a_maho_action() -> None:
    """The ability of Bob's Maho Holding has no keyword of its own but is a Maho action: "After
    a Maho action targets ..." negates it (10 Honor, unbowed); his Fear card's action is not
    one (bowed, 11)."""
    game, offered = _bob_acts("Blood Altar", "Pure Ward")
    s = game.state
    assert offered and not s.cards[find(s, "Quiet Samurai")].bowed
    assert s.players[1].family_honor == 10
    game, offered = _bob_acts("Dread Banner", "Pure Ward")
    s = game.state
    assert not offered and s.cards[find(s, "Quiet Samurai")].bowed
    assert s.players[1].family_honor == 11
