"""Scenario tests: looking at the opponent's hand and at the top of a deck shows the cards to
that player only (hot-seat privacy of ``Game.view``) [RR › Search, Reveal; looks.py]."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import UseAbility
from l5r_desktop.games.lcg.cards import validate_ability
from tests.lcg.scenario import board, put
from tests.lcg.test_more_triggers import _draw_window, _event

PEEK = _event("lk-peek", {"op": "look_at", "what": "hand", "player": "opponent", "count": 2,
                          "random": True})
SPY = _event("lk-spy", {"op": "look_at", "what": "hand", "player": "opponent"})
SCRY = _event("lk-scry", {"op": "look_at", "what": "conflict_deck", "player": "you"})


def _shown(view: dict, uids: list[str]) -> list[str]:
    return [u for u in uids if view["cards"][u]["card_id"] != "?"]


def test_look_at_two_random_cards_of_the_opponents_hand() -> None:
    g = board()
    s = g.state
    hand = list(s.players[1].hand)
    assert len(hand) == 4 and _shown(g.view(0), hand) == []
    peek = put(s, 0, PEEK, "hand")
    _draw_window(g)
    events = g.perform(UseAbility(0, peek, 0, ()))
    seen = _shown(g.view(0), hand)
    assert len(seen) == 2
    assert [u for u in g.view(0)["players"][1]["hand"] if u != "?"] == [
        u for u in hand if u in seen]
    assert not any(s.defn(u).name in e.describe() for e in events for u in hand)
    # a seen card that goes back into the deck is hidden again
    u = seen[0]
    s.players[1].hand.remove(u)
    s.players[1].conflict_deck.append(u)
    s.cards[u].zone = "conflict_deck"
    assert _shown(g.view(0), hand) == [seen[1]]


def test_look_at_the_whole_hand_and_it_ends_with_the_phase() -> None:
    from l5r_desktop.games.lcg import flow

    g = board()
    s = g.state
    hand = list(s.players[1].hand)
    spy = put(s, 0, SPY, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, spy, 0, ()))
    assert _shown(g.view(0), hand) == hand
    flow.period_ends(s, "phase", [])
    assert _shown(g.view(0), hand) == []


def test_look_at_the_top_of_your_deck_only_you_see_it() -> None:
    g = board()
    s = g.state
    top = s.players[0].conflict_deck[-1]
    scry = put(s, 0, SCRY, "hand")
    _draw_window(g)
    g.perform(UseAbility(0, scry, 0, ()))
    assert g.view(0)["cards"][top]["card_id"] == s.cards[top].card_id
    assert g.view(0)["players"][0]["conflict_deck"][-1] == top
    assert g.view(1)["cards"][top]["card_id"] == "?"
    assert set(g.view(1)["players"][0]["conflict_deck"]) == {"?"}


def test_look_at_records_validate() -> None:
    assert validate_ability({"timing": "action", "effects": [
        {"op": "look_at", "what": "hand", "count": 3, "random": True}]}) == []
