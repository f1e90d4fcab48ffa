"""Gold paid from a target's stat and token penalties to the Gold Cost (issue 17, ccgtext lane,
session 3): the records of A Quiet Transaction (oracle:70) and Yoritomo Singh - exp2
(oracle:9630) as written in ``ccg_abilities_ccgtext.json``, played on our own invented cards
with our own numbers: "pay Gold equal to his base Personal Honor plus one" (``gold_from``
``base_personal_honor`` ``add 1``, ``chosen_gold.py``; the base value is the printed one
[CE › BASE]), "he may not be assigned, and will not move, to battlefields this turn"
(``no_assign`` and ``negate_movement`` ``to battlefield``), "Give him two -2 Gold Cost
tokens" (a token penalty to the Gold Cost stat, ``model/stats.token_modifier``
[CE › TOKENS]); "pay Gold equal to its Gold Cost" (``gold_from`` ``gold_cost``, the current
Gold Cost)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import movement_negation, restrictions
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from tests.engine.scenario import cd, find, game_at, player

#: A Quiet Transaction's first record (oracle:70 ability 1).
QUIET = {"timing": "open", "cost": {"gold": "card", "gold_from": {
    "card": 0, "stat": "base_personal_honor", "add": 1}},
    "targets": [{"type": "personality", "dishonorable": True}],
    "effects": [{"op": "no_assign", "target": 0},
                {"op": "negate_movement", "target": 0, "to": "battlefield"}]}


def _game(pool: int, abilities: list[dict[str, Any]], tokens: dict[str, int] | None = None):
    """Alice holds the Strategy; Bob's dishonorable Personality (printed PH 3, Gold Cost 5)
    is at his home, with ``tokens``."""
    defs = [cd("Hush Money", "strategy", gold_cost=0, focus=1, abilities=abilities),
            cd("Shamed Envoy", "personality", force=2, chi=2, personal_honor=3,
               gold_cost=5)]
    him = {"title": "Shamed Envoy", "dishonored": True, "tokens": tokens or {}}
    alice = player({"title": "Crane Keep", "bowed": True}, name="Alice", hand=["Hush Money"],
                   gold_pool=pool)  # her Stronghold bowed: the pool is all her Gold
    bob = player("Lion Keep", name="Bob", home=[him])
    return game_at(alice, bob, defs=defs, phase="action", active=0, priority=0)


def _uses(game: Any) -> list[UseAbility]:
    return [a for a in game.legal_actions() if isinstance(a, UseAbility)
            and game.state.title(a.card) == "Hush Money"]


def test_the_record_is_valid() -> None:
    assert validate(QUIET) == []


def test_gold_from_the_base_personal_honor_plus_one() -> None:
    """His printed Personal Honor 3, his current one 0 (he is dishonorable): the cost is
    3 + 1 = 4 Gold, read from the base value. With 3 Gold in the pool the action is not
    offered; with 4 it is, the pool is spent to 0, and he may not be assigned nor move to a
    battlefield this turn (he still may move home)."""
    assert _uses(_game(3, [QUIET])) == []
    game = _game(4, [QUIET])
    s = game.state
    him = find(s, "Shamed Envoy", 1)
    assert stats.personal_honor(s, him) == 0
    uses = _uses(game)
    assert [u.targets for u in uses] == [(him,)]
    game.perform(uses[0])
    s = game.state
    assert s.players[0].gold_pool == 0
    assert restrictions.cannot_assign(s.cards[him])
    assert movement_negation.negated(s, him, to_battlefield=True)
    assert not movement_negation.negated(s, him)


def test_two_gold_cost_tokens_lower_his_gold_cost_by_four() -> None:
    """A line like the second as the translator reads it (our numbers): three -1 Gold Cost
    tokens on him, his Gold Cost 5 -> 2; a +1 Gold Cost token raises it."""
    card = CardDef(id="test:quiet", title="Hush Money", type=CardType.STRATEGY, gold_cost=0)
    rec = translate_ability("Open: Target a dishonorable Personality: Give him three -1 Gold "
                            "Cost tokens.", card)
    assert rec == {"timing": "open", "cost": {"gold": "card"},
                   "targets": [{"type": "personality", "dishonorable": True}],
                   "effects": [{"op": "add_token", "target": 0, "token": "-1 Gold Cost",
                                "amount": 3}]}
    game = _game(0, [rec])
    s = game.state
    him = find(s, "Shamed Envoy", 1)
    assert stats.gold_cost(s, him) == 5
    game.perform(_uses(game)[0])
    s = game.state
    assert s.cards[him].tokens == {"-1 Gold Cost": 3}
    assert stats.gold_cost(s, him) == 2
    s.cards[him].tokens = {"+1 Gold Cost": 1}
    assert stats.gold_cost(s, him) == 6
    assert stats.token_modifier("-2 Gold Cost") == ("gold_cost", -2)
    assert stats.token_modifier("+2 Gold") is None  # Gold is no stat


#: "Reaction: When paying an action's Gold cost: Produce 3 Gold." as the translator reads it
#: (Yoritomo Singh - exp2's first line, ``gold_reactions`` ``for`` ``action``)
PURSE = {"timing": "reaction", "trigger": {"event": "paying_gold", "for": "action"},
         "effects": [{"op": "produce_gold", "amount": 3}]}
#: Singh's second line as written (oracle:9630 ability 2)
TOLL = {"timing": "battle", "cost": {"gold_from": {"card": 0, "stat": "gold_cost"}},
        "targets": [{"type": ["personality", "attachment"], "controller": "opponent",
                     "no_attachments": True}],
        "effects": [{"op": "destroy", "target": 0}]}
_PAYER = cd("Purse Bearer", "personality", force=3, chi=3, personal_honor=1, gold_cost=6,
            abilities=[PURSE])
_SHOP = cd("Tea House", "holding", gold_cost=2, abilities=[
    {"timing": "open", "cost": {"gold": 3},
     "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}])
_PLAN = cd("Costly Plan", "strategy", gold_cost=3, focus=1, abilities=[
    {"timing": "open", "cost": {"gold": "card"},
     "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}])
_SPEAR = cd("Dear Spear", "item", force=1, chi=0, gold_cost=3, focus=1)
_HALL = cd("Dear Hall", "holding", gold_cost=3)


def _purse_game(phase: str = "action") -> Any:
    """Alice: the Purse Bearer and the Tea House at home, the Plan and the Spear in hand, the
    Hall face up in her first province; her Stronghold bowed and her pool empty."""
    alice = player({"title": "Crane Keep", "bowed": True}, name="Alice",
                   home=[{"title": "Purse Bearer"}, "Tea House"],
                   hand=["Costly Plan", "Dear Spear"],
                   provinces=[{"title": "Dear Hall", "face_up": True}, "Filler Dynasty",
                              "Filler Dynasty", "Filler Dynasty"])
    return game_at(alice, player("Lion Keep", name="Bob"), phase=phase, active=0, priority=0,
                   defs=[_PAYER, _SHOP, _PLAN, _SPEAR, _HALL])


def test_an_actions_gold_reaction_pays_abilities_and_strategies_only() -> None:
    """With no other Gold, the Bearer's 3 Gold pay the Tea House's Open ability (Honor 10 ->
    11, the Bearer's use counted) and would pay the Strategy's Gold Cost (an action's Gold
    cost [CE › STRATEGY]); not the Spear's Gold Cost (Equip: "not costs of the action"
    [CE › ATTACHMENTS]) nor the Hall's in the Dynasty Phase (recruiting is no action)."""
    from l5r_desktop.games.ccg.actions import Equip, Recruit
    from l5r_desktop.games.ccg.events import GoldProduced

    game = _purse_game()
    s = game.state
    acts = game.legal_actions()
    titles = {s.title(a.card) for a in acts if isinstance(a, (UseAbility, Equip))}
    assert {"Tea House", "Costly Plan"} <= titles and "Dear Spear" not in titles
    shop = find(s, "Tea House", 0)
    bearer = find(s, "Purse Bearer", 0)
    events = game.perform(next(a for a in acts if isinstance(a, UseAbility) and a.card == shop))
    s = game.state
    assert s.players[0].family_honor == 11
    assert any(isinstance(e, GoldProduced) and e.cards == (bearer,) and e.amount == 3
               for e in events)
    assert s.cards[bearer].ability_uses.get(0) == s.turn
    dynasty = _purse_game("dynasty")
    assert not any(isinstance(a, Recruit) and dynasty.state.title(a.card) == "Dear Hall"
                   for a in dynasty.legal_actions())


def test_pay_gold_equal_to_the_targets_gold_cost() -> None:
    """Singh's second line on our own Personality (no Gold Reaction here): Bob's bare Brute
    (Gold Cost 4) costs 4 Gold to destroy: with 3 in the pool only the Guard's Helm (Gold
    Cost 1, itself without attachments) is offered, with 4 the Brute too; taken on him: pool
    0, the Brute destroyed. The Guard (he has the Helm) is no target."""
    from l5r_desktop.games.ccg.game import Game
    from tests.engine.scenario import position

    defs = [cd("Toll Keeper", "personality", force=3, chi=3, personal_honor=1, gold_cost=6,
               abilities=[TOLL]),
            cd("Brute", "personality", force=4, chi=1, personal_honor=1, gold_cost=4),
            cd("Guard", "personality", force=2, chi=2, personal_honor=2, gold_cost=2),
            cd("Helm", "item", force=0, chi=0, gold_cost=1)]

    def battle(pool: int) -> Game:
        alice = player({"title": "Crane Keep", "bowed": True}, name="Alice", gold_pool=pool)
        pos = position(alice, player("Lion Keep", name="Bob"), phase="attack",
                       step="combat", active=0, priority=0, defs=defs)
        pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                         "battlefields": [{"province": 0, "ended": False, "attacking": [
                             {"title": "Toll Keeper", "attachments": []}], "defending": [
                             {"title": "Brute", "attachments": []},
                             {"title": "Guard", "attachments": ["Helm"]}]}]}
        return Game.from_position(pos)

    def uses(game: Game) -> list[UseAbility]:
        return [a for a in game.legal_actions() if isinstance(a, UseAbility)
                and game.state.title(a.card) == "Toll Keeper"]

    assert validate(TOLL) == []
    poor = battle(3)
    assert [poor.state.title(u.targets[0]) for u in uses(poor)] == ["Helm"]
    game = battle(4)
    offered = uses(game)
    assert sorted(game.state.title(u.targets[0]) for u in offered) == ["Brute", "Helm"]
    brute = find(game.state, "Brute", 1)
    game.perform(next(u for u in offered if u.targets == (brute,)))
    s = game.state
    assert s.players[0].gold_pool == 0 and not s.cards[brute].in_play


#: Consuming Weakness's record as written (oracle:1467 ability 1)
CONSUME = {"timing": "battle", "keywords": ["fear"], "cost": {"gold": "card",
                                                             "remove_targets": [1]},
           "targets": [{"type": "personality", "controller": "you", "performer": True,
                        "keyword": "Shadowlands"},
                       {"type": "personality", "zone": "discard", "controller": "any",
                        "dead": "any"}],
           "effects": [{"op": "modify_stat", "target": 0, "stat": "force", "amount": 3,
                        "duration": "turn", "if": {"not": {"card": 0, "keyword": "Undead"}}},
                       {"op": "modify_stat", "target": 0, "stat": "force", "amount": 4,
                        "duration": "turn", "if": {"card": 0, "keyword": "Undead"}}]}


def _feast(performer: str, bob_dead: list[str]) -> Any:
    from l5r_desktop.games.ccg.game import Game
    from tests.engine.scenario import position

    defs = [cd("Feast", "strategy", gold_cost=0, focus=1, abilities=[CONSUME]),
            cd("Ghoul", "personality", force=2, chi=1, personal_honor=0, gold_cost=3,
               keywords=["Shadowlands"]),
            cd("Revenant", "personality", force=2, chi=1, personal_honor=0, gold_cost=3,
               keywords=["Shadowlands", "Undead"]),
            cd("Fallen Hero", "personality", force=3, chi=2, personal_honor=2, gold_cost=5),
            cd("Guard", "personality", force=2, chi=2, personal_honor=2, gold_cost=3)]
    alice = player(name="Alice", hand=["Feast"])
    bob = player("Lion Keep", name="Bob", honorably_dead=bob_dead)
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "attacking": [
                         {"title": performer, "attachments": []}], "defending": [
                         {"title": "Guard", "attachments": []}]}]}
    return Game.from_position(pos)


def test_remove_a_dead_personality_from_the_game_to_pay() -> None:
    """Bob's honorably dead Fallen Hero is removed from the game as the cost: the Ghoul 2F ->
    5F (+3), the Undead Revenant 2F -> 6F (+4); without a dead Personality in any pile the
    action is not offered."""
    from l5r_desktop.games.ccg.model.ids import Zone

    assert validate(CONSUME) == []
    assert [a for a in _feast("Ghoul", []).legal_actions() if isinstance(a, UseAbility)
            and a.card.startswith("p1")] == []
    for performer, force in (("Ghoul", 5), ("Revenant", 6)):
        game = _feast(performer, ["Fallen Hero"])
        s = game.state
        me, dead = find(s, performer, 0), find(s, "Fallen Hero", 1)
        game.perform(next(a for a in game.legal_actions() if isinstance(a, UseAbility)
                          and a.targets == (me, dead)))
        s = game.state
        assert s.cards[dead].zone is Zone.REMOVED
        assert stats.force(s, me) == force


def test_a_removal_cost_lists_a_target_in_a_discard_pile() -> None:
    bad = {**CONSUME, "cost": {"remove_targets": [0]}}
    assert any("remove_targets lists required targets in a discard pile" in p
               for p in validate(bad))


def test_a_tireless_gold_reaction_for_an_action_is_used_while_bowed() -> None:
    """"Tireless Reaction: When paying for an action, produce 2 Gold." (our line, read by the
    template): the Holding bowed already still gives its 2 Gold
    to the Tea House's 3-Gold ability with 1 Gold in the pool (Honor 10 -> 11); the same
    Reaction without Tireless on a bowed Holding gives nothing (not offered)."""
    from l5r_desktop.carddb.ccgtext import translate_ability as read

    card = CardDef(id="test:silk", title="Silk Stall", type=CardType.HOLDING, gold_cost=3)
    rec = read("Tireless Reaction: When paying for an action, produce 2 Gold.", card)
    assert rec == {"timing": "reaction", "trigger": {"event": "paying_gold", "for": "action"},
                   "keywords": ["tireless"], "effects": [{"op": "produce_gold", "amount": 2}]}
    plain = {k: v for k, v in rec.items() if k != "keywords"}
    for record, offered in ((rec, True), (plain, False)):
        stall = cd("Silk Stall", "holding", gold_cost=3, abilities=[record])
        alice = player({"title": "Crane Keep", "bowed": True}, name="Alice", gold_pool=1,
                       home=[{"title": "Silk Stall", "bowed": True}, "Tea House"])
        game = game_at(alice, player("Lion Keep", name="Bob"), phase="action", active=0,
                       priority=0, defs=[stall, _SHOP])
        shop = find(game.state, "Tea House", 0)
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == shop]
        assert bool(uses) is offered
        if offered:
            game.perform(uses[0])
            assert game.state.players[0].family_honor == 11


def test_kharmics_gold_is_an_actions_gold_cost() -> None:
    """Kharmic's "pay 2 Gold" is the Gold cost of an action (a Limited player ability): with
    no other Gold the Purse Bearer's 3 Gold pay it; the card is discarded and one drawn."""
    from l5r_desktop.games.ccg.actions import KeywordAbility
    from l5r_desktop.games.ccg.events import GoldProduced

    charm = cd("Turning Wheel", "strategy", gold_cost=0, focus=2, keywords=["Kharmic"])
    alice = player({"title": "Crane Keep", "bowed": True}, name="Alice",
                   home=[{"title": "Purse Bearer"}], hand=["Turning Wheel"])
    game = game_at(alice, player("Lion Keep", name="Bob"), phase="action", active=0,
                   priority=0, defs=[_PAYER, charm])
    s = game.state
    wheel, bearer = find(s, "Turning Wheel", 0), find(s, "Purse Bearer", 0)
    draw = next(a for a in game.legal_actions() if isinstance(a, KeywordAbility)
                and a.card == wheel)
    events = game.perform(draw)
    assert any(isinstance(e, GoldProduced) and e.cards == (bearer,) and e.amount == 3
               for e in events)
    assert wheel not in s.players[0].hand and len(s.players[0].hand) == 1
