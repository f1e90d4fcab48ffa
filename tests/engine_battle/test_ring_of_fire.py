"""A Ring played after its player's Personality won a duel during a battle without entering it
with higher Chi (the Reaction trigger ``duel_won_lower_chi``: ``DuelState.entry_chi``, the
Chi of both when the duel began [CE › CHALLENGES AND DUELS]), and a destruction after the
battle's resolution only for a player who lost the battle (``delayed.LOST``: the winning
army's leader is the winner, a tie is no loss [CE › BATTLES › C: RESOLUTION SEGMENT])
(issue 17, misc lane; ``cardtext/rings.py``, ``cardtext/delayed.py``). Invented cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import AcceptChallenge, Focus, Pass, Strike, UseAbility
from l5r_desktop.games.ccg.attack.events import DuelResolved
from l5r_desktop.games.ccg.cardtext import abilities, delayed, triggers
from l5r_desktop.games.ccg.model import moves
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, fight, pid

_ENEMY = [{"type": ["personality", "attachment"], "controller": "opponent",
           "no_attachments": True}]
_LATER = [{"op": "after_battle_resolves",
           "effects": [{"op": "destroy", "target": 0, "if": {"battle": "lost"}}]}]
EMBER = cd("Ember Ring", "ring", keywords=["Unique", "Fire"], abilities=[
    {"timing": "reaction", "from": "hand", "trigger": {"event": "duel_won_lower_chi",
                                                       "card": "yours"},
     "condition": {"can_enter_play": True},
     "effects": [{"op": "put_into_play", "target": "self"}]},
    {"timing": "battle", "keywords": ["fire"], "from": "play", "cost": {"bow_self": True},
     "targets": _ENEMY, "effects": _LATER}])
BATTLE_DUEL = cd("Battle Duel", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "battle", "targets": [{"type": "personality", "controller": "you"},
                                     {"type": "personality", "controller": "opponent"}],
     "effects": [{"op": "challenge", "target": 1, "amount": 2}]}])
DEFS = [EMBER, BATTLE_DUEL]


def _battle(alice: list[Any], bob: list[Any], hand: list[str], fate: list[str]) -> Any:
    """Alice attacks with ``alice``, Bob defends with ``bob``; Bob passes first."""
    game = attack_game(player(name="Alice", home=alice, hand=hand, fate_deck=fate),
                       player("Lion Keep", name="Bob", home=bob,
                              fate_deck=["Focus Zero"] * 4), defs=DEFS)
    declare(game)
    for t in alice:
        assign(game, pid(game, t, 0), 0)
    done(game)
    for t in bob:
        assign(game, pid(game, t, 1), 0)
    done(game)
    game.perform(Pass(1))
    return game


def _pass_windows(game: Any) -> None:
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))


def test_a_duel_won_with_lower_chi_in_a_battle_lets_the_ring_in() -> None:
    """Alice's Crane Samurai (Chi 2) challenges Bob's Sage (Chi 4) and wins by focusing
    Five: the Ember Ring in her hand may enter play, by its own text."""
    game = _battle(["Crane Samurai"], ["Sage"], ["Battle Duel", "Ember Ring"],
                   ["Focus Five"] * 4)
    s = game.state
    sam, sage = pid(game, "Crane Samurai", 0), pid(game, "Sage", 1)
    game.perform(UseAbility(0, card=pid(game, "Battle Duel", 0), ability=0,
                            targets=(sam, sage)))
    game.perform(AcceptChallenge(1))
    assert s.duel is not None and s.duel.entry_chi == [2, 4]
    assert GameState.from_dict(s.to_dict()).duel.entry_chi == [2, 4]  # saved
    game.perform(Focus(1, card=s.players[1].focus_pool[0]))  # Focus Zero
    game.perform(Focus(0, card=s.players[0].focus_pool[0]))  # Focus Five: 2 + 5 > 4 + 0
    events = game.perform(Strike(1))
    res = next(e for e in events if isinstance(e, DuelResolved))
    assert (res.outcome, res.entry_chi, res.in_battle) == ("challenger", (2, 4), True)
    ring = pid(game, "Ember Ring", 0)
    play = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == ring]
    assert play, "the Ring's play is offered after the duel"
    game.perform(play[0])
    assert s.cards[ring].in_play and s.cards[ring].own_text


def test_the_trigger_reads_the_entry_chi_and_the_battle() -> None:
    won = DuelResolved(("a", "b"), outcome="challenger", entry_chi=(2, 4), in_battle=True)
    lost_chi = DuelResolved(("a", "b"), outcome="challenger", entry_chi=(4, 2), in_battle=True)
    equal = DuelResolved(("a", "b"), outcome="challenged", entry_chi=(3, 3), in_battle=True)
    away = DuelResolved(("a", "b"), outcome="challenger", entry_chi=(2, 4), in_battle=False)
    found = {name: [subjects for t, subjects in triggers.made(
        triggers.REACTIONS_BY_EVENT, e) if t.name == "duel_won_lower_chi"]
        for name, e in (("won", won), ("lost_chi", lost_chi), ("equal", equal),
                        ("away", away))}
    assert found == {"won": [("a",)], "lost_chi": [], "equal": [("b",)], "away": []}


def test_destroyed_after_the_resolution_only_if_its_player_lost() -> None:
    """Alice's Ronin (Force 2) attacks Bob's Lion Samurai (Force 3); her Ember Ring targets
    him: after the resolution (Bob wins: Alice's army destroyed) the Samurai is destroyed
    too. At the same time with nobody losing (a copy before the fight), he stays."""
    game = attack_game(player(name="Alice", home=["Ronin", {"title": "Ember Ring"}]),
                       player("Lion Keep", name="Bob", home=["Lion Samurai"]), defs=DEFS)
    declare(game)
    assign(game, pid(game, "Ronin", 0), 0)
    done(game)
    assign(game, pid(game, "Lion Samurai", 1), 0)
    done(game)
    game.perform(Pass(1))
    s = game.state
    sam, ring = pid(game, "Lion Samurai", 1), pid(game, "Ember Ring", 0)
    game.perform(UseAbility(0, card=ring, ability=1, targets=(sam,)))
    _pass_windows(game)
    assert s.cards[ring].bowed and s.cards[sam].in_play
    assert [d["when"] for d in s.delayed] == [delayed.AFTER_RESOLUTION]
    copy = s.clone()
    delayed.battle_point(copy, 0, delayed.AFTER_RESOLUTION)  # nobody lost: kept
    assert copy.cards[sam].in_play and not copy.delayed
    fight(game)
    assert not moves.in_play(s, s.cards[sam]) and not s.delayed
    assert delayed.losers("attacker", 0, 1) == {1} and delayed.losers("tie", 0, 1) == set()


def test_the_validator() -> None:
    rec = EMBER["abilities"][1]
    assert not abilities.validate(rec)
    bad = {**rec, "effects": [{"op": "before_battle_resolves", "effects": [
        {"op": "destroy", "target": 0, "if": {"battle": "lost"}}]}]}
    assert abilities.validate(bad)
    odd = {**rec, "effects": [{"op": "after_battle_resolves", "effects": [
        {"op": "destroy", "target": 0, "if": {"battle": "won"}}]}]}
    assert abilities.validate(odd)
