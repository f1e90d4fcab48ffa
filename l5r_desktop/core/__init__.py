"""The game-neutral core: what every game of L5R Table shares. No Qt, no file I/O, and it
imports nothing else of the package (tests/foundation/test_layering.py checks).

Modules:

* ``protocol``  -- :class:`~l5r_desktop.core.protocol.GameProtocol`, the API every game offers
  (new, legal_actions, perform, is_legal, undo, redo, action_log, replay, position /
  from_position, winner, fingerprint) and :class:`~l5r_desktop.core.protocol.GameInfo`, what a
  game tells the registry.
* ``history``   -- :class:`~l5r_desktop.core.history.History`, a game's state plus its action log
  with undo/redo by snapshots and replay; a game subclasses it and supplies four rules hooks.
* ``registry``  -- :class:`~l5r_desktop.core.registry.Registry`, games by id, loaded lazily
  (``l5r_desktop.games.registry.find_game("ccg")`` is the package's one instance).
* ``vocabulary`` -- base classes of actions (frozen, ids only: the undo log and the save
  vocabulary) and events (past tense, what changed).
* ``fingerprint`` -- a stable hash of a state's JSON form.
* ``rng``       -- the seeded SplitMix64 generator kept in a game's state.
* ``errors``    -- IllegalActionError, PositionError, SetupError, UnknownGameError.
* ``frozen``    -- faster ``__init__`` for frozen dataclasses built by the thousand.
"""
