"""Bringing a Personality into play as an effect, from a discard pile or a province
(``cardtext/bring_into_play.py``): the restrictions checked, then the Gold paid, then the card
enters play at its player's home under his control [CE › PERSONALITY]; the Good
Faith Rule offers only what he could bring in [CE › TAKING ACTIONS › A]; a delayed removal or
return to the Dynasty deck before the turn ends [CE › DELAYED EFFECTS]. Our own cards and
words; exact Gold and Honor."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import DiscardCard, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.events import GoldPaid
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player

_PILE = {"type": "personality", "zone": "discard", "controller": "any"}
# "Limited: Destroy this card and target a Personality in any player's discard pile: Bring him
# into play under your control, paying all costs, 3 less if he is Undead." (ours)
_LURE = {"timing": "limited", "cost": {"destroy_self": True}, "targets": [_PILE],
         "effects": [{"op": "bring_into_play", "target": 0, "less": 3,
                      "less_if": {"keyword": "Undead"}}]}
# "Limited: Target a dead Personality: Bring him into play ignoring costs and Honor
# Requirements. Remove him from the game when the turn ends." (ours)
_CALL = {"timing": "limited", "targets": [{**_PILE, "dead": "any"}],
         "effects": [{"op": "bring_into_play", "target": 0, "costs": "ignore",
                      "ignore_hr": True, "turn_end": "remove_from_game"}]}
# From its province: into play for 1 Gold less, then back to the top of its Dynasty deck when
# the turn ends. (ours)
_RETURN = {"timing": "limited", "from": "province",
           "effects": [{"op": "bring_into_play", "target": "self", "less": 1,
                        "turn_end": "dynasty_deck_top"}]}

# A Region, from its player's third turn on: the face-up Personality in its province into
# play for his Gold Cost, his Honor Requirement ignored when he is Crab Clan. (ours)
_GROUNDS = {"timing": "limited", "condition": {"not_your_turns": [1, 2]},
            "targets": [{"type": "personality", "zone": "province", "this_province": True,
                         "choose": True}],
            "effects": [{"op": "bring_into_play", "target": 0, "ignore_hr": {"clan": "Crab"}}]}

DEFS = [
    cd("Muster Grounds", "region", abilities=[_GROUNDS]),
    cd("Crab Veteran", "personality", clans=["Crab"], force=3, chi=2, gold_cost=3,
       personal_honor=2, honor_requirement=12),
    cd("Lure Charm", "item", gold_cost=1, abilities=[_LURE]),
    cd("Grave Caller", "personality", force=1, chi=2, gold_cost=3, personal_honor=1,
       abilities=[_CALL]),
    cd("Carrier", "personality", force=1, chi=1, gold_cost=2, personal_honor=1),
    cd("Pale Walker", "personality", keywords=["Undead"], force=3, chi=1, gold_cost=5,
       personal_honor=0, honor_requirement=0),
    cd("Old Guard", "personality", keywords=["Samurai"], force=2, chi=2, gold_cost=4,
       personal_honor=2, honor_requirement=3),
    cd("High Lord", "personality", keywords=["Samurai"], force=4, chi=4, gold_cost=3,
       personal_honor=3, honor_requirement=12),
    cd("Wanderer", "personality", force=2, chi=2, gold_cost=4, personal_honor=1,
       abilities=[_RETURN]),
]


def _paid(events: list) -> list[int]:
    """The Gold amounts paid (the pool's excess is lost after a payment [CE › GOLD])."""
    return [e.amount for e in events if isinstance(e, GoldPaid)]


def _uses(game: Game, title: str) -> list[UseAbility]:
    cid = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == cid]


def _lure_game(pool: int, bob_pile: list[str]) -> Game:
    alice = player(home=[{"title": "Carrier", "attachments": ["Lure Charm"]}], gold_pool=pool)
    return game_at(alice, player("Lion Keep", dynasty_discard=bob_pile), defs=DEFS)


def test_paying_all_costs_less_for_an_undead_under_your_control() -> None:
    """Bob's Undead Gold Cost 5 comes in for 2 Gold of Alice's 4 (3 less): at her home, under
    her control, unbowed, still Bob's card; the Charm destroyed. Bob's Samurai (4, no
    reduction) costs 4: 4 -> 0."""
    game = _lure_game(4, ["Pale Walker", "Old Guard"])
    s = game.state
    walker, guard = find(s, "Pale Walker"), find(s, "Old Guard")
    by_target = {u.targets[0]: u for u in _uses(game, "Lure Charm")}
    assert set(by_target) == {walker, guard}
    events = game.perform(by_target[walker])
    c = s.cards[walker]
    assert c.zone is Zone.HOME and c.controller == 0 and c.owner == 1 and not c.bowed
    assert walker in s.players[0].home and walker not in s.players[1].dynasty_discard
    assert _paid(events) == [2]
    assert s.cards[find(s, "Lure Charm")].zone is Zone.FATE_DISCARD

    game = _lure_game(4, ["Old Guard"])
    s = game.state
    events = game.perform(_uses(game, "Lure Charm")[0])
    assert s.cards[find(s, "Old Guard")].zone is Zone.HOME and _paid(events) == [4]


def test_good_faith_offers_only_what_can_be_brought_in() -> None:
    """With 3 Gold (her Stronghold bowed) the Samurai (4) is not offered, the Undead (5 - 3 =
    2) is; the Honor Requirement 12 above Alice's 10 Honor is never offered."""
    game = _lure_game(3, ["Pale Walker", "Old Guard", "High Lord"])
    s = game.state
    s.cards[find(s, "Crane Keep", 0)].bowed = True  # her Gold: the 3 in her pool
    assert {u.targets[0] for u in _uses(game, "Lure Charm")} == {find(s, "Pale Walker")}


def test_a_restriction_met_no_longer_leaves_the_card_where_it_was() -> None:
    """Bob's Samurai is chosen while Alice has 10 Honor; before the effect resolves her Honor
    is 2, below his Honor Requirement 3: he stays in Bob's pile, her 4 Gold unspent."""
    game = _lure_game(4, ["Old Guard"])
    s = game.state
    use = _uses(game, "Lure Charm")[0]
    s.players[0].family_honor = 2
    game.perform(use)
    guard = find(s, "Old Guard")
    assert guard in s.players[1].dynasty_discard and s.players[0].gold_pool == 4


def _end_turn(game: Game) -> None:
    """Alice passes the Action Phase (Bob too), attacks nobody, ends her Dynasty Phase and
    discards down to her maximum hand size."""
    while game.state.phase.value == "action":
        game.perform(Pass(game.state.priority))
    game.perform(Pass(0))  # no attack
    game.perform(Pass(0))  # the Dynasty Phase ends
    while game.state.active == 0:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, DiscardCard)))


def test_ignoring_costs_and_honor_requirements_then_removed_when_the_turn_ends() -> None:
    """Bob's dead High Lord (Honor Requirement 12, Gold 3) comes in for no Gold (Alice's pool
    stays 0) and leaves the game when her turn ends; Bob's living discard is not offered."""
    alice = player(home=[{"title": "Grave Caller", "attachments": []}])
    bob = player("Lion Keep", honorably_dead=["High Lord"], dynasty_discard=["Old Guard"])
    game = game_at(alice, bob, defs=DEFS)
    s = game.state
    lord = find(s, "High Lord")
    (use,) = _uses(game, "Grave Caller")
    assert use.targets == (lord,)
    events = game.perform(use)
    assert s.cards[lord].zone is Zone.HOME and s.cards[lord].controller == 0
    assert _paid(events) in ([], [0])
    _end_turn(game)
    assert s.cards[lord].zone is Zone.REMOVED and lord not in s.players[0].home


def test_removed_only_if_still_in_play() -> None:
    """Destroyed before the turn ends, the High Lord stays in Bob's pile (dead)."""
    alice = player(home=[{"title": "Grave Caller", "attachments": []}])
    game = game_at(alice, player("Lion Keep", honorably_dead=["High Lord"]), defs=DEFS)
    s = game.state
    game.perform(_uses(game, "Grave Caller")[0])
    lord = find(s, "High Lord")
    from l5r_desktop.games.ccg.model import moves

    moves.destroy(s, lord, "test")
    _end_turn(game)
    assert s.cards[lord].zone is not Zone.REMOVED and s.cards[lord].dead


def test_from_its_province_then_on_top_of_the_dynasty_deck() -> None:
    """Alice's face-up Wanderer (Gold 4) comes in from her province for 3 of her 5 Gold, the
    province refilled; before her turn ends he is on top of her Dynasty deck."""
    alice = player(provinces=["Wanderer", "Filler Dynasty", "Filler Dynasty",
                              "Filler Dynasty"], gold_pool=5)
    game = game_at(alice, player("Lion Keep"), defs=DEFS)
    s = game.state
    w = find(s, "Wanderer", 0)
    s.cards[w].face_up = True
    deck_before = len(s.players[0].dynasty_deck)
    (use,) = _uses(game, "Wanderer")
    events = game.perform(use)
    assert s.cards[w].zone is Zone.HOME and _paid(events) == [3]
    assert s.players[0].provinces[0] not in (None, w)
    assert len(s.players[0].dynasty_deck) == deck_before - 1
    _end_turn(game)
    assert s.cards[w].zone is Zone.DYNASTY_DECK
    assert w in s.players[0].dynasty_deck[:2]  # on top (the End Phase draws Fate cards)


def test_from_its_province_not_offered_without_the_gold() -> None:
    """With 2 Gold (her Stronghold bowed) the Wanderer (4 - 1 = 3) is not offered; with 3 he
    is."""
    for pool, offered in ((2, 0), (3, 1)):
        alice = player(provinces=["Wanderer", "Filler Dynasty", "Filler Dynasty",
                                  "Filler Dynasty"], gold_pool=pool)
        game = game_at(alice, player("Lion Keep"), defs=DEFS)
        s = game.state
        s.cards[find(s, "Wanderer", 0)].face_up = True
        s.cards[find(s, "Crane Keep", 0)].bowed = True
        assert len(_uses(game, "Wanderer")) == offered


def _grounds(turn: int, title: str, face_up: bool = True) -> Game:
    alice = player(provinces=[title, "Filler Dynasty", "Filler Dynasty", "Filler Dynasty"],
                   regions=["Muster Grounds", None, None, None])
    game = game_at(alice, player("Lion Keep"), defs=DEFS, turn=turn)
    game.state.cards[find(game.state, title, 0)].face_up = face_up
    return game


def test_this_provinces_personality_after_your_second_turn() -> None:
    """Turn 5 (Alice's third): her face-up Crab Veteran (Honor Requirement 12, her Honor 10:
    ignored, he is Crab Clan) comes in for 3 Gold, the province refilled; on turn 3 (her second)
    the Region offers nothing; a High Lord (12, not Crab) or a face-down Veteran is not
    offered."""
    game = _grounds(5, "Crab Veteran")
    s = game.state
    vet = find(s, "Crab Veteran", 0)
    (use,) = _uses(game, "Muster Grounds")
    assert use.targets == (vet,)
    events = game.perform(use)
    assert s.cards[vet].zone is Zone.HOME and _paid(events) == [3]
    assert s.players[0].provinces[0] not in (None, vet)
    assert _uses(_grounds(3, "Crab Veteran"), "Muster Grounds") == []
    assert _uses(_grounds(5, "High Lord"), "Muster Grounds") == []
    assert _uses(_grounds(5, "Crab Veteran", face_up=False), "Muster Grounds") == []


def test_the_validator() -> None:
    assert not validate(_LURE) and not validate(_CALL) and not validate(_RETURN)
    assert not validate(_GROUNDS)
    assert validate({**_GROUNDS, "condition": {"not_your_turns": [0]}})
    bad = {**_LURE, "effects": [{"op": "bring_into_play", "target": 0, "less_if":
                                 {"keyword": "Undead"}}]}
    assert validate(bad)
    assert validate({**_CALL, "effects": [{"op": "bring_into_play", "target": 0,
                                           "turn_end": "shuffle"}]})
    assert validate({**_CALL, "effects": [{"op": "bring_into_play", "target": 0,
                                           "ignore_hr": {"force": 3}}]})
