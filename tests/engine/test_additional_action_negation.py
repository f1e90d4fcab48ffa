"""Reactions before the resolution of an action "that was taken as an additional action"
(trigger filter ``additional``, ``negation.fits``; the waiting action records it,
``negation.hold_paid``) [CE › ADDITIONAL (ACTION)], [CE › RESOLVE]: an action taken at the
opportunity a granted additional action gives is such an action; one taken at a normal
opportunity is not. Our own invented cards."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.events import WindowOpened
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player

#: Bob's Personality: "Open, Bow: Target an enemy Personality: Bow him. Gain 1 Honor."
BULLY = cd("Bully", "personality", clans=["Lion"], force=2, chi=2, gold_cost=3,
           personal_honor=2, abilities=[{
               "timing": "open", "cost": {"bow_self": True},
               "targets": [{"type": "personality", "controller": "opponent"}],
               "effects": [{"op": "bow", "target": 0},
                           {"op": "gain_honor", "amount": 1, "player": "you"}]}])
#: Bob's Strategy: "Open: You may take an additional action."
RALLY = cd("Rally", "strategy", gold_cost=0, focus=1, abilities=[{
    "timing": "open", "cost": {"gold": "card"},
    "effects": [{"op": "additional_action", "kind": "any"}]}])
#: Alice's Strategy: "Reaction: Before the resolution of an Open action that was taken as an
#: additional action, negate its effects."
CALM = cd("Calm Answer", "strategy", gold_cost=0, focus=1, abilities=[{
    "timing": "reaction", "cost": {"gold": "card"},
    "trigger": {"event": "before_resolution", "card": "any", "action": "open",
                "additional": True},
    "effects": [{"op": "negate_action"}]}])
DEFS = [BULLY, RALLY, CALM]


def _game() -> Game:
    game = game_at(player(home=["Crane Samurai"], hand=["Calm Answer"]),
                   player("Lion Keep", home=["Bully"], hand=["Rally"]), defs=DEFS)
    game.perform(Pass(0))  # Bob's opportunity
    return game


def _bully(game: Game) -> list:
    s = game.state
    return game.perform(UseAbility(1, find(s, "Bully"), 0, (find(s, "Crane Samurai"),)))


def _pass_windows(game: Game) -> None:
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))


def test_the_additional_action_is_negated() -> None:
    """Bob's Rally grants him an additional action; his Bully taken with it waits before
    resolving: Alice's Calm Answer negates it: her Samurai stays unbowed, Bob stays at 10
    Honor, Bully is bowed (its cost), the Strategy is discarded."""
    game = _game()
    s = game.state
    game.perform(UseAbility(1, find(s, "Rally"), 0))
    assert s.priority == 1 and s.passes == -1  # the granted opportunity
    events = _bully(game)
    assert [e.trigger for e in events if isinstance(e, WindowOpened)] == ["before_resolution"]
    assert s.resolving[-1].get("additional") is True
    again = type(s).from_dict(s.to_dict())  # saved inside the window
    assert again.resolving == s.resolving
    calm = find(s, "Calm Answer")
    assert UseAbility(0, calm, 0) in game.legal_actions()
    game.perform(UseAbility(0, calm, 0))
    _pass_windows(game)
    s = game.state
    sam = find(s, "Crane Samurai")
    assert not s.cards[sam].bowed and s.cards[find(s, "Bully")].bowed
    assert s.players[1].family_honor == 10
    assert calm in s.players[0].fate_discard


def test_a_normal_action_is_not_answered() -> None:
    """The same Bully at Bob's normal opportunity: no window (nobody may answer), Alice's
    Samurai is bowed and Bob gains 1 Honor (10 -> 11)."""
    game = _game()
    events = _bully(game)
    s = game.state
    assert not [e for e in events if isinstance(e, WindowOpened)]
    assert s.cards[find(s, "Crane Samurai")].bowed and s.players[1].family_honor == 11


def test_the_validator_and_the_translator() -> None:
    from l5r_desktop.carddb.ccgtext import translate_ability
    from l5r_desktop.games.ccg.model.cards import CardDef, CardType

    rec = CALM["abilities"][0]
    assert not abilities.validate(rec)
    trig = {**rec["trigger"], "event": "targeted"}
    from l5r_desktop.games.ccg.cardtext.triggers import validate_trigger

    assert not validate_trigger(rec)
    assert validate_trigger({**rec, "trigger": trig})
    assert validate_trigger({**rec, "trigger": {**rec["trigger"], "additional": "yes"}})
    card = CardDef(id="t:2", title="Calm Answer", type=CardType.STRATEGY, gold_cost=0)
    got = translate_ability("Reaction: Before the resolution of a Kiho action that was taken "
                            "as an additional action, negate its effects.", card)
    assert got["trigger"] == {"event": "before_resolution", "card": "any", "action": "kiho",
                              "additional": True}
    assert got["effects"] == [{"op": "negate_action"}]


def test_a_save_keeps_the_interrupts_delayed_effects_of_a_waiting_action() -> None:
    """A waiting action's ``after`` (an Interrupt's "<effects> after it resolves",
    ``interrupts.py``) and ``additional`` survive a save (they were dropped before)."""
    game = _game()
    s = game.state
    bully = find(s, "Bully")
    s.resolving.append({"card": bully, "ability": 0, "player": 1, "targets": [], "negate": [],
                        "stage": "paid", "where": "play", "discard_after": False,
                        "additional": True,
                        "after": [{"op": "after_action_resolves", "card": bully, "player": 0,
                                   "targets": [], "effects": [{"op": "straighten",
                                                               "target": "self"}]}]})
    again = type(s).from_dict(s.to_dict())
    assert again.resolving == s.resolving
