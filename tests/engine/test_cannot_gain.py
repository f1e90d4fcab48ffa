"""A Personality that "will not gain a Clan alignment" (ongoing ``cannot_gain``,
``cardtext/given.py``): a give_keyword effect naming a Clan alignment keyword does nothing to
it, other keywords are still given [CE › PREVENTION (Including Negation)], [S1 › KEYWORDS].
Our own test cards."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.events import Note
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import DEFS as BASE
from tests.engine.scenario import cd, find, game_at, player

_NEVER = {"timing": "continuous", "ongoing": "cannot_gain", "what": "clan_alignment"}
_P = {"force": 2, "chi": 2, "gold_cost": 3, "personal_honor": 1, "honor_requirement": 0}


def _oath(keyword: str) -> dict:
    return {"timing": "limited", "targets": [{"type": "personality", "controller": "you"}],
            "effects": [{"op": "give_keyword", "target": 0, "keyword": keyword}]}


DEFS = [
    *BASE,
    cd("Wandering Blade", "personality", keywords=["Ronin"], **_P, abilities=[_NEVER]),
    cd("Drifter", "personality", keywords=["Ronin"], **_P),
    cd("Oath of the Lion", "strategy", gold_cost=0, focus=1, abilities=[_oath("Lion Clan")]),
    cd("Horse Gift", "strategy", gold_cost=0, focus=1, abilities=[_oath("Cavalry")]),
]


def _give(title: str, strategy: str) -> tuple[Game, str, list]:
    game = game_at(player(home=[title], hand=[strategy]), player("Lion Keep"), defs=DEFS)
    s = game.state
    me = find(s, title, 0)
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility)
               and a.card == find(s, strategy, 0) and a.targets == (me,))
    return game, me, game.perform(use)


def test_no_clan_alignment_for_the_blade() -> None:
    game, me, events = _give("Wandering Blade", "Oath of the Lion")
    assert not game.state.cards[me].definition.has_keyword("Lion Clan")
    assert any(isinstance(e, Note) and "will not gain a Clan alignment" in e.text
               for e in events)


def test_other_keywords_and_other_personalities() -> None:
    game, me, _ = _give("Wandering Blade", "Horse Gift")
    assert game.state.cards[me].definition.has_keyword("Cavalry")
    game, me, _ = _give("Drifter", "Oath of the Lion")
    assert game.state.cards[me].definition.has_keyword("Lion Clan")


def test_the_validator() -> None:
    assert abilities.validate(_NEVER) == []
    assert abilities.validate({**_NEVER, "what": "keywords"}) != []
