"""A target compared with the current battlefield's province's strength ("a card with Force
lower than or equal to the current battlefield's province's strength", ``compare`` ``than``
``province``, ``cardtext/compare_filter.py``) (issue 17, ccgtext lane). Our own cards."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import ChooseOption, UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player, position

_LOW = {"type": ["personality", "attachment"],
        "compare": {"stat": "force", "than": "province", "or_equal": True}}
_RAM = {"timing": "battle", "targets": [_LOW],
        "effects": [{"op": "bow", "target": 0, "optional": 1},
                    {"op": "straighten", "target": 0, "otherwise": 1},
                    {"op": "gain_honor", "amount": 2, "player": "you"}]}
DEFS = [cd("Sapper", "personality", force=2, chi=1, gold_cost=3, personal_honor=1),
        cd("Giant", "personality", force=8, chi=1, gold_cost=3, personal_honor=1),
        cd("Tall", "personality", force=7, chi=1, gold_cost=3, personal_honor=1),
        cd("Ram", "strategy", gold_cost=0, focus=1, abilities=[_RAM]),
        cd("Open Ram", "strategy", gold_cost=0, focus=1,
           abilities=[{**_RAM, "timing": "open"}])]


def _uses(game: Game, title: str) -> list[UseAbility]:
    card = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == card]


def test_force_up_to_the_province_strength() -> None:
    """Bob's province has strength 7 (Lion Keep): his Tall (7F) and Alice's Sapper (2F) and
    Spearmen (2F) fit, his Giant (8F) does not. Tall is bowed, Alice gains 2 Honor."""
    alice = player(name="Alice", hand=["Ram"])
    bob = player("Lion Keep", name="Bob")
    pos = position(alice, bob, phase="attack", step="combat", active=0, priority=0, defs=DEFS)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{"province": 0, "ended": False,
                                       "attacking": [{"title": "Sapper", "attachments": [
                                           {"title": "Spearmen"}]}],
                                       "defending": [{"title": "Giant", "attachments": []},
                                                     {"title": "Tall", "attachments": []}]}]}
    game = Game.from_position(pos)
    s = game.state
    sapper, tall = find(s, "Sapper", 0), find(s, "Tall", 1)
    spear = s.cards[sapper].attachments[0]
    uses = _uses(game, "Ram")
    assert {u.targets for u in uses} == {(sapper,), (spear,), (tall,)}
    game.perform(next(u for u in uses if u.targets == (tall,)))
    game.perform(ChooseOption(0, apply=True))
    assert s.cards[tall].bowed and not s.cards[find(s, "Giant", 1)].bowed
    assert s.players[0].family_honor == 12


def test_no_battle_no_province_to_compare() -> None:
    game = game_at(p1={"hand": ["Open Ram"], "home": ["Sapper"]}, p2={"home": ["Tall"]},
                   phase="action", defs=DEFS)
    assert _uses(game, "Open Ram") == []


def test_the_validator() -> None:
    assert not validate(_RAM)
    bad = {**_RAM, "targets": [{**_LOW, "compare": {"stat": "force", "than": "keep"}}]}
    assert validate(bad)
