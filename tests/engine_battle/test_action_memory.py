"""What a resolved action did (``cardtext/action_memory.py``): Reactions "after the resolution
of an action that moved / destroyed / created <a card>" [CE › TAKING ACTIONS FROM ABILITIES ›
D. Action resolution, E. Action ends] ("The trigger 'after action resolution' is the same
point in time as 'after the action ends'"), an Infantry Personality being one who is not
Cavalry [CE › INFANTRY], created cards [CE › CREATED CARDS]. Our own invented cards: Alice
attacks Bob's province 0, the battle there is the current one."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext import triggers
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, player, position

#: A Follower's Reaction: after an action moved a target enemy Infantry Personality to this
#: card's battlefield, bow him (not targeted: "choose").
NETTING = {"timing": "reaction",
           "trigger": {"event": "resolved_moved", "card": "any", "type": "personality",
                       "not_keyword": "Cavalry", "controller": "opponent", "targeted": True,
                       "to": "battlefield"},
           "targets": [{"type": "personality", "trigger_card": "is", "choose": True}],
           "effects": [{"op": "bow", "target": 0}]}
#: A Strategy's Reaction: after a Battle action destroyed one of your Gravebound, create a
#: 2F/2C/0PH Gravebound Personality at the current battlefield and gain 1 Honor.
WAKE = {"timing": "reaction", "cost": {"gold": "card"},
        "trigger": {"event": "resolved_destroyed", "card": "any", "battle": True,
                    "controller": "you", "keyword": "Gravebound"},
        "effects": [{"op": "create", "card": {"type": "personality", "force": 2, "chi": 2,
                                              "personal_honor": 0,
                                              "keywords": ["Gravebound"]},
                     "at": "battlefield"},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}
#: A Battle action moving a target enemy Personality (anywhere) to the current battlefield.
LURE = {"timing": "battle", "targets": [{"type": "personality", "controller": "opponent",
                                         "any_location": True}],
        "effects": [{"op": "move_unit", "target": 0}]}
#: The same, after a "you may" gain of 1 Honor (the resolution pauses first).
SLOW_LURE = {**LURE, "effects": [{"op": "gain_honor", "amount": 1, "player": "you",
                                  "optional": 1}, *LURE["effects"]]}
#: A Battle action destroying a target enemy Personality at the battlefield.
SLAY = {"timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "destroy", "target": 0}]}
#: A Holding's Reaction: after your Battle, Limited or Open action created a Personality
#: who is not Shadowlands, gain 2 Honor.
ECHO = {"timing": "reaction",
        "trigger": {"event": "resolved_created", "card": "any", "by": "you",
                    "timings": ["battle", "limited", "open"], "type": "personality",
                    "not_keyword": "Shadowlands"},
        "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
_MUSTER = {"timing": "battle", "effects": [{"op": "create", "card": {
    "type": "personality", "force": 1, "chi": 1, "personal_honor": 1}, "at": "battlefield"}]}
#: As Echo Camp, creating a 2F/2C/2PH Samurai of your Clan at the same location instead.
AMBUSH = {**ECHO, "effects": [{"op": "create", "at": "trigger_card", "card": {
    "type": "personality", "force": 2, "chi": 2, "personal_honor": 2, "keywords": ["Samurai"],
    "clan": "you"}}]}
#: A Personality's trait: after an action gave a Force penalty to an enemy card at his
#: battlefield, he gets +1F.
GRIM = {"timing": "trait", "trigger": {"event": "resolved_penalized", "card": "any",
                                       "controller": "opponent", "here": "battlefield"},
        "effects": [{"op": "modify_stat", "target": "self", "stat": "force", "amount": 1,
                     "duration": "turn"}]}
_SAP = {"timing": "battle", "targets": [{"type": "personality", "any_location": True}],
        "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -2,
                     "duration": "turn"}]}
#: A Spell's Reaction: after a Battle action, if its Shugenja is at the current battlefield,
#: bow a target Personality who performed it.
STORM = {"timing": "reaction", "trigger": {"event": "action_resolved", "card": "any",
                                           "battle": True},
         "condition": {"at_current": True},
         "targets": [{"type": "personality", "performed_it": True}],
         "effects": [{"op": "bow", "target": 0}]}
_RITE = {"timing": "battle", "targets": [{"type": "personality", "controller": "you",
                                          "performer": True}],
         "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}
_MAN = {"force": 2, "chi": 2, "personal_honor": 1, "gold_cost": 3, "honor_requirement": 0}
_DEFS = [cd("Netting Band", "follower", force=1, gold_cost=1, abilities=[NETTING]),
         cd("Wake of Ash", "strategy", gold_cost=0, focus=1, abilities=[WAKE]),
         cd("Lure Post", "holding", gold_cost=2, abilities=[LURE]),
         cd("Own Lure", "holding", gold_cost=2, abilities=[{**LURE, "targets": [
             {"type": "personality", "controller": "you", "any_location": True}]}]),
         cd("Slow Post", "holding", gold_cost=2, abilities=[SLOW_LURE]),
         cd("Slay Post", "holding", gold_cost=2, abilities=[SLAY]),
         cd("Echo Camp", "holding", gold_cost=2, abilities=[ECHO]),
         cd("Muster Post", "holding", gold_cost=2, abilities=[
             _MUSTER, {**_MUSTER, "effects": [{**_MUSTER["effects"][0], "card": {
                 **_MUSTER["effects"][0]["card"], "keywords": ["Shadowlands"]}}]}]),
         cd("Ambush Camp", "holding", gold_cost=2, abilities=[AMBUSH]),
         cd("Home Muster", "holding", gold_cost=2, abilities=[
             {**_MUSTER, "timing": "limited", "effects": [
                 {k: v for k, v in _MUSTER["effects"][0].items() if k != "at"}]}]),
         cd("Grim Rider", "personality", abilities=[GRIM], **_MAN),
         cd("Sap Post", "holding", gold_cost=2, abilities=[_SAP]),
         cd("Sap Storm", "holding", gold_cost=2, abilities=[{
             "timing": "battle", "effects": [{"op": "modify_stat", "stat": "force",
                                              "amount": -1, "duration": "turn",
                                              "each": {"type": "personality",
                                                       "controller": "opponent"}}]}]),
         cd("Storm Scroll", "spell", gold_cost=1, focus=1, abilities=[STORM]),
         cd("War Rite", "strategy", gold_cost=0, focus=1, abilities=[_RITE]),
         cd("Raider", "personality", **_MAN),
         cd("Grave Knight", "personality", keywords=["Gravebound"], **_MAN),
         cd("Walker", "personality", **_MAN),
         cd("Rider", "personality", keywords=["Cavalry"], **_MAN)]


def _game(alice_home: list[str], bob_home: list[str], raider: list[dict[str, Any]],
          guard: str = "Walker", alice_hand: list[str] | None = None,
          priority: int = 0, attacker: str = "Raider") -> Game:
    """Alice's Raider (with ``raider``'s attachments) attacks Bob's province 0 where his
    ``guard`` defends; the other cards wait at home."""
    alice = player(name="Alice", home=alice_home, hand=alice_hand or [])
    bob = player("Lion Keep", name="Bob", home=bob_home)
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=priority,
                   defs=_DEFS)
    fields = [{"province": 0, "attacking": [{"title": attacker, "attachments": raider}],
               "defending": [{"title": guard, "attachments": []}], "ended": False}]
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": fields}
    return Game.from_position(pos)


def _uses(game: Game, card: str) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def _use(game: Game, title: str, target: str, who: int = 0) -> None:
    s = game.state
    game.perform(UseAbility(who, find(s, title), 0, (find(s, target),)))


def test_a_target_infantry_moved_to_its_battlefield_is_bowed() -> None:
    """Alice's Lure moves Bob's Walker from his home to the battle: Netting Band's Reaction
    is offered about him and bows him."""
    game = _game(["Lure Post"], ["Walker", "Rider"], [{"title": "Netting Band"}], "Rider")
    s = game.state
    walker, band = find(s, "Walker"), find(s, "Netting Band")
    _use(game, "Lure Post", "Walker")
    assert s.windows[-1].trigger == "resolved_moved" and s.windows[-1].cards[0] == walker
    assert [u.targets for u in _uses(game, band)] == [(walker,)]
    game.perform(_uses(game, band)[0])
    assert game.state.cards[walker].bowed and game.state.cards[walker].battlefield == 0


def test_cavalry_or_an_untargeted_move_offers_nothing() -> None:
    """Bob's Rider is Cavalry: moved to the battle, no Reaction; Alice's own Walker moved
    there by her own Lure is no enemy Personality: none either."""
    game = _game(["Lure Post"], ["Rider"], [{"title": "Netting Band"}])
    s = game.state
    _use(game, "Lure Post", "Rider")
    assert not _uses(game, find(s, "Netting Band"))
    assert s.cards[find(s, "Rider")].battlefield == 0
    game = _game(["Own Lure", "Walker"], [], [{"title": "Netting Band"}], "Rider")
    s = game.state
    _use(game, "Own Lure", "Walker")
    assert s.cards[find(s, "Walker", 0)].battlefield == 0
    assert not _uses(game, find(s, "Netting Band"))


def test_the_move_after_a_pause_is_remembered_and_saved() -> None:
    """Slow Post pauses on its "you may" first; once Alice takes it (10 -> 11) the move
    still opens the window, which a save keeps with what it remembers."""
    game = _game(["Slow Post"], ["Walker"], [{"title": "Netting Band"}], "Rider")
    s = game.state
    _use(game, "Slow Post", "Walker")
    assert s.options and not s.windows
    game = Game.from_state(type(s).from_dict(s.to_dict()))  # saved while it waits
    game.perform(ChooseOption(0, True))
    assert game.state.players[0].family_honor == 11
    s = type(game.state).from_dict(game.state.to_dict())
    game = Game.from_state(s)
    walker = find(s, "Walker")
    assert s.windows[-1].cards[0] == walker and '"targeted": true' in s.windows[-1].about
    game.perform(_uses(game, find(s, "Netting Band"))[0])
    assert game.state.cards[walker].bowed


def test_a_battle_action_that_destroyed_your_gravebound_creates_one() -> None:
    """Bob's Slay destroys Alice's Grave Knight at the battle: her Wake of Ash creates a
    2F/2C/0PH Gravebound there on her side, and she gains 1 Honor (10 -> 11)."""
    game = _game([], ["Slay Post"], [], alice_hand=["Wake of Ash"], priority=1,
                 attacker="Grave Knight")
    s = game.state
    knight = find(s, "Grave Knight")
    game.perform(UseAbility(1, find(s, "Slay Post"), 0, (knight,)))
    assert game.state.windows[-1].trigger == "resolved_destroyed"
    uses = _uses(game, find(s, "Wake of Ash"))
    assert len(uses) == 1
    game.perform(uses[0])
    s = game.state
    assert s.players[0].family_honor == 11
    made = s.attack.battlefields[0].attacking
    assert len(made) == 1 and made[0] != knight
    assert s.cards[made[0]].definition.keywords == ("Gravebound",)
    assert (s.cards[made[0]].definition.force, s.cards[made[0]].controller) == (2, 0)


def test_a_limited_or_bobs_own_loss_opens_nothing_for_her() -> None:
    """Alice's own Slay would destroy Bob's Walker: not "one of your" Gravebound, no use."""
    game = _game(["Slay Post"], [], [], alice_hand=["Wake of Ash"], attacker="Raider")
    s = game.state
    _use(game, "Slay Post", "Walker")
    assert not _uses(game, find(s, "Wake of Ash"))
    assert s.players[0].family_honor == 10


def test_the_validator() -> None:
    ok = {"timing": "reaction", "trigger": NETTING["trigger"], "effects": []}
    assert not triggers.validate_trigger(ok)
    for bad in ({"to": "home"}, {"controller": "mine"}, {"timings": ["dusk"]},
                {"card": "self"}, {"targeted": False}):
        rec = {**ok, "trigger": {**NETTING["trigger"], **bad}}
        assert triggers.validate_trigger(rec), bad
    dest = {**ok, "trigger": {"event": "resolved_destroyed", "card": "any", "to": "current"}}
    assert triggers.validate_trigger(dest)


#: A Spell's ongoing trait: while its Shugenja is Water, other players' provinces have -1.
SILT = {"timing": "continuous", "ongoing": "province_strength", "amount": -1,
        "applies_to": "others", "if": {"card": "host", "keyword": "Water"}}


def test_other_players_provinces_lose_strength_while_the_shugenja_is_water() -> None:
    """Alice's Water Shugenja carries Silt Scroll: Bob's provinces 7 -> 6, hers stay as
    they were; with a Fire Shugenja nobody's change."""
    from l5r_desktop.games.ccg.model import stats

    defs = [*_DEFS, cd("Silt Scroll", "spell", gold_cost=1, focus=1, abilities=[SILT]),
            cd("Wave Caller", "personality", keywords=["Shugenja", "Water"], **_MAN),
            cd("Ember Caller", "personality", keywords=["Shugenja", "Fire"], **_MAN)]
    got = []
    for caller in ("Wave Caller", "Ember Caller", None):
        home = [{"title": caller, "attachments": ["Silt Scroll"]}] if caller else []
        s = Game.from_position(position(player(name="Alice", home=home),
                                        player("Lion Keep", name="Bob"), defs=defs)).state
        got.append((stats.province_strength(s, 0), stats.province_strength(s, 1)))
    base = got[2]
    assert got[0] == (base[0], base[1] - 1) and got[1] == base


def test_your_battle_action_that_created_a_personality() -> None:
    """Alice's Muster creates a Personality at the battle: her Echo Camp's Reaction, 10 ->
    12; a created Shadowlands Personality, or Bob's Muster, offers none."""
    for who, ability, offered in ((0, 0, True), (0, 1, False), (1, 0, False)):
        game = _game(["Echo Camp", *(["Muster Post"] if who == 0 else [])],
                     ["Muster Post"] if who else [], [], priority=who)
        s = game.state
        game.perform(UseAbility(who, find(s, "Muster Post"), ability))
        uses = _uses(game, find(s, "Echo Camp"))
        assert bool(uses) is offered, (who, ability)
        if uses:
            game.perform(uses[0])
            assert game.state.players[0].family_honor == 12


def test_created_at_the_same_location_as_the_created_one() -> None:
    """Alice's Muster creates a Personality at the battle: Ambush Camp's Samurai (Crane Clan,
    2F) joins it there; her Home Muster's one at home: the Samurai enters play at her home."""
    from tests.engine.scenario import game_at

    game = _game(["Ambush Camp", "Muster Post"], [], [])
    s = game.state
    game.perform(UseAbility(0, find(s, "Muster Post"), 0))
    game.perform(_uses(game, find(s, "Ambush Camp"))[0])
    made = [c for c in game.state.attack.battlefields[0].attacking if c != find(s, "Raider")]
    samurai = [c for c in made if "Samurai" in s.cards[c].definition.keywords]
    assert len(made) == 2 and len(samurai) == 1
    assert s.cards[samurai[0]].definition.keywords == ("Samurai", "Crane Clan")
    game = game_at(player(name="Alice", home=["Ambush Camp", "Home Muster"]),
                   player("Lion Keep", name="Bob"), defs=_DEFS)
    s = game.state
    game.perform(UseAbility(0, find(s, "Home Muster"), 0))
    game.perform(_uses(game, find(s, "Ambush Camp"))[0])
    home = [c for c in s.players[0].home if s.cards[c].definition.force == 2]
    assert len(home) == 1 and s.cards[home[0]].definition.personal_honor == 2


def test_a_force_penalty_to_an_enemy_at_his_battlefield_gives_him_one() -> None:
    """Sap Post gives Bob's defending Walker -2F: Alice's Grim Rider there 2 -> 3F. The same
    on Bob's Rider at his home, or on her own Raider: he stays at 2F."""
    from l5r_desktop.games.ccg.model import stats

    for target, who, want in (("Walker", 1, 3), ("Rider", 1, 2), ("Raider", 0, 2)):
        game = _game(["Sap Post", "Raider"], ["Rider"], [], attacker="Grim Rider")
        s = game.state
        game.perform(UseAbility(0, find(s, "Sap Post"), 0, (find(s, target, who),)))
        assert stats.force(s, find(s, "Grim Rider")) == want, target


def test_one_action_penalizing_two_enemies_triggers_once() -> None:
    """Sap Storm gives each of Bob's two defenders -1F: one action's resolution, one
    trigger: Grim Rider 2 -> 3F, not 4."""
    from l5r_desktop.games.ccg.model import stats

    game = _game(["Sap Storm"], ["Rider"], [], attacker="Grim Rider")
    s = game.state
    _second_defender(game)
    game.perform(UseAbility(0, find(s, "Sap Storm"), 0))
    assert [stats.force(s, c) for c in s.attack.battlefields[0].defending] == [1, 1]
    assert stats.force(s, find(s, "Grim Rider")) == 3


def _second_defender(game: Game) -> str:
    """Bob's Rider moved from his home to defend beside the Walker (set up by hand)."""
    from l5r_desktop.games.ccg.attack import armies
    from l5r_desktop.games.ccg.model import moves

    s = game.state
    rider = find(s, "Rider")
    moves.take(s, s.cards[rider])
    armies.place_unit(s, rider, 0, False)
    return rider


def test_a_personality_who_performed_the_battle_action_is_bowed() -> None:
    """Bob's Walker performs War Rite (Bob 10 -> 11): Alice's Storm Scroll on her Raider at
    the battle offers to bow the Walker only (not Bob's other defender), and bows him."""
    alice = player(name="Alice")
    bob = player("Lion Keep", name="Bob", hand=["War Rite"])
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=1, defs=_DEFS)
    unit = {"title": "Raider", "attachments": ["Storm Scroll"]}
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": [unit],
                                       "defending": [{"title": "Walker", "attachments": []},
                                                     {"title": "Rider", "attachments": []}]}]}
    game = Game.from_position(pos)
    s = game.state
    walker = find(s, "Walker")
    game.perform(UseAbility(1, find(s, "War Rite"), 0, (walker,)))
    assert s.players[1].family_honor == 11
    uses = _uses(game, find(s, "Storm Scroll"))
    assert [u.targets for u in uses] == [(walker,)]
    game.perform(uses[0])
    assert game.state.cards[walker].bowed and not game.state.cards[find(s, "Rider")].bowed
