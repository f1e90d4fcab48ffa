"""Scenario tests: keywords gained [RR › Gains, Keywords, Constant Abilities], provinces broken
by abilities [RR › Breaking a Province, Broken Province], ring effects resolved by abilities
[RR › Ring Effects], reactions to a ring being claimed [RR › Rings: contested until the
reactions to its claiming resolved] and to a province being revealed [RR › Facedown Province],
role card abilities [RR › Role Cards], attachment and province targets and attachment
restrictions [RR › Target, Attachment Cards]."""

from __future__ import annotations

from l5r_desktop.games.lcg import abilities, flow
from l5r_desktop.games.lcg.actions import (
    Choose,
    ChooseParticipant,
    Confirm,
    Pass,
    PlayAttachment,
    RingEffect,
    UseAbility,
)
from l5r_desktop.games.lcg.cards import LcgType, Side
from l5r_desktop.games.lcg.stats import glory, has_keyword, skill
from tests.lcg.scenario import (
    BLADE,
    CAPTAIN,
    GRANARY,
    SCRIBE,
    SPEARMAN,
    board,
    card,
    conflict_at,
    declare,
    pass_window,
    put,
)
from tests.lcg.scenario import (
    action_event as _event,
)


def _draw_window(g) -> None:
    g.state.window = {"kind": "draw", "passes": 0}
    g.state.step = "action_window"
    g.state.turn = 0
    g.invalidate()


# -- keywords gained --------------------------------------------------------------------------
def test_gain_keyword_until_the_end_of_the_conflict_pride_applies() -> None:
    g = board()
    s = g.state
    a = put(s, 0, SPEARMAN)
    zeal = put(s, 0, _event("zeal", {"op": "gain_keyword", "target": 0, "keyword": "Pride"},
                            targets=[{"controller": "you", "participating": True}],
                            conflict="any"), "hand")
    conflict_at(g, [a], [put(s, 1, SCRIBE)])   # P2's scribe has a dash: no military skill
    g.perform(Pass(1))
    g.perform(UseAbility(0, zeal, 0, (a,)))
    assert has_keyword(s, a, "pride") and not s.defn(a).has_keyword("pride")
    pass_window(g)
    assert s.cards[a].status == "honored"      # Pride: honored on winning [RR › Pride]
    g.perform(RingEffect(0, "skip"))
    assert not has_keyword(s, a, "pride")      # expired with the conflict


def test_attachment_constant_gives_its_host_a_keyword_skill_and_glory_while_attached() -> None:
    cloak = card("cloak", LcgType.ATTACHMENT, Side.CONFLICT, cost=0,
                 abilities=({"timing": "constant",
                             "effects": [{"op": "gain_keyword", "keyword": "covert",
                                          "target": "host"},
                                         {"op": "skill", "military": 1, "glory": 2,
                                          "target": "host"}]},
                            {"timing": "constant", "condition": {"honored": True},
                             "effects": [{"op": "skill", "political": 3, "target": "host"}]}))
    g = board()
    s = g.state
    u = put(s, 0, SPEARMAN)                    # 2 military, 0 political, glory 1
    c = put(s, 0, cloak, "hand")
    _draw_window(g)
    g.perform(PlayAttachment(0, c, u))
    assert has_keyword(s, u, "covert")
    assert (skill(s, u, "military"), skill(s, u, "political"), glory(s, u)) == (3, 0, 3)
    s.cards[u].status = "honored"              # + glory 3, and the honored condition: +3
    assert (skill(s, u, "military"), skill(s, u, "political")) == (6, 6)
    from l5r_desktop.games.lcg import moves
    moves.leave_play(s, c, [])
    s.cards[u].status = ""
    assert not has_keyword(s, u, "covert")
    assert (skill(s, u, "military"), glory(s, u)) == (2, 1)


# -- breaking provinces by abilities ------------------------------------------------------------
def _province_with_holding(s, p: int = 1) -> tuple[str, str]:
    prov = s.players[p].provinces[0]
    h = put(s, p, GRANARY, "province")
    s.cards[h].province = prov
    s.province_cards[prov].append(h)
    return prov, h


def test_ability_breaks_a_province_breaker_may_discard_then_the_window_goes_on() -> None:
    g = board()
    s = g.state
    prov, h = _province_with_holding(s)
    old = [u for u in s.province_cards[prov] if u != h]
    ram = put(s, 0, _event("ram", {"op": "break_province", "target": 0},
                           {"op": "gain_honor", "amount": 1},
                           targets=[{"type": "province", "controller": "opponent",
                                     "broken": False}]), "hand")
    _draw_window(g)
    assert UseAbility(0, ram, 0, (prov,)) in g.legal_actions()
    assert UseAbility(0, ram, 0, (s.players[0].provinces[0],)) not in g.legal_actions()
    g.perform(UseAbility(0, ram, 0, (prov,)))
    assert s.cards[prov].broken and s.players[0].honor == 10   # later effects wait ...
    assert s.step == "break_discard" and g.waiting_for == 0    # ... for the breaker's choice
    g.perform(Choose(0, "discard"))
    assert s.players[0].honor == 11                            # then they resolve
    assert all(s.cards[u].zone == "dynasty_discard" for u in [*old, h])
    assert len(s.province_cards[prov]) == 1 and s.cards[s.province_cards[prov][0]].facedown
    assert s.step == "action_window" and g.waiting_for == 1    # back to the window: P2 next
    g.undo()
    assert g.state.step == "break_discard" and g.state.cards[prov].broken
    g.undo()
    assert not g.state.cards[prov].broken and g.state.step == "action_window"


def test_ability_breaking_the_stronghold_province_wins() -> None:
    g = board()
    s = g.state
    sp = s.players[1].stronghold_province
    ram = put(s, 0, _event("ram", {"op": "break_province", "target": 0},
                           targets=[{"type": "province", "controller": "opponent"}]), "hand")
    _draw_window(g)
    g.perform(UseAbility(0, ram, 0, (sp,)))
    assert g.winner == 0 and g.state.victory == "stronghold"


def test_attacked_province_broken_during_the_conflict_is_not_broken_again() -> None:
    g = board()
    s = g.state
    prov = s.players[1].provinces[0]
    for u in list(s.province_cards[prov]):     # an empty province: no discard choice
        s.province_cards[prov].remove(u)
        s.cards[u].zone = "dynasty_discard"
        s.players[1].dynasty_discard.append(u)
    a = put(s, 0, CAPTAIN)                     # 4 military against nothing
    sap = put(s, 0, _event("sap", {"op": "break_province", "target": "conflict"},
                           conflict="any"), "hand")
    conflict_at(g, [a], [], province=prov)
    g.perform(Pass(1))
    g.perform(UseAbility(0, sap, 0, ()))
    assert s.cards[prov].broken and s.step == "action_window"
    pass_window(g)
    assert s.players[1].honor == 9             # unopposed still applies
    assert s.step == "ring_effect"             # no second break (no break_discard step)
    g.perform(RingEffect(0, "gain"))
    assert s.players[0].honor == 12 and s.rings["air"]["claimed_by"] == 0


# -- ring effects resolved by abilities ---------------------------------------------------------
def test_ability_resolves_a_ring_effect_then_the_window_goes_on() -> None:
    g = board()
    s = g.state
    foe = put(s, 1, SPEARMAN)
    spark = put(s, 0, _event("spark", {"op": "resolve_ring", "ring": "fire"}), "hand")
    _draw_window(g)
    g.perform(UseAbility(0, spark, 0, ()))
    assert s.step == "ring_effect" and g.waiting_for == 0
    legal = g.legal_actions()
    assert RingEffect(0, "dishonor", foe) in legal and RingEffect(0, "take") not in legal
    g.perform(RingEffect(0, "dishonor", foe))
    assert s.cards[foe].status == "dishonored"
    assert s.rings["fire"]["claimed_by"] is None      # not claimed: only its effect
    assert s.step == "action_window" and g.waiting_for == 1


def test_resolve_the_contested_ring_needs_a_conflict() -> None:
    g = board()
    s = g.state
    spark = put(s, 0, _event("spark", {"op": "resolve_ring"},
                             {"op": "then", "effects": [{"op": "gain_fate", "amount": 1}]}),
                "hand")
    _draw_window(g)
    fate = s.players[0].fate
    g.perform(UseAbility(0, spark, 0, ()))
    assert s.players[0].fate == fate and s.step == "action_window"   # nothing resolved


# -- reactions to claiming a ring and to a province revealed; role abilities --------------------
SEEKER = card("seeker-of-gales", LcgType.ROLE, Side.ROLE,
              abilities=({"timing": "reaction",
                          "trigger": {"event": "ring_claimed", "side": "you", "ring": "air"},
                          "effects": [{"op": "gain_fate", "amount": 1}]},))
ECHO = card("echo", LcgType.CHARACTER, Side.DYNASTY, cost=2, military=3, political=1, glory=1,
            abilities=({"timing": "reaction", "participating": True,
                        "trigger": {"event": "ring_claimed", "side": "you"},
                        "effects": [{"op": "resolve_ring", "ring": "contested"}]},))


def test_role_reacts_to_claiming_its_ring_while_the_conflict_is_still_on() -> None:
    g = board()
    s = g.state
    role = put(s, 0, SEEKER, "role")
    s.players[0].role = role
    a = put(s, 0, SPEARMAN)
    conflict_at(g, [a], [], ring="air")
    pass_window(g)
    g.perform(Choose(0, "keep")) if s.step == "break_discard" else None
    g.perform(RingEffect(0, "skip"))
    assert s.step == "trigger_window" and s.conflict is not None
    fate = s.players[0].fate
    g.perform(UseAbility(0, role, 0, ()))
    assert s.players[0].fate == fate + 1
    assert s.conflict is None and s.cards[a].bowed     # 3.2.8 after the reactions
    g2 = board()
    s2 = g2.state
    role2 = put(s2, 0, SEEKER, "role")
    s2.players[0].role = role2
    conflict_at(g2, [put(s2, 0, SPEARMAN)], [], ring="water")
    pass_window(g2)
    g2.perform(Choose(0, "keep")) if s2.step == "break_discard" else None
    g2.perform(RingEffect(0, "skip"))
    assert s2.step != "trigger_window"                 # the water ring: not offered


def test_reaction_resolves_the_claimed_ring_again() -> None:
    g = board()
    s = g.state
    e = put(s, 0, ECHO)
    d = put(s, 1, SPEARMAN)                            # 3 against 2: no break at strength 3
    conflict_at(g, [e], [d], ring="air")
    pass_window(g)
    g.perform(RingEffect(0, "take"))
    assert (s.players[0].honor, s.players[1].honor) == (11, 9)
    g.perform(UseAbility(0, e, 0, ()))
    assert s.step == "ring_effect" and g.waiting_for == 0
    g.perform(RingEffect(0, "take"))
    assert (s.players[0].honor, s.players[1].honor) == (12, 8)
    assert s.conflict is None and s.rings["air"]["claimed_by"] == 0


BELLTOWER = card("belltower", LcgType.PROVINCE, Side.PROVINCE, strength=4, element=("air",),
                 abilities=({"timing": "reaction",
                             "trigger": {"event": "province_revealed", "self": True},
                             "targets": [{"controller": "opponent", "participating": True}],
                             "effects": [{"op": "bow", "target": 0}]},))


def test_province_revealed_by_the_declaration_reacts() -> None:
    g = board()
    s = g.state
    prov = s.players[1].provinces[0]
    s.defs[BELLTOWER.id] = BELLTOWER
    s.cards[prov].card_id = BELLTOWER.id
    s.cards[prov].facedown = True
    a = put(s, 0, SPEARMAN)
    declare(g, "military", "air", prov)
    g.perform(ChooseParticipant(0, a))
    g.perform(Confirm(0))
    assert s.step == "trigger_window" and g.waiting_for == 1    # P1 had nothing: passed
    g.perform(UseAbility(1, prov, 0, (a,)))
    assert s.cards[a].bowed and s.step == "defenders" and g.waiting_for == 1
    g2 = board()                                        # already faceup: nothing to react to
    s2 = g2.state
    p2 = s2.players[1].provinces[0]
    s2.defs[BELLTOWER.id] = BELLTOWER
    s2.cards[p2].card_id = BELLTOWER.id
    s2.cards[p2].facedown = False
    a2 = put(s2, 0, SPEARMAN)
    declare(g2, "military", "air", p2)
    g2.perform(ChooseParticipant(0, a2))
    g2.perform(Confirm(0))
    assert s2.step == "defenders"


# -- attachments as targets and attachment restrictions -----------------------------------------
def test_attachment_target_discarded_by_an_event() -> None:
    g = board()
    s = g.state
    u = put(s, 1, SPEARMAN)
    blade = put(s, 1, BLADE, "play")
    s.players[1].characters.remove(blade)
    s.players[1].attachments.append(blade)
    s.cards[blade].attached_to = u
    mine = put(s, 0, BLADE, "play")
    s.players[0].characters.remove(mine)
    s.players[0].attachments.append(mine)
    s.cards[mine].attached_to = u
    rust = put(s, 0, _event("rust", {"op": "discard_card", "target": 0},
                            targets=[{"type": "attachment", "controller": "opponent"}]),
               "hand")
    _draw_window(g)
    uses = [a for a in g.legal_actions() if isinstance(a, UseAbility) and a.card == rust]
    assert uses == [UseAbility(0, rust, 0, (blade,))]   # not P1's own blade
    g.perform(uses[0])
    assert s.cards[blade].zone == "conflict_discard" and blade not in s.players[1].attachments
    assert skill(s, u, "military") == 4                  # 2 + the remaining blade's +2


def test_attachment_restriction_attach_to_a_character_you_control_with_a_trait() -> None:
    banner = card("banner", LcgType.ATTACHMENT, Side.CONFLICT, cost=0, military_bonus=1,
                  abilities=({"timing": "constant",
                              "attach_to": {"controller": "you", "trait": "Bushi"}},))
    g = board()
    s = g.state
    bushi, courtier, foe = put(s, 0, SPEARMAN), put(s, 0, SCRIBE), put(s, 1, SPEARMAN)
    b = put(s, 0, banner, "hand")
    _draw_window(g)
    plays = {a.target for a in g.legal_actions() if isinstance(a, PlayAttachment)
             and a.card == b}
    assert plays == {bushi}
    assert courtier not in plays and foe not in plays


def test_holding_target_and_each_over_provinces() -> None:
    g = board()
    s = g.state
    _prov, h = _province_with_holding(s)
    spec = {"type": "holding", "controller": "opponent"}
    theirs = [u for pr in s.players[1].provinces for u in s.province_cards[pr]
              if not s.cards[u].facedown and s.defn(u).type is LcgType.HOLDING]
    assert h in theirs and abilities.candidates(s, 0, h, spec) == theirs
    assert all(s.cards[u].owner == 0 for u in abilities.candidates(s, 1, h, spec))
    s.cards[s.players[1].provinces[1]].broken = True
    unbroken = abilities.candidates(s, 0, h, {"type": "province", "controller": "opponent",
                                              "broken": False})
    assert len(unbroken) == 4 and s.players[1].provinces[1] not in unbroken
    flow.period_ends(s, "phase", [])  # nothing to expire: no error with province targets
