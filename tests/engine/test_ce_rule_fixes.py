"""Issue 15's held-back rule checks, each a scenario (state in, action, exact numbers out):

* simultaneous Dishonor: the active player chooses who loses first [CE comprehensive rules ›
  PLAYERS WINNING AND LOSING › Dishonor Victory];
* continuous "will not be destroyed" / "will not bow" traits [CE › PREVENTION (Including
  Negation)], honoured by effects, Chi death, battle resolution, Fear and costs;
* stat changes as costs ("-2 Chi:") [CE › COSTS › Costs and changes].
"""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import ChooseLoser, Lobby, Manual, Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.events import Note, PlayerLost
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Step, Zone
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, fight

FIX_DEFS = [
    cd("Bitter Feud", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Feud", "timing": "limited", "effects": [
           {"op": "lose_honor", "amount": 2, "player": "you"},
           {"op": "lose_honor", "amount": 2, "player": "opponent"}]}]),
    cd("Iron Monk", "personality", clans=["Crane"], keywords=["Monk"], force=2, chi=2,
       honor_requirement=0, gold_cost=4, personal_honor=1,
       abilities=[{"timing": "continuous", "prevents": "destroyed", "applies_to": "self"}]),
    cd("Rooted Sentry", "personality", clans=["Lion"], keywords=["Samurai"], force=2, chi=2,
       honor_requirement=0, gold_cost=4, personal_honor=2,
       abilities=[{"timing": "continuous", "prevents": "bowed", "applies_to": "self"},
                  {"name": "Stand Firm", "timing": "limited", "cost": {"bow_self": True},
                   "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Drill Yard", "holding", gold_cost=2,
       abilities=[{"name": "Drill", "timing": "limited", "cost": {"bow_targets": [0]},
                   "targets": [{"type": "personality", "controller": "you",
                                "performer": True, "bowed": False}],
                   "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Jade Charm", "item", gold_cost=1, focus=1,
       abilities=[{"timing": "continuous", "prevents": "destroyed", "applies_to": "host"}]),
    cd("Trip Wire", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Trip", "timing": "limited",
                   "targets": [{"type": "personality", "controller": "opponent"}],
                   "effects": [{"op": "bow", "target": 0},
                               {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Drain Chi", "strategy", gold_cost=0, focus=1,
       abilities=[{"name": "Drain", "timing": "limited",
                   "targets": [{"type": "personality", "controller": "you"}],
                   "effects": [{"op": "modify_stat", "target": 0, "stat": "chi",
                                "amount": -2, "duration": "turn"}]}]),
    cd("Ascetic", "personality", clans=["Crane"], keywords=["Monk"], force=1, chi=3,
       honor_requirement=0, gold_cost=3, personal_honor=1,
       abilities=[{"name": "Inner Fire", "timing": "limited",
                   "cost": {"stat": {"card": "self", "stat": "chi", "amount": -2}},
                   "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}]),
    cd("Hermit", "personality", clans=["Crane"], keywords=["Monk"], force=1, chi=2,
       honor_requirement=0, gold_cost=3, personal_honor=1,
       abilities=[{"name": "Last Breath", "timing": "limited",
                   "cost": {"stat": {"card": "self", "stat": "chi", "amount": -2}},
                   "effects": [{"op": "gain_honor", "amount": 3, "player": "you"}]}]),
]


def fix_game(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None,
             **kw: Any) -> Game:
    """A game at a position with this module's test cards."""
    return game_at(p1, p2, defs=FIX_DEFS, **kw)


# -- simultaneous Dishonor ---------------------------------------------------------------------

def feud_game(profile: str = "celestial") -> tuple[Game, str]:
    game = fix_game(player(hand=["Bitter Feud"], family_honor=-18),
                    player("Lion Keep", name="Bob", family_honor=-18), profile=profile)
    return game, find(game.state, "Bitter Feud")


@pytest.mark.parametrize("profile", ["celestial", "gold"])
def test_simultaneous_dishonor_asks_the_active_player_who_loses_first(profile: str) -> None:
    """Both players reach -20 from one action: nobody loses yet; play stops and the active
    player (Alice) chooses who loses first. She names Bob: Bob loses, Alice wins by Dishonor
    although she is at -20 herself ("the last player left wins")."""
    game, feud = feud_game(profile)
    events = game.perform(UseAbility(0, card=feud))
    s = game.state
    assert [p.family_honor for p in s.players] == [-20, -20]
    assert not any(isinstance(e, PlayerLost) for e in events)
    assert s.step is Step.LOSS_ORDER and s.halted and not s.game_over
    assert s.winner is None and game.waiting_for == 0
    assert game.legal_actions() == [ChooseLoser(0, loser=0), ChooseLoser(0, loser=1)]
    assert game.legal_actions(1) == []
    assert ChooseLoser(0, loser=1).label(s) == "Bob loses first"
    events = game.perform(ChooseLoser(0, loser=1))
    assert [e.player for e in events if isinstance(e, PlayerLost)] == [1]
    assert s.game_over and s.winner == 0 and s.victory == "dishonor"
    assert [p.eliminated for p in s.players] == [False, True]
    assert game.waiting_for is None


def test_the_active_player_may_choose_to_lose_first() -> None:
    """Choosing herself first makes Bob the last player left: Bob wins."""
    game, feud = feud_game()
    game.perform(UseAbility(0, card=feud))
    game.perform(ChooseLoser(0, loser=0))
    assert game.state.winner == 1 and game.state.victory == "dishonor"


def test_only_the_active_player_chooses_and_nothing_else_happens_meanwhile() -> None:
    game, feud = feud_game()
    game.perform(UseAbility(0, card=feud))
    for wrong, why in ((ChooseLoser(1, loser=0), "active player chooses"),
                       (Pass(0), "chooses who loses first"),
                       (ChooseLoser(0, loser=5), "not losing through Dishonor")):
        assert why in (game.why_illegal(wrong) or "")
        with pytest.raises(IllegalActionError):
            game.perform(wrong)
    assert game.state.step is Step.LOSS_ORDER


def test_loss_order_undoes_and_survives_a_position_round_trip() -> None:
    """The decision is part of the state: undo walks back through it, and a position written
    while it waits loads back into it."""
    game, feud = feud_game()
    before = game.fingerprint()
    game.perform(UseAbility(0, card=feud))
    waiting = game.fingerprint()
    again = Game.from_position(game.position())  # (a position numbers card ids afresh)
    assert again.state.step is Step.LOSS_ORDER and again.waiting_for == 0
    assert again.position() == game.position()
    again.perform(ChooseLoser(0, loser=1))
    assert again.state.winner == 0
    game.perform(ChooseLoser(0, loser=1))
    game.undo()
    assert game.fingerprint() == waiting and game.state.winner is None
    game.undo()
    assert game.fingerprint() == before and game.state.players[0].family_honor == -18


def test_choose_loser_is_refused_when_nobody_is_losing() -> None:
    game = fix_game()
    assert "Nobody is losing" in (game.why_illegal(ChooseLoser(0, loser=1)) or "")


def test_one_player_dishonored_still_loses_at_once() -> None:
    """Only Bob reaches -20: no choice, Alice wins by Dishonor as before."""
    game = fix_game(player(hand=["Bitter Feud"], family_honor=-10),
                    player("Lion Keep", name="Bob", family_honor=-18))
    game.perform(UseAbility(0, card=find(game.state, "Bitter Feud")))
    s = game.state
    assert s.game_over and s.winner == 0 and s.victory == "dishonor"
    assert [p.family_honor for p in s.players] == [-12, -20]


# -- continuous prevention ---------------------------------------------------------------------

def test_will_not_be_destroyed_by_an_effect() -> None:
    """Assassin destroys its target; the Iron Monk's trait prevents it: he stays, a note."""
    game = fix_game(player(hand=["Assassin"]), player("Lion Keep", name="Bob",
                                                      home=["Iron Monk"]))
    s = game.state
    monk = find(s, "Iron Monk")
    events = game.perform(UseAbility(0, card=find(s, "Assassin"), targets=(monk,)))
    assert s.cards[monk].zone is Zone.HOME
    assert any(isinstance(e, Note) and "will not be destroyed" in e.text for e in events)
    assert s.players[1].family_honor == 10


def test_an_attachment_keeps_its_personality_from_chi_death_while_attached() -> None:
    """Chi 2 - 2 = 0 while the Jade Charm is on him: Chi death fails (no event, no loop).
    When the Charm is discarded, Chi death destroys him [CE › PREVENTION, EXCEPTION]."""
    game = fix_game(player(hand=["Drain Chi"],
                           home=[{"title": "Crane Samurai", "attachments": ["Jade Charm"]}]))
    s = game.state
    sam, charm = find(s, "Crane Samurai"), find(s, "Jade Charm")
    events = game.perform(UseAbility(0, card=find(s, "Drain Chi"), targets=(sam,)))
    assert stats.chi(s, sam) == 0 and s.cards[sam].zone is Zone.HOME
    assert not any(isinstance(e, Note) and "destroyed" in e.text for e in events)
    game.perform(Pass(1))  # Bob passes; Alice discards the Charm with the toolkit
    game = Game.from_position({**game.position(), "automation": "manual"})
    s = game.state
    game.perform(Manual(s.priority, op="discard", card=charm))
    assert s.cards[sam].zone is Zone.HONORABLY_DEAD


def test_will_not_be_destroyed_in_battle_resolution_but_his_follower_is() -> None:
    """Alice's 2F Iron Monk with Spearmen (2F) attacks Bob's 7F Lion Samurai with Katana... Bob
    wins and destroys every card in the attacking army: the Monk will not be destroyed, his
    Spearmen are; 1 card destroyed -> Bob gains 2 Honor."""
    game = attack_game(player(name="Alice", home=[{"title": "Iron Monk",
                                                   "attachments": ["Spearmen"]}]),
                       player("Lion Keep", name="Bob",
                              home=[{"title": "Lion Samurai",
                                     "attachments": ["Katana", "Elite Guard"]}]),
                       defs=FIX_DEFS)
    s = game.state
    monk, spear = find(s, "Iron Monk"), find(s, "Spearmen")
    declare(game)
    assign(game, monk, 0)
    done(game)
    assign(game, find(s, "Lion Samurai"), 0)
    done(game)
    fight(game, 0)
    assert s.cards[monk].zone.in_play
    assert s.cards[spear].zone is Zone.FATE_DISCARD
    assert s.players[1].family_honor == 12


def test_will_not_bow_effects_fail_and_bow_costs_cannot_be_paid() -> None:
    """Trip Wire may still target the Rooted Sentry (a choice to bow him is legal); the bowing
    fails and the rest resolves (+1 Honor). His own 'bow this card' ability and Lobby cannot be
    paid with him [CE › COSTS › Costs and changes]."""
    game = fix_game(player(hand=["Trip Wire"]),
                    player("Lion Keep", name="Bob", home=["Rooted Sentry"]))
    s = game.state
    sentry = find(s, "Rooted Sentry")
    wire = find(s, "Trip Wire")
    assert UseAbility(0, card=wire, targets=(sentry,)) in game.legal_actions()
    events = game.perform(UseAbility(0, card=wire, targets=(sentry,)))
    assert not s.cards[sentry].bowed and s.players[0].family_honor == 11
    assert any(isinstance(e, Note) and "will not bow" in e.text for e in events)
    bob = fix_game(player(name="Alice", family_honor=5),
                   player("Lion Keep", name="Bob", home=["Rooted Sentry"]), active=1)
    s2 = bob.state
    sentry2 = find(s2, "Rooted Sentry")
    offered = bob.legal_actions()
    assert not any(isinstance(a, UseAbility) and a.card == sentry2 for a in offered)
    assert not any(isinstance(a, Lobby) for a in offered)
    assert "will not bow" in (abilities.use_problem(s2, 1, sentry2, 1) or "")
    assert "will not bow" in (bob.why_illegal(Lobby(1, card=sentry2)) or "")


def test_a_card_that_will_not_bow_cannot_be_chosen_to_pay_a_bow_targets_cost() -> None:
    """"Bow your performing Personality:" (a ``bow_targets`` cost) cannot be paid with the
    Rooted Sentry, who will not bow: "Effects that prevent ... the change will also prevent
    ... the cost payment" [CE comprehensive rules › COSTS › Costs and changes]. Only the
    Crane Samurai is offered; choosing the Sentry is refused and changes nothing; the Samurai
    pays (bowed) and Family Honor goes 10 -> 11."""
    game = fix_game(player(home=["Drill Yard", "Rooted Sentry", "Crane Samurai"]),
                    player("Lion Keep", name="Bob"))
    s = game.state
    yard, sentry = find(s, "Drill Yard"), find(s, "Rooted Sentry")
    samurai = find(s, "Crane Samurai")
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == yard]
    assert [u.targets for u in uses] == [(samurai,)]
    before = game.fingerprint()
    with pytest.raises(IllegalActionError, match="Rooted Sentry will not bow"):
        game.perform(UseAbility(0, card=yard, targets=(sentry,)))
    assert game.fingerprint() == before and s.players[0].family_honor == 10
    game.perform(uses[0])
    assert s.cards[samurai].bowed and not s.cards[sentry].bowed
    assert not s.cards[yard].bowed and s.players[0].family_honor == 11


def test_continuous_records_validate() -> None:
    ok = {"timing": "continuous", "prevents": "bowed", "applies_to": "host"}
    assert abilities.validate(ok) == []
    assert abilities.validate({**ok, "prevents": "moved"})
    assert abilities.validate({**ok, "applies_to": "army"})
    assert abilities.validate({**ok, "effects": [{"op": "bow", "target": "self"}]})


# -- stat changes as costs ---------------------------------------------------------------------

def test_a_chi_penalty_cost_is_paid_in_full() -> None:
    """'Give this Personality -2C: gain 2 Honor': Chi 3 -> 1 until the end of the turn."""
    game = fix_game(player(home=["Ascetic"]))
    s = game.state
    ascetic = find(s, "Ascetic")
    game.perform(UseAbility(0, card=ascetic))
    assert stats.chi(s, ascetic) == 1 and s.players[0].family_honor == 12
    assert [(m.stat, m.amount, m.duration.value) for m in s.cards[ascetic].modifiers] == [
        ("chi", -2, "turn")]


def test_a_stat_cost_that_cannot_change_in_full_cannot_be_paid() -> None:
    """The rulebook's example: -2C cannot be paid with 1C (Chi's minimum is 0)."""
    game = fix_game(player(home=["Ascetic"]))
    s = game.state
    ascetic = find(s, "Ascetic")
    s.cards[ascetic].modifiers.clear()
    game = fix_game(player(home=[{"title": "Ascetic", "tokens": {"-1C": 2}}]))
    s = game.state
    ascetic = find(s, "Ascetic")
    assert stats.chi(s, ascetic) == 1
    assert not any(isinstance(a, UseAbility) for a in game.legal_actions())
    assert "cannot take -2 Chi in full" in (abilities.use_problem(s, 0, ascetic, 0) or "")


def test_a_chi_cost_to_zero_is_paid_then_chi_death_follows() -> None:
    """Chi 2, cost -2C: the cost is paid in full (2 -> 0), the effect resolves (+3 Honor),
    then the Chi death rule destroys him."""
    game = fix_game(player(home=["Hermit"]))
    s = game.state
    hermit = find(s, "Hermit")
    game.perform(UseAbility(0, card=hermit))
    assert s.players[0].family_honor == 13
    assert s.cards[hermit].zone is Zone.HONORABLY_DEAD


def test_stat_cost_records_validate() -> None:
    base = {"timing": "limited", "effects": []}
    good = {"card": "host", "stat": "force", "amount": -1}
    assert abilities.validate({**base, "cost": {"stat": good}}) == []
    for bad in ({**good, "stat": "gold_cost"}, {**good, "amount": 0},
                {**good, "card": "army"}, {**good, "amount": True}, "chi"):
        assert abilities.validate({**base, "cost": {"stat": bad}}), bad
