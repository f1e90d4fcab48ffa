"""Strategies, Rings, card abilities and hand-resolved text [S1 › TAKING ACTIONS FROM
ABILITIES], [S1 › STRATEGY], [S1 › RING], [S1 › SPELL]."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.demo import demo_cards
from l5r_desktop.games.ccg.actions import Manual, Pass, PlayRing, ResolveDone, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Step, Zone
from tests.engine.scenario import DEFS, find, game_at, player


def test_strategy_pays_its_gold_cost_resolves_and_is_discarded() -> None:
    """[S1 › STRATEGY]: Gold Cost paid when the action is taken; discarded after."""
    game = game_at(player(hand=["Pride"], home=["Small Farm", "Small Farm"]))
    s = game.state
    pride = find(s, "Pride")
    game.perform(UseAbility(0, card=pride))
    s = game.state
    assert s.players[0].family_honor == 13
    assert s.cards[pride].zone is Zone.FATE_DISCARD and s.players[0].fate_discard == [pride]
    farms = [c for c in s.players[0].home if s.title(c) == "Small Farm"]
    assert all(s.cards[c].bowed for c in farms)  # 2 Gold from two 1-Gold farms, no waste
    assert not s.cards[s.players[0].stronghold].bowed
    assert s.priority == 1


def test_required_targets_must_be_legal() -> None:
    """[S1 › TAKING ACTIONS › B. Required targeting]: Shame targets an honorable enemy."""
    game = game_at(player(hand=["Shame"], home=["Crane Samurai"]),
                   player("Lion Keep", home=["Lion Samurai",
                                             {"title": "Ronin", "dishonored": True}]))
    s = game.state
    shame = find(s, "Shame")
    targets = {a.targets for a in game.legal_actions() if a.kind == "use_ability"}
    assert targets == {(find(s, "Lion Samurai"),)}
    with pytest.raises(IllegalActionError, match="targets are not legal"):
        game.perform(UseAbility(0, card=shame, targets=(find(s, "Ronin"),)))
    with pytest.raises(IllegalActionError, match="targets are not legal"):
        game.perform(UseAbility(0, card=shame, targets=(find(s, "Crane Samurai"),)))
    with pytest.raises(IllegalActionError, match="targets are not legal"):
        game.perform(UseAbility(0, card=shame, targets=(s.players[1].stronghold,)))
    game.perform(UseAbility(0, card=shame, targets=(find(s, "Lion Samurai"),)))
    assert game.state.cards[find(s, "Lion Samurai")].dishonored


def test_card_abilities_once_per_turn_and_not_while_bowed() -> None:
    """[S1 › TAKING ACTIONS FROM ABILITIES]: once per turn; bowed cards' abilities can't be
    used [S1 › BOWED AND UNBOWED]."""
    game = game_at(player(home=["Shrine", {"title": "Crane Courtier", "bowed": True}]),
                   automation="assisted")
    s = game.state
    shrine = find(s, "Shrine")
    with pytest.raises(IllegalActionError, match="is bowed"):
        game.perform(UseAbility(0, card=find(s, "Crane Courtier")))
    game.perform(UseAbility(0, card=shrine))
    assert game.state.players[0].family_honor == 11
    game.perform(Pass(1))
    game.perform(Manual(0, op="straighten", card=shrine))  # (an effect straightened it)
    with pytest.raises(IllegalActionError, match="already used that ability this turn"):
        game.perform(UseAbility(0, card=shrine))


def test_spell_bows_its_shugenja_and_penalty_lasts_until_end_of_turn() -> None:
    """[S1 › SPELL]; ongoing effects last until the end of the turn [S1 › DURATION OF
    EFFECTS]."""
    game = game_at(player(home=[{"title": "Crane Shugenja", "attachments": ["Fire Spell"]}]),
                   player("Lion Keep", home=["Lion Samurai"]))
    s = game.state
    spell, shu, lion = find(s, "Fire Spell"), find(s, "Crane Shugenja"), find(s, "Lion Samurai")
    game.perform(UseAbility(0, card=spell, targets=(lion,)))
    s = game.state
    assert s.cards[shu].bowed and stats.force(s, lion) == 1
    for who in (1, 0, 0, 0):
        game.perform(Pass(who))
    assert stats.force(game.state, lion) == 3


def test_ring_enters_play_by_its_condition_or_is_discarded_for_its_effect() -> None:
    """[S1 › RING]."""
    game = game_at(player(hand=["Air Ring", "Fire Ring"], fate_deck=["Club"]))
    s = game.state
    air, fire = find(s, "Air Ring"), find(s, "Fire Ring")
    game.perform(PlayRing(0, card=air))
    s = game.state
    assert s.cards[air].zone is Zone.HOME and s.cards[air].own_text
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=fire, ability=1))
    s = game.state
    assert s.cards[fire].zone is Zone.FATE_DISCARD
    assert [s.title(c) for c in s.players[0].hand] == ["Club"]


def test_text_the_engine_cannot_run_is_resolved_with_the_toolkit() -> None:
    """Costs and timing are tracked; the effect is resolved by hand, then Done."""
    game = game_at(player(hand=["Mystery"], home=["Crane Samurai"]),
                   player("Lion Keep", home=["Lion Samurai"]))
    s = game.state
    game.perform(UseAbility(0, card=find(s, "Mystery")))
    s = game.state
    assert s.step is Step.RESOLVE_TEXT and s.pending == [(find(s, "Mystery"), 0)]
    assert s.cards[s.players[0].stronghold].bowed  # 1 Gold paid
    lion = find(s, "Lion Samurai")
    with pytest.raises(IllegalActionError, match="only allowed while resolving"):
        game.perform(Manual(1, op="bow", card=find(s, "Crane Samurai")))
    game.perform(Manual(0, op="bow", card=lion))
    assert game.state.cards[lion].bowed
    game.perform(ResolveDone(0, card=find(s, "Mystery")))
    s = game.state
    assert s.step is Step.ACTION_ROUND and s.priority == 1
    with pytest.raises(IllegalActionError, match="only allowed while resolving"):
        game.perform(Manual(1, op="straighten", card=lion))


def test_every_demo_and_test_ability_record_is_valid() -> None:
    """The declarative format covers every bundled ability."""
    from l5r_desktop.games.ccg.model.cards import CardDef

    for d in [*demo_cards(), *(CardDef.from_dict(x) for x in DEFS)]:
        for rec in d.abilities:
            assert abilities.validate(rec) == [], (d.title, rec)


def test_invalid_ability_records_are_reported() -> None:
    assert abilities.validate({"timing": "whenever"})
    assert abilities.validate({"timing": "limited", "effects": [{"op": "explode"}]})
    assert abilities.validate({"timing": "limited", "effects": [{"op": "bow", "target": 2}]})
    assert abilities.validate("nope") == ["ability must be an object"]
