"""Ongoing traits with the conditions, groups and keywords of ``templates/trait_sentences.py``
(``cardtext/ongoing.py``, ``cardtext/trait_conditions.py``) [CE › TRAITS], [CE › REMAIN]:
"while you control a <keyword> / <Title> / the Imperial Favor", "if another player is <Clan>
Clan", "while he is <Clan> Clan", "while unopposed" [CE › OPPOSED], "[Other] <plural> in this
unit have ...", "Your [other] <group> have ..." (clans, two keywords, Items [CE › ITEM]), a
Region's trait [CE › REGION], a granted Cavalry [S1 › CAVALRY] and an entry discount while you
control a card [CE › GOLD COST]. Our own test cards and numbers."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Recruit
from l5r_desktop.games.ccg.attack import armies
from l5r_desktop.games.ccg.cardtext import ongoing
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_P = {"chi": 2, "gold_cost": 3, "personal_honor": 1, "honor_requirement": 0}


def _trait(**kw: Any) -> list[dict[str, Any]]:
    return [{"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": 1, **kw}]


DEFS = [
    cd("Stall Guard", "follower", force=1, gold_cost=1, focus=1, abilities=_trait(
        applies_to="self", **{"if": {"player": "you", "controls": {"keyword": "Market"}}})),
    cd("Rice Market", "holding", keywords=["Market"], gold_cost=2, gold_production=1),
    cd("Twin Blade", "personality", force=2, **_P, abilities=_trait(
        applies_to="self", **{"if": {"player": "you", "controls": {"title": "Twin Arrow"}}})),
    cd("Twin Arrow", "personality", force=2, **_P),
    cd("Favored Guard", "follower", force=1, gold_cost=1, focus=1, abilities=_trait(
        amount=2, applies_to="self", **{"if": {"player": "you", "favor": True}})),
    cd("Rival Watcher", "personality", force=2, **_P, abilities=_trait(
        applies_to="self", **{"if": {"player": "others", "clan": "Lion"}})),
    cd("Oarsmen", "follower", force=1, gold_cost=1, focus=1, abilities=[{
        "timing": "continuous", "ongoing": "keyword", "keyword": "Naval", "applies_to": "host",
        "if": {"card": "host", "clan": "Crane"}}]),
    cd("Lonely Sentry", "personality", force=5, **_P, abilities=_trait(
        amount=-4, applies_to="self", **{"if": {"card": "self", "opposed": False}})),
    cd("Drill Legion", "follower", force=1, gold_cost=1, focus=1, abilities=_trait(
        applies_to="unit", filter={"type": "follower", "other": True})),
    cd("Horse Master", "personality", keywords=["Cavalry"], force=2, **_P, abilities=[{
        "timing": "continuous", "ongoing": "keyword", "keyword": "Cavalry", "applies_to": "unit",
        "filter": {"type": "follower"}}]),
    cd("Rider", "personality", keywords=["Cavalry"], force=2, **_P),
    cd("Footman", "follower", force=1, gold_cost=1, focus=1),
    cd("Ronin Camp", "region", abilities=_trait(applies_to="yours", filter={"keyword": "Ronin"})),
    cd("Wanderer", "personality", keywords=["Ronin"], force=2, **_P),
    cd("Polisher", "holding", gold_cost=2, gold_production=1, abilities=_trait(
        applies_to="yours", filter={"type": "item"})),
    cd("Short Spear", "item", force=1, chi=0, gold_cost=1, focus=1),
    cd("Crane Elder", "personality", clans=["Crane"], force=1, **_P, abilities=_trait(
        stat="personal_honor", applies_to="yours",
        filter={"type": "personality", "clan": "Crane", "other": True})),
    cd("Crane Envoy", "personality", clans=["Crane"], force=1, **_P),
    cd("Lion Envoy", "personality", clans=["Lion"], force=1, **_P),
    cd("Stone Sage", "personality", keywords=["Earth", "Shugenja"], force=1, **_P, abilities=_trait(
        applies_to="yours", filter={"type": "personality", "keywords": ["Earth", "Shugenja"],
                                    "other": True})),
    cd("Earth Adept", "personality", keywords=["Earth", "Shugenja"], force=1, **_P),
    cd("Fire Adept", "personality", keywords=["Fire", "Shugenja"], force=1, **_P),
    cd("Court Bodyguard", "personality", force=3, chi=2, gold_cost=6, personal_honor=1,
       honor_requirement=0, abilities=[{
           "timing": "continuous", "ongoing": "entry_discount", "amount": 2,
           "if": {"player": "you", "controls": {"keyword": "Courtier"}}}]),
    cd("Court Poet", "personality", keywords=["Courtier"], force=1, **_P),
    cd("War Horse", "follower", force=1, gold_cost=1, focus=1, abilities=[{
        "timing": "continuous", "ongoing": "attach_only", "human": True}]),
    cd("Dry Blade", "item", force=1, chi=0, gold_cost=1, focus=1, abilities=[{
        "timing": "continuous", "ongoing": "attach_only", "keyword": "Water", "not": True}]),
    cd("Fox Spirit", "personality", keywords=["Nonhuman", "Water"], force=1, **_P),
]


def _f(game: Game, title: str, owner: int = 0, stat: str = "force") -> int:
    return getattr(stats, stat)(game.state, find(game.state, title, owner))


def _at(alice: dict[str, Any], bob: dict[str, Any] | None = None) -> Game:
    return game_at(player(name="Alice", **alice), bob or player("Lion Keep", name="Bob"),
                   defs=DEFS)


def test_while_you_control_a_keyword_or_a_title() -> None:
    """The Guard 1 -> 2 with Alice's Market; Bob's Market does not count. The Blade 2 -> 3
    with Alice's Twin Arrow."""
    guard = {"title": "Wanderer", "attachments": ["Stall Guard"]}
    assert _f(_at({"home": [guard, "Rice Market"]}), "Stall Guard") == 2
    assert _f(_at({"home": [guard]}, player("Lion Keep", name="Bob", home=["Rice Market"])),
              "Stall Guard") == 1
    assert _f(_at({"home": ["Twin Blade", "Twin Arrow"]}), "Twin Blade") == 3
    assert _f(_at({"home": ["Twin Blade"]}), "Twin Blade") == 2


def test_while_you_control_the_imperial_favor() -> None:
    guard = {"title": "Wanderer", "attachments": ["Favored Guard"]}
    assert _f(_at({"home": [guard], "imperial_favor": True}), "Favored Guard") == 3
    assert _f(_at({"home": [guard]}), "Favored Guard") == 1


def test_if_another_player_is_of_a_clan() -> None:
    """Bob is Lion (Lion Keep): 2 -> 3; against a Crane Bob, 2; Alice's own Lion clan does
    not count."""
    assert _f(_at({"home": ["Rival Watcher"]}), "Rival Watcher") == 3
    crane_bob = player("Crane Keep", name="Bob")
    assert _f(_at({"home": ["Rival Watcher"]}, crane_bob), "Rival Watcher") == 2
    lion_alice = game_at(player("Lion Keep", name="Alice", home=["Rival Watcher"]), crane_bob,
                         defs=DEFS)
    assert _f(lion_alice, "Rival Watcher") == 2


def test_while_the_bearer_is_of_a_clan() -> None:
    game = _at({"home": [{"title": "Crane Envoy", "attachments": ["Oarsmen"]},
                         {"title": "Lion Envoy", "attachments": ["Oarsmen"]}]})
    s = game.state
    naval = {s.cards[c].title: bool(ongoing.granted(s, s.cards[c], "Naval"))
             for c in s.players[0].home if s.cards[c].title.endswith("Envoy")}
    assert naval == {"Crane Envoy": True, "Lion Envoy": False}


def _battle(alice: list[Any], bob: list[Any], defs: list[dict[str, Any]] = DEFS) -> Game:
    game = attack_game(player(name="Alice", home=alice), player("Lion Keep", name="Bob",
                                                                 home=bob), defs=defs)
    declare(game)
    for u in alice:
        assign(game, pid(game, u["title"] if isinstance(u, dict) else u, 0), 0)
    done(game)
    for u in bob:
        assign(game, pid(game, u["title"] if isinstance(u, dict) else u, 1), 0)
    done(game)
    return game


def test_while_unopposed() -> None:
    """5F at home, 1F at a battlefield without enemy units, 5F once Bob defends there."""
    assert _f(_at({"home": ["Lonely Sentry"]}), "Lonely Sentry") == 5
    assert _f(_battle(["Lonely Sentry"], []), "Lonely Sentry") == 1
    assert _f(_battle(["Lonely Sentry"], ["Lion Envoy"]), "Lonely Sentry") == 5


def test_other_followers_in_this_unit() -> None:
    """The Footman with the Legion 1 -> 2, the Legion itself 1, a Footman elsewhere 1."""
    game = _at({"home": [{"title": "Wanderer", "attachments": ["Drill Legion", "Footman"]},
                         {"title": "Lion Envoy", "attachments": ["Footman"]}]})
    s = game.state
    by_host = {(s.cards[c].title, s.cards[s.cards[c].attached_to or c].title):
               stats.force(s, c) for c in s.cards if s.cards[c].definition.type is
               CardType.FOLLOWER and s.cards[c].attached_to}
    assert by_host == {("Drill Legion", "Wanderer"): 1, ("Footman", "Wanderer"): 2,
                       ("Footman", "Lion Envoy"): 1}


def test_followers_in_this_unit_have_cavalry() -> None:
    """A Cavalry Personality with a Footman is a Cavalry unit only with the Master's trait."""
    game = _at({"home": [{"title": "Horse Master", "attachments": ["Footman"]},
                         {"title": "Rider", "attachments": ["Footman"]}]})
    s = game.state
    assert armies.is_cavalry(s, find(s, "Horse Master", 0))
    assert not armies.is_cavalry(s, find(s, "Rider", 0))


def test_a_regions_trait_reaches_your_cards() -> None:
    """The Region attached to Alice's province: her Ronin 2 -> 3, Bob's stays 2."""
    game = _at({"home": ["Wanderer"], "regions": ["Ronin Camp", None, None, None]},
               player("Lion Keep", name="Bob", home=["Wanderer"]))
    assert (_f(game, "Wanderer", 0), _f(game, "Wanderer", 1)) == (3, 2)
    assert _f(_at({"home": ["Wanderer"]}), "Wanderer") == 2


def test_your_items_have_plus_one_force() -> None:
    """A 2F Personality with a +1F Item: 3F, 4F with the Polisher (the Item's modifier is
    +2 [CE › ITEM]); Bob's is untouched."""
    unit = {"title": "Lion Envoy", "attachments": ["Short Spear"]}
    game = _at({"home": [unit, "Polisher"]}, player("Lion Keep", name="Bob", home=[unit]))
    assert (_f(game, "Lion Envoy", 0), _f(game, "Lion Envoy", 1)) == (3, 2)
    assert stats.item_modifier(game.state, find(game.state, "Short Spear", 0), "force") == 2


def test_your_other_clan_personalities_and_two_keywords() -> None:
    game = _at({"home": ["Crane Elder", "Crane Envoy", "Lion Envoy", "Stone Sage",
                         "Earth Adept", "Fire Adept"]})
    ph = {t: _f(game, t, stat="personal_honor") for t in ("Crane Elder", "Crane Envoy",
                                                          "Lion Envoy")}
    assert ph == {"Crane Elder": 1, "Crane Envoy": 2, "Lion Envoy": 1}
    force = {t: _f(game, t) for t in ("Stone Sage", "Earth Adept", "Fire Adept")}
    assert force == {"Stone Sage": 1, "Earth Adept": 2, "Fire Adept": 1}


def _recruits(game: Game) -> list[Recruit]:
    me = find(game.state, "Court Bodyguard", 0)
    return [a for a in game.legal_actions() if isinstance(a, Recruit) and a.card == me
            and not a.discount and not a.for_honor]


def test_entry_discount_while_you_control_a_courtier() -> None:
    """Gold Cost 6: recruited with 4 Gold while Alice controls a Courtier, not without."""
    def game(home: list[str]) -> Game:
        return game_at(player({"title": "Lion Keep", "bowed": True}, name="Alice", home=home,
                              gold_pool=4, provinces=[{"title": "Court Bodyguard", "face_up": True},
                                         "Filler Dynasty", "Filler Dynasty", "Filler Dynasty"]),
                       player(name="Bob"), phase="dynasty", defs=DEFS)
    with_poet = game(["Court Poet"])
    assert _recruits(with_poet)
    with_poet.perform(_recruits(with_poet)[0])
    assert with_poet.state.players[0].gold_pool == 0
    assert not _recruits(game([]))


def test_the_new_conditions_and_filters_validate() -> None:
    ok = [d["abilities"][0] for d in DEFS if d.get("abilities")]
    assert all(ongoing.validate(r) == [] for r in ok)
    bad = [{**ok[0], "if": {"player": "you", "controls": {"title": ""}}},
           {**ok[0], "if": {"player": "others", "clan": 3}},
           {**ok[0], "if": {"card": "self", "opposed": "yes"}},
           {**ok[0], "applies_to": "unit", "filter": {"other": False}},
           {**ok[0], "applies_to": "self", "filter": {"type": "follower"}}]
    assert all(ongoing.validate(r) for r in bad)
    assert CardDef  # (imported for the type annotations of the helpers above)


def test_will_only_attach_to_a_human_and_will_not_attach_to_a_water_personality() -> None:
    """The Horse may not join the Nonhuman Fox, only the (Human) Wanderer [CE › HUMAN]; the
    Blade may not go on the Water Fox, but on the Wanderer."""
    game = _at({"home": ["Fox Spirit", "Wanderer"], "hand": ["War Horse", "Dry Blade"]})
    s = game.state
    fox, wanderer = find(s, "Fox Spirit", 0), find(s, "Wanderer", 0)
    horse, blade = find(s, "War Horse", 0), find(s, "Dry Blade", 0)
    assert ongoing.attach_problem(s, horse, fox) == "War Horse will only attach to a Human"
    assert ongoing.attach_problem(s, horse, wanderer) is None
    assert ongoing.attach_problem(s, blade, fox) is not None
    assert ongoing.attach_problem(s, blade, wanderer) is None

