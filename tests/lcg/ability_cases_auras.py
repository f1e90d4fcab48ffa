"""Engine cases for our ability records of constant abilities on other characters ("each") and
counted values (issue 18's auras and counts), registered by card id in
``tests.lcg.ability_kit.CASES`` and played by tests/lcg/test_ability_data.py."""

from __future__ import annotations

from dataclasses import replace

from l5r_desktop.games.lcg import moves
from l5r_desktop.games.lcg.stats import has_keyword
from tests.lcg.ability_kit import CHEAP, case, character, mil, pol, table
from tests.lcg.scenario import put

CRANE = replace(CHEAP, id="t:crane", name="Crane", clan="crane")


@case("01-asahina-storyteller")
def _honored_crane_gain_sincerity(card_id: str) -> None:
    t = table()
    character(t, card_id, cost=4)
    proud, plain = put(t.state, 0, CRANE, status="honored"), put(t.state, 0, CRANE)
    foe = put(t.state, 1, CRANE, status="honored")
    other = put(t.state, 0, CHEAP, status="honored")
    assert [has_keyword(t.state, u, "sincerity") for u in (proud, plain, foe, other)] == [
        True, False, False, False]
    hand = len(t.state.players[0].hand)
    moves.leave_play(t.state, proud, [])
    assert len(t.state.players[0].hand) == hand + 1   # sincerity: 1 card drawn


@case("01-ishiken-initiate")
def _each_claimed_ring(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, military=1, political=1)
    assert (mil(t.state, uid), pol(t.state, uid)) == (1, 1)
    t.state.rings["air"]["claimed_by"] = 0
    t.state.rings["fire"]["claimed_by"] = 1
    t.state.rings["void"]["claimed_by"] = 1
    assert (mil(t.state, uid), pol(t.state, uid)) == (4, 4)


@case("07-beastmaster-matriarch")
def _two_per_opponents_ring(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=4, military=3, political=2)
    t.state.rings["air"]["claimed_by"] = 0
    assert mil(t.state, uid) == 3
    t.state.rings["fire"]["claimed_by"] = 1
    t.state.rings["void"]["claimed_by"] = 1
    assert (mil(t.state, uid), pol(t.state, uid)) == (7, 2)


@case("10-kuni-yori")
def _earth_conflicts(card_id: str) -> None:
    t = table()   # an air conflict
    uid = character(t, card_id, cost=5)
    home = put(t.state, 0, CHEAP)
    assert [(mil(t.state, u), pol(t.state, u)) for u in (t.a, home, uid, t.b)] == [
        (3, 2), (1, 1), (2, 2), (3, 2)]
    t.state.conflict.ring = "earth"
    assert [(mil(t.state, u), pol(t.state, u)) for u in (t.a, home, uid, t.b)] == [
        (4, 3), (2, 2), (3, 3), (3, 2)]


@case("14-yasuki-broker")
def _courtesy_and_sincerity_while_participating(card_id: str) -> None:
    t = table()
    uid = character(t, card_id, cost=4)
    home = put(t.state, 0, CHEAP)
    assert not has_keyword(t.state, home, "courtesy")
    t.state.conflict.attackers.append(uid)
    assert all(has_keyword(t.state, u, k) for u in (home, t.a, uid)
               for k in ("courtesy", "sincerity"))
    assert not has_keyword(t.state, t.b, "courtesy")
    fate, hand = t.state.players[0].fate, len(t.state.players[0].hand)
    moves.leave_play(t.state, home, [])
    assert (t.state.players[0].fate, len(t.state.players[0].hand)) == (fate + 1, hand + 1)
