"""Triggered traits about another card's trigger or a turn (``cardtext/trait_others.py``):
"after one of your cards is destroyed", "after a card is destroyed", "after each / another
player's turn begins" [S1 › TRAITS]: they happen every time the trigger occurs, only while
their card is in play, before any Reaction [S1 › TIMING AND TRIGGERS › B]."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import triggers
from l5r_desktop.games.ccg.events import TurnBegan
from tests.engine.scenario import cd, find, game_at, player

_MOURN = {"timing": "trait", "trigger": {"event": "destroyed", "card": "yours",
                                         "type": "personality", "keyword": "Samurai"},
          "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}
_WAKE = {"timing": "trait", "trigger": {"event": "turn_began", "card": "any",
                                        "player": "opponent"},
         "effects": [{"op": "straighten", "target": "self"}]}
_AXE = cd("Axe", "strategy", gold_cost=0, focus=1, abilities=[
    {"timing": "limited", "targets": [{"type": "personality"}],
     "effects": [{"op": "destroy", "target": 0}]}])
DEFS = [
    cd("Mourning Shrine", "holding", gold_cost=2, abilities=[_MOURN]),
    cd("Early Riser", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
       honor_requirement=0, abilities=[_WAKE]),
    cd("Loyal Samurai", "personality", keywords=["Samurai"], force=2, chi=2, gold_cost=3,
       honor_requirement=0),
    cd("Loyal Monk", "personality", keywords=["Monk"], force=2, chi=2, gold_cost=3,
       honor_requirement=0),
    _AXE,
]


def _destroy(title: str, owner: int) -> tuple[int, int]:
    """Alice (Family Honor 10) has the Shrine; her Axe destroys ``title`` of ``owner``."""
    me = player(home=["Mourning Shrine", {"title": "Loyal Samurai", "attachments": []},
                      {"title": "Loyal Monk", "attachments": []}], hand=["Axe"])
    bob = player("Lion Keep", name="Bob",
                 home=[{"title": "Loyal Samurai", "attachments": []}])
    game = game_at(me, bob, defs=DEFS)
    victim = find(game.state, title, owner)
    axe = find(game.state, "Axe", 0)
    act = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and a.card == axe and a.targets == (victim,))
    game.perform(act)
    assert game.state.cards[victim].in_play is False
    return game.state.players[0].family_honor, game.state.players[1].family_honor


def test_your_samurai_destroyed_gains_honor() -> None:
    """Alice's Samurai destroyed: the Shrine's trait gains her 2 Honor (10 -> 12)."""
    assert _destroy("Loyal Samurai", 0) == (12, 10)


def test_other_destructions_do_not_answer() -> None:
    """Her Monk (not a Samurai) or Bob's Samurai (not hers): no Honor."""
    assert _destroy("Loyal Monk", 0) == (10, 10)
    assert _destroy("Loyal Samurai", 1) == (10, 10)


def _pass_to_next_turn(game) -> list:
    events: list = []
    for _ in range(12):
        if any(isinstance(e, TurnBegan) for e in events):
            return events
        events += game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    raise AssertionError("no turn began")


def test_straightens_when_another_players_turn_begins() -> None:
    """Alice's bowed Early Riser straightens as Bob's turn begins (his turn: nothing of
    Alice's straightens otherwise); at Alice's own turn the trait does not happen."""
    me = player(home=[{"title": "Early Riser", "attachments": [], "bowed": True}])
    game = game_at(me, player("Lion Keep", name="Bob"), defs=DEFS, turn=3, active=0)
    riser = find(game.state, "Early Riser", 0)
    _pass_to_next_turn(game)
    assert game.state.active == 1 and game.state.cards[riser].bowed is False


def test_only_another_players_turn() -> None:
    """A trait gaining 1 Honor after another player's turn begins: Bob's turn begins, Alice
    (10) has 11; Alice's own turn begins, she keeps 10."""
    watcher = cd("Honor Watcher", "holding", gold_cost=2, abilities=[
        {**_WAKE, "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}])
    for active, honor in ((0, 11), (1, 10)):
        game = game_at(player(home=["Honor Watcher"]), player("Lion Keep", name="Bob"),
                       defs=[*DEFS, watcher], turn=3, active=active)
        _pass_to_next_turn(game)
        assert game.state.active == 1 - active
        assert game.state.players[0].family_honor == honor


def test_validator() -> None:
    """Which trigger fields a trait about another card may carry."""
    ok = triggers.validate_trigger
    assert ok(_MOURN) == [] and ok(_WAKE) == []
    assert ok({**_MOURN, "trigger": {"event": "enters_play", "card": "yours"}})
    assert ok({**_WAKE, "trigger": {"event": "turn_began", "card": "self"}})
    assert ok({**_WAKE, "trigger": {"event": "turn_began", "card": "any", "player": "me"}})
    assert ok({**_MOURN, "trigger": {"event": "destroyed", "card": "yours",
                                     "player": "you"}})
    assert ok({**_MOURN, "trigger": {"event": "destroyed", "card": "self",
                                     "type": "personality"}})
    assert ok({**_MOURN, "trigger": {"event": "destroyed", "card": "any", "type": "ring"}})
    assert ok({**_MOURN, "trigger": {"event": "destroyed", "card": "any", "bowed": True}})


_SHINOBI = {"timing": "trait", "trigger": {"event": "action_resolved", "card": "any",
                                           "action_keyword": "ninja"},
            "effects": [{"op": "modify_stat", "target": "self", "stat": "force", "amount": 1,
                         "duration": "turn"}]}


def _strategy(title: str, keywords: list[str]) -> dict:
    return cd(title, "strategy", gold_cost=0, focus=1, abilities=[
        {"timing": "limited", **({"keywords": keywords} if keywords else {}),
         "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}])


def test_after_a_ninja_action_resolves() -> None:
    """A Personality of Force 2 with "after the resolution of a Ninja action, +1F": Alice's
    Ninja Strategy resolves (Honor 10 -> 11), he has Force 3; a Strategy without the
    keyword leaves him at 2 [S1 › ABILITIES › Ability keywords]."""
    from l5r_desktop.games.ccg.model import stats

    shadow = cd("Shadow Pupil", "personality", force=2, chi=2, gold_cost=3,
                honor_requirement=0, abilities=[_SHINOBI])
    for kws, force in ((["ninja"], 3), ([], 2), (["kiho"], 2)):
        me = player(home=[{"title": "Shadow Pupil", "attachments": []}], hand=["Trick"])
        game = game_at(me, player("Lion Keep", name="Bob"),
                       defs=[shadow, _strategy("Trick", kws)])
        trick, pupil = find(game.state, "Trick", 0), find(game.state, "Shadow Pupil", 0)
        game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                          and a.card == trick))
        assert game.state.players[0].family_honor == 11
        assert stats.force(game.state, pupil) == force, kws


def test_attachment_trait_on_its_bearers_duel() -> None:
    """An Item that takes a +1F token each time its bearer wins a duel (a trait): its
    bearer (Chi 7) challenges Bob's Chi-1 Personality and wins: the Item has one +1F token;
    Bob's Personality, who lost, has no Item to answer [S1 › DUELS › H], [S1 › TRAITS]."""
    from tests.carddb.harness.tools import _DUEL, _fight_duel

    blade = cd("Plum Blade", "item", force=0, chi=0, gold_cost=1, focus=1, abilities=[
        {"timing": "trait", "trigger": {"event": "duel_won", "card": "host"},
         "effects": [{"op": "add_token", "target": "self", "token": "+1F", "amount": 1}]}])
    hero = cd("Plum Hero", "personality", force=2, chi=7, gold_cost=3, honor_requirement=0)
    foe = cd("Plum Foe", "personality", force=2, chi=1, gold_cost=3, honor_requirement=0)
    me = player(home=[{"title": "Plum Hero", "attachments": ["Plum Blade"]}],
                hand=[_DUEL["title"]])
    bob = player("Lion Keep", name="Bob", home=[{"title": "Plum Foe", "attachments": []}])
    game = game_at(me, bob, defs=[blade, hero, foe, _DUEL])
    s = game.state
    hero_id, blade_id = find(s, "Plum Hero", 0), find(s, "Plum Blade", 0)
    game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                      and a.targets[:1] == (hero_id,)))
    _fight_duel(game)
    assert game.state.cards[blade_id].tokens == {"+1F": 1}


_RISE = {"timing": "trait", "trigger": {"event": "bowed", "card": "self"},
         "effects": [{"op": "straighten", "target": "self"}]}


def test_bows_at_battle_resolution_then_straightens() -> None:
    """"After this card bows: straighten it" on an attacking Personality alone at a
    battlefield, both players pass, the battle resolves: its resolution bows his unit (a bowing,
    recorded [S1 › BATTLE RESOLUTION], [S1 › BOWED AND UNBOWED]) and the trait straightens him;
    without the trait he stays bowed."""
    from l5r_desktop.games.ccg.game import Game
    from tests.engine.scenario import position

    for abilities, bowed in (([_RISE], False), ([], True)):
        riser = cd("Plum Riser", "personality", force=5, chi=2, gold_cost=3,
                   honor_requirement=0, abilities=abilities)
        alice = player(name="Alice")
        bob = player("Lion Keep", name="Bob")
        pos = position(alice, bob, defs=[riser], turn=3, active=0, phase="attack",
                       step="combat", priority=0)
        pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                         "battlefields": [{"province": 0, "ended": False, "defending": [],
                                           "attacking": [{"title": "Plum Riser",
                                                          "attachments": []}]}]}
        game = Game.from_position(pos)
        me = find(game.state, "Plum Riser", 0)
        for _ in range(10):
            if game.state.attack is None or game.state.cards[me].zone.value == "home":
                break
            game.perform(game.legal_actions()[0])  # pass, pass, resolve the battle
        assert game.state.cards[me].zone.value == "home"
        assert game.state.cards[me].bowed is bowed


def test_a_bowed_card_bowed_again_does_not_bow() -> None:
    """A bow effect on a card already bowed is no bowing: the trait does not fire (he stays
    bowed); on the unbowed card it does (he ends unbowed)."""
    riser = cd("Plum Riser", "personality", force=2, chi=2, gold_cost=3, honor_requirement=0,
               abilities=[_RISE])
    bow = cd("Bow Him", "strategy", gold_cost=0, focus=1, abilities=[
        {"timing": "limited", "targets": [{"type": "personality"}],
         "effects": [{"op": "bow", "target": 0}]}])
    for start in (True, False):
        me = player(home=[{"title": "Plum Riser", "attachments": [], "bowed": start}],
                    hand=["Bow Him"])
        game = game_at(me, player("Lion Keep", name="Bob"), defs=[riser, bow])
        r = find(game.state, "Plum Riser", 0)
        game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                          and a.targets == (r,)))
        assert game.state.cards[r].bowed is start
