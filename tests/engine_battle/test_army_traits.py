"""Ongoing traits on an army, while another player controls a dishonorable Personality, and a
granted Naval keyword (``cardtext/ongoing.py``: ``applies_to`` army, ``GRANTABLE``;
``cardtext/trait_conditions.py``: ``player`` others) [CE › ARMY], [CE › TRAITS],
[CE › REMAIN], [CE › PLAYER ABILITIES] (Naval). Our own test cards and numbers."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.attack import combat
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_P = {"chi": 2, "gold_cost": 3, "personal_honor": 1, "honor_requirement": 0}
_OTHERS = {"player": "others", "controls": {"type": "personality", "dishonorable": True}}
DEFS = [
    cd("Herd Captain", "personality", force=2, **_P, abilities=[{   # Followers in his army +1F
        "timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 1,
        "applies_to": "army", "filter": {"type": "follower"}}]),
    cd("Drummer", "follower", force=1, gold_cost=1, focus=1, abilities=[{  # Lancers +2F
        "timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 2,
        "applies_to": "army", "filter": {"keyword": "Lancer"}, "while": "attacking"}]),
    cd("Lancer", "personality", keywords=["Lancer"], force=3, **_P),
    cd("Page", "follower", force=1, gold_cost=1, focus=1),
    cd("Gossip", "personality", force=1, **_P, abilities=[{
        "timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 3,
        "applies_to": "self", "if": _OTHERS}]),
    cd("Whisper House", "holding", gold_cost=2, abilities=[{
        "timing": "continuous", "ongoing": "province_strength", "amount": 2, "if": _OTHERS}]),
    cd("Oar Crew", "follower", force=1, gold_cost=1, focus=1, abilities=[{
        "timing": "continuous", "ongoing": "keyword", "keyword": "Naval",
        "applies_to": "host"}]),
    cd("Tide Caller", "personality", force=1, **_P, abilities=[{
        "timing": "continuous", "ongoing": "keyword", "keyword": "Naval", "applies_to": "self",
        "if": {"card": "self", "has": {"type": "spell"}}}]),
    cd("Spray", "spell", gold_cost=1, focus=1),
]


def _battle(alice: list, bob: list, alice_home: list | None = None) -> Game:
    game = attack_game(player(name="Alice", home=[*(alice_home or []), *alice]),
                       player("Lion Keep", name="Bob", home=bob), defs=DEFS)
    declare(game)
    for u in alice:
        assign(game, pid(game, u["title"] if isinstance(u, dict) else u, 0), 0)
    done(game)
    for u in bob:
        assign(game, pid(game, u["title"] if isinstance(u, dict) else u, 1), 0)
    done(game)
    return game


def _force(game: Game, title: str, owner: int) -> int:
    return stats.force(game.state, find(game.state, title, owner))


def test_followers_in_the_captains_army_have_plus_one() -> None:
    """Alice's Page in another unit of her attacking army: 1 -> 2; her Page at home and
    Bob's defending Page stay 1; the Captain himself (no Follower) stays 2."""
    page_unit = {"title": "Lancer", "attachments": ["Page"]}
    game = _battle(["Herd Captain", page_unit], [{"title": "Lion Samurai",
                                                   "attachments": ["Page"]}],
                   alice_home=[{"title": "Crane Samurai", "attachments": ["Page"]}])
    s = game.state
    pages = [c for c in s.cards.values() if c.title == "Page"]
    by_place = {(c.controller, s.cards[c.attached_to].title): stats.force(s, c.id)
                for c in pages}
    assert by_place == {(0, "Lancer"): 2, (0, "Crane Samurai"): 1, (1, "Lion Samurai"): 1}
    assert _force(game, "Herd Captain", 0) == 2


def test_no_army_at_home() -> None:
    game = game_at(player(home=["Herd Captain", {"title": "Lancer", "attachments": ["Page"]}]),
                   player("Lion Keep"), defs=DEFS)
    assert _force(game, "Page", 0) == 1


def test_a_follower_gives_keyword_cards_of_its_army_plus_two_while_attacking() -> None:
    """The Drummer's Lancers: 3 -> 5 attacking beside it; a Lancer defending for Bob: 3."""
    game = _battle([{"title": "Crane Samurai", "attachments": ["Drummer"]}, "Lancer"],
                   ["Lancer"])
    assert _force(game, "Lancer", 0) == 5
    assert _force(game, "Lancer", 1) == 3


def test_while_another_player_controls_a_dishonorable_personality() -> None:
    """Gossip 1F and the Whisper House: +3F and +2 province strength (6 -> 8) only once
    Bob's Samurai is dishonorable; Alice's own dishonorable Personality does not count."""
    for bobs, alices, force, strength in ((False, True, 1, 6), (True, False, 4, 8)):
        game = game_at(
            player(home=["Gossip", "Whisper House",
                         {"title": "Crane Samurai", "dishonored": alices}]),
            player("Lion Keep", home=[{"title": "Lion Samurai", "dishonored": bobs}]),
            defs=DEFS)
        assert _force(game, "Gossip", 0) == force
        assert stats.province_strength(game.state, 0) == strength


def test_a_granted_naval_counts_for_the_naval_player_ability() -> None:
    """Oar Crew gives its Personality Naval: Alice's army has 1 Naval card more than Bob's,
    so her Personality may take the Naval Reaction; the Tide Caller is Naval only while he
    has a Spell."""
    game = _battle([{"title": "Crane Samurai", "attachments": ["Oar Crew"]}], ["Lion Samurai"])
    s = game.state
    sam = find(s, "Crane Samurai", 0)
    assert combat.naval_count(s, [sam]) == 1
    assert combat.naval_personalities(s) == [sam]
    for spells, naval in (([], 0), (["Spray"], 1)):
        game = _battle([{"title": "Tide Caller", "attachments": spells}], ["Lion Samurai"])
        assert combat.naval_count(game.state, [find(game.state, "Tide Caller", 0)]) == naval


def test_the_validator_and_the_translator() -> None:
    army = {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 1,
            "applies_to": "army"}
    assert abilities.validate(army) == []
    assert abilities.validate({**army, "filter": {"type": "follower"}}) == []
    assert abilities.validate({**army, "applies_to": "self", "filter": {"type": "follower"}})
    bad = {"timing": "continuous", "ongoing": "province_strength", "amount": 1,
           "if": {"player": "others", "controls": {"stat": 3}}}
    assert abilities.validate(bad)
    caller = CardDef(id="t:tc", title="Tide Caller", type=CardType.PERSONALITY)
    assert translate_ability("Tide Caller has Naval while he has a Spell.", caller) == {
        "timing": "continuous", "ongoing": "keyword", "keyword": "Naval", "applies_to": "self",
        "if": {"card": "self", "has": {"type": "spell"}}}
    assert translate_ability("Tide Caller has Naval while attacking.", caller) == {
        "timing": "continuous", "ongoing": "keyword", "keyword": "Naval", "applies_to": "self",
        "if": {"card": "self", "side": "attacking"}}  # (templates/trait_sentences.py)
    crew = CardDef(id="t:oc", title="Oar Crew", type=CardType.FOLLOWER)
    assert translate_ability("This Personality has Naval.", crew) == {
        "timing": "continuous", "ongoing": "keyword", "keyword": "Naval", "applies_to": "host"}
