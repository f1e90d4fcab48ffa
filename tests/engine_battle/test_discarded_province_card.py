""""If this discarded a Personality" (the effect condition ``discarded``,
``cardtext/effect_conditions.py``: a card chosen in a province that an earlier effect of the
resolution put in a discard pile) and Shosuro Toson - exp2's record (oracle:7177,
``ccg_abilities_ccgtext.json``): after engaging at his battlefield, discard a card from the
current battlefield's province (refilled [CE › PROVINCES]); if it was a Personality, the
first opportunity of the battle is his player's, performed by him [CE › BATTLES › B. COMBAT
SEGMENT]. Our own cards and numbers (issue 17, ccgtext lane)."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, player
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, pid

#: Shosuro Toson - exp2's record as written (oracle:7177 ability 1)
TOSON = {"timing": "reaction", "trigger": {"event": "engaged", "card": "any"},
         "condition": {"at_current": True},
         "targets": [{"type": "card", "zone": "province", "at_current": True, "choose": True}],
         "effects": [{"op": "discard", "target": 0},
                     {"op": "first_opportunity", "performer": "self",
                      "if": {"card": 0, "discarded": True, "type": "personality"}}]}
DEFS = [cd("Shadow Lord", "personality", clans=["Scorpion"], keywords=["Ninja"], force=4,
           chi=4, gold_cost=9, personal_honor=1, abilities=[TOSON]),
        cd("Waiting Samurai", "personality", force=2, chi=2, gold_cost=4, personal_honor=2),
        cd("Quiet Farm", "holding", gold_cost=2)]


def _engage(province_card: str) -> tuple[Any, list[Any]]:
    """Alice attacks Bob's first province (holding ``province_card``) with the Shadow Lord;
    Bob defends with a Ronin; the battle begins: Alice's uses of the Reaction."""
    game = attack_game(player(name="Alice", home=["Shadow Lord"]),
                       player("Lion Keep", name="Bob", home=["Ronin"],
                              provinces=[province_card, "Filler Dynasty", "Filler Dynasty",
                                         "Filler Dynasty"]), defs=DEFS)
    declare(game)
    assign(game, pid(game, "Shadow Lord", 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)  # the battle begins: the engaging window
    for _ in range(4):
        uses = [a for a in game.legal_actions() if isinstance(a, UseAbility)]
        if uses or not game.state.windows:
            return game, uses
        game.perform(Pass(game.waiting_for or 0))
    return game, []


def _close(game: Any) -> None:
    while game.state.windows:
        game.perform(Pass(game.waiting_for or 0))


def test_the_record_is_valid() -> None:
    assert validate(TOSON) == []
    bad = {**TOSON, "effects": [TOSON["effects"][0], {**TOSON["effects"][1], "if": {
        "card": 0, "discarded": True, "bowed": True}}]}
    assert any("if.discarded" in p for p in validate(bad))


def test_a_discarded_personality_gives_him_the_first_opportunity() -> None:
    """The Waiting Samurai in Bob's battle province: discarded (in Bob's discard pile, the
    province refilled), and the Combat Segment's first opportunity is Alice's, the Shadow
    Lord to perform it."""
    game, uses = _engage("Waiting Samurai")
    s = game.state
    sam = pid(game, "Waiting Samurai", 1)
    lord = pid(game, "Shadow Lord", 0)
    assert [u.targets for u in uses] == [(sam,)]
    game.perform(uses[0])
    _close(game)
    assert s.cards[sam].zone is Zone.DYNASTY_DISCARD
    assert s.players[1].provinces[0] not in (None, sam)
    assert game.waiting_for == 0 and s.attack is not None and s.attack.extra_actor == lord


def test_a_discarded_holding_gives_nothing_more() -> None:
    """The Quiet Farm there: discarded, and Bob, the Defender, acts first as usual."""
    game, uses = _engage("Quiet Farm")
    s = game.state
    farm = pid(game, "Quiet Farm", 1)
    game.perform(uses[0])
    _close(game)
    assert s.cards[farm].zone is Zone.DYNASTY_DISCARD
    assert game.waiting_for == 1 and s.attack is not None and s.attack.extra_actor is None
