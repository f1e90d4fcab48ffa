"""The CCG's table-model builder (issue 15, item 5, steps 2-4): a CCG state in, the exact
cards, zones, overlays and prompt a viewer is shown out; no Qt."""

from __future__ import annotations

from types import SimpleNamespace

from l5r_desktop.games.ccg.model.battle_state import AttackState, Battlefield
from l5r_desktop.games.ccg.model.ids import Phase, Zone
from l5r_desktop.ui import ccg_table_model, layout
from l5r_desktop.ui.table_model import (
    Arrow,
    Banner,
    CardView,
    Choice,
    PromptView,
    Region,
    ViewOptions,
)
from l5r_desktop.ui.table_prompt import prompt_view
from tests.engine.scenario import find, game_at, player

HERO = {"title": "Crane Samurai", "bowed": True, "dishonored": True, "attachments": ["Katana"],
        "tokens": {"+1F": 2}, "note": "leads the charge"}


def _at_battlefield_1():
    """Alice (seat 0) attacks Bob: her bowed, dishonored Crane Samurai, carrying a Katana and
    two +1F tokens, stands in the attacking army of battlefield 1 (Bob's second province)."""
    game = game_at(player(home=[HERO]), player("Lion Keep"), phase="attack")
    state = game.state
    hero = find(state, "Crane Samurai", 0)
    state.players[0].home.remove(hero)
    state.cards[hero].zone = Zone.BATTLEFIELD
    state.attack = AttackState(attacker=0, defender=1, segment="maneuvers", current=1,
                               battlefields=[Battlefield(0), Battlefield(1, attacking=[hero])])
    return state, hero, state.cards[hero].attachments[0]


def test_a_bowed_dishonored_personality_with_an_attachment_and_tokens_on_battlefield_1():
    state, hero, katana = _at_battlefield_1()
    model = ccg_table_model.build(state, ViewOptions(viewer=0))
    field = model.zone("battlefield:1")
    pos = layout.battlefield_unit_pos(False, 1, 4, True, 0, 1)  # Bob's side is far
    assert field.cards == (
        CardView(id=hero, zone="battlefield:1", owner=0, position=0, pos=pos, z=layout.Z_CARD,
                 card=hero, face=state.cards[hero].definition, title="Crane Samurai",
                 back="dynasty", bowed=True, dishonored=True,
                 tokens=(("+1F", 2), ("dishonor", 1)), note="leads the charge"),
        CardView(id=katana, zone="battlefield:1", owner=0, position=0,
                 pos=(pos[0], pos[1] - layout.ATTACHMENT_STEP),
                 z=layout.Z_CARD + layout.Z_ATTACHMENT, card=katana,
                 face=state.cards[katana].definition, title="Katana", back="fate",
                 attached_to=hero),
    )
    rect = layout.battlefield_rect(False, 1, 4)
    assert (field.label, field.owner, field.kind, field.drop_target, field.always_shown,
            field.z, field.region) == (
        "Battlefield 2 (current)", -1, "row", True, True, layout.Z_BATTLEFIELD,
        Region(rect.x, rect.y, rect.w, rect.h))
    assert model.zone("battlefield:0").cards == ()
    assert hero not in [c.id for c in model.zone("home:0").cards]


def test_the_acting_player_sees_his_hand_and_the_other_hand_is_backs_only():
    game = game_at(player(hand=["Katana", "Club"]), player("Lion Keep", hand=["Armor", "Pride"]))
    state = game.state
    theirs = state.players[1].hand
    model = ccg_table_model.build(state, ViewOptions(viewer=0))
    hidden = model.zone("hand:1")
    assert (hidden.owner, hidden.kind, hidden.region) == (1, "fan", None)
    assert hidden.cards == tuple(
        CardView(id=cid, zone="hand:1", owner=1, position=i,
                 pos=layout.hand_pos(False, i, 2), z=layout.Z_CARD + i * 0.01, card=cid,
                 back="fate")
        for i, cid in enumerate(theirs))
    assert not any(c.face_up or c.title for c in hidden.cards)
    mine = model.zone("hand:0").cards
    assert [(c.title, c.face_up, c.pos) for c in mine] == [
        ("Katana", True, layout.hand_pos(True, 0, 2)), ("Club", True, layout.hand_pos(True, 1, 2))]
    covered = ccg_table_model.build(state, ViewOptions(viewer=0, hide_all_hands=True))
    assert not any(c.face_up for z in ("hand:0", "hand:1") for c in covered.zone(z).cards)
    both = ccg_table_model.build(state, ViewOptions(viewer=1, reveal_all_hands=True))
    assert all(c.face_up for z in ("hand:0", "hand:1") for c in both.zone(z).cards)
    assert both.zone("hand:1").cards[0].pos == layout.hand_pos(True, 0, 2)  # Bob sits near


def test_home_provinces_and_piles_are_laid_out_for_the_viewer():
    game = game_at(player(home=[HERO], fate_discard=["Club", "Katana"]),
                   player("Lion Keep", provinces=["Gold Mine", None, "Small Farm",
                                                  "Small Farm"]))
    state = game.state
    model = ccg_table_model.build(state, ViewOptions(viewer=1))
    home = model.zone("home:0")
    assert (home.drop_target, home.always_shown, home.kind) == (True, False, "row")
    assert home.region == ccg_table_model.home_rect(False)
    keep, hero, katana = home.cards  # the Stronghold first, the unit, then its attachment
    assert (keep.title, keep.pos) == ("Crane Keep", layout.home_pos(False, 0, 2))
    assert (hero.pos, hero.bowed, katana.attached_to) == (layout.home_pos(False, 1, 2), True,
                                                          hero.id)
    assert katana.pos == (hero.pos[0], hero.pos[1] + layout.ATTACHMENT_STEP)  # towards centre
    empty = model.zone("province:1:1")
    assert (empty.label, empty.cards, empty.kind) == ("empty province", (), "stack")
    mine = model.zone("province:1:0").cards[0]
    assert (mine.pos, mine.face_up) == (layout.province_pos(True, 0, 4),
                                        state.cards[mine.id].face_up)
    discard = model.zone("pile:0:fate_discard")
    top = state.players[0].fate_discard[-1]
    assert discard.cards == (CardView(
        id="pile:0:fate_discard", zone="pile:0:fate_discard", owner=0, position=0,
        pos=layout.pile_pos(False, "fate_discard"), z=layout.Z_CARD, card=top,
        face=state.cards[top].definition, title="Katana", back="fate", badge="2",
        tooltip="Fate discard: 2 cards"),)
    deck = model.zone("pile:0:fate_deck").cards[0]
    assert (deck.face, deck.back, deck.badge) == (None, "fate", "5")
    assert model.counter(0).pos == layout.counter_pos(False)
    assert model.counter(1).pos == layout.counter_pos(True)


def test_banners_show_over_battlefields_during_an_attack_and_arrows_join_cards():
    state, hero, katana = _at_battlefield_1()
    banners = {"battlefield:1": ("Att 3 · Def 0+3", False), "battlefield:7": ("gone", True)}
    model = ccg_table_model.build(state, banners=banners, arrows=((hero, katana, "Duel"),))
    assert model.banners == (Banner("battlefield:1", "Att 3 · Def 0+3", False),)
    assert model.arrows == (Arrow(hero, katana, "Duel"),)
    state.attack = None
    state.phase = Phase.ACTION
    assert ccg_table_model.build(state, banners=banners).banners == ()


def test_the_prompt_lists_major_choices_then_minor_ones_and_none_behind_the_cover():
    adapter = SimpleNamespace(
        status=lambda state, actor: ("Turn 1", f"player {actor} to act"),
        phase_choices=lambda screen: ["pass", "empty field", "done"],
        minor_choice=lambda state, action: action == "empty field",
        label=lambda action, state: action.capitalize())
    screen = SimpleNamespace(controller=SimpleNamespace(acting_player=lambda: 1), covered=False)
    assert prompt_view(adapter, None, screen) == PromptView(
        "Turn 1", "player 1 to act",
        (Choice("Pass", "pass"), Choice("Done", "done"), Choice("Empty field", "empty field")),
        minor=1)
    screen.covered = True
    assert prompt_view(adapter, None, screen) == PromptView("Turn 1", "player 1 to act")
