"""The translator's reading of targets compared by their Followers
(``templates/follower_counts.py``): the performer's, or the card's own, count is meant."""

from __future__ import annotations

from l5r_desktop.carddb.ccgtext import translate_ability
from l5r_desktop.games.ccg.model.cards import CardDef, CardType

_MAN = CardDef(id="t:1", title="Plum Marshal", type=CardType.PERSONALITY, force=2, chi=2)
_PLOY = CardDef(id="t:2", title="Plum Ploy", type=CardType.STRATEGY, gold_cost=1)


def test_as_many_or_fewer_followers() -> None:
    rec = translate_ability("Battle: Choose your performing Commander and target an enemy "
                            "Personality with as many or fewer Followers: Bow him.", _PLOY)
    assert rec is not None and rec["targets"][1] == {
        "type": "personality", "controller": "opponent",
        "compare": {"stat": "followers", "than": 0, "or_equal": True}}
    rec = translate_ability("Battle: Target an enemy Personality with fewer Followers: Bow "
                            "him.", _MAN)
    assert rec is not None and rec["targets"][0]["compare"] == {
        "stat": "followers", "than": "self", "or_equal": False}
    # a Strategy without a performer names no card to compare with
    rec = translate_ability("Battle: Target an enemy Personality with fewer Followers: Bow "
                            "him.", _PLOY)
    assert rec is None or "manual" in rec
