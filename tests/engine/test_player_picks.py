"""Cards other players choose while an effect resolves (issue 17, ccgtext2;
``cardtext/player_picks.py``), on invented cards with exact outcomes: "the enemy leader
discards a card of his choice" (his choice, asked of him, [CE › CHOICES]; a random one with
Reconnaissance), "he chooses a face-up Personality in one of his provinces. Turn it
face-down", "in turn order, starting with you, each player ... moves home one of his
Personalities at the current battlefield. Then, gain Honor equal to the number ... this
moved" (each pick applied before the next player chooses; the Honor is the resolving
player's)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseCard, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from l5r_desktop.games.ccg.rules.legal import deciding_player
from tests.engine.scenario import cd, find, game_at, player, position

_RECON = {"player": "you", "reconnaissance": True}
MUDDLE = {"timing": "battle_open", "effects": [
    {"op": "player_picks", "who": "opponent", "from": "hand", "then": "discard",
     "if": {"not": _RECON}},
    {"op": "discard_random", "player": "opponent", "amount": 1, "if": _RECON},
    {"op": "gain_honor", "amount": 1, "player": "you"}]}
HIDE = {"timing": "open", "target_player": {"who": "any", "choose": True}, "effects": [
    {"op": "player_picks", "who": "target_player", "from": "province_personality",
     "then": "face_down"}]}
PARLEY = {"timing": "battle", "effects": [
    {"op": "player_picks", "who": "each", "from": "personality_here", "then": "move_home"},
    {"op": "gain_honor", "player": "you", "amount_from": {"count": "moved"}}]}
DEFS = [cd(t, "strategy", gold_cost=0, focus=1, abilities=[r])
        for t, r in (("Muddle", MUDDLE), ("Hide", HIDE), ("Parley", PARLEY))]


def _play(game: Game, title: str, target_player: int = -1) -> list[Any]:
    s = game.state
    card = next(c for c in s.players[0].hand if s.title(c) == title)
    return game.perform(UseAbility(0, card, 0, (), target_player=target_player))


def _picks(game: Game) -> list[ChooseCard]:
    return [a for a in game.legal_actions() if isinstance(a, ChooseCard)]


def test_the_other_player_discards_a_card_of_his_choice() -> None:
    """Bob holds Pride and Rally: he is asked (not Alice), picks Rally, which goes to his
    discard pile; then Alice (who took the action) gains 1 Honor, Bob none."""
    game = game_at(player(name="Alice", hand=["Muddle"]),
                   player("Lion Keep", name="Bob", hand=["Pride", "Rally"]), defs=DEFS)
    s = game.state
    pride, rally = find(s, "Pride", 1), find(s, "Rally", 1)
    _play(game, "Muddle")
    assert deciding_player(s) == 1
    assert sorted(a.choice for a in _picks(game)) == sorted([pride, rally])
    assert all(a.player == 1 for a in _picks(game))
    game.perform(ChooseCard(1, choice=rally))
    assert s.players[1].hand == [pride] and rally in s.players[1].fate_discard
    assert [p.family_honor for p in s.players] == [11, 10]


def test_with_reconnaissance_a_random_card_and_no_choice() -> None:
    """In a battle where Alice has Reconnaissance: one of Bob's two cards at random, no
    choice asked."""
    game = _battle(["Crane Samurai"], ["Lion Samurai"], hand=["Muddle"], bob_hand=[
        "Pride", "Rally"], reconnaissance=True)
    s = game.state
    _play(game, "Muddle")
    assert not s.options and len(s.players[1].hand) == 1 and len(s.players[1].fate_discard) == 1
    assert s.players[0].family_honor == 11


def test_an_empty_hand_chooses_nothing() -> None:
    game = game_at(player(name="Alice", hand=["Muddle"]), player("Lion Keep", name="Bob"),
                   defs=DEFS)
    s = game.state
    _play(game, "Muddle")
    assert not s.options and s.players[0].family_honor == 11


def _with_face_up(**bob: Any) -> Game:
    return game_at(player(name="Alice", hand=["Hide"]),
                   player("Lion Keep", name="Bob", provinces=[
                       {"title": "Lion Samurai", "face_up": True}, "Filler Dynasty",
                       {"title": "Loyal Lion", "face_up": True}, "Filler Dynasty"], **bob),
                   defs=DEFS)


def test_the_chosen_player_turns_one_of_his_face_up_personalities_down() -> None:
    game = _with_face_up()
    s = game.state
    lion, loyal = find(s, "Lion Samurai", 1), find(s, "Loyal Lion", 1)
    _play(game, "Hide", target_player=1)
    assert sorted(a.choice for a in _picks(game)) == sorted([lion, loyal])
    game.perform(ChooseCard(1, choice=loyal))
    assert s.cards[lion].face_up and not s.cards[loyal].face_up
    assert s.players[1].provinces[2] == loyal


def test_a_choice_waiting_is_saved_with_who_resolves_the_rest() -> None:
    game = _with_face_up()
    _play(game, "Hide", target_player=1)
    data = game.state.to_dict()
    again = GameState.from_dict(data)
    assert again.options == game.state.options and again.options[0]["resolver"] == 0
    assert again.options[0]["player"] == 1


def _battle(alice: list[str], bob: list[str], hand: tuple[str, ...] | list[str] = ("Parley",),
            bob_hand: list[str] | None = None, reconnaissance: bool = False) -> Game:
    """Alice attacks Bob's first province with ``alice``; Bob defends with ``bob``; Alice to
    act in the Combat Segment with ``hand``."""
    pos = position(player(name="Alice", hand=list(hand)),
                   player("Lion Keep", name="Bob", hand=bob_hand or []),
                   phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    field: dict[str, Any] = {"province": 0, "ended": False,
                             "attacking": [{"title": t} for t in alice],
                             "defending": [{"title": t} for t in bob]}
    if reconnaissance:
        field["reconnaissance"] = [0]
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [field]}
    return Game.from_position(pos)


def test_each_player_in_turn_moves_one_home_then_honor_for_each() -> None:
    """Alice first (her Ronin of two), then Bob (his Lion Samurai): both go home; Alice
    10 -> 12 Honor; her Crane Samurai stays."""
    game = _battle(["Crane Samurai", "Ronin"], ["Lion Samurai"])
    s = game.state
    ronin, crane, lion = find(s, "Ronin", 0), find(s, "Crane Samurai", 0), \
        find(s, "Lion Samurai", 1)
    _play(game, "Parley")
    assert deciding_player(s) == 0 and {a.choice for a in _picks(game)} == {ronin, crane}
    game.perform(ChooseCard(0, choice=ronin))
    assert s.cards[ronin].zone.value == "home"
    assert deciding_player(s) == 1 and [a.choice for a in _picks(game)] == [lion]
    game.perform(ChooseCard(1, choice=lion))
    assert s.cards[lion].zone.value == "home" and s.cards[crane].zone.value == "battlefield"
    assert [p.family_honor for p in s.players] == [12, 10]


def test_a_player_with_nobody_there_moves_nobody() -> None:
    """Bob has no one at the battlefield: only Alice picks; 10 -> 11."""
    game = _battle(["Crane Samurai"], [])
    s = game.state
    crane = find(s, "Crane Samurai", 0)
    _play(game, "Parley")
    game.perform(ChooseCard(0, choice=crane))
    assert not s.options and s.players[0].family_honor == 11


def test_the_validator() -> None:
    assert not abilities.validate(MUDDLE) and not abilities.validate(HIDE)
    assert not abilities.validate(PARLEY)
    bad = [{"op": "player_picks", "who": "nobody", "from": "hand", "then": "discard"},
           {"op": "player_picks", "who": "each", "from": "deck", "then": "discard"},
           {"op": "player_picks", "who": "each", "from": "hand", "then": "move_home"},
           {"op": "player_picks", "who": "each", "from": "hand", "then": "discard", "n": 2}]
    for eff in bad:
        assert abilities.validate({"timing": "open", "effects": [eff]})
    assert abilities.validate({"timing": "open", "effects": [HIDE["effects"][0]]})


# "Open: Choose a player. He picks one of his unbowed Personalities or Holdings or a card in
# his hand: discard it if it is in his hand, else bow it." (ours; core lane)
LEVY = {"timing": "open", "target_player": {"who": "any", "choose": True}, "effects": [
    {"op": "player_picks", "who": "target_player", "from": "unbowed_or_hand",
     "then": "bow_or_discard"}]}


def test_his_unbowed_card_is_bowed_or_his_hand_card_discarded() -> None:
    """Bob, chosen, may pick his unbowed Recruit or Silk Farm or the card in his hand (not his
    bowed Samurai): the Farm picked is bowed; picked from his hand, Rally is discarded."""
    defs = [*DEFS, cd("Levy", "strategy", gold_cost=0, focus=1, abilities=[LEVY]),
            cd("Silk Farm", "holding", gold_cost=2),
            cd("Bowed Samurai", "personality", force=2, chi=2, gold_cost=3, personal_honor=2),
            cd("Recruit", "personality", force=1, chi=1, gold_cost=1, personal_honor=1)]
    for pick, in_hand in (("Silk Farm", False), ("Rally", True)):
        bob = player("Lion Keep", name="Bob", hand=["Rally"], home=[
            "Silk Farm", {"title": "Recruit", "attachments": []},
            {"title": "Bowed Samurai", "attachments": [], "bowed": True}])
        game = game_at(player(name="Alice", hand=["Levy"]), bob, defs=defs)
        s = game.state
        _play(game, "Levy", target_player=1)
        offered = {s.title(a.choice) for a in _picks(game)}
        assert offered == {"Silk Farm", "Recruit", "Rally"}
        chosen = find(s, pick, 1)
        game.perform(ChooseCard(1, choice=chosen))
        if in_hand:
            assert chosen in s.players[1].fate_discard and s.players[1].hand == []
        else:
            assert s.cards[chosen].bowed and s.players[1].hand == [find(s, "Rally", 1)]
        assert not s.cards[find(s, "Recruit", 1)].bowed
