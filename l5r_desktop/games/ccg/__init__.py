"""The rules engine: pure Python, no Qt, no file I/O.

Entry points (see ``game.py``)::

    from l5r_desktop.games.ccg.game import Game, GameSetup, PlayerSetup
    game = Game.new(GameSetup([PlayerSetup(...), PlayerSetup(...)], seed=1))
    for action in game.legal_actions():      # frozen dataclasses (actions.py)
        ...
    events = game.perform(action)           # events.py; IllegalActionError (errors.py)
    game.undo(); game.redo(); game.action_log
    Game.replay(setup, actions); game.position(); Game.from_position(pos, card_defs=...)

Modules: ids (enums), profiles (edition switches), cards (CardDef), state (GameState,
PlayerState, CardState), stats (computed stats), moves (zones), economy (Gold, recruit, equip),
honor (honor, dishonor, victory), abilities (declarative card abilities), effects (manual
toolkit), phases (turn sequence), rules (legal actions, reasons, application), setup (start of
game), position (position format), rng (seeded RNG); battle and duels belong to engine II.
"""

from __future__ import annotations
