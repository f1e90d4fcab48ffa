"""Twenty Festivals Interrupts to an action (``cardtext/interrupts.py``): taken in the Interrupt
step, after the action's targets and costs and before its effects [S0 › ACTION SEQUENCE #],
[S0 › INTERRUPT ACTIONS #]; their delayed "after it resolves" effects; the negation of an
action's Fear effects and Melee / Ranged Attacks; Unstoppable [S0 › UNSTOPPABLE #]; the Rules
of Presence and Location in a battle [S0 › ACTIONS IN BATTLE #]. The cards are made up."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import ChooseOption, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.cardtext.triggers import validate_trigger
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_INT = {"event": "before_resolution", "card": "any", "interrupt": True}


def _interrupt(trigger: dict[str, Any], effects: list[dict[str, Any]], **kw: Any
               ) -> dict[str, Any]:
    return {"timing": "reaction", "trigger": {**_INT, **trigger}, "effects": effects, **kw}


DEFS = [
    # "Interrupt: If the action is yours, straighten Plum Lancers once it has resolved."
    cd("Plum Lancers", "follower", force=2, gold_cost=2, focus=1, abilities=[_interrupt(
        {"by": "you"}, [{"op": "after_action_resolves",
                         "effects": [{"op": "straighten", "target": "self"}]}])]),
    # Alice's Holding: "Open: Bow a target Follower. You may gain 1 Honor."
    cd("Plum Drill Yard", "holding", gold_cost=2, abilities=[{
        "timing": "open", "targets": [{"type": "follower"}],
        "effects": [{"op": "bow", "target": 0},
                    {"op": "gain_honor", "amount": 1, "player": "you", "optional": 1}]}]),
    # Alice's Holding: "Open: Bow a target Follower. Gain 1 Honor."
    cd("Plum Parade", "holding", gold_cost=2, abilities=[{
        "timing": "open", "targets": [{"type": "follower"}],
        "effects": [{"op": "bow", "target": 0},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    # "Interrupt: Negate the action's Melee and Ranged Attacks."
    cd("Plum Shell", "strategy", gold_cost=0, focus=1, abilities=[_interrupt(
        {}, [{"op": "negate_action", "what": ["melee", "ranged"]}])]),
    # "Absent Interrupt: Negate the action's Fear effects."
    cd("Plum Courage", "strategy", gold_cost=0, focus=1, abilities=[_interrupt(
        {}, [{"op": "negate_action", "what": ["fear"]}], keywords=["absent"])]),
    # "Interrupt: Negate the effects of a Battle or Engage action."
    cd("Plum Sunrise", "strategy", gold_cost=0, focus=1, abilities=[_interrupt(
        {"action": ["battle", "engage"]}, [{"op": "negate_action"}])]),
    # a Personality: "Interrupt: Negate Stayer's movement from the action."
    cd("Stayer", "personality", clans=["Lion"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=3, personal_honor=2, abilities=[_interrupt(
           {}, [{"op": "negate_action", "on": "self", "what": ["move"]}])]),
    # "Interrupt: When the action is a Ranged Attack, give your target Personality +2F once it
    # has resolved."
    cd("Plum Spotter", "personality", clans=["Lion"], force=1, chi=2, gold_cost=3,
       personal_honor=2, abilities=[_interrupt(
           {"action": "ranged_attack"},
           [{"op": "after_action_resolves", "effects": [
               {"op": "modify_stat", "target": 0, "stat": "force", "amount": 2,
                "duration": "turn"}]}],
           targets=[{"type": "personality", "controller": "you"}])]),
    # Alice's Strategies: Ranged 3 Attack and 1 Honor; the same Unstoppable; Fear 3 and 1
    # Honor; move a target enemy Personality home
    cd("Plum Volley", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "targets": [{"type": "ranged"}],
        "effects": [{"op": "ranged_attack", "target": 0, "amount": 3},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Plum Storm", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "keywords": ["unstoppable"], "targets": [{"type": "ranged"}],
        "effects": [{"op": "ranged_attack", "target": 0, "amount": 3}]}]),
    cd("Plum Dread", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "targets": [{"type": "ranged"}],
        "effects": [{"op": "fear", "target": 0, "amount": 3},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    # "Interrupt: Target your Yojimbo. The action targets him rather than another card if
    # that is legal." (made-up wording)
    cd("Plum Sacrifice", "strategy", gold_cost=0, focus=1, abilities=[_interrupt(
        {}, [{"op": "redirect_target", "to": 0, "from": 1}],
        targets=[{"type": "personality", "controller": "you", "keyword": "Yojimbo"},
                 {"type": "card", "choose": True, "of_action": True}])]),
    cd("Plum Bodyguard", "personality", clans=["Crane"], keywords=["Yojimbo"], force=2,
       chi=2, gold_cost=3, personal_honor=2),
    # Bob's Holdings: "Open: Bow a target enemy Personality (Samurai). Gain 1 Honor."
    cd("Plum Snare", "holding", gold_cost=2, abilities=[{
        "timing": "open", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "bow", "target": 0},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Plum Net", "holding", gold_cost=2, abilities=[{
        "timing": "open", "targets": [{"type": "personality", "controller": "opponent",
                                       "keyword": "Samurai"}],
        "effects": [{"op": "bow", "target": 0},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    # an Item: "Interrupt: Negate the action's Force penalties on the cards of this unit."
    cd("Plum Aegis", "item", force=0, chi=0, gold_cost=1, focus=1, abilities=[_interrupt(
        {}, [{"op": "negate_action", "on": "unit", "what": ["penalty"]}])]),
    # Alice's Strategy: -2F on each of two enemy Personalities, +1F on her own, 1 Honor
    cd("Plum Hex", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle",
        "targets": [{"type": "personality", "controller": "opponent"},
                    {"type": "personality", "controller": "opponent"},
                    {"type": "personality", "controller": "you"}],
        "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -2,
                     "duration": "turn"},
                    {"op": "modify_stat", "target": 1, "stat": "force", "amount": -2,
                     "duration": "turn"},
                    {"op": "modify_stat", "target": 2, "stat": "force", "amount": 1,
                     "duration": "turn"},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Plum Cheer", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Plum Rout", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "move_home", "target": 0}]}]),
]


def _pass_all(game: Game) -> None:
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))


def _yard(hall: str = "Plum Parade") -> tuple[Game, str, str]:
    """Alice's Action Phase: her Lancers (unbowed) and her Holding ``hall``."""
    game = game_at(player(home=[hall, {"title": "Crane Samurai",
                                       "attachments": ["Plum Lancers"]}]),
                   player("Lion Keep", home=["Lion Samurai"]), defs=DEFS)
    s = game.state
    return game, find(s, "Plum Lancers"), find(s, hall)


def test_a_follower_straightens_after_its_players_action_resolves() -> None:
    """Alice's Parade bows her own Lancers and gains 1 Honor: in the Interrupt step (the
    window before the effects) Alice takes the Lancers' Interrupt; the action bows them, Alice
    10 -> 11, then the Lancers straighten. Passed, they stay bowed."""
    for answer in (True, False):
        game, lancers, hall = _yard()
        s = game.state
        game.perform(UseAbility(0, hall, 0, (lancers,)))
        assert s.windows[-1].trigger == "before_resolution"
        use = UseAbility(0, lancers, 0)
        assert use in game.legal_actions()
        if answer:
            game.perform(use)
            assert s.resolving[-1]["after"][0]["card"] == lancers
            assert not s.cards[lancers].bowed  # nothing happens before the action resolves
        _pass_all(game)
        s = game.state
        assert s.cards[lancers].bowed is not answer
        assert s.players[0].family_honor == 11 and not s.resolving


def test_the_delayed_effect_waits_through_a_choice_and_a_save() -> None:
    """The Drill Yard's "you may gain 1 Honor" pauses the resolution: the Lancers are bowed
    and still wait; the game saved there reloads with the waiting effect; once Alice chooses,
    the Lancers straighten (11 Honor)."""
    game, lancers, hall = _yard("Plum Drill Yard")
    game.perform(UseAbility(0, hall, 0, (lancers,)))
    game.perform(UseAbility(0, lancers, 0))
    data = game.state.to_dict()
    assert type(game.state).from_dict(data).to_dict() == data
    _pass_all(game)
    s = game.state
    assert s.options and s.cards[lancers].bowed
    game = Game(type(s).from_dict(s.to_dict()))
    game.perform(ChooseOption(0, apply=True))
    s = game.state
    assert not s.cards[lancers].bowed and s.players[0].family_honor == 11


def test_another_players_action_is_not_the_followers() -> None:
    """Bob's own action bowing Alice's Lancers: "If the action is yours" is Alice's only."""
    game = game_at(player(home=[{"title": "Crane Samurai", "attachments": ["Plum Lancers"]}]),
                   player("Lion Keep", home=["Plum Parade", "Lion Samurai"]), defs=DEFS)
    s = game.state
    game.perform(Pass(0))
    lancers = find(s, "Plum Lancers")
    game.perform(UseAbility(1, find(s, "Plum Parade"), 0, (lancers,)))
    assert not s.windows and s.cards[lancers].bowed


def _battle(alice_hand: list[str], bob_hand: list[str], bob_home: list[Any],
            bob_units: list[Any]) -> Game:
    """Alice attacks with a Lion Samurai (her Strategies ``alice_hand``); Bob defends with
    ``bob_units``; Bob passes the first opportunity."""
    game = attack_game(
        player(name="Alice", home=["Lion Samurai"], hand=alice_hand),
        player("Lion Keep", name="Bob", home=[*bob_home, *bob_units], hand=bob_hand),
        defs=DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    for u in bob_units:
        assign(game, pid(game, u if isinstance(u, str) else u["title"], 1), 0)
    done(game)
    game.perform(Pass(1))
    return game


def test_the_actions_ranged_attack_is_negated_and_its_other_effects_happen() -> None:
    """Alice's Volley (Ranged 3 Attack, 1 Honor) on Bob's Force 2 Crane Samurai: Bob's Shell
    negates its Melee and Ranged Attacks: the Samurai stays, Alice still gains (10 -> 11),
    the Shell is discarded; passed, the Samurai is destroyed."""
    for answer in (True, False):
        game = _battle(["Plum Volley"], ["Plum Shell"], [], ["Crane Samurai"])
        s = game.state
        crane, shell = pid(game, "Crane Samurai", 1), pid(game, "Plum Shell", 1)
        game.perform(UseAbility(0, pid(game, "Plum Volley", 0), 0, (crane,)))
        game.perform(Pass(0))  # Alice, active, passes first
        if answer:
            game.perform(UseAbility(1, shell, 0))
            assert s.resolving[-1]["negate"] == [{"on": "", "what": ["melee", "ranged"]}]
        _pass_all(game)
        s = game.state
        assert (s.cards[crane].zone is Zone.BATTLEFIELD) is answer
        assert s.players[0].family_honor == 11
        assert (shell in s.players[1].fate_discard) is answer


def test_fear_negated_and_absent_without_presence() -> None:
    """Alice's Dread (Fear 3, 1 Honor) on Bob's defending Crane Samurai: Bob's Courage
    negates the Fear: the Samurai stays unbowed, Alice 10 -> 11. With no unit of Bob's
    there, his Shell (not Absent) is not offered for Alice's Cheer, his Courage is."""
    game = _battle(["Plum Dread"], ["Plum Courage", "Plum Shell"], [], ["Crane Samurai"])
    s = game.state
    crane = pid(game, "Crane Samurai", 1)
    game.perform(UseAbility(0, pid(game, "Plum Dread", 0), 0, (crane,)))
    game.perform(Pass(0))
    bob = game.legal_actions()
    assert UseAbility(1, pid(game, "Plum Courage", 1), 0) in bob
    game.perform(UseAbility(1, pid(game, "Plum Courage", 1), 0))
    _pass_all(game)
    assert not s.cards[crane].bowed and s.players[0].family_honor == 11
    # Bob without a unit at the battlefield: Alice's Cheer opens a window for the Absent
    # Courage only, not for the Shell
    for hand, window in ((["Plum Shell"], False), (["Plum Courage"], True)):
        game = _battle(["Plum Cheer"], hand, ["Crane Samurai"], [])
        s = game.state
        game.perform(UseAbility(0, pid(game, "Plum Cheer", 0), 0))
        assert bool(s.windows) is window


def test_unstoppable_refuses_other_players_interrupts() -> None:
    """Alice's Unstoppable Storm: Bob's Shell is not offered, the Samurai is destroyed."""
    game = _battle(["Plum Storm"], ["Plum Shell"], [], ["Crane Samurai"])
    s = game.state
    crane = pid(game, "Crane Samurai", 1)
    game.perform(UseAbility(0, pid(game, "Plum Storm", 0), 0, (crane,)))
    assert not s.windows and s.cards[crane].zone is not Zone.BATTLEFIELD


def test_a_battle_or_engage_action_only() -> None:
    """Bob's Sunrise negates Alice's Battle action (no Honor for her Volley, the Samurai
    stays); in the Action Phase her Open action opens no window for it."""
    game = _battle(["Plum Volley"], ["Plum Sunrise"], [], ["Crane Samurai"])
    s = game.state
    crane = pid(game, "Crane Samurai", 1)
    game.perform(UseAbility(0, pid(game, "Plum Volley", 0), 0, (crane,)))
    game.perform(Pass(0))
    game.perform(UseAbility(1, pid(game, "Plum Sunrise", 1), 0))
    _pass_all(game)
    assert s.cards[crane].zone is Zone.BATTLEFIELD and s.players[0].family_honor == 10
    game = game_at(player(home=["Plum Parade", {"title": "Crane Samurai",
                                                "attachments": ["Horse Archers"]}]),
                   player("Lion Keep", home=["Lion Samurai"], hand=["Plum Sunrise"]),
                   defs=[*DEFS, cd("Horse Archers", "follower", force=2, gold_cost=2)])
    s = game.state
    game.perform(UseAbility(0, find(s, "Plum Parade"), 0, (find(s, "Horse Archers"),)))
    assert not s.windows and s.players[0].family_honor == 11


def test_location_a_personality_at_home_may_not_interrupt() -> None:
    """Alice's Rout moves Bob's Stayer home: at the battlefield his Interrupt negates the
    movement (he stays); Bob's Stayer at home is no unit at the current battlefield: his
    Interrupt is not offered for Alice's Volley on Bob's other defender."""
    game = _battle(["Plum Rout"], [], [], ["Stayer"])
    s = game.state
    stayer = pid(game, "Stayer", 1)
    game.perform(UseAbility(0, pid(game, "Plum Rout", 0), 0, (stayer,)))
    game.perform(Pass(0))
    game.perform(UseAbility(1, stayer, 0))
    _pass_all(game)
    assert s.cards[stayer].zone is Zone.BATTLEFIELD
    game = _battle(["Plum Volley"], [], ["Stayer"], ["Crane Samurai"])
    s = game.state
    game.perform(UseAbility(0, pid(game, "Plum Volley", 0), 0,
                            (pid(game, "Crane Samurai", 1),)))
    assert not s.windows


def test_after_a_ranged_attack_the_bonus() -> None:
    """Alice's Volley (3) on Bob's Crane Samurai (Force 2); Bob's Spotter targets his other
    Personality, the Lion Samurai (3F): the attack destroys the Crane Samurai, then the Lion
    Samurai has 5F."""
    game = _battle(["Plum Volley"], [], [], ["Crane Samurai", "Plum Spotter"])
    s = game.state
    crane, spotter = pid(game, "Crane Samurai", 1), pid(game, "Plum Spotter", 1)
    game.perform(UseAbility(0, pid(game, "Plum Volley", 0), 0, (crane,)))
    game.perform(Pass(0))
    acts = [a for a in game.legal_actions() if isinstance(a, UseAbility)]
    assert {a.targets for a in acts} == {(spotter,), (crane,)}  # his cards at the battlefield
    game.perform(UseAbility(1, spotter, 0, (spotter,)))
    assert stats.force(s, spotter) == 1
    _pass_all(game)
    assert s.cards[crane].zone is not Zone.BATTLEFIELD and stats.force(s, spotter) == 3


def test_the_action_targets_the_yojimbo_instead() -> None:
    """Bob's Snare on Alice's Crane Samurai (bow, 1 Honor): Alice's Sacrifice targets her
    Bodyguard and chooses the Samurai among the action's targets: the Bodyguard is bowed, the
    Samurai not, Bob 10 -> 11. Bob's Net asks for a Samurai: the Bodyguard is no legal
    target, the Samurai is bowed."""
    for tool, bowed in (("Plum Snare", "Plum Bodyguard"), ("Plum Net", "Crane Samurai")):
        game = game_at(player(home=["Crane Samurai", "Plum Bodyguard"],
                              hand=["Plum Sacrifice"]),
                       player("Lion Keep", home=[tool, "Lion Samurai"]), defs=DEFS)
        s = game.state
        game.perform(Pass(0))
        sam, guard = find(s, "Crane Samurai"), find(s, "Plum Bodyguard")
        game.perform(UseAbility(1, find(s, tool), 0, (sam,)))
        use = UseAbility(0, find(s, "Plum Sacrifice"), 0, (guard, sam))
        acts = game.legal_actions()
        assert use in acts and UseAbility(0, use.card, 0, (guard, guard)) not in acts
        game.perform(use)
        _pass_all(game)
        s = game.state
        assert [c for c in (sam, guard) if s.cards[c].bowed] == [find(s, bowed)]
        assert s.players[1].family_honor == 11


def test_force_penalties_negated_on_the_cards_of_its_unit() -> None:
    """Alice's Hex: -2F on Bob's Crane Samurai (carrying the Aegis) and on his Lion Samurai,
    +1F on her own, 1 Honor. Bob's Aegis negates the penalties on its unit's cards: the Crane
    Samurai keeps 2F, the Lion Samurai goes 3 -> 1, Alice's Samurai 3 -> 4, Alice 10 -> 11."""
    game = _battle(["Plum Hex"], [], [], [{"title": "Crane Samurai",
                                           "attachments": ["Plum Aegis"]}, "Lion Samurai"])
    s = game.state
    crane, lion, mine = (pid(game, "Crane Samurai", 1), pid(game, "Lion Samurai", 1),
                         pid(game, "Lion Samurai", 0))
    game.perform(UseAbility(0, pid(game, "Plum Hex", 0), 0, (crane, lion, mine)))
    game.perform(Pass(0))
    game.perform(UseAbility(1, pid(game, "Plum Aegis", 1), 0))
    assert s.resolving[-1]["negate"][0]["cards"] == [crane, pid(game, "Plum Aegis", 1)]
    _pass_all(game)
    assert (stats.force(s, crane), stats.force(s, lion), stats.force(s, mine)) == (2, 1, 4)
    assert s.players[0].family_honor == 11


def test_the_validator() -> None:
    for d in DEFS:
        for rec in d.get("abilities", []):
            assert not abilities.validate(rec), d["title"]
            if rec.get("trigger"):
                assert not validate_trigger(rec), d["title"]
    lancers = DEFS[0]["abilities"][0]
    assert abilities.validate({**lancers, "effects": [
        {"op": "after_action_resolves", "effects": [{"op": "destroy", "target": "self"}]}]})
    assert abilities.validate({**lancers, "effects": [
        {"op": "after_action_resolves", "card": "p0-1", "effects": [
            {"op": "straighten", "target": "self"}]}]})
    assert validate_trigger({**lancers, "trigger": {**_INT, "interrupt": False}})
    assert validate_trigger({**lancers, "trigger": {"event": "targeted", "card": "any",
                                                     "interrupt": True}})
    assert abilities.validate({**lancers, "effects": [
        {"op": "negate_action", "what": ["bow"]}]})  # a kind on a card names the card
