"""Target filters on attached cards, ``has`` / ``lacks`` (``cardtext/targets.py``): "a
Personality with a Weapon", "without a Weapon or Armor", "without Followers"; and the same
tests in an effect's condition (``effect_conditions.py``). "With" and "without" a card refer
to attachment [CE › ATTACHMENTS]; targets are chosen among the cards that fit
[CE › TAKING ACTIONS › B]."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.cardtext.targets import target_candidates
from tests.engine.scenario import cd, find, find_all, game_at, player

W = {"keyword": "Weapon"}
DEFS = [
    cd("Armed Bow", "strategy", gold_cost=0, focus=1,
       abilities=[{"timing": "limited", "targets": [{"type": "personality", "has": W}],
                   "effects": [{"op": "bow", "target": 0}]}]),
    cd("Bare Hands", "strategy", gold_cost=0, focus=1,
       abilities=[{"timing": "limited", "targets": [
           {"type": "personality", "controller": "opponent",
            "lacks": [W, {"keyword": "Armor"}]}],
           "effects": [{"op": "bow", "target": 0},
                       {"op": "gain_honor", "amount": 2, "player": "you",
                        "if": {"card": "self", "has": W}}]}]),
]


def _table():
    """Bob: a Lion Samurai with a Katana (Weapon), one with Armor, one with Spearmen (a
    Follower), one with nothing."""
    return game_at(player(hand=["Armed Bow", "Bare Hands"]),
                   player("Lion Keep", name="Bob", home=[
                       {"title": "Lion Samurai", "attachments": ["Katana"]},
                       {"title": "Lion Samurai", "attachments": ["Armor"]},
                       {"title": "Lion Samurai", "attachments": ["Spearmen"]},
                       "Lion Samurai"]), defs=DEFS)


def _samurai(game) -> dict[str, str]:
    s = game.state
    out = {}
    for cid in find_all(s, "Lion Samurai"):
        atts = s.cards[cid].attachments
        out[s.title(atts[0]) if atts else "none"] = cid
    return out


def test_has_and_lacks_choose_the_cards_that_fit() -> None:
    """has Weapon: only the Samurai with the Katana; lacks Weapon or Armor: the ones with
    Spearmen and with nothing; lacks Followers: all but the one with Spearmen."""
    game = _table()
    s, sam = game.state, _samurai(game)
    spec = {"type": "personality", "controller": "opponent"}
    assert target_candidates(s, 0, "", {**spec, "has": W}) == [sam["Katana"]]
    assert sorted(target_candidates(s, 0, "", {**spec, "lacks": [W, {"keyword": "Armor"}]})) \
        == sorted([sam["Spearmen"], sam["none"]])
    assert sorted(target_candidates(s, 0, "", {**spec, "lacks": {"type": "follower"}})) == \
        sorted([sam["Katana"], sam["Armor"], sam["none"]])
    offered = {a.targets[0] for a in game.legal_actions() if isinstance(a, UseAbility)
               and a.card == find(s, "Armed Bow")}
    assert offered == {sam["Katana"]}


def test_the_ability_bows_its_target_and_its_condition_reads_the_card_itself() -> None:
    """Bare Hands bows the bare Samurai; its Honor gain needs the Strategy itself to carry a
    Weapon, which it never does: Alice's Honor stays 10."""
    game = _table()
    s, sam = game.state, _samurai(game)
    game.perform(UseAbility(0, card=find(s, "Bare Hands"), ability=0, targets=(sam["none"],)))
    assert s.cards[sam["none"]].bowed and s.players[0].family_honor == 10


@pytest.mark.parametrize("bad", [{"has": {"keyword": 3}}, {"has": {"type": "holding"}},
                                 {"lacks": []}, {"lacks": [{"colour": "red"}]}, {"has": {}}])
def test_malformed_filters_are_refused(bad: dict) -> None:
    rec = {"timing": "limited", "targets": [{"type": "personality", **bad}],
           "effects": [{"op": "bow", "target": 0}]}
    assert abilities.validate(rec)


def test_a_condition_on_an_attached_card_is_checked_when_the_effect_resolves() -> None:
    """{"card": 0, "has": Weapon} as an effect's condition: the bow happens only on the
    Samurai with the Katana."""
    cond_card = cd("If Armed", "strategy", gold_cost=0, focus=1,
                   abilities=[{"timing": "limited",
                               "targets": [{"type": "personality", "controller": "opponent"}],
                               "effects": [{"op": "bow", "target": 0,
                                            "if": {"card": 0, "has": W}}]}])
    game = game_at(player(hand=["If Armed", "If Armed"]),
                   player("Lion Keep", name="Bob", home=[
                       {"title": "Lion Samurai", "attachments": ["Katana"]}, "Lion Samurai"]),
                   defs=[cond_card])
    s = game.state
    sam = _samurai(game)
    first, second = find_all(s, "If Armed")
    game.perform(UseAbility(0, card=first, ability=0, targets=(sam["none"],)))
    assert not s.cards[sam["none"]].bowed
    game.perform(Pass(1))
    game.perform(UseAbility(0, card=second, ability=0, targets=(sam["Katana"],)))
    assert s.cards[sam["Katana"]].bowed
