"""Attaching a Follower from any player's discard pile, paying all costs
(``cardtext/pile_attach.py``) [CE › ATTACHMENTS], [CE › GOLD COST], [CE › CARD OWNERSHIP].
Our own test cards and numbers."""

from __future__ import annotations

from l5r_desktop.games.ccg.actions import UseAbility
from l5r_desktop.games.ccg.cardtext import abilities
from l5r_desktop.games.ccg.game import Game
from tests.engine.scenario import cd, find, game_at, player

_REC = {"timing": "limited", "targets": [{"type": "follower", "zone": "discard",
                                          "controller": "any"}],
        "effects": [{"op": "attach_from_pile", "target": 0}]}
DEFS = [
    cd("Horse Lord", "personality", force=3, chi=2, gold_cost=5, personal_honor=2,
       honor_requirement=0, abilities=[_REC]),
    cd("Spare Riders", "follower", force=2, gold_cost=2, focus=1, honor_requirement=0),
    cd("Proud Guard", "follower", force=2, gold_cost=1, focus=1, honor_requirement=4),
]


def _game(gold: int, pile: list[str]) -> Game:
    return game_at(player({"title": "Crane Keep", "bowed": True}, name="Alice",
                          home=["Horse Lord"], gold_pool=gold),
                   player("Lion Keep", name="Bob", fate_discard=pile), defs=DEFS)


def _use(game: Game, title: str) -> None:
    s = game.state
    lord, target = find(s, "Horse Lord", 0), find(s, title, 1)
    use = next(a for a in game.legal_actions() if isinstance(a, UseAbility) and a.card == lord
               and a.targets == (target,))
    game.perform(use)


def test_a_follower_from_bobs_pile_attaches_and_is_paid_for() -> None:
    """2 Gold in Alice's pool: the Riders leave Bob's pile onto the Lord, Alice controls
    them, Bob still owns them, 0 Gold left."""
    game = _game(2, ["Spare Riders"])
    s = game.state
    _use(game, "Spare Riders")
    riders, lord = find(s, "Spare Riders", 1), find(s, "Horse Lord", 0)
    c = s.cards[riders]
    assert (c.attached_to, c.controller, c.owner) == (lord, 0, 1)
    assert riders not in s.players[1].fate_discard and s.players[0].gold_pool == 0


def test_not_enough_gold_or_honor_leaves_it_in_the_pile() -> None:
    """1 Gold for a Gold Cost 2: it stays in Bob's pile (the action still resolves); a
    Follower whose Honor Requirement 4 is above the Lord's 2 PH stays too."""
    for gold, title in ((1, "Spare Riders"), (5, "Proud Guard")):
        game = _game(gold, [title])
        s = game.state
        _use(game, title)
        card = find(s, title, 1)
        assert s.cards[card].attached_to is None and card in s.players[1].fate_discard


def test_the_validator() -> None:
    assert abilities.validate(_REC) == []
    assert abilities.validate({**_REC, "effects": [{"op": "attach_from_pile"}]})
