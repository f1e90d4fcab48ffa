"""Kharmic and Reserve player abilities with exact numbers [S0 › KHARMIC #],
[S0 › RESERVE #], ``games/ccg/keywords/player_abilities.py``."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import KeywordAbility, Pass, action_from_dict
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd, find, game_at, player
from tests.engine_battle.battle_scenario import census, pid
from tests.keywords.scenario import opposed_battle

DEFS = [
    cd("Karmic Lesson", "strategy", keywords=["Kharmic"], gold_cost=9, focus=2),
    cd("Karmic Shrine", "holding", keywords=["Kharmic"], gold_cost=3),
    cd("Reserve Ronin", "personality", keywords=["Reserve"], force=3, chi=2, gold_cost=3,
       personal_honor=0, honor_requirement=0),
    cd("Reserve Archers", "follower", keywords=["Reserve"], force=2, gold_cost=2, focus=1),
]


def kharmic(names: list[str]) -> list[KeywordAbility]:
    return [a for a in names if isinstance(a, KeywordAbility)]  # type: ignore[misc]


def test_kharmic_draw_costs_two_gold_discards_and_draws() -> None:
    """Alice (Stronghold 5 Gold) discards Karmic Lesson from her hand: she pays 2 (the
    Stronghold bows, 3 lost), the Lesson goes to her Fate discard, she draws 1 (hand 1 -> 1,
    Fate deck 5 -> 4); the opportunity passes to Bob."""
    game = game_at(player(hand=["Karmic Lesson"]), defs=DEFS)
    s = game.state
    lesson = find(s, "Karmic Lesson")
    act = KeywordAbility(0, "kharmic_draw", lesson)
    assert act in game.legal_actions()
    assert action_from_dict(act.to_dict()) == act
    assert act.label(s) == "Kharmic: discard Karmic Lesson to draw a card"
    game.perform(act)
    p = s.players[0]
    assert s.cards[lesson].zone is Zone.FATE_DISCARD
    assert len(p.hand) == 1 and len(p.fate_deck) == 4
    assert s.cards[p.stronghold].bowed  # type: ignore[index]
    assert s.priority == 1


def test_kharmic_refill_turns_the_new_province_card_face_up() -> None:
    """A face-up Karmic Shrine in Alice's first province: she pays 2, it goes to the Dynasty
    discard, the province is refilled with the top Dynasty card (Gold Mine), face up."""
    game = game_at(player(provinces=[{"title": "Karmic Shrine", "face_up": True},
                                     "Filler Dynasty", "Filler Dynasty", "Filler Dynasty"],
                          dynasty_deck=["Gold Mine", "Filler Dynasty"]), defs=DEFS)
    s = game.state
    shrine = find(s, "Karmic Shrine")
    game.perform(KeywordAbility(0, "kharmic_refill", shrine))
    p = s.players[0]
    assert shrine in p.dynasty_discard
    new = p.provinces[0]
    assert new is not None and s.title(new) == "Gold Mine" and s.cards[new].face_up
    assert len(p.dynasty_deck) == 1


def test_kharmic_is_limited_and_needs_two_gold() -> None:
    """Not on Bob's opportunity in Alice's turn (Limited); not with 1 Gold; refused with a
    sentence, nothing changes."""
    game = game_at(player(hand=["Karmic Lesson"]),
                   player("Lion Keep", name="Bob", hand=["Karmic Lesson"]),
                   defs=DEFS, priority=1)
    s = game.state
    bobs = find(s, "Karmic Lesson", 1)
    assert kharmic(game.legal_actions()) == []
    assert "Limited" in (game.why_illegal(KeywordAbility(1, "kharmic_draw", bobs)) or "")
    poor = game_at(player(stronghold={"title": "Crane Keep", "bowed": True},
                          hand=["Karmic Lesson"], home=["Small Farm"]), defs=DEFS)
    assert kharmic(poor.legal_actions()) == []


def reserve_battle(alice: dict[str, Any], bob: dict[str, Any]) -> Any:
    """Alice attacks province 1 with her units; Bob defends it with his; Combat Segment."""
    return opposed_battle(alice, bob, DEFS)


def test_reserve_personality_recruited_into_an_opposed_battle() -> None:
    """Bob has no unit at the battle (Lion Samurai 3F attacks alone) and a face-up Reserve
    Ronin (GC 3) in province 2: at his Combat opportunity he Recruits him (Absent: no
    Presence needed), paying 3; Ronin defends at the battlefield, province 2 refills; Force
    3 vs 3: a tie."""
    game = reserve_battle({"home": ["Lion Samurai"]},
                          {"provinces": ["Filler Dynasty",
                                         {"title": "Reserve Ronin", "face_up": True},
                                         "Filler Dynasty", "Filler Dynasty"]})
    s = game.state
    ronin = find(s, "Reserve Ronin")
    assert s.step.value == "combat" and game.waiting_for == 1
    act = KeywordAbility(1, "reserve_recruit", ronin)
    assert act in game.legal_actions()
    game.perform(act)
    bf = s.attack.battlefields[0]  # type: ignore[union-attr]
    assert bf.defending == [ronin] and s.cards[ronin].zone is Zone.BATTLEFIELD
    assert s.players[1].provinces[1] is not None and s.players[1].provinces[1] != ronin
    assert s.cards[s.players[1].stronghold].bowed  # type: ignore[index]
    pv = battle.preview(s)
    assert (pv.attacker_force, pv.defender_force, pv.outcome) == (3, 3, "tie")
    assert set(census(s).values()) == {1}


def test_reserve_is_only_for_an_opposed_battle() -> None:
    """Alice's own face-up Reserve Ronin cannot join her unopposed attack (no enemy unit at
    the battlefield): no Reserve action, and the refusal says why."""
    game = reserve_battle({"home": ["Lion Samurai"],
                           "provinces": [{"title": "Reserve Ronin", "face_up": True},
                                         "Filler Dynasty", "Filler Dynasty", "Filler Dynasty"]},
                          {})
    s = game.state
    ronin = find(s, "Reserve Ronin")
    while s.step.value == "combat" and game.waiting_for != 0:
        game.perform(Pass(game.waiting_for or 0))
    act = KeywordAbility(0, "reserve_recruit", ronin)
    assert act not in game.legal_actions()
    assert "opposed" in (game.why_illegal(act) or "")


def test_reserve_attachment_equipped_in_battle() -> None:
    """Alice's Lion Samurai (3F) attacks Bob's Ronin (2F); at her Combat opportunity she
    Equips Reserve Archers (GC 2, 2F) to him at the battlefield: Force 5 vs 2."""
    game = reserve_battle({"home": ["Lion Samurai"], "hand": ["Reserve Archers"]},
                          {"home": ["Ronin"]})
    s = game.state
    sam, archers = pid(game, "Lion Samurai", 0), find(s, "Reserve Archers")
    game.perform(Pass(1))  # the Defender acts first
    act = KeywordAbility(0, "reserve_equip", archers, target=sam)
    assert act in game.legal_actions()
    game.perform(act)
    assert s.cards[archers].attached_to == sam
    assert s.cards[archers].zone is Zone.BATTLEFIELD and s.cards[archers].battlefield == 0
    pv = battle.preview(s)
    assert (pv.attacker_force, pv.defender_force) == (5, 2)
    assert set(census(s).values()) == {1}
