"""The Legend of the Five Rings CCG (AEG): Celestial (default), Gold and Twenty Festivals
rules profiles. Pure Python, no Qt, no file I/O; built on :mod:`l5r_desktop.core`.

Entry points (see ``game.py``; the registry finds this game as ``"ccg"`` through ``info.py``)::

    from l5r_desktop.games.ccg.game import Game, GameSetup, PlayerSetup
    game = Game.new(GameSetup([PlayerSetup(...), PlayerSetup(...)], seed=1))
    for action in game.legal_actions():      # frozen dataclasses (actions.py)
        ...
    events = game.perform(action)           # events.py; IllegalActionError (core.errors)
    game.undo(); game.redo(); game.action_log
    Game.replay(setup, actions); game.position(); Game.from_position(pos, card_defs=...)

Packages and modules, by concern:

* ``model/``    ids (enums), profiles (edition switches), cards (CardDef), state (GameState,
  PlayerState, CardState), stats (computed stats), moves (zones), starting (generated cards)
* ``actions``, ``events``  the vocabulary: what players do, what changed
* ``economy``   Gold, recruit, equip; ``honor`` honor, dishonor, victory; ``duels``
* ``turn/``     the turn sequence (phases and their steps)
* ``attack/``   the Attack Phase: armies, battles, combat actions, Ranged Attacks
* ``cardtext/`` declarative card abilities and the manual effects toolkit
* ``rules``     legal actions, reasons, application; ``setup`` start of game;
  ``position`` the position format; ``game`` the facade; ``info`` the registry entry
"""

from __future__ import annotations
