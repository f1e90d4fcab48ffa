"""Screenshots of the real main window, for looking at what the table shows.

Run under Xvfb (real xcb platform) or offscreen:

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python scripts/screenshots.py OUT_DIR
    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py OUT_DIR

Writes: ``opening.png`` (a new demo game), ``dishonored.png`` (a dishonorable, bowed
Personality carrying attachments and tokens, with a note), and ``attack.png`` (units at two
battlefields during an attack) when the engine offers attacks.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path


def settle(app, window) -> None:
    for _ in range(5):
        app.processEvents()
    window.faces.wait_idle(10_000)
    for _ in range(10):
        app.processEvents()


def by_type(defs, type_name: str, *, keyword: str | None = None):
    return [d for d in defs if d.type.value == type_name
            and (keyword is None or d.has_keyword(keyword))]


def dishonored_position(defs) -> dict:
    personalities = by_type(defs, "personality")
    followers = by_type(defs, "follower")
    items = by_type(defs, "item")
    strongholds = by_type(defs, "stronghold")
    holdings = by_type(defs, "holding")
    hero = personalities[0]
    att = [f.title for f in followers[:1]] + [i.title for i in items[:2]]
    return {
        "format": "l5r-position", "version": 1, "phase": "action", "automation": "assisted",
        "players": [
            {"name": "Aiko", "family_honor": 7, "stronghold": strongholds[0].title,
             "home": [
                 {"title": hero.title, "bowed": True, "dishonored": True, "attachments": att,
                  "tokens": {"+1F": 2}, "note": "does not straighten next turn"},
                 {"title": personalities[1].title, "attachments": [followers[-1].title]},
                 {"title": holdings[0].title, "bowed": True},
             ],
             "provinces": [{"title": personalities[2].title, "face_up": True}, None,
                           holdings[1].title, holdings[1].title],
             "hand": [d.title for d in by_type(defs, "strategy")[:4]],
             "fate_deck": [d.title for d in by_type(defs, "strategy")[4:8]],
             "dynasty_deck": [p.title for p in personalities[3:6]],
             "honorably_dead": [personalities[6].title],
             "dishonorably_dead": [personalities[7].title]},
            {"name": "Benkei", "family_honor": 12, "stronghold": strongholds[-1].title,
             "home": [{"title": personalities[-1].title,
                       "attachments": [items[-1].title]}],
             "provinces": [holdings[2].title, holdings[2].title, holdings[0].title,
                           holdings[0].title],
             "hand": [d.title for d in by_type(defs, "strategy")[:3]]},
        ],
    }


def main() -> int:
    if any(a in ("-h", "--help") for a in sys.argv[1:]):
        print(__doc__)
        return 0
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    from l5r_desktop.demo import demo_cards
    from l5r_desktop.games.ccg.game import Game
    from l5r_desktop.persistence.paths import DataPaths
    from l5r_desktop.ui.app import create_application
    from l5r_desktop.ui.main_window import MainWindow

    app = create_application()
    with tempfile.TemporaryDirectory() as tmp:
        window = MainWindow(DataPaths.at(tmp).ensure(), start_demo=False)
        window.resize(1600, 1000)
        window.show()
        window.start_demo_game(seed=3)
        window.screen_widget.accept_handoff()
        settle(app, window)
        window.grab().save(str(out / "opening.png"))
        print(out / "opening.png")

        defs = demo_cards()
        game = Game.from_position(dishonored_position(defs), card_defs=defs)
        window.set_game(game)
        window.screen_widget.accept_handoff()
        hero = game.state.players[0].home[1]
        window.screen_widget._preview_card(hero)
        settle(app, window)
        window.grab().save(str(out / "dishonored.png"))
        print(out / "dishonored.png")

        if attack_scene(window):
            settle(app, window)
            window.grab().save(str(out / "attack.png"))
            print(out / "attack.png")
        else:
            print("attack.png skipped: no attack could be set up")
        from l5r_desktop.ui.save_actions import DISCARD
        window.saves.ask = lambda *_args: DISCARD  # a scripted run keeps nothing: no question
        window.close()
    return 0


def attack_scene(window) -> bool:
    """Play a demo game forward until units stand at two battlefields; False if impossible."""
    import random

    from l5r_desktop.games.ccg.actions import Pass

    controller = window.controller
    window.start_demo_game(seed=11)
    rng = random.Random(5)
    for _ in range(3000):
        state = controller.state
        if state.game_over:
            return False
        attack = state.attack
        if attack is not None:
            occupied = [b for b in attack.battlefields if b.attacking or b.defending]
            if len(occupied) >= 2 and any(b.defending for b in occupied):
                window.screen_widget.accept_handoff()
                return True
        actions = controller.legal_actions()
        if not actions:
            return False
        assign = [a for a in actions if hasattr(a, "battlefield")]
        declare = [a for a in actions if type(a).__name__ == "DeclareAttack"]
        recruit = [a for a in actions if type(a).__name__ in ("Recruit", "Equip")]
        if assign:
            used = {i for i, b in enumerate(attack.battlefields) if b.attacking or b.defending} \
                if attack is not None else set()
            fresh = [a for a in assign if a.battlefield not in used]
            choice = rng.choice(fresh or assign)
        elif declare and state.turn >= 5:
            choice = declare[0]
        elif recruit:
            choice = rng.choice(recruit)
        else:
            choice = next((a for a in actions if isinstance(a, Pass)), actions[0])
        controller.request(choice)
    return False


if __name__ == "__main__":
    raise SystemExit(main())
