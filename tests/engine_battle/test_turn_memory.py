"""What happened this turn (``cardtext/turn_memory.py``): a duel won this turn [CE ›
CHALLENGES AND DUELS], an Honor loss another player's action caused, an action of a keyword
a card performed [CE › PERFORM], [CE › ABILITIES › Ability keywords]; kept for the turn
only, saved with the game. Our own invented cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import AcceptChallenge, Focus, Pass, Strike, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, turn_memory
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player, position
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

#: "Target your unbowed Personality and bow him unless he has won a duel this turn. Bow a
#: target enemy Personality with equal or lower Chi than yours."
KENKU_STRIKE = {"timing": "battle", "keywords": ["iaijutsu"],
                "targets": [{"type": "personality", "controller": "you", "bowed": False},
                            {"type": "personality", "controller": "opponent",
                             "compare": {"stat": "chi", "than": 0, "or_equal": True}}],
                "effects": [{"op": "bow", "target": 0,
                             "if": {"not": {"card": 0, "won_duel_this_turn": True}}},
                            {"op": "bow", "target": 1}]}
BATTLE_DUEL = cd("Battle Duel", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "battle", "targets": [{"type": "personality", "controller": "you"},
                                     {"type": "personality", "controller": "opponent"}],
     "effects": [{"op": "challenge", "target": 1, "amount": 2}]}])
#: "If another player's action has caused you an Honor loss this turn, give your target
#: Personality a +1F token."
HOSTING = {"timing": "open", "keywords": ["political"],
           "targets": [{"type": "personality", "controller": "you"}],
           "effects": [{"op": "add_token", "target": 0, "token": "+1F Grudge", "amount": 1,
                        "if": {"player": "you", "honor_lost_to_other": True}}]}
_SLIGHT = {"timing": "limited", "effects": [{"op": "lose_honor", "amount": 1,
                                             "player": "opponent"}]}
_PENANCE = {"timing": "limited", "effects": [{"op": "lose_honor", "amount": 1,
                                              "player": "you"}]}
#: "Bow a target enemy card, which must have no attachments unless this card has performed
#: a Shadow action this turn."
GRASP = {"timing": "battle", "targets": [{"type": "card", "controller": "opponent",
                                          "no_attachments": {"unless_performed": "shadow"}}],
         "effects": [{"op": "bow", "target": 0}]}
_MAN = {"force": 2, "chi": 2, "personal_honor": 1, "gold_cost": 3, "honor_requirement": 0}
DEFS = [BATTLE_DUEL,
        cd("Kenku Post", "holding", gold_cost=2, abilities=[KENKU_STRIKE]),
        cd("Guest Hall", "holding", gold_cost=2, abilities=[HOSTING]),
        cd("Slight Post", "holding", gold_cost=2, abilities=[_SLIGHT, _PENANCE]),
        cd("Grasping Lord", "personality", abilities=[GRASP], **_MAN),
        cd("Shadow Rite", "strategy", keywords=["Shadow"], gold_cost=0, focus=1, abilities=[
            {"timing": "battle", "targets": [{"type": "personality", "controller": "you",
                                              "performer": True}],
             "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
        cd("Night Rite", "strategy", gold_cost=0, focus=1, abilities=[
            {"timing": "battle", "keywords": ["night", "rite"],
             "targets": [{"type": "personality", "controller": "you", "performer": True}],
             "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
        cd("Plain Rite", "strategy", gold_cost=0, focus=1, abilities=[
            {"timing": "battle", "targets": [{"type": "personality", "controller": "you",
                                              "performer": True}],
             "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
        cd("Foe", "personality", **_MAN),
        cd("Spear", "follower", force=1, gold_cost=1, focus=1)]


def _duel_won() -> tuple[Game, str, str]:
    """Alice's Crane Samurai challenges Bob's Sage in a battle and wins with Focus Five;
    Bob passes the opportunity after it."""
    game = attack_game(player(name="Alice", home=["Crane Samurai", "Kenku Post"],
                              hand=["Battle Duel"], fate_deck=["Focus Five"] * 4),
                       player("Lion Keep", name="Bob", home=["Sage", "Foe"],
                              fate_deck=["Focus Zero"] * 4), defs=DEFS)
    declare(game)
    assign(game, pid(game, "Crane Samurai", 0), 0)
    done(game)
    assign(game, pid(game, "Sage", 1), 0)
    assign(game, pid(game, "Foe", 1), 0)
    done(game)
    game.perform(Pass(1))
    s = game.state
    sam, sage = pid(game, "Crane Samurai", 0), pid(game, "Sage", 1)
    game.perform(UseAbility(0, pid(game, "Battle Duel", 0), 0, (sam, sage)))
    game.perform(AcceptChallenge(1))
    game.perform(Focus(1, card=s.players[1].focus_pool[0]))
    game.perform(Focus(0, card=s.players[0].focus_pool[0]))  # 2 + 5 against 4 + 0
    game.perform(Strike(1))
    while game.state.windows or game.state.priority != 0:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    return game, sam, sage


def test_a_duel_winner_is_remembered_for_the_turn_and_saved() -> None:
    """The winner, not the loser, has won a duel this turn; a save keeps it; the next turn
    forgets it."""
    game, sam, sage = _duel_won()
    s = game.state
    assert turn_memory.won_duel(s, sam) and not turn_memory.won_duel(s, sage)
    again = GameState.from_dict(s.to_dict())
    assert again.memory == s.memory and turn_memory.won_duel(again, sam)
    again.turn += 1
    assert not turn_memory.won_duel(again, sam)
    turn_memory.remember(again, turn_memory.DUEL_WON, [sage])
    assert again.memory == {"turn": again.turn, "duel_won": [sage]}


def test_the_duel_winner_is_not_bowed_by_his_own_iaijutsu_strike() -> None:
    """After his win, Alice's Kenku Post: her Samurai (Chi 2) stays unbowed, Bob's Chi-2
    Foe is bowed (his Sage, Chi 4, is no target)."""
    game, sam, _sage = _duel_won()
    s = game.state
    post, foe = pid(game, "Kenku Post", 0), pid(game, "Foe", 1)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == post]
    assert [u.targets for u in uses] == [(sam, foe)]
    game.perform(uses[0])
    assert not s.cards[sam].bowed and s.cards[foe].bowed


def _strike_game() -> Game:
    """Alice attacks with her Crane Samurai; Bob's Foe (Chi 2) defends; Kenku Post."""
    pos = position(player(name="Alice", home=["Kenku Post"]), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, defs=DEFS)
    unit = [{"title": t, "attachments": []} for t in ("Crane Samurai", "Foe")]
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": [unit[0]],
                                       "defending": [unit[1]]}]}
    return Game.from_position(pos)


def test_without_a_duel_won_the_striker_bows_too() -> None:
    game = _strike_game()
    s = game.state
    sam, foe = find(s, "Crane Samurai"), find(s, "Foe")
    game.perform(UseAbility(0, find(s, "Kenku Post"), 0, (sam, foe)))
    assert s.cards[sam].bowed and s.cards[foe].bowed


def _hall(alice_home: list[Any], bob_home: list[Any], active: int = 0) -> Game:
    return game_at(player(name="Alice", home=alice_home),
                   player("Lion Keep", name="Bob", home=bob_home), defs=DEFS, active=active)


def test_an_honor_loss_from_bobs_action_lets_the_hall_give_a_token() -> None:
    """Bob's Slight: Alice 10 -> 9; her Guest Hall then gives her Samurai +1F (2 -> 3)."""
    game = _hall(["Guest Hall", "Crane Samurai"], ["Slight Post"], active=1)
    s = game.state
    game.perform(UseAbility(1, find(s, "Slight Post"), 0))
    assert s.players[0].family_honor == 9 and turn_memory.lost_to_other(s, 0)
    sam = find(s, "Crane Samurai")
    game.perform(UseAbility(0, find(s, "Guest Hall"), 0, (sam,)))
    assert stats.force(s, sam) == 3


def test_her_own_loss_or_none_gives_nothing() -> None:
    """Alice's own Penance (10 -> 9) is no other player's action: the Hall gives nothing."""
    game = _hall(["Guest Hall", "Crane Samurai", "Slight Post"], [])
    s = game.state
    game.perform(UseAbility(0, find(s, "Slight Post", 0), 1))
    assert s.players[0].family_honor == 9 and not turn_memory.lost_to_other(s, 0)
    game.perform(Pass(1))
    sam = find(s, "Crane Samurai")
    game.perform(UseAbility(0, find(s, "Guest Hall"), 0, (sam,)))
    assert stats.force(s, sam) == 2


def test_a_game_without_a_card_that_reads_the_memory_keeps_none() -> None:
    """Without the Guest Hall (nor any other reader) in the game, Bob's Slight (Alice 10 ->
    9) leaves the state as it was: nothing remembered, so saves written before this memory
    existed replay to their snapshots (tests/persistence/test_save_game_id.py)."""
    game = _hall(["Crane Samurai"], ["Slight Post"], active=1)
    s = game.state
    assert not turn_memory.kept(s)
    game.perform(UseAbility(1, find(s, "Slight Post"), 0))
    assert s.players[0].family_honor == 9 and s.memory == {}
    assert "memory" not in s.to_dict()
    with_reader = _hall(["Guest Hall", "Crane Samurai"], ["Slight Post"], active=1)
    assert turn_memory.kept(with_reader.state)


def _grasp_game() -> Game:
    """Alice's Grasping Lord attacks; Bob defends with a bare Foe and a Crane Samurai
    carrying a Spear; Alice holds Shadow Rite and Plain Rite."""
    pos = position(player(name="Alice", hand=["Shadow Rite", "Plain Rite", "Night Rite"]),
                   player("Lion Keep", name="Bob"), phase="attack", step="combat", active=0,
                   defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Grasping Lord",
                                                      "attachments": []}],
                                       "defending": [{"title": "Foe", "attachments": []},
                                                     {"title": "Crane Samurai",
                                                      "attachments": ["Spear"]}]}]}
    return Game.from_position(pos)


def _grasp_targets(game: Game) -> set[str]:
    s = game.state
    lord = find(s, "Grasping Lord")
    return {s.cards[u.targets[0]].title for u in game.legal_actions()
            if isinstance(u, UseAbility) and u.card == lord}


def test_cards_with_attachments_only_after_a_shadow_action_he_performed() -> None:
    """Before: only the bare Foe (and the Spear, a card without attachments); after a Plain
    Rite he performs, the same; after the Shadow Rite he performs, the Samurai too."""
    game = _grasp_game()
    s = game.state
    lord = find(s, "Grasping Lord")
    assert _grasp_targets(game) == {"Foe", "Spear"}
    game.perform(UseAbility(0, find(s, "Plain Rite"), 0, (lord,)))
    game.perform(Pass(1))
    assert _grasp_targets(game) == {"Foe", "Spear"}
    game.perform(UseAbility(0, find(s, "Shadow Rite"), 0, (lord,)))
    game.perform(Pass(1))
    assert _grasp_targets(game) == {"Foe", "Spear", "Crane Samurai"}


def test_an_ability_keyword_of_two_words() -> None:
    """A "Night Rite Battle:" ability (keywords night, rite) he performs is a Night Rite
    action of his (and a Night one); the Plain Rite has none."""
    game = _grasp_game()
    s = game.state
    lord = find(s, "Grasping Lord")
    game.perform(UseAbility(0, find(s, "Night Rite"), 0, (lord,)))
    key = turn_memory.performed_key
    assert turn_memory.happened(s, turn_memory.PERFORMED, key(lord, "Night Rite"))
    assert turn_memory.happened(s, turn_memory.PERFORMED, key(lord, "night"))
    assert not turn_memory.happened(s, turn_memory.PERFORMED, key(lord, "shadow"))


def test_the_validators() -> None:
    bad = {**GRASP, "targets": [{**GRASP["targets"][0], "no_attachments": {"unless": "x"}}]}
    assert abilities.validate(bad)
    worse = {**KENKU_STRIKE, "effects": [{"op": "bow", "target": 0,
                                          "if": {"card": 0, "won_duel_this_turn": False}}]}
    assert abilities.validate(worse)
    assert not abilities.validate(KENKU_STRIKE) and not abilities.validate(HOSTING)
