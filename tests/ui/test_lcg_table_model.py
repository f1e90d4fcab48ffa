"""The LCG's builder of the game-neutral table model (ui/lcg/table_model.py): state in, exact
counters, piles, zones and cards out, hidden information hidden (the other player's hand and
honor dial); the shared TableScene draws exactly the model, and the LCG's panels
(ui/lcg/panels.py) and places (ui/lcg/layout.py) import no game."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from l5r_desktop.ui.faces import FaceCache
from l5r_desktop.ui.lcg import layout, panels
from l5r_desktop.ui.lcg import table_model as lcg_model
from l5r_desktop.ui.lcg.panels import LcgPanels
from l5r_desktop.ui.lcg.table_model import LcgViewOptions
from l5r_desktop.ui.table_model import (
    Banner,
    CardView,
    PileView,
    Region,
    SeatCounter,
    TextFace,
    ZoneView,
)
from l5r_desktop.ui.table_scene import TableScene
from tests.lcg.scenario import BLADE, SCRIBE, SPEARMAN, board, conflict_at, put

NAMES = ("Lantern", "Tide")


def _state():
    g = board(3)
    s = g.state
    a, b = s.players
    a.honor, a.fate, b.honor, b.fate = 11, 4, 9, 0
    a.dial, b.dial = 3, 2  # both bids set, none revealed
    b.passed, b.military_left, b.conflicts_left = True, False, 1
    s.favor, s.favor_side = 1, "political"
    s.rings["fire"]["claimed_by"] = 1
    s.rings["void"]["claimed_by"] = 1
    return s


def test_counters_say_each_players_panel_and_hide_the_other_bid() -> None:
    s = _state()
    model = lcg_model.build(s, LcgViewOptions(viewer=0, names=NAMES))
    assert model.counter(0) == SeatCounter(0, (
        "Lantern", "Honor 11", "Fate 4", "Honor dial: 3", "Conflicts left: 2 (mil, pol)",
        "First player", "", "Claimed rings: none", ""), True, (1440.0, 718.0), panel=True)
    assert model.counter(1) == SeatCounter(1, (
        "Tide", "Honor 9", "Fate 0", "Honor dial: set (hidden)", "Conflicts left: 1 (pol)",
        "passed", "Imperial Favor (political)", "Claimed rings: fire, void", ""), False,
        (1440.0, 182.0), panel=True)
    assert len(lcg_model.COUNTER_LINES) == len(model.counter(0).lines)
    # the other seat sees its own bid, not the first one's; behind the cover nobody's
    seen = lcg_model.build(s, LcgViewOptions(viewer=1, names=NAMES))
    assert seen.counter(0).lines[3] == "Honor dial: set (hidden)"
    assert seen.counter(1).lines[3] == "Honor dial: 2"
    covered = lcg_model.build(s, LcgViewOptions(viewer=0, hide_all_hands=True))
    assert [c.lines[3] for c in covered.counters] == ["Honor dial: set (hidden)"] * 2
    assert covered.counter(1).lines[0] == "Player 2"  # no names given
    s.players[0].dial_revealed = s.players[1].dial_revealed = True
    s.players[1].dial = 0
    shown = lcg_model.build(s, LcgViewOptions(viewer=0, hide_all_hands=True))
    assert [c.lines[3] for c in shown.counters] == ["Honor dial: 3", "Honor dial: –"]
    s.winner = 1
    over = lcg_model.build(s, LcgViewOptions(viewer=0))
    assert [c.lines[-1] for c in over.counters] == ["", "WINNER"]
    assert not any(c.active for c in over.counters)


def test_piles_are_the_decks_face_down_and_the_discards_face_up() -> None:
    s = _state()
    ps = s.players[1]
    ps.conflict_discard = ps.conflict_deck[-2:]
    del ps.conflict_deck[-2:]
    model = lcg_model.build(s, LcgViewOptions(viewer=0))
    piles = model.piles_of(1)
    assert [p.key for p in piles] == ["pile:1:dynasty_deck", "pile:1:dynasty_discard",
                                      "pile:1:conflict_deck", "pile:1:conflict_discard"]
    assert piles[2] == PileView("pile:1:conflict_deck", 1, "conflict_deck", "Conflict deck",
                                len(ps.conflict_deck), ps.conflict_deck[-1], False, "conflict",
                                False, False)
    assert piles[3] == PileView("pile:1:conflict_discard", 1, "conflict_discard",
                                "Conflict discard", 2, ps.conflict_discard[-1], True, "", False,
                                False)
    assert piles[1].count == 0 and piles[1].top == ""
    assert piles[0].back == "dynasty" and not piles[0].face_up


def _scene() -> tuple[TableScene, LcgPanels]:
    scene = TableScene(FaceCache(None))
    lcg_panels = LcgPanels()
    scene.add_panel(lcg_panels)
    return scene, lcg_panels


def test_the_lcg_panels_draw_the_model_counters_and_piles(qtbot) -> None:
    s = _state()
    options = LcgViewOptions(viewer=1, names=NAMES)
    scene, lcg_panels = _scene()
    model = lcg_model.build(s, options)
    scene.draw(model)
    for counter in model.counters:
        lines = dict(zip(lcg_model.COUNTER_LINES, counter.lines, strict=True))
        for key in lcg_model.COUNTER_LINES[1:]:
            assert (lcg_panels.label(f"{key}:{counter.seat}") or "").strip() == lines[key]
        assert scene.zone(f"panel:{counter.seat}").label == lines["name"]
    for pile in model.piles:
        assert lcg_panels.label(f"{pile.name}:{pile.seat}") == f"{pile.label}: {pile.count}"
    assert scene.counter(0) is None  # a counter marked panel is the panels' to draw


def test_zone_tokens_and_text_faces_default_to_nothing() -> None:
    from l5r_desktop.ui.table_model import CardView, TextFace, ZoneView

    ring = ZoneView("ring:air", "Air", -1, "stack")
    assert ring.tokens == ()
    face = TextFace("t:keep", ("Keep", "+2"))
    assert (face.kind, face.facedown) == ("", False)
    assert CardView("A1", "home:0", 0, 0, (0.0, 0.0), face=face).face_up


def _conflict():
    """Lantern (seat 0) attacks with a dishonored Spearman carrying 2 fate and a Blade; Tide's
    bowed Scribe stays home; Tide decides (the conflict's action window)."""
    g = board(3)
    s = g.state
    spear = put(s, 0, SPEARMAN, fate=2, status="dishonored")
    blade = put(s, 0, BLADE, zone="play", attached_to=spear)
    s.players[0].characters.remove(blade)
    s.players[0].attachments.append(blade)
    scribe = put(s, 1, SCRIBE, bowed=True)
    conflict_at(g, [spear], [], ring="fire")
    return s, spear, blade, scribe


def test_a_dishonored_attacker_with_fate_and_an_attachment() -> None:
    s, spear, blade, scribe = _conflict()
    model = lcg_model.build(s, LcgViewOptions(viewer=1, names=NAMES))
    attackers = model.zone("conflict:attackers")
    centre = layout.conflict_cards(True, [False])[0]
    assert centre == (469.0, 464.0)
    assert attackers == ZoneView(
        "conflict:attackers", "Attack 3", 0, "row", (
            CardView(spear, "conflict:attackers", 0, 0, centre, card=spear,
                     face=TextFace("t:spearman", ("Spearman", "3 / 0", "glory 1", "+ Blade"),
                                   "character", color="#e8dcc0"),
                     title="Spearman", back="dynasty", tokens=(("fate", 2), ("dishonored", 1)),
                     tooltip="Spearman\ncharacter\nBushi"),
            CardView(blade, "conflict:attackers", 0, 0, centre, z=-0.5, card=blade,
                     face=TextFace("t:blade", ("Blade", "0", "attachment · cost"),
                                   "attachment", color="#d8d4ea"),
                     title="Blade", back="conflict", attached_to=spear,
                     tooltip="Blade\nattachment")),
        region=Region(430.0, 387.0, 410.0, 130))
    assert model.zone("conflict:defenders").label == "Defense 0"
    assert model.zone("conflict:defenders").cards == ()
    assert model.zone("conflict").drop_target and model.zone("home:1").drop_target
    home = model.zone("home:1")
    assert [(c.id, c.bowed, c.pos) for c in home.cards] == [(scribe, True, (74.0, 610.0))]
    assert spear not in [c.id for c in model.zone("home:0").cards]
    assert Banner("conflict", "Lantern attacks Tide: military fire conflict at facedown "
                  "province", pos=(850.0, 374.0), width=820.0) in model.banners
    assert Banner("ring:fire", "contested", emphasis=True, pos=(205.0, 482.0),
                  width=72.0) in model.banners
    assert model.zone("ring:fire").clickable and not model.zone("conflict").clickable
    assert (model.card_size, model.back_color) == ((78.0, 108.0), "#5b3a29")
    assert model.zone("ring:fire").tokens == (("fate", s.rings["fire"]["fate"]),)


@pytest.mark.parametrize("viewer", [0, 1])
def test_the_hand_and_bid_of_the_player_not_acting_stay_hidden(viewer) -> None:
    s, *_ = _conflict()
    s.step, s.turn = "bid", 1 - viewer  # the other decides; the viewer's bid is set
    s.players[viewer].dial, s.players[1 - viewer].dial = 2, 0
    model = lcg_model.build(s, LcgViewOptions(viewer=viewer, names=NAMES))
    other, own = s.players[1 - viewer], s.players[viewer]
    hidden = model.zone(f"hand:{1 - viewer}")
    assert hidden.label == f"Hand: {len(other.hand)} cards" and hidden.always_shown
    assert all(c.size == layout.SMALL_BACK for c in hidden.cards)
    assert [c.id for c in hidden.cards] == [f"hand:{1 - viewer}:{n}"
                                            for n in range(len(other.hand))]
    assert all(c.face is None and c.card == "" and c.tooltip == "" and c.back == "conflict"
               for c in hidden.cards)
    assert not {c.id for c in model.cards()} & set(other.hand)  # no hand card's own id
    assert [c.id for c in model.zone(f"hand:{viewer}").cards] == own.hand
    assert all(c.face is not None for c in model.zone(f"hand:{viewer}").cards)
    assert model.counter(viewer).lines[3] == "Honor dial: 2"
    s.players[1 - viewer].dial = 4
    seen = lcg_model.build(s, LcgViewOptions(viewer=viewer, names=NAMES))
    assert seen.counter(1 - viewer).lines[3] == "Honor dial: set (hidden)"
    covered = lcg_model.build(s, LcgViewOptions(viewer=viewer, hide_all_hands=True))
    assert all(c.face is None for p in (0, 1) for c in covered.zone(f"hand:{p}").cards)
    assert covered.counter(viewer).lines[3] == "Honor dial: set (hidden)"
    # a facedown province with no card on it: its owner looks at it, the other sees a back
    for seat in (0, 1):
        prov = s.players[seat].provinces[0]
        s.province_cards[prov] = []
        assert s.cards[prov].facedown
    seen = lcg_model.build(s, LcgViewOptions(viewer=viewer, names=NAMES))
    mine, theirs = (seen.card(s.players[p].provinces[0]) for p in (viewer, 1 - viewer))
    assert mine.face is not None and mine.face.facedown and mine.face.lines[2] == "(facedown)"
    assert mine.tooltip == "" and mine.tokens == ()
    assert theirs.face is None and theirs.title == "" and theirs.back == "province"
    assert seen.zone(f"province:{s.players[1 - viewer].provinces[0]}").label == \
        "Facedown province"


def test_the_scene_draws_the_models_cards_and_zones(qtbot) -> None:
    from PySide6.QtCore import QPointF

    s, spear, blade, _ = _conflict()
    model = lcg_model.build(s, LcgViewOptions(viewer=1, names=NAMES))
    scene, lcg_panels = _scene()
    scene.draw(model)
    item = scene.item(spear)
    assert item is not None and item.face_up and item.rotation() == 0
    assert (item.pos().x(), item.pos().y()) == (469.0, 464.0)  # the card's centre
    assert item.boundingRect().size().toTuple() == (layout.CARD_W, layout.CARD_H)
    assert scene.card_view(spear) == model.card(spear)
    assert {n: t.count for n, t in item.token_items().items()} == {"fate": 2, "dishonored": 1}
    # the attachment lies under its host (listed on its face) and follows it when dragged
    under = scene.item(blade)
    assert under is not None and under.zValue() < item.zValue() and under.pos() == item.pos()
    assert scene.card_at(QPointF(469.0, 464.0)) == spear
    assert scene.card_at(QPointF(469.0, 464.0), besides={spear}) == blade
    assert scene.zone("conflict:attackers").label == "Attack 3"
    assert scene.banner("ring:fire").text == "contested"
    assert lcg_panels.label("ringfate:fire") == str(s.rings["fire"]["fate"])
    assert not any(u in scene.card_items() for u in s.players[0].hand)


@pytest.mark.parametrize("module", [panels, layout])
def test_the_lcg_panels_and_places_import_no_game(module) -> None:
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    imported = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    imported += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert imported and not [m for m in imported if m.startswith("l5r_desktop.games")
                             or m in ("l5r_desktop.ui.lcg.table_model",
                                      "l5r_desktop.ui.lcg.card_faces")]


def test_drops_and_ring_clicks_land_on_the_zones_the_model_marks(qtbot) -> None:
    from PySide6.QtCore import QPointF

    s, *_ = _conflict()
    model = lcg_model.build(s, LcgViewOptions(viewer=1, names=NAMES))
    scene, _ = _scene()
    scene.draw(model)
    for key, kind in (("conflict", "conflict"), ("home:0", "home:0"), ("home:1", "home:1"),
                      ("panel:0", ""), ("rings", "")):
        region = model.zone(key).region
        assert region is not None
        assert scene.zone_at(QPointF(*region.center)) == kind, key
    for key, kind in (("ring:air", "ring:air"), ("ring:void", "ring:void"), ("conflict", "")):
        assert scene.clickable_zone_at(QPointF(*model.zone(key).region.center)) == kind, key
    tray = model.zone("rings").region  # the tray between the rings takes no click
    assert scene.clickable_zone_at(QPointF(tray.x + 3, tray.y + 3)) == ""


def test_no_state_of_a_whole_game_shows_what_the_viewer_may_not_see() -> None:
    """A seeded demo game, every 7th position, both viewers and the cover: no card of the
    other hand (nor of any hand behind the cover) is in the model, a face shows only a card
    face up or one its owner may look at, and every card lies on the table."""
    import random

    from l5r_desktop.commands.simulate_lcg import lcg_demo_setup
    from l5r_desktop.games.lcg.game import Game
    from l5r_desktop.games.lcg.labels import may_look

    game = Game.new(lcg_demo_setup(5))
    rnd = random.Random(5)
    checked = 0
    for n in range(3000):
        if game.winner is not None:
            break
        game.perform(rnd.choice(game.legal_actions()))
        if n % 7:
            continue
        s = game.state
        for options in (LcgViewOptions(viewer=0), LcgViewOptions(viewer=1),
                        LcgViewOptions(viewer=0, hide_all_hands=True)):
            model = lcg_model.build(s, options)
            hidden = {u for p in (0, 1) for u in s.players[p].hand
                      if options.hide_all_hands or p != options.viewer}
            peeker = None if options.hide_all_hands else options.viewer
            for view in model.cards():
                assert view.id not in hidden
                assert 0 <= view.pos[0] <= layout.SCENE_W and 0 <= view.pos[1] <= layout.SCENE_H
                if view.card and view.face is not None:
                    card = s.cards[view.card]
                    assert not card.facedown or card.zone == "hand" or \
                        may_look(s, view.card, peeker)
            for p in (0, 1):
                zone = model.zone(f"hand:{p}")
                if options.hide_all_hands or p != options.viewer:
                    assert len(zone.cards) == min(14, len(s.players[p].hand))
            checked += 1
    assert checked > 30


def test_the_lcg_adapter_draws_and_returns_one_model(qtbot, main_window) -> None:
    """On the real window the LCG table shows the builder's model for the seated player, and
    the phase bar shows that model's prompt."""
    assert main_window.start_lcg_demo_game(seed=3)
    screen = main_window.screen_widget
    screen.accept_handoff()
    state = main_window.controller.state
    model = screen.adapter.sync(screen.scene, state, screen, animate=False)
    assert screen.scene.model is model
    actor = main_window.controller.acting_player()
    assert model.counter(actor).lines[1] == f"Honor {state.players[actor].honor}"
    assert [c.id for c in model.zone(f"hand:{actor}").cards] == state.players[actor].hand
    assert all(c.face is None for c in model.zone(f"hand:{1 - actor}").cards)
    assert model.prompt.status and model.prompt.status == \
        screen.adapter.status(state, actor)[0]
