"""The table asks the game's registry id for its adapter (issue 15, item 4): the CCG adapter
is today's layout; another game's adapter replaces scene, wiring and phase bar text."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest
from PySide6.QtWidgets import QGraphicsScene, QMenu

from l5r_desktop.core.errors import UnknownGameError
from l5r_desktop.ui import game_screen as game_screen_module
from l5r_desktop.ui import table_adapters
from l5r_desktop.ui.ccg_table import CcgTableAdapter
from l5r_desktop.ui.controller import GameController
from l5r_desktop.ui.table_adapters import adapter_for, register_adapter
from l5r_desktop.ui.table_model import TableModel
from l5r_desktop.ui.table_prompt import prompt_view
from l5r_desktop.ui.table_scene import TableScene


def test_the_game_screen_imports_no_game() -> None:
    """game_screen.py knows no game: no game package, and not the CCG scene's modules (its
    card menus, view options and banners are the CCG adapter's, in ccg_table.py)."""
    tree = ast.parse(Path(game_screen_module.__file__).read_text(encoding="utf-8"))
    imported = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    imported += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert "l5r_desktop.ui.table_adapters" in imported  # the walk sees the imports
    assert not [m for m in imported if m.startswith("l5r_desktop.games")
                or m in ("l5r_desktop.ui.table_scene", "l5r_desktop.ui.ccg_table")], imported


def _imports_of(module: str) -> set[str]:
    """Every module ``module`` imports (inside functions too), with ``from a import b`` also
    giving ``a.b`` when that is a module."""
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin
    tree = ast.parse(Path(spec.origin).read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            package = importlib.util.find_spec(node.module) \
                if node.module.startswith("l5r_desktop") else None
            if package is not None and package.submodule_search_locations is not None:
                out |= {f"{node.module}.{a.name}" for a in node.names
                        if importlib.util.find_spec(f"{node.module}.{a.name}") is not None}
    return out


def _game_imports_reached_from(*start: str) -> tuple[set[str], list[tuple[str, str]]]:
    """The project modules ``start`` reaches through imports (game packages not followed),
    and every (module, game module) import among them."""
    seen: set[str] = set()
    todo = list(start)
    offenders: list[tuple[str, str]] = []
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        for imported in _imports_of(module):
            if imported.startswith("l5r_desktop.games"):
                offenders.append((module, imported))
            elif imported.startswith("l5r_desktop.") and imported not in seen \
                    and importlib.util.find_spec(imported) is not None:
                todo.append(imported)
    return seen, offenders


def test_the_table_scene_and_what_it_imports_import_no_game() -> None:
    """The scene draws the game-neutral table model (issue 15, item 5): neither
    ui/table_scene.py nor any module it imports, directly or through others (the card
    library's too), imports a game package; nor do the face cache (ui/faces.py: a card without
    an image is drawn by the renderer it is given, the CCG's in ui/ccg_faces.py) and the card
    preview (ui/widgets/preview.py: a card's lines come from the describer it is given, the
    CCG's in ui/ccg_preview.py), both passed in by the window."""
    seen, offenders = _game_imports_reached_from("l5r_desktop.ui.table_scene",
                                                 "l5r_desktop.ui.faces",
                                                 "l5r_desktop.ui.widgets.preview")
    assert {"l5r_desktop.ui.table_model", "l5r_desktop.ui.faces", "l5r_desktop.ui.card_item",
            "l5r_desktop.ui.zones", "l5r_desktop.ui.face_store", "l5r_desktop.ui.layout"} <= seen
    assert offenders == []


def test_the_walk_finds_a_game_import_through_the_card_library() -> None:
    """The walk is not blind: the CCG's face renderer reaches the CCG through carddb.render."""
    _seen, offenders = _game_imports_reached_from("l5r_desktop.ui.ccg_faces")
    assert ("l5r_desktop.carddb.render", "l5r_desktop.games.ccg.model.cards") in offenders


def test_registry_gives_the_ccg_adapter_and_refuses_unknown_games():
    assert isinstance(adapter_for("ccg"), CcgTableAdapter)
    assert "ccg" in table_adapters.adapter_ids()
    with pytest.raises(UnknownGameError, match=r"'nope'.*ccg"):
        adapter_for("nope")
    with pytest.raises(ValueError, match="already registered"):
        register_adapter("ccg", CcgTableAdapter)


def test_ccg_table_uses_the_ccg_adapter(main_window):
    screen = main_window.screen_widget
    assert screen.adapter.game_id == "ccg" == main_window.controller.game_id
    assert isinstance(screen.scene, TableScene)
    assert screen.view.scene() is screen.scene
    state = main_window.controller.state
    text, prompt = screen.adapter.status(state, main_window.controller.acting_player())
    bar = main_window.phase_bar
    assert (bar.status.text(), bar.prompt.text()) == (text, prompt)
    assert text.startswith(f"Turn {state.turn} · ")


class ToyScene(QGraphicsScene):
    """A table scene: told the view's scale like every table."""

    def set_view_scale(self, device_scale):
        self.device_scale = device_scale


class ToyAdapter:
    """A second game's table: records what the screen asks of it."""

    game_id = "toy"

    def __init__(self) -> None:
        self.synced: list[object] = []
        self.connected = 0

    def build_scene(self, faces, parent):
        return ToyScene(parent)

    def connect_scene(self, scene, screen):
        self.connected += 1

    def sync(self, scene, state, screen, *, animate):
        self.synced.append(state)
        return TableModel(prompt=prompt_view(self, state, screen))

    def status(self, state, actor):
        return ("Toy status", f"player {actor} of the toy game")

    def minor_choice(self, state, action):
        return False

    def phase_choices(self, screen):
        return []

    def label(self, action, state):
        return action.kind

    def header(self, state):
        return "Toy header"

    def starts_section(self, events):
        return False

    def log_lines(self, events, state):
        return [(type(e).__name__, (), False) for e in events]

    def context_menu(self, screen, card_id):
        return QMenu(screen)

    def game_over(self, state):
        return False

    def player_name(self, state, player):
        return f"toy player {player}"


def test_a_game_of_another_id_gets_its_own_adapter_scene_and_phase_bar(main_window,
                                                                        monkeypatch):
    monkeypatch.setitem(table_adapters._LOADERS, "toy", ToyAdapter)
    screen = main_window.screen_widget
    old_scene = screen.scene
    monkeypatch.setattr(GameController, "game_id", property(lambda self: "toy"))
    screen.refresh(animate=False)
    adapter = screen.adapter
    assert isinstance(adapter, ToyAdapter)
    assert adapter.connected == 1
    assert adapter.synced == [main_window.controller.state]
    assert screen.scene is not old_scene and not isinstance(screen.scene, TableScene)
    assert screen.view.scene() is screen.scene
    assert main_window.phase_bar.status.text() == "Toy status"
    assert main_window.phase_bar.prompt.text() == (
        f"player {main_window.controller.acting_player()} of the toy game")
    screen.refresh(animate=False)  # same game: same adapter, no new scene
    assert screen.adapter is adapter and adapter.connected == 1 and len(adapter.synced) == 2


def test_a_game_without_a_table_is_refused_and_the_table_stays(main_window, monkeypatch):
    screen = main_window.screen_widget
    scene, adapter = screen.scene, screen.adapter
    monkeypatch.setattr(GameController, "game_id", property(lambda self: "nope"))
    with pytest.raises(UnknownGameError):
        screen.refresh(animate=False)
    assert screen.scene is scene and screen.adapter is adapter
    assert screen.view.scene() is scene


def test_replay_window_draws_through_the_games_table_adapter(qtbot, tmp_path, monkeypatch):
    """The replay window asks the save's game for its table adapter (issue 15, item 4): its
    scene, drawing, positions, labels and info line all come from the adapter, so another
    game's replay uses its own table (the LCG's does, tests/ui/test_lcg_saves_ui.py)."""
    from l5r_desktop.persistence.savefile import load_game, save_game
    from l5r_desktop.ui.replay_view import ReplayWindow
    from tests.persistence.gamegen import random_game

    calls: list[tuple[str, object]] = []

    class Recording(CcgTableAdapter):
        def replay_scene(self, faces, parent):
            calls.append(("scene", None))
            return super().replay_scene(faces, parent)

        def draw(self, scene, state, *, names, reveal_hands):
            calls.append(("draw", reveal_hands))
            super().draw(scene, state, names=names, reveal_hands=reveal_hands)

        def position_text(self, state, names):
            return f"recorded turn {state.turn}"

        def label(self, action, state):
            return f"L:{action.kind}"

    monkeypatch.setitem(table_adapters._LOADERS, "ccg", Recording)
    game = random_game(4, 30)
    path = tmp_path / "g.l5rsave"
    save_game(path, game)
    window = ReplayWindow(load_game(path), every=10)
    qtbot.addWidget(window)
    assert isinstance(window.adapter, Recording) and isinstance(window.scene, TableScene)
    assert calls[0] == ("scene", None) and ("draw", True) in calls
    assert window.timeline.labels[1] == f"L:{game.action_log[0].kind}"
    window.seek(3)
    assert window.info_label.text().endswith(f"recorded turn {window.timeline.state.turn}")
    window.show_hands.setChecked(False)
    assert calls[-1] == ("draw", False)
    assert [(i.turn, i.active) for i in window.timeline.infos[:1]] == [
        (window.timeline.snapshots[0].turn, window.timeline.snapshots[0].active)]
