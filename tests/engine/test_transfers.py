"""Transferring an attachment as an effect (``cardtext/transfers.py``): it goes to another,
different Personality, meeting the requirements and restrictions of attaching but paying
nothing [CE › TRANSFER]; the Good Faith Rule offers only Personalities it may go to
[CE › TAKING ACTIONS › A]. And the condition ``host_unbowed`` ("If this Shugenja is
unbowed"). Our own cards and words."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext.abilities import validate
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player

# "Open: Transfer this Spell to your target Air Shugenja." (ours)
_WIND = {"timing": "open", "targets": [{"type": "personality", "controller": "you",
                                        "keyword": ["Air", "Shugenja"]}],
         "effects": [{"op": "transfer_to", "target": "self", "to": 0}]}
# "Open: Transfer this Weapon to your target Personality." (ours)
_PASS = {"timing": "open", "targets": [{"type": "personality", "controller": "you"}],
         "effects": [{"op": "transfer_to", "target": "self", "to": 0}]}
# "Open: If this Shugenja is unbowed: gain 1 Honor." (ours)
_CALM = {"timing": "open", "condition": {"host_unbowed": True},
         "effects": [{"op": "gain_honor", "amount": 1, "player": "you"}]}

DEFS = [
    cd("Wind Veil", "spell", keywords=["Air"], gold_cost=1, focus=1, abilities=[_WIND]),
    cd("Still Water", "spell", keywords=["Water"], gold_cost=1, focus=1, abilities=[_CALM]),
    cd("Passing Blade", "item", keywords=["Weapon"], force=1, chi=0, gold_cost=1, focus=1,
       abilities=[_PASS]),
    cd("Plain Knife", "item", keywords=["Weapon"], force=1, chi=0, gold_cost=1, focus=1),
    cd("Air Caller", "personality", keywords=["Shugenja", "Air"], force=1, chi=3,
       gold_cost=3, personal_honor=1),
    cd("Air Singer", "personality", keywords=["Shugenja", "Air"], force=1, chi=3,
       gold_cost=3, personal_honor=1),
    cd("Fire Caller", "personality", keywords=["Shugenja", "Fire"], force=1, chi=3,
       gold_cost=3, personal_honor=1),
    cd("Foot Soldier", "personality", keywords=["Samurai"], force=2, chi=1, gold_cost=2,
       personal_honor=1),
]


def _uses(game: Game, title: str) -> list[UseAbility]:
    cid = find(game.state, title, 0)
    return [a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == cid]


def test_a_spell_goes_to_another_air_shugenja_only() -> None:
    """The Veil on the Air Caller: only the Air Singer is offered (not its own Personality,
    not the Fire Caller, not Bob's Air Singer); it then sits on the Singer, unbowed, Alice's,
    and nothing was paid (her pool stays 2)."""
    alice = player(home=[{"title": "Air Caller", "attachments": ["Wind Veil"]},
                         {"title": "Air Singer", "attachments": []},
                         {"title": "Fire Caller", "attachments": []}], gold_pool=2)
    bob = player("Lion Keep", home=[{"title": "Air Singer", "attachments": []}])
    game = game_at(alice, bob, defs=DEFS)
    s = game.state
    veil, singer = find(s, "Wind Veil", 0), find(s, "Air Singer", 0)
    (use,) = _uses(game, "Wind Veil")
    assert use.targets == (singer,)
    game.perform(use)
    c = s.cards[veil]
    assert c.attached_to == singer and veil in s.cards[singer].attachments
    assert veil not in s.cards[find(s, "Air Caller", 0)].attachments
    assert c.controller == 0 and not c.bowed and s.players[0].gold_pool == 2


def test_the_restrictions_of_attaching_apply() -> None:
    """A second Weapon is refused [CE › WEAPON]: the Blade is not offered to the Fire Caller who
    holds a Knife, only to the Foot Soldier."""
    alice = player(home=[{"title": "Air Caller", "attachments": ["Passing Blade"]},
                         {"title": "Fire Caller", "attachments": ["Plain Knife"]},
                         {"title": "Foot Soldier", "attachments": []}])
    game = game_at(alice, player("Lion Keep"), defs=DEFS)
    s = game.state
    assert [u.targets for u in _uses(game, "Passing Blade")] == [
        (find(s, "Foot Soldier", 0),)]


def test_if_this_shugenja_is_unbowed() -> None:
    """Still Water's ability is offered while its Shugenja is unbowed (Honor 10 -> 11), not
    once he is bowed."""
    for bowed, offered in ((False, 1), (True, 0)):
        alice = player(home=[{"title": "Air Caller", "attachments": ["Still Water"],
                              "bowed": bowed}])
        game = game_at(alice, player("Lion Keep"), defs=DEFS)
        uses = _uses(game, "Still Water")
        assert len(uses) == offered
        if uses:
            game.perform(uses[0])
            assert game.state.players[0].family_honor == 11


def test_the_validator() -> None:
    assert not validate(_WIND) and not validate(_CALM)
    assert validate({**_WIND, "effects": [{"op": "transfer_to", "target": "self"}]})
    assert validate({**_WIND, "effects": [{"op": "transfer_to", "target": 0, "to": 0}]})
    assert validate({**_CALM, "condition": {"host_unbowed": True, "sky": 1}})
