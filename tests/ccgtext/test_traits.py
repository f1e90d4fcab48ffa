"""Triggered traits [S1 › TRAITS], [S1 › TIMING AND TRIGGERS › B]: "after this card enters
play, lose N Honor" resolves by itself, mandatory, before Reactions, on a bowed card too, and
is no action (no Seppuku Reaction answers its Honor loss [S1 › PLAYER ABILITIES])."""

from __future__ import annotations

import pytest

from l5r_desktop.games.ccg.actions import Equip, Recruit
from l5r_desktop.games.ccg.cardtext import abilities, triggers
from l5r_desktop.games.ccg.events import HonorChanged
from tests.engine.scenario import cd, find, game_at, player

_LOSE_2 = {"name": "Dark pact", "timing": "trait",
           "trigger": {"event": "enters_play", "card": "self"},
           "effects": [{"op": "lose_honor", "amount": 2, "player": "you"}]}
DEFS = [
    cd("Oni Samurai", "personality", clans=["Crane"], keywords=["Samurai"], force=4, chi=2,
       honor_requirement=0, gold_cost=3, personal_honor=0, abilities=[_LOSE_2]),
    cd("Cursed Guard", "follower", force=2, honor_requirement=0, gold_cost=1, focus=1,
       abilities=[{**_LOSE_2, "effects": [{"op": "lose_honor", "amount": 1,
                                          "player": "you"}]}]),
]


def _up(title: str) -> dict[str, object]:
    return {"title": title, "face_up": True}


def _dynasty(**kw: object):
    p1 = player(provinces=[_up("Oni Samurai"), None, None, None],
                home=["Gold Mine", "Small Farm"], **kw)
    return game_at(p1, phase="dynasty", defs=DEFS)


def _honor_changes(events) -> list[tuple[int, int]]:
    return [(e.player, e.amount) for e in events if isinstance(e, HonorChanged)]


def test_recruited_personality_loses_honor_for_its_controller() -> None:
    """Family Honor 10, recruit the Oni Samurai (trait: lose 2): 8, one Honor change, and it
    comes after the card entered play in the same action."""
    game = _dynasty()
    oni = find(game.state, "Oni Samurai")
    events = game.perform(Recruit(0, card=oni, discount=False))
    assert game.state.players[0].family_honor == 8
    assert _honor_changes(events) == [(0, -2)]
    assert game.state.players[1].family_honor == 10


def test_no_seppuku_reaction_for_a_trait_honor_loss() -> None:
    """The Oni is a Samurai, but the loss is from a trait, not from an action: no Seppuku
    Reaction is offered, the loss happens at once (Celestial, rulebook seppuku on)."""
    game = _dynasty()
    oni = find(game.state, "Oni Samurai")
    game.perform(Recruit(0, card=oni, discount=False))
    assert game.state.reactions == []
    assert game.state.players[0].family_honor == 8


def test_equipped_follower_fires_its_own_trait_only() -> None:
    """An attachment enters play when it attaches [S1 › FOLLOWER]: the Follower's trait loses
    1 Honor; the Oni it attaches to is already in play and fires nothing."""
    p1 = player(home=["Oni Samurai", "Gold Mine"], hand=["Cursed Guard"])
    game = game_at(p1, defs=DEFS)
    s = game.state
    oni, guard = find(s, "Oni Samurai"), find(s, "Cursed Guard")
    equip = next(a for a in game.legal_actions() if isinstance(a, Equip) and a.card == guard
                 and a.target == oni)
    events = game.perform(equip)
    assert _honor_changes(events) == [(0, -1)]
    assert game.state.players[0].family_honor == 9


def test_trait_records_are_validated() -> None:
    """A trait needs a trigger, chooses no targets, answers its own card only, and is never
    half manual."""
    assert abilities.validate(_LOSE_2) == [] and triggers.validate_trigger(_LOSE_2) == []
    assert abilities.validate({"timing": "trait", "effects": []})
    targeted = {**_LOSE_2, "targets": [{"type": "personality"}]}
    assert abilities.validate(targeted)
    other = {**_LOSE_2, "trigger": {"event": "enters_play", "card": "any"}}
    assert triggers.validate_trigger(other)
    assert triggers.validate_trigger({**_LOSE_2, "manual": "x"})
    assert triggers.validate_trigger({**_LOSE_2, "trigger": {"event": "assigned"}})


@pytest.mark.parametrize("honor,left,over", [(-17, -19, False), (-18, -20, True)])
def test_trait_honor_loss_can_lose_the_game(honor: int, left: int, over: bool) -> None:
    """Family Honor -20 or less loses at once under Celestial [S1 › VICTORY]: the trait's loss
    is checked like any other (below the Honor Requirement he is recruited paying 2 more)."""
    game = _dynasty(family_honor=honor)
    oni = find(game.state, "Oni Samurai")
    game.perform(Recruit(0, card=oni, discount=False, ignore_hr=True))  # +2 Gold
    assert game.state.players[0].family_honor == left
    assert game.state.game_over is over
    assert (game.state.winner == 1) is over
