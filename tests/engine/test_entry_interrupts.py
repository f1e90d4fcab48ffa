"""Interrupts to the action that brings their own card into play, written "After ..."
(``games/ccg/cardtext/entry_interrupts.py``) [S0 › USING ABILITIES #], [S0 › INTERRUPT ACTIONS
#]: their effects happen once the card has entered play, within that action, so before any
Reaction to it; the card was out of play, not bowed, when the Interrupt was taken."""

from __future__ import annotations

from typing import Any

from l5r_desktop.games.ccg.actions import Pass, Recruit, UseAbility
from l5r_desktop.games.ccg.cardtext import abilities, triggers
from l5r_desktop.games.ccg.events import WindowOpened
from tests.engine.scenario import cd, find, game_at, player

_GAIN = [{"op": "gain_honor", "amount": 1, "player": "you"}]


def _entry(event: str = "recruited", **kw: Any) -> dict[str, Any]:
    return {"timing": "interrupt", "trigger": {"event": event, "card": "self"},
            "effects": _GAIN, **kw}


def _reaction() -> dict[str, Any]:
    return {"timing": "reaction", "trigger": {"event": "recruited", "card": "self"},
            "effects": [{"op": "gain_honor", "amount": 2, "player": "you"}]}


def _game(kind: str, records: list[dict[str, Any]]):
    extra = {"force": 1, "chi": 2, "personal_honor": 1, "honor_requirement": 0} \
        if kind == "personality" else {"gold_production": 2}
    defs = [cd("Kaze Oda", kind, gold_cost=2, abilities=records, **extra)]
    p1 = player(provinces=[{"title": "Kaze Oda", "face_up": True}, None, None, None],
                home=["Gold Mine"])
    game = game_at(p1, phase="dynasty", defs=defs)
    return game, find(game.state, "Kaze Oda")


def test_the_entry_interrupt_is_answered_before_the_reactions_to_the_recruit() -> None:
    """Oda's Interrupt (+1 Honor) and Reaction (+2 Honor) on his own Recruit: the Interrupt
    window opens on top, offers only the Interrupt, and says so; once it closes the Reaction
    window follows. Honor 10 -> 11 -> 13."""
    game, oda = _game("personality", [_entry(), _reaction()])
    events = game.perform(Recruit(0, card=oda, discount=False))
    opened = [e.timing for e in events if isinstance(e, WindowOpened)]
    assert opened == ["interrupt", "reaction"]  # the Interrupt window is answered first
    assert game.state.windows[-1].timing == "interrupt"
    assert game.legal_actions() == [Pass(0), UseAbility(0, oda, 0)]
    assert game.legal_actions()[0].label(game.state) == "Pass (no Interrupt)"
    game.perform(UseAbility(0, oda, 0))
    assert game.state.players[0].family_honor == 11
    while game.state.windows and game.state.windows[-1].timing == "interrupt":
        game.perform(Pass(game.state.windows[-1].actor))  # Bob, then Alice: it closes
    assert game.state.windows[-1].timing == "reaction"
    assert UseAbility(0, oda, 1) in game.legal_actions()
    game.perform(UseAbility(0, oda, 1))
    assert game.state.players[0].family_honor == 13


def test_a_holding_entering_play_bowed_may_take_its_entry_interrupt() -> None:
    """A Holding enters play bowed, so a Reaction of it to its own Recruit is never offered
    (abilities on bowed cards cannot be used); its Interrupt was taken before it entered play
    and is offered: Honor 10 -> 11."""
    game, oda = _game("holding", [_entry()])
    game.perform(Recruit(0, card=oda, discount=False))
    assert game.state.cards[oda].bowed
    assert UseAbility(0, oda, 0) in game.legal_actions()
    game.perform(UseAbility(0, oda, 0))
    assert game.state.players[0].family_honor == 11
    game, oda = _game("holding", [{**_reaction()}])
    game.perform(Recruit(0, card=oda, discount=False))
    assert UseAbility(0, oda, 0) not in game.legal_actions()
    assert game.state.players[0].family_honor == 10


def test_an_entry_interrupt_with_a_bow_cost_bows_the_card_now_in_play() -> None:
    """"Interrupt, Bow: After you Recruit Oda": the cost is paid by bowing him after he
    entered play [S0 › USING ABILITIES #] 0.2: Honor 10 -> 11, Oda bowed."""
    game, oda = _game("personality", [_entry(cost={"bow_self": True})])
    game.perform(Recruit(0, card=oda, discount=False))
    game.perform(UseAbility(0, oda, 0))
    assert game.state.players[0].family_honor == 11
    assert game.state.cards[oda].bowed


def test_entry_interrupt_records_answer_their_own_card_only() -> None:
    """The validator: an entry Interrupt's trigger is about its own card; the triggers are
    those of a card entering play."""
    assert not triggers.validate_trigger(_entry()) and not abilities.validate(_entry())
    for event in ("recruited_in_battle", "equipped", "enters_play"):
        assert not triggers.validate_trigger(_entry(event))
    assert triggers.validate_trigger(
        {**_entry(), "trigger": {"event": "recruited", "card": "yours"}})
    assert triggers.validate_trigger(_entry("dishonored"))
