"""Bringing a Personality into play at a place and for a reduced Gold cost
(``cardtext/bring_into_play.py``: ``at``, ``less_from``, ``less_when``, ``refill``), a Battle
action used from a province (``attack/choices.card_actions_in_battle``) and a created card
removed after the battle's resolution (``created.py`` ``until: resolution``)
[CE › PERSONALITY], [CE › LOCATIONS], [CE › GOLD COST], [CE › PROVINCES],
[CE › DELAYED EFFECTS]. Our own invented cards and words; exact Gold, Honor and places."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, created
from l5r_desktop.games.ccg.events import CardEnteredPlay, GoldPaid
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, fight, pid

# "Battle: If this card is face-up in your province, bring it into play, 2 Gold less if the
# enemy side of the battle has more units than yours." (ours)
_MUSTER = {"timing": "battle", "from": "province",
           "effects": [{"op": "bring_into_play", "target": "self", "less": 2,
                        "less_when": {"fewer_units_here": True}, "recruit": True}]}
# "Battle: Destroy your performing Ninja and target a Ninja in your discard pile: bring him
# into play at the current battlefield, less his Gold Cost by the performer's. Lose 2 Honor."
_SWAP = {"timing": "battle", "cost": {"gold": "card", "destroy_targets": [0]},
         "targets": [{"type": "personality", "controller": "you", "performer": True,
                      "keyword": "Ninja"},
                     {"type": "personality", "zone": "discard", "controller": "you",
                      "keyword": "Ninja"}],
         "effects": [{"op": "bring_into_play", "target": 1, "at": "battlefield",
                      "less_from": {"card": 0, "stat": "gold_cost"}},
                     {"op": "lose_honor", "amount": 2}]}
# A Spell: "Battle/Open: Destroy this card and target your dead Personality: bring him into
# play where this Shugenja is, paying all costs; he is Undead from now on." (ours)
_RAISE = {"timing": "battle_open", "cost": {"destroy_self": True},
          "targets": [{"type": "personality", "zone": "discard", "controller": "you",
                       "dead": "any"},
                      {"type": "personality", "carrier": True, "choose": True}],
          "effects": [{"op": "bring_into_play", "target": 0, "at": 1},
                      {"op": "give_keyword", "target": 0, "keyword": "Undead"}]}
# "Open: If you control two or more Beasts, choose a face-up Beast in your province: bring
# him into play; refill the province face-up." (ours)
_CALL = {"timing": "open", "cost": {"gold": "card"},
         "condition": {"controls_count": {"spec": {"type": "personality", "keyword": "Beast"},
                                          "at_least": 2}},
         "targets": [{"type": "personality", "zone": "province", "controller": "you",
                      "face_up": True, "keyword": "Beast", "choose": True}],
         "effects": [{"op": "bring_into_play", "target": 0, "refill": "face_up"}]}
# "Battle: Create a 2F/2C/0PH Undead Personality at the current battlefield, removed from
# the game after this battle's resolution." (ours)
_WAKE = {"timing": "battle", "effects": [{"op": "create", "card": {
    "type": "personality", "force": 2, "chi": 2, "keywords": ["Undead"]},
    "at": "battlefield", "until": "resolution"}]}

DEFS = [
    cd("Reserve Captain", "personality", force=4, chi=2, gold_cost=8, personal_honor=1,
       abilities=[_MUSTER]),
    cd("Swap Plot", "strategy", gold_cost=0, focus=1, abilities=[_SWAP]),
    cd("Shadow Ninja", "personality", keywords=["Ninja"], force=1, chi=1, gold_cost=3,
       personal_honor=0),
    cd("Deep Ninja", "personality", keywords=["Ninja"], force=3, chi=1, gold_cost=5,
       personal_honor=0),
    cd("Raise Charm", "spell", gold_cost=1, focus=1, abilities=[_RAISE]),
    cd("Grave Adept", "personality", keywords=["Shugenja"], force=1, chi=3, gold_cost=3,
       personal_honor=1),
    cd("Old Soldier", "personality", force=3, chi=2, gold_cost=4, personal_honor=2),
    cd("Beast Call", "strategy", gold_cost=0, focus=1, abilities=[_CALL]),
    cd("Beast", "personality", keywords=["Beast"], force=2, chi=1, gold_cost=2,
       personal_honor=0),
    cd("Wake Adept", "personality", force=1, chi=1, gold_cost=2, personal_honor=1,
       abilities=[_WAKE]),
    cd("Spare Hand", "personality", force=1, chi=1, gold_cost=2, personal_honor=1),
]


def _paid(events: list[Any]) -> list[int]:
    return [e.amount for e in events if isinstance(e, GoldPaid)]


def _uses(game: Game, cid: str) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == cid]


def _battle(alice: dict[str, Any], bob_units: list[str], alice_units: list[str]) -> Game:
    """Alice attacks Bob's first province with ``alice_units``; Bob defends with
    ``bob_units``; Bob passes first, so Alice acts in the Combat Segment."""
    bob = player("Lion Keep", name="Bob", home=list(bob_units))
    game = attack_game({"name": "Alice", **alice}, bob, defs=DEFS)
    declare(game)
    for t in alice_units:
        assign(game, pid(game, t, 0), 0)
    done(game)
    for t in bob_units:
        assign(game, pid(game, t, 1), 0)
    done(game)
    game.perform(Pass(1))
    return game


def _captain_game(bob_units: list[str]) -> Game:
    alice = player(home=["Old Soldier"], gold_pool=8,
                   provinces=[{"title": "Reserve Captain", "face_up": True},
                              *["Filler Dynasty"] * 3])
    game = _battle(alice, bob_units, ["Old Soldier"])
    game.state.cards[find(game.state, "Crane Keep", 0)].bowed = True  # only the pool's 8
    return game


def test_a_battle_action_from_the_province_at_a_reduced_cost() -> None:
    """Bob defends with two units against Alice's one: the Captain (Gold Cost 8) is offered
    from her province in the battle and enters play at her home for 6 of her 8 Gold; her
    province is refilled. With one unit each: 8 Gold paid."""
    game = _captain_game(["Lion Samurai", "Loyal Lion"])
    s = game.state
    cap = find(s, "Reserve Captain", 0)
    (use,) = _uses(game, cap)
    events = game.perform(use)
    assert s.cards[cap].zone is Zone.HOME and _paid(events) == [6]
    # recruited: "after you Recruit" answers it (trigger_events)
    assert [e.how for e in events if isinstance(e, CardEnteredPlay)] == ["recruited"]
    assert s.players[0].provinces[0] not in (None, cap)  # (the excess Gold is lost)

    game = _captain_game(["Lion Samurai"])
    s = game.state
    cap = find(s, "Reserve Captain", 0)
    events = game.perform(_uses(game, cap)[0])
    assert s.cards[cap].zone is Zone.HOME and _paid(events) == [8]


def test_the_reduction_counts_when_good_faith_is_asked() -> None:
    """With 7 Gold and one unit each (no reduction: 8) the Captain is not offered; with Bob's
    two units (6) he is."""
    game = _captain_game(["Lion Samurai"])
    game.state.players[0].gold_pool = 7
    assert _uses(game, find(game.state, "Reserve Captain", 0)) == []
    game = _captain_game(["Lion Samurai", "Loyal Lion"])
    game.state.players[0].gold_pool = 7
    assert len(_uses(game, find(game.state, "Reserve Captain", 0))) == 1


def test_brought_in_at_the_battlefield_for_less_by_the_destroyed_performers_cost() -> None:
    """Alice's attacking Shadow Ninja (Gold Cost 3) is destroyed to pay; the Deep Ninja (5)
    from her pile enters play on her attacking side of the battlefield for 2 Gold; Honor
    10 -> 8."""
    alice = player(home=["Shadow Ninja"], hand=["Swap Plot"], gold_pool=2,
                   dynasty_discard=["Deep Ninja"])
    game = _battle(alice, ["Lion Samurai"], ["Shadow Ninja"])
    s = game.state
    s.cards[find(s, "Crane Keep", 0)].bowed = True
    shadow, deep = find(s, "Shadow Ninja", 0), find(s, "Deep Ninja", 0)
    (use,) = _uses(game, find(s, "Swap Plot", 0))
    assert use.targets == (shadow, deep)
    events = game.perform(use)
    bf = s.attack.battlefields[0]
    assert bf.attacking == [deep] and s.cards[deep].zone is Zone.BATTLEFIELD
    assert s.cards[shadow].zone is not Zone.BATTLEFIELD and _paid(events) == [2]
    assert s.players[0].family_honor == 8


def _raise_game(pool: int) -> Game:
    alice = player(home=[{"title": "Grave Adept", "attachments": ["Raise Charm"]}],
                   gold_pool=pool, honorably_dead=["Old Soldier"])
    return game_at(alice, player("Lion Keep"), defs=DEFS)


def test_brought_in_at_the_shugenjas_location_and_given_a_keyword() -> None:
    """In the Action Phase the Adept is at home: the dead Soldier (Gold Cost 4) enters play
    there for 4 Gold, Undead; the Charm is destroyed. In a battle he enters play in the
    Adept's attacking unit's battlefield, on that side."""
    game = _raise_game(4)
    s = game.state
    s.cards[find(s, "Crane Keep", 0)].bowed = True
    adept, soldier = find(s, "Grave Adept", 0), find(s, "Old Soldier", 0)
    (use,) = _uses(game, find(s, "Raise Charm", 0))
    assert use.targets == (soldier, adept)
    events = game.perform(use)
    assert s.cards[soldier].zone is Zone.HOME and _paid(events) == [4]
    assert s.cards[soldier].definition.has_keyword("Undead")
    assert s.cards[find(s, "Raise Charm", 0)].zone is Zone.FATE_DISCARD

    alice = player(home=[{"title": "Grave Adept", "attachments": ["Raise Charm"]}],
                   gold_pool=4, honorably_dead=["Old Soldier"])
    game = _battle(alice, ["Lion Samurai"], ["Grave Adept"])
    s = game.state
    s.cards[find(s, "Crane Keep", 0)].bowed = True
    game.perform(_uses(game, find(s, "Raise Charm", 0))[0])
    soldier = find(s, "Old Soldier", 0)
    assert s.attack.battlefields[0].attacking == [find(s, "Grave Adept", 0), soldier]


def _call_game(beasts_home: int) -> Game:
    alice = player(home=["Beast"] * beasts_home, hand=["Beast Call"],
                   provinces=[{"title": "Beast", "face_up": True}, "Beast", "Filler Dynasty",
                              "Filler Dynasty"])
    return game_at(alice, player("Lion Keep"), defs=DEFS)


def test_a_face_up_personality_of_the_province_and_the_province_refilled_face_up() -> None:
    """With two Beasts at home Alice brings the face-up Beast of her first province in (2
    Gold); the province is refilled face up. The face-down Beast of her second province is
    not offered; with one Beast at home the Strategy is not offered."""
    game = _call_game(2)
    s = game.state
    first = s.players[0].provinces[0]
    (use,) = _uses(game, find(s, "Beast Call", 0))
    assert use.targets == (first,)
    events = game.perform(use)
    assert s.cards[first].zone is Zone.HOME and _paid(events) == [2]
    refill = s.players[0].provinces[0]
    assert refill is not None and refill != first and s.cards[refill].face_up
    assert not s.cards[s.players[0].provinces[1]].face_up
    assert _uses(_call_game(1), find(_call_game(1).state, "Beast Call", 0)) == []


def test_a_created_card_removed_after_the_battles_resolution() -> None:
    """The created 2F Undead fights in Alice's army (Force 1 -> 3); after the Resolution
    Segment he is removed from the game; nothing waits any more."""
    alice = player(home=["Wake Adept"])
    game = _battle(alice, ["Spare Hand"], ["Wake Adept"])
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Wake Adept", 0), ability=0))
    (made,) = [c for c in s.cards if c.startswith(created.PREFIX)]
    assert s.attack.battlefields[0].attacking[-1] == made
    assert [d["when"] for d in s.delayed] == ["after_resolution"]
    fight(game)
    s = game.state
    assert s.cards[made].zone is Zone.REMOVED and s.delayed == []


def test_the_validator() -> None:
    for rec in (_MUSTER, _SWAP, _RAISE, _CALL, _WAKE):
        assert abilities.validate(rec) == [], rec
    bad = {"timing": "limited", "targets": [{"type": "personality", "zone": "discard"}],
           "effects": [{"op": "bring_into_play", "target": 0, "at": "home"}]}
    assert abilities.validate(bad)
    bad["effects"] = [{"op": "bring_into_play", "target": 0, "less_when": {"plum": 1}}]
    assert abilities.validate(bad)
    bad["effects"] = [{"op": "bring_into_play", "target": 0, "refill": "face_down"}]
    assert abilities.validate(bad)
    bad["effects"] = [{"op": "bring_into_play", "target": 0, "costs": "ignore",
                       "less_from": {"card": 0, "stat": "gold_cost"}}]
    assert abilities.validate(bad)
