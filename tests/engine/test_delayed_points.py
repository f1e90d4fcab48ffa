"""Effects delayed to a later time of the turn or the battle (issue 17, ccgtext2;
``cardtext/delayed.py``), played through the turn's and the battle's flow on invented cards:

- "before your turn ends": after the End Phase (its draw, then the discard down to the maximum
  hand size), before the turn ends [CE › END PHASE], [CE › DELAYED EFFECTS];
- "before / after this battle's resolution": before the Resolution Segment begins, when it
  ends [CE › RESOLVE]; a battle that ends without resolving drops them;
- saved with the game, the cards they name included; the validator.
"""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import DiscardCard, Pass, ResolveBattle, UseAbility
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.attack.events import BattleResolved
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.events import CardsStraightened
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.state import GameState
from tests.engine.scenario import cd, find, game_at, player, position

LUCK = {"timing": "limited", "effects": [{"op": "before_turn_ends", "effects": [
    {"op": "draw", "amount": 2, "player": "you"}]}]}
VALOR = {"timing": "battle_open", "targets": [
    {"type": "personality", "controller": "you", "performer": True, "keyword": "Samurai",
     "choose": True}],
    "effects": [{"op": "straighten", "target": 0},
                {"op": "modify_stat", "target": 0, "stat": "force", "amount": 3,
                 "duration": "turn"},
                {"op": "before_turn_ends", "effects": [{"op": "destroy", "target": 0}]}]}
RUSH = {"timing": "battle", "cost": {"bow_targets": [0]}, "targets": [
    {"type": "personality", "controller": "you", "performer": True, "bowed": False}],
    "effects": [{"op": "gain_honor", "amount": 1, "player": "you"},
                {"op": "before_battle_resolves", "effects": [
                    {"op": "straighten", "target": 0}]}]}
ORDERS = {"timing": "battle", "targets": [
    {"type": "personality", "controller": "you", "performer": True},
    {"type": "follower", "controller": "you"}],
    "effects": [{"op": "modify_stat", "target": 1, "stat": "force", "duration": "turn",
                 "amount_from": {"card": 1, "stat": "force", "times": 2}},
                {"op": "after_battle_resolves", "effects": [{"op": "destroy", "target": 1}]}]}
DEFS = [cd(t, "strategy", gold_cost=0, focus=1, abilities=[r])
        for t, r in (("Luck", LUCK), ("Valor", VALOR), ("Rush", RUSH), ("Orders", ORDERS))]


def _use(game: Game, title: str, *targets: str) -> list[Any]:
    """Alice plays the Strategy of that title (on ``targets``: the only use if none given)."""
    s = game.state
    card = next(c for c in s.players[0].hand if s.title(c) == title)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card
            and (not targets or a.targets == targets)]
    assert len(uses) == 1, uses
    return game.perform(uses[0])


def _to_end_of_turn(game: Game) -> None:
    """Alice passes the Action Phase (Bob too), skips the attack and ends her Dynasty Phase;
    in the End Phase she discards down to 8 if she must."""
    while game.state.phase.value == "action":
        game.perform(Pass(game.state.priority))
    game.perform(Pass(0))  # no attack
    game.perform(Pass(0))  # the Dynasty Phase ends
    while game.state.active == 0:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, DiscardCard)))


def test_cards_drawn_before_the_turn_ends_come_after_the_discard_to_hand_size() -> None:
    """Alice holds Luck and 8 other cards: Luck leaves 8; the End Phase draws the 9th and she
    discards 1 (maximum 8); then, before her turn ends, she draws 2: Bob's turn begins with
    Alice holding 10."""
    game = game_at(player(name="Alice", hand=["Luck"] + ["Filler Fate"] * 8,
                          fate_deck=["Filler Fate"] * 6),
                   player("Lion Keep", name="Bob"), defs=DEFS)
    _use(game, "Luck")
    assert len(game.state.players[0].hand) == 8 and game.state.delayed
    _to_end_of_turn(game)
    assert game.state.active == 1
    assert len(game.state.players[0].hand) == 10
    assert game.state.delayed == []


def test_a_personality_destroyed_before_the_turn_ends_fights_first() -> None:
    """Valor straightens Alice's bowed Crane Samurai and gives him +3F (2 -> 5); he is still
    in play through the turn, and destroyed as it ends (honorably dead)."""
    game = game_at(player(name="Alice", hand=["Valor"],
                          home=[{"title": "Crane Samurai", "bowed": True}]),
                   player("Lion Keep", name="Bob"), defs=DEFS)
    sam = find(game.state, "Crane Samurai", 0)
    _use(game, "Valor")
    s = game.state
    assert not s.cards[sam].bowed and stats.force(s, sam) == 5 and s.cards[sam].in_play
    game.perform(Pass(1))
    assert game.state.cards[sam].in_play
    _to_end_of_turn(game)
    s = game.state
    assert s.active == 1 and not s.cards[sam].in_play
    assert s.cards[sam].zone.value == "honorably_dead"


def test_a_delayed_effect_waits_across_a_save() -> None:
    """Saved and loaded while it waits, the effect still names the Samurai and happens."""
    game = game_at(player(name="Alice", hand=["Valor"], home=["Crane Samurai"]),
                   player("Lion Keep", name="Bob"), defs=DEFS)
    sam = find(game.state, "Crane Samurai", 0)
    _use(game, "Valor")
    data = game.state.to_dict()
    again = GameState.from_dict(data)
    assert again.delayed == game.state.delayed
    assert again.delayed[0]["targets"] == [sam] and again.to_dict() == data


def _defence(hand: list[str]) -> Game:
    """Bob attacks Alice's first province with his Loyal Lion (2F); Alice defends with her
    Crane Samurai (2F) and Crane Kensai (3F); the Combat Segment, Alice (the Defender) to
    act."""
    pos = position(player(name="Alice", hand=hand), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=1, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 1, "defender": 0, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Loyal Lion"}],
                                       "defending": [{"title": "Crane Samurai"},
                                                     {"title": "Crane Kensai"}]}]}
    return Game.from_position(pos)


def _resolve(game: Game) -> list[Any]:
    """Both players pass; Bob resolves the battle."""
    events = game.perform(Pass(game.state.priority))
    events += game.perform(Pass(game.state.priority))
    events += game.perform(next(a for a in game.legal_actions()
                                if isinstance(a, ResolveBattle)))
    return events


def test_straightened_before_the_battle_resolves() -> None:
    """Rush bows Alice's Crane Samurai (its cost) and gains her 1 Honor; he stays bowed
    through the Combat Segment and straightens before the Resolution Segment: the event comes
    before the battle's resolution, and he is unbowed after it (Bob's army destroyed)."""
    game = _defence(["Rush"])
    s = game.state
    sam, lion = find(s, "Crane Samurai", 0), find(s, "Loyal Lion", 1)
    _use(game, "Rush", sam)
    assert s.cards[sam].bowed and s.players[0].family_honor == 11
    events = _resolve(game)
    kinds = [type(e) for e in events]
    straightened = next(i for i, e in enumerate(events)
                        if isinstance(e, CardsStraightened) and sam in e.cards)
    assert straightened < kinds.index(BattleResolved)
    assert not game.state.cards[sam].bowed and not game.state.cards[lion].in_play
    assert game.state.delayed == []


def _assault(hand: list[str]) -> Game:
    """Alice attacks Bob's first province (Province Strength 7) with her Crane Samurai and his
    Spearmen (2F + 2F); nobody defends; Alice to act."""
    pos = position(player(name="Alice", hand=hand), player("Lion Keep", name="Bob"),
                   phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False, "defending": [],
                                       "attacking": [{"title": "Crane Samurai",
                                                      "attachments": [
                                                          {"title": "Spearmen"}]}]}]}
    return Game.from_position(pos)


def test_a_follower_doubled_for_the_battle_is_destroyed_after_its_resolution() -> None:
    """Orders: the Spearmen get twice their Force (2 -> 6), the army 4 -> 8 against Province
    Strength 7: Bob's province falls (4 -> 3 provinces); after the resolution the Spearmen are
    destroyed, the Samurai stays in play."""
    game = _assault(["Orders"])
    s = game.state
    sam, spear = find(s, "Crane Samurai", 0), find(s, "Spearmen", 0)
    assert battle.preview(s, 0).attacker_force == 4 and not battle.preview(s, 0).province_falls
    _use(game, "Orders")
    assert stats.force(s, spear) == 6 and battle.preview(s, 0).attacker_force == 8
    assert s.cards[spear].in_play
    _resolve(game)
    s = game.state
    assert len(s.players[1].provinces) == 3
    assert not s.cards[spear].in_play and s.cards[sam].in_play


def test_a_battle_that_ends_without_resolving_drops_its_delayed_effects() -> None:
    """Orders waits for the resolution; the province is destroyed during the battle (by an
    effect): the battle ends, the Spearmen are never destroyed by it."""
    game = _assault(["Orders"])
    s = game.state
    spear = find(s, "Spearmen", 0)
    _use(game, "Orders")
    assert len(s.delayed) == 1
    s.players[1].provinces.pop(0)
    battle.province_destroyed(s, 1, 0)
    assert s.delayed == [] and s.cards[spear].in_play


def test_no_battle_no_delayed_battle_effect() -> None:
    """Outside a battle "this battle" is none: nothing waits (a note says so)."""
    game = game_at(player(name="Alice", hand=["Valor"], home=["Crane Samurai"]),
                   player("Lion Keep", name="Bob"), defs=DEFS)
    s = game.state
    sam = find(s, "Crane Samurai", 0)
    abilities.run_list(s, 0, sam, [{"op": "after_battle_resolves", "effects": [
        {"op": "destroy", "target": "self"}]}], ())
    assert s.delayed == [] and s.cards[sam].in_play


def test_the_validator() -> None:
    def ok(rec: dict[str, Any]) -> bool:
        return not abilities.validate(rec)

    assert ok(LUCK) and ok(VALOR) and ok(RUSH) and ok(ORDERS)
    assert not ok({**RUSH, "timing": "open"})  # "this battle": a Battle action's
    later = {"timing": "limited", "effects": [{"op": "after_next_turn_begins", "effects": [
        {"op": "destroy", "target": "self"}]}]}
    assert not ok(later)  # after your next turn begins: effects on players only
    for inner in ({"op": "destroy", "target": 0, "optional": 1},
                  {"op": "destroy", "target": "host"}, {"op": "destroy"},
                  {"op": "draw", "amount": 0}, {"op": "draw", "amount": 1, "target": 0},
                  {"op": "dishonor", "target": 0},
                  {"op": "gain_honor", "amount": 1, "player": "opponent"}):
        assert not ok({**VALOR, "effects": [{"op": "before_turn_ends", "effects": [inner]}]})
    assert not ok({**VALOR, "effects": [{"op": "before_turn_ends", "effects": []}]})
    assert ok({**ORDERS, "effects": [{"op": "modify_stat", "target": 1, "stat": "force",
                                      "amount_from": {"card": 1, "stat": "force",
                                                      "times": 3}}]})
    assert not ok({**ORDERS, "effects": [{"op": "modify_stat", "target": 1, "stat": "force",
                                          "amount_from": {"card": 1, "stat": "force",
                                                          "times": 0}}]})


def test_destroyed_only_if_its_base_gold_cost_is_zero() -> None:
    """"Bow it. Destroy it if its base Gold Cost is 0": Bob's Club (Gold Cost 1) is bowed and
    stays; his Bamboo Staff (Gold Cost 0) is destroyed [CE › BASE]."""
    snap = {"timing": "open", "targets": [{"type": "item", "controller": "opponent"}],
            "effects": [{"op": "bow", "target": 0},
                        {"op": "destroy", "target": 0,
                         "if": {"card": 0, "base_gold_cost": 0}}]}
    defs = [cd("Snap", "strategy", gold_cost=0, focus=1, abilities=[snap]),
            cd("Bamboo Staff", "item", keywords=["Weapon"], force=1, chi=0, gold_cost=0,
               focus=1)]
    for item, stays in (("Club", True), ("Bamboo Staff", False)):
        game = game_at(player(name="Alice", hand=["Snap"]),
                       player("Lion Keep", name="Bob", home=[
                           {"title": "Lion Samurai", "attachments": [{"title": item}]}]),
                       defs=defs)
        it = find(game.state, item, 1)
        _use(game, "Snap", it)
        c = game.state.cards[it]
        assert c.in_play is stays and (c.bowed or not stays)
