"""A user's session in a real ``l5r-desktop`` process, ended by File › Quit (issue 14, D5).

Run as ``python tests/ui/quit_session.py DATA_DIR``: it starts the app through its real entry
point (``l5r_desktop.cli.main``, so the interpreter tears Qt down exactly as for a user), then,
from the event loop, opens Settings and About, saves through the real file dialog, opens and
closes the deck editor, starts a new game from the New game dialog, saves again, cancels a
second New game dialog and triggers File › Quit. The exit code is the app's.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

from l5r_desktop.cli import main
from l5r_desktop.ui.app import create_application

DELAY_MS = 40
_saves: list[str] = []


def _close_modal(accept: bool = True) -> None:
    """Answer the dialog that is up (file dialogs get a new file name), or wait for it."""
    modal = QApplication.activeModalWidget()
    if modal is None:
        QTimer.singleShot(DELAY_MS, lambda: _close_modal(accept))
        return
    if isinstance(modal, QFileDialog):
        _saves.append(f"session-{len(_saves) + 1}.l5rsave")
        modal.findChild(QLineEdit, "fileNameEdit").setText(_saves[-1])
        modal.accept()
    elif accept:
        modal.accept()
    else:
        modal.reject()


def _answer_next(accept: bool = True) -> None:
    QTimer.singleShot(DELAY_MS, lambda: _close_modal(accept))


def _session() -> None:
    from l5r_desktop.ui.main_window import MainWindow

    window = next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)),
                  None)
    if window is None or not window.built:
        QTimer.singleShot(DELAY_MS, _session)  # the shell is shown first, then built (#22)
        return
    window.screen_widget.accept_handoff()
    _answer_next()
    window.settings_dialog()
    _answer_next()
    window.show_about()
    _answer_next()
    window.actions_by_name["save_as"].trigger()
    editor = window.open_deck_editor()
    QApplication.processEvents()
    editor.close()
    _answer_next()
    window.new_game_dialog()
    window.screen_widget.accept_handoff()
    _answer_next()
    window.actions_by_name["save_as"].trigger()
    _answer_next(accept=False)
    window.new_game_dialog()
    if len(_saves) != 2:
        print(f"session: expected two saves, made {_saves}", file=sys.stderr)
        QApplication.exit(5)
        return
    QTimer.singleShot(DELAY_MS, window.actions_by_name["quit"].trigger)


if __name__ == "__main__":
    create_application()
    QTimer.singleShot(200, _session)
    sys.exit(main(["--data-dir", sys.argv[1]]))
