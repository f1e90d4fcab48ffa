"""Save / Open / Recent / title / quit-asks / autosave / crash recovery on the real main window.

``SaveActions.wire()`` connects the window's own File-menu actions; the tests trigger those
QActions (the real menu code paths) with the file dialogs and questions replaced by callables.
"""

from __future__ import annotations

import json
import zipfile

import pytest

from l5r_desktop.persistence.autosave import autosave_files
from l5r_desktop.persistence.savefile import load_game, save_game
from l5r_desktop.ui.save_actions import CANCEL, DISCARD, SAVE, SaveActions
from tests.ui.crashes import crashed_session


class Recorder:
    """Stands in for the dialogs; records what was asked."""

    def __init__(self) -> None:
        self.open_path: str | None = None
        self.save_path: str | None = None
        self.answer = DISCARD
        self.confirm_answer = True
        self.asked: list[str] = []
        self.informed: list[str] = []
        self.save_dialogs = 0

    def install(self, saves: SaveActions) -> None:
        saves.choose_open_path = lambda: self.open_path
        saves.choose_save_path = self._save_dialog
        saves.ask = lambda parent, title, text: (self.asked.append(text), self.answer)[1]
        saves.confirm = lambda parent, title, text: (self.asked.append(text),
                                                     self.confirm_answer)[1]
        saves.inform = lambda parent, title, text: self.informed.append(text)

    def _save_dialog(self, suggested: str) -> str | None:
        self.save_dialogs += 1
        return self.save_path


@pytest.fixture
def saves(main_window):
    """The window's own, already wired SaveActions, with its dialogs replaced."""
    actions = main_window.saves
    assert isinstance(actions, SaveActions)
    if actions.autosave is not None:
        actions.autosave.autosaver.delay = 0.05
    recorder = Recorder()
    recorder.install(actions)
    actions.recorder = recorder
    yield actions
    recorder.answer = DISCARD  # let the fixture's close go through
    if actions.autosave is not None:
        actions.autosave.close()
        actions.autosave = None


def _play(window, n: int) -> None:
    controller = window.controller
    for _ in range(n):
        legal = controller.legal_actions()
        assert legal
        assert controller.request(legal[0])


def test_save_via_the_menu_then_ctrl_s_saves_in_place(qtbot, main_window, saves, tmp_path):
    rec = saves.recorder
    _play(main_window, 4)
    assert main_window.windowTitle().startswith("Untitled game*")
    rec.save_path = str(tmp_path / "mine")
    main_window.actions_by_name["save"].trigger()
    path = tmp_path / "mine.l5rsave"
    assert path.is_file() and rec.save_dialogs == 1
    assert main_window.windowTitle() == "mine.l5rsave — L5R Table"
    _play(main_window, 2)
    assert main_window.windowTitle() == "mine.l5rsave* — L5R Table"
    main_window.actions_by_name["save"].trigger()
    assert rec.save_dialogs == 1  # Ctrl+S saved in place
    assert main_window.windowTitle() == "mine.l5rsave — L5R Table"
    loaded = load_game(path)
    assert loaded.game.state.to_dict() == main_window.controller.game.state.to_dict()
    # undo back past the saved point marks the game changed again
    main_window.controller.undo()
    assert main_window.windowTitle().endswith("* — L5R Table")
    main_window.controller.redo()
    assert main_window.windowTitle() == "mine.l5rsave — L5R Table"
    assert main_window.actions_by_name["save"].shortcut().toString() == "Ctrl+S"
    assert main_window.actions_by_name["open"].shortcut().toString() == "Ctrl+O"


def test_save_as_and_open_via_the_menus_round_trip(qtbot, main_window, saves, tmp_path):
    rec = saves.recorder
    _play(main_window, 6)
    expected = main_window.controller.game.state.to_dict()
    rec.save_path = str(tmp_path / "a.l5rsave")
    main_window.actions_by_name["save_as"].trigger()
    main_window.start_demo_game(seed=99)  # something else on the table
    assert main_window.controller.game.state.to_dict() != expected
    rec.open_path = str(tmp_path / "a.l5rsave")
    main_window.actions_by_name["open"].trigger()
    game = main_window.controller.game
    assert game.state.to_dict() == expected
    assert len(game.action_log) == 6 and game.can_undo
    assert main_window.windowTitle() == "a.l5rsave — L5R Table"
    # the table shows the loaded game
    scene = main_window.screen_widget.scene
    hand_card = game.state.players[0].hand[0]
    assert scene.item(hand_card) is not None


def test_recent_games_menu_lists_and_opens(qtbot, main_window, saves, tmp_path):
    rec = saves.recorder
    paths = []
    for name in ("one", "two"):
        _play(main_window, 1)
        rec.save_path = str(tmp_path / f"{name}.l5rsave")
        main_window.actions_by_name["save_as"].trigger()
        paths.append(tmp_path / f"{name}.l5rsave")
    recent = main_window.settings.recent_files
    assert recent[:2] == [str(paths[1].resolve()), str(paths[0].resolve())]
    stored = json.loads(main_window.paths.settings_file.read_text())
    assert stored["recent_files"][:2] == recent[:2]
    menu = saves.recent.menu
    entries = [a for a in menu.actions() if a.data()]
    assert [a.data() for a in entries][:2] == recent[:2]
    expected = load_game(paths[0]).game.state.to_dict()
    entries[1].trigger()
    assert main_window.controller.game.state.to_dict() == expected
    assert main_window.windowTitle().startswith("one.l5rsave")


def test_bad_file_gives_a_message_and_keeps_the_current_game(qtbot, main_window, saves,
                                                            tmp_path):
    rec = saves.recorder
    _play(main_window, 3)
    game = main_window.controller.game
    before = game.state.to_dict()
    bad = tmp_path / "bad.l5rsave"
    bad.write_bytes(b"PK\x03\x04 this is not a zip")
    rec.open_path = str(bad)
    rec.answer = DISCARD
    main_window.actions_by_name["open"].trigger()
    assert rec.informed and "damaged" in rec.informed[-1]
    assert main_window.controller.game is game
    assert game.state.to_dict() == before


def test_a_save_that_does_not_replay_opens_read_only_in_the_replay_window(
        qtbot, main_window, saves, tmp_path):
    rec = saves.recorder
    _play(main_window, 5)
    path = tmp_path / "g.l5rsave"
    save_game(path, main_window.controller.game)
    with zipfile.ZipFile(path) as z:
        doc = json.loads(z.read("game.json"))
    doc["snapshot"]["players"][1]["family_honor"] = 77
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("game.json", json.dumps(doc))
    game = main_window.controller.game
    rec.open_path = str(path)
    rec.answer = DISCARD
    main_window.actions_by_name["open"].trigger()
    assert main_window.controller.game is game
    assert any("read-only" in text for text in rec.asked)
    # the question names the difference found (issue 24)
    assert any("players[1].family_honor" in text and "the save holds 77" in text
               for text in rec.asked), rec.asked
    assert len(saves.replay_windows) == 1
    replay = saves.replay_windows[0]
    replay.show_snapshot()
    assert replay.current_state().players[1].family_honor == 77
    replay.close()


def test_unsaved_changes_are_asked_about_before_open(qtbot, main_window, saves, tmp_path):
    rec = saves.recorder
    other = tmp_path / "other.l5rsave"
    save_game(other, main_window.controller.game)
    _play(main_window, 2)
    game = main_window.controller.game
    rec.open_path = str(other)
    rec.answer = CANCEL
    main_window.actions_by_name["open"].trigger()
    assert rec.asked and "unsaved changes" in rec.asked[-1]
    assert main_window.controller.game is game
    rec.answer = SAVE
    rec.save_path = str(tmp_path / "kept.l5rsave")
    main_window.actions_by_name["open"].trigger()
    assert (tmp_path / "kept.l5rsave").is_file()
    assert load_game(tmp_path / "kept.l5rsave").game.state.to_dict() == game.state.to_dict()
    assert main_window.controller.game is not game


def test_quitting_with_unsaved_changes_asks(qtbot, main_window, saves):
    rec = saves.recorder
    _play(main_window, 2)
    rec.answer = CANCEL
    main_window.close()
    assert main_window.isVisible()
    assert rec.asked
    rec.answer = DISCARD
    main_window.close()
    assert not main_window.isVisible()


def test_no_question_when_there_is_nothing_to_save(qtbot, main_window, saves):
    rec = saves.recorder
    main_window.close()
    assert not main_window.isVisible()
    assert rec.asked == []


def test_every_action_is_autosaved_off_the_ui_thread(qtbot, main_window, saves):
    _play(main_window, 3)
    autosaver = saves.autosave.autosaver
    with qtbot.waitSignal(saves.autosave.saved, timeout=10000):
        pass
    assert autosaver.flush()
    files = autosave_files(main_window.paths.autosave_dir)
    assert files
    loaded = load_game(files[0])
    assert loaded.game.state.to_dict() == main_window.controller.game.state.to_dict()
    assert autosaver.marker.exists()  # crash-recovery marker while the app runs
    main_window.close()
    assert not autosaver.marker.exists()  # clean exit


def test_crash_recovery_is_offered_and_resumes_the_game(qtbot, main_window, saves):
    rec = saves.recorder
    folder = main_window.paths.autosave_dir
    game = main_window.controller.game
    _play(main_window, 4)
    expected = game.state.to_dict()
    # the autosave of a process that died (its marker names a pid that is gone); the
    # window's own autosaver writes a marker of the same name (this process's): done first
    assert main_window.saves.autosave.autosaver.flush(timeout=120)
    _crashed, dead_marker = crashed_session(folder, game)
    main_window.start_demo_game(seed=42)
    rec.confirm_answer = True
    assert saves.offer_recovery()
    assert any("did not close properly" in t for t in rec.asked)
    assert main_window.controller.game.state.to_dict() == expected
    assert main_window.windowTitle().startswith("Untitled game*")
    assert not dead_marker.exists()
    assert saves.offer_recovery() is False  # offered once only


def test_save_and_open_mid_battle_through_the_menus(qtbot, main_window, saves, tmp_path):
    from tests.persistence.test_battle_saves import _first_game_where

    game = _first_game_where(lambda s: s.attack is not None and any(
        b.attacking or b.defending for b in s.attack.battlefields))
    assert game is not None
    main_window.set_game(game)
    rec = saves.recorder
    rec.save_path = str(tmp_path / "battle.l5rsave")
    main_window.actions_by_name["save"].trigger()
    main_window.start_demo_game(seed=3)
    rec.open_path = rec.save_path
    main_window.actions_by_name["open"].trigger()
    loaded = main_window.controller.game
    assert loaded is not game
    assert loaded.state.attack is not None
    assert loaded.state.to_dict() == game.state.to_dict()


def test_save_and_open_mid_duel_through_the_menus(qtbot, main_window, saves, tmp_path):
    from tests.persistence.test_battle_saves import _duel_game

    game = _duel_game()
    if game is None:
        pytest.skip("the engine offers no challenge in random demo games")
    main_window.set_game(game)
    rec = saves.recorder
    rec.save_path = str(tmp_path / "duel.l5rsave")
    main_window.actions_by_name["save"].trigger()
    main_window.start_demo_game(seed=3)
    rec.open_path = rec.save_path
    main_window.actions_by_name["open"].trigger()
    loaded = main_window.controller.game
    assert loaded.state.duel is not None
    assert loaded.state.to_dict() == game.state.to_dict()


def test_a_vanished_recent_file_is_reported_and_dropped(qtbot, main_window, saves, tmp_path):
    rec = saves.recorder
    _play(main_window, 1)
    rec.save_path = str(tmp_path / "gone.l5rsave")
    main_window.actions_by_name["save_as"].trigger()
    (tmp_path / "gone.l5rsave").unlink()
    entry = next(a for a in saves.recent.menu.actions() if a.data())
    entry.trigger()
    assert rec.informed and "does not exist" in rec.informed[-1]
    assert str((tmp_path / "gone.l5rsave").resolve()) not in main_window.settings.recent_files
    assert not [a for a in saves.recent.menu.actions() if a.data()]


def test_custom_card_images_travel_with_the_save(qtbot, main_window, saves, tmp_path):
    from PIL import Image

    from l5r_desktop.demo import demo_setup
    from l5r_desktop.games.ccg.game import Game
    from l5r_desktop.games.ccg.model.cards import CardDef, CardType

    scan = tmp_path / "scan.png"
    Image.new("RGB", (50, 70), (200, 30, 30)).save(scan)
    card = main_window.library.add_custom_card(
        CardDef(id="", title="Scanned Blade", type=CardType.ITEM, force=1, chi=0,
                gold_cost=1), scan)
    assert card.id.startswith("custom:")
    setup = demo_setup(seed=12)
    setup.players[0].fate[0] = card
    game = Game.new(setup)
    main_window.set_game(game)
    _play(main_window, 1)
    rec = saves.recorder
    rec.save_path = str(tmp_path / "custom.l5rsave")
    main_window.actions_by_name["save"].trigger()
    loaded = load_game(tmp_path / "custom.l5rsave")
    assert set(loaded.images) == {card.id}
    assert loaded.images[card.id] == main_window.library.image_path(card.id).read_bytes()
    # opened again, the bundled image is where the face resolver can find it
    rec.open_path = rec.save_path
    main_window.actions_by_name["open"].trigger()
    path = saves.image_for(card)
    assert path is not None and path.read_bytes() == loaded.images[card.id]
