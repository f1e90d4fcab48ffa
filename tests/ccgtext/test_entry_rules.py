"""A card in play that changes how its controller's cards with a keyword enter play: "Your
Mercenary cards cost 2 less Gold and ignore their Honor Requirements" (ongoing
``entry_rules``, ``cardtext/gold_traits.py``) [CE › GOLD COST], [CE › PERSONALITY],
[CE › FOLLOWER], [CE › TRAITS]. Our own invented cards, exact Gold and Honor."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Equip, Recruit
from l5r_desktop.games.ccg.cardtext import abilities
from tests.engine.scenario import cd, find, game_at, player

_RULES = {"timing": "continuous", "ongoing": "entry_rules", "keyword": "Ronin", "gold": 1,
          "ignore_honor_requirement": True}
DEFS = [
    cd("Plum Palace", "stronghold", province_strength=6, gold_production=4,
       starting_honor=5, abilities=[_RULES]),
    cd("Wandering Blade", "personality", keywords=["Ronin"], force=2, chi=2,
       personal_honor=0, gold_cost=3, honor_requirement=12),
    cd("Clan Retainer", "personality", keywords=["Samurai"], force=2, chi=2,
       personal_honor=1, gold_cost=3, honor_requirement=0),
    cd("Hired Spears", "follower", keywords=["Ronin"], force=1, gold_cost=2,
       honor_requirement=4),
    cd("Humble Host", "personality", force=1, chi=2, personal_honor=1, gold_cost=2,
       honor_requirement=0),
]


def _recruits(keep: str, honor: int, pool: int) -> list[Any]:
    """Alice (``honor``) with ``keep`` bowed and ``pool`` Gold; Wandering Blade and Clan
    Retainer face up in her provinces, in her Dynasty Phase: the Recruits offered."""
    me = player({"title": keep, "bowed": True}, family_honor=honor, gold_pool=pool,
                provinces=[{"title": "Wandering Blade", "face_up": True},
                           {"title": "Clan Retainer", "face_up": True}, "Filler Dynasty",
                           "Filler Dynasty"])
    game = game_at(me, player("Plum Palace", name="Bob"), defs=DEFS, phase="dynasty", turn=3)
    return [game.state.title(a.card) for a in game.legal_actions()
            if isinstance(a, Recruit) and not a.discount and not a.for_honor
            and not a.ignore_hr]


def test_your_keyword_cards_cost_less_and_ignore_honor_requirements() -> None:
    """With the Palace, 2 Gold and 5 Honor recruit the Ronin (Gold Cost 3, HR 12); the Clan
    Retainer (3 Gold) is not affordable."""
    assert _recruits("Plum Palace", 5, 2) == ["Wandering Blade"]


def test_without_the_card_or_with_another_players() -> None:
    """Alice with a plain Stronghold (Bob has the Palace): 2 Gold recruits nothing; 3 Gold
    and 5 Honor still not the Ronin (HR 12), the Retainer yes."""
    assert _recruits("Lion Keep", 5, 2) == []
    assert _recruits("Lion Keep", 5, 3) == ["Clan Retainer"]


def test_a_follower_ignores_its_honor_requirement() -> None:
    """Hired Spears (HR 4, Gold Cost 2) equips onto a Personal Honor 1 Personality for 1 Gold
    with the Palace; not without it."""
    for keep, offered in (("Plum Palace", True), ("Lion Keep", False)):
        me = player({"title": keep, "bowed": True}, gold_pool=1, hand=["Hired Spears"],
                    home=[{"title": "Humble Host", "attachments": []}])
        game = game_at(me, player("Lion Keep", name="Bob"), defs=DEFS, turn=3)
        spears = find(game.state, "Hired Spears", 0)
        acts = [a for a in game.legal_actions() if isinstance(a, Equip) and a.card == spears]
        assert bool(acts) is offered, keep
        if acts:
            game.perform(acts[0])
            assert game.state.cards[spears].in_play and game.state.players[0].gold_pool == 0


def test_validator() -> None:
    ok = abilities.validate
    assert not ok(_RULES)
    assert ok({**_RULES, "keyword": ""})
    assert ok({**_RULES, "gold": -1})
    assert ok({**_RULES, "gold": 0, "ignore_honor_requirement": False})
