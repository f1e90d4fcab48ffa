"""The response window between an action's targeting and its costs and effects
[CE › TAKING ACTIONS FROM ABILITIES › B. Required targeting, C. Pay costs, D. Action
resolution], [CE › TIMING AND TRIGGERS], [CE › PREVENTION (Including Negation)]:
"after an action targets" Reactions negate the action or some of its effects on a card
(``cardtext/targeted.py``, ``cardtext/negation.py``)."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.cardtext.triggers import validate_trigger
from l5r_desktop.games.ccg.events import WindowOpened
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player


def _reaction(name: str, effects: list[dict], **trigger) -> dict:
    return {"name": name, "timing": "reaction",
            "trigger": {"event": "targeted", **trigger}, "effects": effects}


DEFS = [
    # "After another player's action targets this card: Negate this card's destruction from
    # the action's effects."
    cd("Warded Samurai", "personality", clans=["Lion"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=4, personal_honor=2, abilities=[_reaction(
           "Ward", [{"op": "negate_action", "on": "self", "what": ["destroy"]}],
           card="self", by="other")]),
    # "After another player's Political action targets one of your Personalities: Negate its
    # effects."
    cd("Wary Courtier", "personality", clans=["Lion"], keywords=["Courtier"], force=1, chi=2,
       gold_cost=4, personal_honor=2, abilities=[_reaction(
           "Refuse", [{"op": "negate_action"}], card="yours", by="other",
           action="political", type="personality")]),
    # "After an action targets your Personality: bow the action's card" (to break its cost)
    cd("Spoiler", "personality", clans=["Lion"], keywords=["Samurai"], force=1, chi=2,
       gold_cost=4, personal_honor=2, abilities=[{
           "name": "Spoil", "timing": "reaction",
           "trigger": {"event": "targeted", "card": "yours", "by": "other"},
           "targets": [{"type": "personality", "controller": "opponent"}],
           "effects": [{"op": "bow", "target": 0}]}]),
    # A Limited action with a bow cost that bows and gives -2F to an enemy Personality.
    cd("Taunting Duelist", "personality", clans=["Crane"], keywords=["Samurai"], force=2,
       chi=2, gold_cost=4, personal_honor=2, abilities=[{
           "name": "Taunt", "timing": "limited", "cost": {"bow_self": True},
           "targets": [{"type": "personality", "controller": "opponent"}],
           "effects": [{"op": "bow", "target": 0},
                       {"op": "modify_stat", "target": 0, "stat": "force", "amount": -2,
                        "duration": "turn"},
                       {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    # "When another player's action would target one of your Shugenja here, it targets this
    # card instead, if legal" and "After another player's action targets this card: negate
    # this card's destruction from the action's effects"
    cd("Shield Bearer", "personality", clans=["Lion"], keywords=["Samurai"], force=2, chi=2,
       gold_cost=4, personal_honor=2, abilities=[
           {"name": "Interpose", "timing": "reaction",
            "trigger": {"event": "would_target", "card": "yours", "type": "personality",
                        "keyword": "Shugenja", "by": "other", "here": True},
            "effects": [{"op": "redirect_target", "to": "self"}]},
           _reaction("Brace", [{"op": "negate_action", "on": "self", "what": ["destroy"]}],
                     card="self", by="other")]),
    cd("Lion Shugenja", "personality", clans=["Lion"], keywords=["Shugenja"], force=1, chi=3,
       gold_cost=4, personal_honor=1),
    cd("Slander", "strategy", gold_cost=0, focus=1, abilities=[{
        "name": "Slander", "timing": "limited", "keywords": ["political"],
        "cost": {"gold": "card"},
        "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "dishonor", "target": 0},
                    {"op": "gain_honor", "amount": 2, "player": "you"}]}]),
]


def _game(alice_home: list, alice_hand: list, bob_home: list) -> Game:
    return game_at(player(home=alice_home, hand=alice_hand),
                   player("Lion Keep", home=bob_home), defs=DEFS)


def _opened(events) -> list[WindowOpened]:
    return [e for e in events if isinstance(e, WindowOpened)]


def test_a_reaction_to_the_targeting_negates_the_destruction_before_the_effects() -> None:
    """Assassin targets Bob's Warded Samurai: the window opens after the targeting, before
    any effect (the Samurai still in play, the Strategy not yet resolved); Alice (active) is
    asked first and passes, Bob negates the destruction, both pass: the Assassin resolves,
    the Samurai stays, the Strategy is discarded and the opportunity passes to Bob."""
    game = _game([], ["Assassin"], ["Warded Samurai"])
    s = game.state
    sam, assassin = find(s, "Warded Samurai"), find(s, "Assassin")
    events = game.perform(UseAbility(0, assassin, 0, (sam,)))
    assert [(w.trigger, w.cards) for w in _opened(events)] == [("targeted", (sam,))]
    s = game.state
    assert s.cards[sam].zone is Zone.HOME and s.cards[assassin].zone is Zone.HAND
    assert game.waiting_for == 0 and game.legal_actions() == [Pass(0)]
    game.perform(Pass(0))
    assert game.legal_actions() == [Pass(1), UseAbility(1, sam, 0)]
    game.perform(UseAbility(1, sam, 0))
    assert game.state.resolving[-1]["negate"] == [{"on": sam, "what": ["destroy"]}]
    game.perform(Pass(0))
    events = game.perform(Pass(1))
    s = game.state
    assert s.cards[sam].zone is Zone.HOME
    assert s.cards[assassin].zone is Zone.FATE_DISCARD
    assert not s.windows and not s.resolving and s.priority == 1
    assert any("is negated" in getattr(e, "text", "") for e in events)


def test_without_the_response_the_action_resolves_as_before() -> None:
    """Both players pass: the destruction happens; a game with no card answering the
    targeting opens no window at all and resolves at once."""
    game = _game([], ["Assassin"], ["Warded Samurai"])
    s = game.state
    sam = find(s, "Warded Samurai")
    game.perform(UseAbility(0, find(s, "Assassin"), 0, (sam,)))
    game.perform(Pass(0))
    game.perform(Pass(1))
    assert game.state.cards[sam].zone is not Zone.HOME
    plain = _game([], ["Assassin"], ["Lion Samurai"])
    lion = find(plain.state, "Lion Samurai")
    events = plain.perform(UseAbility(0, find(plain.state, "Assassin"), 0, (lion,)))
    assert not _opened(events) and plain.state.cards[lion].zone is not Zone.HOME


def test_no_window_when_nobody_may_answer() -> None:
    """The Warded Samurai answers only another player's action targeting him: a bowed one
    cannot respond: no window opens and the action resolves at once."""
    game = _game([], ["Assassin"], [{"title": "Warded Samurai", "bowed": True}])
    sam = find(game.state, "Warded Samurai")
    events = game.perform(UseAbility(0, find(game.state, "Assassin"), 0, (sam,)))
    assert not _opened(events) and game.state.cards[sam].zone is not Zone.HOME
    assert not game.state.resolving


def test_negating_all_effects_of_a_political_action_only() -> None:
    """The Wary Courtier negates a Political action targeting Bob's Personality: Slander
    neither dishonors nor gains Alice Honor, but it was still taken (discarded). Assassin is
    not Political: no window."""
    game = _game([], ["Slander"], ["Wary Courtier", "Lion Samurai"])
    s = game.state
    lion, wary, slander = find(s, "Lion Samurai"), find(s, "Wary Courtier"), find(s, "Slander")
    events = game.perform(UseAbility(0, slander, 0, (lion,)))
    assert [w.cards for w in _opened(events)] == [(lion,)]
    game.perform(Pass(0))
    game.perform(UseAbility(1, wary, 0))
    game.perform(Pass(0))
    game.perform(Pass(1))
    s = game.state
    assert not s.cards[lion].dishonored and s.players[0].family_honor == 10
    assert s.cards[slander].zone is Zone.FATE_DISCARD and s.priority == 1
    other = _game([], ["Assassin"], ["Wary Courtier", "Lion Samurai"])
    lion2 = find(other.state, "Lion Samurai")
    events = other.perform(UseAbility(0, find(other.state, "Assassin"), 0, (lion2,)))
    assert not _opened(events)


def test_the_costs_come_after_the_window_and_an_unpayable_cost_fails_the_action() -> None:
    """[CE › B. Required targeting]: the Spoiler bows the Taunting Duelist after his Taunt
    targeted: the Taunt's bow cost can no longer be paid, so the action fails: no effect, no
    Honor, the ability used this turn, the opportunity passed."""
    game = _game(["Taunting Duelist"], [], ["Spoiler", "Lion Samurai"])
    s = game.state
    duel, spoil, lion = (find(s, "Taunting Duelist"), find(s, "Spoiler"),
                         find(s, "Lion Samurai"))
    game.perform(UseAbility(0, duel, 0, (lion,)))
    assert not game.state.cards[duel].bowed  # the cost is not paid yet
    game.perform(Pass(0))
    game.perform(UseAbility(1, spoil, 0, (duel,)))
    game.perform(Pass(0))
    events = game.perform(Pass(1))
    s = game.state
    assert s.cards[duel].bowed and not s.cards[lion].bowed
    assert stats.force(s, lion) == 3 and s.players[0].family_honor == 10
    assert s.cards[duel].ability_uses[0] == s.turn and s.priority == 1
    assert any("the action fails" in getattr(e, "text", "") for e in events)


def test_negation_on_one_card_leaves_the_other_effects() -> None:
    """"Negate this card's destruction" negates only that: a bow and a Force penalty on the
    same card, and Honor, still happen (effects are prevented individually)."""
    d = cd("Ward Breaker", "personality", clans=["Crane"], keywords=["Samurai"], force=2, chi=2,
           gold_cost=4, personal_honor=2, abilities=[{
               "name": "Break", "timing": "limited",
               "targets": [{"type": "personality", "controller": "opponent"}],
               "effects": [{"op": "bow", "target": 0}, {"op": "destroy", "target": 0},
                           {"op": "gain_honor", "amount": 1, "player": "you"}]}])
    game = game_at(player(home=["Ward Breaker"]), player("Lion Keep", home=["Warded Samurai"]),
                   defs=[*DEFS, d])
    s = game.state
    brk, sam = find(s, "Ward Breaker"), find(s, "Warded Samurai")
    game.perform(UseAbility(0, brk, 0, (sam,)))
    game.perform(Pass(0))
    game.perform(UseAbility(1, sam, 0))
    game.perform(Pass(0))
    game.perform(Pass(1))
    s = game.state
    assert s.cards[sam].zone is Zone.HOME and s.cards[sam].bowed
    assert s.players[0].family_honor == 11


def test_a_save_inside_the_window_reloads_with_what_was_negated() -> None:
    game = _game([], ["Assassin"], ["Warded Samurai"])
    s = game.state
    sam = find(s, "Warded Samurai")
    game.perform(UseAbility(0, find(s, "Assassin"), 0, (sam,)))
    game.perform(Pass(0))
    game.perform(UseAbility(1, sam, 0))
    data = game.state.to_dict()
    again = type(game.state).from_dict(data)
    assert again.to_dict() == data and again.resolving == game.state.resolving
    copied = game.state.clone()
    copied.resolving[-1]["negate"].append({"on": ""})
    assert game.state.resolving[-1]["negate"] == [{"on": sam, "what": ["destroy"]}]


def test_a_redirection_before_the_targeting_then_a_negation_after_it() -> None:
    """[CE › TIMING AND TRIGGERS: "when ... would"], [CE › SUBSTITUTION]: Assassin would
    target Bob's Shugenja; the Shield Bearer at the same place takes the targeting instead
    ("would target" window first), then, the action now targeting him, negates his
    destruction ("targets" window): nobody dies, Assassin is discarded."""
    game = _game([], ["Assassin"], ["Shield Bearer", "Lion Shugenja"])
    s = game.state
    bearer, shu, assassin = (find(s, "Shield Bearer"), find(s, "Lion Shugenja"),
                             find(s, "Assassin"))
    events = game.perform(UseAbility(0, assassin, 0, (shu,)))
    assert [(w.trigger, w.cards) for w in _opened(events)] == [("would_target", (shu,))]
    game.perform(Pass(0))
    game.perform(UseAbility(1, bearer, 0))
    game.perform(Pass(0))
    events = game.perform(Pass(1))
    assert [(w.trigger, w.cards) for w in _opened(events)] == [("targeted", (bearer,))]
    assert game.state.resolving[-1]["targets"] == [bearer]
    game.perform(Pass(0))
    game.perform(UseAbility(1, bearer, 1))
    game.perform(Pass(0))
    game.perform(Pass(1))
    s = game.state
    assert s.cards[bearer].zone is Zone.HOME and s.cards[shu].zone is Zone.HOME
    assert s.cards[assassin].zone is Zone.FATE_DISCARD and not s.resolving
    assert not s.windows and s.priority == 1


def test_a_redirection_to_an_illegal_target_changes_nothing() -> None:
    """Shame targets an honorable enemy Personality: a dishonorable Shield Bearer is no legal
    target, so Shame still dishonors the Shugenja."""
    game = _game([], ["Shame"], [{"title": "Shield Bearer", "dishonored": True},
                                 "Lion Shugenja"])
    s = game.state
    bearer, shu = find(s, "Shield Bearer"), find(s, "Lion Shugenja")
    game.perform(UseAbility(0, find(s, "Shame"), 0, (shu,)))
    game.perform(Pass(0))
    events = game.perform(UseAbility(1, bearer, 0))
    assert any("not a legal target" in getattr(e, "text", "") for e in events)
    game.perform(Pass(0))
    game.perform(Pass(1))
    assert game.state.cards[shu].dishonored and not game.state.windows


@pytest.mark.parametrize(("trigger", "problem"), [
    ({"event": "targeted", "card": "self", "by": "someone"}, "by is any, you or other"),
    ({"event": "targeted", "card": "yours", "unit": 1}, "unit is true or absent"),
    ({"event": "targeted", "card": "yours", "color": "red"}, "keys are among"),
])
def test_the_validator_names_a_bad_targeted_trigger(trigger: dict, problem: str) -> None:
    rec = {"timing": "reaction", "trigger": trigger, "effects": [{"op": "negate_action"}]}
    assert any(problem in p for p in validate_trigger(rec))
    assert not validate_trigger({**rec, "trigger": {"event": "targeted", "card": "self"}})


def test_the_validator_names_a_bad_negation() -> None:
    base = {"timing": "reaction", "trigger": {"event": "targeted", "card": "self"}}
    assert not abilities.validate({**base, "effects": [{"op": "negate_action", "on": "self",
                                                        "what": ["bow", "move"]}]})
    assert abilities.validate({**base, "effects": [{"op": "negate_action", "what": ["bow"]}]})
    assert abilities.validate({**base, "effects": [{"op": "negate_action", "on": "self",
                                                    "what": ["straighten"]}]})
    assert abilities.validate({**base, "effects": [{"op": "negate_action", "on": "target"}]})
    assert not abilities.validate({**base, "effects": [{"op": "redirect_target", "to": 0}]})
    assert abilities.validate({**base, "effects": [{"op": "redirect_target", "to": "him"}]})
