"""``rules.explain``: one explainer per verb (``rules/explain.py``, as ``verbs.py`` applies
them), each giving the sentence the status bar shows for an illegal action."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.actions import (
    ACTION_TYPES,
    ChooseLoser,
    Concede,
    Cycle,
    DiscardCard,
    DiscardFromProvince,
    Equip,
    FavorDraw,
    Manual,
    Pass,
    PlayRing,
    Recruit,
    ResolveDone,
    Seppuku,
    UseAbility,
)
from l5r_desktop.games.ccg.attack import battle
from l5r_desktop.games.ccg.rules.explain import EXPLAINERS, explain, explainer_for
from tests.engine.scenario import find, game_at, player

#: Verbs explained before the table is asked (routing in ``explain``, ``check.problem``).
_ROUTED = (Pass, ResolveDone, Concede, Manual, ChooseLoser, *battle.BATTLE_ACTIONS,
           *battle.DUEL_ACTIONS)


def test_every_verb_has_an_explainer_or_is_routed() -> None:
    for kind, cls in ACTION_TYPES.items():
        assert cls in _ROUTED or explainer_for(cls) is not None, kind
    assert set(EXPLAINERS) <= set(ACTION_TYPES.values())


def test_a_subclass_finds_its_base_class_explainer() -> None:
    class MyRecruit(Recruit):
        pass

    assert explainer_for(MyRecruit) is EXPLAINERS[Recruit]


def _game():  # type: ignore[no-untyped-def]
    return game_at(player(hand=["Crane Samurai"], home=["Crane Samurai"],
                          provinces=["Gold Mine"]),
                   player("Lion Keep", name="Bob"))


@pytest.mark.parametrize(("make", "sentence"), [
    (lambda s: Recruit(0, card=find(s, "Gold Mine")),
     "Cards are recruited in your Dynasty Phase (now: action)"),
    (lambda s: PlayRing(0, card=s.players[0].hand[0]), "is not a Ring in your hand"),
    (lambda s: FavorDraw(0, card=s.players[0].hand[0]), "You do not control the Imperial Favor"),
    (lambda s: DiscardCard(0, card=s.players[0].hand[0]),
     "only at the end of the End Phase"),
    (lambda s: DiscardFromProvince(0, card=find(s, "Gold Mine")),
     "discarded at the end of your Dynasty Phase"),
    (lambda s: Seppuku(0, card=s.players[0].home[0]), "Seppuku answers a waiting Honor loss"),
    (lambda s: Cycle(0), "Cycle is a 20F ability"),
    (lambda s: UseAbility(0, card=s.players[0].home[0], ability=0),
     "has no such ability"),
    (lambda s: Equip(0, card=s.players[0].hand[0], target=s.players[0].home[0]),
     "Attachments go on a Personality in play"),
])
def test_each_verb_says_why(make, sentence: str) -> None:  # type: ignore[no-untyped-def]
    game = _game()
    action = make(game.state)
    assert sentence in explain(game.state, action)
    assert sentence in (game.why_illegal(action) or "")


def test_routing_before_the_table() -> None:
    """Someone else's opportunity and unknown cards are answered before any verb."""
    game = _game()
    assert explain(game.state, Recruit(1, card=find(game.state, "Gold Mine"))) == \
        "It is Alice's opportunity to act"
    assert explain(game.state, Recruit(0, card="nope")) == "Unknown card 'nope'"
    assert explain(game.state, Pass(0)) == "You cannot pass now; choose an action"
