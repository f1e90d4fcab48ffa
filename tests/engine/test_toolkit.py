"""The manual-effects toolkit and automation levels (issue 3), stats [S1 › STATS]."""

from __future__ import annotations

import pytest

from l5r_desktop.core.errors import IllegalActionError
from l5r_desktop.games.ccg.actions import Manual, Pass
from l5r_desktop.games.ccg.events import ManualEffect
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import find, game_at, player


def assisted(**kw):
    return game_at(player(home=["Crane Samurai", {"title": "Crane Kensai",
                                                  "attachments": ["Katana"]}],
                          hand=["Club"], provinces=["Gold Mine", "Small Farm", None, None],
                          dynasty_deck=["Shrine"], fate_deck=["Armor", "Pride"]),
                   player("Lion Keep", home=["Lion Samurai"]), automation="assisted", **kw)


def test_enforced_refuses_manual_effects_outside_a_text_window() -> None:
    game = game_at(player(home=["Crane Samurai"]))
    with pytest.raises(IllegalActionError, match="automation: enforced"):
        game.perform(Manual(0, op="bow", card=find(game.state, "Crane Samurai")))
    assert not game.state.cards[find(game.state, "Crane Samurai")].bowed


def test_assisted_allows_any_player_any_time_and_marks_the_log() -> None:
    game = assisted()
    s = game.state
    lion = find(s, "Lion Samurai")
    events = game.perform(Manual(1, op="bow", card=lion))  # not Bob's opportunity: fine
    assert game.state.cards[lion].bowed
    assert isinstance(events[0], ManualEffect) and events[0].describe(s).startswith("[manual]")
    assert game.state.priority == 0  # toolkit effects do not use an opportunity


def test_stronghold_immunity_except_in_manual_mode() -> None:
    """[S1 › STRONGHOLD] immunity; manual automation is a free table."""
    game = assisted()
    sh = game.state.players[0].stronghold
    with pytest.raises(IllegalActionError, match="immune"):
        game.perform(Manual(0, op="destroy", card=sh))
    game.perform(Manual(0, op="bow", card=sh))
    free = game_at(player(), automation="manual")
    free.perform(Manual(0, op="discard", card=free.state.players[0].stronghold))
    assert free.state.cards[free.state.players[0].stronghold].zone is Zone.DYNASTY_DISCARD


def test_stat_modifiers_tokens_and_durations() -> None:
    """Bonuses/penalties with durations [S1 › DURATION OF EFFECTS]; tokens [S1 › TOKENS];
    excess penalties persist: 2F +2(katana) -5 +2 = 1 [S1 › CARD FEATURES › STATS]."""
    game = assisted()
    s = game.state
    sam, ken = find(s, "Crane Samurai"), find(s, "Crane Kensai")
    game.perform(Manual(0, op="modify_stat", card=ken, stat="force", amount=-7,
                        duration="turn"))
    assert stats.force(game.state, ken) == 0  # 3 + 2 - 7 -> 0 (minimum)
    game.perform(Manual(0, op="modify_stat", card=ken, stat="force", amount=3,
                        duration="game"))
    assert stats.force(game.state, ken) == 1  # 3 + 2 - 7 + 3
    game.perform(Manual(0, op="add_token", card=sam, token="+1F", amount=2))
    assert stats.force(game.state, sam) == 4
    game.perform(Manual(0, op="remove_token", card=sam, token="+1F", amount=1))
    assert stats.force(game.state, sam) == 3
    with pytest.raises(IllegalActionError, match="fewer than 5"):
        game.perform(Manual(0, op="remove_token", card=sam, token="+1F", amount=5))
    for who in (0, 1, 0, 0):
        game.perform(Pass(who))
    s = game.state
    assert stats.force(s, ken) == 8  # the "turn" penalty ended, the "game" bonus stays
    assert s.cards[sam].tokens == {"+1F": 1}


def test_personal_honor_maximums_and_negative_honor_requirement() -> None:
    """PH max 5, 0 while dishonorable; HR may be negative [S1 › PERSONALITY]."""
    game = assisted()
    ken = find(game.state, "Crane Kensai")
    game.perform(Manual(0, op="modify_stat", card=ken, stat="personal_honor", amount=3))
    assert stats.personal_honor(game.state, ken) == 5
    game.perform(Manual(0, op="dishonor", card=ken))
    assert stats.personal_honor(game.state, ken) == 0
    game.perform(Manual(0, op="modify_stat", card=ken, stat="honor_requirement", amount=-4))
    assert stats.honor_requirement(game.state, ken) == -4
    with pytest.raises(IllegalActionError, match="already dishonorable"):
        game.perform(Manual(0, op="dishonor", card=ken))


def test_move_discard_draw_note_transfer_flip() -> None:
    game = assisted()
    s = game.state
    sam, ken, kat = (find(s, t) for t in ("Crane Samurai", "Crane Kensai", "Katana"))
    game.perform(Manual(0, op="transfer", card=kat, target=sam))
    s = game.state
    assert s.cards[kat].attached_to == sam and s.cards[ken].attachments == []
    assert stats.force(s, sam) == 4
    game.perform(Manual(0, op="move", card=sam, zone="hand"))
    s = game.state
    # a Dynasty card that would enter a hand goes on top of its Dynasty deck instead
    assert s.players[0].dynasty_deck[0] == sam and s.cards[kat].zone is Zone.FATE_DISCARD
    game.perform(Manual(0, op="draw", amount=1))
    assert game.state.title(game.state.players[0].hand[-1]) == "Armor"
    game.perform(Manual(0, op="note", card=ken, text="does not straighten"))
    assert game.state.cards[ken].note == "does not straighten"
    mine = find(s, "Gold Mine")
    game.perform(Manual(0, op="flip", card=mine))
    assert game.state.cards[mine].face_up
    game.perform(Manual(0, op="discard", card=mine))
    s = game.state
    assert s.cards[mine].zone is Zone.DYNASTY_DISCARD
    assert s.title(s.players[0].provinces[0]) == "Crane Samurai"  # refilled from the deck top
    game.perform(Manual(1, op="gain_honor", amount=3))
    assert game.state.players[1].family_honor == 13


def test_bad_manual_effects_give_reasons() -> None:
    game = assisted()
    s = game.state
    sam = find(s, "Crane Samurai")
    cases = [
        (Manual(0, op="explode", card=sam), "Unknown manual effect"),
        (Manual(0, op="bow", card="nope"), "Choose a card"),
        (Manual(0, op="straighten", card=sam), "not a bowed card"),
        (Manual(0, op="modify_stat", card=sam, stat="luck", amount=1), "Unknown stat"),
        (Manual(0, op="modify_stat", card=sam, stat="force", amount=0), "changes nothing"),
        (Manual(0, op="move", card=sam, zone="moon"), "Unknown zone"),
        (Manual(0, op="gain_honor", amount=0), "positive"),
        (Manual(5, op="draw", amount=1), "No such player"),
        (Manual(0, op="destroy_province", amount=9), "does not exist"),
    ]
    for action, reason in cases:
        with pytest.raises(IllegalActionError, match=reason):
            game.perform(action)


def test_set_stat_uses_the_smallest_bonus_or_penalty() -> None:
    """[S1 › CARD FEATURES › STATS › Setting stats to a value]: a 0F/3C Personality with a +1C
    Item whose Force and Chi are switched gets +4F and -4C (the Item is not reapplied) and dies
    of Chi 0; a stat held at 0 by a penalty is set from its total."""
    game = game_at(player(home=[{"title": "Crane Shugenja", "attachments": ["Armor"]}]),
                   automation="assisted")
    shu = find(game.state, "Crane Shugenja")
    assert (stats.force(game.state, shu), stats.chi(game.state, shu)) == (2, 4)
    game.perform(Manual(0, op="set_stat", card=shu, stat="force", amount=4))
    assert stats.force(game.state, shu) == 4
    assert game.state.cards[shu].modifiers[-1].amount == 2
    game.perform(Manual(0, op="modify_stat", card=shu, stat="force", amount=-9))
    assert stats.force(game.state, shu) == 0  # total -5
    game.perform(Manual(0, op="set_stat", card=shu, stat="force", amount=1))
    assert stats.force(game.state, shu) == 1
    assert game.state.cards[shu].modifiers[-1].amount == 6
    with pytest.raises(IllegalActionError, match="already 1"):
        game.perform(Manual(0, op="set_stat", card=shu, stat="force", amount=1))
    game.perform(Manual(0, op="set_stat", card=shu, stat="chi", amount=0))
    assert game.state.cards[shu].zone is Zone.HONORABLY_DEAD


def test_minimums_and_maximums_apply_after_bonuses() -> None:
    """[S1 › CARD FEATURES › STATS › Calculating stats]: the rulebook's example: 1F, -2F -> 0;
    +3F -> 2; maximum 1 -> 1; when the maximum ends, 1 - 2 + 3 = 2 again. A minimum above a
    maximum leaves the value unchanged."""
    game = game_at(player(home=[{"title": "Ronin", "modifiers": [
        {"stat": "force", "amount": -1, "duration": "game"}]}]), automation="assisted")
    ronin = find(game.state, "Ronin")  # printed 2F, -1 for the game: 1F
    assert stats.force(game.state, ronin) == 1
    game.perform(Manual(0, op="modify_stat", card=ronin, stat="force", amount=-2,
                        duration="game"))
    assert stats.force(game.state, ronin) == 0
    game.perform(Manual(0, op="modify_stat", card=ronin, stat="force", amount=3,
                        duration="game"))
    assert stats.force(game.state, ronin) == 2
    game.perform(Manual(0, op="max_stat", card=ronin, stat="force", amount=1,
                        duration="battle"))
    assert stats.force(game.state, ronin) == 1
    game.perform(Manual(0, op="min_stat", card=ronin, stat="force", amount=3,
                        duration="turn"))
    assert stats.force(game.state, ronin) == 2  # min 3 > max 1: unchanged
    pos = game.position()
    kinds = [m.get("kind", "bonus") for m in pos["players"][0]["home"][0]["modifiers"]]
    assert kinds == ["bonus", "bonus", "bonus", "max", "min"]
    for who in (0, 1, 0, 0):
        game.perform(Pass(who))
    assert stats.force(game.state, ronin) == 2  # the limits ended with the turn
    with pytest.raises(IllegalActionError, match="0 or more"):
        game.perform(Manual(1, op="max_stat", card=ronin, stat="force", amount=-1))


def test_moving_a_card_from_under_an_experienced_stack_keeps_cards_unique() -> None:
    from tests.engine.scenario import card_census

    game = game_at(player(home=[{"title": "Crane Kensai - exp", "under": ["Crane Kensai"]}]),
                   automation="manual")
    base = find(game.state, "Crane Kensai")
    game.perform(Manual(0, op="move", card=base, zone="removed"))
    s = game.state
    assert set(card_census(s).values()) == {1}
    assert s.cards[find(s, "Crane Kensai - exp")].under == []
    assert s.cards[base].zone is Zone.REMOVED


def test_every_operation_has_one_check_and_one_handler() -> None:
    """The toolkit's tables (effects.check / effects.apply are look-ups): each operation has
    exactly one check (card or player operation) and one handler, except engine II's, which
    attack/battle_effects.py checks and applies."""
    from l5r_desktop.games.ccg.cardtext import effect_checks, effect_ops, effects
    from l5r_desktop.games.ccg.model.ids import ManualOp

    card, players = set(effect_checks.CARD_CHECKS), set(effect_checks.PLAYER_CHECKS)
    engine_ii = set(effects._ENGINE_II_OPS)
    assert not card & players and not (card | players) & engine_ii
    assert card | players | engine_ii == set(ManualOp)
    assert set(effect_ops.OPS) == card | players


def test_every_engine_ii_operation_has_one_check_and_one_handler() -> None:
    """attack/battle_effects.py is two look-up tables too: each engine II operation that
    effects.py sends there has its check and its handler, and nothing else is there."""
    from l5r_desktop.games.ccg.attack import battle_effects
    from l5r_desktop.games.ccg.cardtext import effects

    assert set(battle_effects.CHECKS) == set(effects._ENGINE_II_OPS)
    assert set(battle_effects.APPLIES) == set(effects._ENGINE_II_OPS)
    assert frozenset(effects._ENGINE_II_OPS) == battle_effects.OPS


def test_battle_effects_refuses_an_operation_it_does_not_own() -> None:
    """A non-engine-II op sent to battle_effects gets a clear message and changes nothing."""
    from l5r_desktop.games.ccg.attack import battle_effects
    from l5r_desktop.games.ccg.model.ids import ManualOp

    game = game_at(player(home=["Crane Samurai"]))
    card = find(game.state, "Crane Samurai")
    why = battle_effects.check(game.state, 0, ManualOp.BOW, card, 0, "", "", "")
    assert why == "Unsupported manual effect 'bow'"
    with pytest.raises(ValueError, match="unsupported op"):
        battle_effects.apply(game.state, 0, ManualOp.BOW, card, 0, "", "", "")
    assert not game.state.cards[card].bowed
