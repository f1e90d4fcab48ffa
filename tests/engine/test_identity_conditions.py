""""Destroy him if he is Unaligned", "... if he is Human" (issue 17, core lane): the identity
filters of target specs (``identity_filters.py``: no Clan alignment [CE › UNALIGNED], not
Nonhuman [CE › HUMAN]) as tests of an effect's ``if``, and the translator's reading. Our own
cards and lines; exact outcomes."""

from __future__ import annotations

import pytest

from l5r_desktop.carddb.ccgtext.translate import translate_ability
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.model.cards import CardDef
from tests.engine.scenario import cd, find, game_at, player

_PURGE = {"timing": "limited", "targets": [{"type": "personality", "controller": "opponent"}],
          "effects": [{"op": "bow", "target": 0},
                      {"op": "destroy", "target": 0, "if": {"card": 0, "unaligned": True}}]}
_SPARE = {**_PURGE, "effects": [{"op": "bow", "target": 0}, {
    "op": "destroy", "target": 0, "if": {"card": 0, "not_keyword": "Nonhuman"}}]}
DEFS = [cd("Judge", "personality", force=1, chi=2, gold_cost=3, personal_honor=1,
           abilities=[_PURGE]),
        cd("Hunter", "personality", force=1, chi=2, gold_cost=3, personal_honor=1,
           abilities=[_SPARE]),
        cd("Wanderer", "personality", force=1, chi=1, gold_cost=2, personal_honor=0),
        cd("Lion Guard", "personality", clans=["Lion"], force=1, chi=1, gold_cost=2,
           personal_honor=1),
        cd("Kappa", "personality", keywords=["Nonhuman"], force=1, chi=1, gold_cost=2,
           personal_honor=0)]


@pytest.mark.parametrize(("user", "victim", "destroyed"), [
    ("Judge", "Wanderer", True), ("Judge", "Lion Guard", False),
    ("Hunter", "Wanderer", True), ("Hunter", "Kappa", False)])
def test_destroyed_only_when_the_condition_holds(user: str, victim: str,
                                                 destroyed: bool) -> None:
    game = game_at(player(home=[{"title": user, "attachments": []}]),
                   player("Lion Keep", home=[{"title": victim, "attachments": []}]), defs=DEFS)
    s = game.state
    target = find(s, victim, 1)
    (use,) = [a for a in game.legal_actions() if isinstance(a, UseAbility)
              and a.card == find(s, user, 0) and a.targets == (target,)]
    game.perform(use)
    assert s.cards[target].in_play is not destroyed
    if not destroyed:
        assert s.cards[target].bowed


def test_the_translator_and_the_validator() -> None:
    card = CardDef.from_dict(DEFS[0])
    rec = translate_ability("Limited: Bow a target enemy Personality. Destroy him if he is "
                            "Unaligned.", card)
    assert rec is not None and rec["effects"][1]["if"] == {"card": 0, "unaligned": True}
    rec = translate_ability("Limited: Bow a target enemy Personality. Destroy him if he is "
                            "Human.", card)
    assert rec is not None and rec["effects"][1]["if"] == {"card": 0,
                                                           "not_keyword": "Nonhuman"}
    assert not validate(_PURGE) and not validate(_SPARE)
    bad = {**_PURGE, "effects": [_PURGE["effects"][0], {**_PURGE["effects"][1], "if": {
        "card": 0, "unaligned": False}}]}
    assert validate(bad)
