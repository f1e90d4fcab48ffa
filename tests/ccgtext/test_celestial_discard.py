"""A Celestial as a target and discarding a targeted card in play (issue 17, ccgtext lane):
"Target a Celestial: Discard it." -> target type ``celestial`` (in play at its player's home
[CE › CELESTIAL]) and the toolkit's ``discard``. Our own cards and lines."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, game_at, player

_NOTE = CardDef.from_dict(cd("Quiet Note", "strategy", gold_cost=0, focus=1))


def test_the_reading() -> None:
    rec = translate_ability("Limited: Target a Celestial: Discard it.", _NOTE)
    assert rec["targets"] == [{"type": "celestial"}]
    assert rec["effects"] == [{"op": "discard", "target": 0}]
    rec = translate_ability("Open: Target an enemy Follower: Discard it.", _NOTE)
    assert rec["effects"] == [{"op": "discard", "target": 0}]


@pytest.mark.parametrize("line", [
    "Open: Choose your performing Samurai: Discard him.",  # the performer: not this form
    "Open: Target a Follower in your hand: Discard it.",  # not in play
])
def test_near_misses_stay_manual(line: str) -> None:
    assert translate_ability(line, _NOTE) is None


def test_bobs_celestial_is_discarded() -> None:
    """Bob's Sun Seal in play at home, Alice's Moon Seal too: both are offered; taking Bob's
    puts it in his Dynasty discard pile (a Celestial is a Dynasty card), Alice's stays."""
    rec = translate_ability("Limited: Target a Celestial: Discard it.", _NOTE)
    defs = [cd("Sun Seal", "celestial"), cd("Moon Seal", "celestial"),
            cd("Quiet Note", "strategy", gold_cost=0, focus=1, abilities=[rec])]
    game = game_at(player(hand=["Quiet Note"], home=["Moon Seal"]),
                   player("Lion Keep", home=["Sun Seal"]), phase="action", defs=defs)
    s = game.state
    me = find(s, "Quiet Note", 0)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == me]
    assert {s.title(u.targets[0]) for u in uses} == {"Sun Seal", "Moon Seal"}
    sun = find(s, "Sun Seal", 1)
    game.perform(next(u for u in uses if u.targets == (sun,)))
    assert not s.cards[sun].in_play and sun not in s.players[1].home
    assert sun in s.players[1].dynasty_discard
    assert s.cards[find(s, "Moon Seal", 0)].in_play
