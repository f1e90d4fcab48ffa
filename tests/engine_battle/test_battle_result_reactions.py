"""Reactions to a battle's result (``cardtext/trigger_events.py``: ``battle_destroyed``, about
the loser's Stronghold when the winner destroyed his units or province; ``province_won``,
about the Attacker's Stronghold when he destroyed the province) [CE › BATTLES › C.
RESOLUTION SEGMENT], [CE › TIMING AND TRIGGERS]. Our own invented cards and numbers: Bob's
Lion Keep has Province Strength 7."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.attack.events import BattleResolved
from l5r_desktop.games.ccg.cardtext import abilities, triggers
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

#: A Reaction of the winner who destroyed the other side's units or province in a battle's
#: resolution: the loser loses 4 Honor.
SHAMING_SONG = {"timing": "reaction", "keywords": ["political"], "cost": {"gold": "card"},
                "trigger": {"event": "battle_destroyed", "card": "any"},
                "targets": [{"type": "stronghold", "trigger_card": "is",
                             "controller": "opponent", "choose": True}],
                "effects": [{"op": "lose_honor", "amount": 4, "player": "target_controller",
                             "target": 0}]}
#: A Reaction of an Attacker whose battle took a province: he draws a card.
HOMECOMING = {"timing": "reaction", "cost": {"gold": "card"},
              "trigger": {"event": "province_won", "card": "yours"},
              "effects": [{"op": "draw", "amount": 1, "player": "you"}]}
#: As Homecoming, with a created Holding first (Gold Production 3, entering play bowed).
BUILDERS_CAMP = {**HOMECOMING, "effects": [
    {"op": "create", "card": {"type": "holding", "gold_production": 3, "bowed": True}},
    *HOMECOMING["effects"]]}
#: On a Spell: when its bearer's army wins a battle and its leader gains Honor from the
#: resolution, 2 more Honor if the bearer is Earth.
QUAKE_SCROLL = {"timing": "trait", "trigger": {"event": "resolution_honor", "card": "host"},
                "effects": [{"op": "gain_honor", "amount": 2, "player": "you",
                             "if": {"card": "host", "keyword": "Earth"}}]}
_MAN = {"force": 3, "chi": 3, "personal_honor": 1, "gold_cost": 3, "honor_requirement": 0}
_DEFS = [cd("Quake Scroll", "spell", gold_cost=1, focus=1, abilities=[QUAKE_SCROLL]),
         cd("Earth Adept", "personality", keywords=["Shugenja", "Earth"], **_MAN),
         cd("Fire Adept", "personality", keywords=["Shugenja", "Fire"], **_MAN),
         cd("Builders' Camp", "strategy", gold_cost=0, focus=1, abilities=[BUILDERS_CAMP]),
         cd("Shaming Song", "strategy", gold_cost=0, focus=1, abilities=[SHAMING_SONG]),
         cd("Homecoming", "strategy", gold_cost=0, focus=1, abilities=[HOMECOMING])]


def _battle(attackers: list[Any], defenders: list[Any]) -> Game:
    """Alice's ``attackers`` attack Bob's province 0, his ``defenders`` defend; both hold a
    Shaming Song and a Homecoming; the players pass to the resolution."""
    hand = ["Shaming Song", "Homecoming", "Builders' Camp"]
    game = attack_game(player(name="Alice", home=list(attackers), hand=hand),
                       player("Lion Keep", name="Bob", home=list(defenders), hand=hand),
                       defs=_DEFS)
    declare(game)
    for unit in attackers:
        assign(game, pid(game, unit if isinstance(unit, str) else unit["title"], 0), 0)
    done(game)
    for unit in defenders:
        assign(game, pid(game, unit if isinstance(unit, str) else unit["title"], 1), 0)
    done(game)
    for _ in range(4):  # the players pass until the battle is to be resolved
        if not any(isinstance(a, ResolveBattle) for a in game.legal_actions()):
            game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    return game


def _offered(game: Game, player: int) -> list[str]:
    return sorted(game.state.title(a.card) for a in game.legal_actions()
                  if isinstance(a, UseAbility) and a.player == player)


def test_the_records_are_valid() -> None:
    for rec in (SHAMING_SONG, HOMECOMING, BUILDERS_CAMP, QUAKE_SCROLL):
        assert abilities.validate(rec) == [] and triggers.validate_trigger(rec) == [], rec


def test_the_winner_shames_the_loser_whose_units_he_destroyed() -> None:
    """6 against 2: Bob's Ronin destroyed, the province holds (6 <= 2 + 7). Alice may answer
    with her Shaming Song (not Homecoming: no province fell); Bob has nothing to answer;
    Bob's Honor goes down by 4."""
    game = _battle(["Lion Samurai", "Rider"], ["Ronin"])
    s = game.state
    events = game.perform(ResolveBattle(0))
    res = next(e for e in events if isinstance(e, BattleResolved))
    assert (res.outcome, res.province_destroyed, res.units_destroyed) == ("attacker", False,
                                                                          True)
    assert _offered(game, 0) == ["Shaming Song"]
    bob = s.players[1].family_honor
    song = pid(game, "Shaming Song", 0)
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == song)
    assert use.targets == (s.players[1].stronghold,)
    game.perform(use)
    assert s.players[1].family_honor == bob - 4


def test_the_defender_who_wins_shames_the_attacker() -> None:
    """Alice's Ronin (2F) against Bob's Lion Samurai (3F): Alice's army destroyed; the
    window is Bob's to answer (Alice's Song has no loser to name), Alice loses 4."""
    game = _battle(["Ronin"], ["Lion Samurai"])
    s = game.state
    game.perform(ResolveBattle(0))
    assert _offered(game, 0) == []
    game.perform(Pass(0))
    assert _offered(game, 1) == ["Shaming Song"]
    alice = s.players[0].family_honor
    song = pid(game, "Shaming Song", 1)
    game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                      and a.card == song))
    assert s.players[0].family_honor == alice - 4


def test_nothing_destroyed_opens_no_window() -> None:
    """6 against an empty army and 7 strength: Alice wins, destroys nothing: no window."""
    game = _battle(["Lion Samurai", "Rider"], [])
    game.perform(ResolveBattle(0))
    assert game.state.windows == []


def test_a_province_destroyed_by_the_attacker() -> None:
    """10 against an empty army and 7 strength: the province falls; Alice may answer with
    both Reactions (Homecoming draws her a card); Bob with neither."""
    game = _battle(["Lion Samurai", "Rider", "Veteran - exp"], [])
    s = game.state
    events = game.perform(ResolveBattle(0))
    res = next(e for e in events if isinstance(e, BattleResolved))
    assert (res.outcome, res.province_destroyed, res.units_destroyed) == ("attacker", True,
                                                                          False)
    assert _offered(game, 0) == ["Shaming Song"]  # the first window: the loser's
    game.perform(Pass(0))
    game.perform(Pass(1))
    assert _offered(game, 0) == ["Builders' Camp", "Homecoming"]  # then the Attacker's
    hand = len(s.players[0].hand)
    home = pid(game, "Homecoming", 0)
    game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                      and a.card == home))
    assert len(s.players[0].hand) == hand - 1 + 1  # the Strategy played, a card drawn
    assert home in s.players[0].fate_discard


def test_a_holding_created_bowed_after_the_province_falls() -> None:
    """Alice's Builders' Camp after her 10 Force took the province: a created Holding enters
    play bowed in her home (no title, Gold Production 3), she draws a card; straightened, it
    produces 3 Gold."""
    from l5r_desktop.games.ccg import economy

    game = _battle(["Lion Samurai", "Rider", "Veteran - exp"], [])
    s = game.state
    game.perform(ResolveBattle(0))
    game.perform(Pass(0))
    game.perform(Pass(1))
    before = set(s.players[0].home)
    camp = pid(game, "Builders' Camp", 0)
    game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                      and a.card == camp))
    new = [c for c in s.players[0].home if c not in before]
    assert len(new) == 1
    made = s.cards[new[0]]
    assert (made.definition.type.value, made.definition.title, made.bowed,
            made.definition.gold_production) == ("holding", "", True, 3)
    assert economy.producers(s, 0).count((made.id, 3)) == 0  # bowed: produces nothing
    made.bowed = False
    assert (made.id, 3) in economy.producers(s, 0)


def _scroll(title: str) -> dict[str, Any]:
    return {"title": title, "attachments": [{"title": "Quake Scroll"}]}


def _honor_after(attackers: list[Any], defenders: list[Any]) -> tuple[int, int]:
    """Each player's Honor gained by the battle and what followed it."""
    game = _battle(attackers, defenders)
    before = [p.family_honor for p in game.state.players]
    game.perform(ResolveBattle(0))
    return tuple(p.family_honor - b for p, b in zip(game.state.players, before, strict=True))


def test_the_earth_shugenja_in_the_winning_army_gains_two_more() -> None:
    """Alice's Earth Adept (3F) with the Scroll and her Rider (3F) destroy Bob's Ronin: 2
    Honor from resolution (one card), 2 more from the Scroll; a Fire Adept's Scroll gives
    none; when Bob's Earth Adept with the Scroll defends and wins, Bob gets 2 + 2; when the
    Adept's army destroys nobody (no Honor gained), nothing."""
    assert _honor_after([_scroll("Earth Adept"), "Rider"], ["Ronin"]) == (4, 0)
    assert _honor_after([_scroll("Fire Adept"), "Rider"], ["Ronin"]) == (2, 0)
    assert _honor_after(["Ronin"], [_scroll("Earth Adept")]) == (0, 4)
    assert _honor_after([_scroll("Earth Adept")], []) == (0, 0)


def test_a_tie_has_no_winning_army() -> None:
    """3 against 3: both armies destroyed; a tie's Honor is one per card destroyed: Alice 1
    (the Lion Samurai), Bob 2 (the Adept and his Scroll); the Scroll nothing (no winning
    army)."""
    assert _honor_after([_scroll("Earth Adept")], ["Lion Samurai"]) == (1, 2)
