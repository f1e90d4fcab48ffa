"""Scenario tests: "No attachments" and its variants, and attachments that are no longer
legally attached [RR › No Attachments, Attachment Cards]."""

from __future__ import annotations

from l5r_desktop.games.lcg.actions import PlayAttachment, UseAbility
from l5r_desktop.games.lcg.cards import LcgType, Side
from tests.lcg.scenario import SPEARMAN, board, card, put
from tests.lcg.test_more_triggers import _char, _draw_window, _event

TATTOO = card("at-tattoo", LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=1,
              political_bonus=0, traits=("Tattoo",))
KATANA = card("at-katana", LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=2,
              political_bonus=0, traits=("Weapon",))
#: "Attach to a character you control."
OATH = card("at-oath", LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=1,
            political_bonus=1, abilities=({"timing": "constant",
                                           "attach_to": {"controller": "you"}},))
MONK = _char("at-monk", {"timing": "constant", "attachments_only": ["Monk", "Tattoo"]})
PACIFIST = _char("at-pacifist", {"timing": "constant", "attachments_not": ["Weapon"]})


def _hosts(g, att: str) -> set[str]:
    return {a.target for a in g.legal_actions()
            if isinstance(a, PlayAttachment) and a.card == att}


def test_no_attachments_except_a_trait() -> None:
    """"No attachments except Monk or Tattoo": a Tattoo may go on it, a Weapon may not."""
    g = board()
    s = g.state
    monk, spear = put(s, 0, MONK), put(s, 0, SPEARMAN)
    tattoo, katana = put(s, 0, TATTOO, "hand"), put(s, 0, KATANA, "hand")
    _draw_window(g)
    assert monk in _hosts(g, tattoo) and monk not in _hosts(g, katana)
    assert spear in _hosts(g, katana)


def test_no_trait_attachments() -> None:
    """"No Weapon attachments": a Weapon may not go on it, a Tattoo may."""
    g = board()
    s = g.state
    pac = put(s, 0, PACIFIST)
    tattoo, katana = put(s, 0, TATTOO, "hand"), put(s, 0, KATANA, "hand")
    _draw_window(g)
    assert pac in _hosts(g, tattoo) and pac not in _hosts(g, katana)


def test_gaining_no_attachments_discards_the_attachments() -> None:
    g = board()
    s = g.state
    spear = put(s, 0, SPEARMAN)
    katana = put(s, 0, KATANA, "hand")
    strip = put(s, 0, _event("at-strip", {"op": "gain_keyword", "target": 0,
                                          "keyword": "no attachments", "duration": "phase"},
                             targets=[{"controller": "you"}]), "hand")
    _draw_window(g)
    g.perform(PlayAttachment(0, katana, spear))
    g.perform(UseAbility(1, put(s, 1, _event("at-noop", {"op": "gain_honor"}), "hand"), 0, ()))
    g.perform(UseAbility(0, strip, 0, (spear,)))
    assert s.cards[katana].zone == "conflict_discard" and katana not in s.players[0].attachments


def test_attach_to_a_character_you_control_is_discarded_when_control_changes() -> None:
    g = board()
    s = g.state
    spear = put(s, 1, SPEARMAN)
    oath = put(s, 1, OATH, "hand")
    tattoo = put(s, 1, TATTOO, "hand")
    seize = put(s, 0, _event("at-seize", {"op": "take_control", "target": 0},
                             targets=[{"controller": "opponent"}]), "hand")
    _draw_window(g)
    s.turn = 1
    g.invalidate()
    g.perform(PlayAttachment(1, oath, spear))
    g.perform(UseAbility(0, put(s, 0, _event("at-noop", {"op": "gain_honor"}), "hand"), 0, ()))
    g.perform(PlayAttachment(1, tattoo, spear))
    g.perform(UseAbility(0, seize, 0, (spear,)))
    assert spear in s.players[0].characters
    assert s.cards[oath].zone == "conflict_discard"           # no longer legal
    assert s.cards[tattoo].zone == "play" and s.cards[tattoo].attached_to == spear


def test_move_attachment_respects_no_attachments_except() -> None:
    g = board()
    s = g.state
    spear, monk = put(s, 0, SPEARMAN), put(s, 0, MONK)
    katana = put(s, 0, KATANA, "hand")
    shift = put(s, 0, _event("at-shift", {"op": "move_attachment", "target": 0, "to": 1},
                             targets=[{"type": "attachment"}, {"controller": "you"}]), "hand")
    _draw_window(g)
    g.perform(PlayAttachment(0, katana, spear))
    g.perform(UseAbility(1, put(s, 1, _event("at-noop", {"op": "gain_honor"}), "hand"), 0, ()))
    g.perform(UseAbility(0, shift, 0, (katana, monk)))
    assert s.cards[katana].attached_to == spear               # a Weapon cannot go on the monk
