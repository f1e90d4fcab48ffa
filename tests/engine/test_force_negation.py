"""Negating a card's Force bonuses and penalties from actions (``cardtext/force_negation.py``)
[CE › CARD FEATURES › STATS › Bonuses and penalties], [CE › PREVENTION (Including Negation)]:
current and new ones, or the current ones only; those of triggered traits and continuous
effects (tokens) are not from actions; the negation ends with the turn. The translator's
reading (``templates/force_negation.py``)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, force_negation, ongoing
from l5r_desktop.games.ccg.events import StatModified
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.cards import CardDef, CardType
from l5r_desktop.games.ccg.model.state import Modifier
from l5r_desktop.games.ccg.turn import phases
from tests.engine.scenario import cd, find, game_at, player

_ANY = [{"type": "personality"}]


def _open(name: str, effects: list[dict[str, Any]]) -> dict[str, Any]:
    return cd(name, "strategy", gold_cost=0, focus=1, abilities=[
        {"timing": "open", "targets": _ANY, "effects": effects}])


DEFS = [
    _open("Boost", [{"op": "modify_stat", "target": 0, "stat": "force", "amount": 3}]),
    _open("Sap", [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -2}]),
    _open("Calm", [{"op": "negate_bonuses", "target": 0}]),
    _open("Brace", [{"op": "negate_bonuses", "target": 0, "which": "penalties"}]),
    _open("Mend", [{"op": "negate_bonuses", "target": 0, "which": "penalties",
                    "current": True}]),
    _open("Brand", [{"op": "modify_stat", "target": 0, "stat": "force", "amount": -2,
                     "not_negated": True}]),
    _open("Steady", [{"op": "negate_bonuses", "target": 0, "which": "penalties",
                      "from": "any"}]),
    cd("Rusted Blade", "item", force=-2, chi=0, gold_cost=0, focus=1),
    # a trait: "This Personality has -1F." (ongoing, on its bearer)
    cd("Heavy Yoke", "item", force=0, chi=0, gold_cost=0, focus=1, abilities=[
        {"timing": "continuous", "ongoing": "stat", "stat": "force", "amount": -1,
         "applies_to": "host"}]),
]


def _game(hand: list[str]) -> Game:
    return game_at(player(hand=hand), player("Lion Keep", home=["Lion Samurai"]), defs=DEFS)


def _use(game: Game, title: str) -> None:
    """Alice plays a Strategy of that title on Bob's Samurai; Bob passes back."""
    s = game.state
    card = next(c for c in s.players[0].hand if s.title(c) == title)
    game.perform(UseAbility(0, card, 0, (find(s, "Lion Samurai"),)))
    if game.state.priority != 0:
        game.perform(Pass(1))


def _force(game: Game) -> int:
    return stats.force(game.state, find(game.state, "Lion Samurai"))


def test_current_and_new_bonuses_and_penalties_are_negated_until_the_turn_ends() -> None:
    """Printed Force 3 (Lion Samurai): Boost +3 = 6; Calm: 3; Sap -2 and another Boost after
    it: still 3. The Boost is only negated: when the negation ends with the turn the card's
    modifiers of the turn end with it."""
    game = _game(["Boost", "Calm", "Sap", "Boost"])
    base = _force(game)
    _use(game, "Boost")
    assert _force(game) == base + 3
    _use(game, "Calm")
    assert _force(game) == base
    _use(game, "Sap")
    _use(game, "Boost")
    assert _force(game) == base
    phases.end_turn(game.state)
    assert _force(game) == base
    assert not game.state.cards[find(game.state, "Lion Samurai")].modifiers


def test_penalties_only() -> None:
    """Brace: Sap's -2 is negated, Boost's +3 counts: base + 3."""
    game = _game(["Sap", "Brace", "Boost", "Sap"])
    base = _force(game)
    _use(game, "Sap")
    assert _force(game) == base - 2
    _use(game, "Brace")
    _use(game, "Boost")
    _use(game, "Sap")
    assert _force(game) == base + 3


def test_current_penalties_only_leave_a_new_one() -> None:
    """Mend negates the Sap before it; the Sap after it counts: base - 2."""
    game = _game(["Sap", "Mend", "Sap"])
    base = _force(game)
    _use(game, "Sap")
    _use(game, "Mend")
    assert _force(game) == base
    _use(game, "Sap")
    assert _force(game) == base - 2


def test_a_triggered_traits_bonus_and_a_token_are_not_from_actions() -> None:
    game = _game(["Calm"])
    s = game.state
    sam = find(s, "Lion Samurai")
    base = _force(game)
    s.cards[sam].tokens["+1F"] = 1
    s.cards[sam].modifiers.append(Modifier("force", 2))
    force_negation.mark_trait(s, [StatModified((sam,), stat="force", amount=2)])
    assert s.cards[sam].modifiers[-1].trait
    _use(game, "Calm")
    assert _force(game) == base + 3  # the token's +1 and the trait's +2 stay


def test_a_penalty_which_will_not_be_negated_stays() -> None:
    """Brand's -2F "which will not be negated" (ccgdata2's flag) survives Calm: base - 2."""
    game = _game(["Brand", "Calm"])
    base = _force(game)
    _use(game, "Brand")
    _use(game, "Calm")
    assert _force(game) == base - 2


def test_penalties_from_every_source() -> None:
    """Steady ("... Force penalties on him", no source named): the Samurai (printed 3F)
    carries a -2F Item, a Yoke giving him -1F, a -1F token, an action's -2 (Sap) and a
    trait's -1, and an action's +3 (Boost): 3 - 2 - 1 - 1 - 2 - 1 + 3 = 0 (at least 0)
    before, 3 + 3 = 6 after (every penalty negated, the bonus kept)."""
    game = game_at(player(hand=["Sap", "Boost", "Steady"]), player("Lion Keep", home=[
        {"title": "Lion Samurai", "attachments": ["Rusted Blade", "Heavy Yoke"]}]), defs=DEFS)
    s = game.state
    sam = find(s, "Lion Samurai")
    s.cards[sam].tokens["-1F"] = 1
    s.cards[sam].modifiers.append(Modifier("force", -1, trait=True))
    assert ongoing.stat_bonus(s, s.cards[sam], "force") == -1  # the Yoke counts
    assert stats.item_modifier(s, find(s, "Rusted Blade"), "force") == -2
    _use(game, "Sap")
    _use(game, "Boost")
    assert _force(game) == 0
    _use(game, "Steady")
    assert _force(game) == 6
    assert stats.chi(s, sam) == 2  # other stats untouched


def test_a_negation_reloads_from_its_saved_form() -> None:
    m = Modifier("force", -1, source="p0:c1", kind="negate", scope="actions current")
    assert Modifier.from_dict(m.to_dict()) == m
    t = Modifier("force", 2, trait=True)
    assert Modifier.from_dict(t.to_dict()) == t
    assert "trait" not in Modifier("force", 2).to_dict()


def test_the_validator() -> None:
    base = {"timing": "open", "targets": _ANY}
    assert not abilities.validate({**base, "effects": [
        {"op": "negate_bonuses", "target": 0, "which": "bonuses", "current": True}]})
    assert abilities.validate({**base, "effects": [{"op": "negate_bonuses"}]})
    assert abilities.validate({**base, "effects": [
        {"op": "negate_bonuses", "target": 0, "which": "chi"}]})
    assert abilities.validate({**base, "effects": [
        {"op": "negate_bonuses", "target": 0, "stat": "chi"}]})
    assert not abilities.validate({**base, "effects": [
        {"op": "negate_bonuses", "target": 0, "from": "any"}]})
    assert abilities.validate({**base, "effects": [
        {"op": "negate_bonuses", "target": 0, "from": "any", "current": True}]})


def test_the_translator() -> None:
    card = CardDef(id="t:1", title="Stillness", type=CardType.STRATEGY, gold_cost=0)
    rec = translate_ability("Open: Target a Follower: Negate all current and new Force "
                            "bonuses and penalties on it from actions.", card)
    assert rec["effects"] == [{"op": "negate_bonuses", "target": 0}]
    rec = translate_ability("Battle: Choose your performing Kensai: Negate all current Force "
                            "penalties on him from actions.", card)
    assert rec["effects"] == [{"op": "negate_bonuses", "target": 0, "which": "penalties",
                               "current": True}]
    rec = translate_ability("Open: Target a Follower: Negate all current and new Force "
                            "penalties on it.", card)  # every source, not only actions
    assert rec["effects"] == [{"op": "negate_bonuses", "target": 0, "which": "penalties",
                               "from": "any"}]
    for line in ("Open: Target a Personality: Negate all current Force penalties on him.",
                 "Open: Target a Personality: Negate all current and new Chi bonuses on him "
                 "from actions."):
        rec = translate_ability(line, card)
        assert rec is None or "manual" in rec, line
