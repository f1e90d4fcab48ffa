"""Invest (Twenty Festivals) [S0 › INVEST #]: before paying for a card entering play its player
may raise its Gold Cost by the Invest cost, once, for an additional effect after it enters play;
the printed reminder "After this card enters play, you may also pay the Invest cost to get the
effect, once" is a Reaction paying the same Gold while the card is not invested
(``cardtext/invest.py``, ``templates/invest.py``). Our own invented cards only."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import Equip, Pass, Recruit, UseAbility, action_from_dict
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.events import GoldPaid, WindowOpened
from l5r_desktop.games.ccg.model import moves, stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

#: Later route (the reminder): a Reaction as the template writes it.
_WARDEN_INVEST = {"timing": "reaction", "trigger": {"event": "enters_play", "card": "self"},
                  "cost": {"gold": 3}, "condition": {"not_invested": True},
                  "bowed_ok": True, "effects": [{"op": "invest", "amount": 3},
                              {"op": "add_token", "target": "self", "token": "+1F",
                               "amount": 2}]}
#: No reminder: with the Recruit only.
_BARN_INVEST = {"timing": "invest", "effects": [{"op": "invest", "amount": 2},
                                                {"op": "gain_honor", "amount": 1,
                                                 "player": "you"}]}
DEFS = [
    cd("Ember Warden", "personality", clans=["Crane"], keywords=["Samurai"], force=2, chi=2,
       honor_requirement=0, gold_cost=4, personal_honor=1, abilities=[_WARDEN_INVEST]),
    cd("Tithe Barn", "holding", gold_cost=2, gold_production=1, abilities=[_BARN_INVEST]),
    cd("Lantern Pikes", "follower", force=1, gold_cost=2, focus=1,
       abilities=[{"timing": "invest", "effects": [
           {"op": "invest", "amount": 2},
           {"op": "add_token", "target": "self", "token": "+1F", "amount": 1}]}]),
    cd("Salt Ledger", "holding", gold_cost=2, gold_production=1,
       abilities=[{**_WARDEN_INVEST, "cost": {"gold": 1},
                   "effects": [{"op": "invest", "amount": 1},
                               {"op": "gain_honor", "amount": 2, "player": "you"}]}]),
]


def _dynasty(title: str, home: tuple[str, ...] = ("Gold Mine", "Small Farm")):
    """Alice's Dynasty Phase, ``title`` face up in her first province; 5 Gold from her
    Stronghold plus her Holdings' (Gold Mine 3, Small Farm 1: 9 in all)."""
    p1 = player(provinces=[{"title": title, "face_up": True}, None, None, None],
                home=list(home))
    return game_at(p1, phase="dynasty", defs=DEFS)


def _recruits(game: Any, card: str) -> list[Recruit]:
    """The plain Recruits of ``card`` offered (no clan discount, not for Honor)."""
    return [a for a in game.legal_actions() if isinstance(a, Recruit) and a.card == card
            and not (a.discount or a.for_honor or a.ignore_hr)]


def _paid(events: list[Any]) -> list[int]:
    return [e.amount for e in events if isinstance(e, GoldPaid)]


def test_records_are_valid() -> None:
    assert abilities.validate(_WARDEN_INVEST) == [] and abilities.validate(_BARN_INVEST) == []
    assert abilities.validate({"timing": "invest", "effects": [{"op": "invest",
                                                                "amount": 0}]})


def test_recruiting_with_the_invest_pays_it_and_gets_the_effect() -> None:
    """Gold Cost 4 + Invest 3 = 7 paid; two +1F tokens (Force 2 -> 4), Gold Cost 7 while in
    play; the Reaction is not offered (already invested)."""
    game = _dynasty("Ember Warden")
    s = game.state
    warden = find(s, "Ember Warden")
    recruits = _recruits(game, warden)
    assert [a.invest for a in recruits] == [False, True]
    assert recruits[1].label(s) == "Recruit Ember Warden, investing 3 Gold"
    events = game.perform(recruits[1])
    assert _paid(events) == [7]
    assert s.cards[warden].tokens == {"+1F": 2}
    assert stats.force(s, warden) == 4 and stats.gold_cost(s, warden) == 7
    assert not any(isinstance(a, UseAbility) for a in game.legal_actions())


def test_recruiting_without_it_offers_the_reaction_once() -> None:
    """Recruit for 4; the window after it enters play offers the Invest Reaction (3 Gold): the
    tokens come and the Gold Cost is 7; the effect is got once, never again."""
    game = _dynasty("Ember Warden")
    s = game.state
    warden = find(s, "Ember Warden")
    events = game.perform(Recruit(0, card=warden))
    assert _paid(events) == [4]
    assert [w.trigger for w in events if isinstance(w, WindowOpened)] == ["enters_play"]
    assert stats.gold_cost(s, warden) == 4
    assert UseAbility(0, warden, 0) in game.legal_actions()
    events = game.perform(UseAbility(0, warden, 0))
    assert _paid(events) == [3]
    assert s.cards[warden].tokens == {"+1F": 2} and stats.gold_cost(s, warden) == 7
    assert UseAbility(0, warden, 0) not in game.legal_actions()


def test_no_invest_when_the_gold_does_not_reach() -> None:
    """Stronghold 5 + Gold Mine 3 = 8 Gold: the Recruit (4) is offered, with the Invest (7)
    too; with the Small Farm alone (5 + 1 = 6) only the plain Recruit."""
    game = _dynasty("Ember Warden", home=("Gold Mine",))
    assert [a.invest for a in _recruits(game, find(game.state, "Ember Warden"))] == [
        False, True]
    game = _dynasty("Ember Warden", home=("Small Farm",))
    assert [a.invest for a in _recruits(game, find(game.state, "Ember Warden"))] == [False]


def test_an_invest_without_the_reminder_comes_with_the_recruit_only() -> None:
    """The Tithe Barn (Gold Cost 2, Invest 2: gain 1 Honor): 4 paid, Family Honor 10 -> 11,
    Gold Cost 4; recruited without it, no window offers it later."""
    game = _dynasty("Tithe Barn")
    s = game.state
    barn = find(s, "Tithe Barn")
    events = game.perform(Recruit(0, card=barn, invest=True))
    assert _paid(events) == [4] and s.players[0].family_honor == 11
    assert stats.gold_cost(s, barn) == 4
    plain = _dynasty("Tithe Barn")
    barn2 = find(plain.state, "Tithe Barn")
    events = plain.perform(Recruit(0, card=barn2))
    assert _paid(events) == [2] and plain.state.players[0].family_honor == 10
    assert not [e for e in events if isinstance(e, WindowOpened)]


def test_equipping_with_the_invest() -> None:
    """A Follower (Gold Cost 2, Invest 2: a +1F token on itself) equipped to Alice's
    Personality: both Equips offered, the investing one pays 4, the token comes, its Gold
    Cost is 4; the plain one pays 2."""
    p1 = player(home=["Crane Samurai", "Gold Mine", "Small Farm"], hand=["Lantern Pikes"])
    game = game_at(p1, defs=DEFS)
    s = game.state
    pikes, samurai = find(s, "Lantern Pikes"), find(s, "Crane Samurai")
    equips = [a for a in game.legal_actions() if isinstance(a, Equip) and a.card == pikes
              and a.target == samurai]
    assert [a.invest for a in equips] == [False, True]
    assert equips[1].label(s) == "Equip Lantern Pikes to Crane Samurai, investing 2 Gold"
    events = game.perform(equips[1])
    assert _paid(events) == [4] and s.cards[pikes].tokens == {"+1F": 1}
    assert stats.gold_cost(s, pikes) == 4 and s.cards[pikes].attached_to == samurai
    plain = game_at(p1, defs=DEFS)
    pikes2 = find(plain.state, "Lantern Pikes")
    events = plain.perform(Equip(0, card=pikes2, target=find(plain.state, "Crane Samurai")))
    assert _paid(events) == [2] and plain.state.cards[pikes2].tokens == {}


def test_a_holding_entering_play_bowed_may_still_pay_it_later() -> None:
    """Holdings enter play bowed; the reminder's payment is no ability of the card: offered,
    1 Gold, Family Honor 10 -> 12, Gold Cost 2 -> 3."""
    game = _dynasty("Salt Ledger")
    s = game.state
    ledger = find(s, "Salt Ledger")
    game.perform(Recruit(0, card=ledger))
    assert s.cards[ledger].bowed
    events = game.perform(UseAbility(0, ledger, 0))
    assert _paid(events) == [1] and s.players[0].family_honor == 12
    assert stats.gold_cost(s, ledger) == 3


def test_the_raised_gold_cost_ends_when_the_card_leaves_play() -> None:
    game = _dynasty("Ember Warden")
    s = game.state
    warden = find(s, "Ember Warden")
    game.perform(Recruit(0, card=warden, invest=True))
    assert stats.gold_cost(s, warden) == 7
    moves.discard(s, warden)
    assert stats.gold_cost(s, warden) == 4


def test_an_invest_that_cannot_be_taken_is_refused_with_its_reason() -> None:
    """A card without an Invest record, or not enough Gold for it: the action is refused, the
    state unchanged."""
    from l5r_desktop.games.ccg.rules.check import problem

    game = _dynasty("Ember Warden", home=("Small Farm",))
    warden = find(game.state, "Ember Warden")
    assert "Not enough Gold" in (problem(game.state, Recruit(0, card=warden, invest=True))
                                 or "")
    game = _dynasty("Gold Mine", home=("Small Farm",))
    mine = find(game.state, "Gold Mine", 0)
    assert problem(game.state, Recruit(0, card=mine, invest=True)) == \
        "Gold Mine has no Invest the engine plays"


def test_a_recruit_saves_its_invest_only_when_taken() -> None:
    """A Recruit without Invest saves exactly as before (older saves and logs unchanged)."""
    plain, invested = Recruit(0, card="p1-3"), Recruit(0, card="p1-3", invest=True)
    assert "invest" not in plain.to_dict() and invested.to_dict()["invest"] is True
    assert action_from_dict(plain.to_dict()) == plain
    assert action_from_dict(invested.to_dict()) == invested
    equip = Equip(0, card="p1-4", target="p1-3")
    assert "invest" not in equip.to_dict()
    assert action_from_dict(Equip(0, card="p1-4", target="p1-3", invest=True).to_dict()) \
        == Equip(0, card="p1-4", target="p1-3", invest=True)


def _card(kind: str, title: str = "Ember Warden") -> CardDef:
    return CardDef(id="t:x", title=title, type=CardType(kind), force=2, chi=2, gold_cost=4)


_LATER = ("(After this card enters play, you may also pay the Invest cost to get the "
          "effect, once.)")


def test_the_template_reads_both_forms_on_dynasty_cards() -> None:
    line = f"Invest 3 Gold: Give Ember Warden two +1F tokens. {_LATER}"
    assert translate_ability(line, _card("personality")) == _WARDEN_INVEST
    restated = ("Invest 2 Gold: Gain 1 Honor. (Increase the Gold Cost by the Invest cost to "
                "get the effect, once.)")
    assert translate_ability(restated, _card("holding", "Tithe Barn")) == _BARN_INVEST
    assert translate_ability("Invest 2 Gold: Gain 1 Honor.",
                             _card("holding", "Tithe Barn")) == _BARN_INVEST


def test_the_template_leaves_the_rest_manual() -> None:
    """A Strategy, a conditional Invest cost, a targeted effect, another parenthesis."""
    assert translate_ability("Invest 2 Gold: Gain 1 Honor.", _card("strategy")) is None
    assert translate_ability("Invest 2 Gold: Gain 1 Honor.", _card("item")) == {
        "timing": "invest", "effects": [{"op": "invest", "amount": 2},
                                        {"op": "gain_honor", "amount": 1, "player": "you"}]}
    assert translate_ability("Invest 3 Gold, or 1 Gold if you are Crane Clan: Gain 1 Honor.",
                             _card("personality")) is None
    assert translate_ability("Invest 2 Gold: Bow a target Personality.",
                             _card("personality")) is None
    assert translate_ability("Invest 2 Gold: Gain 1 Honor. (Only on Tuesdays.)",
                             _card("personality")) is None


def test_pass_closes_the_window_without_investing() -> None:
    game = _dynasty("Ember Warden")
    s = game.state
    warden = find(s, "Ember Warden")
    game.perform(Recruit(0, card=warden))
    game.perform(Pass(0))
    game.perform(Pass(1))
    assert s.windows == [] and s.cards[warden].tokens == {} and stats.gold_cost(s, warden) == 4
