"""A Reaction moving its Personality home after another player's Battle action targets him,
then negating the action's effects on him only if he is no longer a legal target for it
(``negate_action`` ``if_illegal``, ``cardtext/legal_targets.py``: the Rule of Location's first
part [CE › BATTLES › B. COMBAT SEGMENT], [CE › B. Required targeting]); and a card chosen in
the target's unit as the action resolves (``choose_card`` ``in_units_of``,
``cardtext/chosen_cards.py``) [CE › UNIT], [CE › CHOICES]. The cards are made up."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseCard, Pass, UseAbility
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

_FADE = {"timing": "reaction",
         "trigger": {"event": "targeted", "card": "self", "by": "other", "action": "battle"},
         "effects": [{"op": "move_home", "target": "self"},
                     {"op": "negate_action", "on": "subject", "if_illegal": True}]}
_COND = {"any": [{"card": 0, "keyword": "Kolat"}, {"card": 0, "keyword": "Ninja"}]}
DEFS = [
    cd("Fading Scout", "personality", force=2, chi=2, gold_cost=3, personal_honor=1,
       abilities=[_FADE]),
    cd("Strike Anywhere", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "targets": [{"type": "personality", "controller": "opponent",
                                         "any_location": True}],
        "effects": [{"op": "bow", "target": 0},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Strike Here", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "bow", "target": 0},
                    {"op": "gain_honor", "amount": 1, "player": "you"}]}]),
    cd("Unmask", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "battle", "targets": [{"type": "personality", "controller": "opponent"}],
        "effects": [{"op": "set_stat", "target": 0, "stat": "force", "amount": 0,
                     "duration": "turn"},
                    {"op": "choose_card", "spec": {"type": "card", "no_attachments": True},
                     "in_units_of": [0], "if": _COND},
                    {"op": "destroy", "target": 1, "if": _COND}]}]),
    cd("Plain Blade", "item", keywords=["Weapon"], gold_cost=0, force=1),
    cd("Masked Ninja", "personality", keywords=["Ninja"], force=3, chi=2, gold_cost=3,
       personal_honor=0),
]


def _game(bob_home: list, alice_hand: list[str]):  # type: ignore[no-untyped-def]
    """Alice attacks with her Lion Samurai; Bob defends with the first of his Personalities."""
    game = attack_game(player(name="Alice", home=["Lion Samurai"], hand=alice_hand),
                       player("Lion Keep", name="Bob", home=bob_home), defs=DEFS)
    declare(game)
    assign(game, pid(game, "Lion Samurai", 0), 0)
    done(game)
    first = bob_home[0]["title"] if isinstance(bob_home[0], dict) else bob_home[0]
    assign(game, pid(game, first, 1), 0)
    done(game)
    game.perform(Pass(1))
    return game


def _strike_and_fade(strategy: str):  # type: ignore[no-untyped-def]
    game = _game(["Fading Scout"], [strategy])
    s = game.state
    scout = pid(game, "Fading Scout", 1)
    game.perform(UseAbility(0, pid(game, strategy, 0), 0, (scout,)))
    game.perform(Pass(0))  # Alice, active, passes; Bob answers
    game.perform(UseAbility(1, scout, 0))
    while s.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    return s, scout


def test_moved_home_he_is_no_longer_a_legal_target_and_stays_unbowed() -> None:
    """Strike Here needs him at the battlefield: home, he stays unbowed; Alice still gains
    her Honor (10 -> 11)."""
    s, scout = _strike_and_fade("Strike Here")
    assert s.cards[scout].zone is Zone.HOME and not s.cards[scout].bowed
    assert s.players[0].family_honor == 11


def test_an_action_that_reaches_any_location_still_bows_him() -> None:
    """Strike Anywhere may target him at home: still legal, bowed there (11)."""
    s, scout = _strike_and_fade("Strike Anywhere")
    assert s.cards[scout].zone is Zone.HOME and s.cards[scout].bowed
    assert s.players[0].family_honor == 11


def test_a_card_without_attachments_in_his_unit_is_chosen_and_destroyed() -> None:
    """Unmask on the Ninja carrying a Blade: only the Blade is offered (he has an
    attachment); it is destroyed, his Force 3 -> 0. On the Lion Samurai (no such keyword):
    nothing is asked, 3 -> 0."""
    game = _game([{"title": "Masked Ninja", "attachments": ["Plain Blade"]}], ["Unmask"])
    s = game.state
    ninja, blade = pid(game, "Masked Ninja", 1), pid(game, "Plain Blade", 1)
    game.perform(UseAbility(0, pid(game, "Unmask", 0), 0, (ninja,)))
    assert s.options[0]["pick"] == [blade]
    game.perform(ChooseCard(0, choice=blade))
    assert not s.cards[blade].in_play and stats.force(s, ninja) == 0
    game = _game(["Lion Samurai"], ["Unmask"])
    s = game.state
    lion = pid(game, "Lion Samurai", 1)
    game.perform(UseAbility(0, pid(game, "Unmask", 0), 0, (lion,)))
    assert not s.options and stats.force(s, lion) == 0
