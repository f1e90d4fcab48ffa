"""Screenshots of an LCG game on the real main window: setup (stronghold province), the dynasty
phase, a conflict with the ring tray, a draw-phase honor bid, a duel bid (the first bid set and
hidden, the dial up for the second player), a hand-off cover and the end, at each size asked.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/lcg_table_screenshots.py OUT_DIR \
        [WIDTHxHEIGHT ...]     (default: 1366x768 1920x1080 1280x720 1600x1000)

The demo decks play every moment but the duel, which the engine tests' trigger decks (our own
test cards with a duelist) provide. Choices are seeded random legal actions.
"""

from __future__ import annotations

import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # tests.lcg.scenario: the duel decks

SIZES = ((1366, 768), (1920, 1080), (1280, 720), (1600, 1000))


def _until(window, app, rnd: random.Random, pred: Callable, limit: int = 3000) -> bool:
    """Play seeded random legal actions until ``pred(state)`` holds (hand-offs accepted)."""
    controller = window.controller
    for _ in range(limit):
        window.screen_widget.accept_handoff()
        state = controller.state
        if pred(state):
            app.processEvents()
            return True
        legal = controller.legal_actions()
        if not legal:
            return False
        controller.request(rnd.choice(legal))
    return False


def _shoot(window, app, out: Path, kind: str, sizes) -> None:
    for width, height in sizes:
        window.resize(width, height)
        for _ in range(3):
            app.processEvents()
        adapter = window.screen_widget.adapter
        if adapter.dial is not None and adapter.dial.isVisible():
            window.screen_widget.refresh(animate=False)  # the dial keeps to the table's middle
            app.processEvents()
        path = out / f"lcg_{kind}_{width}x{height}.png"
        window.grab().save(str(path))
        print(path)


def main(out: Path, sizes=SIZES, seed: int = 11) -> None:
    from l5r_desktop.games.lcg.game import Game
    from l5r_desktop.persistence.paths import DataPaths
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow
    from tests.lcg.scenario import setup as trigger_decks

    app = create_application()
    out.mkdir(parents=True, exist_ok=True)
    window = MainWindow(DataPaths(Path(tempfile.mkdtemp())), start_demo=False)
    window.saves.ask = lambda *_args: "discard"
    window.resize(*sizes[0])
    window.show()
    app.processEvents()
    window.start_lcg_demo_game(seed=seed)
    screen = window.screen_widget
    screen.accept_handoff()
    rnd = random.Random(seed)
    _shoot(window, app, out, "setup", sizes)
    moments = (
        ("dynasty", lambda s: s.phase == "dynasty" and s.round == 2 and any(
            window.controller.state.cards[u].zone == "play"
            for p in s.players for u in p.characters)),
        ("bid", lambda s: s.step == "bid" and s.round >= 2),
        ("conflict", lambda s: s.conflict is not None and s.conflict.declared
         and s.conflict.attackers and s.conflict.defenders and s.step == "action_window"),
        ("end", lambda s: s.winner is not None),
    )
    for kind, pred in moments:
        if _until(window, app, rnd, pred):
            _shoot(window, app, out, kind, sizes)
        else:
            print(f"no {kind} position in this game", file=sys.stderr)
    # a hand-off cover, then a duel bid (trigger decks)
    window.set_game(Game.new(trigger_decks(25, triggers=True)))
    screen.accept_handoff()
    rnd = random.Random(25)
    if _until(window, app, rnd, lambda s: s.step == "bid" and s.pending.get("bid") == "duel"):
        dial = screen.adapter.dial
        dial.turn_to(3)
        dial.set_button.click()
        app.processEvents()
        _shoot(window, app, out, "handoff", sizes)
        screen.accept_handoff()
        _shoot(window, app, out, "duel", sizes)
    window.close()


if __name__ == "__main__":
    if any(a in ("-h", "--help") for a in sys.argv[1:]):
        print(__doc__)
        raise SystemExit(0)
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "lcg-screens")
    asked = tuple(tuple(int(v) for v in a.split("x")) for a in sys.argv[2:]) or SIZES
    main(target, asked)  # type: ignore[arg-type]
