"""The Reaction window "before the resolution of an action" (trigger ``before_resolution``,
``cardtext/targeted.open_before``, ``negation.hold_paid``) [CE › RESOLVE: "The point before an
action ... resolves when its Resolution step begins"], [CE › TAKING ACTIONS FROM ABILITIES ›
C. Pay costs, D. Action resolution]: the action's costs are paid, its effects not yet
activated; a response negates effects on its own target; the action then resolves and the
opportunity passes."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.events import WindowOpened
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player

#: Bob's Personality: "Open, Bow: Target an enemy Personality: Bow him and give him -1F.
#: Gain 1 Honor."
BULLY = cd("Bully", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[{
               "timing": "open", "cost": {"bow_self": True},
               "targets": [{"type": "personality", "controller": "opponent"}],
               "effects": [{"op": "bow", "target": 0},
                           {"op": "modify_stat", "target": 0, "stat": "force", "amount": -1},
                           {"op": "gain_honor", "amount": 1, "player": "you"}]}])
#: Alice's Strategy: "Reaction: Before the resolution of another player's action, target a
#: Personality: Negate his bowing from the action's effects." (made up)
STAND = cd("Stand Firm", "strategy", gold_cost=0, focus=1, abilities=[{
    "timing": "reaction", "trigger": {"event": "before_resolution", "card": "any",
                                      "by": "other"},
    "targets": [{"type": "personality"}],
    "effects": [{"op": "negate_action", "on": 0, "what": ["bow"]}]}])
#: Alice's own version of Bully, to check her action opens no window for her Strategy.
OWN = cd("Own Bully", "personality", clans=["Crane"], force=2, chi=2, gold_cost=3,
         personal_honor=2, abilities=[BULLY["abilities"][0]])
DEFS = [BULLY, STAND, OWN]


def _game() -> Game:
    game = game_at(player(home=["Crane Samurai", "Own Bully"], hand=["Stand Firm"]),
                   player("Lion Keep", home=["Bully", "Lion Samurai"]), defs=DEFS)
    game.perform(Pass(0))  # Bob's opportunity
    return game


def _bully(game: Game) -> list:
    s = game.state
    return game.perform(UseAbility(1, find(s, "Bully"), 0, (find(s, "Crane Samurai"),)))


def test_the_window_opens_with_the_costs_paid_and_the_effects_to_come() -> None:
    """Bob's Bully bows itself (cost) and targets Alice's Samurai: the window opens, Bully
    bowed, the Samurai not yet; Alice (active) answers with Stand Firm on her Samurai, both
    pass: the Samurai stays unbowed but gets -1F (2 -> 1), Bob gains 1 (10 -> 11), the
    Strategy is discarded, the opportunity passes to Alice."""
    game = _game()
    s = game.state
    sam, bully, stand = find(s, "Crane Samurai"), find(s, "Bully"), find(s, "Stand Firm")
    honor = s.players[1].family_honor
    events = _bully(game)
    assert [(e.trigger, e.cards) for e in events if isinstance(e, WindowOpened)] == [
        ("before_resolution", (bully,))]
    assert s.cards[bully].bowed and not s.cards[sam].bowed
    assert s.resolving[-1]["stage"] == "paid"
    assert UseAbility(0, stand, 0, (sam,)) in game.legal_actions()
    game.perform(UseAbility(0, stand, 0, (sam,)))
    assert s.resolving[-1]["negate"] == [{"on": sam, "what": ["bow"]}]
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    s = game.state
    assert not s.cards[sam].bowed and stats.force(s, sam) == 1
    assert s.players[1].family_honor == honor + 1
    assert stand in s.players[0].fate_discard and not s.resolving and s.priority == 0


def test_passed_the_action_resolves_whole() -> None:
    game = _game()
    s = game.state
    sam = find(s, "Crane Samurai")
    _bully(game)
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert game.state.cards[sam].bowed and not game.state.resolving


def test_a_save_inside_the_window_reloads() -> None:
    game = _game()
    _bully(game)
    data = game.state.to_dict()
    again = type(game.state).from_dict(data)
    assert again.to_dict() == data and again.resolving == game.state.resolving


def test_the_players_own_action_opens_no_window_for_another_players_trigger() -> None:
    """Alice's Own Bully on Bob's Samurai: Stand Firm answers another player's action only,
    Bob has no such Reaction: no window, the action resolves at once."""
    game = game_at(player(home=["Crane Samurai", "Own Bully"], hand=["Stand Firm"]),
                   player("Lion Keep", home=["Lion Samurai"]), defs=DEFS)
    s = game.state
    lion = find(s, "Lion Samurai")
    events = game.perform(UseAbility(0, find(s, "Own Bully"), 0, (lion,)))
    assert not [e for e in events if isinstance(e, WindowOpened)]
    assert s.cards[lion].bowed and s.priority == 1


def test_the_validator() -> None:
    rec = STAND["abilities"][0]
    assert not abilities.validate(rec)
    assert abilities.validate({**rec, "effects": [{"op": "negate_action", "on": -1}]})


def test_the_translator() -> None:
    from l5r_desktop.carddb.ccgtext import translate_ability
    from l5r_desktop.games.ccg.model.cards import CardDef, CardType

    card = CardDef(id="t:1", title="Rooted Stance", type=CardType.STRATEGY, gold_cost=0)
    rec = translate_ability("Reaction: Before a Battle action resolves, target a Follower: "
                            "Negate its bowing from the action's effects.", card)
    assert rec["trigger"] == {"event": "before_resolution", "card": "any", "action": "battle"}
    assert rec["targets"] == [{"type": "follower"}]
    assert rec["effects"] == [{"op": "negate_action", "on": 0, "what": ["bow"]}]
    rec = translate_ability("Reaction: Before the resolution of another player's action: "
                            "Negate its effects.", card)
    assert rec["trigger"]["by"] == "other" and rec["effects"] == [{"op": "negate_action"}]
    for line in ("Reaction: Before an action resolves, if you control a Temple: Negate its "
                 "effects.",
                 "Reaction: Before an action resolves: Reduce each Honor loss from its "
                 "effects by 1."):
        rec = translate_ability(line, card)
        assert rec is None or "manual" in rec, line


#: Alice's Personality: "Reaction: Before the resolution of another player's action: Negate
#: the destruction of your Followers from its effects." (made up)
KEEPER = cd("Keeper", "personality", clans=["Crane"], force=2, chi=2, gold_cost=3,
            personal_honor=2, abilities=[{
                "timing": "reaction", "trigger": {"event": "before_resolution", "card": "any",
                                                  "by": "other"},
                "effects": [{"op": "negate_action", "on": "yours", "type": "follower",
                             "what": ["destroy"]}]}])
#: Bob's: "Open, Bow: Destroy each enemy Follower. Gain 1 Honor."
PURGE = cd("Purger", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[
               {"timing": "open", "cost": {"bow_self": True},
                "effects": [{"op": "destroy", "each": {"type": "follower",
                                                       "controller": "opponent"}},
                            {"op": "gain_honor", "amount": 1, "player": "you"}]}])
HORSE = cd("Horse", "follower", force=1, gold_cost=1, focus=1)


def test_the_destruction_of_your_followers_is_negated() -> None:
    """Bob's Purger destroys each of Alice's two Followers; Keeper answers: both stay, Bob
    still gains 1 (10 -> 11); the negation entry is saved with the game."""
    game = game_at(player(home=[{"title": "Keeper", "attachments": ["Horse"]},
                                {"title": "Crane Samurai", "attachments": ["Horse"]}]),
                   player("Lion Keep", home=["Purger"]), defs=[KEEPER, PURGE, HORSE])
    game.perform(Pass(0))
    s = game.state
    horses = [c for c in s.cards if s.title(c) == "Horse"]
    keeper, purger = find(s, "Keeper"), find(s, "Purger")
    honor = s.players[1].family_honor
    game.perform(UseAbility(1, purger, 0))
    game.perform(UseAbility(0, keeper, 0))
    held = s.resolving[-1]["negate"]
    assert held == [{"on": "yours", "controller": 0, "type": "follower", "what": ["destroy"]}]
    assert type(s).from_dict(s.to_dict()).resolving == s.resolving
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    s = game.state
    assert all(s.cards[h].in_play for h in horses)
    assert s.players[1].family_honor == honor + 1


def test_a_negation_on_your_cards_names_a_type() -> None:
    rec = KEEPER["abilities"][0]
    assert not abilities.validate(rec)
    bad = {**rec, "effects": [{"op": "negate_action", "on": "yours", "what": ["destroy"]}]}
    assert abilities.validate(bad)


#: Alice's Strategy (made up): before another player's action resolves, every Honor loss its
#: effects make is 3 smaller, never below 0.
SOFTEN = cd("Soften", "strategy", gold_cost=0, focus=1, abilities=[{
    "timing": "reaction", "trigger": {"event": "before_resolution", "card": "any",
                                      "by": "other"},
    "effects": [{"op": "reduce_honor_loss", "amount": 3}]}])
#: Bob's: "Open, Bow: The enemy loses 4 Honor and then 2 Honor. Gain 1 Honor."
SHAMER = cd("Shamer", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
            personal_honor=2, abilities=[{
                "timing": "open", "cost": {"bow_self": True},
                "effects": [{"op": "lose_honor", "amount": 4, "player": "opponent"},
                            {"op": "lose_honor", "amount": 2, "player": "opponent"},
                            {"op": "gain_honor", "amount": 1, "player": "you"}]}])


def test_each_honor_loss_is_reduced_to_no_less_than_zero() -> None:
    """Shamer: Alice would lose 4 then 2 (10 -> 4); Soften reduces each by 3: 4 -> 1 and
    2 -> 0, Alice 10 -> 9; Bob's gain is not a loss: 10 -> 11."""
    for answer, alice in ((True, 9), (False, 4)):
        game = game_at(player(hand=["Soften"]), player("Lion Keep", home=["Shamer"]),
                       defs=[SOFTEN, SHAMER])
        game.perform(Pass(0))
        s = game.state
        game.perform(UseAbility(1, find(s, "Shamer"), 0))
        if answer:
            game.perform(UseAbility(0, find(s, "Soften"), 0))
        while game.state.windows:
            game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
        s = game.state
        assert (s.players[0].family_honor, s.players[1].family_honor) == (alice, 11), answer
    assert abilities.validate({**SOFTEN["abilities"][0], "effects": [
        {"op": "reduce_honor_loss", "amount": 0}]})
