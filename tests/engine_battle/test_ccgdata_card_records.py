"""Card-by-card records of the ccgdata lane (``carddb/data/ccg_abilities_ccgdata.json``) that
use no new term, played on our own tables with exact numbers: each record as written (looked
up by the Oracle id it is keyed by) on invented cards of the same shape; no card text.
Tamori Yayu (oracle:7806): a Force bonus and a keyword while it is not your turn [CE › REMAIN],
and one ability with two ways to pay its cost, one use per turn between them [CE › TAKING
ACTIONS FROM ABILITIES]."""

from __future__ import annotations

from typing import Any

from l5r_desktop.carddb.ccg_abilities import ability_data
from l5r_desktop.games.ccg import keywords
from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.game import Game
from l5r_desktop.games.ccg.model import stats
from tests.engine.scenario import cd, find, player, position


def _records(card_id: str) -> list[dict[str, Any]]:
    """The card's records in printed order, numbered by line as the importer does."""
    return [{**rec, "ability": n} for n, (_line, recs) in sorted(ability_data()[card_id].items())
            for rec in recs]


def _alchemist_battle(active: int = 0) -> Game:
    """Alice's Alchemist (Yayu's records; 3F) with two Spells attacks Bob's province, where
    Bob's Guard carries a 2F Spearman."""
    defs = [cd("Alchemist", "personality", keywords=["Shugenja"], force=3, chi=3,
               personal_honor=2, gold_cost=7, honor_requirement=0,
               abilities=_records("oracle:7806")),
            cd("Potion", "spell", gold_cost=1, focus=1),
            cd("Guard", "personality", force=2, chi=2, personal_honor=1, gold_cost=3,
               honor_requirement=0),
            cd("Spearman", "follower", force=2, gold_cost=1, focus=1)]
    pos = position(player(name="Alice"), player("Lion Keep", name="Bob"), phase="attack",
                   step="combat", active=active, defs=defs)
    pos["attack"] = {"attacker": 0, "defender": 1, "segment": "combat", "current": 0,
                     "battlefields": [{
                         "province": 0, "ended": False,
                         "attacking": [{"title": "Alchemist",
                                        "attachments": [{"title": "Potion"},
                                                        {"title": "Potion"}]}],
                         "defending": [{"title": "Guard",
                                        "attachments": [{"title": "Spearman"}]}]}]}
    pos["priority"] = 0
    return Game.from_position(pos)


def test_yayu_has_two_more_force_and_cavalry_only_when_it_is_not_his_turn() -> None:
    """Alice's turn: 3F, no Cavalry; Bob's turn: 5F and Cavalry."""
    mine = _alchemist_battle(active=0).state
    yayu = find(mine, "Alchemist", 0)
    assert (stats.force(mine, yayu), keywords.has(mine, yayu, "Cavalry")) == (3, False)
    theirs = _alchemist_battle(active=1).state
    yayu = find(theirs, "Alchemist", 0)
    assert (stats.force(theirs, yayu), keywords.has(theirs, yayu, "Cavalry")) == (5, True)


def test_yayu_bows_or_destroys_a_spell_once_per_turn_for_a_ranged_5_attack() -> None:
    """Both ways are offered; destroying a Potion Ranged-attacks the 2F Spearman (destroyed);
    then neither way is offered again this turn. Bowing instead leaves the Potion bowed."""
    game = _alchemist_battle()
    s = game.state
    yayu = find(s, "Alchemist", 0)
    spear = find(s, "Spearman", 1)
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == yayu]
    assert {a.ability for a in uses} == {2, 3}
    destroy = next(a for a in uses if a.ability == 3 and a.targets[1] == spear)
    potion = destroy.targets[0]
    game.perform(destroy)
    assert s.cards[potion].zone.value == "fate_discard"
    assert s.cards[spear].zone.value == "fate_discard"
    assert not [a for a in game.legal_actions()
                if isinstance(a, UseAbility) and a.card == yayu]
    game = _alchemist_battle()
    s = game.state
    bow = next(a for a in game.legal_actions()
               if isinstance(a, UseAbility) and a.ability == 2 and a.targets[1] == spear)
    game.perform(bow)
    assert s.cards[bow.targets[0]].bowed and s.cards[bow.targets[0]].in_play
