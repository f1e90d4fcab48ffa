"""Destined and Expendable draw a card, with exact hand and deck sizes [S0 › DESTINED #],
[S0 › EXPENDABLE #], ``games/ccg/keywords/draws.py``."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Assign, Equip, Recruit, UseAbility
from l5r_desktop.games.ccg.events import CardsDrawn, Note
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import attack_game, declare, done, fight, pid

DEFS = [
    cd("Fated Hero", "personality", clans=["Crane"], keywords=["Destined", "Samurai"],
       force=2, chi=2, honor_requirement=0, gold_cost=4, personal_honor=1),
    cd("Fated Blade", "item", keywords=["Destined", "Weapon"], force=1, chi=0, gold_cost=1,
       focus=1),
    cd("Fodder", "follower", keywords=["Expendable"], force=1, gold_cost=1, focus=1),
    cd("Doomed Ashigaru", "personality", clans=["Lion"], keywords=["Expendable"], force=1,
       chi=1, gold_cost=2, personal_honor=0),
]


def up(title: str) -> dict:
    return {"title": title, "face_up": True}


def test_destined_personality_recruited_draws_a_card() -> None:
    """Alice recruits Fated Hero (GC 4 - 2 discount, Gold Mine 3): she draws 1 Fate card,
    hand 0 -> 1, Fate deck 5 -> 4; an ordinary recruit draws nothing."""
    game = game_at(player(provinces=[up("Fated Hero"), up("Crane Samurai"), None, None],
                          home=["Gold Mine", "Gold Mine"]), phase="dynasty", defs=DEFS)
    s = game.state
    hero = find(s, "Fated Hero")
    events = game.perform(Recruit(0, card=hero, discount=True))
    assert len(s.players[0].hand) == 1 and len(s.players[0].fate_deck) == 4
    assert [e.player for e in events if isinstance(e, CardsDrawn)] == [0]
    assert any(isinstance(e, Note) and "Destined" in e.text for e in events)
    game.perform(Recruit(0, card=find(s, "Crane Samurai"), discount=True))
    assert len(s.players[0].hand) == 1 and len(s.players[0].fate_deck) == 4


def test_destined_attachment_equipped_draws_a_card() -> None:
    """Alice Equips Fated Blade (GC 1) on Crane Samurai: it enters play, she draws 1 (the
    Blade leaves her hand, the drawn card joins it: hand stays 1, deck 5 -> 4)."""
    game = game_at(player(home=["Crane Samurai", "Small Farm"], hand=["Fated Blade"]),
                   defs=DEFS)
    s = game.state
    blade, sam = find(s, "Fated Blade"), find(s, "Crane Samurai")
    game.perform(Equip(0, card=blade, target=sam))
    assert s.cards[blade].attached_to == sam
    assert len(s.players[0].hand) == 1 and len(s.players[0].fate_deck) == 4


def test_expendable_follower_destroyed_with_its_personality_draws_for_its_controller() -> None:
    """Alice's Assassin destroys Bob's Lion Samurai carrying Fodder (Expendable): Fodder is
    destroyed with him, Bob (its controller) draws 1: hand 0 -> 1, deck 5 -> 4; Alice draws
    nothing (she played Assassin: hand 1 -> 0)."""
    game = game_at(player(hand=["Assassin"]),
                   player("Lion Keep", name="Bob",
                          home=[{"title": "Lion Samurai", "attachments": ["Fodder"]}]),
                   defs=DEFS)
    s = game.state
    sam = find(s, "Lion Samurai")
    events = game.perform(UseAbility(0, card=find(s, "Assassin"), ability=0, targets=(sam,)))
    assert find(s, "Fodder") in s.players[1].fate_discard
    assert len(s.players[1].hand) == 1 and len(s.players[1].fate_deck) == 4
    assert len(s.players[0].hand) == 0 and len(s.players[0].fate_deck) == 5
    assert [e.player for e in events if isinstance(e, CardsDrawn)] == [1]


def test_expendable_personalities_destroyed_in_battle_each_draw() -> None:
    """Alice's Lion Samurai (3F) beats Bob's two Doomed Ashigaru (1F each, Expendable): both
    are destroyed by the resolution, Bob draws 2 (deck 5 -> 3)."""
    game = attack_game(player(name="Alice", home=["Lion Samurai"]),
                       player("Lion Keep", name="Bob",
                              home=["Doomed Ashigaru", "Doomed Ashigaru"]), defs=DEFS)
    s = game.state
    declare(game)
    game.perform(Assign(0, card=pid(game, "Lion Samurai", 0), battlefield=0))
    done(game)
    for a in [c for c in s.players[1].home if s.title(c) == "Doomed Ashigaru"]:
        game.perform(Assign(1, card=a, battlefield=0))
    done(game)
    fight(game)
    assert len(s.players[1].honorably_dead) == 2
    assert len(s.players[1].hand) == 2 and len(s.players[1].fate_deck) == 3


def test_empty_fate_deck_draws_nothing() -> None:
    """An Expendable card destroyed with an empty Fate deck: no card, no error."""
    game = game_at(player(hand=["Assassin"]),
                   player("Lion Keep", name="Bob", home=["Doomed Ashigaru"], fate_deck=[]),
                   defs=DEFS)
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Assassin"), ability=0,
                            targets=(find(s, "Doomed Ashigaru"),)))
    assert s.players[1].hand == [] and s.players[1].fate_deck == []
