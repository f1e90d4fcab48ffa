"""Scenario tests: a character played as an attachment changes its cardtype while in play
[RR › Cardtypes, Attachment Cards]."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import PlayAttachment, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import skill
from tests.lcg.scenario import SPEARMAN, board, card, put
from tests.lcg.test_more_triggers import _draw_window, _event, _reaction

#: Our own card: it may be played as an attachment on one of its player's characters for 2
#: fate less, and as an attachment gives its character +1 military.
CHAMELEON = card("ct-chameleon", LcgType.CHARACTER, Side.CONFLICT, cost=3, military=3,
                 political=1, glory=2, abilities=(
                     {"timing": "constant", "play_as_attachment": {
                         "cost_change": -2, "attach_to": {"controller": "you"}}},
                     {"timing": "constant", "effects": [
                         {"op": "skill", "military": 1, "target": "host"}]}))
EXILE = _event("ct-exile", {"op": "discard_card", "target": 0}, targets=[{}])


def test_character_played_as_an_attachment() -> None:
    g = board()
    s = g.state
    spear, foe = put(s, 0, SPEARMAN), put(s, 1, SPEARMAN)
    cham = put(s, 0, CHAMELEON, "hand")
    s.players[0].fate = 4
    _draw_window(g)
    legal = g.legal_actions()
    assert PlayAttachment(0, cham, spear) in legal and PlayAttachment(0, cham, foe) not in legal
    g.perform(PlayAttachment(0, cham, spear))
    assert s.players[0].fate == 3                    # 3 - 2
    assert cham in s.players[0].attachments and cham not in s.players[0].characters
    assert s.defn(cham).type is LcgType.ATTACHMENT and s.cards[cham].attached_to == spear
    assert skill(s, spear, "military") == 3          # 2 + 1, not + its printed 3


def test_it_is_a_character_again_once_it_leaves_play() -> None:
    g = board()
    s = g.state
    spear = put(s, 0, SPEARMAN)
    watch = put(s, 0, _reaction("ct-watch", "character_leaves_play", [{"op": "gain_honor"}]))
    cham = put(s, 0, CHAMELEON, "hand")
    ex = put(s, 1, EXILE, "hand")
    s.players[0].fate = 4
    _draw_window(g)
    g.perform(PlayAttachment(0, cham, spear))
    g.perform(UseAbility(1, ex, 0, (spear,)))
    assert s.cards[cham].zone == "conflict_discard" and s.cards[cham].cardtype == ""
    assert s.defn(cham).type is LcgType.CHARACTER
    assert s.step == "trigger_window"                # one character left play: the spearman
    g.perform(UseAbility(0, watch, 0, ()))
    assert s.players[0].honor == 11 and s.step != "trigger_window"


def test_cardtype_round_trips_through_a_position() -> None:
    from l5r_desktop.games.lcg.game import Game

    g = board()
    s = g.state
    spear = put(s, 0, SPEARMAN)
    cham = put(s, 0, CHAMELEON, "hand")
    s.players[0].fate = 4
    _draw_window(g)
    g.perform(PlayAttachment(0, cham, spear))
    back = Game.from_position(g.position())
    assert back.state.defn(cham).type is LcgType.ATTACHMENT
    assert "cardtype" not in g.position()["state"]["cards"][spear]
