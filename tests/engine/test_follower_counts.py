"""Targets compared by how many Followers they have (``compare`` stat ``followers``,
``cardtext/compare_filter.py``): "an enemy card with as many or fewer Followers" than the
performer [CE › MISCELLANEOUS USAGE: the performing card's own stat is meant], [CE › FOLLOWER].
The cards are made up."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from tests.engine.scenario import cd, find, game_at, player

_SPEC = {"type": ["personality", "attachment"], "controller": "opponent",
         "compare": {"stat": "followers", "than": 0, "or_equal": True}}
DEFS = [
    # "Open: Choose your performing Commander and target an enemy card with as many or fewer
    # Followers: Bow it."
    cd("Plum Order", "strategy", gold_cost=0, focus=1, abilities=[{
        "timing": "open",
        "targets": [{"type": "personality", "controller": "you", "performer": True,
                     "keyword": "Commander", "choose": True}, _SPEC],
        "effects": [{"op": "bow", "target": 1}]}]),
    cd("Plum Captain", "personality", clans=["Crane"], keywords=["Commander"], force=2, chi=2,
       gold_cost=3, personal_honor=2),
    cd("Plum Spears", "follower", force=1, gold_cost=1, focus=1),
]


def test_as_many_or_fewer_followers_than_the_performer() -> None:
    """Alice's Captain has one Follower: Bob's Lion Samurai with one and his Spears (a card
    with none) fit; his Crane Samurai with two does not. Bowing the Lion Samurai works."""
    game = game_at(
        player(home=[{"title": "Plum Captain", "attachments": ["Plum Spears"]}],
               hand=["Plum Order"]),
        player("Lion Keep", home=[{"title": "Lion Samurai", "attachments": ["Plum Spears"]},
                                  {"title": "Crane Samurai",
                                   "attachments": ["Plum Spears", "Plum Spears"]}]),
        defs=DEFS)
    s = game.state
    order, captain = find(s, "Plum Order"), find(s, "Plum Captain")
    lion, crane = find(s, "Lion Samurai"), find(s, "Crane Samurai")
    offered = {a.targets[1] for a in game.legal_actions()
               if isinstance(a, UseAbility) and a.card == order}
    spears = set(s.cards[lion].attachments) | set(s.cards[crane].attachments)
    assert lion in offered and crane not in offered and spears <= offered
    game.perform(UseAbility(0, order, 0, (captain, lion)))
    while game.state.windows:
        game.perform(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    assert s.cards[lion].bowed and not s.cards[crane].bowed


def test_the_validator() -> None:
    rec = DEFS[0]["abilities"][0]
    assert not abilities.validate(rec)
    bad = {**rec, "targets": [rec["targets"][0], {**_SPEC, "compare": {
        "stat": "swords", "than": 0}}]}
    assert abilities.validate(bad)
