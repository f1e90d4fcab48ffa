"""A Reaction after engaging with a chosen group (ccgdata2, issue 17): Reconnaissance there,
then a created 0F Follower with the Scout keyword on each of the one to three Personalities
of yours chosen at the battlefield, removed from the game once the battle is over (a
``reaction`` whose last target is a group, ``target_groups.py``; ``create`` attached to each
card of it with ``until: battle``, ``created.py``) [CE › CREATED CARDS], [CE › DELAYED
EFFECTS], [CE › TARGET] (chosen, not targeted). Our own invented cards."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, reconnaissance
from l5r_desktop.games.ccg.model import stats
from l5r_desktop.games.ccg.model.ids import Zone
from tests.engine.scenario import cd
from tests.engine_battle.battle_scenario import assign, attack_game, declare, done, fight, pid

SCOUTS = {"timing": "reaction", "keywords": ["recon"],
          "trigger": {"event": "engaged", "card": "any"},
          "targets": [{"type": "personality", "controller": "you", "at_current": True,
                       "choose": True, "group": {"max": 3}}],
          "effects": [{"op": "reconnaissance"},
                      {"op": "create", "card": {"type": "follower", "force": 0,
                                                "keywords": ["Scout"]},
                       "target": 0, "until": "battle"}]}
DEFS = [cd("Plum Keep", "stronghold", clans=["Crab"], province_strength=6, gold_production=5,
           starting_honor=10, abilities=[SCOUTS])]


def _engaged() -> Any:
    """Alice (Plum Keep) attacks with three Personalities, the Sage stays home; Bob defends
    with a Ronin; the battle begins and her Reaction window opens."""
    game = attack_game({"name": "Alice", "stronghold": "Plum Keep",
                        "home": ["Rider", "General", "Swordmaster", "Sage"]},
                       {"stronghold": "Lion Keep", "name": "Bob", "home": ["Ronin"]},
                       defs=DEFS)
    declare(game)
    for title in ("Rider", "General", "Swordmaster"):
        assign(game, pid(game, title, 0), 0)
    done(game)
    assign(game, pid(game, "Ronin", 1), 0)
    done(game)
    return game


def test_one_to_three_of_your_personalities_there_each_get_a_scout() -> None:
    """Offered: each of the three attackers alone, each pair and all three (7 uses), never
    the Sage at home nor Bob's Ronin; all three chosen: each carries a 0F Scout Follower,
    Alice has Reconnaissance; their Force is unchanged (3, 2, 2)."""
    game = _engaged()
    s = game.state
    keep = s.players[0].stronghold
    three = tuple(pid(game, t, 0) for t in ("Rider", "General", "Swordmaster"))
    uses = [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == keep]
    assert sorted(len(u.targets) for u in uses) == [1, 1, 1, 2, 2, 2, 3]
    assert all(set(u.targets) <= set(three) for u in uses)
    game.perform(next(u for u in uses if len(u.targets) == 3))
    assert reconnaissance.has_reconnaissance(s, 0)
    made = [a for p in three for a in s.cards[p].attachments]
    assert len(made) == 3
    for p in three:
        (scout,) = s.cards[p].attachments
        assert s.cards[scout].definition.has_keyword("Scout")
        assert s.cards[scout].definition.type.value == "follower"
    assert [stats.force(s, p) for p in three] == [3, 2, 2]
    while s.windows:
        game.perform(Pass(game.waiting_for or 0))
    fight(game)
    assert all(s.cards[m].zone is Zone.REMOVED for m in made)
    assert not any(m in s.players[0].dynasty_discard or m in s.players[0].fate_discard
                   for m in made)


def test_one_chosen_gets_one() -> None:
    game = _engaged()
    s = game.state
    keep = s.players[0].stronghold
    rider = pid(game, "Rider", 0)
    game.perform(UseAbility(0, card=keep, ability=0, targets=(rider,)))
    assert len(s.cards[rider].attachments) == 1
    assert not s.cards[pid(game, "General", 0)].attachments


def test_the_validator() -> None:
    assert not abilities.validate(SCOUTS)
    bad = {**SCOUTS, "timing": "trait"}
    assert abilities.validate(bad)
    placed = {"op": "create", "card": {"type": "follower", "force": 0}, "target": 0,
              "at": "battlefield"}
    assert abilities.validate({**SCOUTS, "effects": [placed]})
