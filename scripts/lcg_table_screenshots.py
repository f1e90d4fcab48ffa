"""Screenshots of the LCG table scene (setup, dynasty phase, a conflict with the ring tray, an
honor bid, the end) at 1600x1000 and 1280x720, from one seeded demo-deck game.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/lcg_table_screenshots.py OUT_DIR
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QGraphicsView

from l5r_desktop.commands.simulate_lcg import lcg_demo_setup
from l5r_desktop.games.lcg.game import Game
from l5r_desktop.games.lcg.state import LcgState
from l5r_desktop.ui.lcg_table import LcgTableScene, LcgViewOptions


def positions(seed: int) -> dict[str, LcgState]:
    """The first position of each kind in one seeded random game."""
    game = Game.new(lcg_demo_setup(seed))
    rnd = random.Random(seed)
    shots: dict[str, LcgState] = {"setup": game.state.clone()}
    while game.winner is None:
        game.perform(rnd.choice(game.legal_actions()))
        s = game.state
        if s.phase == "dynasty" and s.round == 2:
            shots.setdefault("dynasty", s.clone())
        if s.conflict and s.conflict.defenders and s.round >= 2:
            shots.setdefault("conflict", s.clone())
        if s.step == "bid" and any(p.dial for p in s.players) and s.round >= 2:
            shots.setdefault("bid", s.clone())
    shots["end"] = game.state.clone()
    return shots


def main(out: Path, seed: int = 11) -> None:
    """Write ``<kind>_<width>.png`` for each position and size into ``out``."""
    app = QApplication.instance() or QApplication([])
    out.mkdir(parents=True, exist_ok=True)
    setup = lcg_demo_setup(seed)
    names = tuple(p.name for p in setup.players)
    scene = LcgTableScene()
    view = QGraphicsView(scene)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.show()
    for kind, state in positions(seed).items():
        viewer = state.turn if state.turn in (0, 1) else 0
        scene.sync(state, LcgViewOptions(viewer=viewer, names=names))
        for width, height in ((1600, 1000), (1280, 720)):
            view.resize(width, height)
            app.processEvents()
            view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            app.processEvents()
            view.grab().save(str(out / f"{kind}_{width}.png"))
            print(out / f"{kind}_{width}.png")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "lcg-screens"))
