"""Ongoing effects of traits with exact numbers: stat bonuses (self, host, "your Samurai",
while defending), attack strength and negated Fear, attachment restrictions, province
strength [CE › TRAITS], [CE › CARD FEATURES › STATS], [CE › RANGED ATTACK],
[CE › PREVENTION (Including Negation)], [CE › ATTACHMENTS]; ``cardtext/ongoing.py``."""

from __future__ import annotations

from typing import Any

import pytest

from l5r_desktop.games.ccg.actions import Equip, UseAbility
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.attack.events import RangedAttackMade
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, game_at, player
from tests.keywords.scenario import opposed_battle


def cont(kind: str, **kw: Any) -> dict[str, Any]:
    return {"timing": "continuous", "ongoing": kind, **kw}


DEFS = [
    cd("Shield Wall", "follower", force=1, gold_cost=1, focus=1,
       abilities=[cont("stat", stat="force", amount=3, **{"while": "defending"})]),
    cd("Banner Lord", "personality", clans=["Crane"], keywords=["Samurai"], force=1, chi=2,
       gold_cost=4, personal_honor=1, honor_requirement=0,
       abilities=[cont("stat", stat="force", amount=1, applies_to="yours",
                       filter={"type": "personality", "keyword": "Samurai"})]),
    cd("Lucky Charm", "item", force=0, chi=0, gold_cost=1, focus=1,
       abilities=[cont("stat", stat="personal_honor", amount=2, applies_to="host")]),
    cd("Shield Bearers", "follower", force=2, gold_cost=1, focus=1,
       abilities=[cont("attack_strength", amount=-2, attacks=["melee", "ranged"],
                       applies_to="unit")]),
    cd("Fearless Guard", "follower", force=1, gold_cost=1, focus=1,
       abilities=[cont("negate", attacks=["fear"])]),
    cd("Terrify", "strategy", gold_cost=0, focus=2,
       abilities=[{"timing": "battle", "targets": [{"type": "ranged"}],
                   "effects": [{"op": "fear", "target": 0, "amount": 5}]}]),
    cd("Courtier's Fan", "item", force=0, chi=1, gold_cost=1, focus=1,
       abilities=[cont("attach_only", keyword="Courtier")]),
    cd("Lion Banner", "item", force=1, chi=0, gold_cost=1, focus=1,
       abilities=[cont("attach_only", clan="Lion")]),
    cd("Bare Monk", "personality", keywords=["Monk"], force=2, chi=3, gold_cost=3,
       personal_honor=1, honor_requirement=0,
       abilities=[cont("cannot_attach", types=["item"])]),
    cd("Watchtower", "holding", gold_cost=2, abilities=[cont("province_strength", amount=2)]),
    cd("Banner of Conquest", "item", force=0, chi=0, gold_cost=1, focus=1,
       abilities=[cont("keyword", keyword="Conqueror", applies_to="host")]),
    cd("Stone Skin", "spell", gold_cost=1, focus=1,
       abilities=[cont("keyword", keyword="Resilient", applies_to="host")]),
]


def test_granted_conqueror_and_resilient() -> None:
    """Lion Samurai carrying Banner of Conquest (grants Conqueror) beats Ronin (3 vs 2): his
    unit goes home unbowed. Bob's Crane Shugenja carrying Stone Skin (grants Resilient) in a
    losing battle is not destroyed (his Spell is), once."""
    game = opposed_battle({"home": [{"title": "Lion Samurai",
                                     "attachments": ["Banner of Conquest"]}]},
                          {"home": ["Ronin"]}, DEFS)
    s = game.state
    fight_out(game)
    sam = find(s, "Lion Samurai")
    assert s.cards[sam].zone.value == "home" and not s.cards[sam].bowed
    game = opposed_battle({"home": ["Lion Samurai"]},
                          {"home": [{"title": "Crane Shugenja", "attachments": ["Stone Skin"]}]},
                          DEFS)
    s = game.state
    fight_out(game)
    shu = find(s, "Crane Shugenja")
    assert s.cards[shu].zone.in_play and find(s, "Stone Skin") in s.players[1].fate_discard


def fight_out(game: Any) -> None:
    """Pass the Combat Segment and resolve the battle."""
    from l5r_desktop.games.ccg.actions import Pass, ResolveBattle

    s = game.state
    while s.step.value == "combat":
        game.perform(Pass(game.waiting_for or 0))
    game.perform(ResolveBattle(s.attack.attacker))


def test_stat_bonus_while_defending() -> None:
    """Shield Wall (1F, +3F while defending) on Bob's Ronin: 1F at home; defending, the army
    is Ronin 2 + Shield Wall 4 = 6 against Lion Samurai 3."""
    game = opposed_battle({"home": ["Lion Samurai"]},
                          {"home": [{"title": "Ronin", "attachments": ["Shield Wall"]}]}, DEFS)
    s = game.state
    wall = find(s, "Shield Wall")
    assert stats.force(s, wall) == 4
    pv = battle.preview(s)
    assert (pv.attacker_force, pv.defender_force, pv.outcome) == (3, 6, "defender")
    home = game_at(player(home=[{"title": "Ronin", "attachments": ["Shield Wall"]}]), defs=DEFS)
    assert stats.force(home.state, find(home.state, "Shield Wall")) == 1


def test_your_samurai_get_plus_one_force_while_the_source_is_in_play() -> None:
    """Banner Lord: "your Samurai Personalities have +1F": Crane Samurai 2 -> 3, Banner Lord
    himself 1 -> 2, Crane Courtier stays 1, Bob's Lion Samurai stays 3; once Banner Lord is
    destroyed (Assassin) the Samurai is back to 2."""
    game = game_at(player(home=["Banner Lord", "Crane Samurai", "Crane Courtier"]),
                   player("Lion Keep", name="Bob", home=["Lion Samurai"],
                          hand=["Assassin"]), defs=DEFS, active=1)
    s = game.state
    lord, sam = find(s, "Banner Lord"), find(s, "Crane Samurai")
    assert [stats.force(s, c) for c in (sam, lord, find(s, "Crane Courtier"),
                                         find(s, "Lion Samurai"))] == [3, 2, 1, 3]
    game.perform(UseAbility(1, card=find(s, "Assassin"), ability=0, targets=(lord,)))
    assert not s.cards[lord].in_play
    assert stats.force(s, sam) == 2


def test_host_bonus_personal_honor_keeps_its_maximum() -> None:
    """Lucky Charm gives its Personality +2PH: Crane Samurai 2 -> 4; Crane Kensai 5 stays 5
    (maximum 5)."""
    game = game_at(player(home=[{"title": "Crane Samurai", "attachments": ["Lucky Charm"]},
                                {"title": "Crane Kensai", "attachments": ["Lucky Charm"]}]),
                   defs=DEFS)
    s = game.state
    assert stats.personal_honor(s, find(s, "Crane Samurai")) == 4
    assert stats.personal_honor(s, find(s, "Crane Kensai")) == 5


@pytest.mark.parametrize(("escort", "result"), [("Shield Bearers", "survives"),
                                                ("Spearmen", "destroyed")])
def test_ranged_attack_strength_penalty_for_the_unit(escort: str, result: str) -> None:
    """Bob's Volley (Ranged 3, the battle tests' card) at Alice's Spearmen (2F): with Shield
    Bearers in the unit the strength is 3 - 2 = 1 < 2 and it survives; without, 3 >= 2
    destroys it."""
    game = opposed_battle({"home": [{"title": "Lion Samurai",
                                     "attachments": ["Spearmen", escort]}]},
                          {"home": ["Ronin"], "hand": ["Volley"]}, DEFS)
    s = game.state
    spear = find(s, "Spearmen", 0)
    events = game.perform(UseAbility(1, card=find(s, "Volley"), ability=0, targets=(spear,)))
    made = next(e for e in events if isinstance(e, RangedAttackMade))
    assert (made.strength, made.force, made.result) == ((1 if result == "survives" else 3),
                                                         2, result)


def test_negated_fear_does_nothing() -> None:
    """Bob's Terrify (Fear 5) at Alice's Fearless Guard (1F): negated, it stays unbowed."""
    game = opposed_battle({"home": [{"title": "Lion Samurai",
                                     "attachments": ["Fearless Guard"]}]},
                          {"home": ["Ronin"], "hand": ["Terrify"]}, DEFS)
    s = game.state
    guard = find(s, "Fearless Guard")
    events = game.perform(UseAbility(1, card=find(s, "Terrify"), ability=0, targets=(guard,)))
    assert not s.cards[guard].bowed
    assert not any(isinstance(e, RangedAttackMade) for e in events)


def test_attachment_restrictions() -> None:
    """Courtier's Fan attaches only to a Courtier, Lion Banner only to a Lion Clan
    Personality, and Bare Monk cannot attach Items: the Equip choices and the refusals."""
    game = game_at(player(home=["Crane Samurai", "Crane Courtier", "Bare Monk", "Gold Mine"],
                          hand=["Courtier's Fan", "Lion Banner", "Katana"]), defs=DEFS)
    s = game.state
    fan, banner, katana = (find(s, t) for t in ("Courtier's Fan", "Lion Banner", "Katana"))
    sam, courtier, monk = (find(s, t) for t in ("Crane Samurai", "Crane Courtier", "Bare Monk"))
    equips = {(a.card, a.target) for a in game.legal_actions() if isinstance(a, Equip)}
    assert {t for c, t in equips if c == fan} == {courtier}
    assert {t for c, t in equips if c == banner} == set()
    assert {t for c, t in equips if c == katana} == {sam, courtier}
    assert game.why_illegal(Equip(0, card=fan, target=sam)) == \
        "Courtier's Fan will only attach to a Courtier"
    assert game.why_illegal(Equip(0, card=katana, target=monk)) == "Bare Monk cannot attach Katana"


def test_province_strength_bonus() -> None:
    """Bob's Watchtower (+2 to his provinces): Lion Keep 7 -> 9; Alice's is unchanged."""
    game = game_at(player(), player("Lion Keep", name="Bob", home=["Watchtower"]), defs=DEFS)
    s = game.state
    assert stats.province_strength(s, 1) == 9 and stats.province_strength(s, 0) == 6


@pytest.mark.parametrize("record", [
    cont("stat", stat="gold", amount=1),
    cont("stat", stat="force", amount=0),
    cont("stat", stat="force", amount=1, applies_to="yours"),
    cont("attack_strength", amount=-1, attacks=["arrows"]),
    cont("negate", attacks=["fear"], applies_to="host"),
    cont("attach_only"),
    cont("cannot_attach", types=["holding"]),
    cont("glow"),
])
def test_bad_ongoing_records_are_refused(record: dict[str, Any]) -> None:
    """A record the engine cannot apply is reported (the card then stays manual)."""
    assert abilities.validate(record)

