"""Rings played and used from the hand by their own text (issue 17, misc lane;
``cardtext/rings.py``): a Ring's ability used from the hand without cost goes to the
resolution area and is discarded [S0 › RING #], [CE › RING]; a Ring whose Limited action plays
it enters play by its own text (the Enlightenment Victory counts it) [CE › PLAYERS WINNING AND
LOSING], only with at most two Rings in play and no copy of it (Unique); the whole hand
discarded; a card of the hand discarded, chosen, only with a hand larger than Bob's."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseCard, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, rings
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player

_DRAW_THEN = [{"op": "draw", "amount": 1, "player": "you"},
              {"op": "discard_chosen", "if": {"player": "you", "hand_most": True}}]
HOLLOW = cd("Hollow Ring", "ring", keywords=["Unique", "Void"], abilities=[
    {"timing": "limited", "keywords": ["void"], "from": "hand", "ring_use": 3,
     "effects": _DRAW_THEN},
    {"timing": "limited", "from": "hand",
     "condition": {"rings_at_most": 2, "can_enter_play": True},
     "effects": [{"op": "put_into_play", "target": "self"},
                 {"op": "discard_hand", "player": "you"}]},
    {"timing": "limited", "keywords": ["void"], "from": "play", "cost": {"bow_self": True},
     "effects": _DRAW_THEN}])
DEFS = [HOLLOW, cd("Pebble", "strategy", gold_cost=0, focus=1)]


def _game(hand: list[str], home: list[str] | None = None, bob_hand: int = 2) -> Game:
    return game_at(player(name="Alice", hand=hand, home=home or []),
                   player("Lion Keep", name="Bob", hand=["Pebble"] * bob_hand), defs=DEFS)


def _uses(game: Game, index: int) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.ability == index
            and game.state.cards[a.card].title == "Hollow Ring"]


def test_played_by_its_own_text_discarding_the_hand() -> None:
    game = _game(["Hollow Ring", "Pebble", "Pebble"], home=["Air Ring", "Fire Ring"])
    s = game.state
    (use,) = _uses(game, 1)
    game.perform(use)
    ring = s.cards[find(s, "Hollow Ring", 0)]
    assert ring.in_play and ring.own_text and ring.zone.value == "home"
    assert s.players[0].hand == [] and len(s.players[0].fate_discard) == 2


def test_not_played_with_three_rings_or_a_copy_in_play() -> None:
    game = _game(["Hollow Ring"], home=["Air Ring", "Fire Ring", "Earth Ring"])
    assert _uses(game, 1) == []
    game = _game(["Hollow Ring"], home=["Hollow Ring"])
    assert _uses(game, 1) == []  # (Unique: the one at home is used from play instead)


def test_used_from_the_hand_without_cost_then_discarded() -> None:
    game = _game(["Hollow Ring", "Pebble"], bob_hand=3)
    s = game.state
    (use,) = _uses(game, 0)
    game.perform(use)  # 1 + 1 drawn = 2 cards against Bob's 3: no discard
    ring = find(s, "Hollow Ring", 0)
    assert len(s.players[0].hand) == 2 and ring in s.players[0].fate_discard
    assert not s.options


def test_more_cards_than_any_other_player_discards_one_chosen() -> None:
    game = _game(["Hollow Ring", "Pebble", "Pebble"], bob_hand=2)
    s = game.state
    game.perform(_uses(game, 0)[0])  # 2 + 1 = 3 against 2: one is discarded, chosen
    pick = [a for a in game.legal_actions() if isinstance(a, ChooseCard)]
    assert len(pick) == 3
    game.perform(pick[0])
    assert len(s.players[0].hand) == 2 and pick[0].choice in s.players[0].fate_discard


def test_the_bow_ability_in_play() -> None:
    game = _game(["Pebble"], home=["Hollow Ring"], bob_hand=0)
    s = game.state
    game.perform(_uses(game, 2)[0])  # 1 + 1 = 2 against 0: one discarded
    assert s.cards[find(s, "Hollow Ring", 0)].bowed
    (pick, _other) = [a for a in game.legal_actions() if isinstance(a, ChooseCard)]
    game.perform(pick)
    assert len(s.players[0].hand) == 1


def test_the_validator() -> None:
    play = HOLLOW["abilities"][1]
    assert not abilities.validate(play)
    assert abilities.validate({**play, "condition": {"rings_at_most": 2, "odd": True}})
    assert abilities.validate({**play, "effects": [{"op": "discard_hand", "amount": 2}]})
    use = HOLLOW["abilities"][0]
    assert not abilities.validate(use)
    assert abilities.validate({**use, "effects": [{"op": "discard_chosen", "amount": 1}]})
    assert abilities.validate({**use, "cost": {"bow_self": True}})  # without cost
    assert abilities.validate({**use, "from": "play"})
    assert abilities.validate({**use, "ring_use": 0})


# A Spell of ours: if its Shugenja shares an element with a Ring of ours, straighten the one
# or the other (the five elements: one record each, one ability between them).
_ELEMENTS = ("Air", "Earth", "Fire", "Water", "Void")
KINDRED = cd("Kindred Breath", "spell", gold_cost=0, abilities=[
    {"timing": "battle_open", "ability": 1, "condition": {"host_keyword": e},
     "targets": [{"type": "ring", "controller": "you", "keyword": e, "choose": True}],
     "effects": [{"op": "straighten", "target": 0, "optional": 1},
                 {"op": "straighten", "target": "host", "otherwise": 1}]}
    for e in _ELEMENTS])
CALLERS = [cd(f"{e} Caller", "personality", keywords=["Shugenja", e], force=1, chi=3,
              gold_cost=3, personal_honor=1) for e in ("Air", "Fire")]


def _kindred(caller: str, rings: list[str], bob_rings: list[str] | None = None) -> Game:
    home = [{"title": caller, "bowed": True, "attachments": ["Kindred Breath"]},
            *({"title": r, "bowed": True} for r in rings)]
    return game_at(player(name="Alice", home=home),
                   player("Lion Keep", name="Bob", home=[
                       {"title": r, "bowed": True} for r in bob_rings or []]),
                   defs=[KINDRED, *CALLERS])


def _breaths(game: Game) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility)
            and game.state.cards[a.card].title == "Kindred Breath"]


def test_a_ring_sharing_the_element_straightened_or_the_shugenja() -> None:
    from l5r_desktop.games.ccg.actions import ChooseOption

    game = _kindred("Air Caller", ["Air Ring", "Fire Ring"])
    s = game.state
    (use,) = _breaths(game)  # the Air Ring only
    assert s.cards[use.targets[0]].title == "Air Ring"
    game.perform(use)
    game.perform(ChooseOption(0, apply=True))  # the Ring
    assert not s.cards[find(s, "Air Ring", 0)].bowed
    assert s.cards[find(s, "Air Caller", 0)].bowed and s.cards[find(s, "Fire Ring", 0)].bowed
    game = _kindred("Air Caller", ["Air Ring"])
    game.perform(_breaths(game)[0])
    game.perform(ChooseOption(0, apply=False))  # the Shugenja
    s = game.state
    assert s.cards[find(s, "Air Ring", 0)].bowed and not s.cards[find(s, "Air Caller", 0)].bowed
    assert _breaths(game) == []  # once per turn, whichever element


def test_no_ring_sharing_an_element_of_his_no_action() -> None:
    assert _breaths(_kindred("Fire Caller", ["Air Ring", "Void Ring"])) == []
    assert _breaths(_kindred("Air Caller", [], bob_rings=["Air Ring"])) == []  # Bob's


# A Ring played right after its player resolved a second Favor action this turn (a
# Reaction from the hand on ``favor_resolved``), or discarded from the hand to use its ability.
GALE = cd("Gale Ring", "ring", keywords=["Unique", "Air"], abilities=[
    {"timing": "reaction", "from": "hand", "ability": 1,
     "trigger": {"event": "favor_resolved", "card": "yours"},
     "condition": {"favor_actions_at_least": 2, "can_enter_play": True},
     "effects": [{"op": "put_into_play", "target": "self"}]},
    {"timing": "open", "keywords": ["air"], "from": "hand", "ring_use": 2, "ability": 1,
     "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]},
    {"timing": "open", "keywords": ["air"], "from": "play", "cost": {"bow_self": True},
     "ability": 2, "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}])
COURT_WORD = cd("Court Word", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "open", "keywords": ["favor", "political"], "condition": {"has_favor": True},
     "effects": [{"op": "draw", "amount": 1, "player": "you"}]}])


def _favor_game(alice: list[str], bob: list[str] | None = None) -> Game:
    return game_at(player(name="Alice", hand=alice, imperial_favor=True),
                   player("Lion Keep", name="Bob", hand=bob or []),
                   defs=[GALE, COURT_WORD])


def _word(game: Game, who: int) -> None:
    s = game.state
    if s.priority != who:
        game.perform(Pass(s.priority))
    word = next(c for c in s.players[who].hand if s.cards[c].title == "Court Word")
    game.perform(UseAbility(who, word, 0, ()))


def _gale_plays(game: Game) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.ability == 0
            and game.state.cards[a.card].title == "Gale Ring"]


def test_played_after_the_second_favor_action_of_the_turn() -> None:
    game = _favor_game(["Gale Ring", "Court Word", "Court Word"])
    s = game.state
    _word(game, 0)
    assert not s.windows and rings.favor_actions(s, 0) == 1  # one: no window
    _word(game, 0)
    assert rings.favor_actions(s, 0) == 2 and s.windows
    (play,) = _gale_plays(game)
    game.perform(play)
    ring = s.cards[find(s, "Gale Ring", 0)]
    assert ring.in_play and ring.own_text


def test_not_after_one_nor_after_another_players_favor_action() -> None:
    game = _favor_game(["Gale Ring", "Court Word"])
    _word(game, 0)
    assert _gale_plays(game) == []
    game = _favor_game(["Court Word"], ["Court Word"])  # Bob's count is his own
    s = game.state
    s.players[0].favor_actions = [s.turn, 2]
    assert rings.favor_actions(s, 1) == 0
    s.players[1].favor = True
    _word(game, 1)
    assert rings.favor_actions(s, 1) == 1 and rings.favor_actions(s, 0) == 2


def test_the_count_is_this_turns_and_saved() -> None:
    game = _favor_game(["Court Word"])
    s = game.state
    _word(game, 0)
    assert GameState.from_dict(s.to_dict()).players[0].favor_actions == [s.turn, 1]
    s.turn += 1
    assert rings.favor_actions(s, 0) == 0


def test_its_ability_used_from_the_hand() -> None:
    game = _favor_game(["Gale Ring"])
    s = game.state
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.ability == 1]
    game.perform(use)
    assert s.players[0].family_honor == 11
    assert find(s, "Gale Ring", 0) in s.players[0].fate_discard
